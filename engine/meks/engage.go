package meks

import (
	"fmt"
	"slices"

	"lancemate/engine/dice"
)

// Rolls are the dice of one attack: the 1D10 to-hit roll, and on a hit
// the 1D6 damage roll and the extra D6 of missiles or support cards.
// A zero roll is one still to be made (see Fill).
type Rolls struct {
	Roll   int   `json:"roll,omitempty"`
	Damage int   `json:"damage,omitempty"`
	Extra  []int `json:"extra,omitempty"`
}

func face(what string, v, sides int) error {
	if v < 1 || v > sides {
		return fmt.Errorf("%s %d is not a face of a D%d", what, v, sides)
	}
	return nil
}

// result checks the dice against c and says whether they hit and for how
// much.
func (r *Rolls) result(c Check) (bool, int, error) {
	if err := face("to-hit roll", r.Roll, 10); err != nil {
		return false, 0, err
	}
	if !c.Hit(r.Roll) {
		if r.Damage != 0 || len(r.Extra) > 0 {
			return false, 0, fmt.Errorf("the attack misses (%d%+d < %d), so it has no damage roll", r.Roll, c.Bonus(), ToHitNeed)
		}
		return false, 0, nil
	}
	if err := face("damage roll", r.Damage, 6); err != nil {
		return false, 0, err
	}
	if len(r.Extra) != c.ExtraDice() {
		return false, 0, fmt.Errorf("the damage has %d extra D6, not %d", c.ExtraDice(), len(r.Extra))
	}
	for _, x := range r.Extra {
		if err := face("extra damage die", x, 6); err != nil {
			return false, 0, err
		}
	}
	return true, c.Dealt(r.Damage, r.Extra), nil
}

// fill rolls the dice the player left out.
func (r *Rolls) fill(c Check, src dice.Source) {
	if r.Roll == 0 {
		r.Roll = dice.D10.Roll(src).Total
	}
	if !c.Hit(r.Roll) {
		return
	}
	if r.Damage == 0 {
		r.Damage = dice.D6.Roll(src).Total
	}
	for len(r.Extra) < c.ExtraDice() {
		r.Extra = append(r.Extra, dice.D6.Roll(src).Total)
	}
}

// gone reports whether a unit can no longer attack: destroyed in an
// earlier step, or by this step's indirect attacks, which come before all
// others (004 L33-34, L62).
func (s *State) gone(destroyed bool, left int, indirect bool) bool {
	return destroyed || (left == 0 && !indirect && !s.Mission.Direct)
}

// open checks that the attacker of c has not attacked this step and that
// indirect attacks come first (004 L33-34).
func (s *State) open(c Check) (Check, error) {
	if slices.Contains(s.Mission.Used, c.key) {
		return c, fmt.Errorf("%s has already attacked in this step", c.Attacker)
	}
	if c.indirect && s.Mission.Direct {
		return c, fmt.Errorf("%s: indirect attacks come before all other attacks of a step (004 L33-34)", c.Attacker)
	}
	return c, nil
}

// inStep checks that an attacker of range r may attack in this step
// (004 L29-32) and that missiles fire in round 1 only (004 L61).
func (s *State) inStep(who string, r Range, missile bool) error {
	if r != s.Mission.Step {
		return fmt.Errorf("%s attacks in the %s step, this is the %s step (004 L29-32)", who, r, s.Mission.Step)
	}
	if missile && s.Mission.Round > 1 {
		return fmt.Errorf("%s: missiles are one-shot weapons, used only in the first round (004 L61)", who)
	}
	return nil
}

// target returns a foe that can be attacked.
func (s *State) target(i int) (*Foe, *FoeCard, error) {
	f, fc, err := s.foe(i)
	if err == nil && Left(fc.Hits, f.Damage) == 0 {
		err = fmt.Errorf("%s (foe %d) is already destroyed", fc.Name, i+1)
	}
	return f, fc, err
}

// FireCheck is the attack of weapon number weapon (0-based) of a Mek on
// foe number foe (0-based), or why it cannot be made.
func (s *State) FireCheck(mek string, weapon, foe int) (Check, error) {
	c, _, err := s.fire(mek, weapon, foe)
	return c, err
}

func (s *State) fire(mek string, weapon, foe int) (Check, *int, error) {
	if err := s.engagement("attack"); err != nil {
		return Check{}, nil, err
	}
	m, err := s.onMission(mek)
	if err != nil {
		return Check{}, nil, err
	}
	if weapon < 0 || weapon >= len(m.Attachments) {
		return Check{}, nil, fmt.Errorf("%s has no attachment %d", m.Name, weapon+1)
	}
	a, _ := s.Defs.Attachment(m.Attachments[weapon])
	who := fmt.Sprintf("%s's %s", m.Name, a.Name)
	if a.Kind != Weapon {
		return Check{}, nil, fmt.Errorf("%s is not a weapon", who)
	}
	if s.gone(m.Destroyed, Left(s.Hits(m), m.Damage), a.Indirect) {
		return Check{}, nil, fmt.Errorf("%s is destroyed", m.Name)
	}
	if err := s.inStep(who, a.Range, a.Missile); err != nil {
		return Check{}, nil, err
	}
	f, fc, err := s.target(foe)
	if err != nil {
		return Check{}, nil, err
	}
	c := Check{Attacker: who, Target: fc.Name, key: fmt.Sprintf("mek %s %d", m.Name, weapon), indirect: a.Indirect}
	s.weaponCheck(&c, a, f, fc)
	c, err = s.open(c)
	return c, &f.Damage, err
}

// FoeCheck is the attack of foe number foe (0-based; its second attack
// when second is set) on a Mek, or why it cannot be made. With mek "" and
// more than one Mek standing the Mek is still to be rolled (004 L36): the
// check is Random, without the Mek's modifiers and without Odds; with one
// Mek standing it is that Mek.
func (s *State) FoeCheck(foe int, second bool, mek string) (Check, error) {
	c, _, err := s.foeAttack(foe, second, mek)
	return c, err
}

func (s *State) foeAttack(foe int, second bool, mek string) (Check, *int, error) {
	if err := s.engagement("foe attack"); err != nil {
		return Check{}, nil, err
	}
	f, fc, err := s.foe(foe)
	if err != nil {
		return Check{}, nil, err
	}
	if s.gone(f.Destroyed, Left(fc.Hits, f.Damage), false) {
		return Check{}, nil, fmt.Errorf("%s (foe %d) is destroyed", fc.Name, foe+1)
	}
	if f.OutOfAmmo {
		return Check{}, nil, fmt.Errorf("%s is out of ammo and cannot attack (004 L113)", fc.Name)
	}
	r, key := fc.Range, fmt.Sprintf("foe %d", foe)
	if second {
		if fc.Second == "" {
			return Check{}, nil, fmt.Errorf("%s has no second attack", fc.Name)
		}
		r, key = fc.Second, key+" 2nd"
	}
	if err := s.inStep(fc.Name, r, fc.Missile); err != nil {
		return Check{}, nil, err
	}
	if mek == "" && len(s.Standing()) > 1 {
		c := Check{Attacker: fc.Name, key: key, Random: true}
		s.foeCheck(&c, f, fc, nil)
		c, err = s.open(c)
		return c, nil, err
	}
	if up := s.Standing(); mek == "" && len(up) == 1 {
		mek = up[0]
	}
	m, err := s.onMission(mek)
	if err != nil {
		return Check{}, nil, err
	}
	if Left(s.Hits(m), m.Damage) == 0 {
		return Check{}, nil, fmt.Errorf("%s is already destroyed", m.Name)
	}
	c := Check{Attacker: fc.Name, Target: m.Name, key: key}
	s.foeCheck(&c, f, fc, m)
	c, err = s.open(c)
	return c, &m.Damage, err
}

// AllyCheck is the attack of ally number ally (0-based) on a foe, or why
// it cannot be made (004 L118, digest G-M14).
func (s *State) AllyCheck(ally, foe int) (Check, error) {
	c, _, err := s.allyAttack(ally, foe)
	return c, err
}

func (s *State) allyAttack(ally, foe int) (Check, *int, error) {
	if err := s.engagement("ally attack"); err != nil {
		return Check{}, nil, err
	}
	if ally < 0 || ally >= len(s.Mission.Allies) {
		return Check{}, nil, fmt.Errorf("there is no ally %d", ally+1)
	}
	ac := s.FoeCard(&s.Mission.Allies[ally])
	if err := s.inStep(ac.Name, ac.Range, ac.Missile); err != nil {
		return Check{}, nil, err
	}
	f, fc, err := s.target(foe)
	if err != nil {
		return Check{}, nil, err
	}
	c := Check{Attacker: "Allied " + ac.Name, Target: fc.Name, key: fmt.Sprintf("ally %d", ally)}
	s.allyCheck(&c, ac, f, fc)
	c, err = s.open(c)
	return c, &f.Damage, err
}

// strike makes an attack: checks the dice, marks the attacker used, and
// deals the damage. The first direct attack of a step settles the
// indirect ones (004 L33-34).
func (s *State) strike(c Check, target *int, r *Rolls) (bool, error) {
	hit, dealt, err := r.result(c)
	if err != nil {
		return false, fmt.Errorf("%s on %s: %w", c.Attacker, c.Target, err)
	}
	if !c.indirect && !s.Mission.Direct {
		s.Mission.Direct = true
		s.settle()
	}
	if c.key != "" {
		s.Mission.Used = append(s.Mission.Used, c.key)
	}
	s.Mission.Attacked = true
	*target += dealt
	return hit, nil
}

// settle marks every unit reduced to zero hits destroyed (004 L62).
func (s *State) settle() {
	for i := range s.Mission.Foes {
		f := &s.Mission.Foes[i]
		f.Destroyed = f.Destroyed || Left(s.FoeCard(f).Hits, f.Damage) == 0
	}
	for _, name := range s.Mission.Meks {
		m, _ := s.Mek(name)
		m.Destroyed = m.Destroyed || Left(s.Hits(m), m.Damage) == 0
	}
}
