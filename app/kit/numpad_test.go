package kit

import (
	"strings"
	"testing"
)

// PadPress types a number key by key, never past its digits, and its
// delete and clear keys undo them.
func TestPadPress(t *testing.T) {
	for _, tt := range []struct {
		keys []string
		want string
	}{
		{[]string{"4", "5"}, "45"},
		{[]string{"0", "7"}, "7"},
		{[]string{"1", "2", "3", "4"}, "123"},
		{[]string{"4", "5", "back"}, "4"},
		{[]string{"back", "back"}, ""},
		{[]string{"9", "clear", "2"}, "2"},
		{[]string{"x", "12", "3"}, "3"},
	} {
		v := ""
		for _, k := range tt.keys {
			v = PadPress(v, k, 3)
		}
		if v != tt.want {
			t.Errorf("%v: %q, want %q", tt.keys, v, tt.want)
		}
	}
}

// NumPad shows the number held and names its keys.
func TestNumPad(t *testing.T) {
	var w Writer
	NumPad(&w, "dmg", "Damage <in a phase>", "45")
	h := string(w.HTML())
	for _, want := range []string{`id="dmg-val" aria-labelledby="dmg-lbl">45</output>`, `id="dmg-pad-4" data-act="pad" data-k="dmg" data-v="4"`,
		`aria-label="Delete a digit: Damage &lt;in a phase&gt;"`, `id="dmg-pad-clear"`} {
		if !strings.Contains(h, want) {
			t.Errorf("lacks %s in\n%s", want, h)
		}
	}
	if strings.Count(h, `class="pad"`) != 12 {
		t.Errorf("want 12 keys:\n%s", h)
	}
	w.Reset()
	NumPad(&w, "dmg", "Damage", "")
	if !strings.Contains(string(w.HTML()), `>–</output>`) {
		t.Errorf("an empty number shows no dash: %s", w.HTML())
	}
}
