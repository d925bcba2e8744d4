package game

import (
	"reflect"
	"strings"
	"testing"

	"lancemate/engine/classic"
)

// The firing screen's preview: a shot's itemised target number before it
// is fired, the same as Fire reports, and the bins a weapon can draw from.
func TestShotTargetAndBins(t *testing.T) {
	g := New()
	for _, u := range []struct{ id, design string }{{"a", "hunchback"}, {"b", "grasshopper"}} {
		if err := g.Apply(&AddUnit{ID: u.id, Design: loadDesign(t, u.design), Pilot: Pilot{Name: "P", Gunnery: 4, Piloting: 5}}); err != nil {
			t.Fatal(err)
		}
	}
	for range 2 {
		if err := g.Apply(&EndPhase{}); err != nil {
			t.Fatal(err)
		}
	}
	s := g.State()
	a, _ := s.Unit("a")
	ac, laser := -1, -1
	for i, it := range a.Items {
		switch it.ID {
		case "is-ac-20":
			ac = i
		case "is-medium-laser":
			if laser < 0 {
				laser = i
			}
		}
	}
	bins := a.Bins(ac)
	if len(bins) != 2 || a.Items[bins[0]].ID != "is-ammo-ac-20" {
		t.Fatalf("Bins(AC/20) = %v, want the two AC/20 bins", bins)
	}
	if b := a.Bins(laser); len(b) != 0 {
		t.Errorf("Bins(medium laser) = %v, want none", b)
	}
	// Gunnery 4, medium range for the AC/20 at 5 hexes (+2): 6.
	r, err := s.ShotTarget("a", Shot{Weapon: ac, Ammo: &bins[1], Target: "b", Range: 5}, false)
	if err != nil || r.Target != 6 || r.Base.Value != 4 {
		t.Fatalf("ShotTarget = %+v, %v; want target 6 from Gunnery 4", r, err)
	}
	if _, err := s.ShotTarget("a", Shot{Weapon: ac, Ammo: &bins[0], Target: "b", Range: 10}, false); err == nil || !strings.Contains(err.Error(), "beyond its long range") {
		t.Errorf("ShotTarget beyond long range: %v", err)
	}
	if _, err := s.ShotTarget("a", Shot{Weapon: ac, Target: "b", Range: 5}, false); err == nil {
		t.Error("ShotTarget without a bin: no error")
	}
	// The preview changes nothing; the shot fired reports the same number.
	sh := Shot{Weapon: ac, Ammo: &bins[1], Target: "b", Range: 5}
	if err := g.Apply(&Fire{Unit: "a", Shots: []Shot{sh}, Rolls: Rolls{Rolls: []int{3}}}); err != nil {
		t.Fatal(err)
	}
	if st := g.State(); !strings.Contains(strings.Join(st.Report, "\n"), "target number 6") {
		t.Errorf("report %q, want target number 6", st.Report)
	}
	if st := g.State(); st.Units[0].Items[bins[1]].ShotsLeft != 4 || st.Units[0].Items[bins[0]].ShotsLeft != 5 {
		t.Error("the chosen bin was not the one spent")
	}
	st := g.State()
	if _, err := st.ShotTarget("a", sh, false); err == nil || !strings.Contains(err.Error(), "already fired") {
		t.Errorf("ShotTarget of a fired weapon: %v", err)
	}
}

// A view of the state is the state, and an event applied after it leaves
// it as it was.
func TestView(t *testing.T) {
	g := New()
	if err := g.Apply(&AddUnit{ID: "a", Design: loadDesign(t, "hunchback"), Pilot: Pilot{Name: "P", Gunnery: 4, Piloting: 5}}); err != nil {
		t.Fatal(err)
	}
	v := g.View()
	before := g.State()
	if !reflect.DeepEqual(v, before) {
		t.Fatal("View differs from State")
	}
	la := classic.LeftArm
	if err := g.Apply(&Hit{Unit: "a", Loc: &la, Damage: 5}); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(v, before) {
		t.Error("a view changed with the next event")
	}
	if g.View().Units[0].Locations[la].Armor != before.Units[0].Locations[la].Armor-5 {
		t.Error("the new view does not show the hit")
	}
}

// A shot into an arc its weapon cannot cover is refused by the preview,
// before it is fired: a rear-mounted laser into the front arc, an arm's
// laser into the rear arc without its arms flipped (and a Hunchback,
// with hands, cannot flip them).
func TestShotTargetArcs(t *testing.T) {
	g := New()
	for _, id := range []string{"a", "b"} {
		if err := g.Apply(&AddUnit{ID: id, Design: loadDesign(t, "hunchback-rear-v2"), Pilot: Pilot{Name: id, Gunnery: 4, Piloting: 5}}); err != nil {
			t.Fatal(err)
		}
	}
	s := g.View()
	a, _ := s.Unit("a")
	rear, arm := -1, -1
	for i := range a.Items {
		switch it := &a.Items[i]; {
		case it.Rear:
			rear = i
		case it.Loc == classic.LeftArm && it.Kind == Weapon:
			arm = i
		}
	}
	front, back := classic.Front, classic.Rear
	for _, tc := range []struct {
		name   string
		weapon int
		arc    *classic.Direction
		flip   bool
		err    string
	}{
		{"rear laser, arc not set", rear, nil, false, ""},
		{"rear laser into the front arc", rear, &front, false, "rear-mounted"},
		{"rear laser into the rear arc", rear, &back, false, ""},
		{"arm laser into the front arc", arm, &front, false, ""},
		{"arm laser into the rear arc", arm, &back, false, "rear arc"},
		{"arm laser into the rear arc, arms flipped", arm, &back, true, "cannot flip its arms"},
	} {
		_, err := s.ShotTarget("a", Shot{Weapon: tc.weapon, Target: "b", Range: 3, Arc: tc.arc}, tc.flip)
		if (err == nil) != (tc.err == "") || err != nil && !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.err)
		}
	}
}
