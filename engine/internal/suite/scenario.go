// Package suite runs the engines' conformance suites: every scenario
// file in a package's testdata folder is one subtest.
package suite

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"lancemate/engine/journal"
)

// Run runs run on each file matching glob (e.g. "testdata/*.json"), as a
// subtest named for the file without its extension. It fails when fewer
// than min files match, so a suite cannot pass by finding nothing.
func Run(t *testing.T, glob string, min int, run func(t *testing.T, file string)) {
	t.Helper()
	files, err := filepath.Glob(glob)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < min {
		t.Fatalf("%s: %d scenario files, want at least %d", glob, len(files), min)
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), filepath.Ext(f)), func(t *testing.T) { run(t, f) })
	}
}

// Reloads checks that j, saved and loaded into the empty journal fresh,
// gives the same state (compared as JSON): what a scenario built is what
// a reload of the app shows.
func Reloads[S any](t *testing.T, j, fresh *journal.Journal[S]) {
	t.Helper()
	saved, err := json.Marshal(j)
	if err != nil {
		t.Fatal(err)
	}
	if err := fresh.Load(saved); err != nil {
		t.Fatalf("reload: %v", err)
	}
	a, _ := json.Marshal(j.Peek())
	b, _ := json.Marshal(fresh.Peek())
	if string(a) != string(b) {
		t.Errorf("the reloaded state differs:\n%s\nwant\n%s", b, a)
	}
}
