// Command bench measures the built site against Lancemate's budgets and
// prints one table: download sizes, cold start on an emulated Pixel 5 with
// 4× CPU slowdown and "Fast 4G", warm offline start from the service-worker
// cache, and tap-to-repaint latency. Run it with `make bench`.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"lancemate/build/browser"
	"lancemate/build/site"
	"lancemate/engine/game"
	"lancemate/sheets/design"
	"lancemate/sheets/importer"
	"lancemate/sheets/library"
	"lancemate/sheets/roster"
)

// inputGap is the time between two measured taps or keystrokes: a player
// taps a button again, or types the next letter on a phone, at most about
// four times a second. Taps 50 ms apart (as this bench once made them)
// came while Chromium's compositor was still drawing at the display's
// rate after the previous tap's frame, so up to a whole frame of waiting
// for the next vsync landed in the measurement: a cadence no player's
// thumb produces.
const inputGap = 250 * time.Millisecond

// Budgets from the brief and issue 18 (the first load's is
// site.FirstLoadTarget; `make test` enforces site.FirstLoadBudget).
const (
	budgetCold      = 3 * time.Second
	budgetColdRatio = 1.0 // Lancemate's cold start over the go-app hello world's, same run (issue 36)
	// budgetFreshRatio: a start in a new tab (a fresh renderer process, as
	// after a phone dropped the app) over the hello world's (issue 36).
	budgetFreshRatio = 1.1
	// budgetGameTapP95: the game's damage tap with 8 'Mechs at 4× CPU,
	// the budget with the least margin (issue 36).
	budgetGameTapP95 = 12 * time.Millisecond
	budgetWarm       = 500 * time.Millisecond
	budgetTapP95     = 16 * time.Millisecond
)

func main() {
	dir := flag.String("dir", "dist", "built site")
	runs := flag.Int("runs", 5, "runs per start-up measurement")
	taps := flag.Int("taps", 40, "taps for the repaint measurements (the game's takes twice as many)")
	gameOnly := flag.Bool("game", false, "only the game's tap-to-apply-damage measurement")
	diceOnly := flag.Bool("dice", false, "only the dice page's tap measurement")
	searchOnly := flag.Bool("search", false, "only the library search's keystroke measurement")
	liveOnly := flag.Bool("live", false, "only the live table's measurement: a guest's tap shown on the other two phones")
	profile := flag.String("profile", "", "dice, game, search or live: that tap (or keystroke) measurement at 4× CPU under the browser's profiler, the functions taking the most time (a build with -symbols names them); start: a first visit to the dice page, from navigation to ready; library: a reload of Sheets with the corpus's designs stored and their summaries kept, until they are listed")
	coldOnly := flag.Bool("cold", false, "only the cold starts (Lancemate and the go-app hello world)")
	warmOnly := flag.Bool("warm", false, "only the warm offline starts")
	flag.DurationVar(&pollEvery, "poll", 0, "with -cold: also time each cold start by asking the page from DevTools this often whether it is ready (an outside check's method; the asking slows the page)")
	anchor := flag.String("anchor", defaultAnchor, "sources of the go-app hello world measured alongside (skipped when absent)")
	corpus := flag.String("corpus", "../shared/corpus", "unit files the library search measurement imports (copies of a built-in design when absent)")
	flag.Parse()
	abs, _ := filepath.Abs(*dir)
	res, err := site.Scan(abs)
	if err != nil {
		log.Fatalf("%v (run make build first)", err)
	}
	if !browser.Available() {
		log.Fatal("chromium is not installed (apt-get install -y chromium)")
	}
	srv := browser.NewServer(abs)
	defer srv.Close()

	check := func(err error) {
		if err != nil {
			log.Fatal(err)
		}
	}
	if *gameOnly {
		for _, cpu := range []float64{4, 1} {
			d, f, pt, mechs, err := gameLatency(srv.URL, 2**taps, cpu, around{})
			check(err)
			budget := budgetTapP95
			if cpu == 4 {
				budget = budgetGameTapP95
			}
			fmt.Printf("game, %d 'Mechs, %v× CPU: tap to apply damage → DOM updated p50 %s, p95 %s; → next frame p50 %s, p95 %s (budget %s); → painted p50 %s, p95 %s\n", mechs, cpu, msec(pct(d, 50)), msec(pct(d, 95)), msec(pct(f, 50)), msec(pct(f, 95)), msec(budget), msec(pct(pt, 50)), msec(pct(pt, 95)))
		}
		return
	}
	if *liveOnly {
		runs, err := liveLatency(srv.URL, *taps, 4, around{})
		check(err)
		fmt.Println(liveRow(runs))
		return
	}
	if *profile != "" {
		check(profileTaps(os.Stdout, srv.URL, *profile, *taps, 4, *corpus))
		return
	}
	if *searchOnly {
		for _, cpu := range []float64{4, 1} {
			r, err := searchLatency(srv.URL, *taps, cpu, *corpus, around{})
			check(err)
			fmt.Printf("library search, %d designs, %v× CPU: listed %s after the first reload, %s after the next, %s after an update; keystroke → next frame p50 %s, p95 %s (budget 16 ms)\n",
				r.designs, cpu, secs(r.listed), secs(r.relisted), secs(r.updated), msec(pct(r.frame, 50)), msec(pct(r.frame, 95)))
		}
		return
	}
	if *diceOnly {
		for _, cpu := range []float64{4, 1} {
			_, f, err := tapLatency(srv.URL, *taps, cpu, around{})
			check(err)
			fmt.Printf("dice, %v× CPU: tap → next frame p50 %s, p95 %s (budget 16 ms)\n", cpu, msec(pct(f, 50)), msec(pct(f, 95)))
		}
		return
	}
	// The floor: the go-app hello world, measured in the same run as
	// Lancemate (its cold starts alternating with Lancemate's, its warm
	// starts right after Lancemate's), so the comparison holds however
	// busy the machine is.
	targets := []coldTarget{{url: srv.URL, path: "/dice", ready: lancemateReady, shown: lancemateShown}}
	warmTargets := []warmTarget{{url: srv.URL, path: "/dice", dir: abs, ready: lancemateReady}}
	helloNote := ""
	if _, err := os.Stat(*anchor); err != nil {
		helloNote = fmt.Sprintf("skipped: no go-app hello world at %s (../shared is absent)", *anchor)
	} else {
		fmt.Fprintf(os.Stderr, "building the go-app hello world from %s…\n", *anchor)
		helloDir, remove, err := buildAnchor(*anchor)
		if err != nil {
			helloNote = "not measured: " + err.Error()
		} else {
			defer remove()
			if hr, err := site.Scan(helloDir); err == nil {
				_, _, hbr := hr.FirstLoad()
				helloNote = "first load " + mb(hbr) + " brotli"
			}
			hello := browser.NewServer(helloDir)
			defer hello.Close()
			targets = append(targets, coldTarget{url: hello.URL, path: "/", ready: loaderGone, shown: loaderShown})
			warmTargets = append(warmTargets, warmTarget{url: hello.URL, path: "/", dir: helloDir, ready: loaderGone})
		}
	}
	if *warmOnly {
		warms, err := warmStarts(warmTargets, *runs)
		check(err)
		w := warms[0]
		fmt.Printf("warm offline start: median %s (budget %s), runs %v; Go code running at %s (median), ready %s later\n",
			secs(median(w.ready)), secs(budgetWarm), w.ready, secs(median(w.goStart)), secs(median(w.ready)-median(w.goStart)))
		fmt.Printf("warm offline start in a new tab: median %s, runs %v\n", secs(median(w.fresh)), w.fresh)
		if len(warms) > 1 {
			h := warms[1]
			fmt.Printf("go-app hello world: warm offline start median %s, runs %v (ratio %.2f); in a new tab median %s, runs %v (ratio %.2f)\n",
				secs(median(h.ready)), h.ready, ratio(w.ready, h.ready), secs(median(h.fresh)), h.fresh, ratio(w.fresh, h.fresh))
		} else {
			fmt.Println("go-app hello world:", helloNote)
		}
		return
	}
	coldRuns, err := coldStarts(targets, *runs)
	check(err)
	shown := func(r coldRun) time.Duration { return r.shown }
	marked := func(r coldRun) time.Duration { return r.ready }
	colds := make([][]time.Duration, len(coldRuns))
	for i, runs := range coldRuns {
		colds[i] = coldTimes(runs, shown)
	}
	cold := colds[0]
	loaders := coldTimes(coldRuns[0], func(r coldRun) time.Duration { return r.loader })
	if *coldOnly {
		fmt.Printf("cold start, Lancemate: shown median %s, runs %v; ready mark median %s, runs %v (go-app's loading screen gone at %s)\n",
			secs(median(cold)), cold, secs(median(coldTimes(coldRuns[0], marked))), coldTimes(coldRuns[0], marked), secs(median(loaders)))
		if len(colds) > 1 {
			fmt.Printf("cold start, go-app hello world: shown median %s, runs %v; ready mark median %s, runs %v\n",
				secs(median(colds[1])), colds[1], secs(median(coldTimes(coldRuns[1], marked))), coldTimes(coldRuns[1], marked))
			fmt.Printf("ratio, shown %.2f (budget ≤ %.2f); by the ready marks %.2f\n", ratio(cold, colds[1]), budgetColdRatio,
				ratio(coldTimes(coldRuns[0], marked), coldTimes(coldRuns[1], marked)))
			if pollEvery > 0 {
				polled := func(r coldRun) time.Duration { return r.polled }
				fmt.Printf("polled every %s from DevTools: Lancemate %v, hello world %v; ratio %.2f\n", pollEvery,
					coldTimes(coldRuns[0], polled), coldTimes(coldRuns[1], polled), ratio(coldTimes(coldRuns[0], polled), coldTimes(coldRuns[1], polled)))
			}
		} else {
			fmt.Println("go-app hello world:", helloNote)
		}
		return
	}
	warms, err := warmStarts(warmTargets, *runs)
	check(err)
	warm, warmGo := warms[0].ready, warms[0].goStart
	tap, frame, err := tapLatency(srv.URL, *taps, 4, around{})
	check(err)
	_, frame1, err := tapLatency(srv.URL, *taps, 1, around{})
	check(err)
	gameDOM, game4, gamePainted, mechs, err := gameLatency(srv.URL, 2**taps, 4, around{})
	check(err)
	_, game1, _, _, err := gameLatency(srv.URL, 2**taps, 1, around{})
	check(err)
	search4, err := searchLatency(srv.URL, *taps, 4, *corpus, around{})
	check(err)
	search1, err := searchLatency(srv.URL, *taps, 1, *corpus, around{})
	check(err)
	live4, err := liveLatency(srv.URL, *taps, 4, around{})
	check(err)

	wasm, _ := res.File("/web/app.wasm")
	raw, gz, br := res.FirstLoad()
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "measure\tvalue\tbudget\tresult")
	row := func(name, value, budget string, ok *bool) {
		verdict := ""
		if ok != nil {
			verdict = map[bool]string{true: "pass", false: "FAIL"}[*ok]
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", name, value, budget, verdict)
	}
	ptr := func(b bool) *bool { return &b }
	row("app.wasm raw / gzip / brotli", fmt.Sprintf("%s / %s / %s", mb(wasm.Raw), mb(wasm.Gzip), mb(wasm.Brotli)), "", nil)
	row("first load raw / gzip", fmt.Sprintf("%s / %s", mb(raw), mb(gz)), "", nil)
	row("first load brotli (make test's ceiling: "+mb(site.FirstLoadBudget)+")", mb(br), "≤ "+mb(site.FirstLoadTarget), ptr(br <= site.FirstLoadTarget))
	row(fmt.Sprintf("cold start, Pixel 5, 4× CPU, Fast 4G, to the first frame showing the page ready (median of %d)", len(cold)), secs(median(cold)), "≤ "+secs(budgetCold), ptr(median(cold) <= budgetCold))
	if len(colds) > 1 {
		row(fmt.Sprintf("go-app hello world cold start, same conditions, alternating (median of %d; %s)", len(colds[1]), helloNote), secs(median(colds[1])), "", nil)
		r := ratio(cold, colds[1])
		row("cold start ratio, Lancemate / go-app hello world", fmt.Sprintf("%.2f", r), fmt.Sprintf("≤ %.2f", budgetColdRatio), ptr(r <= budgetColdRatio))
	} else {
		row("go-app hello world cold start", helloNote, "", nil)
	}
	row(fmt.Sprintf("warm offline start from SW cache (median of %d)", len(warm)), secs(median(warm)), "≤ "+secs(budgetWarm), ptr(median(warm) <= budgetWarm))
	if len(warms) > 1 {
		row(fmt.Sprintf("go-app hello world warm offline start, same run (median of %d)", len(warms[1].ready)), secs(median(warms[1].ready)), "", nil)
	}
	row(fmt.Sprintf("warm offline start in a new tab, a fresh renderer process (median of %d)", len(warms[0].fresh)), secs(median(warms[0].fresh)), "", nil)
	if len(warms) > 1 {
		row(fmt.Sprintf("go-app hello world, the same in a new tab (median of %d)", len(warms[1].fresh)), secs(median(warms[1].fresh)), "", nil)
		r := ratio(warms[0].fresh, warms[1].fresh)
		row("new-tab start ratio, Lancemate / go-app hello world", fmt.Sprintf("%.2f", r), fmt.Sprintf("≤ %.2f", budgetFreshRatio), ptr(r <= budgetFreshRatio))
	}
	row(fmt.Sprintf("tap → DOM updated, 4× CPU (p50 / p95 of %d)", len(tap)), fmt.Sprintf("%s / %s", msec(pct(tap, 50)), msec(pct(tap, 95))), "", nil)
	row(fmt.Sprintf("tap → next frame, 4× CPU (p50 / p95 of %d)", len(frame)), fmt.Sprintf("%s / %s", msec(pct(frame, 50)), msec(pct(frame, 95))), "p95 ≤ 16 ms", ptr(pct(frame, 95) <= budgetTapP95))
	row(fmt.Sprintf("tap → next frame, no CPU slowdown (p50 / p95 of %d)", len(frame1)), fmt.Sprintf("%s / %s", msec(pct(frame1, 50)), msec(pct(frame1, 95))), "p95 ≤ 16 ms", ptr(pct(frame1, 95) <= budgetTapP95))
	row(fmt.Sprintf("game, %d 'Mechs: tap to apply damage → DOM updated, 4× CPU (p50 / p95 of %d)", mechs, len(gameDOM)), fmt.Sprintf("%s / %s", msec(pct(gameDOM, 50)), msec(pct(gameDOM, 95))), "", nil)
	row(fmt.Sprintf("game, %d 'Mechs: tap to apply damage → next frame, 4× CPU (p50 / p95 of %d)", mechs, len(game4)), fmt.Sprintf("%s / %s", msec(pct(game4, 50)), msec(pct(game4, 95))), "p95 ≤ "+msec(budgetGameTapP95), ptr(pct(game4, 95) <= budgetGameTapP95))
	row(fmt.Sprintf("game, %d 'Mechs: tap to apply damage → that frame painted (its style, layout and paint done), 4× CPU (p50 / p95)", mechs), fmt.Sprintf("%s / %s", msec(pct(gamePainted, 50)), msec(pct(gamePainted, 95))), "", nil)
	row(fmt.Sprintf("game, %d 'Mechs: tap to apply damage → next frame, no slowdown (p50 / p95)", mechs), fmt.Sprintf("%s / %s", msec(pct(game1, 50)), msec(pct(game1, 95))), "p95 ≤ 16 ms", ptr(pct(game1, 95) <= budgetTapP95))
	row(fmt.Sprintf("library, %d designs: listed after the first reload of Sheets (every design read), 4× CPU / no slowdown", search4.designs), fmt.Sprintf("%s / %s", secs(search4.listed), secs(search1.listed)), "", nil)
	row(fmt.Sprintf("library, %d designs: listed after the next reload (from the kept summaries), 4× CPU / no slowdown", search4.designs), fmt.Sprintf("%s / %s", secs(search4.relisted), secs(search1.relisted)), "", nil)
	row(fmt.Sprintf("library, %d designs: listed after a reload with the summaries another build kept (an update), 4× CPU / no slowdown", search4.designs), fmt.Sprintf("%s / %s", secs(search4.updated), secs(search1.updated)), "", nil)
	row(fmt.Sprintf("library search, %d designs: keystroke → next frame, 4× CPU (p50 / p95)", search4.designs), fmt.Sprintf("%s / %s", msec(pct(search4.frame, 50)), msec(pct(search4.frame, 95))), "p95 ≤ 16 ms", ptr(pct(search4.frame, 95) <= budgetTapP95))
	row(fmt.Sprintf("library search, %d designs: keystroke → next frame, no slowdown (p50 / p95)", search1.designs), fmt.Sprintf("%s / %s", msec(pct(search1.frame, 50)), msec(pct(search1.frame, 95))), "p95 ≤ 16 ms", ptr(pct(search1.frame, 95) <= budgetTapP95))
	both := liveTimes(live4, func(r liveRun) time.Duration { return r.both })
	row(fmt.Sprintf("live table: a guest's tap shown on the other two phones, loopback, 4× CPU (p50 / p95 of %d)", len(both)), fmt.Sprintf("%s / %s", msec(pct(both, 50)), msec(pct(both, 95))), "p95 ≤ "+msec(budgetLive), ptr(pct(both, 95) <= budgetLive))
	tw.Flush()
	fmt.Println(liveRow(live4))
	fmt.Printf("runs: cold %v; warm %v; warm in a new tab %v\n", cold, warm, warms[0].fresh)
	if len(colds) > 1 {
		fmt.Printf("runs: go-app hello world cold %v; warm %v; warm in a new tab %v\n", colds[1], warms[1].ready, warms[1].fresh)
	}
	fmt.Printf("cold start split (median): go-app's loading screen gone at %s, Lancemate's ready mark %s later, its frame shown %s after the mark\n",
		secs(median(loaders)), secs(median(coldTimes(coldRuns[0], marked))-median(loaders)), secs(median(cold)-median(coldTimes(coldRuns[0], marked))))
	fmt.Printf("warm start split (median): Go code running at %s, ready %s later\n", secs(median(warmGo)), secs(median(warm)-median(warmGo)))
}

func phone(parent context.Context) (context.Context, func(), error) {
	return phoneAt(parent, 4)
}

// phoneAt starts a Pixel 5 emulation with the given CPU slowdown.
func phoneAt(parent context.Context, cpu float64) (context.Context, func(), error) {
	dir, err := os.MkdirTemp("", "lancemate-bench-")
	if err != nil {
		return nil, nil, err
	}
	ctx, cancel, err := browser.Start(parent, browser.Options{ProfileDir: dir, Phone: true, CPUThrottle: cpu})
	if err != nil {
		os.RemoveAll(dir)
		return nil, nil, err
	}
	ctx, cancelT := context.WithTimeout(ctx, 3*time.Minute)
	return ctx, func() { cancelT(); cancel(); os.RemoveAll(dir) }, nil
}

// openApp starts a phone with the given CPU slowdown and opens path on the
// site, waiting until the app is ready.
func openApp(url, path string, cpu float64) (context.Context, func(), error) {
	ctx, done, err := phoneAt(context.Background(), cpu)
	if err != nil {
		return nil, nil, err
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url+path)); err != nil {
		done()
		return nil, nil, err
	}
	if _, err := readyAt(ctx); err != nil {
		done()
		return nil, nil, err
	}
	return ctx, done, nil
}

// readyAt waits for the app's "lancemate:ready" performance mark (set once
// the wasm runs, storage is open and the page has rendered) and returns its
// time since navigation start. Polling is slow so it does not steal the
// throttled CPU from the app it measures.
func readyAt(ctx context.Context) (time.Duration, error) { return readyAtJS(ctx, lancemateReady) }

// readyAtJS polls expr, a time since navigation start in milliseconds
// that stays 0 until the page is ready.
func readyAtJS(ctx context.Context, expr string) (time.Duration, error) {
	ms, err := chromedp.Run(ctx, chromedp.Poll[float64](expr,
		chromedp.WithPollingTimeout(60*time.Second), chromedp.WithPollingInterval(250*time.Millisecond)))
	return time.Duration(ms * float64(time.Millisecond)), err
}

// Ready times, read in the page: Lancemate's "lancemate:ready" mark (the
// wasm runs, storage is open, the page is drawn), and for any go-app app
// the moment go-app removes its loading screen (go.run has returned, the
// first page is drawn), marked by loaderObserver. Each mark is set in the
// task that reaches the state; the ":shown" marks come once the browser
// has produced the frame that shows it (the next frame after the mark,
// and its paint), which is what the player sees: the cold-start budget
// counts those.
const (
	lancemateReady = `(performance.getEntriesByName("lancemate:ready")[0] || {startTime: 0}).startTime`
	loaderGone     = `(performance.getEntriesByName("bench:loader-gone")[0] || {startTime: 0}).startTime`
	lancemateShown = `(performance.getEntriesByName("lancemate:ready:shown")[0] || {startTime: 0}).startTime`
	loaderShown    = `(performance.getEntriesByName("bench:loader-gone:shown")[0] || {startTime: 0}).startTime`
)

// loaderObserver runs before the page's own scripts. It marks
// "bench:loader-gone" when go-app's #app-wasm-loader, once seen, leaves
// the document, and after either ready mark (performance.mark wrapped)
// marks name+":shown" once the next frame has been produced: from a
// requestAnimationFrame callback, a task of the highest priority
// (scheduler.postTask, "user-blocking") runs right after that frame's
// style, layout, paint and commit (the tap measurements' "painted" time
// is taken the same way). A plain posted message waits behind whatever the
// page has queued after start-up: in three traces of cold starts under load it
// came 150-540 ms after the frame's commit, the user-blocking task within
// 10 ms of it.
const loaderObserver = `(() => {
	const mark = performance.mark.bind(performance);
	const after = (f) => window.scheduler && scheduler.postTask ? scheduler.postTask(f, {priority: "user-blocking"}) : setTimeout(f, 0);
	performance.mark = (name, ...rest) => {
		const m = mark(name, ...rest);
		if (name === "lancemate:ready" || name === "bench:loader-gone") {
			requestAnimationFrame(() => after(() => mark(name + ":shown")));
		}
		return m;
	};
	let seen = false;
	new MutationObserver((_, obs) => {
		const loader = document.getElementById("app-wasm-loader");
		if (loader) { seen = true; return; }
		if (seen) { performance.mark("bench:loader-gone"); obs.disconnect(); }
	}).observe(document, {childList: true, subtree: true});
})()`

// coldTarget is a site to cold-start: where, and how to read its ready
// time (the mark) and the time the frame showing it was produced (shown).
type coldTarget struct{ url, path, ready, shown string }

// coldRun is one cold start: the target's ready mark, the frame showing
// it, when go-app's loading screen left (for Lancemate, before storage
// opens), and with pollEvery set the wall time from the navigation until
// a DevTools poll found the page ready.
type coldRun struct{ ready, shown, loader, polled time.Duration }

// pollEvery, when set (-poll), has each cold start also timed as an
// outside check times it: DevTools asks the page every pollEvery whether
// it is ready, and the run is the wall time from sending the navigation
// to the first yes. The asking itself takes the page's main thread, so
// these runs are reported apart.
var pollEvery time.Duration

// coldStarts loads each target n times in fresh profiles over Fast 4G
// with the service worker bypassed, so every byte crosses the throttled
// network, taking the targets in turn (A B A B …). It returns each
// target's times.
func coldStarts(targets []coldTarget, n int) ([][]coldRun, error) {
	runs := make([][]coldRun, len(targets))
	for range n {
		for i, t := range targets {
			r, err := coldStart(t)
			if err != nil {
				return nil, fmt.Errorf("cold start of %s%s: %w", t.url, t.path, err)
			}
			runs[i] = append(runs[i], r)
		}
	}
	return runs, nil
}

// coldTimes picks one time out of each run.
func coldTimes(runs []coldRun, pick func(coldRun) time.Duration) []time.Duration {
	out := make([]time.Duration, len(runs))
	for i, r := range runs {
		out[i] = pick(r)
	}
	return out
}

func coldStart(t coldTarget) (coldRun, error) {
	ctx, done, err := phone(context.Background())
	if err != nil {
		return coldRun{}, err
	}
	defer done()
	if err := browser.Throttle(ctx, browser.Fast4G); err != nil {
		return coldRun{}, err
	}
	if _, err := chromedp.Call(ctx, network.SetBypassServiceWorker, network.SetBypassServiceWorkerParams{Bypass: true}); err != nil {
		return coldRun{}, err
	}
	// No HTTP cache either: some of the hello world's cold starts took its
	// wasm from the cache in a fresh profile (300 bytes transferred, 1.2 s).
	if _, err := chromedp.Call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}); err != nil {
		return coldRun{}, err
	}
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: loaderObserver}); err != nil {
		return coldRun{}, err
	}
	var r coldRun
	sent := time.Now()
	if err := chromedp.Do(ctx, chromedp.Navigate(t.url+t.path)); err != nil {
		return coldRun{}, err
	}
	if pollEvery > 0 {
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](t.ready+" > 0",
			chromedp.WithPollingTimeout(60*time.Second), chromedp.WithPollingInterval(pollEvery))); err != nil {
			return coldRun{}, err
		}
		r.polled = time.Since(sent)
	}
	if r.ready, err = readyAtJS(ctx, t.ready); err != nil {
		return coldRun{}, err
	}
	if r.shown, err = readyAtJS(ctx, t.shown); err != nil {
		return coldRun{}, err
	}
	// A cold start downloads its wasm whole: fewer bytes transferred than
	// the body holds means it came from a cache, and the run measures nothing.
	short, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`performance.getEntriesByType("resource").some((e) =>
		e.name.endsWith(".wasm") && e.transferSize < e.encodedBodySize)`))
	if err != nil {
		return coldRun{}, err
	}
	if short {
		return coldRun{}, fmt.Errorf("the wasm was not downloaded (it came from a cache)")
	}
	r.loader, err = readyAtJS(ctx, loaderGone)
	return r, err
}

// ratio is the ratio of the medians of a and b.
func ratio(a, b []time.Duration) float64 {
	return float64(median(a)) / float64(median(b))
}

// warmTarget is a site to start offline from its service worker's cache:
// where, its built files (for the list of what it precaches), and how to
// read its ready time.
type warmTarget struct{ url, path, dir, ready string }

// warmSettle is how long each page is left alone after it is ready,
// before the next start. A player reopens the app long after it last
// ran; a reload right after ready instead starts while the page before
// is still busy: its idle warm-ups, the storage writer starting, V8
// optimising hot functions in the background and a garbage collection
// took 30 ms of the main thread and 40 ms of V8's threads in the half
// second after ready, and 76 ms of the main thread in the half second
// after that (a trace of an offline reload, 4× CPU). On this two-core
// machine the next start shared the processor with that work: in two
// pairs of runs of 14 reloads (2026-11-26), medians 428 and 437 ms with no
// pause, 409 and 375 ms after 2 s.
const warmSettle = 2 * time.Second

// warmRuns are one target's warm offline starts.
type warmRuns struct {
	// ready: reloads of the open page, as the budget counts them; goStart:
	// the same reloads' "lancemate:start" mark (the wasm fetched from the
	// cache, compiled and initialised; Lancemate only).
	ready, goStart []time.Duration
	// fresh: starts in a new tab, so in a renderer process of their own,
	// as when a phone has put the app's process away: none of V8's
	// in-process cache of the compiled module, nor of the browser's own
	// warm state.
	fresh []time.Duration
}

// warmStarts measures each target in turn (warmStartsOf). One phone runs
// at a time: with the other's browser open, idle, the same build's starts
// took 0.63 s instead of 0.37 s on this two-core machine.
func warmStarts(targets []warmTarget, n int) ([]warmRuns, error) {
	out := make([]warmRuns, len(targets))
	for i, t := range targets {
		r, err := warmStartsOf(t, n)
		if err != nil {
			return nil, fmt.Errorf("warm start of %s%s: %w", t.url, t.path, err)
		}
		out[i] = r
	}
	return out, nil
}

// warmStartsOf installs t in a phone and goes offline, then starts it n
// times by reloading the page and n times in a new tab, each start after
// the page before has been left alone for warmSettle.
func warmStartsOf(t warmTarget, n int) (warmRuns, error) {
	var r warmRuns
	ctx, done, err := phone(context.Background())
	if err != nil {
		return r, err
	}
	defer done()
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: loaderObserver}); err != nil {
		return r, err
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(t.url+t.path)); err != nil {
		return r, err
	}
	if _, err := readyAtJS(ctx, t.ready); err != nil {
		return r, err
	}
	pre, err := site.PrecacheList(t.dir)
	if err != nil {
		return r, err
	}
	var want []string
	for p := range pre {
		want = append(want, p)
	}
	if _, err := browser.WaitCached(ctx, want, 2*time.Minute); err != nil {
		return r, err
	}
	if err := browser.GoOffline(ctx); err != nil {
		return r, err
	}
	for range n {
		time.Sleep(warmSettle)
		if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
			return r, err
		}
		d, err := readyAtJS(ctx, t.ready)
		if err != nil {
			return r, err
		}
		r.ready = append(r.ready, d)
		ms, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`(performance.getEntriesByName("lancemate:start")[0] || {startTime: 0}).startTime`))
		if err != nil {
			return r, err
		}
		if ms > 0 {
			r.goStart = append(r.goStart, time.Duration(ms*float64(time.Millisecond)))
		}
	}
	// The first tab leaves the app, so that only the new one runs it.
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		return r, err
	}
	for range n {
		time.Sleep(warmSettle)
		d, err := freshStart(ctx, t)
		if err != nil {
			return r, fmt.Errorf("in a new tab: %w", err)
		}
		r.fresh = append(r.fresh, d)
	}
	return r, nil
}

// freshStart opens t offline in a new tab of the browser of ctx and
// returns its time to ready; the tab is closed after.
func freshStart(ctx context.Context, t warmTarget) (time.Duration, error) {
	tab, closeTab, err := browser.NewTab(ctx, browser.Options{Phone: true, CPUThrottle: 4})
	if err != nil {
		return 0, err
	}
	defer closeTab()
	if err := browser.GoOffline(tab); err != nil {
		return 0, err
	}
	if _, err := chromedp.Call(tab, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: loaderObserver}); err != nil {
		return 0, err
	}
	if err := chromedp.Do(tab, chromedp.Navigate(t.url+t.path)); err != nil {
		return 0, err
	}
	return readyAtJS(tab, t.ready)
}

// tapLatency taps the modifier stepper and measures, in the page, the time
// from the tap to the DOM change and to the next animation frame after it.
func tapLatency(url string, n int, cpu float64, h around) (dom, frame []time.Duration, err error) {
	ctx, done, err := openApp(url, "/dice", cpu)
	if err != nil {
		return nil, nil, err
	}
	defer done()
	if err := h.start(ctx); err != nil {
		return nil, nil, err
	}
	for i := range n {
		id := "mod-inc"
		if i%2 == 1 {
			id = "mod-dec"
		}
		v, err := tap(ctx, id)
		if err != nil {
			return nil, nil, fmt.Errorf("tap %d: %w", i, err)
		}
		dom = append(dom, v[0])
		frame = append(frame, v[1])
		time.Sleep(inputGap)
	}
	return dom, frame, h.stop(ctx)
}

// tap clicks the element with the given id and measures, in the page, the
// time from the tap to the first DOM change, to the next animation frame
// after it (its requestAnimationFrame callback, which runs before that
// frame's style, layout and paint) and to that frame painted (a
// user-blocking task posted from the callback, as loaderObserver's).
func tap(ctx context.Context, id string) ([3]time.Duration, error) {
	v, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`new Promise((resolve) => {
			const root = document.querySelector(".shell");
			let t1 = 0;
			const obs = new MutationObserver(() => {
				if (t1) return;
				t1 = performance.now();
				obs.disconnect();
				requestAnimationFrame(() => {
					const t2 = performance.now();
					const done = () => resolve([t1 - t0, t2 - t0, performance.now() - t0]);
					if (window.scheduler && scheduler.postTask) scheduler.postTask(done, {priority: "user-blocking"});
					else setTimeout(done, 0);
				});
			});
			obs.observe(root, {subtree: true, childList: true, characterData: true, attributes: true});
			const t0 = performance.now();
			document.getElementById("`+id+`").click();
		})`, chromedp.EvalAwaitPromise))
	if err != nil {
		return [3]time.Duration{}, err
	}
	if len(v) != 3 {
		return [3]time.Duration{}, fmt.Errorf("tap on #%s: no measurement", id)
	}
	var d [3]time.Duration
	for i, ms := range v {
		d[i] = time.Duration(ms * float64(time.Millisecond))
	}
	return d, nil
}

// benchMechs is how many 'Mechs the game measurement puts in play.
const benchMechs = 8

// gameLatency saves a game with the benchMechs heaviest built-in designs
// in the profile's storage, opens it, and measures tap → next frame for
// applying 1 point of damage to a location of the selected 'Mech: ten taps
// on a torso or leg location, then (untimed) the next 'Mech and location,
// so no roll is ever needed and the whole force is in play.
func gameLatency(url string, n int, cpu float64, h around) (dom, frame, painted []time.Duration, mechs int, err error) {
	ctx, done, err := openApp(url, "/game", cpu)
	if err != nil {
		return nil, nil, nil, 0, err
	}
	defer done()
	all, err := library.All()
	if err != nil {
		return nil, nil, nil, 0, err
	}
	var log game.Log
	for i, e := range all[len(all)-benchMechs:] {
		d, err := e.Design.Game()
		if err != nil {
			return nil, nil, nil, 0, err
		}
		log = append(log, &game.AddUnit{ID: fmt.Sprintf("%s %d", e.Design.Chassis, i+1), Design: d, Pilot: game.Pilot{Name: "Bench", Gunnery: 4, Piloting: 5}})
	}
	raw, err := json.Marshal(map[string]game.Log{"log": log, "redo": nil})
	if err != nil {
		return nil, nil, nil, 0, err
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`new Promise((ok, fail) => {
		const r = indexedDB.open("lancemate");
		r.onsuccess = () => {
			const tx = r.result.transaction("records", "readwrite");
			const st = tx.objectStore("records");
			st.put(`+strconv.Quote(string(raw))+`, "games/bench");
			tx.oncomplete = () => { r.result.close(); ok(true); };
			tx.onerror = () => fail(tx.error);
		};
	})`, chromedp.EvalAwaitPromise)); err != nil {
		return nil, nil, nil, 0, fmt.Errorf("saving the game: %w", err)
	}
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		return nil, nil, nil, 0, err
	}
	mechs, err = chromedp.Run(ctx, chromedp.Poll[int](`document.querySelectorAll("#units .unit").length`,
		chromedp.WithPollingTimeout(time.Minute), chromedp.WithPollingInterval(250*time.Millisecond)))
	if err != nil {
		return nil, nil, nil, 0, fmt.Errorf("the game did not open: %w", err)
	}
	locs := []string{"LT", "RT", "LL", "RL"}
	for i := range n {
		if i%10 == 0 { // the next 'Mech and location, untimed and unprofiled
			if i > 0 {
				if err := h.stop(ctx); err != nil {
					return nil, nil, nil, 0, err
				}
			}
			k := i / 10
			unit, loc := strconv.Itoa(k%mechs), locs[k%len(locs)]
			if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`(() => { document.getElementById("unit-`+unit+`").click();
				const b = document.getElementById("loc-`+loc+`");
				if (!b) return false; b.click(); const d = document.getElementById("dmg");
				if (!d) return false; d.value = "1"; d.dispatchEvent(new Event("input", {bubbles: true}));
				return document.getElementById("hit-apply").textContent.startsWith("1 damage"); })()`,
				chromedp.WithPollingTimeout(10*time.Second))); err != nil {
				return nil, nil, nil, 0, fmt.Errorf("aiming: %w", err)
			}
			time.Sleep(inputGap)
			if err := h.start(ctx); err != nil {
				return nil, nil, nil, 0, err
			}
		}
		v, err := tap(ctx, "hit-apply")
		if err != nil {
			return nil, nil, nil, 0, fmt.Errorf("tap %d: %w", i, err)
		}
		dom, frame, painted = append(dom, v[0]), append(frame, v[1]), append(painted, v[2])
		time.Sleep(inputGap)
	}
	return dom, frame, painted, mechs, h.stop(ctx)
}

func median(d []time.Duration) time.Duration { return pct(d, 50) }

func pct(d []time.Duration, p int) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	i := (len(s)*p + 99) / 100
	return s[max(0, min(len(s)-1, i-1))]
}

func mb(b int64) string           { return fmt.Sprintf("%.2f MB", float64(b)/1e6) }
func secs(d time.Duration) string { return fmt.Sprintf("%.2f s", d.Seconds()) }
func msec(d time.Duration) string {
	return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond))
}

// importedDesigns is how many imported designs the search measurement puts
// in the library, on top of the built-in ones, when there is no corpus.
const importedDesigns = 4000

// searchLibrary is what the search measurement imports, as [key, text]
// records, and two queries whose results differ (so every keystroke
// changes the list): every design of the corpus's unit files, read by the
// app's importer, a name met again kept as "name (2)" as Sheets keeps it
// (session.ImportBatch), or without the corpus importedDesigns copies of
// a built-in design, each with its own model name.
func searchLibrary(corpus string) (records [][2]string, queries []string, err error) {
	if _, err := os.Stat(corpus); err != nil {
		tpl, ok := library.Get("atlas-as7-d")
		if !ok {
			return nil, nil, fmt.Errorf("built-in Atlas missing")
		}
		tpl.Chassis, tpl.Source = "Bench", "bench"
		for i := range importedDesigns {
			tpl.Model = "B" + strconv.Itoa(i)
			raw, err := design.Marshal(tpl)
			if err != nil {
				return nil, nil, err
			}
			records = append(records, [2]string{roster.Key(tpl), string(raw)})
		}
		return records, []string{"b17", "b2"}, nil
	}
	seen := map[string]bool{}
	err = filepath.WalkDir(corpus, func(p string, e fs.DirEntry, err error) error {
		if ext := strings.ToLower(filepath.Ext(p)); err != nil || e.IsDir() || ext != ".mtf" && ext != ".ssw" {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		ds, err := importer.Import(filepath.Base(p), data)
		if err != nil {
			return nil // a file Sheets refuses is not in the library either
		}
		for _, d := range ds {
			kept := d
			for n := 2; seen[roster.Key(kept)]; n++ {
				kept = d
				if kept.Model != "" {
					kept.Model += " (" + strconv.Itoa(n) + ")"
				} else {
					kept.Chassis += " (" + strconv.Itoa(n) + ")"
				}
			}
			seen[roster.Key(kept)] = true
			raw, err := design.Marshal(kept)
			if err != nil {
				return err
			}
			records = append(records, [2]string{roster.Key(kept), string(raw)})
		}
		return nil
	})
	return records, []string{"mad", "war"}, err
}

// searchRun is what searchLatency measured.
type searchRun struct {
	frame   []time.Duration // each keystroke → the next frame after the list changed
	designs int             // designs listed
	// listed is the first reload after the designs were stored → the
	// designs listed: every design read; relisted is the same for the next
	// reload, which lists them from the summaries the first kept (every
	// start after); updated for a reload with those summaries made by
	// another build (the first start after an update of the app).
	listed, relisted, updated time.Duration
}

// searchLatency fills a profile's storage with the designs of the corpus's
// unit files (searchLibrary), opens the library, times how soon it lists
// them after a reload, and measures, in the page, the time from a
// keystroke in the search box to the next frame after the list has
// changed.
func searchLatency(url string, n int, cpu float64, corpus string, h around) (r searchRun, err error) {
	ctx, done, err := openApp(url, "/sheets", cpu)
	if err != nil {
		return r, err
	}
	defer done()
	queries, err := fillLibrary(ctx, corpus)
	if err != nil {
		return r, err
	}
	if r.designs, r.listed, err = reloadListed(ctx); err != nil {
		return r, err
	}
	// Measure once start-up's check of every stored record is over
	// (session: "lancemate:checked"), as a player types once the library
	// has settled.
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`performance.getEntriesByName("lancemate:checked").length > 0`,
		chromedp.WithPollingTimeout(5*time.Minute), chromedp.WithPollingInterval(250*time.Millisecond))); err != nil {
		return r, fmt.Errorf("the records' check did not end: %w", err)
	}
	if err := h.start(ctx); err != nil {
		return r, err
	}
	for i := range n {
		v, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`new Promise((resolve) => {
			const input = document.getElementById("lib-search");
			const list = document.getElementById("lib-count");
			const obs = new MutationObserver(() => {
				obs.disconnect();
				requestAnimationFrame(() => resolve(performance.now() - t0));
			});
			obs.observe(list, {subtree: true, childList: true, characterData: true});
			const t0 = performance.now();
			input.value = "`+queries[i%2]+`";
			input.dispatchEvent(new Event("input", {bubbles: true}));
		})`, chromedp.EvalAwaitPromise))
		if err != nil {
			return r, fmt.Errorf("keystroke %d: %w", i, err)
		}
		r.frame = append(r.frame, time.Duration(v*float64(time.Millisecond)))
		time.Sleep(inputGap)
	}
	if err := h.stop(ctx); err != nil {
		return r, err
	}
	if _, r.relisted, err = reloadListed(ctx); err != nil {
		return r, err
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`new Promise((ok, fail) => {
		const r = indexedDB.open("lancemate");
		r.onsuccess = () => {
			const st = r.result.transaction("records", "readwrite").objectStore("records");
			const g = st.get("meta/~cache/designs/");
			g.onsuccess = () => {
				if (typeof g.result !== "string") return fail(new Error("no summaries kept"));
				st.put(g.result.replace(/^\{"build":"[^"]*"/, '{"build":"an older build"'), "meta/~cache/designs/").onsuccess = () => { r.result.close(); ok(true); };
			};
		};
	})`, chromedp.EvalAwaitPromise)); err != nil {
		return r, fmt.Errorf("making the kept summaries another build's: %w", err)
	}
	_, r.updated, err = reloadListed(ctx)
	return r, err
}

// fillLibrary stores the designs of the corpus's unit files
// (searchLibrary) in the storage of the page of ctx, as imported designs,
// and returns the queries to type.
func fillLibrary(ctx context.Context, corpus string) ([]string, error) {
	records, queries, err := searchLibrary(corpus)
	if err != nil {
		return nil, err
	}
	for len(records) > 0 {
		chunk := records[:min(500, len(records))]
		records = records[len(chunk):]
		list, err := json.Marshal(chunk)
		if err != nil {
			return nil, err
		}
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`new Promise((ok, fail) => {
			const list = `+string(list)+`;
			const r = indexedDB.open("lancemate");
			r.onsuccess = () => {
				const tx = r.result.transaction("records", "readwrite");
				const st = tx.objectStore("records");
				for (const [key, text] of list) st.put(text, key);
				tx.oncomplete = () => { r.result.close(); ok(true); };
				tx.onerror = () => fail(tx.error);
			};
		})`, chromedp.EvalAwaitPromise)); err != nil {
			return nil, fmt.Errorf("filling the library: %w", err)
		}
	}
	return queries, nil
}

// reloadListed reloads the page of ctx and waits until its library lists
// the designs: how many, and how long after the reload.
func reloadListed(ctx context.Context) (int, time.Duration, error) {
	start := time.Now()
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		return 0, 0, err
	}
	total, err := chromedp.Run(ctx, chromedp.Poll[int](`(() => { const e = document.getElementById("lib-count");
		const m = e && e.textContent.match(/of ([\d,]+) designs/); return m ? +m[1].replaceAll(",", "") : 0; })()`,
		chromedp.WithPollingTimeout(2*time.Minute), chromedp.WithPollingInterval(250*time.Millisecond)))
	if err != nil {
		// What the page showed instead, for whoever reads the failure.
		shown, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.visibilityState + ": " + (document.body ? document.body.innerText : "").slice(0, 400)`))
		return 0, 0, fmt.Errorf("library did not list the designs (the page, %q): %w", shown, err)
	}
	return total, time.Since(start), nil
}

// libraryLoad fills the library as searchLatency does, reloads the page
// once (the library reads every design and keeps their summaries) and
// profiles (h) the next reload until the library lists the designs: where
// a big library's everyday wait goes.
func libraryLoad(url string, cpu float64, corpus string, h around) error {
	ctx, done, err := openApp(url, "/sheets", cpu)
	if err != nil {
		return err
	}
	defer done()
	if _, err := fillLibrary(ctx, corpus); err != nil {
		return err
	}
	total, first, err := reloadListed(ctx)
	if err != nil {
		return err
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`performance.getEntriesByName("lancemate:checked").length > 0`,
		chromedp.WithPollingTimeout(5*time.Minute), chromedp.WithPollingInterval(250*time.Millisecond))); err != nil {
		return fmt.Errorf("the records' check did not end: %w", err)
	}
	if err := h.start(ctx); err != nil {
		return err
	}
	_, took, err := reloadListed(ctx)
	if err != nil {
		return err
	}
	fmt.Printf("the library listed %d designs %s after the first reload (not profiled), %s after the next\n", total, secs(first), secs(took))
	return h.stop(ctx)
}
