package e2e

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	lmbrowser "lancemate/build/browser"
)

// addToGame opens a built-in design in the library and puts it on the
// table with a pilot.
func addToGame(t *testing.T, ctx context.Context, query, id, pilot string) {
	t.Helper()
	typeInto(t, ctx, "lib-search", query)
	click(t, ctx, id)
	waitText(t, ctx, "#add-panel", "Add to game")
	typeInto(t, ctx, "pilot-name", pilot)
	click(t, ctx, "add-to-game")
	waitText(t, ctx, "#added", "is in the game")
	click(t, ctx, "detail-back")
}

// twoMechGame starts a game with the built-in Hunchback HBK-4G (pilot
// Ana) and Atlas AS7-D (Bo) and opens it.
func twoMechGame(t *testing.T) (context.Context, *lmbrowser.Server, string) {
	t.Helper()
	ctx, srv, dir := launch(t, "/sheets")
	waitText(t, ctx, "#lib-count", "designs")
	addToGame(t, ctx, "hunchback", "design-builtin:hunchback-hbk-4g", "Ana")
	addToGame(t, ctx, "atlas", "design-builtin:atlas-as7-d", "Bo")
	click(t, ctx, "lib-game")
	waitText(t, ctx, "#units", "Atlas")
	return ctx, srv, dir
}

// reloadOffline waits until the last change is saved and the site is
// precached, stops the server, takes the browser offline and reloads the
// page.
func reloadOffline(t *testing.T, ctx context.Context, srv *lmbrowser.Server, dir string) {
	t.Helper()
	// The game is saved a frame after each tap: wait until that save has
	// reached IndexedDB.
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`window.lancemateSaved && window.lancemateSaved()`,
		chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("waiting for the last save: %v", err)
	}
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

// face taps one die face in the dice prompt: die is 1-based.
func faces(t *testing.T, ctx context.Context, want string, dice ...int) {
	t.Helper()
	waitText(t, ctx, "#need-what", want)
	for i, f := range dice {
		click(t, ctx, "need-"+string(rune('1'+i))+"-"+string(rune('0'+f)))
	}
}

// TestGame plays the first slice of a game on a phone with physical dice
// typed in: two built-in 'Mechs, an arm shot off with the rest of the
// damage going into the side torso, a critical hit, the PSR it causes,
// undo, and an offline reload that restores the identical sheet. Every
// roll lands in the dice log with its purpose.
func TestGame(t *testing.T) {
	ctx, srv, dir := twoMechGame(t)
	waitText(t, ctx, ".topbar h1", "Game")
	click(t, ctx, "unit-1")
	waitText(t, ctx, "#sheet h2", "Atlas AS7-D")
	waitText(t, ctx, "#sheet-pilot", "Pilot hits")
	click(t, ctx, "unit-0")
	waitText(t, ctx, "#sheet h2", "Hunchback HBK-4G")
	waitText(t, ctx, "#sheet-mp", "Walk 4 · Run 6 · Jump 0")

	// Tap the left arm on the sheet, enter 10.
	click(t, ctx, "loc-LA")
	waitText(t, ctx, "#hit-apply", "Left Arm")
	typeInto(t, ctx, "dmg", "10")
	waitText(t, ctx, "#hit-apply", "10 damage → Left Arm, front")
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#report", "10 damage to the Left Arm: armor 6")
	waitText(t, ctx, "#sheet-LA", "Armor 6/16")

	// Ten more reach the structure: the critical roll (8: one hit), then
	// the slot (3: the lower arm actuator), typed as physical dice.
	click(t, ctx, "hit-apply")
	faces(t, ctx, "Determining Critical Hits, Left Arm", 4, 4)
	faces(t, ctx, "critical slot in the Left Arm", 3)
	waitText(t, ctx, "#report", "critical hit: Left Arm, slot 3: Lower Arm Actuator")
	waitText(t, ctx, "#crits-LA", "Lower Arm Actuator ✗")
	waitText(t, ctx, "#units", "1 roll")
	afterCrit := text(t, ctx, "#sheet")

	// Ten more destroy the arm; six go on into the left torso.
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#report", "Left Arm destroyed")
	waitText(t, ctx, "#report", "6 damage to the Left Torso: armor 14")
	waitText(t, ctx, "#sheet-LA", "destroyed")
	waitText(t, ctx, "#sheet-LT", "Armor 14/20")
	waitText(t, ctx, "#pending", "PSR 6+")
	waitText(t, ctx, "#pending", "72.2%")

	// The PSR, made with 4 and 3.
	click(t, ctx, "resolve-1")
	faces(t, ctx, "Piloting Skill Roll", 4, 3)
	waitText(t, ctx, "#report", "passed")
	waitText(t, ctx, "#history", "Turn 1")

	// Undo the PSR and the last hit: the sheet is as it was after the
	// critical hit.
	click(t, ctx, "undo")
	waitText(t, ctx, "#units", "1 roll")
	click(t, ctx, "undo")
	waitText(t, ctx, "#sheet-LA", "Structure 4/8")
	if got := text(t, ctx, "#sheet"); got != afterCrit {
		t.Errorf("after undo the sheet reads\n%s\nwant\n%s", got, afterCrit)
	}
	click(t, ctx, "redo")
	waitText(t, ctx, "#sheet-LA", "destroyed")
	click(t, ctx, "undo")
	waitText(t, ctx, "#sheet-LA", "Structure 4/8")

	// Offline reload mid-game: the identical sheet.
	history := text(t, ctx, "#history")
	reloadOffline(t, ctx, srv, dir)
	waitText(t, ctx, "#crits-LA", "Lower Arm Actuator ✗")
	if got := text(t, ctx, "#sheet"); got != afterCrit {
		t.Errorf("after the offline reload the sheet reads\n%s\nwant\n%s", got, afterCrit)
	}
	if got := text(t, ctx, "#history"); got != history {
		t.Errorf("after the offline reload the history reads\n%s\nwant\n%s", got, history)
	}
	waitText(t, ctx, "#units", "1 roll")

	// Every roll is in the dice log, with what it was for.
	click(t, ctx, "nav-dice")
	waitText(t, ctx, "#log", "Hunchback: Determining Critical Hits, Left Arm")
	waitText(t, ctx, "#log", "Hunchback: critical slot in the Left Arm")
	waitText(t, ctx, "#log", "Hunchback: Piloting Skill Roll")
	waitText(t, ctx, "h2", "Roll log (3)")
}
