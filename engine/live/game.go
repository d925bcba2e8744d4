package live

import (
	"fmt"

	"lancemate/engine/game"
)

// Game is a classic game as a live table shares it (an Engine): an op is
// one of the game's events (game.MarshalEvent's form), an undo or a redo,
// checked and applied exactly as a tap on this phone is. It lives here, not
// in engine/game, so that the app carries this package only once it uses
// it.
type Game struct {
	Game *game.Game
}

// Apply checks op and applies it; on error the game is unchanged.
func (s *Game) Apply(op Op) error {
	switch op.Kind {
	case KindUndo:
		return s.Game.Undo()
	case KindRedo:
		return s.Game.Redo()
	case KindEvent:
		ev, err := game.UnmarshalEvent(op.Event)
		if err != nil {
			return fmt.Errorf("reading a shared event: %w", err)
		}
		return s.Game.Apply(ev)
	}
	return fmt.Errorf("a shared op of unknown kind %q", op.Kind)
}

// Reset starts the game again from nothing (a Resetter).
func (s *Game) Reset() error {
	s.Game = game.New()
	return nil
}

// GameOp is the op of one of the game's events.
func GameOp(ev game.Event) (Op, error) {
	b, err := game.MarshalEvent(ev)
	if err != nil {
		return Op{}, err
	}
	return Op{Kind: KindEvent, Event: b}, nil
}
