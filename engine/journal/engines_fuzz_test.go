package journal_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"lancemate/engine/clicks"
	"lancemate/engine/journal"
	"lancemate/engine/meks"
	"lancemate/engine/melee"
	"lancemate/engine/stable"
)

// saved is what the app stores of each engine's journal: Load replays it,
// MarshalJSON writes it, State is what the page reads.
type saved interface {
	Load([]byte) error
	MarshalJSON() ([]byte, error)
	CanRedo() bool
}

// engines are the journals the app keeps (dials/match/, meks/, ledger/,
// stable/), each with the folder of its scenario files, which seed the
// fuzzer with real logs.
var engines = []struct {
	name, testdata string
	fresh          func() (saved, func() any)
}{
	{"clicks", "../clicks/testdata", func() (saved, func() any) { j := clicks.NewJournal(); return j, func() any { return j.State() } }},
	{"meks", "../meks/testdata", func() (saved, func() any) { j := meks.NewJournal(); return j, func() any { return j.State() } }},
	{"melee", "../melee/testdata", func() (saved, func() any) { j := melee.New(); return j, func() any { return j.State() } }},
	{"stable", "../stable/testdata", func() (saved, func() any) { j := stable.New().Journal; return j, func() any { return j.State() } }},
}

var _ saved = (*journal.Journal[melee.State])(nil)

// scenarioLog turns a scenario file of dir into the saved log of the
// events its steps apply: steps expected to be refused are left out, an
// undo takes the last event off the log and a redo puts it back; a
// figure named by "use" (clicks) is put in place and a campaign's card
// definitions (meks) make its first event, as the scenario runners do.
func scenarioLog(dir string, b []byte) ([]byte, bool) {
	var sc struct {
		Figures map[string]json.RawMessage   `json:"figures"`
		Defs    string                       `json:"defs"`
		MC      int                          `json:"mc"`
		Steps   []map[string]json.RawMessage `json:"steps"`
	}
	if json.Unmarshal(b, &sc) != nil {
		return nil, false
	}
	if common, err := os.ReadFile(filepath.Join(dir, "figures", "common.json")); err == nil {
		var figs map[string]json.RawMessage
		if json.Unmarshal(common, &figs) == nil {
			for k, v := range figs {
				if _, ok := sc.Figures[k]; !ok {
					if sc.Figures == nil {
						sc.Figures = map[string]json.RawMessage{}
					}
					sc.Figures[k] = v
				}
			}
		}
	}
	var log, redo []json.RawMessage
	if sc.Defs != "" {
		defs, err := os.ReadFile(filepath.Join(dir, sc.Defs))
		if err != nil {
			return nil, false
		}
		start, _ := json.Marshal(map[string]any{"type": "start", "mc": sc.MC, "defs": json.RawMessage(defs)})
		log = append(log, start)
	}
	for _, st := range sc.Steps {
		if st["error"] != nil || st["refuse"] != nil {
			continue
		}
		var undo int
		if u := st["undo"]; u != nil {
			if string(u) == "true" {
				undo = 1
			} else {
				_ = json.Unmarshal(u, &undo)
			}
		}
		for ; undo > 0 && len(log) > 0; undo-- {
			redo, log = append(redo, log[len(log)-1]), log[:len(log)-1]
		}
		if string(st["redo"]) == "true" && len(redo) > 0 {
			log, redo = append(log, redo[len(redo)-1]), redo[:len(redo)-1]
		}
		for _, k := range []string{"event", "do"} {
			ev := st[k]
			if ev == nil {
				continue
			}
			var fields map[string]json.RawMessage
			if json.Unmarshal(ev, &fields) == nil && fields["use"] != nil {
				var use string
				_ = json.Unmarshal(fields["use"], &use)
				fields["figure"] = sc.Figures[use]
				delete(fields, "use")
				ev, _ = json.Marshal(fields)
			}
			log, redo = append(log, ev), nil
		}
	}
	out, err := json.Marshal(map[string]any{"log": log})
	return out, err == nil && len(log) > 0
}

// FuzzEngineLoad: any bytes are loaded as a saved journal of each engine
// or refused with an error, never a panic, and a loaded one saves and
// loads again to the same state.
//
//	go test -run='^$' -fuzz=FuzzEngineLoad -fuzztime=5s -fuzzminimizetime=1s ./engine/journal
func FuzzEngineLoad(f *testing.F) {
	for i, e := range engines {
		files, _ := filepath.Glob(filepath.Join(e.testdata, "*.json"))
		for _, name := range files {
			if b, err := os.ReadFile(name); err == nil {
				if log, ok := scenarioLog(e.testdata, b); ok {
					f.Add(uint8(i), log)
				}
			}
		}
		// The damaged shapes of stored records (issue 17).
		for _, s := range []string{`{"log":"oops"}`, `{}`, `null`, ``, `{"log":[]}`, `{"log":[{}]}`, `{"log":[{"type":"x"}]}`, `[not text: BigInt] 5n`} {
			f.Add(uint8(i), []byte(s))
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		e := engines[int(which)%len(engines)]
		j, state := e.fresh()
		if err := j.Load(data); err != nil {
			return
		}
		b, err := j.MarshalJSON()
		if err != nil {
			t.Fatalf("%s: a loaded journal cannot be saved: %v", e.name, err)
		}
		k, kState := e.fresh()
		if err := k.Load(b); err != nil {
			t.Fatalf("%s: a saved journal does not load: %v\n%s", e.name, err, b)
		}
		if !reflect.DeepEqual(state(), kState()) || j.CanRedo() != k.CanRedo() {
			t.Fatalf("%s: save and load changed the journal:\n%s", e.name, b)
		}
	})
}
