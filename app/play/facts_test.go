package play

import (
	"net/url"
	"strings"
	"testing"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/engine/game"
)

// A kill in the classic game is offered to the ledger: the damage tool
// names the attacker of a hand-entered hit, and once the hit makes a fact
// the page offers it with a link that opens the ledger on it.
func TestGameOffersFactsToLedger(t *testing.T) {
	sessiontest.Use(t, store.NewMemory(), dice.Seeded(1))
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Kell")
	atlas := sessiontest.AddBuiltIn(t, "atlas-as7-d", "Zed")
	ct := classic.CenterTorso
	for _, ev := range []game.Event{&game.EndPhase{}, &game.EndPhase{},
		&game.Hit{Unit: atlas, Loc: &ct, Damage: 12}} { // no attacker: no fact
		if err := session.Play(ev); err != nil {
			t.Fatal(err)
		}
	}
	// The damage tool names the attacker of a hand-entered hit.
	g := &GamePage{}
	g.OnInit()
	g.unit, g.tool, g.loc, g.amount = atlas, "damage", "CT", 90
	tbl, _ := session.Game()
	u, _ := tbl.State().Unit(atlas)
	if html := kit.Join(g.controls(tbl, u)); !strings.Contains(string(html), `id="from-1" data-act="from" data-v="Hunchback"`) || strings.Contains(string(html), `id="to-ledger"`) {
		t.Errorf("damage tool: no attacker choice, or a ledger offer before any fact:\n%s", html)
	}
	g.from = hbk
	g.hit()
	if g.msg != "" || g.need != nil || len(tbl.State().Facts) != 1 {
		t.Fatalf("hit from the Hunchback: msg %q need %v facts %v", g.msg, g.need, tbl.State().Facts)
	}
	html := kit.Join(g.controls(tbl, u))
	id := tbl.Key() + "~" + tbl.State().Facts[0].ID
	for _, want := range []string{`id="to-ledger"`, "Record in ledger", "Hunchback HBK-4G → Atlas AS7-D: kill", "/ledger?fact=" + url.QueryEscape(id)} {
		if !strings.Contains(string(html), want) {
			t.Errorf("game page lacks %q:\n%s", want, html)
		}
	}
}
