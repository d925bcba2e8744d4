package classic

import (
	"fmt"
	"testing"
)

// Heat Data table, 003 L3009-3025: the level at which each effect begins.
var heatRows = []struct {
	line   int
	level  string
	effect string
}{
	{3009, "30", "Shutdown"},
	{3010, "28", "Ammo Exp. avoid on 8+"},
	{3011, "26", "Shutdown, avoid on 10+"},
	{3012, "25", "-5 Movement Points"},
	{3013, "24", "+4 Modifier to Fire"},
	{3014, "23", "Ammo Exp. avoid on 6+"},
	{3015, "22", "Shutdown, avoid on 8+"},
	{3016, "20", "-4 Movement Points"},
	{3017, "19", "Ammo Exp. avoid on 4+"},
	{3018, "18", "Shutdown, avoid on 6+"},
	{3019, "17", "+3 Modifier to Fire"},
	{3020, "15", "-3 Movement Points"},
	{3021, "14", "Shutdown, avoid on 4+"},
	{3022, "13", "+2 Modifier to Fire"},
	{3023, "10", "-2 Movement Points"},
	{3024, "8", "+1 Modifier to Fire"},
	{3025, "5", "-1 Movement Points"},
}

// heatValue reads the effect of a row out of the seed text: which effect,
// and its number.
func heatValue(t *testing.T, e HeatEffects, effect string) (got, want int) {
	t.Helper()
	var n int
	switch {
	case effect == "Shutdown":
		if e.Shutdown.Automatic {
			return 1, 1
		}
		return 0, 1
	case scan(effect, "Shutdown, avoid on %d+", &n):
		return e.Shutdown.Avoid, n
	case scan(effect, "Ammo Exp. avoid on %d+", &n):
		return e.AmmoExplosion.Avoid, n
	case scan(effect, "%d Movement Points", &n):
		return e.Movement.Value, n
	case scan(effect, "+%d Modifier to Fire", &n):
		return e.ToHit.Value, n
	}
	t.Fatalf("unread heat effect %q", effect)
	return 0, 0
}

func scan(s, format string, n *int) bool {
	_, err := fmt.Sscanf(s, format, n)
	return err == nil
}

func TestHeatScale(t *testing.T) {
	for _, r := range heatRows {
		checkSeedLine(t, r.line, r.level, r.effect)
		var level int
		fmt.Sscan(r.level, &level)
		at, err := HeatEffectsAt(level)
		if err != nil {
			t.Fatal(err)
		}
		got, want := heatValue(t, at, r.effect)
		if got != want {
			t.Errorf("003 L%d: at heat %d %q: got %d", r.line, level, r.effect, got)
		}
		// The effect begins at this level: one point lower it is weaker.
		below, _ := HeatEffectsAt(level - 1)
		if g, _ := heatValue(t, below, r.effect); g == want {
			t.Errorf("003 L%d: %q already in force at heat %d", r.line, r.effect, level-1)
		}
	}
}

// Ranges stated in the rules text.
func TestHeatRanges(t *testing.T) {
	cases := []struct {
		cite   string
		lo, hi int
		check  func(HeatEffects) int
		want   int
	}{
		{"5-9 heat: -1 Walking MP, 003 L3037", 5, 9, func(e HeatEffects) int { return e.Movement.Value }, -1},
		{"below 5: no MP loss, 003 L3041", 0, 4, func(e HeatEffects) int { return e.Movement.Value }, 0},
		{"0-7 heat: no to-hit modifier, 003 L1672", 0, 7, func(e HeatEffects) int { return e.ToHit.Value }, 0},
		{"8-12: +1, 003 L1673", 8, 12, func(e HeatEffects) int { return e.ToHit.Value }, 1},
		{"13-16: +2, 003 L1674", 13, 16, func(e HeatEffects) int { return e.ToHit.Value }, 2},
		{"17-23: +3, 003 L1675", 17, 23, func(e HeatEffects) int { return e.ToHit.Value }, 3},
		{"24+: +4, 003 L1676", 24, 40, func(e HeatEffects) int { return e.ToHit.Value }, 4},
		{"below 14: no shutdown roll, 003 L3059", 0, 13, func(e HeatEffects) int { return e.Shutdown.Avoid }, 0},
		{"19-22 heat ammo 4+, 003 L3077", 19, 22, func(e HeatEffects) int { return e.AmmoExplosion.Avoid }, 4},
		{"23-27 heat ammo 6+, 003 L3077", 23, 27, func(e HeatEffects) int { return e.AmmoExplosion.Avoid }, 6},
		{"28-30 heat ammo 8+, 003 L3077", 28, 30, func(e HeatEffects) int { return e.AmmoExplosion.Avoid }, 8},
		{"below 19: no ammo roll, 003 L3077", 0, 18, func(e HeatEffects) int { return e.AmmoExplosion.Avoid }, 0},
		{"life support 15-25: 1 damage, 003 L3093", 15, 25, func(e HeatEffects) int { return e.LifeSupport.Value }, 1},
		{"life support 26+: 2 damage, 003 L3093", 26, 35, func(e HeatEffects) int { return e.LifeSupport.Value }, 2},
		{"life support below 15: none, 003 L3093", 0, 14, func(e HeatEffects) int { return e.LifeSupport.Value }, 0},
		{"torso cockpit 1-14: 1 damage, 003 L3095", 1, 14, func(e HeatEffects) int { return e.TorsoCockpitLifeSupport.Value }, 1},
		{"torso cockpit 15+: 2 damage, 003 L3095", 15, 35, func(e HeatEffects) int { return e.TorsoCockpitLifeSupport.Value }, 2},
	}
	for _, c := range cases {
		for h := c.lo; h <= c.hi; h++ {
			e, err := HeatEffectsAt(h)
			if err != nil {
				t.Fatal(err)
			}
			if got := c.check(e); got != c.want {
				t.Errorf("%s: heat %d gives %d", c.cite, h, got)
			}
		}
	}
	checkSeedContains(t, 3077, "19-22 heat would need a 4+, 23-27 heat a 6+, and 28-30 heat an 8+")
	checkSeedContains(t, 3093, "between 15 and 25")
	for _, h := range []int{30, 31, 45} {
		e, _ := HeatEffectsAt(h)
		if !e.Shutdown.Automatic {
			t.Errorf("heat %d: shutdown cannot be avoided at 30 or more (003 L3059)", h)
		}
	}
	if e, _ := HeatEffectsAt(31); e.AmmoExplosion.Note == "" {
		t.Error("heat 31: ammo roll above 30 must carry the digest 16.2 #22 note")
	}
	if _, err := HeatEffectsAt(-1); err == nil {
		t.Error("negative heat: want error")
	}
}

// Inferno Ammo Explosion Table, 003 L6917-6919 (two pairs per line).
func TestInfernoTable(t *testing.T) {
	checkSeedLine(t, 6917, "10", "4+", "23", "10+")
	checkSeedLine(t, 6918, "14", "6+", "28", "12")
	checkSeedLine(t, 6919, "19", "8+")
	for _, c := range []struct{ level, want int }{{9, 0}, {10, 4}, {14, 6}, {19, 8}, {23, 10}, {28, 12}, {27, 10}} {
		e, _ := HeatEffectsAt(c.level)
		if e.InfernoExplosion.Avoid != c.want {
			t.Errorf("inferno at heat %d = %d, want %d", c.level, e.InfernoExplosion.Avoid, c.want)
		}
	}
}

// Hatamoto-Chi worked example, 003 L3047-3049: 4 heat + 21 generated - 16
// sinks = 9: -1 Walking MP (walk 3, run 5), +1 to fire. Again: 14: shutdown
// avoid 4+, Walking MP 2, +2 to fire.
func TestHeatHatamotoChi(t *testing.T) {
	checkSeedContains(t, 3047, "bringing the total to 9")
	checkSeedContains(t, 3049, "bringing the total to 14")
	const baseWalk = 4
	h1, _ := HeatPhase(4, 21, 0, 16)
	e1, _ := HeatEffectsAt(h1)
	walk1 := baseWalk + e1.Movement.Value
	if h1 != 9 || walk1 != 3 || RunningMP(walk1) != 5 || e1.ToHit.Value != 1 || e1.Shutdown.Avoid != 0 {
		t.Errorf("turn 1: heat %d, walk %d, run %d, fire %+d, shutdown %d; want 9, 3, 5, +1, none", h1, walk1, RunningMP(walk1), e1.ToHit.Value, e1.Shutdown.Avoid)
	}
	h2, _ := HeatPhase(h1, 21, 0, 16)
	e2, _ := HeatEffectsAt(h2)
	if h2 != 14 || baseWalk+e2.Movement.Value != 2 || e2.ToHit.Value != 2 || e2.Shutdown.Avoid != 4 {
		t.Errorf("turn 2: heat %d, walk %d, fire %+d, shutdown %d; want 14, 2, +2, 4", h2, baseWalk+e2.Movement.Value, e2.ToHit.Value, e2.Shutdown.Avoid)
	}
}

// Outside heat is capped at 15 a turn: Juliano 6 + 10 = 16 → 15 (003 L2967);
// the scale never drops below 0 (003 L2995).
func TestHeatPhase(t *testing.T) {
	checkSeedContains(t, 2967, "so 1 point is wasted")
	if got, _ := HeatPhase(0, 0, 16, 0); got != 15 {
		t.Errorf("outside 16 → %d, want 15", got)
	}
	if got, _ := HeatPhase(3, 1, 0, 10); got != 0 {
		t.Errorf("over-dissipation → %d, want 0", got)
	}
	if _, err := HeatPhase(-1, 0, 0, 0); err == nil {
		t.Error("negative heat: want error")
	}
	if WaterDissipation(10) != 6 || WaterDissipation(4) != 4 {
		t.Error("water adds at most 6 (003 L2991)")
	}
	if e, _ := HeatEffectsAt(9); !e.TSMActive {
		t.Error("TSM active at 9+ (003 L7629)")
	}
	if e, _ := HeatEffectsAt(8); e.TSMActive {
		t.Error("TSM inactive below 9")
	}
}
