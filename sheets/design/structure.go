package design

import (
	"fmt"

	"lancemate/engine/classic"
)

// ultralight holds the internal structure of 10- and 15-ton 'Mechs (head,
// center torso, side torso, arm, leg). Like classic's 20-100 ton table
// these values are not in the BattleMech Manual (digest Appendix A) but
// standard construction data; the corpus test checks that no armor value
// of the shared corpus exceeds twice them.
var ultralight = map[int][5]int{
	10: {3, 4, 3, 1, 2},
	15: {3, 5, 4, 2, 3},
}

// InternalStructure returns the internal structure points of every
// location for the design's tonnage and body plan: classic's table for
// 20-100 tons, the ultralight rows for 10 and 15 tons.
func InternalStructure(c classic.Config, tons int) (classic.Structure, error) {
	row, ok := ultralight[tons]
	if !ok {
		return classic.InternalStructure(c, tons)
	}
	if !c.Valid() {
		return classic.Structure{}, fmt.Errorf("invalid config %d", int(c))
	}
	arm := row[3]
	if c == classic.Quad {
		arm = row[4]
	}
	return classic.Structure{row[0], row[1], row[2], row[2], arm, arm, row[4], row[4]}, nil
}

// Structure is the design's internal structure, derived from its tonnage
// and body plan (see InternalStructure).
func (d Design) Structure() (classic.Structure, error) {
	return InternalStructure(d.Config, d.Tons)
}

// MaxArmor is the most armor a location may carry: 9 for the head, twice
// the internal structure elsewhere, front and rear together for a torso
// (digest Appendix A.2).
func MaxArmor(loc classic.Location, is classic.Structure) int {
	if loc == classic.Head {
		return 9
	}
	return 2 * is[loc]
}
