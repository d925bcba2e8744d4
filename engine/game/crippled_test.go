package game

import (
	"testing"

	"lancemate/engine/classic"
)

// TestCrippled: a 'Mech with a leg shot off walks 1 MP and is crippled
// (002 L207); heat alone does not cripple it.
func TestCrippled(t *testing.T) {
	g := New()
	if err := g.Apply(&AddUnit{ID: "a", Design: loadDesign(t, "grasshopper"), Pilot: Pilot{Name: "P", Gunnery: 4, Piloting: 5}}); err != nil {
		t.Fatal(err)
	}
	s := g.State()
	u, _ := s.Unit("a")
	if u.Crippled() {
		t.Fatal("an undamaged 'Mech is crippled")
	}
	hot := *u
	hot.Heat = 25
	if hot.WalkMP() > 1 || hot.Crippled() {
		t.Errorf("at heat 25: walk %d, crippled %v; want walk 1 or less, not crippled", hot.WalkMP(), hot.Crippled())
	}
	ll := classic.LeftLeg
	l := u.Locations[ll]
	if err := g.Apply(&Hit{Unit: "a", Loc: &ll, Damage: l.Armor + l.Structure}); err != nil {
		t.Fatal(err)
	}
	s = g.State()
	u, _ = s.Unit("a")
	if !u.Locations[ll].Destroyed || !u.Crippled() {
		t.Errorf("left leg destroyed %v, crippled %v; want both", u.Locations[ll].Destroyed, u.Crippled())
	}
}
