package ui

import (
	"net/url"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/game"
	"lancemate/engine/melee"
)

// A kill in the classic game is offered to the attacking 'Mech's pilot in
// the ledger, from the game page's Record in ledger link: the award
// previewed with the opponent's book cost from its design (League: 65% of
// it, to the nearest 10,000, 002 L271, AMB-42), claimed once, a second
// claim refused, the claim freed by undo.
func TestLedgerClaimsGameFact(t *testing.T) {
	mem := store.NewMemory()
	useSession(t, sessionOn(t, mem))
	hbk := addBuiltIn(t, "hunchback-hbk-4g", "Kell")
	atlas := addBuiltIn(t, "atlas-as7-d", "Zed")
	ct := classic.CenterTorso
	for _, ev := range []game.Event{&game.EndPhase{}, &game.EndPhase{},
		&game.Hit{Unit: atlas, Loc: &ct, Damage: 12}} { // no attacker: no fact
		if err := sess.play(ev); err != nil {
			t.Fatal(err)
		}
	}
	// The damage tool names the attacker of a hand-entered hit.
	g := &GamePage{}
	g.OnInit()
	g.unit, g.tool, g.loc, g.amount = atlas, "damage", "CT", 90
	tbl, _ := sess.game()
	u, _ := tbl.state.Unit(atlas)
	if html := joinParts(g.controls(tbl, u)); !strings.Contains(html, `id="from-1" data-act="from" data-v="Hunchback"`) || strings.Contains(html, `id="to-ledger"`) {
		t.Errorf("damage tool: no attacker choice, or a ledger offer before any fact:\n%s", html)
	}
	g.from = hbk
	g.hit()
	if g.msg != "" || g.need != nil || len(tbl.state.Facts) != 1 {
		t.Fatalf("hit from the Hunchback: msg %q need %v facts %v", g.msg, g.need, tbl.state.Facts)
	}
	html := joinParts(g.controls(tbl, u))
	id := tbl.key + "~" + tbl.state.Facts[0].ID
	for _, want := range []string{`id="to-ledger"`, "Record in ledger", "Hunchback HBK-4G → Atlas AS7-D: kill", "/ledger?fact=" + url.QueryEscape(id)} {
		if !strings.Contains(html, want) {
			t.Errorf("game page lacks %q:\n%s", want, html)
		}
	}
	j := melee.New()
	for _, ev := range []ledgerEv{&melee.Open{Name: "Night", Ruleset: "L"},
		&melee.AddPlayer{Player: "FF", Pilots: []string{"Kell", "Ana", "Bo", "Cy"}},
		&melee.BuyMech{Pilot: "Kell", Design: "Hunchback HBK-4G", Tons: 50, Book: 3457875},
		&melee.EnterArena{Player: "FF", Pilots: []string{"Kell"}}} {
		if err := j.Apply(ev); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := newRecord(store.NSLedger, j); err != nil {
		t.Fatal(err)
	}
	p := &LedgerPage{}
	p.OnInit()
	p.load()
	p.openFact(id)
	a, ok := p.pend.(*melee.Award)
	if p.cur == nil || p.tab != "board" || p.pilot != "Kell" || !ok {
		t.Fatalf("opened %v tab %q pilot %q pending %#v msg %q", p.cur != nil, p.tab, p.pilot, p.pend, p.msg)
	}
	if a.Kind != "kill" || a.Fact != id || a.Opponent == nil || a.Opponent.Book != 9519000 || a.Opponent.Tons != 100 || a.Opponent.Name != "Zed" {
		t.Errorf("award %+v opponent %+v, want a kill of Zed's 100-ton Atlas, book 9,519,000", a, a.Opponent)
	}
	var cbills int64
	for _, e := range p.entries {
		cbills += e.Cbills
	}
	if cbills != 6_190_000 {
		t.Errorf("preview pays %d C-bills, want 6,190,000", cbills)
	}
	p.confirm()
	if p.msg != "" {
		t.Fatalf("confirm: %s", p.msg)
	}
	s := p.cur.Peek()
	var w htmlWriter
	p.factsHTML(&w, s, p.selected(s))
	if !strings.Contains(w.String(), "claimed by Kell") || !strings.Contains(w.String(), ` disabled`) {
		t.Errorf("facts panel does not mark the claim:\n%s", w.String())
	}
	p.propose(p.factAward(s, p.selected(s), id))
	if p.pend != nil || !strings.Contains(p.msg, "already claimed by Kell") {
		t.Errorf("second claim: pending %v, msg %q", p.pend, p.msg)
	}
	p.report(p.cur.commit(p.cur.Undo))
	w = htmlWriter{}
	p.factsHTML(&w, p.cur.Peek(), p.selected(p.cur.Peek()))
	if strings.Contains(w.String(), "claimed by") || !strings.Contains(w.String(), `data-v="`+esc(id)+`"`) {
		t.Errorf("after undo the fact is not offered again:\n%s", w.String())
	}
}
