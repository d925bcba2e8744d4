package e2e

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"
)

// buyPicked buys the selected pilot a 'Mech picked in the design finder
// from the built-in designs.
func buyPicked(t *testing.T, ctx context.Context, pick, query, design, price string) {
	t.Helper()
	click(t, ctx, pick)
	typeInto(t, ctx, "bm-find", query)
	waitText(t, ctx, "#bm-pick-0", design)
	click(t, ctx, "bm-pick-0")
	waitText(t, ctx, "#bm-price", "Price "+price)
	commit(t, ctx, "bm-buy", "−"+price+" C-bills")
}

// tapNow types text into a field with the keyboard and at once taps the
// control next, with a touch: the tap must not be lost to the field's
// change or a re-render.
func tapNow(t *testing.T, ctx context.Context, field, text, next string) {
	t.Helper()
	// next is brought to the middle of the screen first: at the bottom
	// edge the fixed bottom bar would take the tap.
	do(t, ctx, chromedp.SendKeys(chromedp.ID(field), text))
	eval[bool](t, ctx, `(document.getElementById(`+quote(next)+`).scrollIntoView({block: "center"}), true)`)
	do(t, ctx, chromedp.Tap(chromedp.ID(next)))
}

// at360 checks the screen at 360×640 (dark, no wider than the screen,
// every control a 44 px target: checkScreen), then goes back to the
// Pixel 5.
func at360(t *testing.T, ctx context.Context, name, anchor string) {
	t.Helper()
	do(t, ctx, chromedp.EmulateViewport(360, 640))
	checkScreen(t, ctx, name, anchor)
	do(t, ctx, chromedp.Emulate(device.Pixel5))
}

// TestLedgerEventDay is a League event day on a phone, two stables: the
// event named with the keyboard and created by a tap at once; 'Mechs
// picked from the built-in designs; a match where Kell's Atlas comes back
// crippled while Ana fights on: his own Off Board Cycle begins (the Leave
// preview says the repair and its price wait), nothing past the repair is
// offered and the arena is refused until it is settled; the repair costs
// more than the purse holds and is offered with a loan for the 86,000
// missing, which leaves the purse below zero and owed; Ana's 45-point
// damage claim takes four taps; her kill destroys Zed's Hunchback and
// brings the purse back above zero, erasing the loan; the whole stable's
// ledger is printed; an offline reload loses nothing. The numbers are the
// page's unit test's (app/ledger TestLedgerEventDay).
func TestLedgerEventDay(t *testing.T) {
	ctx, srv, dir := launch(t, "/ledger")

	tapNow(t, ctx, "ev-name", "Event day", "ev-create")
	waitText(t, ctx, ".evtitle", "Event day")
	waitText(t, ctx, ".evtitle", "League 2.67")
	shot(t, ctx, "ledger-day-start", "#pl-new", false)
	addStable(t, ctx, "Fun Factory", "Kell", "Ana", "Bo", "Cy")
	addStable(t, ctx, "Blue Hawks", "Zed", "Yu", "Xi", "Wu")

	// 'Mechs from the built-in designs.
	click(t, ctx, "tab-obc")
	click(t, ctx, "pick-0")
	typeInto(t, ctx, "bm-find", "atlas")
	waitText(t, ctx, "#bm-pick-0", "Atlas AS7-D100 t · book 9,519,000 · built-in")
	shot(t, ctx, "ledger-day-finder", "#buymech", false)
	click(t, ctx, "bm-pick-0")
	waitText(t, ctx, "#bm-price", "Price 9,520,000")
	commit(t, ctx, "bm-buy", "−9,520,000 C-bills")
	buyPicked(t, ctx, "pick-1", "atlas", "Atlas AS7-D", "9,520,000")
	buyPicked(t, ctx, "pick-2", "jenner", "Jenner JR7-D", "3,190,000")
	waitText(t, ctx, "#obc-phase", "2,770,000 C-bills in Fun Factory's purse")
	buyPicked(t, ctx, "pick-4", "hunchback", "Hunchback HBK-4G", "3,460,000")
	waitText(t, ctx, "#obc-phase", "21,540,000 C-bills in Blue Hawks' purse")

	// The arena: Bo sits this one out, Cy has no 'Mech.
	click(t, ctx, "tab-board")
	waitText(t, ctx, "#in-0-3", "no 'Mech")
	click(t, ctx, "in-0-2")
	waitAttr(t, ctx, "in-0-2", "aria-pressed", "false")
	waitText(t, ctx, "#enter-0", "Enter the arena: Kell and Ana")
	at360(t, ctx, "ledger-day-arena", "#arena")
	click(t, ctx, "enter-0")
	waitText(t, ctx, "#led-preview", "Ana enters the arena in the Atlas AS7-D (fine).")
	shot(t, ctx, "ledger-day-enter", "#led-preview", false)
	confirm(t, ctx)
	commit(t, ctx, "enter-1", "Zed enters the arena in the Hunchback HBK-4G (fine).")

	// Kell's Atlas is crippled; he leaves while Ana fights on.
	click(t, ctx, "pick-0")
	commit(t, ctx, "st-crippled", "Atlas AS7-D is crippled")
	click(t, ctx, "leave-go")
	waitText(t, ctx, "#led-preview", "Kell's Off Board Cycle begins: first the repair of the Atlas AS7-D (crippled; a full repair costs 2,856,000 C-bills).")
	shot(t, ctx, "ledger-day-leave", "#led-preview", false)
	confirm(t, ctx)

	// His cycle: the repair first; the arena waits for it.
	click(t, ctx, "tab-obc")
	waitText(t, ctx, "#obc-phase", "Now: Maintenance")
	waitText(t, ctx, "#obc-later", "After the repair: buy abilities")
	waitText(t, ctx, "#obc-enter-why", "repair it, or keep it as it is with the judge's approval, before Kell enters the arena")
	if !eval[bool](t, ctx, `document.getElementById("obc-enter").disabled`) {
		t.Error("Kell may enter the arena with his repair waiting")
	}
	waitText(t, ctx, "#short-full", "86,000 missing, which a loan can cover")
	at360(t, ctx, "ledger-day-repair", "#repair")

	// The repair the purse cannot pay, offered with the loan.
	click(t, ctx, "repair-full")
	waitText(t, ctx, "#led-preview", "Not enough C-bills")
	waitText(t, ctx, "#led-offer", "take a loan (5 CP) for the 86,000 missing")
	waitText(t, ctx, "#led-confirm", "Take the loan and pay")
	at360(t, ctx, "ledger-day-loan", "")
	confirm(t, ctx)
	waitText(t, ctx, "#feedback", "Kell: Full repair of Atlas AS7-D")
	waitText(t, ctx, "#obc-owed", "Owes 86,000 C-bills on a loan taken by Kell")
	waitText(t, ctx, "#obc-phase", "−86,000 C-bills in Fun Factory's purse")
	shot(t, ctx, "ledger-day-owed", "#obc", false)

	// Ana's 45 points of damage against Zed: four taps.
	click(t, ctx, "tab-board")
	click(t, ctx, "pick-1")
	waitAttr(t, ctx, "tgt-4", "aria-pressed", "true")
	at360(t, ctx, "ledger-day-awards", "#awards")
	taps := []string{"dmg-pad-4", "dmg-pad-5", "aw-damage"}
	for _, id := range taps {
		click(t, ctx, id)
	}
	waitText(t, ctx, "#led-preview", "Dealing 20+ points of damage")
	shot(t, ctx, "ledger-day-damage", "#damage", false)
	confirm(t, ctx)
	if n := len(taps) + 1; n > 4 {
		t.Errorf("a 45-point damage claim took %d taps", n)
	}
	waitText(t, ctx, "#feedback", "Ana: Dealing 20+ points of damage")
	waitText(t, ctx, "#dmg-val", "–")

	// Her kill in turn 3, with a note typed and Confirm tapped at once.
	click(t, ctx, "turn-inc")
	click(t, ctx, "turn-inc")
	waitText(t, ctx, "#turn-val", "3")
	click(t, ctx, "aw-kill")
	waitText(t, ctx, "#led-preview", "Destroying an Opponent's 'Mech")
	tapNow(t, ctx, "why", "through the rear armor", "led-confirm")
	waitText(t, ctx, "#feedback", "Ana: Destroying an Opponent's 'Mech")

	// Zed's Hunchback is destroyed: its repair waits, priced, when he
	// leaves.
	click(t, ctx, "pick-4")
	waitText(t, ctx, "#mw-mech", "Hunchback HBK-4G: destroyed")
	click(t, ctx, "leave-go")
	waitText(t, ctx, "#led-preview", "first the repair of the Hunchback HBK-4G (destroyed; a full repair costs 1,384,000 C-bills)")
	confirm(t, ctx)

	// The loan is erased; the stable's ledger, printed.
	click(t, ctx, "tab-ledger")
	click(t, ctx, "whole-0")
	waitText(t, ctx, "#led-ledger", "Ana: Loan repaid and erased")
	waitText(t, ctx, "#led-ledger", "(through the rear armor)")
	waitText(t, ctx, "#led-purse", "Purse: 2,414,000 C-bills")
	at360(t, ctx, "ledger-day-stable", "#led-ledger")
	click(t, ctx, "led-print")
	waitText(t, ctx, "#print-totals", "Purse 2,414,000 C-bills · Kell: Fame 0, CP 5 · Ana: Fame 2, CP 16")
	shot(t, ctx, "ledger-day-print", "#led-printview", true)
	click(t, ctx, "led-print-close")
	click(t, ctx, "tab-judge")
	waitText(t, ctx, "#led-stables", "Fun Factory1 kill · Fame 22,414,000")
	at360(t, ctx, "ledger-day-judge", "#led-stables")

	// Offline reload: nothing lost.
	reloadOffline(t, ctx, srv, dir)
	click(t, ctx, "ev-0")
	waitText(t, ctx, "#cbills-0", "2,414,000")
	waitText(t, ctx, "#cp-Kell", "CP 5")
	waitText(t, ctx, "#fame-Ana", "Fame 2")
	if eval[bool](t, ctx, `!!document.getElementById("owed-0")`) {
		t.Error("after the reload Fun Factory still owes")
	}
	click(t, ctx, "tab-board")
	click(t, ctx, "pick-4")
	waitText(t, ctx, "#not-on-board", "Zed is not in the arena")
	click(t, ctx, "tab-obc")
	waitText(t, ctx, "#repair-first", "the Hunchback HBK-4G is destroyed")
	waitText(t, ctx, "#led-undo", "Undo leave the arena")
}
