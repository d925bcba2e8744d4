package site

import (
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
		if !strings.Contains(string(b), `http-equiv="Content-Security-Policy"`) || strings.Contains(string(b), "<script>") {
			t.Errorf("%s: no policy, or an inline script", p)
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
