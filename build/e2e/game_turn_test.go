package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// gameSnap is what the game screen shows of the game itself: the turn bar
// (turn, phase, initiative), the unit bar, the selected unit's sheet (id
// of the unit chip selected), the rolls pending and the history.
type gameSnap struct{ unit, turn, bar, units, sheet, pending, history string }

func snapGame(t *testing.T, ctx context.Context) gameSnap {
	t.Helper()
	return gameSnap{
		unit: eval[string](t, ctx, `document.querySelector(".unit.on").id`),
		turn: text(t, ctx, "#turn"), bar: text(t, ctx, "#gamebar"), units: text(t, ctx, "#units"), sheet: text(t, ctx, "#sheet"),
		pending: eval[string](t, ctx, `(document.querySelector("#pending")||{}).textContent||""`),
		history: text(t, ctx, "#history"),
	}
}

// sameGame selects the snapshot's unit and checks the screen shows it.
func sameGame(t *testing.T, ctx context.Context, want gameSnap, when string) {
	t.Helper()
	click(t, ctx, want.unit)
	waitText(t, ctx, "#turn", want.turn)
	deadline := time.Now().Add(10 * time.Second)
	for {
		got := snapGame(t, ctx)
		if got == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s the game screen reads\n%+v\nwant\n%+v", when, got, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestGameTurn plays a turn of a scripted game with typed dice through the
// game screen: movement, a weapon attack through the firing screen with
// its breakdown and a bin choice, a through-armor critical that blows up
// an ammunition bin, an arm shot off with the rest going into the side
// torso, outside heat, the 20-point PSR failed and the fall with the
// pilot's damage and consciousness roll, heat past 14 with the shutdown
// roll offered, and a critical slot marked by hand. Undo then steps back
// through all of it exactly, redo forward again, and an offline reload
// keeps both the sheet and the redo list.
func TestGameTurn(t *testing.T) {
	ctx, srv, dir := twoMechGame(t)
	click(t, ctx, "unit-0")
	waitText(t, ctx, "#sheet h2", "Hunchback HBK-4G")
	var snaps []gameSnap
	done := func() { snaps = append(snaps, snapGame(t, ctx)) }
	done()

	// Initiative, then movement: the Hunchback runs 5 hexes.
	waitText(t, ctx, "#turn", "initiative phase")
	click(t, ctx, "init-roll")
	faces(t, ctx, "Initiative, turn 1", 3, 4)
	waitText(t, ctx, "#prompt h2", "Side 2")
	faces(t, ctx, "Initiative, turn 1", 2, 3)
	waitText(t, ctx, "#init-result", "Initiative: Side 1 7, Side 2 5: Side 1 wins")
	waitText(t, ctx, "#history", "T1 initiative phase: initiative Side 1 7, Side 2 5: Side 1 wins")
	done()
	click(t, ctx, "end-phase")
	waitText(t, ctx, "#turn", "movement phase")
	done()
	click(t, ctx, "mode-run")
	for range 4 {
		click(t, ctx, "hex-inc")
	}
	waitText(t, ctx, "#move-go", "run, 5 hexes")
	click(t, ctx, "move-go")
	waitText(t, ctx, "#report", "run (+2 heat)")
	done()
	click(t, ctx, "end-phase")
	waitText(t, ctx, "#turn", "weapon phase")
	done()

	// The firing screen: every weapon's target number, modifiers and
	// chance; the AC/20 fires from its second bin.
	waitText(t, ctx, "#fire h2", "Hunchback fires")
	waitText(t, ctx, "#atk-moves", "Hunchback: run 5 hexes")
	waitText(t, ctx, "#wpn-12", "TN 6+ · 72.2% (26/36)")
	waitText(t, ctx, "#wpn-3", "TN 10+ · 16.7%")
	weapons := text(t, ctx, "#weapons")
	for _, want := range []string{"+4 Gunnery skill 003 L1440", "+2 Attacker ran 003 L1628", "+4 Long range 003 L1690", "+0 Short range"} {
		if !strings.Contains(weapons, want) {
			t.Errorf("the firing screen reads %q, want %q in it", weapons, want)
		}
	}
	for _, id := range []string{"wpn-3", "wpn-12", "wpn-17", "wpn-22"} {
		click(t, ctx, id)
	}
	click(t, ctx, "bin-12-11")
	waitText(t, ctx, "#fire-go", "Fire 4 weapons at Atlas")
	click(t, ctx, "fire-go")
	faces(t, ctx, "Small Laser attack roll at Atlas", 1, 1)
	waitText(t, ctx, "#need-what", "Autocannon/20 attack roll at Atlas")
	waitText(t, ctx, "#prompt", "Chance of 6+ on 2D6: 72.2%")
	faces(t, ctx, "Autocannon/20 attack roll at Atlas", 4, 4)
	faces(t, ctx, "Autocannon/20 hit location", 3, 4)
	faces(t, ctx, "Medium Laser attack roll at Atlas", 1, 1)
	waitNoPick(t, ctx)
	faces(t, ctx, "Medium Laser attack roll at Atlas", 1, 1)
	waitText(t, ctx, "#report", "+14 weapon heat")
	waitText(t, ctx, "#report", "Atlas: 20 damage to the Center Torso: armor 27")
	waitText(t, ctx, "#sheet-ammo", "Autocannon/20 Ammo (LT): 4/5 shots")
	done()

	// The Atlas, from its left side: a hit location roll of 2 is a
	// through-armor critical chance; the critical hit destroys an LRM bin,
	// which explodes and takes the Atlas with it.
	click(t, ctx, "unit-1")
	click(t, ctx, "tool-damage")
	click(t, ctx, "dir-left")
	click(t, ctx, "hitloc-roll")
	click(t, ctx, "hit-apply")
	faces(t, ctx, "hit location roll (left)", 1, 1)
	faces(t, ctx, "Determining Critical Hits, Left Torso", 4, 4)
	faces(t, ctx, "block (1-3 or 4-6)", 6)
	faces(t, ctx, "slot in the block", 3)
	faces(t, ctx, "destroyed Left Torso with explosives", 3, 4)
	waitText(t, ctx, "#report", "critical hit: Left Torso, slot 9: LRM 20 Ammo")
	waitText(t, ctx, "#report", "LRM 20 Ammo explodes for 120 damage")
	waitText(t, ctx, "#units", "destroyed")
	waitText(t, ctx, "#crits-LT", "LRM 20 Ammo ✗")
	done()

	// The Hunchback's left arm: 10, 10 (a critical hit) and 10, which
	// destroys the arm; the last 6 go into the left torso.
	click(t, ctx, "unit-0")
	click(t, ctx, "loc-LA")
	click(t, ctx, "dir-front")
	typeInto(t, ctx, "dmg", "10")
	waitText(t, ctx, "#hit-apply", "10 damage → Left Arm, front")
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#sheet-LA", "Armor 6/16")
	done()
	click(t, ctx, "hit-apply")
	faces(t, ctx, "Determining Critical Hits, Left Arm", 4, 4)
	faces(t, ctx, "critical slot in the Left Arm", 3)
	waitText(t, ctx, "#crits-LA", "Lower Arm Actuator ✗")
	done()
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#report", "Left Arm destroyed")
	waitText(t, ctx, "#report", "6 damage to the Left Torso: armor 14")
	waitText(t, ctx, "#units", "Phase dmg 30")
	done()

	// 15 points of outside heat, marked by hand.
	click(t, ctx, "tool-heat")
	for range 14 {
		click(t, ctx, "xh-inc")
	}
	waitText(t, ctx, "#heat-add", "Add 15 outside heat")
	waitText(t, ctx, "#heat-next", "After the Heat Phase: 3")
	click(t, ctx, "heat-add")
	waitText(t, ctx, "#report", "+15 outside heat")
	waitText(t, ctx, "#heat-next", "After the Heat Phase: 18")
	done()

	// The end of the phase raises the 20-point PSR; it fails, the
	// Hunchback falls and the pilot takes a hit, then stays conscious.
	click(t, ctx, "end-phase")
	waitText(t, ctx, "#pending", "Hunchback: PSR 6+ took 20+ damage this phase")
	waitText(t, ctx, "#pending", "72.2%")
	done()
	click(t, ctx, "resolve-3")
	faces(t, ctx, "Piloting Skill Roll", 1, 1)
	faces(t, ctx, "Facing After Fall", 1)
	faces(t, ctx, "PSR to avoid pilot damage in the fall", 1, 1)
	faces(t, ctx, "fall hit location", 3, 4)
	waitText(t, ctx, "#report", "pilot takes 1 damage (fall")
	waitText(t, ctx, "#units", "prone")
	waitText(t, ctx, "#pending", "Consciousness roll 3+")
	done()
	click(t, ctx, "resolve-4")
	faces(t, ctx, "Consciousness Roll", 6, 6)
	waitText(t, ctx, "#report", "stays conscious")
	done()

	// Physical, then heat: 18 heat, and the shutdown roll is offered.
	click(t, ctx, "end-phase")
	waitText(t, ctx, "#turn", "physical phase")
	done()
	click(t, ctx, "end-phase")
	waitText(t, ctx, "#turn", "heat phase")
	waitText(t, ctx, "#report", "heat 0 -> 18")
	waitText(t, ctx, "#pending", "Avoid shutdown 6+")
	waitText(t, ctx, "#sheet-heat", "Heat 18")
	done()

	// A critical slot marked by hand on the sheet.
	click(t, ctx, "crit-RA-2")
	waitText(t, ctx, "#crits-RA", "Upper Arm Actuator ✗")
	done()

	// Undo steps back through all of it, exactly; redo goes forward again.
	for i := len(snaps) - 2; i >= 0; i-- {
		click(t, ctx, "undo")
		sameGame(t, ctx, snaps[i], "after undo")
	}
	const forward = 8
	for i := 1; i <= forward; i++ {
		click(t, ctx, "redo")
		sameGame(t, ctx, snaps[i], "after redo")
	}

	// Offline reload mid-game: the identical screen, and redo still works.
	reloadOffline(t, ctx, srv, dir)
	waitText(t, ctx, "#units", "Atlas")
	sameGame(t, ctx, snaps[forward], "after the offline reload")
	for i := forward + 1; i < len(snaps); i++ {
		click(t, ctx, "redo")
		sameGame(t, ctx, snaps[i], "after redo past the reload")
	}
}

// waitNoPick waits until the dice prompt shows no picked face: the roll
// just typed has been taken.
func waitNoPick(t *testing.T, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!document.querySelector("#prompt .face.on")`,
		chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatal(err)
	}
}
