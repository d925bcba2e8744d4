package melee

import (
	"fmt"

	"lancemate/engine/words"
)

// Spot lists the spot repairs of a 'Mech (001 L520-538, 002 L102-106).
type Spot struct {
	Locations  int `json:"locations,omitempty"`   // internal structure, per location
	Weapon     int `json:"weapon,omitempty"`      // weapon criticals
	Actuator   int `json:"actuator,omitempty"`    // actuator criticals
	EngineGyro int `json:"engine_gyro,omitempty"` // engine or gyro criticals
	Other      int `json:"other,omitempty"`       // any other critical
}

// Bill is a repair bill with its parts, so the UI can show the sum.
type Bill struct {
	Core    int64 `json:"core"`    // full or spot repair before modifiers
	Eject   int64 `json:"eject"`   // ejection surcharge
	Percent int   `json:"percent"` // sum of the modifiers, e.g. -20
	DFA     bool  `json:"dfa"`     // the DFA/charge discount was used
	Total   int64 `json:"total"`
}

// RepairBill prices a full repair (spot nil) or a spot repair of the
// pilot's 'Mech: the Repair and Refit Table with the ejection surcharge
// (AMB-24), the ability, stable and sponsor modifiers added together
// (AMB-26), or the DFA/charge -30% instead of the other discounts
// (AMB-25) unless declined. Amounts are exact (AMB-07).
func (s *State) RepairBill(pilot string, spot *Spot, declineDFA bool) (Bill, error) {
	p, pl, err := s.pilotAndPlayer(pilot)
	if err != nil {
		return Bill{}, err
	}
	r := s.Rules()
	t, m := &r.Repair, p.Mech
	switch {
	case m == nil:
		return Bill{}, fmt.Errorf("pilot %q has no 'Mech to repair", p.Name)
	case m.Status == Fine && !m.Ejected:
		return Bill{}, fmt.Errorf("pilot %q: the %s needs no repair", p.Name, m.Design)
	case spot != nil && m.Status == Destroyed:
		return Bill{}, fmt.Errorf("pilot %q: the %s is destroyed, spot repairs are not possible (%s)", p.Name, m.Design, r.Cite(t.Lines[1]))
	}
	var b Bill
	if spot == nil {
		b.Core = pct(m.Base, t.FullPct[m.Status.severity()])
	} else {
		b.Core = pct(m.Base, t.LocationPct)*int64(spot.Locations) + t.WeaponCrit*int64(spot.Weapon) +
			pct(m.Base, t.ActuatorPct)*int64(spot.Actuator) + pct(m.Base, t.EngineGyroPct)*int64(spot.EngineGyro) +
			t.OtherCrit*int64(spot.Other)
	}
	if m.Ejected && m.Status.severity() == 0 {
		b.Eject = pct(m.Base, t.EjectPct)
	}
	var up, down int
	add := func(p int) {
		if p > 0 {
			up += p
		} else {
			down += p
		}
	}
	for _, o := range p.Abilities {
		if a, ok := r.ability(o.Name); ok && !o.Lost {
			add(a.RepairPct)
		}
	}
	add(s.stableOf(pl).RepairPct)
	for i, sp := range s.sponsorsOf(pl) {
		add(sp.RepairPct + sp.ExtraRepairPct*pl.Sponsors[i].ExtraCP)
		if spot != nil {
			add(sp.SpotPct)
		}
	}
	if p.DFA && !declineDFA {
		down, b.DFA = t.DFAPct, true
	}
	b.Percent = up + down
	b.Total = pct(b.Core+b.Eject, 100+b.Percent)
	return b, nil
}

// Repair repairs the pilot's 'Mech in the Maintenance phase (001 L446,
// L481-505; 002 L90-112): full repair when Spot is nil.
type Repair struct {
	Pilot string `json:"pilot"`
	Spot  *Spot  `json:"spot,omitempty"`
	// Complete: the spot repairs mend all the damage, the 'Mech is fine
	// again (001 L489-491).
	Complete   bool `json:"complete,omitempty"`
	DeclineDFA bool `json:"decline_dfa,omitempty"`
	// Loan: take a loan for what the purse lacks (001 L216-229; 002 L132).
	Loan bool   `json:"loan,omitempty"`
	Why  string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*Repair) Type() string { return "repair" }

// Apply implements journal.Event.
func (e *Repair) Apply(s *State) error {
	p, pl, err := s.offBoard(e.Pilot, ActRepair)
	if err != nil {
		return err
	}
	b, err := s.RepairBill(e.Pilot, e.Spot, e.DeclineDFA)
	if err != nil {
		return err
	}
	r := s.Rules()
	kind := "full"
	if e.Spot != nil {
		kind = "spot"
	}
	if err := s.fund(p, pl, b.Total, e.Loan, fmt.Sprintf("The %s repair of %s's %s", kind, p.Name, p.Mech.Design)); err != nil {
		return err
	}
	what, line := "Full repair", r.Repair.Lines[0]
	if e.Spot != nil {
		what, line = "Spot repair", r.Repair.Lines[1]
	}
	what = fmt.Sprintf("%s of %s (%s, %+d%%)", what, p.Mech.Design, p.Mech.Status, b.Percent)
	if e.Spot == nil || e.Complete {
		p.Mech.Status = Fine // "removes all damage from his Mech sheet" (001 L497)
	}
	if b.DFA {
		p.DFA = false
		what += ", DFA/charge discount"
	}
	p.Mech.Ejected, p.Resolved = false, true
	s.post(pl, p, what, e.Why, r.Cite(line), Gain{Cbills: -b.Total})
	return nil
}

// Heal heals the pilot's wounds for 50,000 each (free with OGS Productions
// or Solaris Prison) and restores the abilities lost to them (001 L542,
// L854-856, L930, L980; 002 L27, L108).
type Heal struct {
	Pilot string `json:"pilot"`
	Loan  bool   `json:"loan,omitempty"` // take a loan for what the purse lacks
	Why   string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*Heal) Type() string { return "heal" }

// Apply implements journal.Event.
func (e *Heal) Apply(s *State) error {
	p, pl, err := s.offBoard(e.Pilot, ActHeal)
	if err != nil {
		return err
	}
	r := s.Rules()
	if p.Wounds == 0 {
		return fmt.Errorf("pilot %q has no wounds to heal", p.Name)
	}
	cost := r.Repair.Heal * int64(p.Wounds)
	for _, sp := range s.sponsorsOf(pl) {
		if sp.FreeHeal {
			cost = 0
		}
	}
	if err := s.fund(p, pl, cost, e.Loan, fmt.Sprintf("Healing %s's %s", p.Name, words.Count(p.Wounds, "wound", ""))); err != nil {
		return err
	}
	what := "Healing, " + words.Count(p.Wounds, "wound", "")
	p.Wounds, p.Shrugged = 0, false
	for i := range p.Abilities {
		p.Abilities[i].Lost = false
	}
	s.post(pl, p, what, e.Why, r.Cite(r.Repair.Lines[3]), Gain{Cbills: -cost})
	return nil
}
