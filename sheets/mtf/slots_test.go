package mtf

import (
	"testing"

	"lancemate/engine/equipment"
	"lancemate/sheets/names"
)

// TestCutModifier pins how the modifiers MegaMek appends to slot names are
// cut, as the regular expression this package used cut them.
func TestCutModifier(t *testing.T) {
	tests := []struct {
		in, rest, mod string
		ok            bool
	}{
		{"Medium Laser (R)", "Medium Laser", "R", true},
		{"Medium Laser(R)", "Medium Laser", "R", true},
		{"Medium Laser (r)", "Medium Laser", "r", true},
		{"Medium Laser (Rear)", "Medium Laser", "Rear", true},
		{"Medium Laser (REAR)", "Medium Laser", "REAR", true},
		{"ER PPC (OMNIPOD)", "ER PPC", "OMNIPOD", true},
		{"ER PPC (omnipod) (R)", "ER PPC (omnipod)", "R", true},
		{"ER PPC (R) (OMNIPOD)", "ER PPC (R)", "OMNIPOD", true},
		{"Gyro (ARMORED)", "Gyro", "ARMORED", true},
		{"ER PPC (Split)", "ER PPC", "Split", true},
		{"ER PPC (ſplit)", "ER PPC", "ſplit", true},
		{"Medium Laser (R) ", "Medium Laser (R) ", "", false},
		{"Medium Laser (R)x", "Medium Laser (R)x", "", false},
		{"(R)", "", "R", true},
		{"(R) (R)", "(R)", "R", true},
		{"Medium Laser ((R))", "Medium Laser ((R))", "", false},
		{"Medium Laser (RR)", "Medium Laser (RR)", "", false},
		{"Medium Laser\t(R)", "Medium Laser", "R", true},
		{"Medium Laser (R)(R)", "Medium Laser (R)", "R", true},
		{"Medium Laser (Rear) (Armored) (Omnipod)", "Medium Laser (Rear) (Armored)", "Omnipod", true},
		{"-Empty- (R)", "-Empty-", "R", true},
		{"Empty (OMNIPOD)", "Empty", "OMNIPOD", true},
		{"Medium Laser (R)\n", "Medium Laser (R)\n", "", false},
		{"Medium Laser \v(R)", "Medium Laser \v", "R", true},
		{"Medium Laser\u00a0(R)", "Medium Laser\u00a0", "R", true},
		{"Medium Laser (Turret)", "Medium Laser (Turret)", "", false},
		{"Medium Laser (R) Ammo", "Medium Laser (R) Ammo", "", false},
		{"Medium Laser (", "Medium Laser (", "", false},
		{"Medium Laser ()", "Medium Laser ()", "", false},
		{"", "", "", false},
		{"Medium Laser", "Medium Laser", "", false},
		{"Medium Laser (IS) (R)", "Medium Laser (IS)", "R", true},
		{"IS Ammo AC/10 (10) (ARMORED)", "IS Ammo AC/10 (10)", "ARMORED", true},
		{"LRM-20 (Split) (R)", "LRM-20 (Split)", "R", true},
		{"Medium Laser (R (R)", "Medium Laser (R", "R", true},
		{"Medium Laser R)", "Medium Laser R)", "", false},
	}
	for _, tc := range tests {
		if rest, mod, ok := cutModifier(tc.in); rest != tc.rest || mod != tc.mod || ok != tc.ok {
			t.Errorf("cutModifier(%q) = %q, %q, %v; want %q, %q, %v", tc.in, rest, mod, ok, tc.rest, tc.mod, tc.ok)
		}
	}
}

// TestEntryModifiers pins how slot lines with modifiers are read.
func TestEntryModifiers(t *testing.T) {
	tests := []struct {
		in   string
		want entry
	}{
		{"Medium Laser (R)", entry{line: 7, key: "is-medium-laser/:0 (R)", item: names.Item{ID: "is-medium-laser"}, rear: true}},
		{"Medium Laser(R)", entry{line: 7, key: "is-medium-laser/:0 (R)", item: names.Item{ID: "is-medium-laser"}, rear: true}},
		{"Medium Laser (r)", entry{line: 7, key: "is-medium-laser/:0 (R)", item: names.Item{ID: "is-medium-laser"}, rear: true}},
		{"Medium Laser (Rear)", entry{line: 7, key: "is-medium-laser/:0 (R)", item: names.Item{ID: "is-medium-laser"}, rear: true}},
		{"Medium Laser (REAR)", entry{line: 7, key: "is-medium-laser/:0 (R)", item: names.Item{ID: "is-medium-laser"}, rear: true}},
		{"ER PPC (OMNIPOD)", entry{line: 7, key: "is-er-ppc/:0", item: names.Item{ID: "is-er-ppc"}}},
		{"ER PPC (omnipod) (R)", entry{line: 7, key: "is-er-ppc/:0 (R)", item: names.Item{ID: "is-er-ppc"}, rear: true}},
		{"ER PPC (R) (OMNIPOD)", entry{line: 7, key: "is-er-ppc/:0 (R)", item: names.Item{ID: "is-er-ppc"}, rear: true}},
		{"Gyro (ARMORED)", entry{line: 7, key: "gyro/:0", item: names.Item{ID: "gyro"}, armored: true}},
		{"ER PPC (Split)", entry{line: 7, key: "is-er-ppc/:0", item: names.Item{ID: "is-er-ppc"}}},
		{"ER PPC (ſplit)", entry{line: 7, key: "is-er-ppc/:0", item: names.Item{ID: "is-er-ppc"}}},
		{"Medium Laser (R) ", entry{line: 7, key: "?Medium Laser (R) ", unknown: "Medium Laser (R) "}},
		{"Medium Laser (R)x", entry{line: 7, key: "?Medium Laser (R)x", unknown: "Medium Laser (R)x"}},
		{"(R)", entry{line: 7, key: "? (R)", rear: true}},
		{"(R) (R)", entry{line: 7, key: "? (R)", rear: true}},
		{"Medium Laser ((R))", entry{line: 7, key: "?Medium Laser ((R))", unknown: "Medium Laser ((R))"}},
		{"Medium Laser (RR)", entry{line: 7, key: "?Medium Laser (RR)", unknown: "Medium Laser (RR)"}},
		{"Medium Laser\t(R)", entry{line: 7, key: "is-medium-laser/:0 (R)", item: names.Item{ID: "is-medium-laser"}, rear: true}},
		{"Medium Laser (R)(R)", entry{line: 7, key: "is-medium-laser/:0 (R)", item: names.Item{ID: "is-medium-laser"}, rear: true}},
		{"Medium Laser (Rear) (Armored) (Omnipod)", entry{line: 7, key: "is-medium-laser/:0 (R)", item: names.Item{ID: "is-medium-laser"}, rear: true, armored: true}},
		{"-Empty- (R)", entry{line: 7, rear: true}},
		{"Empty (OMNIPOD)", entry{line: 7}},
		{"Medium Laser (R)\n", entry{line: 7, key: "?Medium Laser (R)\n", unknown: "Medium Laser (R)\n"}},
		{"Medium Laser \v(R)", entry{line: 7, key: "is-medium-laser/:0 (R)", item: names.Item{ID: "is-medium-laser"}, rear: true}},
		{"Medium Laser\u00a0(R)", entry{line: 7, key: "is-medium-laser/:0 (R)", item: names.Item{ID: "is-medium-laser"}, rear: true}},
		{"Medium Laser (Turret)", entry{line: 7, key: "?Medium Laser (Turret)", unknown: "Medium Laser (Turret)"}},
		{"Medium Laser (R) Ammo", entry{line: 7, key: "?Medium Laser (R) Ammo", unknown: "Medium Laser (R) Ammo"}},
		{"Medium Laser (", entry{line: 7, key: "is-medium-laser/:0", item: names.Item{ID: "is-medium-laser"}}},
		{"Medium Laser ()", entry{line: 7, key: "is-medium-laser/:0", item: names.Item{ID: "is-medium-laser"}}},
		{"", entry{line: 7, key: "?"}},
		{"Medium Laser", entry{line: 7, key: "is-medium-laser/:0", item: names.Item{ID: "is-medium-laser"}}},
		{"Medium Laser (IS) (R)", entry{line: 7, key: "is-medium-laser/:0 (R)", item: names.Item{ID: "is-medium-laser"}, rear: true}},
		{"IS Ammo AC/10 (10) (ARMORED)", entry{line: 7, key: "is-ammo-ac-10/:0", item: names.Item{ID: "is-ammo-ac-10"}, armored: true}},
		{"LRM-20 (Split) (R)", entry{line: 7, key: "is-lrm-20/:0 (R)", item: names.Item{ID: "is-lrm-20"}, rear: true}},
		{"Medium Laser (R (R)", entry{line: 7, key: "?Medium Laser (R (R)", unknown: "Medium Laser (R", rear: true}},
		{"Medium Laser R)", entry{line: 7, key: "?Medium Laser R)", unknown: "Medium Laser R)"}},
	}
	f := &file{}
	for _, tc := range tests {
		if got, err := f.entry(line{7, tc.in}, equipment.InnerSphere); err != nil || got != tc.want {
			t.Errorf("entry(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
	}
}
