//go:build !wasm

package main

import (
	_ "embed"
	"flag"
	"fmt"
	"log"
	"os"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/share"
)

// workerJS is our service worker template: it waits for precaching, serves
// navigations from the cached shell and avoids a second wasm download.
//
//go:embed worker.js
var workerJS string

// Handler is the go-app configuration of Lancemate.
func Handler(version, wasmLength string) *app.Handler {
	cacheable := []string{"/web/icon.svg", "/web/boot.js"}
	for _, p := range pages() {
		if p != "/" {
			cacheable = append(cacheable, p)
		}
	}
	return &app.Handler{
		Name:            "Lancemate",
		ShortName:       "Lancemate",
		Title:           "Lancemate",
		Description:     "Offline table companion for BattleTech games: record sheets, dice, dials and ledgers.",
		Lang:            "en",
		BackgroundColor: "#101418",
		ThemeColor:      "#101418",
		LoadingLabel:    "Lancemate {progress}%",
		Icon: app.Icon{
			Default:  "/web/icon-192.png",
			Large:    "/web/icon-512.png",
			Maskable: "/web/icon-maskable-512.png",
			SVG:      "/web/icon.svg",
		},
		Styles: []string{"/web/lancemate.css"},
		// Start the wasm download while the page and its scripts load;
		// app.js's fetch then takes this response (the end-to-end suite
		// checks the file is downloaded once).
		// Storage opens meanwhile (web/boot.js, which also holds the page
		// functions the kit calls: lmMorph, lmPatch, lmAfterFrame). The
		// pages have no inline script: build/site gives each the
		// Content-Security-Policy.
		RawHeaders: []string{
			`<link rel="preload" href="/web/app.wasm" as="fetch" type="application/wasm" crossorigin="anonymous">`,
			`<script src="/web/boot.js"></script>`,
		},
		CacheableResources:    cacheable,
		Version:               version,
		WasmContentLength:     wasmLength,
		ServiceWorkerTemplate: workerJS,
	}
}

// pages are the static pages: the start page, the sections and the
// import page (reached from a QR code, a shared file or a section's
// Share, not from the bottom bar). Each is precached.
func pages() []string { return append(kit.Paths(), share.ImportPath, session.JoinPath) }

// generate writes the static site when run as `app -out DIR`.
func generate() {
	out := flag.String("out", "", "folder to write the static site into")
	version := flag.String("version", "", "app version (a hash of the built assets)")
	wasmLength := flag.String("wasm-length", "", "uncompressed size of app.wasm in bytes")
	flag.Parse()
	if *out == "" || *version == "" || *wasmLength == "" {
		fmt.Fprintln(os.Stderr, "usage: app -out DIR -version V -wasm-length N   (run by build/site; see the Makefile)")
		os.Exit(2)
	}
	if err := app.GenerateStaticWebsite(*out, Handler(*version, *wasmLength), pages()...); err != nil {
		log.Fatalf("generating the static site: %v", err)
	}
}
