package melee

import (
	"strings"
	"testing"
)

// Digest section 9.2, derived vectors DV-01 to DV-28.

// DV-01: the Loans table by Fame. The seed's last row reads "(up 79)"
// and covers neither Fame 80+ nor negative Fame (001 L269, L1799): by
// AMB-10, 95 borrows the 8,000,000 cap and -4 the Fame-0 row, 200,000;
// the seed itself gives no number for either.
func TestDV01MaxLoan(t *testing.T) {
	want := map[int]int64{0: 200000, 3: 400000, 4: 700000, 9: 1000000, 10: 1500000, 15: 1500000, 16: 2500000,
		21: 2500000, 22: 3000000, 29: 3000000, 30: 4000000, 39: 4000000, 40: 5000000, 49: 5000000,
		50: 6000000, 60: 7000000, 70: 8000000, 79: 8000000, 95: 8000000, -4: 200000}
	for fame, max := range want {
		if got := MaxLoan(fame, 0); got != max {
			t.Errorf("MaxLoan(%d) = %d, want %d", fame, got, max)
		}
	}
	// DV-02: Glass Tower moves one band up, under the 8M cap (001 L910).
	if MaxLoan(12, 1) != 2500000 || MaxLoan(75, 1) != 8000000 {
		t.Errorf("Glass Tower: %d, %d", MaxLoan(12, 1), MaxLoan(75, 1))
	}
}

// withAbilities gives a fixture pilot abilities without paying for them.
func withAbilities(p *Pilot, names ...string) {
	for _, n := range names {
		p.Abilities = append(p.Abilities, Owned{Name: n})
	}
}

func TestDV03SlotSurcharge(t *testing.T) {
	s := fixture("T")
	p, _ := s.pilot("Kell", 25, 200, 9000000, nil)
	withAbilities(p, "Sniper", "Melee Master", "Deadeye", "Edge")
	for _, tt := range []struct {
		name   string
		cp     int
		cbills int64
	}{{"Dodge", 14, 0}, {"Cool Hand", 26, 0}, {"Marksman", 38, 300000}} {
		c, err := s.AbilityPrice("Kell", tt.name)
		if err != nil || c.CP != tt.cp || c.Cbills != tt.cbills {
			t.Errorf("%s: %+v %v, want %d CP %d", tt.name, c, err, tt.cp, tt.cbills)
		}
		withAbilities(p, tt.name)
	}
	if _, err := s.AbilityPrice("Kell", "Dodge"); err == nil {
		t.Error("bought an ability twice")
	}
	if _, err := s.AbilityPrice("Kell", "Jump Master"); err == nil || !strings.Contains(err.Error(), "most allowed") {
		t.Errorf("7th ability: %v (AMB-09)", err)
	}
}

func TestDV04Warner(t *testing.T) {
	s := fixture("T")
	_, pl := s.pilot("Kell", 10, 50, 9000000, nil)
	pl.Sponsors = []Membership{{Name: "Warner Mechwarrior Academy"}}
	for name, want := range map[string]AbilityCost{"Sniper": {12, 3000000, 1}, "Repairs Wizard": {6, 100000, 1}} {
		if c, err := s.AbilityPrice("Kell", name); err != nil || c != want {
			t.Errorf("%s: %+v %v, want %+v", name, c, err, want)
		}
	}
}

func TestDV05DV06DV23Repairs(t *testing.T) {
	tests := []struct {
		name   string
		status Status
		setup  func(*Pilot, *Player)
		want   int64
	}{
		{"DV-05 damaged", Damaged, nil, 800000},
		{"DV-05 crippled", Crippled, nil, 1200000},
		{"DV-05 destroyed", Destroyed, nil, 1600000},
		{"DV-06 Repairs Wizard", Damaged, func(p *Pilot, _ *Player) { withAbilities(p, "Repairs Wizard") }, 640000},
		{"DV-06 DFA on crippled", Crippled, func(p *Pilot, _ *Player) { p.DFA = true }, 840000},
		{"DV-06 DFA replaces Wizard", Crippled, func(p *Pilot, _ *Player) { p.DFA = true; withAbilities(p, "Repairs Wizard") }, 840000},
		{"DV-06 DFA with a surcharge", Damaged, func(p *Pilot, pl *Player) { p.DFA = true; pl.Stable = &Membership{Name: "Hombres"} }, 640000},
		{"DV-23 Devall's + 5 CP", Damaged, func(_ *Pilot, pl *Player) {
			pl.Sponsors = []Membership{{Name: "Devall's Scrapyard", ExtraCP: 5}}
		}, 640000},
		{"Repairs Wizard lost to a wound", Damaged, func(p *Pilot, _ *Player) {
			p.Abilities = []Owned{{Name: "Repairs Wizard", Lost: true}}
		}, 800000},
	}
	for _, tt := range tests {
		s := fixture("T")
		p, pl := s.pilot("Kell", 0, 0, 0, mech(50, 4000000, tt.status))
		if tt.setup != nil {
			tt.setup(p, pl)
		}
		if b, err := s.RepairBill("Kell", nil, false); err != nil || b.Total != tt.want {
			t.Errorf("%s: %+v %v, want %d", tt.name, b, err, tt.want)
		}
	}
}

func TestDV07Damage(t *testing.T) {
	tests := []struct {
		tons, dmg int
		want      Gain
	}{
		{25, 19, Gain{0, 1, 100000}}, {50, 19, Gain{}}, {25, 9, Gain{}},
		{50, 20, Gain{1, 1, 250000}}, {50, 39, Gain{1, 1, 250000}},
		{50, 40, Gain{2, 2, 500000}}, {50, 65, Gain{3, 3, 750000}},
	}
	for _, tt := range tests {
		s := arena(t, "A", "B")
		a, _ := s.Pilot("A")
		a.Mech.Tons = tt.tons
		err := (&Award{Pilot: "A", Kind: "damage", Damage: tt.dmg, Target: "B"}).Apply(s)
		if got := sum(s.Entries, "A"); got != tt.want || (err != nil) != (tt.want == Gain{}) {
			t.Errorf("%d t, %d points: %+v %v, want %+v", tt.tons, tt.dmg, got, err, tt.want)
		}
	}
	// League: 6-19 for Light 'Mechs, 20+ without increments (002 L288-289);
	// DVG against a target two classes heavier (002 L291).
	s := fixture("L")
	for _, n := range []string{"A", "B"} {
		p, pl := s.pilot(n, 0, 10, 0, mech(20, 2000000, Fine))
		p.OnBoard, pl.Step = true, -1
	}
	s.Pilots[1].Mech.Tons = 80
	s.apply1(t, &Award{Pilot: "A", Kind: "damage", Damage: 6, Target: "B"})
	s.apply1(t, &Award{Pilot: "A", Kind: "damage", Damage: 65, Target: "B"})
	if got := sum(s.Entries, "A"); got != (Gain{1, 2 + 2, 100000 + 250000 + 400000}) {
		t.Errorf("League damage: %+v", got)
	}
}

func TestDV08toDV11Kills(t *testing.T) {
	tests := []struct {
		name      string
		stable    string
		tons      int
		target    int
		claimants int
		fame      int
		want      Gain
	}{
		{"DV-08 Bromley", "Bromley", 50, 50, 1, 0, Gain{4, 6, 3000000}},
		{"DV-09 Zellbriggen", "Zellbriggen Co-Op", 50, 50, 1, 0, Gain{5, 5, 2500000}},
		{"DV-10 assisted 3 lighter", "", 100, 20, 2, 0, Gain{-2, 0, 0}},
		{"DV-11 famous, 30 more", "", 50, 50, 1, 40, Gain{3 + 10, 5 + 10, 2500000 + 6000000}},
		{"DV-11 famous, 14 more", "", 50, 50, 1, 24, Gain{3, 5, 2500000}},
		{"Bromley caps at 3+", "Bromley", 20, 100, 1, 0, Gain{6, 7, 4000000}},
	}
	for _, tt := range tests {
		s := fixture("T")
		a, pl := s.pilot("A", 10, 10, 0, mech(tt.tons, 2000000, Fine))
		a.OnBoard, pl.Step = true, -1
		if tt.stable != "" {
			pl.Stable = &Membership{Name: tt.stable}
		}
		s.pilot("B", tt.fame, 0, 0, mech(tt.target, 2000000, Fine))
		es := s.apply1(t, &Award{Pilot: "A", Kind: "kill", Target: "B", Claimants: tt.claimants})
		if got := sum(es, "A"); got != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

// leagueKill awards a League kill or cripple against an outside opponent.
func leagueKill(t *testing.T, kind string, myFame int, o Opponent, claimants int) Gain {
	s := fixture("L")
	p, pl := s.pilot("A", myFame, 10, 0, mech(50, 2000000, Fine))
	p.OnBoard, pl.Step = true, -1
	return sum(s.apply1(t, &Award{Pilot: "A", Kind: kind, Opponent: &o, Claimants: claimants}), "A")
}

func TestDV12toDV14League(t *testing.T) {
	tests := []struct {
		name string
		got  Gain
		want Gain
	}{
		// DV-12: +5/+5/3M at a 20+ Fame gap, once (002 L275).
		{"DV-12 gap 20", leagueKill(t, "kill", 0, Opponent{Tons: 50, Fame: 20, Book: 1000000}, 1), Gain{2 + 5, 5 + 5, 650000 + 3000000}},
		{"DV-12 gap 19", leagueKill(t, "kill", 1, Opponent{Tons: 50, Fame: 20, Book: 1000000}, 1), Gain{2, 5, 650000}},
		// DV-13: 25 Fame, 2 claimants, book 5M: 1.25 -> 1, 2.5 -> 3, 1,625,000 -> 1,630,000.
		{"DV-13", leagueKill(t, "kill", 10, Opponent{Tons: 50, Fame: 25, Book: 5000000}, 2), Gain{1, 3, 1630000}},
		// DV-14: 5% of 4 Fame is 0.2, at least 1.
		{"DV-14", leagueKill(t, "cripple", 0, Opponent{Tons: 50, Fame: 4, Book: 3000000}, 1), Gain{1, 3, 900000}},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, tt.got, tt.want)
		}
	}
}

func TestDV15EarlyExit(t *testing.T) {
	s := fixture("L")
	p, pl := s.pilot("Kell", 10, 10, 1000000, mech(50, 2000000, Fine))
	p.OnBoard, pl.Step = true, -1
	if got := sum(s.apply1(t, &LeaveArena{Pilot: "Kell", Turns: 1, Voluntary: true}), "Kell"); got != (Gain{-6, 0, -300000}) {
		t.Errorf("3 turns short: %+v", got)
	}
	// Inside Contact waives it in the League (002 L44).
	p.OnBoard, pl.Step = true, -1
	withAbilities(p, "Inside Contact")
	if got := sum(s.apply1(t, &LeaveArena{Pilot: "Kell", Turns: 1, Voluntary: true}), "Kell"); got != (Gain{}) {
		t.Errorf("Inside Contact: %+v", got)
	}
}

// DV-18: a pilot dropped from Banshee for Fame below 10 gets a third of
// the 4,000,000 back. The seed's "1/3" gives 1,333,333.33 and says nothing
// of rounding (001 L1345-1346); following AMB-30 the refund is rounded
// down to 10,000, 1,330,000, as the 'Mech prices are (001 L185-187).
func TestDV18StableDrop(t *testing.T) {
	s := fixture("T")
	_, pl := s.pilot("Kell", 9, 10, 0, nil)
	pl.Stable = &Membership{Name: "Banshee", Paid: 4000000}
	s.checkStable(pl)
	if pl.Stable != nil || pl.Cbills != 1330000 {
		t.Errorf("stable %v, refund %d, want 1,330,000", pl.Stable, pl.Cbills)
	}
}

func TestDV19DV20Sales(t *testing.T) {
	tests := []struct {
		rs      string
		status  Status
		sponsor string
		want    int64
	}{
		{"T", Fine, "", 3750000},
		{"T", Fine, "Mech Sales", 4500000},
		{"T", Crippled, "Shatner Scrapyard", 2500000},
		{"T", Destroyed, "Shatner Scrapyard", 1500000},
		{"T", Crippled, "", -1},
		{"L", Crippled, "", 2250000},
	}
	for _, tt := range tests {
		s := fixture(tt.rs)
		_, pl := s.pilot("Kell", 0, 0, 0, mech(50, 5000000, tt.status))
		if tt.sponsor != "" {
			pl.Sponsors = []Membership{{Name: tt.sponsor}}
		}
		got, err := s.SalePrice("Kell")
		if tt.want < 0 && err == nil || tt.want >= 0 && got != tt.want {
			t.Errorf("%s %s %s: %d %v, want %d", tt.rs, tt.status, tt.sponsor, got, err, tt.want)
		}
	}
}

func TestDV21Rounding(t *testing.T) {
	for rs, want := range map[string]int64{"T": 6180000, "L": 6190000} {
		s := fixture(rs)
		_, pl := s.pilot("Kell", 0, 0, 0, nil)
		pl.Stable = &Membership{Name: "Banshee"} // *C*: Clan allowed in T
		pr, err := s.MechPrice("Kell", &BuyMech{Design: "X", Tons: 50, Clan: true, Book: 4123456})
		if err != nil || pr.Paid != want {
			t.Errorf("%s: %+v %v, want %d", rs, pr, err, want)
		}
	}
}

// DV-22: the Fame lost for defaulting is "the maximum amount of fame
// required to acquire the Loan" (002 L134), which the seed only shows for
// 1.5M (-15). Following AMB-46 it is the top Fame of the lowest band that
// lends the amount: 4,000,000 -> 39 (band 30-39), 200,000 -> 0 (the "0"
// row has no higher bound to read), 1,200,000 -> 15 (partial band).
func TestDV22DefaultFame(t *testing.T) {
	for amount, want := range map[int64]int{4000000: 39, 200000: 0, 1500000: 15, 8000000: 79, 1200000: 15} {
		if got := DefaultFame(amount); got != want {
			t.Errorf("DefaultFame(%d) = %d, want %d", amount, got, want)
		}
	}
}

func TestDV24DV25Edge(t *testing.T) {
	for _, tt := range []struct {
		rs, stable string
		edge       int
		loan       bool
		ok         bool
	}{
		{"T", "", 3, false, false}, {"L", "", 3, false, false},
		{"T", "Starlight", 3, false, true}, {"T", "", 1, true, true}, {"L", "", 1, true, false},
	} {
		s := fixture(tt.rs)
		_, pl := s.pilot("Kell", 10, 10, 0, nil)
		pl.Edge = tt.edge
		if tt.stable != "" {
			pl.Stable = &Membership{Name: tt.stable}
		}
		if tt.loan { // a loan is out: the purse is below zero (AMB-35)
			pl.Loan, pl.Cbills = &Loan{Pilot: "Kell", Max: 200000}, -100000
		}
		err := (&BuyAbility{Pilot: "Kell", Ability: "Edge"}).Apply(s)
		if (err == nil) != tt.ok {
			t.Errorf("%+v: %v", tt, err)
		}
	}
}

func TestDV26LeagueSlots(t *testing.T) {
	for fame, want := range map[int]int{29: 3, 30: 4, 50: 5, 70: 6} {
		s := fixture("L")
		p, _ := s.pilot("Kell", fame, 100, 0, nil)
		withAbilities(p, "Dodge", "Edge")
		n := 1
		for _, name := range []string{"Spin Out", "Cool Hand", "Sniper", "Marksman", "Slugger", "Nemesis"} {
			if _, err := s.AbilityPrice("Kell", name); err != nil {
				break
			}
			withAbilities(p, name)
			n++
		}
		if n != want {
			t.Errorf("Fame %d: %d abilities, want %d", fame, n, want)
		}
	}
}

func TestDV27TargetPractice(t *testing.T) {
	for chit, want := range []int{0, 1, 1, 2, 2, 3, 3} {
		if chit == 0 {
			continue
		}
		s := fixture("L")
		p, pl := s.pilot("Kell", 0, 0, 0, mech(50, 2000000, Fine))
		p.OnBoard, pl.Step = true, -1
		if got := sum(s.apply1(t, &Award{Pilot: "Kell", Kind: "target_practice", Chit: chit}), "Kell"); got.Fame != want {
			t.Errorf("chit %d: %d Fame, want %d", chit, got.Fame, want)
		}
	}
}

func TestDV28StableEject(t *testing.T) {
	s := fixture("T")
	p, pl := s.pilot("Kell", 10, 10, 2000000, mech(50, 4000000, Fine))
	p.OnBoard, pl.Step = true, -1
	pl.Stable = &Membership{Name: "Wraiths"}
	s.apply1(t, &MechStatus{Pilot: "Kell", Status: Damaged, Ejected: true})
	s.apply1(t, &Wound{Pilot: "Kell"})
	s.apply1(t, &LeaveArena{Pilot: "Kell", Turns: 7})
	repair := s.apply1(t, &Repair{Pilot: "Kell"})
	heal := s.apply1(t, &Heal{Pilot: "Kell"})
	if p.Fame != 5 || repair[0].Cbills != -1000000 || heal[0].Cbills != -50000 {
		t.Errorf("Fame %d, repair %d, heal %d; want 5, -1,000,000, -50,000", p.Fame, repair[0].Cbills, heal[0].Cbills)
	}
}

// DV-17: a stablemate loan of 1,000,000 is repaid with 1,000,000 to the
// lender and 200,000 to the Stable (001 L588-592); until then no 'Mech
// or ability (L594), and only stablemates lend.
func TestDV17StablemateLoan(t *testing.T) {
	s := fixture("T")
	_, lender := s.pilot("Ross", 10, 10, 3000000, nil)
	_, pl := s.pilot("Kell", 10, 20, 500000, mech(50, 2000000, Fine))
	_, other := s.pilot("Josh", 10, 10, 3000000, nil)
	lender.Stable, pl.Stable, other.Stable = &Membership{Name: "Wraiths"}, &Membership{Name: "Wraiths"}, &Membership{Name: "Lynch"}
	if err := (&StableLoan{Lender: "Josh", Borrower: "Kell", Amount: 1000000}).Apply(s); err == nil || !strings.Contains(err.Error(), "not stablemates") {
		t.Errorf("loan from another stable: %v", err)
	}
	s.apply1(t, &StableLoan{Lender: "Ross", Borrower: "Kell", Amount: 1000000})
	if _, err := s.AbilityPrice("Kell", "Dodge"); err == nil || !strings.Contains(err.Error(), "stablemate loan") {
		t.Errorf("ability while owing: %v", err)
	}
	pl.Stable = nil // repaid even after leaving the stable (001 L596-598)
	es := s.apply1(t, &RepayStableLoan{Player: "Kell"})
	if sum(es, "") != (Gain{Cbills: -200000}) || pl.Cbills != 300000 || lender.Cbills != 3000000 || pl.Debt != nil {
		t.Errorf("repaid: %+v; Kell %d, Ross %d, debt %v", es, pl.Cbills, lender.Cbills, pl.Debt)
	}
}

// DV-16: Barrymore + Devall's need 2 x (500,000 + 500,000) = 2,000,000 of
// earnings; favors to keep either cost 6 Fame (001 L1299-1323). Short of
// it, the player keeps Barrymore by favor and loses Devall's, which it may
// rejoin from the next Off Board Cycle without the C-bill Gain (L1329-1333).
func TestDV16AdvancedSponsors(t *testing.T) {
	s := fixture("T")
	p, pl := s.pilot("Kell", 20, 20, 0, nil)
	pl.Sponsors = []Membership{{Name: "Barrymore Munitions"}, {Name: "Devall's Scrapyard"}}
	pl.Affiliation = "FWL"
	// The check is an event option: refused until the judge turns it on
	// (001 L1292-1297, AMB-31).
	if err := (&SponsorCheck{Player: "Kell", Earned: 2000000}).Apply(s); err == nil || !strings.Contains(err.Error(), "Advanced Rules for Sponsors") {
		t.Errorf("sponsor check with the option off: %v", err)
	}
	s.Settings.AdvancedSponsors = true
	if need, _ := s.SponsorMinimum("Kell"); need != 2000000 {
		t.Errorf("required earnings %d, want 2,000,000", need)
	}
	if f, g := s.sponsor("Barrymore Munitions").Favor(), s.sponsor("Devall's Scrapyard").Favor(); f != 6 || g != 6 {
		t.Errorf("favors %d, %d; want 6, 6", f, g)
	}
	if err := (&SponsorCheck{Player: "Kell", Earned: 900000, Keep: []string{"Barrymore Munitions"}}).Apply(s); err == nil {
		t.Error("kept Barrymore on 900,000 of the 1,000,000 it needs")
	}
	s.apply1(t, &SponsorCheck{Player: "Kell", Earned: 900000, Favor: []string{"Barrymore Munitions"}})
	if p.Fame != 14 || len(pl.Sponsors) != 1 || pl.Sponsors[0].Name != "Barrymore Munitions" {
		t.Errorf("after the check: Fame %d, sponsors %v", p.Fame, pl.Sponsors)
	}
	if err := (&Join{Player: "Kell", Name: "Devall's Scrapyard"}).Apply(s); err == nil || !strings.Contains(err.Error(), "next one") {
		t.Errorf("rejoin in the same cycle: %v", err)
	}
	p.OnBoard, pl.Step = true, -1
	s.apply1(t, &LeaveArena{Pilot: "Kell", Turns: 6})
	if g := sum(s.apply1(t, &Join{Player: "Kell", Name: "Devall's Scrapyard"}), "Kell"); g != (Gain{CP: -5}) {
		t.Errorf("rejoin: %+v, want -5 CP and no C-bill Gain", g)
	}
}
