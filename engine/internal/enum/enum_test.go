package enum

import "testing"

type color int

var colorNames = []string{"red", "green"}

func TestEnum(t *testing.T) {
	if Name(color(1), colorNames, "Color") != "green" || Name(color(5), colorNames, "Color") != "Color(5)" {
		t.Error("Name")
	}
	if b, err := Text(color(0), colorNames, "color"); err != nil || string(b) != "red" {
		t.Errorf("Text = %q, %v", b, err)
	}
	if _, err := Text(color(-1), colorNames, "color"); err == nil {
		t.Error("Text of an unnamed value: want error")
	}
	if c, err := Parse[color]([]byte("green"), colorNames, "color"); err != nil || c != 1 {
		t.Errorf("Parse = %d, %v", c, err)
	}
	if _, err := Parse[color]([]byte("blue"), colorNames, "color"); err == nil || err.Error() != `unknown color "blue" (want one of [red green])` {
		t.Errorf("Parse of an unknown name: %v", err)
	}
}
