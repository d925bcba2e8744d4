package clicks

import (
	"testing"

	"lancemate/engine/dice"
)

// The attack roll's odds count the white dice's automatic miss and hit
// (000 L366, L370, L372): no need makes an attack sure or hopeless.
func TestAttackChance(t *testing.T) {
	for _, tt := range []struct {
		need int
		want string
		why  string
	}{
		{-5, "35/36", "a need below the dice still misses on white 2 (000 L366)"},
		{2, "35/36", "a shut-down target needing 2+ is not 100%"},
		{4, "35/36", "a Push needing 4+: every white 2 misses, every other roll totals 4 or more"},
		{8, "5/6", "181 rolls total 8+, less white 1-1 with black 6"},
		{11, "1/2", "no critical changes a need of 11"},
		{14, "1/6", "35 rolls total 14+, plus white 6-6 with black 1 (13)"},
		{18, "1/36", "only the six white 12s"},
		{25, "1/36", "more than 18 still hits on white 12 (000 L372)"},
	} {
		if got := AttackChance(tt.need).String(); got != tt.want {
			t.Errorf("AttackChance(%d) = %s, want %s: %s", tt.need, got, tt.want, tt.why)
		}
	}
}

// Counting the criticals changes the plain 3d6 odds only at the ends.
func TestAttackChanceAgainstPlainDice(t *testing.T) {
	for need := 3; need <= 18; need++ {
		plain := dice.Expr{Count: 3, Sides: 6}.Chance(need)
		got := AttackChance(need)
		diff := got.Float64() - plain.Float64()
		switch {
		case need <= 8 && diff >= 0:
			t.Errorf("need %d: %s should be below the plain %s (white 2 misses)", need, got, plain)
		case need >= 14 && diff <= 0:
			t.Errorf("need %d: %s should be above the plain %s (white 12 hits)", need, got, plain)
		case need > 8 && need < 14 && diff != 0:
			t.Errorf("need %d: %s should equal the plain %s", need, got, plain)
		}
	}
}

// A roll that is not an attack is the plain chance of its target; a table
// roll has none.
func TestNeedDiceChance(t *testing.T) {
	pilot := &NeedDice{Expr: dice.Expr{Count: 3, Sides: 6}, Purpose: "piloting check", Target: 4}
	if got := pilot.Chance().String(); got != "215/216" {
		t.Errorf("piloting check 4+: %s, want 215/216 (no automatic miss, 000 L242)", got)
	}
	table := &NeedDice{Expr: dice.Expr{Count: 2, Sides: 6}, Purpose: "injury table"}
	if got := table.Chance(); got.Num != 0 {
		t.Errorf("a table roll has no chance: %s", got)
	}
	atk := &NeedDice{Expr: dice.Expr{Count: 3, Sides: 6}, Purpose: "attack roll", Attack: true, Needs: []TargetNeed{{"b", 0}}}
	if got := atk.Chance().String(); got != "35/36" {
		t.Errorf("attack needing 0: %s, want 35/36", got)
	}
}
