package kit

import (
	"fmt"
	"runtime"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/session"
)

// Guard runs f, the work of a browser callback the app registered itself
// (a document listener, a file reader's answer). A panic in it is shown in
// the page's error card (web/boot.js lmPanic) instead of stopping the app:
// go-app's own dispatches and renders are guarded the same way
// (build/site runSafely). where names the work for the card.
func Guard(where string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			stack := make([]byte, 8192)
			stack = stack[:runtime.Stack(stack, false)]
			if app.Window().Get("lmPanic").Truthy() {
				app.Window().Call("lmPanic", fmt.Sprintf("%s: %v", where, r), string(stack))
			}
		}
	}()
	f()
}

// exportEverything downloads every record the app holds (damaged ones
// included) as a backup file: the error card's way to keep the data safe.
func exportEverything() {
	st := session.Store()
	if st == nil {
		Say(Error, "Storage is not open: nothing to export.")
		return
	}
	st.Flush()
	now := time.Now()
	data, err := st.Export(now)
	if err != nil {
		Say(Error, "The export failed: "+err.Error())
		return
	}
	Download("lancemate-backup-"+now.Format("2006-01-02-1504")+".json", "application/json", string(data))
}

// listenExport lets the page's error card export everything (lmExport).
// The export waits for the browser (the writes in flight, the designs not
// read yet), so it runs on a goroutine of its own: waiting inside the
// button's callback would deadlock the page.
func listenExport() {
	app.Window().Set("lmExport", app.FuncOf(func(app.Value, []app.Value) any {
		go Guard("export", exportEverything)
		return nil
	}))
}

// WhenIdle runs f once the browser is idle (requestIdleCallback, within
// two seconds; after 300 ms where there is none), guarded (Guard) with
// where naming the work.
func WhenIdle(where string, f func()) {
	var cb app.Func
	cb = app.FuncOf(func(app.Value, []app.Value) any {
		cb.Release()
		Guard(where, f)
		return nil
	})
	w := app.Window()
	if w.Get("requestIdleCallback").Truthy() {
		w.Call("requestIdleCallback", cb, map[string]any{"timeout": 2000})
		return
	}
	w.Call("setTimeout", cb, 300)
}
