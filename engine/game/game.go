package game

import (
	"errors"
	"fmt"
	"slices"

	"lancemate/engine/dice"
)

// Game is a state and the log of events that built it. The zero value is
// not usable; call New or Replay.
type Game struct {
	state State
	log   Log
	redo  Log
}

// New starts an empty game: turn 1, Initiative Phase, no units.
func New() *Game { return &Game{state: newState()} }

// Replay rebuilds a game from a saved log.
func Replay(log Log) (*Game, error) {
	g := New()
	for i, ev := range log {
		if err := g.Apply(ev); err != nil {
			return nil, fmt.Errorf("replay: event %d (%s): %w", i+1, ev.Type(), err)
		}
	}
	return g, nil
}

// Fork returns a game with g's state and log that takes events of its own:
// neither game sees what the other does next. It copies the list of events
// (an event is never changed once applied) and shares the state, which no
// event, undo or redo changes in place (Apply works on State.fork): a
// slice copy, where Replay applies every event again.
func (g *Game) Fork() *Game { return &Game{state: g.state, log: slices.Clone(g.log)} }

// State returns a copy of the current state.
func (g *Game) State() State { return g.state.clone() }

// View returns the current state without the deep copy State makes: its
// units, pending rolls and report are shared with the game, for reading
// only. The game never changes a state it has handed out (Apply, Undo and
// Redo replace the state), so a view stays as it was.
func (g *Game) View() State { return g.state }

// Log returns a copy of the events applied so far.
func (g *Game) Log() Log { return append(Log(nil), g.log...) }

// Last returns the event applied last, or nil for an empty log. Like the
// state View returns, it is the game's own: read it, never change it.
func (g *Game) Last() Event {
	if len(g.log) == 0 {
		return nil
	}
	return g.log[len(g.log)-1]
}

// Apply validates an event and applies it. On error the game is unchanged;
// an error wrapping *NeedRoll means the event's tape is short of dice.
func (g *Game) Apply(ev Event) error {
	next, stored, err := g.try(ev)
	if err != nil {
		return err
	}
	g.state, g.log, g.redo = next, append(g.log, stored), nil
	return nil
}

// try applies a copy of the event to a copy of the state.
func (g *Game) try(ev Event) (State, Event, error) {
	if ev == nil {
		return State{}, nil, fmt.Errorf("nil event")
	}
	stored, err := copyEvent(ev)
	if err != nil {
		return State{}, nil, err
	}
	next := g.state.fork()
	if err := run(&next, stored); err != nil {
		return State{}, nil, err
	}
	next.owned = nil
	return next, stored, nil
}

// run applies an event to s, checks that it used all its dice and raises
// the PSRs that cannot wait.
func run(s *State, ev Event) error {
	var t tape
	if r, ok := ev.(rolled); ok {
		t.rolls = *r.rollTape()
	}
	turn, phase := s.Turn, s.Phase
	s.Report, s.clauses = nil, nil
	s.Events++
	var crippled []bool
	if a, ok := ev.(attacking); ok && a.attackerID() != "" {
		s.by, crippled = a.attackerID(), s.crippledUnits()
	}
	s.cur = ev
	err := ev.apply(s, &t)
	if err == nil && s.by != "" {
		s.newlyCrippled(crippled)
	}
	s.by, s.cur = "", nil
	if err != nil {
		return err
	}
	if t.pos < len(t.rolls) {
		return fmt.Errorf("%s event carries %d rolls but only %d were needed", ev.Type(), len(t.rolls), t.pos)
	}
	if err := s.raiseNow(); err != nil {
		return err
	}
	s.Summary, s.clauses = summarize(turn, phase, ev.Type(), s.clauses), nil
	return nil
}

// Fill completes an event's tape with rolls from src, as many as the
// resolution asks for, then applies it. The event is updated in place.
func (g *Game) Fill(ev Event, src dice.Source) error {
	r, ok := ev.(rolled)
	for {
		_, _, err := g.try(ev)
		var need *NeedRoll
		if !ok || !errors.As(err, &need) {
			if err != nil {
				return err
			}
			return g.Apply(ev)
		}
		*r.rollTape() = append(*r.rollTape(), need.Dice.Roll(src).Total)
	}
}

// CanUndo and CanRedo report whether there is an event to undo or redo.
func (g *Game) CanUndo() bool { return len(g.log) > 0 }

// CanRedo reports whether an undone event can be applied again.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// Undo takes back the last event: the state is rebuilt from the log
// without it, so it is exactly the state before that event.
func (g *Game) Undo() error {
	if len(g.log) == 0 {
		return fmt.Errorf("nothing to undo")
	}
	last := g.log[len(g.log)-1]
	s := newState()
	for i, ev := range g.log[:len(g.log)-1] {
		if err := run(&s, ev); err != nil {
			return fmt.Errorf("undo: replaying event %d (%s): %w", i+1, ev.Type(), err)
		}
	}
	g.state, g.log = s, g.log[:len(g.log)-1]
	g.redo = append(g.redo, last)
	return nil
}

// Redo applies the last undone event again.
func (g *Game) Redo() error {
	if len(g.redo) == 0 {
		return fmt.Errorf("nothing to redo")
	}
	ev := g.redo[len(g.redo)-1]
	redo := g.redo[:len(g.redo)-1]
	if err := g.Apply(ev); err != nil {
		return err
	}
	g.redo = redo
	return nil
}
