package game

import "fmt"

// AddUnit puts a 'Mech on the table.
type AddUnit struct {
	ID     string `json:"id"`
	Design Design `json:"design"`
	Pilot  Pilot  `json:"pilot"`
	// Side is the side (or player) the unit fights for, "" for none yet
	// (SetSide changes it).
	Side string `json:"side,omitempty"`
}

// Type implements Event.
func (*AddUnit) Type() string { return "add_unit" }

func (e *AddUnit) apply(s *State, _ *tape) error {
	if _, ok := s.Unit(e.ID); ok {
		return fmt.Errorf("add_unit: there is already a unit %q", e.ID)
	}
	u, err := NewUnit(e.ID, e.Design, e.Pilot)
	if err != nil {
		return fmt.Errorf("add_unit: %w", err)
	}
	if err := checkSide(e.Side, true); err != nil {
		return fmt.Errorf("add_unit: %w", err)
	}
	u.Side = e.Side
	s.addSide(e.Side)
	s.Units = append(s.Units, u)
	s.report(&s.Units[len(s.Units)-1], "%s enters play, piloted by %s", u.Name(), u.Pilot.Name)
	on := ""
	if u.Side != "" {
		on = " on " + u.Side
	}
	s.brief(&u, "%s enters play%s, piloted by %s (%d/%d)", u.Name(), on, u.Pilot.Name, u.Pilot.Gunnery, u.Pilot.Piloting)
	return nil
}

// SetOptions chooses the optional rules in play.
type SetOptions struct {
	Options
}

// Type implements Event.
func (*SetOptions) Type() string { return "options" }

func (e *SetOptions) apply(s *State, _ *tape) error {
	s.Options = e.Options
	s.Report = append(s.Report, fmt.Sprintf("options: floating criticals %v, enhanced flamers %v, enhanced missile defense %v",
		e.FloatingCrits, e.EnhancedFlamers, e.EnhancedMissileDefense))
	s.brief(nil, "optional rules set")
	return nil
}
