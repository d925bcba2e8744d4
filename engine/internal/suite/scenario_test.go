package suite

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestRunVisitsEveryFile(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"b.json", "a.json", "c.txt"} {
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var seen []string
	Run(t, filepath.Join(dir, "*.json"), 2, func(t *testing.T, file string) {
		seen = append(seen, filepath.Base(file)+" as "+filepath.Base(t.Name()))
	})
	if want := []string{"a.json as a", "b.json as b"}; !slices.Equal(seen, want) {
		t.Fatalf("visited %v, want %v", seen, want)
	}
}
