package stable

// ceilDiv is a/b rounded up for a >= 0, b > 0: the seed rounds money and
// fame up (000 L692, L855, L880, L892) and integer arithmetic keeps 1.1 x 390
// at 429 (digest A17).
func ceilDiv(a, b int) int { return (a + b - 1) / b }

// pct is p percent of a, rounded up.
func pct(a, p int) int {
	if a <= 0 {
		return a * p / 100
	}
	return ceilDiv(a*p, 100)
}

// plusPct is a raised by p percent, rounded up (000 L149-157; G-27).
func plusPct(a, p int) int { return a + pct(a, p) }
