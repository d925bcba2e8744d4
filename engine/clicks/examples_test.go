package clicks

import (
	"slices"
	"testing"
)

// The worked examples of digest A21 that concern the match side.

// EX-03 (000 L328): the ½ Move / Punch / Quick Shot heat.
func TestEX03ExtraHeat(t *testing.T) {
	for _, tt := range []struct {
		acts []Action
		want int
	}{
		{[]Action{HalfMove, Cool, QuickShot}, 1},
		{[]Action{Breakaway, HalfMove, Ready}, 0},
		{[]Action{HalfMove, QuickShot, QuickShot}, 2},
		{[]Action{Punch, Fire, Punch, HalfMove}, 2},
	} {
		if got := ExtraHeat(tt.acts); got != tt.want {
			t.Errorf("ExtraHeat(%v) = %d, want %d", tt.acts, got, tt.want)
		}
	}
}

// EX-02 (000 L214): Fire then ½ Move uses the 3 AP.
func TestEX02ActionPoints(t *testing.T) {
	fire, _ := Info(Fire)
	half, _ := Info(HalfMove)
	vent, _ := Info(Vent)
	if fire.AP+half.AP != 3 || vent.AP != 2 {
		t.Errorf("Fire %d + ½ Move %d, Vent %d", fire.AP, half.AP, vent.AP)
	}
}

// EX-04 (000 L350): a Move ends in base contact with the Atlas, which may
// free spin; so may a Charge's or Bull Rush's target not reached through
// its rear arc and a failed Death from Above's; a shut-down 'Mech may not
// (000 L296, L348, L541, L557, L569). The scenario contact-rush-range.json
// plays it with speed 4.
func TestEX04FreeSpin(t *testing.T) {
	s := &Match{Mechs: []Mech{{ID: "atlas"}, {ID: "off", Shutdown: true}},
		LastAttack: &AttackLog{Targets: []TargetLog{{Mech: "atlas"}}}}
	for _, tt := range []struct {
		e    Act
		want []string
	}{
		{Act{Action: Move, Into: []string{"atlas", "off"}}, []string{"atlas"}},
		{Act{Action: BullRush, Targets: []Target{{Mech: "atlas"}}}, []string{"atlas"}},
		{Act{Action: Charge, Targets: []Target{{Mech: "atlas", Rear: true}}}, nil},
		{Act{Action: DFA, Targets: []Target{{Mech: "atlas"}}}, []string{"atlas"}},
	} {
		if got := s.freeSpins(&tt.e); !slices.Equal(got, tt.want) {
			t.Errorf("%s: free spin %v, want %v", tt.e.Action, got, tt.want)
		}
	}
	s.LastAttack.Targets[0].Hit = true
	if got := s.freeSpins(&Act{Action: DFA, Targets: []Target{{Mech: "atlas"}}}); got != nil {
		t.Errorf("a Death from Above that hits leaves no free spin, got %v", got)
	}
}

// EX-05 (000 L551): movement 10: at most 9" before the attack, at least 1"
// after, 10" in all.
func TestEX05BullRush(t *testing.T) {
	for r, ok := range map[Rush]bool{{9, 1}: true, {5, 5}: true, {0, 1}: true,
		{10, 0}: false, {9, 0}: false, {5, 6}: false, {-1, 1}: false} {
		if err := r.Check(10); (err == nil) != ok {
			t.Errorf("%+v: %v", r, err)
		}
	}
}

// EX-26 (000 L931): 2" out of range, attack 10 against defense 21 needs
// 13 (21 - (10 - 2)); the damage, 5 - 2 = 3, is in TestDamageExamples.
func TestEX26NoLimitRange(t *testing.T) {
	hit, dmg := NoLimitRange(2)
	if need := 21 - (10 + hit); need != 13 || dmg != -2 {
		t.Errorf("needs %d, damage %+d; want 13, -2", need, dmg)
	}
	if hit, dmg := NoLimitRange(0); hit != 0 || dmg != 0 {
		t.Errorf("in range: %d, %d", hit, dmg)
	}
}

// EX-06, EX-07 (000 L485-489), EX-08 (000 L523), EX-09 (000 L529-531) and
// EX-26's damage (000 L931: 5 - 2 = 3): the damage sequence.
func TestDamageExamples(t *testing.T) {
	qs, _ := Info(QuickShot)
	throw, _ := Info(Throw)
	sweep, _ := Info(Sweep)
	_, far := NoLimitRange(2)
	for _, tt := range []struct {
		name string
		in   DamageIn
		e    int
		want int
	}{
		{"EX-06 Quick Shot 5 vs Hardened Armor", DamageIn{Base: 5, Defense: 2, Action: qs.Damage, Min1: qs.Min1}, 3, 1},
		{"EX-07 Quick Shot 1 vs Heavy Armor", DamageIn{Base: 1, Defense: 1, Action: qs.Damage, Min1: qs.Min1}, 0, 0},
		{"EX-08 Throw 5", DamageIn{Base: 5, Action: throw.Damage, Min1: throw.Min1}, 5, 4},
		{"EX-09 Sweep 5 vs Heavy Armor (Frank)", DamageIn{Base: 5, Defense: 1, Action: sweep.Damage}, 4, 3},
		{"EX-09 Sweep 5 (Charles)", DamageIn{Base: 5, Action: sweep.Damage}, 5, 4},
		{"EX-26 No Limit Ranges -2 min 1", DamageIn{Base: 5, Action: far, Min1: true}, 5, 3},
		{"No Limit Ranges 2 - 2 lifted to 1", DamageIn{Base: 2, Action: far, Min1: true}, 2, 1},
		{"indirect fire at most 2, critical after", DamageIn{Base: 5, Cap: 2, Crit: true}, 3, 3},
		{"Agility to one", DamageIn{Base: 5, ToOne: true}, 1, 1},
		{"Trip -1 without a minimum", DamageIn{Base: 1, Action: -1}, 1, 0},
	} {
		s := Damage(tt.in)
		if s.E != tt.e || s.Dealt != tt.want {
			t.Errorf("%s: 7e %d, dealt %d; want %d, %d", tt.name, s.E, s.Dealt, tt.e, tt.want)
		}
	}
}

// EX-08 (000 L523): the thrown Spider's check: difficulty 4 + 5 + 7 = 16;
// with +3 it needs 13 on the dice. The seed prints 14; the rule
// "3d6 + bonuses >= difficulty" (000 L242, L244) gives 13 (digest G-20).
// EX-09 (000 L531): Sweep checks 3 + 3 + 7 = 13 and 4 + 3 + 7 = 14.
// EX-10 (000 L244): 9 + 2 = 11 meets 10; a raw 7 would fall.
// EX-11 (000 L99): 10 with two boxes is 12.
// EX-12 (000 L400): 7 + 3 past the eliminating click = 10; 9 fails.
func TestPilotingExamples(t *testing.T) {
	p := Pilot{}
	for _, tt := range []struct {
		name                    string
		difficulty, roll, bonus int
		want                    bool
	}{
		{"EX-08 needs 13 (seed says 14, G-20)", p.skill() + 4 + checkExtra(Throw), 13, 3, true},
		{"EX-08 12 falls", p.skill() + 4 + checkExtra(Throw), 12, 3, false},
		{"EX-09 Frank", p.skill() + 3 + checkExtra(Sweep), 13, 0, true},
		{"EX-09 Charles", p.skill() + 4 + checkExtra(Sweep), 13, 0, false},
		{"EX-10 stays up", p.skill() + 3, 9, 2, true},
		{"EX-10 raw 7 falls", p.skill() + 3, 7, 2, false},
		{"EX-10 raw 8 stands", p.skill() + 3, 8, 2, true},
		{"EX-11 reaches 12", 12, 10, 2, true},
		{"EX-12 injury roll fails", p.skill() + 3, 9, 0, false},
	} {
		if got := PilotCheck(tt.roll, tt.bonus, tt.difficulty); got != tt.want {
			t.Errorf("%s: PilotCheck(%d, %d, %d) = %v", tt.name, tt.roll, tt.bonus, tt.difficulty, got)
		}
	}
	if d := p.skill() + 4 + checkExtra(Throw); d != 16 {
		t.Errorf("EX-08 difficulty = %d, want 16", d)
	}
}

// EX-12 (000 L400): injury 5 is Eyes Hurt, 20 stones to heal; 2 is death.
func TestEX12Injury(t *testing.T) {
	in, _ := InjuryOf(5)
	dead, _ := InjuryOf(2)
	if in.Name != "Eyes Hurt" || in.Heal != 20 || dead.Name != "Dead" || dead.Heal != -1 {
		t.Errorf("injury 5 = %+v, 2 = %+v", in, dead)
	}
}

// EX-13 (000 L266): 0, -1, -2, -4 = -7.
func TestEX13NoAttack(t *testing.T) {
	total := 0
	var got []int
	for n := 1; n <= 4; n++ {
		got = append(got, NoAttackFame(n))
		total += NoAttackFame(n)
	}
	if !slices.Equal(got, []int{0, -1, -2, -4}) || total != -7 {
		t.Errorf("penalties %v total %d", got, total)
	}
}

// EX-14 (000 L264): a Light kills a Heavy with a DFA: 3 + 1 + 4 = 8, then
// +10 for the Crowd Pump; a Victory Lap after a DFA is 10 + 1.
func TestEX14Fame(t *testing.T) {
	if got := AttackFame(DFA) + KillFame(1, 3); got != 8 {
		t.Errorf("DFA kill fame = %d, want 8", got)
	}
	for a, want := range map[Action]int{DFA: 10, Charge: 7, Fire: 3, QuickShot: 3, Punch: 5, BullRush: 5, Push: 5, Move: 0} {
		if got := PumpFame(a); got != want {
			t.Errorf("PumpFame(%s) = %d, want %d", a, got, want)
		}
	}
	if got := PumpFame(DFA) + EarnedFame[fameLap].Fame; got != 11 {
		t.Errorf("Victory Lap after a DFA = %d, want 11", got)
	}
	if KillFame(3, 1) != 1 {
		t.Error("no class bonus for a lower class")
	}
}

// Elimination stones (000 L692; digest A13 derived test) and EX-16's
// payout places (000 L779: 6 players: 8, 7, 6, 5, 4 for the eliminated,
// the winner 3rd; a stable-side example, kept here because the match
// result carries the payout place).
func TestStonesAndPayout(t *testing.T) {
	for pts, want := range map[int]int{93: 10, 110: 11, 241: 25, 250: 25, 100: 10} {
		if got := KillStones(pts); got != want {
			t.Errorf("KillStones(%d) = %d, want %d", pts, got, want)
		}
	}
	var got []int
	for place := 6; place >= 1; place-- {
		got = append(got, PayoutPlace(place, 6))
	}
	if !slices.Equal(got, []int{8, 7, 6, 5, 4, 3}) {
		t.Errorf("payout places for 6 = %v", got)
	}
	if PayoutPlace(10, 10) != 8 || PayoutPlace(7, 10) != 7 || PayoutPlace(1, 10) != 1 {
		t.Error("payout places above 8 mechs")
	}
}

// Classes and initiative dice (000 L165-177): EX-01's ForestryMech MOD is
// Industrial whatever its points; EX-15's 93-point Spider is Light.
func TestClassOf(t *testing.T) {
	for _, tt := range []struct {
		f    Figure
		want Class
	}{
		{Figure{Name: "Dragons Fury ForestryMech MOD", Points: 100}, 0},
		{Figure{Name: "Spider", Points: 93}, 1},
		{Figure{Name: "Light", Points: 110}, 1},
		{Figure{Name: "Medium", Points: 111}, 2},
		{Figure{Name: "Thor", Points: 203}, 3},
		{Figure{Name: "Thor upgraded", Points: 244}, 4},
		{Figure{Name: "Heavy", Points: 240}, 3},
		{Figure{Name: "X", Points: 90, Industrial: true}, 0},
	} {
		if got := tt.f.ClassOf(); got != tt.want {
			t.Errorf("%s: class %d, want %d", tt.f.Name, got, tt.want)
		}
	}
}
