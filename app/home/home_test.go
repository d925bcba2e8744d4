package home

import (
	"slices"
	"strings"
	"testing"

	"lancemate/app/kit"
	"lancemate/app/kit/kittest"
)

func TestEveryRouteHasAPageInTheNav(t *testing.T) {
	paths := kit.Paths()
	if paths[0] != "/" || len(paths) != len(kit.Sections)+1 || !slices.Contains(paths, kit.GamePath) || !slices.Contains(paths, kit.StablePath) {
		t.Fatalf("Paths() = %v", paths)
	}
	home := kittest.Render(t, &Home{})
	for _, s := range kit.Sections {
		if !strings.Contains(home, `href="`+s.Path+`"`) {
			t.Errorf("home page has no link to %s", s.Path)
		}
	}
}

// The bottom bar shows the chosen systems' sections, then Dice and
// Settings; the classic game's by default.
func TestNavSections(t *testing.T) {
	for _, c := range []struct {
		systems []string
		want    []string
	}{
		{nil, []string{"/game", "/sheets", "/dice", "/settings"}},
		{[]string{kit.Solaris7}, []string{"/dials", "/stable", "/dice", "/settings"}},
		{[]string{kit.SMC, kit.Classic}, []string{"/game", "/sheets", "/ledger", "/dice", "/settings"}},
		{[]string{kit.Classic, kit.Solaris7, kit.SMC, kit.Meks}, []string{"/game", "/sheets", "/dials", "/stable", "/ledger", "/meks", "/dice", "/settings"}},
	} {
		var got []string
		for _, s := range kit.NavSections(c.systems) {
			got = append(got, s.Path)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("NavSections(%v) = %v, want %v", c.systems, got, c.want)
		}
	}
}
