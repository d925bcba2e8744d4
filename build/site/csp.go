package site

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
)

// CSP is the Content-Security-Policy of every page: everything from the
// app's own origin, scripts only from files or the one inline script
// whose hash it names (EarlyWriter; no other inline script, no eval;
// 'wasm-unsafe-eval' lets the page compile app.wasm), no inline style,
// no plugins, no base or form targets elsewhere. build/serve sends it as a
// header too, with CSPHeaderOnly added; a host should do the same
// (README, Deploying).
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' '" + earlyWriterHash + "'; style-src 'self'; " +
	"img-src 'self' data: blob:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
	"object-src 'none'; base-uri 'none'; form-action 'none'"

// EarlyWriter is the one inline script of every page, put right after
// the policy. On a start from the service worker's cache it starts the
// store's writer under the name that has it compile the wasm
// (web/boot.js compilingWriter; boot.js takes this worker as
// lmEarlyWriter, and otherwise starts it itself under the same
// condition) as soon as the parser reaches the head: boot.js runs only
// once its file and the stylesheets are in, and in a new tab a worker
// started then waited for the page's first layout (README, Performance).
// It is written as the minifier leaves it, so the hash the policy names
// holds (TestAddCSP, TestEarlyWriter).
const EarlyWriter = `if(navigator.serviceWorker&&navigator.serviceWorker.controller&&self.WebAssembly&&WebAssembly.compileStreaming&&typeof Worker=="function"&&new URLSearchParams(location.search).get("wasm")!=="false")try{self.lmEarlyWriter=new Worker("/web/boot.js",{name:"lancemate writer, compiling /web/app.wasm"})}catch{}`

// earlyWriterHash is EarlyWriter's SHA-256, as the policy names it.
const earlyWriterHash = "sha256-xgvAsQks32GeiAaZX8eNjog9t79ntZUwIEtqoSh7UMk="

// CSPHeaderOnly are the directives a meta tag cannot carry.
const CSPHeaderOnly = "; frame-ancestors 'none'"

// unsafeMarkup finds what the policy forbids in a page: an inline script
// (a script element without src), an inline event handler, an inline style
// attribute or element, a javascript: URL.
var unsafeMarkup = regexp.MustCompile(`(?i)<script(?:\s[^>]*)?>\s*[^<\s]|<script>|\son[a-z]+\s*=|\sstyle\s*=|<style[\s>]|javascript:`)

// addCSP gives every page in dir the policy as a meta tag at the start of
// its head, followed by EarlyWriter, after checking the page holds nothing
// the policy would block.
func addCSP(dir string) error {
	pages, err := filepath.Glob(filepath.Join(dir, "*.html"))
	if err != nil {
		return err
	}
	meta := []byte(`<meta http-equiv="Content-Security-Policy" content="` + CSP + `"><script>` + EarlyWriter + `</script>`)
	for _, p := range pages {
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if loc := unsafeMarkup.FindIndex(b); loc != nil {
			return fmt.Errorf("%s: %q is blocked by the Content-Security-Policy", p, b[loc[0]:min(loc[1]+40, len(b))])
		}
		i := bytes.Index(b, []byte("<head>"))
		if i < 0 {
			return fmt.Errorf("%s: no <head>", p)
		}
		i += len("<head>")
		out := append(append(append([]byte{}, b[:i]...), meta...), b[i:]...)
		if err := os.WriteFile(p, out, 0o644); err != nil {
			return err
		}
	}
	return nil
}
