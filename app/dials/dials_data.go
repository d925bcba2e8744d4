package dials

import (
	"encoding/json"
	"errors"
	"fmt"

	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/clicks"
	"lancemate/engine/journal"
	"lancemate/engine/stable"
	"lancemate/sheets/figures"
)

// Storage of the Dials section: the figure library being edited in one
// record (session.FigureLibraryKey, which the Stable reads too), each match a
// journal record under matchNS, the stables read from store.NSStable when
// results are sent to one.
const (
	setKey  = session.FigureLibraryKey
	matchNS = store.NSDials + "match/"
)

// match is a stored match with the report of each event, oldest first,
// for the log.
type match struct {
	*session.Record[clicks.Match]
	lines [][]string
	rev   int // changes counted, for caches
}

// dialsData is what the Dials section has read from storage.
type dialsData struct {
	loaded  int // sess.loads when read; 0 for never
	set     figures.Set
	setErr  string
	matches []*match
	bad     []store.Damaged
	// undo and redo hold earlier and undone versions of the set.
	undo, redo [][]byte
}

var dials dialsData

var errStorage = errors.New("storage is not open yet")

// load reads the set and the matches once per storage (re)load.
func (d *dialsData) load() {
	st := session.Store()
	if st == nil {
		return
	}
	_, loads := session.RollLogVersion()
	if d.loaded == loads {
		return
	}
	*d = dialsData{loaded: loads}
	var s session.FigureDraft
	if found, err := st.Load(setKey, &s); err != nil {
		d.setErr = "The figure set could not be read (" + err.Error() + "); its text is kept under Settings → Damaged records."
	} else if found {
		d.set = figures.Set(s)
	}
	recs, bad, err := session.LoadRecords(matchNS, clicks.NewJournal)
	if err != nil {
		d.setErr = err.Error()
	}
	d.bad = bad
	for _, r := range recs {
		d.matches = append(d.matches, &match{Record: r, lines: reports(r.Log())})
	}
}

// reports replays a log and keeps what each event did.
func reports(log []journal.Event[clicks.Match]) [][]string {
	var s clicks.Match
	out := make([][]string, 0, len(log))
	for _, ev := range log {
		ev.Apply(&s)
		out = append(out, s.Report)
	}
	return out
}

// saveSet stores the set, keeping the version before for undo.
func (d *dialsData) saveSet(before []byte) error {
	d.undo, d.redo = append(d.undo, before), nil
	return d.store()
}

func (d *dialsData) store() error {
	st := session.Store()
	if st == nil {
		return errStorage
	}
	d.set.Format, d.set.Version = figures.SetFormat, figures.Version
	for _, f := range d.set.Figures {
		for i := range f.Combat {
			f.Combat[i].KO = i == len(f.Combat)-1 // the bullet holes are the last click
		}
	}
	return st.Save(setKey, session.FigureDraft(d.set))
}

// snapshot is the set as JSON, for undo.
func (d *dialsData) snapshot() []byte {
	b, _ := json.Marshal(d.set)
	return b
}

// undoSet and redoSet step through the edits made since the app started.
func (d *dialsData) undoSet() error { return d.step(&d.undo, &d.redo) }
func (d *dialsData) redoSet() error { return d.step(&d.redo, &d.undo) }

func (d *dialsData) step(from, to *[][]byte) error {
	if len(*from) == 0 {
		return nil
	}
	*to = append(*to, d.snapshot())
	b := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	d.set = figures.Set{}
	json.Unmarshal(b, &d.set)
	return d.store()
}

// current is the match shown: the latest.
func (d *dialsData) current() *match {
	if len(d.matches) == 0 {
		return nil
	}
	return d.matches[len(d.matches)-1]
}

// newMatch starts a match with the set's heat effects.
func (d *dialsData) newMatch() error {
	j := clicks.NewJournal()
	if err := j.Apply(&clicks.Setup{Effects: d.set.HeatEffects()}); err != nil {
		return err
	}
	r, err := session.NewRecord(matchNS, j)
	if err != nil {
		return err
	}
	d.matches = append(d.matches, &match{Record: r, lines: reports(j.Log())})
	return nil
}

// dropCurrent deletes the latest match (a new one with nothing in it
// yet): the match before is the one shown again.
func (d *dialsData) dropCurrent() error {
	m, st := d.current(), session.Store()
	if m == nil || st == nil {
		return errStorage
	}
	if err := st.Delete(m.Key); err != nil {
		return fmt.Errorf("going back to the match before: %w", err)
	}
	d.matches = d.matches[:len(d.matches)-1]
	return nil
}

// apply applies an event to the match and keeps its report.
func (m *match) apply(ev journal.Event[clicks.Match]) error {
	if err := m.Record.Apply(ev); err != nil {
		return err
	}
	m.lines = append(m.lines, m.Peek().Report)
	m.rev++
	return nil
}

// undo and redo step the match back and forth.
func (m *match) undo() error {
	if err := m.Commit(m.Undo); err != nil {
		return err
	}
	m.lines = m.lines[:len(m.lines)-1]
	m.rev++
	return nil
}

func (m *match) redo() error {
	if err := m.Commit(m.Redo); err != nil {
		return err
	}
	m.lines = append(m.lines, m.Peek().Report)
	m.rev++
	return nil
}

// stables reads the stable ledgers.
func stables() ([]*session.Record[stable.State], error) {
	recs, _, err := session.LoadRecords(store.NSStable, func() *journal.Journal[stable.State] { return stable.New().Journal })
	return recs, err
}
