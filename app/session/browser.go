package session

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Mark records a performance mark (lancemate:start, lancemate:store,
// lancemate:ready) that `make bench` reads to split start-up times;
// lancemate:checked says every record read at start has been checked
// (the end-to-end tests wait for it).
func Mark(name string) {
	if perf := app.Window().Get("performance"); perf.Truthy() {
		perf.Call("mark", name)
	}
}

// RequestPersistence asks the browser not to evict our storage under
// pressure; done receives the answer.
func RequestPersistence(done func(bool)) {
	st := app.Window().Get("navigator").Get("storage")
	if !st.Truthy() || !st.Get("persist").Truthy() {
		return
	}
	var f app.Func
	f = app.FuncOf(func(this app.Value, args []app.Value) any {
		f.Release()
		done(args[0].Truthy())
		return nil
	})
	st.Call("persist").Call("then", f)
}
