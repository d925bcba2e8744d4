package site

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"

	"github.com/tdewolff/minify/v2"
	"github.com/tdewolff/minify/v2/css"
	"github.com/tdewolff/minify/v2/html"
	"github.com/tdewolff/minify/v2/js"
	"github.com/tdewolff/minify/v2/json"
	"github.com/tdewolff/minify/v2/svg"
)

// mediaTypes maps the extensions we minify to minify's media types.
var mediaTypes = map[string]string{
	".html":        "text/html",
	".css":         "text/css",
	".js":          "application/javascript",
	".json":        "application/json",
	".webmanifest": "application/manifest+json",
	".svg":         "image/svg+xml",
}

func newMinifier() *minify.M {
	m := minify.New()
	m.AddFunc("text/css", css.Minify)
	m.Add("text/html", &html.Minifier{KeepDocumentTags: true, KeepEndTags: true, KeepQuotes: true})
	m.AddFunc("image/svg+xml", svg.Minify)
	m.AddFuncRegexp(regexp.MustCompile(`^(application|text)/(x-)?(java|ecma)script$`), js.Minify)
	m.AddFuncRegexp(regexp.MustCompile(`[/+]json$`), json.Minify)
	return m
}

// minifyDir minifies every text file under dir in place.
func minifyDir(dir string) error {
	m := newMinifier()
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		mt, ok := mediaTypes[filepath.Ext(p)]
		if !ok {
			return nil
		}
		in, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		out, err := m.Bytes(mt, in)
		if err != nil {
			return fmt.Errorf("minifying %s: %w", p, err)
		}
		return os.WriteFile(p, out, 0o644)
	})
}
