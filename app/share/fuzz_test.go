package share

import (
	"testing"

	"lancemate/app/session/sessiontest"
	"lancemate/app/store"
	"lancemate/engine/dice"
)

// FuzzRead: whatever arrives (a file, a link's fragment) is read or
// refused with an error, never a panic, and preparing what was read
// changes nothing on the phone.
func FuzzRead(f *testing.F) {
	d, _ := Design(mustDesign("atlas-as7-d"))
	good, _ := d.Pack()
	j, _ := d.Marshal()
	for _, seed := range [][]byte{good, good[:len(good)/2], j, j[:len(j)-3], []byte(`{"format":"lancemate-share","version":1,"kind":"game","schema":1,"records":{"games/x":{"log":[{"type":"hit"}]}}}`),
		[]byte(`{"format":"lancemate-share","version":1,"kind":"pilot","pilot":"X","schema":1,"records":{"ledger/x":{"log":[]}}}`),
		[]byte(`{"format":"lancemate-share","version":1,"kind":"figures","schema":1,"records":{"dials/set":{"figures":[{"name":"A"}]}}}`)} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		st := sessiontest.Use(t, store.NewMemory(), dice.Script())
		sessiontest.AddBuiltIn(t, "locust-lct-1v", "Mine")
		before := snapshot(t, st)
		file, err := Read(data)
		if err != nil {
			return
		}
		for _, c := range []Choice{KeepBoth, Replace} {
			Prepare(file, c)
		}
		if after := snapshot(t, st); !mapsEqual(before, after) {
			t.Fatalf("preparing changed storage")
		}
	})
}
