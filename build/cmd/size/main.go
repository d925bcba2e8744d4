// Command size shows where app.wasm's bytes go: it builds the wasm as the
// site does but keeps the name section, and attributes the function
// bodies, the runtime's per-function tables and the data to Go packages,
// with an estimate of each package's share of the brotli download. Run it
// with `make size`.
//
//	go run ./build/cmd/size [-top 25] [-q 11] [-pkg lancemate/app/ui [-funcs 30]]
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"

	"lancemate/build/site"
	"lancemate/build/wasmsize"
)

func main() {
	top := flag.Int("top", 25, "packages listed (the rest are summed)")
	q := flag.Int("q", 11, "brotli quality of the per-package estimate (0: no estimate)")
	cache := flag.String("cache", ".cache/compress", "folder of reusable compressed files (shared with make build)")
	pkg := flag.String("pkg", "", "also list the largest functions of this package (\"all\": of any package)")
	funcs := flag.Int("funcs", 30, "functions listed with -pkg")
	flag.Parse()
	log.SetFlags(0)

	work, err := os.MkdirTemp("", "lancemate-size-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(work)
	env, err := site.NewWasmEnv(".")
	if err != nil {
		log.Fatal(err)
	}
	defer env.Close()

	// The shipped build, and the same with its name section and the
	// linker's graph of reachable symbols.
	shipped, named := filepath.Join(work, "shipped.wasm"), filepath.Join(work, "named.wasm")
	if err := env.Build(shipped, site.WasmOptions{}); err != nil {
		log.Fatal(err)
	}
	var deps bytes.Buffer
	symOpts := site.WasmOptions{Symbols: true, MoreLDFlags: []string{"-dumpdep"}, Stderr: &deps}
	if err := env.Build(named, symOpts); err != nil {
		os.Stderr.Write(deps.Bytes())
		log.Fatal(err)
	}
	reach, err := wasmsize.ReadDumpDep(&deps)
	if err != nil {
		log.Fatal(err)
	}
	goCmd := func(stdout io.Writer, args ...string) error {
		return env.Go(site.WasmOptions{Stdout: stdout}, args...)
	}
	syms, known, err := wasmsize.DataSymbols(goCmd, env.Flags(site.WasmOptions{}), "./app")
	if err != nil {
		log.Fatal(err)
	}

	b, err := os.ReadFile(named)
	if err != nil {
		log.Fatal(err)
	}
	m, err := wasmsize.Parse(b)
	if err != nil {
		log.Fatalf("%s: %v", named, err)
	}
	g, err := wasmsize.ReadGo(m, b)
	if err != nil {
		log.Fatalf("%s: %v", named, err)
	}
	sb, err := os.ReadFile(shipped)
	if err != nil {
		log.Fatal(err)
	}
	rep := wasmsize.Attribute(m, b, g, syms, reach, known)
	if got := rep.Size - rep.Names; got != int64(len(sb)) {
		log.Fatalf("the build with names is %d bytes without its name section, the shipped one %d: they differ in more than names", got, len(sb))
	}
	if *q > 0 {
		fmt.Fprintln(os.Stderr, "compressing (brotli)…")
		br, err := site.Brotli(sb, *cache)
		if err != nil {
			log.Fatal(err)
		}
		rep.EstimateBrotli(int64(len(br)), *q)
	}
	fmt.Printf("app.wasm: %s bytes as shipped", group(int64(len(sb))))
	if rep.Brotli > 0 {
		fmt.Printf(", %s brotli", group(rep.Brotli))
	}
	fmt.Printf("; %d functions, %d data segments\n\n", len(m.Funcs), len(m.Data))
	rep.Print(os.Stdout, *top)
	if *pkg != "" {
		name := *pkg
		if name == "all" {
			name = ""
		}
		fmt.Printf("\nlargest functions of %s (KB):\n", *pkg)
		for _, f := range wasmsize.TopFuncs(m, g, known, name, *funcs) {
			fmt.Printf("%8.1f %7.1f  %s\n", float64(f.Code)/1000, float64(f.Meta)/1000, f.Name)
		}
	}
}

func group(n int64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
