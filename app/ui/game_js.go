package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// afterFrame runs f when the browser is idle after painting the next frame
// (requestIdleCallback, at most 500 ms later even when busy or hidden), or
// 50 ms later where there is no idle callback (Safari).
func afterFrame(f func()) {
	var fn app.Func
	fn = app.FuncOf(func(app.Value, []app.Value) any {
		fn.Release()
		f()
		return nil
	})
	w := app.Window()
	if w.Get("requestIdleCallback").Truthy() {
		w.Call("requestIdleCallback", fn, map[string]any{"timeout": 500})
		return
	}
	w.Call("setTimeout", fn, 50)
}
