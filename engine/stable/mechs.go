package stable

import "fmt"

// BuyMech buys a Mech at 1 stone per point (type "buy_mech";
// 000 L731, L801), optionally trading in an undestroyed Mech for 50% of its
// value first (000 L801). Advanced discounts: allied faction 20%, Mercenary
// Mechs 10% for a Mercenary stable, sales team 5%/10%, added up and the
// price rounded up (000 L819, L824, L924; G-28, G-44).
type BuyMech struct {
	Name    string `json:"name"`
	Model   string `json:"model,omitempty"`
	Points  int    `json:"points"`
	Faction string `json:"faction,omitempty"`
	Unique  bool   `json:"unique,omitempty"`
	Pilot   string `json:"pilot,omitempty"`   // the pilot who will fly it: sets the skill area
	TradeIn string `json:"tradeIn,omitempty"` // a Mech to trade in
}

// Type implements journal.Event.
func (*BuyMech) Type() string { return "buy_mech" }

// Price is what m costs the stable (000 L731, L801, L819, L824, L924).
func Price(s State, m Mech) int {
	off := 0
	if s.Game == Advanced {
		if s.allied(m) {
			off += 20
		}
		if h, _ := heritage(s.Heritage); m.Faction == "Mercenary" {
			off += h.MercDiscount
		}
		off += s.byLevel("sales", 5, 10)
	}
	return pct(m.Points, 100-off)
}

// Apply implements journal.Event.
func (e *BuyMech) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	m := Mech{Name: e.Name, Model: e.Model, Points: e.Points, Faction: e.Faction, Unique: e.Unique}
	if e.TradeIn != "" {
		old, err := s.mech(e.TradeIn)
		if err != nil {
			return err
		}
		if old.Destroyed {
			return fmt.Errorf("Mech %q: a destroyed Mech cannot be traded in, only sold (000 L797, L801)", old.Name)
		}
		s.sell(old)
	}
	if err := s.canHold(m); err != nil {
		return fmt.Errorf("Mech %q: %w", e.Name, err)
	}
	price := Price(*s, m)
	if s.Ability == "Rich" && s.Matches == 0 && price > 100 {
		return fmt.Errorf("Mech %q: a Rich stable may not buy a Mech over 100 stones before its first match (000 L147, L731)", e.Name)
	}
	if s.Game == Basic && len(s.Mechs) > 0 {
		return fmt.Errorf("Mech %q: a Basic game pilot has one Mech (000 L69)", e.Name)
	}
	s.Mechs = append(s.Mechs, m)
	mp := &s.Mechs[len(s.Mechs)-1]
	if e.Pilot != "" {
		p, err := s.pilot(e.Pilot)
		if err != nil {
			return err
		}
		p.LastClass = area(m.Class())
	}
	why := fmt.Sprintf("%d points", m.Points)
	if price != m.Points {
		why += fmt.Sprintf(", discounted to %d", price)
	}
	return s.spend(change{mech: mp, what: "buy " + ClassName(m.Class()) + " Mech", why: why, rule: "000 L731, L801, L824"}, price)
}

// canHold checks the stable may add m: a free name, one of each unique
// Mech (000 L832), the repair facility capacity (000 L910) and the
// non-faction limit (000 L815-819).
func (s *State) canHold(m Mech) error {
	if m.Name == "" || m.Points < 1 {
		return fmt.Errorf("a Mech needs a name and a point value")
	}
	nonFaction := 0
	for _, o := range s.Mechs {
		switch {
		case o.Name == m.Name:
			return fmt.Errorf("the stable already has a Mech of that name")
		case m.Unique && o.name() == m.name() && !o.Destroyed:
			return fmt.Errorf("%s is unique: a stable may hold only one (000 L832)", m.name())
		}
		if !o.Destroyed && !s.allied(o) {
			nonFaction++
		}
	}
	if limit := MechLimit(*s); limit > 0 && len(s.Mechs) >= limit {
		return fmt.Errorf("the stable houses %d Mechs; buy a repair facility for more (000 L910)", limit)
	}
	if limit := NonFactionLimit(*s); limit >= 0 && !s.allied(m) && nonFaction >= limit {
		return fmt.Errorf("the stable may hold %d non-faction Mechs (000 L815-819)", limit)
	}
	return nil
}

// SalePrice is what selling m brings: 50% of its value if undestroyed
// (trade-in), 25% of its printed value if destroyed; allied faction Mechs
// 60% / 40%; a sales team adds 5 or 10 percentage points (000 L797, L801,
// L827-828, L924; G-28, G-44).
func SalePrice(s State, m Mech) int {
	p, base := 50, m.Value()
	if m.Destroyed {
		p, base = 25, m.Points
	}
	if s.Game == Advanced {
		if s.allied(m) {
			p += 10
			if m.Destroyed {
				p += 5
			}
		}
		p += s.byLevel("sales", 5, 10)
	}
	return pct(base, p)
}

// sell removes m from the stable and pays its sale price.
func (s *State) sell(m *Mech) {
	price := SalePrice(*s, *m)
	what := "trade in"
	if m.Destroyed {
		what = "sell destroyed Mech"
	}
	s.post(change{mech: m, what: what, why: fmt.Sprintf("worth %d", m.Value()), rule: "000 L797, L801, L827-828", stones: price})
	for i := range s.Mechs {
		if &s.Mechs[i] == m {
			s.Mechs = append(s.Mechs[:i], s.Mechs[i+1:]...)
			return
		}
	}
}

// SellMech sells a Mech without buying another (type "sell_mech"). A
// stable left without Mechs and under 75 stones is topped up to 75
// (000 L797).
type SellMech struct {
	Mech string `json:"mech"`
}

// Type implements journal.Event.
func (*SellMech) Type() string { return "sell_mech" }

// Apply implements journal.Event.
func (e *SellMech) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	m, err := s.mech(e.Mech)
	if err != nil {
		return err
	}
	s.sell(m)
	if len(s.Mechs) == 0 && s.Stones < 75 && s.Game != Basic {
		s.post(change{what: "dispossessed pilot: topped up to 75 stones", rule: "000 L797", stones: 75 - s.Stones})
	}
	return nil
}
