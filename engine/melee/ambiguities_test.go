package melee

import (
	"strings"
	"testing"

	"lancemate/engine/dice"
)

// AMB-01: a spot repair of "any other critical" costs 5,000 each. The
// Tournament's appendix copy of the Repair and Refit Table says 10,000
// (001 L1843); the body copy (001 L538) and the League (002 L106) say
// 5,000, and the engine follows them: two such criticals cost 10,000, not
// the appendix's 20,000.
func TestAMB01OtherCritical(t *testing.T) {
	for _, rs := range []string{"T", "L"} {
		s := fixture(rs)
		s.pilot("Kell", 0, 10, 0, mech(50, 4000000, Damaged))
		b, err := s.RepairBill("Kell", &Spot{Other: 2}, false)
		if err != nil || b.Total != 10000 {
			t.Errorf("%s: two other criticals %d, %v; want 10,000 (the appendix's 10,000 each would be 20,000)", rs, b.Total, err)
		}
	}
}

// AMB-02: DeLon is marked *C* (Clan 'Mechs) only in the appendix copy of
// the Stables Table (001 L1627), not in the body (001 L710): a DeLon
// member may not buy a Clan 'Mech, a Banshee (*C* in both) member may.
func TestAMB02DeLonNotClan(t *testing.T) {
	for _, tt := range []struct {
		stable string
		ok     bool
	}{{"DeLon", false}, {"Banshee", true}} {
		s := fixture("T")
		_, pl := s.pilot("Kell", 10, 10, 9000000, nil)
		pl.Stable = &Membership{Name: tt.stable}
		_, err := s.MechPrice("Kell", &BuyMech{Design: "Kit Fox", Tons: 30, Clan: true, Book: 2000000})
		if (err == nil) != tt.ok || err != nil && !strings.Contains(err.Error(), "*C* stable") {
			t.Errorf("%s: %v", tt.stable, err)
		}
	}
}

// A League wound takes an ability at random: 1D(n) over the abilities it
// may take, in the order Losable lists them (002 L27, L198; digest section
// 8 row 28). The Tournament player names the ability (001 L854-856).
func TestWoundRandom(t *testing.T) {
	d3 := dice.Expr{Count: 1, Sides: 3}
	roll := func(e dice.Expr, face int) *dice.Roll {
		r, err := e.Typed(face)
		if err != nil {
			t.Fatal(err)
		}
		return &r
	}
	tests := []struct {
		name, rs string
		w        Wound
		lost     string // "" when refused
		want     string // the entry, or the refusal
	}{
		{"League, no roll", "L", Wound{}, "", "roll 1D3 over [Dodge Sniper Cool Hand]"},
		{"League, a name is no roll", "L", Wound{Lose: "Dodge"}, "", "at random"},
		{"League, a 1D6", "L", Wound{Roll: roll(dice.D6, 2)}, "", "roll 1D3"},
		{"League, 1D3 = 2", "L", Wound{Roll: roll(d3, 2)}, "Sniper", "Wound 1: lost Sniper until healed (1D3 = 2)"},
		{"League, 1D3 = 3", "L", Wound{Roll: roll(d3, 3)}, "Cool Hand", "Wound 1: lost Cool Hand until healed (1D3 = 3)"},
		{"Tournament, no name", "T", Wound{Roll: roll(d3, 2)}, "", "choose the ability"},
		{"Tournament, named", "T", Wound{Lose: "Dodge"}, "Dodge", "Wound 1: lost Dodge until healed"},
	}
	for _, tt := range tests {
		s := fixture(tt.rs)
		p, pl := s.pilot("Kell", 0, 10, 0, mech(50, 2000000, Fine))
		p.OnBoard, pl.Step = true, -1
		withAbilities(p, "Dodge", "Edge", "Sniper", "Cool Hand")
		if got, _ := s.Losable("Kell"); strings.Join(got, ",") != "Dodge,Sniper,Cool Hand" {
			t.Fatalf("%s: losable %v", tt.name, got)
		}
		w := tt.w
		w.Pilot = "Kell"
		err := w.Apply(s)
		if tt.lost == "" {
			if err == nil || !strings.Contains(err.Error(), tt.want) || p.Wounds != 0 {
				t.Errorf("%s: %v, wounds %d; want a refusal %q", tt.name, err, p.Wounds, tt.want)
			}
			continue
		}
		if err != nil || s.Entries[0].What != tt.want || !p.Abilities[p.owned(tt.lost)].Lost {
			t.Errorf("%s: %v %+v", tt.name, err, s.Entries)
		}
	}
	// One ability left to lose: no die to roll.
	s := fixture("L")
	p, pl := s.pilot("Kell", 0, 10, 0, mech(50, 2000000, Fine))
	p.OnBoard, pl.Step = true, -1
	withAbilities(p, "Dodge")
	if es := s.apply1(t, &Wound{Pilot: "Kell"}); es[0].What != "Wound 1: lost Dodge until healed" {
		t.Errorf("one ability: %q", es[0].What)
	}
}

// The loan the OBC offers is the one the player would get: Glass Tower
// moves the pilot one band up (001 L910; DV-02). The player owes 100,000
// (a loan is the negative balance, AMB-35).
func TestLoanLimit(t *testing.T) {
	for _, tt := range []struct {
		sponsor string
		fame    int
		want    int64
	}{{"", 12, 1500000}, {"Glass Tower", 12, 2500000}, {"Glass Tower", 75, 8000000}, {"Barrymore Munitions", 12, 1500000}} {
		s := fixture("T")
		_, pl := s.pilot("Kell", tt.fame, 10, -100000, nil)
		if tt.sponsor != "" {
			pl.Sponsors = []Membership{{Name: tt.sponsor}}
		}
		got, err := s.LoanLimit("Kell")
		if err != nil || got != tt.want {
			t.Errorf("%q at Fame %d: %d %v, want %d", tt.sponsor, tt.fame, got, err, tt.want)
		}
		s.apply1(t, &BuyAbility{Pilot: "Kell", Ability: "Loan"})
		if pl.Loan == nil || pl.Loan.Max != got {
			t.Errorf("%q: loan taken %+v, offered %d", tt.sponsor, pl.Loan, got)
		}
	}
}

// The ruleset differences the UI shows are data (digest section 8).
func TestRulesetData(t *testing.T) {
	for _, tt := range []struct {
		id, short   string
		electronics bool
		woundRandom bool
		ranking     bool
	}{{"T", "Tournament 2.47", true, false, false}, {"L", "League 2.67", false, true, true}} {
		r, err := RulesetByID(tt.id)
		if err != nil {
			t.Fatal(err)
		}
		if r.Short != tt.short || !strings.HasSuffix(r.Name, r.Short) || r.ElectronicsDiscount() != tt.electronics ||
			r.WoundRandom != tt.woundRandom || (r.RankingNote != "") != tt.ranking {
			t.Errorf("%s: short %q, electronics %v, random wounds %v, ranking note %q", tt.id, r.Short, r.ElectronicsDiscount(), r.WoundRandom, r.RankingNote)
		}
	}
}

// The Tournament's options are refused for a League event: no chips, no
// sponsors (001 L1182, L1292).
func TestOpenOptions(t *testing.T) {
	for _, tt := range []struct {
		rs   string
		set  Settings
		want string
	}{
		{"L", Settings{Betting: true}, "no Betting rules"},
		{"L", Settings{AdvancedSponsors: true}, "no sponsors"},
		{"T", Settings{Betting: true, AdvancedSponsors: true, EarlyExit: &Gain{Fame: -2, Cbills: -100000}}, ""},
	} {
		err := New().Apply(&Open{Name: "x", Ruleset: tt.rs, Settings: tt.set})
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s %+v: %v, want %q", tt.rs, tt.set, err, tt.want)
		}
	}
}
