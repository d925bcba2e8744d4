package game

import (
	"reflect"
	"testing"

	"lancemate/engine/classic"
)

// TestRecordSheetLists checks the record sheet's inventory of a Hunchback
// as critical hits take its parts: the weapons with their stats, what
// stops them and their bins, the heat sinks, and what the hits took out.
func TestRecordSheetLists(t *testing.T) {
	bins := []AmmoBin{
		{Item: 9, Name: "Ammo (AC/20)", Loc: classic.RightTorso, Left: 5, Full: 5},
		{Item: 10, Name: "Ammo (AC/20)", Loc: classic.RightTorso, Left: 5, Full: 5},
	}
	whole := []Armament{
		{Item: 3, Name: "Small Laser", Loc: classic.Head, Damage: 3, Heat: 1, Short: 1, Medium: 2, Long: 3},
		{Item: 8, Name: "Autocannon/20", Loc: classic.RightTorso, Damage: 20, Heat: 7, Short: 3, Medium: 6, Long: 9, Ammo: bins},
		{Item: 15, Name: "Medium Laser", Loc: classic.LeftArm, Damage: 5, Heat: 3, Short: 3, Medium: 6, Long: 9},
		{Item: 20, Name: "Medium Laser", Loc: classic.RightArm, Damage: 5, Heat: 3, Short: 3, Medium: 6, Long: 9},
	}
	laserGone := append([]Armament(nil), whole...)
	laserGone[2].Destroyed = true
	for _, tc := range []struct {
		name   string
		crits  []MarkCrit
		arms   []Armament
		losses []Loss
	}{
		{"whole", nil, whole, nil},
		{"left arm laser and actuator hit", []MarkCrit{{Loc: classic.LeftArm, Slot: 5}, {Loc: classic.LeftArm, Slot: 3}}, laserGone,
			[]Loss{{Kind: LowerArm, Name: "Lower Arm Actuator", Loc: classic.LeftArm, Hits: 1}}},
		{"gyro, engine and life support", []MarkCrit{{Loc: classic.CenterTorso, Slot: 4}, {Loc: classic.CenterTorso, Slot: 1}, {Loc: classic.CenterTorso, Slot: 2}, {Loc: classic.Head, Slot: 1}}, whole,
			[]Loss{{Kind: Engine, Name: "Fusion Engine", Loc: classic.CenterTorso, Hits: 2}, {Kind: Gyro, Name: "Gyro", Loc: classic.CenterTorso, Hits: 1},
				{Kind: LifeSupport, Name: "Life Support", Loc: classic.Head, Hits: 1}}},
	} {
		g := hunchbacks(t, "a")
		for _, c := range tc.crits {
			c.Unit = "a"
			if err := g.Apply(&c); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
		s := g.View()
		u, _ := s.Unit("a")
		if got := u.Armament(); !reflect.DeepEqual(got, tc.arms) {
			t.Errorf("%s: armament\n got %+v\nwant %+v", tc.name, got, tc.arms)
		}
		if got := u.Losses(); !reflect.DeepEqual(got, tc.losses) {
			t.Errorf("%s: losses\n got %+v\nwant %+v", tc.name, got, tc.losses)
		}
		if got, want := u.Sinks(), (SinkCount{Working: 13, Total: 13, Dissipation: 13}); got != want {
			t.Errorf("%s: heat sinks %+v, want %+v", tc.name, got, want)
		}
	}
}
