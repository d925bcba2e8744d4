package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"

	"lancemate/build/browser"
	"lancemate/engine/game"
	"lancemate/sheets/library"
)

// budgetLive is the live table's budget (issue 34): a guest's tap shown
// on the other phones at the table, over loopback at 4× CPU.
const budgetLive = 100 * time.Millisecond

// liveMechs are the table's 'Mechs, one per player: the host marks the
// first, each guest its own.
var liveMechs = []struct{ id, design, side string }{
	{"Hunchback", "hunchback-hbk-4g", "Ana"},
	{"Atlas", "atlas-as7-d", "Ben"},
	{"Locust", "locust-lct-1v", "Cai"},
}

// liveRun is one measured tap at the table: from the guest's tap to the
// next frame after the change on the host's phone and on the other
// guest's, and the later of the two.
type liveRun struct {
	host, guest, both time.Duration
	// The way there: the tapping guest's phone sent the proposal
	// (proposed), the host's sent the commit on (committed), each from
	// the tap.
	proposed, committed time.Duration
	// The proposal reached the host (hostGot) and the commit the other
	// guest (guestGot), and the other guest's handler of it returned
	// (guestDone), each from the tap.
	hostGot, guestGot, guestDone time.Duration
}

// sendWatch runs in each phone's page before its own scripts: it notes
// when the page last wrote a message other than a heartbeat to a data
// channel (window.benchSent), when one last came in on one
// (window.benchGot) and when the page's handler of it returned
// (window.benchDone), for the breakdown of a tap's way to the other
// phones. A heartbeat is 12 bytes; every other message is longer than 16.
const sendWatch = `(() => {
	const size = (d) => typeof d === "string" ? d.length : d.byteLength || d.size || 0;
	const send = RTCDataChannel.prototype.send;
	RTCDataChannel.prototype.send = function (d) { if (size(d) > 16) window.benchSent = Date.now(); return send.call(this, d); };
	const on = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, "onmessage");
	Object.defineProperty(RTCDataChannel.prototype, "onmessage", {
		get() { return on.get.call(this); },
		set(f) {
			on.set.call(this, typeof f !== "function" ? f : function (e) {
				if (size(e.data) <= 16) return f.call(this, e); // a heartbeat
				window.benchGot = Date.now();
				try { return f.call(this, e); } finally { window.benchDone = Date.now(); }
			});
		},
	});
})()`

// liveLatency plays a live table of three phones, each with storage of
// its own as three phones have: the host (a browser on the server's
// 127.0.0.1 origin), a guest on the localhost origin (a tab of the same
// browser) marking the Atlas's side, and a guest in a browser context of
// its own (target createBrowserContext) marking the Locust's, all at cpu×
// CPU slowdown. The host's game is
// saved in its storage; the guests join through the app's own screens:
// the host's QR code read off its screenshot as a guest's camera would,
// the side tapped on the join page, the guest's code typed in on the
// host. Then the first guest applies 1 point of damage to its own Atlas n
// times, and each tap is timed, by the wall clock all three pages share
// (Date.now), from the tap to the next frame after the Atlas's armor
// changed on the host's sheet and on the other guest's.
func liveLatency(url string, n int, cpu float64, h around) ([]liveRun, error) {
	host, done, err := openApp(url, "/game", cpu)
	if err != nil {
		return nil, err
	}
	defer done()
	var log game.Log
	for _, m := range liveMechs {
		d, ok := library.Get(m.design)
		if !ok {
			return nil, fmt.Errorf("built-in design %s missing", m.design)
		}
		gd, err := d.Game()
		if err != nil {
			return nil, err
		}
		log = append(log, &game.AddUnit{ID: m.id, Design: gd, Pilot: game.Pilot{Name: m.side, Gunnery: 4, Piloting: 5}, Side: m.side})
	}
	if _, err := chromedp.Call(host, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: sendWatch}); err != nil {
		return nil, err
	}
	if err := putGame(host, log); err != nil {
		return nil, err
	}
	if err := chromedp.Do(host, chromedp.Reload()); err != nil {
		return nil, err
	}
	if err := waitJS(host, `document.querySelectorAll("#units .unit").length === 3`, time.Minute); err != nil {
		return nil, fmt.Errorf("the host's game did not open: %w", err)
	}

	// The first guest: a tab on another origin; the second: a browser
	// context of its own.
	guestURL := strings.Replace(url, "127.0.0.1", "localhost", 1)
	if guestURL == url {
		return nil, fmt.Errorf("the server's address %s is not 127.0.0.1: the first guest needs another origin", url)
	}
	g1, close1, err := browser.NewTab(host, browser.Options{Phone: true, CPUThrottle: cpu})
	if err != nil {
		return nil, err
	}
	defer close1()
	g2, close2 := chromedp.NewContext(host, chromedp.WithNewBrowserContext())
	defer close2()
	if err := chromedp.Do(g2, chromedp.Emulate(device.Pixel5)); err != nil {
		return nil, fmt.Errorf("the second guest's phone: %w", err)
	}
	if _, err := chromedp.Call(g2, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: cpu}); err != nil {
		return nil, fmt.Errorf("the second guest's phone: %w", err)
	}
	for _, ctx := range []context.Context{g1, g2} {
		if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: sendWatch}); err != nil {
			return nil, err
		}
	}

	// The host opens the table and marks the Hunchback's side.
	if err := clickAll(host, "menu", "menu-table", "host-side-1"); err != nil {
		return nil, err
	}
	seen := ""
	for i, g := range []struct {
		ctx    context.Context
		origin string
		side   int
	}{{g1, guestURL, 2}, {g2, url, 3}} {
		link, err := hostCode(host, seen)
		if err != nil {
			return nil, fmt.Errorf("guest %d: %w", i+1, err)
		}
		seen = link
		frag, ok := strings.CutPrefix(link, url+"/join#")
		if !ok {
			return nil, fmt.Errorf("the host's code reads %q, not a link to %s/join", link, url)
		}
		if err := joinTable(host, g.ctx, g.origin+"/join#"+frag, g.side, i+1); err != nil {
			return nil, fmt.Errorf("guest %d: %w", i+1, err)
		}
	}

	// Everyone looks at the Atlas; the first guest aims at its left
	// torso, then its right torso, ten taps each in turn.
	for _, ctx := range []context.Context{host, g1, g2} {
		if err := waitJS(ctx, `(() => { const s = document.getElementById("sh-table-x"); if (s) s.click();
			const u = document.getElementById("unit-1"); if (u) u.click();
			return !!document.querySelector("#loc-LT .cv.a b"); })()`, time.Minute); err != nil {
			return nil, fmt.Errorf("the Atlas's sheet: %w", err)
		}
	}
	locs := []string{"LT", "RT", "LL", "RL"}
	for _, ctx := range []context.Context{host, g2} {
		if err := h.start(ctx); err != nil {
			return nil, err
		}
	}
	var runs []liveRun
	for i := range n {
		loc := locs[(i/10)%len(locs)]
		if err := waitJS(g1, `(() => { const x = document.getElementById("sh-loc-x");
			const b = document.getElementById("loc-`+loc+`");
			if (!b) { if (x) x.click(); return false; }
			if (!document.getElementById("dmg")) { b.click(); return false; }
			const d = document.getElementById("dmg");
			if (d.value !== "1") { d.value = "1"; d.dispatchEvent(new Event("input", {bubbles: true})); }
			const h = document.getElementById("hit-apply");
			return !!h && h.textContent.startsWith("1 damage"); })()`, 10*time.Second); err != nil {
			return nil, fmt.Errorf("aiming tap %d: %w", i, err)
		}
		time.Sleep(inputGap)
		watch := `(() => { const sel = "#loc-` + loc + ` .cv.a b";
			const was = document.querySelector(sel).textContent;
			window.benchShown = new Promise((resolve) => {
				const obs = new MutationObserver(() => {
					const e = document.querySelector(sel);
					if (!e || e.textContent === was) return;
					obs.disconnect();
					requestAnimationFrame(() => resolve(Date.now()));
				});
				obs.observe(document.body, {subtree: true, childList: true, characterData: true});
			});
			return true; })()`
		for _, ctx := range []context.Context{host, g2} {
			if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](watch)); err != nil {
				return nil, err
			}
		}
		t0, err := chromedp.Run(g1, chromedp.Evaluate[float64](`(() => { const t0 = Date.now(); document.getElementById("hit-apply").click(); return t0; })()`))
		if err != nil {
			return nil, fmt.Errorf("tap %d: %w", i, err)
		}
		var at [2]float64
		for j, ctx := range []context.Context{host, g2} {
			wait, cancel := context.WithTimeout(ctx, 20*time.Second)
			at[j], err = chromedp.Run(wait, chromedp.Evaluate[float64](`window.benchShown`, chromedp.EvalAwaitPromise))
			cancel()
			if err != nil {
				return nil, fmt.Errorf("tap %d not shown on the %s: %w", i, []string{"host", "second guest"}[j], err)
			}
		}
		var sent [2]float64
		for j, ctx := range []context.Context{g1, host} {
			if sent[j], err = chromedp.Run(ctx, chromedp.Evaluate[float64](`window.benchSent || 0`)); err != nil {
				return nil, err
			}
		}
		var got [3]float64
		for j, q := range []struct {
			ctx context.Context
			v   string
		}{{host, "benchGot"}, {g2, "benchGot"}, {g2, "benchDone"}} {
			if got[j], err = chromedp.Run(q.ctx, chromedp.Evaluate[float64](`window.`+q.v+` || 0`)); err != nil {
				return nil, err
			}
		}
		ms := func(v float64) time.Duration { return time.Duration((v - t0) * float64(time.Millisecond)) }
		runs = append(runs, liveRun{host: ms(at[0]), guest: ms(at[1]), both: ms(max(at[0], at[1])), proposed: ms(sent[0]), committed: ms(sent[1]),
			hostGot: ms(got[0]), guestGot: ms(got[1]), guestDone: ms(got[2])})
		time.Sleep(inputGap)
	}
	for _, ctx := range []context.Context{host, g2} {
		if err := h.stop(ctx); err != nil {
			return nil, err
		}
	}
	return runs, nil
}

// putGame saves a game with log in the storage of the page of ctx, as
// the newest game.
func putGame(ctx context.Context, log game.Log) error {
	raw, err := json.Marshal(map[string]game.Log{"log": log, "redo": nil})
	if err != nil {
		return err
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`new Promise((ok, fail) => {
		const r = indexedDB.open("lancemate");
		r.onsuccess = () => {
			const tx = r.result.transaction("records", "readwrite");
			tx.objectStore("records").put(`+strconv.Quote(string(raw))+`, "games/bench");
			tx.oncomplete = () => { r.result.close(); ok(true); };
			tx.onerror = () => fail(tx.error);
		};
	})`, chromedp.EvalAwaitPromise)); err != nil {
		return fmt.Errorf("saving the game: %w", err)
	}
	return nil
}

// waitJS polls expr until it is true.
func waitJS(ctx context.Context, expr string, timeout time.Duration) error {
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](expr,
		chromedp.WithPollingTimeout(timeout), chromedp.WithPollingInterval(100*time.Millisecond)))
	return err
}

// clickAll taps the elements with the given ids in turn, each once it
// is there.
func clickAll(ctx context.Context, ids ...string) error {
	for _, id := range ids {
		if err := waitJS(ctx, `(() => { const e = document.getElementById(`+strconv.Quote(id)+`); if (!e) return false; e.click(); return true; })()`, 30*time.Second); err != nil {
			return fmt.Errorf("tapping #%s: %w", id, err)
		}
	}
	return nil
}

// hostCode reads the link of the QR code on the host's Table sheet off a
// screenshot, as a guest's camera does, once it differs from seen (the
// code the last guest used).
func hostCode(host context.Context, seen string) (string, error) {
	deadline := time.Now().Add(time.Minute)
	for {
		link, err := readQR(host, "table-qr")
		if err == nil && link != seen {
			return link, nil
		}
		if time.Now().After(deadline) {
			return "", fmt.Errorf("no new code on the host's Table sheet: %v", err)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// readQR decodes the QR code of the element with the given id from a
// screenshot of the page.
func readQR(ctx context.Context, id string) (string, error) {
	if err := waitJS(ctx, `(() => { const e = document.getElementById(`+strconv.Quote(id)+`); if (!e || !e.querySelector("svg")) return false; e.scrollIntoView({block: "center"}); return true; })()`, 30*time.Second); err != nil {
		return "", err
	}
	time.Sleep(200 * time.Millisecond)
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		return "", err
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		return "", err
	}
	return browser.ReadQR(img, filepath.Join("web", "jsqr.js"))
}

// joinTable opens the host's link on the guest's phone, taps its side
// there (0: every unit), and types the code the guest shows into the
// host's Table sheet; it returns once the host counts joined guests and
// the guest's game shows the table's 'Mechs.
func joinTable(host, guest context.Context, link string, side, joined int) error {
	if err := chromedp.Do(guest, chromedp.Navigate(link)); err != nil {
		return err
	}
	if _, err := readyAt(guest); err != nil {
		return err
	}
	if err := clickAll(guest, "join-side-"+strconv.Itoa(side)); err != nil {
		return err
	}
	code, err := chromedp.Run(guest, chromedp.Poll[string](`(document.getElementById("join-code") || {}).textContent || ""`,
		chromedp.WithPollingTimeout(30*time.Second), chromedp.WithPollingInterval(100*time.Millisecond)))
	if err != nil {
		return fmt.Errorf("no code on the guest's join page: %w", err)
	}
	if _, err := chromedp.Run(host, chromedp.Evaluate[bool](`(document.getElementById("table-code").value = `+strconv.Quote(strings.TrimSpace(code))+`, true)`)); err != nil {
		return err
	}
	if err := clickAll(host, "table-accept"); err != nil {
		return err
	}
	if err := waitJS(host, `(document.getElementById("table-status") || {textContent: ""}).textContent.includes("`+strconv.Itoa(joined)+` phone")`, 30*time.Second); err != nil {
		return fmt.Errorf("the host did not count the guest: %w", err)
	}
	if err := waitJS(guest, `document.querySelectorAll("#units .unit").length === `+strconv.Itoa(len(liveMechs)), time.Minute); err != nil {
		return fmt.Errorf("the guest did not receive the game: %w", err)
	}
	return nil
}

// liveTimes is one of the three times of each run.
func liveTimes(runs []liveRun, f func(liveRun) time.Duration) []time.Duration {
	out := make([]time.Duration, len(runs))
	for i, r := range runs {
		out[i] = f(r)
	}
	return out
}

// liveRow is the live table's measurement in a line: both other phones,
// and each.
func liveRow(runs []liveRun) string {
	both := liveTimes(runs, func(r liveRun) time.Duration { return r.both })
	host := liveTimes(runs, func(r liveRun) time.Duration { return r.host })
	guest := liveTimes(runs, func(r liveRun) time.Duration { return r.guest })
	proposed := liveTimes(runs, func(r liveRun) time.Duration { return r.proposed })
	committed := liveTimes(runs, func(r liveRun) time.Duration { return r.committed })
	hostGot := liveTimes(runs, func(r liveRun) time.Duration { return r.hostGot })
	guestGot := liveTimes(runs, func(r liveRun) time.Duration { return r.guestGot })
	guestDone := liveTimes(runs, func(r liveRun) time.Duration { return r.guestDone })
	verdict := map[bool]string{true: "pass", false: "FAIL"}[pct(both, 95) <= budgetLive]
	return fmt.Sprintf("live table, 3 phones, loopback, 4× CPU: a guest's tap shown on the other two phones p50 %s, p95 %s (budget %s: %s); on the host p50 %s, p95 %s; on the other guest p50 %s, p95 %s (%d taps); from the tap (p50 / p95), the guest's phone sent it at %s / %s, the host's had it at %s / %s and sent the commit at %s / %s, the other guest had it at %s / %s and was done with it at %s / %s",
		msec(pct(both, 50)), msec(pct(both, 95)), msec(budgetLive), verdict, msec(pct(host, 50)), msec(pct(host, 95)), msec(pct(guest, 50)), msec(pct(guest, 95)), len(runs),
		msec(pct(proposed, 50)), msec(pct(proposed, 95)), msec(pct(hostGot, 50)), msec(pct(hostGot, 95)), msec(pct(committed, 50)), msec(pct(committed, 95)),
		msec(pct(guestGot, 50)), msec(pct(guestGot, 95)), msec(pct(guestDone, 50)), msec(pct(guestDone, 95)))
}
