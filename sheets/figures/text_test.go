package figures

import (
	"reflect"
	"strings"
	"testing"
)

// TestSpread: typed digits fill a field while the value stays in its
// range, then move on; other characters end a value; a separator with
// nothing typed skips a field.
func TestSpread(t *testing.T) {
	for _, tt := range []struct {
		text  string
		first int
		vals  []string
		open  bool
	}{
		{"43101017", 0, []string{"4", "3", "10", "10", "17"}, false},
		{"4", 0, []string{"4"}, false},       // 40 > 10: primary is done
		{"1", 0, []string{"1"}, true},        // 10 is a primary damage
		{"10", 0, []string{"10"}, false},     // 100 > 10
		{"12", 0, []string{"1", "2"}, false}, // 12 > 10: the 2 is the secondary
		{"1 0", 0, []string{"1", "0"}, false},
		{"0", 0, []string{"0"}, false}, // no value starts with 0
		{"2", 2, []string{"2"}, true},  // speed 20 is allowed
		{"28", 2, []string{"2", "8"}, false},
		{"1", 4, []string{"1"}, true},    // defense 1x
		{"17", 4, []string{"17"}, false}, // 170 > 30
		{"175", 4, []string{"17", "5"}, false},
		{"3", 5, []string{"3"}, false}, // field 5 is the next click's primary
		{" 9", 0, []string{"", "9"}, false},
		{"  ", 0, []string{"", ""}, false},
		{"4,3/8", 0, []string{"4", "3", "8"}, false},
		{"", 0, nil, false},
	} {
		vals, open := Spread(tt.text, tt.first)
		if !reflect.DeepEqual(vals, tt.vals) || open != tt.open {
			t.Errorf("Spread(%q, %d) = %q, %v; want %q, %v", tt.text, tt.first, vals, open, tt.vals, tt.open)
		}
	}
}

// TestParseDial reads clicks in the forms players write them, adds the
// bullet holes, reads the heat dial, and names the line of a mistake.
func TestParseDial(t *testing.T) {
	combat, heat, err := ParseDial("1: 4 3 8 10 18\n2. 4,3,8,10,18 ▲\n\n3) 43710 17\n 2 1 5 8 15\nheat:\nS S S\n- +1 -\nR | R | ☢\n")
	if err != nil {
		t.Fatal(err)
	}
	want := []Click{{Primary: 4, Secondary: 3, Speed: 8, Attack: 10, Defense: 18}, {Primary: 4, Secondary: 3, Speed: 8, Attack: 10, Defense: 18, RepairMarker: true},
		{Primary: 4, Secondary: 3, Speed: 7, Attack: 10, Defense: 17}, {Primary: 2, Secondary: 1, Speed: 5, Attack: 8, Defense: 15}, {KO: true}}
	if !reflect.DeepEqual(combat, want) {
		t.Errorf("combat %+v\nwant %+v", combat, want)
	}
	if wantHeat := [][3]string{{"S", "S", "S"}, {"", "+1", ""}, {"R", "R", "R"}}; !reflect.DeepEqual(heat, wantHeat) {
		t.Errorf("heat %q, want %q", heat, wantHeat)
	}
	if c, h, err := ParseDial("3 2 6 9 16\nKO\n"); err != nil || len(c) != 2 || !c[1].KO || h != nil {
		t.Errorf("with KO written: %+v %q %v", c, h, err)
	}
	for _, tt := range []struct{ text, want string }{
		{"4 3 8 10\n", "line 1: 4 numbers, want 5"},
		{"4 3 8 10 18\n4 3 8 10 44\n", "line 2: defense must be 0-30, not 44"},
		{"4 3 8 10 18\nfour 3 8 10 18\n", "line 2: \"four 3 8 10 18\" is not five numbers"},
		{"4 3 8 10 18\n●●●\n4 3 8 10 18\n", "line 3: the three bullet holes are the last click"},
		{"KO\n", "line 1: the three bullet holes come after"},
		{"heat\nS S S\n", "no clicks"},
		{"4 3 8 10 18\nheat\nS S\n", "line 3: 2 cells, want 3"},
		{"4 3 8 10 18\nheat\nS +x S\n", "line 3: cell 2: \"+x\" is not a number"},
	} {
		if _, _, err := ParseDial(tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseDial(%q) = %v, want %q", tt.text, err, tt.want)
		}
	}
}

// TestDialTextRoundTrip: what DialText writes, ParseDial reads back.
func TestDialTextRoundTrip(t *testing.T) {
	f := Figure{
		Combat: []Click{{Primary: 10, Secondary: 0, Speed: 12, Attack: 11, Defense: 17}, {Primary: 1, Secondary: 0, Speed: 1, Attack: 7, Defense: 3, RepairMarker: true}, {KO: true}},
		Heat:   [][3]string{{"S", "S", "S"}, {"", "-2", "shutdown"}, {"R", "R", "R"}},
	}
	text := f.DialText()
	combat, heat, err := ParseDial(text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if !reflect.DeepEqual(combat, f.Combat) || !reflect.DeepEqual(heat, f.Heat) {
		t.Errorf("round trip of\n%s\ngave %+v %q", text, combat, heat)
	}
}
