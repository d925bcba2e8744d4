package game

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"lancemate/engine/equipment"
)

// TestEquipmentEffects checks the equipment-effects table row by row:
// every catalogue item is in a row; a row is applied (with tests that
// exist: a scenario file here or a Go test of the module), left to the
// players (with the message they see) or without effect; the README's
// table is the table.
func TestEquipmentEffects(t *testing.T) {
	rows := EquipmentEffects()
	seen := map[string]bool{}
	for _, e := range rows {
		kinds := 0
		for _, b := range []bool{len(e.Tests) > 0, e.Players != "", e.None} {
			if b {
				kinds++
			}
		}
		switch {
		case kinds != 1:
			t.Errorf("%s: want exactly one of tests, a message for the players, or no effect", e.Scope)
		case len(e.Items) == 0:
			t.Errorf("%s: matches no catalogue item", e.Scope)
		case !strings.HasPrefix(e.Cite, "003 L"):
			t.Errorf("%s: cite %q", e.Scope, e.Cite)
		}
		for _, id := range e.Items {
			seen[id] = true
		}
		for _, name := range e.Tests {
			if !testExists(t, name) {
				t.Errorf("%s: no scenario or Go test %q", e.Scope, name)
			}
		}
	}
	for _, it := range equipment.All() {
		if !seen[it.ID] {
			t.Errorf("catalogue item %s (%s) is in no row of the equipment-effects table", it.ID, it.Name)
		}
	}
	if got := EffectsOf("is-triple-strength-myomer"); len(got) != 1 || got[0].Scope != "Triple-strength myomer" {
		t.Errorf("EffectsOf(TSM) = %+v", got)
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	if table := EffectsMarkdown(rows); !strings.Contains(string(readme), table) {
		t.Errorf("README.md's equipment-effects table is not the table; it should read:\n%s", table)
	}
}

// testExists finds a scenario file or a Go test function of that name in
// the module (engine and sheets).
func testExists(t *testing.T, name string) bool {
	if _, err := os.Stat(filepath.Join("testdata", "scenarios", name+".json")); err == nil {
		return true
	}
	if !strings.HasPrefix(name, "Test") {
		return false
	}
	found := false
	for _, root := range []string{"..", filepath.Join("..", "..", "sheets")} {
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || found || d.IsDir() || !strings.HasSuffix(p, "_test.go") {
				return err
			}
			b, err := os.ReadFile(p)
			if err == nil && strings.Contains(string(b), "func "+name+"(") {
				found = true
			}
			return err
		})
	}
	return found
}

// EffectsMarkdown writes the table as the README shows it.
func EffectsMarkdown(rows []EquipmentEffect) string {
	var b strings.Builder
	b.WriteString("| items | play effect | seed | engine |\n|---|---|---|---|\n")
	for _, e := range rows {
		engine := "no play effect beyond its numbers"
		switch {
		case len(e.Tests) > 0:
			engine = "applied: " + strings.Join(slices.Clone(e.Tests), ", ")
		case e.Players != "":
			engine = "players: " + e.Players
		}
		fmt.Fprintf(&b, "| %s (%d) | %s | %s | %s |\n", e.Scope, len(e.Items), e.Effect, e.Cite, engine)
	}
	return b.String()
}
