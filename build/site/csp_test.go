package site

import (
	"crypto/sha256"
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// addCSP puts the policy first in the head of every page, and refuses a
// page holding what the policy would block.
func TestAddCSP(t *testing.T) {
	dir := t.TempDir()
	ok := `<!doctype html><html><head><title>x</title><script defer src="/app.js"></script></head><body><p>hi</p></body></html>`
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(ok), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := addCSP(dir); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "index.html"))
	if !strings.HasPrefix(string(b), `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self';`) {
		t.Errorf("page = %s", b)
	}
	// The early writer follows the policy, and the minifier leaves it as
	// it is, so the hash the policy names still holds.
	early := `"><script>` + EarlyWriter + `</script><title>`
	if !strings.Contains(string(b), early) {
		t.Errorf("no early writer right after the policy: %s", b)
	}
	if err := minifyDir(dir); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "index.html")); !strings.Contains(string(b), early) {
		t.Errorf("the minifier changed the early writer: %s", b)
	}
	for _, bad := range []string{
		`<script>alert(1)</script>`, `<script type="module">x()</script>`, `<button onclick="x()">`,
		`<span style="width:3px">`, `<style>p{}</style>`, `<a href="javascript:x()">`,
	} {
		dir := t.TempDir()
		page := strings.Replace(ok, "<p>hi</p>", bad, 1)
		if err := os.WriteFile(filepath.Join(dir, "a.html"), []byte(page), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := addCSP(dir); err == nil {
			t.Errorf("%s: accepted", bad)
		}
	}
}

// Every built page carries the policy (the site make test built).
func TestBuiltPagesHaveCSP(t *testing.T) {
	dist := builtSite(t)
	pages, _ := filepath.Glob(filepath.Join(dist, "*.html"))
	if len(pages) < 5 {
		t.Fatalf("%d pages in %s", len(pages), dist)
	}
	for _, p := range pages {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), `http-equiv="Content-Security-Policy"`) {
			t.Errorf("%s: no policy", p)
		}
		if n := strings.Count(string(b), "<script>"); n != 1 || !strings.Contains(string(b), "<script>"+EarlyWriter+"</script>") {
			t.Errorf("%s: %d inline scripts, want the early writer only", p, n)
		}
	}
}

// The README's Deploying section gives hosts the policy build/serve sends.
func TestREADMEGivesThePolicy(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if want := "Content-Security-Policy: " + CSP + CSPHeaderOnly; !strings.Contains(string(b), want) {
		t.Errorf("README.md lacks the header line:\n%s", want)
	}
}

// The policy names EarlyWriter by its hash, and the early writer starts
// the worker under the name web/boot.js gives the compiling writer.
func TestEarlyWriter(t *testing.T) {
	sum := sha256.Sum256([]byte(EarlyWriter))
	if got := "sha256-" + base64.StdEncoding.EncodeToString(sum[:]); got != earlyWriterHash {
		t.Errorf("EarlyWriter's hash is %s, the policy names %s", got, earlyWriterHash)
	}
	if !strings.Contains(CSP, "'"+earlyWriterHash+"'") {
		t.Errorf("the policy does not name the early writer: %s", CSP)
	}
	boot, err := os.ReadFile("../../web/boot.js")
	if err != nil {
		t.Fatal(err)
	}
	const name = "lancemate writer, compiling /web/app.wasm"
	if !strings.Contains(string(boot), `compilingWriter = "`+name+`"`) || !strings.Contains(EarlyWriter, `{name:"`+name+`"}`) {
		t.Errorf("boot.js's compilingWriter and EarlyWriter's worker differ in name (want %q in both)", name)
	}
}
