package e2e

import (
	"testing"

	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/journal"
	"lancemate/engine/stable"
)

// "Repair all" on a Mech destroyed in a match says, in view, that it
// cannot be repaired (it can only be sold), with Confirm off; it did
// nothing, silently (issue 32).
func TestStableRepairDestroyed(t *testing.T) {
	ctx, _, _ := launch(t, "/stable")
	seedWith(t, ctx, func() {
		l := stable.New()
		for _, ev := range []journal.Event[stable.State]{
			&stable.Start{Game: stable.Standard, Name: "Kell's"},
			&stable.HirePilot{Name: "Ana"},
			&stable.BuyMech{Name: "Spider", Points: 93, Pilot: "Ana"},
			&stable.RecordMatch{MatchResult: stable.MatchResult{Pilots: []stable.PilotResult{{Pilot: "Ana", Mech: "Spider", Place: 8, Damage: 3, Destroyed: true}}}},
		} {
			if err := l.Apply(ev); err != nil {
				t.Fatalf("%s: %v", ev.Type(), err)
			}
		}
		if _, err := session.NewRecord(store.NSStable, l.Journal); err != nil {
			t.Fatal(err)
		}
	})
	waitText(t, ctx, "#stable-mechs", "Spider · 93 points")
	waitText(t, ctx, "#stable-mechs", "destroyed")
	click(t, ctx, "mech-0")
	click(t, ctx, "mech-0-repair")
	saysInView(t, ctx, "cannot be repaired, only sold")
	waitFor(t, ctx, "#stable-confirm[disabled]")
}
