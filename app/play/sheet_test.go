package play

import (
	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/game"
)

// The record sheet lists the weapons with their stats and ammunition, the
// heat sinks and what critical hits took out, and follows the hits.
func TestSheetInventory(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	for _, tc := range []struct {
		name string
		ev   game.Event // nil: as it entered play
		want []string
		not  []string
	}{
		{"whole", nil, []string{`id="sheet-wpn"`, `>Autocannon/20</th><td>RT</td><td>20</td><td>7</td><td>3/6/9</td><td>LT 5+5</td>`,
			`>Medium Laser</th><td>LA</td><td>5</td><td>3</td><td>3/6/9</td><td></td>`, `<b>13</b>/13 single · dissipate <b>13</b>`, `<span class="muted">none</span>`},
			[]string{"destroyed", "sheet-dead"}},
		{"the left arm's laser hit", &game.MarkCrit{Unit: hbk, Loc: classic.LeftArm, Slot: 5}, []string{`>Medium Laser <em>destroyed</em></th><td>LA</td>`, `<span class="muted">none</span>`}, nil},
		{"then the actuator", &game.MarkCrit{Unit: hbk, Loc: classic.LeftArm, Slot: 3}, []string{`<em>Lower Arm Actuator (LA)</em>`}, nil},
		{"then the gyro", &game.MarkCrit{Unit: hbk, Loc: classic.CenterTorso, Slot: 4}, []string{`<em>Lower Arm Actuator (LA)</em>`, `<em>Gyro 1 hit</em>`}, nil},
	} {
		if tc.ev != nil {
			if err := session.Play(tc.ev); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
		tbl := table(t)
		html := string(sheetHTML(tbl.State(), mustUnit(t, tbl, hbk)))
		for _, w := range tc.want {
			if !strings.Contains(html, w) {
				t.Errorf("%s: the sheet lacks %s", tc.name, w)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(html, w) {
				t.Errorf("%s: the sheet has %s", tc.name, w)
			}
		}
	}
}
