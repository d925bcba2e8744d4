//go:build js && wasm

package store

import (
	"encoding/binary"
	"fmt"
	"sort"
	"sync"
	"syscall/js"
	"time"
)

// IndexedDB is the browser Backend: one object store of text records in an
// IndexedDB database. GetRange waits for the browser, so it must not be
// called from inside a JavaScript callback; Start never waits.
type IndexedDB struct {
	db js.Value
	// txOptions asks for relaxed durability: a transaction counts as
	// committed once the browser has handed its data to the operating
	// system, which survives the browser being killed (not a power cut)
	// and commits sooner than a flush to the disk would.
	txOptions js.Value
	// canCommit is set when transactions have commit(), which starts the
	// commit at once instead of when the current task ends.
	canCommit bool

	mu     sync.Mutex
	seq    int                 // numbers transactions (lmSeq on each)
	done   map[int]func(error) // outcome callbacks by lmSeq
	onDone js.Func             // oncomplete and onabort of every transaction

	// writer is the worker that writes (web/boot.js in a dedicated
	// worker, see handOff), undefined when the page writes itself.
	writer   js.Value
	sent     map[int][]Change // batches handed to the writer, by seq, until answered
	onAnswer js.Func          // the writer's answers
	onFail   js.Func          // the writer failed: the page writes instead
	// handMu keeps hand-offs in order: an edit is made against held, which
	// the writer must have reached.
	handMu sync.Mutex
	// held is, by key, what the writer holds of each record handed to it
	// more than once (edit.go); seen, the keys handed to it once.
	held map[string]kept
	seen map[string]bool

	// early is web/boot.js's lmEarly: the records the page head read
	// before Go ran, which answer the store's first reads; undefined once
	// the first write has been made (or without it).
	early js.Value

	due    []func() // the AfterPaint work waiting, in the order asked
	runDue js.Func  // runs due: after the paint, when hidden, at the latest
	onHide js.Func  // the page is being hidden: runs due and has the writer write at once
}

// OpenIndexedDB opens (creating if needed) Lancemate's database. The page
// head has usually started opening it (web/boot.js, loaded as a static
// script so the Content-Security-Policy needs no eval); otherwise it is
// opened here, from Go, with the same upgrade.
func OpenIndexedDB() (*IndexedDB, error) {
	var idb, early js.Value
	if err := jsCatch("looking for IndexedDB", func() {
		idb, early = js.Global().Get("indexedDB"), js.Global().Get("lancemateDB")
	}); err != nil {
		return nil, err
	}
	if idb.IsUndefined() || idb.IsNull() {
		return nil, fmt.Errorf("this browser offers no IndexedDB storage (private mode?)")
	}
	var db js.Value
	var err error
	if kindOf(early) == "Promise" {
		db, err = awaitPromise(early)
	} else {
		db, err = openDB(idb)
	}
	if err != nil {
		return nil, fmt.Errorf("opening IndexedDB %q: %w", DBName, err)
	}
	d := &IndexedDB{db: db, done: map[int]func(error){}}
	if err := jsCatch("preparing writes", func() {
		if f := js.Global().Get("lmEarly"); kindOf(f) == "Function" {
			d.early = f
		}
		d.txOptions = js.Global().Get("JSON").Call("parse", `{"durability":"relaxed"}`)
		d.canCommit = kindOf(js.Global().Get("IDBTransaction").Get("prototype").Get("commit")) == "Function"
	}); err != nil {
		return nil, err
	}
	d.onDone = js.FuncOf(d.finished)
	d.runDue = js.FuncOf(func(js.Value, []js.Value) any {
		d.run()
		return nil
	})
	// A page being hidden may be killed next (or reloaded, which ends the
	// writer too): write what waits at once, have the writer write what
	// it was handed without waiting out its frame ({flush: true},
	// web/boot.js), and write that from the page as well (writeSent).
	d.onHide = js.FuncOf(func(js.Value, []js.Value) any {
		d.run()
		d.mu.Lock()
		writer, pending := d.writer, len(d.sent) > 0
		d.mu.Unlock()
		if pending && !writer.IsUndefined() {
			_ = jsCatch("", func() { writer.Call("postMessage", map[string]any{"flush": true}) })
			d.writeSent()
		}
		return nil
	})
	_ = jsCatch("", func() {
		js.Global().Call("addEventListener", "pagehide", d.onHide)
		js.Global().Get("document").Call("addEventListener", "visibilitychange", d.onHide)
	})
	d.startWriter()
	return d, nil
}

// writerScript is the page script that, run in a dedicated worker, is
// the store's writer (its end, under WorkerGlobalScope): the script every
// page loads, so the service worker has it wherever the page works.
const writerScript = "/web/boot.js"

// startWriter starts the writer worker. Without one (no Worker, or the
// script fails), the page writes itself, after the paint.
func (d *IndexedDB) startWriter() {
	d.sent = map[int][]Change{}
	d.held, d.seen = map[string]kept{}, map[string]bool{}
	d.onAnswer = js.FuncOf(d.answered)
	d.onFail = js.FuncOf(func(js.Value, []js.Value) any {
		d.writerFailed()
		return nil
	})
	_ = jsCatch("", func() {
		w := js.Global().Get("Worker")
		if kindOf(w) != "Function" {
			return
		}
		// The page head started it (web/boot.js lmWriter), or it starts
		// now (no page head script, or its worker failed already).
		if d.writer = js.Global().Get("lmWriter"); kindOf(d.writer) != "Worker" {
			d.writer = w.New(writerScript)
		}
		d.writer.Set("onmessage", d.onAnswer)
		d.writer.Set("onerror", d.onFail)
		d.writer.Set("onmessageerror", d.onFail)
	})
}

// HandsOff implements the store's handoff: with the writer running, Start
// costs a tap little more than copying the batch to it, and no work on the
// page can delay the transaction (the writer starts it a frame later by
// its own clock).
func (d *IndexedDB) HandsOff() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return !d.writer.IsUndefined()
}

// answered is the writer's answer: {seqs, error}.
func (d *IndexedDB) answered(this js.Value, args []js.Value) any {
	var seqs []int
	var err error
	if e := jsCatch("reading a write's outcome", func() {
		data := args[0].Get("data")
		list := data.Get("seqs")
		if list.IsUndefined() { // a read's answer (web/boot.js lmRead), or the writer's word on the wasm
			return
		}
		for i := range list.Length() {
			seqs = append(seqs, list.Index(i).Int())
		}
		if e := data.Get("error"); !e.IsNull() && !e.IsUndefined() {
			err = storageError(jsText(e.Get("name")), jsText(e.Get("message")))
		}
	}); e != nil {
		return nil
	}
	var dones []func(error)
	d.mu.Lock()
	for _, seq := range seqs {
		if done, ok := d.done[seq]; ok {
			dones = append(dones, done)
			delete(d.done, seq)
			delete(d.sent, seq)
		}
	}
	d.mu.Unlock()
	for _, done := range dones {
		done(err)
	}
	return nil
}

// writeSent writes from the page, in one transaction, every batch handed
// to the writer and not yet answered, in the order they were handed: the
// writer writes the same, and whichever transaction is made last holds
// the newest texts. Nothing waits for it: the batches are answered by the
// writer as before.
func (d *IndexedDB) writeSent() {
	d.mu.Lock()
	seqs := make([]int, 0, len(d.sent))
	for seq := range d.sent {
		seqs = append(seqs, seq)
	}
	sort.Ints(seqs)
	batches := make([][]Change, len(seqs))
	for i, seq := range seqs {
		batches[i] = d.sent[seq]
	}
	d.mu.Unlock()
	_, _ = d.writeTx(batches...) // the writer answers for them
}

// writeTx starts one read-write transaction holding the batches' changes
// in order, its commit asked for. Nothing of a transaction that failed
// half-way may be stored: it is aborted. Its events come in a later task.
func (d *IndexedDB) writeTx(batches ...[]Change) (js.Value, error) {
	var tx js.Value
	err := jsCatch("writing", func() {
		tx = d.db.Call("transaction", objectStore, "readwrite", d.txOptions)
		st := tx.Call("objectStore", objectStore)
		for _, batch := range batches {
			for _, c := range batch {
				if c.Delete {
					st.Call("delete", c.Key)
				} else {
					st.Call("put", c.Value, c.Key)
				}
			}
		}
		if d.canCommit {
			tx.Call("commit")
		}
	})
	if err != nil {
		_ = jsCatch("", func() {
			if !tx.IsUndefined() {
				tx.Call("abort")
			}
		})
	}
	return tx, err
}

// writerFailed stops using the writer and writes from the page what it
// has not answered yet, in the order it was handed over (writing a batch
// the writer did store again stores the same).
func (d *IndexedDB) writerFailed() {
	d.handMu.Lock() // after any hand-off under way
	defer d.handMu.Unlock()
	d.mu.Lock()
	if d.writer.IsUndefined() {
		d.mu.Unlock()
		return
	}
	_ = jsCatch("", func() { d.writer.Call("terminate") })
	d.writer = js.Undefined()
	clear(d.held) // no more hand-offs
	clear(d.seen)
	seqs := make([]int, 0, len(d.sent))
	for seq := range d.sent {
		seqs = append(seqs, seq)
	}
	sort.Ints(seqs)
	type job struct {
		batch []Change
		done  func(error)
	}
	jobs := make([]job, 0, len(seqs))
	for _, seq := range seqs {
		jobs = append(jobs, job{d.sent[seq], d.done[seq]})
		delete(d.sent, seq)
		delete(d.done, seq)
	}
	d.mu.Unlock()
	for _, j := range jobs {
		d.Start(j.batch, j.done)
	}
}

// AfterPaint implements the store's painter: f runs in a task of its own
// just after the next frame is painted, or after lateWrite when no frame
// comes; on a hidden page, which draws no frames, as soon as the current
// task ends. The page's lmAfterPaint does the waiting in one call from
// here (it was four, each a crossing out of Go inside the tap), and Go is
// not called into before the frame.
func (d *IndexedDB) AfterPaint(f func()) {
	d.mu.Lock()
	d.due = append(d.due, f)
	asked := len(d.due) > 1 // the paint is waited for already
	d.mu.Unlock()
	if asked {
		return
	}
	if err := jsCatch("", func() {
		js.Global().Call("lmAfterPaint", d.runDue, lateWrite.Milliseconds())
	}); err != nil {
		go d.run() // never f itself: the caller holds the store's lock
	}
}

// run runs the AfterPaint work waiting, if any.
func (d *IndexedDB) run() {
	d.mu.Lock()
	due := d.due
	d.due = nil
	d.mu.Unlock()
	for _, f := range due {
		f()
	}
}

// lateWrite bounds the wait for a frame before writing. It starts in the
// middle of a tap, and at 4× CPU a damage tap's frame comes 12-30 ms
// after the tap (make bench, game), so a 20 ms wait could run out first
// and hand the save over inside the tap's frame instead of after it.
const lateWrite = 50 * time.Millisecond

// openDB opens the database from Go, as web/boot.js does from the page
// head: version dbVersion, creating the object store on a first visit.
func openDB(idb js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	done := make(chan result, 1)
	send := func(r result) {
		select { // the first outcome counts; a later event must not block
		case done <- r:
		default:
		}
	}
	var req js.Value
	upgrade := js.FuncOf(func(js.Value, []js.Value) any {
		if err := jsCatch("creating the object store", func() {
			db := req.Get("result")
			if !db.Get("objectStoreNames").Call("contains", objectStore).Bool() {
				db.Call("createObjectStore", objectStore)
			}
		}); err != nil {
			send(result{err: err})
		}
		return nil
	})
	ok := js.FuncOf(func(js.Value, []js.Value) any {
		send(result{v: req.Get("result")})
		return nil
	})
	fail := js.FuncOf(func(js.Value, []js.Value) any {
		send(result{err: domError(req.Get("error"))})
		return nil
	})
	blocked := js.FuncOf(func(js.Value, []js.Value) any {
		send(result{err: fmt.Errorf("another tab holds an older Lancemate open")})
		return nil
	})
	defer upgrade.Release()
	defer ok.Release()
	defer fail.Release()
	defer blocked.Release()
	if err := jsCatch("opening", func() {
		req = idb.Call("open", DBName, dbVersion)
		req.Set("onupgradeneeded", upgrade)
		req.Set("onsuccess", ok)
		req.Set("onerror", fail)
		req.Set("onblocked", blocked)
	}); err != nil {
		return js.Value{}, err
	}
	r := <-done
	return r.v, r.err
}

// awaitPromise waits for a JavaScript promise.
func awaitPromise(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	done := make(chan result, 1)
	ok := js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- result{v: args[0]}
		return nil
	})
	fail := js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- result{err: domError(args[0])}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	if err := jsCatch("waiting for the database", func() { p.Call("then", ok, fail) }); err != nil {
		return js.Value{}, err
	}
	r := <-done
	return r.v, r.err
}

// watch attaches success and error handlers to an IDBRequest at once (so
// no event is missed) and returns a function that waits for the outcome.
func watch(req js.Value) func() (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	done := make(chan result, 1)
	ok := js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- result{v: req.Get("result")}
		return nil
	})
	fail := js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- result{err: domError(req.Get("error"))}
		return nil
	})
	req.Set("onsuccess", ok)
	req.Set("onerror", fail)
	return func() (js.Value, error) {
		r := <-done
		ok.Release()
		fail.Release()
		return r.v, r.err
	}
}

// await waits for an IDBRequest.
func await(req js.Value) (js.Value, error) { return watch(req)() }

// domError turns a DOMException (or whatever was thrown) into an error.
func domError(e js.Value) error {
	var name, msg string
	if err := jsCatch("reading a storage error", func() {
		if e.IsUndefined() || e.IsNull() {
			return
		}
		if k := kindOf(e); k != "DOMException" && k != "Error" {
			name, msg = "Error", jsText(e)
			return
		}
		name, msg = jsText(e.Get("name")), jsText(e.Get("message"))
	}); err != nil {
		return err
	}
	return storageError(name, msg)
}

// storageError is the error a DOMException of that name and message
// stands for.
func storageError(name, msg string) error {
	switch {
	case name == "":
		return fmt.Errorf("unknown storage error")
	case name == "QuotaExceededError":
		return fmt.Errorf("%w (%s)", ErrQuota, msg)
	}
	return fmt.Errorf("%s: %s", name, msg)
}

// GetRange implements Backend. Records under keys that are not strings
// (Lancemate never writes one) are left out and left alone.
//
// The writer reads them (web/boot.js lmRead), off the page's thread, and
// hands the page only the start of a text too long to be a record
// (Record.Size); without it the page reads them itself.
func (d *IndexedDB) GetRange(lo, hi string) (map[string]Record, error) {
	if keys, vals, sizes, ok := d.earlyRange(lo, hi); ok {
		return records(keys, vals, sizes)
	}
	var p js.Value
	if jsCatch("", func() { p = js.Global().Call("lmRead", lo, hi) }) == nil && kindOf(p) == "Promise" {
		res, err := awaitPromise(p)
		if err != nil {
			return nil, fmt.Errorf("reading records: %w", err)
		}
		var keys, vals, sizes js.Value
		if err := jsCatch("reading records", func() { keys, vals, sizes = res.Index(0), res.Index(1), res.Index(2) }); err != nil {
			return nil, err
		}
		return records(keys, vals, sizes)
	}
	var keysDone, valsDone func() (js.Value, error)
	if err := jsCatch("reading records", func() {
		tx := d.db.Call("transaction", objectStore, "readonly")
		st := tx.Call("objectStore", objectStore)
		var keyRange any = js.Undefined()
		switch idbRange := js.Global().Get("IDBKeyRange"); {
		case hi != "":
			keyRange = idbRange.Call("bound", lo, hi, false, true)
		case lo != "":
			keyRange = idbRange.Call("lowerBound", lo)
		}
		keysDone = watch(st.Call("getAllKeys", keyRange))
		valsDone = watch(st.Call("getAll", keyRange))
	}); err != nil {
		return nil, err
	}
	keys, err := keysDone()
	if err != nil {
		return nil, fmt.Errorf("listing records: %w", err)
	}
	vals, err := valsDone()
	if err != nil {
		return nil, fmt.Errorf("reading records: %w", err)
	}
	return records(keys, vals, js.Undefined())
}

// Whole implements Wholer: the record at key read from IndexedDB, whole
// (a value that is not text as its rendering).
func (d *IndexedDB) Whole(key string) (string, error) {
	var done func() (js.Value, error)
	if err := jsCatch("reading a record", func() {
		done = watch(d.db.Call("transaction", objectStore, "readonly").Call("objectStore", objectStore).Call("get", key))
	}); err != nil {
		return "", err
	}
	v, err := done()
	if err != nil {
		return "", fmt.Errorf("reading %s: %w", key, err)
	}
	var text string
	err = jsCatch("reading a record", func() {
		if kindOf(v) != "BigInt" && v.Type() == js.TypeString {
			text = v.String()
			return
		}
		text = recordOf(v).Text
	})
	return text, err
}

// earlyRange answers a read from the records the page head read before Go
// ran (web/boot.js lmEarly), while no write has been made. ok is false
// when it cannot: the range is not inside what was read, or that read
// failed (the read GetRange then makes reports its own error).
func (d *IndexedDB) earlyRange(lo, hi string) (keys, vals, sizes js.Value, ok bool) {
	d.mu.Lock()
	early := d.early
	d.mu.Unlock()
	if early.IsUndefined() {
		return keys, vals, sizes, false
	}
	var p js.Value
	if jsCatch("", func() { p = early.Invoke(lo, hi) }) != nil || kindOf(p) != "Promise" {
		return keys, vals, sizes, false
	}
	res, err := awaitPromise(p)
	if err != nil || jsCatch("", func() { keys, vals, sizes = res.Index(0), res.Index(1), res.Index(2) }) != nil {
		return keys, vals, sizes, false
	}
	return keys, vals, sizes, true
}

// dropEarly gives up the records read before Go ran: from the first write
// on they may be out of date. Called with d.mu held.
func (d *IndexedDB) dropEarly() {
	if d.early.IsUndefined() {
		return
	}
	early := d.early
	d.early = js.Undefined()
	_ = jsCatch("", func() { early.Invoke(nil) })
}

// records pairs the keys and values of a read. sizes, when not undefined,
// gives each value's whole length when it is the start of a text too long
// to be a record (web/boot.js readRanges), else 0.
func records(keys, vals, sizes js.Value) (map[string]Record, error) {
	if out, ok := joinedRecords(keys, vals, sizes); ok {
		return out, nil
	}
	var out map[string]Record
	err := jsCatch("reading records", func() {
		n := keys.Length()
		out = make(map[string]Record, n)
		for i := range n {
			k, ok := keyOf(keys.Index(i))
			if !ok {
				continue
			}
			r := recordOf(vals.Index(i))
			if !sizes.IsUndefined() && r.NotText == "" {
				r.Size = sizes.Index(i).Int()
			}
			out[k] = r
		}
	})
	return out, err
}

// joinedRecords is records for a read of only what Lancemate writes,
// taken in a few calls (web/boot.js lmJoined): the keys and the texts
// joined, each record a piece of them. Reading 8,776 designs one call at
// a time took 5.5 s of the library's 13.7 s at 4× CPU. ok is false when
// the read holds anything else, or the pieces do not add up.
func joinedRecords(keys, vals, sizes js.Value) (out map[string]Record, ok bool) {
	err := jsCatch("reading records", func() {
		f := js.Global().Get("lmJoined")
		if f.Type() != js.TypeFunction {
			return
		}
		res := f.Invoke(keys, vals, sizes)
		if res.Type() != js.TypeObject {
			return
		}
		ks, vs, lb := res.Index(0).String(), res.Index(1).String(), res.Index(2)
		raw := make([]byte, lb.Length())
		js.CopyBytesToGo(raw, lb)
		n := len(raw) / 8
		lens := make([]int, 2*n)
		for i := range lens {
			lens[i] = int(binary.LittleEndian.Uint32(raw[4*i:]))
		}
		out = make(map[string]Record, n)
		ko, vo := 0, 0
		for i := range n {
			kl, vl := lens[i], lens[n+i]
			if kl < 0 || vl < 0 || ko+kl > len(ks) || vo+vl > len(vs) {
				return
			}
			out[ks[ko:ko+kl]] = Record{Text: vs[vo : vo+vl]}
			ko, vo = ko+kl, vo+vl
		}
		ok = ko == len(ks) && vo == len(vs)
	})
	return out, ok && err == nil
}

// Start implements Backend: one read-write transaction for the batch,
// its requests issued and its commit asked for before Start returns; the
// outcome reaches done from the transaction's complete or abort event.
func (d *IndexedDB) Start(batch []Change, done func(error)) {
	d.mu.Lock()
	d.dropEarly()
	d.seq++
	seq := d.seq
	writer := d.writer
	d.mu.Unlock()
	if !writer.IsUndefined() && d.handOff(writer, seq, batch, done) {
		return
	}
	tx, err := d.writeTx(batch)
	if err == nil {
		err = jsCatch("writing", func() {
			tx.Set("lmSeq", seq)
			tx.Set("oncomplete", d.onDone)
			tx.Set("onabort", d.onDone)
		})
	}
	if err != nil {
		done(err)
		return
	}
	// The transaction's events come in a later task, so registering last
	// misses none.
	d.mu.Lock()
	d.done[seq] = done
	d.mu.Unlock()
}

// Prime implements the store's primer: the writer is handed text to keep
// as key's record ({keep: [key, text]}), unwritten, when it holds nothing
// for key yet; the next hand-off of key is then an edit.
func (d *IndexedDB) Prime(key, text string) {
	d.handMu.Lock()
	defer d.handMu.Unlock()
	d.mu.Lock()
	writer := d.writer
	d.mu.Unlock()
	_, held := d.held[key]
	k, ok := keep(text)
	if writer.IsUndefined() || held || !ok || len(text) < minEdit {
		return
	}
	if jsCatch("", func() { writer.Call("postMessage", map[string]any{"keep": []any{key, text}}) }) != nil {
		return
	}
	delete(d.seen, key)
	d.held[key] = k
}

// handOff gives the batch to the writer worker: one message of its keys
// and texts, copied once. A text is handed whole the first time; from a
// record's second hand-off on, the writer keeps it — [0, text, ""] — and
// from the third on gets what changed — [units, tail, check] (edit.go);
// null deletes. It reports false when the message could not be sent (the
// page then writes it).
func (d *IndexedDB) handOff(writer js.Value, seq int, batch []Change, done func(error)) bool {
	d.handMu.Lock()
	defer d.handMu.Unlock()
	d.mu.Lock()
	d.sent[seq], d.done[seq] = batch, done
	d.mu.Unlock()
	// What the writer will hold once it has the message, by key.
	type after struct {
		held    *kept // the text it keeps, or nil
		deleted bool
	}
	next := make(map[string]after, len(batch))
	ops := make([]any, 0, 2*len(batch))
	for _, c := range batch {
		h, isHeld := d.held[c.Key]
		seen := d.seen[c.Key]
		if a, ok := next[c.Key]; ok { // a key twice in a batch
			isHeld, seen = a.held != nil, !a.deleted
			if isHeld {
				h = *a.held
			}
		}
		if c.Delete {
			ops = append(ops, c.Key, nil)
			next[c.Key] = after{deleted: true}
			continue
		}
		if isHeld {
			if units, tail, check, k, ok := edit(h, c.Value); ok {
				ops = append(ops, c.Key, []any{units, tail, check})
				next[c.Key] = after{held: &k}
				continue
			}
		}
		if isHeld || seen {
			if k, ok := keep(c.Value); ok {
				ops = append(ops, c.Key, []any{0, c.Value, ""})
				next[c.Key] = after{held: &k}
				continue
			}
		}
		ops = append(ops, c.Key, c.Value)
		next[c.Key] = after{}
	}
	err := jsCatch("", func() {
		writer.Call("postMessage", map[string]any{"seq": seq, "ops": ops})
	})
	if err != nil {
		d.mu.Lock()
		delete(d.sent, seq)
		delete(d.done, seq)
		d.mu.Unlock()
		return false
	}
	for key, a := range next {
		delete(d.held, key)
		delete(d.seen, key)
		switch {
		case a.held != nil:
			d.held[key] = *a.held
		case !a.deleted:
			d.seen[key] = true
		}
	}
	return true
}

// finished is the complete and abort handler of every transaction Start
// makes; this is the transaction.
func (d *IndexedDB) finished(this js.Value, args []js.Value) any {
	var seq int
	var err error
	if e := jsCatch("reading a write's outcome", func() {
		seq = this.Get("lmSeq").Int()
		if jsText(args[0].Get("type")) == "abort" {
			err = domError(this.Get("error"))
			if err.Error() == "unknown storage error" {
				err = fmt.Errorf("the browser abandoned the write")
			}
		}
	}); e != nil {
		return nil
	}
	d.mu.Lock()
	done := d.done[seq]
	delete(d.done, seq)
	d.mu.Unlock()
	if done != nil {
		done(err)
	}
	return nil
}
