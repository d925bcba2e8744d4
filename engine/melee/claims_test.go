package melee

import (
	"encoding/json"
	"strings"
	"testing"
)

// sheetFacts are record-sheet facts of one classic game as the app passes
// them: the game pilot names typed as players do, an opponent from outside
// the event with its design's tonnage and book cost.
func sheetFacts() []Fact {
	zed := &Opponent{Name: "Zed", Tons: 100, Book: 10_000_000}
	return []Fact{
		{ID: "g1/6.0", Kind: "head_hit", Attacker: "Ana", Target: "Zed", Turn: 1, Opponent: zed},
		{ID: "g1/14.0", Kind: "critical", Attacker: "KELL", Target: "Zed", Slot: "upper_leg", Location: "LL", Turn: 2, Opponent: zed},
		{ID: "g1/15.0", Kind: "crippled", Attacker: "Kell", Target: "Zed", Turn: 2, Opponent: zed},
		{ID: "g1/16.0", Kind: "kill", Attacker: " kell ", Target: "Zed", Turn: 2, Opponent: zed},
		{ID: "g1/17.0", Kind: "damage", Attacker: "Kell", Target: "Zed", Damage: 3, Turn: 2, Opponent: zed},
		{ID: "g1/18.0", Kind: "head_hit", Attacker: "Kell", Target: "Ana", Turn: 2},
	}
}

// TestSuggestionsClaims checks the facts offered to a pilot (matched by
// name, spaces and case aside), the awards they suggest, and that a fact
// is claimed once: a second claim is refused, an undo frees it
// (002 L271: a League kill pays 65% of the opponent's book cost, 10% of
// its Fame with a minimum of 1, and 5 CP).
func TestSuggestionsClaims(t *testing.T) {
	j := play(t,
		&Open{Name: "Night", Ruleset: "L"},
		&AddPlayer{Player: "FF", Pilots: []string{"Kell", "Ana", "Bo", "Cy"}},
		&BuyMech{Pilot: "Kell", Design: "Hunchback HBK-4G", Tons: 50, Book: 3457875},
		&BuyMech{Pilot: "Ana", Design: "Wolverine WVR-6R", Tons: 55, Book: 5000000},
		&EnterArena{Player: "FF", Pilots: []string{"Kell", "Ana"}},
	)
	sg := j.Peek().Suggestions("Kell", sheetFacts())
	var got []string
	for _, x := range sg {
		a := x.Award
		s := x.Fact.ID + " " + a.Pilot + " " + a.Kind + " " + a.Target
		if a.Opponent != nil {
			s += "vs " + a.Opponent.Name
		}
		got = append(got, s)
		if a.Fact != x.Fact.ID || a.Turn != x.Fact.Turn || x.Claimed != nil {
			t.Errorf("%s: award fact %q turn %d claimed %v, want the fact's id and turn, unclaimed", x.Fact.ID, a.Fact, a.Turn, x.Claimed)
		}
	}
	want := []string{
		"g1/14.0 Kell crit_minor ", // an upper leg actuator (002 L278)
		"g1/15.0 Kell cripple vs Zed",
		"g1/16.0 Kell kill vs Zed",
		"g1/18.0 Kell head_hit ", // Ana is a pilot of the event: no opponent column (002 L281)
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("suggestions\n  %q\nwant\n  %q", got, want)
	}
	kill := sg[2].Award
	if kill.Opponent.Book != 10_000_000 || kill.Opponent.Tons != 100 {
		t.Errorf("kill opponent %+v, want the design's 100 t and 10,000,000 book cost", *kill.Opponent)
	}
	before := *j.Peek()
	k0, _ := before.Pilot("Kell")
	pl0, _ := before.Player("FF")
	fame0, cp0, cb0 := k0.Fame, k0.CP, pl0.Cbills
	if err := j.Apply(&kill); err != nil {
		t.Fatal(err)
	}
	k, _ := j.Peek().Pilot("Kell")
	pl, _ := j.Peek().Player("FF")
	if k.Fame-fame0 != 1 || k.CP-cp0 != 5 || pl.Cbills-cb0 != 6_500_000 {
		t.Errorf("kill paid %d Fame, %d CP, %d C-bills; want 1, 5, 6,500,000 (002 L271)", k.Fame-fame0, k.CP-cp0, pl.Cbills-cb0)
	}
	again := kill
	err := j.Apply(&again)
	if err == nil || !strings.Contains(err.Error(), "fact g1/16.0 was already claimed by Kell") {
		t.Fatalf("second claim: %v, want refused as already claimed", err)
	}
	sg = j.Peek().Suggestions("kell", sheetFacts())
	if c := sg[2].Claimed; c == nil || c.Pilot != "Kell" || c.Fact != "g1/16.0" || c.Entry == 0 {
		t.Errorf("claimed kill: %+v, want claimed by Kell with its ledger entry", c)
	}
	if sg[1].Claimed != nil {
		t.Error("the crippling is not claimed")
	}
	// The crippling of a unit destroyed in the same turn is refused
	// (001 L1098-1104): the facts carry their turn.
	if err := j.Apply(&sg[1].Award); err == nil || !strings.Contains(err.Error(), "same turn") {
		t.Errorf("crippling after the same turn's kill: %v, want refused", err)
	}
	// The claim survives saving and loading the ledger.
	b, err := json.Marshal(j)
	if err != nil {
		t.Fatal(err)
	}
	re := New()
	if err := re.Load(b); err != nil {
		t.Fatal(err)
	}
	if _, ok := re.Peek().Claimed("g1/16.0"); !ok {
		t.Error("claim lost on reload")
	}
	if err := j.Undo(); err != nil {
		t.Fatal(err)
	}
	if _, ok := j.Peek().Claimed("g1/16.0"); ok {
		t.Error("undo kept the claim")
	}
	if err := j.Apply(&kill); err != nil {
		t.Errorf("claim after undo: %v", err)
	}
}
