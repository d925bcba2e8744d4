package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// profileDir, when set (-profile), is where each big import's CPU profile
// of the page is written (a .cpuprofile DevTools opens); the page's long
// tasks are printed with what ran in them. Build the site with function
// names (`go run ./build/cmd/site build -symbols -out dist-sym`) to read
// Go names rather than wasm function numbers.
var profileDir string

// startProfile starts the page's CPU profiler when -profile is set.
func startProfile(p *phone) error {
	if profileDir == "" {
		return nil
	}
	if _, err := chromedp.Call(p.ctx, profiler.Enable, cdp.Empty{}); err != nil {
		return fmt.Errorf("profiler: %w", err)
	}
	if _, err := chromedp.Call(p.ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 500}); err != nil {
		return fmt.Errorf("profiler: %w", err)
	}
	if _, err := chromedp.Call(p.ctx, profiler.Start, cdp.Empty{}); err != nil {
		return fmt.Errorf("profiler: %w", err)
	}
	_, err := eval[bool](p, `(() => {
		self.lmLong = [];
		self.lmProfT0 = performance.now();
		if (!self.lmLongObs) {
			self.lmLongObs = new PerformanceObserver((l) => { for (const e of l.getEntries()) self.lmLong.push([e.startTime, e.duration]); });
			self.lmLongObs.observe({type: "longtask"});
		}
		return true;
	})()`)
	return err
}

// stopProfile stops the profiler started by startProfile, writes the
// profile as name.cpuprofile and prints the page's longest busy stretches.
func stopProfile(p *phone, name string) error {
	if profileDir == "" {
		return nil
	}
	res, err := chromedp.Call(p.ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		return fmt.Errorf("profiler: %w", err)
	}
	prof := res.Profile
	b, err := json.Marshal(prof)
	if err != nil {
		return err
	}
	if err := os.WriteFile(profileDir+"/"+name+".cpuprofile", b, 0o644); err != nil {
		return err
	}
	tasks, err := eval[[][2]float64](p, `self.lmLong`)
	if err != nil {
		return err
	}
	t0, err := eval[float64](p, `self.lmProfT0`)
	if err != nil {
		return err
	}
	fmt.Print(longTasks(prof, tasks, t0, name, 300*time.Millisecond, 8))
	return nil
}

// longTasks writes how many of the page's long tasks (its longtask
// entries) took least or longer, and the n with the most processor time
// sampled in them, with the functions on the stack longest in each.
func longTasks(prof *profiler.Profile, tasks [][2]float64, t0 float64, name string, least time.Duration, n int) string {
	nodes := map[int64]*profiler.ProfileNode{}
	parent := map[int64]int64{}
	for _, nd := range prof.Nodes {
		nodes[nd.ID] = nd
		for _, c := range nd.Children {
			parent[c] = nd.ID
		}
	}
	fn := func(id int64) string {
		cf := nodes[id].CallFrame
		if cf == nil || cf.FunctionName == "" {
			return "(anonymous)"
		}
		return cf.FunctionName
	}
	// Each sample's time since the profile started, in ms.
	at := make([]float64, len(prof.Samples))
	var t float64
	for i := range prof.Samples {
		if i < len(prof.TimeDeltas) {
			t += float64(prof.TimeDeltas[i]) / 1000
		}
		at[i] = t
	}
	// Each task's samples: under load a task's time is mostly the
	// renderer waiting for a processor, so they are ranked by the
	// processor time sampled in them.
	type task struct {
		from, dur float64
		cpu       time.Duration
		self, on  map[string]time.Duration
	}
	var all []task
	long := 0
	for _, tk := range tasks {
		if tk[1] >= float64(least.Milliseconds()) {
			long++
		}
		k := task{from: tk[0] - t0, dur: tk[1], self: map[string]time.Duration{}, on: map[string]time.Duration{}}
		for i, id := range prof.Samples {
			if at[i] < k.from || at[i] > k.from+k.dur || fn(id) == "(idle)" {
				continue
			}
			d := 500 * time.Microsecond
			k.cpu += d
			k.self[fn(id)] += d
			seen := map[string]bool{}
			for ; id != 0; id = parent[id] {
				if f := fn(id); !seen[f] {
					seen[f] = true
					k.on[f] += d
				}
			}
		}
		all = append(all, k)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].cpu > all[j].cpu })
	var out strings.Builder
	fmt.Fprintf(&out, "\n%s: %d long tasks, %d of them ≥ %s; the %d with the most processor time sampled:\n", name, len(tasks), long, least, n)
	for _, k := range all[:min(n, len(all))] {
		fmt.Fprintf(&out, "- %.0f ms at %.1f s, %d ms sampled: on the stack %s; on top %s\n", k.dur, k.from/1000, k.cpu.Milliseconds(), top(k.on, 16), top(k.self, 6))
	}
	return out.String()
}

// top writes the n functions of m with the most time.
func top(m map[string]time.Duration, n int) string {
	type kv struct {
		k string
		v time.Duration
	}
	var all []kv
	for k, v := range m {
		if k == "(root)" || k == "(program)" && len(m) > 1 {
			continue
		}
		all = append(all, kv{k, v})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].v > all[j].v })
	var parts []string
	for _, e := range all[:min(n, len(all))] {
		parts = append(parts, fmt.Sprintf("%s %d", e.k, e.v.Milliseconds()))
	}
	return strings.Join(parts, ", ")
}
