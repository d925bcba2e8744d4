// Package suite runs the engines' conformance suites: every scenario
// file in a package's testdata folder is one subtest.
package suite

import (
	"path/filepath"
	"strings"
	"testing"
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
