package meks

import (
	"fmt"

	"lancemate/engine/dice"
)

// Fire is an attack of a Mek's weapon on a foe (004 L35-60). Weapon is the
// attachment's index on the Mek and Foe the foe's index, both 0-based.
// Card is a Head Hit card played on the hit (004 L107), or "".
type Fire struct {
	Mek    string `json:"mek"`
	Weapon int    `json:"weapon"`
	Foe    int    `json:"foe"`
	Card   string `json:"card,omitempty"`
	Rolls
}

// Type implements journal.Event.
func (*Fire) Type() string { return "fire" }

// Apply implements journal.Event.
func (e *Fire) Apply(s *State) error {
	c, dmg, err := s.fire(e.Mek, e.Weapon, e.Foe)
	if err != nil {
		return err
	}
	hit, err := s.strike(c, dmg, &e.Rolls)
	if err != nil || e.Card == "" {
		return err
	}
	return s.headHit(e.Card, hit, e.Foe)
}

// headHit plays Head Hit on a hit foe Mek: it is destroyed (004 L107,
// digest G-M12).
func (s *State) headHit(card string, hit bool, foe int) error {
	ev, ok := s.Defs.Event(card)
	f, fc, _ := s.foe(foe)
	switch {
	case !ok || ev.Effect != EffectHeadHit:
		return fmt.Errorf("%q is not a Head Hit card", card)
	case !hit:
		return fmt.Errorf("%s: the attack missed", ev.Name)
	case !fc.Mek:
		return fmt.Errorf("%s: %s is not a Mek (004 L107)", ev.Name, fc.Name)
	}
	f.Damage = max(f.Damage, fc.Hits)
	return s.fromHand(card)
}

func (e *Fire) fill(s *State, src dice.Source) error {
	c, err := s.FireCheck(e.Mek, e.Weapon, e.Foe)
	if err == nil {
		e.Rolls.fill(c, src)
	}
	return err
}

// AllyAttack is an attack of an allied foe card on a foe (004 L118).
type AllyAttack struct {
	Ally int `json:"ally"`
	Foe  int `json:"foe"`
	Rolls
}

// Type implements journal.Event.
func (*AllyAttack) Type() string { return "ally_attack" }

// Apply implements journal.Event.
func (e *AllyAttack) Apply(s *State) error {
	c, dmg, err := s.allyAttack(e.Ally, e.Foe)
	if err == nil {
		_, err = s.strike(c, dmg, &e.Rolls)
	}
	return err
}

func (e *AllyAttack) fill(s *State, src dice.Source) error {
	c, err := s.AllyCheck(e.Ally, e.Foe)
	if err == nil {
		e.Rolls.fill(c, src)
	}
	return err
}

// FoeAttack is a foe's attack on one of the squad's Meks, picked at random
// (004 L36); Second is the card's "2nd Attack" (004 L129, L138).
type FoeAttack struct {
	Foe    int    `json:"foe"`
	Second bool   `json:"second,omitempty"`
	Mek    string `json:"mek"`
	Rolls
}

// Type implements journal.Event.
func (*FoeAttack) Type() string { return "foe_attack" }

// Apply implements journal.Event.
func (e *FoeAttack) Apply(s *State) error {
	c, dmg, err := s.foeAttack(e.Foe, e.Second, e.Mek)
	if err == nil && c.Random {
		return fmt.Errorf("%s attacks a Mek at random: roll which one first (004 L36)", c.Attacker)
	}
	if err == nil {
		_, err = s.strike(c, dmg, &e.Rolls)
	}
	return err
}

// fill picks the random target among the Meks still standing (004 L36,
// digest G-M13) and rolls the dice.
func (e *FoeAttack) fill(s *State, src dice.Source) error {
	if up := s.Standing(); e.Mek == "" && len(up) > 0 {
		e.Mek = up[src.Intn(len(up))]
	}
	c, err := s.FoeCheck(e.Foe, e.Second, e.Mek)
	if err == nil {
		e.Rolls.fill(c, src)
	}
	return err
}

// Standing lists the Meks of the mission that still have hits: the Meks a
// foe attack picks from at random (004 L36, digest G-M13).
func (s *State) Standing() []string {
	var up []string
	if s.Mission == nil {
		return nil
	}
	for _, name := range s.Mission.Meks {
		if m, _ := s.Mek(name); Left(s.Hits(m), m.Damage) > 0 {
			up = append(up, name)
		}
	}
	return up
}
