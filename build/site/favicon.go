package site

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
)

// The page's favicon: go-app links the SVG icon (app.Handler's Icon.SVG,
// which the manifest also lists for installing), and pngFavicon points
// that link at the 192 px PNG (Icon.Default) instead.
//
// Chrome draws an SVG favicon by building a whole SVG document for it on
// the page's main thread, and it does so right after the load event,
// which on a warm start falls while the wasm streams in: two such tasks
// of 7–10 ms each at 4× CPU sat between the last wasm bytes and the
// compiled module in a trace of an offline reload. Four alternating
// rounds of five offline reloads (2026-11-26): ready at 409 ms with the
// SVG, 384 ms with the PNG (medians of 20). A PNG is decoded off the main
// thread.
const (
	faviconSVG = "/web/icon.svg"
	faviconPNG = "/web/icon-192.png"
)

// iconLink finds a page's favicon link, with its attributes in either
// order.
var iconLink = regexp.MustCompile(`<link\s+(?:rel="icon"\s+href="` + regexp.QuoteMeta(faviconSVG) + `"|href="` + regexp.QuoteMeta(faviconSVG) + `"\s+rel="icon")\s*/?>`)

// pngFavicon makes every page in dir link faviconPNG as its icon. A page
// without go-app's SVG favicon link is an error: go-app changed how it
// writes the head, and this step needs a look.
func pngFavicon(dir string) error {
	pages, err := filepath.Glob(filepath.Join(dir, "*.html"))
	if err != nil {
		return err
	}
	link := []byte(`<link rel="icon" type="image/png" sizes="192x192" href="` + faviconPNG + `">`)
	for _, p := range pages {
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if len(iconLink.FindAllIndex(b, -1)) != 1 {
			return fmt.Errorf("%s: no single favicon link to %s (go-app's head changed?)", p, faviconSVG)
		}
		if err := os.WriteFile(p, iconLink.ReplaceAll(b, link), 0o644); err != nil {
			return err
		}
	}
	return nil
}
