package kit

import (
	"runtime"
	"runtime/debug"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The wasm's garbage collector stops the page while it runs: on a
// throttled phone a collection of the few-MB heap took a whole frame
// every few taps. So the app collects at 4× its live heap instead of 2×
// while that heap is small (gcPercent), and, once the heap is large (a
// library of thousands of imported designs), lets it grow by at most
// gcHeadroom more before the next collection, so a large library does not
// take four times its size.
//
// There is no memory limit (debug.SetMemoryLimit): a wasm module's memory
// never shrinks, so once a burst (start-up's check of every record) has
// grown it past the limit, the runtime counts it as in use for good and
// collects at every allocation. With the whole corpus imported (8,776
// designs) a limit of 192 MB made each keystroke in the library search
// take a collection: 351 ms at 4× CPU instead of 11 ms (make bench).
const (
	gcPercent  = 300
	gcHeadroom = 96 << 20
	gcFloor    = 100 // the Go default: never collect more often than that
)

// dueIdle reports whether a collection should run now, in idle time: when
// the heap has grown half the way from what the last collection left
// (live) to the collector's next target (goal, live × (1 + percent/100)).
// The runtime starts a collection from 70 % of that way on, so one due
// soon then runs between taps instead of inside one (a tap of the
// 8-'Mech game that took one cost 45 ms at 4× CPU instead of 9; make
// bench, game); a tap allocates well under the other half.
func dueIdle(heap, goal uint64, percent int) bool {
	live := goal * 100 / uint64(100+percent)
	return heap >= live+(goal-live)/2
}

// gcTick's finalizer runs after every collection (it sets itself again).
type gcTick struct{ _ *int }

// tuneGC sets the collector's target now and after every collection.
func tuneGC() {
	debug.SetGCPercent(gcPercent)
	last := gcPercent
	var retune func(*gcTick)
	retune = func(t *gcTick) {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		if p := gcTarget(m.HeapAlloc); p != last {
			debug.SetGCPercent(p)
			last = p
		}
		runtime.SetFinalizer(t, retune)
	}
	runtime.SetFinalizer(&gcTick{}, retune)
	app.Window().Set("lmIdle", app.FuncOf(func(app.Value, []app.Value) any {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		if dueIdle(m.HeapAlloc, m.NextGC, last) {
			go runtime.GC() // once the callback has returned
		}
		return nil
	}))
}

// gcTarget is the GOGC percentage for a live heap of the given size:
// gcPercent while 4× the heap stays within gcHeadroom of it, then the
// percentage that leaves gcHeadroom, but never below gcFloor.
func gcTarget(live uint64) int {
	if live == 0 || live*gcPercent/100 <= gcHeadroom {
		return gcPercent
	}
	return max(gcFloor, int(gcHeadroom*100/live))
}
