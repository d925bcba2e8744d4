package site

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestMinifyCompressScan(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"index.html":    "<!doctype html>\n<html>\n  <body>\n    <p>  hello   </p>\n  </body>\n</html>\n",
		"dice.html":     "<html><body><p>dice</p></body></html>",
		"app.css":       "body {\n  color : red ;\n}\n",
		"app-worker.js": "const resourcesToCache = [\"/\",\"/dice\",\"/app.css\"];\n// comment\n",
		"web/icon.png":  "\x89PNG....",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(strings.Repeat(body, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := minifyDir(dir); err != nil {
		t.Fatal(err)
	}
	css, _ := os.ReadFile(filepath.Join(dir, "app.css"))
	if string(css) != "body{color:red}" {
		t.Errorf("minified css = %q", css)
	}
	built, err := compressDir(dir, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "web/icon.png.br")); err == nil {
		t.Error("a png was brotli-compressed")
	}
	for _, f := range []string{"index.html.br", "index.html.gz", "app.css.br", "app-worker.js.gz"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("missing %s", f)
		}
	}
	scanned, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(scanned.Files) != len(built) {
		t.Fatalf("scan found %d files, build wrote %d", len(scanned.Files), len(built))
	}
	for i, f := range scanned.Files {
		b := built[i]
		if f.Path != b.Path || f.Raw != b.Raw || f.Gzip != b.Gzip || f.Brotli != b.Brotli {
			t.Errorf("scan %+v != build %+v", f, b)
		}
	}
	want := map[string]bool{"/": true, "/dice": true, "/app.css": true, "/app-worker.js": false, "/web/icon.png": false}
	for _, f := range scanned.Files {
		if f.Precached != want[f.Path] {
			t.Errorf("%s precached = %v", f.Path, f.Precached)
		}
	}
	raw, _, br := scanned.FirstLoad()
	if raw == 0 || br == 0 || br > raw {
		t.Errorf("first load raw %d br %d", raw, br)
	}
}

func TestHashDirIsContentAddressed(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	os.WriteFile(filepath.Join(a, "x"), []byte("1"), 0o644)
	os.WriteFile(filepath.Join(b, "x"), []byte("1"), 0o644)
	ha, _ := hashDir(a)
	hb, _ := hashDir(b)
	if ha != hb || len(ha) != 16 {
		t.Errorf("same content, hashes %q %q", ha, hb)
	}
	os.WriteFile(filepath.Join(b, "x"), []byte("2"), 0o644)
	if hb2, _ := hashDir(b); hb2 == ha {
		t.Error("changed content kept the hash")
	}
}

func TestPatchAppJS(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "app.js")
	os.WriteFile(p, []byte("    "+wasmStart+"\n      go.importObject\n    );"), 0o644)
	if err := patchAppJS(p); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	if !strings.Contains(string(b), "lmModule ? {instance: await WebAssembly.instantiate(lmModule, go.importObject)} : await instantiateStreaming(") {
		t.Errorf("patched app.js = %s", b)
	}
	os.WriteFile(p, []byte("something else"), 0o644)
	if err := patchAppJS(p); err == nil {
		t.Error("an app.js without go-app's wasm start was accepted")
	}
}

// The version covers the generated pages as well as web: a change the
// generator or finishPages makes gives a new version, the same output
// the same one, and the pages are hashed as written for versionProbe.
func TestSiteVersionCoversThePages(t *testing.T) {
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "app.wasm"), []byte("wasm"), 0o644); err != nil {
		t.Fatal(err)
	}
	page := "<title>Dice</title>"
	var asked []string
	generate := func(dir, version string) error {
		asked = append(asked, version)
		return os.WriteFile(filepath.Join(dir, "dice.html"), []byte(page+version), 0o644)
	}
	v1, err := siteVersion(web, generate)
	if err != nil {
		t.Fatal(err)
	}
	if v2, _ := siteVersion(web, generate); v2 != v1 || len(v1) != 16 {
		t.Errorf("same sources: versions %q and %q", v1, v2)
	}
	if !slices.Equal(asked, []string{versionProbe, versionProbe}) {
		t.Errorf("generated for versions %q, want the probe's", asked)
	}
	page = "<title>Dice · Lancemate</title>"
	if v3, _ := siteVersion(web, generate); v3 == v1 {
		t.Errorf("a changed page kept version %q", v1)
	}
	page = "<title>Dice</title>"
	os.WriteFile(filepath.Join(web, "app.wasm"), []byte("wasm2"), 0o644)
	if v4, _ := siteVersion(web, generate); v4 == v1 {
		t.Errorf("a changed wasm kept version %q", v1)
	}
	failing := func(dir, version string) error { return os.ErrPermission }
	if _, err := siteVersion(web, failing); err == nil {
		t.Error("a failed generation gave a version")
	}
}

// canonicalHTML makes the two attribute orders go-app may write the same
// text, and leaves what differs otherwise.
func TestCanonicalHTML(t *testing.T) {
	a := canonicalHTML([]byte(`<head><meta name="theme-color" content="#101418"><link rel="icon" href="/x.png"/><script defer src="/app.js"></script></head>`))
	b := canonicalHTML([]byte(`<head><meta content="#101418" name="theme-color"><link href="/x.png" rel="icon"/><script src="/app.js" defer></script></head>`))
	if !bytes.Equal(a, b) {
		t.Errorf("same tags, different text:\n%s\n%s", a, b)
	}
	if want := `<head><meta content="#101418" name="theme-color"><link href="/x.png" rel="icon"/><script defer src="/app.js"></script></head>`; string(a) != want {
		t.Errorf("canonical = %s, want %s", a, want)
	}
	if c := canonicalHTML([]byte(`<meta name="theme-color" content="#000000">`)); bytes.Equal(c, canonicalHTML([]byte(`<meta name="theme-color" content="#101418">`))) {
		t.Error("a changed value gave the same text")
	}
}

// Everything the build leaves in the site is something the service worker
// precaches (a page under its route, or under "/" for index.html) or keeps
// later (lazyResources), the worker itself, or one of their compressed
// copies: no tool of the build is left behind to be served. What it keeps
// later is not precached.
func TestBuiltSiteHoldsOnlyServedFiles(t *testing.T) {
	dist := builtSite(t)
	pre, err := PrecacheList(dist)
	if err != nil {
		t.Fatal(err)
	}
	lazy, err := LazyList(dist)
	if err != nil {
		t.Fatal(err)
	}
	if len(lazy) == 0 {
		t.Error("the service worker keeps nothing later: the QR reader would not be there offline")
	}
	for p := range lazy {
		if _, both := pre[p]; both {
			t.Errorf("%s is precached and kept later: it counts in the first load", p)
		}
		pre[p] = struct{}{}
	}
	files, err := listFiles(dist)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range files {
		rel, _ := filepath.Rel(dist, p)
		path := "/" + filepath.ToSlash(strings.TrimSuffix(strings.TrimSuffix(rel, ".br"), ".gz"))
		route := strings.TrimSuffix(path, ".html")
		if route == "/index" {
			route = "/"
		}
		_, asFile := pre[path]
		_, asRoute := pre[route]
		if !asFile && !asRoute && path != "/app-worker.js" {
			t.Errorf("%s is in the site but not precached", rel)
		}
	}
}

// builtSite is the folder of the site make test built (LANCEMATE_DIST);
// without it the test is skipped.
func builtSite(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("LANCEMATE_DIST")
	if dir == "" {
		t.Skip("LANCEMATE_DIST is not set (make test sets it to the site it builds)")
	}
	return dir
}
