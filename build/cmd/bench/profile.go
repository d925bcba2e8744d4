package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// profileTaps runs the dice page's stepper taps (or the game's damage
// taps, or the library search's keystrokes) under the browser's sampling profiler and writes the functions
// that took the most time, by self time: where a tap's time goes. Function
// names need a build that keeps them (`go run ./build/cmd/site build
// -symbols`).
func profileTaps(w io.Writer, url, what string, n int, cpu float64, corpus string) error {
	run := func(ctx context.Context) error {
		if _, err := chromedp.Call(ctx, profiler.Enable, cdp.Empty{}); err != nil {
			return fmt.Errorf("starting the profiler: %w", err)
		}
		if _, err := chromedp.Call(ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 100}); err != nil {
			return fmt.Errorf("starting the profiler: %w", err)
		}
		_, err := chromedp.Call(ctx, profiler.Start, cdp.Empty{})
		return err
	}
	var profs []*profiler.Profile // one per page profiled, in the order stopped
	stop := func(ctx context.Context) error {
		r, err := chromedp.Call(ctx, profiler.Stop, cdp.Empty{})
		profs = append(profs, r.Profile)
		return err
	}
	h := around{run, stop}
	pages := []string{what}
	var err error
	switch what {
	case "dice":
		_, _, err = tapLatency(url, n, cpu, h)
	case "game":
		_, _, _, _, err = gameLatency(url, n, cpu, h)
	case "search":
		_, err = searchLatency(url, n, cpu, corpus, h)
	case "start":
		n = 1
		err = profiledStart(url, cpu, h)
	case "library":
		n = 1
		err = libraryLoad(url, cpu, corpus, h)
	case "live":
		pages = []string{"live, the host's phone", "live, the other guest's phone"}
		_, err = liveLatency(url, n, cpu, h)
	default:
		return fmt.Errorf("-profile %q: dice, game, search, live, start or library", what)
	}
	if err != nil {
		return err
	}
	if len(pages) == 1 { // one page, profiled in one or more stretches
		return report(w, what, profs, n, cpu)
	}
	for i, prof := range profs {
		if err := report(w, pages[min(i, len(pages)-1)], []*profiler.Profile{prof}, n, cpu); err != nil {
			return err
		}
	}
	return nil
}

// report writes where the profiles' time went, per tap of n: the
// functions by self time, and Lancemate's, go-app's and the page script's
// by inclusive time.
func report(w io.Writer, what string, profs []*profiler.Profile, n int, cpu float64) error {
	byName := map[string]time.Duration{}
	incl := map[string]time.Duration{}
	var total time.Duration
	for _, prof := range profs {
		if prof == nil || len(prof.Samples) == 0 {
			return fmt.Errorf("the profile is empty")
		}
		total += tally(prof, byName, incl)
	}
	writeRows(w, what, byName, incl, total, n, cpu)
	return nil
}

// tally adds a profile's self time by function name to byName and the
// inclusive time to incl, and answers the time it holds, idle left out.
func tally(prof *profiler.Profile, byName, incl map[string]time.Duration) (total time.Duration) {
	// Self time per node from the samples' time deltas.
	self := map[int64]time.Duration{}
	for i, id := range prof.Samples {
		if i < len(prof.TimeDeltas) {
			self[id] += time.Duration(prof.TimeDeltas[i]) * time.Microsecond
		}
	}
	for _, nd := range prof.Nodes {
		name := nd.CallFrame.FunctionName
		if name == "" {
			name = "(anonymous " + nd.CallFrame.URL + ")"
		}
		if name == "(idle)" || name == "(program)" {
			continue
		}
		byName[name] += self[nd.ID]
		total += self[nd.ID]
	}
	// Inclusive time of Lancemate's and go-app's functions and the page
	// script's: a node's self time and its callees', counted once per name
	// on a path (recursion).
	kids := map[int64][]int64{}
	names := map[int64]string{}
	for _, nd := range prof.Nodes {
		kids[nd.ID] = nd.Children
		names[nd.ID] = nd.CallFrame.FunctionName
	}
	var walk func(id int64, on map[string]bool) time.Duration
	walk = func(id int64, on map[string]bool) time.Duration {
		name := names[id]
		fresh := !on[name]
		if fresh {
			on[name] = true
		}
		d := self[id]
		for _, k := range kids[id] {
			d += walk(k, on)
		}
		if fresh {
			delete(on, name)
			incl[name] += d
		}
		return d
	}
	for _, nd := range prof.Nodes[:1] {
		walk(nd.ID, map[string]bool{})
	}
	return total
}

// writeRows writes report's two lists.
func writeRows(w io.Writer, what string, byName, incl map[string]time.Duration, total time.Duration, n int, cpu float64) {
	type row struct {
		name string
		d    time.Duration
	}
	var rows []row
	for k, v := range byName {
		rows = append(rows, row{k, v})
	}
	slices.SortFunc(rows, func(a, b row) int { return cmp.Compare(b.d, a.d) })
	fmt.Fprintf(w, "%s at %v× CPU: %s busy (not idle) over %d (times below are per one)\n", what, cpu, total.Round(time.Millisecond), n)
	for _, r := range rows[:min(40, len(rows))] {
		fmt.Fprintf(w, "%8.1f ms  %5.1f%%  %s\n", float64(r.d)/float64(time.Millisecond)/float64(n), 100*float64(r.d)/float64(total), r.name)
	}
	var inc []row
	for k, v := range incl {
		if strings.HasPrefix(k, "lancemate") || strings.HasPrefix(k, "runtime.doInit") || k == "main.main" || strings.HasSuffix(k, ".init") || strings.HasPrefix(k, "github.com") || strings.HasPrefix(k, "self.lm") || strings.HasPrefix(k, "encoding") {
			inc = append(inc, row{k, v})
		}
	}
	slices.SortFunc(inc, func(a, b row) int { return cmp.Compare(b.d, a.d) })
	fmt.Fprintf(w, "inclusive:\n")
	for _, r := range inc[:min(40, len(inc))] {
		fmt.Fprintf(w, "%8.1f ms  %s\n", float64(r.d)/float64(time.Millisecond)/float64(n), r.name)
	}
}

// profiledStart opens the dice page in a fresh profile at the given CPU
// slowdown with the profiler running from before the navigation: where a
// first visit's time goes once the bytes are in (the site is served from
// loopback, unthrottled, so the download is not in it). The profiler is
// started on a page of the same origin first, so the navigation stays in
// its process.
func profiledStart(url string, cpu float64, h around) error {
	ctx, done, err := phoneAt(context.Background(), cpu)
	if err != nil {
		return err
	}
	defer done()
	if _, err := chromedp.Call(ctx, network.SetBypassServiceWorker, network.SetBypassServiceWorkerParams{Bypass: true}); err != nil {
		return err
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/web/icon.svg")); err != nil {
		return err
	}
	if err := h.start(ctx); err != nil {
		return err
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/dice")); err != nil {
		return err
	}
	if _, err := readyAt(ctx); err != nil {
		return err
	}
	return h.stop(ctx)
}

// around is what a tap measurement runs just before its first timed tap
// and after its last (the game's: around each run of timed taps, so its
// untimed aiming is not profiled); the zero value runs nothing.
type around struct{ before, after func(context.Context) error }

func (a around) start(ctx context.Context) error {
	if a.before == nil {
		return nil
	}
	return a.before(ctx)
}

func (a around) stop(ctx context.Context) error {
	if a.after == nil {
		return nil
	}
	return a.after(ctx)
}
