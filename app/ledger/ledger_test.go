package ledger

import (
	"lancemate/app/kit"
	"strings"
	"testing"

	"lancemate/engine/journal"
	"lancemate/engine/melee"
)

// ledgerState opens an event and applies events, failing on a refusal.
func ledgerState(t *testing.T, rs string, set melee.Settings, evs ...journal.Event[melee.State]) *melee.State {
	t.Helper()
	j := melee.New()
	for _, ev := range append([]journal.Event[melee.State]{&melee.Open{Name: "x", Ruleset: rs, Settings: set}}, evs...) {
		if err := j.Apply(ev); err != nil {
			t.Fatalf("%s: %v", ev.Type(), err)
		}
	}
	return j.Peek()
}

// The ledger's ruleset differences come from the ruleset, not from its
// id: the create form's labels and options, the judge's ranking note, the
// electronics flag of a 'Mech purchase (digest section 8).
func TestLedgerRulesetData(t *testing.T) {
	for _, tt := range []struct {
		rs      string
		want    []string
		notWant []string
	}{
		{"T", []string{">Tournament 2.47<", ">League 2.67<", `id="flag-bet"`, `id="flag-advsp"`, `id="flag-bm-elec"`},
			[]string{"no ranking rules"}},
		{"L", []string{"no ranking rules of its own", `id="ee-fame"`},
			[]string{`id="flag-bet"`, `id="flag-advsp"`, `id="flag-bm-elec"`}},
	} {
		p := &LedgerPage{}
		p.OnInit()
		p.form["rs"] = tt.rs
		s := ledgerState(t, tt.rs, melee.Settings{}, &melee.AddPlayer{Player: "P", Pilots: []string{"A", "B", "C", "D"}[:map[string]int{"T": 1, "L": 4}[tt.rs]]})
		var w kit.Writer
		judgeHTML(&w, s)
		p.buyMechHTML(&w, s, s.Pilots[0])
		html := p.eventsHTML() + w.HTML()
		for _, x := range tt.want {
			if !strings.Contains(string(html), x) {
				t.Errorf("%s: lacks %s", tt.rs, x)
			}
		}
		for _, x := range tt.notWant {
			if strings.Contains(string(html), x) {
				t.Errorf("%s: shows %s", tt.rs, x)
			}
		}
	}
}

// The Arena Exit step offers cashing chips and the sponsor check; the
// loan panel offers the player's own limit (Glass Tower one band up, 001
// L910).
func TestLedgerArenaExitAndLoan(t *testing.T) {
	s := ledgerState(t, "T", melee.Settings{Betting: true, AdvancedSponsors: true}, &melee.AddPlayer{Player: "Kell", Pilots: []string{"Kell"}})
	pi, pl := s.Pilots[0], s.Players[0]
	pi.Fame, pi.Chips = 12, []melee.Row{{Kind: "crowd", Name: "Crowd"}}
	pl.Sponsors = []melee.Membership{{Name: "Glass Tower"}}
	p := &LedgerPage{}
	p.OnInit()
	var w kit.Writer
	for _, a := range []melee.Action{melee.ActCashChips, melee.ActSponsorCheck, melee.ActLoan} {
		p.actionHTML(&w, s, pi, pl, a)
	}
	for _, want := range []string{`id="cash-chips"`, "Cash in Kell&#39;s chips: 1 chip held", `id="sc-go"`, "needed: 1,000,000", `id="flag-sck0"`, "up to 2,500,000"} {
		if !strings.Contains(string(w.HTML()), want) {
			t.Errorf("lacks %q", want)
		}
	}
	p.form["sc-earned"], p.form["scf0"] = "200000", "1"
	ev, ok := p.pilotEvent(s, pi, "spcheck", "").(*melee.SponsorCheck)
	if !ok || ev.Earned != 200000 || len(ev.Favor) != 1 || ev.Favor[0] != "Glass Tower" || ev.Keep != nil {
		t.Errorf("sponsor check event %+v", ev)
	}
}
