package play

import (
	"net/url"
	"strings"
	"testing"

	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/engine/game"
	"lancemate/engine/journal"
	"lancemate/engine/melee"
)

// A kill in the classic game is offered to the ledger: the damage sheet
// names the attacker of a hand-entered hit, and once the hit makes a fact
// of a pilot in a Solaris ledger event (and only then) the sheet offers
// it with a link that opens the ledger on it.
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
	// The damage sheet names the attacker of a hand-entered hit.
	g := newPage()
	tbl := table(t)
	g.tap(tbl, "unit", atlas, nil)
	g.tap(tbl, "open", sheetDamage, nil)
	g.tap(tbl, "loc", "CT", nil)
	g.amount = 90
	if html := controlsHTML(t, g); !strings.Contains(html, `id="from-1" data-act="from" data-v="Hunchback"`) || strings.Contains(html, `id="to-ledger"`) {
		t.Errorf("damage sheet: no attacker choice, or a ledger offer before any fact:\n%s", html)
	}
	g.tap(tbl, "from", hbk, nil)
	g.tap(tbl, "hit", "CT", nil)
	if g.in != nil || len(tbl.State().Facts) != 1 {
		t.Fatalf("hit from the Hunchback: entry %+v, facts %v (%s)", g.in, tbl.State().Facts, said(g))
	}
	// Kell is in no Solaris ledger event: nothing is offered.
	if html := controlsHTML(t, g); strings.Contains(html, `id="to-ledger"`) {
		t.Errorf("a ledger offer for a pilot in no ledger event:\n%s", html)
	}
	j := melee.New()
	for _, ev := range []journal.Event[melee.State]{&melee.Open{Name: "Night", Ruleset: "L"}, &melee.AddPlayer{Player: "FF", Pilots: []string{"Kell", "Ana", "Bo", "Cy"}}} {
		if err := j.Apply(ev); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := session.NewRecord(store.NSLedger, j); err != nil {
		t.Fatal(err)
	}
	if err := session.Change((*session.Table).Undo); err != nil { // the hit again, now that Kell is in a ledger
		t.Fatal(err)
	}
	g.tap(tbl, "hit", "CT", nil)
	html := controlsHTML(t, g)
	id := tbl.Key() + "~" + tbl.State().Facts[0].ID
	for _, want := range []string{`id="to-ledger"`, "Record in ledger", "Hunchback HBK-4G → Atlas AS7-D: kill", "/ledger?fact=" + url.QueryEscape(id)} {
		if !strings.Contains(html, want) {
			t.Errorf("damage sheet lacks %q:\n%s", want, html)
		}
	}
}
