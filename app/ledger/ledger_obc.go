package ledger

import (
	"fmt"
	"lancemate/app/kit"
	"slices"
	"strconv"
	"strings"

	"lancemate/engine/melee"
)

// obcHTML is the Off Board Cycle of the selected pilot's player, in the
// ruleset's order: the steps (over, now, to come) and only what
// State.Allowed allows now.
func (p *LedgerPage) obcHTML(w *kit.Writer, s *melee.State) {
	p.pilotChips(w, s, nil)
	pi := p.selected(s)
	if pi == nil {
		w.F(`<p class="muted">Add a player first.</p>`)
		return
	}
	r := s.Rules()
	pl, _ := s.Player(pi.Player)
	phase, _ := s.Phase(pl.Name)
	w.F(`<section class="panel" id="obc"><h2>Off Board Cycle: %s</h2><p id="obc-phase">Now: <b>%s</b> · %s C-bills · %s: Fame %d, CP %d</p><ol class="steps">`,
		pl.Name, phase, cb(pl.Cbills), pi.Name, pi.Fame, pi.CP)
	for i, st := range r.Steps {
		state := ""
		switch {
		case pl.Step < 0:
		case i < pl.Step:
			state = "over"
		case i == pl.Step:
			state = "now"
		}
		names := make([]string, len(st.Actions))
		for j, a := range st.Actions {
			names[j] = strings.ReplaceAll(string(a), "_", " ")
		}
		w.F(`<li class="%s">%s: %s</li>`, state, st.Phase, strings.Join(names, ", "))
	}
	w.F(`</ol><p class="muted small">Order: %s. Loans and Edge cards any time in the cycle.</p></section>`, r.Cite(r.PhaseLine))
	allowed, _ := s.Allowed(pl.Name)
	if pl.Step < 0 {
		w.F(`<p class="notice">A pilot is on the board: the Off Board Cycle begins when the last one leaves the arena.</p>`)
		return
	}
	for _, a := range slices.Compact(allowed) {
		p.actionHTML(w, s, pi, pl, a)
	}
	w.F(`<section class="panel"><h2>Arena entrance</h2>`)
	btn(w, "obc-enter", "btn primary", "enter", pl.Name, "Enter the arena (ends the cycle)", false)
	w.F(`</section>`)
}

// actionHTML writes the controls of one allowed action.
func (p *LedgerPage) actionHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot, pl *melee.Player, a melee.Action) {
	r := s.Rules()
	switch a {
	case melee.ActCashChips:
		if len(pi.Chips) > 0 {
			w.F(`<section class="panel" id="chips"><h2>Arena Exit: poker chips</h2>`)
			btn(w, "cash-chips", "btn", "cash", "", kit.Escape(fmt.Sprintf("Cash in %s's chips: %d held (%s)", pi.Name, len(pi.Chips), r.Cite(r.ChipLine))), false)
			w.F(`</section>`)
		}
	case melee.ActSponsorCheck:
		if !s.Settings.AdvancedSponsors || len(pl.Sponsors) == 0 {
			return
		}
		need, _ := s.SponsorMinimum(pl.Name)
		w.F(`<section class="panel" id="spcheck"><h2>Arena Exit: sponsor check</h2><p class="small">Event earnings of the previous Arena Cycle needed: %s. Short of it, keep a sponsor whose own minimum was met, or call in favors for twice its Fame minimum (001 L1299-1323).</p>`, cb(need))
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
		p.repairHTML(w, s, pi)
	case melee.ActHeal:
		if pi.Wounds > 0 {
			w.F(`<section class="panel"><h2>Healing</h2>`)
			btn(w, "heal", "btn", "heal", "", kit.Escape(fmt.Sprintf("Heal %d wounds (%s each, %s)", pi.Wounds, cb(r.Repair.Heal), r.Cite(r.Repair.Lines[3]))), false)
			w.F(`</section>`)
		}
	case melee.ActSell:
		if price, err := s.SalePrice(pi.Name); pi.Mech != nil {
			w.F(`<section class="panel"><h2>Sell the 'Mech</h2>`)
			if err != nil {
				w.F(`<p class="muted small">%s</p>`, err.Error())
			} else {
				btn(w, "sell", "btn", "sell", "", kit.Escape(fmt.Sprintf("Sell the %s for %s (%d%% resale, %s)", pi.Mech.Design, cb(price), r.SalePct, r.Cite(r.SaleLine))), false)
			}
			w.F(`</section>`)
		}
	case melee.ActJoin:
		p.joinHTML(w, r)
	case melee.ActBuyAbility:
		p.abilitiesHTML(w, s, pi)
	case melee.ActDropAbility:
		if len(pi.Abilities) > 0 && len(r.RemoveFame) > 0 {
			w.F(`<section class="panel"><h2>Drop an ability</h2><p class="muted small">One removal at each of %v Fame; a dropped ability may not be bought again (002 L31).</p><div class="row">`, r.RemoveFame)
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
		w.F(`<p class="muted small">%s</p></section>`, r.Cite(r.AmmoLine))
	case melee.ActLoan:
		limit, _ := s.LoanLimit(pi.Name)
		w.F(`<section class="panel" id="loan"><h2>Loan</h2><p class="small">At %s's Fame %d the table lends up to %s (%s).</p><div class="row">`,
			pi.Name, pi.Fame, cb(limit), r.Cite(r.Loan.Table))
		btn(w, "loan-take", "btn small", "ability", "Loan", "Take a loan", pl.Loan != nil)
		if pl.Loan != nil && r.Loan.Default {
			btn(w, "loan-default", "btn small danger", "default", "", "Default on the loan", false)
		}
		w.F(`</div></section>`)
	case melee.ActEdge:
		w.F(`<section class="panel"><h2>Edge cards</h2><p class="small">%d held (%s).</p>`, pl.Edge, r.Cite(r.EdgeLine))
		btn(w, "edge-buy", "btn small", "ability", "Edge", "Buy an Edge card", false)
		w.F(`</section>`)
	}
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

// repairHTML is the maintenance of the 'Mech: the full repair and the
// spot repairs, each bill itemised from State.RepairBill.
func (p *LedgerPage) repairHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot) {
	decline := p.form["nodfa"] == "1"
	full, err := s.RepairBill(pi.Name, nil, decline)
	if err != nil {
		if pi.Mech != nil {
			w.F(`<section class="panel"><h2>Maintenance</h2><p class="muted small">%s</p></section>`, err.Error())
		}
		return
	}
	r := s.Rules()
	w.F(`<section class="panel" id="repair"><h2>Maintenance: %s</h2><p class="small">%s</p>`, pi.Mech.Design, mechText(r, pi.Mech))
	if pi.DFA {
		p.flag(w, "nodfa", "Decline the DFA/charge −30%")
	}
	w.F(`<h3>Full repair</h3>`)
	billHTML(w, "bill-full", full)
	btn(w, "repair-full", "btn", "repair", "full", kit.Escape("Full repair: "+cb(full.Total)), false)
	if pi.Mech.Status == melee.Destroyed {
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
		w.F(`<p class="muted small">Count the repairs above (%s).</p></section>`, r.Cite(r.Repair.Lines[1]))
		return
	}
	bill, err := s.RepairBill(pi.Name, sp, decline)
	if err != nil {
		w.F(`<p class="error">%s</p></section>`, err.Error())
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
	btn(w, "repair-spot", "btn primary", "repair", "spot", kit.Escape("Spot repair: "+cb(bill.Total)), false)
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

// abilitiesHTML lists the ruleset's abilities with what each costs the
// pilot now, or why it cannot be bought (fame gates, milestones).
func (p *LedgerPage) abilitiesHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot) {
	r := s.Rules()
	w.F(`<section class="panel" id="abilities"><h2>Abilities for %s</h2>`, pi.Name)
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
			cost += fmt.Sprintf(" · ability %d", c.Slot)
		}
		id := "ab-" + strings.NewReplacer(" ", "-", ":", "", "'", "", "!", "").Replace(a.Name)
		if err != nil {
			w.F(`<li><button class="btn row-btn" id="%s" disabled>%s%s <span class="small">%s</span></button></li>`, id, a.Name, a.Mark, strings.TrimPrefix(err.Error(), "pilot "+strconv.Quote(pi.Name)+": "))
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
		btn(w, id, "btn row-btn", "ability", a.Name, kit.Fmt("%s%s <span class=\"small\">%s · %s</span>", a.Name, a.Mark, cost, r.Cite(a.Line)), false)
		w.F(`</li>`)
	}
	w.F(`</ul></section>`)
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
		return "Type the tonnage and book cost, or read them from an .ssw file.", false
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
	text += fmt.Sprintf(", rounded %s to 10,000 (%s): base %s", round, r.Cite(r.PriceLine), cb(pr.Base))
	if pr.Percent != 0 {
		text += fmt.Sprintf(", %+d%% stable and sponsor", pr.Percent)
	}
	return text + ". Price " + cb(pr.Paid) + ".", true
}

// pctFactor writes 150 as 1.5.
func pctFactor(pct int64) string {
	return strconv.FormatFloat(float64(pct)/100, 'f', -1, 64)
}

// buyMechHTML is the 'Mech purchase: typed in, or read from an .ssw file.
func (p *LedgerPage) buyMechHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot) {
	w.F(`<section class="panel" id="buymech"><h2>Buy a 'Mech for %s</h2>`, pi.Name)
	if pi.Mech != nil {
		w.F(`<p class="muted small">%s owns the %s: one 'Mech at a time, sell it first.</p></section>`, pi.Name, pi.Mech.Design)
		return
	}
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
	if s.Rules().ElectronicsDiscount() {
		p.flag(w, "bm-elec", "TC / ECM / C3")
	}
	text, _ := p.mechPrice(s)
	w.F(`</div><p class="price" id="bm-price">%s</p>`, text)
	btn(w, "bm-buy", "btn primary", "buymech", "", "Buy the 'Mech", false)
	w.F(`</section>`)
}
