package e2e

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"lancemate/app/kit"
	"lancemate/app/share"
	"lancemate/app/store"
	lmbrowser "lancemate/build/browser"
)

// Issue 35: heavy data without a freeze, and nothing shown that is not
// kept.

// TestReadOnlyRefusesATapInView: with a newer schema in storage
// (meta/schema set to a version this Lancemate does not know), the game is
// shown read-only, and a damage tap is refused at the tap, where the
// player is looking, saying why; the sheet does not change, and after a
// restart it is as it was.
func TestReadOnlyRefusesATapInView(t *testing.T) {
	ctx, srv, _ := twoMechGame(t)
	waitText(t, ctx, "#sheet-name", "Hunchback")
	waitArmor(t, ctx, "LA", "16")
	waitSaved(t, ctx)
	before := records(t, ctx)
	putRecords(t, ctx, map[string]string{"meta/schema": quote(strconv.Itoa(store.SchemaVersion + 1))})
	do(t, ctx, chromedp.Navigate(srv.URL+"/game"))
	settle(t, ctx, "/game")
	waitText(t, ctx, "#problems", "newer Lancemate")
	waitText(t, ctx, "#sheet-name", "Hunchback")
	click(t, ctx, "loc-LA")
	waitText(t, ctx, "#hit-apply", "5 damage → Left Arm")
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#sheet-notice", "Not recorded: the saved data comes from a newer Lancemate")
	r := eval[[]float64](t, ctx, `(() => { const r = document.getElementById("sheet-notice").getBoundingClientRect(); return [r.top, r.bottom, innerHeight]; })()`)
	if r[0] < 0 || r[1] > r[2] || r[1] <= r[0] {
		t.Errorf("the refusal is out of view: %.0f–%.0f px of a %.0f px screen", r[0], r[1], r[2])
	}
	if o := text(t, ctx, "#outcome"); strings.TrimSpace(o) != "" {
		t.Errorf("an outcome is shown for a refused hit: %q", o)
	}
	shot(t, ctx, "readonly-refused", "#sheet-notice", false)
	click(t, ctx, "sh-loc-x")
	waitArmor(t, ctx, "LA", "16")
	// A roll on the dice page is refused the same way.
	do(t, ctx, chromedp.Navigate(srv.URL+"/dice"))
	settle(t, ctx, "/dice")
	click(t, ctx, "roll")
	waitText(t, ctx, "#feedback", "Not changed: the saved data comes from a newer Lancemate")
	if eval[bool](t, ctx, `document.getElementById("result").children.length > 0`) {
		t.Error("a refused roll shows a result")
	}
	// After a restart, nothing changed.
	do(t, ctx, chromedp.Navigate(srv.URL+"/game"))
	settle(t, ctx, "/game")
	waitArmor(t, ctx, "LA", "16")
	after := records(t, ctx)
	delete(after, "meta/schema")
	delete(before, "meta/schema")
	if !mapsEqual(before, after) {
		t.Errorf("read-only storage changed:\nbefore %v\nafter  %v", before, after)
	}
}

// rendererPeak is the largest resident memory of the browser's renderer
// processes since resetPeak, in bytes (VmHWM, from /proc).
func rendererPeak(t *testing.T, ctx context.Context) (rss, peak int64) {
	t.Helper()
	for _, pid := range renderers(t, ctx) {
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n") {
			name, v, ok := strings.Cut(line, ":")
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			switch {
			case !ok:
			case name == "VmRSS":
				rss = max(rss, kb<<10)
			case name == "VmHWM":
				peak = max(peak, kb<<10)
			}
		}
	}
	return rss, peak
}

// resetPeak resets the renderers' peak resident memory (clear_refs 5).
func resetPeak(t *testing.T, ctx context.Context) {
	t.Helper()
	for _, pid := range renderers(t, ctx) {
		if err := os.WriteFile("/proc/"+strconv.Itoa(pid)+"/clear_refs", []byte("5"), 0); err != nil {
			t.Skipf("cannot reset a renderer's peak memory: %v", err)
		}
	}
}

// renderers lists the browser's renderer processes, from /proc.
func renderers(t *testing.T, ctx context.Context) []int {
	t.Helper()
	proc := chromedp.FromContext(ctx).Browser.Process()
	if proc == nil {
		t.Skip("no browser process to measure")
	}
	var out []int
	for _, p := range lmbrowser.Procs(proc.Pid) {
		if p.Renderer {
			out = append(out, p.PID)
		}
	}
	return out
}

// gzipBomb is a gzip file of n bytes of zeros.
func gzipBomb(t *testing.T, n int) []byte {
	t.Helper()
	var b bytes.Buffer
	z, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	zeros := make([]byte, 1<<20)
	for range n >> 20 {
		if _, err := z.Write(zeros); err != nil {
			t.Fatal(err)
		}
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestGzipBombPeakMemory: a 2 MB share file of 2 GB of zeros is refused
// as too big, and the page's renderer never holds more than 100 MB above
// what it held before (issue 35: 374 → 1,483 MB).
func TestGzipBombPeakMemory(t *testing.T) {
	bomb := gzipBomb(t, 2<<30)
	t.Logf("the bomb: %.1f MB of gzip", float64(len(bomb))/(1<<20))
	ctx, _, _ := launch(t, "/import")
	time.Sleep(time.Second) // the start's own work done
	base, _ := rendererPeak(t, ctx)
	resetPeak(t, ctx)
	pickFile(t, ctx, "bomb.lancemate", bomb)
	waitText(t, ctx, "#imp-refused", "unpacks to more than "+share.SizeText(share.MaxJSON))
	_, peak := rendererPeak(t, ctx)
	t.Logf("renderer memory: %d MB before, peak %d MB", base>>20, peak>>20)
	if peak-base > 100<<20 {
		t.Errorf("unpacking the bomb took the renderer from %d MB to %d MB, more than 100 MB above", base>>20, peak>>20)
	}
}

// TestShareTargetRefusesOversizedPost: a file over the share limit posted
// to the share target is refused by the service worker before anything is
// cached, and the import page says why; nothing is stored.
func TestShareTargetRefusesOversizedPost(t *testing.T) {
	ctx, _, _ := launch(t, "/import")
	before := records(t, ctx)
	// 50 MB, as the probe posted, made in the page.
	size := 50 << 20
	postBytesToShareTarget(t, ctx, "big.lancemate", `(() => { const b = new Uint8Array(`+strconv.Itoa(size)+`); b[0] = 0x1f; b[1] = 0x8b; return b; })()`, "/import?inbox=toobig")
	waitText(t, ctx, "#imp-refused", "a shared file is at most "+share.SizeText(share.MaxFile))
	if n := eval[int](t, ctx, `caches.open("lancemate-inbox").then(c => c.keys()).then(k => k.length)`); n != 0 {
		t.Errorf("the inbox holds %d entries after an oversized post", n)
	}
	if after := records(t, ctx); !mapsEqual(before, after) {
		t.Errorf("an oversized post changed the records:\nbefore %v\nafter %v", before, after)
	}
	// A batch never opened, older than a day, is cleared by the next
	// share; a fresh one stays until taken.
	old := strconv.FormatInt(time.Now().Add(-25*time.Hour).UnixMilli(), 36) + "abcdef"
	eval[bool](t, ctx, `caches.open("lancemate-inbox").then(c => c.put("/inbox/`+old+`/0", new Response("old"))).then(() => true)`)
	postBytesToShareTarget(t, ctx, "small.mtf", `new TextEncoder().encode("chassis:Small\n")`, "/import?inbox=")
	keys := eval[[]string](t, ctx, `caches.open("lancemate-inbox").then(c => c.keys()).then(k => k.map(r => new URL(r.url).pathname))`)
	for _, k := range keys {
		if strings.Contains(k, old) {
			t.Errorf("the day-old batch %s is still in the inbox", k)
		}
	}
}

// postBytesToShareTarget posts the bytes a page expression makes as a file
// to the share target, as postToShareTarget does, from another page, and
// waits for the page the worker sends it to (a path starting with want).
func postBytesToShareTarget(t *testing.T, ctx context.Context, name, bytesJS, want string) {
	t.Helper()
	setBypassCSP(t, ctx, true)
	defer setBypassCSP(t, ctx, false)
	do(t, ctx, chromedp.Navigate(strings.TrimSuffix(eval[string](t, ctx, `location.origin`), "/")+"/sheets"))
	ready(t, ctx)
	eval[bool](t, ctx, `(() => {
		const form = document.createElement("form");
		form.method = "post"; form.enctype = "multipart/form-data"; form.action = "/import";
		const input = document.createElement("input");
		input.type = "file"; input.name = "file";
		const dt = new DataTransfer();
		dt.items.add(new File([`+bytesJS+`], `+quote(name)+`, {type: "application/octet-stream"}));
		input.files = dt.files;
		form.append(input);
		document.body.append(form);
		form.submit();
		return true;
	})()`)
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		at, err := chromedp.Run(ctx, chromedp.Evaluate[string](`location.pathname + location.search`))
		if err == nil && strings.HasPrefix(at, want) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the share target did not open %s (at %s, %v)", want, at, err)
		}
	}
	ready(t, ctx)
}

// TestForceQRDecodesOffTheScreen: a force of one 'Mech fits one QR code;
// at 360 px its modules are drawn at 3 CSS px or more, and a screenshot of
// the phone's screen decodes, with a standard decoder and no hints, to the
// import link of the force.
func TestForceQRDecodesOffTheScreen(t *testing.T) {
	ctx, _, _ := launch(t, "/sheets")
	// A 360 px phone, the narrowest the app is made for.
	if _, err := chromedp.Call(ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{Width: 360, Height: 640, DeviceScaleFactor: 2, Mobile: true}); err != nil {
		t.Fatal(err)
	}
	waitText(t, ctx, "#lib-count", "designs")
	addToGame(t, ctx, "atlas", "design-builtin:atlas-as7-d", "Kell", 0)
	click(t, ctx, "nav-game")
	waitText(t, ctx, "#units", "Atlas")
	click(t, ctx, "menu")
	click(t, ctx, "send-force")
	waitText(t, ctx, "#share-sheet", "Share a force")
	waitText(t, ctx, "#share-qr", "Scan it")
	geo := eval[[]float64](t, ctx, `(() => { const s = document.querySelector("#share-qr svg"), r = s.getBoundingClientRect();
		return [r.width, s.viewBox.baseVal.width, innerWidth]; })()`)
	modules := geo[1] - 8 // the quiet zone: 4 modules a side
	version := (int(modules) - 17) / 4
	perModule := geo[0] / geo[1]
	t.Logf("version %d QR code, %.0f CSS px wide on a %.0f px screen: %.2f px a module", version, geo[0], geo[2], perModule)
	if geo[2] != 360 {
		t.Errorf("the screen is %.0f px wide, want 360", geo[2])
	}
	if perModule < 3 {
		t.Errorf("a version-%d code is drawn at %.2f CSS px a module, want at least 3", version, perModule)
	}
	if version < 10 {
		t.Errorf("the force's code is version %d: too small to test the size", version)
	}
	shot(t, ctx, "share-force-qr", "#share-qr", false)
	link := qrOnScreen(t, ctx)
	if !strings.Contains(link, share.ImportPath+"#") {
		t.Fatalf("the QR code reads %q, not an import link", link)
	}
	_, frag, _ := strings.Cut(link, "#")
	data, err := share.FromFragment(frag)
	if err != nil {
		t.Fatalf("the QR code's link: %v", err)
	}
	f, err := share.Read(data)
	if err != nil {
		t.Fatalf("the QR code's file: %v", err)
	}
	if f.Kind != share.KindForce || !strings.Contains(f.Title, "Atlas") {
		t.Errorf("the QR code carries %s %q, want the force of the Atlas", f.Kind, f.Title)
	}
}

// setBypassCSP lifts the page's policy (on) or puts it back (off), for a
// navigation the phone's share sheet makes, which is no form of the page.
func setBypassCSP(t *testing.T, ctx context.Context, on bool) {
	t.Helper()
	if _, err := chromedp.Call(ctx, page.SetBypassCSP, page.SetBypassCSPParams{Enabled: on}); err != nil {
		t.Fatal(err)
	}
}

// TestUnitImportCancel: while hundreds of unit files are imported, a tap
// is answered within a second; Cancel the import stops it and leaves
// storage as it was, an earlier import's design included.
func TestUnitImportCancel(t *testing.T) {
	files := bulkFiles(t)
	ctx, _, _ := launch(t, "/sheets")
	waitText(t, ctx, "#lib-count", "designs")
	click(t, ctx, "import-toggle")
	upload(t, ctx, "import-units", files[:1])
	waitText(t, ctx, "#import-report", "1 imported")
	waitSaved(t, ctx)
	before := records(t, ctx)
	upload(t, ctx, "import-units", files)
	waitText(t, ctx, "#import-busy", "Imported")
	// A tap while it runs: the paste area opens, answered within a second.
	sent := time.Now()
	click(t, ctx, "import-paste")
	waitText(t, ctx, "#import-paste", "Paste text")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!!document.getElementById("paste-text")`, chromedp.WithPollingTimeout(10*time.Second), chromedp.WithPollingInterval(10*time.Millisecond))); err != nil {
		t.Fatalf("the paste area never opened while importing: %v", err)
	}
	if wait := time.Since(sent); wait > time.Second {
		t.Errorf("a tap while importing waited %s", wait.Round(time.Millisecond))
	} else {
		t.Logf("a tap while importing waited %s", wait.Round(time.Millisecond))
	}
	click(t, ctx, "import-units-stop")
	waitText(t, ctx, "#feedback", "Import cancelled: nothing was changed.")
	if eval[bool](t, ctx, `!!document.getElementById("import-units-stop")`) {
		t.Error("Cancel the import is still offered once cancelled")
	}
	waitSaved(t, ctx)
	if after := records(t, ctx); !mapsEqual(before, after) {
		t.Errorf("a cancelled import left %d records, %d before", len(after), len(before))
	}
}

// TestHugeDamagedRecordsReadOffThePage: records of more text than a
// record holds (5 MB each, two read at start and one in the lazy designs
// namespace) are read by the writer worker, never by the page (it calls
// IndexedDB's getAll not once: issue 35, where 72 MB handed to the page
// kept Settings from answering), and the page is handed only their start
// and size: Settings lists each by key, size and first characters, Show
// all text shows one whole and Export text downloads it whole, and storage
// keeps them as they were.
func TestHugeDamagedRecordsReadOffThePage(t *testing.T) {
	ctx, url := firstVisitWith(t, `self.lmPageGetAll = 0;
		const getAll = IDBObjectStore.prototype.getAll;
		IDBObjectStore.prototype.getAll = function () { self.lmPageGetAll++; return getAll.apply(this, arguments); };`)
	downloads := allowDownloads(t, ctx)
	do(t, ctx, chromedp.Navigate(url+"/dice"))
	ready(t, ctx)
	waitSaved(t, ctx)
	const size = 5 << 20
	huge := map[string]string{ // key → its first character, repeated
		"games/zz-huge-0":    "a",
		"dice/log/zz-huge-1": "b",
		"designs/zz-huge-2":  "c",
	}
	puts := map[string]string{}
	for k, c := range huge {
		puts[k] = quote(c) + ".repeat(" + strconv.Itoa(size) + ")"
	}
	putRecords(t, ctx, puts)
	do(t, ctx, chromedp.Navigate(url+"/settings"))
	settle(t, ctx, "/settings")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.querySelectorAll("#damaged li").length === 3`,
		chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Fatalf("Settings did not list the 3 huge records: %v\n%s", err, text(t, ctx, "main"))
	}
	if n := eval[int](t, ctx, `self.lmPageGetAll`); n != 0 {
		t.Errorf("the page read storage itself %d times (getAll), want every read made by the writer", n)
	}
	type read struct {
		Keys  []string
		Lens  []int
		Sizes []int
	}
	r := eval[read](t, ctx, `self.lmRead("", "").then(([k, v, s]) => ({Keys: k, Lens: v.map((x) => x.length), Sizes: s}))`)
	for i, k := range r.Keys {
		_, isHuge := huge[k]
		switch {
		case isHuge && (r.Lens[i] != store.HeadChars || r.Sizes[i] != size):
			t.Errorf("%s handed to the page as %d characters of %d, want %d of %d", k, r.Lens[i], r.Sizes[i], store.HeadChars, size)
		case !isHuge && r.Sizes[i] != 0:
			t.Errorf("%s handed to the page cut short (%d characters of %d)", k, r.Lens[i], r.Sizes[i])
		}
	}
	listed := listedDamaged(t, ctx)
	for k, c := range huge {
		raw, ok := listed[k]
		switch {
		case !ok:
			t.Errorf("%s not listed", k)
		case !strings.HasPrefix(raw, strings.Repeat(c, kit.RawPreview)) || len(raw) > 2*kit.RawPreview:
			t.Errorf("%s listed with %d characters of text (%q…), want its first %d", k, len(raw), raw[:min(len(raw), 20)], kit.RawPreview)
		}
	}
	if li := text(t, ctx, `#damaged li[data-key="designs/zz-huge-2"]`); !strings.Contains(li, "5.0 MB") {
		t.Errorf("the listing does not give the size:\n%.400s", li)
	}
	// The whole text on demand, and in the export.
	key := "dice/log/zz-huge-1"
	eval[bool](t, ctx, `(document.querySelector('#damaged li[data-key="`+key+`"] button[data-act="dwhole"]').click(), true)`)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`(document.querySelector('#damaged li[data-key="`+key+`"] pre') || {}).textContent?.length === `+strconv.Itoa(size),
		chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Errorf("Show all text did not show the whole %d characters: %v", size, err)
	}
	eval[bool](t, ctx, `(document.querySelector('#damaged li[data-key="games/zz-huge-0"] button[data-act="dexport"]').click(), true)`)
	b, err := os.ReadFile(downloads.file(t, "*.txt", "Export text"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "games/zz-huge-0\n" + strings.Repeat("a", size); string(b) != want {
		t.Errorf("Export text downloaded %d bytes, want the key and the whole text (%d bytes)", len(b), len(want))
	}
	for k, c := range huge {
		if s := storedText(t, ctx, k); s != strings.Repeat(c, size) {
			t.Errorf("%s changed in storage: %d characters", k, len(s))
		}
	}
}

// TestBackupPreviewListsFirstRefusals: a backup of 150 records Lancemate
// would not use (with a BOM, as some editors save it) is previewed with
// the count of all of them, the first hundred listed and the rest
// counted: a preview that drew every row of a 38,980-record file held the
// page for seconds (issue 35).
func TestBackupPreviewListsFirstRefusals(t *testing.T) {
	recs := map[string]string{}
	for i := range 150 {
		recs[fmt.Sprintf("zzz/%03d", i)] = `{}`
	}
	b, err := json.Marshal(store.Backup{Format: store.BackupFormat, Schema: 1, Records: recs})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "refusals.json")
	if err := os.WriteFile(path, append([]byte("\uFEFF"), b...), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, _, _ := launch(t, "/settings")
	upload(t, ctx, "import-file", []string{path})
	waitText(t, ctx, "#import-summary", "0 new, 0 changed, 0 unchanged, 0 removed, 150 refused")
	waitText(t, ctx, "#import-refused summary", "150 records of the file will not be imported")
	if n := eval[int](t, ctx, `document.querySelectorAll("#import-refused li").length`); n != 100 {
		t.Errorf("the preview lists %d refused records, want the first 100", n)
	}
	waitText(t, ctx, "#import-refused-more", "50 more records not listed here.")
	waitText(t, ctx, "#import-refused li", "zzz/000")
}
