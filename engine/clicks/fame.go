package clicks

import (
	"cmp"
	"slices"
)

// FameRow is one row of the Earned Fame Chart.
type FameRow struct {
	Event string
	Fame  int
}

// EarnedFame is the Earned Fame Chart (000 L1080-1095; body L254-262).
var EarnedFame = []FameRow{
	{"Successful Death from Above, or a Throw damaging two or more Mechs", 3},
	{"Successful Alpha Strike, Bull Rush, Charge or Throw", 2},
	{"Eliminating a Mech by destroying or pilot ejecting", 1},
	{"Eliminating a Mech per class higher than yours", 2},
	{"Rolling a Critical Hit", 1},
	{"Not attacking in two consecutive turns or more (doubles each occurrence)", -1},
	{"Ejecting while not in salvage", -5},
	{"Crowd Pump after a Ranged Combat kill", 3},
	{"Crowd Pump after a Close Combat or Bull Rush kill", 5},
	{"Crowd Pump after a Charge kill", 7},
	{"Crowd Pump after a Death from Above kill", 10},
	{"Crowd Pump after eliminating the last opposing Mech as a Victory Lap", 1},
}

// Indexes into EarnedFame the engine uses.
const (
	fameDFA = iota
	fameSpecial
	fameKill
	fameClass
	fameCrit
	fameNoAttack
	fameEject
	famePumpRanged
	famePumpClose
	famePumpCharge
	famePumpDFA
	fameLap
)

// AttackFame is the fame for a successful attack of that kind: 3 for Death
// from Above, 2 for Bull Rush, Charge or Throw (000 L256-257; a Throw
// damages a single 'Mech, so its 3 is never reached here).
func AttackFame(a Action) int {
	switch a {
	case DFA:
		return EarnedFame[fameDFA].Fame
	case BullRush, Charge, Throw:
		return EarnedFame[fameSpecial].Fame
	}
	return 0
}

// KillFame is the fame for eliminating a 'Mech: 1, plus 2 per class the
// eliminated 'Mech is above the eliminator's (000 L258-259, L692; G-24).
func KillFame(mine, theirs Class) int {
	return EarnedFame[fameKill].Fame + EarnedFame[fameClass].Fame*max(0, int(theirs-mine))
}

// PumpFame is the Crowd Pump fame for a kill made by that action: ranged 3,
// close combat or Bull Rush 5, Charge 7, Death from Above 10 (000 L609-614,
// L1091-1094; digest G-38: Push counts as close combat).
func PumpFame(kill Action) int {
	switch kill {
	case DFA:
		return EarnedFame[famePumpDFA].Fame
	case Charge:
		return EarnedFame[famePumpCharge].Fame
	}
	if info, ok := Info(kill); ok && info.Group == Ranged {
		return EarnedFame[famePumpRanged].Fame
	}
	if info, ok := Info(kill); ok && info.Attack {
		return EarnedFame[famePumpClose].Fame
	}
	return 0
}

// NoAttackFame is the fame lost for the n-th consecutive turn without
// attacking: 0, -1, -2, -4, ... (000 L261, example L266).
func NoAttackFame(n int) int {
	if n < 2 {
		return 0
	}
	return EarnedFame[fameNoAttack].Fame << (n - 2)
}

// KillStones is the stones for eliminating a 'Mech: its point value / 10,
// rounded up (000 L692).
func KillStones(points int) int { return (points + 9) / 10 }

// credit gives the eliminator of m its kill: fame, stones, and a Crowd Pump
// owed in its next turn (000 L607, L692).
func (r *res) credit(by, m *Mech, kind Action) {
	if by == nil || by == m {
		return
	}
	by.Kills++
	by.Fame += KillFame(by.Figure.ClassOf(), m.Figure.ClassOf())
	by.Stones += KillStones(m.Figure.Points)
	if PumpFame(kind) > 0 {
		by.Pump, by.PumpTurn = kind, by.Turns+1
	}
	r.say("%s is credited with the kill of %s", by.ID, m.ID)
}

// Result is the outcome of a match, in the form a stable ledger takes in.
type Result struct {
	Entries []ResultEntry `json:"entries"`
}

// ResultEntry is one 'Mech's and pilot's outcome.
type ResultEntry struct {
	Mech   string `json:"mech"`
	Figure string `json:"figure"`
	Points int    `json:"points"`
	Pilot  string `json:"pilot"`
	Stable string `json:"stable,omitempty"`
	// Place is 1 for the winner to N for the first 'Mech out (000 L700-712).
	Place int `json:"place"`
	// PayoutPlace is the league place 1-8 paid out (digest G-26: with N
	// 'Mechs the i-th eliminated is 9-i; above 8 'Mechs the first ones out
	// share 8th).
	PayoutPlace int `json:"payout_place"`
	Fame        int `json:"fame"`
	Stones      int `json:"stones"` // from eliminations
	Kills       int `json:"kills"`
	// Clicks is the combat dial damage the 'Mech ends with.
	Clicks     int   `json:"clicks"`
	Salvaged   bool  `json:"salvaged,omitempty"`
	Eliminated bool  `json:"eliminated,omitempty"`
	Ejected    bool  `json:"ejected,omitempty"`
	Injuries   []int `json:"injuries,omitempty"`
}

// rank orders the 'Mechs still in the arena: not salvaged before salvaged,
// then most kills, most fame, least point value, fewest skills in the class,
// and the die roll (000 L700-712; digest G-48). Eliminated 'Mechs follow,
// the last out first.
func rank(ms []Mech) []int {
	idx := make([]int, len(ms))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		x, y := &ms[a], &ms[b]
		if x.Gone() || y.Gone() {
			return cmp.Or(cmp.Compare(b2i(x.Gone()), b2i(y.Gone())), cmp.Compare(y.Out, x.Out))
		}
		return cmp.Or(
			cmp.Compare(b2i(x.Salvaged), b2i(y.Salvaged)),
			cmp.Compare(y.Kills, x.Kills),
			cmp.Compare(y.Fame, x.Fame),
			cmp.Compare(x.Figure.Points, y.Figure.Points),
			cmp.Compare(x.Pilot.SkillsInClass, y.Pilot.SkillsInClass),
			cmp.Compare(y.TieRoll, x.TieRoll),
		)
	})
	return idx
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// PayoutPlace maps a place among n 'Mechs to the league place paid
// (000 L777; digest G-26; example L779: 6 players, winner 3rd).
func PayoutPlace(place, n int) int {
	if n <= 8 {
		return place + 8 - n
	}
	return min(place, 8)
}

// Result is the match result (complete once the match is over).
func (s *Match) Result() Result {
	var out Result
	for place, i := range rank(s.Mechs) {
		m := &s.Mechs[i]
		out.Entries = append(out.Entries, ResultEntry{
			Mech: m.ID, Figure: m.Figure.Name, Points: m.Figure.Points,
			Pilot: m.Pilot.Name, Stable: m.Pilot.Stable,
			Place: place + 1, PayoutPlace: PayoutPlace(place+1, len(s.Mechs)),
			Fame: m.Fame, Stones: m.Stones, Kills: m.Kills, Clicks: m.Click,
			Salvaged: m.Salvaged, Eliminated: m.Eliminated, Ejected: m.Ejected,
			Injuries: m.Pilot.Injuries,
		})
	}
	return out
}
