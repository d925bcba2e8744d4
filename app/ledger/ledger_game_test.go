package ledger

import (
	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/dice"
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
	sessiontest.Use(t, mem, dice.Seeded(1))
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Kell")
	atlas := sessiontest.AddBuiltIn(t, "atlas-as7-d", "Zed")
	ct := classic.CenterTorso
	for _, ev := range []game.Event{&game.EndPhase{}, &game.EndPhase{},
		&game.Hit{Unit: atlas, Loc: &ct, Damage: 12}} { // no attacker: no fact
		if err := session.Play(ev); err != nil {
			t.Fatal(err)
		}
	}
	tbl, _ := session.Game()
	if err := session.Play(&game.Hit{Unit: atlas, Attacker: hbk, Loc: &ct, Damage: 90}); err != nil || len(tbl.State().Facts) != 1 {
		t.Fatalf("hit from the Hunchback: %v, facts %v", err, tbl.State().Facts)
	}
	id := tbl.Key() + "~" + tbl.State().Facts[0].ID
	j := melee.New()
	for _, ev := range []ledgerEv{&melee.Open{Name: "Night", Ruleset: "L"},
		&melee.AddPlayer{Player: "FF", Pilots: []string{"Kell", "Ana", "Bo", "Cy"}},
		&melee.BuyMech{Pilot: "Kell", Design: "Hunchback HBK-4G", Tons: 50, Book: 3457875},
		&melee.EnterArena{Player: "FF", Pilots: []string{"Kell"}}} {
		if err := j.Apply(ev); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := session.NewRecord(store.NSLedger, j); err != nil {
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
	var w kit.Writer
	p.factsHTML(&w, s, p.selected(s))
	if !strings.Contains(string(w.HTML()), "claimed by Kell") || !strings.Contains(string(w.HTML()), ` disabled`) {
		t.Errorf("facts panel does not mark the claim:\n%s", w.HTML())
	}
	p.propose(p.factAward(s, p.selected(s), id))
	if p.pend != nil || !strings.Contains(p.msg, "already claimed by Kell") {
		t.Errorf("second claim: pending %v, msg %q", p.pend, p.msg)
	}
	p.report(p.cur.Commit(p.cur.Undo))
	w = kit.Writer{}
	p.factsHTML(&w, p.cur.Peek(), p.selected(p.cur.Peek()))
	if strings.Contains(string(w.HTML()), "claimed by") || !strings.Contains(string(w.HTML()), `data-v="`+id+`"`) {
		t.Errorf("after undo the fact is not offered again:\n%s", w.HTML())
	}
}
