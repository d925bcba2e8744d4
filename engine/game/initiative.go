package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Initiative is the Initiative Phase's roll (003 L583-585): one player of
// each side rolls 2D6 and the higher total wins; a tie at the top is rolled
// again by every side. The tape holds each side's 2D6 in order, round after
// round. The side that loses moves and fires first (003 L589, L599).
// Modifiers (a command 'Mech +1, a battle computer +2, 003 L4852-4874) are
// the players' to add.
type Initiative struct {
	// Sides names the sides, two or more, e.g. "Player 1", "Player 2".
	Sides []string `json:"sides"`
	Rolls
}

// Type implements Event.
func (*Initiative) Type() string { return "initiative" }

// InitiativeResult is a turn's Initiative: every side's 2D6, round by
// round, and the winner. The game never changes one once it is made.
type InitiativeResult struct {
	Turn  int      `json:"turn"`
	Sides []string `json:"sides"`
	// Rolls holds each round's 2D6, one per side in the order of Sides;
	// every round but the last was a tie at the top.
	Rolls  []int  `json:"rolls"`
	Winner string `json:"winner"`
}

// String is the result for players: "Side 1 rolled 9, Side 2 rolled 7:
// won by Side 1 (a tie rolled again)".
func (r *InitiativeResult) String() string {
	n := len(r.Sides)
	last := r.Rolls[len(r.Rolls)-n:]
	s := ""
	for i, v := range last {
		if i > 0 {
			s += ", "
		}
		s += r.Sides[i] + " rolled " + strconv.Itoa(v)
	}
	s += ": won by " + r.Winner
	if ties := len(r.Rolls)/n - 1; ties == 1 {
		s += " (a tie rolled again)"
	} else if ties > 1 {
		s += " (" + strconv.Itoa(ties) + " ties rolled again)"
	}
	return s
}

func (e *Initiative) apply(s *State, t *tape) error {
	if err := s.phaseOnly("initiative", PhaseInitiative); err != nil {
		return err
	}
	if s.Initiative != nil && s.Initiative.Turn == s.Turn {
		return fmt.Errorf("initiative: already rolled for turn %d; undo it to roll again", s.Turn)
	}
	ok := len(e.Sides) >= 2
	for i, side := range e.Sides {
		ok = ok && side != "" && !slices.Contains(e.Sides[:i], side)
	}
	if !ok {
		return fmt.Errorf("initiative: two or more sides with distinct names, not %q", strings.Join(e.Sides, ", "))
	}
	r := &InitiativeResult{Turn: s.Turn, Sides: slices.Clone(e.Sides)}
	purpose := "Initiative, turn " + strconv.Itoa(s.Turn)
	for r.Winner == "" { // a tie at the top is rolled again (003 L585)
		top, winner := 0, ""
		for _, side := range e.Sides {
			v, err := t.d66(side, purpose, 0)
			if err != nil {
				return err
			}
			r.Rolls = append(r.Rolls, v)
			switch {
			case v > top:
				top, winner = v, side
			case v == top:
				winner = ""
			}
		}
		r.Winner = winner
	}
	s.Initiative = r
	s.Report = append(s.Report, "initiative: "+r.String())
	s.brief(nil, "Initiative: %s", r)
	return nil
}
