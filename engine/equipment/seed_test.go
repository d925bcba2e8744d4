package equipment

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"testing"
)

// seedPath is seed 003 in the shared reference folder, which sits beside
// the repository (/work/shared next to /work/main) and is absent from a
// stranger's clone.
const seedPath = "../../../shared/seeds/003_aa3730d5e88be61a.txt"

// seedTables are the line ranges of the four tables in seed 003.
var seedTables = []struct {
	name        string
	tech        Tech
	weapons     bool
	first, last int
}{
	{"Inner Sphere weapons", InnerSphere, true, 7846, 8009},
	{"Clan weapons", Clan, true, 8015, 8110},
	{"Inner Sphere equipment", InnerSphere, false, 8116, 8211},
	{"Clan equipment", Clan, false, 8215, 8280},
}

// readSeed returns the lines of seed 003, or skips the test when the shared
// folder is absent.
func readSeed(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile(seedPath)
	if errors.Is(err, fs.ErrNotExist) {
		t.Skipf("seed 003 not found at %s (the shared reference folder is not beside this clone); the typed tables in rows_test.go still run", seedPath)
	}
	if err != nil {
		t.Fatalf("reading seed 003: %v", err)
	}
	return strings.Split(string(b), "\n")
}

// seedRows returns the tab-separated rows of seed lines first..last,
// skipping column headers and prose.
func seedRows(lines []string, first, last int) []tableRow {
	var rows []tableRow
	for n := first; n <= last && n <= len(lines); n++ {
		l := strings.TrimRight(lines[n-1], "\r")
		if !strings.Contains(l, "\t") || strings.HasPrefix(l, "Item\t") || strings.HasPrefix(l, "Equipment\t") {
			continue
		}
		rows = append(rows, tableRow{line: n, text: strings.Join(strings.Split(l, "\t"), " | ")})
	}
	return rows
}

// TestSeedFile reads the four tables from the seed file itself and checks
// every row against the catalogue (names exactly as printed, but for the
// OCR-split "C ³"), and checks that the typed copy in rows_test.go has
// exactly the seed's rows.
func TestSeedFile(t *testing.T) {
	lines := readSeed(t)
	typed := typedTables()
	for i, st := range seedTables {
		rows := seedRows(lines, st.first, st.last)
		t.Run(st.name, func(t *testing.T) {
			if len(rows) == 0 {
				t.Fatalf("003 L%d-%d: no table rows; has the seed file changed?", st.first, st.last)
			}
			checkTable(t, seedTable{st.name, st.tech, st.weapons, rows})
			checkExactNames(t, rows)
			compareTyped(t, rows, typed[i].rows)
		})
	}
}

// checkExactNames checks that each row's item carries the name exactly as
// the seed prints it, apart from the OCR split "C ³" (digest §16.3).
func checkExactNames(t *testing.T, rows []tableRow) {
	t.Helper()
	for _, r := range rows {
		cs := strings.Split(r.text, " | ")
		cite := fmt.Sprintf("003 L%d", r.line)
		for _, it := range All() {
			if it.Cite == cite && it.Kind != Ammo && it.Name != strings.ReplaceAll(strings.TrimSpace(cs[0]), "C ³", "C³") {
				t.Errorf("%s: name %q, seed prints %q", cite, it.Name, cs[0])
			}
		}
	}
}

// compareTyped checks that the typed rows are the seed's rows: same lines,
// same cells once dashes are normalised and the "Al" OCR reading fixed.
func compareTyped(t *testing.T, seed, typed []tableRow) {
	t.Helper()
	norm := func(text string) string {
		cs := cells(text)
		for len(cs) > 1 && cs[len(cs)-1] == "" {
			cs = cs[:len(cs)-1]
		}
		if h := heading(cs); h != "" {
			return "heading " + h
		}
		out := strings.Join(cs, "|")
		out = strings.ReplaceAll(out, "Al, P", "AI, P")
		return strings.ReplaceAll(out, "C ³", "C³")
	}
	if len(seed) != len(typed) {
		t.Errorf("seed has %d rows, typed table %d", len(seed), len(typed))
	}
	for i := 0; i < len(seed) && i < len(typed); i++ {
		s, ty := seed[i], typed[i]
		if s.line != ty.line || norm(s.text) != norm(ty.text) {
			t.Errorf("seed 003 L%d %q, typed row L%d %q", s.line, norm(s.text), ty.line, norm(ty.text))
		}
	}
}
