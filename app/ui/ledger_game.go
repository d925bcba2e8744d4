package ui

import (
	"fmt"
	"net/url"
	"strings"

	"lancemate/engine/game"
	"lancemate/engine/melee"
)

// gameFacts are the facts of the game in play (engine/game State.Facts)
// as the ledger reads them: pilots by the names typed on the record
// sheets, the target's 'Mech with its book cost and Clan flag when its
// design gave them, ids prefixed with the game's key so a fact of another
// game is never taken as claimed.
func gameFacts() []melee.Fact {
	t, _ := sess.game()
	if t == nil {
		return nil
	}
	st := &t.state
	out := make([]melee.Fact, 0, len(st.Facts))
	for _, f := range st.Facts {
		a, _ := st.Unit(f.Attacker)
		d, _ := st.Unit(f.Target)
		if a == nil || d == nil {
			continue
		}
		name := d.Pilot.Name
		if name == "" {
			name = d.Name()
		}
		out = append(out, melee.Fact{ID: t.key + "~" + f.ID, Kind: string(f.Kind), Attacker: a.Pilot.Name, Target: d.Pilot.Name,
			Slot: f.Item, Location: f.Loc, BlownOff: f.BlownOff, Damage: f.Damage, Turn: f.Turn,
			Note:     fmt.Sprintf("T%d %s: %s", f.Turn, f.Phase, factText(a, d, f)),
			Opponent: &melee.Opponent{Name: name, Tons: d.Tons, Clan: d.Clan, Book: d.Cost}})
	}
	return out
}

// factText says what a fact is: "Hunchback → Atlas: critical hit, LL
// Upper Leg Actuator".
func factText(a, d *game.Unit, f game.Fact) string {
	what := strings.ReplaceAll(string(f.Kind), "_", " ")
	switch {
	case f.BlownOff:
		what = "critical: " + f.Loc + " blown off"
	case f.Kind == game.FactCritical:
		what = "critical hit, " + f.Loc + " " + f.Label
	case f.Kind == game.FactDamage:
		what = fmt.Sprintf("%d damage in the phase", f.Damage)
	}
	return a.Name() + " → " + d.Name() + ": " + what
}

// factsHTML offers the selected pilot the facts of the game in play their
// 'Mech made (the record sheet's pilot name is the ledger's); a tap
// previews the award, a claimed fact says by whom.
func (p *LedgerPage) factsHTML(w *htmlWriter, s *melee.State, pi *melee.Pilot) {
	w.f(`<section class="panel" id="from-game"><h2>From the game in play</h2>`)
	sg := s.Suggestions(pi.Name, gameFacts())
	if len(sg) == 0 {
		w.f(`<p class="muted small">Nothing for %s: kills, cripplings, critical hits, head hits and 20+ damage in a phase are offered to the attacking 'Mech's pilot of that name (Sheets → Add to game).</p></section>`, esc(pi.Name))
		return
	}
	w.f(`<div class="facts-list">`)
	for i, x := range sg {
		label := esc(x.Fact.Note) + `<span class="small">` + esc(strings.ReplaceAll(x.Award.Kind, "_", " "))
		if c := x.Claimed; c != nil {
			label += fmt.Sprintf(" · claimed by %s, entry %d", esc(c.Pilot), c.Entry)
		}
		btn(w, fmt.Sprintf("fact-%d", i), "btn row-btn", "fact", x.Fact.ID, label+`</span>`, x.Claimed != nil)
	}
	w.f(`</div></section>`)
}

// factAward is the award of fact id for pilot pi (melee.Suggestions),
// shared between the claimants the stepper counts.
func (p *LedgerPage) factAward(s *melee.State, pi *melee.Pilot, id string) ledgerEv {
	if pi == nil {
		return nil
	}
	for _, x := range s.Suggestions(pi.Name, gameFacts()) {
		if x.Fact.ID == id {
			a := x.Award
			if a.Claimants > 0 {
				a.Claimants = max(1, p.num("claim"))
			}
			return &a
		}
	}
	p.msg = "That fact is not in the game in play for " + pi.Name + "."
	return nil
}

// openFact opens the ledger at a fact of the game in play (/ledger?fact=,
// the game page's Record in ledger): the first event whose pilot made it,
// on the board, with the award previewed.
func (p *LedgerPage) openFact(id string) {
	for _, f := range gameFacts() {
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
		p.msg = "No ledger event has a pilot named " + f.Attacker + "."
		return
	}
}

// factsNotice is the game page's offer of the facts the last event
// produced, one tap to the ledger with the first preselected; false when
// there are none.
func factsNotice(w *htmlWriter, t *table) bool {
	fs := t.state.FactsOf(t.state.Events)
	if len(fs) == 0 {
		return false
	}
	var b strings.Builder
	for i, f := range fs {
		a, _ := t.state.Unit(f.Attacker)
		d, _ := t.state.Unit(f.Target)
		if a == nil || d == nil {
			return false
		}
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(factText(a, d, f))
	}
	w.f(`<p class="notice small" id="game-facts">For the Solaris ledger: %s. <a class="btn small" id="to-ledger" href="/ledger?fact=%s">Record in ledger</a></p>`,
		esc(b.String()), url.QueryEscape(t.key+"~"+fs[0].ID))
	return true
}
