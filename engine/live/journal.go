package live

import (
	"errors"
	"fmt"

	"lancemate/engine/journal"
)

// Journal is any journal (a Solaris Melee Challenge ledger, a stable, a
// dial match) as a live table shares it (an Engine): an op is one of its
// events in the journal's JSON form, an undo or a redo, checked and
// applied by the journal exactly as a tap on this phone is.
type Journal[S any] struct {
	J *journal.Journal[S]
}

// Apply checks op and applies it; on error the journal is unchanged.
func (s Journal[S]) Apply(op Op) error {
	switch op.Kind {
	case KindUndo:
		return s.J.Undo()
	case KindRedo:
		return s.J.Redo()
	case KindEvent:
		return s.J.ApplyJSON(op.Event)
	}
	return fmt.Errorf("a shared op of unknown kind %q", op.Kind)
}

// Reset starts the journal again from nothing (a Resetter).
func (s Journal[S]) Reset() error {
	s.J.Reset()
	return nil
}

// JournalOp is the op of one of j's events.
func JournalOp[S any](j *journal.Journal[S], ev journal.Event[S]) (Op, error) {
	b, err := j.MarshalEvent(ev)
	if err != nil {
		return Op{}, err
	}
	return Op{Kind: KindEvent, Event: b}, nil
}

// ErrHostOnly is HostOnly's refusal of another phone's change.
var ErrHostOnly = errors.New("only the host's phone records here: this phone follows it")

// HostOnly is the Control of a log that one phone keeps and the others
// follow read-only (a judge's ledger): the host's seat may do anything,
// every other seat nothing.
func HostOnly(host string) Control {
	return func(seat string, _ Op) error {
		if seat != host {
			return ErrHostOnly
		}
		return nil
	}
}
