package stable

import (
	"slices"

	"lancemate/engine/dice"
	"lancemate/engine/journal"
)

// Event is a change to a stable.
type Event = journal.Event[State]

// Roller is an event with dice: FillRolls fills the results the player has
// not typed from src, reading s without changing it.
type Roller interface {
	Event
	FillRolls(s *State, src dice.Source) error
}

// Registry returns a registry of every stable event type, for reading
// saved logs.
func Registry() *journal.Registry[State] {
	r := &journal.Registry[State]{}
	for _, mk := range []func() Event{
		func() Event { return &Start{} },
		func() Event { return &SetSettings{} },
		func() Event { return &RollAbility{} },
		func() Event { return &Adjust{} },
		func() Event { return &HirePilot{} },
		func() Event { return &LeavePilot{} },
		func() Event { return &BuySkill{} },
		func() Event { return &BuyMech{} },
		func() Event { return &SellMech{} },
		func() Event { return &RepairMech{} },
		func() Event { return &BuyEquipment{} },
		func() Event { return &BuyModification{} },
		func() Event { return &BuyFacility{} },
		func() Event { return &ChangeAlliance{} },
		func() Event { return &RecordMatch{} },
		func() Event { return &PayUpkeep{} },
		func() Event { return &HealPilot{} },
		func() Event { return &Invite{} },
	} {
		r.Register(mk)
	}
	return r
}

// Ledger is a stable and the events that built it.
type Ledger struct {
	*journal.Journal[State]
}

// New starts an empty ledger; its first event must be a Start.
func New() *Ledger {
	return &Ledger{journal.New(Registry(), func() State { return State{} }, State.clone)}
}

// clone is a deep copy of s. It is what every Apply and Try copies, so it
// copies slices directly instead of a JSON round trip: a preview stays
// cheap however long the history grows.
func (s State) clone() State {
	s.Pilots = slices.Clone(s.Pilots)
	for i := range s.Pilots {
		p := &s.Pilots[i]
		p.Skills, p.Injuries = slices.Clone(p.Skills), slices.Clone(p.Injuries)
	}
	s.Mechs = slices.Clone(s.Mechs)
	for i := range s.Mechs {
		m := &s.Mechs[i]
		m.Equipment, m.Mods = slices.Clone(m.Equipment), slices.Clone(m.Mods)
	}
	s.Facilities, s.LastMatch, s.History = slices.Clone(s.Facilities), slices.Clone(s.LastMatch), slices.Clone(s.History)
	s.MatchIDs = slices.Clone(s.MatchIDs)
	s.Settings.Payout, s.Settings.Leagues = slices.Clone(s.Settings.Payout), slices.Clone(s.Settings.Leagues)
	for i := range s.Settings.Leagues {
		l := &s.Settings.Leagues[i]
		l.Rewards = slices.Clone(l.Rewards)
	}
	return s
}

// Roll fills the event's missing dice from src, then applies it.
func (l *Ledger) Roll(ev Event, src dice.Source) error {
	if r, ok := ev.(Roller); ok {
		if err := r.FillRolls(l.Peek(), src); err != nil {
			return err
		}
	}
	return l.Apply(ev)
}

// History is the ledger's history, oldest first, with running balances.
func (l *Ledger) History() []Entry { return append([]Entry(nil), l.Peek().History...) }
