package ledger

import (
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
	"strings"

	"lancemate/engine/melee"
)

// factsHTML offers the selected pilot the facts of the game in play their
// 'Mech made (the record sheet's pilot name is the ledger's); a tap
// previews the award, a claimed fact says by whom.
func (p *LedgerPage) factsHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot) {
	w.F(`<section class="panel" id="from-game"><h2>From the game in play</h2>`)
	sg := s.Suggestions(pi.Name, session.GameFacts())
	if len(sg) == 0 {
		w.F(`<p class="muted small">Nothing for %s: kills, cripplings, critical hits, head hits and 20+ damage in a phase are offered to the attacking 'Mech's pilot of that name (Sheets → Add to game).</p></section>`, pi.Name)
		return
	}
	w.F(`<div class="facts-list">`)
	for i, x := range sg {
		small := strings.ReplaceAll(x.Award.Kind, "_", " ")
		if c := x.Claimed; c != nil {
			small += fmt.Sprintf(" · claimed by %s, entry %d", c.Pilot, c.Entry)
		}
		btn(w, fmt.Sprintf("fact-%d", i), "btn row-btn", "fact", x.Fact.ID, kit.Fmt(`%s<span class="small">%s</span>`, x.Fact.Note, small), x.Claimed != nil)
	}
	w.F(`</div></section>`)
}

// factAward is the award of fact id for pilot pi (melee.Suggestions),
// shared between the claimants the stepper counts.
func (p *LedgerPage) factAward(s *melee.State, pi *melee.Pilot, id string) ledgerEv {
	if pi == nil {
		return nil
	}
	for _, x := range s.Suggestions(pi.Name, session.GameFacts()) {
		if x.Fact.ID == id {
			a := x.Award
			if a.Claimants > 0 {
				a.Claimants = max(1, p.num("claim"))
			}
			return &a
		}
	}
	p.refuse("That fact is not in the game in play for " + pi.Name + ".")
	return nil
}

// openFact opens the ledger at a fact of the game in play (/ledger?fact=,
// the game page's Record in ledger): the first event whose pilot made it,
// on the board, with the award previewed.
func (p *LedgerPage) openFact(id string) {
	for _, f := range session.GameFacts() {
		if f.ID != id {
			continue
		}
		for _, r := range p.recs {
			if sg := r.Peek().Suggestions(f.Attacker, []melee.Fact{f}); len(sg) > 0 {
				p.cur, p.tab, p.pilot = r, "board", sg[0].Award.Pilot
				p.propose(p.factAward(r.Peek(), p.selected(r.Peek()), id))
				return
			}
		}
		p.refuse("No ledger event has a pilot named " + f.Attacker + ".")
		return
	}
}
