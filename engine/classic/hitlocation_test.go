package classic

import (
	"strconv"
	"strings"
	"testing"
)

// cellNames reads a hit-table cell such as "Left Leg (Left Rear Leg)" or
// "Center Torso [critical]" into its biped name, quad name and critical
// flag (003 L1927: quad locations are in parentheses).
func cellNames(cell string) (biped, quad string, crit bool) {
	if s, ok := strings.CutSuffix(cell, " [critical]"); ok {
		cell, crit = s, true
	}
	if b, q, ok := strings.Cut(cell, " ("); ok {
		return b, strings.TrimSuffix(q, ")"), crit
	}
	return cell, cell, crit
}

// rollRange reads "2*", "4", "1-3" into the rolls the row covers.
func rollRange(t *testing.T, s string) []int {
	t.Helper()
	s = strings.TrimSuffix(s, "*")
	lo, hi, ok := strings.Cut(s, "-")
	if !ok {
		hi = lo
	}
	a, err1 := strconv.Atoi(lo)
	b, err2 := strconv.Atoi(hi)
	if err1 != nil || err2 != nil {
		t.Fatalf("bad roll cell %q", s)
	}
	var out []int
	for r := a; r <= b; r++ {
		out = append(out, r)
	}
	return out
}

// 'Mech Hit Location Table, 003 L1928-1938: roll, Left Side,
// Biped (Four-legged) Front/Rear, Right Side.
var hitRows = []struct {
	line                     int
	roll, left, front, right string
}{
	{1928, "2*", "Left Torso [critical]", "Center Torso [critical]", "Right Torso [critical]"},
	{1929, "3", "Left Leg (Left Rear Leg)", "Right Arm (Right Front Leg)", "Right Leg (Right Rear Leg)"},
	{1930, "4", "Left Arm (Left Front Leg)", "Right Arm (Right Front Leg)", "Right Arm (Right Front Leg)"},
	{1931, "5", "Left Arm (Left Front Leg)", "Right Leg (Right Rear Leg)", "Right Arm (Right Front Leg)"},
	{1932, "6", "Left Leg (Left Rear Leg)", "Right Torso", "Right Leg (Right Rear Leg)"},
	{1933, "7", "Left Torso", "Center Torso", "Right Torso"},
	{1934, "8", "Center Torso", "Left Torso", "Center Torso"},
	{1935, "9", "Right Torso", "Left Leg (Left Rear Leg)", "Left Torso"},
	{1936, "10", "Right Arm (Right Front Leg)", "Left Arm (Left Front Leg)", "Left Arm (Left Front Leg)"},
	{1937, "11", "Right Leg (Right Rear Leg)", "Left Arm (Left Front Leg)", "Left Leg (Left Rear Leg)"},
	{1938, "12", "Head", "Head", "Head"},
}

func TestHitLocationTable(t *testing.T) {
	for _, r := range hitRows {
		checkSeedLine(t, r.line, r.roll, r.left, r.front, r.right)
		roll := rollRange(t, r.roll)[0]
		for _, col := range []struct {
			dirs []Direction
			cell string
		}{{[]Direction{Left}, r.left}, {[]Direction{Front, Rear}, r.front}, {[]Direction{Right}, r.right}} {
			bn, qn, crit := cellNames(col.cell)
			for _, d := range col.dirs {
				for _, cfg := range []struct {
					c    Config
					name string
				}{{Biped, bn}, {Quad, qn}} {
					want := locationByName(t, cfg.c, cfg.name)
					h, err := HitLocation(cfg.c, d, roll)
					if err != nil {
						t.Fatalf("003 L%d: %v", r.line, err)
					}
					if h.Location != want || h.CritChance != crit || h.Rear != (d == Rear && want.HasRear()) {
						t.Errorf("003 L%d: HitLocation(%v, %v, %d) = %+v, want %v crit=%v", r.line, cfg.c, d, roll, h, cfg.name, crit)
					}
				}
			}
		}
	}
}

func TestHitLocationRejects(t *testing.T) {
	for _, roll := range []int{0, 1, 13} {
		if _, err := HitLocation(Biped, Front, roll); err == nil {
			t.Errorf("HitLocation roll %d: want error", roll)
		}
	}
	if _, err := HitLocation(Biped, Direction(9), 7); err == nil {
		t.Error("bad direction: want error")
	}
	if _, err := HitLocation(Config(5), Front, 7); err == nil {
		t.Error("bad config: want error")
	}
	for _, roll := range []int{0, 7} {
		if _, err := KickLocation(Biped, Front, roll); err == nil {
			t.Errorf("KickLocation roll %d: want error", roll)
		}
		if _, err := PunchLocation(Quad, Front, roll); err == nil {
			t.Errorf("PunchLocation roll %d: want error", roll)
		}
	}
}

// splitLegs reads a quad Front/Rear cell "Right Front Leg/Right Rear Leg"
// into the leg struck from the front and from the rear (digest 16.2 #25
// default); a plain cell is the same for both.
func splitLegs(cell string) (front, rear string, both bool) {
	if f, r, ok := strings.Cut(cell, "/"); ok {
		return strings.TrimSpace(f), strings.TrimSpace(r), true
	}
	return cell, cell, false
}

type d6Row struct {
	line                     int
	roll, left, front, right string
}

func checkD6Table(t *testing.T, name string, c Config, rows []d6Row, f func(Config, Direction, int) (Hit, error)) {
	t.Helper()
	for _, r := range rows {
		checkSeedLine(t, r.line, r.roll, r.left, r.front, r.right)
		for _, roll := range rollRange(t, r.roll) {
			fr, rr, two := splitLegs(r.front)
			for _, col := range []struct {
				d    Direction
				cell string
				note bool
			}{{Left, r.left, false}, {Front, fr, two}, {Rear, rr, two}, {Right, r.right, false}} {
				want := locationByName(t, c, col.cell)
				h, err := f(c, col.d, roll)
				if err != nil {
					t.Fatalf("003 L%d: %v", r.line, err)
				}
				if h.Location != want || h.CritChance || (h.Note != "") != col.note || h.Rear != (col.d == Rear && want.HasRear()) {
					t.Errorf("003 L%d: %s(%v, %v, %d) = %+v, want %v", r.line, name, c, col.d, roll, h, col.cell)
				}
			}
		}
	}
}

func TestKickLocationTable(t *testing.T) {
	checkD6Table(t, "KickLocation", Biped, []d6Row{
		{2189, "1-3", "Left Leg", "Right Leg", "Right Leg"},
		{2190, "4-6", "Left Leg", "Left Leg", "Right Leg"},
	}, KickLocation)
	checkD6Table(t, "KickLocation", Quad, []d6Row{
		{2193, "1-3", "Left Front Leg", "Right Front Leg/Right Rear Leg", "Right Front Leg"},
		{2194, "4-6", "Left Rear Leg", "Left Front Leg/Left Rear Leg", "Right Rear Leg"},
	}, KickLocation)
}

func TestPunchLocationTable(t *testing.T) {
	checkD6Table(t, "PunchLocation", Biped, []d6Row{
		{2261, "1", "Left Torso", "Left Arm", "Right Torso"},
		{2262, "2", "Left Torso", "Left Torso", "Right Torso"},
		{2263, "3", "Center Torso", "Center Torso", "Center Torso"},
		{2264, "4", "Left Arm", "Right Torso", "Right Arm"},
		{2265, "5", "Left Arm", "Right Arm", "Right Arm"},
		{2266, "6", "Head", "Head", "Head"},
	}, PunchLocation)
	checkD6Table(t, "PunchLocation", Quad, []d6Row{
		{2270, "1", "Left Torso", "Left Front Leg/ Left Rear Leg", "Right Torso"},
		{2271, "2", "Left Torso", "Left Torso", "Right Torso"},
		{2272, "3", "Center Torso", "Center Torso", "Center Torso"},
		{2273, "4", "Left Front Leg", "Right Torso", "Right Front Leg"},
		{2274, "5", "Left Rear Leg", "Right Front Leg/ Right Rear Leg", "Right Rear Leg"},
		{2275, "6", "Head", "Head", "Head"},
	}, PunchLocation)
}

// Punch example, 003 L2283: a punch on the Grasshopper's right side rolls
// 3 on the Punch Location Table and hits the center torso.
func TestPunchExample(t *testing.T) {
	checkSeedContains(t, 2283, "rolls a 3 on the Punch Location Table, which means the attack hits the target's center torso")
	h, err := PunchLocation(Biped, Right, 3)
	if err != nil || h.Location != CenterTorso {
		t.Errorf("PunchLocation(Biped, Right, 3) = %+v, %v; want CT", h, err)
	}
}
