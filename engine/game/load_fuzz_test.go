package game

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"lancemate/engine/dice"
)

// savedGame is a game as the app stores it: the log and the undone
// events, newest last.
type savedGame struct {
	Log  Log `json:"log"`
	Redo Log `json:"redo"`
}

// FuzzLoadLog: any bytes are read and replayed as a saved game, or
// refused with an error, never a panic, as the game page loads one: the
// log and the undone events replayed, then the undone ones undone. A game
// that loads redoes its undone events, and its log saves and replays to
// the same state.
//
//	go test -run='^$' -fuzz=FuzzLoadLog -fuzztime=5s -fuzzminimizetime=1s ./engine/game
func FuzzLoadLog(f *testing.F) {
	for seed := range uint64(4) {
		g := fuzzGame(f)
		src, faces := dice.Seeded(seed), dice.Seeded(seed+100)
		for range 60 {
			ev := eventFrom(func() int { return faces.Intn(256) })
			if r, ok := ev.(rolled); ok {
				*r.rollTape() = nil
			}
			_ = g.Fill(ev, src)
		}
		// The last seed events undone: the redo list holds the first one
		// undone first, as the app keeps it.
		full := g.Log()
		k := min(int(seed), len(full))
		sg := savedGame{Log: full[:len(full)-k]}
		for i := len(full) - 1; i >= len(full)-k; i-- {
			sg.Redo = append(sg.Redo, full[i])
		}
		b, err := json.Marshal(sg)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	// The damaged shapes of stored records (issue 17).
	for _, s := range []string{
		`{"log":"oops"}`, `{}`, `null`, ``, `{"log":[]}`, `{"log":[{}]}`, `{"log":[{"type":"hit"}]}`,
		`{"log":[{"type":"end_phase"},{"type":"end_phase","type":"hit"}]}`, `{"log":[{"type":"end_phase"}],"redo":[{"type":"end_phase"}]}`,
		`[not text: BigInt] 5n`, `{"log":[null]}`, `{"log":[5]}`, `{"log":{}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var sg savedGame
		if err := json.Unmarshal(data, &sg); err != nil {
			return
		}
		all := append(slices.Clone(sg.Log), sg.Redo...)
		slices.Reverse(all[len(sg.Log):])
		g, err := Replay(all)
		if err != nil {
			return
		}
		full := g.State()
		for range sg.Redo {
			if err := g.Undo(); err != nil {
				t.Fatalf("undo after a replay: %v", err)
			}
		}
		b, err := json.Marshal(g.Log())
		if err != nil {
			t.Fatalf("a replayed log cannot be saved: %v", err)
		}
		var again Log
		if err := json.Unmarshal(b, &again); err != nil {
			t.Fatalf("a saved log does not read back: %v\n%s", err, b)
		}
		r, err := Replay(again)
		if err != nil {
			t.Fatalf("a saved log does not replay: %v\n%s", err, b)
		}
		if !reflect.DeepEqual(r.State(), g.State()) {
			t.Fatalf("the replay of the saved log differs:\n%s", b)
		}
		for range sg.Redo {
			if err := g.Redo(); err != nil {
				t.Fatalf("redo after undo: %v", err)
			}
		}
		if !reflect.DeepEqual(g.State(), full) {
			t.Fatal("undo and redo of the undone events changed the game")
		}
	})
}
