package settings

import (
	"testing"

	"lancemate/app/store"
)

// A damaged record is named by what it holds, not by its storage key.
func TestRecordKind(t *testing.T) {
	for key, want := range map[string]string{
		store.NSDiceLog + "20261122T200000.000-0001-ab": "A roll in the roll log",
		store.NSDesigns + "atlas-as7-d":                 "An imported design",
		store.NSGames + "20261122T200000.000":           "A game",
		store.NSDials + "match/20261122T200000.000":     "Solaris 7 figures or a match",
		store.NSLedger + "x":                            "A Solaris Melee Challenge event",
		"meta/schema":                                   "A record",
	} {
		if got := recordKind(key); got != want {
			t.Errorf("recordKind(%q) = %q, want %q", key, got, want)
		}
	}
}
