package dials

import (
	"fmt"
	"strings"
	"testing"

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
