package meks

import (
	"fmt"
	"slices"
)

// Pending is what the current engagement step waits for from the player.
type Pending struct {
	// Attacks are the attacks still open: the squad's and the allies' to
	// choose, the foes' to resolve (each foe attacks, 004 L36).
	Attacks []Attacker `json:"attacks,omitempty"`
	// Cards are Event cards in the hand whose moment is this step and
	// would pass with it: a support attack in the Long Range step
	// (004 L109-112), Battle Scarred or On Shore Leave before the battle's
	// first attack (004 L105-106).
	Cards []string `json:"cards,omitempty"`
}

// Idle reports whether nothing waits: the step can end by itself.
func (p Pending) Idle() bool { return len(p.Attacks) == 0 && len(p.Cards) == 0 }

// Pending lists what the current step waits for; outside a running
// engagement it is empty.
func (s *State) Pending() Pending {
	var p Pending
	if s.Phase != Engage || s.Mission == nil || s.Mission.Outcome != "" {
		return p
	}
	p.Attacks = s.Attackers()
	foe := -1
	for i := range s.Mission.Foes {
		if f := &s.Mission.Foes[i]; foe < 0 && Left(s.FoeCard(f).Hits, f.Damage) > 0 {
			foe = i
		}
	}
	start := s.Mission.Round == 1 && s.Mission.Step == LR && len(s.Mission.Used) == 0
	for _, id := range s.Hand {
		ev, ok := s.Defs.Event(id)
		if !ok || slices.Contains(p.Cards, id) || s.missionType(ev) != nil {
			continue
		}
		switch ev.Effect {
		case EffectSupport:
			if _, err := s.SupportCheck(id, foe); err == nil {
				p.Cards = append(p.Cards, id)
			}
		case EffectScarred, EffectDiscardFoe:
			if start {
				p.Cards = append(p.Cards, id)
			}
		}
	}
	return p
}

// StepNeedsInput reports whether the game waits for the player: always
// outside a running engagement; in one, unless the current step is Idle,
// in which case the page applies NextStep by itself. The squad's chance
// to retreat does not hold a step: it lasts until the round's first
// attack (CanRetreat).
func (s *State) StepNeedsInput() bool {
	if s.Phase != Engage || s.Mission == nil || s.Mission.Outcome != "" {
		return true
	}
	return !s.Pending().Idle()
}

// CanRetreat reports whether the squad may retreat now: in a running
// engagement, before the round's first attack (004 L26; digest G-M10).
func (s *State) CanRetreat() bool {
	return s.Phase == Engage && s.Mission != nil && s.Mission.Outcome == "" && !s.Mission.Attacked
}

// RepairOffer is a repair the player may buy now: all of a Mek's damage,
// with its cost in MC, and the button's words.
type RepairOffer struct {
	Mek    string `json:"mek"`
	Points int    `json:"points"`
	Cost   int    `json:"cost"`
	Label  string `json:"label"` // "All 7 (7 MC)"
}

// RepairPrice is what repairing points of damage costs: 1 MC a point
// (004 L81); RepairMek charges exactly this.
func RepairPrice(points int) int { return points * RepairCost }

// RepairOffers lists the Meks that can be repaired now (damaged, not
// destroyed, 004 L62, L80-81), in the Repair phase or between missions.
func (s *State) RepairOffers() []RepairOffer {
	if s.Phase != Repair && s.Phase != Base {
		return nil
	}
	var out []RepairOffer
	for i := range s.Meks {
		m := &s.Meks[i]
		if m.Damage == 0 || m.Destroyed {
			continue
		}
		c := RepairPrice(m.Damage)
		out = append(out, RepairOffer{Mek: m.Name, Points: m.Damage, Cost: c, Label: fmt.Sprintf("All %d (%d MC)", m.Damage, c)})
	}
	return out
}
