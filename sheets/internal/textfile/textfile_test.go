package textfile

import "testing"

func TestFoldPrefix(t *testing.T) {
	tests := []struct {
		s, prefix string
		n         int
		ok        bool
	}{
		{"IS Ammo", "is", 2, true},
		{"i\u017f)", "is", 3, true},          // long s folds to s, 2 bytes
		{"un\u212anown", "unknown", 9, true}, // Kelvin sign folds to k, 3 bytes
		{"\u0131s", "is", 0, false},          // dotless i does not
		{"i", "is", 0, false},
		{"\xffs", "is", 0, false},
		{"", "", 0, true},
	}
	for _, tc := range tests {
		if n, ok := FoldPrefix(tc.s, tc.prefix); n != tc.n || ok != tc.ok {
			t.Errorf("FoldPrefix(%q, %q) = %d, %v; want %d, %v", tc.s, tc.prefix, n, ok, tc.n, tc.ok)
		}
	}
}

func TestTag(t *testing.T) {
	tests := []struct {
		s    string
		i    int
		end  int
		word string
		ok   bool
	}{
		{"x (is/clan) y", 2, 11, "is/clan", true}, // "is" has no ")" after it: the next word
		{"x (IS) y", 2, 6, "IS", true},
		{"x (IS) y", 1, 0, "", false},
		{"(IS", 0, 0, "", false},
		{"(ISx)", 0, 0, "", false},
		{"", 0, 0, "", false},
	}
	for _, tc := range tests {
		if end, word, ok := Tag(tc.s, tc.i, "is", "is/clan"); end != tc.end || word != tc.word || ok != tc.ok {
			t.Errorf("Tag(%q, %d) = %d, %q, %v; want %d, %q, %v", tc.s, tc.i, end, word, ok, tc.end, tc.word, tc.ok)
		}
	}
}
