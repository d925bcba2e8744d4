package session

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"lancemate/app/store"
	"lancemate/engine/journal"
)

// Record is a journal (engine/journal) kept in one storage record: a dial
// match, a stable or SMC ledger, a Meks campaign. Every change is saved as
// it happens (a killed tab loses at most the change in flight), with its
// redo list, so redo survives a reload too.
type Record[S any] struct {
	Key string
	*journal.Journal[S]
	share *sharedRecord // the live table's part when the record is shared or followed (liverecord.go), else nil
}

// Commit runs f (an Apply, Undo, Redo or an engine's own way of applying)
// on the journal and saves the record when f succeeds.
func (r *Record[S]) Commit(f func() error) error {
	if err := sess.writable(); err != nil {
		return err
	}
	if lt := sess.tableOf(r.share); lt != nil {
		return commitShared(lt, f)
	}
	if err := f(); err != nil {
		return err
	}
	st := sess.store()
	if st == nil {
		return errors.New("storage is not open yet")
	}
	return st.Save(r.Key, r.Journal)
}

// Apply applies an event to the journal and saves the record.
func (r *Record[S]) Apply(ev journal.Event[S]) error {
	return r.Commit(func() error { return r.Journal.Apply(ev) })
}

// replayed reads a stored journal by replaying it, so a log that no longer
// replays is reported damaged by the store (its text kept).
type replayed[S any] struct{ j *journal.Journal[S] }

// UnmarshalJSON replays the saved log.
func (r *replayed[S]) UnmarshalJSON(b []byte) error { return r.j.Load(b) }

// LoadRecords reads every readable record under ns, oldest key first, each
// into a journal made by fresh, and lists the damaged ones under ns.
func LoadRecords[S any](ns string, fresh func() *journal.Journal[S]) ([]*Record[S], []store.Damaged, error) {
	st := sess.store()
	if st == nil {
		return nil, nil, errors.New("storage is not open yet")
	}
	var out []*Record[S]
	for _, k := range st.Keys(ns) {
		j := fresh()
		if found, err := st.Load(k, &replayed[S]{j}); found && err == nil {
			out = append(out, &Record[S]{Key: k, Journal: j})
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

// NewRecord stores a journal under a new key in ns.
func NewRecord[S any](ns string, j *journal.Journal[S]) (*Record[S], error) {
	st := sess.store()
	if st == nil {
		return nil, errors.New("storage is not open yet")
	}
	if err := sess.writable(); err != nil {
		return nil, err
	}
	r := &Record[S]{Key: FreshKey(st, ns), Journal: j}
	return r, st.Save(r.Key, j)
}

// FreshKey is a key under ns named for the time now that no record holds,
// damaged or not.
func FreshKey(st *store.Store, ns string) string {
	base := ns + time.Now().UTC().Format("20060102T150405.000")
	key := base
	for n := 2; st.Has(key); n++ {
		key = fmt.Sprintf("%s-%d", base, n)
	}
	return key
}
