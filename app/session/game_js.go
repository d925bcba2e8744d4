package session

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// due holds the work afterFrame has scheduled and not yet run.
var due []func()

// afterFn runs the work due; made once, so a tap does not pay for a new
// callback (make bench, game).
var afterFn app.Func

// hidden is document.hidden, kept up to date by watchHidden.
var hidden bool

// frameHeld is set while a tap on the game page runs (holdFrame), and
// frameAsked once the browser has been asked to call afterFn.
var frameHeld, frameAsked bool

// afterFrame runs f just after the browser has painted the next frame
// (the page's lmAfterFrame: a requestAnimationFrame callback runs before
// the paint and the timeout it sets runs after it). So a tap shows its
// result first and the save goes out a frame later. When the page is
// hidden (the player switched away, the phone locked), frames stop: the
// work runs at once, and work still due when the page becomes hidden runs
// then (watchHidden).
func afterFrame(f func()) {
	due = append(due, f)
	if hidden {
		runDue()
		return
	}
	if !frameHeld {
		askFrame()
	}
}

// HoldFrame and ReleaseFrame bracket a tap: the frame callback afterFrame
// needs is asked for once the tap's changes are in the page, when the
// browser has a frame scheduled already and the request costs least.
func HoldFrame() { frameHeld = true }

func ReleaseFrame() {
	frameHeld = false
	askFrame()
}

// askFrame has the browser run the work due after its next frame.
func askFrame() {
	if frameAsked || len(due) == 0 {
		return
	}
	frameAsked = true
	if afterFn == nil {
		afterFn = app.FuncOf(func(app.Value, []app.Value) any {
			frameAsked = false
			runDue()
			return nil
		})
	}
	app.Window().Call("lmAfterFrame", afterFn)
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
	hidden = doc.Get("hidden").Bool()
	doc.Call("addEventListener", "visibilitychange", app.FuncOf(func(app.Value, []app.Value) any {
		if hidden = doc.Get("hidden").Bool(); hidden {
			runDue()
		}
		return nil
	}))
	app.Window().Set("lancemateSaved", app.FuncOf(func(app.Value, []app.Value) any {
		return len(due) == 0 && pending() == 0
	}))
}
