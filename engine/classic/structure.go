package classic

import "fmt"

// Structure holds one value per location, indexed by Location.
type Structure [8]int

// internalStructure is the standard internal structure by tonnage. It is
// NOT in the BattleMech Manual (digest 1.3, 16.1: 003 has no such table; its
// only data point is the 70-ton Grasshopper's arm, 11 points, 003 L2499).
// The values are the digest's Appendix A.1 [EXTERNAL], which the digest
// verified row by row against Solaris Skunk Werks and btmux.
// Columns: head, center torso, side torso, arm, leg.
var internalStructure = map[int][5]int{
	20:  {3, 6, 5, 3, 4},
	25:  {3, 8, 6, 4, 6},
	30:  {3, 10, 7, 5, 7},
	35:  {3, 11, 8, 6, 8},
	40:  {3, 12, 10, 6, 10},
	45:  {3, 14, 11, 7, 11},
	50:  {3, 16, 12, 8, 12},
	55:  {3, 18, 13, 9, 13},
	60:  {3, 20, 14, 10, 14},
	65:  {3, 21, 15, 10, 15},
	70:  {3, 22, 15, 11, 15},
	75:  {3, 23, 16, 12, 16},
	80:  {3, 25, 17, 13, 17},
	85:  {3, 27, 18, 14, 18},
	90:  {3, 29, 19, 15, 19},
	95:  {3, 30, 20, 16, 20},
	100: {3, 31, 21, 17, 21},
}

// InternalStructure returns the standard internal structure points of every
// location for a 'Mech of the given tonnage (20 to 100 in steps of 5).
// A quad uses the leg value for all four legs (digest Appendix A.1). The
// table comes from outside the BattleMech Manual (see internalStructure);
// a record sheet's own values take precedence.
func InternalStructure(c Config, tons int) (Structure, error) {
	if !c.Valid() {
		return Structure{}, fmt.Errorf("invalid config %d", int(c))
	}
	row, ok := internalStructure[tons]
	if !ok {
		return Structure{}, fmt.Errorf("no standard internal structure for %d tons (want 20-100 in steps of 5)", tons)
	}
	arm := row[3]
	if c == Quad {
		arm = row[4]
	}
	return Structure{
		Head:        row[0],
		CenterTorso: row[1],
		LeftTorso:   row[2],
		RightTorso:  row[2],
		LeftArm:     arm,
		RightArm:    arm,
		LeftLeg:     row[4],
		RightLeg:    row[4],
	}, nil
}
