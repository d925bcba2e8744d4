package e2e

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	lmbrowser "lancemate/build/browser"
)

// TestPhoneScreens opens every page at 360×640: nothing may overflow
// sideways and every control must be a tap target of at least 44×44 px.
// With LANCEMATE_SCREENSHOTS=dir it also saves a screenshot of each page,
// in the dark theme, for a person to look at.
func TestPhoneScreens(t *testing.T) {
	dir := siteDir(t)
	srv := lmbrowser.NewServer(dir)
	defer srv.Close()
	shots := os.Getenv("LANCEMATE_SCREENSHOTS")
	ctx, cancel, err := lmbrowser.Start(t.Context(), lmbrowser.Options{ProfileDir: t.TempDir(), Width: 360, Height: 640})
	if err != nil {
		t.Fatal(err)
	}
	defer cancel()
	check := func(name string) {
		t.Helper()
		if theme := eval[string](t, ctx, `document.documentElement.getAttribute("data-theme")`); theme != "dark" {
			t.Errorf("%s: theme %q, want dark by default", name, theme)
		}
		if w := eval[float64](t, ctx, `document.scrollingElement.scrollWidth`); w > 360 {
			t.Errorf("%s: page is %v px wide at a 360 px viewport", name, w)
		}
		small := eval[[]string](t, ctx, `[...document.querySelectorAll("button, a, label.toggle, label.filebtn, input[type=text], input[type=number]")]
			.filter(e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && (r.width < 44 || r.height < 44); })
			.map(e => (e.id || e.className || e.tagName) + " " + Math.round(e.getBoundingClientRect().width) + "x" + Math.round(e.getBoundingClientRect().height))`)
		if len(small) > 0 {
			t.Errorf("%s: tap targets under 44×44 px: %v", name, small)
		}
		if shots != "" {
			if err := lmbrowser.Screenshot(ctx, filepath.Join(shots, name+".png")); err != nil {
				t.Error(err)
			}
		}
	}
	for _, page := range []string{"/", "/dice", "/settings", "/dials", "/stable", "/ledger", "/meks", "/sheets", "/game"} {
		do(t, ctx, chromedp.Navigate(srv.URL+page))
		ready(t, ctx)
		name := "home"
		if page != "/" {
			name = page[1:]
		}
		switch page {
		case "/dice":
			for range 7 {
				click(t, ctx, "tn-inc")
			}
			click(t, ctx, "roll")
			click(t, ctx, "roll")
			waitText(t, ctx, "h2", "Roll log (2)")
		case "/sheets":
			check(name)
			// A design's detail view, with Add to game.
			name = "sheets-detail"
			typeInto(t, ctx, "lib-search", "atlas")
			click(t, ctx, "design-builtin:atlas-as7-d")
			waitText(t, ctx, "#add-panel", "Add to game")
			check(name)
			click(t, ctx, "add-to-game")
			waitText(t, ctx, "#added", "is in the game")
			// The game: the sheet, then a hit and the dice prompt.
			click(t, ctx, "open-game")
			waitText(t, ctx, "#sheet", "Atlas AS7-D")
			name = "game"
			check(name)
			click(t, ctx, "loc-RA")
			typeInto(t, ctx, "dmg", "40")
			click(t, ctx, "hit-apply")
			waitText(t, ctx, "#need-what", "Determining Critical Hits")
			name = "game-dice"
		case "/game": // after a reload: the same hit, resolved, and the PSR it causes
			name = "game-pending"
			click(t, ctx, "loc-RA")
			typeInto(t, ctx, "dmg", "40")
			click(t, ctx, "hit-apply")
			waitText(t, ctx, "#need-what", "Determining Critical Hits")
			click(t, ctx, "need-1-1")
			click(t, ctx, "need-2-1")
			waitText(t, ctx, "#pending", "PSR")
		}
		check(name)
	}
}
