// Package library holds Lancemate's built-in 'Mechs: classic designs of
// the 3025/3039 era in all four weight classes, written in Lancemate's own
// design format (sheets/design) and embedded in the app, so it is useful
// with no file imported.
package library

import (
	"embed"
	"fmt"
	"path"
	"slices"
	"strings"
	"sync"

	"lancemate/sheets/design"
)

//go:embed designs/*.json
var files embed.FS

// Entry is a built-in design with its id: the file name without ".json",
// e.g. "hunchback-hbk-4g".
type Entry struct {
	ID     string
	Design design.Design
}

var load = sync.OnceValues(func() ([]Entry, error) {
	dir, err := files.ReadDir("designs")
	if err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	out := make([]Entry, 0, len(dir))
	for _, f := range dir {
		data, err := files.ReadFile(path.Join("designs", f.Name()))
		if err != nil {
			return nil, fmt.Errorf("library: %w", err)
		}
		d, err := design.Load(data)
		if err != nil {
			return nil, fmt.Errorf("library: %s: %w", f.Name(), err)
		}
		out = append(out, Entry{ID: strings.TrimSuffix(f.Name(), ".json"), Design: d})
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
})

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
