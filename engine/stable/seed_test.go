package stable

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// seedLines reads seed 000 from ../shared beside the project, or skips.
func seedLines(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("../../../shared/seeds/000_388fb668001f4e1d.txt")
	if err != nil {
		t.Skip("../shared/seeds absent: the seed tables are checked only in a working copy beside shared/")
	}
	return strings.Split(string(b), "\n")
}

// cells splits a markdown table row of the seed.
func cells(line string) []string {
	var out []string
	for _, c := range strings.Split(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(line), "|"), "|"), "|") {
		out = append(out, strings.TrimSpace(c))
	}
	return out
}

// TestSeedTables checks every table row by row against the seed text.
func TestSeedTables(t *testing.T) {
	seed := seedLines(t)
	row := func(n int) []string { return cells(seed[n-1]) }
	classes := func(mask uint8, noMods bool) string {
		switch {
		case mask == anyClass:
			return "Any"
		case noMods:
			return "Class 0, no MODs"
		case mask == lightOrIndustrial:
			return "0, 1"
		}
		for c := range 5 {
			if mask == 1<<c {
				return fmt.Sprint(c)
			}
		}
		return "?"
	}
	for _, base := range []int{754, 1101} { // body and appendix chart
		for i, l := range Leagues {
			c := row(base + i)
			max := fmt.Sprint(l.Max)
			if l.Max < 0 {
				max = "Unlimited"
			}
			min := fmt.Sprint(l.Min)
			if l.Invite {
				min = "Invitation"
			}
			if name := strings.TrimSpace(c[0] + " " + c[1]); c[0] != "" && name != l.Name || c[2] != min || c[3] != max || c[4] != classes(l.Classes, l.NoMods) {
				t.Errorf("league row %d (L%d): seed %q, table %+v", i+1, base+i, c, l)
			}
		}
	}
	for c := range 5 {
		if got := row(791 + c); got[0] != fmt.Sprint(c) || got[1] != fmt.Sprintf("%d stones", RepairRate(c)) {
			t.Errorf("repair L%d: %q, rate %d", 791+c, got, RepairRate(c))
		}
		if got := row(1061 + c); got[1] != fmt.Sprint(c) || got[0] != ClassName(c) || got[4] != fmt.Sprint(RepairRate(c)) {
			t.Errorf("class chart L%d: %q", 1061+c, got)
		}
	}
	for i, h := range Heritages {
		if got := row(817 + i); !strings.Contains(got[0], h.Name) || got[2] != fmt.Sprint(h.Stones) || got[3] != fmt.Sprint(h.NonFaction) {
			t.Errorf("heritage L%d: %q, table %+v", 817+i, got, h)
		}
	}
	for _, f := range Facilities {
		got := row(f.Line)
		if got[1] != fmt.Sprint(f.Cost) || got[3] != fmt.Sprint(f.Upgrade) || got[2] != f.Basic || got[4] != f.Adv {
			t.Errorf("facility L%d: %q, table %+v", f.Line, got, f)
		}
	}
	for _, table := range [][]SkillDef{BasicSkills, PilotingSkills, GunnerySkills, LegendarySkills} {
		for _, s := range table {
			if line := seed[s.Line-1]; !strings.HasPrefix(line, s.Name+":") || s.Boxed != strings.Contains(line, "box") {
				t.Errorf("skill L%d: %q, table %+v", s.Line, line, s)
			}
		}
	}
	for i, a := range Abilities {
		if !strings.HasPrefix(seed[147+2*i-1], a.Name+":") {
			t.Errorf("ability %d L%d: %q", i+1, 147+2*i, seed[147+2*i-1])
		}
	}
	for r := 2; r <= 12; r++ {
		inj, _ := InjuryFor(r)
		got := row(386 + r)
		cost := fmt.Sprint(inj.Cost)
		if inj.Cost < 0 {
			cost = "Sorry"
		} else if r == 12 {
			cost = "Per each"
		}
		if got[0] != fmt.Sprint(r) || !strings.HasPrefix(got[1], inj.Name+":") || got[2] != cost {
			t.Errorf("injury L%d: %q, table %+v", 386+r, got, inj)
		}
	}
	for i, e := range Equipment {
		if got := strings.ToLower(row(859 + i)[0]); !strings.HasPrefix(got, strings.ToLower(e)) {
			t.Errorf("equipment L%d: %q, table %q", 859+i, got, e)
		}
	}
}
