package e2e

import (
	"strings"
	"testing"
)

// TestGameScreens opens the game's tools at 360×640: the sheet, the damage
// entry, the firing screen with its to-hit breakdown, the physical attack
// screen and the PSR queue. Nothing may overflow sideways and every control
// must be a tap target of at least 44×44 px. With
// LANCEMATE_SCREENSHOTS=dir it saves a screenshot of each, scrolled to the
// part it shows, for a person to look at.
func TestGameScreens(t *testing.T) {
	ctx, _ := phoneScreen(t, "/sheets")
	addToGame(t, ctx, "hunchback", "design-builtin:hunchback-hbk-4g", "Ana")
	addToGame(t, ctx, "atlas", "design-builtin:atlas-as7-d", "Bo")
	click(t, ctx, "lib-game")
	waitText(t, ctx, "#units", "Atlas")
	check := func(name, id string) { t.Helper(); checkScreen(t, ctx, name, "#"+id) }
	check("game-sheet", "sheet")
	// The engine's readings where the seed is silent are there to read.
	waitText(t, ctx, "#game-notes", "Rules notes")
	if got := text(t, ctx, "#game-notes"); !strings.Contains(got, "003 L3414, L3430") {
		t.Errorf("the game's rules notes do not cite their seed lines: %q", got)
	}
	click(t, ctx, "loc-RA")
	waitText(t, ctx, "#hit-apply", "Right Arm")
	check("game-damage", "damage")
	typeInto(t, ctx, "dmg", "20")
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#need-what", "Determining Critical Hits")
	check("game-dice", "prompt")
	click(t, ctx, "need-1-1")
	click(t, ctx, "need-2-1")
	waitText(t, ctx, "#pending", "PSR")
	check("game-psr", "pending")
	click(t, ctx, "tool-fire")
	waitText(t, ctx, "#weapons", "TN")
	click(t, ctx, "wpn-12")
	check("game-fire", "weapons")
	click(t, ctx, "tool-phys")
	waitText(t, ctx, "#phys", "physical attack")
	check("game-phys", "phys")
	click(t, ctx, "tool-move")
	check("game-move", "move")
}
