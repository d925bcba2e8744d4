package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// player taps and types as a person does: taps are mouse clicks at the
// element (focus moves, the field left fires its change event), keys are
// key events to the focused field, one after the other with no wait. It
// counts the taps and keys that are not the values themselves.
type player struct {
	t     *testing.T
	ctx   context.Context
	extra int
}

// tap clicks the element with the id once it is on the page and enabled,
// scrolled to the middle of the screen if it is not in view (where a
// player scrolls to tap it; not under the bottom bar).
func (p *player) tap(id string) {
	p.t.Helper()
	p.extra++
	_, err := chromedp.Run(p.ctx, chromedp.Poll[bool](`(() => { const e = document.getElementById(`+quote(id)+`); if (!e || e.disabled) return false;
		const r = e.getBoundingClientRect(); if (r.top < 60 || r.bottom > innerHeight - 70) e.scrollIntoView({block: "center"}); return true; })()`,
		chromedp.WithPollingTimeout(20*time.Second), chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil {
		p.t.Fatalf("waiting for #%s: %v", id, err)
	}
	do(p.t, p.ctx, chromedp.Click(chromedp.ID(id)))
}

// values types text that is values (a name, digits): not counted.
func (p *player) values(text string) {
	p.t.Helper()
	do(p.t, p.ctx, chromedp.KeyEvent(text))
}

// keys types keys that are not values (Enter, a space between numbers):
// each counted.
func (p *player) keys(text string) {
	p.t.Helper()
	p.extra += len([]rune(text))
	do(p.t, p.ctx, chromedp.KeyEvent(text))
}

// typeRow types a click's numbers as written, the digits as values and
// anything between them as keys.
func (p *player) typeRow(row string) {
	p.t.Helper()
	for _, r := range row {
		if r >= '0' && r <= '9' {
			p.values(string(r))
		} else {
			p.keys(string(r))
		}
	}
}

// atlas is a 12-click combat dial as a player types it: the digits run on
// (each field hands over to the next as it fills); only click 12's primary
// damage 1 needs a space, "10" being a primary damage of 10.
var atlas = []struct {
	typed string
	want  [5]int
}{
	{"4381018", [5]int{4, 3, 8, 10, 18}}, {"4381018", [5]int{4, 3, 8, 10, 18}}, {"4371017", [5]int{4, 3, 7, 10, 17}},
	{"337917", [5]int{3, 3, 7, 9, 17}}, {"327917", [5]int{3, 2, 7, 9, 17}}, {"326916", [5]int{3, 2, 6, 9, 16}},
	{"326916", [5]int{3, 2, 6, 9, 16}}, {"226816", [5]int{2, 2, 6, 8, 16}}, {"225815", [5]int{2, 2, 5, 8, 15}},
	{"215815", [5]int{2, 1, 5, 8, 15}}, {"114715", [5]int{1, 1, 4, 7, 15}}, {"1 04714", [5]int{1, 0, 4, 7, 14}},
}

// paste puts text into a field as a paste does (one input event).
func paste(t *testing.T, ctx context.Context, id, text string) {
	t.Helper()
	js, _ := json.Marshal(text)
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](`(() => { const e = document.getElementById(`+quote(id)+`);
		if (!e) return false; e.value = `+string(js)+`; e.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`,
		chromedp.WithPollingTimeout(20*time.Second), chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil {
		t.Fatalf("pasting into #%s: %v", id, err)
	}
}

// dialValues reads the combat dial's numbers, click by click.
func dialValues(t *testing.T, ctx context.Context) [][5]int {
	t.Helper()
	rows := eval[[][]int](t, ctx, `[...document.querySelectorAll("#fig-edit .drow[id^=c-]")].filter(r => r.querySelector("input")).map(r => [...r.querySelectorAll("input")].map(i => +i.value))`)
	out := make([][5]int, len(rows))
	for i, r := range rows {
		copy(out[i][:], r)
	}
	return out
}

// checkAtlas checks the typed dial: its clicks, their numbers, no problem.
func checkAtlas(t *testing.T, ctx context.Context, when string) {
	t.Helper()
	if c := text(t, ctx, "#c-count"); c != "Combat dial: 12 clicks, then ● ● ●" {
		t.Fatalf("%s: %q, the dial reads %v", when, c, dialValues(t, ctx))
	}
	got := dialValues(t, ctx)
	for i, row := range atlas {
		if i >= len(got) || got[i] != row.want {
			t.Errorf("%s: the dial reads %v, want click %d %v", when, got, i+1, row.want)
			break
		}
	}
	if p := text(t, ctx, "#fig-problems"); p != "" {
		t.Errorf("%s: problems %q", when, p)
	}
}

// TestDialsFastEntry is issue 16's acceptance for figure entry at 360×640:
// a figure with a 12-click dial typed in at most 40 taps and keys beyond
// the values themselves (measured, logged), Enter starting each click as
// a copy of the one before, a tap right after typing registered, a dial
// pasted as text, a figure file exported and imported into the library,
// and an offline reload that finds it all.
func TestDialsFastEntry(t *testing.T) {
	ctx, srv := phoneScreen(t, "/dials")
	pl := &player{t: t, ctx: ctx}
	pl.tap("tab-figs")
	pl.tap("fig-new")
	pl.tap("f-name") // its text is selected: typing replaces it
	pl.values("Atlas")
	pl.keys("\r") // on to the points
	pl.values("185")
	pl.keys("\r") // on to click 1's primary damage
	for i, row := range atlas {
		if i > 0 {
			pl.keys("\r") // the next click, a copy of this one
		}
		pl.typeRow(row.typed)
	}
	checkAtlas(t, ctx, "typed")
	if got := value(t, ctx, "f-name") + " " + value(t, ctx, "f-points"); got != "Atlas 185" {
		t.Errorf("name and points %q, want Atlas 185", got)
	}
	t.Logf("a 12-click dial (60 numbers) took %d taps and keys beyond the values", pl.extra)
	if pl.extra > 40 {
		t.Errorf("entering the figure took %d taps and keys beyond the values, want at most 40", pl.extra)
	}
	checkScreen(t, ctx, "dials-fast-entry", "#c-count")

	// Enter on the last click's defense starts click 13, a copy of click 12;
	// Undo takes the whole run of typing back in one step, Redo brings it.
	pl.tap("c-11-defense")
	pl.keys("\r")
	waitText(t, ctx, "#c-count", "Combat dial: 13 clicks")
	if got := dialValues(t, ctx); len(got) != 13 || got[12] != atlas[11].want {
		t.Errorf("click 13 %v, want a copy of click 12 %v", got, atlas[11].want)
	}
	pl.keys("0")
	if got := dialValues(t, ctx); got[12][0] != 0 {
		t.Errorf("typing 0 over the copied primary: click 13 %v", got[12])
	}
	pl.tap("c-sel-12")
	pl.tap("c-del")
	checkAtlas(t, ctx, "after deleting click 13")

	// A tap right after typing is not lost: the points typed, then at once
	// "Add a click".
	pl.tap("f-points")
	eval[bool](t, ctx, `(()=>{document.getElementById("c-add").scrollIntoView({block:"center"});return true})()`)
	do(t, ctx, chromedp.KeyEvent("190"), chromedp.Click(chromedp.ID("c-add")))
	waitText(t, ctx, "#c-count", "Combat dial: 13 clicks")
	if got := value(t, ctx, "f-points"); got != "190" {
		t.Errorf("points after typing 190 and tapping at once: %q", got)
	}
	pl.tap("c-sel-12")
	pl.tap("c-del")
	checkAtlas(t, ctx, "after the quick tap")

	// A whole dial pasted as text: a new figure, its dials from the text.
	pl.tap("fig-new")
	pl.tap("f-name")
	pl.values("Brute")
	pl.tap("c-text")
	const pasted = "1: 5 4 6 9 16\n2: 5 4 6 9 16 ▲\n3: 4 3 5 8 15\n4: 3 2 4 8 14\nKO\nheat\nS S S\n- +1 -\nR R R\n"
	paste(t, ctx, "c-text-box", pasted)
	pl.tap("c-text-use")
	waitText(t, ctx, "#c-count", "Combat dial: 4 clicks, then ● ● ●")
	waitText(t, ctx, "#feedback", "Brute: 4 clicks, then the bullet holes; heat dial 3 clicks")
	waitText(t, ctx, "#fig-edit", "▲ repair marker")
	waitText(t, ctx, "#fig-edit", "Heat dial (3 clicks)")
	if got := fmt.Sprint(dialValues(t, ctx)); got != "[[5 4 6 9 16] [5 4 6 9 16] [4 3 5 8 15] [3 2 4 8 14]]" {
		t.Errorf("pasted dial reads %s", got)
	}
	if got := value(t, ctx, "h-1-1"); got != "+1" {
		t.Errorf("pasted heat click 2 middle cell %q, want +1", got)
	}
	// A mistake in pasted text is refused where the player looks, the
	// figure unchanged.
	paste(t, ctx, "c-text-box", "5 4 6 9\n")
	pl.tap("c-text-use")
	waitText(t, ctx, "#feedback", "line 1: 4 numbers, want 5")
	waitText(t, ctx, "#c-count", "Combat dial: 4 clicks")
	checkScreen(t, ctx, "dials-paste", "#c-text")

	// Offline reload: both figures as they were.
	reloadOffline(t, ctx, srv, siteDir(t))
	click(t, ctx, "tab-figs")
	waitText(t, ctx, "#figs", "Brute")
	click(t, ctx, "fig-0")
	checkAtlas(t, ctx, "after the offline reload")
	if got := value(t, ctx, "f-points"); got != "190" {
		t.Errorf("points after the offline reload %q, want 190", got)
	}
	click(t, ctx, "fig-1")
	waitText(t, ctx, "#c-count", "Combat dial: 4 clicks")
	if got := value(t, ctx, "c-3-defense"); got != "14" {
		t.Errorf("Brute's click 4 defense after the reload %q", got)
	}

	// A figure file from a friend joins the library; its name taken, it
	// comes in renamed, nothing of the player's replaced.
	file := filepath.Join(t.TempDir(), "atlas.json")
	const friend = `{"format":"lancemate-figure","version":1,"name":"Atlas","points":120,
		"primary":{"type":"energy","targets":1,"min":0,"max":10},"secondary":{"type":"ballistic","targets":2,"min":0,"max":8},
		"vent":2,"combat":[{"primary":3,"secondary":2,"speed":8,"attack":9,"defense":16},{"ko":true}],"heat":[["S","S","S"]]}`
	if err := os.WriteFile(file, []byte(friend), 0o644); err != nil {
		t.Fatal(err)
	}
	upload(t, ctx, "set-import", []string{file})
	waitText(t, ctx, "#feedback", "Imported 1 figure from atlas.json (renamed: Atlas (2))")
	waitText(t, ctx, "#figs", "Atlas (2)")
	click(t, ctx, "fig-0")
	checkAtlas(t, ctx, "after an import")
}

// inView reports where the element is against the screen's free band:
// below the title bar and above the bottom bar.
func inView(t *testing.T, ctx context.Context, sel string) (bool, string) {
	t.Helper()
	r := eval[[]float64](t, ctx, `(() => { const e = document.querySelector(`+quote(sel)+`); if (!e) return [-1,-1,-1,-1];
		const r = e.getBoundingClientRect(), top = document.querySelector(".topbar").getBoundingClientRect().bottom,
		bottom = document.querySelector(".bottomnav").getBoundingClientRect().top; return [r.top, r.bottom, top, bottom]; })()`)
	ok := r[0] >= r[2]-1 && r[1] <= r[3]+1 && r[1] > r[0]
	return ok, fmt.Sprintf("%s spans %.0f-%.0f px, free band %.0f-%.0f", sel, r[0], r[1], r[2], r[3])
}

// mustSee fails unless every element is in the free band of the screen.
func mustSee(t *testing.T, ctx context.Context, when string, sels ...string) {
	t.Helper()
	for _, sel := range sels {
		if ok, where := inView(t, ctx, sel); !ok {
			t.Errorf("%s: %s", when, where)
		}
	}
}

// rollAll lets the app roll every die asked for.
func rollAll(t *testing.T, ctx context.Context) {
	t.Helper()
	for range 40 {
		if count(t, ctx, "#need-roll") == 0 {
			return
		}
		click(t, ctx, "need-roll")
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("the dice prompt never ended")
}

// TestDialsRoundInView is issue 16's acceptance for the match at 360×640:
// through a round, the acting 'Mech's dials and AP stay in the screen's
// free band (bounding boxes) while an action is chosen from the chart
// scrolled to its end, with the picked action's form and its button next
// to them, and through the dice prompt, whose odds count the automatic
// miss and hit; Stand Up asks about base contact; a pilot typed and "Add
// to the match" tapped at once adds the 'Mech; an offline reload keeps the
// match.
func TestDialsRoundInView(t *testing.T) {
	ctx, srv := phoneScreen(t, "/dials")
	pl := &player{t: t, ctx: ctx}
	for _, f := range []struct{ name, dial string }{{"Atlas", "4 3 8 10 18\n4 3 7 10 17\n3 2 6 9 16\n2 1 5 8 15\n"}, {"Brute", "3 2 8 9 15\n3 2 7 9 15\n2 2 6 8 14\n"}} {
		click(t, ctx, "tab-figs")
		click(t, ctx, "fig-new")
		typeInto(t, ctx, "f-name", f.name)
		paste(t, ctx, "c-text-box", f.dial)
		click(t, ctx, "c-text-use")
		waitText(t, ctx, "#feedback", f.name+":")
	}
	click(t, ctx, "tab-match")
	click(t, ctx, "match-new")
	for i, pilot := range []string{"Ana", "Zed"} {
		pl.tap(fmt.Sprintf("pick-%d", i))
		pl.tap("mech-pilot")
		// Typed, then "Add to the match" tapped at once: the tap counts.
		if ok, where := inView(t, ctx, "#mech-add"); !ok {
			t.Fatalf("Add to the match is not in view beside the pilot's field: %s", where)
		}
		do(t, ctx, chromedp.KeyEvent(pilot), chromedp.Click(chromedp.ID("mech-add")))
		waitText(t, ctx, fmt.Sprintf("#mech-%d", i), pilot)
	}
	waitText(t, ctx, "#m-status", "Setup · 2 'Mechs")
	// A stable typed that is not kept here yet: offered for creation.
	typeInto(t, ctx, "mech-stable", "Kell's")
	waitText(t, ctx, "#stable-found", "No stable named Kell's yet")
	checkScreen(t, ctx, "dials-setup", "#m-setup")
	click(t, ctx, "stable-create-standard")
	waitText(t, ctx, "#feedback", "Created the stable Kell's (standard game, 100 stones)")
	waitText(t, ctx, "#stable-found", "Kell's has no pilots yet")
	waitAttr(t, ctx, "stable-chip-0", "aria-pressed", "true")
	typeInto(t, ctx, "mech-pilot", "Cy")
	waitText(t, ctx, "#stable-found", "Cy is not a pilot of Kell's")
	click(t, ctx, "mech-add")
	waitText(t, ctx, "#feedback", "Cy is not a pilot of Kell's")
	click(t, ctx, "stable-hire")
	waitText(t, ctx, "#feedback", "Cy hired in Kell's")
	waitAttr(t, ctx, "stable-pilot-0", "aria-pressed", "true")
	typeInto(t, ctx, "mech-stable", "")
	click(t, ctx, "round")
	rollAll(t, ctx)
	waitText(t, ctx, "#m-round", "Initiative order")
	// Round 1 allows no attack: the attacks are off before any is picked,
	// and the page says why above them.
	click(t, ctx, "turn-0")
	waitText(t, ctx, "#act-closed", "first round")
	if !eval[bool](t, ctx, `document.getElementById("act-fire").disabled`) {
		t.Error("in round 1 Fire can be picked")
	}
	mustSee(t, ctx, "the closed attacks", "#act-closed", "#act-fire")
	for i := range 2 {
		if i > 0 {
			click(t, ctx, fmt.Sprintf("turn-%d", i))
		}
		click(t, ctx, "act-half_move")
		click(t, ctx, "act-go")
		click(t, ctx, "turn-end")
	}
	click(t, ctx, "round")
	rollAll(t, ctx)
	waitText(t, ctx, "#m-status", "Round 2")
	click(t, ctx, "turn-0")
	waitText(t, ctx, "#m-ap", "AP left")
	mustSee(t, ctx, "turn started", "#m-actor", "#m-ap", "#m-actor-slot")
	checkScreen(t, ctx, "dials-turn", "#m-turn")
	// The chart scrolled to its last action: the dials stay.
	eval[bool](t, ctx, `(()=>{document.getElementById("act-crowd_pump").scrollIntoView({block:"end"});scrollBy(0,70);return true})()`)
	mustSee(t, ctx, "chart scrolled to its end", "#m-actor", "#m-ap", "#act-crowd_pump")
	// Fire, picked at the chart's end: the chart folds, the form and its
	// button next to the dials.
	pl.tap("act-fire")
	waitText(t, ctx, "#act-picked", "Fire")
	pl.tap("tgt-1")
	waitText(t, ctx, "#odds", "to hit:")
	mustSee(t, ctx, "Fire at Brute", "#m-actor", "#m-ap", "#act-picked", "#odds", "#act-go")
	if o := text(t, ctx, "#odds"); strings.Contains(o, "100") {
		t.Errorf("the odds %q count no automatic miss", o)
	}
	checkScreen(t, ctx, "dials-plan", "#m-turn")
	pl.tap("act-go")
	waitText(t, ctx, "#need-what", "attack roll")
	waitText(t, ctx, "#prompt", "Chance to hit Brute")
	mustSee(t, ctx, "the attack's dice", "#m-actor", "#m-ap", "#need-roll")
	if p := text(t, ctx, "#prompt"); strings.Contains(p, "100.0%") || strings.Contains(p, "(1/1)") {
		t.Errorf("the prompt's odds count no automatic miss: %q", p)
	}
	checkScreen(t, ctx, "dials-prompt", "#m-turn")
	faces(t, ctx, "attack roll", 4, 4, 3) // 11: a hit, no critical
	rollAll(t, ctx)
	waitText(t, ctx, "#m-report", "attack roll")
	mustSee(t, ctx, "after the attack", "#m-actor", "#m-ap")

	// Stand Up: automatic without an opponent in base contact, a piloting
	// check with one.
	if eval[bool](t, ctx, `document.getElementById("act-stand_up").disabled`) {
		t.Errorf("Stand Up is not offered with %s", text(t, ctx, "#m-ap"))
	} else {
		if !strings.Contains(text(t, ctx, "#m-actor-state"), "fallen") {
			click(t, ctx, "fall-0")
		}
		waitText(t, ctx, "#m-actor-state", "fallen")
		pl.tap("act-stand_up")
		waitText(t, ctx, "#stand-need", "Stands up at once")
		pl.tap("contact-1")
		waitText(t, ctx, "#stand-need", "Piloting check: 7+ on 3D6")
		mustSee(t, ctx, "Stand Up in contact", "#m-actor", "#stand-need", "#act-go")
		pl.tap("act-go")
		waitText(t, ctx, "#need-what", "piloting check to stand up")
		waitText(t, ctx, "#prompt", "Chance of 7+ on 3D6")
		rollAll(t, ctx)
		waitText(t, ctx, "#m-report", "piloting check to stand up")
	}
	logText := text(t, ctx, "#m-log")
	if n := count(t, ctx, "#m-log li:empty"); n != 0 {
		t.Errorf("%d blank lines in the log", n)
	}
	for _, bad := range []string{"_", "roll roll", "dial at"} {
		if strings.Contains(logText, bad) {
			t.Errorf("the log reads %q, with %q", logText, bad)
		}
	}
	status := text(t, ctx, "#m-status")
	reloadOffline(t, ctx, srv, siteDir(t))
	waitText(t, ctx, "#m-status", status)
	if got := text(t, ctx, "#m-log"); got != logText {
		t.Errorf("the log after the offline reload\n%s\nwant\n%s", got, logText)
	}
	if strings.Contains(status, "'s turn") {
		mustSee(t, ctx, "after the offline reload", "#m-actor", "#m-ap")
	}
}
