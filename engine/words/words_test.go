package words

import "testing"

func TestCount(t *testing.T) {
	for _, c := range []struct {
		n         int
		one, many string
		want      string
	}{
		{1, "hex", "hexes", "1 hex"}, {2, "hex", "hexes", "2 hexes"}, {0, "'Mech", "", "0 'Mechs"},
		{1, "MP", "MP", "1 MP"}, {4191, "design", "", "4,191 designs"}, {1, "match", "matches", "1 match"},
	} {
		if got := Count(c.n, c.one, c.many); got != c.want {
			t.Errorf("Count(%d, %q, %q) = %q, want %q", c.n, c.one, c.many, got, c.want)
		}
	}
}

func TestIs(t *testing.T) {
	for n, want := range map[int]string{0: "are", 1: "is", 2: "are"} {
		if got := Is(n); got != want {
			t.Errorf("Is(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestNumber(t *testing.T) {
	for _, c := range []struct {
		n    int64
		want string
	}{{0, "0"}, {999, "999"}, {1000, "1,000"}, {-573600, "−573,600"}, {12345678, "12,345,678"}} {
		if got := Number(c.n); got != c.want {
			t.Errorf("Number(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 6: "6th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 102: "102nd", 111: "111th", 1003: "1,003rd"} {
		if got := Ordinal(n); got != want {
			t.Errorf("Ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}
