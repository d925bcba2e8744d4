package game

import (
	"testing"

	"lancemate/engine/classic"
)

// TestFactIDs: a fact's id is the same on every replay of the log, and an
// undone event replaced by another at the same place makes facts with
// other ids, so a ledger's claim of the first never passes to the second.
func TestFactIDs(t *testing.T) {
	g := hunchbacks(t, "a", "b")
	head := classic.Head
	hit := func(damage int) string {
		t.Helper()
		if err := g.Apply(&Hit{Unit: "b", Attacker: "a", Loc: &head, Damage: damage}); err != nil {
			t.Fatal(err)
		}
		s := g.View()
		fs := s.FactsOf(s.Events)
		if len(fs) == 0 {
			t.Fatalf("a head hit of %d from a made no fact", damage)
		}
		return fs[0].ID
	}
	first := hit(2)
	replayed, err := Replay(g.Log())
	if err != nil {
		t.Fatal(err)
	}
	if s := replayed.View(); len(s.Facts) == 0 || s.Facts[len(s.Facts)-1].ID != first {
		t.Errorf("replay gave facts %v, want the last with id %s", s.Facts, first)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if other := hit(1); other == first {
		t.Errorf("another event at the same place made the same fact id %s", first)
	}
}
