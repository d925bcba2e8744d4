package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// goAppModule is the module whose server half is stripped from the wasm.
const goAppModule = "github.com/maxence-charriere/go-app/v10"

// goAppPatches edit go-app for the wasm build. First, files compiled into
// the wasm although only the server uses them: its HTTP Handler (http.go) and the local file
// resolver that wraps http.FileServer (resource.go). Through them the wasm
// would carry net/http and, with it, crypto/tls, x509 and the elliptic
// curves: 1.65 MB of the 10.5 MB wasm, 0.32 MB of its brotli download.
// The wasm is built against a copy of go-app with these edits, named by a
// -modfile, so the repository and the module cache stay untouched. Each
// edit must match exactly: a go-app update that moves the code fails the
// build here instead of silently growing the download.
var goAppPatches = []struct {
	file     string
	old, new string // old == "" replaces the whole file
}{
	{"pkg/app/http.go", "", strippedHTTP},
	{"pkg/app/resource.go", "\t\"net/http\"\n", ""},
	{"pkg/app/resource.go", "\t\tHandler:   http.FileServer(http.Dir(directory)),\n", ""},
	{"pkg/app/resource.go", "\thttp.Handler\n", ""},
	// Routes by regular expression are left out, so the regexp package
	// (~0.27 MB) is not in the wasm; Lancemate has only exact routes and,
	// for any other path, the page in go-app's NotFound variable, which
	// go-app declares but never used (it always showed its own page).
	{"pkg/app/route.go", "\t\"regexp\"\n", ""},
	{"pkg/app/route.go", "regexp.MustCompile(pattern)", "noRegexp(pattern)"},
	{"pkg/app/route.go", "regexp       *regexp.Regexp", "regexp       interface{ MatchString(string) bool }"},
	{"pkg/app/engine.go", "\t\troot = &notFound{}\n", "\t\troot = notFoundPage()\n"},
	// Encrypted persisted state (AES-GCM) is left out: Lancemate keeps
	// everything in its own IndexedDB store and never asks go-app to
	// encrypt; asking now returns an error.
	{"pkg/app/crypto.go", "", strippedCrypto},
	// go-app escapes text with html.EscapeString, so the wasm carries the
	// html package, whose init keeps its 2,231-entry entity table for
	// UnescapeString: the same escaping with a strings.Replacer. Once
	// Lancemate's own code stops importing html too (app/ui), the download
	// is 10.4 KB brotli smaller (measured 2026-11-25).
	{"pkg/app/node.go", "\t\"html\"\n", ""},
	{"pkg/app/node.go", "html.EscapeString(v.value)", "htmlEscaper.Replace(v.value)"},
	// Random ids without github.com/google/uuid, which brings MD5, SHA-1
	// and database/sql/driver along.
	{"pkg/app/context.go", "\t\"github.com/google/uuid\"\n", ""},
	{"pkg/app/context.go", "uuid.NewString()", "newID()"},
	{"pkg/app/state.go", "\t\"github.com/google/uuid\"\n", ""},
	{"pkg/app/state.go", "uuid.NewString()", "newID()"},
	// go-app renders a dispatched change on a ticker one frame (8.3 ms at
	// its 120 Hz) after the event, so every tap waited 8.3 ms before any
	// DOM work. The wasm renders as soon as the queue of dispatches is
	// empty: changes made together still render once.
	// go-app answers every click in the page in a dispatched function that
	// walks from the target up to the body, two calls into the page per
	// element: each tap paid for it, and when the engine was busy (a page
	// waiting on storage) the browser's handler returned first and the
	// browser loaded a tapped link for real, dropping what was on screen.
	// The wasm finds the link with one closest("a") in the handler itself
	// and calls preventDefault there; only the navigation is dispatched.
	{"pkg/app/browser.go", goAppAnchorClick, strippedAnchorClick},
	{"pkg/app/engine.go", "\t\t\tdispatch()\n\n\t\tcase <-frames.C:\n", "\t\t\tdispatch()\n\t\t\tif len(e.dispatches) == 0 {\n\t\t\t\te.processFrame()\n\t\t\t\tframes.Reset(iddleFrameDuration)\n\t\t\t\tcurrentFrameDuration = iddleFrameDuration\n\t\t\t}\n\n\t\tcase <-frames.C:\n"},
	// A panic in a page's Render or in an event handler would stop the
	// wasm, and with it every page until the app is reloaded. The engine
	// runs each dispatch, each frame and the first navigation under a
	// recover that reports the panic to the page (web/boot.js lmPanic
	// shows what failed, with Export everything and Open Settings), and
	// goes on serving the other pages.
	{"pkg/app/engine.go", "\t\t\tdispatch()\n\t\t\tif len(e.dispatches) == 0 {\n\t\t\t\te.processFrame()\n", "\t\t\trunSafely(dispatch)\n\t\t\tif len(e.dispatches) == 0 {\n\t\t\t\trunSafely(e.processFrame)\n"},
	{"pkg/app/engine.go", "\t\tcase <-frames.C:\n\t\t\te.processFrame()\n", "\t\tcase <-frames.C:\n\t\t\trunSafely(e.processFrame)\n"},
	{"pkg/app/app.go", "\tengine.Navigate(window.URL(), false)\n", "\trunSafely(func() { engine.Navigate(window.URL(), false) })\n"},
}

// strippedHTTP replaces go-app's http.go in the wasm: the Handler type
// the wasm-only code names, and the helpers the other edits call.
const strippedHTTP = `package app

import (
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
)

// runSafely runs f; a panic in it is shown on the page (lmPanic, web/boot.js) and the app goes on (lancemate/build/site).
func runSafely(f func()) {
	defer func() {
		if r := recover(); r != nil {
			stack := make([]byte, 8192)
			stack = stack[:runtime.Stack(stack, false)]
			if report := Window().Get("lmPanic"); report.Truthy() {
				Window().Call("lmPanic", fmt.Sprint(r), string(stack))
			}
		}
	}()
	f()
}

// Handler is go-app's HTTP server; the wasm never serves (left out by lancemate/build/site).
type Handler struct{}

// noRegexp refuses a route by regular expression: they are left out of this build.
func noRegexp(pattern string) interface{ MatchString(string) bool } {
	panic("RouteWithRegexp(" + pattern + "): routes by regular expression are left out of this build (lancemate/build/site)")
}

// htmlEscaper escapes as html.EscapeString does.
var htmlEscaper = strings.NewReplacer("&", "&amp;", "'", "&#39;", "<", "&lt;", ">", "&gt;", "\"", "&#34;")

// newID is a random id (128 bits, hex) from the runtime's ChaCha8
// generator: go-app's ids need to be unique, not secret, and crypto/rand
// would bring Go's FIPS generator into the wasm.
func newID() string {
	var b [16]byte
	for i := range b {
		b[i] = byte(rand.Uint32())
	}
	return hex.EncodeToString(b[:])
}

// notFoundPage is the page for a path no route matches: NotFound when it is a component.
func notFoundPage() Composer {
	if c, ok := NotFound.(Composer); ok {
		return c
	}
	return &notFound{}
}
`

// goAppAnchorClick is go-app's handler of clicks on links, as it is.
const goAppAnchorClick = `func (b *browser) handleAnchorClick(ctx Context) {
	b.anchorClick = FuncOf(func(this Value, args []Value) any {
		ctx.dispatch(func() {
			event := Event{Value: args[0]}

			for target := event.Get("target"); target.Truthy(); target = target.Get("parentElement") {
				switch target.Get("tagName").String() {
				case "A":
					if meta := event.Get("metaKey"); meta.Truthy() && meta.Bool() {
						return
					}

					if ctrl := event.Get("ctrlKey"); ctrl.Truthy() && ctrl.Bool() {
						return
					}

					if download := target.Call("getAttribute", "download"); !download.IsNull() {
						return
					}

					switch target.Get("target").String() {
					case "_blank":
						return
					}

					event.PreventDefault()
					if href := target.Get("href"); href.Truthy() {
						ctx.Navigate(target.Get("href").String())
					}
					return

				case "BODY":
					return
				}
			}
		})
		return nil
	})
	Window().Set("onclick", b.anchorClick)
}`

// strippedAnchorClick replaces goAppAnchorClick in the wasm.
const strippedAnchorClick = `func (b *browser) handleAnchorClick(ctx Context) {
	b.anchorClick = FuncOf(func(this Value, args []Value) any {
		event := Event{Value: args[0]}
		target := event.Get("target")
		if !target.Truthy() || target.Get("closest").IsUndefined() {
			return nil
		}
		if target = target.Call("closest", "a"); !target.Truthy() {
			return nil
		}
		if meta := event.Get("metaKey"); meta.Truthy() && meta.Bool() {
			return nil
		}
		if ctrl := event.Get("ctrlKey"); ctrl.Truthy() && ctrl.Bool() {
			return nil
		}
		if download := target.Call("getAttribute", "download"); !download.IsNull() {
			return nil
		}
		if target.Get("target").String() == "_blank" {
			return nil
		}
		event.PreventDefault()
		if href := target.Get("href"); href.Truthy() {
			dest := href.String()
			ctx.dispatch(func() { ctx.Navigate(dest) })
		}
		return nil
	})
	Window().Set("onclick", b.anchorClick)
}`

// strippedCrypto replaces go-app's crypto.go in the wasm.
const strippedCrypto = `package app

import "github.com/maxence-charriere/go-app/v10/pkg/errors"

func encrypt(key string, v []byte) ([]byte, error) {
	return nil, errors.New("encrypted state is left out of this build (lancemate/build/site)")
}

func decrypt(key string, v []byte) ([]byte, error) {
	return nil, errors.New("encrypted state is left out of this build (lancemate/build/site)")
}
`

// goAppFiles are the parts of go-app's module the wasm is built from: the
// packages pkg/app imports (a go-app that imports more fails the build
// with a clear "no required module provides package"). Its other
// packages are left out; one of them is not gofmt-formatted.
var goAppFiles = []string{"go.mod", "go.sum", "LICENSE", "pkg/app", "pkg/errors"}

// wasmModFile writes a copy of go-app's module with goAppPatches applied
// under root's .cache/wasm, and, under work, a module file (with its
// go.sum) that replaces go-app by that copy. It returns the module file's
// path, for -modfile. The copy's folder is named by a hash of its files
// and the replacement path is relative: the wasm's build information
// records it, and a path that changed from build to build (a temporary
// folder) changed the wasm's bytes, its compressed size and the site's
// Version on every build.
func wasmModFile(root, work string) (string, error) {
	src, err := moduleDir(root, goAppModule)
	if err != nil {
		return "", err
	}
	copies := filepath.Join(root, ".cache", "wasm")
	if err := os.MkdirAll(copies, 0o755); err != nil {
		return "", err
	}
	dst, err := os.MkdirTemp(copies, "tmp-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dst) // once renamed, nothing is left to remove
	for _, name := range goAppFiles {
		if err := copyTree(filepath.Join(src, name), filepath.Join(dst, name)); err != nil {
			return "", fmt.Errorf("copying go-app: %w", err)
		}
	}
	for _, p := range goAppPatches {
		path := filepath.Join(dst, p.file)
		b, err := os.ReadFile(path)
		if err != nil {
			return "", err
		}
		switch {
		case p.old == "":
			b = []byte(p.new)
		case bytes.Count(b, []byte(p.old)) == 1:
			b = bytes.Replace(b, []byte(p.old), []byte(p.new), 1)
		default:
			return "", fmt.Errorf("stripping go-app's server from the wasm: %s no longer holds %q; update goAppPatches in build/site/goapp.go", p.file, p.old)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return "", err
		}
	}
	hash, err := hashDir(dst)
	if err != nil {
		return "", err
	}
	name := "go-app-" + hash
	// Another build may have made the same copy first: keep either.
	if err := os.Rename(dst, filepath.Join(copies, name)); err != nil {
		if _, statErr := os.Stat(filepath.Join(copies, name, "go.mod")); statErr != nil {
			return "", fmt.Errorf("keeping the patched go-app: %w", err)
		}
	}
	pruneCopies(copies, name)
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", err
	}
	mod = fmt.Appendf(mod, "\nreplace %s => ./.cache/wasm/%s\n", goAppModule, name)
	modFile := filepath.Join(work, "wasm.go.mod")
	if err := os.WriteFile(modFile, mod, 0o644); err != nil {
		return "", err
	}
	return modFile, copyTree(filepath.Join(root, "go.sum"), filepath.Join(work, "wasm.go.sum"))
}

// moduleDir returns the folder of module (at the version root's go.mod
// requires) in the module cache, downloading it first: on a new machine
// the cache is empty until something asks for the module, and `go list -m`
// names the folder without filling it.
func moduleDir(root, module string) (string, error) {
	cmd := exec.Command("go", "mod", "download", "-json", module)
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var m struct{ Dir, Error string }
	if jsonErr := json.Unmarshal(out, &m); jsonErr == nil && m.Error != "" {
		return "", fmt.Errorf("downloading %s: %s", module, m.Error)
	}
	if err != nil {
		return "", fmt.Errorf("downloading %s: %w: %s", module, err, strings.TrimSpace(stderr.String()))
	}
	if m.Dir == "" {
		return "", fmt.Errorf("downloading %s: go mod download named no folder: %s", module, out)
	}
	return m.Dir, nil
}

// pruneCopies removes the patched go-app copies other than keep that are
// more than an hour old (left by earlier patch sets; a build running right
// now with another patch set keeps its copy).
func pruneCopies(dir, keep string) {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() == keep || !strings.HasPrefix(e.Name(), "go-app-") {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > time.Hour {
			os.RemoveAll(filepath.Join(dir, e.Name()))
		}
	}
}

// copyTree copies a file, or a folder with everything in it, leaving out
// tests; copies are writable even when the source (the module cache) is not.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if strings.HasSuffix(p, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
}
