package site

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// stdReplacements are two standard packages that the wasm is built with
// in a reduced form (go build -overlay), each doing for Lancemate exactly
// what the standard one does. Measured on 2026-11-30: app.wasm 14.16 →
// 13.88 MB raw, first load 1,821,851 → 1,800,447 bytes brotli.
//
//   - internal/godebug reads the GODEBUG settings (time, net/url and
//     math/rand ask it). A page's Go program has no GODEBUG and the module's
//     go line (1.26) sets no default, so every setting is at its default,
//     "": the reduced copy answers that without the settings table, the
//     bisect matcher and the runtime's metrics, which a setting's counter
//     registers (runtime.initMetrics alone is 29 KB of code). −6.4 KB.
//   - unique makes the handles net/netip keeps an IPv6 zone in, which
//     net/url reaches when it parses a bracketed host. The standard copy
//     frees a value nobody holds any more through weak pointers and
//     cleanups; the reduced one keeps every value for the program's life
//     (a page meets a zone only in a URL like http://[fe80::1%25en0]/, if
//     ever). −15 KB.
//
// A file mapped to "" is left out of the package. TestStdReplacements
// builds and runs a program with them natively, and the wasm build falls
// back to the standard packages, saying so, when they no longer build
// with the Go it is given.
var stdReplacements = map[string]string{
	"internal/godebug/godebug.go": godebugDefaults,
	"unique/handle.go":            uniqueKeepsAll,
	"unique/canonmap.go":          "",
	"unique/clone.go":             "",
}

const godebugDefaults = `// Package godebug is the standard library's GODEBUG settings as a program
// without GODEBUG sees them: every setting at its default (Lancemate's
// reduced copy, build/site/stdlib.go).
package godebug

// A Setting is a single setting in the $GODEBUG environment variable.
type Setting struct{ name string }

// New returns a new Setting for the $GODEBUG setting with the given name.
func New(name string) *Setting { return &Setting{name: name} }

// Name returns the name of the setting.
func (s *Setting) Name() string {
	if s.name != "" && s.name[0] == '#' {
		return s.name[1:]
	}
	return s.name
}

// Undocumented reports whether this is an undocumented setting.
func (s *Setting) Undocumented() bool { return s.name != "" && s.name[0] == '#' }

// String returns a printable form for the setting: name=value.
func (s *Setting) String() string { return s.Name() + "=" + s.Value() }

// IncNonDefault counts nothing: no setting leaves its default.
func (s *Setting) IncNonDefault() {}

// Value returns the setting's default, "".
func (s *Setting) Value() string { return "" }
`

const uniqueKeepsAll = `// Package unique canonicalizes comparable values. Lancemate's reduced copy
// (build/site/stdlib.go) keeps every value it is given for the program's
// life, without the standard package's weak pointers and cleanups.
package unique

import "sync"

// Handle is a globally unique identity for some value of type T.
type Handle[T comparable] struct{ value *T }

// Value returns a shallow copy of the value that produced the Handle.
func (h Handle[T]) Value() T { return *h.value }

var (
	mu      sync.Mutex
	handles map[any]any // value → *value
)

// Make returns a globally unique handle for a value of type T.
func Make[T comparable](value T) Handle[T] {
	mu.Lock()
	defer mu.Unlock()
	p, ok := handles[value]
	if !ok {
		if handles == nil {
			handles = map[any]any{}
		}
		p = &value
		handles[value] = p
	}
	return Handle[T]{p.(*T)}
}
`

// writeStdOverlay writes stdReplacements and the go command's overlay
// file that names them into dir, for the Go that builds in root, and returns the overlay file's path; ""
// when the Go in use does not hold every file replaced (another release:
// the wasm is then built with the standard packages).
func writeStdOverlay(root, dir string) (string, error) {
	cmd := exec.Command("go", "env", "GOROOT")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("finding GOROOT: %w", err)
	}
	src := filepath.Join(strings.TrimSpace(string(out)), "src")
	replace := map[string]string{}
	for name, text := range stdReplacements {
		orig := filepath.Join(src, filepath.FromSlash(name))
		if _, err := os.Stat(orig); err != nil {
			return "", nil
		}
		if text == "" {
			replace[orig] = ""
			continue
		}
		file := filepath.Join(dir, "std", filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			return "", err
		}
		replace[orig] = file
	}
	b, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "std-overlay.json")
	return path, os.WriteFile(path, b, 0o644)
}
