package e2e

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	lmbrowser "lancemate/build/browser"
)

// TestEarlyReadMatchesStorage checks the records the page head reads
// before Go runs (web/boot.js lmEarly, which answers app/store's first
// reads) against reads of the same ranges made afresh: keys at the edges
// of the lazy designs namespace and of the store's caches, characters outside the Basic Multilingual
// Plane (ordered by UTF-16 code units, as IndexedDB orders them), keys
// that are not strings. A range not inside what the head read gets no
// answer, and none is given once the app has written.
func TestEarlyReadMatchesStorage(t *testing.T) {
	ctx, _, _ := launch(t, "/dice")
	// Once the app has written its schema version (its first start's only
	// write, made after the paint), the next start writes nothing.
	eval[bool](t, ctx, `new Promise((ok, fail) => {
		const r = indexedDB.open("lancemate");
		r.onsuccess = async () => {
			for (let i = 0; i < 100; i++) {
				const has = await new Promise((done) => {
					const g = r.result.transaction("records").objectStore("records").count("meta/schema");
					g.onsuccess = () => done(g.result > 0);
				});
				if (has) break;
				await new Promise((done) => setTimeout(done, 50));
			}
			const tx = r.result.transaction("records", "readwrite");
			const st = tx.objectStore("records");
			for (const k of ["a", "designs", "designs/", "designs/x", "designs/\uffff", "designs/\uffffz", "designs0",
				"z\u{1F600}", "z\uffff", "z", "\u{1F600}"]) st.put(JSON.stringify({k}), k);
			st.put("5", 5);
			st.put("[]", ["x"]);
			tx.oncomplete = () => { r.result.close(); ok(true); };
			tx.onerror = () => fail(tx.error);
		};
	})`)
	do(t, ctx, chromedp.Reload())
	ready(t, ctx)
	type answer struct {
		Lo, Hi      string
		Early, Read []string // keys and values, in order; Early is nil when not answered
	}
	compare := `(async () => {
		const db = await new Promise((ok, fail) => {
			const r = indexedDB.open("lancemate");
			r.onsuccess = () => ok(r.result);
			r.onerror = () => fail(r.error);
		});
		const flat = (keys, vals) => keys.flatMap((k, i) => [JSON.stringify(k), String(vals[i])]);
		const read = (lo, hi) => new Promise((ok) => {
			const range = hi ? IDBKeyRange.bound(lo, hi, false, true) : lo ? IDBKeyRange.lowerBound(lo) : undefined;
			const st = db.transaction("records").objectStore("records");
			const k = st.getAllKeys(range), v = st.getAll(range);
			v.onsuccess = () => ok(flat(k.result, v.result));
		});
		const out = [];
		for (const [lo, hi] of [["", "designs/"], ["", "a"], ["a", "designs"], ["designs/\uffff", ""], ["designs/\uffff", "meta/~cache/"],
			["meta/", "meta/~cache/"], ["meta/", "meta/\uffff"], ["z", "z\uffff"], ["z", "zz"], ["designs/", "designs/\uffff"], ["", ""],
			["designs0", ""], ["meta/~cache/", "meta/~cache/\uffff"]]) {
			const p = self.lmEarly(lo, hi);
			out.push({Lo: lo, Hi: hi, Early: p ? flat(...await p) : null, Read: await read(lo, hi)});
		}
		db.close();
		return out;
	})()`
	got := eval[[]answer](t, ctx, compare)
	answered := map[string]bool{}
	for _, a := range got {
		// Inside one of the three ranges the head reads: below the
		// designs, between them and the store's caches, or above those.
		inside := (a.Hi != "" && a.Hi <= "designs/") ||
			(a.Lo >= "designs/\uffff" && a.Hi != "" && a.Hi <= "meta/~cache/") || a.Lo >= "meta/~cache/\uffff"
		switch {
		case inside && a.Early == nil:
			t.Errorf("[%q, %q): not answered from the early read", a.Lo, a.Hi)
		case !inside && a.Early != nil:
			t.Errorf("[%q, %q): answered from the early read, which does not hold it: %q", a.Lo, a.Hi, a.Early)
		case inside && !slices.Equal(a.Early, a.Read):
			t.Errorf("[%q, %q): early read %q, storage holds %q", a.Lo, a.Hi, a.Early, a.Read)
		}
		if a.Early != nil {
			answered[a.Lo+"|"+a.Hi] = len(a.Early) > 0
		}
	}
	// The ranges with records must have been compared with records.
	for _, r := range []string{"|designs/", "designs/\uffff|meta/~cache/", "z|z\uffff", "meta/|meta/~cache/"} {
		if !answered[r] {
			t.Errorf("range %q: no records compared", r)
		}
	}
	click(t, ctx, "roll") // a write: the early read is given up
	waitText(t, ctx, "h2", "Roll log (1)")
	if eval[bool](t, ctx, `self.lmEarly("", "designs/") !== null`) {
		t.Error("the early read still answers after a write")
	}
}

// TestJoinedReadLengths checks web/boot.js lmJoined, through which
// app/store takes a read of thousands of records in a few calls: the UTF-8
// length it gives each key and text is the one the page's encoder gives
// (which app/store reads the joined texts with), for characters of one to
// four bytes and lone surrogates, and a read holding anything Lancemate
// does not write gets no answer.
func TestJoinedReadLengths(t *testing.T) {
	ctx, _, _ := launch(t, "/dice")
	got := eval[[]string](t, ctx, `(() => {
		const bad = [];
		const texts = ["", "plain", "é", "Wölfin ☃", "😀 x", "\ud800", "a\udc00", "\ud800a", "z\ud83d\ude00\ud800"];
		const keys = texts.map((x, i) => "designs/" + i + x);
		const res = self.lmJoined(keys, texts, texts.map(() => 0));
		if (!res) return ["no answer for a read of strings"];
		const lens = new Int32Array(res[2].buffer);
		const enc = new TextEncoder();
		[...keys, ...texts].forEach((x, i) => {
			if (lens[i] !== enc.encode(x).length) bad.push(JSON.stringify(x) + ": " + lens[i] + " bytes, the encoder " + enc.encode(x).length);
		});
		if (res[0] !== keys.join("") || res[1] !== texts.join("")) bad.push("the joined texts differ");
		const refused = {
			"a number key": self.lmJoined(["a", 5], ["x", "y"]),
			"an object value": self.lmJoined(["a"], [{}]),
			"a text cut short": self.lmJoined(["a"], ["x"], [5000000]),
			"a text too long": self.lmJoined(["a"], ["x".repeat((4 << 20) + 1)]),
		};
		for (const [what, r] of Object.entries(refused)) if (r !== null) bad.push(what + " was answered");
		return bad;
	})()`)
	for _, g := range got {
		t.Error(g)
	}
}

// TestFirstVisitShowsProgress loads the app for the first time over a slow
// network: the wasm, compiled as it arrives from the page head (web/boot.js
// lmWasm), shows its download in go-app's loading label as it goes.
func TestFirstVisitShowsProgress(t *testing.T) {
	ctx, url := firstVisitWith(t, `
		self.lmLabels = [];
		new MutationObserver(() => {
			const l = document.getElementById("app-wasm-loader-label");
			if (l && l.innerText !== self.lmLabels[self.lmLabels.length - 1]) self.lmLabels.push(l.innerText);
		}).observe(document, {childList: true, subtree: true, characterData: true});`)
	if err := lmbrowser.Throttle(ctx, lmbrowser.Fast4G); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Navigate(url+"/dice"))
	ready(t, ctx)
	labels := eval[[]string](t, ctx, `self.lmLabels`)
	between := 0
	for _, l := range labels {
		var pct int
		if _, err := fmt.Sscanf(l, "Lancemate %d%%", &pct); err == nil && pct > 0 && pct < 100 {
			between++
		}
	}
	if between < 3 {
		t.Errorf("the loading label showed %d steps between 0 and 100%% (%q), want the download's progress", between, labels)
	}
	if !eval[bool](t, ctx, `self.lmWasm instanceof Promise`) {
		t.Error("the first visit did not compile the wasm from the page head")
	}
}

// TestFailedEarlyCompileFallsBack makes the page head's compile fail (as
// a download cut off would): go-app's app.js then downloads and compiles
// the wasm itself, and the app starts.
func TestFailedEarlyCompileFallsBack(t *testing.T) {
	ctx, url := firstVisitWith(t, `
		const compile = WebAssembly.compileStreaming;
		WebAssembly.compileStreaming = (source) => {
			WebAssembly.compileStreaming = compile;
			Promise.resolve(source).then((r) => r.body && r.body.cancel(), () => {});
			return Promise.reject(new Error("the download was cut off"));
		};`)
	do(t, ctx, chromedp.Navigate(url+"/dice"))
	ready(t, ctx)
	if !eval[bool](t, ctx, `self.lmWasm.then(() => false, () => true)`) {
		t.Error("the page head's compile did not fail: the test checks nothing")
	}
	click(t, ctx, "roll")
	waitText(t, ctx, "h2", "Roll log (1)")
}

// firstVisitWith serves the built site and starts a fresh phone profile
// whose pages run script before their own; it returns the profile and the
// site's address.
func firstVisitWith(t *testing.T, script string) (context.Context, string) {
	t.Helper()
	srv := lmbrowser.NewServer(siteDir(t))
	t.Cleanup(srv.Close)
	ctx := start(t, t.TempDir())
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script}); err != nil {
		t.Fatal(err)
	}
	return ctx, srv.URL
}
