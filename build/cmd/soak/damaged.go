package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strconv"
	"time"

	"github.com/chromedp/chromedp"

	"lancemate/build/browser"
)

// damagedRun is what opening Settings, and then the game page, measured
// with huge damaged records in storage.
type damagedRun struct {
	records int
	mb      float64
	shown   time.Duration // navigation to /settings → the app ready, its theme control on screen
	listed  time.Duration // navigation → every damaged record listed
	taps    tapStream     // taps on the theme every 200 ms from its showing until all are listed
	game    time.Duration // navigation to /game → the page ready
	gameTap time.Duration // a tap on the game page once ready
	before  int64         // renderer memory before opening Settings
	peak    int64         // its peak while Settings and the game page open
}

// hugeDamaged stores n damaged records of mb megabytes of text each, in
// several namespaces and of two shapes (text that is not JSON, and JSON
// of the wrong shape), restarts the browser on that profile at /settings
// and measures how soon a tap on the theme is answered and the list is
// shown, the renderer's memory, and then how soon the game page is ready.
func hugeDamaged(url, work string, n int, mb float64) (damagedRun, error) {
	r := damagedRun{records: n, mb: mb}
	profile := filepath.Join(work, "damaged")
	p := &phone{url: url, profile: profile, cpu: 1}
	if err := p.start("/dice"); err != nil {
		return r, err
	}
	size := strconv.Itoa(int(mb * (1 << 20)))
	_, err := eval[bool](p, `new Promise((ok, fail) => {
		const nss = ["games/", "dice/log/", "designs/", "ledger/", "stable/", "meks/", "dials/", "games/", "designs/"];
		const r = indexedDB.open("lancemate");
		r.onsuccess = () => {
			const tx = r.result.transaction("records", "readwrite");
			const s = tx.objectStore("records");
			for (let i = 0; i < `+strconv.Itoa(n)+`; i++) {
				const body = String.fromCharCode(97 + i % 26).repeat(`+size+` - 12);
				s.put(i % 2 ? "not json " + body : JSON.stringify({log: body}), nss[i % nss.length] + "zz-huge-" + i);
			}
			tx.oncomplete = () => { r.result.close(); ok(true); };
			tx.onerror = () => fail(tx.error);
		};
		r.onerror = () => fail(r.error);
	})`)
	p.close()
	if err != nil {
		return r, fmt.Errorf("storing the damaged records: %w", err)
	}

	ctx, cancel, err := browser.Start(context.Background(), browser.Options{ProfileDir: profile, Phone: true})
	if err != nil {
		return r, err
	}
	p.ctx, p.cancel = ctx, cancel
	defer p.close()
	if proc := chromedp.FromContext(ctx).Browser.Process(); proc != nil {
		p.pid = proc.Pid
	}
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		return r, err
	}
	r.before, _ = rendererMemory(p.pid)
	mem := watchMemory(p.pid)
	t0 := time.Now()
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/settings")); err != nil {
		return r, err
	}
	// The page's HTML shows the theme before the app has started, and a
	// tap then is not Settings' to answer (the cold start's, which make
	// bench measures): the taps go once the app's Settings is shown.
	if err := poll(p, `!!document.querySelector('.shell[data-ready="true"]') && !!document.getElementById("theme-light")`, 120*time.Second); err != nil {
		return r, fmt.Errorf("settings never showed its theme: %w", err)
	}
	r.shown = time.Since(t0)
	offset, err := pageClock(p)
	if err != nil {
		return r, err
	}
	r.taps, err = streamTaps(p, offset, theme, `document.querySelectorAll("#damaged li").length >= `+strconv.Itoa(n), tapGap, 120*time.Second, nil)
	if err != nil {
		return r, fmt.Errorf("listing: %w", err)
	}
	r.listed = time.Since(t0)
	t1 := time.Now()
	if err := p.goTo("/game"); err != nil {
		return r, err
	}
	if err := poll(p, `location.pathname === "/game" && !!document.querySelector('.shell[data-ready="true"]') && !!document.getElementById("game-empty")`, 120*time.Second); err != nil {
		return r, fmt.Errorf("the game page: %w", err)
	}
	r.game = time.Since(t1)
	r.gameTap, err = oneTap(p, offset, `document.getElementById("nav-settings").click()`, `location.pathname === "/settings" && !!document.getElementById("theme-light")`)
	if err != nil {
		return r, err
	}
	r.peak = mem.end()
	return r, nil
}

func (r damagedRun) print() {
	fmt.Println()
	table([][]string{
		{"huge damaged records", "Settings shown", "taps while listing (n, p50, longest wait)", "all listed", "game page ready", "back to Settings", "renderer memory before → peak"},
		{fmt.Sprintf("%d × %.0f MB", r.records, r.mb), msText(r.shown), r.taps.summary(),
			msText(r.listed), msText(r.game), msText(r.gameTap), mbText(r.before) + " → " + mbText(r.peak)},
	})
}
