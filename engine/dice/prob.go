package dice

import "fmt"

// Prob is an exact probability Num/Den, kept in lowest terms.
type Prob struct {
	Num int64 `json:"num"`
	Den int64 `json:"den"`
}

// Float64 is the probability as a float.
func (p Prob) Float64() float64 {
	if p.Den == 0 {
		return 0
	}
	return float64(p.Num) / float64(p.Den)
}

// Percent formats the probability for a player: "58.3%", "100%", "0%".
func (p Prob) Percent() string {
	switch {
	case p.Num == 0:
		return "0%"
	case p.Num == p.Den:
		return "100%"
	}
	v := p.Float64() * 100
	if v < 0.1 {
		return "<0.1%"
	}
	if v > 99.9 {
		return ">99.9%"
	}
	return fmt.Sprintf("%.1f%%", v)
}

// String writes the fraction, e.g. "21/36".
func (p Prob) String() string { return fmt.Sprintf("%d/%d", p.Num, p.Den) }

// NewProb is num/den in lowest terms, for a game's own odds (an attack
// roll's automatic miss and hit); den must be positive.
func NewProb(num, den int64) Prob { return newProb(num, den) }

func newProb(num, den int64) Prob {
	if num == 0 {
		return Prob{0, 1}
	}
	g := gcd(num, den)
	return Prob{num / g, den / g}
}

// Ways returns, for every total from Min to Max, the number of the
// Sides^Count equally likely face combinations that produce it.
func (e Expr) Ways() []int64 {
	ways := []int64{1} // index = sum of faces - number of dice so far
	for range e.Count {
		next := make([]int64, len(ways)+e.Sides-1)
		for i, w := range ways {
			for f := range e.Sides {
				next[i+f] += w
			}
		}
		ways = next
	}
	return ways
}

// Outcomes is the number of equally likely face combinations.
func (e Expr) Outcomes() int64 {
	n := int64(1)
	for range e.Count {
		n *= int64(e.Sides)
	}
	return n
}

// Chance is the exact probability that a roll totals at least target, the
// success test of every game Lancemate supports (003 L360).
func (e Expr) Chance(target int) Prob {
	var hit int64
	for i, w := range e.Ways() {
		if e.Min()+i >= target {
			hit += w
		}
	}
	return newProb(hit, e.Outcomes())
}

// ChanceExactly is the probability that a roll totals exactly total.
func (e Expr) ChanceExactly(total int) Prob {
	i := total - e.Min()
	ways := e.Ways()
	if i < 0 || i >= len(ways) {
		return Prob{0, 1}
	}
	return newProb(ways[i], e.Outcomes())
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
