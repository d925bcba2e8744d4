package e2e

import (
	"fmt"
	"testing"
)

// TestGameMarks marks the record sheet by hand, as on paper, outside the
// phases: a pilot hit (with its Consciousness Roll queued), the heat
// level (the Walking MP lost follows) and a shot spent from a bin, each
// with the sheet's − and + buttons (tap targets of 44 px or more inside
// the phone's screen); undo takes them all back to the identical sheet,
// redo brings them back, and an offline reload keeps them.
func TestGameMarks(t *testing.T) {
	ctx, srv, dir := twoMechGame(t)
	click(t, ctx, "unit-0")
	waitText(t, ctx, "#sheet h2", "Hunchback HBK-4G")
	waitText(t, ctx, "#sheet-mp", "Walk 4 · Run 6")
	before, events := text(t, ctx, "#sheet"), eval[int](t, ctx, `document.querySelectorAll("#history .hist").length`)
	// step taps id and waits until the history holds n more events than
	// before the marks.
	step := func(id string, n int) {
		t.Helper()
		click(t, ctx, id)
		waitText(t, ctx, "#history-h", fmt.Sprintf("History (%d)", events+n))
	}
	bin := eval[string](t, ctx, `document.querySelector("#sheet-ammo .step").id`) // the first bin's −
	for _, id := range []string{"ph-dec", "ph-inc", "ht-dec", "ht-inc", bin} {
		box := eval[[]float64](t, ctx, `(() => { const r = document.getElementById(`+quote(id)+`).getBoundingClientRect();
			return [r.width, r.height, r.left, r.right, window.innerWidth]; })()`)
		if box[0] < 44 || box[1] < 44 || box[2] < 0 || box[3] > box[4] {
			t.Errorf("#%s is %.0f×%.0f px from %.0f to %.0f on a %.0f px screen", id, box[0], box[1], box[2], box[3], box[4])
		}
	}
	onHits := `document.querySelectorAll("#sheet-pilot td.on").length`

	// A pilot hit by hand: the track shows it and the roll is queued (3+
	// for 1 hit, 003 L3414).
	step("ph-inc", 1)
	waitText(t, ctx, "#pending", "Consciousness roll 3+")
	if n := eval[int](t, ctx, onHits); n != 1 {
		t.Errorf("%d pilot hits marked on the track, want 1", n)
	}
	waitText(t, ctx, "#history", "Hunchback: pilot hit 1")

	// Heat 5 by hand: -1 Walking MP, run 5 (003 L3037, L3046).
	for i := range 5 {
		step("ht-inc", 2+i)
	}
	waitText(t, ctx, "#sheet-heat", "Heat 5")
	waitText(t, ctx, "#sheet-heat", "-1 Walking MP")
	waitText(t, ctx, "#sheet-mp", "Walk 3 · Run 5")
	waitText(t, ctx, "#history", "heat 4→5 by hand")

	// A shot spent by hand.
	step(bin, 7)
	waitText(t, ctx, "#sheet-ammo", "Autocannon/20 Ammo (LT): 4/5 shots")
	waitText(t, ctx, "#history", "shots 5→4 by hand")
	marked := text(t, ctx, "#sheet")

	// Undo all seven marks: the identical sheet, no roll pending.
	for i := range 7 {
		step("undo", 6-i)
	}
	waitText(t, ctx, "#sheet-mp", "Walk 4 · Run 6")
	waitText(t, ctx, "#sheet-heat", "Heat 0")
	if got := text(t, ctx, "#sheet"); got != before {
		t.Errorf("after undo the sheet reads\n%s\nwant\n%s", got, before)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#pending").length`); n != 0 {
		t.Error("a roll is still pending after undo")
	}
	for i := range 7 {
		step("redo", i+1)
	}
	waitText(t, ctx, "#sheet-ammo", "4/5 shots")
	reloadOffline(t, ctx, srv, dir)
	waitText(t, ctx, "#sheet-ammo", "4/5 shots")
	if got := text(t, ctx, "#sheet"); got != marked {
		t.Errorf("after the offline reload the sheet reads\n%s\nwant\n%s", got, marked)
	}
}
