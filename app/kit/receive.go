package kit

import (
	"errors"
	"fmt"
	"lancemate/app/share"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Files handed to the app by the phone: picked in a file input, shared to
// the installed app (its manifest's share_target: app/worker.js takes the
// POST offline and leaves the files in the inbox cache) or opened with it
// (the manifest's file_handlers: the browser's launch queue).

// InboxCache is the Cache Storage cache app/worker.js leaves shared files
// in, under /inbox/<batch>/<n>, each with its file name in X-Name; the
// worker keeps it across updates.
const InboxCache = "lancemate-inbox"

// Received is a file handed to the app.
type Received struct {
	Name string
	Data []byte
	Err  error // why it could not be read
}

// ReadBytes reads a File (from an input's files, a launch, the inbox) of
// at most limit bytes, off the UI goroutine: it waits for the browser.
func ReadBytes(file app.Value, limit int) Received {
	return readBlob(file.Get("name").String(), file, limit)
}

// readBlob reads a Blob of at most limit bytes, off the UI goroutine.
func readBlob(name string, file app.Value, limit int) Received {
	if size := file.Get("size").Int(); size > limit {
		return Received{Name: name, Err: fmt.Errorf("%s is %s; a shared file is at most %s", name, share.SizeText(size), share.SizeText(limit))}
	}
	buf, err := awaitJS(file.Call("arrayBuffer"))
	if err != nil {
		return Received{Name: name, Err: fmt.Errorf("reading %s: %w", name, err)}
	}
	u8 := app.Window().Get("Uint8Array").New(buf)
	data := make([]byte, u8.Length())
	app.CopyBytesToGo(data, u8)
	return Received{Name: name, Data: data}
}

// Picked reads every file chosen in a file input, off the UI goroutine.
func Picked(input app.Value, limit int) []Received {
	files := input.Get("files")
	if !files.Truthy() {
		return nil
	}
	var out []Received
	for i := 0; i < files.Length(); i++ {
		out = append(out, ReadBytes(files.Index(i), limit))
	}
	return out
}

// TakeInbox reads the files the service worker left in the inbox under
// batch and removes them, off the UI goroutine.
func TakeInbox(batch string, limit int) ([]Received, error) {
	caches := app.Window().Get("caches")
	if !caches.Truthy() {
		return nil, errors.New("this browser keeps no shared files")
	}
	cache, err := awaitJS(caches.Call("open", InboxCache))
	if err != nil {
		return nil, err
	}
	keys, err := awaitJS(cache.Call("keys"))
	if err != nil {
		return nil, err
	}
	prefix := "/inbox/" + batch + "/"
	var out []Received
	for i := 0; i < keys.Length(); i++ {
		req := keys.Index(i)
		u, err := url.Parse(req.Get("url").String())
		if err != nil || !strings.HasPrefix(u.Path, prefix) {
			continue
		}
		res, err := awaitJS(cache.Call("match", req))
		if err != nil || !res.Truthy() {
			continue
		}
		name, _ := url.QueryUnescape(res.Get("headers").Call("get", "X-Name").String())
		blob, err := awaitJS(res.Call("blob"))
		if err == nil {
			out = append(out, readBlob(name, blob, limit))
		} else {
			out = append(out, Received{Name: name, Err: err})
		}
		awaitJS(cache.Call("delete", req))
	}
	return out, nil
}

// OnLaunch hands each batch of files the app is opened with (a .lancemate,
// .mtf or .ssw file opened from the phone's files app: the manifest's
// file_handlers) to got, on a goroutine of its own. Browsers without a
// launch queue never call it.
func OnLaunch(limit int, got func([]Received)) {
	q := app.Window().Get("launchQueue")
	if !q.Truthy() {
		return
	}
	q.Call("setConsumer", app.FuncOf(func(_ app.Value, args []app.Value) any {
		if len(args) == 0 || !args[0].Get("files").Truthy() {
			return nil
		}
		handles := args[0].Get("files")
		go Guard("opening files", func() {
			var out []Received
			for i := 0; i < handles.Length(); i++ {
				file, err := awaitJS(handles.Index(i).Call("getFile"))
				if err != nil {
					out = append(out, Received{Name: handles.Index(i).Get("name").String(), Err: err})
					continue
				}
				out = append(out, ReadBytes(file, limit))
			}
			if len(out) > 0 {
				got(out)
			}
		})
		return nil
	}))
}

// awaitJS waits for a promise, off the UI goroutine.
func awaitJS(p app.Value) (app.Value, error) {
	type result struct {
		v   app.Value
		err error
	}
	done := make(chan result, 1)
	var ok, fail app.Func
	ok = app.FuncOf(func(_ app.Value, args []app.Value) any {
		var v app.Value
		if len(args) > 0 {
			v = args[0]
		}
		done <- result{v: v}
		return nil
	})
	fail = app.FuncOf(func(_ app.Value, args []app.Value) any {
		msg := "failed"
		if len(args) > 0 && args[0].Truthy() {
			msg = app.Window().Get("String").Invoke(args[0]).String()
		}
		done <- result{err: errors.New(msg)}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	p.Call("then", ok, fail)
	r := <-done
	return r.v, r.err
}
