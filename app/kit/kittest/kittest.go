// Package kittest renders the app's components for the sections' tests.
package kittest

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Render loads a component in go-app's test engine (the prerender path:
// OnInit runs, OnMount does not) and returns its HTML.
func Render(t testing.TB, c app.Composer) string {
	t.Helper()
	e := app.NewTestEngine()
	if err := e.Load(c); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(c)
}

// OpeningTag returns the opening tag that contains attr (attribute order
// in go-app's HTML is not fixed).
func OpeningTag(html, attr string) string {
	i := strings.Index(html, attr)
	if i < 0 {
		return ""
	}
	start := strings.LastIndex(html[:i], "<")
	end := strings.Index(html[i:], ">")
	return html[start : i+end+1]
}
