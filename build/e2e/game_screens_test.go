package e2e

import (
	"context"
	"strings"
	"testing"
)

// wholeSheetInView checks the record sheet on first view at 360×640: every
// location of the armor diagram with its armor (and rear armor) and
// structure, and the heat, pilot and movement lines, inside the screen
// without scrolling.
func wholeSheetInView(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	if y := eval[float64](t, ctx, `scrollY`); y != 0 {
		t.Errorf("%s: the page opened scrolled to %v", name, y)
	}
	for _, loc := range []string{"HD", "CT", "LT", "RT", "LA", "RA", "LL", "RL"} {
		onScreen(t, ctx, "#loc-"+loc)
		onScreen(t, ctx, "#loc-"+loc+" .cv.a")
		onScreen(t, ctx, "#loc-"+loc+" .cv.s")
	}
	for _, loc := range []string{"CT", "LT", "RT"} {
		onScreen(t, ctx, "#loc-"+loc+" .cv.r")
	}
	for _, id := range []string{"#sheet-heat", "#sheet-pilot", "#sheet-mp", "#units", "#actbar"} {
		onScreen(t, ctx, id)
	}
}

// TestGameScreens opens the game at 360×640 (dark): the record sheet of an
// Atlas and of a quad (the Goliath) whole on the first view, each of the
// game's sheets checked (nothing wider than the screen, every control a
// 44 px target), and with LANCEMATE_SCREENSHOTS=dir a screenshot of each:
// the sheets of a biped, a quad and a damaged 'Mech, a location's sheet,
// the firing sheet, a dice prompt with an outcome and an attack summary.
func TestGameScreens(t *testing.T) {
	ctx, _ := gameOnPhone(t, [2]string{"atlas-as7-d", "Bo"}, [2]string{"goliath-gol-1h", "Cy"}, [2]string{"hunchback-hbk-4g", "Ana"})
	tp := &taps{t: t, ctx: ctx}
	check := func(name string) { t.Helper(); checkScreen(t, ctx, name, ""); gameShot(t, ctx, name) }

	waitText(t, ctx, "#sheet-name", "Atlas AS7-D")
	wholeSheetInView(t, ctx, "Atlas")
	check("game-sheet-biped")

	tp.tap("#unit-1")
	waitText(t, ctx, "#sheet-name", "Goliath")
	waitText(t, ctx, "#loc-LA", "FLL")
	wholeSheetInView(t, ctx, "Goliath")
	check("game-sheet-quad")

	// The engine's readings where the seed is silent are in the game menu.
	tp.tap("#menu")
	waitText(t, ctx, "#game-notes", "Rules notes")
	if got := text(t, ctx, "#game-notes"); !strings.Contains(got, "003 L3414, L3430") {
		t.Errorf("the game's rules notes do not cite their seed lines: %q", got)
	}
	check("game-menu")
	tp.tap("#sh-menu-x")
	waitGone(t, ctx, "#sh-menu")

	// A damaged Hunchback: its right arm shot off, 20 in the centre torso.
	tp.tap("#unit-2")
	waitText(t, ctx, "#sheet-name", "Hunchback")
	tp.tap("#loc-RA")
	waitFor(t, ctx, "#sh-loc")
	typeInto(t, ctx, "dmg", "20")
	tp.tap("#hit-apply")
	tp.dice("Critical hit roll", 1, 1)
	waitText(t, ctx, "#sh-dice", "Damage recorded")
	tp.tap("#card-done")
	waitFor(t, ctx, "#sh-loc")
	check("game-location")
	tp.tap("#sh-loc-x")
	tp.tap("#loc-CT")
	typeInto(t, ctx, "dmg", "20")
	tp.tap("#hit-apply")
	waitText(t, ctx, "#outcome", "center torso")
	tp.tap("#sh-loc-x")
	waitGone(t, ctx, "#sh-loc")
	check("game-sheet-damaged")

	// Through the phases to the Weapon Attack Phase, the initiative
	// skipped when asked.
	tp.tap("#end-phase")
	waitFor(t, ctx, "#sh-next")
	tp.tap("#next-skip")
	// The 40 points call for a PSR first, made with the player's dice: a
	// 12 passes. (The app's own roll fails it now and then; the fall and a
	// knocked-out pilot, who cannot fire (003 L3420), then changed the rest
	// of the test — CI failed on it that way.)
	waitText(t, ctx, "#sh-rolls", "Make these rolls before the phase ends")
	check("game-rolls")
	tp.tap("#sh-rolls [id^=resolve-]")
	tp.dice("Piloting Skill Roll", 6, 6)
	waitText(t, ctx, "#sh-dice", "Roll made")
	tp.tap("#card-done")
	waitGone(t, ctx, "#sh-dice")
	if eval[bool](t, ctx, `!!document.querySelector("#sh-rolls [id^=roll-]")`) {
		t.Fatal("a roll is still owed after the PSR was passed")
	}
	tp.tap("#end-phase")
	waitText(t, ctx, "#turn", "Movement")
	tp.tap("#end-phase")
	waitText(t, ctx, "#next-unmoved", "Atlas, Goliath, Hunchback") // asked once, naming them
	tp.tap("#next-skip")
	waitText(t, ctx, "#turn", "Weapon Attack")
	tp.tap("#act-fire")
	waitText(t, ctx, "#weapons", "%")
	check("game-fire")
	tp.tap("#wpn-12")
	tp.tap("#wpn-17")
	tp.tap("#fire-go")
	tp.dice("Autocannon/20 attack roll at Atlas", 5, 6)
	waitText(t, ctx, "#dice-last", "hit")
	check("game-dice")
	tp.dice("Autocannon/20 hit location", 3, 4)
	waitText(t, ctx, "#dice-last", "Atlas: 20 damage, center torso armor 47→27")
	waitText(t, ctx, "#need-what", "Medium Laser attack roll")
	check("game-dice-outcome")
	tp.dice("Medium Laser attack roll", 6, 6)
	tp.dice("Medium Laser hit location", 2, 5)
	waitText(t, ctx, "#sh-dice", "Attack recorded")
	check("game-summary")
}
