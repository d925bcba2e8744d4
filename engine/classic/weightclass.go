package classic

import "fmt"

// WeightClass is a 'Mech's weight class. Seed 003 names the four classes
// (e.g. the heavy Gauss rifle PSR modifier, 003 L6139) but gives their
// tonnage ranges nowhere; the Solaris Melee Challenge lists them
// (001 L1754-1766), and that table is used everywhere.
type WeightClass int

// The weight classes; Unclassed is a tonnage outside 20-100.
const (
	Unclassed WeightClass = iota
	Light
	Medium
	Heavy
	Assault
)

var weightClassNames = [...]string{"Unclassed", "Light", "Medium", "Heavy", "Assault"}

// String is the class name, e.g. "Heavy".
func (w WeightClass) String() string {
	if w < Unclassed || w > Assault {
		return fmt.Sprintf("WeightClass(%d)", int(w))
	}
	return weightClassNames[w]
}

// WeightClassOf returns the class of a 'Mech of the given tonnage:
// Light 20-35, Medium 40-55, Heavy 60-75, Assault 80-100 tons
// (001 L1754-1766). Tonnages between the listed steps of five belong to
// the class whose range they fall in (e.g. 37 t is Light).
func WeightClassOf(tons int) WeightClass {
	switch {
	case tons < 20 || tons > 100:
		return Unclassed
	case tons < 40:
		return Light
	case tons < 60:
		return Medium
	case tons < 80:
		return Heavy
	}
	return Assault
}
