package stable

import (
	"reflect"
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
