// Package classic holds the tables and calculators of classic BattleTech as
// written in the BattleMech Manual (seed 003): locations, movement, to-hit,
// cluster hits, hit locations, heat scale, piloting skill rolls and physical
// attacks. It is pure Go and stateless; the 'Mech in play lives in
// engine/game.
package classic

import "fmt"

// Location is one of the eight locations of a BattleMech (003 L390).
type Location int

// The eight locations. For a four-legged 'Mech the arms are the front legs
// and the legs are the rear legs (003 L1927-1938, L2536).
const (
	Head Location = iota
	CenterTorso
	LeftTorso
	RightTorso
	LeftArm
	RightArm
	LeftLeg
	RightLeg
)

// Locations lists every location in record-sheet order.
var Locations = []Location{Head, CenterTorso, LeftTorso, RightTorso, LeftArm, RightArm, LeftLeg, RightLeg}

// Config is a 'Mech's body plan.
type Config int

// Body plans the engine supports.
const (
	Biped Config = iota
	Quad
)

var locationCodes = [...]string{"HD", "CT", "LT", "RT", "LA", "RA", "LL", "RL"}

// Code is the two-letter record-sheet abbreviation (HD, CT, LT, ...).
func (l Location) Code() string {
	if l < Head || l > RightLeg {
		return fmt.Sprintf("Location(%d)", int(l))
	}
	return locationCodes[l]
}

// String is the same as Code.
func (l Location) String() string { return l.Code() }

// ParseLocation reads a two-letter code such as "LT".
func ParseLocation(code string) (Location, error) {
	for i, c := range locationCodes {
		if c == code {
			return Location(i), nil
		}
	}
	return 0, fmt.Errorf("unknown location %q (want one of HD CT LT RT LA RA LL RL)", code)
}

// Name is the full name of the location for the given body plan, e.g.
// "Left Front Leg" for a quad's left arm position (003 L1927-1938).
func (l Location) Name(c Config) string {
	biped := [...]string{"Head", "Center Torso", "Left Torso", "Right Torso", "Left Arm", "Right Arm", "Left Leg", "Right Leg"}
	quad := [...]string{"Head", "Center Torso", "Left Torso", "Right Torso", "Left Front Leg", "Right Front Leg", "Left Rear Leg", "Right Rear Leg"}
	if l < Head || l > RightLeg {
		return l.Code()
	}
	if c == Quad {
		return quad[l]
	}
	return biped[l]
}

// HasRear reports whether the location has a rear armor facing (the three
// torsos; 003 L2371).
func (l Location) HasRear() bool { return l == CenterTorso || l == LeftTorso || l == RightTorso }

// Slots is the number of critical slots: six in the head and legs, twelve
// elsewhere (003 L394).
func (l Location) Slots() int {
	if l == Head || l == LeftLeg || l == RightLeg {
		return 6
	}
	return 12
}

// MarshalText writes the two-letter code, so locations read well in saved
// games and scenario files.
func (l Location) MarshalText() ([]byte, error) {
	if l < Head || l > RightLeg {
		return nil, fmt.Errorf("invalid location %d", int(l))
	}
	return []byte(l.Code()), nil
}

// UnmarshalText reads a two-letter code.
func (l *Location) UnmarshalText(b []byte) error {
	v, err := ParseLocation(string(b))
	if err != nil {
		return err
	}
	*l = v
	return nil
}
