package e2e

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
)

// The player's words: what the language test fails on in the text a
// screen shows outside its "Why?" and "Rules notes" disclosures.
var (
	// wordRules are the patterns of rulebook and engine vocabulary.
	wordRules = []struct{ what, re string }{
		{"a seed citation", `\b\d{3} L\d+|\bdigest\b|\b(?:AMB|G)-M?\d+\b|(?i:\bseed(?:'s)?\b)`},
		{"an engine identifier", `\b[a-z]+(?:_[a-z0-9]+)+\b|\bengine/|\bunit [A-Z][^:]{0,40}:`},
		{"a step label", `\b\d+[a-f] \d+\b|\[\d+(?:[ ,]+\d+)*\]|\bi-th\b|\b\d+ \+ \d+ vs \d+\b`},
		{"a lower-case 'Mech", `(?:^|[^'A-Za-z])mechs?\b`},
		{"a wrong plural", `\b1 [A-Za-z']+(?: [A-Za-z']+)? are\b`},
		{"a record sheet's code for a location or slot", `\b(?:HD|CT|LT|RT|LA|RA|LL|RL|FLL|FRL|RLL|RRL)(?::\d+|(?: rear)? \d+→| IS\b)|\bIS \d+→`},
		{"a roll 'queued'", `\bqueued\b`},
		{"a die no one owns", `\b\d+[dD](?:[0-3579]|1[13-9]|2[1-9]|[3-9]\d|\d{3,})\b`},
		{"a class or slot number for a name", `\b(?:class|ability) \d+\b`},
		{"a lower-case line of the engine's", `(?:^|: )initiative [A-Z]|^[a-z]+:(?: |$)|\b(?:pilot|mek|mech|'Mech|Mech|stable) "[^"]*"`},
		{"a table's name for a prompt", `\bDetermining Critical Hits\b`},
	}
	wordREs = func() []*regexp.Regexp {
		var out []*regexp.Regexp
		for _, r := range wordRules {
			out = append(out, regexp.MustCompile(r.re))
		}
		return out
	}()
	// oneMany finds "1 <noun>"; a noun ending in s that is not a
	// singular (Atlas, class, bonus) is a wrong plural.
	oneMany = regexp.MustCompile(`(?:^|[^\d.,+−/-])1 ([A-Za-z']+)\b`)
	// citeRE is a citation inside a "Why?", for the words before it.
	citeRE = regexp.MustCompile(`\(?\b\d{3} L[\d, L–-]+\)?|\(?\bdigest [A-Z]+-M?\d+\)?|\(?\b(?:AMB|G)-M?\d+\)?|[;·.,]`)
)

// wrongPlural reports whether noun, after a 1, is a plural.
func wrongPlural(noun string) bool {
	n := strings.ToLower(noun)
	if !strings.HasSuffix(n, "s") || len(n) < 3 {
		return false
	}
	for _, end := range []string{"ss", "us", "is", "as", "ics", "os"} {
		if strings.HasSuffix(n, end) {
			return false
		}
	}
	return true
}

// screenText is the text the page shows with every disclosure open but
// the "Why?" and "Rules notes" ones (restored after; a "Why?" is a
// disclosure whose summary begins with "Why" or ends with "Why?"), then the text of each "Why?"
// without its summary.
const screenText = `(() => {
	const all = [...document.querySelectorAll("details")];
	const kind = d => { const s = d.querySelector(":scope > summary"); return s ? s.textContent.trim() : ""; };
	const why = d => kind(d).startsWith("Why") || kind(d).endsWith("Why?");
	const skip = all.filter(d => why(d) || kind(d).startsWith("Rules notes"));
	const whys = skip.filter(d => why(d) && d.getClientRects().length > 0)
		.map(d => [...d.children].filter(c => c.tagName !== "SUMMARY").map(c => c.textContent).join(" ").trim());
	const opened = all.filter(d => !d.open && !skip.includes(d) && !skip.some(s => s.contains(d)));
	opened.forEach(d => d.open = true);
	const shown = skip.map(d => [d, d.style.display]);
	skip.forEach(d => d.style.display = "none");
	const text = document.body.innerText;
	shown.forEach(([d, v]) => d.style.display = v);
	opened.forEach(d => d.open = false);
	return [text, ...whys];
})()`

// words collects what the language test found, by screen.
type words struct {
	t     *testing.T
	ctx   context.Context
	found []string
}

// check reads the screen as it is and records every line of it that
// speaks the rulebook's or the engine's language, and every "Why?" that
// gives no reading in words before its lines.
func (w *words) check(where string) {
	w.t.Helper()
	texts := eval[[]string](w.t, w.ctx, screenText)
	seen := map[string]bool{}
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			w.found = append(w.found, s)
			w.t.Error(s)
		}
	}
	w.lines(where, texts[0], add)
	for _, why := range texts[1:] {
		rest := strings.TrimSpace(citeRE.ReplaceAllString(why, " "))
		n := 0
		for _, f := range strings.Fields(rest) {
			if len(strings.Trim(f, ":;()")) > 1 {
				n++
			}
		}
		if n < 3 || strings.HasPrefix(rest, "The rules say so") {
			add(fmt.Sprintf("%s: a \"Why?\" with no reading in words: %q", where, why))
		}
	}
}

// file reads a downloaded file's text as the check reads a screen's.
func (w *words) file(where, text string) {
	w.t.Helper()
	w.lines(where, text, func(s string) {
		w.found = append(w.found, s)
		w.t.Error(s)
	})
}

// lines passes each line of text that speaks the rulebook's or the
// engine's language to add.
func (w *words) lines(where, text string, add func(string)) {
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		for i, re := range wordREs {
			if m := re.FindString(line); m != "" {
				add(fmt.Sprintf("%s: %s %q in %q", where, wordRules[i].what, m, line))
			}
		}
		for _, m := range oneMany.FindAllStringSubmatch(line, -1) {
			if wrongPlural(m[1]) {
				add(fmt.Sprintf("%s: a wrong plural %q in %q", where, "1 "+m[1], line))
			}
		}
	}
}

// TestPlayersWords walks every section in states with data, at 360×640,
// and fails on text shown outside the "Why?" and "Rules notes"
// disclosures that is a seed citation ("003 L1440", "digest G-48"), an
// engine identifier (snake_case, "engine/", "unit X:"), a step label
// ("7a 2", "[9]"), a lower-case "mech" or a wrong plural ("1 hexes",
// "1 MP are"), a record sheet's code ("LT:9", "RT 6→0 IS 6→0"), a roll
// "queued", a die no one owns ("1D9"), a class or slot number for a name
// ("class 1", "ability 1"), an engine-style line ("initiative Side 1",
// "stable: …", pilot "Paige") or a table's name for a prompt, and on a
// "Why?" that gives only lines: the seeded records of every section and
// their tabs, a game's move sheet and a fall to its card, its fire sheet
// and its prompts to a destroyed 'Mech, the weapons refused after they
// fired, that 'Mech's sheet and fire, a Dials match to its end, a Meks
// mission with its refusals, the Ledger's print view and its CSV exports,
// a live table's screens (the host's Table sheet, the join page, a guest's
// refused Undo and its game menu).
func TestPlayersWords(t *testing.T) {
	t.Run("records", func(t *testing.T) {
		ctx, _ := phoneScreen(t, "/")
		w := &words{t: t, ctx: ctx}
		pop := seed(t, ctx, func(field string) string { return "Kell " + strings.ReplaceAll(field, " ", "-") })
		f := pop.Fields
		for _, s := range []a11yState{
			{name: "home", path: "/", title: "Lancemate", want: "Resume the game"},
			{name: "dice", path: "/dice", title: "Dice", want: f["roll purpose"]},
			{name: "settings", path: "/settings", title: "Settings", want: f["damaged record"]},
			{name: "sheets", path: "/sheets?design=" + pop.Design, title: f["chassis"], want: f["equipment"]},
			{name: "game", path: "/game", title: "Game", want: f["game pilot"], tabs: `#units [data-act="unit"]`},
			{name: "dials", path: "/dials", title: "Dials", want: f["dials pilot"], tabs: `#dials [data-act="view"]`},
			{name: "stable", path: "/stable", title: "Stable", want: f["stable pilot"], tabs: `#stable [data-act="tab"]`},
			{name: "ledger", path: "/ledger", title: "Ledger", want: f["player"], tabs: `#ledger [data-act="tab"]`,
				then: func(t *testing.T, ctx context.Context) { click(t, ctx, "ev-0") }},
			{name: "meks", path: "/meks", title: "Meks", want: f["mek pilot"], tabs: `#meks [data-act="tab"]`},
		} {
			goTo(t, ctx, s.path, s.title)
			if s.then != nil {
				s.then(t, ctx)
			}
			waitText(t, ctx, "main", s.want)
			w.check(s.name)
			if s.tabs != "" {
				tapAll(t, ctx, s.tabs, func(i int) { w.check(fmt.Sprintf("%s, tab %d", s.name, i+1)) })
			}
		}
		// The ledger's print view.
		goTo(t, ctx, "/ledger", "Ledger")
		click(t, ctx, "ev-0")
		click(t, ctx, "tab-ledger")
		click(t, ctx, "led-print")
		waitFor(t, ctx, "#led-printview")
		w.check("ledger print view")
		// The exports a player keeps: the ledger's and the standings' CSV.
		dl := allowDownloads(t, ctx)
		click(t, ctx, "led-print-close")
		click(t, ctx, "exp-ledger")
		csv := dl.file(t, "*.csv", "the ledger CSV")
		b, err := os.ReadFile(csv)
		if err != nil {
			t.Fatal(err)
		}
		w.file("the ledger CSV", string(b))
		if !strings.Contains(string(b), "What happened") || !strings.Contains(string(b), f["player"]) {
			t.Errorf("the ledger CSV lacks its headings or the player:\n%s", b)
		}
		if err := os.Remove(csv); err != nil { // the next glob finds one file
			t.Fatal(err)
		}
		click(t, ctx, "tab-judge")
		click(t, ctx, "exp-standings")
		b, err = os.ReadFile(dl.file(t, "*standings.csv", "the standings CSV"))
		if err != nil {
			t.Fatal(err)
		}
		w.file("the standings CSV", string(b))
		t.Logf("found:\n%s", strings.Join(w.found, "\n"))
	})
	t.Run("game", func(t *testing.T) {
		ctx, _ := gameOnPhone(t, [2]string{"hunchback-hbk-4g", "Ana"}, [2]string{"atlas-as7-d", "Bo"})
		w := &words{t: t, ctx: ctx}
		waitText(t, ctx, "#sheet-name", "Hunchback")
		w.check("game, movement")
		tp := &taps{t: t, ctx: ctx}
		// A fall: a PSR the map calls for (ice), failed with the player's
		// dice, and every roll of the fall to its card; then undone for the
		// attack below.
		click(t, ctx, "act-move")
		click(t, ctx, "move-psr")
		w.check("game, the move sheet")
		click(t, ctx, "psr-ice")
		waitText(t, ctx, "#pending-badge", "1 roll")
		w.check("game, a PSR to make")
		gameShot(t, ctx, "words-psr-to-make")
		click(t, ctx, "pending-badge")
		waitFor(t, ctx, "#sh-rolls [id^=resolve-]")
		w.check("game, the rolls to make")
		clickSel(t, ctx, "#sh-rolls [id^=resolve-]")
		tp.dice("Piloting Skill Roll", 1, 1)
		for n := 0; !eval[bool](t, ctx, `!!document.getElementById("card-done")`); n++ {
			if n > 8 {
				t.Fatal("the fall asks for more than 8 further rolls")
			}
			waitFor(t, ctx, "#need-what")
			w.check(fmt.Sprintf("game, fall roll %d", n+1))
			gameShot(t, ctx, fmt.Sprintf("words-fall-roll-%d", n+1))
			dice := eval[int](t, ctx, `document.querySelectorAll("#sh-dice .facerow").length`)
			for d := 1; d <= dice; d++ {
				tp.tap(fmt.Sprintf("#need-%d-3", d))
			}
		}
		waitText(t, ctx, "#sh-dice", "falls")
		w.check("game, the fall recorded")
		gameShot(t, ctx, "words-fall-card")
		click(t, ctx, "card-done")
		waitGone(t, ctx, "#sh-dice")
		waitText(t, ctx, "#units", "prone")
		w.check("game, the fallen Hunchback")
		click(t, ctx, "undo")
		click(t, ctx, "undo")
		waitText(t, ctx, "#feedback", "Undone")
		w.check("game, the fall undone")
		gameShot(t, ctx, "words-fall-undone")
		if got := text(t, ctx, "#units"); strings.Contains(got, "prone") {
			t.Fatalf("after two undos the strip still reads %q", got)
		}
		click(t, ctx, "end-phase")
		click(t, ctx, "next-skip")
		click(t, ctx, "end-phase")
		click(t, ctx, "next-skip") // the units not moved: the phase ends anyway
		waitText(t, ctx, "#turn", "Weapon Attack")
		w.check("game, weapon attack")
		tp.tap("#act-fire")
		for _, id := range []string{"#wpn-3", "#wpn-12", "#wpn-17", "#wpn-22"} {
			tp.tap(id)
		}
		w.check("game, fire sheet")
		gameShot(t, ctx, "words-fire-sheet")
		tp.tap("#fire-go")
		tp.dice("Small Laser attack roll at Atlas", 1, 1)
		w.check("game, attack roll")
		tp.dice("Autocannon/20 attack roll at Atlas", 6, 6)
		tp.dice("Autocannon/20 hit location", 6, 6)
		waitText(t, ctx, "#dice-last", "destroyed")
		w.check("game, the Atlas destroyed")
		for n := 0; !eval[bool](t, ctx, `!!document.getElementById("card-done")`); n++ {
			if n > 12 {
				t.Fatal("the attack asks for more than 12 further rolls")
			}
			waitFor(t, ctx, "#need-what")
			w.check(fmt.Sprintf("game, roll %d after the kill", n+1))
			dice := eval[int](t, ctx, `document.querySelectorAll("#sh-dice .facerow").length`)
			for d := 1; d <= dice; d++ {
				tp.tap(fmt.Sprintf("#need-%d-5", d))
			}
		}
		waitText(t, ctx, "#sh-dice", "Attack recorded")
		w.check("game, attack recorded")
		gameShot(t, ctx, "words-attack-recorded")
		// The destroyed Atlas: its tab and sheet, and its own fire in the
		// same phase (attacks of a phase are simultaneous), to its prompt.
		click(t, ctx, "card-done")
		waitGone(t, ctx, "#sh-dice")
		clickSel(t, ctx, `#units .unit.dead`)
		waitText(t, ctx, "#sheet-name", "Atlas")
		w.check("game, the destroyed Atlas's sheet")
		click(t, ctx, "act-fire")
		clickSel(t, ctx, `#sh-fire [data-act="fire1"]`)
		waitText(t, ctx, "#need-what", "attack roll at Hunchback")
		w.check("game, the destroyed Atlas fires")
		for n := 0; !eval[bool](t, ctx, `!!document.getElementById("card-done")`); n++ {
			if n > 12 {
				t.Fatal("the Atlas's attack asks for more than 12 rolls")
			}
			waitFor(t, ctx, "#need-what")
			dice := eval[int](t, ctx, `document.querySelectorAll("#sh-dice .facerow").length`)
			for d := 1; d <= dice; d++ {
				tp.tap(fmt.Sprintf("#need-%d-1", d))
			}
		}
		click(t, ctx, "card-done")
		waitGone(t, ctx, "#sh-dice")
		// A refused action: the Atlas's weapon again, refused (already
		// fired this turn), in words.
		tp.tap("#act-fire")
		waitText(t, ctx, "#weapons", "already fired this turn")
		w.check("game, fire refused")
		gameShot(t, ctx, "words-fire-refused")
		t.Logf("found:\n%s", strings.Join(w.found, "\n"))
	})
	t.Run("table", func(t *testing.T) {
		var found []string
		check := func(name string, ctx context.Context) {
			t.Helper()
			w := &words{t: t, ctx: ctx}
			w.check(name)
			found = append(found, w.found...)
		}
		host, guest := joinLiveTable(t, check)
		// A guest's refused Undo, and its game menu saying why.
		click(t, host, "loc-LA")
		click(t, host, "hit-apply")
		waitText(t, host, "#outcome", "5 damage")
		click(t, guest, "undo")
		waitText(t, guest, "#feedback", "Not recorded by the host's phone")
		check("a guest's Undo refused", guest)
		click(t, guest, "menu")
		waitText(t, guest, "#menu-table-rule", "host's phone")
		check("a guest's game menu", guest)
		t.Logf("found:\n%s", strings.Join(found, "\n"))
	})
	t.Run("dials", func(t *testing.T) {
		ctx, _ := phoneScreen(t, "/dials")
		w := &words{t: t, ctx: ctx}
		defineFigures(t, ctx, func(name string) { w.check("dials, " + name) })
		playMatch(t, ctx, func(name string) { w.check("dials, " + name) })
		w.check("dials, match over")
		t.Logf("found:\n%s", strings.Join(w.found, "\n"))
	})
	t.Run("meks", func(t *testing.T) {
		ctx, _ := phoneScreen(t, "/meks")
		w := &words{t: t, ctx: ctx}
		meksFlow(t, ctx, func(name, sel string) { t.Helper(); w.check("meks, " + name) }, func(string) {})
		t.Logf("found:\n%s", strings.Join(w.found, "\n"))
	})
}

// TestWordRules: the language test's patterns catch what the screens
// showed before (issue 30) and pass what they show now.
func TestWordRules(t *testing.T) {
	caught := func(line string) bool {
		for _, re := range wordREs {
			if re.MatchString(line) {
				return true
			}
		}
		for _, m := range oneMany.FindAllStringSubmatch(line, -1) {
			if wrongPlural(m[1]) {
				return true
			}
		}
		return false
	}
	for _, c := range []struct {
		line string
		bad  bool
	}{
		{"LT:9 · 5 shots", true},
		{"Left torso slot 9 · 5 shots", false},
		{"Atlas: 20 damage, RT 6→0 IS 6→0, RT destroyed", true},
		{"Atlas: 20 damage, right torso armor 6→0 and structure 6→0, right torso destroyed", false},
		{"Hunchback: 22 damage, PSR +1 queued", true},
		{"Hunchback: 22 damage, a PSR at the end of the phase (+1)", false},
		{"Rolled on 1D9: one face per skill of the table.", true},
		{"One of the table's 9 skills is picked at random, each as likely (or type a number from 1 to 9 you rolled).", false},
		{"Roll 1D6, or tap the face of your own die:", false},
		{"Repair (class 1)", true},
		{"Repair (light)", false},
		{"Tough 30 CP · ability 1", true},
		{"Tough 30 CP · 1st ability", false},
		{"initiative Side 1 9, Side 2 7: Side 1 wins", true},
		{"Initiative: Side 1 rolled 9, Side 2 rolled 7: won by Side 1", false},
		{"Determining Critical Hits, destroyed Right Torso with explosives", true},
		{"Critical hit roll, Right Torso destroyed: only its ammunition and other explosives can be hit", false},
		{`pilot "Paige": grade "ace" is not green`, true},
		{"stable: manual adjustment", true},
		{"The stable: manual adjustment", false},
		{"Skidding after 1 hexes", true},
		{"Skidding after 1 hex", false},
	} {
		if got := caught(c.line); got != c.bad {
			t.Errorf("%q caught: %t, want %t", c.line, got, c.bad)
		}
	}
}
