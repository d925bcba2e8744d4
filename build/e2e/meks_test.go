package e2e

import (
	"context"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	lmbrowser "lancemate/build/browser"
)

// tapMeks taps a Meks page button once it is there and enabled, and
// waits until the page's text changes.
func tapMeks(t *testing.T, ctx context.Context, id string) {
	t.Helper()
	changed := eval[bool](t, ctx, `new Promise(res => {
		const m = () => (document.getElementById("meks") || {}).textContent || "";
		const t0 = Date.now(); let b = null;
		const f = () => {
			if (b === null) {
				const e = document.getElementById(`+quote(id)+`);
				if (e && !e.disabled) { b = m(); e.click(); }
			} else if (m() !== b) return res(true);
			if (Date.now() - t0 > 20000) return res(false);
			setTimeout(f, 10);
		};
		f(); })`)
	if !changed {
		t.Fatalf("tapping #%s changed nothing on the Meks page", id)
	}
}

// meksNext says which button the fight takes next with typed dice: the
// first foe attack hits the first Mek (so there is something to repair)
// and our attacks miss (1) until it has; then our attacks hit (10) for 6
// and foe attacks miss (1).
const meksNext = `(() => {
	const ph = (document.getElementById("meks-phase") || {}).textContent || "";
	if (!ph.startsWith("Round")) return "";
	const pr = document.getElementById("meks-prompt");
	if (pr) {
		if (document.getElementById("pickmek-0")) return "pickmek-0";
		const need = document.getElementById("atk-need").textContent;
		if (!need.startsWith("To-hit")) return "die-6";
		const hurt = sessionStorage.getItem("meksHurt") === "1";
		if (pr.dataset.side === "foe") { sessionStorage.setItem("meksHurt", "1"); return hurt ? "die-1" : "die-10"; }
		return hurt ? "die-10" : "die-1";
	}
	return document.getElementById("atk-0") ? "atk-0" : "next-step";
})()`

// meksAdd adds a Mek with its attachments, and a pilot: the names typed
// key by key and the Add button tapped at once after the last key.
func meksAdd(t *testing.T, ctx context.Context, mek, size, pilot, grade string, mounts ...string) {
	t.Helper()
	click(t, ctx, "size-"+size)
	meksTypeTap(t, ctx, "mek-name", mek, "add-mek")
	waitText(t, ctx, "#meks-squad", mek)
	click(t, ctx, "grade-"+grade)
	meksTypeTap(t, ctx, "pilot-name", pilot, "add-pilot")
	waitText(t, ctx, "#meks-pilots", pilot+" "+grade)
	for _, m := range mounts {
		tapMeks(t, ctx, "mount-"+m)
	}
}

// meksTypeTap types text into the field with key events, then taps the
// button with the mouse at once (no wait for the page between the last
// key and the tap), and waits until the tap changed the page: a tap that
// follows typing is never lost.
func meksTypeTap(t *testing.T, ctx context.Context, field, text, button string) {
	t.Helper()
	before := eval[string](t, ctx, `(document.getElementById("meks") || {}).textContent || ""`)
	do(t, ctx, chromedp.SendKeys(chromedp.ID(field), text), chromedp.Click(chromedp.ID(button)))
	changed := eval[bool](t, ctx, `new Promise(res => { const t0 = Date.now();
		const f = () => { if (((document.getElementById("meks") || {}).textContent || "") !== `+jsString(before)+`) return res(true);
			if (Date.now() - t0 > 20000) return res(false); setTimeout(f, 10); }; f(); })`)
	if !changed {
		t.Fatalf("typing %q into #%s then tapping #%s at once changed nothing", text, field, button)
	}
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// meksFlow builds a squad, takes a mission and fights it to the end with
// typed dice, then debriefs, repairs and ends the mission. at(name, sel)
// is called on each screen worth a look (sel: the section shown); mid is
// called once in the engagement, after a hit, with the engagement's text
// before that hit.
func meksFlow(t *testing.T, ctx context.Context, at func(name, sel string), mid func(beforeHit string)) {
	eval[bool](t, ctx, `sessionStorage.removeItem("meksHurt"); true`)
	waitText(t, ctx, "#meks-start", "New campaign")
	// The stepper shows the value it holds, and the start button uses it.
	waitText(t, ctx, "#mc-val", "100")
	tapMeks(t, ctx, "mc-inc")
	waitText(t, ctx, "#mc-val", "110")
	waitText(t, ctx, "#meks-new", "110 MC")
	at("meks-start", "#meks-start")
	tapMeks(t, ctx, "mc-dec")
	waitText(t, ctx, "#mc-val", "100")
	tapMeks(t, ctx, "meks-new")
	waitText(t, ctx, "#meks-phase", "Between missions")
	waitText(t, ctx, "#meks-mc", "100 MC")

	meksAdd(t, ctx, "Brute", "large", "Ana", "regular", "large-laser", "gauss-rifle")
	waitText(t, ctx, "#meks-pilots", "Ana regular")
	waitText(t, ctx, "#meks-refit", "6 of 6 slots")
	tapMeks(t, ctx, "mount-machine-gun")
	// A refusal is shown where the player looks (the feedback region), in
	// the player's words: its seed lines are behind the page's "Why?".
	waitText(t, ctx, "#feedback", "no room for Machine Gun")
	waitText(t, ctx, "#meks-msg-why", "004 L5-9")
	if small := eval[string](t, ctx, `[...document.querySelectorAll("#meks summary")].map(e => e.getBoundingClientRect()).filter(r => r.width > 0 && (r.width < 44 || r.height < 44)).map(r => Math.round(r.width) + "x" + Math.round(r.height)).join(" ")`); small != "" {
		t.Errorf("Why? and Rules notes under 44×44 px: %s", small)
	}
	if fb := text(t, ctx, "#feedback"); strings.Contains(fb, "004 L") {
		t.Errorf("the refusal cites the seed in its main line: %q", fb)
	}
	at("meks-refusal", "#meks-refit")
	meksAdd(t, ctx, "Hound", "medium", "Bo", "green", "medium-laser", "mortar")
	at("meks-setup", "#meks-setup")
	// Money recorded by hand: the amount typed, Spend tapped at once.
	meksTypeTap(t, ctx, "mc-amt", "15", "mc-spend")
	waitText(t, ctx, "#meks-mc", "85 MC")
	meksTypeTap(t, ctx, "mc-amt", "15", "mc-gain")
	waitText(t, ctx, "#meks-mc", "100 MC")
	tapMeks(t, ctx, "mek-0")
	tapMeks(t, ctx, "assign-1")
	waitText(t, ctx, "#feedback", "Bo is a green pilot and cannot pilot")
	tapMeks(t, ctx, "assign-0")
	waitText(t, ctx, "#mek-0", "Ana")
	if fb := text(t, ctx, "#feedback"); fb != "" {
		t.Errorf("the feedback region still shows %q after a tap that worked", fb)
	}
	tapMeks(t, ctx, "mek-1")
	tapMeks(t, ctx, "assign-1")
	waitText(t, ctx, "#mek-1", "Bo")

	// Undo and redo the assignment.
	tapMeks(t, ctx, "meks-undo")
	waitText(t, ctx, "#mek-1", "no pilot")
	tapMeks(t, ctx, "meks-redo")
	waitText(t, ctx, "#mek-1", "Bo")
	at("meks-squad", "#meks-squad")
	meksBuy(t, ctx, at)

	tapMeks(t, ctx, "flip")
	waitText(t, ctx, "#meks-phase", "Choose a mission")
	tapMeks(t, ctx, "go")
	waitText(t, ctx, "#meks-phase", "Reveal the foes")
	tapMeks(t, ctx, "reveal")
	waitText(t, ctx, "#meks-phase", "Round 1")
	meksMainLine(t, ctx, "#meks")

	// An attack with its modifiers (their seed lines behind "Why?"); undo
	// and redo it.
	tapMeks(t, ctx, "atk-0")
	waitText(t, ctx, "#meks-prompt", "to hit")
	waitText(t, ctx, "#meks-check-why", "004 L39-41")
	meksMainLine(t, ctx, "#meks-prompt")
	at("meks-engage", "#meks-prompt")
	eval[bool](t, ctx, `document.querySelector("#meks-check-why summary").click(), true`) // opens on a tap, the page unchanged
	waitAttr(t, ctx, "meks-check-why", "open", "")
	at("meks-why", "#meks-check-why")
	tapMeks(t, ctx, "atk-cancel")
	before := text(t, ctx, "#meks-engage")
	for _, id := range []string{"atk-0", "die-10", "die-6"} {
		tapMeks(t, ctx, id)
	}
	// The attack's result is in the fight view, not only in the Log tab.
	waitText(t, ctx, "#meks-results .mk-result.on", ", hit, ")
	at("meks-results", "#meks-results")
	after := text(t, ctx, "#meks-engage")
	if after == before {
		t.Fatal("the hit changed nothing")
	}
	tapMeks(t, ctx, "meks-undo")
	if got := text(t, ctx, "#meks-engage"); got != before {
		t.Errorf("after undo the engagement reads\n%s\nwant\n%s", got, before)
	}
	tapMeks(t, ctx, "meks-redo")
	if got := text(t, ctx, "#meks-engage"); got != after {
		t.Errorf("after redo the engagement reads\n%s\nwant\n%s", got, after)
	}
	mid(before)

	// The fight, counting the taps. A step whose attacks are all made, or
	// that has none, ends by itself: no "End the step" tap (the hand is
	// empty, so no card holds a step open).
	taps, rounds, results, foeShot := map[string]int{}, 0, 0, false
	for i := 0; ; i++ {
		id := eval[string](t, ctx, meksNext)
		if id == "" {
			break
		}
		if i > 2000 {
			t.Fatal("the fight does not end")
		}
		if n := meksRound(t, ctx); n > rounds {
			rounds = n
		}
		if !foeShot && eval[bool](t, ctx, `!!document.querySelector("#meks-attacks .mk-later")`) {
			at("meks-foe-odds", "#meks-attacks .mk-later")
			foeShot = true
		}
		kind := strings.TrimRight(id, "-0123456789")
		taps[kind]++
		newest := meksNewest(t, ctx)
		prompt := eval[bool](t, ctx, `!!document.getElementById("meks-prompt")`)
		tapMeks(t, ctx, id)
		if prompt && meksRound(t, ctx) > 0 && !eval[bool](t, ctx, `!!document.getElementById("meks-prompt")`) {
			// The attack is made: its line tops the fight's results.
			if got := meksNewest(t, ctx); got == newest || !strings.Contains(got, " on ") {
				t.Errorf("after %s the newest result reads %q (before: %q)", id, got, newest)
			}
			if !eval[bool](t, ctx, `new Promise(res => lmAfterFrame(() => { const r = document.querySelector("#meks-results .mk-result.on").getBoundingClientRect();
				res(r.top >= 52 && r.bottom <= innerHeight - 60); }))`) {
				t.Errorf("after %s the newest result is out of view", id)
			}
			if results == 0 {
				at("meks-fight", "") // where the page put the player after the attack
			}
			results++
		}
	}
	total := 0
	for _, n := range taps {
		total += n
	}
	t.Logf("fight: %d taps over %d rounds: %d attacks opened, %d dice, %d random Meks picked, %d step ends; %d results seen in the fight view",
		total, rounds, taps["atk"], taps["die"], taps["pickmek"], taps["next-step"], results)
	if taps["next-step"] != 0 {
		t.Errorf("%d taps on End the step: steps with nothing left to do should end by themselves", taps["next-step"])
	}
	waitText(t, ctx, "#meks-phase", "Debriefing")
	waitText(t, ctx, "#meks-outcome", "Every foe destroyed")
	at("meks-debrief", "#meks-debrief")
	click(t, ctx, "adv-0-1") // Ana, regular: 1 → veteran with a random skill (004 L72-73)
	click(t, ctx, "adv-1-6")
	// 004 L65-67: a won mission pays exactly 10 MC per threat level (no
	// Event card was played, so no bonus).
	outcome := text(t, ctx, "#meks-outcome")
	tm := regexp.MustCompile(`pays 10 MC × threat (\d+) = (\d+) MC\.$`).FindStringSubmatch(outcome)
	if tm == nil {
		t.Fatalf("no threat (or a bonus) in the outcome %q", outcome)
	}
	threat, _ := strconv.Atoi(tm[1])
	if tm[2] != strconv.Itoa(10*threat) {
		t.Errorf("the outcome %q adds up wrong", outcome)
	}
	mc := meksMC(t, ctx)
	tapMeks(t, ctx, "debrief")
	waitText(t, ctx, "#meks-prompt", "Ana's random skill")
	at("meks-skill", "#meks-prompt")
	tapMeks(t, ctx, "die-2")
	waitText(t, ctx, "#meks-phase", "Repair")
	waitText(t, ctx, "#meks-pilots", "Ana veteran (Piloting)")
	waitText(t, ctx, "#meks-pay", "Paid "+strconv.Itoa(10*threat)+" MC.")
	n := meksMC(t, ctx)
	if n != mc+10*threat {
		t.Errorf("MC %d after the pay, want %d + 10 × %d", n, mc, threat)
	}
	at("meks-repair", "#meks-repair")
	waitText(t, ctx, "#repair-0-1", "1 point (1 MC)")
	tapMeks(t, ctx, "repair-0-1")
	waitText(t, ctx, "#meks-mc", strconv.Itoa(n-1)+" MC")
	// The repair-all button says what it charges (1 MC a point, 004 L81),
	// and charges that.
	label := text(t, ctx, "#repair-0-all")
	lm := regexp.MustCompile(`^All (\d+) \((\d+) MC\)$`).FindStringSubmatch(label)
	if lm == nil || lm[1] != lm[2] {
		t.Fatalf("repair button %q: want All N (N MC)", label)
	}
	cost, _ := strconv.Atoi(lm[2])
	tapMeks(t, ctx, "repair-0-all")
	waitText(t, ctx, "#meks-norepair", "No Mek needs repairs")
	if got := meksMC(t, ctx); got != n-1-cost {
		t.Errorf("%q charged %d MC", label, n-1-got)
	}
	tapMeks(t, ctx, "end-mission")
	waitText(t, ctx, "#meks-phase", "Between missions")

	// The Build deck's stepper shows the number it holds, and steps it.
	tapMeks(t, ctx, "tab-cards")
	flip, err := strconv.Atoi(text(t, ctx, "#bflip-val"))
	if err != nil || flip != 5 {
		t.Errorf("Build cards flipped per Build phase shows %q, the default is 5", text(t, ctx, "#bflip-val"))
	}
	tapMeks(t, ctx, "bflip-inc")
	waitText(t, ctx, "#bflip-val", strconv.Itoa(flip+1))
	at("meks-cards", "#meks-builds")
	tapMeks(t, ctx, "bflip-dec")
	waitText(t, ctx, "#bflip-val", strconv.Itoa(flip))
	tapMeks(t, ctx, "tab-log")
	at("meks-log", "#meks-log")
	tapMeks(t, ctx, "tab-play")
	waitText(t, ctx, "#meks-mission", "Flip three missions")
}

// meksRound is the engagement's round, 0 outside one.
func meksRound(t *testing.T, ctx context.Context) int {
	t.Helper()
	m := regexp.MustCompile(`^Round (\d+)`).FindStringSubmatch(text(t, ctx, "#meks-phase"))
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// meksNewest is the fight's newest result ("" when none is shown).
func meksNewest(t *testing.T, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `(document.querySelector("#meks-results .mk-result.on") || {}).textContent || ""`)
}

// meksMainLine fails when the text of sel outside its "Why?" and rules
// notes cites the seed ("004 L…") or a note ("Note …").
func meksMainLine(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	main := eval[string](t, ctx, `(() => { const e = document.querySelector(`+quote(sel)+`).cloneNode(true);
		e.querySelectorAll("details").forEach(d => d.remove()); return e.textContent; })()`)
	if m := regexp.MustCompile(`\d{3} L\d+|\(Note [a-z]`).FindString(main); m != "" {
		t.Errorf("%s cites %q outside its Why?:\n%s", sel, m, main)
	}
}

// meksPilotCard is the Buy button of the first pilot among the face-up
// Build cards, and its cost ("" when none is a pilot).
const meksPilotCard = `(() => {
	for (const li of document.querySelectorAll("#meks-build li")) {
		const b = li.querySelector("button");
		if (li.querySelector("[data-gives=pilot]")) return b.id + " " + b.textContent.match(/\d+/)[0];
	}
	return "";
})()`

// meksBuy flips the Build cards of the Build phase (004 L103-104, Note
// build-deck) until a pilot is face up (the draw is random: a flip without
// one is undone), buys it and checks that its cost left the MC balance and
// that the pilot joined the squad.
func meksBuy(t *testing.T, ctx context.Context, at func(name, sel string)) {
	t.Helper()
	typeInto(t, ctx, "buy-name", "Cy")
	var card []string
	for try := 0; len(card) == 0; try++ {
		if try == 8 {
			t.Fatal("no pilot among the Build cards in 8 flips")
		}
		if try > 0 {
			tapMeks(t, ctx, "meks-undo")
		}
		tapMeks(t, ctx, "flip-build")
		card = strings.Fields(eval[string](t, ctx, meksPilotCard))
	}
	at("meks-build", "#meks-build")
	cost, _ := strconv.Atoi(card[1])
	mc := meksMC(t, ctx)
	tapMeks(t, ctx, card[0])
	waitText(t, ctx, "#meks-mc", strconv.Itoa(mc-cost)+" MC")
	waitText(t, ctx, "#meks-pilots", "; Cy ")
}

// meksMC reads the MC balance shown in the status bar.
func meksMC(t *testing.T, ctx context.Context) int {
	t.Helper()
	s := text(t, ctx, "#meks-mc")
	n, err := strconv.Atoi(strings.TrimSuffix(s, " MC"))
	if err != nil {
		t.Fatalf("MC balance %q: %v", s, err)
	}
	return n
}

// meksReload waits for the precache, stops the server, reloads the page
// offline in the middle of the engagement and checks that it reads the
// same, and that the reloaded journal still undoes the hit (beforeHit is
// the engagement before it) and redoes it.
func meksReload(t *testing.T, ctx context.Context, srv *lmbrowser.Server, dir, beforeHit string) {
	t.Helper()
	if _, err := lmbrowser.WaitCached(ctx, precache(t, dir), 90*time.Second); err != nil {
		t.Fatal(err)
	}
	page := text(t, ctx, "#meks")
	srv.Close()
	if err := lmbrowser.GoOffline(ctx); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Reload())
	ready(t, ctx)
	waitText(t, ctx, "#meks-phase", "Round")
	if got := text(t, ctx, "#meks"); got != page {
		t.Errorf("after the offline reload the page reads\n%s\nwant\n%s", got, page)
	}
	hit := text(t, ctx, "#meks-engage")
	tapMeks(t, ctx, "meks-undo")
	if got := text(t, ctx, "#meks-engage"); got != beforeHit {
		t.Errorf("undo after the offline reload: the engagement reads\n%s\nwant\n%s", got, beforeHit)
	}
	tapMeks(t, ctx, "meks-redo")
	if got := text(t, ctx, "#meks-engage"); got != hit {
		t.Errorf("redo after the offline reload: the engagement reads\n%s\nwant\n%s", got, hit)
	}
}

// TestMeks plays the Meks card game on a Pixel 5 with typed dice, reloads
// offline mid-engagement (the page reads the same), and checks that the
// rolls are in the roll log with their purpose.
func TestMeks(t *testing.T) {
	ctx, srv, dir := launch(t, "/meks")
	meksFlow(t, ctx, func(string, string) {}, func(beforeHit string) { meksReload(t, ctx, srv, dir, beforeHit) })
	tapMeks(t, ctx, "tab-log")
	waitText(t, ctx, "#meks-log", "mission won")
	waitText(t, ctx, "#meks-log", "Long Range step over")
	waitText(t, ctx, "#meks-log", "Brute repaired")
	waitText(t, ctx, "#meks-log", "MC: Cy")
	click(t, ctx, "nav-dice")
	waitText(t, ctx, "body", "Meks: Brute's Large Laser on")
	waitText(t, ctx, "body", "Meks: Ana's random skill (typed)")
}

// TestMeksScreens plays the same campaign at 360×640, reloading offline
// mid-engagement too: nothing may overflow sideways and every control is
// a 44×44 px target, on the start, the squad builder, the setup, the
// Build phase, an attack's modifiers, the fight's results, the
// debriefing and the repair. With LANCEMATE_SCREENSHOTS=dir it saves
// them.
func TestMeksScreens(t *testing.T) {
	ctx, srv := phoneScreen(t, "/meks")
	dir := siteDir(t)
	meksFlow(t, ctx, func(name, sel string) { t.Helper(); checkScreen(t, ctx, name, sel) },
		func(beforeHit string) { meksReload(t, ctx, srv, dir, beforeHit) })
}
