package melee

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"

	"lancemate/engine/journal"
)

// TestStandingsOrder checks the judge view's ranking: total kills, then
// Fame, then solo kills, then net worth (001 L1127-1134, L1150-1154).
func TestStandingsOrder(t *testing.T) {
	s := fixture("T")
	for _, x := range []struct {
		name             string
		solo, assisted   int
		fame             int
		cbills, mechBase int64
	}{
		{"Few kills", 0, 1, 40, 9000000, 0},
		{"Rich tie", 1, 1, 10, 5000000, 2000000},
		{"Poor tie", 1, 1, 10, 1000000, 2000000},
		{"Assisted", 0, 2, 10, 9000000, 0},
		{"Famous", 0, 2, 12, 0, 0},
		{"Top", 3, 0, 0, 0, 0},
	} {
		var m *Mech
		if x.mechBase > 0 {
			m = mech(50, x.mechBase, Fine)
		}
		p, _ := s.pilot(x.name, x.fame, 10, x.cbills, m)
		p.Solo, p.Assisted = x.solo, x.assisted
	}
	var got []string
	for _, st := range s.Standings() {
		got = append(got, st.Pilot)
	}
	want := "Top, Famous, Rich tie, Poor tie, Assisted, Few kills"
	if strings.Join(got, ", ") != want {
		t.Errorf("standings %s, want %s", strings.Join(got, ", "), want)
	}
	if st := s.Standings()[2]; st.NetWorth != 7000000 || st.Kills != 2 || st.Mech != "Test" {
		t.Errorf("Rich tie: %+v, want net worth 7,000,000, 2 kills, the Test 'Mech", st)
	}
}

// csvDay is a small League day: one player, a bought 'Mech, a match.
func csvDay(t *testing.T) *journal.Journal[State] {
	return play(t,
		&Open{Name: "Night", Ruleset: "L"},
		&AddPlayer{Player: "FF", Pilots: []string{"Kell", "Ana", "Bo", "Cy"}},
		&BuyMech{Pilot: "Kell", Design: "Hunchback HBK-4G", Tons: 50, Book: 3457875},
		&BuyMech{Pilot: "Ana", Design: "Wolverine WVR-6R", Tons: 55, Book: 5000000},
		&EnterArena{Player: "FF", Pilots: []string{"Kell", "Ana"}},
		&Award{Pilot: "Kell", Kind: "kill", Target: "Ana", Why: "test"},
	)
}

// A League pilot's ledger gives its own lines with its Fame and CP
// balances; the purse is the stable's, so no purse balance jumps from one
// of its lines to the next (002 L15, AMB-39). The stable's ledger has
// every line with the purse; the judge view gives the purse once per
// stable. The kill destroys Ana's Wolverine.
func TestWriteCSV(t *testing.T) {
	s := csvDay(t).State()
	var b bytes.Buffer
	if err := s.WriteLedgerCSV(&b, "Kell"); err != nil {
		t.Fatal(err)
	}
	// The kill of Ana (0 Fame, book 5,000,000): 10% of 0 Fame is the
	// minimum 1, 5 CP, 65% of the book (002 L271).
	want := `Line,Day,Player,Pilot,What happened,Why,Fame,CP,C-bills,Fame after,CP after,C-bills after
2,1,FF,Kell,Starting Fame and CP,,0,10,0,0,10,
6,1,FF,Kell,"Bought Hunchback HBK-4G (50 t, book 3457875, +0%)",,0,0,-3460000,0,10,
8,1,FF,Kell,Entered the arena in the Hunchback HBK-4G,,0,0,0,0,10,
10,1,FF,Kell,Destroying an Opponent's 'Mech (solo),test,1,5,3250000,1,15,
`
	if b.String() != want {
		t.Errorf("ledger CSV:\n%s\nwant:\n%s", b.String(), want)
	}
	if err := s.WriteLedgerCSV(&b, "Nobody"); err == nil {
		t.Error("a ledger for an unknown pilot was written")
	}
	b.Reset()
	l, err := s.StableLedger("FF")
	if err != nil {
		t.Fatal(err)
	}
	if err := l.WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	want = `Line,Day,Player,Pilot,What happened,Why,Fame,CP,C-bills,Fame after,CP after,C-bills after
1,1,FF,,"Starting C-bills, 1 Edge card",,0,0,25000000,,,25000000
2,1,FF,Kell,Starting Fame and CP,,0,10,0,0,10,25000000
3,1,FF,Ana,Starting Fame and CP,,0,10,0,0,10,25000000
4,1,FF,Bo,Starting Fame and CP,,0,10,0,0,10,25000000
5,1,FF,Cy,Starting Fame and CP,,0,10,0,0,10,25000000
6,1,FF,Kell,"Bought Hunchback HBK-4G (50 t, book 3457875, +0%)",,0,0,-3460000,0,10,21540000
7,1,FF,Ana,"Bought Wolverine WVR-6R (55 t, book 5000000, +0%)",,0,0,-5000000,0,10,16540000
8,1,FF,Kell,Entered the arena in the Hunchback HBK-4G,,0,0,0,0,10,16540000
9,1,FF,Ana,Entered the arena in the Wolverine WVR-6R,,0,0,0,0,10,16540000
10,1,FF,Kell,Destroying an Opponent's 'Mech (solo),test,1,5,3250000,1,15,19790000
11,1,FF,Ana,Wolverine WVR-6R is destroyed,test,0,0,0,0,10,19790000
`
	if b.String() != want {
		t.Errorf("stable ledger CSV:\n%s\nwant:\n%s", b.String(), want)
	}
	b.Reset()
	if err := s.WriteStandingsCSV(&b); err != nil {
		t.Fatal(err)
	}
	want = `Rank,Pilot,Player,Kills,Solo kills,Assisted kills,Fame,CP,C-bills,Net worth,'Mech,Status
1,Kell,FF,1,1,0,1,15,,,Hunchback HBK-4G,fine
2,Ana,FF,0,0,0,0,10,,,Wolverine WVR-6R,destroyed
3,Bo,FF,0,0,0,0,10,,,,
4,Cy,FF,0,0,0,0,10,,,,
`
	if b.String() != want {
		t.Errorf("standings CSV:\n%s\nwant:\n%s", b.String(), want)
	}
	b.Reset()
	if err := s.WriteStableStandingsCSV(&b); err != nil {
		t.Fatal(err)
	}
	want = `Player,Pilots,Kills,Fame,C-bills,Owed,'Mechs' value,Net worth
FF,4,1,1,19790000,0,8460000,28250000
`
	if b.String() != want {
		t.Errorf("stable standings CSV:\n%s\nwant:\n%s", b.String(), want)
	}
}

// In the Tournament the player is the pilot: its ledger keeps the purse
// balance and the judge view its C-bills.
func TestTournamentLedgerKeepsPurse(t *testing.T) {
	s := play(t,
		&Open{Name: "Q", Ruleset: "T"},
		&AddPlayer{Player: "Jeremy", Pilots: []string{"Jeremy"}},
		&BuyMech{Pilot: "Jeremy", Design: "Centurion CN9-A", Tons: 50, Book: 2945000},
	).State()
	l, err := s.PilotLedger("Jeremy")
	if err != nil || l.SharedPurse || len(l.Entries) != 3 || l.Entries[2].Balance.Cbills != 60000 {
		t.Errorf("Tournament ledger: %+v %v, want 3 lines ending with the purse at 60,000", l, err)
	}
	if st := s.Standings()[0]; st.SharedPurse || st.Cbills != 60000 {
		t.Errorf("Tournament standing: %+v", st)
	}
}

func TestSuggest(t *testing.T) {
	for _, tt := range []struct {
		name string
		f    Fact
		ok   bool
		want Award
	}{
		{"solo kill", Fact{Kind: "kill", Attacker: "A", Target: "B"}, true, Award{Pilot: "A", Kind: "kill", Target: "B", Claimants: 1}},
		{"shared crippling", Fact{Kind: "cripple", Attacker: "A", Target: "B", Claimants: 2}, true, Award{Pilot: "A", Kind: "cripple", Target: "B", Claimants: 2}},
		{"20 damage", Fact{Kind: "damage", Attacker: "A", Target: "B", Damage: 20}, true, Award{Pilot: "A", Kind: "damage", Target: "B", Damage: 20}},
		{"4 damage earns nothing", Fact{Kind: "damage", Attacker: "A", Target: "B", Damage: 4}, false, Award{Pilot: "A", Kind: "damage", Target: "B", Damage: 4}},
		{"head hit", Fact{Kind: "head_hit", Attacker: "A", Target: "B"}, true, Award{Pilot: "A", Kind: "head_hit"}},
		{"engine critical", Fact{Kind: "critical", Attacker: "A", Target: "B", Slot: "engine"}, true, Award{Pilot: "A", Kind: "crit_major"}},
		{"head critical", Fact{Kind: "critical", Attacker: "A", Location: "head", Slot: "sensors"}, true, Award{Pilot: "A", Kind: "crit_major"}},
		{"actuator critical", Fact{Kind: "critical", Attacker: "A", Slot: "actuator"}, true, Award{Pilot: "A", Kind: "crit_minor"}},
		{"ammo critical", Fact{Kind: "critical", Attacker: "A", Slot: "ammo"}, true, Award{Pilot: "A", Kind: "crit_minor"}},
		{"heat sink critical", Fact{Kind: "critical", Attacker: "A", Slot: "heat_sink"}, true, Award{Pilot: "A", Kind: "crit_other"}},
		{"limb blown off", Fact{Kind: "critical", Attacker: "A", Slot: "engine", BlownOff: true}, true, Award{Pilot: "A", Kind: "blown_off"}},
		{"crippled from the game", Fact{ID: "g/3.0", Kind: "crippled", Attacker: "A", Target: "B", Turn: 2}, true, Award{Pilot: "A", Kind: "cripple", Target: "B", Claimants: 1, Turn: 2, Fact: "g/3.0"}},
		{"hip critical", Fact{Kind: "critical", Attacker: "A", Slot: "hip"}, true, Award{Pilot: "A", Kind: "crit_major"}},
		{"foot actuator critical", Fact{Kind: "critical", Attacker: "A", Slot: "foot"}, true, Award{Pilot: "A", Kind: "crit_minor"}},
		{"shoulder critical", Fact{Kind: "critical", Attacker: "A", Slot: "shoulder"}, true, Award{Pilot: "A", Kind: "crit_minor"}},
		{"life support in the head (HD)", Fact{Kind: "critical", Attacker: "A", Location: "HD", Slot: "life_support"}, true, Award{Pilot: "A", Kind: "crit_major"}},
		{"jump jet critical", Fact{Kind: "critical", Attacker: "A", Location: "LT", Slot: "jump_jet"}, true, Award{Pilot: "A", Kind: "crit_other"}},
		{"unknown", Fact{Kind: "fall", Attacker: "A"}, false, Award{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Suggest(tt.f)
			if ok != tt.ok || got != tt.want {
				t.Errorf("Suggest(%+v) = %+v, %v; want %+v, %v", tt.f, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestPreview(t *testing.T) {
	j := csvDay(t)
	before := j.Len()
	for _, tt := range []struct {
		name   string
		ev     journal.Event[State]
		pilots map[string]Gain // summed per pilot
		refuse string
	}{
		// 002 L272-273: 5% of 0 Fame (minimum 1), 3 CP / 2 half up, 30% of
		// 5,000,000 / 2; 002 L277; 002 L289 (no increments).
		{"crippling shared by two", &Award{Pilot: "Kell", Kind: "cripple", Target: "Ana", Claimants: 2},
			map[string]Gain{"Kell": {Fame: 1, CP: 2, Cbills: 750000}}, ""},
		{"critical hit", &Award{Pilot: "Ana", Kind: "crit_major"}, map[string]Gain{"Ana": {Fame: 1, CP: 3, Cbills: 500000}}, ""},
		{"20 damage", &Award{Pilot: "Kell", Kind: "damage", Target: "Ana", Damage: 20}, map[string]Gain{"Kell": {Fame: 1, CP: 1, Cbills: 250000}}, ""},
		{"off the board", &Award{Pilot: "Bo", Kind: "crit_major"}, nil, "not on the board"},
		{"repair while on board", &Repair{Pilot: "Kell"}, nil, "waits until Kell leaves the board"},
		{"unknown award", &Award{Pilot: "Kell", Kind: "flying_kick"}, nil, "unknown award"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			es, err := Preview(j, tt.ev)
			if tt.refuse != "" {
				if err == nil || !strings.Contains(err.Error(), tt.refuse) {
					t.Fatalf("Preview: %v, want a refusal containing %q", err, tt.refuse)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for p, want := range tt.pilots {
				if got := sum(es, p); got != want {
					t.Errorf("%s: %+v, want %+v (entries %+v)", p, got, want, es)
				}
			}
		})
	}
	if j.Len() != before {
		t.Errorf("Preview changed the ledger: %d events, want %d", j.Len(), before)
	}
}

func TestSkillsAndHouses(t *testing.T) {
	r, _ := RulesetByID("T")
	p := &Pilot{}
	if g, pi := p.Skills(r); g != 3 || pi != 4 {
		t.Errorf("start skills %d/%d, want 3/4", g, pi)
	}
	p.Abilities = []Owned{{Name: "Improved Gunnery 1"}, {Name: "Improved Gunnery 2"}, {Name: "Improved Piloting 1", Lost: true}}
	if g, pi := p.Skills(r); g != 1 || pi != 4 {
		t.Errorf("skills %d/%d, want 1/4 (Improved Piloting 1 lost to a wound)", g, pi)
	}
	if h := Houses(); strings.Join(h, " ") != "CC DC FS FWL LA" {
		t.Errorf("Houses() = %v", h)
	}
}

// The ledgers' CSV is written as encoding/csv writes it, field by field.
func TestWriteCSVMatchesEncodingCSV(t *testing.T) {
	fields := []string{"", "plain", "a,b", `say "hi"`, "two\nlines", "cr\rhere", " lead", "\tlead", "\u00a0nbsp",
		"\u2003em", "trail ", `\.`, `\..`, "Hunchback HBK-4G (50 t)", "'Mech", "é,è", `"`, ","}
	rows := [][]string{fields, {""}, {"", ""}, {"x"}}
	for _, f := range fields {
		rows = append(rows, []string{f, f})
	}
	var got, want bytes.Buffer
	if err := writeCSV(&got, rows); err != nil {
		t.Fatal(err)
	}
	if err := csv.NewWriter(&want).WriteAll(rows); err != nil {
		t.Fatal(err)
	}
	if got.String() != want.String() {
		t.Errorf("writeCSV:\n%q\nencoding/csv:\n%q", got.String(), want.String())
	}
}
