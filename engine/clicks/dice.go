package clicks

import (
	"errors"
	"fmt"

	"lancemate/engine/dice"
	"lancemate/engine/journal"
)

// Dice is the tape of die faces an event carries, consumed in the order the
// rules ask for rolls. A 3D6 attack roll takes three faces: two white dice,
// then the black one (000 L59).
type Dice struct {
	Dice []int `json:"dice,omitempty"`
}

// Tape gives access to the faces, for AddDice and Fill.
func (d *Dice) Tape() *[]int { return &d.Dice }

// Rolled is an event that carries dice.
type Rolled interface {
	journal.Event[Match]
	Tape() *[]int
}

// NeedDice is the error Apply returns when an event's dice run out: it
// names the roll the rules ask for next. Append its faces (AddDice) or let
// Fill roll them.
type NeedDice struct {
	Mech    string    `json:"mech"`
	Expr    dice.Expr `json:"expr"`
	Purpose string    `json:"purpose"`
	Target  int       `json:"target,omitempty"` // 0 for a table roll
	Index   int       `json:"index"`            // first face's position in the tape
	// Attack marks an attack roll: the white dice's 2 always misses and 12
	// always hits (000 L366, L370). Needs is then each target's need.
	Attack bool         `json:"attack,omitempty"`
	Needs  []TargetNeed `json:"needs,omitempty"`
}

// TargetNeed is what an attack roll needs to hit one target: its defense
// and modifiers less the attack value and modifiers.
type TargetNeed struct {
	Mech string `json:"mech"`
	Need int    `json:"need"`
}

// Chance is the probability the roll succeeds, what the player sees before
// rolling. An attack roll at one target counts the automatic miss and hit
// (AttackChance); at several targets it is the chance to hit the first,
// each target's own is AttackChance(Needs[i].Need). Any other roll is at
// least Target on its dice; a table roll (Target 0) has no chance to show
// and gives 0.
func (e *NeedDice) Chance() dice.Prob {
	switch {
	case e.Attack && len(e.Needs) > 0:
		return AttackChance(e.Needs[0].Need)
	case e.Target > 0:
		return e.Expr.Chance(e.Target)
	}
	return dice.Prob{Den: 1}
}

// AttackChance is the exact probability that an attack roll (3d6: two
// white dice and the black one, 000 L59) hits when it needs need: a white
// 2 misses whatever the total, a white 12 hits whatever the need
// (000 L366, L370; "Even if you need more than 18 ... roll", L372). So no
// attack is sure: at best 35/36, at worst 1/36.
func AttackChance(need int) dice.Prob {
	hits := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			for c := 1; c <= 6; c++ {
				if (AttackRoll{a, b, c}).Hits(need) {
					hits++
				}
			}
		}
	}
	return dice.NewProb(int64(hits), 216)
}

func (e *NeedDice) Error() string {
	s := fmt.Sprintf("%s: roll %s for %s", e.Mech, e.Expr, e.Purpose)
	if e.Target > 0 {
		s += fmt.Sprintf(" (needs %d)", e.Target)
	}
	return s
}

// tape hands out an event's faces in order.
type tape struct {
	faces []int
	pos   int
}

// roll takes the faces of one roll of count dice of sides faces.
func (t *tape) roll(mech string, count, sides int, purpose string, target int) ([]int, error) {
	e := dice.Expr{Count: count, Sides: sides}
	if t.pos+count > len(t.faces) {
		return nil, &NeedDice{Mech: mech, Expr: e, Purpose: purpose, Target: target, Index: t.pos}
	}
	out := t.faces[t.pos : t.pos+count]
	if _, err := e.Typed(out...); err != nil {
		return nil, fmt.Errorf("%s: %s: %w", mech, purpose, err)
	}
	t.pos += count
	return out, nil
}

// sum rolls and adds up.
func (t *tape) sum(mech string, count, sides int, purpose string, target int) (int, error) {
	f, err := t.roll(mech, count, sides, purpose, target)
	n := 0
	for _, v := range f {
		n += v
	}
	return n, err
}

// Need returns the roll an event still needs against the journal's state,
// nil when it has all its dice; other errors are the event's own.
func Need(j *journal.Journal[Match], ev journal.Event[Match]) (*NeedDice, error) {
	_, err := j.Try(ev)
	var need *NeedDice
	if errors.As(err, &need) {
		return need, nil
	}
	return nil, err
}

// AddDice appends the faces of physical dice to an event, checking each is
// on a die of the needed kind.
func AddDice(ev Rolled, need *NeedDice, faces ...int) error {
	if _, err := need.Expr.Typed(faces...); err != nil {
		return fmt.Errorf("%s: %w", need.Purpose, err)
	}
	*ev.Tape() = append(*ev.Tape(), faces...)
	return nil
}

// Fill completes an event's dice from src, as many rolls as the rules ask
// for, then applies it. The event's tape is updated in place.
func Fill(j *journal.Journal[Match], ev Rolled, src dice.Source) error {
	for {
		need, err := Need(j, ev)
		if err != nil {
			return err
		}
		if need == nil {
			return j.Apply(ev)
		}
		*ev.Tape() = append(*ev.Tape(), need.Expr.Roll(src).Faces...)
	}
}
