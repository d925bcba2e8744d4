package kit

import (
	"slices"
	"strings"
	"testing"
)

// The bottom bar: Home first, the page's own system's sections (else the
// last used system's), the other chosen ones as far as they fit, Dice and
// Settings; never more than MaxNavItems, the page always in it.
func TestNavBar(t *testing.T) {
	all := []string{Classic, Solaris7, SMC, Meks}
	for _, c := range []struct {
		active  string
		systems []string
		lead    string
		want    string
	}{
		{"/", nil, "", "/ /game /sheets /dice /settings"},
		{"/game", []string{Classic}, "", "/ /game /sheets /dice /settings"},
		{"/dials", nil, "", "/ /dials /stable /dice /settings"}, // not chosen yet: shown, the page is on it
		{"/ledger", nil, "", "/ /game /ledger /dice /settings"}, // one section: a classic one fits beside it
		{"/stable", all, Classic, "/ /dials /stable /dice /settings"},
		{"/meks", all, "", "/ /game /meks /dice /settings"},
		{"/dice", all, Solaris7, "/ /dials /stable /dice /settings"}, // the last system used
		{"/settings", all, SMC, "/ /game /ledger /dice /settings"},
		{"/dice", []string{Meks}, Classic, "/ /meks /dice /settings"}, // the last used is no longer chosen
		{"/import", []string{Solaris7, SMC}, "", "/ /dials /stable /dice /settings"},
	} {
		var got []string
		for _, s := range NavBar(c.active, c.systems, c.lead) {
			got = append(got, s.Path)
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("NavBar(%s, %v, %q) = %v, want %s", c.active, c.systems, c.lead, got, c.want)
		}
		if len(got) > MaxNavItems {
			t.Errorf("NavBar(%s, %v) has %d items", c.active, c.systems, len(got))
		}
		if c.active != "/import" && !slices.Contains(got, c.active) {
			t.Errorf("NavBar(%s, %v) leaves out the page itself", c.active, c.systems)
		}
	}
}

func TestSystemOf(t *testing.T) {
	for path, want := range map[string]string{"/game": Classic, "/stable": Solaris7, "/ledger": SMC, "/meks": Meks, "/dice": "", "/": "", "/nowhere": ""} {
		if got := SystemOf(path); got != want {
			t.Errorf("SystemOf(%s) = %q, want %q", path, got, want)
		}
	}
}
