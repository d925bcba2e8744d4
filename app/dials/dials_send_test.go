package dials

import (
	"fmt"
	"strings"
	"testing"

	"lancemate/engine/clicks"
	"lancemate/engine/stable"
)

// A Basic-game stable never takes a match, and says so; another refusal
// says why, in words, and that Record opens again once the ledger changes.
func TestRefusedWords(t *testing.T) {
	tests := []struct {
		name      string
		err       error
		want, not []string
	}{
		{"basic game", stable.ErrBasicGame,
			[]string{"Red Kites plays the Basic game", "no match is recorded in it", "Standard or Advanced"},
			[]string{"yet", "opens again", "000 L"}},
		{"basic game, wrapped", fmt.Errorf("record_match: %w", stable.ErrBasicGame),
			[]string{"Red Kites plays the Basic game"}, []string{"yet"}},
		{"upkeep due", fmt.Errorf("pay the last match's payroll and maintenance first (000 L890-904)"),
			[]string{"Red Kites cannot take this result yet: pay the last match's payroll", "opens again here"},
			[]string{"Basic", "000 L"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := refusedWords("Red Kites", tt.err)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("%q lacks %q", got, w)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(got, n) {
					t.Errorf("%q has %q", got, n)
				}
			}
		})
	}
}

// A pilot's line in the send says where it came and the league place that
// pays it: 2nd of 2 is paid as 8th (000 L777-779).
func TestPlaceWords(t *testing.T) {
	r := clicks.Result{Entries: []clicks.ResultEntry{{Pilot: "Ana", Place: 1}, {Pilot: "Ben", Place: 2}}}
	for _, tt := range []struct {
		pr   stable.PilotResult
		want string
	}{
		{stable.PilotResult{Pilot: "Ana", Place: 7}, "1st of 2, paid as league place 7"},
		{stable.PilotResult{Pilot: "Ben", Place: 8}, "2nd of 2, paid as league place 8"},
		{stable.PilotResult{Pilot: "Ben"}, "2nd of 2, no league place paid"},
	} {
		if got := placeWords(r, tt.pr); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.pr.Pilot, got, tt.want)
		}
	}
}
