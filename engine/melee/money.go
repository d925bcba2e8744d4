package melee

// Gain is a change of Fame, Character Points and C-bills; negative values
// are penalties ("Numbers in ( ) are penalties", 001 L1484).
type Gain struct {
	Fame   int   `json:"fame"`
	CP     int   `json:"cp"`
	Cbills int64 `json:"cbills"`
}

// Add returns g plus o.
func (g Gain) Add(o Gain) Gain {
	return Gain{g.Fame + o.Fame, g.CP + o.CP, g.Cbills + o.Cbills}
}

// Times returns g counted n times (a row claimed "x2", 001 L1249-1251).
func (g Gain) Times(n int) Gain {
	return Gain{g.Fame * n, g.CP * n, g.Cbills * int64(n)}
}

// Round is the direction in which a ruleset rounds C-bill amounts to the
// nearest 10,000.
type Round int

// The rounding directions: Tournament 'Mech prices round down (001
// L185-187), League prices up (002 L15), League divided awards to the
// nearest 10,000, half up (002 L271-272, digest AMB-42).
const (
	Down Round = iota
	Up
	Nearest
)

// of returns num/den rounded to a multiple of 10,000 in direction r; num
// and den must not be negative.
func (r Round) of(num, den int64) int64 {
	unit := den * 10000
	switch r {
	case Up:
		num += unit - 1
	case Nearest:
		num += unit / 2
	}
	return num / unit * 10000
}

// pct returns x × p / 100, rounded down; with base costs in multiples of
// 10,000 the repair percentages are exact (001 L507-546).
func pct(x int64, p int) int64 { return x * int64(p) / 100 }

// halfUp returns a/b rounded half up, for a, b > 0 (digest AMB-42).
func halfUp(a, b int) int { return (2*a + b) / (2 * b) }
