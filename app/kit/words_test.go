package kit

import "testing"

func TestNumber(t *testing.T) {
	for _, c := range []struct {
		n    int64
		want string
	}{{0, "0"}, {7, "7"}, {999, "999"}, {1000, "1,000"}, {4191, "4,191"}, {-573600, "−573,600"}, {12345678, "12,345,678"}} {
		if got := Number(c.n); got != c.want {
			t.Errorf("Number(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}

func TestCount(t *testing.T) {
	for _, c := range []struct {
		n         int
		one, many string
		want      string
	}{
		{1, "design", "", "1 design"}, {0, "design", "", "0 designs"}, {4191, "design", "", "4,191 designs"},
		{1, "'Mech", "", "1 'Mech"}, {2, "entry", "entries", "2 entries"}, {1, "hex", "hexes", "1 hex"},
	} {
		if got := Count(c.n, c.one, c.many); got != c.want {
			t.Errorf("Count(%d, %q, %q) = %q, want %q", c.n, c.one, c.many, got, c.want)
		}
	}
}
