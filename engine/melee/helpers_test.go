package melee

import (
	"testing"

	"lancemate/engine/journal"
)

// fixture builds a state directly, for vectors that need exact balances
// (a base cost the purchase rounding would change, Fame a pilot has not
// earned yet).
func fixture(rs string) *State { return &State{Ruleset: rs, Day: 1} }

// pilot adds a player with one pilot of that Fame and CP, a 'Mech of the
// given base cost and status, and C-bills.
func (s *State) pilot(name string, fame, cp int, cbills int64, m *Mech) (*Pilot, *Player) {
	pl := &Player{Name: name, Cbills: cbills}
	p := &Pilot{Name: name, Player: name, Fame: fame, CP: cp, Mech: m, Bought: m != nil}
	s.Players = append(s.Players, pl)
	s.Pilots = append(s.Pilots, p)
	return p, pl
}

func mech(tons int, base int64, st Status) *Mech {
	return &Mech{Design: "Test", Tons: tons, Book: base, Base: base, Status: st}
}

// play applies events to a fresh ledger, failing on the first refusal.
func play(t *testing.T, evs ...journal.Event[State]) *journal.Journal[State] {
	t.Helper()
	j := New()
	apply(t, j, evs...)
	return j
}

func apply(t *testing.T, j *journal.Journal[State], evs ...journal.Event[State]) {
	t.Helper()
	for i, ev := range evs {
		if err := j.Apply(ev); err != nil {
			t.Fatalf("event %d (%s): %v", i+1, ev.Type(), err)
		}
	}
}

// sum adds the gains of the entries of one pilot.
func sum(es []Entry, pilot string) Gain {
	var g Gain
	for _, e := range es {
		if e.Pilot == pilot {
			g = g.Add(e.Gain)
		}
	}
	return g
}

// apply1 applies one event to a fixture state and returns the entries it
// wrote.
func (s *State) apply1(t *testing.T, ev journal.Event[State]) []Entry {
	t.Helper()
	n := len(s.Entries)
	if err := ev.Apply(s); err != nil {
		t.Fatalf("%s: %v", ev.Type(), err)
	}
	return s.Entries[n:]
}
