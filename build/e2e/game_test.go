package e2e

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	lmbrowser "lancemate/build/browser"
)

// addToGame opens a built-in design in the library and puts it on the
// table with a pilot, on side 1 or 2 (0: the side the library offers,
// the one last chosen).
func addToGame(t *testing.T, ctx context.Context, query, id, pilot string, side int) {
	t.Helper()
	typeInto(t, ctx, "lib-search", query)
	click(t, ctx, id)
	waitText(t, ctx, "#add-panel", "Add to game")
	typeInto(t, ctx, "pilot-name", pilot)
	if side > 0 {
		click(t, ctx, "side-"+strconv.Itoa(side-1))
		waitFor(t, ctx, "#side-"+strconv.Itoa(side-1)+"[aria-pressed=true]")
	}
	click(t, ctx, "add-to-game")
	waitText(t, ctx, "#added", "is in the game")
	click(t, ctx, "detail-back")
}

// twoMechGame starts a game with the built-in Hunchback HBK-4G (pilot
// Ana) and Atlas AS7-D (Bo) and opens it from the bottom bar.
func twoMechGame(t *testing.T) (context.Context, *lmbrowser.Server, string) {
	t.Helper()
	ctx, srv, dir := launch(t, "/sheets")
	hunchbackAndAtlas(t, ctx, "Ana")
	return ctx, srv, dir
}

// hunchbackAndAtlas adds, from the library page, a Hunchback HBK-4G
// piloted by ana on side 1 and an Atlas AS7-D piloted by Bo on side 2 to
// the game, and opens
// the game (the library's Game link).
func hunchbackAndAtlas(t *testing.T, ctx context.Context, ana string) {
	t.Helper()
	waitText(t, ctx, "#lib-count", "designs")
	addToGame(t, ctx, "hunchback", "design-builtin:hunchback-hbk-4g", ana, 1)
	addToGame(t, ctx, "atlas", "design-builtin:atlas-as7-d", "Bo", 2)
	click(t, ctx, "lib-game")
	waitText(t, ctx, "#units", "Atlas")
}

// reloadOffline waits until the last change is saved and the site is
// precached, stops the server, takes the browser offline and reloads the
// page.
func reloadOffline(t *testing.T, ctx context.Context, srv *lmbrowser.Server, dir string) {
	t.Helper()
	// The game is saved a frame after each tap: wait until that save has
	// reached IndexedDB.
	waitSaved(t, ctx)
	if _, err := lmbrowser.WaitCached(ctx, precache(t, dir), 90*time.Second); err != nil {
		t.Fatal(err)
	}
	srv.Close()
	if err := lmbrowser.GoOffline(ctx); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Reload())
	ready(t, ctx)
}

// faces taps the faces of the player's own dice in the dice sheet once it
// asks for the roll whose purpose contains want; the sheet must be on the
// screen at every prompt.
func faces(t *testing.T, ctx context.Context, want string, dice ...int) {
	t.Helper()
	waitText(t, ctx, "#need-what", want)
	onScreen(t, ctx, "#sh-dice .bsheet, #prompt") // the game's dice sheet, or the kit's prompt (Dials, Stable)
	for i, f := range dice {
		click(t, ctx, "need-"+string(rune('1'+i))+"-"+string(rune('0'+f)))
	}
}

// armor reads a location's armor on the armor diagram.
func armor(t *testing.T, ctx context.Context, loc string) string {
	t.Helper()
	return eval[string](t, ctx, `(document.querySelector("#loc-`+loc+` .cv.a b")||{}).textContent||""`)
}

// waitArmor waits until a location's armor on the diagram reads want
// (exactly: "16" holds "6"), as the record sheet under an open sheet
// catches up a frame after the tap.
func waitArmor(t *testing.T, ctx context.Context, loc, want string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for got := armor(t, ctx, loc); got != want; got = armor(t, ctx, loc) {
		if time.Now().After(deadline) {
			t.Fatalf("%s armor %q, want %q", loc, got, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestSheetUnderCatchesUp applies damage from the location sheet, which
// covers the record sheet and, under its backdrop, the force strip: the
// tap's own task shows the result in the open sheet and leaves what is
// under it for after the frame (play.GamePage.writeUnderSoon), which
// then shows it too.
func TestSheetUnderCatchesUp(t *testing.T) {
	ctx, _, _ := twoMechGame(t)
	click(t, ctx, "loc-LA")
	typeInto(t, ctx, "dmg", "3")
	waitText(t, ctx, "#hit-apply", "3 damage → Left Arm")
	got := eval[[]string](t, ctx, `(() => {
		const cell = () => document.querySelector("#loc-LA .cv.a b").textContent;
		const chip = () => document.querySelector("#unit-0 .ustat").textContent;
		const before = [cell(), chip()];
		document.getElementById("hit-apply").click();
		return [...before, document.getElementById("outcome").textContent, cell(), chip()];
	})()`)
	want := []string{"16", "100% · H0", "left arm armor 16→13", "16", "100% · H0"}
	if len(got) != len(want) || got[0] != want[0] || !strings.HasSuffix(got[1], want[1]) || !strings.Contains(got[2], want[2]) || got[3] != want[3] || !strings.HasSuffix(got[4], want[4]) {
		t.Errorf("in the tap's task, the cell and the strip, the open sheet, then the cell and the strip read %q; want %q (what is under the sheet after the frame)", got, want)
	}
	waitArmor(t, ctx, "LA", "13")
	waitText(t, ctx, "#unit-0 .ustat", "98% · H0")
	click(t, ctx, "sh-loc-x")
	waitGone(t, ctx, "#sh-loc")
	waitArmor(t, ctx, "LA", "13")
}

// TestGame plays the first slice of a game on a phone with physical dice
// typed in: two built-in 'Mechs, an arm shot off with the rest of the
// damage going into the side torso, a critical hit, the PSR it causes,
// undo, and an offline reload that restores the identical sheet. Every
// roll lands in the dice log with its purpose.
func TestGame(t *testing.T) {
	ctx, srv, dir := twoMechGame(t)
	waitText(t, ctx, ".topbar h1", "Game")
	if cur := eval[string](t, ctx, `(document.querySelector(".bottomnav [aria-current=page]")||{}).id||""`); cur != "nav-game" {
		t.Errorf("the bottom bar marks %q as the page, want nav-game", cur)
	}
	click(t, ctx, "unit-1")
	waitText(t, ctx, "#sheet-name", "Atlas AS7-D")
	waitText(t, ctx, "#sheet-pilot", "Bo")
	click(t, ctx, "unit-0")
	waitText(t, ctx, "#sheet-name", "Hunchback HBK-4G")
	waitText(t, ctx, "#sheet-mp", "Walk 4 · Run 6 · Jump 0")

	// Tap the left arm on the sheet, enter 10.
	click(t, ctx, "loc-LA")
	waitText(t, ctx, "#hit-apply", "Left Arm")
	typeInto(t, ctx, "dmg", "10")
	waitText(t, ctx, "#hit-apply", "10 damage → Left Arm")
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#outcome", "10 damage, left arm armor 16→6")
	waitArmor(t, ctx, "LA", "6")

	// Ten more reach the structure: the critical roll (8: one hit), then
	// the slot (3: the lower arm actuator), typed as physical dice.
	click(t, ctx, "hit-apply")
	faces(t, ctx, "Critical hit roll, Left Arm", 4, 4)
	waitText(t, ctx, "#dice-last", "8 (4+4)")
	faces(t, ctx, "critical slot in the Left Arm", 3)
	waitText(t, ctx, "#sh-dice", "critical hit: Lower Arm Actuator")
	click(t, ctx, "card-done")
	waitText(t, ctx, "#crits-LA", "Lower Arm Actuator ✗")
	waitText(t, ctx, "#unit-0 .npend", "1")
	click(t, ctx, "sh-loc-x")
	waitGone(t, ctx, "#sh-loc")
	afterCrit := text(t, ctx, "#sheet")

	// Ten more destroy the arm; six go on into the left torso.
	click(t, ctx, "loc-LA")
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#outcome", "left arm structure 4→0, left arm destroyed, left torso armor 20→14")
	waitText(t, ctx, "#outcome", "left arm destroyed")
	waitText(t, ctx, "#outcome", "left torso armor 20→14")
	click(t, ctx, "sh-loc-x")
	waitText(t, ctx, "#loc-LA", "destroyed")
	waitArmor(t, ctx, "LT", "14")
	waitText(t, ctx, "#pending-badge", "1 roll")

	// The PSR, made with 4 and 3.
	click(t, ctx, "pending-badge")
	waitText(t, ctx, "#pending", "PSR 6+")
	waitText(t, ctx, "#pending", "72.2%")
	click(t, ctx, "resolve-1")
	faces(t, ctx, "Piloting Skill Roll", 4, 3)
	waitText(t, ctx, "#sh-dice", "passed")
	click(t, ctx, "card-done")
	waitGone(t, ctx, "#sh-dice")

	// Undo the PSR and the last hit: the sheet is as it was after the
	// critical hit.
	click(t, ctx, "undo")
	waitText(t, ctx, "#pending-badge", "1 roll")
	click(t, ctx, "undo")
	waitText(t, ctx, "#loc-LA .cv.s b", "4")
	if got := text(t, ctx, "#sheet"); got != afterCrit {
		t.Errorf("after undo the sheet reads\n%s\nwant\n%s", got, afterCrit)
	}
	click(t, ctx, "menu")
	click(t, ctx, "redo")
	click(t, ctx, "sh-menu-x")
	waitText(t, ctx, "#loc-LA", "destroyed")
	click(t, ctx, "undo")
	waitText(t, ctx, "#loc-LA .cv.s b", "4")

	// Offline reload mid-game: the identical sheet.
	click(t, ctx, "menu")
	history := text(t, ctx, "#history")
	reloadOffline(t, ctx, srv, dir)
	waitText(t, ctx, "#loc-LA .cv.s b", "4")
	sameSheet(t, ctx, afterCrit, history, "the offline reload")
	click(t, ctx, "sh-menu-x")
	click(t, ctx, "loc-LA")
	waitText(t, ctx, "#crits-LA", "Lower Arm Actuator ✗")

	// Every roll is in the dice log, with what it was for.
	click(t, ctx, "sh-loc-x")
	click(t, ctx, "nav-dice")
	waitText(t, ctx, "#log", "Hunchback: Critical hit roll, Left Arm")
	waitText(t, ctx, "#log", "Hunchback: critical slot in the Left Arm")
	waitText(t, ctx, "#log", "Hunchback: Piloting Skill Roll")
	waitText(t, ctx, "h2", "Roll log (3)")

	// One tap from anywhere resumes the game.
	click(t, ctx, "nav-game")
	waitText(t, ctx, "#sheet-name", "Hunchback")
	if !strings.Contains(text(t, ctx, "#units"), "Atlas") {
		t.Error("the force strip lost the Atlas")
	}
}

// sameSheet checks that the record sheet and, in the menu it opens, the
// history read as they did before what when names.
func sameSheet(t *testing.T, ctx context.Context, sheet, history, when string) {
	t.Helper()
	if got := text(t, ctx, "#sheet"); got != sheet {
		t.Errorf("after %s the sheet reads\n%s\nwant\n%s", when, got, sheet)
	}
	click(t, ctx, "menu")
	if got := text(t, ctx, "#history"); got != history {
		t.Errorf("after %s the history reads\n%s\nwant\n%s", when, got, history)
	}
}
