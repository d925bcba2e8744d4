package game

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"lancemate/engine/equipment"
)

// TestMASCTableRowByRow checks the MASC Table (003 L7576-7583) row by row,
// against the seed itself when ../shared is present.
func TestMASCTableRowByRow(t *testing.T) {
	rows := []struct {
		line, turn int
		avoid      string
	}{{7579, 1, "3+"}, {7580, 2, "5+"}, {7581, 3, "7+"}, {7582, 4, "11+"}, {7583, 5, "Automatic"}}
	seed, err := os.ReadFile("../../../shared/seeds/003_aa3730d5e88be61a.txt")
	lines := strings.Split(string(seed), "\n")
	for _, r := range rows {
		got := "Automatic"
		if a := mascAvoid[r.turn-1]; a > 0 {
			got = strconv.Itoa(a) + "+"
		}
		if got != r.avoid {
			t.Errorf("003 L%d: turn %d avoid %s, engine %s", r.line, r.turn, r.avoid, got)
		}
		if err == nil {
			if want := strconv.Itoa(r.turn) + "\t" + r.avoid; strings.TrimSpace(lines[r.line-1]) != want {
				t.Errorf("003 L%d reads %q, the typed row %q", r.line, lines[r.line-1], want)
			}
		}
	}
	if err != nil {
		t.Logf("seed not found (%v): typed rows only", err)
	}
}

// TestAPModifiers checks the armor-piercing critical modifier of every
// autocannon of the catalogue by its class (003 L6818-6820): 2 -4, 4/5 -3,
// 8/10 -2, 20 -1; light autocannons by their class as well.
func TestAPModifiers(t *testing.T) {
	want := map[string]int{
		"is-ac-2": -4, "is-ac-5": -3, "is-ac-10": -2, "is-ac-20": -1,
		"clan-protomech-ac-2": -4, "clan-protomech-ac-4": -3, "clan-protomech-ac-8": -2,
		"is-light-ac-2": -4, "is-light-ac-5": -3,
	}
	n := 0
	for _, it := range equipment.All() {
		if it.Kind != equipment.Weapon || (it.Family != "AC" && it.Family != "PAC" && it.Family != "LAC") {
			continue
		}
		n++
		w, ok := want[it.ID]
		if !ok {
			t.Errorf("%s (%s): no expected AP modifier", it.ID, it.Name)
			continue
		}
		if got := apMod(it); got != w {
			t.Errorf("%s: AP modifier %d, want %d (003 L6818-6820)", it.Name, got, w)
		}
	}
	if n != len(want) {
		t.Errorf("%d autocannons in the catalogue, %d expected", n, len(want))
	}
}

// TestArmorAndStructureRows checks the damage each armor and structure
// type takes per point and its critical roll modifier, row by row
// (003 L7409-7447, L7658-7681, L2556-2562), and the absorb arithmetic.
func TestArmorAndStructureRows(t *testing.T) {
	unit := func(armor, structure string) *Unit {
		return &Unit{Build: Build{Version: DesignVersion, ArmorType: armor, StructureType: structure}}
	}
	for _, c := range []struct {
		cite, armor, structure string
		src                    source
		armorCost, isCost, mod int
	}{
		{"003 L2371", "is-armor-standard", "is-structure-standard", source{}, 2, 2, 0},
		{"003 L7429, L2556", "is-armor-hardened", "", source{}, 4, 2, -2},
		{"003 L6295", "clan-armor-hardened", "", source{weapon: &equipment.Item{Family: "RE Laser"}}, 2, 2, -2},
		{"003 L7439", "is-armor-laser-reflective", "", source{physical: true}, 1, 2, 0},
		{"003 L7439", "clan-armor-laser-reflective", "", source{fall: true}, 1, 2, 0},
		{"003 L7439", "is-armor-laser-reflective", "", source{ae: true}, 1, 2, 0},
		{"003 L7439", "is-armor-laser-reflective", "", source{}, 2, 2, 0},
		{"003 L7662", "", "is-structure-composite", source{}, 2, 1, 0},
		{"003 L7676, L2562", "", "clan-structure-reinforced", source{}, 2, 4, -1},
		{"003 L2556, L2562", "is-armor-hardened", "is-structure-reinforced", source{}, 4, 4, -3},
	} {
		u := unit(c.armor, c.structure)
		s := State{src: c.src}
		a, _ := s.armorCost(u)
		i, _ := u.structureCost()
		m, _ := u.critRollMod()
		if a != c.armorCost || i != c.isCost || m != c.mod {
			t.Errorf("%s %s/%s: armor cost %d, structure cost %d, crit %d; want %d, %d, %d", c.cite, c.armor, c.structure, a, i, m, c.armorCost, c.isCost, c.mod)
		}
	}
	for _, c := range []struct{ points, dmg, cost, lost, used int }{
		{26, 20, 2, 20, 20}, {10, 20, 2, 10, 10}, // standard: one per point, the rest goes on
		{26, 20, 4, 10, 20}, {16, 5, 4, 2, 5}, {14, 40, 4, 14, 28}, // hardened: 2 per point, an odd point lost
		{9, 5, 1, 9, 5}, {4, 5, 1, 4, 2}, // doubled: 9 armor take a 5-point hit whole (003 L7441)
	} {
		if lost, used := absorb(c.points, c.dmg, c.cost); lost != c.lost || used != c.used {
			t.Errorf("absorb(%d points, %d damage, cost %d) = %d lost, %d used; want %d, %d", c.points, c.dmg, c.cost, lost, used, c.lost, c.used)
		}
	}
}
