package e2e

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"

	lmbrowser "lancemate/build/browser"
)

// hunchbackSSW is the shared corpus's Hunchback HBK-4G, whose SSW cost
// (3,457,875) the League rounds up to 3,460,000 (engine/melee's
// league_stable_day scenario).
const hunchbackSSW = "../../../shared/corpus/ssw-units/RS 3039u/Hunchback HBK-4G.ssw"

// commit taps an entry's button and confirms its preview once it shows
// want.
func commit(t *testing.T, ctx context.Context, id, want string) {
	t.Helper()
	click(t, ctx, id)
	waitText(t, ctx, "#led-preview", want)
	confirm(t, ctx)
}

// confirm taps Confirm and waits for the preview to close.
func confirm(t *testing.T, ctx context.Context) {
	t.Helper()
	click(t, ctx, "led-confirm")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!document.getElementById("led-preview")`,
		chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("the preview stays open: %v (%s)", err, text(t, ctx, "#ledger"))
	}
}

// buyMech types a 'Mech's tonnage and book cost for the selected pilot
// and buys it.
func buyMech(t *testing.T, ctx context.Context, name, tons, book string, clan bool, price string) {
	t.Helper()
	typeInto(t, ctx, "bm-design", name)
	typeInto(t, ctx, "bm-tons", tons)
	typeInto(t, ctx, "bm-book", book)
	if clan {
		click(t, ctx, "flag-bm-clan")
	}
	waitText(t, ctx, "#bm-price", "Price "+price)
	commit(t, ctx, "bm-buy", "−"+price)
}

// shot saves a 360×640 screenshot of the element sel when
// LANCEMATE_SCREENSHOTS names a folder, then goes back to the Pixel 5.
func shot(t *testing.T, ctx context.Context, name, sel string, print bool) {
	t.Helper()
	dir := os.Getenv("LANCEMATE_SCREENSHOTS")
	if dir == "" {
		return
	}
	media := func(m string) {
		if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: m}); err != nil {
			t.Fatal(err)
		}
	}
	do(t, ctx, chromedp.EmulateViewport(360, 640))
	if print {
		media("print")
	}
	eval[bool](t, ctx, `(document.querySelector(`+quote(sel)+`).scrollIntoView(), true)`)
	time.Sleep(200 * time.Millisecond)
	if err := lmbrowser.Screenshot(ctx, filepath.Join(dir, name+".png")); err != nil {
		t.Error(err)
	}
	media("")
	do(t, ctx, chromedp.Emulate(device.Pixel5))
}

// leagueStable creates a League event, "League night", with a stable of
// four pilots, "Fun Factory", sharing 25,000,000 C-bills.
func leagueStable(t *testing.T, ctx context.Context, pilots ...string) {
	t.Helper()
	typeInto(t, ctx, "ev-name", "League night")
	click(t, ctx, "ev-rs-L")
	click(t, ctx, "ev-create")
	waitText(t, ctx, ".evtitle", "League 2.67")
	addStable(t, ctx, "Fun Factory", pilots...)
}

// addStable adds a League stable of four pilots.
func addStable(t *testing.T, ctx context.Context, name string, pilots ...string) {
	t.Helper()
	typeInto(t, ctx, "pl-name", name)
	for i, n := range pilots {
		typeInto(t, ctx, "pl-p"+string(rune('1'+i)), n)
	}
	commit(t, ctx, "pl-add", "+25,000,000 C-bills")
}

// TestLedger runs a League night on a phone: a stable of four pilots buys
// four 'Mechs (the Hunchback priced from the shared .ssw file), fights a
// match recorded entry by entry with each preview checked, runs its Off
// Board Cycle with a spot repair, a full repair with the DFA discount and
// an ability purchase, opens the print view of a pilot and of the whole
// stable, reloads offline and undoes the purchase. Every balance is the engine's league_stable_day scenario's.
func TestLedger(t *testing.T) {
	ssw, _ := filepath.Abs(hunchbackSSW)
	if _, err := os.Stat(ssw); err != nil {
		t.Skipf("the shared corpus is absent (%s): %v", hunchbackSSW, err)
	}
	ctx, srv, dir := launch(t, "/ledger")

	// A League event and a stable of four.
	leagueStable(t, ctx, "Kell", "Ana", "Bo", "Cy")
	waitText(t, ctx, "#cbills-0", "25,000,000")

	// Four 'Mechs: the Hunchback from its .ssw file, three typed in.
	click(t, ctx, "tab-obc")
	click(t, ctx, "pick-0")
	upload(t, ctx, "bm-file", []string{ssw})
	waitText(t, ctx, "#bm-price", "Price 3,460,000")
	waitText(t, ctx, "#bm-price", "Book 3,457,875, rounded up to 10,000")
	commit(t, ctx, "bm-buy", "−3,460,000 C-bills")
	click(t, ctx, "pick-1")
	buyMech(t, ctx, "Wolverine WVR-6R", "55", "5000000", false, "5,000,000")
	click(t, ctx, "pick-2")
	buyMech(t, ctx, "Kit Fox Prime", "30", "2000000", true, "3,000,000")
	click(t, ctx, "pick-3")
	buyMech(t, ctx, "Atlas AS7-D", "100", "9626000", false, "9,630,000")
	waitText(t, ctx, "#obc-phase", "3,910,000 C-bills")

	// The match, against an opponent from outside the event: a Centurion
	// (50 t, book 3,000,000, Fame 0), crippled by Ana and Bo in turn 1 and
	// killed by Kell in turn 2: a kill in turn 1 is refused while that
	// turn's crippling stands (001 L1098-1104).
	click(t, ctx, "tab-board")
	commit(t, ctx, "enter-0", "Kell enters the arena in the Hunchback HBK-4G (fine).")
	click(t, ctx, "pick-1")
	typeInto(t, ctx, "ex-name", "Centurion")
	typeInto(t, ctx, "ex-tons", "50")
	typeInto(t, ctx, "ex-book", "3000000")
	click(t, ctx, "claim-inc")
	waitText(t, ctx, "#claim-val", "2")
	commit(t, ctx, "aw-cripple", "+1 Fame · +2 CP · +450,000 C-bills")
	click(t, ctx, "pick-2")
	waitText(t, ctx, "#claim-val", "1") // the claimant count starts again for each pilot
	click(t, ctx, "claim-inc")
	waitText(t, ctx, "#claim-val", "2")
	commit(t, ctx, "aw-cripple", "+1 Fame · +2 CP · +450,000 C-bills")
	click(t, ctx, "pick-0")
	waitText(t, ctx, "#claim-val", "1")
	click(t, ctx, "aw-kill")
	waitText(t, ctx, "#feedback", "Ana's crippling of Centurion in turn 1 stands")
	click(t, ctx, "turn-inc")
	waitText(t, ctx, "#turn-val", "2")
	commit(t, ctx, "aw-kill", "+1 Fame · +5 CP · +1,950,000 C-bills")
	click(t, ctx, "dmg-pad-2")
	click(t, ctx, "dmg-pad-5")
	waitText(t, ctx, "#dmg-val", "25")
	commit(t, ctx, "aw-damage", "Dealing 20+ points of damage")
	click(t, ctx, "pick-3")
	commit(t, ctx, "aw-crit_major", "+1 Fame · +3 CP · +500,000 C-bills")
	click(t, ctx, "aw-dfa_charge")
	waitText(t, ctx, "#led-preview", "+3 Fame · +5 CP · +1,000,000 C-bills")
	shot(t, ctx, "ledger-preview", "#led-preview", false)
	confirm(t, ctx)
	commit(t, ctx, "st-crippled", "Atlas AS7-D is crippled")
	click(t, ctx, "pick-0")
	commit(t, ctx, "st-damaged", "Hunchback HBK-4G is damaged")
	for i := range 4 {
		click(t, ctx, "pick-"+string(rune('0'+i)))
		click(t, ctx, "leave-go")
		waitText(t, ctx, "#led-preview", "Leave the arena?")
		confirm(t, ctx)
	}

	// The Off Board Cycle: spot repair, full repair with the DFA discount,
	// an ability.
	click(t, ctx, "tab-obc")
	waitText(t, ctx, "#obc-phase", "Now: Maintenance · 8,510,000 C-bills in Fun Factory's purse")
	click(t, ctx, "pick-0")
	for _, id := range []string{"sp-loc-inc", "sp-act-inc", "sp-act-inc", "sp-wpn-inc", "flag-complete"} {
		click(t, ctx, id)
	}
	waitText(t, ctx, "#bill-spot-items", "2 × Actuator criticals207,600")
	waitText(t, ctx, "#bill-spot", "Total573,600")
	shot(t, ctx, "ledger-repair", "#repair h3:nth-of-type(2)", false)
	commit(t, ctx, "repair-spot", "−573,600 C-bills")
	click(t, ctx, "pick-3")
	waitText(t, ctx, "#bill-full", "Core cost2,889,000")
	waitText(t, ctx, "#bill-full", "DFA/charge discount -30%−866,700")
	commit(t, ctx, "repair-full", "−2,022,300 C-bills")
	waitText(t, ctx, "#obc-phase", "5,914,100 C-bills")
	click(t, ctx, "pick-0")
	commit(t, ctx, "ab-Improved-Piloting", "−15 CP")
	waitText(t, ctx, "#obc-phase", "Now: Arena Entrance · 5,914,100 C-bills in Fun Factory's purse · Kell: Fame 2, CP 1")

	// The pilot ledger and its print view.
	click(t, ctx, "tab-ledger")
	waitText(t, ctx, "#led-ledger", "Bought Improved Piloting")
	shot(t, ctx, "ledger-pilot", "#led-ledger", false)
	click(t, ctx, "led-print")
	waitText(t, ctx, "#print-totals", "Fame 2 · CP 1 · 1 kill") // the purse is the stable's
	waitText(t, ctx, "#led-printview", "book cost from Hunchback HBK-4G.ssw")
	shot(t, ctx, "ledger-print", "#led-printview", true)
	// Printed, the page is the ledger alone: no top bar, no buttons.
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatal(err)
	}
	const shown = `[".topbar", "#led-printview button", "#led-doprint", ".bottomnav"].filter(s => { const e = document.querySelector(s); return !e || getComputedStyle(e).display !== "none" })`
	if left := eval[[]string](t, ctx, shown); len(left) != 0 {
		t.Errorf("printed, these are missing or still shown: %v", left)
	}
	if d := eval[string](t, ctx, `getComputedStyle(document.querySelector("#led-printview table")).display`); d == "none" {
		t.Error("printed, the ledger table is hidden")
	}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: ""}); err != nil {
		t.Fatal(err)
	}
	if d := eval[string](t, ctx, `getComputedStyle(document.querySelector(".topbar")).display`); d == "none" {
		t.Error("on screen, the top bar is hidden")
	}
	click(t, ctx, "led-print-close")
	click(t, ctx, "whole-0")
	waitText(t, ctx, "#led-ledger", "Fun Factory: the whole stable")
	click(t, ctx, "led-print")
	waitText(t, ctx, "#print-totals", "Purse 5,914,100 C-bills · Kell: Fame 2, CP 1")
	click(t, ctx, "led-print-close")

	// Offline reload: the event is intact; undo the purchase.
	reloadOffline(t, ctx, srv, dir)
	click(t, ctx, "ev-0")
	waitText(t, ctx, "#cp-Kell", "CP 1")
	waitText(t, ctx, "#led-undo", "Undo buy ability")
	click(t, ctx, "led-undo")
	waitText(t, ctx, "#cp-Kell", "CP 16")
	waitText(t, ctx, "#fame-Kell", "Fame 2")
	waitText(t, ctx, "#cbills-0", "5,914,100")
	waitText(t, ctx, "#player-0 h2", "Maintenance")
	for id, want := range map[string]string{"#cp-Ana": "CP 12", "#cp-Bo": "CP 12", "#cp-Cy": "CP 18",
		"#fame-Ana": "Fame 1", "#fame-Bo": "Fame 1", "#fame-Cy": "Fame 4"} {
		waitText(t, ctx, id, want)
	}
	click(t, ctx, "led-redo")
	waitText(t, ctx, "#cp-Kell", "CP 1")
}
