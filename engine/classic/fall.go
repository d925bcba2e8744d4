package classic

import "fmt"

// FallDamage is the damage a 'Mech takes from a fall: 1 point per 10 tons
// (rounding up) × (levels fallen + 1) (003 L3363), halved (round down) when
// it falls while standing in Depth 1 or deeper water (003 L3367). Falls are
// 0-level unless stated (003 L3311). Apply it in 5-point groupings
// (Groupings) on the Hit Location Table column from FacingAfterFall.
func FallDamage(tons, levels int, inWater bool) (int, error) {
	if tons <= 0 || levels < 0 {
		return 0, fmt.Errorf("fall of a %d-ton 'Mech over %d levels", tons, levels)
	}
	d := ceilDiv(tons, 10) * (levels + 1)
	if inWater {
		d /= 2
	}
	return d, nil
}

// FallIntoWaterDamage is the damage of a 'Mech above the surface falling
// into water: tonnage/10 (round up) × (levels fallen + 1)/2 for the
// surface and tonnage/10 (round up) × (depth + 1)/2 for the bottom,
// resolved separately, fractions rounded down (003 L3369).
func FallIntoWaterDamage(tons, levels, depth int) (surface, bottom int, err error) {
	if tons <= 0 || levels < 0 || depth < 1 {
		return 0, 0, fmt.Errorf("fall of a %d-ton 'Mech over %d levels into Depth %d water", tons, levels, depth)
	}
	t := ceilDiv(tons, 10)
	return t * (levels + 1) / 2, t * (depth + 1) / 2, nil
}

// FallFacing is a row of the Facing After Fall Table.
type FallFacing struct {
	// Hexsides is the new facing, hexsides turned clockwise (0-5).
	Hexsides int `json:"hexsides"`
	// Side is the Hit Location Table column used for the fall damage.
	Side Direction `json:"side"`
}

// FacingAfterFall reads the Facing After Fall Table (1D6; 003
// L3373-3381). The fallen 'Mech lies prone face down (003 L3317).
func FacingAfterFall(roll int) (FallFacing, error) {
	rows := [6]FallFacing{
		{0, Front}, // 1 Same Direction, L3376
		{1, Right}, // 2 1 Hexside Right, L3377
		{2, Right}, // 3 2 Hexsides Right, L3378
		{3, Rear},  // 4 Opposite Direction, L3379
		{4, Left},  // 5 2 Hexsides Left, L3380
		{5, Left},  // 6 1 Hexside Left, L3381
	}
	if roll < 1 || roll > 6 {
		return FallFacing{}, fmt.Errorf("facing after fall roll %d out of range 1-6", roll)
	}
	return rows[roll-1], nil
}

// fallPilotNote records the union of the two automatic-damage lists.
const fallPilotNote = "The seed lists two sets of conditions for automatic pilot damage in a fall: unconscious, immobile, or target above 12 (003 L3339); unconscious, shut down, or both legs lost (003 L3395). Lancemate applies all of them (digest 16.2 #6)."

// FallPilotPSR is the second roll made after every fall, before its damage
// is applied: all modifiers of the PSR that caused the fall (in), +1 per
// level above 1 fallen, +6 for a destroyed gyro and +5 for a destroyed leg
// when they caused the fall (003 L3335-3337, L3214-3216). The +6 is the
// gyro's whole modifier, "+3 if damaged, +3 if destroyed (cumulative)"
// (003 L2738): a hit in an earlier phase (GyroHits) is not added again. Failure (or
// AutoFailure) means 1 pilot damage. The pilot is damaged automatically
// when unconscious, the 'Mech is immobile or shut down, both legs are lost,
// the fall follows a reactor shutdown, or the target is above 12 (003
// L3339, L3395, L3212, L2521; digest 16.2 #6).
func FallPilotPSR(in PSRInput, levels int) (Result, error) {
	if err := in.validate(); err != nil {
		return Result{}, err
	}
	if levels < 0 {
		return Result{}, fmt.Errorf("levels fallen %d is negative", levels)
	}
	r := in.modifiers()
	if levels > 1 {
		r.add(fmt.Sprintf("Fell %d levels (+1 per level above 1)", levels), levels-1, "003 L3178, L3337")
	}
	if has(in.Events, GyroDestroyed) {
		r.add("Gyro destroyed (fall damage roll)", 6, "003 L3214, L2734, L2738")
	}
	if n := count(in.Events, LegDestroyed); n > 0 {
		// +5 for each leg destroyed, each its own row of the PSR table
		// (003 L3149, L3216).
		r.add(fmt.Sprintf("Leg destroyed (fall damage roll) ×%d", n), 5*n, "003 L3216")
	}
	lost := 0
	for _, l := range in.Legs {
		if l.Destroyed {
			lost++
		}
	}
	lost += count(in.Events, LegDestroyed)
	switch {
	case in.Unconscious:
		r.failOutright("the MechWarrior is unconscious (003 L3339, L3395)")
	case in.Immobile:
		r.failOutright("the 'Mech is immobile (003 L3339)")
	case in.ShutDown || has(in.Events, ReactorShutdown):
		r.failOutright("the 'Mech is shut down (003 L3395, L3212)")
	case lost >= 2 && !in.Quad, lost >= 3:
		// A quad with three legs destroyed is treated as a biped that
		// lost both legs (003 L2529).
		r.failOutright("the 'Mech has lost both legs (003 L3395, L2521, L2529)")
	}
	r.finish()
	if r.AutoFailure {
		r.Modifiers = append(r.Modifiers, Modifier{Label: "Automatic pilot damage", Cite: "003 L3339, L3395", Note: fallPilotNote})
	}
	return r, nil
}

// consciousness is the Warrior Data block (003 L3407-3416): the
// Consciousness number for 1 to 5 hits taken; the sixth hit kills.
var consciousness = [5]int{3, 5, 7, 10, 11}

// ConsciousnessNumber is the 2D6 roll a MechWarrior with hits damage must
// make to stay (or wake up) conscious (003 L3405, L3413-3414, L3430). dead
// is true at 6 hits or more (003 L3389, L3422).
func ConsciousnessNumber(hits int) (number int, dead bool, err error) {
	switch {
	case hits < 1:
		return 0, false, fmt.Errorf("hits taken %d: a Consciousness Roll follows damage (1-5 hits)", hits)
	case hits >= 6:
		return 0, true, nil
	}
	return consciousness[hits-1], false, nil
}
