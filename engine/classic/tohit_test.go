package classic

import (
	"strconv"
	"strings"
	"testing"
)

// weapon reads a row of the weapons tables (003 L7846-8110) into Brackets:
// name, Minimum Range, Short, Medium, Long as printed (dashes normalised to
// "-"). With ../shared present it checks the row against the seed line.
func weapon(t *testing.T, line int, name, minR, short, medium, long string) Brackets {
	t.Helper()
	if lines := loadSeed(); lines != nil {
		c := splitCells(strings.NewReplacer("–", "-", "−", "-").Replace(lines[line-1]))
		if len(c) < 8 || c[0] != name || c[4] != minR || c[5] != short || c[6] != medium || c[7] != long {
			t.Errorf("003 L%d is %q, test row says %s %s %s %s %s", line, c, name, minR, short, medium, long)
		}
	}
	upper := func(cell string) int {
		_, hi, ok := strings.Cut(cell, "-")
		if !ok {
			hi = cell
		}
		n, err := strconv.Atoi(hi)
		if err != nil {
			t.Fatalf("bad range cell %q", cell)
		}
		return n
	}
	m, err := strconv.Atoi(minR)
	if err != nil {
		t.Fatal(err)
	}
	return Brackets{MinRange: m, Short: upper(short), Medium: upper(medium), Long: upper(long)}
}

func mustHit(t *testing.T, in AttackInput) Result {
	t.Helper()
	r, err := ToHit(in)
	if err != nil {
		t.Fatalf("ToHit: %v", err)
	}
	for _, m := range append([]Modifier{r.Base}, r.Modifiers...) {
		if m.Label == "" || !strings.HasPrefix(m.Cite, "003 L") {
			t.Errorf("modifier %+v lacks a label or a seed cite", m)
		}
	}
	return r
}

// Worked examples of the seed (digest 3.5).
func TestToHitWorkedExamples(t *testing.T) {
	ac5 := weapon(t, 7851, "Autocannon/5", "3", "1-6", "7-12", "13-18")
	lrm15 := weapon(t, 7942, "LRM 15", "6", "1-7", "8-14", "15-21")
	uac10 := weapon(t, 7876, "Ultra AC/10", "0", "1-6", "7-12", "13-18")
	lpl := weapon(t, 7935, "Large Pulse Laser", "0", "1-3", "4-7", "8-10")
	lb5 := weapon(t, 7861, "LB 5-X AC", "3", "1-7", "8-14", "15-21")
	ml := weapon(t, 7884, "Medium Laser", "0", "1-3", "4-6", "7-9")
	pulse := Modifier{Label: "Pulse laser", Value: -2, Cite: "003 L6283"}
	cluster := Modifier{Label: "LB-X cluster ammunition", Value: -1, Cite: "003 L6846"}
	// 4 (Gunnery) + 1 (walked) + 2 (target moved 5) + 1 (partial cover): L1823-1831.
	walkCover := Situation{AttackerMode: Walked, TargetMode: Walked, TargetHexes: 5, PartialCover: true}

	cases := []struct {
		line  int
		quote string
		in    AttackInput
		want  int
	}{
		{1484, "The modified Target Number for the JagerMech's AC/5s is 10",
			AttackInput{Gunnery: 4, Situation: Situation{AttackerMode: Ran, TargetMode: Walked, TargetHexes: 5}, Range: 2, Brackets: ac5}, 10},
		{1486, "The modified Target Number for the LRM attack is 7",
			AttackInput{Gunnery: 4, Situation: Situation{AttackerMode: StoodStill, TargetMode: Ran, TargetHexes: 2}, Range: 4, Brackets: lrm15}, 7},
		{1831, "Its Ultra AC/10 has a modified Target Number of 11",
			AttackInput{Gunnery: 4, Situation: walkCover, Range: 15, Brackets: uac10, TargetingComputer: true}, 11},
		{1833, "Its large pulse laser has a modified Target Number of 7",
			AttackInput{Gunnery: 4, Situation: walkCover, Range: 5, Brackets: lpl, TargetingComputer: true, Extra: []Modifier{pulse}}, 7},
		{1835, "Its LB 5-X AC has a modified Target Number of 9",
			AttackInput{Gunnery: 4, Situation: walkCover, Range: 10, Brackets: lb5, Extra: []Modifier{cluster}}, 9},
		{1837, "Its LRM-15 has a modified Target Number of 10",
			AttackInput{Gunnery: 4, Situation: walkCover, Range: 10, Brackets: lrm15}, 10},
		{1839, "each have modified Target Numbers of 9",
			AttackInput{Gunnery: 4, Situation: Situation{AttackerMode: Walked, TargetMode: Walked, TargetHexes: 3}, Range: 5, Brackets: ml,
				Priority: SecondarySideRear, TargetingComputer: true}, 9},
	}
	for _, c := range cases {
		checkSeedContains(t, c.line, c.quote)
		r := mustHit(t, c.in)
		if r.Target != c.want || r.Prohibited != "" {
			t.Errorf("003 L%d: target %d (%+v), want %d", c.line, r.Target, r.Modifiers, c.want)
		}
	}
}

// Prone target, 003 L1766: ran 7 hexes then dropped prone: +4 from
// non-adjacent attackers (+3 movement, +1 prone), +1 from adjacent ones
// (+3, -2). Prone attacker after running: +2 run +2 prone (003 L1756).
func TestToHitProne(t *testing.T) {
	checkSeedContains(t, 1766, "+4 Target Number modifier (+3 for entering seven hexes, +1 for firing at non-adjacent prone 'Mech = 4)")
	ml := weapon(t, 7884, "Medium Laser", "0", "1-3", "4-6", "7-9")
	target := Situation{AttackerMode: StoodStill, TargetMode: Ran, TargetHexes: 7, TargetProne: true}
	if r := mustHit(t, AttackInput{Gunnery: 4, Situation: target, Range: 3, Brackets: ml}); r.Target != 4+4 {
		t.Errorf("non-adjacent: %d, want 8", r.Target)
	}
	if r := mustHit(t, AttackInput{Gunnery: 4, Situation: target, Range: 1, Brackets: ml}); r.Target != 4+1 {
		t.Errorf("adjacent: %d, want 5", r.Target)
	}
	checkSeedContains(t, 1756, "it receives a +4 Target Number modifier")
	att := Situation{AttackerMode: Ran, AttackerProne: true, TargetMode: StoodStill}
	if r := mustHit(t, AttackInput{Gunnery: 4, Situation: att, Range: 2, Brackets: ml}); r.Target != 4+4 {
		t.Errorf("ran and dropped prone: %d, want 8", r.Target)
	}
	att.AttackerQuadIntact = true
	if r := mustHit(t, AttackInput{Gunnery: 4, Situation: att, Range: 2, Brackets: ml}); r.Target != 4+2 {
		t.Errorf("intact quad fires prone as if standing (003 L1758): %d, want 6", r.Target)
	}
	att.AttackerQuadIntact = false
	one := AttackInput{Gunnery: 4, Situation: att, Range: 2, Brackets: ml, OneArmProne: true, Options: Options{OneArmedProneFire: true}}
	if r := mustHit(t, one); r.Target != 4+4+1 {
		t.Errorf("one-armed prone fire (003 L1760): %d, want 9", r.Target)
	}
	one.Options = Options{}
	if _, err := ToHit(one); err == nil {
		t.Error("one-armed prone fire without the option: want error")
	}
}

// Minimum range, 003 L1598 and L1691: [Minimum] - [Target Range] + 1 when
// the target is within minimum range. Every distance from 0 to beyond long
// range, typed from the weapon rows and the formula's worked numbers.
func TestMinimumRangeEveryDistance(t *testing.T) {
	checkSeedContains(t, 1598, "three hexes away, the minimum range modifier would be +1. If the target is two hexes away the modifier is +2, and if one hex away the modifier is +3")
	ac2 := weapon(t, 7850, "Autocannon/2", "4", "1-8", "9-16", "17-24")
	lrm := weapon(t, 7943, "LRM 20", "6", "1-7", "8-14", "15-21")
	ppc := weapon(t, 7897, "PPC", "3", "1-6", "7-12", "13-18")
	const X = -1 // out of range
	cases := []struct {
		name string
		b    Brackets
		want []int // total range modifier at range 0, 1, 2, ...
	}{
		// AC/2: min 4 → +5 +4 +3 +2 +1 at 0-4; short to 8; medium 9-16 +2; long 17-24 +4.
		{"AC/2", ac2, []int{5, 4, 3, 2, 1, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 4, 4, X}},
		// LRM: min 6 → +7 ... +1 at 0-6; short to 7; medium 8-14; long 15-21.
		{"LRM 20", lrm, []int{7, 6, 5, 4, 3, 2, 1, 0, 2, 2, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 4, X}},
		// PPC: min 3 → +3 at 1, +2 at 2, +1 at 3 (003 L1598).
		{"PPC", ppc, []int{4, 3, 2, 1, 0, 0, 0, 2, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, X}},
	}
	for _, c := range cases {
		for rng, want := range c.want {
			br, ms, err := WeaponRange(rng, c.b)
			if err != nil {
				t.Fatal(err)
			}
			if want == X {
				if br != OutOfRange {
					t.Errorf("%s at %d: bracket %v, want out of range", c.name, rng, br)
				}
				r := mustHit(t, AttackInput{Gunnery: 4, Range: rng, Brackets: c.b})
				if r.Prohibited == "" || r.Ways != 0 {
					t.Errorf("%s at %d: beyond long range must be prohibited", c.name, rng)
				}
				continue
			}
			if got := sum(ms); got != want {
				t.Errorf("%s at range %d: range modifiers %d (%+v), want %d", c.name, rng, got, ms, want)
			}
			r := mustHit(t, AttackInput{Gunnery: 4, Range: rng, Brackets: c.b})
			if r.Target != 4+want {
				t.Errorf("%s at range %d: target %d, want %d", c.name, rng, r.Target, 4+want)
			}
		}
	}
	if MinimumRangeModifier(0, 0) != 0 || MinimumRangeModifier(6, 7) != 0 {
		t.Error("no minimum range modifier without a minimum or outside it")
	}
}

// Attack Modifiers Table rows, 003 L1635-1695.
func TestToHitModifiers(t *testing.T) {
	ml := weapon(t, 7884, "Medium Laser", "0", "1-3", "4-6", "7-9")
	base := func() AttackInput {
		return AttackInput{Gunnery: 4, Range: 2, Brackets: ml, Situation: Situation{AttackerMode: StoodStill, TargetMode: StoodStill}}
	}
	cases := []struct {
		line int
		cell string
		edit func(*AttackInput)
		mod  int
	}{
		{1635, "+1 per intervening hex; +1 if target in light woods/jungle", func(a *AttackInput) { a.TargetWoods = LightWoods; a.InterveningLightWoods = 2 }, 3},
		{1636, "+2 per intervening hex; +2 if target in heavy woods/jungle", func(a *AttackInput) { a.TargetWoods = HeavyWoods; a.InterveningHeavyWoods = 1 }, 4},
		{1639, "+1; see <i>Partial Cover</i> , p. 26", func(a *AttackInput) { a.Depth1Water = true }, 1},
		{1641, "+1; see <i>Partial Cover</i> , p. 26", func(a *AttackInput) { a.PartialCover = true }, 1},
		{1646, "-4", func(a *AttackInput) { a.TargetImmobile = true }, -4},
		{1647, "+2", func(a *AttackInput) { a.TargetSkidding = true }, 2},
		{1631, "+1", func(a *AttackInput) { a.AttackerSkidding = true }, 1},
		{1666, "+2", func(a *AttackInput) { a.SensorHits = 1 }, 2},
		{1667, "+4 for weapons in arm, disregard other damaged actuators in arm", func(a *AttackInput) { a.WeaponInArm, a.ShoulderHit, a.ArmActuatorHits = true, true, 2 }, 4},
		{1668, "+1 for weapons in arm", func(a *AttackInput) { a.WeaponInArm, a.ArmActuatorHits = true, 2 }, 2},
		{1694, "+1", func(a *AttackInput) { a.Priority = SecondaryForward }, 1},
		{1695, "+2", func(a *AttackInput) { a.Priority = SecondarySideRear }, 2},
		{1679, "+1", func(a *AttackInput) { a.Spotting = true }, 1},
		{1678, "+1 (+2 if the spotter also attacked this turn)", func(a *AttackInput) { a.Indirect, a.SpotterMode = true, StoodStill }, 1},
		{1678, "+1 (+2 if the spotter also attacked this turn)", func(a *AttackInput) { a.Indirect, a.SpotterMode, a.SpotterAttacked = true, Walked, true }, 3},
	}
	for _, c := range cases {
		if lines := loadSeed(); lines != nil {
			if cells := splitCells(lines[c.line-1]); cells[len(cells)-1] != c.cell {
				t.Errorf("003 L%d: last cell %q, test says %q", c.line, cells[len(cells)-1], c.cell)
			}
		}
		in := base()
		c.edit(&in)
		if r := mustHit(t, in); r.Target != 4+c.mod {
			t.Errorf("003 L%d: target %d (%+v), want %d", c.line, r.Target, r.Modifiers, 4+c.mod)
		}
	}
	// Weapon on an arm without crits, or arm crits with a torso weapon: none.
	in := base()
	in.ArmActuatorHits = 2
	if r := mustHit(t, in); r.Target != 4 {
		t.Errorf("arm actuator hits only affect arm weapons: %d", r.Target)
	}
}

// Heat, 003 L1672-1676: 0-7 none, 8-12 +1, 13-16 +2, 17-23 +3, 24+ +4.
func TestToHitHeat(t *testing.T) {
	rows := []struct {
		line         int
		label, cell  string
		lo, hi, want int
	}{
		{1672, "0-7", "None", 0, 7, 0},
		{1673, "8-12", "+1", 8, 12, 1},
		{1674, "13-16", "+2", 13, 16, 2},
		{1675, "17-23", "+3", 17, 23, 3},
		{1676, "24+", "+4", 24, 35, 4},
	}
	ml := weapon(t, 7884, "Medium Laser", "0", "1-3", "4-6", "7-9")
	for _, r := range rows {
		checkSeedLine(t, r.line, r.label, r.cell)
		for h := r.lo; h <= r.hi; h++ {
			res := mustHit(t, AttackInput{Gunnery: 4, Range: 1, Brackets: ml, Heat: h})
			if res.Target != 4+r.want {
				t.Errorf("003 L%d: heat %d target %d, want %d", r.line, h, res.Target, 4+r.want)
			}
		}
	}
}

func TestToHitSensorsAndStealth(t *testing.T) {
	ml := weapon(t, 7884, "Medium Laser", "0", "1-3", "4-6", "7-9")
	in := AttackInput{Gunnery: 4, Range: 2, Brackets: ml, SensorHits: 2}
	if r := mustHit(t, in); r.Prohibited == "" {
		t.Error("second sensor hit: cannot fire (003 L2826)")
	}
	in.TorsoCockpit = true
	if r := mustHit(t, in); r.Prohibited != "" || r.Target != 8 {
		t.Errorf("torso cockpit, 2 sensor hits: +4 (003 L2830), got %d %q", r.Target, r.Prohibited)
	}
	in.SensorHits = 3
	if r := mustHit(t, in); r.Prohibited == "" {
		t.Error("torso cockpit, 3 sensor hits: blind (003 L2830)")
	}
	st := AttackInput{Gunnery: 4, Range: 5, Brackets: ml, TargetStealth: true}
	if r := mustHit(t, st); r.Target != 4+2+1 {
		t.Errorf("stealth at medium: %d, want 7 (003 L1657)", r.Target)
	}
	st.Range = 8
	if r := mustHit(t, st); r.Target != 4+4+2 {
		t.Errorf("stealth at long: %d, want 10 (003 L1657)", r.Target)
	}
	st.Priority = SecondaryForward
	if r := mustHit(t, st); r.Prohibited == "" {
		t.Error("stealth target cannot be secondary (003 L1578)")
	}
	sp := AttackInput{Gunnery: 4, Range: 2, Brackets: ml, Situation: Situation{AttackerMode: Sprinted}, Options: Options{Sprinting: true}}
	if r := mustHit(t, sp); r.Prohibited == "" {
		t.Error("sprinting attacker: no deliberate attacks (003 L833)")
	}
	sp.Options = Options{}
	if _, err := ToHit(sp); err == nil {
		t.Error("sprinting without the optional rule: want error")
	}
}

// Aimed shots, 003 L1772-1784 and L7377-7385.
func TestToHitAimedShots(t *testing.T) {
	ml := weapon(t, 7884, "Medium Laser", "0", "1-3", "4-6", "7-9")
	imm := Situation{TargetImmobile: true}
	cases := []struct {
		cite       string
		in         AttackInput
		want       int
		prohibited bool
	}{
		{"aimed at immobile: -4, 003 L1776", AttackInput{Situation: imm, Aim: AimLocation}, -4, false},
		{"aimed head: no -4, +3, 003 L1780", AttackInput{Situation: imm, Aim: AimHead}, 3, false},
		{"TC, immobile, not head: -5, 003 L7385", AttackInput{Situation: imm, Aim: AimLocation, TargetingComputer: true}, -5, false},
		{"TC, mobile: +3 and no -1, 003 L7383", AttackInput{Aim: AimLocation, TargetingComputer: true}, 3, false},
		{"TC head: not legal, 003 L7384", AttackInput{Situation: imm, Aim: AimHead, TargetingComputer: true}, 3 - 1, true},
		{"mobile without TC: not allowed, 003 L1774", AttackInput{Aim: AimLocation}, 0, true},
		{"indirect: never aimed, 003 L1805", AttackInput{Situation: imm, Aim: AimLocation, Indirect: true}, -4 + 1, true},
		{"partial cover ignored when aiming, 003 L1782", AttackInput{Situation: Situation{TargetImmobile: true, PartialCover: true}, Aim: AimLocation}, -4, false},
	}
	for _, c := range cases {
		c.in.Gunnery, c.in.Range, c.in.Brackets = 4, 2, ml
		r := mustHit(t, c.in)
		if r.Target != 4+c.want || (r.Prohibited != "") != c.prohibited {
			t.Errorf("%s: target %d prohibited %q; want %d, %v", c.cite, r.Target, r.Prohibited, 4+c.want, c.prohibited)
		}
	}
	for roll, want := range map[int]bool{2: false, 5: false, 6: true, 7: true, 8: true, 9: false, 12: false} {
		if got, err := AimedShotHits(roll); err != nil || got != want {
			t.Errorf("AimedShotHits(%d) = %v, want %v (003 L1776)", roll, got, want)
		}
	}
}

// 2D6 chances and automatic results (003 L360, L1446-1448, L8302).
func TestChances(t *testing.T) {
	want := map[int]int{2: 36, 3: 35, 4: 33, 5: 30, 6: 26, 7: 21, 8: 15, 9: 10, 10: 6, 11: 3, 12: 1, 13: 0}
	for tn, w := range want {
		if got := Ways2D6(tn); got != w {
			t.Errorf("Ways2D6(%d) = %d, want %d", tn, got, w)
		}
	}
	checkSeedContains(t, 1446, "rolling a 12 does not result in an automatic hit")
	ml := weapon(t, 7884, "Medium Laser", "0", "1-3", "4-6", "7-9")
	r := mustHit(t, AttackInput{Gunnery: 5, Range: 7, Brackets: ml, Situation: Situation{AttackerMode: Jumped, TargetMode: Walked, TargetHexes: 3}})
	if r.Target != 13 || !r.AutoFailure || r.Ways != 0 || r.Probability != 0 {
		t.Errorf("target 13: %+v", r)
	}
	r = mustHit(t, AttackInput{Gunnery: 5, Range: 7, Brackets: ml, Situation: Situation{AttackerMode: Ran, TargetMode: Walked, TargetHexes: 3}})
	if r.Target != 12 || r.AutoFailure || r.Ways != 1 {
		t.Errorf("target 12: %+v", r)
	}
	r = mustHit(t, AttackInput{Gunnery: 4, Range: 1, Brackets: ml, Situation: Situation{TargetImmobile: true}})
	if r.Target != 0 || !r.AutoSuccess || r.Ways != 36 || r.Probability != 1 {
		t.Errorf("target 0: %+v", r)
	}
}

func TestToHitRejects(t *testing.T) {
	ml := Brackets{Short: 3, Medium: 6, Long: 9}
	bad := []AttackInput{
		{Gunnery: -1, Range: 1, Brackets: ml},
		{Gunnery: 4, Range: -1, Brackets: ml},
		{Gunnery: 4, Range: 1, Brackets: Brackets{Short: 6, Medium: 3, Long: 9}},
		{Gunnery: 4, Range: 1, Brackets: Brackets{}},
		{Gunnery: 4, Range: 1, Brackets: ml, Heat: -1},
		{Gunnery: 4, Range: 1, Brackets: ml, ArmActuatorHits: 3},
		{Gunnery: 4, Range: 1, Brackets: ml, Situation: Situation{TargetHexes: 3}},
		{Gunnery: 4, Range: 1, Brackets: ml, Extra: []Modifier{{Label: "x", Value: 1}}},
		{Gunnery: 4, Range: 1, Brackets: ml, Aim: Aim(5)},
	}
	for i, in := range bad {
		if _, err := ToHit(in); err == nil {
			t.Errorf("case %d: want error", i)
		}
	}
}
