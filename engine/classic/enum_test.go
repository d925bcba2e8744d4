package classic

import (
	"encoding/json"
	"testing"
)

func TestEnumJSON(t *testing.T) {
	type rec struct {
		C Config    `json:"c"`
		D Direction `json:"d"`
		H Hit       `json:"h"`
	}
	in := rec{Quad, Rear, Hit{Location: CenterTorso, Rear: true, CritChance: true}}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"c":"quad","d":"rear","h":{"location":"CT","rear":true,"critChance":true}}`
	if string(b) != want {
		t.Errorf("got %s, want %s", b, want)
	}
	var out rec
	if err := json.Unmarshal(b, &out); err != nil || out != in {
		t.Errorf("round trip = %+v, %v", out, err)
	}
	if err := json.Unmarshal([]byte(`{"d":"up"}`), &out); err == nil {
		t.Error("unknown direction: want error")
	}
	if _, err := json.Marshal(Direction(7)); err == nil {
		t.Error("marshal invalid direction: want error")
	}
	if Direction(7).String() != "Direction(7)" {
		t.Errorf("String of invalid = %q", Direction(7).String())
	}
}
