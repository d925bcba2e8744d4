package classic

import "testing"

// Floating Criticals (optional), 003 L2570-2574.
func TestFloatingCritical(t *testing.T) {
	checkSeedContains(t, 2572, "If another 2 is rolled, that result indicates that the shot struck the appropriate torso location")
	on := Options{FloatingCriticals: true}
	cases := []struct {
		cite  string
		c     Config
		d     Direction
		roll  int
		cover bool
		want  Location
		again bool
	}{
		{"re-roll 12 on the front: head, 003 L2572", Biped, Front, 12, false, Head, false},
		{"second 2: torso of the column, 003 L2572", Biped, Left, 2, false, LeftTorso, false},
		{"re-roll 6 from the right: right leg, 003 L1932", Biped, Right, 6, false, RightLeg, false},
		{"partial cover, leg: roll again, 003 L2574", Biped, Right, 6, true, 0, true},
		{"partial cover, quad front leg: roll again, 003 L1498", Quad, Front, 4, true, 0, true},
	}
	for _, c := range cases {
		h, again, err := FloatingCritical(on, c.c, c.d, c.roll, c.cover)
		if err != nil || again != c.again || (!again && (h.Location != c.want || !h.CritChance)) {
			t.Errorf("%s: %+v again=%v err=%v", c.cite, h, again, err)
		}
	}
	if _, _, err := FloatingCritical(Options{}, Biped, Front, 7, false); err == nil {
		t.Error("option off: want error")
	}
}
