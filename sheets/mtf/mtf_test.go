package mtf

import (
	"errors"
	"strings"
	"testing"

	"lancemate/engine/classic"
	"lancemate/sheets/design"
)

// locust is a Locust LCT-1V typed in from its record sheet (TRO 3039).
const locust = `chassis:Locust
model:LCT-1V
Config:Biped
techbase:Inner Sphere
era:2499
rules level:1
mass:20
engine:160 Fusion Engine(IS)
structure:IS Standard
myomer:Standard
heat sinks:10 Single
walk mp:8
jump mp:0
armor:Standard(Inner Sphere)
LA armor:4
RA armor:4
LT armor:8
RT armor:8
CT armor:10
HD armor:6
LL armor:8
RL armor:8
RTL armor:2
RTR armor:2
RTC armor:2

Weapons:3
Medium Laser, Center Torso
Machine Gun, Left Arm
Machine Gun, Right Arm

Left Arm:
Shoulder
Upper Arm Actuator
Machine Gun
-Empty-

Right Arm:
Shoulder
Upper Arm Actuator
Machine Gun
-Empty-

Left Torso:
-Empty-

Right Torso:
-Empty-

Center Torso:
Fusion Engine
Fusion Engine
Fusion Engine
Gyro
Gyro
Gyro
Gyro
Fusion Engine
Fusion Engine
Fusion Engine
Medium Laser
IS Ammo MG - Half

Head:
Life Support
Sensors
Cockpit
-Empty-
Sensors
Life Support

Left Leg:
Hip
Upper Leg Actuator
Lower Leg Actuator
Foot Actuator

Right Leg:
Hip
Upper Leg Actuator
Lower Leg Actuator
Foot Actuator
`

func TestParseLocust(t *testing.T) {
	d, err := Parse("Locust LCT-1V.mtf", []byte(locust))
	if err != nil {
		t.Fatal(err)
	}
	if d.Name() != "Locust LCT-1V" || d.Tons != 20 || d.Walk != 8 || d.Run() != 12 || d.Jump != 0 {
		t.Errorf("got %s %dt %d/%d/%d", d.Name(), d.Tons, d.Walk, d.Run(), d.Jump)
	}
	if d.Armor != (design.Armor{6, 10, 8, 8, 4, 4, 8, 8}) || d.Rear != (design.RearArmor{CT: 2, LT: 2, RT: 2}) {
		t.Errorf("armor %v rear %+v", d.Armor, d.Rear)
	}
	if d.HeatSinks != (design.HeatSinks{Count: 10, Type: "is-heat-sink"}) || d.Engine != (design.Engine{Type: "is-engine-standard", Rating: 160}) {
		t.Errorf("heat sinks %+v engine %+v", d.HeatSinks, d.Engine)
	}
	want := []string{"engine*3", "gyro*4", "engine*3", "is-medium-laser", "is-ammo-machine-gun:100"}
	var got []string
	for _, m := range d.Slots[classic.CenterTorso] {
		got = append(got, m.String())
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("center torso %v, want %v", got, want)
	}
	if d.Source != "Locust LCT-1V.mtf" || d.Rules != design.Introductory || d.Year != 2499 {
		t.Errorf("source %q rules %q year %d", d.Source, d.Rules, d.Year)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, edit, with, want string
		unsupported            bool
	}{
		{"LAM", "Config:Biped", "Config:LAM", "line 3: not supported yet: land-air", true},
		{"tripod", "Config:Biped", "Config:Tripod", "line 3: not supported yet: tripod", true},
		{"QuadVee", "Config:Biped", "Config:QuadVee", "not supported yet: QuadVee", true},
		{"superheavy", "mass:20", "mass:150", "line 7: not supported yet: superheavy 'Mech (150 tons)", true},
		{"bad config", "Config:Biped", "Config:Wheeled", `line 3: config "Wheeled" is not`, false},
		{"bad mass", "mass:20", "mass:twenty", `line 7: mass "twenty" is not a whole number`, false},
		{"odd mass", "mass:20", "mass:22", "line 7: mass: no standard internal structure for 22 tons", false},
		{"bad armor", "LA armor:4", "LA armor:x", `line 15: la armor "x" is not a number of armor points`, false},
		{"too much armor", "LA armor:4", "LA armor:7", "armor.LA: 7 is more than the maximum 6 for 20 tons", false},
		{"missing walk", "walk mp:8\n", "", `no "walk mp:" line`, false},
		{"conflicting key", "mass:20\n", "mass:20\nmass:25\n", `line 8: mass is "25" here but "20" at line 7`, false},
		{"extra head slot", "Life Support\n\nLeft Leg", "Life Support\nMedium Laser\n\nLeft Leg", "line 71: slot 7 of the Head holds", false},
		{"second block", "Right Torso:\n-Empty-\n", "Right Torso:\n-Empty-\n\nRight Torso:\n", `second "Right Torso:" block`, false},
		{"too many slots", "Left Torso:\n-Empty-\n", "Left Torso:\n" + strings.Repeat("-Empty-\n", 13), "more than 12 slot lines", false},
		{"no block", "Right Leg:\nHip\n", "", `no "Right Leg:" block`, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(locust, tc.edit, tc.with, 1)
			if src == locust {
				t.Fatalf("edit %q not found", tc.edit)
			}
			_, err := Parse("x.mtf", []byte(src))
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "x.mtf: ") {
				t.Fatalf("error %v, want one starting with the file name containing %q", err, tc.want)
			}
			if errors.Is(err, design.ErrUnsupported) != tc.unsupported {
				t.Errorf("errors.Is(err, ErrUnsupported) = %v", !tc.unsupported)
			}
		})
	}
}

func TestParseRejectsInput(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"too large", []byte(strings.Repeat("a", design.MaxFileSize+1)), "more than"},
		{"binary", []byte("chassis:\x00\x01\x02"), "binary data"},
		{"empty", nil, `no "config:" line`},
		{"prose", []byte("The quick brown fox."), `no "config:" line`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Parse("x.mtf", tc.data); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

// TestRoundTrip: import, write our format, load it again: the same design.
func TestRoundTrip(t *testing.T) {
	d, err := Parse("Locust LCT-1V.mtf", []byte(locust))
	if err != nil {
		t.Fatal(err)
	}
	b, err := design.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	back, err := design.Load(b)
	if err != nil {
		t.Fatal(err)
	}
	b2, _ := design.Marshal(back)
	if string(b) != string(b2) {
		t.Errorf("round trip changed the design:\n%s\n%s", b, b2)
	}
}

func FuzzMTF(f *testing.F) {
	f.Add([]byte(locust))
	f.Add([]byte("chassis:X\nConfig:Quad\nmass:40\n\nFront Left Leg:\nHip\n"))
	f.Add([]byte("Config:Biped\nmass:\nWeapons:99999\n"))
	f.Add([]byte("Left Arm:\nISERPPC (R) (OMNIPOD)\nIS Ammo LRM-15 Artemis-capable\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Parse("fuzz.mtf", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.mtf: ") {
				t.Errorf("error does not name the file: %v", err)
			}
			return
		}
		if err := d.Validate(); err != nil {
			t.Errorf("Parse returned an invalid design: %v", err)
		}
		b, err := design.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := design.Load(b); err != nil {
			t.Errorf("imported design does not load: %v", err)
		}
	})
}
