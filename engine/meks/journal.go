package meks

import (
	"lancemate/engine/dice"
	"lancemate/engine/journal"
)

// Event is a change to a Meks campaign.
type Event = journal.Event[State]

// Registry returns a registry of every Meks event type, for reading logs.
func Registry() *journal.Registry[State] {
	r := &journal.Registry[State]{}
	for _, mk := range []func() Event{
		func() Event { return &Start{} },
		func() Event { return &AddMek{} },
		func() Event { return &AddPilot{} },
		func() Event { return &Mount{} },
		func() Event { return &Unmount{} },
		func() Event { return &Assign{} },
		func() Event { return &Ledger{} },
		func() Event { return &FlipMissions{} },
		func() Event { return &ChooseMission{} },
		func() Event { return &RevealFoes{} },
		func() Event { return &DrawEvents{} },
		func() Event { return &Discard{} },
		func() Event { return &PlayEvent{} },
		func() Event { return &Fire{} },
		func() Event { return &AllyAttack{} },
		func() Event { return &FoeAttack{} },
		func() Event { return &NextStep{} },
		func() Event { return &Retreat{} },
		func() Event { return &Debriefing{} },
		func() Event { return &RepairMek{} },
		func() Event { return &EndMission{} },
		func() Event { return &Define{} },
		func() Event { return &FlipBuild{} },
		func() Event { return &Buy{} },
	} {
		r.Register(mk)
	}
	return r
}

// NewJournal starts an empty campaign; its first event is a Start.
func NewJournal() *journal.Journal[State] {
	return journal.New(Registry(), func() State { return State{} }, nil)
}

type filler interface {
	fill(s *State, src dice.Source) error
}

// Fill completes ev before it is applied to s: it rolls the dice and draws
// the cards the player did not enter (physical dice typed by the player
// are kept), and picks the random target of a foe. Events without dice are
// left as they are.
func Fill(s *State, ev Event, src dice.Source) error {
	if f, ok := ev.(filler); ok {
		return f.fill(s, src)
	}
	return nil
}
