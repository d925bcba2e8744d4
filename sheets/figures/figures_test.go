package figures

import (
	"encoding/json"
	"strings"
	"testing"

	"lancemate/engine/clicks"
)

const atlas = `{"format":"lancemate-figure","version":1,"name":"Atlas","set":"Test","number":"001","points":250,
 "faction":"Steiner","unique":true,
 "primary":{"type":"ballistic","targets":1,"min":0,"max":10},
 "secondary":{"type":"energy","targets":2,"min":0,"max":8},
 "vent":2,
 "combat":[
  {"primary":5,"secondary":3,"speed":6,"attack":10,"defense":17,"se":[{"area":"defense","name":"Hardened Armor","color":"grey"}]},
  {"primary":5,"secondary":3,"speed":6,"attack":10,"defense":17,"repair_marker":true},
  {"primary":4,"secondary":2,"speed":4,"attack":9,"defense":16,"se":[{"area":"attack","name":"Salvage"}]},
  {"primary":0,"secondary":0,"speed":0,"attack":0,"defense":0,"ko":true}],
 "heat":[["S","S","S"],["","+1","-1"],["ammo","","restart"],["R","R","R"]]}`

func TestParseFigureAndEngine(t *testing.T) {
	f, err := ParseFigure([]byte(atlas))
	if err != nil {
		t.Fatal(err)
	}
	e := f.Engine()
	if err := e.Validate(); err != nil {
		t.Fatal(err)
	}
	if e.ClassOf() != 4 || e.Primary.Energy || !e.Secondary.Energy || !e.Combat[3].Eliminated || !e.Combat[1].RepairMarker {
		t.Errorf("engine figure %+v", e)
	}
	if h := e.Heat[1]; h[1].Mod != 1 || h[2].Mod != -1 || !e.Heat[0][0].Start || e.Heat[2][0].Effect != "ammo" || !e.Heat[3][2].Radioactive {
		t.Errorf("heat dial %+v", e.Heat)
	}
	// The converted figure plays: it joins a match.
	j := clicks.NewJournal()
	if err := j.Apply(&clicks.AddMech{ID: "a", Figure: e}); err != nil {
		t.Fatal(err)
	}
}

func TestIndustrialByName(t *testing.T) {
	f := Figure{Name: "Dragons Fury ForestryMech MOD"}
	if e := f.Engine(); !e.Industrial || !e.MOD || e.ClassOf() != 0 {
		t.Errorf("industrial flags %+v", e)
	}
}

func TestRoundTrip(t *testing.T) {
	f, err := ParseFigure([]byte(atlas))
	if err != nil {
		t.Fatal(err)
	}
	set := &Set{Name: "Group set", Effects: DefaultHeatEffects(), Figures: []Figure{*f}}
	b, err := MarshalSet(set)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseSet(b)
	if err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	b2, _ := MarshalSet(back)
	if string(b) != string(b2) {
		t.Errorf("set round trip differs:\n%s\n%s", b, b2)
	}
	one, _ := MarshalFigure(f)
	g, err := ParseFigure(one)
	if err != nil {
		t.Fatal(err)
	}
	x, _ := json.Marshal(f)
	y, _ := json.Marshal(g)
	if string(x) != string(y) {
		t.Errorf("figure round trip differs")
	}
}

func TestValidationMessages(t *testing.T) {
	for _, tt := range []struct {
		name, from, to, want string
	}{
		{"format", `"lancemate-figure"`, `"other"`, `format: "other" is not "lancemate-figure"`},
		{"version", `"version":1`, `"version":7`, `version: 7 is not supported`},
		{"speed", `"speed":4`, `"speed":44`, `figure "Atlas": combat click 3: speed must be 0-20, not 44`},
		{"ko", `"ko":true`, `"ko":false`, `figure "Atlas": combat click 4: only the last click`},
		{"weapon type", `"type":"ballistic"`, `"type":"laser"`, `figure "Atlas": primary weapon: type must be "energy" or "ballistic"`},
		{"min range", `"min":0,"max":8`, `"min":9,"max":8`, `figure "Atlas": secondary weapon: min range must be 0-8, not 9`},
		{"area", `"area":"defense"`, `"area":"legs"`, `figure "Atlas": combat click 1: special equipment "Hardened Armor": area must be`},
		{"heat number", `"+1"`, `"+x"`, `figure "Atlas": heat click 2, secondary cell: "+x" is not a number`},
		{"heat effect", `"ammo"`, `"boom"`, `figure "Atlas": heat click 3, primary cell: no heat effect "boom"`},
		{"start", `"restart"`, `"S"`, `figure "Atlas": heat click 3, speed cell: start squares only on the first click`},
		{"points", `"points":250`, `"points":0`, `figure "Atlas": points must be 1-999, not 0`},
	} {
		src := strings.Replace(atlas, tt.from, tt.to, 1)
		if src == atlas {
			t.Fatalf("%s: %q not in the sample", tt.name, tt.from)
		}
		_, err := ParseFigure([]byte(src))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error = %v, want %q", tt.name, err, tt.want)
		}
	}
}

func TestSetValidation(t *testing.T) {
	f, _ := ParseFigure([]byte(atlas))
	set := &Set{Format: SetFormat, Version: 1, Figures: []Figure{*f, *f},
		Effects: []clicks.HeatEffect{{ID: "ammo", Name: "Ammo", Die: 6, Target: 9}, {ID: "ammo", Name: "x"}, {ID: "R"}}}
	err := set.Validate()
	for _, want := range []string{
		`heat effect 1 "ammo": target must be 1-6, not 9`,
		`heat effect 2 "ammo": id used twice`,
		`heat effect 3 "R": id must be set`,
		`heat effect 3 "R": name is empty`,
		`figure "Atlas": name used twice in the set`,
		`figure "Atlas": heat click 3, speed cell: no heat effect "restart"`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("set error = %v, want %q", err, want)
		}
	}
}

// The default catalogue is valid and every effect is one the engine can
// roll or apply.
func TestDefaultHeatEffects(t *testing.T) {
	set := &Set{Format: SetFormat, Version: 1, Effects: DefaultHeatEffects()}
	if err := set.Validate(); err != nil {
		t.Fatal(err)
	}
}
