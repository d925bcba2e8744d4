package classic

import "fmt"

// Crit is a result of the Determining Critical Hits Table.
type Crit struct {
	// Count is how many critical hit slots to roll.
	Count int `json:"count"`
	// BlownOff is true when the location itself is lost: a 12 on a head
	// hit blows the head off (003 L2752-2754), a 12 on an arm or leg blows
	// the limb off, automatically and instead of three critical hits
	// (003 L2671-2677, L2778-2784).
	BlownOff bool `json:"blownOff,omitempty"`
}

// CriticalHits reads the Determining Critical Hits Table (003 L2578-2586):
// 2-7 none, 8-9 one, 10-11 two, 12 head/limb blown off or, for a torso,
// three critical hits. roll is the natural 2D6 (2-12); modifier is the sum
// of roll modifiers such as hardened armor -2 (003 L2556), Primitive +2
// (003 L2560), reinforced structure -1 (003 L2562) or armor-piercing ammo
// (003 L6818-6828). A modified result above 12 counts as 12 (003 L2560);
// below 2 it is simply no critical hit.
func CriticalHits(loc Location, roll, modifier int) (Crit, error) {
	if !loc.Valid() {
		return Crit{}, fmt.Errorf("invalid location %d", int(loc))
	}
	if roll < 2 || roll > 12 {
		return Crit{}, fmt.Errorf("critical hits roll %d out of range 2-12", roll)
	}
	r := min(roll+modifier, 12)
	switch {
	case r <= 7: // L2581
		return Crit{}, nil
	case r <= 9: // L2582
		return Crit{Count: 1}, nil
	case r <= 11: // L2583
		return Crit{Count: 2}, nil
	case loc.IsTorso(): // L2584, footnote L2586
		return Crit{Count: 3}, nil
	default: // L2584: head or limb blown off
		return Crit{BlownOff: true}, nil
	}
}

// CriticalSlot turns the slot dice into a 0-based slot index on the
// location's Critical Hit Table (003 L2588-2596). For a six-slot location
// (head, legs) first is the single 1D6 and second must be 0. For a
// twelve-slot location first picks the block (1-3: slots 1-6, 4-6: slots
// 7-12) and second the slot within it; when one block holds only
// inapplicable slots, pass a first die that names the other block
// (003 L2596). An inapplicable slot means re-rolling both dice (003 L2594).
func CriticalSlot(c Config, loc Location, first, second int) (int, error) {
	if !c.Valid() {
		return 0, fmt.Errorf("invalid config %d", int(c))
	}
	if !loc.Valid() {
		return 0, fmt.Errorf("invalid location %d", int(loc))
	}
	if first < 1 || first > 6 {
		return 0, fmt.Errorf("critical slot die %d out of range 1-6", first)
	}
	if loc.SlotsFor(c) == 6 {
		if second != 0 {
			return 0, fmt.Errorf("%s has six slots: roll one die, not two", loc.Name(c))
		}
		return first - 1, nil
	}
	if second < 1 || second > 6 {
		return 0, fmt.Errorf("critical slot die %d out of range 1-6", second)
	}
	if first <= 3 {
		return second - 1, nil
	}
	return 6 + second - 1, nil
}
