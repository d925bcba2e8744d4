package order

import (
	"math/rand/v2"
	"slices"
	"testing"
)

type row struct {
	key, seq int
	name     string
}

// Stable gives what slices.SortStableFunc gives, ties included.
func TestStable(t *testing.T) {
	byKey := func(a, b row) int { return a.key - b.key }
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 2, 7, 40, 300} {
		for _, keys := range []int{1, 3, 1000} {
			in := make([]row, n)
			for i := range in {
				in[i] = row{key: r.IntN(keys), seq: i, name: string(rune('a' + i%26))}
			}
			want := slices.Clone(in)
			slices.SortStableFunc(want, byKey)
			got := slices.Clone(in)
			Stable(got, byKey)
			if !slices.Equal(got, want) {
				t.Errorf("%d rows, %d keys: got %v, want %v", n, keys, got, want)
			}
		}
	}
}
