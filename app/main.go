// Command app is Lancemate: the same package compiles to web/app.wasm (the
// client) and, natively, to the static-site generator (generate.go), which
// build tags keep out of the wasm.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/ui"
)

func main() {
	ui.Routes()
	if app.IsClient {
		ui.Start()
	}
	app.RunWhenOnBrowser()
	generate()
}
