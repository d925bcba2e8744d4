package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// due holds the work afterFrame has scheduled and not yet run.
var due []func()

// afterFrame runs f just after the browser has painted the next frame: a
// requestAnimationFrame callback runs before the paint and the timeout it
// sets runs after it. So a tap shows its result first and the save goes
// out a frame later. When the page is hidden (the player switched away,
// the phone locked), frames stop: the work runs at once, and work still
// due when the page becomes hidden runs then (watchHidden).
func afterFrame(f func()) {
	due = append(due, f)
	if len(due) > 1 {
		return
	}
	if app.Window().Get("document").Get("hidden").Bool() {
		runDue()
		return
	}
	var raf, after app.Func
	after = app.FuncOf(func(app.Value, []app.Value) any {
		after.Release()
		runDue()
		return nil
	})
	raf = app.FuncOf(func(app.Value, []app.Value) any {
		raf.Release()
		app.Window().Call("setTimeout", after, 0)
		return nil
	})
	app.Window().Call("requestAnimationFrame", raf)
}

// runDue runs the work afterFrame scheduled, in order.
func runDue() {
	for len(due) > 0 {
		f := due[0]
		due = due[1:]
		f()
	}
}

// watchHidden runs the scheduled work as soon as the page is hidden, the
// last moment a phone reliably gives a tab before it may be killed, and
// answers window.lancemateSaved() (true when nothing is scheduled and
// every write has reached IndexedDB) for the end-to-end tests.
func watchHidden(pending func() int) {
	doc := app.Window().Get("document")
	doc.Call("addEventListener", "visibilitychange", app.FuncOf(func(app.Value, []app.Value) any {
		if doc.Get("hidden").Bool() {
			runDue()
		}
		return nil
	}))
	app.Window().Set("lancemateSaved", app.FuncOf(func(app.Value, []app.Value) any {
		return len(due) == 0 && pending() == 0
	}))
}
