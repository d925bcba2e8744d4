package classic

import "testing"

// Determining Critical Hits Table, 003 L2581-2584 (footnote L2586: three
// critical hits only when the attack strikes the torso).
func TestCriticalHitsTable(t *testing.T) {
	rows := []struct {
		line         int
		roll, effect string
		torso, limb  Crit
		headBlownOff bool
	}{
		{2581, "2-7", "No Critical Hit", Crit{}, Crit{}, false},
		{2582, "8-9", "Roll 1 Critical Hit Location", Crit{Count: 1}, Crit{Count: 1}, false},
		{2583, "10-11", "Roll 2 Critical Hit Locations", Crit{Count: 2}, Crit{Count: 2}, false},
		{2584, "12", "Head/Limb Blown Off; Roll 3 Critical Hit Locations*", Crit{Count: 3}, Crit{BlownOff: true}, true},
	}
	checkSeedContains(t, 2586, "Roll 3 critical hit locations if the attack strikes the torso")
	for _, r := range rows {
		checkSeedLine(t, r.line, r.roll, r.effect)
		for _, roll := range rollRange(t, r.roll) {
			for _, l := range Locations {
				want := r.limb
				if l.IsTorso() {
					want = r.torso
				}
				if l == Head {
					want = Crit{Count: r.limb.Count, BlownOff: r.headBlownOff}
				}
				got, err := CriticalHits(l, roll, 0)
				if err != nil || got != want {
					t.Errorf("003 L%d: CriticalHits(%v, %d, 0) = %+v, %v; want %+v", r.line, l, roll, got, err, want)
				}
			}
		}
	}
}

func TestCriticalHitsModifiers(t *testing.T) {
	cases := []struct {
		cite      string
		loc       Location
		roll, mod int
		want      Crit
	}{
		{"hardened armor -2, 003 L2556", CenterTorso, 9, -2, Crit{}},
		{"hardened armor -2, 003 L2556", CenterTorso, 2, -2, Crit{}},
		{"Primitive +2, over 12 is 12, 003 L2560", LeftTorso, 12, 2, Crit{Count: 3}},
		{"Primitive +2, 003 L2560", LeftArm, 10, 2, Crit{BlownOff: true}},
		{"reinforced structure -1, 003 L2562", RightLeg, 8, -1, Crit{}},
		{"AP AC/2 -4, 003 L6824", Head, 12, -4, Crit{Count: 1}},
	}
	for _, c := range cases {
		got, err := CriticalHits(c.loc, c.roll, c.mod)
		if err != nil || got != c.want {
			t.Errorf("%s: CriticalHits(%v, %d, %d) = %+v, %v; want %+v", c.cite, c.loc, c.roll, c.mod, got, err, c.want)
		}
	}
	for _, roll := range []int{1, 13} {
		if _, err := CriticalHits(CenterTorso, roll, 0); err == nil {
			t.Errorf("CriticalHits roll %d: want error", roll)
		}
	}
}

// Slot selection, 003 L2592-2596: head and legs one die; torsos and arms a
// block die (1-3 first six, 4-6 second six) then a slot die.
func TestCriticalSlot(t *testing.T) {
	cases := []struct {
		cite          string
		c             Config
		loc           Location
		first, second int
		want          int
	}{
		{"head, 1D6, 003 L2592", Biped, Head, 3, 0, 2},
		{"leg, 1D6, 003 L2592", Biped, LeftLeg, 6, 0, 5},
		{"quad front leg has six slots (digest 16.2 #25)", Quad, LeftArm, 4, 0, 3},
		{"arm block 1-3, 003 L2594", Biped, LeftArm, 2, 5, 4},
		{"arm block 4-6, 003 L2594", Biped, LeftArm, 4, 1, 6},
		{"torso block 4-6 slot 6, 003 L2594", Quad, CenterTorso, 6, 6, 11},
	}
	for _, c := range cases {
		got, err := CriticalSlot(c.c, c.loc, c.first, c.second)
		if err != nil || got != c.want {
			t.Errorf("%s: CriticalSlot(%v, %v, %d, %d) = %d, %v; want %d", c.cite, c.c, c.loc, c.first, c.second, got, err, c.want)
		}
	}
	bad := []struct {
		loc           Location
		first, second int
	}{{Head, 3, 2}, {LeftArm, 3, 0}, {LeftArm, 0, 1}, {CenterTorso, 7, 1}}
	for _, b := range bad {
		if _, err := CriticalSlot(Biped, b.loc, b.first, b.second); err == nil {
			t.Errorf("CriticalSlot(%v, %d, %d): want error", b.loc, b.first, b.second)
		}
	}
}
