package game

import (
	"testing"

	"lancemate/engine/classic"
)

// The record sheet's view of a unit: slot contents by slot number, labels
// as the sheet prints them, and the armor left (Grasshopper GHR-5H: 187
// front and 29 rear armor points).
func TestUnitSheetView(t *testing.T) {
	g := New()
	if err := g.Apply(&AddUnit{ID: "a", Design: loadDesign(t, "grasshopper"), Pilot: Pilot{Name: "P", Gunnery: 4, Piloting: 5}}); err != nil {
		t.Fatal(err)
	}
	la, ct := classic.LeftArm, classic.CenterTorso
	for _, h := range []*Hit{{Unit: "a", Loc: &la, Damage: 10}, {Unit: "a", Loc: &ct, Dir: classic.Rear, Damage: 5}} {
		if err := g.Apply(h); err != nil {
			t.Fatal(err)
		}
	}
	s := g.State()
	u, _ := s.Unit("a")
	if left, full := u.ArmorLeft(); left != 201 || full != 216 {
		t.Errorf("ArmorLeft = %d/%d, want 201/216", left, full)
	}
	for _, tt := range []struct {
		loc  classic.Location
		slot int
		want string
	}{
		{classic.LeftArm, 2, "Upper Arm Actuator"},
		{classic.LeftArm, 5, "Medium Laser"},
		{classic.LeftTorso, 4, "Jump Jet"},
		{classic.Head, 6, "Life Support"},
		{classic.CenterTorso, 9, "Fusion Engine"},
	} {
		i := u.ItemAt(tt.loc, tt.slot)
		if i < 0 || u.Items[i].Label() != tt.want {
			t.Errorf("ItemAt(%s, %d) = %d, want %q", tt.loc, tt.slot, i, tt.want)
		}
	}
	for _, tt := range []struct {
		loc  classic.Location
		slot int
	}{{classic.LeftArm, 6}, {classic.LeftArm, 0}, {classic.Head, 7}, {classic.LeftArm, 13}, {classic.Location(9), 1}} {
		if i := u.ItemAt(tt.loc, tt.slot); i != -1 {
			t.Errorf("ItemAt(%v, %d) = %d, want -1", tt.loc, tt.slot, i)
		}
	}
	if got := Kind(99).Label(); got != "Kind(99)" {
		t.Errorf("Kind(99).Label() = %q", got)
	}
	if len(rollKindLabels) != len(rollKindNames) || len(kindLabels) != len(kindNames) {
		t.Error("a kind has no label")
	}
	if got := AmmoAvoid.Label(); got != "Avoid ammo explosion" {
		t.Errorf("AmmoAvoid.Label() = %q", got)
	}
	if got := RollKind(-1).Label(); got != "RollKind(-1)" {
		t.Errorf("RollKind(-1).Label() = %q", got)
	}
}

// Every situation RequirePSR accepts has a label for players from the PSR
// table (003 L3139-3180), and the terrain ones name their terrain.
func TestSituationLabel(t *testing.T) {
	for _, c := range []struct{ code, want string }{
		{"skid", "Skidding"}, {"water_1", "Entered Depth 1 water"}, {"ice", "Entered ice"},
		{"deep_snow", "Entered deep snow"}, {"kicked", "Was kicked"}, {"nonsense", "nonsense"},
	} {
		if got := SituationLabel(c.code); got != c.want {
			t.Errorf("SituationLabel(%q) = %q, want %q", c.code, got, c.want)
		}
	}
	seen := map[string]bool{}
	for _, code := range Situations() {
		l := SituationLabel(code)
		if l == code || seen[l] {
			t.Errorf("situation %q: label %q is missing or shared", code, l)
		}
		seen[l] = true
	}
}
