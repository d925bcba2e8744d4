package journal

import (
	"reflect"
	"testing"
)

// FuzzLoad: any bytes are loaded as a saved journal or refused with an
// error, never a panic; a refused load leaves the journal as it was, and a
// loaded journal is saved and loaded again to the same state, log and
// redo list.
//
//	go test -run='^$' -fuzz=FuzzLoad -fuzztime=5s -fuzzminimizetime=1s ./engine/journal
func FuzzLoad(f *testing.F) {
	for _, s := range []string{
		`{"log":[{"type":"earn","n":5},{"type":"spend","n":2}],"redo":[{"type":"reset"}]}`,
		`{"log":[{"type":"earn","n":5}],"redo":[{"type":"spend","n":9}]}`,
		`{"log":[{"type":"spend","n":2}]}`,
		`{"log":[{"type":"earn","n":1,"n":-1}]}`,
		`{"log":[{"type":"earn","type":"reset"}]}`,
		`{"log":[{"type":"nope"}]}`,
		`{"log":[{}]}`, `{"log":[null]}`, `{"log":[5]}`,
		// The damaged shapes of stored records (issue 17).
		`{"log":"oops"}`, `{}`, `null`, ``, `{"log":[]}`, `[]`, `"x"`,
		`{"log":[{"type":"earn","n":5}`, `[not text: BigInt] 5n`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		j := newPurse()
		if err := j.Apply(&earn{N: 3}); err != nil {
			t.Fatal(err)
		}
		before, beforeLog := j.State(), j.Log()
		if err := j.Load(data); err != nil {
			if !reflect.DeepEqual(j.State(), before) || !reflect.DeepEqual(j.Log(), beforeLog) {
				t.Fatalf("a refused load changed the journal: %v", err)
			}
			return
		}
		b, err := j.MarshalJSON()
		if err != nil {
			t.Fatalf("a loaded journal cannot be saved: %v", err)
		}
		k := newPurse()
		if err := k.Load(b); err != nil {
			t.Fatalf("a saved journal does not load: %v\n%s", err, b)
		}
		if !reflect.DeepEqual(k.State(), j.State()) || !reflect.DeepEqual(k.Log(), j.Log()) || k.CanRedo() != j.CanRedo() {
			t.Fatalf("save and load changed the journal:\n%s", b)
		}
		if b2, _ := k.MarshalJSON(); string(b2) != string(b) {
			t.Fatalf("saved twice differently:\n%s\n%s", b, b2)
		}
	})
}
