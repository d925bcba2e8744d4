// Package enum holds the text forms shared by the typed constants of the
// engine packages: each type keeps a slice of names indexed by value, and
// its String, MarshalText and UnmarshalText methods call these functions,
// so a saved game never holds a bare number.
package enum

import "fmt"

// Name returns names[v], or a "Kind(n)" placeholder when v has no name.
func Name[T ~int](v T, names []string, kind string) string {
	if v < 0 || int(v) >= len(names) {
		return fmt.Sprintf("%s(%d)", kind, int(v))
	}
	return names[v]
}

// Text is the body of MarshalText: it refuses values that have no name.
func Text[T ~int](v T, names []string, kind string) ([]byte, error) {
	if v < 0 || int(v) >= len(names) {
		return nil, fmt.Errorf("invalid %s %d", kind, int(v))
	}
	return []byte(names[v]), nil
}

// Parse is the body of UnmarshalText.
func Parse[T ~int](b []byte, names []string, kind string) (T, error) {
	s := string(b)
	for i, n := range names {
		if n == s {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q (want one of %v)", kind, s, names)
}
