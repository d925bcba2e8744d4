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
	waitText(t, ctx, "#fig-edit", "Combat dial: 5 clicks, then ● ● ●")
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
	// A value out of range is named; undo takes it back. (Digits typed
	// into a dial's number never go out of range: they move on to the
	// next number, TestDialsFastEntry.)
	typeInto(t, ctx, "f-points", "0")
	waitText(t, ctx, "#fig-problems", "points must be 1-999, not 0")
	click(t, ctx, "set-undo")
	waitText(t, ctx, "#fig-edit", "Combat dial: 5 clicks, then ● ● ●")
	if got := value(t, ctx, "f-points"); got != "90" {
		t.Errorf("after undo the points = %q, want 90", got)
	}
	if got := value(t, ctx, "c-4-speed"); got != "6" {
		t.Errorf("after undo click 5 speed = %q, want 6", got)
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
	waitText(t, ctx, "#m-status", "Striker's turn · 3 AP left")
	// End turn is off until an action point is spent, and the page says why.
	waitText(t, ctx, "#turn-end-why", "Striker spends at least 1 action point")
	waitFor(t, ctx, "#turn-end[disabled]")
	act("run", -1)
	waitText(t, ctx, "#m-report", "Striker shuts down")
	waitText(t, ctx, "#mech-0-state", "shut down · 2 tokens")
	// Shut down, only Cool and Vent are open, and the page says why.
	waitText(t, ctx, "#act-closed", "may only cool or vent")
	if !eval[bool](t, ctx, `document.getElementById("act-fire").disabled && !document.getElementById("act-cool").disabled`) {
		t.Error("shut down, Fire is open or Cool is closed")
	}
	act("cool", -1)
	waitText(t, ctx, "#m-status", "Round 1")
	click(t, ctx, "turn-1")
	act("move", -1)
	click(t, ctx, "turn-end")

	initiative()
	click(t, ctx, "turn-0")
	act("cool", -1)
	waitText(t, ctx, "#m-report", "Striker restarts")
	// The form with a target picked: its rear arc and defense steppers.
	click(t, ctx, "act-fire")
	click(t, ctx, "tgt-1")
	waitText(t, ctx, "#act-go", "Fire → Brute")
	shot("dials-form")
	click(t, ctx, "act-go")
	waitText(t, ctx, "#need-dice", "black")
	shot("dials-prompt")
	faces(t, ctx, "attack roll", 5, 5, 4)
	faces(t, ctx, "piloting check", 6, 6, 6)
	waitText(t, ctx, "#attack", "Need on 3D66: hit")
	waitText(t, ctx, "#attack", "Clicks dealt / taken3 / 3")
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

	// Round 3: the Striker's critical hit (white 6 6) finishes the shut-down
	// Brute: 3 + 1 clicks from click 4 pass the bullet holes; its pilot's
	// injury roll passes. Fame: critical hit +1, elimination +1; stones:
	// 100 points / 10 (000 L260, L262, L692). Ending the match, the last
	// 'Mech standing takes a Victory Lap: Crowd Pump after a ranged kill 3,
	// +1 (000 L607, L1091-1095): 6 fame in all.
	initiative()
	click(t, ctx, "turn-0")
	act("fire", 1)
	faces(t, ctx, "attack roll", 6, 6, 1)
	faces(t, ctx, "injury roll", 6, 6, 6)
	waitText(t, ctx, "#attack", "damage value (with heat)3critical hit+1")
	waitText(t, ctx, "#attack", "Clicks dealt / taken4 / 2")
	waitText(t, ctx, "#mech-1-state", "eliminated")
	if got := text(t, ctx, "#mech-0-fame"); got != "Fame 2 · stones 10 · kills 1" {
		t.Errorf("Striker's fame line %q, want %q", got, "Fame 2 · stones 10 · kills 1")
	}
	click(t, ctx, "turn-end")
	click(t, ctx, "match-end")
	waitText(t, ctx, "#end-ask-why", "The match ends and its result is worked out")
	click(t, ctx, "end-yes")
	waitText(t, ctx, "#m-status", "Match over")
	waitText(t, ctx, "#m-report", "Striker takes a Victory Lap: 4 fame")
	waitText(t, ctx, "#m-result", "1Striker · Ana")
	if got := text(t, ctx, "#mech-0-fame"); got != "Fame 6 · stones 10 · kills 1" {
		t.Errorf("Striker's fame line after the match %q", got)
	}
	if got := cells(t, ctx, "#m-result tr:nth-child(2)"); got != "1|Striker · Ana|6|10" {
		t.Errorf("the winner's result row %q, want 1|Striker · Ana|6|10", got)
	}
	shot("dials-result")
}

// cells reads a table row's cells joined by "|".
func cells(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return eval[string](t, ctx, `[...document.querySelector(`+quote(sel)+`).cells].map(c=>c.textContent).join("|")`)
}

// pilotFame waits for the stable's pilot line "Ana · Fame N ·" exactly
// (the " ·" keeps Fame 2 from matching Fame 20) and checks the stones.
func pilotFame(t *testing.T, ctx context.Context, fame, wantStones int) {
	t.Helper()
	waitText(t, ctx, "#stable-pilots", "Ana · Fame "+strconv.Itoa(fame)+" ·")
	if got := stones(t, ctx); got != wantStones {
		t.Errorf("with Ana at fame %d: stones %d, want %d", fame, got, wantStones)
	}
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
// match of three rounds with typed dice ending in a critical hit that
// eliminates the Brute, the result sent to a stable created on the stable
// page, the match's fame and stones in its ledger (exact numbers), undo
// and redo there, an offline reload that finds the ledger, the match log,
// result, 'Mech cards and figures as they were and the match still
// recorded, refusing to undo a recorded match's end until the stable
// undoes it.
func TestDials(t *testing.T) {
	ctx, srv, dir := launch(t, "/dials")
	chooseGames(t, ctx, "solaris7")
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
	waitText(t, ctx, "#send-plan-0", "Buys the Striker (90 points) first")
	if got := text(t, ctx, "#send-plan-0 li:last-child"); got != "Ana in the Striker: 1st of 2, paid as league place 7, fame +6, stones +10" {
		t.Errorf("send preview %q", got)
	}
	click(t, ctx, "send-go-0")
	waitText(t, ctx, "#send-done", "Recorded in Kell's")
	if n := eval[int](t, ctx, `document.querySelectorAll('[id^="send-go"]').length`); n != 0 {
		t.Errorf("%d Record buttons after recording", n)
	}
	// What the reload must give back: the log, the result, each 'Mech's
	// card and the figure list.
	snap := func() map[string]string {
		out := map[string]string{}
		for _, sel := range []string{"#m-log", "#m-result", "#mech-0", "#mech-1", "#send-done"} {
			out[sel] = text(t, ctx, sel)
		}
		click(t, ctx, "tab-figs")
		waitText(t, ctx, "#figs", "Brute")
		out["#figs"] = text(t, ctx, "#figs")
		click(t, ctx, "tab-match")
		waitText(t, ctx, "#m-status", "Match over")
		return out
	}
	dialsBefore := snap()

	do(t, ctx, chromedp.Navigate(srv.URL+"/stable"))
	ready(t, ctx)
	// 7th place of the default payout: 10 stones, 2 fame; the match's
	// critical hit, elimination and Victory Lap: 6 fame, 10 stones; the
	// Striker bought for 90.
	pilotFame(t, ctx, 8, before-90+10+10)
	// Undo the match on the stable page: its fame and stones go; redo.
	click(t, ctx, "stable-undo")
	waitText(t, ctx, "#feedback", "Undone")
	pilotFame(t, ctx, 0, before-90)
	click(t, ctx, "stable-redo")
	pilotFame(t, ctx, 8, before-70)
	summary, history := text(t, ctx, "#stable-summary"), text(t, ctx, "#stable-history")

	reloadOffline(t, ctx, srv, dir)
	pilotFame(t, ctx, 8, before-70)
	if got := text(t, ctx, "#stable-summary"); got != summary {
		t.Errorf("offline stable summary %q, want %q", got, summary)
	}
	if got := text(t, ctx, "#stable-history"); got != history {
		t.Errorf("offline stable history %q, want %q", got, history)
	}
	click(t, ctx, "nav-dials")
	waitText(t, ctx, "#m-status", "Match over")
	waitText(t, ctx, "#send-done", "Recorded in Kell's")
	dialsAfter := snap()
	for sel, want := range dialsBefore {
		if got := dialsAfter[sel]; got != want {
			t.Errorf("offline %s\n%s\nwant\n%s", sel, got, want)
		}
	}
	// The recorded match's end cannot be undone here: the ledger would
	// count it twice.
	click(t, ctx, "m-undo")
	waitText(t, ctx, "#feedback", "Recorded in Kell's: undo it in the stable ledger first")
	waitText(t, ctx, "#m-status", "Match over")
	// Undone in the stable ledger, the match opens again.
	click(t, ctx, "send-open")
	waitText(t, ctx, "#stable-pilots", "Ana · Fame 8 ·")
	click(t, ctx, "stable-undo")
	pilotFame(t, ctx, 0, before-90)
	click(t, ctx, "nav-dials")
	waitText(t, ctx, "#send", "Kell's")
	if n := eval[int](t, ctx, `document.querySelectorAll("#send-done").length`); n != 0 {
		t.Error("the send panel still says recorded after the stable undid it")
	}
	click(t, ctx, "m-undo")
	waitText(t, ctx, "#m-status", "Round 3")
	click(t, ctx, "tab-figs")
	waitText(t, ctx, "#figs", "Striker")
	waitText(t, ctx, "#figs", "Brute")

	click(t, ctx, "nav-dice")
	waitText(t, ctx, "#log", "Striker: attack roll")
	waitText(t, ctx, "#log", "Brute: piloting check")
	waitText(t, ctx, "#log", "Brute: injury roll")
	waitText(t, ctx, "#log", "Striker: initiative")

	// Play a match from the stable: the match being played stays, the page
	// says so, and New match starts one with the stable in its setup.
	do(t, ctx, chromedp.Navigate(srv.URL+"/stable"))
	ready(t, ctx)
	click(t, ctx, "stable-play")
	waitText(t, ctx, "#from-stable", "A match is being played: finish it, or tap New match to start one for Kell's.")
	onScreen(t, ctx, "#from-stable")
	if addr := eval[string](t, ctx, `location.pathname + location.search`); addr != "/dials" {
		t.Errorf("after the link the address is %s: a reload would set a match up again", addr)
	}
	waitText(t, ctx, "#m-status", "Round 3")
	click(t, ctx, "match-new")
	waitText(t, ctx, "#m-status", "Setup")
	if got := eval[string](t, ctx, `document.getElementById("mech-stable").value`); got != "Kell's" {
		t.Errorf("the new match's Stable field holds %q, want Kell's", got)
	}
	waitText(t, ctx, "#stable-found", "Ana")
}

// TestDialsScreens plays the same figures and match at 360×640: nothing
// overflows sideways, every control is at least 44×44 px, and with
// LANCEMATE_SCREENSHOTS=dir the editor, the dials and an attack breakdown
// are saved for a person to look at.
func TestDialsScreens(t *testing.T) {
	ctx, _ := phoneScreen(t, "/dials")
	shot := func(name string) {
		t.Helper()
		checkScreen(t, ctx, name, map[string]string{"dials-editor": "#c-4", "dials-form": "#act-plan", "dials-prompt": "#prompt", "dials-attack": "#attack", "dials-mechs": "#mech-0", "dials-result": "#m-result"}[name])
	}
	defineFigures(t, ctx, shot)
	playMatch(t, ctx, shot)
}

// count is the number of elements a selector matches.
func count(t *testing.T, ctx context.Context, sel string) int {
	t.Helper()
	return eval[int](t, ctx, `document.querySelectorAll(`+quote(sel)+`).length`)
}

// TestDialsStablePilot takes a stable's pilot into a match: Ana of a Basic
// stable buys Heroic (legendary die 5) and "1 re-roll per match" (basic
// die 1) for the Light class; added to a match by name with the stable
// named, her Striker's turn has 4 AP (3 + Heroic, 000 L141, L199) and its
// attacks offer her re-roll, which the Brute's pilot lacks (000 L79). Spent
// on a Fire, the re-roll is gone for the match; undone, it is back.
func TestDialsStablePilot(t *testing.T) {
	ctx, srv, _ := launch(t, "/stable")
	click(t, ctx, "stable-new")
	typeInto(t, ctx, "stable-name", "Kell's")
	typeInto(t, ctx, "stable-game", "basic")
	click(t, ctx, "stable-create")
	typeInto(t, ctx, "pilot-name", "Ana")
	click(t, ctx, "pilot-hire")
	waitText(t, ctx, "#stable-pilots", "Ana · Fame 0")
	for _, sk := range []struct{ table, die, want string }{{"legendary", "5", "Heroic"}, {"basic", "1", "1 re-roll per match"}} {
		click(t, ctx, "tab-skill")
		typeInto(t, ctx, "sk-table", sk.table)
		typeInto(t, ctx, "sk-class", "1")
		typeInto(t, ctx, "sk-rolls", sk.die)
		click(t, ctx, "skill-go")
		waitText(t, ctx, "#stable-pilots", sk.want)
	}

	do(t, ctx, chromedp.Navigate(srv.URL+"/dials"))
	ready(t, ctx)
	defineFigures(t, ctx, func(string) {})
	click(t, ctx, "tab-match")
	click(t, ctx, "match-new")
	for i, pl := range [][2]string{{"Ana", "Kell's"}, {"Zed", ""}} {
		click(t, ctx, "pick-"+strconv.Itoa(i))
		typeInto(t, ctx, "mech-pilot", pl[0])
		typeInto(t, ctx, "mech-stable", pl[1])
		click(t, ctx, "mech-add")
	}
	waitText(t, ctx, "#m-status", "Setup · 2 'Mechs")
	waitText(t, ctx, "#mech-0", "Ana")
	initiative := func() {
		click(t, ctx, "round")
		faces(t, ctx, "initiative", 6, 6, 6, 6)
		faces(t, ctx, "initiative", 1, 1, 1, 1)
		waitText(t, ctx, "#m-order", "Striker, Brute")
	}
	initiative()
	click(t, ctx, "turn-0")
	waitText(t, ctx, "#m-status", "Striker's turn · 4 AP left")
	// Round 1 allows no attack: the attacks are off, and the page says why.
	waitText(t, ctx, "#act-closed", "no 'Mech may be attacked in the first round")
	waitFor(t, ctx, "#act-fire[disabled]")
	click(t, ctx, "act-half_move")
	click(t, ctx, "act-go")
	waitText(t, ctx, "#m-status", "Striker's turn · 3 AP left")
	click(t, ctx, "turn-end")
	click(t, ctx, "turn-1")
	waitText(t, ctx, "#m-status", "Brute's turn · 3 AP left")
	click(t, ctx, "act-half_move")
	click(t, ctx, "act-go")
	click(t, ctx, "turn-end")

	initiative()
	click(t, ctx, "turn-0")
	click(t, ctx, "act-fire")
	waitText(t, ctx, "#rr-re-roll", "Spend re-roll")
	click(t, ctx, "tgt-1")
	click(t, ctx, "rr-re-roll")
	waitText(t, ctx, "#rr-note", "enter the dice you keep")
	click(t, ctx, "act-go")
	faces(t, ctx, "attack roll", 5, 5, 4)
	faces(t, ctx, "piloting check", 6, 6, 6)
	waitText(t, ctx, "#m-report", "Striker spends the re-roll (once per match)")
	waitText(t, ctx, "#mech-1-state", "Click 4/6")
	click(t, ctx, "act-fire")
	waitText(t, ctx, "#act-plan", "Targets: up to 1")
	if n := count(t, ctx, `[id^="rr-"]`); n != 0 {
		t.Errorf("the spent re-roll is offered again (%d)", n)
	}
	// Undone, the attack's re-roll is back in the Fire form still open.
	click(t, ctx, "m-undo")
	waitText(t, ctx, "#mech-1-state", "Click 1/6")
	waitText(t, ctx, "#rr-re-roll", "Spend re-roll")
	// Zed, who holds no re-roll, is offered none.
	click(t, ctx, "act-change")
	click(t, ctx, "act-half_move")
	click(t, ctx, "act-go")
	click(t, ctx, "turn-end")
	click(t, ctx, "turn-1")
	click(t, ctx, "act-fire")
	waitText(t, ctx, "#act-plan", "Targets: up to 1")
	if n := count(t, ctx, `[id^="rr-"]`); n != 0 {
		t.Errorf("Zed, who holds no re-roll, is offered %d", n)
	}
}
