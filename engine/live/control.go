package live

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
