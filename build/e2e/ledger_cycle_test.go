package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestLedgerCycleAndArena is issue 32's League event day bullets: the
// add-stable form is blank after Confirm; buying a 'Mech in the Off Board
// Cycle leaves the abilities panel in place, saying which rule closed it
// and what opens it again; a pilot left out of an entrance stays left out
// afterwards (the selection used to reset to every pilot, and one was
// entered by accident).
func TestLedgerCycleAndArena(t *testing.T) {
	ctx, _, _ := launch(t, "/ledger")
	tapNow(t, ctx, "ev-name", "Event day", "ev-create")
	waitText(t, ctx, ".evtitle", "League 2.67")
	addStable(t, ctx, "Fun Factory", "Kell", "Ana", "Bo", "Cy")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`["pl-name","pl-p1","pl-p4"].every(id => document.getElementById(id) && document.getElementById(id).value === "")`,
		chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		t.Errorf("the add-stable form keeps %q, %q after Confirm", value(t, ctx, "pl-name"), value(t, ctx, "pl-p1"))
	}
	addStable(t, ctx, "Blue Hawks", "Zed", "Yu", "Xi", "Wu")

	click(t, ctx, "tab-obc")
	click(t, ctx, "pick-0")
	waitText(t, ctx, "#abilities", "Abilities for Kell")
	buyPicked(t, ctx, "pick-0", "atlas", "Atlas AS7-D", "9,520,000")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`((document.getElementById("abilities-closed") || {}).textContent || "").includes("open again in Kell's next Off Board Cycle")`,
		chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		t.Errorf("after the 'Mech, the abilities panel reads %q, not why it closed and what opens it", text(t, ctx, "#obc"))
	}
	buyPicked(t, ctx, "pick-1", "atlas", "Atlas AS7-D", "9,520,000")
	buyPicked(t, ctx, "pick-2", "jenner", "Jenner JR7-D", "3,190,000")

	click(t, ctx, "tab-board")
	click(t, ctx, "in-0-2")
	waitAttr(t, ctx, "in-0-2", "aria-pressed", "false")
	commit(t, ctx, "enter-0", "Ana enters the arena")
	waitText(t, ctx, "#in-0-0", "in the arena")
	if got := eval[string](t, ctx, `document.getElementById("in-0-2").getAttribute("aria-pressed")`); got != "false" {
		t.Errorf("Bo, left out of the entrance, is chosen again (aria-pressed %q)", got)
	}

	// The print view of Fun Factory's ledger, opened from the bottom of
	// the page: it opens at its top, its rows numbered 1, 2, 3... though
	// Blue Hawks' entry came between.
	click(t, ctx, "tab-ledger")
	click(t, ctx, "whole-0")
	waitText(t, ctx, "#led-ledger", "Atlas AS7-D")
	eval[bool](t, ctx, `window.scrollTo(0, document.body.scrollHeight); true`)
	click(t, ctx, "led-print")
	waitText(t, ctx, "#print-totals", "Purse")
	time.Sleep(300 * time.Millisecond)
	if y := eval[float64](t, ctx, `window.scrollY`); y != 0 {
		t.Errorf("the print view opens scrolled to %.0f, its title cut off", y)
	}
	rows := eval[[]float64](t, ctx, `[...document.querySelectorAll("#led-printview tbody tr")].map(r => parseInt(r.cells[0].textContent))`)
	if len(rows) < 4 {
		t.Fatalf("the print view has %d rows", len(rows))
	}
	for i, n := range rows {
		if n != float64(i+1) {
			t.Errorf("print view row numbers %v: not 1 to %d", rows, len(rows))
			break
		}
	}
}
