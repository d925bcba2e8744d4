package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	lmbrowser "lancemate/build/browser"
)

// taps taps the game screen as a player does: each tap a pointer event
// dispatched at the middle of a control that must be on the screen, at
// least 44×44 px and not covered by anything (the browser's hit test finds
// it there), and counts the taps.
type taps struct {
	t   *testing.T
	ctx context.Context
	n   int
}

// tap waits for the element matching sel, checks it can be tapped, taps
// it and counts the tap.
func (tp *taps) tap(sel string) {
	tp.t.Helper()
	var box map[string]any
	deadline := time.Now().Add(20 * time.Second)
	for {
		box = eval[map[string]any](tp.t, tp.ctx, `(() => { const e = document.querySelector(`+quote(sel)+`);
			if (!e || e.disabled) return {found: false};
			const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
			const hit = document.elementFromPoint(x, y);
			return {found: true, x, y, w: r.width, h: r.height, top: r.top, bottom: r.bottom, left: r.left, right: r.right,
				vw: innerWidth, vh: innerHeight, on: !!hit && (hit === e || e.contains(hit)),
				what: hit ? (hit.id || hit.className || hit.tagName) : ""}; })()`)
		if box["found"] == true && box["on"] == true {
			break
		}
		if time.Now().After(deadline) {
			tp.t.Fatalf("tap %d, %s: not tappable: %v", tp.n+1, sel, box)
		}
		time.Sleep(50 * time.Millisecond)
	}
	f := func(k string) float64 { return box[k].(float64) }
	if f("w") < 44 || f("h") < 44 {
		tp.t.Errorf("tap %d, %s: %.0f×%.0f px, want at least 44×44", tp.n+1, sel, f("w"), f("h"))
	}
	if f("top") < 0 || f("left") < 0 || f("bottom") > f("vh")+0.5 || f("right") > f("vw")+0.5 {
		tp.t.Errorf("tap %d, %s: at %.0f,%.0f–%.0f,%.0f, outside the %.0f×%.0f screen", tp.n+1, sel, f("left"), f("top"), f("right"), f("bottom"), f("vw"), f("vh"))
	}
	do(tp.t, tp.ctx, chromedp.MouseClickXY(f("x"), f("y")))
	tp.n++
}

// dice taps the faces of the player's own dice, one die after the other,
// once the dice sheet asks for the roll whose purpose contains want.
func (tp *taps) dice(want string, faces ...int) {
	tp.t.Helper()
	waitText(tp.t, tp.ctx, "#need-what", want)
	onScreen(tp.t, tp.ctx, "#sh-dice .bsheet")
	for i, f := range faces {
		tp.tap(fmt.Sprintf("#need-%d-%d", i+1, f))
	}
}

// onScreen fails unless the element matching sel is wholly inside the
// screen.
func onScreen(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	var r []float64
	deadline := time.Now().Add(10 * time.Second)
	for {
		r = eval[[]float64](t, ctx, `(() => { const e = document.querySelector(`+quote(sel)+`); if (!e) return [];
			const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom, innerWidth, innerHeight, r.width * r.height]; })()`)
		if len(r) == 7 && r[6] > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s is not on the page", sel)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if r[0] < -0.5 || r[1] < -0.5 || r[2] > r[4]+0.5 || r[3] > r[5]+0.5 {
		t.Errorf("%s is at %.0f,%.0f–%.0f,%.0f, not inside the %.0f×%.0f screen", sel, r[0], r[1], r[2], r[3], r[4], r[5])
	}
}

// gameOnPhone starts a game at 360×640 with the built-in designs (library
// ids with their pilots), the first on side 1 and the others on side 2,
// and opens it from the bottom bar.
func gameOnPhone(t *testing.T, designs ...[2]string) (context.Context, *lmbrowser.Server) {
	t.Helper()
	ctx, srv := phoneScreen(t, "/sheets")
	waitText(t, ctx, "#lib-count", "designs")
	for i, d := range designs {
		query := strings.SplitN(d[0], "-", 2)[0]
		addToGame(t, ctx, query, "design-builtin:"+d[0], d[1], min(i+1, 2))
	}
	click(t, ctx, "nav-game")
	waitText(t, ctx, ".topbar h1", "Game")
	waitText(t, ctx, "#units", "")
	waitFor(t, ctx, "#sheet-name")
	return ctx, srv
}

// waitFor waits until an element matches sel.
func waitFor(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!!document.querySelector(`+quote(sel)+`)`,
		chromedp.WithPollingTimeout(20*time.Second), chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
		t.Fatalf("waiting for %s: %v", sel, err)
	}
}

// waitGone waits until no element matches sel.
func waitGone(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!document.querySelector(`+quote(sel)+`)`,
		chromedp.WithPollingTimeout(20*time.Second), chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
		t.Fatalf("waiting for %s to go: %v", sel, err)
	}
}

// gameShot saves a screenshot for a person to look at when
// LANCEMATE_SCREENSHOTS names a folder.
func gameShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("LANCEMATE_SCREENSHOTS")
	if dir == "" {
		return
	}
	time.Sleep(150 * time.Millisecond) // the tap's frame painted
	if err := lmbrowser.Screenshot(ctx, filepath.Join(dir, name+".png")); err != nil {
		t.Error(err)
	}
}
