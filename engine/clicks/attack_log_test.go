package clicks

import (
	"reflect"
	"testing"

	"lancemate/engine/journal"
)

// The last attack's breakdown: the to-hit and defense parts, the need, the
// damage steps 7a-7f and the clicks taken at 7g.
func TestLastAttack(t *testing.T) {
	figs := testFigures(t)
	j := NewJournal()
	for _, ev := range []journal.Event[Match]{
		&AddMech{ID: "a", Figure: figs["assault"]}, &AddMech{ID: "b", Figure: figs["assault"], Pilot: Pilot{Defense: 1}},
		&StartRound{Dice{[]int{5, 3}}}, &StartTurn{Mech: "a"}, &Act{Action: HalfMove}, &Act{Action: HalfMove}, &Act{Action: HalfMove},
		&StartRound{Dice{[]int{5, 3}}}, &StartTurn{Mech: "a"},
		&Act{Action: Fire, Targets: []Target{{Mech: "b", Rear: true, Defense: 1}}, Mods: 1, Dice: Dice{[]int{4, 4, 3, 6, 6, 6}}},
	} {
		if err := j.Apply(ev); err != nil {
			t.Fatalf("%s: %v", ev.Type(), err)
		}
	}
	got := j.Peek().LastAttack
	want := &AttackLog{
		Mech: "a", Action: Fire, Roll: AttackRoll{4, 4, 3},
		ToHit: []Part{{"attack value", 9}, {"table modifiers", 1}},
		Targets: []TargetLog{{
			Mech:    "b",
			Defense: []Part{{"defense value", 16}, {"pilot's +1 defense", 1}, {"terrain and position", 1}, {"rear, fallen or shut down", -2}},
			Need:    6, Hit: true,
			// primary 5 at heat 2 (+1): 6 clicks; the dial has 5 to its bullet holes.
			Damage: &DamageSteps{A: 6, B: 6, C: 6, D: 6, E: 6, F: 6, Dealt: 6}, Taken: 5,
		}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("last attack\n%+v\nwant\n%+v", got, want)
	}
	if Sum(got.Targets[0].Defense)-Sum(got.ToHit) != got.Targets[0].Need {
		t.Error("need is not defense less to-hit")
	}
}
