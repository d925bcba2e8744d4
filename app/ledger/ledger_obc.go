package ledger

import (
	"fmt"
	"lancemate/app/kit"
	"slices"
	"strconv"
	"strings"

	"lancemate/engine/melee"
)

// obcHTML is the Off Board Cycle of the selected pilot (the League: the
// MechWarrior's own, between its matches; the Tournament: its player's),
// in the ruleset's order: the steps (over, now, to come), what is owed,
// and only what the cycle allows now. While the 'Mech's repair waits,
// only the steps up to the repair (and a sale, loans, Edge) are offered:
// the cycle does not go past it (001 L481-483; 002 L92).
func (p *LedgerPage) obcHTML(w *kit.Writer, s *melee.State) {
	p.pilotChips(w, s, true)
	pi := p.selected(s)
	if pi == nil {
		w.F(`<p class="muted">Add a player first.</p>`)
		return
	}
	r := s.Rules()
	pl, _ := s.Player(pi.Player)
	phase, _ := s.PilotPhase(pi.Name)
	step := pl.Step
	who := pl.Name
	if r.PilotCycle {
		step, who = pi.Step, pi.Name
		if pi.OnBoard {
			step = -1
		}
	}
	purse := "C-bills"
	if r.SharedPurse() {
		purse = "C-bills in " + possessive(pl.Name) + " purse"
	}
	w.F(`<section class="panel" id="obc"><h2>Off Board Cycle: %s</h2><p id="obc-phase">Now: <b>%s</b> · %s %s · %s: Fame %d, CP %d</p>`,
		who, phase, cb(pl.Cbills), purse, pi.Name, pi.Fame, pi.CP)
	owedHTML(w, s, pl, "obc-owed")
	w.F(`<ol class="steps">`)
	for i, st := range r.Steps {
		state := ""
		switch {
		case step < 0:
		case i < step:
			state = "over"
		case i == step:
			state = "now"
		}
		w.F(`<li class="%s">%s: %s</li>`, state, st.Phase, words(st.Actions))
	}
	w.F(`</ol><p class="muted small">Loans and Edge cards any time in the cycle.</p>`)
	if r.PilotCycle {
		w.Put(kit.Why("obc-why", "Each MechWarrior's Off Board Cycle is its time between matches (002 L88); 002 gives no order within it, so the digest's default order is used. Repairs are approved before a MechWarrior re-enters the arena (002 L92).", ""))
	} else {
		w.Put(kit.Why("obc-why", "The Off Board Cycle's order: "+r.Cite(r.PhaseLine)+"; repairs before the arena: 001 L432-434, L481-483.", ""))
	}
	w.F(`</section>`)
	if step < 0 {
		if r.PilotCycle {
			w.F(`<p class="notice" id="obc-onboard">%s is in the arena: %s's Off Board Cycle begins when %[1]s leaves it.</p>`, pi.Name, pi.Name)
		} else {
			w.F(`<p class="notice" id="obc-onboard">A pilot is in the arena: the Off Board Cycle begins when the last one leaves it.</p>`)
		}
		return
	}
	allowed, _ := s.PilotAllowed(pi.Name)
	shown, later := p.cycleNow(s, pi, allowed)
	for _, a := range shown {
		p.actionHTML(w, s, pi, pl, a)
	}
	if !slices.Contains(allowed, melee.ActBuyAbility) && step < len(r.Steps) {
		p.abilitiesClosed(w, s, pi, step)
	}
	if len(later) > 0 {
		w.F(`<p class="notice" id="obc-later">After the repair: %s.</p>`, words(later))
	}
	p.enterHTML(w, s, pi, pl)
}

// cycleNow splits what the cycle allows into what is offered now and what
// waits for a 'Mech's repair to be settled: while a repair waits, nothing
// after the repair step but a sale (and the any-time loans and Edge).
func (p *LedgerPage) cycleNow(s *melee.State, pi *melee.Pilot, allowed []melee.Action) (now, later []melee.Action) {
	r := s.Rules()
	waits := pi.NeedsRepair() && !pi.Dead
	if !r.PilotCycle {
		for _, q := range s.PilotsOf(pi.Player) {
			waits = waits || q.NeedsRepair() && !q.Dead
		}
	}
	last := len(r.Steps)
	if waits {
		for i, st := range r.Steps {
			if slices.Contains(st.Actions, melee.ActRepair) {
				last = i
			}
		}
	}
	stepOf := map[melee.Action]int{}
	for i, st := range r.Steps {
		for _, a := range st.Actions {
			stepOf[a] = i
		}
	}
	for _, a := range slices.Compact(allowed) {
		i, inStep := stepOf[a]
		switch {
		case !inStep || i <= last || a == melee.ActSell:
			now = append(now, a)
		case !slices.Contains(later, a):
			later = append(later, a)
		}
	}
	return now, later
}

// enterHTML ends the cycle: the pilot (League) or the player's pilots
// (Tournament) enter the arena, previewed; while a repair waits the
// button says so instead.
func (p *LedgerPage) enterHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot, pl *melee.Player) {
	r := s.Rules()
	w.F(`<section class="panel" id="obc-entrance"><h2>Back to the arena</h2>`)
	switch {
	case pi.Dead:
		w.F(`<p class="muted small">%s is dead.</p>`, pi.Name)
	case pi.Mech == nil:
		w.F(`<p class="muted small" id="obc-enter-why">%s needs a 'Mech before entering the arena.</p>`, pi.Name)
	case pi.NeedsRepair():
		w.F(`<p class="small" id="obc-enter-why">The %s is %s: repair it`, pi.Mech.Design, condition(pi.Mech))
		if pi.Mech.Status != melee.Destroyed && !pi.Mech.Ejected {
			w.F(`, or keep it as it is with the judge's approval,`)
		}
		w.F(` before %s enters the arena.</p>`, pi.Name)
		btn(w, "obc-enter", "btn", "enterone", pi.Name, kit.Escape(pi.Name+" enters the arena"), true)
	case r.PilotCycle:
		btn(w, "obc-enter", "btn primary", "enterone", pi.Name, kit.Escape(pi.Name+" enters the arena…"), false)
	default:
		btn(w, "obc-enter", "btn primary", "enter", pl.Name, kit.Escape(pl.Name+" enters the arena…"), false)
	}
	w.F(`</section>`)
}

// actionHTML writes the controls of one allowed action.
func (p *LedgerPage) actionHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot, pl *melee.Player, a melee.Action) {
	r := s.Rules()
	switch a {
	case melee.ActCashChips:
		if len(pi.Chips) > 0 {
			w.F(`<section class="panel" id="chips"><h2>Arena Exit: poker chips</h2>`)
			btn(w, "cash-chips", "btn", "cash", "", kit.Escape(fmt.Sprintf("Cash in %s's chips: %s held", pi.Name, count(len(pi.Chips), "chip"))), false)
			w.F(`</section>`)
		}
	case melee.ActSponsorCheck:
		if !s.Settings.AdvancedSponsors || len(pl.Sponsors) == 0 {
			return
		}
		need, _ := s.SponsorMinimum(pl.Name)
		w.F(`<section class="panel" id="spcheck"><h2>Arena Exit: sponsor check</h2><p class="small">Event earnings of the previous Arena Cycle needed: %s. Short of it, keep a sponsor whose own minimum was met, or call in favors for twice its Fame minimum.</p>`, cb(need))
		w.Put(kit.Why("", "A sponsor asks for a minimum of earnings each Arena Cycle; the lines above say what keeps it when they fall short.", "001 L1299-1323"))
		p.field(w, "sc-earned", "Earned", "number", "C-bills")
		for i, m := range pl.Sponsors {
			w.F(`<div class="row"><span>%s</span>`, m.Name)
			p.flag(w, "sck"+strconv.Itoa(i), "Keep")
			p.flag(w, "scf"+strconv.Itoa(i), "Favor")
			w.F(`</div>`)
		}
		btn(w, "sc-go", "btn", "spcheck", "", "Report the earnings", false)
		w.F(`</section>`)
	case melee.ActWithdraw:
		if pl.Stable == nil && len(pl.Sponsors) == 0 {
			return
		}
		w.F(`<section class="panel"><h2>Withdraw</h2><div class="row">`)
		if pl.Stable != nil {
			btn(w, "", "btn small", "withdraw", pl.Stable.Name, kit.Escape("Leave "+pl.Stable.Name), false)
		}
		for _, sp := range pl.Sponsors {
			btn(w, "", "btn small", "withdraw", sp.Name, kit.Escape("Leave "+sp.Name), false)
		}
		w.F(`</div></section>`)
	case melee.ActRepair:
		p.repairHTML(w, s, pi, pl)
	case melee.ActHeal:
		if pi.Wounds > 0 {
			w.F(`<section class="panel" id="heal-panel"><h2>Healing</h2>`)
			btn(w, "heal", "btn", "heal", "", kit.Escape(fmt.Sprintf("Heal %s: %s C-bills", count(pi.Wounds, "wound"), cb(r.Repair.Heal*int64(pi.Wounds)))), false)
			w.F(`<p class="muted small">%s C-bills a wound; the abilities lost to them come back.</p></section>`, cb(r.Repair.Heal))
		}
	case melee.ActSell:
		p.sellHTML(w, s, pi)
	case melee.ActJoin:
		p.joinHTML(w, r)
	case melee.ActBuyAbility:
		p.abilitiesHTML(w, s, pi)
	case melee.ActDropAbility:
		if len(pi.Abilities) > 0 && len(r.RemoveFame) > 0 {
			fames := make([]string, len(r.RemoveFame))
			for i, f := range r.RemoveFame {
				fames[i] = strconv.Itoa(f)
			}
			w.F(`<section class="panel"><h2>Drop an ability</h2><p class="muted small">One removal at each of %s Fame; a dropped ability may not be bought again.</p><div class="row">`, andList(fames))
			for _, o := range pi.Abilities {
				btn(w, "", "btn small", "drop", o.Name, kit.Escape("Drop "+o.Name), false)
			}
			w.F(`</div></section>`)
		}
	case melee.ActBuyMech:
		p.buyMechHTML(w, s, pi)
	case melee.ActAmmo:
		w.F(`<section class="panel" id="ammo"><h2>Special munitions</h2>`)
		p.field(w, "am-mun", "Munition", "text", "Inferno")
		p.stepper(w, "am-tons", "Tons")
		btn(w, "am-buy", "btn", "ammo", "", "Buy special munitions", false)
		w.Put(kit.Why("", "Special munitions are bought by the ton, at the price the rules give.", r.Cite(r.AmmoLine)))
		w.F(`</section>`)
	case melee.ActLoan:
		p.loanHTML(w, s, pi, pl)
	case melee.ActEdge:
		w.F(`<section class="panel" id="edge"><h2>Edge cards</h2><p class="small">%s held.</p>`, count(pl.Edge, "Edge card"))
		btn(w, "edge-buy", "btn small", "ability", "Edge", "Buy an Edge card", false)
		w.F(`</section>`)
	}
}

// loanHTML is the loan: what is owed on it, or how a loan is taken (with
// the repair or purchase the purse cannot pay, for what is missing), and
// the one standalone loan there is: turning a purse already below zero
// into a loan (001 L216-231; 002 L132-134).
func (p *LedgerPage) loanHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot, pl *melee.Player) {
	r := s.Rules()
	limit, _ := s.LoanLimit(pi.Name)
	cp := 0
	if a := abilityOf(r, "Loan"); a != nil {
		cp = a.CP
	}
	w.F(`<section class="panel" id="loan"><h2>Loan</h2>`)
	switch {
	case pl.Defaulted:
		w.F(`<p class="small">%s defaulted on a loan: no further loans.</p>`, pl.Name)
	case pl.Loan != nil:
		w.F(`<p class="small" id="loan-out">%s owes %s C-bills on the loan %s took. It is erased as soon as the purse is back at zero or more.</p>`, pl.Name, cb(pl.Owed()), pl.Loan.Pilot)
		if r.Loan.Default && pl.Loan.OBCs >= 3 {
			btn(w, "loan-default", "btn small danger", "default", "", "Default on the loan (judge's approval)", false)
		}
	case pl.Cbills < 0:
		w.F(`<p class="small" id="loan-debt">The purse is %s C-bills below zero. A loan (%d CP from %s) turns it into a loan of up to %s at %s's Fame %d.</p>`, cb(pl.Owed()), cp, pi.Name, cb(limit), pi.Name, pi.Fame)
		btn(w, "loan-take", "btn small", "ability", "Loan", kit.Escape(fmt.Sprintf("Take the loan (%d CP)", cp)), false)
	default:
		w.F(`<p class="small" id="loan-none">No loan. A loan is the purse going below zero: when a repair or a purchase costs more than the purse holds, it is offered with a loan for what is missing (%d CP; at %s's Fame %d, up to %s).</p>`, cp, pi.Name, pi.Fame, cb(limit))
	}
	w.Put(kit.Why("loan-why", "Loans: "+r.Cite(r.Loan.Take)+"-"+strconv.Itoa(r.Loan.Repaid)+"; the table: "+r.Cite(r.Loan.Table)+". The loan is the negative balance; it is erased when the purse is back at zero or more (digest AMB-35).", ""))
	w.F(`</section>`)
}

// spotParts are the spot repairs a 'Mech can need, by form key.
var spotParts = [...]struct {
	key, label string
	count      func(*melee.Spot) *int
}{
	{"sp-loc", "Internal structure (locations)", func(s *melee.Spot) *int { return &s.Locations }},
	{"sp-act", "Actuator criticals", func(s *melee.Spot) *int { return &s.Actuator }},
	{"sp-wpn", "Weapon criticals", func(s *melee.Spot) *int { return &s.Weapon }},
	{"sp-eng", "Engine or gyro criticals", func(s *melee.Spot) *int { return &s.EngineGyro }},
	{"sp-oth", "Other criticals", func(s *melee.Spot) *int { return &s.Other }},
}

// spot reads the spot repairs from the form.
func (p *LedgerPage) spot() *melee.Spot {
	var sp melee.Spot
	for _, part := range spotParts {
		*part.count(&sp) = p.num(part.key)
	}
	return &sp
}

// repairHTML is the maintenance of the 'Mech: the repair waiting, the
// full repair and the spot repairs, each bill itemised from
// State.RepairBill, the money missing (a loan covers it, offered on the
// tap), and keeping a damaged or crippled 'Mech as it is with the judge's
// approval.
func (p *LedgerPage) repairHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot, pl *melee.Player) {
	if pi.Mech == nil {
		return
	}
	r := s.Rules()
	decline := p.form["nodfa"] == "1"
	full, err := s.RepairBill(pi.Name, nil, decline)
	if err != nil {
		w.F(`<section class="panel" id="repair"><h2>Maintenance: %s</h2><p class="muted small">%s</p></section>`, pi.Mech.Design, plain(err.Error()))
		return
	}
	w.F(`<section class="panel" id="repair"><h2>Maintenance: %s</h2>`, pi.Mech.Design)
	if pi.NeedsRepair() {
		w.F(`<p class="notice" id="repair-first">First: the %s is %s. Repair it`, pi.Mech.Design, condition(pi.Mech))
		if pi.Mech.Status != melee.Destroyed && !pi.Mech.Ejected {
			w.F(`, or keep it as it is with the judge's approval`)
		}
		w.F(` (or sell it).</p>`)
	} else {
		w.F(`<p class="small" id="repair-settled">Settled for this cycle: the %s goes back in %s.</p>`, pi.Mech.Design, condition(pi.Mech))
	}
	w.F(`<p class="small">%s</p>`, mechText(r, pi.Mech))
	if pi.DFA {
		p.flag(w, "nodfa", "Decline the DFA/charge −30%")
	}
	w.F(`<h3>Full repair</h3>`)
	billHTML(w, "bill-full", full)
	short(w, pl, full.Total, "short-full")
	btn(w, "repair-full", "btn", "repair", "full", kit.Escape("Full repair: "+cb(full.Total)+" C-bills"), false)
	if pi.NeedsRepair() && pi.Mech.Status != melee.Destroyed && !pi.Mech.Ejected {
		btn(w, "repair-keep", "btn", "keep", "", "Keep it as it is (judge's approval)", false)
	}
	if pi.Mech.Status == melee.Destroyed {
		w.Put(kit.Why("", "A full repair costs a share of the 'Mech's base cost, more when it is crippled or destroyed; a destroyed 'Mech has no spot repairs.", r.Cite(r.Repair.Lines[0])+"; "+r.Cite(r.Repair.Lines[1])))
		w.F(`</section>`)
		return
	}
	w.F(`<h3>Spot repair</h3><div class="steppers">`)
	for _, sp := range spotParts {
		p.stepper(w, sp.key, sp.label)
	}
	w.F(`</div>`)
	p.flag(w, "complete", "Mends all the damage")
	sp := p.spot()
	if *sp == (melee.Spot{}) {
		w.F(`<p class="muted small">Count the repairs above.</p>`)
		w.Put(kit.Why("", "A spot repair is priced item by item: each location and each critical hit counted above.", r.Cite(r.Repair.Lines[0])+", "+r.Cite(r.Repair.Lines[1])))
		w.F(`</section>`)
		return
	}
	bill, err := s.RepairBill(pi.Name, sp, decline)
	if err != nil {
		w.F(`<p class="error">%s</p></section>`, plain(err.Error()))
		return
	}
	w.F(`<ul class="bill" id="bill-spot-items">`)
	for _, part := range spotParts {
		n := *part.count(sp)
		if n == 0 {
			continue
		}
		var one melee.Spot
		*part.count(&one) = n
		b, _ := s.RepairBill(pi.Name, &one, true)
		w.F(`<li><span>%d × %s</span><span>%s</span></li>`, n, part.label, cb(b.Core))
	}
	w.F(`</ul>`)
	billHTML(w, "bill-spot", bill)
	short(w, pl, bill.Total, "short-spot")
	btn(w, "repair-spot", "btn primary", "repair", "spot", kit.Escape("Spot repair: "+cb(bill.Total)+" C-bills"), false)
	w.Put(kit.Why("", "A spot repair is priced item by item: each location and each critical hit counted above.", r.Cite(r.Repair.Lines[0])+", "+r.Cite(r.Repair.Lines[1])))
	w.F(`</section>`)
}

// short says, next to a price, how much the purse lacks to pay it and
// that a loan covers it (offered when the price is tapped).
func short(w *kit.Writer, pl *melee.Player, cost int64, id string) {
	floor := int64(0)
	if pl.Loan != nil {
		floor = -pl.Loan.Max
	}
	if pl.Cbills-cost >= floor || cost <= 0 {
		return
	}
	if pl.Loan != nil {
		w.F(`<p class="small error" id="%s">The purse holds %s C-bills and the loan out lends no more: %s missing.</p>`, id, cb(pl.Cbills), cb(cost-pl.Cbills+floor))
		return
	}
	w.F(`<p class="small owed" id="%s">The purse holds %s C-bills: %s missing, which a loan can cover.</p>`, id, cb(pl.Cbills), cb(cost-pl.Cbills))
}

// sellHTML is the sale of the 'Mech: its price now, or (Tournament) the
// full repair it needs first, paid even into debt, then the sale
// (001 L465-467).
func (p *LedgerPage) sellHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot) {
	if pi.Mech == nil {
		return
	}
	r := s.Rules()
	w.F(`<section class="panel" id="sell"><h2>Sell the 'Mech</h2>`)
	price, err := s.SalePrice(pi.Name)
	switch {
	case err == nil:
		how := fmt.Sprintf("%d%% of its base", r.SalePct)
		if pi.Mech.Status != melee.Fine {
			how += ", less the full repair"
		}
		btn(w, "sell", "btn", "sell", "", kit.Escape(fmt.Sprintf("Sell the %s for %s C-bills", pi.Mech.Design, cb(price))), false)
		w.F(`<p class="muted small">%s.</p>`, how)
	case r.SaleNeedsFix:
		es, perr := melee.Preview(p.cur.Journal, &melee.Sell{Pilot: pi.Name, Repair: true})
		if perr != nil {
			w.F(`<p class="muted small">%s</p>`, plain(perr.Error()))
			break
		}
		var net int64
		for _, e := range es {
			net += e.Cbills
		}
		w.F(`<p class="small" id="sell-fix">The %s must be fully repaired before it is sold, even if the repair takes the purse below zero.</p>`, pi.Mech.Design)
		btn(w, "sell-repair", "btn", "sell", "repair", kit.Escape(fmt.Sprintf("Repair and sell: %s C-bills", cbSigned(net))), false)
	default:
		w.F(`<p class="muted small">%s</p>`, plain(err.Error()))
	}
	w.Put(kit.Why("", "A 'Mech sells for a share of its book price; the repairs it needs are paid first.", r.Cite(r.SaleLine)+"; 001 L465-467"))
	w.F(`</section>`)
}

// billHTML itemises a repair bill: core cost, ejection surcharge,
// discounts and the total.
func billHTML(w *kit.Writer, id string, b melee.Bill) {
	w.F(`<ul class="bill" id="%s"><li><span>Core cost</span><span>%s</span></li>`, id, cb(b.Core))
	if b.Eject != 0 {
		w.F(`<li><span>Ejection surcharge</span><span>+%s</span></li>`, cb(b.Eject))
	}
	if b.Percent != 0 {
		what := "Ability, stable and sponsor modifiers"
		if b.DFA {
			what = "DFA/charge discount"
		}
		w.F(`<li><span>%s %+d%%</span><span>%s</span></li>`, what, b.Percent, cbSigned(b.Total-b.Core-b.Eject))
	}
	w.F(`<li class="total"><span>Total</span><span>%s</span></li></ul>`, cb(b.Total))
}

// joinHTML lists the Tournament's stables and sponsors to join.
func (p *LedgerPage) joinHTML(w *kit.Writer, r *melee.Ruleset) {
	if len(r.Stables)+len(r.Sponsors) == 0 {
		return
	}
	w.F(`<details class="panel" id="join"><summary>Join a stable or sponsor</summary>`)
	p.stepper(w, "xcp", "Extra CP (Devall's)")
	for _, st := range r.Stables {
		btn(w, "", "btn row-btn", "join", st.Name, kit.Fmt("%s <span class=\"small\">%s · %d Fame · %d CP · %s</span>", st.Name, st.House, st.Fame, st.CP, cb(st.Cbills)), false)
	}
	for _, sp := range r.Sponsors {
		btn(w, "", "btn row-btn", "join", sp.Name, kit.Fmt("%s <span class=\"small\">sponsor · %d Fame · %d CP · %s</span>", sp.Name, sp.Fame, sp.CP, cbSigned(sp.Gain)), false)
	}
	w.F(`</details>`)
}

// abilitiesClosed keeps the abilities panel when the cycle's order has
// closed it (a 'Mech or munitions bought: their step comes after the
// abilities'), saying which rule closed it and what opens it again.
func (p *LedgerPage) abilitiesClosed(w *kit.Writer, s *melee.State, pi *melee.Pilot, step int) {
	r := s.Rules()
	at := -1
	for i, st := range r.Steps {
		if slices.Contains(st.Actions, melee.ActBuyAbility) {
			at = i
		}
	}
	if at < 0 || step <= at {
		return // not past the abilities' step: not closed by the order
	}
	w.F(`<section class="panel" id="abilities"><h2>Abilities for %s</h2><p class="notice" id="abilities-closed">Closed for this cycle: in the Off Board Cycle's order abilities come before its later steps (%s), and %s's cycle has reached them. Abilities open again in %[3]s's next Off Board Cycle, after a match; Undo the last change to open them now.</p>`,
		pi.Name, laterSteps(r, melee.ActBuyAbility), pi.Name)
	w.Put(kit.Why("", "The Off Board Cycle's order: "+r.Cite(r.PhaseLine)+".", ""))
	w.F(`</section>`)
}

// abilitiesHTML lists the ruleset's abilities with what each costs the
// pilot now, or why it cannot be bought (fame gates, milestones).
func (p *LedgerPage) abilitiesHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot) {
	r := s.Rules()
	w.F(`<section class="panel" id="abilities"><h2>Abilities for %s</h2>`, pi.Name)
	if later := laterSteps(r, melee.ActBuyAbility); later != "" {
		w.F(`<p class="small" id="abilities-first">Buy abilities first: the cycle's later steps (%s) close them until the next Off Board Cycle.</p>`, later)
	}
	p.field(w, "ab-detail", "Weapon", "text", "for a Weapon Specialist")
	w.F(`<ul class="abilities">`)
	for _, a := range r.Abilities {
		if a.Extra == melee.ExtraEdge || a.Extra == melee.ExtraLoan {
			continue // the Loan and Edge panels
		}
		c, err := s.AbilityPrice(pi.Name, a.Name)
		cost := fmt.Sprintf("%d CP", c.CP)
		if c.Cbills > 0 {
			cost += " · " + cb(c.Cbills)
		}
		if c.Slot > 0 {
			cost += " · " + kit.Ordinal(c.Slot) + " ability"
		}
		id := "ab-" + strings.NewReplacer(" ", "-", ":", "", "'", "", "!", "").Replace(a.Name)
		if err != nil {
			why := strings.TrimPrefix(plain(err.Error()), pi.Name+": cannot buy "+a.Name+": ")
			w.F(`<li><button class="btn row-btn" id="%s" disabled>%s%s <span class="small">%s</span></button></li>`, id, a.Name, a.Mark, why)
			continue
		}
		if a.Extra == melee.ExtraDeclare || a.Extra == melee.ExtraChange {
			w.F(`<li><span>%s <span class="small">%s</span></span><div class="row">`, a.Name, cost)
			for _, h := range melee.Houses() {
				btn(w, "", "btn small", "house", a.Name+"|"+h, kit.Escape(h), false)
			}
			w.F(`</div></li>`)
			continue
		}
		w.F(`<li>`)
		btn(w, id, "btn row-btn", "ability", a.Name, kit.Fmt("%s%s <span class=\"small\">%s</span>", a.Name, a.Mark, cost), false)
		w.F(`</li>`)
	}
	w.F(`</ul>`)
	w.Put(kit.Why("", "The abilities and their costs: "+r.Cite(r.SlotLine)+" and the Pilot Abilities table.", ""))
	w.F(`</section>`)
}

// laterSteps names, in words, the cycle's actions in the steps after a's.
func laterSteps(r *melee.Ruleset, a melee.Action) string {
	for i, st := range r.Steps {
		if slices.Contains(st.Actions, a) {
			var after []melee.Action
			for _, l := range r.Steps[i+1:] {
				after = append(after, l.Actions...)
			}
			return words(after)
		}
	}
	return ""
}

// buyMech reads the 'Mech purchase form.
func (p *LedgerPage) buyMech(pi *melee.Pilot) *melee.BuyMech {
	b := &melee.BuyMech{Pilot: pi.Name, Design: strings.TrimSpace(p.form["bm-design"]), Tons: p.num("bm-tons"), Book: p.num64("bm-book"),
		Clan: p.form["bm-clan"] == "1", Custom: p.form["bm-custom"] == "1", Electronics: p.form["bm-elec"] == "1"}
	if from := p.form["bm-from"]; from != "" {
		b.Why = "book cost from " + from
	}
	return b
}

// mechPrice says what the 'Mech in the form costs the pilot's player:
// the book cost, the ruleset's multipliers and rounding, the modifiers.
func (p *LedgerPage) mechPrice(s *melee.State) (string, bool) {
	pi := p.selected(s)
	if pi == nil {
		return "", false
	}
	b := p.buyMech(pi)
	if b.Book <= 0 || b.Tons <= 0 {
		return "Pick a design, type the tonnage and book cost, or read them from an .ssw file.", false
	}
	pr, err := s.MechPrice(pi.Player, b)
	if err != nil {
		return err.Error(), false
	}
	r := s.Rules()
	var parts []string
	if b.Clan {
		parts = append(parts, fmt.Sprintf("Clan ×%s", pctFactor(r.ClanPct)))
	}
	if b.Custom {
		parts = append(parts, fmt.Sprintf("custom ×%s", pctFactor(r.CustomPct)))
	}
	round := map[melee.Round]string{melee.Down: "down", melee.Up: "up", melee.Nearest: "to the nearest"}[r.PriceRound]
	text := fmt.Sprintf("Book %s", cb(b.Book))
	if parts != nil {
		text += " " + strings.Join(parts, " ")
	}
	text += fmt.Sprintf(", rounded %s to 10,000: base %s", round, cb(pr.Base))
	if pr.Percent != 0 {
		text += fmt.Sprintf(", %+d%% stable and sponsor", pr.Percent)
	}
	return text + ". Price " + cb(pr.Paid) + ".", true
}

// pctFactor writes 150 as 1.5.
func pctFactor(pct int64) string {
	return strconv.FormatFloat(float64(pct)/100, 'f', -1, 64)
}

// buyMechHTML is the 'Mech purchase: a design picked from the built-in
// and imported designs, read from an .ssw file, or typed in.
func (p *LedgerPage) buyMechHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot) {
	r := s.Rules()
	w.F(`<section class="panel" id="buymech"><h2>Buy a 'Mech for %s</h2>`, pi.Name)
	if pi.Mech != nil {
		w.F(`<p class="muted small">%s owns the %s: one 'Mech at a time, sell it first.</p></section>`, pi.Name, pi.Mech.Design)
		return
	}
	if pl, _ := s.Player(pi.Player); pl != nil && pl.Cbills < 0 && !(r.Loan.FirstMech && !pi.Bought) {
		w.F(`<p class="owed small" id="bm-owed">%s owes %s C-bills: no new 'Mech until the purse is back at zero or more.</p>`, pl.Name, cb(pl.Owed()))
	}
	w.F(`<label class="field"><span>Find a design</span><input type="search" id="bm-find" placeholder="Atlas, 55-75, clan…" value="%s" autocomplete="off"></label>`, p.form["bm-find"])
	w.F(`<div id="bm-results">%s</div>`, p.resultsHTML())
	w.F(`<label class="btn filebtn"><span>Read an .ssw file…</span><input type="file" id="bm-file" accept=".ssw,.SSW"></label>`)
	if from := p.form["bm-from"]; from != "" {
		w.F(`<p class="small" id="bm-fromfile">From %s</p>`, from)
	}
	p.field(w, "bm-design", "Design", "text", "Hunchback HBK-4G")
	p.field(w, "bm-tons", "Tons", "number", "50")
	p.field(w, "bm-book", "Book cost", "number", "C-bills")
	w.F(`<div class="row">`)
	p.flag(w, "bm-clan", "Clan")
	p.flag(w, "bm-custom", "Custom")
	if r.ElectronicsDiscount() {
		p.flag(w, "bm-elec", "TC / ECM / C3")
	}
	text, _ := p.mechPrice(s)
	w.F(`</div><p class="price" id="bm-price">%s</p>`, text)
	btn(w, "bm-buy", "btn primary", "buymech", "", "Buy the 'Mech", false)
	w.Put(kit.Why("", "A 'Mech costs its book price, with the rules' markup for Clan and custom designs.", r.Cite(r.PriceLine)))
	w.F(`</section>`)
}
