package rolls

import (
	"strings"
	"testing"

	"lancemate/app/kit"
	"lancemate/app/kit/kittest"
	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"lancemate/app/store"
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

// My dice: each face is a button that says whether it is the one picked,
// the faces of a ten-sided die sit in rows of five, and the result region
// is in the page, live, before any roll.
func TestManualFaces(t *testing.T) {
	d := &DicePage{}
	d.OnInit()
	d.manual = true
	d.faces[0] = 3
	html := string(kit.Join(d.rollerParts()) + d.resultRegion())
	for attr, want := range map[string]string{
		`id="face-1-3"`: `aria-pressed="true"`,
		`id="face-1-4"`: `aria-pressed="false"`,
		`id="face-2-3"`: `aria-pressed="false"`,
		`id="result"`:   `aria-live="polite"`,
		`id="record"`:   `data-act="record"`,
	} {
		if tag := kittest.OpeningTag(html, attr); !strings.Contains(tag, want) {
			t.Errorf("%s: %q lacks %s", attr, tag, want)
		}
	}
	if tag := kittest.OpeningTag(html, `id="face-1-3"`); !strings.Contains(tag, `class="face on"`) {
		t.Errorf("the face picked is not marked: %s", tag)
	}
	if strings.Contains(html, "%!") || strings.Contains(html, `id="roll"`) {
		t.Errorf("manual roller: %s", html)
	}
	d.base = dice.D10
	d.resetFaces()
	if html := string(kit.Join(d.rollerParts())); !strings.Contains(html, `class="faces on"`) || !strings.Contains(html, `id="face-1-10"`) {
		t.Errorf("a ten-sided die's faces: %s", html)
	}
}

// The log shows the last 20 rolls with Show more, and all of them once
// more are asked for; its HTML is made again when a roll is added.
func TestLogShowsMore(t *testing.T) {
	sessiontest.Use(t, store.NewMemory(), dice.Seeded(1))
	d := &DicePage{}
	d.OnInit()
	if h := string(d.logHTML()); !strings.Contains(h, "Roll log (0)") || !strings.Contains(h, "No rolls yet.") {
		t.Errorf("empty log: %s", h)
	}
	for range 25 {
		if _, err := session.RecordRoll("PSR", 7, dice.TwoD6.Roll(session.Dice())); err != nil {
			t.Fatal(err)
		}
	}
	h := string(d.logHTML())
	if n := strings.Count(h, "<li>"); n != 20 || !strings.Contains(h, "Roll log (25)") || !strings.Contains(h, `id="log-more"`) {
		t.Errorf("25 rolls: %d shown, log %s", n, h)
	}
	d.shown += 50
	h = string(d.logHTML())
	if n := strings.Count(h, "<li>"); n != 25 || strings.Contains(h, `id="log-more"`) {
		t.Errorf("after Show more: %d shown, log %s", n, h)
	}
}
