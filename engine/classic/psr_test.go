package classic

import (
	"strconv"
	"strings"
	"testing"
)

// cellModifier reads a modifier cell of the PSR table: "+3 ¹" → 3,
// "-1" → -1, "Automatic fall ²" → automatic.
func cellModifier(t *testing.T, cell string) (mod int, auto bool) {
	t.Helper()
	f := strings.Fields(cell)
	if f[0] == "Automatic" {
		return 0, true
	}
	n, err := strconv.Atoi(strings.TrimPrefix(f[0], "+"))
	if err != nil {
		t.Fatalf("bad modifier cell %q", cell)
	}
	return n, false
}

// Piloting Skill Roll Table, 003 L3143-3180: each event alone, Piloting 5.
func TestPSRTable(t *testing.T) {
	rows := []struct {
		line            int
		situation, cell string
		event           PSREvent
	}{
		{3143, "'Mech takes 20+ damage points in one phase", "+1", Took20Damage},
		{3144, "'Mech fusion reactor shuts down", "+3 ¹", ReactorShutdown},
		{3145, "Leg/foot actuator destroyed", "+1", LegActuatorHit},
		{3146, "Hip actuator destroyed", "+2", HipHit},
		{3147, "Gyro hit", "+3", GyroHit},
		{3148, "Gyro destroyed", "Automatic fall ²", GyroDestroyed},
		{3149, "Leg destroyed", "Automatic fall ³", LegDestroyed},
		{3151, "'Mech was kicked", "0", Kicked},
		{3152, "'Mech was pushed", "0", Pushed},
		{3153, "'Mech was successfully charged/hit by death from above", "+2", ChargedOrDFAd},
		{3155, "Missed kick", "0", MissedKick},
		{3156, "Made a successful charging attack", "+2", MadeCharge},
		{3157, "Made a successful death from above attack", "+4 ⁴", MadeDFA},
		{3158, "Entered Depth 1 water hex", "-1", EnteredDepth1},
		{3159, "Entered Depth 2 water hex", "0", EnteredDepth2},
		{3160, "Entered Depth 3+ water hex", "+1", EnteredDepth3},
		{3161, "Attempted to stand", "0", AttemptedStand},
		{3162, "Entered sand hex", "+1", EnteredSand},
		{3163, "Entered light jungle hex", "+1", EnteredLightJungle},
		{3164, "Entered heavy jungle hex", "+2", EnteredHeavyJungle},
		{3165, "Entered rubble hex", "0", EnteredRubble},
		{3167, "Jumped with damaged gyro or leg/foot/hip actuators", "per Preexisting Damage, at right", JumpedDamaged},
		{3169, "Ran with damaged hip or gyro", "per Preexisting Damage, at right", RanDamaged},
		{3180, "Unintentional charge", "+3", UnintentionalCharge},
	}
	checkSeedContains(t, 3218, "Automatic fall if death from above attack is unsuccessful")
	for _, r := range rows {
		checkSeedLine(t, r.line, r.situation, r.cell)
		mod, auto := 0, false
		if !strings.HasPrefix(r.cell, "per ") {
			mod, auto = cellModifier(t, r.cell)
		}
		res, err := PSR(PSRInput{Piloting: 5, Events: []PSREvent{r.event}})
		if err != nil {
			t.Fatal(err)
		}
		if res.AutoFailure != auto || (!auto && res.Target != 5+mod) {
			t.Errorf("003 L%d %v: target %d auto %v, want %d auto %v", r.line, r.event, res.Target, res.AutoFailure, 5+mod, auto)
		}
	}
	res, _ := PSR(PSRInput{Piloting: 5, Events: []PSREvent{MissedDFA}})
	if !res.AutoFailure {
		t.Error("missed DFA: automatic fall (003 L3218)")
	}
}

// TestPhysicalWeaponPSRs checks the PSRs of the physical weapons' text
// entries: a missed mace attack +2 (003 L7085), a flail striking its own
// 'Mech an unmodified PSR (003 L7047).
func TestPhysicalWeaponPSRs(t *testing.T) {
	checkSeedContains(t, 7085, "If a mace attack misses its target, the attacker must make a Piloting Skill Roll (see p. 53) with a +2 modifier to avoid falling.")
	checkSeedContains(t, 7047, "Additionally, the attacker must make a Piloting Skill Roll (see p. 53) to avoid falling.")
	for _, c := range []struct {
		event PSREvent
		want  int
	}{{MissedMace, 7}, {FlailHitSelf, 5}} {
		res, err := PSR(PSRInput{Piloting: 5, Events: []PSREvent{c.event}})
		if err != nil {
			t.Fatal(err)
		}
		if res.Target != c.want || res.AutoFailure {
			t.Errorf("%v: target %d, want %d", c.event, res.Target, c.want)
		}
	}
}

// Terrain modifications and special cases, 003 L3171-3188.
func TestPSRSituation(t *testing.T) {
	base := func() PSRInput { return PSRInput{Piloting: 5, Events: []PSREvent{Kicked}} }
	rows := []struct {
		line            int
		situation, cell string
		edit            func(*PSRInput)
	}{
		{3171, "Ice", "+3 ⁵", func(p *PSRInput) { p.Hex = Ice }},
		{3172, "Mud", "+1 ⁵", func(p *PSRInput) { p.Hex = Mud }},
		{3173, "Deep Snow", "+1 ⁵", func(p *PSRInput) { p.Hex = DeepSnow }},
		{3174, "Swamp", "+1 ⁵", func(p *PSRInput) { p.Hex = Swamp }},
		{3179, "Four-legged 'Mech with all legs", "-2", func(p *PSRInput) { p.Quad = true }},
		{3181, "'Mech mounts AES in its legs", "-2", func(p *PSRInput) { p.AESLegs = true }},
		{3182, "'Mech mounts Hardened Armor", "+1", func(p *PSRInput) { p.Hardened = true }},
		{3183, "'Mech mounts small or torso-mounted cockpit", "+1", func(p *PSRInput) { p.SmallCockpit = true }},
		{3185, "Per leg/foot actuator previously destroyed", "+1", func(p *PSRInput) { p.Legs = []LegDamage{{Actuators: 1}} }},
		{3186, "Per hip actuator previously destroyed", "+2 ⁶", func(p *PSRInput) { p.Legs = []LegDamage{{Hip: true}} }},
		{3187, "Gyro previously hit", "+3", func(p *PSRInput) { p.GyroHits = 1 }},
		{3188, "Leg previously destroyed", "+5 ⁷", func(p *PSRInput) { p.Legs = []LegDamage{{Destroyed: true}} }},
	}
	for _, r := range rows {
		checkSeedLine(t, r.line, r.situation, r.cell)
		mod, _ := cellModifier(t, r.cell)
		in := base()
		r.edit(&in)
		res, err := PSR(in)
		if err != nil || res.Target != 5+mod {
			t.Errorf("003 L%d: target %d, %v; want %d", r.line, res.Target, err, 5+mod)
		}
	}
	cases := []struct {
		cite string
		edit func(*PSRInput)
		want int
	}{
		{"hip overrides earlier actuator hits on that leg, 003 L3222", func(p *PSRInput) { p.Legs = []LegDamage{{Hip: true, Actuators: 0}} }, 2},
		{"actuators hit after the hip still count, 003 L2762", func(p *PSRInput) { p.Legs = []LegDamage{{Hip: true, Actuators: 1}} }, 3},
		{"destroyed leg replaces its actuators, 003 L3224", func(p *PSRInput) { p.Legs = []LegDamage{{Destroyed: true, Actuators: 2, Hip: true}} }, 5},
		{"two legs' actuators add up, 003 L3185", func(p *PSRInput) { p.Legs = []LegDamage{{Actuators: 1}, {Actuators: 2}} }, 3},
		{"quad with a destroyed leg loses -2, 003 L2527", func(p *PSRInput) { p.Quad = true; p.Legs = []LegDamage{{Destroyed: true}} }, 5},
		{"gyro hit twice before: +6, 003 L2738", func(p *PSRInput) { p.GyroHits = 2 }, 6},
		{"heavy-duty gyro first hit +1, 003 L7521", func(p *PSRInput) { p.GyroHits, p.HeavyDutyGyro = 1, true }, 1},
		{"heavy-duty gyro second hit +3, 003 L7521", func(p *PSRInput) { p.GyroHits, p.HeavyDutyGyro = 2, true }, 3},
		{"sprinting +2, 003 L835", func(p *PSRInput) { p.Sprinting, p.Options.Sprinting = true, true }, 2},
	}
	for _, c := range cases {
		in := base()
		c.edit(&in)
		res, err := PSR(in)
		if err != nil || res.Target != 5+c.want {
			t.Errorf("%s: target %d, %v; want %d", c.cite, res.Target, err, 5+c.want)
		}
	}
}

// Skid Modifiers Table, 003 L4153-4159.
func TestSkidModifier(t *testing.T) {
	rows := []struct {
		line      int
		hexes     string
		cell      string
		lo, hi, m int
	}{
		{4153, "0-2", "-1", 0, 2, -1},
		{4154, "3-4", "0", 3, 4, 0},
		{4155, "5-7", "+1", 5, 7, 1},
		{4156, "8-10", "+2", 8, 10, 2},
		{4157, "11-17", "+4", 11, 17, 4},
		{4158, "18-24", "+5", 18, 24, 5},
		{4159, "25+", "+6", 25, 30, 6},
	}
	for _, r := range rows {
		checkSeedLine(t, r.line, r.hexes, r.cell)
		for h := r.lo; h <= r.hi; h++ {
			if got, err := SkidModifier(h); err != nil || got != r.m {
				t.Errorf("003 L%d: SkidModifier(%d) = %d, %v; want %d", r.line, h, got, err, r.m)
			}
		}
	}
	res, _ := PSR(PSRInput{Piloting: 4, Events: []PSREvent{Skidded}, SkidHexes: 6})
	if res.Target != 5 {
		t.Errorf("skid after 6 hexes: %d, want 4+1", res.Target)
	}
}

// Worked example, 003 L3263-3265: Piloting 5, 40 damage and two leg
// actuators in the Weapon Attack Phase: three PSRs at 8. In the Physical
// Attack Phase, kicked twice, another actuator and 20 damage: four PSRs at 9.
func TestPSRWorkedExample(t *testing.T) {
	checkSeedContains(t, 3263, "The modified Target Number for each of the three rolls is 8")
	checkSeedContains(t, 3265, "The modified Target Number for each of the four rolls is 9")
	w, err := PSR(PSRInput{Piloting: 5, Events: []PSREvent{Took20Damage, LegActuatorHit, LegActuatorHit}, DamageThisPhase: 40})
	if err != nil || w.Target != 8 {
		t.Errorf("weapon phase: %d, %v; want 8", w.Target, err)
	}
	p, err := PSR(PSRInput{Piloting: 5, Events: []PSREvent{Kicked, Kicked, LegActuatorHit, Took20Damage},
		Legs: []LegDamage{{Actuators: 2}}})
	if err != nil || p.Target != 9 {
		t.Errorf("physical phase: %d, %v; want 9", p.Target, err)
	}
	// 20+ damage counts once however often it is listed (003 L3109).
	d, _ := PSR(PSRInput{Piloting: 5, Events: []PSREvent{Took20Damage, Took20Damage}})
	if d.Target != 6 {
		t.Errorf("20 damage twice: %d, want 6", d.Target)
	}
	// Expanded Damage Modifiers: 40-59 → +2, 60-79 → +3 (003 L3244).
	for dmg, want := range map[int]int{20: 1, 39: 1, 40: 2, 59: 2, 60: 3, 79: 3} {
		e, _ := PSR(PSRInput{Piloting: 5, Events: []PSREvent{Took20Damage}, DamageThisPhase: dmg, Options: Options{ExpandedDamageModifiers: true}})
		if e.Target != 5+want {
			t.Errorf("expanded, %d damage: %d, want %d", dmg, e.Target, 5+want)
		}
	}
	checkSeedContains(t, 3244, "a 'Mech that takes 40 to 59 points of damage receives a +2 modifier")
}

func TestPSRAutomatic(t *testing.T) {
	cases := []struct {
		cite   string
		in     PSRInput
		fail   bool
		waived bool
	}{
		{"unconscious: automatic failure, 003 L3428", PSRInput{Piloting: 5, Events: []PSREvent{Kicked}, Unconscious: true}, true, false},
		{"immobile: automatic failure, 003 L1013", PSRInput{Piloting: 5, Events: []PSREvent{Kicked}, Immobile: true}, true, false},
		{"shut down, other PSR: automatic, 003 L3063", PSRInput{Piloting: 5, Events: []PSREvent{Kicked}, ShutDown: true, Immobile: true}, true, false},
		{"the shutdown PSR itself is rolled at +3, 003 L3063", PSRInput{Piloting: 5, Events: []PSREvent{ReactorShutdown}, ShutDown: true, Immobile: true}, false, false},
		{"prone: fall PSRs ignored, 003 L3113", PSRInput{Piloting: 5, Events: []PSREvent{Kicked}, Prone: true}, false, true},
		{"prone: standing is rolled, 003 L3113", PSRInput{Piloting: 5, Events: []PSREvent{AttemptedStand}, Prone: true}, false, false},
		{"target 13: automatic failure, 003 L360", PSRInput{Piloting: 6, Events: []PSREvent{GyroHit, HipHit, LegActuatorHit, Took20Damage}}, true, false},
	}
	for _, c := range cases {
		r, err := PSR(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if r.AutoFailure != c.fail || (r.Waived != "") != c.waived {
			t.Errorf("%s: %+v", c.cite, r)
		}
	}
	r, _ := PSR(PSRInput{Piloting: 5, Events: []PSREvent{ReactorShutdown}})
	if r.Target != 8 || r.Modifiers[0].Note == "" {
		t.Errorf("reactor shutdown: +3 with a note on the L3107 wording, got %+v", r)
	}
	careful, _ := PSR(PSRInput{Piloting: 5, Events: []PSREvent{AttemptedStand}, Prone: true, CarefulStand: true, WalkingMP: 3, Options: Options{CarefulStand: true}})
	if careful.Target != 3 {
		t.Errorf("careful stand with 3 Walking MP (003 L1107): %d, want 3", careful.Target)
	}
	for _, bad := range []PSRInput{{Piloting: 5}, {Piloting: -1, Events: []PSREvent{Kicked}}, {Piloting: 5, Events: []PSREvent{PSREvent(99)}},
		{Piloting: 5, Events: []PSREvent{Kicked}, Sprinting: true}, {Piloting: 5, Events: []PSREvent{Kicked}, GyroHits: 3}} {
		if _, err := PSR(bad); err == nil {
			t.Errorf("PSR(%+v): want error", bad)
		}
	}
}

// Automatic falls of the PSR table (003 L3148-3149, L3218) and the
// entering PSR of a modified hex (003 L3650, L3658, L3674, L3684).
func TestPSREventRows(t *testing.T) {
	checkSeedContains(t, 3650, "Entering an ice hex forces a Piloting Skill Roll")
	checkSeedContains(t, 3684, "Entering a swamp hex forces a Piloting Skill Roll")
	for e := Took20Damage; e <= EnteredModifiedHex; e++ {
		want := e == GyroDestroyed || e == LegDestroyed || e == MissedDFA
		if e.AutomaticFall() != want {
			t.Errorf("%v: automatic fall %v, want %v", e, e.AutomaticFall(), want)
		}
		if e.Label() == "" {
			t.Errorf("%v has no label", e)
		}
	}
	if PSREvent(99).AutomaticFall() || PSREvent(99).Label() != "PSREvent(99)" {
		t.Error("invalid event")
	}
	for hex, mod := range map[HexTerrain]int{Ice: 3, Mud: 1, DeepSnow: 1, Swamp: 1} {
		r, err := PSR(PSRInput{Piloting: 5, Events: []PSREvent{EnteredModifiedHex}, Hex: hex})
		if err != nil || r.Target != 5+mod {
			t.Errorf("entered %v hex: %d, %v; want %d", hex, r.Target, err, 5+mod)
		}
	}
	if _, err := PSR(PSRInput{Piloting: 5, Events: []PSREvent{EnteredModifiedHex}}); err == nil {
		t.Error("entering a modified hex without its terrain: want error")
	}
}

// Each PSR event's own modifier is its row of the Piloting Skill Roll
// Table, and a hex's terrain adds its own to every PSR made in it.
func TestPSREventModifier(t *testing.T) {
	for _, c := range []struct {
		e    PSREvent
		want int
		cite string
	}{
		{GyroHit, 3, "003 L3147"}, {HipHit, 2, "003 L3146"}, {LegActuatorHit, 1, "003 L3145"},
		{Took20Damage, 1, "003 L3143"}, {EnteredDepth1, -1, "003 L3158"}, {MadeDFA, 4, "003 L3157"},
		{Kicked, 0, "003 L3151"}, {PSREvent(-1), 0, "not an event"},
	} {
		if got := c.e.Modifier(); got != c.want {
			t.Errorf("%s (%s): modifier %d, want %d", c.e.Label(), c.cite, got, c.want)
		}
	}
	for _, c := range []struct {
		h    HexTerrain
		want int
	}{{NoHexTerrain, 0}, {Ice, 3}, {Mud, 1}, {Swamp, 1}} { // 003 L3171-3174
		if got := c.h.Modifier(); got != c.want {
			t.Errorf("hex %d: modifier %d, want %d", c.h, got, c.want)
		}
	}
}
