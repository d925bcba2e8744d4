package site

import (
	"os"
	"path/filepath"
	"testing"
)

// dropHostlessMeta removes the og links that name no host and the empty
// author tag, in either attribute order, and keeps every other tag.
func TestDropHostlessMeta(t *testing.T) {
	const kept = `<meta name="description" content="Offline"><meta property="og:title" content="Dials"><meta property="og:url" content="https://example.org/dials"><meta name="author" content="Amy">`
	for _, tc := range []struct{ name, head string }{
		{"property first", `<meta property="og:url" content="https:///dials"><meta property="og:image" content="https://">`},
		{"content first", `<meta content="https:///dials" property="og:url"><meta content="https://" property="og:image">`},
		{"empty author", `<meta name="author">`},
		{"nothing to drop", ``},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, "a.html")
			if err := os.WriteFile(p, []byte(`<head>`+tc.head+kept+`</head>`), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := dropHostlessMeta(dir); err != nil {
				t.Fatal(err)
			}
			b, _ := os.ReadFile(p)
			if got := string(b); got != `<head>`+kept+`</head>` {
				t.Errorf("page = %s", got)
			}
		})
	}
}
