package kit

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/session"
	"lancemate/app/share"
)

// This file holds the few browser APIs go-app does not wrap. On the server
// (prerendering, native tests) app.Window() is an inert stub, so every
// function here is safe to call there and does nothing.

// ApplyTheme sets the colour theme on the document element.
func ApplyTheme(theme string) {
	if theme == "" {
		theme = "dark"
	}
	doc := app.Window().Get("document")
	if !doc.Truthy() {
		return
	}
	// Set only what differs: it runs after every change of the session,
	// and a new value on the root element restyles the whole page.
	setAttr := func(el app.Value, name, value string) {
		if el.Call("getAttribute", name).String() != value {
			el.Call("setAttribute", name, value)
		}
	}
	setAttr(doc.Get("documentElement"), "data-theme", theme)
	if meta := doc.Call("querySelector", `meta[name="theme-color"]`); meta.Truthy() {
		color := "#101418"
		if theme == "light" {
			color = "#f4f1ea"
		}
		setAttr(meta, "content", color)
	}
}

// announceWasmLoaded tells a first-time installing service worker that the
// page has finished downloading app.wasm, so the worker can take it from the
// HTTP cache instead of downloading it a second time (web/boot.js
// lmAnnounceWasm, app/worker.js).
func announceWasmLoaded() {
	if app.Window().Get("lmAnnounceWasm").Truthy() {
		app.Window().Call("lmAnnounceWasm", app.Getenv("GOAPP_VERSION"))
	}
}

// WakeLock keeps the screen on while enabled; browsers drop the lock when
// the tab is hidden, so it is requested again when the tab becomes visible.
type WakeLock struct {
	want     bool
	sentinel app.Value
	onVis    app.Func
	granted  func(bool)
}

var ScreenLock = &WakeLock{}

// Supported reports whether the browser offers the Screen Wake Lock API.
func (w *WakeLock) Supported() bool {
	return app.Window().Get("navigator").Get("wakeLock").Truthy()
}

// Set turns the wake lock on or off; granted reports the outcome.
func (w *WakeLock) Set(on bool, granted func(bool)) {
	w.want, w.granted = on, granted
	if w.onVis == nil {
		w.onVis = app.FuncOf(func(this app.Value, args []app.Value) any {
			if w.want && app.Window().Get("document").Get("visibilityState").String() == "visible" {
				w.request()
			}
			return nil
		})
		if doc := app.Window().Get("document"); doc.Truthy() {
			doc.Call("addEventListener", "visibilitychange", w.onVis)
		}
	}
	if on {
		w.request()
		return
	}
	if w.sentinel != nil && w.sentinel.Truthy() {
		w.sentinel.Call("release")
	}
	w.sentinel = nil
	if granted != nil {
		granted(false)
	}
}

func (w *WakeLock) request() {
	wl := app.Window().Get("navigator").Get("wakeLock")
	if !wl.Truthy() {
		if w.granted != nil {
			w.granted(false)
		}
		return
	}
	var ok, fail app.Func
	ok = app.FuncOf(func(this app.Value, args []app.Value) any {
		ok.Release()
		fail.Release()
		w.sentinel = args[0]
		if w.granted != nil {
			w.granted(true)
		}
		return nil
	})
	fail = app.FuncOf(func(this app.Value, args []app.Value) any {
		ok.Release()
		fail.Release()
		if w.granted != nil {
			w.granted(false)
		}
		return nil
	})
	wl.Call("request", "screen").Call("then", ok, fail)
}

// StorageInfo is what the browser says about this origin's storage.
type StorageInfo struct {
	Persisted bool
	Usage     float64
	Quota     float64
}

// QueryStorage asks for the persistence flag and the usage estimate; done
// runs in a JavaScript callback, so it must only hand off (ctx.Dispatch).
func QueryStorage(done func(StorageInfo)) {
	st := app.Window().Get("navigator").Get("storage")
	if !st.Truthy() {
		return
	}
	info := StorageInfo{}
	var p1, p2 app.Func
	p1 = app.FuncOf(func(this app.Value, args []app.Value) any {
		p1.Release()
		info.Persisted = args[0].Truthy()
		p2 = app.FuncOf(func(this app.Value, args []app.Value) any {
			p2.Release()
			info.Usage = args[0].Get("usage").Float()
			info.Quota = args[0].Get("quota").Float()
			done(info)
			return nil
		})
		st.Call("estimate").Call("then", p2)
		return nil
	})
	st.Call("persisted").Call("then", p1)
}

// Download offers text to the user as a file.
func Download(name, mime, text string) {
	win := app.Window()
	saveBlob(name, win.Get("Blob").New([]any{text}, map[string]any{"type": mime}))
}

// saveBlob downloads a Blob under name.
func saveBlob(name string, blob app.Value) {
	win := app.Window()
	url := win.Get("URL").Call("createObjectURL", blob)
	a := win.Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	win.Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// Revoking at once can cancel the Download before it starts.
	var revoke app.Func
	revoke = app.FuncOf(func(this app.Value, args []app.Value) any {
		revoke.Release()
		win.Get("URL").Call("revokeObjectURL", url)
		return nil
	})
	win.Call("setTimeout", revoke, 60000)
}

// DownloadBytes offers data to the user as a file.
func DownloadBytes(name, mime string, data []byte) {
	win := app.Window()
	u8 := win.Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(u8, data)
	blob := win.Get("Blob").New([]any{u8}, map[string]any{"type": mime})
	saveBlob(name, blob)
}

// ReadFile reads the first file chosen in an <input type=file>, without a
// leading UTF-8 byte-order mark; done runs in a JavaScript callback.
func ReadFile(input app.Value, done func(name string, data []byte, err error)) {
	files := input.Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	file := files.Index(0)
	name := file.Get("name").String()
	const maxBytes = 64 << 20
	size := file.Get("size").Int()
	if size > maxBytes {
		done(name, nil, fmt.Errorf("%s is %d bytes; a backup is at most %d", name, size, maxBytes))
		return
	}
	// Read a slice at a time, straight into Go's memory: a 60 MB backup
	// read as one JavaScript string took the page seconds to turn into
	// Go's, answering no tap.
	data := make([]byte, size)
	read := 0
	var ok, fail app.Func
	next := func() {
		if read < size {
			file.Call("slice", read, min(size, read+readSlice)).Call("arrayBuffer").Call("then", ok, fail)
			return
		}
		ok.Release()
		fail.Release()
		done(name, bytes.TrimPrefix(data[:read], []byte("\uFEFF")), nil)
	}
	ok = app.FuncOf(func(this app.Value, args []app.Value) any {
		n := app.CopyBytesToGo(data[read:], app.Window().Get("Uint8Array").New(args[0]))
		read += n
		if n == 0 { // the file shrank since it was picked
			size = read
		}
		next()
		return nil
	})
	fail = app.FuncOf(func(this app.Value, args []app.Value) any {
		ok.Release()
		fail.Release()
		done(name, nil, fmt.Errorf("reading %s: %s", name, args[0].Get("message").String()))
		return nil
	})
	next()
}

// readSlice is how much of a file ReadFile reads in one go.
const readSlice = 1 << 20

// markReady records the performance mark "lancemate:ready" the first time
// the app is interactive with its storage open; `make bench` reads it.
func markReady() {
	if readyMarked || !session.Ready() {
		return
	}
	readyMarked = true
	session.Mark("lancemate:ready")
}

var readyMarked bool

// ReadFiles reads every file chosen in an <input type=file multiple> (or a
// folder) whose name ends in one of exts (lower case), in batches of a
// few dozen (web/boot.js lmReadFiles: one call into Go a batch); each file
// gets one call of each, which returns false to stop reading, then done
// reports how many files were skipped. A file over 1 MB is not read; with
// ".zip" in exts, an archive is read as the files in it (lmZip). After
// each batch, ahead says whether the next may be read at once; when it
// answers false, it keeps resume and calls it (on any goroutine) once the
// files read are taken: reading ahead of the importer flooded the page with
// the browser's file reads, and a tap waited behind them for over a second
// while thousands of files were imported (make soak, corpus). The callbacks
// run in JavaScript callbacks and must only hand off (never block).
func ReadFiles(input app.Value, exts []string, each func(name string, data []byte, err error) bool, ahead func(resume func()) bool, done func(skipped int)) {
	const maxBytes = 1 << 20
	files := input.Get("files")
	if !files.Truthy() {
		done(0)
		return
	}
	var batch app.Func
	batch = app.FuncOf(func(_ app.Value, args []app.Value) any {
		meta, skipped, last, next := args[0].String(), args[2].Int(), args[3].Bool(), args[4]
		data := make([]byte, args[1].Length())
		app.CopyBytesToGo(data, args[1])
		going := true
		for at := 0; going && meta != ""; {
			var f [3]string
			for k := range f {
				f[k], meta, _ = strings.Cut(meta, "\x00")
			}
			name, why := f[0], f[1]
			n, _ := strconv.Atoi(f[2])
			var err error
			switch {
			case why == "\x01":
				err = fmt.Errorf("it is over %s: a unit file is at most %[1]s", share.SizeText(maxBytes))
			case strings.HasPrefix(why, "\x03"): // the archive's reader, in the player's words
				err = errors.New(why[1:])
			case why != "":
				err = fmt.Errorf("the browser could not read it (%s)", strings.TrimPrefix(why, "\x02"))
			}
			end := min(at+n, len(data))
			going = each(name, data[at:end:end], err)
			at = end
		}
		if !going || last {
			batch.Release()
			done(skipped)
			return false
		}
		return ahead(func() { next.Invoke() })
	})
	app.Window().Call("lmReadFiles", files, strings.Join(exts, " "), maxBytes, batch)
}
