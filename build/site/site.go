// Package site builds Lancemate's static site: it compiles the wasm, copies
// the web assets, stamps a version derived from the built content, runs
// go-app's static generator (the native build of ./app), minifies the text
// files and writes precompressed .br and .gz siblings.
package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"lancemate/build/wasmsize"
)

// Options configure a build.
type Options struct {
	Root  string      // repository root (holds go.mod, app/, web/)
	Out   string      // output folder; replaced entirely
	Cache string      // folder for reusable compressed files (may be empty)
	Log   io.Writer   // progress messages
	Wasm  WasmOptions // the wasm's build; the zero value ships
}

// Result describes what was built.
type Result struct {
	Version string
	Files   []File // every served file, sorted by path
}

// File is one file of the site with its sizes.
type File struct {
	Path                string // URL path, e.g. "/web/app.wasm"
	Raw, Gzip, Brotli   int64
	Precached, Compress bool
}

// wasmGCFlags turn inlining off in every package but the Go runtime (and
// the few small std packages not listed). The compiler inlines small
// helpers (fmt.Errorf, errors.New, the HTML writer) at every one of their
// thousands of call sites; without that the wasm's brotli download is
// smaller: 162 KB for Lancemate's own packages (build of 2026-11-24,
// 1,974 → 1,812 KB), and 60 KB more for the standard library's cold
// packages and go-app (2026-11-26, 1,924 → 1,864 KB). The rules and the
// HTML building are not hot loops: the game's tap at 4× CPU measured the
// same with and without the second list (p50 13.1–14.6 against
// 13.3–15.5 ms, alternating runs of `make bench`'s game measure). The
// runtime keeps its inlining: turning it off too doubled that tap.
// internal/reflectlite (errors.Is and As, sort.Slice) and internal/fmtsort
// (printing maps) joined the list on 2026-11-29: brotli 1,760.7 →
// 1,748.2 KB. That gain is more the compressor's than the code's: the raw
// wasm hardly moved, and adding internal/godebug, bisect and unique as
// well gave back all of it (1,759.6 KB), as do most small changes to the
// code's layout (a few KB either way). Measure a change's cost with the
// first load before and after, not with one package's share.
var wasmGCFlags = []string{
	"lancemate/...=-l",
	"github.com/maxence-charriere/go-app/v10/...=-l", "rsc.io/...=-l",
	"fmt=-l", "time=-l", "slices=-l", "sort=-l", "strconv=-l", "maps=-l", "errors=-l",
	"encoding/...=-l", "unicode/...=-l", "io/...=-l", "os/...=-l", "net/...=-l", "compress/...=-l",
	"reflect=-l", "strings=-l", "bytes=-l", "sync/...=-l", "context=-l", "math/...=-l", "bufio=-l",
	"path/...=-l", "mime/...=-l", "hash/...=-l", "crypto/...=-l",
	"internal/reflectlite=-l", "internal/fmtsort=-l",
}

// Build runs the whole pipeline.
func Build(o Options) (*Result, error) {
	if o.Log == nil {
		o.Log = io.Discard
	}
	out, err := filepath.Abs(o.Out)
	if err != nil {
		return nil, err
	}
	if err := os.RemoveAll(out); err != nil {
		return nil, fmt.Errorf("clearing %s: %w", out, err)
	}
	webOut := filepath.Join(out, "web")
	if err := os.MkdirAll(webOut, 0o755); err != nil {
		return nil, err
	}
	fmt.Fprintln(o.Log, "building web/app.wasm (GOOS=js GOARCH=wasm)…")
	wasm := filepath.Join(webOut, "app.wasm")
	if err := BuildWasm(o.Root, wasm, o.Wasm); err != nil {
		return nil, err
	}
	if err := copyTree(filepath.Join(o.Root, "web"), webOut); err != nil {
		return nil, fmt.Errorf("copying web assets: %w", err)
	}
	st, err := os.Stat(wasm)
	if err != nil {
		return nil, err
	}
	// The generator is built outside the site, so that nothing of it is
	// compressed, listed or served with the site.
	genDir, err := os.MkdirTemp("", "lancemate-gen-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(genDir)
	gen := filepath.Join(genDir, "app")
	if err := goCmd(o.Root, nil, "build", "-o", gen, "./app"); err != nil {
		return nil, fmt.Errorf("building the generator: %w", err)
	}
	generate := func(dir, version string) error {
		cmd := exec.Command(gen, "-out", dir, "-version", version, "-wasm-length", strconv.FormatInt(st.Size(), 10))
		cmd.Dir, cmd.Stdout, cmd.Stderr = o.Root, o.Log, os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("generating the static site: %w", err)
		}
		return finishPages(dir)
	}
	version, err := siteVersion(webOut, generate)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(o.Log, "generating pages (version %s) and minifying…\n", version)
	if err := generate(out, version); err != nil {
		return nil, err
	}
	precached, err := PrecacheList(out)
	if err != nil {
		return nil, err
	}
	fmt.Fprintln(o.Log, "compressing (brotli and gzip)…")
	files, err := compressDir(out, o.Cache)
	if err != nil {
		return nil, err
	}
	for i := range files {
		_, files[i].Precached = precached[files[i].Path]
	}
	return &Result{Version: version, Files: files}, nil
}

// WasmOptions vary the wasm build; the zero value is the one the site ships.
type WasmOptions struct {
	// Symbols keeps the name section (function names), which the
	// shipped build strips with -s; the code and data are the same.
	Symbols bool
	// LDFlags and GCFlags, when not nil, replace the shipped ones (to
	// measure a variant); MoreLDFlags are added to them.
	LDFlags, GCFlags, MoreLDFlags []string
	// Env is added to the build's environment (e.g. GOWASM=…).
	Env []string
	// Stdout and Stderr receive the go command's output (the linker's
	// -dumpdep graph comes on Stderr); nil: standard error.
	Stdout, Stderr io.Writer
	// MergeGap, when not nil, replaces dataMergeGap (negative: the
	// linker's data segments as they are).
	MergeGap *int
	// StdLib builds with the standard library's own internal/godebug and
	// unique, not stdReplacements.
	StdLib bool
	// Lines keeps the Go runtime's tables that only stack traces read,
	// which the shipped wasm drops (wasmsize.StripTables: 118 KB of the
	// brotli download on 2026-11-26): a panic's stack trace then says
	// file:line and not only the functions.
	Lines bool
}

// dataMergeGap is the most zeros between two data segments that the
// shipped wasm merges into one (writing the zeros). The Go linker starts a
// new segment at every run of 8 or more zeros: 100,000 segments (the most
// it writes), 0.79 MB of segment headers, and brotli loses its context at
// each. Merged, app.wasm is 0.98 MB larger raw but its brotli download is
// 125 KB (6.8 %) smaller: 1,834.0 → 1,709.3 KB on the build of 2026-11-25
// (256: −116 KB; 512 and 1,024 give the same file; 2,048 and more, which
// merge everything, −118 KB). Linear memory starts out byte for byte the
// same.
const dataMergeGap = 512

// shippedLDFlags are the linker flags of the shipped wasm: no symbol
// table (the wasm name section) and no DWARF.
var shippedLDFlags = []string{"-s", "-w", "-buildid="}

// BuildWasm compiles ./app under root for the browser into out, as the
// site ships it unless o asks for a variant.
func BuildWasm(root, out string, o WasmOptions) error {
	w, err := NewWasmEnv(root)
	if err != nil {
		return err
	}
	defer w.Close()
	return w.Build(out, o)
}

// WasmEnv is the setting the wasm is built in: a copy of go-app with
// goAppPatches applied and a module file that names it, and the overlay
// of stdReplacements ("" when this Go cannot take it).
type WasmEnv struct {
	root, work, modFile, overlay string
}

// NewWasmEnv prepares the setting for building the wasm of the
// repository at root. Close removes it.
func NewWasmEnv(root string) (*WasmEnv, error) {
	work, err := os.MkdirTemp("", "lancemate-wasm-")
	if err != nil {
		return nil, err
	}
	modFile, err := wasmModFile(root, work)
	if err != nil {
		os.RemoveAll(work)
		return nil, err
	}
	overlay, err := writeStdOverlay(root, work)
	if err != nil {
		os.RemoveAll(work)
		return nil, fmt.Errorf("writing the standard library's replacements: %w", err)
	}
	return &WasmEnv{root: root, work: work, modFile: modFile, overlay: overlay}, nil
}

// Close removes the setting's files.
func (w *WasmEnv) Close() error { return os.RemoveAll(w.work) }

// Flags are the go command's flags for the wasm build with options o.
func (w *WasmEnv) Flags(o WasmOptions) []string {
	ld, gc := shippedLDFlags, wasmGCFlags
	if o.LDFlags != nil {
		ld = o.LDFlags
	}
	if o.GCFlags != nil {
		gc = o.GCFlags
	}
	ld = append(slices.Clone(ld), o.MoreLDFlags...)
	if o.Symbols {
		ld = slices.DeleteFunc(ld, func(f string) bool { return f == "-s" })
	}
	// -buildvcs=false: the same sources give the same wasm in any checkout
	// (a clean clone stamped its commit into the build info, which moved
	// the data after it and cost 1.3 KB of brotli, 2026-11-29).
	flags := []string{"-modfile=" + w.modFile, "-trimpath", "-buildvcs=false", "-ldflags=" + strings.Join(ld, " ")}
	if w.overlay != "" && !o.StdLib {
		flags = append(flags, "-overlay="+w.overlay)
	}
	for _, f := range gc {
		flags = append(flags, "-gcflags="+f)
	}
	return flags
}

// Build compiles ./app into out.
func (w *WasmEnv) Build(out string, o WasmOptions) error {
	args := append(append([]string{"build"}, w.Flags(o)...), "-o", out, "./app")
	if err := w.Go(o, args...); err != nil {
		if w.overlay == "" || o.StdLib {
			return fmt.Errorf("building the wasm: %w", err)
		}
		// Another Go release may have changed what the replaced packages
		// must offer: the standard ones still build the same app.
		fmt.Fprintf(os.Stderr, "the wasm did not build with the reduced internal/godebug and unique (build/site/stdlib.go; %v): building it with the standard ones (about 21 KB more to download)\n", err)
		w.overlay = ""
		args = append(append([]string{"build"}, w.Flags(o)...), "-o", out, "./app")
		if err := w.Go(o, args...); err != nil {
			return fmt.Errorf("building the wasm: %w", err)
		}
	}
	b, err := os.ReadFile(out)
	if err != nil {
		return err
	}
	if !o.Lines {
		if b, err = wasmsize.StripTables(b); err != nil {
			return fmt.Errorf("stripping the wasm's trace tables: %w", err)
		}
	}
	gap := dataMergeGap
	if o.MergeGap != nil {
		gap = *o.MergeGap
	}
	if gap >= 0 {
		if b, err = wasmsize.MergeData(b, gap); err != nil {
			return fmt.Errorf("merging the wasm's data segments: %w", err)
		}
	}
	return os.WriteFile(out, b, 0o644)
}

// Go runs the go command in the repository for GOOS=js GOARCH=wasm, with
// o's environment and output.
func (w *WasmEnv) Go(o WasmOptions, args ...string) error {
	cmd := exec.Command("go", args...)
	cmd.Dir = w.root
	cmd.Env = append(append(os.Environ(), "GOOS=js", "GOARCH=wasm"), o.Env...)
	cmd.Stdout, cmd.Stderr = o.Stdout, o.Stderr
	if cmd.Stdout == nil {
		cmd.Stdout = os.Stderr
	}
	if cmd.Stderr == nil {
		cmd.Stderr = os.Stderr
	}
	return cmd.Run()
}

func goCmd(dir string, env []string, args ...string) error {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	return cmd.Run()
}

// hashDir is a short content hash of every file under dir (names and
// bytes): the same files give the same hash, and any change a new one.
func hashDir(dir string) (string, error) {
	return hashDirWith(dir, func(_ string, b []byte) []byte { return b })
}

// hashDirWith is hashDir of each file's bytes as canon gives them.
func hashDirWith(dir string, canon func(path string, b []byte) []byte) (string, error) {
	paths, err := listFiles(dir)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	for _, p := range paths {
		rel, _ := filepath.Rel(dir, p)
		b, err := os.ReadFile(p)
		if err != nil {
			return "", err
		}
		b = canon(p, b)
		fmt.Fprintf(h, "%s\x00%d\x00", filepath.ToSlash(rel), len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// startTag and attribute find an HTML start tag and, in it, each
// attribute (a name, and a value in double quotes: the minifier keeps
// them).
var (
	startTag  = regexp.MustCompile(`<[a-zA-Z][^\s/>]*(?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*\s*/?>`)
	attribute = regexp.MustCompile(`\s+[^\s"'=<>/]+(?:="[^"]*")?`)
)

// canonicalHTML writes every start tag's attributes in sorted order. go-app
// writes an element's attributes in the order of a Go map, so two
// generations of the same page differ in that order alone.
func canonicalHTML(b []byte) []byte {
	return startTag.ReplaceAllFunc(b, func(tag []byte) []byte {
		attrs := attribute.FindAll(tag, -1)
		if len(attrs) < 2 {
			return tag
		}
		name := tag[:attribute.FindIndex(tag)[0]]
		end := tag[len(tag)-1:]
		if bytes.HasSuffix(tag, []byte("/>")) {
			end = []byte("/>")
		}
		sorted := make([][]byte, len(attrs))
		for i, a := range attrs {
			sorted[i] = bytes.TrimSpace(a)
		}
		slices.SortFunc(sorted, bytes.Compare)
		return append(append(slices.Clone(name), ' '), append(bytes.Join(sorted, []byte(" ")), end...)...)
	})
}

// finishPages does to the files go-app generated in dir what go-app
// cannot: the early wasm start in app.js, the manifest's share target and
// file handlers, the PNG favicon, no links to no host, the
// Content-Security-Policy; then it
// minifies everything in dir.
func finishPages(dir string) error {
	if err := patchAppJS(filepath.Join(dir, "app.js")); err != nil {
		return err
	}
	if err := patchManifest(filepath.Join(dir, "manifest.webmanifest")); err != nil {
		return err
	}
	if err := pngFavicon(dir); err != nil {
		return err
	}
	if err := dropHostlessMeta(dir); err != nil {
		return err
	}
	if err := addCSP(dir); err != nil {
		return err
	}
	return minifyDir(dir)
}

// versionProbe stands for the version in the pages siteVersion hashes.
const versionProbe = "version-probe"

// siteVersion is the site's Version: a hash of the static assets in web
// and of the pages, scripts and manifest that generate (go-app's
// generator, then finishPages) writes into a folder for a given version,
// written once with versionProbe in place of the version. So a change a
// player's browser would receive gives a new version, and with it a new
// service worker that fetches it, also when it comes from the generator
// or from this package rather than from web (the wasm is in web).
func siteVersion(web string, generate func(dir, version string) error) (string, error) {
	probe, err := os.MkdirTemp("", "lancemate-pages-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(probe)
	if err := generate(probe, versionProbe); err != nil {
		return "", err
	}
	hw, err := hashDir(web)
	if err != nil {
		return "", err
	}
	hp, err := hashDirWith(probe, func(path string, b []byte) []byte {
		if filepath.Ext(path) == ".html" {
			return canonicalHTML(b)
		}
		return b
	})
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(hw + hp))
	return hex.EncodeToString(sum[:])[:16], nil
}

// wasmStart is how go-app's app.js compiles and instantiates the wasm:
// once its deferred script runs (after the page is parsed), through a
// progress wrapper that re-creates the Response, which leaves the browser
// nothing to attach compiled code to.
const wasmStart = `const wasm = await instantiateStreaming(
      fetchWithProgress("/web/app.wasm", showProgress),`

// wasmStartEarly takes the module web/boot.js began compiling from the
// page's head (lmWasm): from the service worker's cache on a warm start,
// from the head's preload, counted for the loading label, on a first
// visit. When there is none (a browser without
// WebAssembly.compileStreaming) or it failed (a download cut off), app.js
// downloads and compiles the wasm itself as before.
const wasmStartEarly = `const lmModule = self.lmWasm && await self.lmWasm.catch(() => null);
    const wasm = lmModule ? {instance: await WebAssembly.instantiate(lmModule, go.importObject)} : await instantiateStreaming(
      fetchWithProgress("/web/app.wasm", showProgress),`

// patchAppJS makes app.js start the wasm as wasmStartEarly says.
func patchAppJS(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if !strings.Contains(string(b), wasmStart) {
		return fmt.Errorf("%s: go-app's wasm start %q not found; check the patch against this go-app version", path, wasmStart)
	}
	return os.WriteFile(path, []byte(strings.Replace(string(b), wasmStart, wasmStartEarly, 1)), 0o644)
}

// listFiles returns every file under dir, sorted.
func listFiles(dir string) ([]string, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			paths = append(paths, p)
		}
		return err
	})
	sort.Strings(paths)
	return paths, err
}

// PrecacheList reads the resourcesToCache list of the service worker of the
// site built in dir.
func PrecacheList(dir string) (map[string]struct{}, error) {
	return workerList(dir, "resourcesToCache")
}

// LazyList reads the lazyResources list of the service worker of the site
// built in dir: the files it keeps once active, outside the first load
// (app/worker.js).
func LazyList(dir string) (map[string]struct{}, error) {
	return workerList(dir, "lazyResources")
}

// workerList reads the list of URL paths the service worker of the site
// built in dir names name.
func workerList(dir, name string) (map[string]struct{}, error) {
	worker := filepath.Join(dir, "app-worker.js")
	b, err := os.ReadFile(worker)
	if err != nil {
		return nil, err
	}
	s := string(b)
	i := strings.Index(s, name+"=")
	if i < 0 {
		i = strings.Index(s, name+" =")
	}
	if i < 0 {
		return nil, fmt.Errorf("%s: no %s list", worker, name)
	}
	s = s[i:]
	open, end := strings.IndexByte(s, '['), strings.IndexByte(s, ']')
	if open < 0 || end < open {
		return nil, fmt.Errorf("%s: malformed %s list", worker, name)
	}
	out := map[string]struct{}{}
	for _, item := range strings.Split(s[open+1:end], ",") {
		if item = strings.Trim(strings.TrimSpace(item), `"`); item != "" {
			out[item] = struct{}{}
		}
	}
	return out, nil
}
