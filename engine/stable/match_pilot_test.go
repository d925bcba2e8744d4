package stable

import (
	"reflect"
	"slices"
	"testing"

	"lancemate/engine/clicks"
	"lancemate/engine/journal"
)

// TestMatchPilot: the skills of the class's area, Industrial in the Light
// area (G-42), the legendary ability, piloting skill and unhealed
// injuries reach the match (000 L69, L77-143, L386-398, L851).
func TestMatchPilot(t *testing.T) {
	s := &State{Name: "Kell's", Pilots: []Pilot{{Name: "Ana", Piloting: 6, Legendary: "Heroic",
		Skills: []Skill{
			{Area: 1, Table: "basic", Name: "1 re-roll per match", Boxes: 1},
			{Area: 1, Table: "basic", Name: "Repair", Boxes: 1},
			{Area: 1, Table: "basic", Name: "+1 Defense", Boxes: 2},
			{Area: 1, Table: "gunnery", Name: "+1 to hit Fire", Boxes: 3},
			{Area: 1, Table: "gunnery", Name: "Re-roll 1 Energy attack", Boxes: 1},
			{Area: 1, Table: "legendary", Name: "Heroic", Boxes: 1},
			{Area: 3, Table: "piloting", Name: "+1 Piloting roll", Boxes: 1},
			{Area: 3, Table: "piloting", Name: "Re-roll Close Combat Attack", Boxes: 1},
			{Area: 3, Table: "piloting", Name: "+1 to Close Combat Damage", Boxes: 1},
			{Area: 3, Table: "basic", Name: "+1 inch Throw", Boxes: 2},
		},
		Injuries: []Injury{{Roll: 5, Name: "Eyes Hurt"}, {Roll: 9, Name: "Broken Bones", Healed: true}}},
		{Name: "Gone", Dead: true}}}
	light := clicks.Pilot{Name: "Ana", Stable: "Kell's", Skill: 6, Legendary: "Heroic", SkillsInClass: 9,
		Rerolls: []string{clicks.RerollAny, clicks.RerollEnergy}, Repair: true, Defense: 2,
		Hit: map[clicks.Action]int{clicks.Fire: 3}, Injuries: []int{5}}
	for _, c := range []struct {
		class int
		want  clicks.Pilot
	}{
		{1, light},
		{0, light}, // Industrial: the Light area
		{3, clicks.Pilot{Name: "Ana", Stable: "Kell's", Skill: 6, Legendary: "Heroic", SkillsInClass: 5,
			Piloting: 1, Rerolls: []string{clicks.RerollClose}, CloseDamage: true, Injuries: []int{5}}},
		{4, clicks.Pilot{Name: "Ana", Stable: "Kell's", Skill: 6, Legendary: "Heroic", Injuries: []int{5}}},
	} {
		got, err := s.MatchPilot("Ana", c.class)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("class %d: %+v, %v\nwant %+v", c.class, got, err, c.want)
		}
	}
	for _, name := range []string{"Gone", "Nobody"} {
		if _, err := s.MatchPilot(name, 1); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// Every skill of the character sheet either sets something on the pilot
// in a match or is one the table measures (inches, ranges).
func TestSkillEffectsCoverSheet(t *testing.T) {
	for _, table := range [][]SkillDef{BasicSkills, PilotingSkills, GunnerySkills} {
		for _, d := range table {
			var p clicks.Pilot
			if ok := applySkill(&p, d.Name, 1); ok == slices.Contains(measured[:], d.Name) || ok && reflect.DeepEqual(p, clicks.Pilot{}) {
				t.Errorf("skill %q (000 L%d): known %v, measured at the table %v, sets %+v", d.Name, d.Line, ok, !ok, p)
			}
			for a := range p.Hit {
				if _, known := clicks.Info(a); !known {
					t.Errorf("skill %q (000 L%d): +1 to hit an unknown action %q", d.Name, d.Line, a)
				}
			}
		}
	}
}

// A Heroic pilot from the stable has 4 action points in a match, and the
// energy re-roll the stable recorded can be spent once (000 L119, L141).
func TestMatchPilotInMatch(t *testing.T) {
	s := &State{Name: "Kell's", Pilots: []Pilot{{Name: "Ana", Legendary: "Heroic",
		Skills: []Skill{{Area: 1, Table: "gunnery", Name: "Re-roll 1 Energy attack", Boxes: 1}}}}}
	fig := clicks.Figure{Name: "Spark", Points: 90, Primary: clicks.Weapon{Energy: true, Targets: 1, Max: 8}, Vent: 1,
		Combat: []clicks.Click{{Primary: 2, Speed: 8, Attack: 9, Defense: 15}, {Primary: 2, Speed: 8, Attack: 9, Defense: 15}, {Eliminated: true}},
		Heat:   []clicks.HeatClick{{{Start: true}, {Start: true}, {Start: true}}, {}, {}, {}}}
	ana, err := s.MatchPilot("Ana", int(fig.ClassOf()))
	if err != nil {
		t.Fatal(err)
	}
	j := clicks.NewJournal()
	for _, ev := range []journal.Event[clicks.Match]{
		&clicks.Setup{}, &clicks.AddMech{ID: "a", Figure: fig, Pilot: ana}, &clicks.AddMech{ID: "b", Figure: fig, Pilot: clicks.Pilot{Name: "Zed"}},
		&clicks.StartRound{Dice: clicks.Dice{Dice: []int{6, 6, 6, 6, 1, 1, 1, 1}}},
		&clicks.StartTurn{Mech: "b"}, &clicks.Act{Action: clicks.HalfMove}, &clicks.EndTurn{},
		&clicks.StartTurn{Mech: "a"}, &clicks.Act{Action: clicks.HalfMove}, &clicks.EndTurn{},
		&clicks.StartRound{Dice: clicks.Dice{Dice: []int{6, 6, 6, 6, 1, 1, 1, 1}}},
		&clicks.StartTurn{Mech: "a"},
	} {
		if err := j.Apply(ev); err != nil {
			t.Fatalf("%T: %v", ev, err)
		}
	}
	if tn := j.Peek().Turn; tn == nil || tn.AP != 4 {
		t.Fatalf("Heroic turn: %+v, want 4 AP", tn)
	}
	fire := func() error {
		return j.Apply(&clicks.Act{Action: clicks.Fire, Targets: []clicks.Target{{Mech: "b"}}, Rerolls: []string{clicks.RerollEnergy}, Dice: clicks.Dice{Dice: []int{2, 1, 1}}})
	}
	if err := fire(); err != nil {
		t.Fatalf("first energy re-roll: %v", err)
	}
	if err := fire(); err == nil {
		t.Error("a second energy re-roll in the match was accepted")
	}
}
