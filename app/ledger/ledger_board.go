package ledger

import (
	"lancemate/app/kit"
	"lancemate/app/session"
	"slices"
	"strconv"
	"strings"

	"lancemate/engine/dice"
	"lancemate/engine/melee"
)

// boardHTML is the arena: who enters, and for the selected pilot on the
// board the ruleset's On-board Event table as one-tap entries (a kill or
// crippling with its claimants, damage typed on a number pad), the
// 'Mech's condition and ejection, wounds, tokens, leaving, and the facts
// of the classic game in play.
func (p *LedgerPage) boardHTML(w *kit.Writer, s *melee.State) {
	r := s.Rules()
	p.arenaHTML(w, s)
	pi := p.selected(s)
	if pi == nil {
		return
	}
	if !pi.OnBoard {
		w.F(`<p class="notice" id="not-on-board">%s is not in the arena: awards are given at the end of a turn in the arena.</p>`, pi.Name)
		return
	}
	w.F(`<section class="panel" id="awards"><h2>On-board events: %s</h2><p class="muted small">Against</p><div class="pchips">`, pi.Name)
	tgt := p.target(s, pi)
	for i, o := range s.Pilots {
		if o.OnBoard && o.Player != pi.Player && o.Mech != nil {
			w.F(`<button class="chip small%s" id="tgt-%d" data-act="tgt" data-v="%s" aria-pressed="%t">%s<span class="small">%s, %s</span></button>`,
				kit.On(tgt == o.Name), i, o.Name, tgt == o.Name, o.Name, o.Mech.Design, condition(o.Mech))
		}
	}
	w.F(`<button class="chip small%s" id="tgt-out" data-act="tgt" data-v="out" aria-pressed="%t">Someone else</button></div>`, kit.On(tgt == ""), tgt == "")
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
	w.F(`</div><div class="awardgrid">`)
	btn(w, "aw-kill", "btn award", "award", "kill", kit.Fmt(`Kill<span class="small">%s</span>`, sharers(p.num("claim"))), false)
	btn(w, "aw-cripple", "btn award", "award", "cripple", kit.Fmt(`Crippling<span class="small">%s</span>`, sharers(p.num("claim"))), false)
	w.F(`</div><div class="damage" id="damage">`)
	kit.NumPad(w, "dmg", "Damage to one opponent in a phase", p.form["dmg"])
	dmg := p.num("dmg")
	label := kit.HTML(`Damage dealt<span class="small">type the points above</span>`)
	if dmg > 0 {
		label = kit.Fmt(`Damage dealt: %s<span class="small">the damage rows: see the preview</span>`, count(dmg, "point"))
	}
	btn(w, "aw-damage", "btn award primary", "award", "damage", label, dmg <= 0)
	w.F(`</div>`)
	if r.TargetPractice != 0 {
		w.F(`<div class="steppers">`)
		p.stepper(w, "chit", "Target chit")
		w.F(`</div>`)
	}
	w.F(`<div class="awardgrid">`)
	for _, row := range r.Rows {
		if row.Kind == "damage_light" || row.Kind == "damage_20" || row.Kind == "dvg" {
			continue // the Damage dealt entry picks these
		}
		btn(w, "aw-"+row.Kind, "btn award", "award", row.Kind, kit.Fmt(`%s<span class="small">%s</span>`, row.Name, gainText(row.Gain)), false)
	}
	if r.TargetPractice != 0 {
		btn(w, "aw-target_practice", "btn award", "award", "target_practice", `Target Practice<span class="small">by chit</span>`, false)
	}
	w.F(`</div></section>`)
	p.mechwarriorHTML(w, s, pi)
	w.F(`<section class="panel" id="leave"><h2>Leave the arena</h2>`)
	p.stepper(w, "turns", "Turns on the board")
	p.flag(w, "vol", "Voluntary exit")
	btn(w, "leave-go", "btn primary", "leave", "", kit.Escape(pi.Name+" leaves the arena…"), false)
	w.F(`</section>`)
	p.factsHTML(w, s, pi)
}

// sharers says how an award is shared among the claimants counted.
func sharers(n int) string {
	if n <= 1 {
		return "alone"
	}
	return "shared by " + strconv.Itoa(n)
}

// target is the pilot of this event the selected pilot's awards are
// against: the one chosen while on the board, else the first opponent on
// the board; "" for someone from outside the event (chosen, or no
// opponent on the board).
func (p *LedgerPage) target(s *melee.State, pi *melee.Pilot) string {
	t := p.form["tgt"]
	if t == "out" {
		return ""
	}
	first := ""
	for _, o := range s.Pilots {
		if o.OnBoard && o.Player != pi.Player && o.Mech != nil {
			if o.Name == t {
				return t
			}
			if first == "" {
				first = o.Name
			}
		}
	}
	return first
}

// mechwarriorHTML is the selected pilot's 'Mech condition (the one held
// shown pressed) and ejection, recorded in any order, the wounds, the
// pilot's death, the once-per-day tokens and the Edge cards.
func (p *LedgerPage) mechwarriorHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot) {
	r := s.Rules()
	w.F(`<section class="panel" id="mechwarrior"><h2>'Mech and MechWarrior</h2><p id="mw-mech">%s: <b>%s</b></p><div class="row">`, pi.Mech.Design, condition(pi.Mech))
	for _, st := range []melee.Status{melee.Fine, melee.Damaged, melee.Crippled, melee.Destroyed} {
		on := pi.Mech.Status == st
		w.F(`<button class="btn small%s" id="st-%s" data-act="status" data-v="%[2]s" aria-pressed="%t">%s</button>`, kit.On(on), string(st), on, string(st))
	}
	w.F(`</div><div class="row">`)
	if pi.Mech.Ejected {
		w.F(`<span class="muted small" id="ejected">%s ejected: recorded, whatever the 'Mech's condition.</span>`, pi.Name)
	} else {
		btn(w, "st-eject", "btn small", "eject", "", "Pilot ejected", false)
		btn(w, "st-autoeject", "btn small", "eject", "auto", "Auto-eject", false)
	}
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
		w.F(`</div><p class="small">A wound takes one ability at random: %s.</p><div class="row">`, strings.Join(lose, " · "))
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
	btn(w, "use-edge", "btn small", "edge", "", kit.Escape("Use an Edge card ("+strconv.Itoa(pl.Edge)+" held)"), pl.Edge == 0)
	w.F(`</div></section>`)
}

// arenaHTML lists each player's pilots off the board: the ones ready are
// chosen to enter (a tap leaves one out), the others say why they cannot
// (no 'Mech, its repair waiting, dead); one button per player previews
// the entrance.
func (p *LedgerPage) arenaHTML(w *kit.Writer, s *melee.State) {
	w.F(`<section class="panel" id="arena"><h2>Arena</h2>`)
	for i, pl := range s.Players {
		w.F(`<div class="arena-player"><p><b>%s</b></p><div class="pchips">`, pl.Name)
		ready := p.entering(s, pl.Name)
		for j, q := range s.PilotsOf(pl.Name) {
			why := ""
			switch {
			case q.OnBoard:
				why = "in the arena"
			case q.Dead:
				why = "dead"
			case q.Mech == nil:
				why = "no 'Mech"
			case q.NeedsRepair():
				why = q.Mech.Design + " " + condition(q.Mech) + ": repair waiting"
			}
			if why != "" {
				w.F(`<span class="pstate" id="in-%d-%d">%s<span class="small">%s</span></span>`, i, j, q.Name, why)
				continue
			}
			on := slices.Contains(ready, q.Name)
			w.F(`<button class="chip small%s" id="in-%d-%d" data-act="in" data-v="%s" aria-pressed="%t">%s<span class="small">%s</span></button>`,
				kit.On(on), i, j, q.Name, on, q.Name, q.Mech.Design)
		}
		w.F(`</div>`)
		if n := len(ready); n > 0 {
			btn(w, "enter-"+strconv.Itoa(i), "btn", "enter", pl.Name, kit.Escape("Enter the arena: "+andList(ready)+"…"), false)
		}
		w.F(`</div>`)
	}
	w.F(`</section>`)
}

// entering lists the player's pilots who will enter the arena: off the
// board, alive, with a 'Mech whose repair is settled, and not left out.
func (p *LedgerPage) entering(s *melee.State, player string) []string {
	var out []string
	for _, q := range s.PilotsOf(player) {
		if !q.OnBoard && !q.Dead && q.Mech != nil && !q.NeedsRepair() && p.form["out-"+q.Name] != "1" {
			out = append(out, q.Name)
		}
	}
	return out
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
func (p *LedgerPage) event(act, v string) ledgerEv {
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
		return &melee.EnterArena{Player: v, Pilots: p.entering(s, v)}
	case "enterone":
		q, err := s.Pilot(v)
		if err != nil {
			return nil
		}
		return &melee.EnterArena{Player: q.Player, Pilots: []string{q.Name}}
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
		return p.award(s, pi, v)
	case "status":
		return &melee.MechStatus{Pilot: pi.Name, Status: melee.Status(v)}
	case "eject":
		return &melee.MechStatus{Pilot: pi.Name, Ejected: v != "auto", AutoEject: v == "auto"}
	case "keep":
		return &melee.KeepDamage{Pilot: pi.Name}
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
		return &melee.Sell{Pilot: pi.Name, Repair: v == "repair"}
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
			p.refuse(err.Error())
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
func (p *LedgerPage) award(s *melee.State, pi *melee.Pilot, kind string) *melee.Award {
	a := &melee.Award{Pilot: pi.Name, Kind: kind, Turn: p.num("turn")}
	switch kind {
	case "kill", "cripple", "damage":
		if t := p.target(s, pi); t != "" {
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
