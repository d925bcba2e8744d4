package classic

import "fmt"

// enumName returns names[v], or a "Kind(n)" placeholder when v is out of
// range, for the String methods of the package's typed constants.
func enumName[T ~int](v T, names []string, kind string) string {
	if v < 0 || int(v) >= len(names) {
		return fmt.Sprintf("%s(%d)", kind, int(v))
	}
	return names[v]
}

// enumText is the MarshalText body shared by the typed constants: it refuses
// values that have no name, so a saved game never holds a bare number.
func enumText[T ~int](v T, names []string, kind string) ([]byte, error) {
	if v < 0 || int(v) >= len(names) {
		return nil, fmt.Errorf("invalid %s %d", kind, int(v))
	}
	return []byte(names[v]), nil
}

// enumParse is the UnmarshalText body shared by the typed constants.
func enumParse[T ~int](b []byte, names []string, kind string) (T, error) {
	s := string(b)
	for i, n := range names {
		if n == s {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q (want one of %v)", kind, s, names)
}
