// Package classic holds the tables and calculators of classic BattleTech as
// written in the BattleMech Manual (seed 003): locations, movement, to-hit,
// cluster hits, hit locations, heat scale, piloting skill rolls and physical
// attacks. It is pure Go and stateless; the 'Mech in play lives in
// engine/game.
package classic

import (
	"fmt"

	"lancemate/engine/internal/enum"
)

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

var configNames = []string{"biped", "quad"}

// String is "biped" or "quad".
func (c Config) String() string { return enum.Name(c, configNames, "Config") }

// MarshalText writes "biped" or "quad".
func (c Config) MarshalText() ([]byte, error) { return enum.Text(c, configNames, "config") }

// UnmarshalText reads "biped" or "quad".
func (c *Config) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Config](b, configNames, "config")
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// Valid reports whether c is Biped or Quad.
func (c Config) Valid() bool { return c == Biped || c == Quad }

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

// Slots is the number of critical slots of a biped location: six in the head
// and legs, twelve elsewhere (003 L394). Use SlotsFor for a quad.
func (l Location) Slots() int { return l.SlotsFor(Biped) }

// SlotsFor is the number of critical slots for the given body plan. 003 L394
// gives six slots to "the head and legs" and never states a separate count
// for a quad's legs (digest 16.2 #25). Lancemate reads L394 literally: a
// quad's front legs are legs, so all four of its legs have six slots; only
// the torsos keep twelve.
func (l Location) SlotsFor(c Config) int {
	if l == Head || l.IsLeg(c) {
		return 6
	}
	return 12
}

// IsLeg reports whether the location is a leg for the body plan: LL and RL
// for a biped, all four limbs for a quad (003 L390; "any hit to a leg—front
// or rear—constitutes a leg hit", 003 L1498).
func (l Location) IsLeg(c Config) bool {
	switch l {
	case LeftLeg, RightLeg:
		return true
	case LeftArm, RightArm:
		return c == Quad
	}
	return false
}

// IsArm reports whether the location is an arm; a quad has none (003 L390).
func (l Location) IsArm(c Config) bool {
	return (l == LeftArm || l == RightArm) && c != Quad
}

// IsTorso reports whether the location is one of the three torsos.
func (l Location) IsTorso() bool { return l.HasRear() }

// Valid reports whether l is one of the eight locations.
func (l Location) Valid() bool { return l >= Head && l <= RightLeg }

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
