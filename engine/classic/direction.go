package classic

import "lancemate/engine/internal/enum"

// Direction is the side of the target an attack (or a fall) strikes
// (003 L1869-1879). Front and Rear share a column on every hit location
// table; a Rear hit on a torso strikes its rear armor (003 L1927, L2371).
type Direction int

// The four attack directions.
const (
	Front Direction = iota
	Rear
	Left
	Right
)

var directionNames = []string{"front", "rear", "left", "right"}

// String is "front", "rear", "left" or "right".
func (d Direction) String() string { return enum.Name(d, directionNames, "Direction") }

// Valid reports whether d is one of the four directions.
func (d Direction) Valid() bool { return d >= Front && d <= Right }

// MarshalText writes the lower-case name.
func (d Direction) MarshalText() ([]byte, error) { return enum.Text(d, directionNames, "direction") }

// UnmarshalText reads the lower-case name.
func (d *Direction) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Direction](b, directionNames, "direction")
	if err != nil {
		return err
	}
	*d = v
	return nil
}
