package e2e

import (
	"strings"
	"testing"
)

// TestGameTwoTaps: every primary action of the game is at most two taps
// from the record sheet (issue 5). The controls that act at once are on
// the page as it opens; each tool's screen (damage, firing, physical
// attacks, movement, heat) opens with one tap on its tool, and its first
// control is then on screen. Each control found is visible, enabled and a
// tap target of 44 px or more, inside the phone's screen.
func TestGameTwoTaps(t *testing.T) {
	ctx, _, _ := twoMechGame(t)
	waitText(t, ctx, ".topbar h1", "Game")
	waitText(t, ctx, "#sheet h2", "Hunchback")
	for _, c := range []struct {
		action, tool, control string // tool: the tool tapped first, "" for none
	}{
		{"switch to another 'Mech", "", "#unit-1"},
		{"undo", "", "#undo"},
		{"redo", "", "#redo"},
		{"next phase", "", "#end-phase"},
		{"aim damage at a location of the sheet", "", "#loc-LT"},
		{"mark a critical slot hit", "", "#crits-RT button.slot"},
		{"mark a pilot hit", "", "#ph-inc"},
		{"mark heat", "", "#ht-inc"},
		{"roll initiative", "move", "#init-roll"},
		{"record movement", "move", "#move-go"},
		{"apply damage", "damage", "#hit-apply"},
		{"pick a weapon to fire", "fire", "button.wbtn"},
		{"make a physical attack", "phys", "#phys-go"},
		{"add outside heat", "heat", "#heat-add"},
	} {
		if c.tool != "" {
			click(t, ctx, "tool-"+c.tool)
		}
		got := eval[map[string]any](t, ctx, `(() => { const e = document.querySelector(`+quote(c.control)+`);
			if (!e) return {found: false};
			const r = e.getBoundingClientRect();
			return {found: true, disabled: !!e.disabled && `+quote(c.control)+` != "#redo",
				visible: e.offsetParent !== null, h: r.height, w: r.width, right: r.right, screen: innerWidth}; })()`)
		switch {
		case got["found"] != true:
			t.Errorf("%s: %s is not on the page after %d tap(s)", c.action, c.control, tapsFor(c.tool))
		case got["visible"] != true || got["disabled"] == true:
			t.Errorf("%s: %s is hidden or disabled: %v", c.action, c.control, got)
		case got["h"].(float64) < 44 || got["w"].(float64) < 44 || got["right"].(float64) > got["screen"].(float64):
			t.Errorf("%s: %s is %vx%v px ending at %v px; want 44 px or more inside the %v px screen", c.action, c.control, got["w"], got["h"], got["right"], got["screen"])
		}
	}
}

// tapsFor is the number of taps to a control: one more for its tool.
func tapsFor(tool string) int {
	if tool == "" {
		return 0
	}
	return 1
}

// TestGameAfterNavigation: leaving the game page for another section and
// coming back (without a reload) leaves one listener serving the page, so
// a tap applies its damage once and the sheet and history count it once.
func TestGameAfterNavigation(t *testing.T) {
	ctx, _, _ := twoMechGame(t)
	waitText(t, ctx, "#sheet h2", "Hunchback")
	for range 2 {
		click(t, ctx, "nav-sheets")
		waitText(t, ctx, ".topbar h1", "Sheets")
		click(t, ctx, "lib-game")
		waitText(t, ctx, "#sheet h2", "Hunchback")
	}
	before := text(t, ctx, "#history-h")
	click(t, ctx, "loc-LA")
	waitText(t, ctx, "#hit-apply", "5 damage → Left Arm")
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#sheet-LA", "Armor 11/16")
	if got := eval[string](t, ctx, `new Promise(ok => setTimeout(() => ok(document.getElementById("history-h").textContent), 300))`); got == before || !strings.Contains(got, "(3)") {
		t.Errorf("after one hit the history heading reads %q (before: %q)", got, before)
	}
	if got := text(t, ctx, "#sheet-LA"); !strings.Contains(got, "Armor 11/16") {
		t.Errorf("one tap of 5 damage left the arm at %q", got)
	}
}
