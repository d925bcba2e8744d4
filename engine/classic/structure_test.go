package classic

import "testing"

// Standard internal structure, digest Appendix A.1 [EXTERNAL: not in seed
// 003]: tons, head, center torso, side torso, arm, leg.
var structureRows = [][6]int{
	{20, 3, 6, 5, 3, 4},
	{25, 3, 8, 6, 4, 6},
	{30, 3, 10, 7, 5, 7},
	{35, 3, 11, 8, 6, 8},
	{40, 3, 12, 10, 6, 10},
	{45, 3, 14, 11, 7, 11},
	{50, 3, 16, 12, 8, 12},
	{55, 3, 18, 13, 9, 13},
	{60, 3, 20, 14, 10, 14},
	{65, 3, 21, 15, 10, 15},
	{70, 3, 22, 15, 11, 15},
	{75, 3, 23, 16, 12, 16},
	{80, 3, 25, 17, 13, 17},
	{85, 3, 27, 18, 14, 18},
	{90, 3, 29, 19, 15, 19},
	{95, 3, 30, 20, 16, 20},
	{100, 3, 31, 21, 17, 21},
}

func TestInternalStructure(t *testing.T) {
	for _, r := range structureRows {
		tons := r[0]
		biped := Structure{r[1], r[2], r[3], r[3], r[4], r[4], r[5], r[5]}
		quad := Structure{r[1], r[2], r[3], r[3], r[5], r[5], r[5], r[5]} // quads: leg value for all four legs
		for _, c := range []struct {
			cfg  Config
			want Structure
		}{{Biped, biped}, {Quad, quad}} {
			got, err := InternalStructure(c.cfg, tons)
			if err != nil || got != c.want {
				t.Errorf("digest A.1: InternalStructure(%v, %d) = %v, %v; want %v", c.cfg, tons, got, err, c.want)
			}
		}
	}
	for _, tons := range []int{0, 15, 22, 105} {
		if _, err := InternalStructure(Biped, tons); err == nil {
			t.Errorf("InternalStructure(%d): want error", tons)
		}
	}
}

// The seed's only data point: a 70-ton Grasshopper's left arm has 11
// internal structure ("ten circles out of the original eleven", 003 L2499;
// tonnage 003 L3331).
func TestInternalStructureGrasshopper(t *testing.T) {
	checkSeedContains(t, 2499, "out of the original eleven")
	s, err := InternalStructure(Biped, 70)
	if err != nil || s[LeftArm] != 11 {
		t.Errorf("70-ton left arm = %d, %v; want 11", s[LeftArm], err)
	}
}

// Damage transfer, 003 L2475 (limbs to the torso on the same side, side
// torsos to the center) and L2365 (nothing from the head or center torso).
func TestTransferTarget(t *testing.T) {
	checkSeedContains(t, 2365, "there is no damage transfer from the head or center torso")
	cases := []struct {
		from Location
		to   Location
		ok   bool
	}{
		{LeftArm, LeftTorso, true},
		{LeftLeg, LeftTorso, true},
		{RightArm, RightTorso, true},
		{RightLeg, RightTorso, true},
		{LeftTorso, CenterTorso, true},
		{RightTorso, CenterTorso, true},
		{Head, 0, false},
		{CenterTorso, 0, false},
	}
	for _, c := range cases {
		to, ok := TransferTarget(c.from)
		if ok != c.ok || (ok && to != c.to) {
			t.Errorf("TransferTarget(%v) = %v, %v; want %v, %v", c.from, to, ok, c.to, c.ok)
		}
	}
}

func TestSlotsFor(t *testing.T) {
	checkSeedContains(t, 394, "six in the head and legs, twelve in other locations")
	for _, c := range []struct {
		cfg  Config
		want [8]int
	}{
		{Biped, [8]int{6, 12, 12, 12, 12, 12, 6, 6}},
		{Quad, [8]int{6, 12, 12, 12, 6, 6, 6, 6}}, // digest 16.2 #25: front legs are legs
	} {
		for _, l := range Locations {
			if got := l.SlotsFor(c.cfg); got != c.want[l] {
				t.Errorf("%v %v: SlotsFor = %d, want %d", c.cfg, l, got, c.want[l])
			}
		}
	}
}
