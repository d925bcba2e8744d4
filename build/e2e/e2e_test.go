// Package e2e runs the built Lancemate site in headless chromium emulating
// a Pixel 5: first load, precache, offline deep links, the dice log across
// reloads, corrupted storage and backup export/import.
//
// It needs the built site (make build) and chromium; `make test` provides
// both and sets LANCEMATE_E2E=require so that neither can be silently
// missing there. Run alone, it skips with the reason.
package e2e

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	lmbrowser "lancemate/build/browser"
	"lancemate/build/site"
)

func siteDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("LANCEMATE_DIST")
	if dir == "" {
		dir = "../../dist"
	}
	dir, _ = filepath.Abs(dir)
	missing := ""
	if _, err := os.Stat(filepath.Join(dir, "app-worker.js")); err != nil {
		missing = "no built site in " + dir + " (run make build)"
	} else if !lmbrowser.Available() {
		missing = "chromium is not installed (make test installs it)"
	}
	if missing != "" {
		if os.Getenv("LANCEMATE_E2E") == "require" {
			t.Fatal(missing)
		}
		t.Skip(missing)
	}
	return dir
}

func precache(t *testing.T, dir string) []string {
	t.Helper()
	m, err := site.PrecacheList(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for p := range m {
		out = append(out, p)
	}
	slices.Sort(out)
	return out
}

func start(t *testing.T, profile string) context.Context {
	t.Helper()
	return startFor(t, profile, 4*time.Minute)
}

// startFor is start with a longer (or shorter) time for the whole test.
func startFor(t *testing.T, profile string, limit time.Duration) context.Context {
	t.Helper()
	ctx, cancel, err := lmbrowser.Start(context.Background(), lmbrowser.Options{ProfileDir: profile, Phone: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cancel)
	ctx, cancelT := context.WithTimeout(ctx, limit)
	t.Cleanup(cancelT)
	return ctx
}

// launch serves the built site, opens a fresh phone profile on path and
// waits for the app.
func launch(t *testing.T, path string) (context.Context, *lmbrowser.Server, string) {
	t.Helper()
	dir := siteDir(t)
	srv := lmbrowser.NewServer(dir)
	t.Cleanup(srv.Close)
	ctx := start(t, t.TempDir())
	do(t, ctx, chromedp.Navigate(srv.URL+path))
	ready(t, ctx)
	return ctx, srv, dir
}

func do(t *testing.T, ctx context.Context, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatal(err)
	}
}

// upload gives the file input with the given id the files. A re-render
// that replaces the input between chromedp's lookup and the upload (the
// first tens of milliseconds after ready, while a page takes in what
// storage holds) makes the browser answer "Could not find node with
// given id": the upload is then tried again on the new element.
func upload(t *testing.T, ctx context.Context, id string, files []string) {
	t.Helper()
	var err error
	for range 5 {
		if err = chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.ID(id), files)); err == nil || !strings.Contains(err.Error(), "Could not find node") {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		t.Fatalf("uploading to #%s: %v", id, err)
	}
}

func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %s: %v", js, err)
	}
	return v
}

func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.TextContent(chromedp.CSS(sel)))
	if err != nil {
		t.Fatalf("reading %s: %v", sel, err)
	}
	return s
}

func ready(t *testing.T, ctx context.Context) {
	t.Helper()
	if err := lmbrowser.WaitReady(ctx, 60*time.Second); err != nil {
		page, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`location.href + " :: " + document.body.innerText.slice(0, 300)`))
		t.Fatalf("%v\npage: %s", err, page)
	}
}

// waitSaved waits until every change the app has made is in IndexedDB
// (window.lancemateSaved: the store has nothing unconfirmed).
func waitSaved(t *testing.T, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`window.lancemateSaved && window.lancemateSaved()`,
		chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("waiting for the last save: %v", err)
	}
}

func waitText(t *testing.T, ctx context.Context, sel, want string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.querySelector(`+quote(sel)+`)||{}).textContent||""`))
		if strings.Contains(got, want) {
			return
		}
		if time.Now().After(deadline) {
			page, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`location.href + " :: " + document.body.innerText.slice(0, 600)`))
			t.Fatalf("%s shows %q, want it to contain %q\npage: %s", sel, got, want, page)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `\'`) + "'" }

// click taps the element with the given id once it exists and is enabled.
// It dispatches the click from the page, because go-app may replace a node
// between a protocol-level lookup and the click.
func click(t *testing.T, ctx context.Context, id string) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](`(() => { const e = document.getElementById(`+quote(id)+`);
		if (!e || e.disabled) return false; e.click(); return true; })()`,
		chromedp.WithPollingTimeout(20*time.Second), chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil {
		t.Fatalf("clicking #%s: %v", id, err)
	}
}

// chooseGames adds game systems to the bottom bar in Settings (those not
// chosen yet: opening a game's page chooses it), then goes back to the
// page it was on.
func chooseGames(t *testing.T, ctx context.Context, systems ...string) {
	t.Helper()
	back := eval[string](t, ctx, `location.pathname`)
	click(t, ctx, "nav-settings")
	for _, s := range systems {
		waitAttr(t, ctx, "sys-"+s, "id", "sys-"+s)
		if eval[string](t, ctx, `document.getElementById("sys-`+s+`").getAttribute("aria-pressed")`) != "true" {
			click(t, ctx, "sys-"+s)
		}
		waitAttr(t, ctx, "sys-"+s, "aria-pressed", "true")
	}
	if id := eval[string](t, ctx, `(document.querySelector('.bottomnav a[href="`+back+`"]')||{}).id||""`); id != "" {
		click(t, ctx, id)
	}
}

// waitAttr waits until the element's attribute has the value.
func waitAttr(t *testing.T, ctx context.Context, id, attr, want string) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](`(() => { const e = document.getElementById(`+quote(id)+`); return !!e && e.getAttribute(`+quote(attr)+`) === `+quote(want)+`; })()`,
		chromedp.WithPollingTimeout(20*time.Second), chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil {
		t.Fatalf("#%s %s never became %q: %v", id, attr, want, err)
	}
}

// rollCount reads the number in "Roll log (N)".
func rollCount(t *testing.T, ctx context.Context) string {
	return eval[string](t, ctx, `(()=>{const h=[...document.querySelectorAll("h2")].find(e=>e.textContent.startsWith("Roll log"));return h?h.textContent:""})()`)
}

// TestOfflineFirstLoad is the platform's acceptance path: first load,
// full precache with each file downloaded once (and, once the worker is
// active, the files it keeps later: the QR reader), no request while the
// app is used, then with the server gone every route (also with a query string
// or an unknown path) opens from the cache and the dice log is intact.
func TestOfflineFirstLoad(t *testing.T) {
	dir := siteDir(t)
	want := append(precache(t, dir), decoder)
	srv := lmbrowser.NewServer(dir)
	defer srv.Close()
	ctx := start(t, t.TempDir())

	do(t, ctx, chromedp.Navigate(srv.URL+"/"))
	ready(t, ctx)
	// A first visit compiles the wasm it downloads in the page.
	if by := eval[string](t, ctx, `String((performance.getEntriesByName("lancemate:compiled")[0] || {}).detail)`); by != "page" {
		t.Errorf("the first visit's wasm was compiled by %q, want the page", by)
	}
	if _, err := lmbrowser.WaitCached(ctx, want, 90*time.Second); err != nil {
		t.Fatal(err)
	}
	// Each file downloaded once (the worker's precache of a file the page
	// already has is a 304 or an HTTP-cache hit), the wasm with brotli.
	full := map[string]int{}
	for _, r := range srv.Requests() {
		if r.Status == 200 {
			full[r.Path]++
		}
		if r.Path == "/web/app.wasm" && r.Status == 200 && r.Encoding != "br" {
			t.Errorf("app.wasm served with encoding %q, want br", r.Encoding)
		}
	}
	for path, n := range full {
		if n > 1 {
			t.Errorf("%s downloaded %d times on the first visit", path, n)
		}
	}
	if full["/web/app.wasm"] != 1 {
		t.Errorf("app.wasm downloaded %d times, want 1", full["/web/app.wasm"])
	}

	// Use the app: navigate every section and roll dice. No request may
	// reach the network.
	// A tap on a section is handled in the page: the document is never
	// reloaded, even while a page is still reading storage (a marker set
	// on window survives).
	before := len(srv.Requests())
	eval[bool](t, ctx, `window.lmSamePage = true`)
	// The bottom bar shows Home and the classic game's sections until the
	// player opens or chooses more games.
	if n := eval[int](t, ctx, `document.querySelectorAll(".bottomnav a").length`); n != 5 {
		t.Errorf("bottom bar has %d entries, want 5 (Home, Game, Sheets, Dice, Settings)", n)
	}
	chooseGames(t, ctx, "solaris7", "smc", "meks")
	for _, i := range []int{1, 2, 3, 4, 5, 6, 8, 7} { // every section, Dice last
		reach(t, ctx, navPages[i])
	}
	waitText(t, ctx, ".topbar h1", "Dice")
	if !eval[bool](t, ctx, `window.lmSamePage === true`) {
		t.Error("tapping the sections reloaded the page")
	}
	click(t, ctx, "tn-inc") // target 2+
	for range 5 {
		click(t, ctx, "tn-inc")
	}
	waitText(t, ctx, "#chance", "Chance of 7+ on 2D6: 58.3%")
	do(t, ctx, chromedp.SendKeys(chromedp.ID("purpose"), "PSR\t"))
	click(t, ctx, "roll")
	waitText(t, ctx, "#result-verdict", "needed 7+")
	click(t, ctx, "mode-manual")
	click(t, ctx, "face-1-6")
	click(t, ctx, "face-2-5")
	click(t, ctx, "record")
	waitText(t, ctx, "#result-total", "11")
	waitText(t, ctx, "#log", "your dice")
	if got := rollCount(t, ctx); got != "Roll log (2)" {
		t.Fatalf("log header %q, want Roll log (2)", got)
	}
	if extra := srv.Requests()[before:]; len(extra) > 0 {
		t.Errorf("the app made %d network requests while in use: %+v", len(extra), extra)
	}
	logBefore := text(t, ctx, "#log")

	// Stop the server and cut the network.
	srv.Close()
	if err := lmbrowser.GoOffline(ctx); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Reload())
	ready(t, ctx)
	// A page the worker serves has the store's writer compile the wasm
	// from the worker's cache, and takes its module (web/boot.js lmWasm).
	// The page's inline script started that writer (site.EarlyWriter): a
	// policy without its hash, or a boot.js that did not take it, fails.
	if early := eval[string](t, ctx, `!(self.lmEarlyWriter instanceof Worker) ? "none" : self.lmWriter === self.lmEarlyWriter ? "taken" : "not the writer boot.js kept"`); early != "taken" {
		t.Errorf("the offline start's early writer: %s, want one, taken by boot.js", early)
	}
	if by := eval[string](t, ctx, `self.lmWasm instanceof Promise ? String((performance.getEntriesByName("lancemate:compiled")[0] || {}).detail) : "no lmWasm"`); by != "writer" {
		t.Errorf("the offline start's wasm was compiled by %q, want the writer", by)
	}
	// The writer then ran Go's start up to main, which returned at once
	// there (no document), so the start's code was compiled off the page.
	code, err := chromedp.Run(ctx, chromedp.Poll[string](`(performance.getEntriesByName("lancemate:started")[0] || {detail: ""}).detail + ""`,
		chromedp.WithPollingTimeout(10*time.Second)))
	if err != nil {
		t.Errorf("the writer never said it ran Go's start: %v", err)
	} else if code != "0" {
		t.Errorf("Go's start in the writer ended with exit code %s, want 0", code)
	}
	for _, route := range []struct{ path, title string }{
		{"/", "Lancemate"}, {"/sheets", "Sheets"}, {"/dials", "Dials"}, {"/ledger", "Ledger"},
		{"/meks", "Meks"}, {"/settings", "Settings"}, {"/dice?from=share", "Dice"}, {"/no/such/page", "Not found"},
	} {
		do(t, ctx, chromedp.Navigate(srv.URL+route.path))
		ready(t, ctx)
		waitText(t, ctx, ".topbar h1", route.title)
	}
	do(t, ctx, chromedp.Navigate(srv.URL+"/dice"))
	ready(t, ctx)
	waitText(t, ctx, "h2", "Roll log (2)")
	if got := text(t, ctx, "#log"); got != logBefore {
		t.Errorf("offline roll log = %q, want %q", got, logBefore)
	}
}

// TestCorruptRecord writes a broken record straight into IndexedDB: the
// app must say so, show the raw text, and keep it through further use.
func TestCorruptRecord(t *testing.T) {
	ctx, _, _ := launch(t, "/dice")
	click(t, ctx, "roll")
	waitText(t, ctx, "h2", "Roll log (1)")
	waitSaved(t, ctx) // the roll is stored before the reload
	const raw = `{"id":"x","faces":[7,`
	eval[bool](t, ctx, `new Promise((ok, fail) => {
		const r = indexedDB.open("lancemate");
		r.onsuccess = () => {
			const tx = r.result.transaction("records", "readwrite");
			tx.objectStore("records").put(`+quote(raw)+`, "dice/log/99999999T000000.000-bad");
			tx.oncomplete = () => { r.result.close(); ok(true); };
			tx.onerror = () => fail(tx.error);
		};
	})`)
	do(t, ctx, chromedp.Reload())
	ready(t, ctx)
	waitText(t, ctx, "#problems", "A roll log entry could not be read")
	waitText(t, ctx, "h2", "Roll log (1)")
	click(t, ctx, "roll") // the app keeps working and saving
	waitText(t, ctx, "h2", "Roll log (2)")
	click(t, ctx, "nav-settings")
	waitText(t, ctx, "#damaged", raw)
	stored := eval[string](t, ctx, `new Promise((ok) => {
		const r = indexedDB.open("lancemate");
		r.onsuccess = () => {
			const g = r.result.transaction("records").objectStore("records").get("dice/log/99999999T000000.000-bad");
			g.onsuccess = () => ok(String(g.result));
		};
	})`)
	if stored != raw {
		t.Errorf("stored text now %q, want it kept as %q", stored, raw)
	}
}

// TestExportImportFreshProfile exports a backup, imports it into a new
// browser profile and checks the second profile's export holds exactly the
// same records.
func TestExportImportFreshProfile(t *testing.T) {
	dir := siteDir(t)
	srv := lmbrowser.NewServer(dir)
	defer srv.Close()
	exportFrom := func(ctx context.Context, profile string) string {
		t.Helper()
		downloads := allowDownloads(t, ctx)
		click(t, ctx, "nav-settings")
		click(t, ctx, "export")
		return downloads.file(t, "*.json", "profile "+profile)
	}

	a := start(t, t.TempDir())
	do(t, a, chromedp.Navigate(srv.URL+"/dice"))
	ready(t, a)
	for range 3 {
		click(t, a, "roll")
	}
	click(t, a, "expr-1d10")
	click(t, a, "roll")
	waitText(t, a, "h2", "Roll log (4)")
	click(t, a, "nav-settings")
	click(t, a, "theme-light")
	fileA := exportFrom(a, "A")

	b := start(t, t.TempDir())
	do(t, b, chromedp.Navigate(srv.URL+"/settings"))
	ready(t, b)
	upload(t, b, "import-file", []string{fileA})
	waitText(t, b, "#import-summary", "5 new, 0 changed, 0 unchanged, 0 removed")
	click(t, b, "import-apply")
	waitText(t, b, "#feedback", "Imported")
	if th := eval[string](t, b, `document.documentElement.getAttribute("data-theme")`); th != "light" {
		t.Errorf("theme after import = %q, want light", th)
	}
	click(t, b, "nav-dice")
	waitText(t, b, "h2", "Roll log (4)")
	fileB := exportFrom(b, "B")

	recA, recB := readRecords(t, fileA), readRecords(t, fileB)
	if len(recA) != 5 || !mapsEqual(recA, recB) {
		t.Errorf("records differ after export → import → export:\nA=%v\nB=%v", recA, recB)
	}
}
