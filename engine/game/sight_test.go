package game

import (
	"testing"

	"lancemate/engine/classic"
)

// What an attack gave (range, side struck, woods) is kept for the pair for
// the rest of the turn, lends the reverse pair its range and woods between
// and every attacker the target's hex, and is forgotten at a new turn;
// undo takes it back with the attack.
func TestSighting(t *testing.T) {
	g := New()
	for _, id := range []string{"a", "b", "c"} {
		if err := g.Apply(&AddUnit{ID: id, Design: loadDesign(t, "hunchback"), Pilot: Pilot{Name: id, Gunnery: 4, Piloting: 5}}); err != nil {
			t.Fatal(err)
		}
	}
	for range 2 {
		if err := g.Apply(&EndPhase{}); err != nil {
			t.Fatal(err)
		}
	}
	wpn := -1
	for i, it := range g.View().Units[0].Items {
		if it.Kind == Weapon && wpn < 0 && it.ID != "" {
			wpn = i
		}
	}
	shot := Shot{Weapon: wpn, Target: "b", Range: 3, Dir: classic.Left, Terrain: Terrain{Woods: classic.LightWoods, HeavyWoods: 1}}
	if err := g.Apply(&Fire{Unit: "a", Shots: []Shot{shot}, Rolls: Rolls{[]int{2}}}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, attacker, target string
		want                   Sight
		ok                     bool
	}{
		{"the pair", "a", "b", Sight{Attacker: "a", Target: "b", Range: 3, Dir: classic.Left, Woods: classic.LightWoods, HeavyWoods: 1}, true},
		{"the reverse pair: range and woods between, its own hex unknown", "b", "a", Sight{Attacker: "b", Target: "a", Range: 3, HeavyWoods: 1}, true},
		{"another attacker: the target's hex", "c", "b", Sight{Attacker: "c", Target: "b", Woods: classic.LightWoods}, true},
		{"an unrelated pair", "c", "a", Sight{Attacker: "c", Target: "a"}, false},
	} {
		s := g.View()
		got, ok := s.Sighting(tc.attacker, tc.target)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s: %+v %v, want %+v %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if s := g.View(); len(s.Sights) != 0 {
		t.Error("the attack undone, its sight is still kept")
	}
	if err := g.Redo(); err != nil {
		t.Fatal(err)
	}
	for range 4 { // weapon, physical, heat, end: turn 2
		if err := g.Apply(&EndPhase{}); err != nil {
			t.Fatal(err)
		}
	}
	if s := g.View(); s.Turn != 2 || len(s.Sights) != 0 {
		t.Errorf("turn %d: sights %+v, want none in a new turn", s.Turn, s.Sights)
	}
}
