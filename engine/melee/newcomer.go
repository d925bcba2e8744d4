package melee

import "lancemate/engine/classic"

// newcomers is the start of a Tournament pilot joining mid-event, by
// weight class (001 L1257-1271).
var newcomers = [...]Gain{
	classic.Light:   {CP: 10, Cbills: 3000000},
	classic.Medium:  {CP: 15, Cbills: 5000000},
	classic.Heavy:   {CP: 20, Cbills: 7000000},
	classic.Assault: {CP: 20, Cbills: 8000000},
}

// NewcomerStart is the starting CP and C-bills of a Tournament pilot who
// joins mid-event, dies or goes bankrupt: the average tonnage of the
// 'Mechs in use, rounded down to 5, picks the weight class (001
// L1257-1279).
func NewcomerStart(avgTons int) Gain {
	c := classic.WeightClassOf(avgTons / 5 * 5)
	if c == classic.Unclassed {
		c = classic.Light
	}
	return newcomers[c]
}
