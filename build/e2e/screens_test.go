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
	for _, page := range []string{"/", "/dice", "/settings", "/sheets"} {
		do(t, ctx, chromedp.Navigate(srv.URL+page))
		ready(t, ctx)
		if page == "/dice" {
			for range 7 {
				click(t, ctx, "tn-inc")
			}
			click(t, ctx, "roll")
			click(t, ctx, "roll")
			waitText(t, ctx, "h2", "Roll log (2)")
		}
		if theme := eval[string](t, ctx, `document.documentElement.getAttribute("data-theme")`); theme != "dark" {
			t.Errorf("%s: theme %q, want dark by default", page, theme)
		}
		if w := eval[float64](t, ctx, `document.scrollingElement.scrollWidth`); w > 360 {
			t.Errorf("%s: page is %v px wide at a 360 px viewport", page, w)
		}
		small := eval[[]string](t, ctx, `[...document.querySelectorAll("button, a, label.toggle, label.filebtn, input[type=text]")]
			.filter(e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && (r.width < 44 || r.height < 44); })
			.map(e => (e.id || e.className || e.tagName) + " " + Math.round(e.getBoundingClientRect().width) + "x" + Math.round(e.getBoundingClientRect().height))`)
		if len(small) > 0 {
			t.Errorf("%s: tap targets under 44×44 px: %v", page, small)
		}
		if shots != "" {
			name := "home"
			if page != "/" {
				name = page[1:]
			}
			if err := lmbrowser.Screenshot(ctx, filepath.Join(shots, name+".png")); err != nil {
				t.Error(err)
			}
		}
	}
}
