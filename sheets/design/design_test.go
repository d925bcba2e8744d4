package design

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"lancemate/engine/classic"
	"lancemate/engine/game"
)

func TestParseMount(t *testing.T) {
	tests := []struct {
		in   string
		want Mount
		err  string
	}{
		{"", Mount{}, ""},
		{"is-medium-laser", Mount{ID: "is-medium-laser"}, ""},
		{"is-ac-20*10", Mount{ID: "is-ac-20", Span: 10}, ""},
		{"is-ammo-lrm-15/is-munition-missile-artemis-iv", Mount{ID: "is-ammo-lrm-15", Munition: "is-munition-missile-artemis-iv"}, ""},
		{"is-ammo-machine-gun:100", Mount{ID: "is-ammo-machine-gun", Shots: 100}, ""},
		{"is-medium-laser (R)", Mount{ID: "is-medium-laser", Rear: true}, ""},
		{"engine*3 (A)", Mount{ID: "engine", Span: 3, Armored: true}, ""},
		{"is-ac-20*8 (S)", Mount{ID: "is-ac-20", Span: 8, Split: true}, ""},
		{"?Mech Mortar/1*2 (R)", Mount{Unknown: "Mech Mortar/1", Span: 2, Rear: true}, ""},
		{"?Cargo:SIZE:1", Mount{Unknown: "Cargo:SIZE:1"}, ""},
		{"is-ac-20*1", Mount{}, "slot count must be 2 to 12"},
		{"is-ac-20*13", Mount{}, "slot count must be 2 to 12"},
		{"is-ammo-ac-20:0", Mount{}, "at least one shot"},
		{"Medium Laser", Mount{}, "want id"},
		{"?", Mount{}, "needs a name"},
		{"? x", Mount{}, "needs a name"},
		{"?Mech Mortar*123", Mount{Unknown: "Mech Mortar*123"}, ""},
		{"is--laser", Mount{}, "want id"},
		{"-laser", Mount{}, "want id"},
		{"laser-", Mount{}, "want id"},
		{"is-ammo/", Mount{}, "want id"},
		{"is-ac-20*", Mount{}, "want id"},
		{"is-ac-20*123", Mount{}, "want id"},
		{"is-ammo:12345", Mount{}, "want id"},
		{"is-ammo:5*3", Mount{}, "want id"},
		{"is-ammo*3/x", Mount{}, "want id"},
		{"is-ammo:1:2", Mount{}, "want id"},
		{"IS-laser", Mount{}, "want id"},
	}
	for _, tc := range tests {
		got, err := ParseMount(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("ParseMount(%q) error %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("ParseMount(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
		if s := got.String(); s != tc.in {
			t.Errorf("String() = %q, want %q", s, tc.in)
		}
	}
}

// locust is a Locust LCT-1V from its record sheet (TRO 3039).
const locust = `{"format":"lancemate-mech","version":1,"chassis":"Locust","model":"LCT-1V","tons":20,"config":"biped","tech":"IS",
"engine":{"type":"is-engine-standard","rating":160},"gyro":"is-gyro-standard","cockpit":"is-cockpit-standard",
"structureType":"is-structure-standard","armorType":"is-armor-standard","heatSinks":{"count":10,"type":"is-heat-sink"},"walk":8,
"armor":{"HD":6,"CT":10,"LT":8,"RT":8,"LA":4,"RA":4,"LL":8,"RL":8},"rear":{"CT":2,"LT":2,"RT":2},
"slots":{"HD":["life-support","sensors","cockpit","","sensors","life-support"],"CT":["engine*3","gyro*4","engine*3","is-medium-laser","is-ammo-machine-gun:100"],
"LA":["shoulder","upper-arm","is-machine-gun"],"RA":["shoulder","upper-arm","is-machine-gun"],
"LL":["hip","upper-leg","lower-leg","foot"],"RL":["hip","upper-leg","lower-leg","foot"]},"source":"built-in"}`

func TestLoad(t *testing.T) {
	d, err := Load([]byte(locust))
	if err != nil {
		t.Fatal(err)
	}
	is, _ := d.Structure()
	if d.Name() != "Locust LCT-1V" || d.Run() != 12 || is != (classic.Structure{3, 6, 5, 5, 3, 3, 4, 4}) {
		t.Errorf("%s run %d structure %v", d.Name(), d.Run(), is)
	}
	b, err := Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Load(b)
	if err != nil {
		t.Fatal(err)
	}
	if b2, _ := Marshal(again); string(b2) != string(b) {
		t.Errorf("round trip changed the design:\n%s\n%s", b, b2)
	}
}

// TestMigrate: a version 1 design, which had no myomer field, loads as
// version 2 with the myomer its slots show; a version 2 design keeps its
// own and round-trips.
func TestMigrate(t *testing.T) {
	d, err := Load([]byte(locust))
	if err != nil {
		t.Fatal(err)
	}
	if d.Version != 2 || d.Myomer != StandardMyomer {
		t.Errorf("version 1 Locust: version %d, myomer %q; want 2, %q", d.Version, d.Myomer, StandardMyomer)
	}
	tsm := strings.Replace(locust, `"LL":["hip","upper-leg","lower-leg","foot"]`, `"LL":["hip","upper-leg","lower-leg","foot","is-triple-strength-myomer","is-triple-strength-myomer"]`, 1)
	d, err = Load([]byte(tsm))
	if err != nil {
		t.Fatal(err)
	}
	if d.Myomer != TSM {
		t.Errorf("version 1 with TSM slots: myomer %q, want %q", d.Myomer, TSM)
	}
	b, err := Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"version":2`) || !strings.Contains(string(b), `"myomer":"is-triple-strength-myomer"`) {
		t.Errorf("migrated design written as %s", b)
	}
	again, err := Load(b)
	if err != nil || again.Myomer != TSM {
		t.Errorf("version 2 reload: %v, myomer %q", err, again.Myomer)
	}
	unknown := strings.Replace(locust, `"version":1,`, `"version":2,"myomer":"?Industrial Triple-Strength",`, 1)
	if d, err := Load([]byte(unknown)); err != nil || d.Myomer != "?Industrial Triple-Strength" {
		t.Errorf("unknown myomer: %v, %q", err, d.Myomer)
	} else if u := d.Unknowns(); len(u) != 1 || u[0].Where != "myomer" {
		t.Errorf("unknown myomer not listed: %v", u)
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct{ name, edit, with, want string }{
		{"format", `"lancemate-mech"`, `"other"`, `format: "other" is not "lancemate-mech"`},
		{"newer", `"version":1`, `"version":3`, "version: 3 is newer than this app reads"},
		{"myomer in version 1", `"walk":8`, `"walk":8,"myomer":"standard"`, "a version 1 design has no myomer field"},
		{"version 2 without myomer", `"version":1`, `"version":2`, `myomer: "" is not "standard"`},
		{"TSM without slots", `"version":1,`, `"version":2,"myomer":"is-triple-strength-myomer",`, "myomer: triple-strength myomer, but no slot holds it"},
		{"unknown field", `"walk":8`, `"walk":8,"run":12`, `unknown field "run"`},
		{"armor key", `"HD":6,"CT":10`, `"XX":6,"CT":10`, `armor: unknown location "XX"`},
		{"armor missing", `"HD":6,"CT":10`, `"CT":10`, "armor.HD: missing"},
		{"mount syntax", `"is-medium-laser"`, `"Medium Laser"`, `slots.CT[3]: "Medium Laser"`},
		{"too much armor", `"LA":4`, `"LA":7`, "armor.LA: 7 is more than the maximum 6 for 20 tons"},
		{"torso armor", `"CT":2`, `"CT":3`, "armor.CT: 10 front + 3 rear is more than the maximum 12"},
		{"unknown id", `"is-medium-laser"`, `"is-medium-lazer"`, `slots.CT[3]: "is-medium-lazer" is not a catalogue id`},
		{"wrong span", `"engine*3","is-medium-laser"`, `"engine*3","is-medium-laser*2"`, "slots.CT[3]: is-medium-laser takes 1 slots, not 2"},
		{"overfull", `"is-ammo-machine-gun:100"]`, `"is-ammo-machine-gun:100","","",""]`, "slots.CT: 15 slots used, Center Torso has 12"},
		{"misplaced", `"LA":["shoulder"`, `"LA":["hip"`, "slots.LA[0]: hip does not belong in the Left Arm"},
		{"munition", `"is-ammo-machine-gun:100"`, `"is-ammo-machine-gun/is-munition-missile-inferno"`, "Missile – Inferno cannot be loaded by a Machine Gun"},
		{"tons", `"tons":20`, `"tons":22`, "tons: no standard internal structure for 22 tons"},
		{"engine type", `"is-engine-standard"`, `"is-gyro-standard"`, `engine.type: "is-gyro-standard" is not an id of the catalogue's Engines`},
		{"heat sinks", `"count":10`, `"count":-1`, "heatSinks.count: -1 is out of range"},
		{"tech", `"tech":"IS"`, `"tech":"Star League"`, `tech: "Star League" is not one of`},
		{"split", `"engine*3","is-medium-laser"`, `"engine*3","is-ppc*2 (S)"`, "the split parts of is-ppc take 2 slots in 1 locations"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(locust, tc.edit, tc.with, 1)
			if src == locust {
				t.Fatalf("edit %q not found", tc.edit)
			}
			_, err := Load([]byte(src))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

func TestValidateFieldErrors(t *testing.T) {
	err := Design{}.Validate()
	var fe *FieldError
	if !errors.As(err, &fe) {
		t.Fatalf("Validate of an empty design: %v, want *FieldError", err)
	}
	for _, field := range []string{"format:", "version:", "chassis:", "tech:", "engine.type:", "tons:", "slots:"} {
		if !strings.Contains(err.Error(), field) {
			t.Errorf("Validate of an empty design does not name %s: %v", field, err)
		}
	}
}

func TestUnknowns(t *testing.T) {
	d, err := Load([]byte(strings.Replace(strings.Replace(locust, `"is-engine-standard"`, `"?ICE Engine"`, 1), `"LA":["shoulder","upper-arm","is-machine-gun"]`, `"LA":["shoulder","upper-arm","?Searchlight"]`, 1)))
	if err != nil {
		t.Fatal(err)
	}
	got := d.Unknowns()
	want := []Unknown{{Where: "engine", Name: "ICE Engine"}, {Where: "Left Arm, slot 3", Name: "Searchlight"}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("Unknowns() = %v, want %v", got, want)
	}
}

// TestGameMunition checks that a bin's special munition reaches the game
// design (game.Component.Munition), which resolves Artemis IV missiles
// (003 L6880) and LB-X cluster munitions by it.
func TestGameMunition(t *testing.T) {
	src := strings.Replace(locust, `"is-ammo-machine-gun:100"`, `"is-ammo-srm-2/is-munition-missile-artemis-iv"`, 1)
	d, err := Load([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g, err := d.Game()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range g.Components {
		if c.ID == "is-ammo-srm-2" {
			found = true
			if c.Munition != "is-munition-missile-artemis-iv" || c.Kind != game.Ammo {
				t.Errorf("bin %+v: want munition is-munition-missile-artemis-iv", c)
			}
		}
	}
	if !found {
		t.Error("no SRM 2 bin")
	}
}

// TestGameCostClan checks that the book cost and the Clan tech base reach
// the game design, for the Solaris ledger's opponent (002 L271-272,
// 001 L1569): a Mixed Clan design is a Clan 'Mech.
func TestGameCostClan(t *testing.T) {
	for _, c := range []struct {
		tech Tech
		cost float64
		clan bool
	}{{InnerSphere, 1512345.6, false}, {Clan, 0, true}, {MixedClan, 2e6, true}, {MixedIS, 3e6, false}} {
		d, err := Load([]byte(locust))
		if err != nil {
			t.Fatal(err)
		}
		d.Tech, d.Cost = c.tech, c.cost
		g, err := d.Game()
		if err != nil {
			t.Fatal(err)
		}
		if want := int64(c.cost + 0.5); g.Cost != want || g.Clan != c.clan {
			t.Errorf("%s %.1f: cost %d clan %v, want %d %v", c.tech, c.cost, g.Cost, g.Clan, want, c.clan)
		}
	}
}

// TestQuickDecode: the one-pass reading takes only sound files, and reads
// them as the format's own reading does; anything else is left to decode,
// whose error says what is wrong.
func TestQuickDecode(t *testing.T) {
	for _, c := range []struct {
		name, data string
		ok         bool
	}{
		{"a design", locust, true},
		{"spaces after it", locust + " \n\t\r", true},
		{"a brace after it", locust + "}", false}, // the decoder's More would not see it
		{"an object after it", locust + "{}", false},
		{"another format", strings.Replace(locust, `"format":"lancemate-mech"`, `"format":"lancemate-mek"`, 1), false},
		{"a newer version", strings.Replace(locust, `"version":1`, fmt.Sprintf(`"version":%d`, Version+1), 1), false},
		{"version 0", strings.Replace(locust, `"version":1`, `"version":0`, 1), false},
		{"a version with a point", strings.Replace(locust, `"version":1`, `"version":1.0`, 1), false},
		{"an unknown field", strings.Replace(locust, `"tons":20`, `"tons":20,"mass":20`, 1), false},
		{"not JSON", "not json " + locust, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			q, ok := quickDecode([]byte(c.data))
			if ok != c.ok {
				t.Fatalf("quickDecode ok = %v, want %v", ok, c.ok)
			}
			if !ok {
				return
			}
			d, err := decode([]byte(c.data))
			if err != nil || !reflect.DeepEqual(q, d) {
				t.Fatalf("decode read it otherwise (%v):\n%+v\n%+v", err, q, d)
			}
		})
	}
}
