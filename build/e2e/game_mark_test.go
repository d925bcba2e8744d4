package e2e

import (
	"fmt"
	"testing"
)

// TestGameMarks marks the record sheet by hand, as on paper, outside the
// phases: a pilot hit (with its Consciousness Roll queued), the heat
// level (the Walking MP lost follows; five marks in a row are one line of
// the history) and a shot spent from a bin, each with the − and + buttons
// of its sheet (tap targets of 44 px or more inside the phone's screen);
// undo takes them all back to the identical sheet, redo brings them back,
// and an offline reload keeps them.
func TestGameMarks(t *testing.T) {
	ctx, srv, dir := twoMechGame(t)
	click(t, ctx, "unit-0")
	waitText(t, ctx, "#sheet-name", "Hunchback HBK-4G")
	waitText(t, ctx, "#sheet-mp", "Walk 4 · Run 6")
	before := text(t, ctx, "#sheet")
	tp := &taps{t: t, ctx: ctx}

	// A pilot hit by hand: the track shows it and the roll is queued (3+
	// for 1 hit, 003 L3414).
	tp.tap("#sheet-pilot")
	tp.tap("#ph-inc")
	waitText(t, ctx, "#outcome", "pilot hit 1")
	waitText(t, ctx, "#mark-pilot", "Pilot hits 1")
	tp.tap("#sh-pilot-x")
	waitText(t, ctx, "#pending-badge", "1 roll")
	if n := eval[int](t, ctx, `document.querySelectorAll("#sheet-pilot .pt.on").length`); n != 1 {
		t.Errorf("%d pilot hits marked on the track, want 1", n)
	}

	// Heat 5 by hand: -1 Walking MP, run 5 (003 L3037, L3046).
	tp.tap("#sheet-heat")
	for i := range 5 {
		tp.tap("#ht-inc")
		waitText(t, ctx, "#mark-heat", fmt.Sprintf("Heat level %d", i+1))
	}
	waitText(t, ctx, "#outcome", "heat 4→5 by hand")
	tp.tap("#sh-heat-x")
	waitText(t, ctx, "#sheet-heat", "-1 MP")
	waitText(t, ctx, "#sheet-mp", "Walk 3 · Run 5")

	// A shot spent by hand, in the left torso's sheet.
	tp.tap("#loc-LT")
	bin := eval[string](t, ctx, `document.querySelector("#sheet-ammo .step").id`) // the first bin's −
	tp.tap("#" + bin)
	waitText(t, ctx, "#sheet-ammo", "Autocannon/20 Ammo (LT): 4/5 shots")
	tp.tap("#sh-loc-x")
	marked := text(t, ctx, "#sheet")

	// The history: the five heat marks are one line.
	tp.tap("#menu")
	waitText(t, ctx, "#history", "Hunchback: heat 0→5 by hand (5 marks)")
	waitText(t, ctx, "#history-h", "History (5)")
	tp.tap("#sh-menu-x")

	// Undo all seven marks: the identical sheet, no roll pending.
	for range 7 {
		tp.tap("#undo")
	}
	waitText(t, ctx, "#sheet-mp", "Walk 4 · Run 6")
	waitText(t, ctx, "#sheet-heat", "0")
	if got := text(t, ctx, "#sheet"); got != before {
		t.Errorf("after undo the sheet reads\n%s\nwant\n%s", got, before)
	}
	waitGone(t, ctx, "#pending-badge")
	tp.tap("#menu")
	for range 7 {
		tp.tap("#redo")
	}
	tp.tap("#sh-menu-x")
	waitText(t, ctx, "#sheet-mp", "Walk 3 · Run 5")
	reloadOffline(t, ctx, srv, dir)
	waitText(t, ctx, "#sheet-mp", "Walk 3 · Run 5")
	if got := text(t, ctx, "#sheet"); got != marked {
		t.Errorf("after the offline reload the sheet reads\n%s\nwant\n%s", got, marked)
	}
}
