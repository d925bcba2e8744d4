package game

import (
	"reflect"
	"testing"

	"lancemate/engine/classic"
)

// A fork and its game go their own ways: events, undos and redos on one
// leave the other as a replay of its own log says it is.
func TestFork(t *testing.T) {
	g := hunchbacks(t, "a", "b")
	head, ct := classic.Head, classic.CenterTorso
	hit := func(g *Game, unit string, loc *classic.Location, damage int) {
		t.Helper()
		if err := g.Apply(&Hit{Unit: unit, Loc: loc, Damage: damage}); err != nil {
			t.Fatal(err)
		}
	}
	hit(g, "a", &ct, 3)
	f := g.Fork()
	if !reflect.DeepEqual(f.State(), g.State()) || len(f.Log()) != len(g.Log()) {
		t.Fatal("a fork differs from its game")
	}
	hit(f, "b", &head, 2)
	hit(g, "a", &ct, 1)
	if err := g.Undo(); err != nil { // the undone event's slot is reused next
		t.Fatal(err)
	}
	hit(g, "b", &ct, 4)
	hit(f, "a", &head, 1)
	if err := f.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := f.Redo(); err != nil {
		t.Fatal(err)
	}
	for name, x := range map[string]*Game{"game": g, "fork": f} {
		r, err := Replay(x.Log())
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !reflect.DeepEqual(r.State(), x.State()) {
			t.Errorf("%s: its state is not what its log replays to", name)
		}
	}
	gs, fs := g.View(), f.View()
	gb, _ := gs.Unit("b")
	fb, _ := fs.Unit("b")
	if gb.Locations[classic.Head].Armor == fb.Locations[classic.Head].Armor || gb.Locations[classic.CenterTorso].Armor == fb.Locations[classic.CenterTorso].Armor {
		t.Errorf("b's head and centre torso armor: game %d/%d, fork %d/%d; each took other hits",
			gb.Locations[classic.Head].Armor, gb.Locations[classic.CenterTorso].Armor, fb.Locations[classic.Head].Armor, fb.Locations[classic.CenterTorso].Armor)
	}
	if len(g.Log()) != 4 || len(f.Log()) != 5 {
		t.Errorf("logs of %d and %d events, want 4 and 5", len(g.Log()), len(f.Log()))
	}
}

// hunchbacks is a new game with a Hunchback for each id, its pilot named
// after it (gunnery 4, piloting 5).
func hunchbacks(t *testing.T, ids ...string) *Game {
	t.Helper()
	g := New()
	for _, id := range ids {
		if err := g.Apply(&AddUnit{ID: id, Design: loadDesign(t, "hunchback"), Pilot: Pilot{Name: id, Gunnery: 4, Piloting: 5}}); err != nil {
			t.Fatal(err)
		}
	}
	return g
}
