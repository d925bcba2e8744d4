package serve

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestServe(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("index.html", "<p>home</p>")
	write("dice.html", "<p>dice</p>")
	write("app.js", "console.log(1)")
	write("app.js.br", "BR")
	write("app.js.gz", "GZ")
	write("app.wasm", "\x00asm")
	h := Handler(dir)

	tests := []struct {
		path, accept, wantBody, wantEnc, wantType string
		wantCode                                  int
	}{
		{"/", "", "<p>home</p>", "", "text/html; charset=utf-8", 200},
		{"/dice", "", "<p>dice</p>", "", "text/html; charset=utf-8", 200},
		{"/app.js", "gzip, deflate, br, zstd", "BR", "br", "text/javascript; charset=utf-8", 200},
		{"/app.js", "gzip", "GZ", "gzip", "text/javascript; charset=utf-8", 200},
		{"/app.js", "br;q=0, gzip", "GZ", "gzip", "text/javascript; charset=utf-8", 200},
		{"/app.js", "", "console.log(1)", "", "text/javascript; charset=utf-8", 200},
		{"/app.wasm", "br", "\x00asm", "", "application/wasm", 200},
		{"/missing", "", "", "", "", 404},
		{"/../etc/passwd", "", "", "", "", 404},
	}
	for _, tt := range tests {
		req := httptest.NewRequest("GET", tt.path, nil)
		if tt.accept != "" {
			req.Header.Set("Accept-Encoding", tt.accept)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != tt.wantCode {
			t.Errorf("%s (%s): code %d, want %d", tt.path, tt.accept, rec.Code, tt.wantCode)
			continue
		}
		if tt.wantCode != 200 {
			continue
		}
		if rec.Body.String() != tt.wantBody || rec.Header().Get("Content-Encoding") != tt.wantEnc || rec.Header().Get("Content-Type") != tt.wantType {
			t.Errorf("%s (%s): body %q enc %q type %q", tt.path, tt.accept, rec.Body.String(), rec.Header().Get("Content-Encoding"), rec.Header().Get("Content-Type"))
		}
		if rec.Header().Get("Cache-Control") != "no-cache" || rec.Header().Get("ETag") == "" {
			t.Errorf("%s: cache headers %v", tt.path, rec.Header())
		}
	}

	// A matching ETag gives 304; a changed file gives a new ETag.
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/dice", nil))
	tag := rec.Header().Get("ETag")
	req := httptest.NewRequest("GET", "/dice", nil)
	req.Header.Set("If-None-Match", tag)
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusNotModified {
		t.Errorf("conditional GET: %d, want 304", rec.Code)
	}
	write("dice.html", "<p>dice v2, longer</p>")
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 200 || rec.Header().Get("ETag") == tag {
		t.Errorf("after change: code %d etag %q (old %q)", rec.Code, rec.Header().Get("ETag"), tag)
	}
}
