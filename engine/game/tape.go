package game

import (
	"fmt"

	"lancemate/engine/dice"
)

// NeedRoll is the error Apply returns when an event's Rolls tape runs out:
// it names the roll the engine needs next. Append the result to the event's
// rolls and apply it again (Game.Fill does this with a dice.Source).
type NeedRoll struct {
	Unit    string    `json:"unit"`
	Dice    dice.Expr `json:"dice"`
	Purpose string    `json:"purpose"`
	// Target is the number to meet or beat, 0 for a table lookup roll.
	Target int `json:"target,omitempty"`
	// Index is the position of the missing roll in the tape.
	Index int `json:"index"`
}

func (e *NeedRoll) Error() string {
	s := fmt.Sprintf("unit %s: roll %d of the event is missing: %s for %s", e.Unit, e.Index+1, e.Dice, e.Purpose)
	if e.Target > 0 {
		s += fmt.Sprintf(" (target %d)", e.Target)
	}
	return s
}

// tape hands out the dice results an event carries, in order.
type tape struct {
	rolls []int
	pos   int
}

// roll returns the next result for a roll of e, checking it is a total the
// dice can show.
func (t *tape) roll(unit string, e dice.Expr, purpose string, target int) (int, error) {
	if t.pos >= len(t.rolls) {
		return 0, &NeedRoll{Unit: unit, Dice: e, Purpose: purpose, Target: target, Index: t.pos}
	}
	v := t.rolls[t.pos]
	if v < e.Min() || v > e.Max() {
		return 0, fmt.Errorf("unit %s: roll %d of the event is %d, but %s for %s gives %d-%d", unit, t.pos+1, v, e, purpose, e.Min(), e.Max())
	}
	t.pos++
	return v, nil
}

// d6 and d66 are the two rolls the rules use: 1D6 and 2D6.
func (t *tape) d6(unit, purpose string) (int, error) { return t.roll(unit, dice.D6, purpose, 0) }

func (t *tape) d66(unit, purpose string, target int) (int, error) {
	return t.roll(unit, dice.TwoD6, purpose, target)
}
