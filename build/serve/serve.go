// Package serve is the static file server for Lancemate's built site, with
// the behaviour any good static host has: extension-less paths map to
// .html pages, precompressed .br/.gz siblings are served with the right
// Content-Encoding, and every response carries a content-hash ETag with
// Cache-Control: no-cache so updates are seen at once and unchanged files
// cost a 304.
package serve

import (
	"crypto/sha256"
	"encoding/hex"
	"lancemate/build/site"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Handler serves the site in dir.
func Handler(dir string) http.Handler {
	return &handler{dir: dir, etags: map[string]etag{}}
}

type handler struct {
	dir   string
	mu    sync.Mutex
	etags map[string]etag
}

type etag struct {
	mod  time.Time
	size int64
	tag  string
}

var contentTypes = map[string]string{
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".js":          "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".html":        "text/html; charset=utf-8",
	".svg":         "image/svg+xml",
	".json":        "application/json",
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	file, ok := h.resolve(path.Clean("/" + r.URL.Path))
	if !ok {
		http.NotFound(w, r)
		return
	}
	ctype := contentTypes[filepath.Ext(file)]
	if ctype == "" {
		ctype = mime.TypeByExtension(filepath.Ext(file))
	}
	served, encoding := file, ""
	accept := r.Header.Get("Accept-Encoding")
	for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if acceptsEncoding(accept, enc.token) && isFile(file+enc.ext) {
			served, encoding = file+enc.ext, enc.token
			break
		}
	}
	f, err := os.Open(served)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	hdr := w.Header()
	hdr.Set("Content-Type", ctype)
	hdr.Set("Cache-Control", "no-cache")
	hdr.Set("Vary", "Accept-Encoding")
	hdr.Set("X-Content-Type-Options", "nosniff")
	hdr.Set("Content-Security-Policy", site.CSP+site.CSPHeaderOnly)
	if encoding != "" {
		hdr.Set("Content-Encoding", encoding)
	}
	if tag := h.etag(served, st); tag != "" {
		hdr.Set("ETag", tag)
	}
	http.ServeContent(w, r, "", st.ModTime(), f)
}

// resolve maps a URL path to a file: "/" is index.html, "/dice" is
// dice.html; paths that escape dir or name folders are refused.
func (h *handler) resolve(urlPath string) (string, bool) {
	if urlPath == "/" {
		urlPath = "/index.html"
	}
	p := filepath.Join(h.dir, filepath.FromSlash(urlPath))
	if !strings.HasPrefix(p, filepath.Clean(h.dir)+string(filepath.Separator)) {
		return "", false
	}
	if isFile(p) {
		return p, true
	}
	if filepath.Ext(p) == "" && isFile(p+".html") {
		return p + ".html", true
	}
	return "", false
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// acceptsEncoding reports whether an Accept-Encoding header allows token
// (present, and not with q=0).
func acceptsEncoding(header, token string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), token) {
			continue
		}
		q, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q=")
		if !ok {
			return true
		}
		v, err := strconv.ParseFloat(q, 64)
		return err == nil && v > 0
	}
	return false
}

// etag returns a strong validator from the served bytes, cached by path,
// size and modification time.
func (h *handler) etag(p string, st os.FileInfo) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	if e, ok := h.etags[p]; ok && e.mod.Equal(st.ModTime()) && e.size == st.Size() {
		return e.tag
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return ""
	}
	sum := sha256.Sum256(b)
	tag := `"` + hex.EncodeToString(sum[:12]) + `"`
	h.etags[p] = etag{mod: st.ModTime(), size: st.Size(), tag: tag}
	return tag
}
