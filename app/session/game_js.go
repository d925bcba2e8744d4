//go:build js && wasm

package session

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// answerSaved answers window.lancemateSaved(): true when every change has
// reached IndexedDB, for the end-to-end tests.
func answerSaved(pending func() int) {
	app.Window().Set("lancemateSaved", app.FuncOf(func(app.Value, []app.Value) any {
		return pending() == 0
	}))
}
