package e2e

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// navPage is a page of the app as the navigation test knows it: its path
// and the title its title bar shows.
type navPage struct{ path, title string }

// navPages are Home and every section.
var navPages = []navPage{
	{"/", "Lancemate"}, {"/game", "Game"}, {"/sheets", "Sheets"}, {"/dials", "Dials"}, {"/stable", "Stable"},
	{"/ledger", "Ledger"}, {"/meks", "Meks"}, {"/dice", "Dice"}, {"/settings", "Settings"},
}

// TestEverySectionWithinTwoTaps starts a new player's profile at 360×640
// and, from each page (Home and every section), reaches each other page by
// taps alone: one on the bottom bar, or one on the bottom bar and one on
// the page it opens. It counts the taps (at most 2) and checks the bar on
// every page: at most 5 items, each inside the screen with its whole label,
// the page's own item there and marked. Opening a section of a game the
// player has not chosen adds that game to the bar and says so once.
func TestEverySectionWithinTwoTaps(t *testing.T) {
	ctx, _ := phoneScreen(t, "/")

	// A new player opens Dials from Home: its game joins the bar, once.
	if n := eval[int](t, ctx, `document.querySelectorAll('.bottomnav a[href="/dials"]').length`); n != 0 {
		t.Fatalf("a new player's bar already has Dials")
	}
	tapTo(t, ctx, `#home a[href="/dials"]`, navPages[3])
	waitText(t, ctx, "#feedback", "Added Dials and Stable to the bottom bar")
	tapTo(t, ctx, `.bottomnav a[href="/"]`, navPages[0])
	if got := text(t, ctx, "#feedback"); got != "" {
		t.Errorf("the feedback region still says %q after the next tap", got)
	}
	tapTo(t, ctx, `.bottomnav a[href="/dials"]`, navPages[3])
	time.Sleep(300 * time.Millisecond)
	if got := text(t, ctx, "#feedback"); strings.Contains(got, "Added") {
		t.Errorf("opening Dials a second time says %q again", got)
	}

	var table []string
	for _, from := range navPages {
		reach(t, ctx, from)
		checkBar(t, ctx, from)
		row := fmt.Sprintf("%-9s", from.title)
		for _, to := range navPages {
			if to == from {
				row += " -"
				continue
			}
			reach(t, ctx, from)
			taps := reach(t, ctx, to)
			row += fmt.Sprintf(" %d", len(taps))
			if len(taps) > 2 {
				t.Errorf("%s → %s took %d taps (%s)", from.title, to.title, len(taps), strings.Join(taps, ", "))
			}
		}
		table = append(table, row)
	}
	t.Logf("taps from each page (rows) to Home, Game, Sheets, Dials, Stable, Ledger, Meks, Dice, Settings:\n%s", strings.Join(table, "\n"))
	// By now the player has opened every game's pages: all are chosen.
	reach(t, ctx, navPages[8])
	for _, sys := range []string{"classic", "solaris7", "smc", "meks"} {
		waitAttr(t, ctx, "sys-"+sys, "aria-pressed", "true")
	}
}

// reach goes from the page shown to page to by taps: its item in the
// bottom bar when there is one, else a link on the page, else the first
// bar item whose page links to it (going back between tries, which is no tap). It returns the taps
// made on the way that got there, and fails when two taps do not.
func reach(t *testing.T, ctx context.Context, to navPage) []string {
	t.Helper()
	here := eval[string](t, ctx, `location.pathname`)
	if here == to.path {
		return nil
	}
	bar := eval[[]string](t, ctx, `[...document.querySelectorAll(".bottomnav a")].map(a => a.getAttribute("href"))`)
	if slices.Contains(bar, to.path) {
		tapTo(t, ctx, `.bottomnav a[href="`+to.path+`"]`, to)
		return []string{"bar " + to.title}
	}
	if linksTo(t, ctx, to.path) {
		tapTo(t, ctx, `.content a[href="`+to.path+`"]`, to)
		return []string{"link " + to.title}
	}
	for _, first := range bar {
		if first == here {
			continue
		}
		var via navPage
		for _, p := range navPages {
			if p.path == first {
				via = p
			}
		}
		tapTo(t, ctx, `.bottomnav a[href="`+first+`"]`, via)
		if linksTo(t, ctx, to.path) {
			tapTo(t, ctx, `.content a[href="`+to.path+`"]`, to)
			return []string{"bar " + via.title, "link " + to.title}
		}
		eval[bool](t, ctx, `history.back(), true`)
		waitPage(t, ctx, here)
	}
	t.Fatalf("%s is not within two taps of %s (bar: %v)", to.title, here, bar)
	return nil
}

// linksTo reports whether the page's content shows a link to path.
func linksTo(t *testing.T, ctx context.Context, path string) bool {
	t.Helper()
	return eval[bool](t, ctx, `[...document.querySelectorAll('.content a[href="`+path+`"]')].some(a => a.getClientRects().length > 0)`)
}

// tapTo taps the first visible element sel finds as a finger does and
// waits for page to.
func tapTo(t *testing.T, ctx context.Context, sel string, to navPage) {
	t.Helper()
	// Scrolled to the middle of the screen, and tapped at its centre once
	// nothing covers it there.
	var at []float64
	deadline := time.Now().Add(20 * time.Second)
	for {
		at = eval[[]float64](t, ctx, `(() => { const e = [...document.querySelectorAll(`+quote(sel)+`)].find(e => e.getClientRects().length > 0);
			if (!e) return [];
			e.scrollIntoView({block: "center"});
			const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2, hit = document.elementFromPoint(x, y);
			return hit && e.contains(hit) ? [x, y] : []; })()`)
		if len(at) == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s is not there to tap, or covered", sel)
		}
		time.Sleep(100 * time.Millisecond)
	}
	do(t, ctx, chromedp.MouseClickXY(at[0], at[1]))
	waitPage(t, ctx, to.path)
	waitText(t, ctx, ".topbar h1", to.title)
}

// waitPage waits until the page at path is shown, its bottom bar marking it.
func waitPage(t *testing.T, ctx context.Context, path string) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](`location.pathname === `+quote(path)+` &&
		(document.querySelector(".bottomnav [aria-current=page]")||{getAttribute(){return ""}}).getAttribute("href") === `+quote(path),
		chromedp.WithPollingTimeout(20*time.Second), chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil {
		t.Fatalf("the page at %s, marked in the bottom bar, never showed (at %s): %v", path, eval[string](t, ctx, `location.pathname`), err)
	}
}

// checkBar checks the bottom bar of page p: at most 5 items, each inside
// the 360 px screen with its label whole, p's own item marked and no other.
func checkBar(t *testing.T, ctx context.Context, p navPage) {
	t.Helper()
	type item struct {
		Href    string
		Current bool
		Left    float64
		Right   float64
		Cut     bool
	}
	items := eval[[]item](t, ctx, `[...document.querySelectorAll(".bottomnav a")].map(a => { const r = a.getBoundingClientRect(), s = a.querySelector("span");
		return {Href: a.getAttribute("href"), Current: a.getAttribute("aria-current") === "page", Left: r.left, Right: r.right,
			Cut: !s || s.scrollWidth > s.clientWidth + 1 || s.getBoundingClientRect().right > r.right + 1}; })`)
	if len(items) > 5 || len(items) < 2 {
		t.Errorf("%s: the bottom bar has %d items, want 2 to 5", p.title, len(items))
	}
	marked := 0
	for _, it := range items {
		if it.Left < 0 || it.Right > 360.5 {
			t.Errorf("%s: bar item %s spans %v–%v px, outside the 360 px screen", p.title, it.Href, it.Left, it.Right)
		}
		if it.Cut {
			t.Errorf("%s: bar item %s has its label cut", p.title, it.Href)
		}
		if it.Current {
			marked++
			if it.Href != p.path {
				t.Errorf("%s: the bar marks %s as the page", p.title, it.Href)
			}
		}
	}
	if marked != 1 {
		t.Errorf("%s: the bar marks %d items as the page, want 1", p.title, marked)
	}
}
