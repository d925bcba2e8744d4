package ssw

import (
	"errors"
	"strings"
	"testing"

	"lancemate/engine/classic"
	"lancemate/sheets/design"
)

// wasp is a Wasp WSP-1A typed in from its record sheet (TRO 3039).
const wasp = `<?xml version="1.0" encoding ="UTF-8"?>
<mech name="Wasp" model="WSP-1A" tons="20" omnimech="FALSE">
    <cost>1580000.5</cost>
    <rules_level>0</rules_level>
    <mech_type>BattleMech</mech_type>
    <techbase>Inner Sphere</techbase>
    <year>2638</year>
    <motive_type>Biped</motive_type>
    <structure techbase="2"><type>Standard Structure</type></structure>
    <engine rating="120" lsstart="-1" rsstart="-1" techbase="2">Fusion Engine</engine>
    <gyro techbase="2">Standard Gyro</gyro>
    <cockpit><type>Standard Cockpit</type></cockpit>
    <armor techbase="2">
        <type>Standard Armor</type>
        <hd>6</hd><ct>7</ct><ctr>3</ctr><lt>6</lt><ltr>2</ltr><rt>6</rt><rtr>2</rtr>
        <la>5</la><ra>5</ra><ll>6</ll><rl>6</rl>
    </armor>
    <baseloadout>
        <actuators lla="TRUE" lh="TRUE" rla="TRUE" rh="TRUE"/>
        <clancase>FALSE</clancase>
        <heatsinks number="10" techbase="2"><type>Single Heat Sink</type></heatsinks>
        <jumpjets number="6">
            <type>Standard Jump Jet</type>
            <location index="4">LL</location>
            <location index="5">LL</location>
            <location index="4">RL</location>
            <location index="5">RL</location>
            <location index="10">CT</location>
            <location index="11">CT</location>
        </jumpjets>
        <equipment><name>(IS) Medium Laser</name><location index="4">RA</location></equipment>
        <equipment><name>(IS) SRM-2</name><location index="0">LL</location><location index="4">LL</location></equipment>
        <equipment><name>(IS) @ SRM-2</name><location index="0">LT</location></equipment>
    </baseloadout>
</mech>`

func TestParseWasp(t *testing.T) {
	ds, err := Parse("Wasp WSP-1A.ssw", []byte(strings.Replace(wasp, `<location index="0">LL</location><location index="4">LL</location>`, `<location index="0">LT</location>`, 1)))
	if err == nil {
		t.Fatalf("SRM-2 and its ammo both at LT index 0: no error, %v", ds)
	}
	if !strings.Contains(err.Error(), "overlaps") || !strings.HasPrefix(err.Error(), "Wasp WSP-1A.ssw: <") {
		t.Errorf("error %v does not name the file, the element and the overlap", err)
	}
	src := strings.Replace(wasp, `<location index="0">LL</location><location index="4">LL</location>`, `<location index="1">LT</location>`, 1)
	ds, err = Parse("Wasp WSP-1A.ssw", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	d := ds[0]
	if d.Name() != "Wasp WSP-1A" || d.Walk != 6 || d.Jump != 6 || d.Cost != 1580000.5 {
		t.Errorf("%s walk %d jump %d cost %v", d.Name(), d.Walk, d.Jump, d.Cost)
	}
	if d.Armor != (design.Armor{6, 7, 6, 6, 5, 5, 6, 6}) || d.Rear != (design.RearArmor{CT: 3, LT: 2, RT: 2}) {
		t.Errorf("armor %v rear %+v", d.Armor, d.Rear)
	}
	var got []string
	for _, m := range d.Slots[classic.LeftLeg] {
		got = append(got, m.String())
	}
	if want := "hip upper-leg lower-leg foot is-jump-jet-standard is-jump-jet-standard"; strings.Join(got, " ") != want {
		t.Errorf("left leg %v, want %s", got, want)
	}
	got = got[:0]
	for _, m := range d.Slots[classic.CenterTorso] {
		got = append(got, m.String())
	}
	if want := "engine*3 gyro*4 engine*3 is-jump-jet-standard is-jump-jet-standard"; strings.Join(got, " ") != want {
		t.Errorf("center torso %v, want %s", got, want)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, edit, with, want string
		unsupported            bool
	}{
		{"superheavy", `tons="20"`, `tons="150"`, "<mech tons>: not supported yet: superheavy", true},
		{"tripod", "<motive_type>Biped", "<motive_type>Tripod", "<motive_type>: not supported yet: tripod", true},
		{"vehicle", "<mech_type>BattleMech", "<mech_type>Combat Vehicle", "<mech_type>: not supported yet: Combat Vehicle", true},
		{"bad tons", `tons="20"`, `tons="x"`, `<mech tons>: "x" is not a whole number`, false},
		{"bad armor", "<hd>6</hd>", "<hd>six</hd>", `<armor/hd>: "six" is not a number`, false},
		{"bad location", `index="4">RA`, `index="4">XX`, `location "XX" is not one of`, false},
		{"outside", `index="4">RA`, `index="12">RA`, "at RA index 12 does not fit in its 12 slots", false},
		{"malformed", "</mech>", "</mec>", "line 35: malformed XML: end tag </mec> does not match <mech> (line 2)", false},
		{"not ssw", `<mech name="Wasp"`, `<unit name="Wasp"`, "not a Solaris Skunk Werks file: the root element is <unit>, not <mech>", false},
		{"bad engine", `rating="120"`, `rating="999"`, `<engine rating>: "999" is not a rating`, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(wasp, tc.edit, tc.with, 1)
			if src == wasp {
				t.Fatalf("edit %q not found", tc.edit)
			}
			_, err := Parse("x.ssw", []byte(src))
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "x.ssw: ") {
				t.Fatalf("error %v, want one starting with the file name containing %q", err, tc.want)
			}
			if errors.Is(err, design.ErrUnsupported) != tc.unsupported {
				t.Errorf("errors.Is(err, ErrUnsupported) = %v", !tc.unsupported)
			}
		})
	}
}

func FuzzSSW(f *testing.F) {
	f.Add([]byte(wasp))
	f.Add([]byte(`<mech name="A" tons="30"><motive_type>Quad</motive_type><techbase>Clan</techbase><engine rating="150">XL Engine</engine></mech>`))
	f.Add([]byte(`<mech><loadout name="A"><equipment><name>(CL) ER PPC + PPC Capacitor</name><location index="0">RA</location></equipment></loadout></mech>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ds, err := Parse("fuzz.ssw", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.ssw: ") {
				t.Errorf("error does not name the file: %v", err)
			}
			return
		}
		for _, d := range ds {
			b, err := design.Marshal(d)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := design.Load(b); err != nil {
				t.Errorf("imported design does not load: %v", err)
			}
		}
	})
}
