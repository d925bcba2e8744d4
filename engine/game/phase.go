package game

import (
	"lancemate/engine/internal/enum"
)

// Phase is a phase of the turn (003 L568-575).
type Phase int

// The six phases in order.
const (
	PhaseInitiative Phase = iota // 003 L583-585
	PhaseMovement                // 003 L587-595
	PhaseWeapon                  // 003 L597-639
	PhasePhysical                // 003 L641-643
	PhaseHeat                    // 003 L645-649
	PhaseEnd                     // 003 L651-673
)

var phaseNames = []string{"initiative", "movement", "weapon", "physical", "heat", "end"}

// String returns the phase's JSON name.
func (p Phase) String() string { return enum.Name(p, phaseNames, "Phase") }

// MarshalText writes the phase's name.
func (p Phase) MarshalText() ([]byte, error) { return enum.Text(p, phaseNames, "phase") }

// UnmarshalText reads a phase's name.
func (p *Phase) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Phase](b, phaseNames, "phase")
	if err != nil {
		return err
	}
	*p = v
	return nil
}

// attack reports the two attack phases, whose PSRs wait for the end of the
// phase (003 L3234).
func (p Phase) attack() bool { return p == PhaseWeapon || p == PhasePhysical }

// Serial numbers the phases of the game in order: turn*8 + phase + 1. A
// critical hit records the serial of its phase, so the engine can tell hits
// of earlier phases (003 L2641) and earlier turns (003 L2764).
func (s *State) Serial() int { return s.Turn*8 + int(s.Phase) + 1 }

// serialTurn is the turn a Serial belongs to.
func serialTurn(serial int) int {
	if serial <= 0 {
		return 0
	}
	return (serial - 1) / 8
}

// endPhase does the work due at the end of the current phase: PSRs of an
// attack phase (003 L3234) and the life support damage of the Heat Phase
// (003 L3093).
func (s *State) endPhase() error {
	switch s.Phase {
	case PhaseWeapon, PhasePhysical:
		for i := range s.Units {
			if err := s.raise(s.mut(i)); err != nil {
				return err
			}
			if s.Phase == PhaseWeapon && len(s.Units[i].Unjamming) > 0 {
				s.unjamRolls(s.mut(i))
			}
		}
	case PhaseHeat:
		for i := range s.Units {
			s.lifeSupport(s.mut(i))
		}
	}
	return nil
}

// advance moves to the next phase and does the work due at its start: the
// heat step on entering the Heat Phase (003 L645-649) and the recovery
// rolls of unconscious pilots in the End Phase (003 L657).
func (s *State) advance() error {
	s.Ended = false
	s.closeDamage()
	if s.Phase == PhaseEnd {
		s.Turn++
		s.Phase = PhaseInitiative
		s.Sights = nil // the units move again: what the attacks saw is asked again
	} else {
		s.Phase++
	}
	for i := range s.Units {
		u := s.mut(i)
		u.PhaseDamage, u.Triggers, u.PhaseEvents, u.Damage20 = 0, nil, nil, false
		if s.Phase == PhaseInitiative {
			u.Moved, u.Jumped, u.Hexes, u.HeatGen, u.ExternalHeat = NotMoved, 0, 0, 0, 0
			u.Fired, u.Physical, u.ClawAttacks, u.AMSUsed = nil, false, nil, nil
			u.StandAttempts, u.Spotted, u.ArmsFlipped, u.MadeCharge, u.MadeDFA, u.Rammed = 0, "", false, false, false, false
			s.myomer(u)
			u.boosterLevels()
			u.Unjamming, u.UnjamNext = u.UnjamNext, nil
		}
	}
	switch s.Phase {
	case PhaseHeat:
		for i := range s.Units {
			if err := s.heatStep(s.mut(i)); err != nil {
				return err
			}
		}
	case PhaseEnd:
		for i := range s.Units {
			s.wakeRoll(s.mut(i))
		}
	}
	return nil
}

// myomer works out a TSM 'Mech's myomer for the turn that starts: active
// when it ended the last turn at 9 or more heat (003 L7631-7635).
func (s *State) myomer(u *Unit) {
	was := u.TSMActive
	u.TSMActive = u.tsm() && !u.Destroyed && u.Heat >= 9
	switch {
	case u.TSMActive && !was:
		s.report(u, "triple-strength myomer active at %d heat: +2 Walking MP, double punch, kick and club damage this turn (003 L7631-7635)", u.Heat)
		s.brief(u, "TSM active")
	case was && !u.TSMActive:
		s.report(u, "triple-strength myomer no longer active (%d heat)", u.Heat)
	}
}
