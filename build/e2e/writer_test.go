package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	lmbrowser "lancemate/build/browser"
)

// TestWriterRebuildsEdits: the store's writer worker (web/boot.js, run as
// a worker) keeps a record handed as [0, text, ""] (and writes it), or as
// {keep: [key, text]} (Store.Prime: not written), rebuilds the next from
// an edit [units, tail, check] — counting UTF-16 code units, so a
// character outside the Basic Multilingual Plane before the cut counts two
// — and writes it; an edit whose check does not match what it holds is
// not written, and the page hears an error (app/store then writes itself).
func TestWriterRebuildsEdits(t *testing.T) {
	ctx, _, _ := launch(t, "/dice")
	got := eval[string](t, ctx, `new Promise((ok) => {
		const w = new Worker("/web/boot.js");
		const log = [];
		const read = (key = "test/edit") => new Promise((done) => {
			const r = indexedDB.open("lancemate");
			r.onsuccess = () => {
				const g = r.result.transaction("records").objectStore("records").get(key);
				g.onsuccess = () => { r.result.close(); done(g.result); };
			};
		});
		let step = 0;
		w.onerror = async (e) => {
			e.preventDefault();
			log.push("error: " + e.message);
			log.push("stored: " + await read());
			ok(log.join("\n"));
		};
		w.onmessage = async (m) => {
			log.push("answered " + m.data.seqs.join(",") + (m.data.error ? " " + m.data.error.message : ""));
			if (m.data.seqs.includes(1)) {
				log.push("kept, not written: " + await read() + ", written: " + await read("test/other"));
				w.postMessage({seq: 2, ops: ["test/edit", [3, "é!", "a🐺"], "test/other", [1, "p", "o"]]});
			}
			if (m.data.seqs.includes(2)) {
				log.push("stored: " + await read() + ", " + await read("test/other"));
				w.postMessage({seq: 3, ops: ["test/edit", [3, "X", "x🐺"]]});
			}
		};
		w.postMessage({keep: ["test/edit", "a🐺b-c"]});
		w.postMessage({seq: 1, ops: ["test/other", [0, "o", ""]]});
	})`)
	want := "answered 1\nkept, not written: undefined, written: o\nanswered 2\nstored: a🐺é!, op\nerror: Uncaught Error: the edit of test/edit does not fit the text the writer holds\nstored: a🐺é!"
	if got != want {
		t.Errorf("the writer did\n%s\nwant\n%s", got, want)
	}
}

// TestGameSavedAsEdits: in a game the store hands the writer each tap's
// change of the game's log as an edit (counted in the page), the writer
// takes every one (no error: it did not have to fall back to the page
// writing), and what it rebuilt from them is the game: after a reload, with a pilot whose
// name is outside ASCII, the same history and sheet.
func TestGameSavedAsEdits(t *testing.T) {
	ctx, url := firstVisitWith(t, `self.lmEditsSent = 0; self.lmWriterErrors = 0; self.lmKept = 0; self.lmGameWhole = 0;
		const W = self.Worker;
		self.Worker = function (...args) {
			const w = new W(...args);
			w.addEventListener("error", () => self.lmWriterErrors++);
			return w;
		};
		self.Worker.prototype = W.prototype;
		const post = Worker.prototype.postMessage;
		Worker.prototype.postMessage = function (m) {
			if (m && m.keep) self.lmKept++;
			if (m && m.ops) for (let i = 1; i < m.ops.length; i += 2) {
				if (Array.isArray(m.ops[i]) && m.ops[i][0] > 0) self.lmEditsSent++;
				else if (String(m.ops[i - 1]).startsWith("games/")) self.lmGameWhole++;
			}
			return post.apply(this, arguments);
		};`)
	do(t, ctx, chromedp.Navigate(url+"/sheets"))
	ready(t, ctx)
	hunchbackAndAtlas(t, ctx, "Ωlga 🐺")
	for _, loc := range []string{"RT", "LT", "CT", "RA"} {
		click(t, ctx, "loc-"+loc)
		click(t, ctx, "hit-apply")
		closeSheets(t, ctx)
	}
	click(t, ctx, "undo")
	click(t, ctx, "menu")
	history := text(t, ctx, "#history")
	click(t, ctx, "sh-menu-x")
	sheet := text(t, ctx, "#sheet")
	if n := eval[int](t, ctx, `self.lmEditsSent`); n < 3 {
		t.Errorf("%d of the game's saves were handed as edits, want 3 or more", n)
	}
	if n := eval[int](t, ctx, `self.lmWriterErrors`); n != 0 {
		t.Errorf("the writer refused %d edits (the page wrote instead)", n)
	}
	waitSaved(t, ctx)
	do(t, ctx, chromedp.Reload())
	ready(t, ctx)
	waitText(t, ctx, "#units", "Atlas")
	sameSheet(t, ctx, sheet, history, "a reload")
	if !strings.Contains(sheet+history, "Ωlga 🐺") {
		t.Errorf("the pilot's name is on neither the sheet nor the history:\n%s\n%s", sheet, history)
	}

	// Reopened, the game is primed in idle time (Store.Prime): its first
	// save hands the writer an edit of the log as stored, never the whole
	// log, and the writer takes it.
	click(t, ctx, "sh-menu-x")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`self.lmKept === 1`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("the reopened game was not primed: %v", err)
	}
	click(t, ctx, "loc-LT")
	click(t, ctx, "hit-apply")
	closeSheets(t, ctx)
	waitSaved(t, ctx)
	if whole, edits := eval[int](t, ctx, `self.lmGameWhole`), eval[int](t, ctx, `self.lmEditsSent`); whole != 0 || edits != 1 {
		t.Errorf("the first save after priming: %d whole texts and %d edits handed over, want 0 and 1", whole, edits)
	}
	if n := eval[int](t, ctx, `self.lmWriterErrors`); n != 0 {
		t.Errorf("the writer refused the primed game's edit (%d errors)", n)
	}
	sheet = text(t, ctx, "#sheet")
	click(t, ctx, "menu")
	history = text(t, ctx, "#history")
	do(t, ctx, chromedp.Reload())
	ready(t, ctx)
	waitText(t, ctx, "#units", "Atlas")
	sameSheet(t, ctx, sheet, history, "the primed save and a reload")
}

// TestSilentWriterLeavesCompileToPage: on a start from the service
// worker's cache the page waits for the writer's module (web/boot.js
// lmWasm), and a writer that never answers — here one started without the
// name that asks it to compile — leaves the compile to the page after 10 s:
// the app starts, later, and saves as before.
func TestSilentWriterLeavesCompileToPage(t *testing.T) {
	dir := siteDir(t)
	srv := lmbrowser.NewServer(dir)
	defer srv.Close()
	ctx := start(t, t.TempDir())
	do(t, ctx, chromedp.Navigate(srv.URL+"/dice"))
	ready(t, ctx)
	if _, err := lmbrowser.WaitCached(ctx, precache(t, dir), 90*time.Second); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: `self.Worker = class extends Worker { constructor(url) { super(url); } };`,
	}); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Reload())
	ready(t, ctx)
	got := eval[string](t, ctx, `(() => {
		const m = performance.getEntriesByName("lancemate:compiled")[0];
		return m ? m.detail + " at " + (m.startTime >= 10000 ? "10 s or later" : "under 10 s") : "no mark";
	})()`)
	if got != "page at 10 s or later" {
		t.Errorf("the wasm was compiled by %s, want the page at 10 s or later", got)
	}
	click(t, ctx, "mod-inc")
	waitText(t, ctx, "#mod-val", "+1")
	click(t, ctx, "roll")
	waitText(t, ctx, "h2", "Roll log (1)")
	waitSaved(t, ctx)
}
