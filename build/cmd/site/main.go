// Command site builds Lancemate's static site and serves it.
//
//	go run ./build/cmd/site build [-out dist] [-gcflags pattern=flags]… [-goenv NAME=value]…
//	go run ./build/cmd/site serve [-out dist] [-port 8000]
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"

	"lancemate/build/serve"
	"lancemate/build/site"
)

func main() {
	if len(os.Args) < 2 || (os.Args[1] != "build" && os.Args[1] != "serve") {
		fmt.Fprintln(os.Stderr, "usage: site build|serve [-out dist] [-port 8000]")
		os.Exit(2)
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	out := fs.String("out", "dist", "output folder of the static site")
	port := fs.Int("port", 8000, "port to serve on (serve)")
	cache := fs.String("cache", ".cache/compress", "folder of reusable compressed files")
	var wasm site.WasmOptions
	fs.Func("gcflags", "the wasm's -gcflags instead of the shipped ones, to measure a variant (repeatable)", func(v string) error {
		wasm.GCFlags = append(wasm.GCFlags, v)
		return nil
	})
	fs.BoolVar(&wasm.Symbols, "symbols", false, "keep the wasm's function names (a variant for profiling: bench -profile)")
	fs.BoolVar(&wasm.Lines, "lines", false, "keep the Go runtime's file and line tables (a panic's stack trace then says file:line)")
	fs.BoolVar(&wasm.StdLib, "stdlib", false, "build with the standard internal/godebug and unique, not build/site's reduced copies (a variant)")
	fs.Func("goenv", "NAME=value added to the wasm build's environment, to measure a variant (repeatable)", func(v string) error {
		wasm.Env = append(wasm.Env, v)
		return nil
	})
	fs.Parse(os.Args[2:])

	switch os.Args[1] {
	case "build":
		res, err := site.Build(site.Options{Root: ".", Out: *out, Cache: *cache, Log: os.Stderr, Wasm: wasm})
		if err != nil {
			log.Fatal(err)
		}
		res.PrintSizes(os.Stdout)
	case "serve":
		if _, err := os.Stat(*out + "/index.html"); err != nil {
			log.Fatalf("%s has no built site: run `make build` first", *out)
		}
		addr := fmt.Sprintf("localhost:%d", *port)
		fmt.Printf("Lancemate is served on http://%s (Ctrl-C stops)\n", addr)
		log.Fatal(http.ListenAndServe(addr, serve.Handler(*out)))
	}
}
