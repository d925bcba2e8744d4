package classic

import "testing"

func mustPhys(t *testing.T, in PhysicalInput) Result {
	t.Helper()
	r, err := PhysicalToHit(in)
	if err != nil {
		t.Fatalf("PhysicalToHit(%+v): %v", in, err)
	}
	for _, m := range append([]Modifier{r.Base}, r.Modifiers...) {
		if m.Label == "" || m.Cite == "" {
			t.Errorf("modifier %+v lacks a label or cite", m)
		}
	}
	return r
}

// Physical Attack Modifiers Table, 003 L1975-1980.
func TestPhysicalAttackModifiers(t *testing.T) {
	rows := []struct {
		line        int
		label, cell string
		a           PhysicalAttack
		mode        MoveMode
		want        int
	}{
		{1975, "Charging", "+0", Charge, StoodStill, 0},
		{1976, "Clubbing", "-1", Club, StoodStill, -1},
		{1977, "Death From Above (DFA)", "+0*", DeathFromAbove, Jumped, 0 + 3}, // *: jumping +3 applies, L1983
		{1978, "Kicking", "-2", Kick, StoodStill, -2},
		{1979, "Punching", "+0", Punch, StoodStill, 0},
		{1980, "Pushing", "-1", Push, StoodStill, -1},
	}
	for _, r := range rows {
		checkSeedLine(t, r.line, r.label, r.cell)
		res := mustPhys(t, PhysicalInput{Piloting: 5, TargetPiloting: 5, Attack: r.a, Situation: Situation{AttackerMode: r.mode}})
		if res.Target != 5+r.want {
			t.Errorf("003 L%d: %v target %d, want %d", r.line, r.a, res.Target, 5+r.want)
		}
	}
}

// Punch example, 003 L2279-2283: JagerMech (65 t, Piloting 5, no lower arm
// or hand actuator) punches a Grasshopper in light woods: TN 9; damage 7
// halved to 3.
func TestPunchWorkedExample(t *testing.T) {
	checkSeedContains(t, 2281, "5 (Piloting Skill Rating) + 2 (no lower arm actuator) + 1 (no hand actuator) + 1 (light woods) = 9")
	r := mustPhys(t, PhysicalInput{Piloting: 5, Attack: Punch, ArmActuatorHits: 1, NoHand: true, Situation: Situation{TargetWoods: LightWoods}})
	if r.Target != 9 || r.Ways != 10 {
		t.Errorf("punch TN %d (ways %d), want 9 (10/36)", r.Target, r.Ways)
	}
	checkSeedContains(t, 2283, "reduces this to 3 (7 divided by 2, rounded down)")
	if d, err := PunchDamage(65, 0, false); err != nil || d != 7 {
		t.Errorf("65-ton punch %d, want 7", d)
	}
	if d, _ := PunchDamage(65, 1, false); d != 3 {
		t.Errorf("65-ton punch, one actuator: %d, want 3", d)
	}
	if d, _ := PunchDamage(20, 2, false); d != 1 {
		t.Errorf("quarter damage never below 1 (003 L2293): %d", d)
	}
	checkSeedContains(t, 7635, "a punch from a 55-ton 'Mech with active TSM would do 12 damage")
	if d, _ := PunchDamage(55, 0, true); d != 12 {
		t.Errorf("TSM punch 55 t: %d, want 12", d)
	}
}

// Charge examples: 65 t after 5 hexes vs 45 t → 33 and 5 (003 L2072);
// Phoenix Hawk 45 t after 6 hexes → 27 (003 L4197).
func TestChargeAndDFADamage(t *testing.T) {
	checkSeedContains(t, 2072, "the target takes 33 points of damage")
	if a, b, err := ChargeDamage(65, 45, 5); err != nil || a != 33 || b != 5 {
		t.Errorf("ChargeDamage(65, 45, 5) = %d, %d, %v; want 33, 5", a, b, err)
	}
	checkSeedContains(t, 4197, "The Phoenix Hawk's charge deals 27 points of damage")
	if a, _, _ := ChargeDamage(45, 50, 6); a != 27 {
		t.Errorf("Phoenix Hawk charge %d, want 27", a)
	}
	checkSeedContains(t, 2156, "a *Jenner* weighing 35 tons inflicts 11 points of damage")
	if a, b, err := DFADamage(35); err != nil || a != 11 || b != 7 {
		t.Errorf("DFADamage(35) = %d, %d, %v; want 11, 7", a, b, err)
	}
	// Digest 12.3 [DERIVED] rows: kick = club = tons/5; DFA ceil(3t/10).
	for _, c := range []struct{ tons, kick, dfa int }{{20, 4, 6}, {25, 5, 8}, {55, 11, 17}, {100, 20, 30}} {
		k, _ := KickDamage(c.tons, 0, false)
		cl, _ := ClubDamage(c.tons, false)
		d, _, _ := DFADamage(c.tons)
		if k != c.kick || cl != c.kick || d != c.dfa {
			t.Errorf("%d t: kick %d club %d dfa %d; want %d %d %d", c.tons, k, cl, d, c.kick, c.kick, c.dfa)
		}
	}
	// Kick halved per leg actuator, cumulative: two → a quarter (003 L2208).
	if k, _ := KickDamage(80, 2, false); k != 4 {
		t.Errorf("80-ton kick with two leg actuators: %d, want 4", k)
	}
	if UnderwaterPhysicalDamage(7) != 3 {
		t.Error("underwater physical damage is halved, rounded down (003 L2027)")
	}
	if TalonDamage(9) != 14 || TalonDamage(10) != 15 {
		t.Error("talons ×1.5, .5 rounds up (003 L7125)")
	}
}

// Unintentional charge, 003 L4193: 5 + 2 (ran) + 0 + 1 (skidding) + 3 = 11.
func TestUnintentionalCharge(t *testing.T) {
	checkSeedContains(t, 4193, "The Target Number for the resulting unintentional charge attack is 11")
	r := mustPhys(t, PhysicalInput{Piloting: 5, TargetPiloting: 3, Attack: Charge, Unintentional: true,
		Situation: Situation{AttackerMode: Ran, AttackerSkidding: true}})
	if r.Target != 11 {
		t.Errorf("unintentional charge TN %d (%+v), want 11", r.Target, r.Modifiers)
	}
}

func TestPhysicalRules(t *testing.T) {
	cases := []struct {
		cite       string
		in         PhysicalInput
		want       int
		prohibited bool
	}{
		{"comparative: attacker 5 vs target 3 → +2, 003 L1989", PhysicalInput{Piloting: 5, TargetPiloting: 3, Attack: Charge, Situation: Situation{AttackerMode: Ran}}, 5 + 2 + 2, false},
		{"DFA ignores terrain, 003 L1983", PhysicalInput{Piloting: 4, TargetPiloting: 4, Attack: DeathFromAbove, Situation: Situation{AttackerMode: Jumped, TargetWoods: HeavyWoods, PartialCover: true}}, 4 + 3, false},
		{"prone target is adjacent: -2, 003 L2017", PhysicalInput{Piloting: 5, Attack: Kick, Situation: Situation{TargetProne: true}}, 5 - 2 - 2, false},
		{"kick: leg actuator +2, foot +1, 003 L1716-1717", PhysicalInput{Piloting: 5, Attack: Kick, LegActuatorHits: 1, FootHit: true}, 5 - 2 + 2 + 1, false},
		{"quad rear kick +1, 003 L2206", PhysicalInput{Piloting: 5, Attack: Kick, QuadRearKick: true}, 5 - 2 + 1, false},
		{"push: +2 per shoulder, 003 L2323", PhysicalInput{Piloting: 5, Attack: Push, ShoulderHits: 2}, 5 - 1 + 4, false},
		{"club with claws +2, 003 L2104", PhysicalInput{Piloting: 5, Attack: Club, Claws: true}, 5 - 1 + 2, false},
		{"punch into Depth 1 water: no cover, 003 L1500", PhysicalInput{Piloting: 5, Attack: Punch, Situation: Situation{Depth1Water: true}}, 5, false},
		{"club vs Depth 1 water: cover +1, 003 L2029", PhysicalInput{Piloting: 5, Attack: Club, Situation: Situation{Depth1Water: true}}, 5 - 1 + 1, false},
		{"kick vs Depth 1 water: no cover, 003 L2029", PhysicalInput{Piloting: 5, Attack: Kick, Situation: Situation{Depth1Water: true}}, 5 - 2, false},
		{"heat never applies: no heat field; hip hit: no kicks, 003 L1715", PhysicalInput{Piloting: 5, Attack: Kick, HipHits: 1}, 3, true},
		{"shoulder hit: no punch, 003 L2299", PhysicalInput{Piloting: 5, Attack: Punch, ShoulderHits: 1}, 5, true},
		{"club needs hands, 003 L2092", PhysicalInput{Piloting: 5, Attack: Club, NoHand: true}, 4, true},
		{"prone attacker: none, 003 L2013", PhysicalInput{Piloting: 5, Attack: Punch, Situation: Situation{AttackerProne: true}}, 5, true},
		{"hatchet -1, 003 L2227", PhysicalInput{Piloting: 5, Attack: WeaponAttack, Weapon: Hatchet}, 4, false},
		{"sword with Punch table +4, 003 L2243", PhysicalInput{Piloting: 5, Attack: WeaponAttack, Weapon: Sword, AltTable: true}, 5 - 2 + 4, false},
		{"flail ignores a missing hand, 003 L2237", PhysicalInput{Piloting: 5, Attack: WeaponAttack, Weapon: Flail, NoHand: true}, 5, false},
		{"mace needs the hand, 003 L1714", PhysicalInput{Piloting: 5, Attack: WeaponAttack, Weapon: Mace, NoHand: true}, 6, true},
	}
	for _, c := range cases {
		r := mustPhys(t, c.in)
		if r.Target != c.want || (r.Prohibited != "") != c.prohibited {
			t.Errorf("%s: target %d prohibited %q; want %d, %v", c.cite, r.Target, r.Prohibited, c.want, c.prohibited)
		}
	}
	bad := []PhysicalInput{
		{Piloting: 5, Attack: DeathFromAbove},
		{Piloting: 5, Attack: Charge, Situation: Situation{AttackerMode: Jumped}},
		{Piloting: 5, Attack: WeaponAttack},
		{Piloting: 5, Attack: Punch, AltTable: true},
		{Piloting: 5, Attack: WeaponAttack, Weapon: Lance, AltTable: true},
		{Piloting: 5, Attack: Kick, Unintentional: true},
	}
	for i, in := range bad {
		if _, err := PhysicalToHit(in); err == nil {
			t.Errorf("case %d: want error", i)
		}
	}
	for _, a := range []PhysicalAttack{Punch, Kick, Club, Push, Charge, DeathFromAbove, WeaponAttack} {
		rule, err := PhysicalRules(a)
		if err != nil || rule.Cite == "" {
			t.Errorf("%v: %+v %v", a, rule, err)
		}
	}
	dfa, _ := PhysicalRules(DeathFromAbove)
	if dfa.Table != PunchTable || dfa.Groupings != 5 || dfa.AttackerHitPSR != MadeDFA || dfa.AttackerMissPSR != MissedDFA || dfa.TargetPSR != ChargedOrDFAd {
		t.Errorf("DFA rule (003 L2158, L2180-2182): %+v", dfa)
	}
	kick, _ := PhysicalRules(Kick)
	if kick.Table != KickTable || kick.TargetPSR != Kicked || kick.AttackerMissPSR != MissedKick {
		t.Errorf("kick rule (003 L2202-2204): %+v", kick)
	}
}

// Physical Weapon Attacks Table, 003 L2225-2235.
func TestPhysicalWeaponTable(t *testing.T) {
	rows := []struct {
		line   int
		prefix string
		w      PhysicalWeapon
		mod    int
		table  LocationTable
	}{
		{2225, "Claws\t+1\t1 per 7 tons\tPunch", Claws, 1, PunchTable},
		{2226, "Flail\t0\t9*\tStandard", Flail, 0, HitTable},
		{2227, "Hatchet\t-1\t1 per 5 tons\tOption", Hatchet, -1, HitTable},
		{2228, "Lance\t0\t1 per 5 tons\tStandard", Lance, 0, HitTable},
		{2229, "Mace\t+1\t1 per 4 tons\tOption", Mace, 1, HitTable},
		{2230, "Retractable Blade\t-2*\t1 per 10 tons\tOption", RetractableBlade, -2, HitTable},
		{2231, "Sword\t-2\t(1 per 10 tons) +1\tOption", Sword, -2, HitTable},
		{2232, "Talons\t0\t", Talons, 0, KickTable},
		{2234, "Activated\t-2\tSee p. 109\tOption", VibrobladeActivated, -2, HitTable},
		{2235, "Deactivated\t-2\t(1 per 10 tons) +1", VibrobladeDeactivated, -2, HitTable},
	}
	for _, r := range rows {
		checkSeedContains(t, r.line, r.prefix)
		m, tab, err := PhysicalWeaponTable(r.w)
		if err != nil || m.Value != r.mod || tab != r.table {
			t.Errorf("003 L%d: %+v %v %v", r.line, m, tab, err)
		}
	}
	// Damage by tonnage (digest 12.3 [DERIVED] from 003 L2239): 55 t.
	cases := []struct {
		w    PhysicalWeapon
		tons int
		size VibrobladeSize
		tsm  bool
		want int
	}{
		{Claws, 55, 0, false, 8}, {Hatchet, 55, 0, false, 11}, {Lance, 55, 0, false, 11},
		{Mace, 55, 0, false, 14}, {RetractableBlade, 55, 0, false, 6}, {Sword, 55, 0, false, 7},
		{Flail, 55, 0, true, 9}, // flail: not affected by TSM
		{Hatchet, 55, 0, true, 22},
		{VibrobladeActivated, 55, LargeVibroblade, true, 14},   // fixed, no TSM (003 L7137)
		{VibrobladeDeactivated, 85, SmallVibroblade, false, 7}, // 9+1 capped at 7 (003 L7139)
		{VibrobladeDeactivated, 55, LargeVibroblade, false, 7},
	}
	for _, c := range cases {
		if got, err := PhysicalWeaponDamage(c.w, c.tons, c.size, c.tsm); err != nil || got != c.want {
			t.Errorf("PhysicalWeaponDamage(%d, %d, %d, %v) = %d, %v; want %d", c.w, c.tons, c.size, c.tsm, got, err, c.want)
		}
	}
	if _, err := PhysicalWeaponDamage(Talons, 55, 0, false); err == nil {
		t.Error("talons: want error (use TalonDamage)")
	}
}
