package game

import (
	"fmt"
	"slices"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/words"
)

// EndPhase ends the current phase. The first EndPhase of a phase does its
// closing work (the PSRs of an attack phase, 003 L3234; life support damage
// in the Heat Phase, 003 L3093); if that raises rolls the phase stays until
// they are made and another EndPhase moves on. Entering the Heat Phase runs
// the heat step (003 L2993-3003); entering the End Phase raises recovery
// rolls (003 L657). A phase cannot end while rolls are pending.
type EndPhase struct{}

// Type implements Event.
func (*EndPhase) Type() string { return "end_phase" }

func (e *EndPhase) apply(s *State, _ *tape) error {
	if len(s.Pending) > 0 {
		var ids []string
		for _, p := range s.Pending {
			ids = append(ids, fmt.Sprintf("#%d %s %s", p.ID, p.Unit, p.Kind))
		}
		return fmt.Errorf("end_phase: rolls pending: %s", strings.Join(ids, ", "))
	}
	if !s.Ended {
		if err := s.endPhase(); err != nil {
			return err
		}
		s.Ended = true
		if len(s.Pending) > 0 {
			return nil
		}
	}
	if err := s.advance(); err != nil {
		return err
	}
	s.Report = append(s.Report, fmt.Sprintf("turn %d, %s phase", s.Turn, s.Phase))
	s.brief(nil, "on to T%d %s phase", s.Turn, s.Phase)
	return nil
}

// Move records how a 'Mech moved this turn (003 L722-825): the heat of
// the mode (classic.MovementHeat, 003 L2917-2921), the hexes it entered
// for the target movement modifier, and the PSRs movement with damage
// calls for: running with a damaged gyro or hip (003 L2740, L2770, L3169),
// jumping with a damaged gyro, hip or leg actuators or a destroyed leg
// (003 L823, L3167-3168). The map is the players': terrain PSRs are raised
// with RequirePSR.
type Move struct {
	Unit string   `json:"unit"`
	Mode MoveMode `json:"mode"`
	// Hexes is the number of hexes the 'Mech entered, counted from its
	// last reversal (003 L1472-1474): the target movement modifier of
	// attacks against it (003 L1648-1656) and, for a jump, its heat
	// (003 L2921). At most its MP for the mode.
	Hexes int `json:"hexes,omitempty"`
	// MASC and Supercharger activate those systems for a run: the tape
	// holds their activation rolls and the dice of any damage they do
	// (003 L7560-7625).
	MASC         bool `json:"masc,omitempty"`
	Supercharger bool `json:"supercharger,omitempty"`
	Rolls
}

// Type implements Event.
func (*Move) Type() string { return "move" }

func (e *Move) apply(s *State, t *tape) error {
	if err := s.phaseOnly("move", PhaseMovement); err != nil {
		return err
	}
	u, err := s.active(e.Unit)
	if err != nil {
		return err
	}
	if u.Moved != NotMoved {
		return refuse("003 L720-724", "%s already moved this turn (%s)", u.ID, u.Moved)
	}
	if e.Mode == NotMoved || e.Mode < 0 || e.Mode > Jumped {
		return fmt.Errorf("unit %s: movement mode must be still, walk, run or jump", u.ID)
	}
	if e.Mode == Ran || e.Mode == Jumped {
		if err := u.clearing(e.Mode.String()); err != nil {
			return err
		}
	}
	if e.Mode != StandStill && u.Immobile() {
		return refuse("003 L1008", "%s is immobile and can only stand still", u.ID)
	}
	mp := map[MoveMode]int{StandStill: 0, Walked: u.WalkMP(), Ran: u.RunMP(), Jumped: u.JumpMP()}[e.Mode]
	if e.MASC || e.Supercharger {
		if mp, err = s.boost(u, e, t); err != nil {
			return err
		}
	}
	if err := u.proneMove(e.Mode, e.Hexes, mp); err != nil {
		return err
	}
	switch {
	case e.Mode == Ran && mp == 0:
		return refuse("003 L769", "%s cannot run: its Running MP is 0", u.ID)
	case e.Mode == Jumped && u.Prone:
		return refuse("003 L1083", "%s is prone and cannot jump", u.ID)
	case e.Mode == Jumped && (e.Hexes < 1 || e.Hexes > mp):
		return refuse("003 L815-821", "%s: a jump of %s, but its Jumping MP is %d", u.ID, words.Count(e.Hexes, "hex", "hexes"), mp)
	case e.Hexes < 0 || e.Hexes > mp:
		return refuse("003 L754-769", "%s: %s entered with %d MP to %s", u.ID, words.Count(e.Hexes, "hex", "hexes"), mp, e.Mode)
	}
	jumped := 0
	if e.Mode == Jumped {
		jumped = e.Hexes
	}
	_, heat, err := classic.MovementHeat(classic.MoveHeatInput{Mode: e.Mode.classic(), HexesJumped: jumped, Jets: u.jets(), XXLEngine: u.xxl()})
	if err != nil {
		return err
	}
	u.Moved, u.Jumped, u.Hexes = e.Mode, jumped, e.Hexes
	u.HeatGen += heat
	s.report(u, "%s (+%d heat)", e.Mode, heat)
	if e.Mode == StandStill {
		s.brief(u, "stood still")
	} else {
		s.brief(u, "%s %s, +%d heat", e.Mode, words.Count(e.Hexes, "hex", "hexes"), heat)
	}
	hip, actuator := false, false
	for _, leg := range u.legs() {
		if u.Locations[leg].Destroyed {
			continue
		}
		for i := range u.Items {
			it := &u.Items[i]
			if it.Loc == leg && it.Hits > 0 {
				hip = hip || it.Kind == Hip
				actuator = actuator || it.Kind.legActuator()
			}
		}
	}
	gyro := u.gyroDamaged()
	switch e.Mode {
	case Ran:
		if gyro || hip {
			s.trigger(u, Trigger{Reason: "ran with a damaged gyro or hip", Event: classic.RanDamaged})
		}
	case Jumped:
		if gyro || hip || actuator {
			s.trigger(u, Trigger{Reason: "jumped with a damaged gyro or leg/foot/hip actuators", Event: classic.JumpedDamaged})
		}
		if u.legsDestroyed() > 0 {
			s.trigger(u, Trigger{Reason: "jumped with a destroyed leg", Event: classic.JumpedDamaged})
		}
	}
	return nil
}

// StandUp is an attempt to stand (003 L1089-1101): +1 heat (003 L2927)
// and a PSR at 0 plus damage modifiers (003 L3161); failure is a fall
// (003 L1091). A quad with all its legs stands without a roll (003 L1095).
type StandUp struct {
	Unit string `json:"unit"`
}

// Type implements Event.
func (*StandUp) Type() string { return "stand" }

func (e *StandUp) apply(s *State, _ *tape) error {
	if err := s.phaseOnly("stand", PhaseMovement); err != nil {
		return err
	}
	u, err := s.active(e.Unit)
	if err != nil {
		return err
	}
	arms := 0
	for _, l := range []classic.Location{classic.LeftArm, classic.RightArm} {
		if u.Locations[l].Destroyed {
			arms++
		}
	}
	switch {
	case !u.Prone:
		return refuse("003 L1089", "%s is not prone", u.ID)
	case u.Immobile():
		return refuse("003 L1008", "%s is immobile and cannot stand", u.ID)
	case u.Moved == Jumped:
		return refuse("003 L1089", "%s jumped this turn and cannot stand", u.ID)
	case u.GyroHits() >= u.gyroLimit():
		return refuse("003 L2734", "%s has a destroyed gyro and cannot stand", u.ID)
	case u.noLegs() || u.Config == classic.Biped && u.legsDestroyed() == 1 && arms == 2:
		return refuse("003 L1087", "%s cannot stand: it is missing all its legs, or a leg and both arms", u.ID)
	case slices.ContainsFunc(s.Pending, func(p Pending) bool { return p.Unit == u.ID }):
		return refuse("003 L1089", "%s has rolls to make first", u.ID)
	}
	if err := u.standMP(); err != nil {
		return err
	}
	u.StandAttempts++
	_, heat, err := classic.MovementHeat(classic.MoveHeatInput{Mode: classic.StoodStill, StandAttempts: 1})
	if err != nil {
		return err
	}
	u.HeatGen += heat
	if u.Config == classic.Quad && u.legsDestroyed() == 0 {
		u.Prone = false
		s.report(u, "stands up without a PSR (four legs, 003 L1095); +%d heat", heat)
		s.brief(u, "stands up, +%d heat", heat)
		return nil
	}
	u.PhaseEvents = append(u.PhaseEvents, Trigger{Reason: "attempted to stand", Event: classic.AttemptedStand})
	in := s.psrInput(u)
	r, err := classic.PSR(in)
	if err != nil {
		return err
	}
	s.brief(u, "tries to stand, +%d heat", heat)
	s.push(Pending{Unit: u.ID, Kind: Stand, Reason: "attempt to stand", Target: r.Target, Mods: itemised(r), PSR: &in})
	s.report(u, "attempts to stand: PSR %d+, +%d heat", r.Target, heat)
	return nil
}

// ExternalHeat adds heat from outside sources (infernos, plasma, fire);
// the Heat Phase counts at most 15 a turn (003 L2947).
type ExternalHeat struct {
	Unit string `json:"unit"`
	Heat int    `json:"heat"`
}

// Type implements Event.
func (*ExternalHeat) Type() string { return "external_heat" }

func (e *ExternalHeat) apply(s *State, _ *tape) error {
	u, err := s.active(e.Unit)
	if err != nil {
		return err
	}
	if e.Heat < 1 || e.Heat > 30 {
		return fmt.Errorf("unit %s: outside heat %d out of range 1-30", u.ID, e.Heat)
	}
	if s.Phase == PhaseHeat || s.Phase == PhaseEnd {
		return fmt.Errorf("unit %s: outside heat of this turn must come before the Heat Phase", u.ID)
	}
	u.ExternalHeat += e.Heat
	s.report(u, "+%d outside heat this turn (%d counted, at most 15)", e.Heat, min(u.ExternalHeat, 15))
	s.brief(u, "+%d outside heat", e.Heat)
	return nil
}
