package site

import (
	"os"
	"path/filepath"
	"regexp"
)

// hostlessMeta finds the head's tags go-app writes that say nothing for a
// site built without a domain (app.Handler's Domain; the site is put on
// any static host): the og:url and og:image links, which come out as
// "https:///page" and "https://", and an author tag with no content.
var hostlessMeta = regexp.MustCompile(`<meta\s+(?:(?:property="og:(?:url|image)"\s+content="https://(?:/[^"]*)?"|content="https://(?:/[^"]*)?"\s+property="og:(?:url|image)")|name="author")\s*/?>`)

// dropHostlessMeta removes hostlessMeta's tags from every page in dir: a
// link to nowhere helps no reader, and each page is precached, so its
// bytes count in the first load (about 1 KB brotli over the pages).
func dropHostlessMeta(dir string) error {
	pages, err := filepath.Glob(filepath.Join(dir, "*.html"))
	if err != nil {
		return err
	}
	for _, p := range pages {
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if err := os.WriteFile(p, hostlessMeta.ReplaceAll(b, nil), 0o644); err != nil {
			return err
		}
	}
	return nil
}
