package stable

import (
	"strings"
	"testing"
)

// The skill roll's die: the seed says a d6 (000 L69, L783) but its tables
// hold 9, 7, 8 and 6 skills (000 L77-143); the digest's default (G-08) is
// one face per skill, and the reason is given where it differs from a d6.
func TestSkillDie(t *testing.T) {
	for _, tt := range []struct {
		table string
		sides int
		d6    bool
	}{
		{"basic", 9, false}, {"piloting", 7, false}, {"gunnery", 8, false}, {"legendary", 6, true},
	} {
		r, ok := SkillDie(tt.table)
		if !ok {
			t.Fatalf("SkillDie(%q): no table", tt.table)
		}
		if r.Die.Count != 1 || r.Die.Sides != tt.sides {
			t.Errorf("%s: rolled with %s, want 1d%d", tt.table, r.Die, tt.sides)
		}
		says := strings.Contains(r.Why, "rules say to roll a six-sided die, but")
		if says == tt.d6 {
			t.Errorf("%s: why %q should explain the departure from a d6: %v", tt.table, r.Why, !tt.d6)
		}
		if !strings.Contains(r.Cite, "G-08") || !strings.Contains(r.Cite, "000 L69") {
			t.Errorf("%s: cite %q", tt.table, r.Cite)
		}
	}
	if _, ok := SkillDie("stable"); ok {
		t.Error("SkillDie(stable): there is no such skill table")
	}
}

// A Standard stable and an Advanced one with the same pilots: only the
// Advanced game has stable fame and payroll (000 L807, L876-894).
func TestStableFameAndPayrollByGame(t *testing.T) {
	pilots := []Pilot{{Name: "Kell", Fame: 250, WonLast: true}, {Name: "Ana", Fame: 40}}
	for _, tt := range []struct {
		game    Game
		sf, pay int
	}{
		{Basic, 0, 0}, {Standard, 0, 0}, {Advanced, 1 + 1 + 3, 3 + 1},
	} {
		s := State{Game: tt.game, Pilots: pilots}
		pay := 0
		for _, p := range s.Pilots {
			pay += s.PilotPayroll(p)
		}
		if got := StableFame(s); got != tt.sf {
			t.Errorf("%s: stable fame %d, want %d", tt.game, got, tt.sf)
		}
		if pay != tt.pay {
			t.Errorf("%s: payroll %d, want %d", tt.game, pay, tt.pay)
		}
		if tt.game.HasStableFame() != (tt.game == Advanced) || tt.game.HasPayroll() != (tt.game == Advanced) {
			t.Errorf("%s: HasStableFame %v, HasPayroll %v", tt.game, tt.game.HasStableFame(), tt.game.HasPayroll())
		}
	}
}
