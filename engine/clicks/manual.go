package clicks

import "fmt"

// DealDamage turns a 'Mech's combat dial by damage that no action event
// covers (a push into a wall, a table ruling); Check asks for the piloting
// check (000 L242, L599). By names the 'Mech credited with it.
type DealDamage struct {
	Mech   string `json:"mech"`
	Clicks int    `json:"clicks"`
	By     string `json:"by,omitempty"`
	Check  bool   `json:"check,omitempty"`
	Dice
}

// Type implements journal.Event.
func (*DealDamage) Type() string { return "damage" }

// Apply implements journal.Event.
func (e *DealDamage) Apply(s *Match) error {
	r, m, err := begin(s, e.Mech, e.Dice.Dice, "damage")
	if err != nil {
		return err
	}
	if e.Clicks < 1 {
		return fmt.Errorf("damage: clicks must be at least 1")
	}
	by, _ := s.Mech(e.By)
	if e.Check {
		return r.damage(m, e.Clicks, by, "", 0)
	}
	_, err = r.hurt(m, e.Clicks, by, "")
	return err
}

// RepairClicks repairs a 'Mech's combat dial outside a Jury Rig (Repair
// special equipment, a table ruling): never past the start, and stopped by
// a repair marker unless PassMarkers (000 L380, L587, L1172).
type RepairClicks struct {
	Mech        string `json:"mech"`
	Clicks      int    `json:"clicks"`
	PassMarkers bool   `json:"pass_markers,omitempty"`
}

// Type implements journal.Event.
func (*RepairClicks) Type() string { return "repair" }

// Apply implements journal.Event.
func (e *RepairClicks) Apply(s *Match) error {
	r, m, err := begin(s, e.Mech, nil, "repair")
	if err != nil {
		return err
	}
	if r.repair(m, e.Clicks, e.PassMarkers) == 0 {
		return fmt.Errorf("repair: %s cannot be repaired now (start or repair marker showing)", m.ID)
	}
	return nil
}

// AddHeat gives a 'Mech clicks of heat (negative: cooling) that no action
// covers, such as the water's end-of-turn cooling (000 L666), then rolls
// its heat effects.
type AddHeat struct {
	Mech   string `json:"mech"`
	Clicks int    `json:"clicks"`
	Dice
}

// Type implements journal.Event.
func (*AddHeat) Type() string { return "heat" }

// Apply implements journal.Event.
func (e *AddHeat) Apply(s *Match) error {
	r, m, err := begin(s, e.Mech, e.Dice.Dice, "heat")
	if err != nil {
		return err
	}
	if e.Clicks == 0 {
		return fmt.Errorf("heat: give at least 1 click of heat or cooling")
	}
	return r.heat(m, e.Clicks)
}

// Eject removes a 'Mech whose pilot ejects, a free action at any time
// (000 L404-406, L1031). To eject against a declared attack, set Eject on
// the attack's target instead.
type Eject struct {
	Mech string `json:"mech"`
}

// Type implements journal.Event.
func (*Eject) Type() string { return "eject" }

// Apply implements journal.Event.
func (e *Eject) Apply(s *Match) error {
	r, m, err := begin(s, e.Mech, nil, "eject")
	if err != nil {
		return err
	}
	r.eject(m)
	return nil
}

// SetFallen corrects the fallen token of a 'Mech.
type SetFallen struct {
	Mech   string `json:"mech"`
	Fallen bool   `json:"fallen"`
}

// Type implements journal.Event.
func (*SetFallen) Type() string { return "fallen" }

// Apply implements journal.Event.
func (e *SetFallen) Apply(s *Match) error {
	r, m, err := begin(s, e.Mech, nil, "fallen")
	if err != nil {
		return err
	}
	m.Fallen = e.Fallen
	if m.Fallen {
		r.say("%s is marked fallen", m.ID)
	} else {
		r.say("%s is marked standing", m.ID)
	}
	return nil
}

// begin clears the report and finds the 'Mech of an event, which must
// still be in the arena.
func begin(s *Match, id string, faces []int, what string) (*res, *Mech, error) {
	s.Report = nil
	if s.Over {
		return nil, nil, fmt.Errorf("%s: the match is over", what)
	}
	m, err := s.Mech(id)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", what, err)
	}
	if m.Gone() {
		return nil, nil, fmt.Errorf("%s: %s has left the arena", what, m.ID)
	}
	return &res{s: s, t: &tape{faces: faces}}, m, nil
}

// EndMatch ends the match: a Victory Lap for the last 'Mech standing, a
// die for 'Mechs tied on every placement tie-breaker, and the result
// (000 L607, L676-712).
type EndMatch struct {
	Dice
}

// Type implements journal.Event.
func (*EndMatch) Type() string { return "end_match" }

// Apply implements journal.Event.
func (e *EndMatch) Apply(s *Match) error {
	s.Report = nil
	if s.Over {
		return fmt.Errorf("end match: the match is over")
	}
	r := &res{s: s, t: &tape{faces: e.Dice.Dice}}
	if s.Turn != nil {
		r.endTurn()
	}
	var in []*Mech
	for i := range s.Mechs {
		if !s.Mechs[i].Gone() {
			in = append(in, &s.Mechs[i])
		}
	}
	if len(in) == 1 && PumpFame(in[0].LastHit) > 0 {
		f := PumpFame(in[0].LastHit) + EarnedFame[fameLap].Fame
		in[0].Fame += f
		r.say("%s takes a Victory Lap: %d fame", in[0].ID, f)
	}
	for _, m := range in {
		m.TieRoll = 0
	}
	idx := rank(s.Mechs)
	for k := 1; k < len(idx); k++ {
		for _, m := range []*Mech{&s.Mechs[idx[k-1]], &s.Mechs[idx[k]]} {
			if m.TieRoll == 0 && tied(&s.Mechs[idx[k-1]], &s.Mechs[idx[k]]) {
				v, err := r.t.sum(m.ID, 1, 6, "placement tie-breaker", 0)
				if err != nil {
					return err
				}
				m.TieRoll = v
			}
		}
	}
	s.Over = true
	r.say("The match is over")
	return nil
}

// tied reports whether two 'Mechs in the arena tie on every placement
// tie-breaker before the die.
func tied(a, b *Mech) bool {
	return !a.Gone() && !b.Gone() && a.Salvaged == b.Salvaged && a.Kills == b.Kills && a.Fame == b.Fame &&
		a.Figure.Points == b.Figure.Points && a.Pilot.SkillsInClass == b.Pilot.SkillsInClass
}
