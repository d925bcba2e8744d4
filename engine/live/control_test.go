package live

import "testing"

func TestAuthors(t *testing.T) {
	ev := func(by string) Entry { return Entry{By: by, Op: Op{Kind: KindEvent, Event: []byte(`{}`)}} }
	undo := func(by string) Entry { return Entry{By: by, Op: Op{Kind: KindUndo}} }
	redo := func(by string) Entry { return Entry{By: by, Op: Op{Kind: KindRedo}} }
	for _, c := range []struct {
		name       string
		log        []Entry
		undo, redo string
	}{
		{"empty log", nil, "", ""},
		{"the last event's author", []Entry{ev("host"), ev("amy")}, "amy", ""},
		{"an undo uncovers the event before", []Entry{ev("host"), ev("amy"), undo("amy")}, "host", "amy"},
		{"undone by the host, still amy's to redo", []Entry{ev("amy"), undo("host")}, "", "amy"},
		{"a redone event stays its author's", []Entry{ev("host"), ev("amy"), undo("amy"), redo("host")}, "amy", ""},
		{"two undos, redo order", []Entry{ev("amy"), ev("ben"), undo("host"), undo("host")}, "", "amy"},
		{"a new event clears the redos", []Entry{ev("amy"), ev("ben"), undo("ben"), ev("host")}, "host", ""},
		{"an undo past the log's start", []Entry{undo("host"), ev("ben")}, "ben", ""},
		{"a redo with nothing undone in the log", []Entry{ev("ben"), redo("host")}, "ben", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			u, r := Authors(c.log)
			if u != c.undo || r != c.redo {
				t.Errorf("Authors = %q, %q; want %q, %q", u, r, c.undo, c.redo)
			}
		})
	}
}
