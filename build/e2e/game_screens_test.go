package e2e

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	lmbrowser "lancemate/build/browser"
)

// TestGameScreens opens the game's tools at 360×640: the sheet, the damage
// entry, the firing screen with its to-hit breakdown, the physical attack
// screen and the PSR queue. Nothing may overflow sideways and every control
// must be a tap target of at least 44×44 px. With
// LANCEMATE_SCREENSHOTS=dir it saves a screenshot of each, scrolled to the
// part it shows, for a person to look at.
func TestGameScreens(t *testing.T) {
	dir := siteDir(t)
	srv := lmbrowser.NewServer(dir)
	defer srv.Close()
	ctx, cancel, err := lmbrowser.Start(t.Context(), lmbrowser.Options{ProfileDir: t.TempDir(), Width: 360, Height: 640})
	if err != nil {
		t.Fatal(err)
	}
	defer cancel()
	do(t, ctx, chromedp.Navigate(srv.URL+"/sheets"))
	ready(t, ctx)
	addToGame(t, ctx, "hunchback", "design-builtin:hunchback-hbk-4g", "Ana")
	addToGame(t, ctx, "atlas", "design-builtin:atlas-as7-d", "Bo")
	click(t, ctx, "lib-game")
	waitText(t, ctx, "#units", "Atlas")
	shots := os.Getenv("LANCEMATE_SCREENSHOTS")
	check := func(name, scrollTo string) {
		t.Helper()
		if w := eval[float64](t, ctx, `document.scrollingElement.scrollWidth`); w > 360 {
			t.Errorf("%s: page is %v px wide at a 360 px viewport", name, w)
		}
		small := eval[[]string](t, ctx, `[...document.querySelectorAll("button, a, input[type=text], input[type=number]")]
			.filter(e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && (r.width < 44 || r.height < 44); })
			.map(e => (e.id || e.className || e.tagName) + " " + Math.round(e.getBoundingClientRect().width) + "x" + Math.round(e.getBoundingClientRect().height))`)
		if len(small) > 0 {
			t.Errorf("%s: tap targets under 44×44 px: %v", name, small)
		}
		if shots == "" {
			return
		}
		eval[bool](t, ctx, `(document.getElementById(`+quote(scrollTo)+`).scrollIntoView(), true)`)
		if err := lmbrowser.Screenshot(ctx, filepath.Join(shots, name+".png")); err != nil {
			t.Error(err)
		}
	}
	check("game-sheet", "sheet")
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
