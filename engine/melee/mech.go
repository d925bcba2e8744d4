package melee

import "fmt"

// Price is what a 'Mech costs a player: Base is the unmodified book cost
// (Book × Clan × custom, rounded in the ruleset's direction), Paid adds the
// stable and sponsor modifiers, also rounded (001 L185-187, L1282, L693,
// L824, L912-941, L971; 002 L15; AMB-26, AMB-63).
type Price struct {
	Base    int64 `json:"base"`
	Percent int   `json:"percent"`
	Paid    int64 `json:"paid"`
}

// BuyMech buys a 'Mech for a pilot in the Arena Entrance phase (001 L458,
// 002 L114-120). Book is the list price typed in, or the SSW cost of an
// imported design; Electronics says it mounts a targeting computer, ECM or
// C3 (Larzellier).
type BuyMech struct {
	Pilot       string `json:"pilot"`
	Design      string `json:"design"`
	Tons        int    `json:"tons"`
	Clan        bool   `json:"clan,omitempty"`
	Custom      bool   `json:"custom,omitempty"`
	Electronics bool   `json:"electronics,omitempty"`
	Book        int64  `json:"book"`
	// Loan: take a loan for what the purse lacks; only for a Tournament
	// pilot's first 'Mech (001 L229).
	Loan bool   `json:"loan,omitempty"`
	Why  string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*BuyMech) Type() string { return "buy_mech" }

// MechPrice prices a 'Mech for a player without buying it.
func (s *State) MechPrice(player string, b *BuyMech) (Price, error) {
	pl, err := s.Player(player)
	if err != nil {
		return Price{}, err
	}
	r := s.Rules()
	st := s.stableOf(pl)
	sps := s.sponsorsOf(pl)
	guild := pl.Stable != nil
	for _, sp := range sps {
		guild = guild || sp.Electronics
	}
	switch {
	case b.Book <= 0 || b.Tons <= 0:
		return Price{}, fmt.Errorf("the %s needs a tonnage and a book cost above 0", b.Design)
	case b.Clan && s.Settings.NoClan:
		return Price{}, fmt.Errorf("the judges do not allow Clan 'Mechs at this event (001 L1283-1284)")
	case b.Clan && r.ClanStable && !st.Clan:
		return Price{}, fmt.Errorf("player %q: Clan 'Mechs only through a *C* stable (001 L561-563, L1283)", pl.Name)
	case b.Custom && r.CustomGuild && !guild:
		return Price{}, fmt.Errorf("player %q: custom 'Mechs only through a stable or Larzellier (001 L600-655)", pl.Name)
	}
	num, den := b.Book, int64(1)
	if b.Clan {
		num, den = num*r.ClanPct, den*100
	}
	if b.Custom {
		num, den = num*r.CustomPct, den*100
	}
	pr := Price{Base: r.PriceRound.of(num, den)}
	class := classIndex(b.Tons, b.Clan)
	for _, sp := range sps {
		if sp.Electronics && b.Electronics {
			pr.Percent = -20 // not combined with anything else (001 L839, L972)
			pr.Paid = r.PriceRound.of(num*80, den*100)
			return pr, nil
		}
		pr.Percent += sp.MechPct
		switch class {
		case 1:
			pr.Percent += sp.LightPct
		case 2:
			pr.Percent += sp.MediumPct
		}
	}
	if class == 2 || class == 3 {
		pr.Percent += st.MediumHeavyPct
	}
	if b.Clan {
		pr.Percent += st.ClanPct
	}
	pr.Paid = r.PriceRound.of(num*int64(max(0, 100+pr.Percent)), den*100)
	return pr, nil
}

// Apply implements journal.Event.
func (b *BuyMech) Apply(s *State) error {
	p, pl, err := s.offBoard(b.Pilot, ActBuyMech)
	if err != nil {
		return err
	}
	r := s.Rules()
	pr, err := s.MechPrice(pl.Name, b)
	if err != nil {
		return err
	}
	switch {
	case p.Mech != nil:
		return fmt.Errorf("pilot %q already owns the %s: one 'Mech at a time, sell it first (001 L463, 002 L118)", p.Name, p.Mech.Design)
	case s.Settings.MechCap > 0 && pr.Paid > s.Settings.MechCap:
		return fmt.Errorf("the %s costs %d C-bills, above this event's spending limit of %d (001 L473-478)", b.Design, pr.Paid, s.Settings.MechCap)
	case pl.Cbills < 0 && !(r.Loan.FirstMech && !p.Bought):
		return fmt.Errorf("%s owes %s C-bills: no new 'Mech until the purse is back at zero or more", pl.Name, money(pl.Owed()))
	case pl.Debt != nil && p.Bought:
		return fmt.Errorf("player %q: no new 'Mech until the stablemate loan is repaid (001 L594)", pl.Name)
	case b.Loan && !s.canSpend(pl, pr.Paid) && !(r.Loan.FirstMech && !p.Bought):
		if r.Loan.FirstMech {
			return fmt.Errorf("a loan pays only for a pilot's first 'Mech: %s already bought one", p.Name)
		}
		return fmt.Errorf("in the %s a loan cannot buy a 'Mech: no 'Mech is bought while a loan is out", r.Short)
	}
	if err := s.fund(p, pl, pr.Paid, b.Loan, "The "+b.Design); err != nil {
		return err
	}
	p.Mech = &Mech{Design: b.Design, Tons: b.Tons, Clan: b.Clan, Custom: b.Custom, Book: b.Book, Base: pr.Base, Paid: pr.Paid, Status: Fine}
	p.Bought = true
	rule := r.Cite(r.PriceLine)
	s.post(pl, p, fmt.Sprintf("Bought %s (%d t, book %d, %+d%%)", b.Design, b.Tons, b.Book, pr.Percent), b.Why, rule, Gain{Cbills: -pr.Paid})
	return nil
}

// SalePrice is what selling the pilot's 'Mech brings now: 75% of its
// unmodified book cost (90% with Mech Sales); a damaged 'Mech must be
// repaired first in the Tournament (Shatner buys crippled at 50%,
// destroyed at 30%), the League deducts the unmodified full repair
// (001 L465-467, L921, L960; 002 L119; AMB-43).
func (s *State) SalePrice(pilot string) (int64, error) {
	p, pl, err := s.pilotAndPlayer(pilot)
	if err != nil {
		return 0, err
	}
	r := s.Rules()
	if p.Mech == nil {
		return 0, fmt.Errorf("pilot %q has no 'Mech to sell", p.Name)
	}
	m, rate := p.Mech, r.SalePct
	for _, sp := range s.sponsorsOf(pl) {
		if sp.SalePct > rate {
			rate = sp.SalePct
		}
		if sp.Scrap && m.Status.severity() > 0 {
			return pct(m.Base, 70-20*m.Status.severity()), nil // 50% crippled, 30% destroyed
		}
	}
	if m.Status == Fine {
		return pct(m.Base, rate), nil
	}
	if r.SaleNeedsFix {
		return 0, fmt.Errorf("%s's %s is %s: it must be fully repaired before it is sold; repair and sell it together, even if the repair takes the purse below zero", p.Name, m.Design, m.condition())
	}
	return pct(m.Base, rate) - pct(m.Base, r.Repair.FullPct[m.Status.severity()]), nil
}

// Sell sells the pilot's 'Mech in the Maintenance phase (001 L448, 002
// L119). Repair: a full repair first, paid even if it takes the purse
// below zero: "Mechs must be fully repaired before sale, even if this
// causes a player to go into debt" (001 L465-467; AMB-37). The debt then
// blocks purchases like a loan until the purse is back at zero or more.
type Sell struct {
	Pilot  string `json:"pilot"`
	Repair bool   `json:"repair,omitempty"`
	Why    string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*Sell) Type() string { return "sell" }

// Apply implements journal.Event.
func (e *Sell) Apply(s *State) error {
	p, pl, err := s.offBoard(e.Pilot, ActSell)
	if err != nil {
		return err
	}
	if p.Mech != nil && e.Repair && (p.Mech.Status != Fine || p.Mech.Ejected) {
		b, err := s.RepairBill(p.Name, nil, false)
		if err != nil {
			return err
		}
		r := s.Rules()
		what := fmt.Sprintf("Full repair of %s before its sale (%s, %+d%%)", p.Mech.Design, p.Mech.condition(), b.Percent)
		if b.DFA {
			p.DFA = false
			what += ", DFA/charge discount"
		}
		p.Mech.Status, p.Mech.Ejected, p.Resolved = Fine, false, true
		s.post(pl, p, what, e.Why, "001 L465-467; "+r.Cite(r.Repair.Lines[0]), Gain{Cbills: -b.Total})
	}
	price, err := s.SalePrice(p.Name)
	if err != nil {
		return err
	}
	r := s.Rules()
	what := fmt.Sprintf("Sold %s (%s)", p.Mech.Design, p.Mech.Status)
	p.Mech = nil
	s.post(pl, p, what, e.Why, r.Cite(r.SaleLine), Gain{Cbills: price})
	return nil
}
