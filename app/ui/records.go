package ui

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"lancemate/app/store"
	"lancemate/engine/journal"
)

// record is a journal (engine/journal) kept in one storage record: a dial
// match, a stable or SMC ledger, a Meks campaign. Every change is saved as
// it happens (a killed tab loses at most the change in flight), with its
// redo list, so redo survives a reload too.
type record[S any] struct {
	key string
	*journal.Journal[S]
}

// commit runs f (an Apply, Undo, Redo or an engine's own way of applying)
// and saves the record when f succeeds.
func (r *record[S]) commit(f func() error) error {
	if err := f(); err != nil {
		return err
	}
	st := sess.store()
	if st == nil {
		return errors.New("storage is not open yet")
	}
	return st.Save(r.key, r.Journal)
}

// apply applies an event and saves the record.
func (r *record[S]) apply(ev journal.Event[S]) error {
	return r.commit(func() error { return r.Apply(ev) })
}

// replayed reads a stored journal by replaying it, so a log that no longer
// replays is reported damaged by the store (its text kept).
type replayed[S any] struct{ j *journal.Journal[S] }

// UnmarshalJSON replays the saved log.
func (r *replayed[S]) UnmarshalJSON(b []byte) error { return r.j.Load(b) }

// loadRecords reads every readable record under ns, oldest key first, each
// into a journal made by fresh, and lists the damaged ones under ns.
func loadRecords[S any](ns string, fresh func() *journal.Journal[S]) ([]*record[S], []store.Damaged, error) {
	st := sess.store()
	if st == nil {
		return nil, nil, errors.New("storage is not open yet")
	}
	var out []*record[S]
	for _, k := range st.Keys(ns) {
		j := fresh()
		if found, err := st.Load(k, &replayed[S]{j}); found && err == nil {
			out = append(out, &record[S]{key: k, Journal: j})
		}
	}
	var bad []store.Damaged
	for _, d := range st.Damaged() {
		if strings.HasPrefix(d.Key, ns) {
			bad = append(bad, d)
		}
	}
	return out, bad, nil
}

// newRecord stores a journal under a new key in ns.
func newRecord[S any](ns string, j *journal.Journal[S]) (*record[S], error) {
	st := sess.store()
	if st == nil {
		return nil, errors.New("storage is not open yet")
	}
	r := &record[S]{key: freshKey(st, ns), Journal: j}
	return r, st.Save(r.key, j)
}

// freshKey is a key under ns named for the time now that no record holds,
// damaged or not.
func freshKey(st *store.Store, ns string) string {
	base := ns + time.Now().UTC().Format("20060102T150405.000")
	key := base
	for n := 2; st.Has(key); n++ {
		key = fmt.Sprintf("%s-%d", base, n)
	}
	return key
}
