package ledger

import (
	"lancemate/app/kit"
	"lancemate/app/session"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/engine/dice"
	"lancemate/engine/melee"
)

// boardHTML is the arena: players entering, and for the selected pilot on
// the board the ruleset's On-board Event table as one-tap entries, the
// 'Mech's status, wounds, tokens, leaving, and the facts of the classic
// game in play.
func (p *LedgerPage) boardHTML(w *kit.Writer, s *melee.State) {
	r := s.Rules()
	w.F(`<section class="panel" id="arena"><h2>Arena</h2>`)
	for i, pl := range s.Players {
		phase, _ := s.Phase(pl.Name)
		w.F(`<div class="row spread"><span>%s · %s</span>`, pl.Name, phase)
		if phase != melee.OnBoard {
			btn(w, "enter-"+strconv.Itoa(i), "btn small", "enter", pl.Name, "Enter the arena", false)
		}
		w.F(`</div>`)
	}
	w.F(`</section>`)
	pi := p.selected(s)
	if pi == nil {
		return
	}
	if !pi.OnBoard {
		w.F(`<p class="notice" id="not-on-board">%s is not on the board: awards are given in the End Phase of a turn in the arena (%s).</p>`, pi.Name, r.Cite(r.AwardLine))
		return
	}
	w.F(`<section class="panel" id="awards"><h2>On-board events: %s</h2><p class="muted small">Target</p><div class="pchips">`, pi.Name)
	tgt := p.form["tgt"]
	for i, o := range s.Pilots {
		if o.OnBoard && o.Player != pi.Player && o.Mech != nil {
			w.F(`<button class="chip small%s" id="tgt-%d" data-act="tgt" data-v="%s">%s<br><span class="small">%s</span></button>`,
				kit.On(tgt == o.Name), i, o.Name, o.Name, o.Mech.Design)
		}
	}
	w.F(`<button class="chip small%s" id="tgt-out" data-act="tgt" data-v="">Outside opponent</button></div>`, kit.On(tgt == ""))
	if tgt == "" {
		p.field(w, "ex-name", "Opponent", "text", "name")
		p.field(w, "ex-tons", "Tons", "number", "50")
		p.field(w, "ex-fame", "Fame", "number", "0")
		p.field(w, "ex-book", "Book cost", "number", "C-bills")
		p.flag(w, "ex-clan", "Clan 'Mech")
	}
	w.F(`<div class="steppers">`)
	p.stepper(w, "turn", "Turn")
	p.stepper(w, "claim", "Claimants")
	p.stepper(w, "dmg", "Damage in a phase")
	if r.TargetPractice != 0 {
		p.stepper(w, "chit", "Target chit")
	}
	w.F(`</div><div class="awardgrid">`)
	for _, k := range [...][2]string{{"kill", "Kill"}, {"cripple", "Crippling"}, {"damage", "Damage dealt"}} {
		btn(w, "aw-"+k[0], "btn award", "award", k[0], kit.Fmt(`%s<span class="small">by class or share: see the preview</span>`, k[1]), false)
	}
	for _, row := range r.Rows {
		if row.Kind == "damage_light" || row.Kind == "damage_20" || row.Kind == "dvg" {
			continue // the Damage dealt entry picks these
		}
		btn(w, "aw-"+row.Kind, "btn award", "award", row.Kind, kit.Fmt(`%s<span class="small">%s</span>`, row.Name, gainText(row.Gain)), false)
	}
	if r.TargetPractice != 0 {
		btn(w, "aw-target_practice", "btn award", "award", "target_practice", `Target Practice<span class="small">by chit</span>`, false)
	}
	w.F(`</div></section><section class="panel" id="mechwarrior"><h2>'Mech and MechWarrior</h2><div class="row">`)
	for _, st := range []melee.Status{melee.Damaged, melee.Crippled, melee.Destroyed, melee.Fine} {
		btn(w, "st-"+string(st), "btn small", "status", string(st), kit.Escape(string(st)), false)
	}
	w.F(`</div><div class="row">`)
	p.flag(w, "ej", "Ejected")
	p.flag(w, "aej", "Auto-eject")
	w.F(`</div><div class="row">`)
	lose, _ := s.Losable(pi.Name)
	switch {
	case len(lose) == 0:
		btn(w, "wound", "btn small", "wound", "", "Wound", false)
	case r.WoundRandom && len(lose) > 1:
		// 002 L27: the ability lost is rolled for, 1D(n) over the list.
		for i := range lose {
			lose[i] = strconv.Itoa(i+1) + " " + lose[i]
		}
		w.F(`</div><p class="small">A wound takes one at random: %s (%s).</p><div class="row">`, strings.Join(lose, " · "), r.Cite(r.WoundLine))
		p.field(w, "wdie", "Die rolled", "number", "blank: roll")
		btn(w, "wound", "btn small", "wound", "?", kit.Escape("Wound: roll 1D"+strconv.Itoa(len(lose))), false)
	default:
		for _, a := range lose {
			btn(w, "", "btn small", "wound", a, kit.Escape("Wound: lose "+a), false)
		}
	}
	btn(w, "killed", "btn small danger", "killed", "", "Pilot killed", false)
	for _, o := range pi.Abilities {
		if a := abilityOf(r, o.Name); a != nil && a.Mark == "**" && !o.Used && !o.Lost {
			btn(w, "", "btn small", "token", o.Name, kit.Escape("Use "+o.Name), false)
		}
	}
	pl, _ := s.Player(pi.Player)
	btn(w, "use-edge", "btn small", "edge", "", kit.Escape("Use an Edge card ("+strconv.Itoa(pl.Edge)+")"), pl.Edge == 0)
	w.F(`</div></section><section class="panel" id="leave"><h2>Leave the arena</h2>`)
	p.stepper(w, "turns", "Turns on the board")
	p.flag(w, "vol", "Voluntary exit")
	btn(w, "leave-go", "btn primary", "leave", "", "Leave the arena", false)
	w.F(`</section>`)
	p.factsHTML(w, s, pi)
}

// abilityOf returns the ruleset's ability of that name, nil if none.
func abilityOf(r *melee.Ruleset, name string) *melee.Ability {
	for i := range r.Abilities {
		if r.Abilities[i].Name == name {
			return &r.Abilities[i]
		}
	}
	return nil
}

// event builds the ledger event a button names, or nil.
func (p *LedgerPage) event(act, v string, ds app.Value) ledgerEv {
	if p.cur == nil {
		return nil
	}
	s := p.cur.Peek()
	pi := p.selected(s)
	switch act {
	case "addplayer":
		a := &melee.AddPlayer{Player: strings.TrimSpace(p.form["pl-name"])}
		for i := 1; i <= s.Rules().PilotsPerPlayer; i++ {
			a.Pilots = append(a.Pilots, strings.TrimSpace(p.form["pl-p"+strconv.Itoa(i)]))
		}
		return a
	case "day":
		if v == "start" {
			return &melee.StartDay{}
		}
		return &melee.EndDay{}
	case "enter":
		e := &melee.EnterArena{Player: v}
		for _, q := range s.PilotsOf(v) {
			if !q.OnBoard && !q.Dead && q.Mech != nil && q.Mech.Status != melee.Destroyed && !q.Mech.Ejected {
				e.Pilots = append(e.Pilots, q.Name)
			}
		}
		return e
	case "house":
		ability, house, _ := strings.Cut(v, "|")
		return &melee.BuyAbility{Pilot: pi.Name, Ability: ability, House: house}
	case "join":
		return &melee.Join{Player: pi.Player, Name: v, ExtraCP: p.num("xcp")}
	case "withdraw":
		return &melee.Withdraw{Player: pi.Player, Name: v}
	case "edge":
		return &melee.UseEdge{Player: pi.Player}
	case "default":
		return &melee.DefaultLoan{Player: pi.Player}
	case "fact":
		return p.factAward(s, pi, v)
	}
	if pi == nil {
		return nil
	}
	return p.pilotEvent(s, pi, act, v)
}

// pilotEvent builds an event of the selected pilot.
func (p *LedgerPage) pilotEvent(s *melee.State, pi *melee.Pilot, act, v string) ledgerEv {
	switch act {
	case "award":
		return p.award(pi, v)
	case "status":
		return &melee.MechStatus{Pilot: pi.Name, Status: melee.Status(v), Ejected: p.form["ej"] == "1", AutoEject: p.form["aej"] == "1"}
	case "wound":
		if v != "?" {
			return &melee.Wound{Pilot: pi.Name, Lose: v}
		}
		return p.randomWound(s, pi)
	case "cash":
		return &melee.CashChips{Pilot: pi.Name}
	case "spcheck":
		pl, _ := s.Player(pi.Player)
		e := &melee.SponsorCheck{Player: pl.Name, Earned: p.num64("sc-earned")}
		for i, m := range pl.Sponsors {
			if p.form["sck"+strconv.Itoa(i)] == "1" {
				e.Keep = append(e.Keep, m.Name)
			}
			if p.form["scf"+strconv.Itoa(i)] == "1" {
				e.Favor = append(e.Favor, m.Name)
			}
		}
		return e
	case "killed":
		return &melee.Killed{Pilot: pi.Name}
	case "token":
		return &melee.UseToken{Pilot: pi.Name, Ability: v}
	case "leave":
		e := &melee.LeaveArena{Pilot: pi.Name, Turns: p.num("turns"), Voluntary: p.form["vol"] == "1"}
		if r := s.Rules(); e.Voluntary && r.ContactRoll > 0 && p.holds(pi, "Inside Contact") {
			roll := dice.D6.Roll(session.Dice())
			session.RecordRoll(pi.Name+": Inside Contact", r.ContactRoll, roll)
			e.Contact = &roll
		}
		return e
	case "repair":
		e := &melee.Repair{Pilot: pi.Name, DeclineDFA: p.form["nodfa"] == "1"}
		if v == "spot" {
			e.Spot, e.Complete = p.spot(), p.form["complete"] == "1"
		}
		return e
	case "heal":
		return &melee.Heal{Pilot: pi.Name}
	case "sell":
		return &melee.Sell{Pilot: pi.Name}
	case "ability":
		return &melee.BuyAbility{Pilot: pi.Name, Ability: v, Detail: strings.TrimSpace(p.form["ab-detail"])}
	case "drop":
		return &melee.DropAbility{Pilot: pi.Name, Ability: v}
	case "buymech":
		return p.buyMech(pi)
	case "ammo":
		return &melee.BuyAmmo{Pilot: pi.Name, Munition: strings.TrimSpace(p.form["am-mun"]), Tons: p.num("am-tons")}
	}
	return nil
}

// randomWound is a League wound: 1D(n) over the abilities it may take,
// the die typed in or rolled, and recorded in the roll log (002 L27).
func (p *LedgerPage) randomWound(s *melee.State, pi *melee.Pilot) ledgerEv {
	lose, _ := s.Losable(pi.Name)
	die := dice.Expr{Count: 1, Sides: len(lose)}
	roll := die.Roll(session.Dice())
	if f := p.num("wdie"); f != 0 {
		var err error
		if roll, err = die.Typed(f); err != nil {
			p.msg = err.Error()
			return nil
		}
	}
	session.RecordRoll(pi.Name+": wound, ability lost", 0, roll)
	p.form["wdie"] = ""
	return &melee.Wound{Pilot: pi.Name, Roll: &roll}
}

// holds reports whether the pilot owns an ability, lost or not.
func (p *LedgerPage) holds(pi *melee.Pilot, name string) bool {
	for _, o := range pi.Abilities {
		if o.Name == name {
			return true
		}
	}
	return false
}

// award builds an On-board Event of the selected pilot against the target
// chosen: a pilot of this event or an opponent described in the form.
func (p *LedgerPage) award(pi *melee.Pilot, kind string) *melee.Award {
	a := &melee.Award{Pilot: pi.Name, Kind: kind, Turn: p.num("turn")}
	switch kind {
	case "kill", "cripple", "damage":
		if t := p.form["tgt"]; t != "" {
			a.Target = t
		} else {
			a.Opponent = &melee.Opponent{Name: strings.TrimSpace(p.form["ex-name"]), Tons: p.num("ex-tons"),
				Clan: p.form["ex-clan"] == "1", Fame: p.num("ex-fame"), Book: p.num64("ex-book")}
		}
	}
	switch kind {
	case "kill", "cripple":
		a.Claimants = max(1, p.num("claim"))
	case "damage":
		a.Damage = p.num("dmg")
	case "target_practice":
		a.Chit = p.num("chit")
	}
	return a
}
