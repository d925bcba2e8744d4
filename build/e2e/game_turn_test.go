package e2e

import (
	"context"
	"strings"
	"testing"
	"time"
)

// gameSnap is what the game screen shows of the game itself: the unit
// selected, the turn and phase, the force strip, the selected unit's
// record sheet and the rolls owed.
type gameSnap struct{ unit, turn, units, sheet, badge string }

func snapGame(t *testing.T, ctx context.Context) gameSnap {
	t.Helper()
	return gameSnap{
		unit: eval[string](t, ctx, `document.querySelector(".unit.on").id`),
		turn: text(t, ctx, "#turn"), units: text(t, ctx, "#units"), sheet: text(t, ctx, "#sheet"),
		badge: eval[string](t, ctx, `(document.querySelector("#pending-badge")||{}).textContent||""`),
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

// closeSheets closes the open sheet: an outcome card with Done, any other
// with its close button.
func closeSheets(t *testing.T, ctx context.Context) {
	t.Helper()
	for range 3 {
		id := eval[string](t, ctx, `(() => { const d = document.getElementById("card-done"); if (d) return d.id;
			const x = document.querySelector(".bsheet-x"); return x ? x.id : ""; })()`)
		if id == "" {
			return
		}
		click(t, ctx, id)
		time.Sleep(100 * time.Millisecond)
	}
	waitGone(t, ctx, ".bsheet")
}

// TestGameTurn plays a turn of a scripted game with typed dice through the
// game screen: initiative, movement, a weapon attack through the firing
// sheet with a bin choice, a through-armor critical that blows up an
// ammunition bin, an arm shot off with the rest going into the side
// torso, outside heat, the 20-point PSR failed and the fall with the
// pilot's damage and consciousness roll, heat past 14 with the shutdown
// roll offered, and a critical slot marked by hand. Undo then steps back
// through all of it exactly, redo forward again, and an offline reload
// keeps both the sheet and the redo list.
func TestGameTurn(t *testing.T) {
	ctx, srv, dir := twoMechGame(t)
	click(t, ctx, "unit-0")
	waitText(t, ctx, "#sheet-name", "Hunchback HBK-4G")
	var snaps []gameSnap
	done := func() { t.Helper(); closeSheets(t, ctx); snaps = append(snaps, snapGame(t, ctx)) }
	done()

	// Initiative, each side named with its 'Mechs, then movement: the
	// Hunchback runs 5 hexes.
	waitText(t, ctx, "#turn", "Initiative")
	click(t, ctx, "end-phase")
	click(t, ctx, "next-init")
	waitText(t, ctx, "#sides", "Hunchback")
	click(t, ctx, "init-roll")
	faces(t, ctx, "Initiative, turn 1", 3, 4)
	waitText(t, ctx, "#sh-dice-h", "Dice for Side 2 (Atlas)")
	faces(t, ctx, "Initiative, turn 1", 2, 3)
	waitText(t, ctx, "#sh-dice", "Side 1 (Hunchback) rolled 7, Side 2 (Atlas) rolled 5: won by Side 1 (Hunchback)")
	done()
	click(t, ctx, "end-phase")
	waitText(t, ctx, "#turn", "Movement")
	done()
	click(t, ctx, "act-move")
	click(t, ctx, "mode-run")
	for range 4 {
		click(t, ctx, "hex-inc")
	}
	waitText(t, ctx, "#move-go", "run, 5 hexes")
	click(t, ctx, "move-go")
	waitGone(t, ctx, "#sh-move")
	waitText(t, ctx, "#feedback", "run 5 hexes, +2 heat")
	waitText(t, ctx, "#sheet-mp", "ran 5 hexes")
	done()
	click(t, ctx, "end-phase")
	waitText(t, ctx, "#next-unmoved", "Atlas") // not moved: asked once
	click(t, ctx, "next-skip")
	waitText(t, ctx, "#turn", "Weapon Attack")
	done()

	// The firing sheet: every weapon's target number and chance, their
	// modifiers behind "Why?"; the AC/20 fires from its second bin.
	click(t, ctx, "act-fire")
	waitText(t, ctx, "#atk-moves", "Hunchback ran 5 hexes")
	waitText(t, ctx, "#wpn-12", "6+ 72.2%")
	waitText(t, ctx, "#wpn-3", "10+ 16.7%")
	why := text(t, ctx, "#fire-why")
	for _, want := range []string{"+4 Gunnery skill 003 L1440", "+2 Attacker ran 003 L1628", "+4 Long range 003 L1690", "+0 Short range"} {
		if !strings.Contains(why, want) {
			t.Errorf("the firing sheet's Why? reads %q, want %q in it", why, want)
		}
	}
	for _, id := range []string{"wpn-3", "wpn-12", "wpn-17", "wpn-22"} {
		click(t, ctx, id)
	}
	click(t, ctx, "bin-12-11")
	waitText(t, ctx, "#fire-go", "Fire 4 weapons at Atlas")
	click(t, ctx, "fire-go")
	faces(t, ctx, "Small Laser attack roll at Atlas", 1, 1)
	waitText(t, ctx, "#dice-last", "Small Laser attack roll at Atlas: 2 (1+1) vs 10+ — miss")
	waitText(t, ctx, "#sh-dice-h", "Dice for Hunchback")
	waitText(t, ctx, "#need-what", "Autocannon/20 attack roll at Atlas")
	waitText(t, ctx, "#need-chance", "Needs 6+ on 2D6: 72.2%")
	faces(t, ctx, "Autocannon/20 attack roll at Atlas", 4, 4)
	faces(t, ctx, "Autocannon/20 hit location", 3, 4)
	waitText(t, ctx, "#dice-last", "Atlas: 20 damage, center torso armor 47→27")
	waitText(t, ctx, "#sh-dice-h", "Dice for Hunchback")
	faces(t, ctx, "Medium Laser attack roll at Atlas", 1, 1)
	waitNoPick(t, ctx)
	faces(t, ctx, "Medium Laser attack roll at Atlas", 1, 1)
	waitText(t, ctx, "#sh-dice", "Attack recorded")
	waitText(t, ctx, "#outcome", "+14 heat")
	waitText(t, ctx, "#outcome", "Atlas: 20 damage, center torso armor 47→27")
	waitText(t, ctx, "#outcome-why", "1 shot(s) from Autocannon/20 Ammo (4 left)")
	done()

	// The Atlas, from its left side: a hit location roll of 2 is a
	// through-armor critical chance; the critical hit destroys an LRM bin,
	// which explodes and takes the Atlas with it.
	click(t, ctx, "unit-1")
	click(t, ctx, "act-damage")
	click(t, ctx, "dir-left")
	click(t, ctx, "hitloc-roll")
	click(t, ctx, "hit-apply")
	faces(t, ctx, "hit location roll (left)", 1, 1)
	faces(t, ctx, "Critical hit roll, Left Torso", 4, 4)
	faces(t, ctx, "block (1-3 or 4-6)", 6)
	faces(t, ctx, "slot in the block", 3)
	faces(t, ctx, "Left Torso destroyed: only its ammunition", 3, 4)
	waitText(t, ctx, "#outcome-why", "critical hit: Left Torso, slot 9: LRM 20 Ammo")
	waitText(t, ctx, "#outcome-why", "LRM 20 Ammo explodes for 120 damage")
	done()
	waitText(t, ctx, "#units", "destroyed")
	click(t, ctx, "loc-LT")
	waitText(t, ctx, "#crits-LT", "LRM 20 Ammo ✗")
	closeSheets(t, ctx)

	// The Hunchback's left arm: 10, 10 (a critical hit) and 10, which
	// destroys the arm; the last 6 go into the left torso.
	click(t, ctx, "unit-0")
	click(t, ctx, "loc-LA")
	click(t, ctx, "dir-front")
	typeInto(t, ctx, "dmg", "10")
	waitText(t, ctx, "#hit-apply", "10 damage → Left Arm")
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#outcome", "left arm armor 16→6")
	done()
	click(t, ctx, "loc-LA")
	click(t, ctx, "hit-apply")
	faces(t, ctx, "Critical hit roll, Left Arm", 4, 4)
	faces(t, ctx, "critical slot in the Left Arm", 3)
	click(t, ctx, "card-done")
	waitText(t, ctx, "#crits-LA", "Lower Arm Actuator ✗")
	done()
	click(t, ctx, "loc-LA")
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#outcome", "left arm destroyed")
	waitText(t, ctx, "#outcome", "left torso armor 20→14")
	done()
	waitText(t, ctx, "#phase-dmg", "30 dmg this phase")

	// 15 points of outside heat, marked by hand.
	click(t, ctx, "act-heat")
	for range 14 {
		click(t, ctx, "xh-inc")
	}
	waitText(t, ctx, "#heat-add", "Add 15 outside heat")
	waitText(t, ctx, "#heat-next", "After the Heat Phase: 3")
	click(t, ctx, "heat-add")
	waitText(t, ctx, "#outcome", "+15 outside heat")
	waitText(t, ctx, "#heat-next", "After the Heat Phase: 18")
	done()

	// The end of the phase raises the 20-point PSR; it fails, the
	// Hunchback falls and the pilot takes a hit, then stays conscious.
	click(t, ctx, "end-phase")
	waitText(t, ctx, "#pending", "Hunchback: PSR 6+ took 20+ damage this phase")
	waitText(t, ctx, "#pending", "72.2%")
	done()
	click(t, ctx, "pending-badge")
	click(t, ctx, "resolve-3")
	faces(t, ctx, "Piloting Skill Roll", 1, 1)
	waitText(t, ctx, "#dice-last", "vs 6+ — failed")
	faces(t, ctx, "Facing After Fall", 1)
	faces(t, ctx, "PSR to avoid pilot damage in the fall", 1, 1)
	faces(t, ctx, "fall hit location", 3, 4)
	for _, roll := range []string{"Piloting Skill Roll", "Facing After Fall", "pilot damage", "fall hit location"} {
		waitText(t, ctx, "#outcome-rolls", roll) // the card lists every roll the fall made
	}
	waitText(t, ctx, "#outcome-why", "pilot takes 1 damage (fall")
	click(t, ctx, "card-done")
	waitText(t, ctx, "#pending", "Consciousness roll 3+")
	done()
	waitText(t, ctx, "#units", "prone")
	click(t, ctx, "pending-badge")
	click(t, ctx, "resolve-4")
	faces(t, ctx, "Consciousness Roll", 6, 6)
	waitText(t, ctx, "#outcome-why", "stays conscious")
	done()

	// Physical, then heat: 18 heat, and the shutdown roll is offered.
	click(t, ctx, "end-phase")
	waitText(t, ctx, "#turn", "Physical Attack")
	done()
	click(t, ctx, "end-phase")
	waitText(t, ctx, "#turn", "Heat")
	waitText(t, ctx, "#pending", "Avoid shutdown 6+")
	waitText(t, ctx, "#sheet-heat", "18")
	done()

	// A critical slot marked by hand on the location's sheet, with Undo in
	// view.
	click(t, ctx, "loc-RA")
	click(t, ctx, "crit-RA-2")
	waitText(t, ctx, "#crits-RA", "Upper Arm Actuator ✗")
	onScreen(t, ctx, "#out-undo")
	done()

	// Undo steps back through all of it, exactly; redo goes forward again.
	for i := len(snaps) - 2; i >= 0; i-- {
		click(t, ctx, "undo")
		sameGame(t, ctx, snaps[i], "after undo")
	}
	const forward = 8
	for i := 1; i <= forward; i++ {
		click(t, ctx, "menu")
		click(t, ctx, "redo")
		click(t, ctx, "sh-menu-x")
		waitGone(t, ctx, "#sh-menu")
		sameGame(t, ctx, snaps[i], "after redo")
	}

	// Offline reload mid-game: the identical screen, and redo still works.
	reloadOffline(t, ctx, srv, dir)
	waitText(t, ctx, "#units", "Atlas")
	sameGame(t, ctx, snaps[forward], "after the offline reload")
	for i := forward + 1; i < len(snaps); i++ {
		click(t, ctx, "menu")
		click(t, ctx, "redo")
		click(t, ctx, "sh-menu-x")
		waitGone(t, ctx, "#sh-menu")
		sameGame(t, ctx, snaps[i], "after redo past the reload")
	}
}

// waitNoPick waits until the dice sheet shows no picked face: the roll
// just typed has been taken.
func waitNoPick(t *testing.T, ctx context.Context) {
	t.Helper()
	waitGone(t, ctx, "#sh-dice .face.on")
}
