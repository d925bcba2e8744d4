package game

import (
	"fmt"
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
	s.brief(u, "now on %s", e.Side)
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
