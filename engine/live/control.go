package live

import "errors"

// Authors says whose entries an undo and a redo would touch next, as the
// table's log stands: undo is the seat that proposed the event an undo
// takes back, redo the seat whose undone event a redo makes again ("" when
// there is none in the log). A redone event is still its first author's,
// whoever redid it. A [Control] reads it to let a phone take back only
// its own marks.
func Authors(log []Entry) (undo, redo string) {
	var done, undone []string
	for _, e := range log {
		switch e.Op.Kind {
		case KindEvent:
			done, undone = append(done, e.By), nil
		case KindUndo:
			if n := len(done); n > 0 {
				undone, done = append(undone, done[n-1]), done[:n-1]
			}
		case KindRedo:
			if n := len(undone); n > 0 {
				done, undone = append(done, undone[n-1]), undone[:n-1]
			}
		}
	}
	if n := len(done); n > 0 {
		undo = done[n-1]
	}
	if n := len(undone); n > 0 {
		redo = undone[n-1]
	}
	return undo, redo
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
