package stable

import (
	"fmt"
	"strings"

	"lancemate/engine/clicks"
)

// measured are the skills the table measures (inches and ranges): they set
// nothing on a pilot in a match (000 L91-93, L127-129).
var measured = [...]string{"+1 inch Throw", "+1 inch Push", "+1 to Maximum Range", "-1 to Minimum Range"}

// applySkill sets what a skill of the character sheet, with n boxes
// checked, does to a pilot in a match (000 L77-129); it reports whether it
// knew the skill.
func applySkill(p *clicks.Pilot, name string, n int) bool {
	switch name {
	case "1 re-roll per match": // 000 L79
		p.Rerolls = append(p.Rerolls, clicks.RerollAny)
	case "Re-roll Close Combat Attack": // 000 L109
		p.Rerolls = append(p.Rerolls, clicks.RerollClose)
	case "Re-roll 1 Energy attack": // 000 L119
		p.Rerolls = append(p.Rerolls, clicks.RerollEnergy)
	case "Re-roll 1 Ballistic attack": // 000 L121
		p.Rerolls = append(p.Rerolls, clicks.RerollBallistic)
	case "Repair": // 000 L81
		p.Repair = true
	case "Extra Initiative die": // 000 L83
		p.Initiative += n
	case "+1 Defense": // 000 L85
		p.Defense += n
	case "-1 Sprint Heat": // 000 L87
		p.SprintHeat = true
	case "Free Stand Up": // 000 L89
		p.FreeStandUp = true
	case "+1 Piloting roll": // 000 L99
		p.Piloting += n
	case "+1 to Close Combat Damage": // 000 L111
		p.CloseDamage = true
	case "+1 to Energy Damage": // 000 L123
		p.EnergyDamage = true
	case "+1 to Ballistic Damage": // 000 L125
		p.BallisticDamage = true
	default:
		// "+1 to hit Bull Rush" and the others name their action
		// (000 L95-107, L115-117).
		rest, ok := strings.CutPrefix(name, "+1 to hit ")
		if !ok {
			return false
		}
		if p.Hit == nil {
			p.Hit = map[clicks.Action]int{}
		}
		p.Hit[clicks.Action(strings.ReplaceAll(strings.ToLower(rest), " ", "_"))] += n
	}
	return true
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
		if sk.Area == a {
			applySkill(&out, sk.Name, max(sk.Boxes, 1))
		}
	}
	for _, inj := range p.Injuries {
		if !inj.Healed {
			out.Injuries = append(out.Injuries, inj.Roll)
		}
	}
	return out, nil
}
