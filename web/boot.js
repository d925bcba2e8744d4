// Lancemate's page script, loaded by every page before the wasm starts
// (the Content-Security-Policy allows no inline script and no eval).
"use strict";

// Start opening storage while the wasm downloads; app/store takes the
// promise (store.OpenIndexedDB). The name, version and object store are
// app/store's DBName, dbVersion and objectStore (TestBootScriptMatchesStore).
self.lancemateDB = new Promise((ok, fail) => {
  try {
    const r = indexedDB.open("lancemate", 1);
    r.onupgradeneeded = () => {
      const d = r.result;
      if (!d.objectStoreNames.contains("records")) d.createObjectStore("records");
    };
    r.onsuccess = () => ok(r.result);
    r.onerror = () => fail(r.error);
    r.onblocked = () => fail(new Error("another tab holds an older Lancemate open"));
  } catch (e) {
    fail(e);
  }
});

// Reading storage. A record holds at most maxRecord UTF-16 units of text
// (app/store MaxRecord, 4 MB); a longer text is damaged, and a read hands
// the page only its first headChars (HeadChars) and its length, so that
// megabytes of damaged text never reach the page (issue 35: nine records
// of 8 MB kept Settings from answering for seconds). readRanges reads
// [lo, hi) ranges ("" for no bound) in one transaction of db and answers,
// for each, [keys, values, sizes]: sizes[i] is the whole length of a text
// cut short, 0 for a value given whole.
const maxRecord = 4 << 20, headChars = 1024;
const readRanges = (db, ranges) => new Promise((ok, fail) => {
  const bound = (lo, hi) => hi ? IDBKeyRange.bound(lo, hi, false, true) : lo ? IDBKeyRange.lowerBound(lo) : undefined;
  const tx = db.transaction("records", "readonly");
  const st = tx.objectStore("records");
  const reqs = ranges.map(([lo, hi]) => [st.getAllKeys(bound(lo, hi)), st.getAll(bound(lo, hi))]);
  tx.oncomplete = () => ok(reqs.map(([k, v]) => {
    const vals = v.result;
    const sizes = vals.map((x, i) => {
      if (typeof x !== "string" || x.length <= maxRecord) return 0;
      vals[i] = x.slice(0, headChars);
      return x.length;
    });
    return [k.result, vals, sizes];
  }));
  tx.onabort = () => fail(tx.error || new Error("a read of storage was aborted"));
});

// lmJoined(keys, values, sizes) hands the page a read of only what
// Lancemate writes (string keys, string values given whole) in three
// values: [the keys joined, the values joined, the UTF-8 length of each
// key then each value as bytes of an Int32Array], null for any other read.
// app/store (records) then takes thousands of records in a few calls into
// the page's JavaScript rather than fifteen a record.
const utf8Length = (s) => {
  if (!/[^\x00-\x7f]/.test(s)) return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { n += 4; i++; }
    else n += 3; // a lone surrogate is written as U+FFFD
  }
  return n;
};
self.lmJoined = (keys, vals, sizes) => {
  const n = keys.length;
  if (vals.length !== n) return null;
  const lens = new Int32Array(2 * n);
  for (let i = 0; i < n; i++) {
    const k = keys[i], v = vals[i];
    if (typeof k !== "string" || typeof v !== "string" || v.length > maxRecord || (sizes && sizes[i])) return null;
    lens[i] = utf8Length(k);
    lens[n + i] = utf8Length(v);
  }
  return [keys.join(""), vals.join(""), new Uint8Array(lens.buffer)];
};

// The page starts the store's writer (the end of this script, run as a
// dedicated worker) at once, and reads storage through it: the worker
// takes the records from IndexedDB off the page's thread and hands the
// page what readRanges answers, so the page never holds a damaged text
// whole (app/store GetRange; Store.Whole reads one on demand). Without
// a worker, or once it fails, the page reads itself. lmWriter is the
// worker (app/store takes it over); lmRead(lo, hi) answers a read: a
// promise of [keys, values, sizes]. On a start from the service worker's
// cache, the writer also compiles the wasm (below): its name says so.
const wasmURL = "/web/app.wasm", compilingWriter = "lancemate writer, compiling /web/app.wasm";
const wasmInWriter = typeof document !== "undefined" && (!!self.lmEarlyWriter || !!WebAssembly.compileStreaming &&
  new URLSearchParams(location.search).get("wasm") !== "false" && !!(navigator.serviceWorker && navigator.serviceWorker.controller));
if (typeof document !== "undefined") {
  // The page's one inline script (build/site EarlyWriter) has started the
  // compiling writer already on a start from the service worker's cache,
  // under the same condition as wasmInWriter: in a new tab, ~100 ms before
  // this script can.
  let writer = self.lmEarlyWriter || null;
  if (!writer) try {
    if (typeof Worker === "function") writer = new Worker("/web/boot.js", {name: wasmInWriter ? compilingWriter : "lancemate writer"});
  } catch (_) { /* the page writes and reads itself */ }
  self.lmWriter = writer;
  const here = (ranges) => self.lancemateDB.then((db) => readRanges(db, ranges));
  const reads = new Map();
  let lastRead = 0;
  const read = (ranges) => {
    if (!writer) return here(ranges);
    return new Promise((ok, fail) => {
      reads.set(++lastRead, {ranges, ok, fail});
      writer.postMessage({read: lastRead, ranges});
    });
  };
  if (writer) {
    writer.addEventListener("message", (m) => {
      const job = m.data && reads.get(m.data.read);
      if (!job) return;
      reads.delete(m.data.read);
      if (!m.data.error) return job.ok(m.data.result);
      const e = new Error(m.data.error.message);
      e.name = m.data.error.name;
      job.fail(e);
    });
    // A failed writer reads nothing more: the page reads what it was
    // asked, after the writes app/store makes itself once told (its
    // handler of the same event runs after this one, if it has taken the
    // worker over yet).
    const gone = () => {
      writer = self.lmWriter = null; // app/store starts its own if it had not taken it
      setTimeout(() => {
        for (const [id, job] of reads) {
          reads.delete(id);
          here(job.ranges).then(job.ok, job.fail);
        }
      }, 0);
    };
    writer.addEventListener("error", gone);
    writer.addEventListener("messageerror", gone);
  }
  self.lmRead = (lo, hi) => read([[lo, hi]]).then((all) => all[0]);

  // Read what app/store reads at every start (loadEager: every record
  // outside its lazy namespaces and its caches; TestBootScriptMatchesStore
  // checks the ranges) at once, in one transaction, while the page is parsed and the
  // wasm compiles. Go made those reads one after another once it ran
  // (three transactions, 60-80 ms of a warm start at 4× CPU).
  // lmEarly(lo, hi) answers a read of keys from lo up to hi ("" for no
  // bound) from that snapshot: a promise of [keys, values, sizes], or null
  // when the range is not inside one of the reads. lmEarly(null) drops the
  // snapshot; the store calls it before its first write
  // (app/store/indexeddb.go earlyRange).
  const ranges = [["", "designs/"], ["designs/\uffff", "meta/~cache/"], ["meta/~cache/\uffff", ""]];
  let early = read(ranges);
  early.catch(() => {});
  self.lmEarly = (lo, hi) => {
    const i = lo === null || !early ? -1 : ranges.findIndex(([elo, ehi]) => lo >= elo && (ehi === "" || (hi !== "" && hi <= ehi)));
    if (lo === null) early = null;
    if (i < 0) return null;
    return early.then((all) => {
      const [keys, vals, sizes] = all[i];
      const ks = [], vs = [], ss = [];
      for (let j = 0; j < keys.length; j++) {
        if (indexedDB.cmp(keys[j], lo) >= 0 && (hi === "" || indexedDB.cmp(keys[j], hi) < 0)) {
          ks.push(keys[j]);
          vs.push(vals[j]);
          ss.push(sizes[j]);
        }
      }
      return [ks, vs, ss];
    });
  };
}

// The wasm starts compiling at once, while the page is parsed (go-app's
// app.js, deferred to the end of the parse, used to start it), and app.js
// takes the module (lmWasm; build/site patchAppJS), or downloads the wasm
// itself when this failed. The performance mark "lancemate:compiled" says
// where the module came from (its detail: "writer" or "page").
// - A page the service worker serves (a warm start) has the store's writer
//   (the dedicated worker above) read the wasm from the worker's cache and
//   compile it as soon as it starts (the page names it so: a message
//   would reach it only once the page's thread got round to handing it
//   over, 150 ms later in a trace at 4× CPU), and takes the module it
//   posts back ({compiled: module}, null when it could not): a module
//   posted to the page shares its compiled code, and the 13 MB no longer
//   stream through the page's thread (in a new tab at 4× CPU, the page's
//   thread spent 95 ms taking the bytes and 130 ms in the compile's own
//   work). Should the writer fail, refuse or stay silent for 10 s, the
//   page compiles itself. Reading the wasm through the service worker
//   instead took twice as long (218-264 ms against 96-137 ms at 4× CPU).
//   The head's preload of the wasm, there for a first visit, is taken and
//   cancelled, so the service worker does not read it a second time. The
//   writer then runs Go's start up to main, so the start's functions are
//   compiled off the page's thread (the mark "lancemate:started" has its
//   exit code: 0).
// - A first visit takes the head's preload, and counts its bytes for
//   go-app's loading label: the compile then ends 130-140 ms after the
//   last byte instead of 175 (make bench, cold).
// The page asks for no wasm with ?wasm=false, as app.js does.
if (typeof document !== "undefined" && WebAssembly.compileStreaming && new URLSearchParams(location.search).get("wasm") !== "false") {
  const compiled = (by) => (m) => {
    performance.mark("lancemate:compiled", {detail: by});
    return m;
  };
  const here = (source) => WebAssembly.compileStreaming(source).then(compiled("page"));
  if (wasmInWriter) {
    fetch(wasmURL).then((r) => r.body && r.body.cancel(), () => {});
    const fromCache = () => here(self.caches ? caches.match(wasmURL).then((r) => r || fetch(wasmURL), () => fetch(wasmURL)) : fetch(wasmURL));
    const writer = self.lmWriter;
    self.lmWasm = !writer ? fromCache() : new Promise((ok, fail) => {
      const quit = setTimeout(() => fail(new Error("the writer did not answer")), 10000);
      const got = (m) => {
        if (!m.data || m.data.compiled === undefined) return;
        clearTimeout(quit);
        writer.removeEventListener("message", got);
        if (m.data.compiled instanceof WebAssembly.Module) ok(m.data.compiled);
        else fail(new Error("the writer could not compile the wasm"));
      };
      writer.addEventListener("message", got);
      writer.addEventListener("message", (m) => {
        if (m.data && m.data.started !== undefined) performance.mark("lancemate:started", {detail: m.data.started});
      });
      writer.addEventListener("error", () => fail(new Error("the writer failed")));
      writer.addEventListener("messageerror", () => fail(new Error("the writer's module did not arrive")));
    }).then(compiled("writer"), fromCache);
  } else {
    self.lmWasm = here(fetch(wasmURL).then(counted));
  }
  self.lmWasm.catch(() => {});
}

// counted passes a download through, showing how much has come in go-app's
// loading label (app.js's goappLoadingLabel, of goappWasmContentLength
// bytes: app.js may not have run yet, so both are looked up as it goes).
function counted(r) {
  if (!r.ok || !r.body || typeof TransformStream === "undefined") return r;
  let got = 0, shown = -1;
  const show = () => {
    const label = document.getElementById("app-wasm-loader-label");
    const total = typeof goappWasmContentLength === "undefined" ? 0 : parseInt(goappWasmContentLength, 10);
    if (!label || !(total > 0) || typeof goappLoadingLabel === "undefined") return;
    const pct = Math.min(100, Math.round(got * 100 / total));
    if (pct !== shown) label.innerText = goappLoadingLabel.replace("{progress}", shown = pct);
  };
  const body = r.body.pipeThrough(new TransformStream({
    transform(chunk, c) {
      got += chunk.byteLength;
      show();
      c.enqueue(chunk);
    },
  }));
  return new Response(body, {status: r.status, statusText: r.statusText, headers: r.headers});
}

// go-app's router sets window.onclick to a Go function that, on every
// click, walks from the element clicked up to <body> looking for a link
// to follow in the app: a few dozen calls into Go per tap, a millisecond
// of a game tap at 4× CPU (make bench, game). Only a click inside a link
// needs it, so the function set is kept here and called for those alone.
if (typeof document !== "undefined") {
  let routed = null;
  Object.defineProperty(self, "onclick", {
    configurable: true,
    get: () => routed,
    set: (f) => { routed = typeof f === "function" ? f : null; },
  });
  self.addEventListener("click", (e) => {
    if (routed && e.target instanceof Element && e.target.closest("a")) routed.call(self, e);
  });
}

// The feedback region (kit.Say) shows one message at a time: the next tap
// clears it, before the tap is served (a tap with something to say says it
// after), and so does time (lmSaid(ms), called by Say with the message's).
if (typeof document !== "undefined") {
  let timer = 0;
  const clear = () => {
    clearTimeout(timer);
    const e = document.getElementById("feedback");
    if (e && e.textContent) { e.className = "feedback"; e.textContent = ""; }
  };
  self.lmSaid = (ms) => { clearTimeout(timer); if (ms > 0) timer = setTimeout(clear, ms); };
  document.addEventListener("click", clear, true);
}

// After a tap or a key, once the page is idle, the wasm may collect its
// garbage (lmIdle, app/kit gc.go), so that a collection due soon runs
// between taps instead of inside one (make bench, game). A tap only sets
// a flag: a timer looks at it twice a second and asks for the idle time.
// lmWorked() sets it too: a live table's change from another phone
// (app/session rtc_js.go), which a guest watching the table gets with no
// tap of its own.
if (typeof document !== "undefined") {
  let tapped = false, queued = false;
  self.lmWorked = () => { tapped = true; };
  const idle = () => {
    queued = false;
    if (self.lmIdle) self.lmIdle();
  };
  for (const ev of ["click", "input", "keydown"]) document.addEventListener(ev, () => { tapped = true; }, true);
  setInterval(() => {
    if (!tapped || queued) return;
    tapped = false;
    queued = true;
    if (self.requestIdleCallback) requestIdleCallback(idle, {timeout: 2000});
    else idle();
  }, 500);
}

// lmAfterFrame(f) calls f just after the next frame is painted: a
// requestAnimationFrame callback runs before the paint, the timeout it
// sets after it.
self.lmAfterFrame = (f) => requestAnimationFrame(() => setTimeout(f, 0));

// lmAfterPaint(f, late) calls f once: just after the next frame is
// painted, or after late ms when no frame comes, or, on a hidden page
// (which paints none), as soon as the current task ends. One call from Go
// where the three would cost a tap a call each (app/store AfterPaint).
self.lmAfterPaint = (f, late) => {
  if (document.hidden) {
    queueMicrotask(f);
    return;
  }
  let called = false;
  const once = () => {
    if (!called) {
      called = true;
      f();
    }
  };
  setTimeout(once, late);
  self.lmAfterFrame(once);
};

// lmReadFiles(files, exts, max, cb) reads the files whose names end in
// one of exts (lower case, space-separated), 32 at a time, each as a
// stream stopped past max bytes (its size would be a look-up the page
// waits for), and hands each batch to cb(meta, bytes, skipped, last, next):
// for each file its name, "" or why it was not read ("\x01": over max;
// "\x02" and the browser's message; "\x03" and lmZip's, in the player's
// words) and
// its length, each ended by "\0"; bytes, the files' bytes one after the
// other. cb answers whether to go on now; when it does not, it may call
// next() later to go on (Go's importer, once it has taken what was read).
// One call into Go a batch, where a file took three (issue 35). With
// ".zip" in exts, a zip archive is read as the files it holds (lmZip),
// each named after the archive and its path in it.
self.lmReadFiles = (files, exts, max, cb) => {
  const want = exts.split(" ").filter((e) => e !== ".zip"), zips = exts.split(" ").includes(".zip");
  const inner = []; // the files of the archive being read: [name, read]
  let i = 0, skipped = 0;
  const more = () => i < files.length || inner.length > 0;
  const batch = async () => {
    const todo = [];
    while (todo.length < 32 && more()) {
      if (inner.length) {
        todo.push(inner.shift());
        continue;
      }
      const f = files[i++], name = f.webkitRelativePath || f.name, low = name.toLowerCase();
      if (zips && low.endsWith(".zip")) {
        try {
          const got = await lmZip(f, want, max);
          skipped += got.skipped;
          inner.push(...got.files.map(([path, read]) => [name + "/" + path, read]));
        } catch (e) {
          todo.push([name, () => Promise.reject(e)]);
        }
      } else if (want.some((e) => low.endsWith(e))) todo.push([name, () => readStream(f.stream(), max)]);
      else skipped++;
    }
    const got = await Promise.all(todo.map(([, read]) => read().catch((e) => [[], 0, (e && e.said ? "\x03" : "\x02") + ((e && e.message) || e)])));
    const bytes = new Uint8Array(got.reduce((t, g) => t + g[1], 0));
    let at = 0, meta = "";
    got.forEach(([parts, n, err], k) => {
      for (const p of parts) {
        bytes.set(p, at);
        at += p.length;
      }
      meta += todo[k][0] + "\0" + err + "\0" + n + "\0";
    });
    if (cb(meta, bytes, skipped, !more(), next) && more()) batch();
  };
  const next = () => { if (more()) batch(); };
  batch();
};

// readStream reads a stream into [parts, length, ""], or stops past max
// bytes: [[], 0, "\x01"].
const readStream = async (stream, max) => {
  const r = stream.getReader(), parts = [];
  let n = 0;
  for (;;) {
    const {done, value} = await r.read();
    if (done) return [parts, n, ""];
    if ((n += value.length) > max) {
      r.cancel();
      return [[], 0, "\x01"];
    }
    parts.push(value);
  }
};

// lmZip(file, want, max) reads a zip archive's directory (APPNOTE 4.3.12,
// 4.3.16): {files: [[path, read]...] for its files whose names end in one
// of want, skipped: how many others}. read() unpacks one file with the
// browser's own inflater (DecompressionStream) as a stream stopped past
// max bytes, so a zip bomb costs no more than max. A phone's file picker
// cannot select thousands of files, and picking them held the page for
// seconds (make soak): an archive is one file. ZIP64, encrypted and other
// compressions are refused with the reason.
const lmZip = async (file, want, max) => {
  const Error = function (m) { return Object.assign(new self.Error(m), {said: true}); }; // a reason in the player's words
  const u16 = (d, o) => d.getUint16(o, true), u32 = (d, o) => d.getUint32(o, true);
  const bytes = async (from, to) => new DataView(await file.slice(from, to).arrayBuffer());
  const tail = Math.min(file.size, 22 + 65535);
  const end = await bytes(file.size - tail, file.size);
  let e = tail - 22;
  while (e >= 0 && u32(end, e) !== 0x06054b50) e--;
  if (e < 0) throw new Error("it is not a zip archive");
  const count = u16(end, e + 10), size = u32(end, e + 12), at = u32(end, e + 16);
  if (count === 0xffff || at === 0xffffffff) throw new Error("it is a ZIP64 archive, which Lancemate does not read: zip fewer files together");
  if (at + size > file.size - tail + e) throw new Error("the archive is damaged (its directory runs past its end)");
  const dir = await bytes(at, at + size), names = new TextDecoder();
  // The files are read through a window of 1 MB of the archive, one read
  // of the file for dozens of unit files: a read of each took a third
  // longer for the whole corpus (make soak).
  let win = null;
  const span = async (from, to) => {
    if (!win || from < win.from || to > win.to) {
      const w = {from, to: Math.min(file.size, from + Math.max(1 << 20, to - from))};
      w.data = file.slice(w.from, w.to).arrayBuffer().then((b) => new Uint8Array(b));
      win = w;
    }
    const w = win, d = await w.data;
    if (to > w.to) throw new Error("the archive is damaged (a file runs past its end)");
    return d.subarray(from - w.from, to - w.from);
  };
  const files = [];
  let skipped = 0;
  for (let o = 0, k = 0; k < count; k++) {
    if (o + 46 > size || u32(dir, o) !== 0x02014b50) throw new Error("the archive is damaged (its directory)");
    const flags = u16(dir, o + 8), method = u16(dir, o + 10), packed = u32(dir, o + 20), local = u32(dir, o + 42);
    const n = u16(dir, o + 28), path = names.decode(new Uint8Array(dir.buffer, o + 46, Math.min(n, size - o - 46)));
    o += 46 + n + u16(dir, o + 30) + u16(dir, o + 32);
    if (path.endsWith("/")) continue; // a folder
    if (!want.some((x) => path.toLowerCase().endsWith(x))) {
      skipped++;
      continue;
    }
    files.push([path, async () => {
      if (flags & 1) throw new Error("it is encrypted in the archive");
      if (method !== 0 && method !== 8) throw new Error("it is compressed in a way Lancemate does not read (method " + method + ")");
      if (method === 8 && typeof DecompressionStream !== "function") throw new Error("this browser cannot unpack zip archives: unzip them first");
      if (packed > max + 1024) return [[], 0, "\x01"]; // packed into more than max, it unpacks into more (deflate adds 5 bytes a 64 KB at worst)
      const head = await span(local, local + 30), h = new DataView(head.buffer, head.byteOffset, head.byteLength);
      if (h.byteLength < 30 || u32(h, 0) !== 0x04034b50) throw new Error("the archive is damaged here");
      const from = local + 30 + u16(h, 26) + u16(h, 28);
      const s = new Blob([await span(from, from + packed)]).stream();
      return readStream(method === 8 ? s.pipeThrough(new DecompressionStream("deflate-raw")) : s, max);
    }]);
  }
  return {files, skipped};
};

// lmMorph(el, html) makes el's content the given HTML by changing the
// page's elements in place: an element that stays (same tag and id, or
// same tag at the same place) keeps its identity, its focus, a value
// being typed and a tap in progress; only what differs is touched.
self.lmMorph = (el, html) => {
  const t = document.createElement("template");
  t.innerHTML = html;
  morphChildren(el, t.content);
};

// lmPatch(ops, html) makes a kit.Patch's changes in one call. ops holds
// one op after another, each ended by \x1e: a letter then an element id.
// r morphs the element into the next element of html, a appends it to the
// element, x removes the element, e empties it; d edits the element's
// nodes (kit.Patch.Change), its fields (each begun by \x1f) four per
// change: the node's path, what changes, the old value and the new. html
// is parsed only when an op needs it. It answers with the ids of the
// elements it could not edit, joined by \x1f: a node that no longer held
// the old value, so the kit replaces the element instead.
self.lmPatch = (ops, html) => {
  let s = null;
  const failed = [];
  for (const o of ops.split("\x1e")) {
    if (!o) continue;
    const k = o[0];
    if (k == "d") {
      const f = o.split("\x1f"), e = document.getElementById(f[0].slice(1));
      if (e && !edit(e, f)) failed.push(f[0].slice(1));
      continue;
    }
    const e = document.getElementById(o.slice(1));
    let n = null;
    if (k == "r" || k == "a") {
      if (!s) {
        const t = document.createElement("template");
        t.innerHTML = html;
        s = t.content;
      }
      n = s.firstElementChild;
      n.remove();
    }
    if (!e) continue;
    if (k == "r") morphNode(e, n);
    else if (k == "a") e.append(n);
    else if (k == "x") e.remove();
    else e.replaceChildren();
  }
  return failed.join("\x1f");
};

// edit makes the changes of a d op (fields f) under the element e, all of
// them or, when a node is not as the old value says, none: false then.
function edit(e, f) {
  const todo = [];
  for (let i = 1; i + 3 < f.length; i += 4) {
    let n = e;
    if (f[i]) {
      for (const c of f[i].split(".")) {
        n = n.childNodes[+c];
        if (!n) return false;
      }
    }
    const w = f[i + 1], old = f[i + 2];
    if (w == "#") {
      if (n.nodeType !== 3 || n.nodeValue !== old) return false;
    } else {
      if (n.nodeType !== 1) return false;
      const at = n.getAttribute(w.slice(1));
      if (w[0] == "+" ? at !== null : at !== old) return false;
    }
    todo.push(n, w, f[i + 3]);
  }
  for (let i = 0; i < todo.length; i += 3) {
    const n = todo[i], w = todo[i + 1], v = todo[i + 2];
    if (w == "#") n.nodeValue = v;
    else if (w[0] == "-") n.removeAttribute(w.slice(1));
    else n.setAttribute(w.slice(1), v);
  }
  return true;
}

// same reports whether the page's node a can become node b in place.
function same(a, b) {
  if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) return false;
  return a.nodeType !== 1 || a.id === b.id;
}

// morphChildren makes a's children those of b (b's nodes are moved in
// where a has nothing to keep).
function morphChildren(a, b) {
  let x = a.firstChild, y = b.firstChild;
  while (y) {
    const next = y.nextSibling;
    if (!x) {
      a.appendChild(y);
    } else if (same(x, y)) {
      morphNode(x, y);
      x = x.nextSibling;
    } else {
      const kept = y.nodeType === 1 && y.id ? document.getElementById(y.id) : null;
      if (kept && kept.parentNode === a && same(kept, y)) {
        a.insertBefore(kept, x);
        morphNode(kept, y);
      } else if (x.nextSibling && same(x.nextSibling, y) && !(x.nodeType === 1 && x.id && hasID(b, x.id))) {
        const gone = x;
        x = x.nextSibling;
        gone.remove();
        morphNode(x, y);
        x = x.nextSibling;
      } else {
        a.insertBefore(y, x);
      }
    }
    y = next;
  }
  while (x) {
    const next = x.nextSibling;
    x.remove();
    x = next;
  }
}

// hasID reports whether the fragment or element b holds an element with
// the id.
function hasID(b, id) {
  return b.querySelector("#" + CSS.escape(id)) !== null;
}

// morphNode makes the page's node a like node b, keeping a.
function morphNode(a, b) {
  if (a.nodeType !== 1) {
    if (a.nodeValue !== b.nodeValue) a.nodeValue = b.nodeValue;
    return;
  }
  const tag = a.nodeName;
  // A disclosure the player opened or closed stays so ("Why?", notes).
  const keep = (name) => tag === "DETAILS" && name === "open";
  for (const at of Array.from(a.attributes)) {
    if (!b.hasAttribute(at.name) && !keep(at.name)) a.removeAttribute(at.name);
  }
  for (const at of Array.from(b.attributes)) {
    if (a.getAttribute(at.name) !== at.value && !keep(at.name)) a.setAttribute(at.name, at.value);
  }
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") {
    if (tag !== "INPUT" || (a.type !== "file")) {
      morphChildren(a, b);
      if (a !== document.activeElement) {
        if (tag === "INPUT" && (a.type === "checkbox" || a.type === "radio")) a.checked = b.hasAttribute("checked");
        else if (tag === "SELECT") {
          const o = b.querySelector("option[selected]");
          a.value = o ? o.value : (a.options[0] ? a.options[0].value : "");
        } else a.value = tag === "TEXTAREA" ? b.textContent : (b.getAttribute("value") || "");
      }
    }
    return;
  }
  morphChildren(a, b);
}

// lmPanic(what, stack) shows that a page failed (a Go panic the app
// recovered from: build/site runSafely, kit.Guard) in a card over the page:
// what failed, that saved data is safe, and the ways out — Export
// everything (self.lmExport, set by the app) and Open Settings (a fresh
// start of the app on the Settings page). The rest of the app goes on.
self.lmPanic = (what, stack) => {
  console.error("Lancemate: " + what + "\n" + (stack || ""));
  let card = document.getElementById("lm-crash");
  if (!card) {
    card = document.createElement("section");
    card.id = "lm-crash";
    card.className = "crash";
    card.setAttribute("role", "alertdialog");
    card.setAttribute("aria-labelledby", "lm-crash-h");
    const h = document.createElement("h2");
    h.id = "lm-crash-h";
    h.textContent = "Something went wrong on this page";
    const p = document.createElement("p");
    p.textContent = "Your saved data is safe: nothing was changed or deleted. The other pages still work.";
    const detail = document.createElement("p");
    detail.id = "lm-crash-what";
    detail.className = "small";
    const row = document.createElement("div");
    row.className = "row";
    const button = (id, label, f) => {
      const b = document.createElement("button");
      b.id = id;
      b.className = "btn";
      b.textContent = label;
      b.addEventListener("click", f);
      row.append(b);
      return b;
    };
    button("lm-crash-export", "Export everything", () => self.lmExport && self.lmExport()).classList.add("primary");
    button("lm-crash-settings", "Open Settings", () => location.assign("/settings"));
    button("lm-crash-close", "Close", () => card.remove());
    card.append(h, p, detail, row);
    document.querySelector(".shell")?.append(card);
  }
  document.getElementById("lm-crash-what").textContent = "What failed: " + what;
};

// lmAnnounceWasm(version) tells a first-time installing service worker
// that this page has app.wasm, so the worker takes it from the HTTP cache
// instead of downloading it a second time (app/worker.js). The worker may
// not be registered yet when the wasm starts (app.js registers it without
// waiting): the page looks again every 250 ms for half a minute, and tells
// a worker that starts installing later too.
self.lmAnnounceWasm = (version) => {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const msg = { type: "lancemate:wasm-loaded", version };
  const post = (reg) => {
    for (const w of [reg.installing, reg.waiting, reg.active]) if (w) w.postMessage(msg);
  };
  let tries = 0;
  const look = () => sw.getRegistration().then((reg) => {
    if (reg) {
      post(reg);
      reg.addEventListener("updatefound", () => post(reg));
    } else if (++tries < 120) {
      setTimeout(look, 250);
    }
  });
  look();
};

// lmSheet(id) moves the focus to the heading of the bottom sheet with that
// id (kit.Sheet), remembering the control that had it; lmSheet("") gives
// the focus back to that control once the sheet is gone.
let sheetOpener = null;
self.lmSheet = (id) => {
  if (!id) {
    const o = sheetOpener;
    sheetOpener = null;
    if (o && o.isConnected) o.focus({preventScroll: true});
    return;
  }
  const h = document.getElementById(id + "-h");
  if (!h) return;
  const a = document.activeElement;
  if (!sheetOpener && a && a !== document.body && !a.closest(".bsheet")) sheetOpener = a;
  h.focus({preventScroll: true});
};

// In an open bottom sheet Escape taps its close button, and Tab and
// Shift-Tab go round its controls without leaving it.
if (typeof document !== "undefined") document.addEventListener("keydown", (e) => {
  const all = document.querySelectorAll(".bsheet");
  const s = all[all.length - 1];
  if (!s) return;
  if (e.key === "Escape") {
    const x = s.querySelector(".bsheet-x");
    if (x) {
      e.preventDefault();
      x.click();
    }
    return;
  }
  if (e.key !== "Tab") return;
  const f = [...s.querySelectorAll("button:not([disabled]), a[href], input, select, textarea, summary")]
    .filter((el) => el.offsetParent !== null);
  if (!f.length) return;
  const first = f[0], last = f[f.length - 1], at = document.activeElement;
  if (e.shiftKey && (at === first || !s.contains(at) || at === s.querySelector("h2"))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (at === last || !s.contains(at))) {
    e.preventDefault();
    first.focus();
  }
});

// In a dedicated worker (app/store starts one on this script), this script
// is the store's writer. The page hands it each change the moment the
// change is made — postMessage({seq, ops: [key, text (null to delete, an
// array for an edit: below), …]}) — and it writes what it was handed in
// one read-write transaction of relaxed durability (committed once the
// data is with the operating system) a frame later (settle), then
// answers {seqs, error}; {read: id, ranges} reads storage for the page
// (lmRead, readRanges) after writing what it holds, and answers {read: id,
// result} or {read: id, error}; {flush: true}, sent when the page is being
// hidden or left, writes at once; {keep: [key, text]} (Store.Prime) holds
// a record as it is stored, unwritten, for the edits to come. A writer
// named compilingWriter first compiles the page's wasm (above) and posts
// {compiled: module}, then runs Go's start (below) and posts {started:
// exit code}. The frame's wait lets the page draw the
// change first without the write competing for the processor; as this thread
// keeps the time, nothing the page does next — drawing, collecting
// garbage, an import — can delay the write further. IndexedDB runs read-write transactions on one object store in
// the order they were made, so the changes land in the order the page
// made them.
if (typeof WorkerGlobalScope !== "undefined" && self instanceof WorkerGlobalScope) {
  const settle = 16; // ms: a frame
  const answer = (jobs, e) => postMessage({
    seqs: jobs.map((j) => j.seq),
    error: e ? {name: String(e.name || "Error"), message: String(e.message || e)} : null,
  });
  let db = null, failed = null, timer = 0;
  const queue = [];
  const write = () => {
    timer = 0;
    const jobs = queue.splice(0);
    if (failed) return answer(jobs, failed);
    let tx = null;
    try {
      tx = db.transaction("records", "readwrite", {durability: "relaxed"});
      const st = tx.objectStore("records");
      for (const job of jobs) {
        for (let i = 0; i < job.ops.length; i += 2) {
          if (job.ops[i + 1] === null) st.delete(job.ops[i]);
          else st.put(job.ops[i + 1], job.ops[i]);
        }
      }
      if (tx.commit) tx.commit();
    } catch (e) {
      // Nothing of a transaction that failed half-way may be stored.
      try { if (tx) tx.abort(); } catch (_) { /* already over */ }
      answer(jobs, e);
      return;
    }
    tx.oncomplete = () => answer(jobs, null);
    tx.onabort = () => answer(jobs, tx.error || new Error("the browser abandoned the write"));
  };
  const due = () => {
    if (!timer && queue.length > 0 && (db || failed)) timer = setTimeout(write, settle);
  };
  self.lancemateDB.then((d) => { db = d; due(); }, (e) => { failed = e; due(); });
  // The records the page hands as edits (app/store edit.go), as last
  // handed: an op's text is [0, text, ""] to keep it, [units, tail, check]
  // for the first units of the text kept, then tail, once the text just
  // before the cut is found to be check. An edit that does not fit what
  // is kept throws: the page is told (onerror), stops handing over and
  // writes itself whatever was not answered.
  const kept = new Map();
  if (self.name === compilingWriter) { // the page's wasm, from the service worker's cache
    WebAssembly.compileStreaming(Promise.resolve().then(() => caches.match(wasmURL)).then((r) => r || fetch(wasmURL)))
      .then((mod) => {
        postMessage({compiled: mod});
        // Then Go's start runs here too, up to main, which returns at
        // once without a document (app/main.go): V8 compiles each
        // function the first time it runs, and the page's instance of the
        // module shares that code, so the runtime's start and the package
        // inits are compiled here while the page lays itself out.
        // {started: exit code} says it ended.
        importScripts("/wasm_exec.js");
        const go = new Go();
        go.exit = (code) => postMessage({started: code});
        return WebAssembly.instantiate(mod, go.importObject).then((inst) => go.run(inst));
      }, () => postMessage({compiled: null}))
      .catch(() => postMessage({started: -1}));
  }
  self.onmessage = (m) => {
    if (m.data.read) { // lmRead: after every write handed over before it
      const id = m.data.read;
      self.lancemateDB.then((d) => {
        if (timer) {
          clearTimeout(timer);
          write();
        }
        return readRanges(d, m.data.ranges);
      }).then((result) => postMessage({read: id, result}),
        (e) => postMessage({read: id, error: {name: String(e.name || "Error"), message: String(e.message || e)}}));
      return;
    }
    if (m.data.keep) { // a record as stored, to hold for the edits to come
      kept.set(m.data.keep[0], m.data.keep[1]);
      return;
    }
    if (m.data.flush) { // the page is being hidden: write now
      if (timer) {
        clearTimeout(timer);
        write();
      }
      return;
    }
    const ops = m.data.ops;
    for (let i = 0; i < ops.length; i += 2) {
      const key = ops[i], v = ops[i + 1];
      if (!Array.isArray(v)) {
        kept.delete(key);
        continue;
      }
      const [units, tail, check] = v;
      let text = tail;
      if (units > 0) {
        const prev = kept.get(key);
        if (prev === undefined || units > prev.length || prev.slice(units - check.length, units) !== check) {
          throw new Error("the edit of " + key + " does not fit the text the writer holds");
        }
        text = prev.slice(0, units) + tail;
      }
      kept.set(key, text);
      ops[i + 1] = text;
    }
    queue.push(m.data);
    due();
  };
}
