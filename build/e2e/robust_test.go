package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestPageFailureKeepsTheAppUp: a record that makes a page fail (a ledger
// event saved as {}) never takes the app down. Opening the page shows
// what failed with Export everything and Open Settings; the bottom bar,
// the other pages and Settings keep working, and the export holds the
// record as it was.
func TestPageFailureKeepsTheAppUp(t *testing.T) {
	ctx, _, _ := launch(t, "/dice")
	chooseGames(t, ctx, "smc")
	const key, raw = "ledger/20260101T000000.000", `{}`
	eval[bool](t, ctx, `new Promise((ok, fail) => {
		const r = indexedDB.open("lancemate");
		r.onsuccess = () => {
			const tx = r.result.transaction("records", "readwrite");
			tx.objectStore("records").put(`+quote(raw)+`, `+quote(key)+`);
			tx.oncomplete = () => { r.result.close(); ok(true); };
			tx.onerror = () => fail(tx.error);
		};
	})`)
	origin := eval[string](t, ctx, `location.origin`)
	for _, path := range []string{"/ledger", "/", "/settings"} {
		do(t, ctx, chromedp.Navigate(origin+path))
		// The page says the record is damaged, or the error card says
		// what failed; the shell is there either way, never a blank page.
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`(() => {
			const main = document.querySelector(".shell main.content");
			const crash = document.getElementById("lm-crash");
			return !!main && (document.querySelector(".shell").dataset.ready === "true" || !!crash);
		})()`, chromedp.WithPollingTimeout(60*time.Second))); err != nil {
			t.Fatalf("%s: neither ready nor an error card: %v", path, err)
		}
		if crash := eval[string](t, ctx, `(document.getElementById("lm-crash")||{}).innerText||""`); crash != "" {
			for _, want := range []string{"What failed", "Export everything", "Open Settings"} {
				if !strings.Contains(crash, want) {
					t.Errorf("%s: the error card lacks %q: %s", path, want, crash)
				}
			}
		}
		if n := eval[int](t, ctx, `document.querySelectorAll(".bottomnav a").length`); n < 4 {
			t.Errorf("%s: the bottom bar has %d entries", path, n)
		}
	}
	// Settings lists the record with its raw text, and the rest works.
	waitText(t, ctx, "#damaged", key)
	click(t, ctx, "theme-light")
	waitAttr(t, ctx, "theme-light", "aria-pressed", "true")
	click(t, ctx, "nav-dice")
	click(t, ctx, "roll")
	waitText(t, ctx, "h2", "Roll log (1)")
}
