package classic

import (
	"reflect"
	"testing"
)

func TestFallDamage(t *testing.T) {
	cases := []struct {
		cite         string
		tons, levels int
		water        bool
		want         int
	}{
		{"70-ton Grasshopper, 0 levels: 7, 003 L3331", 70, 0, false, 7},
		{"45-ton Phoenix Hawk fall: 5, 003 L4175", 45, 0, false, 5},
		{"20-ton, 3 levels: 8, 003 L4403", 20, 3, false, 8},
		{"20-ton, 2 levels: 6, 003 L4397", 20, 2, false, 6},
		{"tons/10 rounds up: 35 t → 4, 003 L3363", 35, 0, false, 4},
		{"in water: half, round down, 003 L3367", 70, 0, true, 3},
	}
	for _, c := range cases {
		if got, err := FallDamage(c.tons, c.levels, c.water); err != nil || got != c.want {
			t.Errorf("%s: FallDamage = %d, %v; want %d", c.cite, got, err, c.want)
		}
	}
	checkSeedContains(t, 3331, "The Grasshopper suffers 7 points of damage")
	s, b, err := FallIntoWaterDamage(55, 2, 2)
	// 55 t → 6; surface 6×3/2 = 9; bottom 6×3/2 = 9 (003 L3369).
	if err != nil || s != 9 || b != 9 {
		t.Errorf("FallIntoWaterDamage(55, 2, 2) = %d, %d, %v; want 9, 9", s, b, err)
	}
	if _, err := FallDamage(0, 0, false); err == nil {
		t.Error("0 tons: want error")
	}
	// DFA miss: the attacker falls as from 2 levels (003 L2182): 35 t → 12.
	if got, _ := FallDamage(35, 2, false); !reflect.DeepEqual(Groupings(got, 5), []int{5, 5, 2}) {
		t.Errorf("35-ton 2-level fall groupings = %v", Groupings(got, 5))
	}
}

// Facing After Fall Table, 003 L3376-3381.
func TestFacingAfterFall(t *testing.T) {
	rows := []struct {
		line               int
		roll, facing, side string
		hexsides           int
		dir                Direction
	}{
		{3376, "1", "Same Direction", "Front", 0, Front},
		{3377, "2", "1 Hexside Right", "Right Side", 1, Right},
		{3378, "3", "2 Hexsides Right", "Right Side", 2, Right},
		{3379, "4", "Opposite Direction", "Rear", 3, Rear},
		{3380, "5", "2 Hexsides Left", "Left Side", 4, Left},
		{3381, "6", "1 Hexside Left", "Left Side", 5, Left},
	}
	for i, r := range rows {
		checkSeedLine(t, r.line, r.roll, r.facing, r.side)
		got, err := FacingAfterFall(i + 1)
		if err != nil || got != (FallFacing{r.hexsides, r.dir}) {
			t.Errorf("003 L%d: FacingAfterFall(%d) = %+v, %v", r.line, i+1, got, err)
		}
	}
	if _, err := FacingAfterFall(7); err == nil {
		t.Error("roll 7: want error")
	}
}

// Grasshopper example, 003 L3333: Piloting 5, no preexisting damage, no 20
// damage, 0 levels: the pilot-damage roll needs 5.
func TestFallPilotPSR(t *testing.T) {
	checkSeedContains(t, 3333, "need only roll 5 or better to avoid damaging the MechWarrior")
	r, err := FallPilotPSR(PSRInput{Piloting: 5, Events: []PSREvent{AttemptedStand}, Prone: true}, 0)
	if err != nil || r.Target != 5 || r.AutoFailure {
		t.Errorf("Grasshopper: %+v, %v; want 5", r, err)
	}
	cases := []struct {
		cite   string
		in     PSRInput
		levels int
		want   int
		auto   bool
	}{
		{"+1 per level above 1, 003 L3337", PSRInput{Piloting: 5, Events: []PSREvent{Pushed}}, 3, 7, false},
		{"gyro destroyed +6, 003 L3214", PSRInput{Piloting: 5, Events: []PSREvent{GyroDestroyed}}, 0, 11, false},
		{"gyro hit earlier, destroyed now: +6 in all, 003 L2738", PSRInput{Piloting: 5, Events: []PSREvent{GyroDestroyed}, GyroHits: 1}, 0, 11, false},
		{"gyro hit and destroyed in one phase: +6 in all, 003 L2738-2740", PSRInput{Piloting: 5, Events: []PSREvent{GyroHit, GyroDestroyed}}, 0, 11, false},
		{"leg destroyed +5, 003 L3216", PSRInput{Piloting: 5, Events: []PSREvent{LegDestroyed}}, 0, 10, false},
		{"target above 12: automatic, 003 L3339", PSRInput{Piloting: 5, Events: []PSREvent{GyroDestroyed, Took20Damage, LegActuatorHit}}, 0, 13, true},
		{"unconscious: automatic, 003 L3339", PSRInput{Piloting: 5, Events: []PSREvent{Kicked}, Unconscious: true}, 0, 5, true},
		{"immobile: automatic, 003 L3339", PSRInput{Piloting: 5, Events: []PSREvent{Kicked}, Immobile: true}, 0, 5, true},
		{"shut down: automatic, 003 L3395", PSRInput{Piloting: 5, Events: []PSREvent{ReactorShutdown}, ShutDown: true}, 0, 8, true},
		{"two legs destroyed in the phase: +5 each, automatic, 003 L3216, L3395", PSRInput{Piloting: 5, Events: []PSREvent{LegDestroyed, LegDestroyed, Took20Damage}}, 0, 16, true},
		{"both legs lost: automatic, 003 L3395", PSRInput{Piloting: 5, Events: []PSREvent{LegDestroyed}, Legs: []LegDamage{{Destroyed: true}}}, 0, 15, true},
	}
	for _, c := range cases {
		r, err := FallPilotPSR(c.in, c.levels)
		if err != nil || r.Target != c.want || r.AutoFailure != c.auto {
			t.Errorf("%s: target %d auto %v, %v; want %d %v", c.cite, r.Target, r.AutoFailure, err, c.want, c.auto)
		}
	}
}

// Warrior Data, 003 L3413-3414.
func TestConsciousness(t *testing.T) {
	checkSeedLine(t, 3413, "Hits Taken", "1", "2", "3", "4", "5", "6")
	checkSeedLine(t, 3414, "Consciousness#", "3", "5", "7", "10", "11", "Dead")
	for hits, want := range map[int]int{1: 3, 2: 5, 3: 7, 4: 10, 5: 11} {
		n, dead, err := ConsciousnessNumber(hits)
		if err != nil || dead || n != want {
			t.Errorf("hits %d: %d %v %v; want %d", hits, n, dead, err, want)
		}
	}
	if _, dead, _ := ConsciousnessNumber(6); !dead {
		t.Error("6 hits: dead (003 L3414)")
	}
	if _, _, err := ConsciousnessNumber(0); err == nil {
		t.Error("0 hits: want error")
	}
}
