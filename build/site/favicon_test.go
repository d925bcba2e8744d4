package site

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// pngFavicon swaps go-app's SVG favicon link for the PNG, whichever order
// the attributes come in, and refuses a page whose head it does not know.
func TestPNGFavicon(t *testing.T) {
	for _, tc := range []struct {
		name, head string
		ok         bool
	}{
		{"rel first", `<link rel="icon" href="/web/icon.svg">`, true},
		{"href first", `<link href="/web/icon.svg" rel="icon">`, true},
		{"self-closed", `<link rel="icon" href="/web/icon.svg"/>`, true},
		{"no favicon", `<link rel="manifest" href="/manifest.webmanifest">`, false},
		{"another icon", `<link rel="icon" href="/web/other.svg">`, false},
		{"two", `<link rel="icon" href="/web/icon.svg"><link href="/web/icon.svg" rel="icon">`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			page := `<!doctype html><html><head>` + tc.head + `<link rel="apple-touch-icon" href="/web/icon-maskable-512.png"></head><body></body></html>`
			p := filepath.Join(dir, "a.html")
			if err := os.WriteFile(p, []byte(page), 0o644); err != nil {
				t.Fatal(err)
			}
			err := pngFavicon(dir)
			if (err == nil) != tc.ok {
				t.Fatalf("err = %v, want ok %v", err, tc.ok)
			}
			if !tc.ok {
				return
			}
			b, _ := os.ReadFile(p)
			got := string(b)
			if strings.Contains(got, "icon.svg") || !strings.Contains(got, `<link rel="icon" type="image/png" sizes="192x192" href="/web/icon-192.png">`) {
				t.Errorf("page = %s", got)
			}
			if !strings.Contains(got, `<link rel="apple-touch-icon" href="/web/icon-maskable-512.png">`) {
				t.Errorf("the other links changed: %s", got)
			}
		})
	}
}
