package ui

import (
	"fmt"

	"lancemate/engine/classic"
	"lancemate/engine/game"
	"lancemate/engine/melee"
)

// gameFact is something the classic game in play records that the ledger
// may award: a 'Mech destroyed or crippled, a critical hit, 20 or more
// damage to one 'Mech in the phase (melee.Fact), with the unit it
// happened to.
type gameFact struct {
	melee.Fact
	unit *game.Unit
	what string
}

// gameFacts reads the facts of the game in play (app/ui/play.go).
func gameFacts() []gameFact {
	t, _ := sess.game()
	if t == nil {
		return nil
	}
	var out []gameFact
	for i := range t.state.Units {
		u := &t.state.Units[i]
		add := func(f melee.Fact, what string) {
			f.Target = u.Pilot.Name
			out = append(out, gameFact{f, u, what})
		}
		switch {
		case u.Destroyed:
			add(melee.Fact{Kind: "kill"}, "destroyed ("+u.DestroyedBy+")")
		case u.Crippled():
			add(melee.Fact{Kind: "cripple"}, "crippled: walks 1 MP or less")
		}
		if u.PhaseDamage >= 20 {
			add(melee.Fact{Kind: "damage", Damage: u.PhaseDamage}, fmt.Sprintf("took %d damage this phase", u.PhaseDamage))
		}
		for l := range u.Locations {
			loc := classic.Location(l)
			for slot, hit := range u.Locations[l].Crit {
				if i := u.ItemAt(loc, slot+1); hit != 0 && i >= 0 {
					it := &u.Items[i]
					f := melee.Fact{Kind: "critical", Slot: critSlot(it.Kind)}
					if loc == classic.Head {
						f.Location = "head"
					}
					add(f, "critical hit: "+loc.Name(u.Config)+", "+it.Label())
				}
			}
		}
	}
	return out
}

// critSlot names a component kind as melee.Fact does.
func critSlot(k game.Kind) string {
	switch k {
	case game.Engine, game.Gyro, game.Hip, game.Weapon, game.Ammo:
		return k.String()
	case game.Shoulder, game.UpperArm, game.LowerArm, game.Hand, game.UpperLeg, game.LowerLeg, game.Foot:
		return "actuator"
	}
	return k.String()
}

// factsHTML offers the facts of the game in play as awards for the
// selected pilot; each is previewed before it is committed.
func (p *LedgerPage) factsHTML(w *htmlWriter, s *melee.State, pi *melee.Pilot) {
	w.f(`<section class="panel" id="from-game"><h2>From the game in play</h2>`)
	fs := gameFacts()
	if len(fs) == 0 {
		w.f(`<p class="muted small">Nothing to claim: no kill, crippling, critical hit or 20+ damage in the game in play (Sheets → Add to game).</p></section>`)
		return
	}
	w.f(`<p class="muted small">Tap one to credit %s (the preview shows the award first).</p><div class="facts-list">`, esc(pi.Name))
	for i, f := range fs {
		btn(w, fmt.Sprintf("fact-%d", i), "btn row-btn", "fact", fmt.Sprint(i), fmt.Sprintf("%s <span class=\"small\">%s · %s</span>", esc(f.unit.Name()), esc(f.unit.Pilot.Name), esc(f.what)), false)
	}
	w.f(`</div></section>`)
}

// factAward is the award melee.Suggest makes of fact n for the selected
// pilot; a target that is no pilot of this event is described by its
// 'Mech.
func (p *LedgerPage) factAward(s *melee.State, pi *melee.Pilot, n int) ledgerEv {
	fs := gameFacts()
	if pi == nil || n < 0 || n >= len(fs) {
		return nil
	}
	f := fs[n]
	f.Attacker, f.Claimants = pi.Name, max(1, p.num("claim"))
	a, ok := melee.Suggest(f.Fact)
	if !ok {
		p.msg = fmt.Sprintf("%s: %s earns no award by itself.", f.unit.Name(), f.what)
		return nil
	}
	if _, err := s.Pilot(a.Target); a.Target != "" && err != nil {
		a.Opponent = &melee.Opponent{Name: a.Target, Tons: f.unit.Tons}
		a.Target = ""
	}
	return &a
}
