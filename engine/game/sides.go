package game

import (
	"fmt"
	"slices"
	"unicode/utf8"
)

// SetSide puts a unit on a side (or a player's force): the sides decide
// which units are each other's targets and roll initiative against each
// other (003 L583-585). It may be made in any phase, of any unit.
type SetSide struct {
	Unit string `json:"unit"`
	Side string `json:"side"`
}

// Type implements Event.
func (*SetSide) Type() string { return "set_side" }

func (e *SetSide) apply(s *State, _ *tape) error {
	u, err := s.unit(e.Unit)
	if err != nil {
		return err
	}
	if err := checkSide(e.Side, false); err != nil {
		return fmt.Errorf("set_side: %w", err)
	}
	if u.Side == e.Side {
		return fmt.Errorf("set_side: %s is already on %s", u.ID, e.Side)
	}
	u.Side = e.Side
	s.addSide(e.Side)
	s.brief(u, "now on %s", e.Side)
	return nil
}

// addSide lists a side the first time a unit is put on it: State.Sides
// keeps the order sides came into play in (a side's colour on the
// screen), and keeps a side no unit is on any more.
func (s *State) addSide(side string) {
	if side != "" && !slices.Contains(s.Sides, side) {
		s.Sides = append(slices.Clip(s.Sides), side) // a forked state may share the old list
	}
}

// NameSide renames a side: every unit on it, and its place in State.Sides
// (its colour), go with the new name. The sides are the players' own
// (003 L583-585): a player's name, a house, a colour.
type NameSide struct {
	Side string `json:"side"`
	Name string `json:"name"`
}

// Type implements Event.
func (*NameSide) Type() string { return "name_side" }

func (e *NameSide) apply(s *State, _ *tape) error {
	at := slices.Index(s.Sides, e.Side)
	switch {
	case at < 0:
		return fmt.Errorf("name_side: no side %q in play", e.Side)
	case e.Name == e.Side:
		return fmt.Errorf("name_side: %s is already its name", e.Side)
	case slices.Contains(s.Sides, e.Name):
		return fmt.Errorf("name_side: there is already a side %s", e.Name)
	}
	if err := checkSide(e.Name, false); err != nil {
		return fmt.Errorf("name_side: %w", err)
	}
	s.Sides = slices.Clone(s.Sides)
	s.Sides[at] = e.Name
	for i := range s.Units {
		if s.Units[i].Side == e.Side {
			s.mut(i).Side = e.Name
		}
	}
	s.brief(nil, "%s is now called %s", e.Side, e.Name)
	return nil
}

// maxSide is the longest side name, in characters.
const maxSide = 40

// checkSide checks a side's name: at most maxSide characters, and not
// empty unless blank is allowed.
func checkSide(side string, blank bool) error {
	switch n := utf8.RuneCountInString(side); {
	case n == 0 && !blank:
		return fmt.Errorf("a side needs a name")
	case n > maxSide:
		return fmt.Errorf("a side's name has at most %d characters, not %d", maxSide, n)
	}
	return nil
}

// Target is a unit as a target list offers it to an attacker: Friendly
// when both are on the same side.
type Target struct {
	Unit     *Unit
	Friendly bool
}

// Targets lists the units an attacker may choose as its target, in the
// order a target list offers them: the other sides' units (and those on
// no side) first, then its own side's, then the destroyed, each group in
// the order the units entered play. The attacker itself is not listed.
func (s *State) Targets(attacker string) []Target {
	a, _ := s.Unit(attacker)
	var out []Target
	for pass := range 3 {
		for i := range s.Units {
			d := &s.Units[i]
			if d.ID == attacker {
				continue
			}
			friendly := a != nil && a.Side != "" && d.Side == a.Side
			group := 0
			switch {
			case d.Destroyed:
				group = 2
			case friendly:
				group = 1
			}
			if group == pass {
				out = append(out, Target{Unit: d, Friendly: friendly})
			}
		}
	}
	return out
}
