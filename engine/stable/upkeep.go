package stable

import "fmt"

// PayUpkeep pays what an Advanced stable owes after each match (type
// "pay_upkeep"): payroll (000 L890-894), maintenance of the Mechs that did
// not fight (000 L896-900), facility maintenance (000 L902-904), then the
// investment team's interest on the savings left (000 L925; G-45). If the
// stable cannot pay, nothing is paid: fire pilots or sell Mechs first
// (000 L892).
type PayUpkeep struct{}

// Type implements journal.Event.
func (*PayUpkeep) Type() string { return "pay_upkeep" }

// Apply implements journal.Event.
func (e *PayUpkeep) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	if !s.UpkeepDue {
		return fmt.Errorf("no upkeep is due: record a match first (Advanced game, 000 L892)")
	}
	var bill []change
	for i := range s.Pilots {
		if p := &s.Pilots[i]; !p.Dead {
			bill = append(bill, change{pilot: p, what: "payroll", why: fmt.Sprintf("%d fame", p.Fame), rule: "000 L892; G-32", stones: -Payroll(*p)})
		}
	}
	for i := range s.Mechs {
		if m := &s.Mechs[i]; Maintenance(*s, *m) > 0 {
			bill = append(bill, change{mech: m, what: "maintenance", why: "did not fight", rule: "000 L896-900; G-47", stones: -Maintenance(*s, *m)})
		}
	}
	for _, f := range s.Facilities {
		d, _ := facilityDef(f.Kind)
		bill = append(bill, change{what: "maintenance of " + d.Name, rule: "000 L904; G-46", stones: -FacilityUpkeep(f)})
	}
	total := 0
	for _, c := range bill {
		total -= c.stones
	}
	if total > s.Stones {
		return fmt.Errorf("stable: cannot pay upkeep: needs %d stones, has %d; fire pilots or sell Mechs (000 L892)", total, s.Stones)
	}
	for _, c := range bill {
		s.post(c)
	}
	if p := s.byLevel("investment", 1, 2); p > 0 {
		s.post(change{what: "investment interest", why: fmt.Sprintf("%d%% of savings", p), rule: "000 L925; G-45", stones: pct(s.Stones, p)})
	}
	s.UpkeepDue = false
	return nil
}

// HealPilot pays to heal a pilot's injuries (type "heal_pilot"; 000 L386-400):
// free with an upgraded medical team (000 L923). In the Advanced game,
// paying right after the match shortens the pilot's rest by one match
// (000 L872).
type HealPilot struct {
	Pilot string `json:"pilot"`
}

// Type implements journal.Event.
func (*HealPilot) Type() string { return "heal_pilot" }

// Apply implements journal.Event.
func (e *HealPilot) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	p, err := s.pilot(e.Pilot)
	if err != nil {
		return err
	}
	if p.Dead {
		return fmt.Errorf("pilot %q is dead: death cannot be healed (000 L388)", p.Name)
	}
	cost, names := 0, ""
	for _, inj := range p.Injuries {
		if !inj.Healed && inj.Cost > 0 {
			cost += inj.Cost
			names += " " + inj.Name
		}
	}
	if cost == 0 {
		return fmt.Errorf("pilot %q has no injury to heal", p.Name)
	}
	if s.level("medical") == 2 {
		cost = 0
	}
	if err := s.spend(change{pilot: p, what: "heal:" + names, rule: "000 L386-400, L923"}, cost); err != nil {
		return err
	}
	for i := range p.Injuries {
		p.Injuries[i].Healed = true
	}
	if p.Injured && s.Game == Advanced && p.SitOut > 0 {
		p.SitOut--
	}
	p.Injured = false
	return nil
}
