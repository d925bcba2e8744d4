//go:build js && wasm

package store

import (
	"fmt"
	"syscall/js"
)

// IndexedDB is the browser Backend: one object store of text records in an
// IndexedDB database. Its methods block until the browser has finished, so
// they must not be called from inside a JavaScript callback; the Store calls
// them from its writer goroutine and from Open.
type IndexedDB struct {
	db js.Value
}

// OpenIndexedDB opens (creating if needed) Lancemate's database. The page
// head has usually started opening it (OpenEarlyJS); otherwise it is
// started here with the same script.
func OpenIndexedDB() (*IndexedDB, error) {
	if !js.Global().Get("indexedDB").Truthy() {
		return nil, fmt.Errorf("this browser offers no IndexedDB storage (private mode?)")
	}
	if !js.Global().Get("lancemateDB").Truthy() {
		js.Global().Call("eval", OpenEarlyJS())
	}
	db, err := awaitPromise(js.Global().Get("lancemateDB"))
	if err != nil {
		return nil, fmt.Errorf("opening IndexedDB %q: %w", DBName, err)
	}
	return &IndexedDB{db: db}, nil
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
	p.Call("then", ok, fail)
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

// awaitTx waits until a transaction has committed.
func awaitTx(tx js.Value) error {
	done := make(chan error, 1)
	ok := js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- nil
		return nil
	})
	fail := js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- domError(tx.Get("error"))
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	tx.Set("oncomplete", ok)
	tx.Set("onerror", fail)
	tx.Set("onabort", fail)
	return <-done
}

func domError(e js.Value) error {
	if !e.Truthy() {
		return fmt.Errorf("unknown storage error")
	}
	name, msg := e.Get("name").String(), e.Get("message").String()
	if name == "QuotaExceededError" {
		return fmt.Errorf("%w (%s)", ErrQuota, msg)
	}
	return fmt.Errorf("%s: %s", name, msg)
}

// GetRange implements Backend.
func (d *IndexedDB) GetRange(lo, hi string) (map[string]string, error) {
	tx := d.db.Call("transaction", objectStore, "readonly")
	st := tx.Call("objectStore", objectStore)
	var keyRange any = js.Undefined()
	switch idbRange := js.Global().Get("IDBKeyRange"); {
	case hi != "":
		keyRange = idbRange.Call("bound", lo, hi, false, true)
	case lo != "":
		keyRange = idbRange.Call("lowerBound", lo)
	}
	keysDone := watch(st.Call("getAllKeys", keyRange))
	valsDone := watch(st.Call("getAll", keyRange))
	keys, err := keysDone()
	if err != nil {
		return nil, fmt.Errorf("listing records: %w", err)
	}
	vals, err := valsDone()
	if err != nil {
		return nil, fmt.Errorf("reading records: %w", err)
	}
	out := make(map[string]string, keys.Length())
	for i := range keys.Length() {
		v := vals.Index(i)
		if v.Type() != js.TypeString {
			// Something other than Lancemate wrote here; keep its text form.
			v = js.Global().Get("JSON").Call("stringify", v)
		}
		out[keys.Index(i).String()] = v.String()
	}
	return out, nil
}

// Write implements Backend: one readwrite transaction for the batch; it
// returns once the transaction has committed.
func (d *IndexedDB) Write(batch []Change) error {
	tx := d.db.Call("transaction", objectStore, "readwrite")
	st := tx.Call("objectStore", objectStore)
	for _, c := range batch {
		if c.Delete {
			st.Call("delete", c.Key)
		} else {
			st.Call("put", c.Value, c.Key)
		}
	}
	return awaitTx(tx)
}
