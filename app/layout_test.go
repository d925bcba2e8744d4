package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// shared are the app's packages every section may import; every other
// folder under app/ holding Go code is a section.
var shared = map[string]bool{"kit": true, "session": true, "share": true, "store": true}

// sectionFiles parses the Go files of every section, tests included,
// keyed by section.
func sectionFiles(t *testing.T) map[string][]*ast.File {
	t.Helper()
	dirs, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]*ast.File{}
	fset := token.NewFileSet()
	for _, d := range dirs {
		if !d.IsDir() || shared[d.Name()] {
			continue
		}
		files, _ := filepath.Glob(filepath.Join(d.Name(), "*.go"))
		for _, f := range files {
			file, err := parser.ParseFile(fset, f, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			out[d.Name()] = append(out[d.Name()], file)
		}
	}
	if len(out) < 8 {
		t.Fatalf("found %d sections under app/, want the 9 the routes name", len(out))
	}
	return out
}

// A section imports the kit, the session, the store, engine/… and
// sheets/…, never another section (the routes in main.go glue them).
func TestSectionsImportNoOtherSection(t *testing.T) {
	for sec, files := range sectionFiles(t) {
		for _, f := range files {
			for _, imp := range f.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				rest, ok := strings.CutPrefix(path, "lancemate/app/")
				if !ok {
					continue
				}
				if top, _, _ := strings.Cut(rest, "/"); !shared[top] {
					t.Errorf("section %s imports %s (file %s)", sec, path, f.Name.Name)
				}
			}
		}
	}
}

// Only the kit makes markup: a section never calls app.Raw and never
// converts anything but a constant to kit.HTML, so a string a player typed
// or a file held can only reach a page through the kit's escaping Writer.
func TestSectionsMakeNoHTML(t *testing.T) {
	for sec, files := range sectionFiles(t) {
		for _, f := range files {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				pkg, ok := sel.X.(*ast.Ident)
				if !ok {
					return true
				}
				switch {
				case pkg.Name == "app" && sel.Sel.Name == "Raw":
					t.Errorf("section %s calls app.Raw", sec)
				case pkg.Name == "kit" && sel.Sel.Name == "HTML" && len(call.Args) == 1:
					if _, lit := call.Args[0].(*ast.BasicLit); !lit {
						t.Errorf("section %s converts a computed value to kit.HTML", sec)
					}
				}
				return true
			})
		}
	}
}

// heavy are standard packages the wasm must not link because of
// Lancemate's own code, with what each costs the first load (make size):
// go-app's own uses of them are cut out at build time (build/site).
var heavy = map[string]string{
	"regexp":        "~40 KB brotli with regexp/syntax and the unicode tables: scan the text instead (kit.SplitCite)",
	"html":          "its table of 2,000 named entities: the kit escapes with its own replacer",
	"encoding/xml":  "~50 KB: the .ssw reader reads its XML itself",
	"compress/gzip": "~31 KB: the browser's CompressionStream does it (app/share)",
	"net/http":      "with TLS and x509, 0.3 MB: the wasm never serves",
	"crypto/rand":   "Go's FIPS generator: dice come from crypto.getRandomValues",
	"math/big":      "arbitrary precision nobody needs",
}

// The wasm's own packages import none of the heavy standard packages.
func TestWasmLeavesOutHeavyPackages(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		if len(fields) == 0 || !strings.HasPrefix(fields[0], "lancemate/") {
			continue
		}
		for _, imp := range fields[1:] {
			if why, bad := heavy[imp]; bad {
				t.Errorf("%s imports %s, which the wasm should not carry (%s)", fields[0], imp, why)
			}
		}
	}
}
