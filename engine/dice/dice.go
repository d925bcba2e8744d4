// Package dice holds dice expressions (1D6, 2D6, 3D6, 1D10 with modifiers),
// their exact probabilities, random sources and the record of a roll.
//
// Every random number in Lancemate comes through a Source, so a test can
// script the faces, the browser can use a crypto-backed source, and a player
// can type the faces of physical dice instead (Expr.Typed).
package dice

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxCount and MaxSides bound an expression so that probabilities stay exact
// in int64 and a typo cannot ask for a million dice.
const (
	MaxCount = 10
	MaxSides = 20
)

// Expr is a dice expression: Count dice of Sides faces, plus Mod.
type Expr struct {
	Count int `json:"count"`
	Sides int `json:"sides"`
	Mod   int `json:"mod,omitempty"`
}

// Common expressions.
var (
	D6      = Expr{Count: 1, Sides: 6}
	TwoD6   = Expr{Count: 2, Sides: 6}
	ThreeD6 = Expr{Count: 3, Sides: 6}
	D10     = Expr{Count: 1, Sides: 10}
)

// Parse reads an expression such as "2D6", "1d10+2" or "3D6-1". A missing
// count means one die ("D6").
func Parse(s string) (Expr, error) {
	in := strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(s), " ", ""))
	d := strings.IndexByte(in, 'D')
	if d < 0 {
		return Expr{}, fmt.Errorf("dice expression %q: want the form 2D6 or 1D10+1", s)
	}
	e := Expr{Count: 1}
	if d > 0 {
		n, err := strconv.Atoi(in[:d])
		if err != nil {
			return Expr{}, fmt.Errorf("dice expression %q: count %q is not a number", s, in[:d])
		}
		e.Count = n
	}
	rest := in[d+1:]
	sidesEnd := strings.IndexAny(rest, "+-")
	sides, mod := rest, ""
	if sidesEnd >= 0 {
		sides, mod = rest[:sidesEnd], rest[sidesEnd:]
	}
	n, err := strconv.Atoi(sides)
	if err != nil {
		return Expr{}, fmt.Errorf("dice expression %q: sides %q is not a number", s, sides)
	}
	e.Sides = n
	if mod != "" {
		m, err := strconv.Atoi(mod)
		if err != nil {
			return Expr{}, fmt.Errorf("dice expression %q: modifier %q is not a number", s, mod)
		}
		e.Mod = m
	}
	if err := e.Validate(); err != nil {
		return Expr{}, fmt.Errorf("dice expression %q: %w", s, err)
	}
	return e, nil
}

// Validate reports whether the expression is one Lancemate can roll.
func (e Expr) Validate() error {
	if e.Count < 1 || e.Count > MaxCount {
		return fmt.Errorf("dice count %d out of range 1-%d", e.Count, MaxCount)
	}
	if e.Sides < 2 || e.Sides > MaxSides {
		return fmt.Errorf("die sides %d out of range 2-%d", e.Sides, MaxSides)
	}
	return nil
}

// String writes the expression in the rulebooks' form, e.g. "2D6+1".
func (e Expr) String() string {
	s := fmt.Sprintf("%dD%d", e.Count, e.Sides)
	switch {
	case e.Mod > 0:
		s += fmt.Sprintf("+%d", e.Mod)
	case e.Mod < 0:
		s += strconv.Itoa(e.Mod)
	}
	return s
}

// Min is the lowest possible total.
func (e Expr) Min() int { return e.Count + e.Mod }

// Max is the highest possible total.
func (e Expr) Max() int { return e.Count*e.Sides + e.Mod }
