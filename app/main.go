// Command app is Lancemate: the same package compiles to web/app.wasm (the
// client) and, natively, to the static-site generator (generate.go), which
// build tags keep out of the wasm. It glues the sections together: each
// section is a package of its own that imports the kit (app/kit) and the
// session (app/session), never another section; the routes are here.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/dials"
	"lancemate/app/home"
	"lancemate/app/kit"
	"lancemate/app/ledger"
	"lancemate/app/library"
	"lancemate/app/play"
	"lancemate/app/rolls"
	"lancemate/app/session"
	"lancemate/app/settings"
	"lancemate/app/share"
	"lancemate/app/squad"
	"lancemate/app/stables"
	"lancemate/app/transfer"
)

func main() {
	if app.IsClient && !app.Window().Get("document").Truthy() {
		return // in the store's writer (a worker): the start ran only to be compiled (web/boot.js)
	}
	routes()
	if app.IsClient {
		kit.Start()
	}
	app.RunWhenOnBrowser()
	generate()
}

// routes registers every page with go-app.
func routes() {
	app.Route("/", func() app.Composer { return &home.Home{} })
	app.Route("/dice", func() app.Composer { return &rolls.DicePage{} })
	app.Route("/settings", func() app.Composer { return &settings.SettingsPage{} })
	app.Route("/sheets", func() app.Composer { return &library.LibraryPage{} })
	app.Route(kit.GamePath, func() app.Composer { return &play.GamePage{} })
	app.Route("/dials", func() app.Composer { return &dials.DialsPage{} })
	app.Route(kit.StablePath, func() app.Composer { return &stables.StablePage{} })
	app.Route("/ledger", func() app.Composer { return &ledger.LedgerPage{} })
	app.Route("/meks", func() app.Composer { return &squad.MeksPage{} })
	app.Route(share.ImportPath, func() app.Composer { return &transfer.ImportPage{} })
	app.Route(session.JoinPath, func() app.Composer { return &play.JoinPage{} })
	// Any other path gets our own page (go-app's built-in one has no way
	// home); build/site makes go-app's wasm honour NotFound.
	app.NotFound = &home.NotFoundPage{}
}
