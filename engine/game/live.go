package game

import (
	"fmt"

	"lancemate/engine/live"
)

// Shared is a game as a live table shares it (live.Engine): an op is one of
// the game's events (MarshalEvent's form), an undo or a redo, checked and
// applied exactly as a tap on this phone is.
type Shared struct {
	Game *Game
}

// Apply checks op and applies it; on error the game is unchanged.
func (s *Shared) Apply(op live.Op) error {
	switch op.Kind {
	case live.KindUndo:
		return s.Game.Undo()
	case live.KindRedo:
		return s.Game.Redo()
	case live.KindEvent:
		ev, err := UnmarshalEvent(op.Event)
		if err != nil {
			return fmt.Errorf("reading a shared event: %w", err)
		}
		return s.Game.Apply(ev)
	}
	return fmt.Errorf("a shared op of unknown kind %q", op.Kind)
}

// Reset starts the game again from nothing (live.Resetter).
func (s *Shared) Reset() error {
	s.Game = New()
	return nil
}

// Op is the live op of an event.
func Op(ev Event) (live.Op, error) {
	b, err := MarshalEvent(ev)
	if err != nil {
		return live.Op{}, err
	}
	return live.Op{Kind: live.KindEvent, Event: b}, nil
}
