package meks

import (
	"fmt"

	"lancemate/engine/dice"
)

// ToHitNeed is the modified 1D10 roll an attack needs (004 L37).
const ToHitNeed = 5

// Modifier is one itemised modifier of a to-hit or damage roll, for the UI
// to list: a label, the value, extra D6 dice (missiles), and the seed lines.
type Modifier struct {
	Label string `json:"label"`
	Value int    `json:"value,omitempty"`
	Dice  int    `json:"dice,omitempty"`
	Cite  string `json:"cite"`
}

// Check is an attack before its dice: who attacks whom and every modifier
// of the to-hit roll (1D10) and the damage roll (1D6).
type Check struct {
	Attacker string     `json:"attacker"`
	Target   string     `json:"target"`
	ToHit    []Modifier `json:"toHit"`
	Damage   []Modifier `json:"damage"`
	// Random: a foe attack whose Mek is not rolled yet (004 L36). Target is
	// empty and ToHit holds only the modifiers that do not depend on the
	// Mek: the size (004 L42-43) and a Jammer (004 L48) come once it is
	// known, so Odds has no chance to give.
	Random   bool `json:"random,omitempty"`
	key      string
	indirect bool
}

func sum(ms []Modifier) (value, dice int) {
	for _, m := range ms {
		value += m.Value
		dice += m.Dice
	}
	return value, dice
}

// Bonus is the sum of the to-hit modifiers.
func (c Check) Bonus() int { v, _ := sum(c.ToHit); return v }

// Hit reports whether a to-hit roll hits (004 L35-37).
func (c Check) Hit(roll int) bool { return roll+c.Bonus() >= ToHitNeed }

// Chance is the exact chance to hit with the modifiers listed; for a
// Random check it leaves out the Mek's, so show Odds instead.
func (c Check) Chance() dice.Prob {
	return dice.Expr{Count: 1, Sides: 10, Mod: c.Bonus()}.Chance(ToHitNeed)
}

// Odds is the exact chance to hit once the target is known; ok is false
// for a foe attack whose Mek is still to be rolled (Random), whose odds
// depend on the Mek it picks.
func (c Check) Odds() (p dice.Prob, ok bool) {
	if c.Random {
		return dice.Prob{Den: 1}, false
	}
	return c.Chance(), true
}

// ExtraDice is how many D6 the damage adds to the 1D6 (missiles, 004 L53).
func (c Check) ExtraDice() int { _, d := sum(c.Damage); return d }

// Dealt is the damage of a hit: the 1D6, the extra dice and the modifiers,
// never below 0 (digest G-M6).
func (c Check) Dealt(roll int, extra []int) int {
	v, _ := sum(c.Damage)
	v += roll
	for _, x := range extra {
		v += x
	}
	return max(0, v)
}

// add appends a modifier when it counts.
func add(ms []Modifier, on bool, label string, value int, cite string) []Modifier {
	if !on || value == 0 {
		return ms
	}
	return append(ms, Modifier{Label: label, Value: value, Cite: cite})
}

// missiles is the +1D6 of missiles (004 L53).
func missiles(ms []Modifier, on bool) []Modifier {
	if !on {
		return ms
	}
	return append(ms, Modifier{Label: "Missiles", Dice: 1, Cite: "004 L53"})
}

// rangeToHit is the to-hit modifier of a target at range r (004 L39-41).
func rangeToHit(ms []Modifier, r Range) []Modifier {
	return add(ms, true, "Target at "+string(r), r.Row().ToHit, "004 L39-41")
}

// vsFoe adds the modifiers every attack on foe f gets: range, evade and
// the events played on it.
func (s *State) vsFoe(ms []Modifier, f *Foe, c *FoeCard) []Modifier {
	ms = rangeToHit(ms, s.Mission.Step)
	ms = add(ms, true, c.Name+" evade", c.Evade, fmt.Sprintf("004 L44, L%d", c.Line))
	return add(ms, f.Immobilized, "Immobilized", 2, "004 L114")
}

// squadBonus is the first-round bonus of Ambush and Surprise (004 L116-117).
func (s *State) squadBonus(ms []Modifier) []Modifier {
	return add(ms, s.Mission.Round == 1, "First round (Ambush, Surprise)", s.Mission.FirstRound, "004 L116-117")
}

// weaponCheck fills the modifiers of weapon a of Mek m against foe f
// (004 L38-60).
func (s *State) weaponCheck(c *Check, a *AttachmentDef, f *Foe, fc *FoeCard) {
	c.ToHit = s.vsFoe(c.ToHit, f, fc)
	c.ToHit = add(c.ToHit, a.Missile, "Missiles", 1, "004 L45")
	c.ToHit = add(c.ToHit, a.Area, "Area weapon", 1, "004 L46")
	c.ToHit = add(c.ToHit, a.Indirect, "Indirect weapon", -1, "004 L47")
	c.ToHit = add(c.ToHit, a.Missile && fc.Jammer, "Missiles vs Jammer", -2, "004 L48")
	c.ToHit = s.squadBonus(c.ToHit)
	c.Damage = add(c.Damage, true, string(a.Size)+" weapon", a.Size.Row().Damage, "004 L51-52")
	c.Damage = missiles(c.Damage, a.Missile)
	c.Damage = add(c.Damage, a.Area, "Area weapon", -1, "004 L54")
	c.Damage = add(c.Damage, a.Area && fc.Infantry, "Area vs infantry", 2, "004 L55")
	c.Damage = add(c.Damage, true, string(a.Range)+" weapon", a.Range.Row().Damage, "004 L56-58")
	c.Damage = add(c.Damage, a.Ballistic && fc.InertiaField, "Ballistic vs Inertia Field", -1, "004 L59")
	c.Damage = add(c.Damage, a.Energy && fc.AbsorbField, "Energy vs Absorption Field", -1, "004 L60")
}

// foeCheck fills the modifiers of foe card fc attacking Mek m (004 L38-53,
// digest G-M5: the Dam column replaces the weapon damage modifiers); m nil
// is a Mek not rolled yet: its size and Jammer are left out.
func (s *State) foeCheck(c *Check, f *Foe, fc *FoeCard, m *Mek) {
	jammer := false
	if m != nil {
		for _, id := range m.Attachments {
			if a, ok := s.Defs.Attachment(id); ok && a.Jammer {
				jammer = true
			}
		}
	}
	c.ToHit = rangeToHit(c.ToHit, s.Mission.Step)
	if m != nil {
		c.ToHit = add(c.ToHit, true, string(m.Size)+" Mek", m.Size.Row().ToBeHit, "004 L42-43")
	}
	c.ToHit = add(c.ToHit, fc.Missile, "Missiles", 1, "004 L45")
	c.ToHit = add(c.ToHit, fc.Missile && jammer, "Missiles vs Jammer", -2, "004 L48")
	c.ToHit = add(c.ToHit, f.Gyros, "Gyros Damaged", -2, "004 L115")
	c.Damage = add(c.Damage, true, fc.Name+" Dam", fc.Dam, fmt.Sprintf("004 L124, L%d", fc.Line))
	c.Damage = missiles(c.Damage, fc.Missile)
}

// allyCheck fills the modifiers of an allied foe card attacking foe f
// (digest G-M14: allies fight with their card's values).
func (s *State) allyCheck(c *Check, ac *FoeCard, f *Foe, fc *FoeCard) {
	c.ToHit = s.vsFoe(c.ToHit, f, fc)
	c.ToHit = add(c.ToHit, ac.Missile, "Missiles", 1, "004 L45")
	c.ToHit = add(c.ToHit, ac.Missile && fc.Jammer, "Missiles vs Jammer", -2, "004 L48")
	c.ToHit = s.squadBonus(c.ToHit)
	c.Damage = add(c.Damage, true, ac.Name+" Dam", ac.Dam, fmt.Sprintf("004 L124, L%d", ac.Line))
	c.Damage = missiles(c.Damage, ac.Missile)
}

// supportCheck fills the modifiers of a support card's LR attack on foe f
// (004 L109-112: "1 LR Attack +1D6 Damage").
func (s *State) supportCheck(c *Check, ev *EventCard, f *Foe, fc *FoeCard) {
	c.ToHit = s.vsFoe(c.ToHit, f, fc)
	c.Damage = add(c.Damage, true, "LR attack", LR.Row().Damage, "004 L58")
	c.Damage = append(c.Damage, Modifier{Label: ev.Name, Dice: 1, Cite: fmt.Sprintf("004 L%d", ev.Line)})
}
