package library

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
	"lancemate/sheets/design"
	"lancemate/sheets/mtf"
	"lancemate/sheets/ssw"
)

func TestAllLoad(t *testing.T) {
	es, err := All()
	if err != nil {
		t.Fatal(err)
	}
	if len(es) < 40 {
		t.Errorf("%d built-in designs, want at least 40", len(es))
	}
	classes := map[string]int{}
	quads := 0
	for _, e := range es {
		d := e.Design
		if d.Source != "built-in" {
			t.Errorf("%s: source %q, want built-in", e.ID, d.Source)
		}
		if u := d.Unknowns(); len(u) > 0 {
			t.Errorf("%s: equipment outside the catalogue: %v", e.ID, u)
		}
		switch {
		case d.Tons <= 35:
			classes["light"]++
		case d.Tons <= 55:
			classes["medium"]++
		case d.Tons <= 75:
			classes["heavy"]++
		default:
			classes["assault"]++
		}
		if d.Config == classic.Quad {
			quads++
		}
		if got, ok := Get(e.ID); !ok || got.Name() != d.Name() {
			t.Errorf("Get(%q) = %s, %v", e.ID, got.Name(), ok)
		}
	}
	for _, c := range []string{"light", "medium", "heavy", "assault"} {
		if classes[c] < 5 {
			t.Errorf("%d %s 'Mechs, want at least 5", classes[c], c)
		}
	}
	if quads < 2 {
		t.Errorf("%d quads, want at least 2", quads)
	}
	if _, ok := Get("no-such-mech"); ok {
		t.Error("Get found a design that is not built in")
	}
}

const corpus = "../../../shared/corpus"

// TestAgainstCorpus checks every built-in design against the same unit in
// the shared corpus: the MegaMek file must give the same sheet, and the
// Solaris Skunk Werks file, read by an importer that shares no layout code
// with it, the same armor, MP, heat sinks and equipment per location.
func TestAgainstCorpus(t *testing.T) {
	if _, err := os.Stat(corpus); err != nil {
		t.Skipf("shared corpus not found at %s: %v", corpus, err)
	}
	paths := map[string]string{}
	err := filepath.WalkDir(corpus, func(p string, de fs.DirEntry, err error) error {
		if err == nil && !de.IsDir() {
			if _, dup := paths[de.Name()]; !dup {
				paths[de.Name()] = p
			}
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	es, err := All()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range es {
		d := e.Design
		name := d.Chassis + " " + d.Model
		p, ok := paths[name+".mtf"]
		if !ok {
			t.Errorf("%s: no %s.mtf in the corpus", e.ID, name)
			continue
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		m, err := mtf.Parse(p, data)
		if err != nil {
			t.Errorf("%s: %v", e.ID, err)
			continue
		}
		m.Source, m.Cost = d.Source, d.Cost
		want, _ := design.Marshal(m)
		got, _ := design.Marshal(d)
		if string(got) != string(want) {
			t.Errorf("%s differs from %s:\n got %s\nwant %s", e.ID, p, got, want)
		}
		sp, ok := paths[name+".ssw"]
		if !ok {
			continue
		}
		if data, err = os.ReadFile(sp); err != nil {
			t.Fatal(err)
		}
		ss, err := ssw.Parse(sp, data)
		if err != nil || len(ss) != 1 {
			t.Errorf("%s: %s: %v", e.ID, sp, err)
			continue
		}
		s := ss[0]
		if s.Armor != d.Armor || s.Rear != d.Rear || s.Walk != d.Walk || s.Jump != d.Jump || s.HeatSinks != d.HeatSinks {
			t.Errorf("%s: .ssw armor %v rear %+v MP %d/%d heat sinks %+v; built-in %v %+v %d/%d %+v",
				e.ID, s.Armor, s.Rear, s.Walk, s.Jump, s.HeatSinks, d.Armor, d.Rear, d.Walk, d.Jump, d.HeatSinks)
		}
		for _, loc := range classic.Locations {
			if g, w := equipmentIn(d, loc), equipmentIn(s, loc); !slices.Equal(g, w) {
				t.Errorf("%s %s: built-in holds %v, the .ssw file %v", e.ID, loc, g, w)
			}
		}
		if g, w := spreadSlots(d), spreadSlots(s); g != w {
			t.Errorf("%s: %d armor and structure slots, the .ssw file %d", e.ID, g, w)
		}
		if d.Cost != s.Cost {
			t.Errorf("%s: cost %v, the .ssw file %v", e.ID, d.Cost, s.Cost)
		}
	}
}

// equipmentIn lists the equipment of a location, sorted: no fixed
// components, and no armor or structure slots, which the two tools place
// differently (their totals are compared by spreadSlots).
func equipmentIn(d design.Design, loc classic.Location) []string {
	var out []string
	for _, p := range d.Placed() {
		it, _ := equipment.Lookup(p.ID)
		if p.Loc == loc && !design.IsFixed(p.ID) && !(design.Spread(it) && it.Group != "Maneuverability Aids") {
			out = append(out, strings.TrimSpace(p.Mount.String()))
		}
	}
	slices.Sort(out)
	return out
}

// spreadSlots counts the slots of armor and structure types.
func spreadSlots(d design.Design) int {
	n := 0
	for _, p := range d.Placed() {
		if it, _ := equipment.Lookup(p.ID); it.Group == "Armor" || it.Group == "Structure" {
			n += p.Slots()
		}
	}
	return n
}

// Each built-in design's id is its name in lower case with dashes, as
// every id stored in a player's games and ledgers was (the designs were
// one file each, named by id, until 2026-11-30), and no two are the same.
func TestIDs(t *testing.T) {
	es, err := All()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, e := range es {
		want := strings.ToLower(strings.ReplaceAll(e.Design.Chassis+"-"+e.Design.Model, " ", "-"))
		if e.ID != want {
			t.Errorf("%s has the id %q, want %q", e.Design.Name(), e.ID, want)
		}
		if seen[e.ID] {
			t.Errorf("two designs have the id %q", e.ID)
		}
		seen[e.ID] = true
	}
}

// A line of designs.tsv that is not an id, a tab and a design is refused
// with its line number.
func TestParseRefusesBadLines(t *testing.T) {
	atlas, _ := Get("atlas-as7-d")
	good, err := design.Marshal(atlas)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, want string }{
		{"atlas-as7-d\t" + string(good) + "\n", ""},
		{"atlas-as7-d\t" + string(good) + "\nno tab here\n", "line 2: no id and tab"},
		{"\t" + string(good) + "\n", "line 1: no id and tab"},
		{"atlas-as7-d\t{\"format\":\"x\"}\n", "line 1 (atlas-as7-d)"},
	} {
		es, err := parse(c.text)
		switch {
		case c.want == "" && (err != nil || len(es) != 1 || es[0].ID != "atlas-as7-d"):
			t.Errorf("parse(%.40q) = %d designs, %v", c.text, len(es), err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("parse(%.40q) error %v, want %q", c.text, err, c.want)
		}
	}
}
