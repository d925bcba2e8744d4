// Command soak checks that Lancemate never loses what the player saw
// saved and never freezes on big data. Run it with `make soak` (it is not
// part of `make test`: it takes about half an hour).
//
// Kill trials: on one browser profile, each trial makes a change — dice
// rolls, damage taps on the game sheet, a ledger entry, a backup import —
// notes in the page when the change is on screen (the first animation
// frame after it is in the page: performance.timeOrigin + now), kills the
// whole browser with SIGKILL 0–300 ms later, starts it again on the same
// profile and reads what was stored. It prints the trials, the changes
// lost that had been on screen for 50 ms or more before the kill (must be
// 0), the corrupted records (0) and the failed restarts (0).
//
// Big imports: a ~60 MB backup of ~50,000 records imported in Settings,
// and every unit file of the shared corpus (../shared/corpus, skipped with
// a message without it) imported in Sheets, each on a fresh profile; while
// each runs, a control is tapped every 200 ms without waiting for any
// answer (streamTaps) and the longest time a tap waited for its answer is
// reported (budget 1 s); the renderer's peak memory is read from /proc.
// The corpus's files are picked once the taps go, so the seconds the
// browser takes to make a File object for each count; how long picking
// took and the longest wait after it are printed too, with how long the
// same browser takes to pick the same files on an empty page. The taps
// sent while picking wait for the browser, not for the page: the run
// keeps the budget when picking took the app no longer than the empty page
// and the taps sent after it waited at most 1 s. The corpus is then
// imported again as one .zip of all its files (web/boot.js lmZip), as a
// phone's player would pick it.
// Huge damaged records: Settings opened with nine damaged records of 8 MB
// each, tapped the same way until they are listed (1 s; memory ≤ 500 MB).
//
// -profile DIR writes each big import's CPU profile of the page into DIR
// and prints its long tasks with the functions that ran in them (profile.go).
//
// -only runs some of these: -only heavy (SOAKFLAGS="-only heavy" for make
// soak) runs the huge damaged records and both imports, without the kill
// trials (a few minutes instead of half an hour).
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/chromedp/chromedp"

	"lancemate/build/browser"
)

func main() {
	dir := flag.String("dir", "dist", "built site")
	trials := flag.Int("trials", 200, "kill trials")
	cpu := flag.Float64("cpu", 4, "CPU slowdown of the kill trials (4: a mid-range phone)")
	seed := flag.Uint64("seed", uint64(time.Now().UnixNano()), "seed of the trials' kinds and delays")
	corpus := flag.String("corpus", "../shared/corpus", "unit files for the full-corpus import")
	records := flag.Int("records", 50_000, "records in the big backup")
	backupMB := flag.Float64("mb", 60, "size of the big backup, MB")
	hugeN := flag.Int("huge", 9, "huge damaged records for the Settings page")
	hugeMB := flag.Float64("hugemb", 8, "size of each huge damaged record, MB")
	flag.StringVar(&profileDir, "profile", "", "write each big import's CPU profile of the page into this folder and print its longest busy stretches")
	only := flag.String("only", "", "run only these parts, comma-separated: kills, damaged, backup, corpus; imports is backup and corpus, heavy all but kills")
	flag.Parse()
	run, err := parts(*only)
	if err != nil {
		log.Fatal(err)
	}
	abs, _ := filepath.Abs(*dir)
	if _, err := os.Stat(filepath.Join(abs, "app-worker.js")); err != nil {
		log.Fatalf("no built site in %s (run make build)", abs)
	}
	if !browser.Available() {
		log.Fatal("chromium is not installed (apt-get install -y chromium)")
	}
	srv := browser.NewServer(abs)
	defer srv.Close()
	work, err := os.MkdirTemp("", "lancemate-soak-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(work)

	failed := false
	if run["kills"] {
		fmt.Printf("kill trials: %d, seed %d, %v× CPU\n", *trials, *seed, *cpu)
		k, err := killTrials(srv.URL, filepath.Join(work, "kills"), *trials, *cpu, rand.New(rand.NewPCG(*seed, 17)))
		if err != nil {
			log.Fatalf("kill trials: %v", err)
		}
		k.print()
		failed = failed || !k.ok()
	}
	if run["damaged"] {
		r, err := hugeDamaged(srv.URL, work, *hugeN, *hugeMB)
		if err != nil {
			log.Fatalf("huge damaged records: %v", err)
		}
		r.print()
		failed = failed || r.taps.longest > time.Second || r.taps.unanswered > 0 || r.gameTap > time.Second || r.peak > 500<<20
	}
	var rows []importRun
	if run["backup"] {
		r, err := bigBackup(srv.URL, work, *records, *backupMB)
		if err != nil {
			log.Fatalf("big backup: %v", err)
		}
		rows = append(rows, r)
		printImports(r) // printed at once: kept should a later part fail
	}
	if run["corpus"] {
		if _, err := os.Stat(*corpus); err != nil {
			fmt.Printf("full-corpus import skipped: %s is not there (%v)\n", *corpus, err)
		} else {
			for _, zipped := range []bool{false, true} {
				r, err := corpusImport(srv.URL, work, *corpus, zipped)
				if err != nil {
					log.Fatalf("corpus import (zipped %v): %v", zipped, err)
				}
				rows = append(rows, r)
				printImports(r)
			}
		}
	}
	for _, r := range rows {
		failed = failed || !r.ok()
	}
	if failed {
		fmt.Println("FAIL")
		os.Exit(1)
	}
	fmt.Println("pass")
}

// parts reads -only: the parts of the soak to run.
func parts(only string) (map[string]bool, error) {
	all := []string{"kills", "damaged", "backup", "corpus"}
	run := map[string]bool{}
	if only == "" {
		only = strings.Join(all, ",")
	}
	for _, p := range strings.Split(only, ",") {
		switch p = strings.TrimSpace(p); p {
		case "heavy":
			run["damaged"], run["backup"], run["corpus"] = true, true, true
		case "imports":
			run["backup"], run["corpus"] = true, true
		default:
			if !slices.Contains(all, p) {
				return nil, fmt.Errorf("-only %q: no such part (kills, damaged, backup, corpus, imports, heavy)", p)
			}
			run[p] = true
		}
	}
	return run, nil
}

// phone is one Chromium on a profile that outlives it, emulating a Pixel
// 5.
type phone struct {
	url, profile string
	cpu          float64
	ctx          context.Context
	cancel       func()
	pid          int
}

// start launches Chromium on the profile and opens path, waiting for the
// app to be ready with every record read at start checked.
func (p *phone) start(path string) error {
	ctx, cancel, err := browser.Start(context.Background(), browser.Options{ProfileDir: p.profile, Phone: true, CPUThrottle: p.cpu})
	if err != nil {
		return err
	}
	p.ctx, p.cancel = ctx, cancel
	if proc := chromedp.FromContext(ctx).Browser.Process(); proc != nil {
		p.pid = proc.Pid
	}
	return p.open(path)
}

// open navigates to path and waits for the app.
func (p *phone) open(path string) error {
	ctx, cancel := context.WithTimeout(p.ctx, 90*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(p.url+path)); err != nil {
		return fmt.Errorf("opening %s: %w", path, err)
	}
	return p.settled(ctx)
}

// settled waits until the app is ready, every record read at start is
// checked and every change is stored.
func (p *phone) settled(ctx context.Context) error {
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](`!!document.querySelector('.shell[data-ready="true"]') && !document.getElementById("app-wasm-loader") &&
		performance.getEntriesByName("lancemate:checked").length > 0 && !!window.lancemateSaved && window.lancemateSaved()`,
		chromedp.WithPollingTimeout(60*time.Second), chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil {
		page, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](`location.pathname + ": " + document.body.innerText.slice(0, 300)`))
		return fmt.Errorf("the app did not become ready: %w (%s)", err, page)
	}
	return nil
}

// close ends the browser (already killed or not).
func (p *phone) close() {
	if p.cancel != nil {
		done := make(chan struct{})
		go func() { p.cancel(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
		}
		p.cancel = nil
	}
}

// kill kills the whole browser at once (procs: its processes, from
// browser.Procs) and returns when.
func (p *phone) kill(procs []browser.Proc) time.Time {
	at := killAll(p.pid, procs)
	p.close()
	return at
}

// goTo shows path: through the bottom bar when it has the page (no new
// start of the app), else by opening it.
func (p *phone) goTo(path string) error {
	ok, err := eval[bool](p, `(() => { const a = document.querySelector('.bottomnav a[href="`+path+`"]'); if (a && location.pathname !== "`+path+`") a.click(); return !!a; })()`)
	if err != nil || !ok {
		return p.open(path)
	}
	return poll(p, `location.pathname === "`+path+`" && !!document.querySelector('.shell[data-ready="true"]')`, 30*time.Second)
}

// eval runs js in the page (awaiting a promise) with a time limit.
func eval[T any](p *phone, js string) (T, error) {
	ctx, cancel := context.WithTimeout(p.ctx, 60*time.Second)
	defer cancel()
	return chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
}

// poll waits until js is true.
func poll(p *phone, js string, limit time.Duration) error {
	ctx, cancel := context.WithTimeout(p.ctx, limit+5*time.Second)
	defer cancel()
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(limit), chromedp.WithPollingInterval(20*time.Millisecond)))
	return err
}

// click taps the element with the id once it is there and enabled.
func click(p *phone, id string) error {
	if err := poll(p, `(() => { const e = document.getElementById(`+strconv.Quote(id)+`); if (!e || e.disabled) return false; e.click(); return true; })()`, 20*time.Second); err != nil {
		return fmt.Errorf("tapping #%s: %w", id, err)
	}
	return nil
}

// typeInto types text into the input with the id.
func typeInto(p *phone, id, text string) error {
	if err := poll(p, `(() => { const e = document.getElementById(`+strconv.Quote(id)+`); if (!e) return false;
		e.value = `+strconv.Quote(text)+`; e.dispatchEvent(new Event("input", {bubbles: true})); e.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`, 20*time.Second); err != nil {
		return fmt.Errorf("typing into #%s: %w", id, err)
	}
	return nil
}

// pageClock is the page's clock (performance.timeOrigin + now, ms since
// the epoch) minus this program's, measured around one round trip.
func pageClock(p *phone) (float64, error) {
	best, offset := time.Duration(1<<62), 0.0
	for range 5 {
		before := time.Now()
		t, err := eval[float64](p, `performance.timeOrigin + performance.now()`)
		after := time.Now()
		if err != nil {
			return 0, err
		}
		if rt := after.Sub(before); rt < best {
			best = rt
			mid := before.Add(rt / 2)
			offset = t - float64(mid.UnixMicro())/1000
		}
	}
	return offset, nil
}

func epochMS(t time.Time) float64 { return float64(t.UnixMicro()) / 1000 }

// shownScript makes the page tap the element with the given id n times,
// gap ms apart, and answers, for each tap, the time (page clock, ms since
// the epoch) of the first animation frame after the page showed its
// change: when shown(i) — a JavaScript expression of i, the tap's index —
// first holds. The frame's callback runs before it is painted, so the time
// is, if anything, early: a change counts as on screen a little sooner than
// it was, which makes the test stricter.
// note is a JavaScript expression, read once every change is shown, that
// the report prints beside a lost change.
func shownScript(id string, n, gap int, shown, note string) string {
	return `new Promise((resolve) => {
		const clock = () => performance.timeOrigin + performance.now();
		const n = ` + strconv.Itoa(n) + `, out = new Array(n).fill(0), before = [];
		const text = () => (document.querySelector(".shell main.content") || document.body).textContent;
		const shown = (i) => (` + shown + `);
		const note = () => (` + note + `);
		let next = 0, done = 0, taps = 0;
		const check = () => {
			while (next < taps && shown(next)) {
				const i = next++;
				requestAnimationFrame(() => { out[i] = clock(); if (++done === n) { obs.disconnect(); resolve({at: out, note: note()}); } });
			}
		};
		const obs = new MutationObserver(check);
		obs.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
		const tap = () => {
			before.push(text());
			taps++;
			const e = document.getElementById(` + strconv.Quote(id) + `);
			if (!e || e.disabled) { resolve({at: out, note: "tap " + taps + ": no enabled #` + id + `"}); return; }
			e.click();
			check();
			if (taps < n) setTimeout(tap, ` + strconv.Itoa(gap) + `);
		};
		tap();
		setTimeout(() => { obs.disconnect(); resolve({at: out, note: note()}); }, 20000);
	})`
}

// msText writes a duration in milliseconds.
func msText(d time.Duration) string {
	return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond))
}

func mbText(b int64) string { return fmt.Sprintf("%.0f MB", float64(b)/(1<<20)) }

func pct(d []time.Duration, p int) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	i := (len(s)*p + 99) / 100
	return s[max(0, min(len(s)-1, i-1))]
}

// table prints rows as an aligned table.
func table(rows [][]string) {
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', 0)
	for _, r := range rows {
		fmt.Fprintln(tw, strings.Join(r, "\t"))
	}
	tw.Flush()
}
