// Package library holds Lancemate's built-in 'Mechs: classic designs of
// the 3025/3039 era in all four weight classes, written in Lancemate's own
// design format (sheets/design) and embedded in the app, so it is useful
// with no file imported.
package library

import (
	_ "embed" // go:embed
	"fmt"
	"slices"
	"strings"
	"sync"

	"lancemate/sheets/design"
)

// designs.tsv holds the built-in designs, one a line: its id, a tab, and
// the design in Lancemate's format (JSON on one line). One embedded file,
// not a folder of them: embed.FS and io/fs cost 7.3 KB of the first load
// (2026-11-30).
//
//go:embed designs.tsv
var designs string

// Entry is a built-in design with its id: the file name without ".json",
// e.g. "hunchback-hbk-4g".
type Entry struct {
	ID     string
	Design design.Design
}

var load = sync.OnceValues(func() ([]Entry, error) { return parse(designs) })

// parse reads designs.tsv's text, lightest first, then by name.
func parse(text string) ([]Entry, error) {
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	out := make([]Entry, 0, len(lines))
	for i, line := range lines {
		id, data, ok := strings.Cut(line, "\t")
		if !ok || id == "" {
			return nil, fmt.Errorf("library: designs.tsv line %d: no id and tab before the design", i+1)
		}
		d, err := design.Load([]byte(data))
		if err != nil {
			return nil, fmt.Errorf("library: designs.tsv line %d (%s): %w", i+1, id, err)
		}
		out = append(out, Entry{ID: id, Design: d})
	}
	// Sorted by position: a sort of []Entry would compile a sort of its
	// own for the struct's shape (~19 KB of wasm code), while the wasm
	// already holds one of []int.
	at := make([]int, len(out))
	for i := range at {
		at[i] = i
	}
	slices.SortStableFunc(at, func(i, j int) int {
		a, b := &out[i].Design, &out[j].Design
		if a.Tons != b.Tons {
			return a.Tons - b.Tons
		}
		return strings.Compare(a.Name(), b.Name())
	})
	sorted := make([]Entry, len(out))
	for k, i := range at {
		sorted[k] = out[i]
	}
	return sorted, nil
}

// All returns the built-in designs, lightest first, then by name. The
// error reports a built-in file that does not load, which the tests rule
// out.
func All() ([]Entry, error) {
	es, err := load()
	return slices.Clone(es), err
}

// Get returns the built-in design with the given id.
func Get(id string) (design.Design, bool) {
	es, err := load()
	if err != nil {
		return design.Design{}, false
	}
	for _, e := range es {
		if e.ID == id {
			return e.Design, true
		}
	}
	return design.Design{}, false
}
