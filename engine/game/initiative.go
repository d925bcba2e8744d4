package game

import (
	"fmt"
	"slices"
	"strings"
)

// Initiative is the Initiative Phase's roll (003 L583-585): one player of
// each side rolls 2D6, adds its side's modifier (a command 'Mech +1, a
// battle computer +2, 003 L4852-4856, L4870-4874; the players' to judge)
// and the higher total wins; a tie at the top is rolled again by every
// side. The tape holds each side's 2D6 in order, round after round. The
// side that loses moves and fires first (003 L589, L599).
type Initiative struct {
	// Sides names the sides, two or more, e.g. "Player 1", "Player 2".
	Sides []string `json:"sides"`
	// Mods are the sides' modifiers, in the order of Sides; empty for none.
	Mods []int `json:"mods,omitempty"`
	Rolls
}

// Type implements Event.
func (*Initiative) Type() string { return "initiative" }

// InitiativeResult is the turn's Initiative: every side's rolls, round
// by round, and the winner.
type InitiativeResult struct {
	Turn  int      `json:"turn"`
	Sides []string `json:"sides"`
	Mods  []int    `json:"mods,omitempty"`
	// Rounds holds each round's 2D6 per side (without modifiers); every
	// round but the last was a tie at the top.
	Rounds [][]int `json:"rounds"`
	Winner string  `json:"winner"`
}

// Totals are the last round's totals with the modifiers, by side.
func (r *InitiativeResult) Totals() []int {
	last := r.Rounds[len(r.Rounds)-1]
	out := make([]int, len(last))
	for i, v := range last {
		out[i] = v
		if i < len(r.Mods) {
			out[i] += r.Mods[i]
		}
	}
	return out
}

// String is the result for players: "Side 1 9, Side 2 7: Side 1 wins".
func (r *InitiativeResult) String() string {
	parts := make([]string, len(r.Sides))
	for i, t := range r.Totals() {
		parts[i] = fmt.Sprintf("%s %d", r.Sides[i], t)
	}
	s := strings.Join(parts, ", ") + ": " + r.Winner + " wins"
	if n := len(r.Rounds) - 1; n > 0 {
		s += fmt.Sprintf(" (%d tie%s rolled again)", n, map[bool]string{true: "", false: "s"}[n == 1])
	}
	return s
}

func (e *Initiative) apply(s *State, t *tape) error {
	if err := s.phaseOnly("initiative", PhaseInitiative); err != nil {
		return err
	}
	switch {
	case s.Initiative != nil && s.Initiative.Turn == s.Turn:
		return fmt.Errorf("initiative: already rolled for turn %d (%s); undo it to roll again", s.Turn, s.Initiative)
	case len(e.Sides) < 2:
		return fmt.Errorf("initiative: %d side(s); it takes two or more", len(e.Sides))
	case len(e.Mods) != 0 && len(e.Mods) != len(e.Sides):
		return fmt.Errorf("initiative: %d modifiers for %d sides", len(e.Mods), len(e.Sides))
	}
	for i, side := range e.Sides {
		if side == "" || slices.Contains(e.Sides[:i], side) {
			return fmt.Errorf("initiative: side names must be distinct and not empty: %q", e.Sides)
		}
	}
	for _, m := range e.Mods {
		if m < -10 || m > 10 {
			return fmt.Errorf("initiative: modifier %+d out of range -10 to +10", m)
		}
	}
	r := &InitiativeResult{Turn: s.Turn, Sides: slices.Clone(e.Sides), Mods: slices.Clone(e.Mods)}
	for len(r.Rounds) < 100 { // a tie is rolled again (003 L585)
		round := make([]int, len(e.Sides))
		for i, side := range e.Sides {
			v, err := t.d66(side, fmt.Sprintf("Initiative, turn %d", s.Turn), 0)
			if err != nil {
				return err
			}
			round[i] = v
		}
		r.Rounds = append(r.Rounds, round)
		totals := r.Totals()
		top := slices.Max(totals)
		if countOf(totals, top) == 1 {
			r.Winner = e.Sides[slices.Index(totals, top)]
			break
		}
	}
	if r.Winner == "" {
		return fmt.Errorf("initiative: still tied after %d rounds", len(r.Rounds))
	}
	s.Initiative = r
	s.Report = append(s.Report, "initiative: "+r.String())
	s.brief(nil, "initiative %s", r)
	return nil
}

// countOf counts the values equal to v.
func countOf(vs []int, v int) int {
	n := 0
	for _, x := range vs {
		if x == v {
			n++
		}
	}
	return n
}
