package melee

import (
	"slices"
	"strings"
	"testing"
)

// EX-R1 and EX-R2: the seed's full and spot repair of a 'Mech with an arm
// blown off (001 L493-505, 002 L110-112).
func TestRepairExamples(t *testing.T) {
	tests := []struct {
		name string
		base int64
		spot *Spot
		want int64
	}{
		{"EX-R1 full, base 5,300,000", 5300000, nil, 1060000},
		// The seed prints 936,560 for IS 425,700 + 4 x 127,710, which is
		// 936,540: the engine follows the rule's arithmetic (AMB-06).
		{"EX-R2 spot, base 4,257,000", 4257000, &Spot{Locations: 1, Actuator: 4}, 936540},
		{"EX-R2 full alternative, base 4,257,000", 4257000, nil, 851400},
		{"EX-R2 spot, base 5,300,000", 5300000, &Spot{Locations: 1, Actuator: 4}, 1166000},
	}
	for _, rs := range []string{"T", "L"} {
		for _, tt := range tests {
			s := fixture(rs)
			s.pilot("Kell", 0, 10, 0, mech(50, tt.base, Damaged))
			b, err := s.RepairBill("Kell", tt.spot, false)
			if err != nil || b.Total != tt.want {
				t.Errorf("%s %s: %d, %v; want %d", rs, tt.name, b.Total, err, tt.want)
			}
		}
	}
}

// arena opens a Tournament with players in Medium 'Mechs on the board.
func arena(t *testing.T, names ...string) *State {
	t.Helper()
	s := fixture("T")
	for _, n := range names {
		p, pl := s.pilot(n, 0, 10, 0, mech(50, 2000000, Fine))
		p.OnBoard, pl.Step = true, -1
	}
	return s
}

// EX-A1: two players cripple Ross in one turn; both get the full
// crippling row (001 L1106-1112).
func TestCripplingByTwo(t *testing.T) {
	s := arena(t, "Jeremy", "John", "Ross")
	var jeremy, john []Entry
	for _, a := range []*Award{
		{Pilot: "Jeremy", Kind: "crit_minor"},
		{Pilot: "Jeremy", Kind: "cripple", Target: "Ross", Claimants: 2},
	} {
		jeremy = append(jeremy, s.apply1(t, a)...)
	}
	for _, a := range []*Award{
		{Pilot: "John", Kind: "head_hit"},
		{Pilot: "John", Kind: "crit_major"},
		{Pilot: "John", Kind: "cripple", Target: "Ross", Claimants: 2},
	} {
		john = append(john, s.apply1(t, a)...)
	}
	if g := sum(jeremy, "Jeremy"); g != (Gain{2, 4, 1550000}) {
		t.Errorf("Jeremy %+v, want 2/4/1,550,000", g)
	}
	if g := sum(john, "John"); g != (Gain{3, 6, 1950000}) {
		t.Errorf("John %+v, want 3/6/1,950,000", g)
	}
}

// EX-A2: crippled then destroyed in one turn; only the kill and the
// charge are awarded, the Fire phase attacker gets his damage award and
// no crippling award, because the unit counts as destroyed in that turn's
// End Phase (001 L1098-1124). The digest's table gives Ross no crippling
// line; the engine refuses the claim rather than trusting the judge to
// leave it out. A crippling claimed first blocks the kill until undone.
func TestCrippledThenDestroyed(t *testing.T) {
	s := arena(t, "Ross", "Josh", "Jeremy")
	ross := s.apply1(t, &Award{Pilot: "Ross", Kind: "damage", Damage: 45, Target: "Jeremy", Turn: 3})
	if g := sum(ross, "Ross"); g != (Gain{2, 2, 500000}) {
		t.Errorf("Ross %+v, want 2/2/500,000", g)
	}
	josh := s.apply1(t, &Award{Pilot: "Josh", Kind: "kill", Target: "Jeremy", Claimants: 1, Turn: 3})
	josh = append(josh, s.apply1(t, &Award{Pilot: "Josh", Kind: "dfa_charge", Turn: 3})...)
	if g := sum(josh, "Josh"); g != (Gain{6, 10, 3500000}) {
		t.Errorf("Josh %+v, want 6/10/3,500,000", g)
	}
	p, _ := s.Pilot("Josh")
	if !p.DFA || p.Solo != 1 {
		t.Errorf("Josh: DFA discount %v, solo kills %d", p.DFA, p.Solo)
	}
	n := len(s.Entries)
	err := (&Award{Pilot: "Ross", Kind: "cripple", Target: "Jeremy", Claimants: 1, Turn: 3}).Apply(s)
	if err == nil || !strings.Contains(err.Error(), "destroyed in turn 3") || len(s.Entries) != n {
		t.Errorf("Ross's crippling of Jeremy in the turn he was destroyed: %v, %d entries written", err, len(s.Entries)-n)
	}
	// Another turn is another matter (AMB-66), and so is an outside
	// opponent of another name.
	s.apply1(t, &Award{Pilot: "Ross", Kind: "cripple", Target: "Jeremy", Claimants: 1, Turn: 2})
	s.apply1(t, &Award{Pilot: "Ross", Kind: "cripple", Opponent: &Opponent{Name: "Centurion", Tons: 50}, Turn: 3})
	// The other order: a crippling already awarded for the turn blocks
	// the kill, for the same claimant too.
	s.apply1(t, &Award{Pilot: "Ross", Kind: "cripple", Target: "Josh", Claimants: 1, Turn: 4})
	for _, by := range []string{"Jeremy", "Ross"} {
		if err := (&Award{Pilot: by, Kind: "kill", Target: "Josh", Claimants: 1, Turn: 4}).Apply(s); err == nil || !strings.Contains(err.Error(), "Ross's crippling of Josh in turn 4") {
			t.Errorf("%s kills Josh after Ross's crippling that turn: %v", by, err)
		}
	}
}

// EX-B1 and EX-B5: exactly 20 points earns row B; two chips cashed are
// one line "x2" (001 L1217-1253).
func TestChipsCashedTwice(t *testing.T) {
	s := arena(t, "Jeremy", "Ross")
	if g := sum(s.apply1(t, &Award{Pilot: "Jeremy", Kind: "damage", Damage: 20, Target: "Ross"}), "Jeremy"); g != (Gain{1, 1, 250000}) {
		t.Errorf("20 points: %+v", g)
	}
	es := s.apply1(t, &Award{Pilot: "Jeremy", Kind: "damage", Damage: 20, Target: "Ross", Count: 2})
	if g := sum(es, "Jeremy"); g != (Gain{2, 2, 500000}) || !strings.HasSuffix(es[0].What, "x2") {
		t.Errorf("x2: %+v %q", g, es[0].What)
	}
}

// EX-B5 under the Betting rules: Jeremy earns two chips for 20 points in
// a phase, leaves the arena and cashes them in at Arena Exit: one line
// "Dealing 20-39 points of damage x2" worth +2 Fame, +2 CP, +500,000, and
// the chips are handed back (001 L438, L1245-1253). The seed's line
// starts "Flashy Moves:", the section of the table the row is in; the
// ledger writes the row's own name.
func TestBettingChipsCashedAtExit(t *testing.T) {
	s := arena(t, "Jeremy", "Ross")
	s.Settings.Betting = true
	jeremy, _ := s.Player("Jeremy")
	p, _ := s.Pilot("Jeremy")
	for range 2 {
		if g := sum(s.apply1(t, &Award{Pilot: "Jeremy", Kind: "damage", Damage: 20, Target: "Ross"}), "Jeremy"); g != (Gain{}) {
			t.Errorf("a chip pays nothing until cashed: %+v", g)
		}
	}
	if err := (&CashChips{Pilot: "Jeremy"}).Apply(s); err == nil || !strings.Contains(err.Error(), "in the arena") {
		t.Errorf("cashing on the board: %v", err)
	}
	s.apply1(t, &LeaveArena{Pilot: "Jeremy", Turns: 6, Exit: &Exit{Portal: "gate", Hexes: 4, MP: 6}})
	before := Gain{p.Fame, p.CP, jeremy.Cbills}
	es := s.apply1(t, &CashChips{Pilot: "Jeremy"})
	if len(es) != 1 || es[0].What != "Dealing 20-39 points of damage x2" || es[0].Gain != (Gain{2, 2, 500000}) || es[0].Rule != "001 L1552" {
		t.Fatalf("cashed: %+v", es)
	}
	if after := (Gain{p.Fame, p.CP, jeremy.Cbills}); after != before.Add(Gain{2, 2, 500000}) || len(p.Chips) != 0 {
		t.Errorf("balances %+v from %+v, chips left %v", after, before, p.Chips)
	}
	if err := (&CashChips{Pilot: "Jeremy"}).Apply(s); err == nil || !strings.Contains(err.Error(), "no chips") {
		t.Errorf("cashing twice: %v", err)
	}
}

// EX-C1: a custom Clan 'Mech in the League costs 225% rounded up; the
// recommended reserve is 20% of 25M (002 L15).
func TestLeagueCustomClanPrice(t *testing.T) {
	s := fixture("L")
	s.pilot("Kell", 0, 10, 25000000, nil)
	pr, err := s.MechPrice("Kell", &BuyMech{Design: "X", Tons: 50, Clan: true, Custom: true, Book: 1000001})
	if err != nil || pr.Paid != 2260000 {
		t.Errorf("price %+v, %v; want 2,260,000 (2,250,002.25 up)", pr, err)
	}
	if pct(league.StartCbills, 20) != 5000000 {
		t.Error("reserve is not 5M")
	}
}

// EX-D1: defaulting on a 1.5M League loan costs 15 Fame (002 L134).
func TestLeagueDefault(t *testing.T) {
	s := fixture("L")
	p, pl := s.pilot("Kell", 12, 10, -1500000, nil)
	pl.Loan = &Loan{Pilot: "Kell", Max: 1500000, OBCs: 3}
	s.apply1(t, &DefaultLoan{Player: "Kell"})
	if p.Fame != -3 || !pl.Defaulted || pl.Loan != nil || pl.Cbills != 0 {
		t.Errorf("after default: Fame %d, defaulted %v, loan %v, C-bills %d", p.Fame, pl.Defaulted, pl.Loan, pl.Cbills)
	}
	if err := (&BuyAbility{Pilot: "Kell", Ability: "Loan"}).Apply(s); err == nil || !strings.Contains(err.Error(), "defaulted") {
		t.Errorf("a loan after default: %v", err)
	}
}

// EX-W1: a newcomer's start by the average tonnage rounded down to 5 (001
// L1257-1279).
func TestNewcomerStart(t *testing.T) {
	for _, tt := range []struct {
		avg  int
		want Gain
	}{{66, Gain{0, 20, 7000000}}, {43, Gain{0, 15, 5000000}}, {35, Gain{0, 10, 3000000}}, {90, Gain{0, 20, 8000000}}} {
		if got := NewcomerStart(tt.avg); got != tt.want {
			t.Errorf("average %d t: %+v, want %+v", tt.avg, got, tt.want)
		}
	}
}

// EX-X1: after 6 turns on the board Jeremy runs 4 clear hexes to a gate
// and spends 2 MP to go through: 4 + 2 = 6 of his 6 Run MP, pulled at the
// end of the movement phase; the minimum is met in both rulesets (6 in T,
// 4 in L), so it costs nothing (001 L1042-1048, 002 L227). One hex
// further does not fit.
func TestGateExit(t *testing.T) {
	for _, rs := range []string{"T", "L"} {
		s := fixture(rs)
		p, pl := s.pilot("Jeremy", 5, 10, 0, mech(50, 2000000, Fine))
		p.OnBoard, pl.Step = true, -1
		if err := (&LeaveArena{Pilot: "Jeremy", Turns: 6, Voluntary: true, Exit: &Exit{Portal: "gate", Hexes: 5, MP: 6}}).Apply(s); err == nil || !strings.Contains(err.Error(), "5 MP to the Exit hex + 2 MP for the gate = 7") {
			t.Errorf("%s: 5 hexes: %v", rs, err)
		}
		es := s.apply1(t, &LeaveArena{Pilot: "Jeremy", Turns: 6, Voluntary: true, Exit: &Exit{Portal: "gate", Hexes: 4, MP: 6}})
		if es[0].What != "Left through the gate: 4 + 2 = 6 of 6 MP, pulled at the end of the movement phase" || p.OnBoard {
			t.Errorf("%s: %q, on board %v", rs, es[0].What, p.OnBoard)
		}
		if g := sum(es, "Jeremy"); g != (Gain{}) || pl.Step != 0 {
			t.Errorf("%s: %+v at the minimum, step %d", rs, g, pl.Step)
		}
	}
}

// EX-X2: a jump of 6 hexes to an elevator plus 2 MP to activate it fits
// 8 Jump MP; the 'Mech is pulled in the End Phase (001 L1050-1054, 002
// L229). One hex further does not fit.
func TestElevatorExit(t *testing.T) {
	for _, rs := range []string{"T", "L"} {
		s := fixture(rs)
		p, pl := s.pilot("John", 5, 10, 0, mech(50, 2000000, Fine))
		p.OnBoard, pl.Step = true, -1
		if err := (&LeaveArena{Pilot: "John", Turns: 6, Exit: &Exit{Portal: "elevator", Hexes: 7, MP: 8}}).Apply(s); err == nil || !strings.Contains(err.Error(), "7 MP to the Exit hex + 2 MP for the elevator = 9") {
			t.Errorf("%s: 7 hexes: %v", rs, err)
		}
		es := s.apply1(t, &LeaveArena{Pilot: "John", Turns: 6, Exit: &Exit{Portal: "elevator", Hexes: 6, MP: 8}})
		if es[0].What != "Left through the elevator: 6 + 2 = 8 of 8 MP, pulled in the End Phase" || p.OnBoard {
			t.Errorf("%s: %q, on board %v", rs, es[0].What, p.OnBoard)
		}
	}
}

// betting opens a Tournament with the Betting rules and the pilots on the
// board, each holding the chips of the awards given.
func betting(t *testing.T, chips map[string][]string) *State {
	t.Helper()
	s := arena(t, "Jeremy", "John", "Ross")
	s.Settings.Betting = true
	for _, name := range []string{"Jeremy", "John", "Ross"} {
		for _, kind := range chips[name] {
			s.apply1(t, &Award{Pilot: name, Kind: kind, Damage: 20, Target: map[bool]string{true: "John", false: "Ross"}[name == "Ross"]})
		}
	}
	return s
}

// chips lists the names of the pilot's chips.
func chips(s *State, pilot string) (out []string) {
	p, _ := s.Pilot(pilot)
	for _, c := range p.Chips {
		out = append(out, c.Name)
	}
	return out
}

// EX-B2 to EX-B4: bets are settled chip for chip; a lost chip takes its
// whole reward with it (001 L1225-1243).
func TestBets(t *testing.T) {
	const flashy, crowd = "Dealing 20-39 points of damage", "\"The Crowd Goes Wild\""
	// EX-B2: the house bets Ross fails his DFA; John and Jeremy each bet
	// on success with a Flashy Moves chip, and win one from the house.
	s := betting(t, map[string][]string{"Jeremy": {"damage"}, "John": {"damage"}})
	for _, name := range []string{"John", "Jeremy"} {
		s.apply1(t, &Bet{Pilot: name, Stake: "damage", Their: "crowd", On: "Ross makes the DFA", Won: true})
		if got := chips(s, name); !slices.Equal(got, []string{flashy, crowd}) {
			t.Errorf("EX-B2 %s: chips %q", name, got)
		}
	}
	// EX-B3: Ross bets a Flashy Moves chip that John's charge fails, and
	// loses it: cashing in gives nothing for it.
	s = betting(t, map[string][]string{"Ross": {"damage", "head_hit"}})
	s.apply1(t, &Bet{Pilot: "Ross", Stake: "damage", Their: "knockout", On: "John's charge fails"})
	if got := chips(s, "Ross"); len(got) != 1 {
		t.Errorf("EX-B3 Ross: chips %q", got)
	}
	if err := (&Bet{Pilot: "Ross", Stake: "head_hit", Their: "knockout", On: "x"}).Apply(s); err == nil || !strings.Contains(err.Error(), "same color") {
		t.Errorf("White against Blue: %v", err)
	}
	// EX-B4: John stakes Head Hit that Ross fails a PSR, Jeremy stakes
	// Melee (non-weapon); Ross fails, Jeremy's chip goes to John.
	s = betting(t, map[string][]string{"John": {"head_hit"}, "Jeremy": {"melee", "head_hit"}})
	if err := (&Bet{Pilot: "John", Stake: "head_hit", Against: "Jeremy", Their: "head_hit", On: "x"}).Apply(s); err == nil || !strings.Contains(err.Error(), "not the same event") {
		t.Errorf("Head Hit against Head Hit: %v", err)
	}
	s.apply1(t, &Bet{Pilot: "John", Stake: "head_hit", Against: "Jeremy", Their: "melee", On: "Ross fails the PSR", Won: true})
	if j, k := chips(s, "John"), chips(s, "Jeremy"); !slices.Equal(j, []string{"Head Hit", "Melee (non-weapon)"}) || !slices.Equal(k, []string{"Head Hit"}) {
		t.Errorf("EX-B4: John %q, Jeremy %q", j, k)
	}
	// Cashed in at the end of the day, John's two chips pay both rows.
	john, _ := s.Pilot("John")
	john.OnBoard = false
	for _, n := range []string{"Jeremy", "Ross"} {
		p, _ := s.Pilot(n)
		p.OnBoard = false
	}
	if g := sum(s.apply1(t, &EndDay{}), "John"); g != (Gain{1, 3, 300000}) || john.Chips != nil {
		t.Errorf("John cashed %+v, chips %v", g, john.Chips)
	}
}

// EX-T1: Jeremy and John pool 15 Fame, 15 CP and 1,500,000 in a Team
// log, enough for V.E.S.T.; joining it leaves 15 Fame, 8 CP and 2,000,000
// (001 L1363-1367). The team may not buy a stable or abilities, nor take
// a second sponsor (L1357-1361, L1383).
func TestTeamPooling(t *testing.T) {
	j := play(t,
		&Open{Name: "Teams", Ruleset: "T"},
		&AddPlayer{Player: "Jeremy", Pilots: []string{"Jeremy"}},
		&AddPlayer{Player: "John", Pilots: []string{"John"}},
		&FormTeam{Team: "Lone Wolves", Members: []string{"Jeremy", "John"}})
	s := j.Peek()
	for _, p := range s.Pilots[:2] {
		p.Fame, p.CP = 10, 10
	}
	s.apply1(t, &Deposit{Pilot: "Jeremy", Gain: Gain{5, 10, 1000000}})
	s.apply1(t, &Deposit{Pilot: "John", Gain: Gain{10, 5, 500000}})
	team, _ := s.Pilot("Lone Wolves")
	tpl, _ := s.Player("Lone Wolves")
	if g := (Gain{team.Fame, team.CP, tpl.Cbills}); g != (Gain{15, 15, 1500000}) {
		t.Errorf("team log %+v, want 15/15/1,500,000", g)
	}
	if err := (&Deposit{Pilot: "John", Gain: Gain{Fame: 1}}).Apply(s); err == nil {
		t.Error("John deposited Fame he no longer has")
	}
	s.apply1(t, &Join{Player: "Lone Wolves", Name: "V.E.S.T."})
	jeremy, _ := s.Player("Jeremy")
	jeremy.Stable = &Membership{Name: "Hombres"}
	if g := (Gain{team.Fame, team.CP, tpl.Cbills}); g != (Gain{15, 8, 2000000}) {
		t.Errorf("after V.E.S.T.: %+v, want 15/8/2,000,000", g)
	}
	for _, tt := range []struct {
		ev   interface{ Apply(*State) error }
		want string
	}{
		{&Join{Player: "Lone Wolves", Name: "Tekshop"}, "only have one"},
		{&Join{Player: "Lone Wolves", Name: "Wraiths"}, "cannot buy a stable"},
		{&Join{Player: "Jeremy", Name: "V.E.S.T."}, "not also a member"},
		{&BuyAbility{Pilot: "Lone Wolves", Ability: "Dodge"}, "no pilot abilities"},
		{&Join{Player: "John", Name: "Wraiths"}, "same stable"},
	} {
		if err := tt.ev.Apply(s); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%T: %v, want %q", tt.ev, err, tt.want)
		}
	}
}
