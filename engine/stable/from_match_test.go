package stable

import (
	"reflect"
	"strings"
	"testing"

	"lancemate/engine/clicks"
)

func TestMatchFrom(t *testing.T) {
	st := &State{Name: "Kell's", Pilots: []Pilot{{Name: "Ana"}, {Name: "Bo"}},
		Mechs: []Mech{{Name: "Red", Model: "Spider", Points: 93}, {Name: "Old", Model: "Jenner", Destroyed: true}}}
	ana := clicks.ResultEntry{Mech: "a", Figure: "Spider", Points: 93, Pilot: "Ana", Stable: "Kell's", Place: 1, Fame: 4, Stones: 10, Kills: 1, Clicks: 2}
	for _, c := range []struct {
		name    string
		entries []clicks.ResultEntry
		want    []PilotResult
		buy     []BuyMech
	}{
		{"winner of two, by stable name, Mech by model",
			[]clicks.ResultEntry{ana, {Mech: "b", Figure: "Atlas", Pilot: "Zed", Stable: "Other", Place: 2, Eliminated: true}},
			[]PilotResult{{Pilot: "Ana", Mech: "Red", Place: 7, Fame: 4, Stones: 10, Eliminations: 1, Damage: 2}}, nil},
		{"no stable named: a hired pilot's name; a destroyed Mech is not flown, the figure is bought",
			[]clicks.ResultEntry{{Figure: "Atlas", Points: 80, Pilot: "Zed", Place: 1}, {Figure: "Jenner", Points: 70, Pilot: "Bo", Place: 2, Eliminated: true, Clicks: 5, Injuries: []int{5}}},
			[]PilotResult{{Pilot: "Bo", Mech: "Jenner", Place: 8, Damage: 5, Destroyed: true, Injuries: []int{5}}},
			[]BuyMech{{Name: "Jenner", Points: 70, Pilot: "Bo"}}},
		{"an ejected pilot's Mech is not destroyed; salvage carries over",
			[]clicks.ResultEntry{{Figure: "Atlas", Pilot: "Zed", Place: 1}, {Figure: "Spider", Pilot: "Ana", Place: 2, Eliminated: true, Ejected: true, Salvaged: true, Clicks: 4, Fame: -5}},
			[]PilotResult{{Pilot: "Ana", Mech: "Red", Place: 8, Fame: -5, Damage: 4, Salvaged: true, Ejected: true}}, nil},
		{"none of the stable's pilots", []clicks.ResultEntry{{Figure: "Atlas", Pilot: "Zed", Place: 1}}, nil, nil},
	} {
		got, buy := MatchFrom(clicks.Result{Entries: c.entries}, st)
		if !reflect.DeepEqual(got.Pilots, c.want) || !reflect.DeepEqual(buy, c.buy) {
			t.Errorf("%s:\n got %+v, buy %+v\nwant %+v, buy %+v", c.name, got.Pilots, buy, c.want, c.buy)
		}
	}
}

// A match recorded end to end: the result applies to a Standard stable.
func TestMatchFromApplies(t *testing.T) {
	l := New()
	for _, ev := range []Event{&Start{Game: Standard, Name: "Kell's"}, &HirePilot{Name: "Ana"}} {
		if err := l.Apply(ev); err != nil {
			t.Fatal(err)
		}
	}
	r := clicks.Result{Entries: []clicks.ResultEntry{
		{Figure: "Spider", Points: 90, Pilot: "Ana", Place: 1, Fame: 3, Stones: 10, Kills: 1},
		{Figure: "Atlas", Points: 250, Pilot: "Zed", Place: 2, Eliminated: true},
	}}
	mr, buy := MatchFrom(r, l.Peek())
	for i := range buy {
		if err := l.Apply(&buy[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.Apply(&RecordMatch{mr}); err != nil {
		t.Fatal(err)
	}
	p, _ := l.Peek().pilot("Ana")
	// 7th place of the default payout (10 stones, 2 fame) and the match's 3 fame, 10 stones.
	if p.Fame != 5 || l.Peek().Stones != 100-90+10+10 {
		t.Errorf("fame %d, stones %d", p.Fame, l.Peek().Stones)
	}
}

// PlanSend checks a whole send on a copy: a Standard stable starts with
// 100 stones and pays 1 stone per point (000 L731), so a 200-point figure
// it does not own is refused before anything is recorded; a 90-point one
// is bought and recorded; a Basic game stable keeps no campaign (000 L716).
// The stable planned against is never changed.
func TestPlanSend(t *testing.T) {
	r := clicks.Result{Entries: []clicks.ResultEntry{
		{Figure: "Striker", Points: 90, Pilot: "Ana", Stable: "Blue", Place: 1, Fame: 6, Stones: 9},
		{Figure: "Atlas", Points: 200, Pilot: "Zed", Stable: "Red", Place: 2, Eliminated: true},
	}}
	for _, c := range []struct {
		name, stable, pilot string
		game                Game
		refused             string // "" for none
		pilots              int
	}{
		{"can afford the Striker", "Blue", "Ana", Standard, "", 1},
		{"cannot afford the Atlas", "Red", "Zed", Standard, "buying the Atlas first costs 200 stones and it has 100", 1},
		{"Basic game: no campaign", "Blue", "Ana", Basic, "the Basic game is a one-off event", 1},
		{"none of its pilots", "Green", "Bo", Standard, "", 0},
	} {
		l := New()
		for _, ev := range []Event{&Start{Game: c.game, Name: c.stable}, &HirePilot{Name: c.pilot}} {
			if err := l.Apply(ev); err != nil {
				t.Fatal(err)
			}
		}
		before := l.Len()
		stones := l.Peek().Stones
		p := PlanSend(r, l.Peek(), "dials/match/1")
		switch {
		case len(p.Record.Pilots) != c.pilots:
			t.Errorf("%s: %d pilots, want %d", c.name, len(p.Record.Pilots), c.pilots)
		case c.refused == "" && p.Refused != nil:
			t.Errorf("%s: refused %v", c.name, p.Refused)
		case c.refused != "" && (p.Refused == nil || !strings.Contains(p.Refused.Error(), c.refused)):
			t.Errorf("%s: refused %v, want %q", c.name, p.Refused, c.refused)
		case l.Len() != before || l.Peek().Stones != stones:
			t.Errorf("%s: planning changed the stable", c.name)
		}
		if p.Refused != nil || c.pilots == 0 {
			continue
		}
		for _, ev := range p.Events() {
			if err := l.Apply(ev); err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
		}
		if !l.Peek().Recorded("dials/match/1") || l.Peek().Stones != stones-90+10+9 {
			t.Errorf("%s: recorded %t, stones %d", c.name, l.Peek().Recorded("dials/match/1"), l.Peek().Stones)
		}
	}
}
