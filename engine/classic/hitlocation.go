package classic

import "fmt"

// Hit is one result of a hit location table.
type Hit struct {
	// Location struck. For a quad, LeftArm/RightArm are the front legs
	// and LeftLeg/RightLeg the rear legs (003 L1927-1938).
	Location Location `json:"location"`
	// Rear is true when a torso is struck from the rear: the damage goes
	// to its rear armor (003 L1927, L2371).
	Rear bool `json:"rear,omitempty"`
	// CritChance is true on a hit location roll of 2: the attacker also
	// rolls on the Determining Critical Hits Table even if armor remains,
	// provided the hit deals at least 1 damage (003 L1940, L2564-2566).
	CritChance bool `json:"critChance,omitempty"`
	// Note explains a reading the seed leaves open; empty when the table
	// is unambiguous.
	Note string `json:"note,omitempty"`
}

// hitTable holds the 'Mech Hit Location Table (003 L1925-1940) for 2D6
// results 2 to 12, by column. The quad names in parentheses map biped arms
// to front legs and biped legs to rear legs, which is how Location already
// numbers them, so one table serves both body plans.
var hitTable = [3][11]Location{
	// Left Side: L1928-1938
	{LeftTorso, LeftLeg, LeftArm, LeftArm, LeftLeg, LeftTorso, CenterTorso, RightTorso, RightArm, RightLeg, Head},
	// Front/Rear
	{CenterTorso, RightArm, RightArm, RightLeg, RightTorso, CenterTorso, LeftTorso, LeftLeg, LeftArm, LeftArm, Head},
	// Right Side
	{RightTorso, RightLeg, RightArm, RightArm, RightLeg, RightTorso, CenterTorso, LeftTorso, LeftArm, LeftLeg, Head},
}

// column maps a direction to a table column: 0 left, 1 front/rear, 2 right.
func column(d Direction) int {
	switch d {
	case Left:
		return 0
	case Right:
		return 2
	}
	return 1
}

func checkHitArgs(c Config, d Direction) error {
	if !c.Valid() {
		return fmt.Errorf("invalid config %d", int(c))
	}
	if !d.Valid() {
		return fmt.Errorf("invalid direction %d", int(d))
	}
	return nil
}

func newHit(l Location, d Direction) Hit {
	return Hit{Location: l, Rear: d == Rear && l.HasRear()}
}

// HitLocation reads the 'Mech Hit Location Table (2D6; 003 L1925-1940) for
// a weapon attack, club, fall or any other hit that uses it. A roll of 2
// sets CritChance (003 L1940).
func HitLocation(c Config, d Direction, roll int) (Hit, error) {
	if err := checkHitArgs(c, d); err != nil {
		return Hit{}, err
	}
	if roll < 2 || roll > 12 {
		return Hit{}, fmt.Errorf("hit location roll %d out of range 2-12", roll)
	}
	h := newHit(hitTable[column(d)][roll-2], d)
	h.CritChance = roll == 2
	return h, nil
}

// quadFrontRearNote explains the quad Front/Rear cells that name two legs.
const quadFrontRearNote = "The table names a front and a rear leg in this cell (003 L2193-2194, L2270, L2274); Lancemate applies the front leg to attacks from the front and the rear leg to attacks from the rear (digest 16.2 #25)."

// frontOrRear picks the front leg for a front attack, the rear leg for a
// rear attack (digest 16.2 #25 default).
func frontOrRear(d Direction, front, rear Location) Hit {
	l := front
	if d == Rear {
		l = rear
	}
	return Hit{Location: l, Note: quadFrontRearNote}
}

// KickLocation reads the 'Mech Kick Location Table (1D6; 003 L2186-2194).
func KickLocation(c Config, d Direction, roll int) (Hit, error) {
	if err := checkHitArgs(c, d); err != nil {
		return Hit{}, err
	}
	if roll < 1 || roll > 6 {
		return Hit{}, fmt.Errorf("kick location roll %d out of range 1-6", roll)
	}
	low := roll <= 3 // rows "1-3" and "4-6"
	if c == Biped {
		// L2189-2190
		switch {
		case d == Left:
			return newHit(LeftLeg, d), nil
		case d == Right:
			return newHit(RightLeg, d), nil
		case low:
			return newHit(RightLeg, d), nil
		default:
			return newHit(LeftLeg, d), nil
		}
	}
	// Four-legged, L2193-2194
	switch {
	case d == Left && low:
		return newHit(LeftArm, d), nil
	case d == Left:
		return newHit(LeftLeg, d), nil
	case d == Right && low:
		return newHit(RightArm, d), nil
	case d == Right:
		return newHit(RightLeg, d), nil
	case low:
		return frontOrRear(d, RightArm, RightLeg), nil
	default:
		return frontOrRear(d, LeftArm, LeftLeg), nil
	}
}

// punchTable holds the biped 'Mech Punch Location Table (1D6; 003
// L2257-2266), columns left, front/rear, right.
var punchTable = [3][6]Location{
	{LeftTorso, LeftTorso, CenterTorso, LeftArm, LeftArm, Head},
	{LeftArm, LeftTorso, CenterTorso, RightTorso, RightArm, Head},
	{RightTorso, RightTorso, CenterTorso, RightArm, RightArm, Head},
}

// quadPunchTable is the four-legged table (003 L2268-2275); the
// front/rear cells of rows 1 and 5 name two legs and are resolved by
// frontOrRear.
var quadPunchTable = [3][6]Location{
	{LeftTorso, LeftTorso, CenterTorso, LeftArm, LeftLeg, Head},
	{LeftArm, LeftTorso, CenterTorso, RightTorso, RightArm, Head},
	{RightTorso, RightTorso, CenterTorso, RightArm, RightLeg, Head},
}

// PunchLocation reads the 'Mech Punch Location Table (1D6; 003
// L2257-2275), used by punches, DFA damage to the target and accidental
// falls from above.
func PunchLocation(c Config, d Direction, roll int) (Hit, error) {
	if err := checkHitArgs(c, d); err != nil {
		return Hit{}, err
	}
	if roll < 1 || roll > 6 {
		return Hit{}, fmt.Errorf("punch location roll %d out of range 1-6", roll)
	}
	if c == Quad && column(d) == 1 {
		switch roll {
		case 1:
			return frontOrRear(d, LeftArm, LeftLeg), nil
		case 5:
			return frontOrRear(d, RightArm, RightLeg), nil
		}
		return newHit(quadPunchTable[1][roll-1], d), nil
	}
	t := &punchTable
	if c == Quad {
		t = &quadPunchTable
	}
	return newHit(t[column(d)][roll-1], d), nil
}
