package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestGameTwoTaps: every primary action of the game is at most two taps
// from the record sheet, each control a tap target of 44 px or more on
// the 360×640 screen, not covered by anything (taps: a pointer event at
// its middle). Each action is reached from the record sheet as it opens
// and the sheet it opened closed again.
func TestGameTwoTaps(t *testing.T) {
	ctx, _ := gameOnPhone(t, [2]string{"hunchback-hbk-4g", "Ana"}, [2]string{"atlas-as7-d", "Bo"})
	waitText(t, ctx, "#sheet-name", "Hunchback")
	atlas := false
	for _, c := range []struct {
		action, phase string   // phase: the phase the action is tried in
		path          []string // the taps, from the record sheet
	}{
		{"switch to another 'Mech", "Initiative", []string{"#unit-1", "#unit-0"}},
		{"open a location's detail", "Initiative", []string{"#loc-LT"}},
		{"apply damage to a location", "Initiative", []string{"#loc-RT", "#hit-apply"}},
		{"mark a critical slot hit", "Initiative", []string{"#loc-RT", "#crits-RT button.slot"}},
		{"undo", "Initiative", []string{"#undo"}},
		{"redo", "Initiative", []string{"#menu", "#redo"}},
		{"mark a pilot hit", "Initiative", []string{"#sheet-pilot", "#ph-inc"}},
		{"mark heat", "Initiative", []string{"#sheet-heat", "#ht-inc"}},
		{"see the rolls to make", "Initiative", []string{"#pending-badge"}},
		{"make a roll with the app's dice", "Initiative", []string{"#pending-badge", "#sh-rolls [id^=roll-]"}},
		{"open the history", "Initiative", []string{"#menu"}},
		{"damage entered by hand", "Initiative", []string{"#act-damage", "#hit-apply"}},
		{"add outside heat", "Initiative", []string{"#act-heat", "#heat-add"}},
		{"roll initiative and go on", "Initiative", []string{"#end-phase", "#next-app"}},
		{"record movement", "Movement", []string{"#act-move", "#move-go"}},
		{"next phase", "Movement", []string{"#end-phase", "#next-skip"}}, // the Hunchback has not moved
		{"fire one weapon", "Weapon Attack", []string{"#act-fire", "button.wq"}},
		{"pick a weapon to fire", "Weapon Attack", []string{"#act-fire", "button.wbtn"}},
		{"next phase", "Weapon Attack", []string{"#end-phase"}},
		{"make a physical attack", "Physical Attack", []string{"#act-phys", "#phys-go"}},
	} {
		waitText(t, ctx, "#turn", c.phase)
		if c.phase == "Movement" && !atlas {
			// From the Movement Phase on the Atlas acts (an untimed tap):
			// the Hunchback's pilot was hit, and the app's roll above
			// knocks them out one time in 36 (a 2 on the consciousness
			// roll), when the Hunchback can neither move nor fire.
			click(t, ctx, "unit-1")
			waitText(t, ctx, "#sheet-name", "Atlas")
			atlas = true
		}
		tp := &taps{t: t, ctx: ctx}
		for _, sel := range c.path {
			tp.tap(sel)
		}
		if tp.n > 2 {
			t.Errorf("%s: %d taps from the sheet", c.action, tp.n)
		}
		// Back to the record sheet: whatever opened is closed, a roll
		// asked for cancelled.
		for range 4 {
			id := eval[string](t, ctx, `(() => { for (const s of ["#need-cancel", "#card-done", ".bsheet-x"]) { const e = document.querySelector(s); if (e) return e.id; } return ""; })()`)
			if id == "" {
				break
			}
			click(t, ctx, id)
		}
		waitGone(t, ctx, ".bsheet")
	}
}

// TestGameTapCounts counts the taps of the acceptance from the
// record sheet, at 360×640: 5 damage to a chosen location (at most 3),
// one weapon fired at the only enemy with the player's own dice typed in
// (at most 6, a hit with its location), and a queued PSR made with the
// app's roll (at most 2). The dice sheet is on the screen at every prompt
// and each outcome shows without scrolling.
func TestGameTapCounts(t *testing.T) {
	ctx, _ := gameOnPhone(t, [2]string{"hunchback-hbk-4g", "Ana"}, [2]string{"atlas-as7-d", "Bo"})
	waitText(t, ctx, "#sheet-name", "Hunchback")

	// 5 damage to the Atlas's right torso.
	tp := &taps{t: t, ctx: ctx}
	tp.tap("#unit-1")
	tp.tap("#loc-RT")
	tp.tap("#hit-apply")
	waitText(t, ctx, "#outcome", "5 damage, right torso armor 32→27")
	onScreen(t, ctx, "#outcome")
	if tp.n > 3 {
		t.Errorf("5 damage to a chosen location took %d taps, want at most 3", tp.n)
	}
	click(t, ctx, "sh-loc-x")
	waitArmor(t, ctx, "RT", "27")

	// To the Weapon Attack Phase (the initiative skipped), then the
	// Hunchback fires its AC/20 at the Atlas: 8 hits, 7 strikes the
	// centre torso.
	click(t, ctx, "unit-0")
	click(t, ctx, "end-phase")
	click(t, ctx, "next-skip")
	click(t, ctx, "end-phase")
	click(t, ctx, "next-skip") // the units not moved: the phase ends anyway
	waitText(t, ctx, "#turn", "Weapon Attack")
	tp = &taps{t: t, ctx: ctx}
	tp.tap("#act-fire")
	tp.tap("#wq-12")
	tp.dice("Autocannon/20 attack roll at Atlas", 4, 4)
	onScreen(t, ctx, "#dice-last")
	waitText(t, ctx, "#dice-last", "8 (4+4) vs 4+ — hit")
	tp.dice("Autocannon/20 hit location", 3, 4)
	waitText(t, ctx, "#sh-dice", "Attack recorded")
	onScreen(t, ctx, "#outcome")
	waitText(t, ctx, "#outcome", "Atlas: 20 damage, center torso armor 47→27")
	if tp.n > 6 {
		t.Errorf("firing one weapon with typed dice took %d taps, want at most 6", tp.n)
	}
	click(t, ctx, "card-done")
	waitGone(t, ctx, "#sh-dice")

	// A PSR marked for the Atlas (it entered ice), made with the app's
	// roll.
	click(t, ctx, "unit-1")
	click(t, ctx, "undo") // back to the Movement Phase for the PSR
	click(t, ctx, "undo")
	waitText(t, ctx, "#turn", "Movement")
	click(t, ctx, "act-move")
	click(t, ctx, "move-psr")
	click(t, ctx, "psr-ice")
	waitText(t, ctx, "#pending-badge", "1 roll")
	tp = &taps{t: t, ctx: ctx}
	tp.tap("#pending-badge")
	tp.tap("#sh-rolls [id^=roll-]")
	waitText(t, ctx, "#sh-dice", "Roll made")
	onScreen(t, ctx, "#outcome")
	if got := text(t, ctx, "#outcome"); !strings.Contains(got, "PSR") {
		t.Errorf("the PSR's outcome reads %q", got)
	}
	if tp.n > 2 {
		t.Errorf("the PSR with the app's roll took %d taps, want at most 2", tp.n)
	}
}

// TestGameAfterNavigation: leaving the game page for another section and
// coming back (without a reload) leaves one listener serving the page, so
// a tap applies its damage once and the sheet and history count it once.
func TestGameAfterNavigation(t *testing.T) {
	ctx, _, _ := twoMechGame(t)
	waitText(t, ctx, "#sheet-name", "Hunchback")
	for range 2 {
		click(t, ctx, "nav-sheets")
		waitText(t, ctx, ".topbar h1", "Sheets")
		click(t, ctx, "nav-game")
		waitText(t, ctx, "#sheet-name", "Hunchback")
	}
	click(t, ctx, "loc-LA")
	waitText(t, ctx, "#hit-apply", "5 damage → Left Arm")
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#outcome", "left arm armor 16→11")
	click(t, ctx, "sh-loc-x")
	waitArmor(t, ctx, "LA", "11")
	click(t, ctx, "menu")
	if got := eval[string](t, ctx, `new Promise(ok => setTimeout(() => ok(document.getElementById("history-h").textContent), 300))`); got != "History (3)" {
		t.Errorf("after one hit the history heading reads %q", got)
	}
}

// TestGameKeepsFocus: after a tap that changes the page (switching
// 'Mechs, a stepper, undo, the next phase), the focus is still on the
// control tapped, not on the page's body: a keyboard or switch user goes
// on from where they were; a sheet that opens takes the focus.
func TestGameKeepsFocus(t *testing.T) {
	ctx, _ := gameOnPhone(t, [2]string{"hunchback-hbk-4g", "Ana"}, [2]string{"atlas-as7-d", "Bo"})
	waitText(t, ctx, "#sheet-name", "Hunchback")
	focusStays(t, ctx, "unit-1", func() { waitText(t, ctx, "#sheet-name", "Atlas") })
	click(t, ctx, "loc-RT")
	before := eval[string](t, ctx, `document.getElementById("dmg").value`)
	focusStays(t, ctx, "dmg-inc", func() {
		waitAttrNot(t, ctx, "dmg", before)
	})
	click(t, ctx, "hit-apply")
	closeSheets(t, ctx)
	focusStays(t, ctx, "undo", func() { time.Sleep(300 * time.Millisecond) })
	// Next phase in the Initiative Phase asks first, in a sheet: the
	// focus moves into the sheet (a dialog), to its heading.
	tap(t, ctx, "end-phase")
	waitFor(t, ctx, "#next-skip, #next-app")
	time.Sleep(200 * time.Millisecond)
	if got := focused(t, ctx); !strings.HasPrefix(got, "sh-") {
		t.Errorf("Next phase opened its question, but the focus is on %q, not in the sheet", got)
	}
}

// waitAttrNot waits until an input's value differs from before.
func waitAttrNot(t *testing.T, ctx context.Context, id, before string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById(`+quote(id)+`).value !== `+quote(before),
		chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("#%s still holds %q: %v", id, before, err)
	}
}

// TestGameEditsMatchAFreshPage: a tap changes the record sheet by editing
// the texts and attributes that changed (kit.Patch.Change, lmPatch's
// edit) rather than parsing the parts again. After hits on two 'Mechs,
// undo, redo and switching between them, the page is the same, node for
// node, as the page written afresh from the same game.
func TestGameEditsMatchAFreshPage(t *testing.T) {
	ctx, _, _ := twoMechGame(t)
	waitText(t, ctx, "#sheet-name", "Hunchback")
	eval[bool](t, ctx, `(() => { const patch = self.lmPatch; self.lmEdits = 0; self.lmEditsFailed = "";
		self.lmPatch = (ops, html) => {
			self.lmEdits += ops.split("\x1e").filter((o) => o[0] == "d").length;
			const failed = patch(ops, html);
			self.lmEditsFailed += failed;
			return failed;
		};
		return true; })()`)
	hit := func(loc, armor string) {
		t.Helper()
		click(t, ctx, "loc-"+loc)
		waitFor(t, ctx, "#hit-apply")
		click(t, ctx, "hit-apply")
		waitArmor(t, ctx, loc, armor)
	}
	hit("LA", "11")
	hit("LA", "6")
	hit("RT", "15")
	click(t, ctx, "sh-loc-x")
	click(t, ctx, "unit-1")
	waitText(t, ctx, "#sheet-name", "Atlas")
	hit("LL", "36")
	click(t, ctx, "out-undo")
	waitArmor(t, ctx, "LL", "41")
	closeSheets(t, ctx)
	click(t, ctx, "menu")
	click(t, ctx, "redo")
	closeSheets(t, ctx)
	waitArmor(t, ctx, "LL", "36")
	click(t, ctx, "unit-0")
	waitText(t, ctx, "#sheet-name", "Hunchback")
	hit("LA", "1")
	closeSheets(t, ctx)
	if n := eval[int](t, ctx, `self.lmEdits`); n < 10 {
		t.Errorf("%d parts edited in place over 6 hits, an undo and a redo: the taps replaced them instead", n)
	}
	if failed := eval[string](t, ctx, `self.lmEditsFailed`); failed != "" {
		t.Errorf("edits refused by the page (a node not as the old HTML had it): %q", failed)
	}
	views := `JSON.stringify(["units", "sheet", "controls"].map((id) => document.getElementById(id).innerHTML))`
	edited := eval[string](t, ctx, views)
	click(t, ctx, "nav-sheets")
	waitText(t, ctx, ".topbar h1", "Sheets")
	click(t, ctx, "nav-game")
	waitText(t, ctx, "#sheet-name", "Hunchback")
	waitArmor(t, ctx, "LA", "1")
	if fresh := eval[string](t, ctx, views); fresh != edited {
		t.Errorf("the page after the taps differs from the page written afresh:\nafter the taps: %s\nafresh:         %s", edited, fresh)
	}
}
