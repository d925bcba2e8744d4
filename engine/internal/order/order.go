// Package order sorts slices of large structs without instantiating a
// sort for each of them.
package order

import "slices"

// Stable sorts s by cmp, equal elements keeping their order, as
// slices.SortStableFunc does. It sorts the elements' positions and then
// moves the elements, so every element type shares the wasm's one stable
// sort of []int: slices.SortStableFunc on a slice of structs compiles a
// sort of its own for the struct's shape, ~7.5 KB of wasm code each.
func Stable[T any](s []T, cmp func(a, b T) int) {
	at := make([]int, len(s))
	for i := range at {
		at[i] = i
	}
	slices.SortStableFunc(at, func(i, j int) int { return cmp(s[i], s[j]) })
	sorted := make([]T, len(s))
	for k, i := range at {
		sorted[k] = s[i]
	}
	copy(s, sorted)
}
