package clicks

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// seedLines reads seed 000 from ../shared, or skips.
func seedLines(t *testing.T) []string {
	t.Helper()
	files, _ := filepath.Glob("../../../shared/seeds/000_*.txt")
	if len(files) == 0 {
		t.Skip("../shared/seeds is absent: seed cross-check skipped")
	}
	b, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(string(b), "\n")
}

func signed(n int) string {
	if n > 0 {
		return fmt.Sprintf("+%d", n)
	}
	return fmt.Sprint(n)
}

// The action chart, row by row against 000 L998-1023: name, heat, to-hit,
// damage as printed, and the AP of the chart section. The engine's
// deviations are the digest's defaults (see Chart's doc comment).
func TestSeedActionChart(t *testing.T) {
	lines := seedLines(t)
	rows := []struct {
		a    Action
		line int
		name string
	}{
		{HalfMove, 998, "1/2 Move"}, {StandUp, 999, "Stand up"}, {QuickShot, 1000, "Quick Shot"},
		{Breakaway, 1001, "Breakaway"}, {Aim, 1002, "Aim"}, {Punch, 1003, "Punch"}, {Ready, 1004, "Ready"},
		{Cool, 1005, "Cool"}, {Flourish, 1006, "Flourish"}, {Move, 1008, "Move"}, {Run, 1009, "Run"},
		{Fire, 1010, "Fire"}, {Vent, 1011, "Vent"}, {JuryRig, 1012, "Jury Rig"}, {Strike, 1013, "Strike"},
		{Trip, 1014, "Trip"}, {Push, 1015, "Push"}, {Throw, 1016, "Throw"}, {DFA, 1018, "Death from Above"},
		{Charge, 1019, "Charge"}, {Sprint, 1020, "Sprint"}, {Sweep, 1021, "Sweep"}, {BullRush, 1022, "Bull Rush"},
		{CrowdPump, 1023, "Crowd Pump"},
	}
	if len(rows) != len(Chart) {
		t.Fatalf("%d chart rows checked, engine has %d", len(rows), len(Chart))
	}
	for _, r := range rows {
		info, _ := Info(r.a)
		heat := fmt.Sprint(info.Heat)
		if info.Extra {
			heat += "**"
		}
		hit, dmg := "N/A", "N/A"
		if info.Attack || r.a == Aim || r.a == Flourish {
			hit = signed(info.ToHit)
		}
		if info.Attack || r.a == Aim {
			dmg = signed(info.Damage)
			if info.Min1 {
				dmg += "*"
			}
		}
		ap := info.AP
		switch r.a {
		case Punch:
			hit = "0" // chart 0, body -1 (000 L509)
		case Push:
			dmg = "1" // a fixed click (000 L599)
		case Sweep:
			ap = 3 // chart 3, body 2 (G-12)
		}
		want := fmt.Sprintf("| %s | %s | %s | %s |", r.name, heat, hit, dmg)
		if !strings.HasPrefix(lines[r.line-1], want) {
			t.Errorf("000 L%d = %q, want prefix %q", r.line, lines[r.line-1], want)
		}
		sections := []int{997, 1007, 1017, 1024} // "N point actions" headings, then the end
		if !strings.Contains(lines[sections[ap-1]-1], fmt.Sprintf("%d point action", ap)) || r.line < sections[ap-1] || r.line > sections[ap] {
			t.Errorf("%s: %d AP but listed at L%d", r.a, ap, r.line)
		}
	}
}

// The injury table against 000 L388-398 and L1045-1055.
func TestSeedInjuryTable(t *testing.T) {
	lines := seedLines(t)
	for _, base := range []int{388, 1045} {
		for i, in := range Injuries {
			heal := fmt.Sprint(in.Heal)
			switch in.Roll {
			case 2:
				heal = "Sorry"
			case 12:
				heal = "Per each"
			}
			l := lines[base-1+i]
			if !strings.HasPrefix(l, fmt.Sprintf("| %d | %s", in.Roll, in.Name)) || !strings.HasSuffix(l, "| "+heal+" |") {
				t.Errorf("000 L%d = %q, engine %+v", base+i, l, in)
			}
		}
	}
}

// The Earned Fame Chart against 000 L1084-1095.
func TestSeedEarnedFame(t *testing.T) {
	lines := seedLines(t)
	for i, r := range EarnedFame {
		f := fmt.Sprint(r.Fame)
		if i == fameLap {
			f = "+1"
		}
		if want := fmt.Sprintf("| %s | %s |", r.Event, f); lines[1083+i] != want {
			t.Errorf("000 L%d = %q, want %q", 1084+i, lines[1083+i], want)
		}
	}
}

// The Mech Class Reference Chart against 000 L1061-1065.
func TestSeedClasses(t *testing.T) {
	lines := seedLines(t)
	for c, r := range Classes {
		pts := fmt.Sprintf("%d-%d", r.MinPoints, r.MaxPoints)
		switch {
		case r.MinPoints < 0:
			pts = "Varies"
		case r.MaxPoints == 0:
			pts = fmt.Sprintf("%d+", r.MinPoints)
		}
		want := fmt.Sprintf("| %s | %d | %s | %dd6 | %d |", r.Name, c, pts, r.InitDice, r.Repair)
		if lines[1060+c] != want {
			t.Errorf("000 L%d = %q, want %q", 1061+c, lines[1060+c], want)
		}
	}
}

// The special equipment chart: every name the engine knows appears at its
// cited line, "(Optional)" as the chart marks it.
func TestSeedSEChart(t *testing.T) {
	lines := seedLines(t)
	for _, r := range SEChart {
		var n int
		if _, err := fmt.Sscanf(r.Cite, "000 L%d", &n); err != nil || r.Name == SEHeavy {
			continue
		}
		l := lines[n-1]
		if !strings.Contains(l, r.Name) || strings.Contains(l, "(Optional)") != r.Optional {
			t.Errorf("000 L%d = %q, engine %+v", n, l, r)
		}
	}
}
