package e2e

import (
	"context"
	"regexp"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
)

// value reads an input's value.
func value(t *testing.T, ctx context.Context, id string) string {
	t.Helper()
	return eval[string](t, ctx, `document.getElementById(`+quote(id)+`).value`)
}

// defineFigures enters two figures in the editor: Striker, 90 points, a
// 6-click combat dial (a repair marker on click 2, salvage on click 5) and
// a 3-click heat dial whose last click shows three radioactive symbols;
// Brute, a copy at 100 points. It checks a validation message, fill down
// and undo on the way.
func defineFigures(t *testing.T, ctx context.Context, shot func(string)) {
	click(t, ctx, "tab-figs")
	click(t, ctx, "fig-new")
	typeInto(t, ctx, "f-name", "Striker")
	typeInto(t, ctx, "f-points", "90")
	click(t, ctx, "c-sel-0")
	for range 4 {
		click(t, ctx, "c-copy")
	}
	waitText(t, ctx, "#fig-edit", "Combat dial (6 clicks)")
	typeInto(t, ctx, "c-2-speed", "6")
	typeInto(t, ctx, "c-2-attack", "8")
	click(t, ctx, "c-sel-2")
	click(t, ctx, "c-fill")
	if got := value(t, ctx, "c-4-speed"); got != "6" {
		t.Errorf("after fill down click 5 speed = %q, want 6", got)
	}
	click(t, ctx, "c-sel-1")
	click(t, ctx, "c-rm")
	click(t, ctx, "c-sel-4")
	click(t, ctx, "c-salv")
	waitText(t, ctx, "#fig-edit", "Salvage (attack)")
	// A value out of range is named beside its click; undo takes it back.
	typeInto(t, ctx, "c-1-speed", "44")
	click(t, ctx, "c-sel-1")
	waitText(t, ctx, "#c-1-problems", "combat click 2: speed must be 0-20, not 44")
	click(t, ctx, "set-undo")
	waitText(t, ctx, "#fig-edit", "Combat dial (6 clicks)")
	if got := value(t, ctx, "c-1-speed"); got != "8" {
		t.Errorf("after undo click 2 speed = %q, want 8", got)
	}
	// The heat dial: start, a blank click, shutdown.
	click(t, ctx, "h-add")
	click(t, ctx, "h-add")
	for k := range 3 {
		typeInto(t, ctx, "h-2-"+strconv.Itoa(k), "R")
	}
	click(t, ctx, "h-sel-2")
	waitText(t, ctx, "#fig-edit", "Heat dial (3 clicks)")
	if got := text(t, ctx, "#fig-problems"); got != "" {
		t.Errorf("figure problems: %q", got)
	}
	shot("dials-editor")
	click(t, ctx, "fig-copy")
	typeInto(t, ctx, "f-name", "Brute")
	typeInto(t, ctx, "f-points", "100")
	click(t, ctx, "fig-0")
	waitText(t, ctx, "#figs", "Brute")
}

// playMatch plays two rounds with typed dice: Striker runs into shutdown,
// cools and restarts, then fires at Brute; Brute moves, then fires back
// and shuts down.
func playMatch(t *testing.T, ctx context.Context, shot func(string)) {
	click(t, ctx, "tab-match")
	click(t, ctx, "match-new")
	for i, pilot := range []string{"Ana", "Zed"} {
		click(t, ctx, "pick-"+strconv.Itoa(i))
		typeInto(t, ctx, "mech-pilot", pilot)
		click(t, ctx, "mech-add")
	}
	waitText(t, ctx, "#m-status", "Setup · 2 'Mechs")
	initiative := func() {
		click(t, ctx, "round")
		faces(t, ctx, "initiative", 6, 6, 6, 6) // Striker: a Light 'Mech rolls 4 dice
		faces(t, ctx, "initiative", 1, 1, 1, 1)
		waitText(t, ctx, "#m-order", "Striker, Brute")
	}
	act := func(action string, target int) {
		click(t, ctx, "act-"+action)
		if target >= 0 {
			click(t, ctx, "tgt-"+strconv.Itoa(target))
		}
		click(t, ctx, "act-go")
	}
	initiative()
	click(t, ctx, "turn-0")
	waitText(t, ctx, "#m-status", "Striker's turn · 0/3 AP")
	act("run", -1)
	waitText(t, ctx, "#m-report", "Striker shuts down")
	waitText(t, ctx, "#mech-0-state", "shut down · 2 tokens")
	act("cool", -1)
	waitText(t, ctx, "#m-status", "Round 1")
	click(t, ctx, "turn-1")
	act("move", -1)
	click(t, ctx, "turn-end")

	initiative()
	click(t, ctx, "turn-0")
	act("cool", -1)
	waitText(t, ctx, "#m-report", "Striker restarts")
	act("fire", 1)
	waitText(t, ctx, "#need-dice", "black")
	faces(t, ctx, "attack roll", 5, 5, 4)
	faces(t, ctx, "piloting check", 6, 6, 6)
	waitText(t, ctx, "#attack", "Need on 3D66: hit")
	waitText(t, ctx, "#attack", "7g clicks dealt / taken3 / 3")
	waitText(t, ctx, "#mech-1-state", "Click 4/6")
	shot("dials-attack")

	click(t, ctx, "turn-1")
	act("fire", 0)
	faces(t, ctx, "attack roll", 4, 4, 2)
	faces(t, ctx, "piloting check", 6, 6, 6)
	waitText(t, ctx, "#mech-0-state", "Click 4/6")
	waitText(t, ctx, "#mech-1-state", "shut down")
	shot("dials-mechs")
	// Undo the Brute's shot, then redo it.
	click(t, ctx, "m-undo")
	waitText(t, ctx, "#mech-0-state", "Click 1/6")
	click(t, ctx, "m-redo")
	waitText(t, ctx, "#mech-0-state", "Click 4/6")
	click(t, ctx, "turn-end")
	click(t, ctx, "match-end")
	waitText(t, ctx, "#m-status", "Match over")
	waitText(t, ctx, "#m-result", "1Striker · Ana")
}

// stones reads "Stones N" from the stable summary.
func stones(t *testing.T, ctx context.Context) int {
	t.Helper()
	m := regexp.MustCompile(`Stones (\d+)`).FindStringSubmatch(text(t, ctx, "#stable-summary"))
	if m == nil {
		t.Fatalf("no stones in %q", text(t, ctx, "#stable-summary"))
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// TestDials is issue 6's acceptance on a Pixel 5: figures defined, a
// match of two turns each with typed dice, the result sent to a stable
// created on the stable page, fame and stones in its ledger, undo, and an
// offline reload that finds everything as it was.
func TestDials(t *testing.T) {
	ctx, srv, dir := launch(t, "/dials")
	defineFigures(t, ctx, func(string) {})
	playMatch(t, ctx, func(string) {})

	do(t, ctx, chromedp.Navigate(srv.URL+"/stable"))
	ready(t, ctx)
	click(t, ctx, "stable-new")
	typeInto(t, ctx, "stable-name", "Kell's")
	eval[bool](t, ctx, `(()=>{const e=document.getElementById("stable-game");e.value="standard";e.dispatchEvent(new Event("input",{bubbles:true}));e.dispatchEvent(new Event("change",{bubbles:true}));return true})()`)
	click(t, ctx, "stable-create")
	typeInto(t, ctx, "pilot-name", "Ana")
	click(t, ctx, "pilot-hire")
	waitText(t, ctx, "#stable-pilots", "Ana · Fame 0")
	before := stones(t, ctx)

	do(t, ctx, chromedp.Navigate(srv.URL+"/dials"))
	ready(t, ctx)
	click(t, ctx, "send-0")
	waitText(t, ctx, "#send-plan", "Buys the Striker (90 points) first")
	waitText(t, ctx, "#send-plan", "Ana in the Striker: league place 7")
	click(t, ctx, "send-go")
	waitText(t, ctx, "#send-done", "Recorded in Kell's")
	dialsLog, result := text(t, ctx, "#m-log"), text(t, ctx, "#m-result")

	do(t, ctx, chromedp.Navigate(srv.URL+"/stable"))
	ready(t, ctx)
	// 7th place of the default payout: 10 stones, 2 fame; the Striker
	// bought for 90.
	waitText(t, ctx, "#stable-pilots", "Ana · Fame 2")
	if got := stones(t, ctx); got != before-90+10 {
		t.Errorf("stones %d, want %d", got, before-80)
	}
	summary, history := text(t, ctx, "#stable-summary"), text(t, ctx, "#stable-history")

	reloadOffline(t, ctx, srv, dir)
	waitText(t, ctx, "#stable-pilots", "Ana · Fame 2")
	if got := text(t, ctx, "#stable-summary"); got != summary {
		t.Errorf("offline stable summary %q, want %q", got, summary)
	}
	if got := text(t, ctx, "#stable-history"); got != history {
		t.Errorf("offline stable history %q, want %q", got, history)
	}
	click(t, ctx, "nav-dials")
	waitText(t, ctx, "#m-status", "Match over")
	if got := text(t, ctx, "#m-log"); got != dialsLog {
		t.Errorf("offline match log\n%s\nwant\n%s", got, dialsLog)
	}
	if got := text(t, ctx, "#m-result"); got != result {
		t.Errorf("offline result %q, want %q", got, result)
	}
	// Undo still works after the reload: the match is open again.
	click(t, ctx, "m-undo")
	waitText(t, ctx, "#m-status", "Round 2")
	click(t, ctx, "tab-figs")
	waitText(t, ctx, "#figs", "Striker")
	waitText(t, ctx, "#figs", "Brute")

	click(t, ctx, "nav-dice")
	waitText(t, ctx, "#log", "Striker: attack roll")
	waitText(t, ctx, "#log", "Brute: piloting check")
	waitText(t, ctx, "#log", "Striker: initiative")
}

// TestDialsScreens plays the same figures and match at 360×640: nothing
// overflows sideways, every control is at least 44×44 px, and with
// LANCEMATE_SCREENSHOTS=dir the editor, the dials and an attack breakdown
// are saved for a person to look at.
func TestDialsScreens(t *testing.T) {
	ctx, _ := phoneScreen(t, "/dials")
	shot := func(name string) {
		t.Helper()
		checkScreen(t, ctx, name, map[string]string{"dials-editor": "#c-4", "dials-attack": "#attack", "dials-mechs": "#mech-0"}[name])
	}
	defineFigures(t, ctx, shot)
	playMatch(t, ctx, shot)
}
