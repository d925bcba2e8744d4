package stable

import (
	"fmt"

	"lancemate/engine/clicks"
)

// skillEffects says what each skill of the character sheet sets on a
// pilot in a match (000 L77-129). "+1 inch Throw/Push" and the range
// skills are measured at the table and set nothing here.
var skillEffects = map[string]func(p *clicks.Pilot, boxes int){
	"1 re-roll per match":         reroll(clicks.RerollAny),                                  // 000 L79
	"Repair":                      func(p *clicks.Pilot, _ int) { p.Repair = true },          // 000 L81
	"Extra Initiative die":        func(p *clicks.Pilot, n int) { p.Initiative += n },        // 000 L83
	"+1 Defense":                  func(p *clicks.Pilot, n int) { p.Defense += n },           // 000 L85
	"-1 Sprint Heat":              func(p *clicks.Pilot, _ int) { p.SprintHeat = true },      // 000 L87
	"Free Stand Up":               func(p *clicks.Pilot, _ int) { p.FreeStandUp = true },     // 000 L89
	"+1 to hit Bull Rush":         hit(clicks.BullRush),                                      // 000 L95
	"+1 Piloting roll":            func(p *clicks.Pilot, n int) { p.Piloting += n },          // 000 L99
	"+1 to hit Punch":             hit(clicks.Punch),                                         // 000 L101
	"+1 to hit Strike":            hit(clicks.Strike),                                        // 000 L103
	"+1 to hit Charge":            hit(clicks.Charge),                                        // 000 L105
	"+1 to hit DFA":               hit(clicks.DFA),                                           // 000 L107
	"Re-roll Close Combat Attack": reroll(clicks.RerollClose),                                // 000 L109
	"+1 to Close Combat Damage":   func(p *clicks.Pilot, _ int) { p.CloseDamage = true },     // 000 L111
	"+1 to hit Quick Shot":        hit(clicks.QuickShot),                                     // 000 L115
	"+1 to hit Fire":              hit(clicks.Fire),                                          // 000 L117
	"Re-roll 1 Energy attack":     reroll(clicks.RerollEnergy),                               // 000 L119
	"Re-roll 1 Ballistic attack":  reroll(clicks.RerollBallistic),                            // 000 L121
	"+1 to Energy Damage":         func(p *clicks.Pilot, _ int) { p.EnergyDamage = true },    // 000 L123
	"+1 to Ballistic Damage":      func(p *clicks.Pilot, _ int) { p.BallisticDamage = true }, // 000 L125
}

func hit(a clicks.Action) func(*clicks.Pilot, int) {
	return func(p *clicks.Pilot, n int) {
		if p.Hit == nil {
			p.Hit = map[clicks.Action]int{}
		}
		p.Hit[a] += n
	}
}

func reroll(name string) func(*clicks.Pilot, int) {
	return func(p *clicks.Pilot, _ int) { p.Rerolls = append(p.Rerolls, name) }
}

// MatchPilot is the stable's pilot as a match of engine/clicks takes them,
// flying a 'Mech of the given class (0-4): the skills held in that class's
// skill area, Industrial 'Mechs using the Light area (000 L69, L851;
// G-42), the legendary ability (Heroic's action point, Tech Wizard, ...,
// 000 L131-143), the piloting skill (000 L242, L817) and the injuries not
// healed (000 L386-398).
func (s *State) MatchPilot(name string, class int) (clicks.Pilot, error) {
	p, err := s.pilot(name)
	if err != nil {
		return clicks.Pilot{}, err
	}
	if p.Dead {
		return clicks.Pilot{}, fmt.Errorf("pilot %q is dead", p.Name)
	}
	a := area(class)
	out := clicks.Pilot{Name: p.Name, Stable: s.Name, Skill: p.Piloting, Legendary: p.Legendary, SkillsInClass: p.held(a)}
	for _, sk := range p.Skills {
		if f, ok := skillEffects[sk.Name]; ok && sk.Area == a {
			f(&out, max(sk.Boxes, 1))
		}
	}
	for _, inj := range p.Injuries {
		if !inj.Healed {
			out.Injuries = append(out.Injuries, inj.Roll)
		}
	}
	return out, nil
}
