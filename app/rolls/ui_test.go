package rolls

import (
	"strings"
	"testing"

	"lancemate/app/kit/kittest"
	"lancemate/engine/dice"
)

func TestDicePageRenders(t *testing.T) {
	html := kittest.Render(t, &DicePage{})
	for _, want := range []string{
		`id="roll"`, "Roll 2D6", `id="expr-1d10"`, `id="tn-inc"`, `id="mode-manual"`,
		"2D6: 2 to 12, average 7.0", "Roll log (0)",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("dice page lacks %q", want)
		}
	}
	if tag := kittest.OpeningTag(html, `id="nav-dice"`); !strings.Contains(tag, `class="navitem on"`) {
		t.Errorf("dice not marked active in the nav: %s", tag)
	}
	if tag := kittest.OpeningTag(html, `id="nav-settings"`); !strings.Contains(tag, `class="navitem"`) {
		t.Errorf("settings marked active on the dice page: %s", tag)
	}
}

func TestChanceText(t *testing.T) {
	tests := []struct {
		e      dice.Expr
		target int
		want   string
	}{
		{dice.TwoD6, 7, "Chance of 7+ on 2D6:"},
		{dice.TwoD6, 7, "<strong>58.3%</strong>"},
		{dice.TwoD6, 7, "(7/12)"},
		{dice.TwoD6, 13, "<strong>0%</strong>"},
		{dice.Expr{Count: 3, Sides: 6, Mod: 2}, 2, "<strong>100%</strong>"},
		{dice.D10, 0, "1D10: 1 to 10, average 5.5"},
	}
	for _, tt := range tests {
		if got := string(chanceText(tt.e, tt.target)); !strings.Contains(got, tt.want) {
			t.Errorf("chanceText(%v, %d) = %s, want %q", tt.e, tt.target, got, tt.want)
		}
	}
}
