package clicks

import (
	"slices"
	"testing"
)

// TestRerollsOffered: the re-rolls a player may spend on an action are the
// pilot's, unspent, fitting the attack (000 L79, L109, L119, L121).
func TestRerollsOffered(t *testing.T) {
	figs := testFigures(t)
	m := &Mech{ID: "a", Figure: figs["assault"], Pilot: Pilot{Name: "Ann",
		Rerolls: []string{RerollAny, RerollClose, RerollEnergy, RerollBallistic}}}
	for _, tt := range []struct {
		act  Act
		used []string
		want []string
	}{
		{Act{Action: Fire}, nil, []string{RerollAny, RerollEnergy}}, // the primary is energy
		{Act{Action: Fire, Weapon: "secondary"}, nil, []string{RerollAny, RerollBallistic}},
		{Act{Action: Punch}, nil, []string{RerollAny, RerollClose}},
		{Act{Action: BullRush}, nil, []string{RerollAny, RerollClose}}, // a close combat attack (000 L543)
		{Act{Action: Move}, nil, []string{RerollAny}},
		{Act{Action: Fire}, []string{RerollAny}, []string{RerollEnergy}},
		{Act{Action: Fire}, []string{RerollAny, RerollEnergy}, nil},
	} {
		m.Used = tt.used
		if got := m.Rerolls(&tt.act); !slices.Equal(got, tt.want) {
			t.Errorf("%s %s, used %v: Rerolls = %v, want %v", tt.act.Action, tt.act.Weapon, tt.used, got, tt.want)
		}
	}
	m.Pilot.Rerolls, m.Used = nil, nil
	if got := m.Rerolls(&Act{Action: Fire}); got != nil {
		t.Errorf("a pilot without re-rolls is offered %v", got)
	}
}

// TestMaxTargetsAndDivided: a Fire takes as many targets as the weapon's
// symbols and divides its damage among them, unless Anti-Personnel shows;
// a Sweep hits each target in full (000 L473, L477, L527, L1126).
func TestMaxTargetsAndDivided(t *testing.T) {
	figs := testFigures(t)
	m := &Mech{ID: "a", Figure: figs["assault"]}
	two := []Target{{Mech: "b"}, {Mech: "c"}}
	for _, tt := range []struct {
		act     Act
		max     int
		divided bool
	}{
		{Act{Action: Fire, Targets: two}, 1, true},
		{Act{Action: Fire, Weapon: "secondary", Targets: two}, 2, true},
		{Act{Action: Fire, Weapon: "secondary", Targets: two[:1]}, 2, false},
		{Act{Action: Fire, Weapon: "secondary", Indirect: true, Targets: two}, 1, true},
		{Act{Action: Sweep, Targets: two}, 8, false},
		{Act{Action: Punch, Targets: two}, 1, false},
	} {
		if got := m.MaxTargets(&tt.act); got != tt.max {
			t.Errorf("%s %s: MaxTargets = %d, want %d", tt.act.Action, tt.act.Weapon, got, tt.max)
		}
		if got := m.Divided(&tt.act); got != tt.divided {
			t.Errorf("%s %s with %d targets: Divided = %t, want %t", tt.act.Action, tt.act.Weapon, len(tt.act.Targets), got, tt.divided)
		}
	}
	m.Figure.Combat = slices.Clone(m.Figure.Combat)
	m.Figure.Combat[0].SE = []SE{{Area: AreaSecondary, Name: SEAntiPersonnel}}
	fire := Act{Action: Fire, Weapon: "secondary", Targets: two}
	if m.Divided(&fire) {
		t.Error("Anti-Personnel's Fire is divided")
	}
	fire.Cancel = []string{SEAntiPersonnel}
	if !m.Divided(&fire) {
		t.Error("with Anti-Personnel cancelled the Fire is not divided")
	}
}

// CanPick closes the actions a shut-down 'Mech may not take: only Cool
// and Vent (000 L296); a fallen one may stand up, cool or vent (000 L246).
func TestCanPick(t *testing.T) {
	for _, c := range []struct {
		name             string
		shutdown, fallen bool
		open             []Action
	}{
		{"shut down", true, false, []Action{Cool, Vent}},
		{"fallen", false, true, []Action{StandUp, Cool, Vent}},
	} {
		s := &Match{Mechs: []Mech{{ID: "a", Figure: testFigures(t)["assault"], Shutdown: c.shutdown, Fallen: c.fallen, Heat: 2}}, Turn: &Turn{Mech: "a", AP: 9}}
		for _, r := range Chart {
			err := s.CanPick(&s.Mechs[0], r.Action)
			if want := slices.Contains(c.open, r.Action); (err == nil) != want {
				t.Errorf("%s: %s open %t, want %t (%v)", c.name, r.Action, err == nil, want, err)
			}
		}
	}
}
