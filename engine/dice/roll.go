package dice

import (
	"fmt"
	"time"
)

// Roll is the outcome of rolling an expression: the face of every die in
// order and the total including the modifier. Physical is true when the
// player typed the faces of real dice.
type Roll struct {
	Expr     Expr  `json:"expr"`
	Faces    []int `json:"faces"`
	Total    int   `json:"total"`
	Physical bool  `json:"physical,omitempty"`
}

// Roll rolls the expression with src.
func (e Expr) Roll(src Source) Roll {
	faces := make([]int, e.Count)
	total := e.Mod
	for i := range faces {
		faces[i] = src.Intn(e.Sides) + 1
		total += faces[i]
	}
	return Roll{Expr: e, Faces: faces, Total: total}
}

// Typed builds the roll of physical dice from the faces the player read off
// them. It checks that there is one face per die and that each is on the die.
func (e Expr) Typed(faces ...int) (Roll, error) {
	if err := e.Validate(); err != nil {
		return Roll{}, err
	}
	if len(faces) != e.Count {
		return Roll{}, fmt.Errorf("%s needs %d dice, got %d", e, e.Count, len(faces))
	}
	total := e.Mod
	for i, f := range faces {
		if f < 1 || f > e.Sides {
			return Roll{}, fmt.Errorf("%s: die %d shows %d, but a D%d has faces 1-%d", e, i+1, f, e.Sides, e.Sides)
		}
		total += f
	}
	return Roll{Expr: e, Faces: append([]int(nil), faces...), Total: total, Physical: true}, nil
}

// Entry is one line of the persistent roll log: when, what for, and the roll.
type Entry struct {
	ID      string    `json:"id"`
	Time    time.Time `json:"time"`
	Purpose string    `json:"purpose"`
	Target  int       `json:"target,omitempty"` // 0 when the roll had no target number
	Roll
}

// Success reports whether the roll met its target number; ok is false when
// the entry had no target.
func (en Entry) Success() (success, ok bool) {
	if en.Target == 0 {
		return false, false
	}
	return en.Total >= en.Target, true
}

// Validate checks an entry read back from storage or an import file.
func (en Entry) Validate() error {
	if en.ID == "" {
		return fmt.Errorf("roll log entry has no id")
	}
	if err := en.Expr.Validate(); err != nil {
		return fmt.Errorf("roll log entry %s: %w", en.ID, err)
	}
	if _, err := en.Expr.Typed(en.Faces...); err != nil {
		return fmt.Errorf("roll log entry %s: %w", en.ID, err)
	}
	sum := en.Expr.Mod
	for _, f := range en.Faces {
		sum += f
	}
	if sum != en.Total {
		return fmt.Errorf("roll log entry %s: faces %v%+d add up to %d, not the recorded %d", en.ID, en.Faces, en.Expr.Mod, sum, en.Total)
	}
	return nil
}
