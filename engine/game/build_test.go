package game

import (
	"strings"
	"testing"

	"lancemate/engine/classic"
)

// TestBuildValidate: construction options need the design version that
// plays them and catalogue ids of their own group.
func TestBuildValidate(t *testing.T) {
	for _, c := range []struct {
		name string
		b    Build
		err  string
	}{
		{"standard, old design", Build{}, ""},
		{"standard, version 2", Build{Version: 2}, ""},
		{"all options", Build{Version: 2, Engine: "is-engine-xxl", Gyro: "is-gyro-heavy-duty", Cockpit: "is-cockpit-small",
			ArmorType: "is-armor-hardened", StructureType: "is-structure-reinforced", Myomer: "is-triple-strength-myomer"}, ""},
		{"option without version", Build{Cockpit: "is-cockpit-small"}, "needs design version 2"},
		{"newer version", Build{Version: 3}, "not one this app reads"},
		{"wrong group", Build{Version: 2, Gyro: "is-cockpit-small"}, "not a type of that group"},
		{"unknown id", Build{Version: 2, ArmorType: "is-armor-reactive"}, "not a type of that group"},
		{"myomer not TSM", Build{Version: 2, Myomer: "is-masc"}, "not a type of that group"},
	} {
		err := c.b.validate()
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: got %v, want %q", c.name, err, c.err)
		}
	}
}

// TestOldDesignPlaysStandard: a design saved without a version (a game log
// from before the construction options) keeps playing as it was: its TSM
// and AES components and improved jump jets change nothing.
func TestOldDesignPlaysStandard(t *testing.T) {
	d := loadDesign(t, "hunchback-options")
	d.Build = Build{}
	u, err := NewUnit("a", d, Pilot{Name: "p", Gunnery: 4, Piloting: 5})
	if err != nil {
		t.Fatal(err)
	}
	u.Heat = 9
	s := newState()
	s.Units = []Unit{u}
	s.myomer(&s.Units[0])
	v := &s.Units[0]
	if v.TSMActive || v.aesLegs(1) || v.aes(classic.RightArm, 1) || v.pilotCockpit() || len(v.Options()) != 0 {
		t.Errorf("an old design plays construction options: tsm %v, aes legs %v, cockpit %v, options %v", v.TSMActive, v.aesLegs(1), v.pilotCockpit(), v.Options())
	}
	d2 := loadDesign(t, "hunchback-options")
	w, err := NewUnit("b", d2, Pilot{Name: "p", Gunnery: 4, Piloting: 5})
	if err != nil {
		t.Fatal(err)
	}
	if !w.aesLegs(1) || !w.pilotCockpit() || len(w.Options()) != 2 {
		t.Errorf("version 2: aes legs %v, cockpit %v, options %v", w.aesLegs(1), w.pilotCockpit(), w.Options())
	}
}

// TestOptions: the record sheet's list of options, one per option played,
// each with its seed lines.
func TestOptions(t *testing.T) {
	b := Build{Version: 2, Cockpit: "is-cockpit-torso-mounted", Gyro: "is-gyro-heavy-duty", Engine: "clan-engine-xxl",
		ArmorType: "clan-armor-ferro-lamellor", StructureType: "is-structure-composite", Myomer: "is-triple-strength-myomer"}
	got := b.Options()
	want := []string{"Torso-Mounted cockpit", "Heavy-Duty gyro", "XXL engine", "Ferro-Lamellor armor", "Composite structure", "Triple-Strength Myomer"}
	if len(got) != len(want) {
		t.Fatalf("got %d options %v, want %d", len(got), got, len(want))
	}
	for i, o := range got {
		if !strings.HasPrefix(o.Label, want[i]) || !strings.HasPrefix(o.Cite, "003 L") || o.ID == "" {
			t.Errorf("option %d = %+v, want a label starting %q with a cite", i, o, want[i])
		}
	}
	if (Build{Version: 2, Gyro: "is-gyro-standard", Cockpit: "is-cockpit-standard"}).Options() != nil {
		t.Error("standard types are options")
	}
}
