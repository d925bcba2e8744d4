package session

import (
	"errors"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/journal"
)

type tally struct{ N int }

type add struct {
	By int `json:"by"`
}

func (*add) Type() string { return "add" }
func (a *add) Apply(s *tally) error {
	if a.By == 0 {
		return errors.New("add: nothing to add")
	}
	s.N += a.By
	return nil
}

func tallies() *journal.Journal[tally] {
	var reg journal.Registry[tally]
	reg.Register(func() journal.Event[tally] { return &add{} })
	return journal.New(&reg, func() tally { return tally{} }, nil)
}

// withStore points the session at a fresh in-memory store for one test.
func withStore(t *testing.T) *store.Store {
	t.Helper()
	st, err := store.Open(store.NewMemory(), func(err error) { t.Error(err) })
	if err != nil {
		t.Fatal(err)
	}
	saved := sess
	sess = &session{subs: map[int]func(){}, st: st}
	sess.once.Do(func() {})
	t.Cleanup(func() { sess = saved })
	return st
}

func TestRecordsSaveEveryChangeAndKeepDamagedOnes(t *testing.T) {
	st := withStore(t)
	r, err := NewRecord(store.NSMeks, tallies())
	if err != nil {
		t.Fatal(err)
	}
	for _, by := range []int{2, 3, 0, 4} {
		err := r.Apply(&add{By: by})
		if (by == 0) != (err != nil) {
			t.Fatalf("add %d: %v", by, err)
		}
	}
	if err := r.Commit(r.Undo); err != nil {
		t.Fatal(err)
	}
	if err := st.Save(store.NSMeks+"broken", map[string]any{"log": []any{map[string]any{"type": "steal"}}}); err != nil {
		t.Fatal(err)
	}
	loaded, bad, err := LoadRecords(store.NSMeks, tallies)
	if err != nil {
		t.Fatal(err)
	}
	if len(loaded) != 1 || loaded[0].Key != r.Key || loaded[0].Peek().N != 5 || !loaded[0].CanRedo() {
		t.Fatalf("loaded %d records; want the saved one with 5 and its redo", len(loaded))
	}
	if err := loaded[0].Commit(loaded[0].Redo); err != nil || loaded[0].Peek().N != 9 {
		t.Fatalf("redo after reload: %v", err)
	}
	if len(bad) != 1 || bad[0].Key != store.NSMeks+"broken" || !strings.Contains(bad[0].Raw, "steal") {
		t.Fatalf("damaged = %+v, want the broken record with its text", bad)
	}
	if k := FreshKey(st, store.NSMeks); k == r.Key || !strings.HasPrefix(k, store.NSMeks) {
		t.Fatalf("fresh key %q", k)
	}
}
