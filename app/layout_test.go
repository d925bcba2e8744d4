package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
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
