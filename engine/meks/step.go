package meks

import (
	"fmt"

	"lancemate/engine/internal/order"
)

// Attacker is a unit that may still attack in the current step: a Mek's
// weapon, an ally or a foe (Second: its 2nd attack). Foes must attack
// (004 L36); the squad's attacks are the player's choice. Indirect marks
// an indirect weapon, whose attack comes before all others (004 L33-34).
type Attacker struct {
	Kind     string `json:"kind"` // "mek", "ally" or "foe"
	Mek      string `json:"mek,omitempty"`
	Weapon   int    `json:"weapon,omitempty"`
	Index    int    `json:"index,omitempty"`
	Second   bool   `json:"second,omitempty"`
	Indirect bool   `json:"indirect,omitempty"`
	Check    Check  `json:"check"`
}

// Attackers lists every attack still open in the current step, each with
// its check: the squad's against the first foe still standing, a foe's
// against a Mek still to be rolled (a Random check, no odds, 004 L36)
// unless one Mek stands. The indirect attacks come first, as they come
// before all others (004 L33-34), then the squad's other weapons, the
// allies and the foes.
func (s *State) Attackers() []Attacker {
	if s.Phase != Engage || s.Mission.Outcome != "" {
		return nil
	}
	var out []Attacker
	foe := -1
	for i := range s.Mission.Foes {
		if f := &s.Mission.Foes[i]; foe < 0 && Left(s.FoeCard(f).Hits, f.Damage) > 0 {
			foe = i
		}
	}
	for _, name := range s.Mission.Meks {
		m, _ := s.Mek(name)
		for w := range m.Attachments {
			if c, err := s.FireCheck(name, w, foe); err == nil {
				out = append(out, Attacker{Kind: "mek", Mek: name, Weapon: w, Indirect: c.indirect, Check: c})
			}
		}
	}
	for i := range s.Mission.Allies {
		if c, err := s.AllyCheck(i, foe); err == nil {
			out = append(out, Attacker{Kind: "ally", Index: i, Check: c})
		}
	}
	for i := range s.Mission.Foes {
		for _, second := range []bool{false, true} {
			if c, err := s.FoeCheck(i, second, ""); err == nil {
				out = append(out, Attacker{Kind: "foe", Index: i, Second: second, Check: c})
			}
		}
	}
	order.Stable(out, func(a, b Attacker) int {
		switch {
		case a.Indirect == b.Indirect:
			return 0
		case a.Indirect:
			return -1
		}
		return 1
	})
	return out
}

// NextStep ends the current step once every foe has attacked: units
// reduced to zero hits are destroyed (004 L62), the engagement ends if a
// side is destroyed (004 L26), and the next step (or round) begins
// (004 L27-32).
type NextStep struct{}

// Type implements journal.Event.
func (*NextStep) Type() string { return "next_step" }

// Apply implements journal.Event.
func (*NextStep) Apply(s *State) error {
	if err := s.engagement("end the step"); err != nil {
		return err
	}
	for _, a := range s.Attackers() {
		if a.Kind == "foe" {
			return fmt.Errorf("end the step: %s has not attacked yet; each foe attacks (004 L36)", a.Check.Attacker)
		}
	}
	s.settle()
	m := s.Mission
	m.Used, m.Direct = nil, false
	if o := s.outcome(); o != "" {
		m.Outcome, s.Phase = o, Debrief
		return nil
	}
	step, round := m.Step.next()
	m.Step = step
	if round {
		m.Round++
		m.Attacked = false
	}
	return nil
}

// outcome says whether a side is destroyed. When both are, the squad is
// (Note "mutual-destruction").
func (s *State) outcome() Outcome {
	up := 0
	for _, name := range s.Mission.Meks {
		if m, _ := s.Mek(name); !m.Destroyed {
			up++
		}
	}
	if up == 0 {
		return Wiped
	}
	for _, f := range s.Mission.Foes {
		if !f.Destroyed {
			return ""
		}
	}
	return Won
}

// Retreat withdraws the squad: the engagement ends unpaid (004 L26, L66).
// It is allowed between rounds (digest G-M10): before the round's first
// attack, so a step with nothing to do may end by itself (StepNeedsInput)
// without taking the choice away.
type Retreat struct{}

// Type implements journal.Event.
func (*Retreat) Type() string { return "retreat" }

// Apply implements journal.Event.
func (*Retreat) Apply(s *State) error {
	if err := s.engagement("retreat"); err != nil {
		return err
	}
	if !s.CanRetreat() {
		return fmt.Errorf("retreat: the squad retreats between rounds, before the round's first attack")
	}
	s.Mission.Outcome, s.Phase = Retreated, Debrief
	return nil
}
