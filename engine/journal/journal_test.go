package journal

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

type purse struct{ Coins int }

type earn struct {
	N int `json:"n"`
}

func (*earn) Type() string { return "earn" }
func (e *earn) Apply(s *purse) error {
	if e.N <= 0 {
		return errors.New("earn: amount must be positive")
	}
	s.Coins += e.N
	return nil
}

type spend struct {
	N int `json:"n"`
}

func (*spend) Type() string { return "spend" }
func (e *spend) Apply(s *purse) error {
	s.Coins -= e.N // changed before the check: Apply must discard it
	if s.Coins < 0 {
		return errors.New("spend: not enough coins")
	}
	return nil
}

type reset struct{}

func (*reset) Type() string         { return "reset" }
func (*reset) Apply(s *purse) error { s.Coins = 0; return nil }

func registry() *Registry[purse] {
	var r Registry[purse]
	r.Register(func() Event[purse] { return &earn{} })
	r.Register(func() Event[purse] { return &spend{} })
	r.Register(func() Event[purse] { return &reset{} })
	return &r
}

func newPurse() *Journal[purse] {
	return New(registry(), func() purse { return purse{Coins: 1} }, nil)
}

func TestApplyUndoRedo(t *testing.T) {
	j := newPurse()
	steps := []struct {
		ev      Event[purse]
		want    int
		wantErr string
	}{
		{&earn{N: 5}, 6, ""},
		{&spend{N: 10}, 6, "not enough"},
		{&earn{N: 0}, 6, "positive"},
		{&spend{N: 4}, 2, ""},
		{&reset{}, 0, ""},
	}
	for i, st := range steps {
		err := j.Apply(st.ev)
		if st.wantErr == "" && err != nil || st.wantErr != "" && (err == nil || !strings.Contains(err.Error(), st.wantErr)) {
			t.Fatalf("step %d: error %v, want %q", i, err, st.wantErr)
		}
		if got := j.State().Coins; got != st.want {
			t.Fatalf("step %d: coins %d, want %d", i, got, st.want)
		}
	}
	if j.Len() != 3 {
		t.Fatalf("log has %d events, want 3 (refused events are not logged)", j.Len())
	}
	for _, want := range []int{2, 6, 1} {
		if err := j.Undo(); err != nil {
			t.Fatal(err)
		}
		if got := j.State().Coins; got != want {
			t.Fatalf("after undo: coins %d, want %d", got, want)
		}
	}
	if err := j.Undo(); err == nil {
		t.Fatal("undo past the start succeeded")
	}
	for _, want := range []int{6, 2} {
		if err := j.Redo(); err != nil {
			t.Fatal(err)
		}
		if got := j.State().Coins; got != want {
			t.Fatalf("after redo: coins %d, want %d", got, want)
		}
	}
	if err := j.Apply(&earn{N: 1}); err != nil {
		t.Fatal(err)
	}
	if j.CanRedo() {
		t.Fatal("a new event must clear the redo list")
	}
}

func TestSaveLoadKeepsLogAndRedo(t *testing.T) {
	j := newPurse()
	for _, ev := range []Event[purse]{&earn{N: 3}, &spend{N: 2}, &reset{}, &earn{N: 7}} {
		if err := j.Apply(ev); err != nil {
			t.Fatal(err)
		}
	}
	if err := j.Undo(); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(j)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"log":[{"type":"earn","n":3},{"type":"spend","n":2},{"type":"reset"}],"redo":[{"type":"earn","n":7}]}`
	if string(b) != want {
		t.Fatalf("saved\n%s\nwant\n%s", b, want)
	}
	k := newPurse()
	if err := k.Load(b); err != nil {
		t.Fatal(err)
	}
	if k.State().Coins != 0 || k.Len() != 3 || !k.CanRedo() {
		t.Fatalf("loaded: coins %d, %d events, redo %v", k.State().Coins, k.Len(), k.CanRedo())
	}
	if err := k.Redo(); err != nil || k.State().Coins != 7 {
		t.Fatalf("redo after load: %v, coins %d", err, k.State().Coins)
	}
}

func TestLoadRejectsBadLogsAndKeepsState(t *testing.T) {
	for name, in := range map[string]string{
		"not json":      `{"log":[`,
		"unknown event": `{"log":[{"type":"steal","n":1}]}`,
		"bad field":     `{"log":[{"type":"earn","n":"x"}]}`,
		"refused event": `{"log":[{"type":"spend","n":99}]}`,
	} {
		t.Run(name, func(t *testing.T) {
			j := newPurse()
			if err := j.Apply(&earn{N: 2}); err != nil {
				t.Fatal(err)
			}
			if err := j.Load([]byte(in)); err == nil {
				t.Fatal("bad log loaded")
			}
			if j.State().Coins != 3 || j.Len() != 1 {
				t.Fatalf("state changed by a failed load: %+v, %d events", j.State(), j.Len())
			}
		})
	}
}

func TestTryLeavesJournalUnchanged(t *testing.T) {
	j := newPurse()
	s, err := j.Try(&earn{N: 4})
	if err != nil || s.Coins != 5 {
		t.Fatalf("try: %v, coins %d", err, s.Coins)
	}
	if j.State().Coins != 1 || j.Len() != 0 {
		t.Fatal("try changed the journal")
	}
}

func TestRegisterTwicePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("no panic")
		}
	}()
	r := registry()
	r.Register(func() Event[purse] { return &earn{} })
}

func TestTypes(t *testing.T) {
	if got := strings.Join(registry().Types(), ","); got != "earn,reset,spend" {
		t.Fatalf("types %s", got)
	}
}
