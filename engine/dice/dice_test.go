package dice

import (
	"crypto/rand"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in      string
		want    Expr
		wantErr string
	}{
		{"2D6", Expr{2, 6, 0}, ""},
		{"1d10+2", Expr{1, 10, 2}, ""},
		{"3D6-1", Expr{3, 6, -1}, ""},
		{"D6", Expr{1, 6, 0}, ""},
		{" 2 d 6 + 4 ", Expr{2, 6, 4}, ""},
		{"2X6", Expr{}, "want the form"},
		{"aD6", Expr{}, "count"},
		{"2Dx", Expr{}, "sides"},
		{"2D6+x", Expr{}, "modifier"},
		{"0D6", Expr{}, "count 0"},
		{"11D6", Expr{}, "count 11"},
		{"2D1", Expr{}, "sides 1"},
		{"2D100", Expr{}, "sides 100"},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("Parse(%q) error = %v, want containing %q", tt.in, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("Parse(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
		if back, err := Parse(got.String()); err != nil || back != got {
			t.Errorf("Parse(String()) of %v = %v, %v", got, back, err)
		}
	}
}

func TestString(t *testing.T) {
	for e, want := range map[Expr]string{{2, 6, 0}: "2D6", {1, 10, 3}: "1D10+3", {3, 6, -2}: "3D6-2"} {
		if got := e.String(); got != want {
			t.Errorf("%#v.String() = %q, want %q", e, got, want)
		}
	}
}

// The number of ways to roll each total on 2D6, typed from the 6x6 grid.
func TestWays2D6(t *testing.T) {
	want := []int64{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1} // totals 2..12
	got := TwoD6.Ways()
	if len(got) != len(want) {
		t.Fatalf("len = %d, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("ways to roll %d = %d, want %d", i+2, got[i], want[i])
		}
	}
}

// Chance of meeting each target number on 2D6, typed as fractions of 36.
func TestChance2D6(t *testing.T) {
	want := map[int]Prob{
		1: {1, 1}, 2: {1, 1}, 3: {35, 36}, 4: {11, 12}, 5: {5, 6}, 6: {13, 18}, 7: {7, 12},
		8: {5, 12}, 9: {5, 18}, 10: {1, 6}, 11: {1, 12}, 12: {1, 36}, 13: {0, 1},
	}
	for tn, p := range want {
		if got := TwoD6.Chance(tn); got != p {
			t.Errorf("2D6 chance of %d+ = %v, want %v", tn, got, p)
		}
	}
}

// Every expression's Chance agrees with brute-force enumeration of faces.
func TestChanceMatchesEnumeration(t *testing.T) {
	for _, e := range []Expr{D6, TwoD6, ThreeD6, D10, {2, 10, 1}, {3, 6, -2}, {4, 6, 0}} {
		counts := map[int]int64{}
		var total int64
		var walk func(depth, sum int)
		walk = func(depth, sum int) {
			if depth == e.Count {
				counts[sum+e.Mod]++
				total++
				return
			}
			for f := 1; f <= e.Sides; f++ {
				walk(depth+1, sum+f)
			}
		}
		walk(0, 0)
		for tn := e.Min() - 1; tn <= e.Max()+1; tn++ {
			var hits int64
			for s, c := range counts {
				if s >= tn {
					hits += c
				}
			}
			if got, want := e.Chance(tn).Float64(), float64(hits)/float64(total); got != want {
				t.Errorf("%v chance of %d+ = %v, want %v", e, tn, got, want)
			}
			if got, want := e.ChanceExactly(tn).Float64(), float64(counts[tn])/float64(total); got != want {
				t.Errorf("%v chance of exactly %d = %v, want %v", e, tn, got, want)
			}
		}
	}
}

func TestPercent(t *testing.T) {
	tests := []struct {
		p    Prob
		want string
	}{
		{Prob{0, 1}, "0%"}, {Prob{1, 1}, "100%"}, {Prob{7, 12}, "58.3%"}, {Prob{1, 36}, "2.8%"},
		{Prob{1, 10000}, "<0.1%"}, {Prob{9999, 10000}, ">99.9%"},
	}
	for _, tt := range tests {
		if got := tt.p.Percent(); got != tt.want {
			t.Errorf("%v.Percent() = %q, want %q", tt.p, got, tt.want)
		}
	}
}

func TestScriptedRoll(t *testing.T) {
	src := Script(3, 5, 6, 1, 2)
	r := TwoD6.Roll(src)
	if r.Total != 8 || len(r.Faces) != 2 || r.Faces[0] != 3 || r.Faces[1] != 5 || r.Physical {
		t.Errorf("first 2D6 = %+v, want faces [3 5] total 8", r)
	}
	r = Expr{3, 6, -2}.Roll(src)
	if r.Total != 7 {
		t.Errorf("3D6-2 from faces 6,1,2 = %d, want 7", r.Total)
	}
	defer func() {
		if recover() == nil {
			t.Error("rolling past the script did not panic")
		}
	}()
	D6.Roll(src)
}

func TestSeededIsReproducibleAndInRange(t *testing.T) {
	a, b := Seeded(42), Seeded(42)
	seen := map[int]bool{}
	for range 1000 {
		x, y := D10.Roll(a), D10.Roll(b)
		if x.Total != y.Total {
			t.Fatalf("same seed diverged: %d vs %d", x.Total, y.Total)
		}
		if x.Total < 1 || x.Total > 10 {
			t.Fatalf("1D10 rolled %d", x.Total)
		}
		seen[x.Total] = true
	}
	if len(seen) != 10 {
		t.Errorf("1000 rolls of 1D10 showed only %d faces", len(seen))
	}
}

func TestEntropyDrawsFromTheGenerator(t *testing.T) {
	calls := 0
	src := Entropy(func(b []byte) {
		calls++
		for i := range b {
			b[i] = 0xff
		}
	})
	for range 5 {
		if r := D6.Roll(src); r.Total != 6 {
			t.Fatalf("a generator of one bits rolled %d on 1D6, want 6", r.Total)
		}
	}
	if calls == 0 {
		t.Error("the generator was never asked for bits")
	}
}

func TestEntropyInRange(t *testing.T) {
	src := Entropy(func(b []byte) { rand.Read(b) })
	seen := map[int]bool{}
	for range 600 {
		r := D6.Roll(src)
		if r.Total < 1 || r.Total > 6 {
			t.Fatalf("1D6 rolled %d", r.Total)
		}
		seen[r.Total] = true
	}
	if len(seen) != 6 {
		t.Errorf("600 entropy rolls of 1D6 showed only %d faces", len(seen))
	}
}

func TestTyped(t *testing.T) {
	r, err := TwoD6.Typed(6, 6)
	if err != nil || r.Total != 12 || !r.Physical {
		t.Errorf("Typed(6,6) = %+v, %v", r, err)
	}
	if _, err := TwoD6.Typed(6); err == nil || !strings.Contains(err.Error(), "needs 2 dice") {
		t.Errorf("one face for 2D6: err = %v", err)
	}
	if _, err := TwoD6.Typed(7, 1); err == nil || !strings.Contains(err.Error(), "die 1 shows 7") {
		t.Errorf("face 7 on a D6: err = %v", err)
	}
	if _, err := D10.Typed(0); err == nil {
		t.Error("face 0 on a D10 accepted")
	}
}

func TestEntryValidateAndJSON(t *testing.T) {
	r, _ := ThreeD6.Typed(1, 2, 3)
	en := Entry{ID: "r1", Time: time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC), Purpose: "Attack", Target: 6, Roll: r}
	if err := en.Validate(); err != nil {
		t.Fatal(err)
	}
	if ok, has := en.Success(); !ok || !has {
		t.Errorf("6 vs 6+: success=%v has=%v", ok, has)
	}
	b, err := json.Marshal(en)
	if err != nil {
		t.Fatal(err)
	}
	var back Entry
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Total != 6 || back.Expr != ThreeD6 || !back.Physical || back.Purpose != "Attack" || !back.Time.Equal(en.Time) {
		t.Errorf("round trip = %+v", back)
	}
	bad := back
	bad.Total = 9
	if err := bad.Validate(); err == nil || !strings.Contains(err.Error(), "add up to 6") {
		t.Errorf("tampered total: err = %v", err)
	}
	bad = back
	bad.Faces = []int{1, 2}
	if err := bad.Validate(); err == nil {
		t.Error("entry with a missing face validated")
	}
	if _, has := (Entry{ID: "x", Roll: r}).Success(); has {
		t.Error("entry without target reports a success test")
	}
}
