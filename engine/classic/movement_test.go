package classic

import (
	"fmt"
	"testing"
)

func TestRunningMP(t *testing.T) {
	checkSeedContains(t, 769, "Walking MP times 1.5, rounding up")
	cases := []struct {
		cite       string
		walk, want int
	}{
		{"Griffin walk 5 / run 8, 003 L4243", 5, 8},
		{"Hatamoto-Chi walk 3 / run 5, 003 L3047", 3, 5},
		{"walk 4 → 6 (×1.5), 003 L769", 4, 6},
		{"walk 1 → 2 (1.5 rounded up), 003 L769", 1, 2},
		{"walk 7 → 11 (10.5 rounded up), 003 L769", 7, 11},
		{"walk 0 → 0", 0, 0},
	}
	for _, c := range cases {
		if got := RunningMP(c.walk); got != c.want {
			t.Errorf("%s: RunningMP(%d) = %d, want %d", c.cite, c.walk, got, c.want)
		}
	}
	checkSeedContains(t, 4243, "Walking MP of 5 and a Running MP of 8")
}

func TestBoostedAndSprintingMP(t *testing.T) {
	cases := []struct {
		cite        string
		walk        int
		masc, super bool
		run, sprint int
	}{
		{"MASC: twice walking, 003 L805; sprint+MASC 2.5×, 003 L837", 5, true, false, 10, 13},
		{"supercharger: twice walking, 003 L809", 4, false, true, 8, 10},
		{"both: 2.5× rounded up, 003 L811, L7570; sprint 3×, 003 L839", 5, true, true, 13, 15},
		{"none: run 1.5×, sprint 2×, 003 L769, L831", 5, false, false, 8, 10},
	}
	for _, c := range cases {
		if got := BoostedRunningMP(c.walk, c.masc, c.super); got != c.run {
			t.Errorf("%s: BoostedRunningMP = %d, want %d", c.cite, got, c.run)
		}
		if got := SprintingMP(c.walk, c.masc, c.super); got != c.sprint {
			t.Errorf("%s: SprintingMP = %d, want %d", c.cite, got, c.sprint)
		}
	}
}

func TestMovementHeat(t *testing.T) {
	cases := []struct {
		cite string
		in   MoveHeatInput
		want int
	}{
		{"standing still 0, 003 L752", MoveHeatInput{Mode: StoodStill}, 0},
		{"walking 1, 003 L2917", MoveHeatInput{Mode: Walked}, 1},
		{"running 2, 003 L2919", MoveHeatInput{Mode: Ran}, 2},
		{"jump 1 hex → 3, 003 L2921", MoveHeatInput{Mode: Jumped, HexesJumped: 1}, 3},
		{"jump 3 hexes → 3, 003 L2921", MoveHeatInput{Mode: Jumped, HexesJumped: 3}, 3},
		{"jump 4 hexes → 4, 003 L2921", MoveHeatInput{Mode: Jumped, HexesJumped: 4}, 4},
		{"jump 6 hexes → 6, 003 L2921", MoveHeatInput{Mode: Jumped, HexesJumped: 6}, 6},
		{"improved jets 7 hexes → 4, 003 L2923", MoveHeatInput{Mode: Jumped, HexesJumped: 7, Jets: ImprovedJets}, 4},
		{"improved jets 4 hexes → min 3, 003 L2923", MoveHeatInput{Mode: Jumped, HexesJumped: 4, Jets: ImprovedJets}, 3},
		{"mechanical boosters 0, 003 L2925", MoveHeatInput{Mode: Jumped, HexesJumped: 5, Jets: MechanicalBoosters}, 0},
		{"UMU 1, 003 L2925", MoveHeatInput{Mode: UsedUMU}, 1},
		{"XXL stand still 2, 003 L2929", MoveHeatInput{Mode: StoodStill, XXLEngine: true}, 2},
		{"XXL walk 4, 003 L2929", MoveHeatInput{Mode: Walked, XXLEngine: true}, 4},
		{"XXL run 6, 003 L2929", MoveHeatInput{Mode: Ran, XXLEngine: true}, 6},
		{"XXL jump 2 → min 6, 003 L2929", MoveHeatInput{Mode: Jumped, HexesJumped: 2, XXLEngine: true}, 6},
		{"XXL jump 5 → 10, 003 L2929", MoveHeatInput{Mode: Jumped, HexesJumped: 5, XXLEngine: true}, 10},
		{"XXL + improved cancel: 5 → 5, 003 L2929", MoveHeatInput{Mode: Jumped, HexesJumped: 5, XXLEngine: true, Jets: ImprovedJets}, 5},
		{"sprint: running 2 + 50% → 3, 003 L831", MoveHeatInput{Mode: Sprinted}, 3},
		{"walk + two stand attempts → 3, 003 L2927", MoveHeatInput{Mode: Walked, StandAttempts: 2}, 3},
	}
	for _, c := range cases {
		items, got, err := MovementHeat(c.in)
		if err != nil || got != c.want {
			t.Errorf("%s: MovementHeat = %d, %v; want %d", c.cite, got, err, c.want)
		}
		for _, m := range items {
			if m.Cite == "" || m.Label == "" {
				t.Errorf("%s: item %+v lacks label or cite", c.cite, m)
			}
		}
	}
	for _, bad := range []MoveHeatInput{{Mode: MoveMode(9)}, {Mode: Walked, HexesJumped: 2}, {Mode: Jumped, HexesJumped: -1}} {
		if _, _, err := MovementHeat(bad); err == nil {
			t.Errorf("MovementHeat(%+v): want error", bad)
		}
	}
}

// Attack Modifiers Table, attacker movement, 003 L1626-1629.
func TestAttackerMovement(t *testing.T) {
	rows := []struct {
		line        int
		label, cell string
		mode        MoveMode
		want        int
	}{
		{1626, "Stationary", "None", StoodStill, 0},
		{1627, "Walked", "+1", Walked, 1},
		{1628, "Ran", "+2", Ran, 2},
		{1629, "Jumped", "+3", Jumped, 3},
	}
	for _, r := range rows {
		checkSeedLine(t, r.line, r.label, r.cell)
		m, ok := AttackerMovement(r.mode)
		if !ok || m.Value != r.want {
			t.Errorf("003 L%d: AttackerMovement(%v) = %+v, %v; want %d", r.line, r.mode, m, ok, r.want)
		}
	}
	if m, ok := AttackerMovement(UsedUMU); !ok || m.Value != 3 {
		t.Errorf("UMU counts as jumping (003 L1139): got %+v", m)
	}
	if _, ok := AttackerMovement(Sprinted); ok {
		t.Error("sprinting 'Mech may make no deliberate attacks (003 L833)")
	}
}

// Target movement, 003 L1649-1656.
func TestTargetMovementModifier(t *testing.T) {
	rows := []struct {
		line   int
		label  string
		cell   string
		lo, hi int
		want   int
	}{
		{1649, "Moved 0-2 hexes", "0", 0, 2, 0},
		{1650, "Moved 3-4 hexes", "+1", 3, 4, 1},
		{1651, "Moved 5-6 hexes", "+2", 5, 6, 2},
		{1652, "Moved 7-9 hexes", "+3", 7, 9, 3},
		{1653, "Moved 10-17 hexes", "+4", 10, 17, 4},
		{1654, "Moved 18-24 hexes", "+5", 18, 24, 5},
		{1655, "Moved 25+ hexes", "+6", 25, 40, 6},
	}
	for _, r := range rows {
		checkSeedLine(t, r.line, r.label, r.cell)
		for h := r.lo; h <= r.hi; h++ {
			got, err := TargetMovementModifier(h)
			if err != nil || got != r.want {
				t.Errorf("003 L%d: TargetMovementModifier(%d) = %d, %v; want %d", r.line, h, got, err, r.want)
			}
		}
	}
	checkSeedLine(t, 1656, "Jumped", "+1 additional")
	ms, err := TargetMovement(Jumped, 5)
	if err != nil || sum(ms) != 3 {
		t.Errorf("jumped 5 hexes: %+v, %v; want 2 + 1", ms, err)
	}
	ms, err = TargetMovement(Sprinted, 12)
	if err != nil || sum(ms) != 3 {
		t.Errorf("sprinted 12 hexes (003 L835): %+v, %v; want 4 - 1", ms, err)
	}
	if _, err := TargetMovementModifier(-1); err == nil {
		t.Error("negative hexes: want error")
	}
}

func sum(ms []Modifier) int {
	n := 0
	for _, m := range ms {
		n += m.Value
	}
	return n
}

func TestMoveModeText(t *testing.T) {
	for _, m := range []MoveMode{StoodStill, Walked, Ran, Jumped, Sprinted, UsedUMU} {
		b, err := m.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back MoveMode
		if err := back.UnmarshalText(b); err != nil || back != m || m.String() != string(b) {
			t.Errorf("%v: round trip %q → %v, %v", m, b, back, err)
		}
	}
	if fmt.Sprint(MoveMode(42)) != "MoveMode(42)" {
		t.Error("String of unknown mode")
	}
}
