package stable

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestClone checks the ledger's copy of a state against a JSON round trip
// (the journal's default) and that changing the copy leaves the original
// alone, on a state with every kind of slice filled in.
func TestClone(t *testing.T) {
	s := State{
		Game: Advanced, Name: "Kell's", Stones: 10,
		Pilots:     []Pilot{{Name: "Ana", Skills: []Skill{{Area: 1, Table: "basic", Name: "Repair", Boxes: 1}}, Injuries: []Injury{{Roll: 3, Name: "Hatred", Cost: 30}}}},
		Mechs:      []Mech{{Name: "Spider", Points: 93, Equipment: []string{"CASE"}, Mods: []string{"Jump Jets"}}},
		Facilities: []Facility{{Kind: "repair", Count: 1}},
		LastMatch:  []string{"Spider"},
		MatchIDs:   []string{"dials/match/1"},
		Settings:   Settings{Payout: DefaultSettings().Payout, Leagues: []LeaguePayout{{League: "1 Open", Rewards: DefaultSettings().Payout}}, MaxBoxes: 3},
		History:    []Entry{{Seq: 1, Event: "start", Who: "stable"}},
	}
	c := s.clone()
	b, _ := json.Marshal(s)
	var viaJSON State
	if err := json.Unmarshal(b, &viaJSON); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(c, viaJSON) {
		t.Errorf("clone\n%+v\nwant (JSON round trip)\n%+v", c, viaJSON)
	}
	c.Pilots[0].Skills[0].Boxes, c.Pilots[0].Injuries[0].Healed = 2, true
	c.Mechs[0].Equipment[0], c.Mechs[0].Mods[0] = "XL Engine", "x"
	c.Facilities[0].Count, c.LastMatch[0], c.History[0].Who, c.MatchIDs[0] = 2, "x", "x", "x"
	c.Settings.Payout[0].Stones, c.Settings.Leagues[0].Rewards[0].Stones = 1, 1
	if !reflect.DeepEqual(s, viaJSON) {
		t.Errorf("changing the clone changed the original:\n%+v", s)
	}
}
