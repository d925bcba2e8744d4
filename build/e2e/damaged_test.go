package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	lmbrowser "lancemate/build/browser"
)

// damagedShape is one damaged shape of issue 17: a JavaScript expression
// stored as the record's value, and the text the app keeps for it (its
// raw text in Settings and in the export).
type damagedShape struct {
	name, js, raw string
}

var damagedShapes = []damagedShape{
	{"wrongtype", `'{"log":"oops"}'`, `{"log":"oops"}`},
	{"empty", `'{}'`, `{}`},
	{"null", `'null'`, `null`},
	{"emptylog", `'{"log":[],"redo":[]}'`, `{"log":[],"redo":[]}`},
	{"bigint", `5n`, `[not text: BigInt] 5n`},
	{"arraybuffer", `new Uint8Array([0, 1, 2]).buffer`, `[not text: ArrayBuffer, 3 bytes, base64] AAEC`},
	{"number", `42`, `[not text: number] 42`},
}

// damagedNamespaces are the namespaces of issue 17, each with the page
// that reads it, the key its page reads first (where it reads one fixed
// key) with the shape stored there, and the shapes that are a state the
// app itself can hold, so they are read as they are instead of being
// listed: the default settings ({}), a game just started and empty
// journals (the ledger's check refuses an event never opened with a
// ruleset), and an empty figure set.
var damagedNamespaces = []struct {
	ns, route   string
	fixed, with string
	readable    []string
}{
	{ns: "settings/", route: "/settings", fixed: "settings/prefs", with: "bigint", readable: []string{"empty"}},
	{ns: "dice/log/", route: "/dice"},
	{ns: "designs/", route: "/sheets"},
	{ns: "games/", route: "/game", readable: []string{"emptylog"}},
	{ns: "dials/", route: "/dials", fixed: "dials/set", with: "wrongtype", readable: []string{"empty"}},
	{ns: "dials/match/", route: "/dials", readable: []string{"emptylog"}},
	{ns: "stable/", route: "/stable", readable: []string{"emptylog"}},
	{ns: "ledger/", route: "/ledger"},
	{ns: "meks/", route: "/meks", readable: []string{"emptylog"}},
}

// damagedRecord is one record the test stores.
type damagedRecord struct {
	key, js, raw string
	damaged      bool
}

func damagedRecords() []damagedRecord {
	var out []damagedRecord
	for _, n := range damagedNamespaces {
		for _, sh := range damagedShapes {
			key := n.ns + "zz-" + sh.name
			if sh.name == n.with {
				key = n.fixed
			}
			out = append(out, damagedRecord{key: key, js: sh.js, raw: sh.raw, damaged: !slices.Contains(n.readable, sh.name)})
		}
	}
	return out
}

// putRecords stores values straight into IndexedDB, in one transaction,
// as another script or the developer tools could: key → JavaScript
// expression.
func putRecords(t *testing.T, ctx context.Context, values map[string]string) {
	t.Helper()
	var puts strings.Builder
	for k, js := range values {
		fmt.Fprintf(&puts, "s.put(%s, %s);\n", js, quote(k))
	}
	eval[bool](t, ctx, `new Promise((ok, fail) => {
		const r = indexedDB.open("lancemate");
		r.onsuccess = () => {
			const tx = r.result.transaction("records", "readwrite");
			const s = tx.objectStore("records");
			`+puts.String()+`
			tx.oncomplete = () => { r.result.close(); ok(true); };
			tx.onerror = () => fail(tx.error);
		};
		r.onerror = () => fail(r.error);
	})`)
}

// storedText reads a record straight from IndexedDB: its text, or a
// description of a value that is not text.
func storedText(t *testing.T, ctx context.Context, key string) string {
	t.Helper()
	return eval[string](t, ctx, `new Promise((ok, fail) => {
		const r = indexedDB.open("lancemate");
		r.onsuccess = () => {
			const g = r.result.transaction("records").objectStore("records").get(`+quote(key)+`);
			g.onsuccess = () => { r.result.close(); const v = g.result; ok(typeof v === "string" ? v : "(" + typeof v + ") " + String(v)); };
			g.onerror = () => fail(g.error);
		};
	})`)
}

// settle waits until the page is ready (or shows the error card) and every
// record read at start has been checked, then for the pages to draw what
// the checks found.
func settle(t *testing.T, ctx context.Context, path string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!!document.getElementById("lm-crash") ||
		(!!document.querySelector('.shell[data-ready="true"]') && performance.getEntriesByName("lancemate:checked").length > 0)`,
		chromedp.WithPollingTimeout(60*time.Second), chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
		page, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText.slice(0, 400)`))
		t.Fatalf("%s: neither ready and checked nor an error card: %v\npage: %s", path, err, page)
	}
	time.Sleep(400 * time.Millisecond)
}

// pageState describes what a page shows: its title, the bottom bar's
// entries, the text of its content and the error card's text.
type pageState struct {
	Title   string `json:"title"`
	Nav     int    `json:"nav"`
	Content string `json:"content"`
	Crash   string `json:"crash"`
}

func readPage(t *testing.T, ctx context.Context) pageState {
	t.Helper()
	return eval[pageState](t, ctx, `(() => ({
		title: (document.querySelector(".shell .topbar h1") || {}).innerText || "",
		nav: document.querySelectorAll(".shell .bottomnav a").length,
		content: ((document.querySelector(".shell main.content") || {}).innerText || "").trim().slice(0, 300),
		crash: (document.getElementById("lm-crash") || {}).innerText || "",
	}))()`)
}

// listedDamaged reads Settings → Damaged records: key → raw text.
func listedDamaged(t *testing.T, ctx context.Context) map[string]string {
	t.Helper()
	return eval[map[string]string](t, ctx, `Object.fromEntries([...document.querySelectorAll("#damaged li")].map(li =>
		[li.dataset.key, li.querySelector("pre").textContent]))`)
}

// waitListed waits until Settings lists exactly want (key → raw text).
func waitListed(t *testing.T, ctx context.Context, where string, want map[string]string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		got := listedDamaged(t, ctx)
		if mapsEqual(got, want) {
			return
		}
		if time.Now().After(deadline) {
			var missing, extra, wrong []string
			for k, raw := range want {
				if g, ok := got[k]; !ok {
					missing = append(missing, k)
				} else if g != raw {
					wrong = append(wrong, fmt.Sprintf("%s: %q, want %q", k, g, raw))
				}
			}
			for k := range got {
				if _, ok := want[k]; !ok {
					extra = append(extra, k)
				}
			}
			sort.Strings(missing)
			sort.Strings(extra)
			t.Fatalf("%s: Settings lists %d damaged records, want %d\nmissing: %v\nnot damaged but listed: %v\nwrong raw text: %v",
				where, len(got), len(want), missing, extra, wrong)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// downloadedBackup waits for the next backup downloaded to d and reads its
// records.
func downloadedBackup(t *testing.T, d *downloads, what string) map[string]string {
	t.Helper()
	return readRecords(t, d.file(t, "*.json", what))
}

// checkExport checks that a backup holds every record written, with the
// text the app keeps for it.
func checkExport(t *testing.T, what string, got map[string]string, recs []damagedRecord) {
	t.Helper()
	for _, r := range recs {
		if g, ok := got[r.key]; !ok {
			t.Errorf("%s: the backup lacks %s", what, r.key)
		} else if g != r.raw {
			t.Errorf("%s: the backup holds %s as %q, want %q", what, r.key, g, r.raw)
		}
	}
}

// TestEveryDamagedRecord is issue 17's acceptance test. Each damaged
// shape (a wrong type, {}, null, an empty log where a state is required, a
// BigInt, an ArrayBuffer, a number) is stored under each namespace through
// page JavaScript, all in one go; then the app is started at /, at
// /settings and at every section's route. On every start: the page is not
// blank (its title, its bottom bar and content, or the error card with its
// ways out), and Settings, reached through the bottom bar, lists exactly
// the damaged records with their raw text. The export from Settings, and
// the error card's Export everything from a start at / (designs not read
// yet), hold every record as stored. A schema version that is not a number
// is listed and never rewritten until the player discards it.
func TestEveryDamagedRecord(t *testing.T) {
	dir := siteDir(t)
	srv := lmbrowser.NewServer(dir)
	t.Cleanup(srv.Close)
	ctx := startFor(t, t.TempDir(), 10*time.Minute)
	do(t, ctx, chromedp.Navigate(srv.URL+"/dice"))
	ready(t, ctx)
	click(t, ctx, "roll") // one healthy record, which must stay healthy
	waitText(t, ctx, "h2", "Roll log (1)")
	waitSaved(t, ctx)
	downloads := allowDownloads(t, ctx)

	recs := damagedRecords()
	values := map[string]string{}
	want := map[string]string{}
	for _, r := range recs {
		values[r.key] = r.js
		if r.damaged {
			want[r.key] = r.raw
		}
	}
	putRecords(t, ctx, values)
	t.Logf("%d records stored, %d of them damaged", len(recs), len(want))

	routes := []string{"/", "/settings"}
	for _, n := range damagedNamespaces {
		if !slices.Contains(routes, n.route) {
			routes = append(routes, n.route)
		}
	}
	var crashed []string
	for i, path := range routes {
		do(t, ctx, chromedp.Navigate(srv.URL+path))
		settle(t, ctx, path)
		p := readPage(t, ctx)
		switch {
		case p.Crash != "":
			// The error card is allowed on a section's page, never on
			// the start page or Settings; it must offer its ways out.
			crashed = append(crashed, path+": "+p.Crash)
			if path == "/" || path == "/settings" {
				t.Errorf("%s shows the error card: %s", path, p.Crash)
			}
			for _, w := range []string{"What failed", "Export everything", "Open Settings"} {
				if !strings.Contains(p.Crash, w) {
					t.Errorf("%s: the error card lacks %q: %s", path, w, p.Crash)
				}
			}
		case p.Title == "" || p.Content == "":
			t.Errorf("%s is blank: title %q, content %q", path, p.Title, p.Content)
		}
		if shots := os.Getenv("LANCEMATE_SCREENSHOTS"); shots != "" {
			name := "damaged" + strings.ReplaceAll(path, "/", "-") + ".png"
			if err := lmbrowser.Screenshot(ctx, filepath.Join(shots, name)); err != nil {
				t.Error(err)
			}
		}
		if p.Nav < 4 {
			t.Errorf("%s: the bottom bar has %d entries", path, p.Nav)
		}
		if i == 0 {
			// The error card's Export everything, started where the
			// designs have not been read yet.
			eval[bool](t, ctx, `(lmPanic("a test of the error card", ""), true)`)
			click(t, ctx, "lm-crash-export")
			checkExport(t, "Export everything", downloadedBackup(t, downloads, "Export everything"), recs)
			click(t, ctx, "lm-crash-close")
		}
		if path != "/settings" {
			click(t, ctx, "nav-settings")
		}
		waitText(t, ctx, ".topbar h1", "Settings")
		waitListed(t, ctx, "started at "+path, want)
	}
	for _, c := range crashed {
		t.Logf("error card: %s", c)
	}

	// Export from Settings holds every record, the healthy roll too.
	downloads = allowDownloads(t, ctx) // a file of the same name is not downloaded twice into one folder
	click(t, ctx, "export")
	waitText(t, ctx, "#feedback", "Exported")
	got := downloadedBackup(t, downloads, "Export backup")
	checkExport(t, "Export backup", got, recs)
	if len(got) != len(recs)+1 {
		t.Errorf("the backup holds %d records, want %d", len(got), len(recs)+1)
	}
	// Nothing was rewritten: the stored values are as written.
	if s := storedText(t, ctx, "settings/prefs"); s != "(bigint) 5" {
		t.Errorf("settings/prefs now holds %s", s)
	}
	if s := storedText(t, ctx, "ledger/zz-empty"); s != "{}" {
		t.Errorf("ledger/zz-empty now holds %s", s)
	}

	// A schema version that is not a number, as text and as a number
	// value: listed, the data shown read-only, never rewritten, until the
	// player discards it.
	for _, c := range []struct{ js, raw, stored string }{
		{`'one'`, `one`, `one`},
		{`1`, `[not text: number] 1`, `(number) 1`},
	} {
		putRecords(t, ctx, map[string]string{"meta/schema": c.js})
		for _, path := range []string{"/settings", "/dice"} {
			do(t, ctx, chromedp.Navigate(srv.URL+path))
			settle(t, ctx, path)
			if p := readPage(t, ctx); p.Crash != "" || p.Content == "" {
				t.Errorf("schema %s, %s: %+v", c.raw, path, p)
			}
			waitText(t, ctx, "#problems", "not a version number")
		}
		click(t, ctx, "nav-settings")
		withSchema := map[string]string{"meta/schema": c.raw}
		for k, v := range want {
			withSchema[k] = v
		}
		waitListed(t, ctx, "schema "+c.raw, withSchema)
		if s := storedText(t, ctx, "meta/schema"); s != c.stored {
			t.Errorf("schema %s: meta/schema now holds %s", c.raw, s)
		}
	}
	// The player discards it: the data is kept as it is and the current
	// version written.
	eval[bool](t, ctx, `(() => { const li = [...document.querySelectorAll("#damaged li")].find(li => li.dataset.key === "meta/schema");
		[...li.querySelectorAll("button")].find(b => b.textContent === "Discard").click(); return true; })()`)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`(() => { const li = [...document.querySelectorAll("#damaged li")].find(li => li.dataset.key === "meta/schema");
		const b = li && [...li.querySelectorAll("button")].find(b => b.textContent === "Really discard"); if (b) b.click(); return !!b; })()`,
		chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatal(err)
	}
	waitListed(t, ctx, "after discarding the schema version", want)
	waitSaved(t, ctx)
	if s := storedText(t, ctx, "meta/schema"); s != "1" {
		t.Errorf("after the discard meta/schema holds %s, want 1", s)
	}
	click(t, ctx, "nav-dice")
	click(t, ctx, "roll")
	waitText(t, ctx, "h2", "Roll log (2)")
}
