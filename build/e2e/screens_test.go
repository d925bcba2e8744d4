package e2e

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	lmbrowser "lancemate/build/browser"
)

// phoneScreen opens path in a fresh profile on a 360×640 screen.
func phoneScreen(t *testing.T, path string) (context.Context, *lmbrowser.Server) {
	t.Helper()
	srv := lmbrowser.NewServer(siteDir(t))
	t.Cleanup(srv.Close)
	ctx, cancel, err := lmbrowser.Start(t.Context(), lmbrowser.Options{ProfileDir: t.TempDir(), Width: 360, Height: 640})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cancel)
	do(t, ctx, chromedp.Navigate(srv.URL+path))
	ready(t, ctx)
	return ctx, srv
}

// checkScreen fails when the page is dark by default no more, is wider than
// the 360 px screen, or has a visible control smaller than a 44×44 px tap
// target. With LANCEMATE_SCREENSHOTS=dir it saves dir/name.png, scrolled
// to the element matching anchor (when not empty) below the title bar, for
// a person to look at.
func checkScreen(t *testing.T, ctx context.Context, name, anchor string) {
	t.Helper()
	if theme := eval[string](t, ctx, `document.documentElement.getAttribute("data-theme")`); theme != "dark" {
		t.Errorf("%s: theme %q, want dark by default", name, theme)
	}
	if w := eval[float64](t, ctx, `document.scrollingElement.scrollWidth`); w > 360 {
		t.Errorf("%s: page is %v px wide at a 360 px viewport", name, w)
	}
	small := eval[[]string](t, ctx, `[...document.querySelectorAll("button, a, label.toggle, label.filebtn, input[type=text], input[type=number], select")]
		.map(e => [e, e.getBoundingClientRect()]).filter(([e, r]) => r.width > 0 && r.height > 0 && (r.width < 44 || r.height < 44))
		.map(([e, r]) => (e.id || e.className || e.tagName) + " " + Math.round(r.width) + "x" + Math.round(r.height))`)
	if len(small) > 0 {
		t.Errorf("%s: tap targets under 44×44 px: %v", name, small)
	}
	shots := os.Getenv("LANCEMATE_SCREENSHOTS")
	if shots == "" {
		return
	}
	if anchor != "" {
		eval[bool](t, ctx, `(()=>{const e=document.querySelector(`+quote(anchor)+`);if(e){e.scrollIntoView();scrollBy(0,-64)}return true})()`)
	}
	if err := lmbrowser.Screenshot(ctx, filepath.Join(shots, name+".png")); err != nil {
		t.Error(err)
	}
}

// TestPhoneScreens opens every page at 360×640 and checks it (checkScreen).
func TestPhoneScreens(t *testing.T) {
	ctx, srv := phoneScreen(t, "/")
	check := func(name string) { t.Helper(); checkScreen(t, ctx, name, "") }
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
			waitText(t, ctx, "#need-what", "Critical hit roll")
			name = "game-dice"
		case "/game": // after a reload: the same hit, resolved, and the PSR it causes
			name = "game-pending"
			click(t, ctx, "loc-RA")
			typeInto(t, ctx, "dmg", "40")
			click(t, ctx, "hit-apply")
			waitText(t, ctx, "#need-what", "Critical hit roll")
			click(t, ctx, "need-1-1")
			click(t, ctx, "need-2-1")
			click(t, ctx, "card-done")
			click(t, ctx, "pending-badge")
			waitText(t, ctx, "#pending", "PSR")
		}
		check(name)
	}
}
