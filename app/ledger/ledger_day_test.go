package ledger

import (
	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"regexp"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/dice"
	"lancemate/engine/melee"
)

// dayPage opens a League event on a fresh session with two stables: Fun
// Factory (Kell, Ana, Bo, Cy) and Blue Hawks (Zed, Yu, Xi, Wu).
func dayPage(t *testing.T) *LedgerPage {
	t.Helper()
	sessiontest.Use(t, store.NewMemory(), dice.Seeded(1))
	p := &LedgerPage{}
	p.OnInit()
	p.load()
	p.form["ev-name"] = "Event day"
	p.tap("rs", "", "L")
	p.tap("create", "", "")
	if p.cur == nil {
		t.Fatalf("no event: %s", p.msg)
	}
	for _, st := range [][]string{{"Fun Factory", "Kell", "Ana", "Bo", "Cy"}, {"Blue Hawks", "Zed", "Yu", "Xi", "Wu"}} {
		p.form["pl-name"] = st[0]
		for i, n := range st[1:] {
			p.form["pl-p"+string(rune('1'+i))] = n
		}
		do(t, p, "addplayer", "", "+25,000,000 C-bills")
	}
	return p
}

// do taps a control and confirms its preview, which must show want.
func do(t *testing.T, p *LedgerPage, act, v, want string) {
	t.Helper()
	p.tap(act, "", v)
	if p.pend == nil {
		t.Fatalf("%s %s: no preview, refused %q", act, v, p.msg)
	}
	if got := string(p.previewHTML(p.cur.Peek())); !strings.Contains(got, want) {
		t.Fatalf("%s %s: the preview lacks %q:\n%s", act, v, want, got)
	}
	p.tap("confirm", "", "")
	if p.msg != "" || p.pend != nil {
		t.Fatalf("%s %s: confirm refused %q", act, v, p.msg)
	}
}

// buy picks a design in the finder for the selected pilot and buys it.
func buy(t *testing.T, p *LedgerPage, query, price string) {
	t.Helper()
	if p.designs == nil {
		r, err := session.Roster()
		if err != nil {
			t.Fatal(err)
		}
		p.designs = r
	}
	p.form["bm-find"] = query
	found := p.results()
	if len(found) == 0 {
		t.Fatalf("no design for %q", query)
	}
	if !strings.Contains(string(p.resultsHTML()), found[0].Name()) {
		t.Fatalf("the finder does not list %s", found[0].Name())
	}
	p.tap("pickdesign", "", found[0].ID)
	if text, ok := p.mechPrice(p.cur.Peek()); !ok || !strings.Contains(text, "Price "+price) {
		t.Fatalf("%s: price %q, want %s", query, text, price)
	}
	do(t, p, "buymech", "", "−"+price+" C-bills")
}

// tabText is the open tab's text for the selected pilot.
func tabText(p *LedgerPage, tab string) string {
	p.tab = tab
	return string(p.tabHTML(p.cur.Peek()))
}

// TestLedgerEventDay plays a League event day through the page's taps:
// 'Mechs picked from the built-in designs, the Arena entered with a
// pilot left out, a crippled Atlas leaving with its repair waiting (the
// preview says so, the cycle offers nothing past the repair and refuses
// the arena), the repair the purse cannot pay offered with the loan for
// what is missing, a 45-point damage claim typed on the number pad, a
// kill that destroys the victim's 'Mech and erases the loan, and the
// stable's purse kept off the pilots' ledgers and standings.
func TestLedgerEventDay(t *testing.T) {
	p := dayPage(t)
	s := func() *melee.State { return p.cur.Peek() }
	p.tab = "obc"
	for _, b := range []struct{ pilot, query, price string }{
		{"Kell", "atlas", "9,520,000"}, {"Ana", "atlas", "9,520,000"}, {"Bo", "jenner", "3,190,000"}, {"Zed", "hunchback", "3,460,000"},
	} {
		p.tap("pilot", "", b.pilot)
		buy(t, p, b.query, b.price)
	}
	if pl := s().Players[0]; pl.Cbills != 2_770_000 {
		t.Fatalf("Fun Factory's purse %d, want 2,770,000", pl.Cbills)
	}

	// The arena: Bo stays out; Cy has no 'Mech.
	p.tab = "board"
	p.tap("in", "", "Bo")
	arena := tabText(p, "board")
	for _, want := range []string{"Cy<span class=\"small\">no &#39;Mech", `data-v="Bo" aria-pressed="false"`, "Enter the arena: Kell and Ana…"} {
		if !strings.Contains(arena, want) {
			t.Errorf("arena lacks %s", want)
		}
	}
	do(t, p, "enter", "Fun Factory", "Kell enters the arena in the Atlas AS7-D (fine).")
	do(t, p, "enter", "Blue Hawks", "Zed enters the arena in the Hunchback HBK-4G (fine).")
	if p.form["out-Bo"] != "1" {
		t.Error("Bo is back in the next entrance: a pilot left out stays out until tapped back (issue 32)")
	}

	// Kell's Atlas is crippled and he leaves: his own cycle begins while
	// Ana fights on, with the repair waiting.
	p.tap("pilot", "", "Kell")
	do(t, p, "status", "crippled", "Atlas AS7-D is crippled")
	do(t, p, "leave", "", "Kell&#39;s Off Board Cycle begins: first the repair of the Atlas AS7-D (crippled; a full repair costs 2,856,000 C-bills).")
	obc := tabText(p, "obc")
	for _, want := range []string{"Now: <b>Maintenance</b>", `id="repair-first"`, `id="repair-keep"`, `id="obc-later">After the repair: buy abilities, drop an ability, buy a &#39;Mech and buy special munitions.`,
		`id="short-full">The purse holds 2,770,000 C-bills: 86,000 missing`, `id="obc-enter" data-act="enterone" data-v="Kell" disabled`, `id="loan-none"`} {
		if !strings.Contains(obc, want) {
			t.Errorf("Kell's cycle lacks %s", want)
		}
	}
	if strings.Contains(obc, `id="abilities"`) || hasCite(mainLine(obc)) {
		t.Errorf("Kell's cycle offers abilities before the repair, or cites seed lines in the main line:\n%s", mainLine(obc))
	}

	// The repair is refused for lack of money and offered with a loan for
	// the 86,000 missing, 5 CP.
	p.tap("repair", "", "full")
	if rep, ok := p.pend.(*melee.Repair); !ok || !rep.Loan || !strings.Contains(p.offer, "take a loan (5 CP) for the 86,000 missing") {
		t.Fatalf("the repair is not offered with a loan: %#v, offer %q, msg %q", p.pend, p.offer, p.msg)
	}
	sheet := string(p.previewHTML(s()))
	for _, want := range []string{"Not enough C-bills", "Took a loan for the full repair of Kell&#39;s Atlas AS7-D: 86,000 C-bills owed", "Take the loan and pay", "led-preview-why"} {
		if !strings.Contains(sheet, want) {
			t.Errorf("the loan offer lacks %s:\n%s", want, sheet)
		}
	}
	p.tap("confirm", "", "")
	pl := s().Players[0]
	if pl.Cbills != -86_000 || pl.Owed() != 86_000 || pl.Loan == nil || s().Pilots[0].CP != 5 {
		t.Fatalf("after the loan: purse %d, owed %d, loan %v, Kell's CP %d", pl.Cbills, pl.Owed(), pl.Loan, s().Pilots[0].CP)
	}
	if !strings.Contains(kit.Said(), "Kell: Full repair of Atlas AS7-D (crippled, +0%), −2,856,000 C-bills. Fun Factory owes 86,000 C-bills on the loan.") {
		t.Errorf("the feedback says %q", kit.Said())
	}
	obc = tabText(p, "obc")
	for _, want := range []string{`id="obc-owed"><b>Owes 86,000 C-bills</b> on a loan taken by Kell`, `id="loan-out"`, `id="obc-enter" data-act="enterone" data-v="Kell">`, "the Atlas AS7-D needs no repair"} {
		if !strings.Contains(obc, want) {
			t.Errorf("after the repair Kell's cycle lacks %s", want)
		}
	}
	p.tap("ability", "", "Spin Out")
	if p.pend != nil || !strings.Contains(p.msg, "Fun Factory owes 86,000 C-bills: no ability") {
		t.Errorf("an ability is bought while owing: %q", p.msg)
	}

	// Ana claims 45 points of damage against Zed in four taps: 4, 5,
	// Damage dealt, Confirm. Zed is the target by default.
	p.tab = "board"
	p.tap("pilot", "", "Ana")
	p.tap("pad", "dmg", "4")
	p.tap("pad", "dmg", "5")
	if !strings.Contains(tabText(p, "board"), "Damage dealt: 45 points") {
		t.Error("the damage button does not say 45 points")
	}
	p.tap("award", "", "damage")
	if a, ok := p.pend.(*melee.Award); !ok || a.Damage != 45 || a.Target != "Zed" {
		t.Fatalf("damage claim %#v, msg %q", p.pend, p.msg)
	}
	p.tap("confirm", "", "")
	if p.form["dmg"] != "" {
		t.Errorf("the pad keeps %q after the claim", p.form["dmg"])
	}
	p.form["turn"] = "3"
	do(t, p, "award", "kill", "Destroying an Opponent&#39;s &#39;Mech")
	zed, _ := s().Pilot("Zed")
	if zed.Mech.Status != melee.Destroyed {
		t.Errorf("Zed's Hunchback is %s after the kill", zed.Mech.Status)
	}
	if pl := s().Players[0]; pl.Loan != nil || pl.Cbills < 0 {
		t.Errorf("the loan is not erased: purse %d, loan %v", pl.Cbills, pl.Loan)
	}
	found := false
	for _, e := range s().Entries {
		found = found || e.What == "Loan repaid and erased"
	}
	if !found {
		t.Error("no \"Loan repaid and erased\" line")
	}

	// No seed lines in the main line of any tab, for a pilot in the arena
	// (Ana) or in its cycle (Kell).
	for _, who := range []string{"Ana", "Kell"} {
		p.tap("pilot", "", who)
		for _, tab := range []string{"pilots", "board", "obc", "ledger", "judge"} {
			if m := seedRe.FindString(mainLine(tabText(p, tab))); m != "" {
				t.Errorf("%s, %s tab: %q in the main line", who, tab, m)
			}
		}
	}

	// The claimant count starts again for each pilot.
	p.tap("step", "claim", "1")
	p.tap("pilot", "", "Zed")
	if p.form["claim"] != "1" {
		t.Errorf("the claimant count carried over: %s", p.form["claim"])
	}
	do(t, p, "leave", "", "first the repair of the Hunchback HBK-4G (destroyed; a full repair costs 1,384,000 C-bills)")

	// Ledgers: Kell's own lines have no purse; the stable's have it.
	p.tab = "ledger"
	p.tap("pilot", "", "Kell")
	kell := tabText(p, "ledger")
	if !strings.Contains(kell, `id="led-shared"`) || strings.Contains(kell, "purse −86,000") || strings.Contains(kell, "C-bills</span></li>") {
		t.Errorf("Kell's ledger shows the stable's purse:\n%s", kell)
	}
	p.tap("stable", "", "Fun Factory")
	whole := tabText(p, "ledger")
	for _, want := range []string{"Fun Factory: the whole stable", "Kell: Took a loan", "purse −86,000", "Ana: Loan repaid and erased"} {
		if !strings.Contains(whole, want) {
			t.Errorf("the stable ledger lacks %s:\n%s", want, whole)
		}
	}
	p.print = true
	if pr := string(p.printHTML(s())); !strings.Contains(pr, "Fun Factory: the whole stable") || !strings.Contains(pr, `id="print-totals">Purse `) {
		t.Errorf("the stable print:\n%s", pr)
	}
	judge := tabText(p, "judge")
	if !strings.Contains(judge, `id="led-stables"`) || strings.Count(judge, cb(s().Players[0].Cbills)) != 1 {
		t.Errorf("the judge view repeats the purse per pilot or lacks the stables:\n%s", judge)
	}
}

// mainLine is a page's HTML without its "Why?" disclosures.
func mainLine(h string) string {
	for {
		i := strings.Index(h, `<details class="why"`)
		if i < 0 {
			return h
		}
		j := strings.Index(h[i:], "</details>")
		h = h[:i] + h[i+j+len("</details>"):]
	}
}

// A purse below zero without a loan (an early exit's penalty) is owed: a
// standalone loan is offered to turn it into one, and refused while the
// purse holds money.
func TestLedgerLoanWhileNegative(t *testing.T) {
	s := ledgerState(t, "L", melee.Settings{},
		&melee.AddPlayer{Player: "Lyran", Pilots: []string{"A", "B", "C", "D"}},
		&melee.BuyMech{Pilot: "A", Design: "Commando COM-2D", Tons: 25, Book: 1500000},
		&melee.BuyMech{Pilot: "B", Design: "Thunderbolt TDR-5S", Tons: 65, Book: 7000000},
		&melee.BuyMech{Pilot: "C", Design: "Thunderbolt TDR-5S", Tons: 65, Book: 7000000},
		&melee.BuyMech{Pilot: "D", Design: "Atlas AS7-D", Tons: 100, Book: 9450000})
	p := &LedgerPage{}
	p.OnInit()
	var w kit.Writer
	p.loanHTML(&w, s, s.Pilots[0], s.Players[0])
	if h := string(w.HTML()); !strings.Contains(h, `id="loan-none"`) || strings.Contains(h, `id="loan-take"`) {
		t.Errorf("with 50,000 in the purse a loan is offered:\n%s", h)
	}
	s.Players[0].Cbills = -50000
	w.Reset()
	p.loanHTML(&w, s, s.Pilots[0], s.Players[0])
	if h := string(w.HTML()); !strings.Contains(h, "The purse is 50,000 C-bills below zero") || !strings.Contains(h, `id="loan-take"`) {
		t.Errorf("owing 50,000 no loan is offered:\n%s", h)
	}
}

// Engine messages are shown in the player's words: no seed lines, no
// quoted names, no fact ids.
func TestPlain(t *testing.T) {
	for in, want := range map[string]string{
		`pilot "Kell": cannot buy Spin Out: needs 30 Fame, has 2 (002 L60-67)`:                                         "Kell: cannot buy Spin Out: needs 30 Fame, has 2",
		`Ana's crippling of Centurion in turn 1 stands: undo that crippling award first (001 L1098-1104)`:              "Ana's crippling of Centurion in turn 1 stands: undo that crippling award first",
		`pilot "Ana": kill: fact g1~f3 was already claimed by Ana (ledger entry 9): undo that award to claim it again`: "Ana: kill: this was already claimed by Ana (ledger entry 9): undo that award to claim it again",
	} {
		if got := plain(in); got != want {
			t.Errorf("plain(%q) = %q, want %q", in, got, want)
		}
	}
}

// seedRe finds a seed line anywhere: "002 L15".
var seedRe = regexp.MustCompile(`\b00\d L\d+`)

// TestLedgerTournamentDebts plays the Tournament's ways into debt through
// the page: a first 'Mech bought on the loan offered for what is
// missing; an ejection recorded before the 'Mech's condition, kept after
// it, with no "keep as it is" for an ejection; a destroyed 'Mech with no
// cash repaired and sold in one tap, even into debt (001 L465-467), the
// numbers of engine/melee's tournament_repair_before_sale scenario.
func TestLedgerTournamentDebts(t *testing.T) {
	sessiontest.Use(t, store.NewMemory(), dice.Seeded(1))
	p := &LedgerPage{}
	p.OnInit()
	p.load()
	p.form["ev-name"] = "Qualifier"
	p.tap("rs", "", "T")
	p.tap("create", "", "")
	for _, n := range []string{"Jeremy", "Ross"} {
		p.form["pl-name"], p.form["pl-p1"] = n, n
		do(t, p, "addplayer", "", "+3,000,000 C-bills")
	}
	s := func() *melee.State { return p.cur.Peek() }
	typed := func(design, tons, book string) {
		p.form["bm-design"], p.form["bm-tons"], p.form["bm-book"] = design, tons, book
		p.tap("buymech", "", "")
	}

	p.tab = "obc"
	p.tap("pilot", "", "Ross")
	typed("Hunchback HBK-4G", "50", "3457875")
	if p.pend != nil || !strings.Contains(p.msg, "the purse holds 3,000,000. No loan covers it: Ross would owe 450,000 C-bills, more than the 200,000 a loan lends") {
		t.Errorf("a loan beyond the Fame band: pending %v, msg %q", p.pend, p.msg)
	}
	typed("Enforcer ENF-4R", "50", "3150000")
	if b, ok := p.pend.(*melee.BuyMech); !ok || !b.Loan || !strings.Contains(p.offer, "take a loan (5 CP) for the 150,000 missing") {
		t.Fatalf("the first 'Mech is not offered on a loan: %#v, offer %q, msg %q", p.pend, p.offer, p.msg)
	}
	p.tap("confirm", "", "")
	if ross := s().Players[1]; ross.Cbills != -150000 || ross.Loan == nil {
		t.Fatalf("Ross after the loan: %d, %v", ross.Cbills, ross.Loan)
	}
	if h := tabText(p, "pilots"); !strings.Contains(h, `id="owed-1"><b>Owes 150,000 C-bills</b> on a loan taken by Ross`) {
		t.Errorf("the pilots tab does not say what Ross owes")
	}

	p.tap("pilot", "", "Jeremy")
	typed("Centurion CN9-A", "50", "2945000")
	p.tap("confirm", "", "")
	p.tab = "board"
	do(t, p, "enter", "Jeremy", "Jeremy enters the arena in the Centurion CN9-A (fine).")
	do(t, p, "enter", "Ross", "Ross enters the arena in the Enforcer ENF-4R (fine).")

	// Ross ejects, then his 'Mech is recorded damaged: both stand.
	p.tap("pilot", "", "Ross")
	do(t, p, "eject", "", "Enforcer ENF-4R: its pilot ejected")
	do(t, p, "status", "damaged", "Enforcer ENF-4R is damaged, its pilot ejected")
	if h := tabText(p, "board"); !strings.Contains(h, `id="mw-mech">Enforcer ENF-4R: <b>damaged, pilot ejected</b>`) || strings.Contains(h, `id="st-eject"`) {
		t.Errorf("the ejection is not kept with the condition")
	}
	do(t, p, "leave", "", "Ross leaves the arena after 4 turns.")
	if h := tabText(p, "obc"); strings.Contains(h, `id="repair-keep"`) || !strings.Contains(h, "Enforcer ENF-4R is damaged, pilot ejected. Repair it (or sell it).") {
		t.Errorf("an ejection may be kept as it is:\n%s", mainLine(h))
	}

	// Jeremy's Centurion is destroyed and he has 60,000: repair and sell.
	p.tap("pilot", "", "Jeremy")
	do(t, p, "status", "destroyed", "Centurion CN9-A is destroyed")
	p.form["turns"] = "6"
	do(t, p, "leave", "", "first the repair of the Centurion CN9-A (destroyed; a full repair costs 1,176,000 C-bills)")
	h := tabText(p, "obc")
	for _, want := range []string{`id="sell-fix"`, "Repair and sell: +1,029,000 C-bills", `id="short-full">The purse holds 60,000 C-bills: 1,116,000 missing`} {
		if !strings.Contains(h, want) {
			t.Errorf("Jeremy's cycle lacks %s", want)
		}
	}
	do(t, p, "sell", "repair", "Full repair of Centurion CN9-A before its sale")
	if j := s().Players[0]; j.Cbills != 1089000 || j.Loan != nil {
		t.Errorf("Jeremy after repairing and selling: %d, loan %v", j.Cbills, j.Loan)
	}
	if h := tabText(p, "obc"); !strings.Contains(h, `id="abilities"`) || strings.Contains(h, `id="obc-later"`) {
		t.Errorf("after the sale the cycle does not go on to the abilities")
	}
	for _, tab := range []string{"pilots", "board", "obc", "ledger", "judge"} {
		if m := seedRe.FindString(mainLine(tabText(p, tab))); m != "" {
			t.Errorf("Tournament, %s tab: %q in the main line", tab, m)
		}
	}
}

// hasCite reports whether text holds a seed citation in parentheses.
func hasCite(text string) bool {
	_, cite := kit.SplitCite(text)
	return cite != ""
}
