package main

import (
	"archive/zip"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/chromedp"

	"lancemate/app/store"
	"lancemate/build/browser"
	"lancemate/engine/dice"
	"lancemate/sheets/design"
	"lancemate/sheets/library"
)

// importRun is what one big import measured.
type importRun struct {
	what        string
	size        string        // records or files, and bytes
	preview     time.Duration // file picked → preview shown (backup only)
	took        time.Duration // Import tapped (or files picked) → done
	pick        time.Duration // the files handed to the page (the corpus)
	picked      time.Time     // when they were
	emptyPick   time.Duration // the same files handed to an empty page (files only)
	previewTaps tapStream     // taps every 200 ms while the preview was being made
	taps        tapStream     // taps every 200 ms while importing
	doneTap     time.Duration // a tap once the import's result is shown
	peak        int64         // renderer's peak resident memory
	before      int64         // renderer's resident memory before the import
	result      string
}

// longest is the longest a tap waited during the run.
func (r importRun) longest() time.Duration { return max(r.previewTaps.longest, r.taps.longest) }

// ok says whether the run kept the budget: every tap answered, and none
// waited over 1 s. With picked files measured against an empty page
// (emptyPick), the taps sent while the browser made the File objects are
// the browser's wait, not the page's: the run keeps the budget when the
// taps sent after picking did and picking took the app's page no longer
// than the empty page (a quarter more, and 200 ms, for the machine's
// noise).
func (r importRun) ok() bool {
	if r.previewTaps.unanswered+r.taps.unanswered > 0 {
		return false
	}
	if r.emptyPick == 0 {
		return r.longest() <= time.Second
	}
	return r.previewTaps.longest <= time.Second && r.taps.longestFrom(r.picked) <= time.Second &&
		r.pick <= r.emptyPick*5/4+200*time.Millisecond
}

func printImports(runs ...importRun) {
	fmt.Println()
	rows := [][]string{{"big import", "size", "preview", "taps while previewing (n, p50, longest)", "import", "taps while importing (n, p50, longest)", "tap once done", "renderer memory before → peak"}}
	for _, r := range runs {
		preview, previewTaps := "–", "–"
		if r.preview > 0 {
			preview, previewTaps = fmt.Sprintf("%.1f s", r.preview.Seconds()), r.previewTaps.summary()
		}
		rows = append(rows, []string{r.what, r.size, preview, previewTaps, fmt.Sprintf("%.1f s", r.took.Seconds()),
			r.taps.summary(), msText(r.doneTap), mbText(r.before) + " → " + mbText(r.peak)})
	}
	table(rows)
	for _, r := range runs {
		fmt.Printf("%s: %s\n", r.what, r.result)
	}
}

// memWatch samples the renderer's memory until stopped, keeping the peak.
type memWatch struct {
	mu   sync.Mutex
	peak int64
	stop chan struct{}
	done chan struct{}
}

func watchMemory(browserPID int) *memWatch {
	w := &memWatch{stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(w.done)
		for {
			rss, hwm := rendererMemory(browserPID)
			w.mu.Lock()
			w.peak = max(w.peak, rss, hwm)
			w.mu.Unlock()
			select {
			case <-w.stop:
				return
			case <-time.After(100 * time.Millisecond):
			}
		}
	}()
	return w
}

func (w *memWatch) end() int64 {
	close(w.stop)
	<-w.done
	return w.peak
}

// oneTap taps (tap, JavaScript) and measures the time from sending it to
// the first animation frame after answered holds.
func oneTap(p *phone, offset float64, tap, answered string) (time.Duration, error) {
	sent := time.Now()
	at, err := eval[float64](p, `new Promise((resolve) => {
		`+tap+`;
		const check = () => { if (`+answered+`) requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())); else requestAnimationFrame(check); };
		check();
	})`)
	if err != nil {
		return 0, err
	}
	return time.Duration((at - offset - epochMS(sent)) * float64(time.Millisecond)), nil
}

// bigBackup writes a backup of about records records and mb megabytes
// (imported designs and roll-log entries, every one valid), imports it in
// Settings on a fresh profile, and taps the theme while it is previewed
// and imported.
func bigBackup(url, work string, records int, mb float64) (importRun, error) {
	path := filepath.Join(work, "big-backup.json")
	n, size, err := writeBigBackup(path, records, mb)
	if err != nil {
		return importRun{}, err
	}
	r := importRun{what: "backup in Settings", size: fmt.Sprintf("%s records, %.1f MB", thousands(n), float64(size)/1e6)}
	p := &phone{url: url, profile: filepath.Join(work, "big"), cpu: 1}
	if err := p.start("/settings"); err != nil {
		return r, err
	}
	defer p.close()
	offset, err := pageClock(p)
	if err != nil {
		return r, err
	}
	r.before, _ = rendererMemory(p.pid)
	mem := watchMemory(p.pid)
	if err := startProfile(p); err != nil {
		return r, err
	}
	t0 := time.Now()
	if err := chromedp.Do(p.ctx, chromedp.SetUploadFiles(chromedp.ID("import-file"), []string{path})); err != nil {
		return r, err
	}
	r.previewTaps, err = streamTaps(p, offset, theme, `!!document.getElementById("import-summary")`, tapGap, 10*time.Minute, nil)
	if err != nil {
		return r, fmt.Errorf("preview: %w", err)
	}
	r.preview = time.Since(t0)
	if err := stopProfile(p, "backup-preview"); err != nil {
		return r, err
	}
	if err := startProfile(p); err != nil {
		return r, err
	}
	summary, _ := eval[string](p, `document.getElementById("import-summary").textContent`)
	if err := click(p, "import-apply"); err != nil {
		return r, err
	}
	t1 := time.Now()
	r.taps, err = streamTaps(p, offset, theme, `/^Import/.test(document.getElementById("feedback").textContent)`, tapGap, 20*time.Minute, nil)
	if err != nil {
		return r, fmt.Errorf("import: %w", err)
	}
	r.took = time.Since(t1)
	if err := stopProfile(p, "backup-apply"); err != nil {
		return r, err
	}
	if r.doneTap, err = toggleOnce(p, offset, theme); err != nil {
		return r, err
	}
	r.peak = mem.end()
	feedback, _ := eval[string](p, `document.getElementById("feedback").textContent`)
	designs, rolls := countStored(p, store.NSDesigns), countStored(p, store.NSDiceLog)
	r.result = fmt.Sprintf("preview %q; %q; %s designs and %s rolls stored", summary, feedback, thousands(designs), thousands(rolls))
	return r, nil
}

// writeBigBackup writes a backup with records records adding up to about
// mb megabytes: copies of the built-in designs, each under its own model
// name, and roll-log entries. It returns the records and bytes written.
func writeBigBackup(path string, records int, mb float64) (int, int, error) {
	all, err := library.All()
	if err != nil {
		return 0, 0, err
	}
	e, _ := dice.Parse("2d6")
	roll := func(i int) (string, string) {
		en := dice.Entry{ID: fmt.Sprintf("soak-big-%06d", i), Time: time.Date(2026, 1, 1, 0, 0, i%60, 0, time.UTC), Purpose: "Piloting skill roll, soak", Target: 7, Roll: e.Roll(dice.Seeded(uint64(i)))}
		b, _ := json.Marshal(en)
		return store.NSDiceLog + en.ID, string(b)
	}
	mech := func(i int) (string, string, error) {
		d := all[i%len(all)].Design
		d.Model, d.Source = fmt.Sprintf("%s S%d", d.Model, i), "soak"
		b, err := design.Marshal(d)
		return fmt.Sprintf("%ssoak-%06d", store.NSDesigns, i), string(b), err
	}
	// How many designs make the size: each record costs its escaped text
	// and key in the file.
	cost := func(k, v string) int { q, _ := json.Marshal(v); return len(q) + len(k) + 6 }
	k, v := roll(0)
	rollCost := cost(k, v)
	designCost := 0
	for i := range all {
		k, v, err := mech(i)
		if err != nil {
			return 0, 0, err
		}
		designCost += cost(k, v)
	}
	designCost /= len(all)
	designs := (int(mb*1e6) - records*rollCost) / max(1, designCost-rollCost)
	designs = max(0, min(records, designs))
	b := store.Backup{Format: store.BackupFormat, Schema: store.SchemaVersion, Exported: time.Now().UTC(), Records: make(map[string]string, records)}
	for i := range records {
		if i < designs {
			k, v, err := mech(i)
			if err != nil {
				return 0, 0, err
			}
			b.Records[k] = v
		} else {
			k, v := roll(i)
			b.Records[k] = v
		}
	}
	data, err := json.Marshal(b)
	if err != nil {
		return 0, 0, err
	}
	return records, len(data), os.WriteFile(path, data, 0o644)
}

// corpusImport picks every unit file of the corpus at once in Sheets, on a
// fresh profile, and taps "Paste text" while they are imported; zipped,
// it picks one .zip of them all instead (made in work), as a phone's
// player would, whose picker cannot select thousands of files.
func corpusImport(url, work, corpus string, zipped bool) (importRun, error) {
	var files []string
	var bytes int64
	err := filepath.WalkDir(corpus, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		n := strings.ToLower(p)
		if !d.IsDir() && (strings.HasSuffix(n, ".mtf") || strings.HasSuffix(n, ".ssw")) {
			abs, _ := filepath.Abs(p)
			files = append(files, abs)
			if info, err := d.Info(); err == nil {
				bytes += info.Size()
			}
		}
		return nil
	})
	if err != nil {
		return importRun{}, err
	}
	r := importRun{what: "unit files in Sheets", size: fmt.Sprintf("%s files, %.1f MB", thousands(len(files)), float64(bytes)/1e6)}
	profile := filepath.Join(work, "corpus")
	if zipped {
		archive := filepath.Join(work, "corpus.zip")
		root, err := filepath.Abs(corpus)
		if err != nil {
			return r, err
		}
		packed, err := zipFiles(archive, root, files)
		if err != nil {
			return r, err
		}
		files, profile = []string{archive}, profile+"-zip"
		r.what, r.size = "the same in one .zip", r.size+fmt.Sprintf(" (%.1f MB zipped)", float64(packed)/1e6)
	}
	p := &phone{url: url, profile: profile, cpu: 1}
	if err := p.start("/sheets"); err != nil {
		return r, err
	}
	defer p.close()
	if err := click(p, "import-toggle"); err != nil {
		return r, err
	}
	if err := poll(p, `!!document.getElementById("import-units") && !!document.getElementById("import-paste")`, 20*time.Second); err != nil {
		return r, err
	}
	offset, err := pageClock(p)
	if err != nil {
		return r, err
	}
	r.before, _ = rendererMemory(p.pid)
	mem := watchMemory(p.pid)
	if err := startProfile(p); err != nil {
		return r, err
	}
	// The files are picked once the taps go: the browser makes a File
	// object for each on the page's main thread (7,549 of them held it
	// for seconds), and a tap sent meanwhile waits for it as a player's
	// would. How long picking took, and the longest wait of a tap sent
	// after it, are reported as well.
	var pickErr error
	picked := make(chan struct{})
	t0, cpu0 := time.Now(), rendererCPU(p.pid)
	r.taps, err = streamTaps(p, offset, pasteToggle, `!!document.getElementById("import-report")`, tapGap, 30*time.Minute, func() {
		defer close(picked)
		start := time.Now()
		if pickErr = chromedp.Do(p.ctx, chromedp.SetUploadFiles(chromedp.ID("import-units"), files)); pickErr != nil {
			_, _ = eval[bool](p, `self.lmProbe.done = true`) // ends the taps
			return
		}
		r.pick, r.picked = time.Since(start), time.Now()
	})
	<-picked
	if pickErr != nil {
		return r, fmt.Errorf("picking %d files: %w", len(files), pickErr)
	}
	if err != nil {
		busy, _ := eval[string](p, `(document.querySelector("#library") || document.body).innerText.slice(0, 200)`)
		return r, fmt.Errorf("importing %d files (%.0f s, the renderers used %.0f s of processor time; the page says %q): %w",
			len(files), time.Since(t0).Seconds(), (rendererCPU(p.pid) - cpu0).Seconds(), busy, err)
	}
	r.took = time.Since(t0)
	if err := stopProfile(p, filepath.Base(profile)+"-import"); err != nil {
		return r, err
	}
	// One more tap once the report is there.
	if r.doneTap, err = toggleOnce(p, offset, pasteToggle); err != nil {
		return r, err
	}
	r.peak = mem.end()
	head, _ := eval[string](p, `document.querySelector("#import-report strong").textContent`)
	// How soon the list holds what was imported once the report is
	// there: the library lists the designs the import just saved from
	// the summaries it noted, reading none of them again.
	stored := countStored(p, store.NSDesigns)
	if err := poll(p, `(() => { const e = document.getElementById("lib-count");
		const m = e && e.textContent.match(/of ([\d,]+) designs/); return !!m && +m[1].replaceAll(",", "") >= `+strconv.Itoa(stored)+`; })()`, 5*time.Minute); err != nil {
		return r, fmt.Errorf("the library did not list the %d designs stored: %w", stored, err)
	}
	listed := time.Since(t0) - r.took // from the report's showing
	picking := fmt.Sprintf("the archive picked in %.1f s", r.pick.Seconds())
	if !zipped {
		// The same files handed to an empty page in the same browser:
		// what the browser itself takes to make a File object for each.
		if r.emptyPick, err = emptyPick(p, files); err != nil {
			return r, err
		}
		picking = fmt.Sprintf("the files picked in %.1f s (the browser making a File object for each: %.1f s on an empty page)",
			r.pick.Seconds(), r.emptyPick.Seconds())
	}
	r.result = fmt.Sprintf("%s; %s designs stored, listed %s after the report; %s, the longest wait of a tap sent after that %s",
		head, thousands(stored), msText(listed), picking, msText(r.taps.longestFrom(r.picked)))
	return r, nil
}

// emptyPick opens a tab of p's browser on an empty page holding only a
// file input, hands it the files as the import did, and returns how long
// that took.
func emptyPick(p *phone, files []string) (time.Duration, error) {
	tab, cancel, err := browser.NewTab(p.ctx, browser.Options{Phone: true, CPUThrottle: p.cpu})
	if err != nil {
		return 0, err
	}
	defer cancel()
	ctx, stop := context.WithTimeout(tab, 5*time.Minute)
	defer stop()
	if err := chromedp.Do(ctx, chromedp.Navigate(`data:text/html,<input type="file" id="empty" multiple>`)); err != nil {
		return 0, fmt.Errorf("opening an empty page: %w", err)
	}
	start := time.Now()
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.ID("empty"), files)); err != nil {
		return 0, fmt.Errorf("picking %d files on an empty page: %w", len(files), err)
	}
	return time.Since(start), nil
}

// zipFiles writes the files, each named by its path under root, into a
// new deflated zip archive at path, and returns its size.
func zipFiles(path, root string, files []string) (int64, error) {
	out, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	defer out.Close()
	zw := zip.NewWriter(out)
	for _, f := range files {
		rel, err := filepath.Rel(root, f)
		if err != nil {
			return 0, err
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return 0, err
		}
		w, err := zw.Create(filepath.ToSlash(rel))
		if err == nil {
			_, err = w.Write(data)
		}
		if err != nil {
			return 0, fmt.Errorf("zipping %s: %w", f, err)
		}
	}
	if err := zw.Close(); err != nil {
		return 0, err
	}
	st, err := out.Stat()
	if err != nil {
		return 0, err
	}
	return st.Size(), out.Close()
}

// countStored counts the records stored under prefix (-1 when it cannot).
func countStored(p *phone, prefix string) int {
	n, err := eval[int](p, `new Promise((ok, fail) => { const r = indexedDB.open("lancemate"); r.onsuccess = () => {
		const q = r.result.transaction("records").objectStore("records").count(IDBKeyRange.bound(`+strconv.Quote(prefix)+`, `+strconv.Quote(prefix+"\uffff")+`));
		q.onsuccess = () => { r.result.close(); ok(q.result); }; q.onerror = () => fail(q.error); }; })`)
	if err != nil {
		return -1
	}
	return n
}

// thousands writes n with thousands separators.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
