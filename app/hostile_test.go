package main

import (
	"fmt"
	"html"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/dials"
	"lancemate/app/home"
	"lancemate/app/kit"
	"lancemate/app/kit/kittest"
	"lancemate/app/ledger"
	"lancemate/app/library"
	"lancemate/app/play"
	"lancemate/app/rolls"
	"lancemate/app/session/sessiontest"
	"lancemate/app/settings"
	"lancemate/app/squad"
	"lancemate/app/stables"
	"lancemate/app/store"
	"lancemate/engine/dice"
)

// TestHostileTextStaysText fills every section with text a player could
// type or a file could hold that would be markup if a page wrote it as it
// is (sessiontest.Hostile, a different one per field: design, unit and
// equipment names, pilots, stables, figures, events, players, 'Mechs,
// cards, attachments, notes) and renders every page: no element and no
// attribute may come from it, and each field the pages show must show as
// the text it is.
func TestHostileTextStaysText(t *testing.T) {
	text := func(field string) string { return sessiontest.Hostile + " " + field }
	pages, fields := renderAll(t, text)
	shown := map[string]bool{}
	for name, h := range pages {
		doc := parse(h)
		for _, bad := range doc.injected() {
			t.Errorf("%s: %s", name, bad)
		}
		// The raw markup never holds the hostile text unescaped, even
		// where a tokenizer might be lenient.
		for _, raw := range []string{"<img", "<script", `href="javascript:`, `src="javascript:`} {
			if strings.Contains(strings.ToLower(h), raw) {
				t.Errorf("%s: the page's markup holds %q", name, raw)
			}
		}
		for field, s := range fields {
			if strings.Contains(doc.text, s) || slices.Contains(doc.values, s) {
				shown[field] = true
			}
		}
	}
	// Every field a page shows (in text or in an attribute: a label, a
	// value typed) must be found there exactly as typed. The others are
	// written only where a native test cannot look (see renderAll).
	for _, field := range shownFields {
		if !shown[field] {
			t.Errorf("no page shows the %s %q as its text", field, fields[field])
		}
	}
	var unseen []string
	for field := range fields {
		if !shown[field] {
			unseen = append(unseen, field)
		}
	}
	slices.Sort(unseen)
	t.Logf("fields no page reachable from here shows: %v", unseen)
}

// shownFields are the fields some page renders here. The others are shown
// where only a tap leads or only the browser writes, which the e2e test
// TestHostileInput covers: the game's record sheet, unit bar and history
// (written by the page script), an SMC event opened from the list, the
// Meks log and card tabs, the Dials figure editor and the Sheets import
// report.
var shownFields = []string{
	"chassis", "model", "equipment", "roll purpose", "damaged record",
	"figure", "second figure", "dials pilot", "special equipment",
	"stable", "stable pilot", "stable 'Mech", "stable note",
	"event", "mek", "mek pilot", "attachment",
}

// TestNoDoubleEscaping renders every page with ordinary text, with an
// apostrophe and an ampersand in every field: nothing may be escaped
// twice (an entity shown as text, markup shown as text).
func TestNoDoubleEscaping(t *testing.T) {
	text := func(field string) string { return "O'Neil & Sons " + field }
	pages, fields := renderAll(t, text)
	for name, h := range pages {
		// A verb the kit's writer could not fill is written by fmt as
		// "%!t(int=0)": an attribute or a text gone wrong.
		if i := strings.Index(h, "%!"); i >= 0 {
			t.Errorf("%s: a verb without its argument: …%s…", name, h[max(0, i-60):min(len(h), i+60)])
		}
		for _, twice := range []string{"&amp;lt;", "&amp;gt;", "&amp;amp;", "&amp;#", "&amp;quot;", "&amp;apos;"} {
			if i := strings.Index(h, twice); i >= 0 {
				t.Errorf("%s: escaped twice: …%s…", name, h[max(0, i-60):min(len(h), i+60)])
			}
		}
		doc := parse(h)
		for _, v := range doc.rawValues {
			if strings.Contains(v, "&#34;") {
				t.Errorf("%s: attribute value %q holds an escaped quote, but no text had one", name, v)
			}
		}
		for _, s := range append([]string{doc.text}, doc.values...) {
			for _, twice := range []string{"&lt;", "&gt;", "&amp;", "&#", "&quot;", "</", "<b>", "<span", "<li", "<p>", "<br"} {
				if i := strings.Index(s, twice); i >= 0 {
					t.Errorf("%s: the page shows %q as text: …%s…", name, twice, s[max(0, i-60):min(len(s), i+60)])
				}
			}
		}
	}
	for _, field := range shownFields {
		found := false
		for _, h := range pages {
			d := parse(h)
			found = found || strings.Contains(d.text, fields[field]) || slices.Contains(d.values, fields[field])
		}
		if !found {
			t.Errorf("no page shows the %s %q", field, fields[field])
		}
	}
}

// renderAll populates a fresh session with text per field and renders
// every page, each mounted as the browser would (OnInit, OnMount with its
// loads done, then a render); it returns the HTML by page and the texts
// by field. The page's state is what storage holds: a section's own
// choices (a tab, a form half filled) cannot be set from outside it.
func renderAll(t *testing.T, text func(string) string) (map[string]string, map[string]string) {
	sessiontest.Use(t, store.NewMemory(), dice.Seeded(1))
	pop := sessiontest.Populate(t, text)
	pages := map[string]app.Composer{
		"home":              &home.Home{},
		"not found":         &home.NotFoundPage{},
		"dice":              &rolls.DicePage{},
		"settings":          &settings.SettingsPage{},
		"sheets":            &library.LibraryPage{},
		"sheets (imported)": &library.LibraryPage{Design: pop.Design},
		"game":              &play.GamePage{},
		"dials":             &dials.DialsPage{},
		"stable":            &stables.StablePage{},
		"ledger":            &ledger.LedgerPage{},
		"meks":              &squad.MeksPage{},
	}
	out := map[string]string{}
	for name, p := range pages {
		out[name] = mountAndRender(t, p)
		if strings.Contains(out[name], "Opening storage") || strings.Contains(out[name], "Loading the library") {
			t.Fatalf("%s did not load its records:\n%s", name, out[name])
		}
	}
	return out, pop.Fields
}

// grab is a component that hands the test its context.
type grab struct {
	app.Compo
	ctx app.Context
}

// OnPreRender keeps the context.
func (g *grab) OnPreRender(ctx app.Context) { g.ctx = ctx }

// Render implements app.Composer.
func (g *grab) Render() app.UI { return app.Div() }

// mountAndRender does for c what the browser does when its page opens:
// OnInit, then OnMount (a native test engine never mounts: it is given a
// context of the test engine) with what it starts done, then renders c.
func mountAndRender(t *testing.T, c app.Composer) string {
	t.Helper()
	e := app.NewTestEngine()
	g := &grab{}
	if err := e.Load(g); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	if i, ok := c.(app.Initializer); ok {
		i.OnInit()
	}
	if m, ok := c.(app.Mounter); ok {
		m.OnMount(g.ctx)
	}
	if n, ok := c.(app.Navigator); ok {
		n.OnNav(g.ctx)
	}
	e.ConsumeAll()
	if d, ok := c.(app.Dismounter); ok {
		defer d.OnDismount()
	}
	h := kittest.Render(t, c)
	// The game's controls are written by the page script from the parts
	// its view holds.
	if sh, ok := c.Render().(*kit.Shell); ok {
		for _, ui := range sh.Content {
			if v, ok := ui.(*play.GameView); ok {
				h += string(kit.Join(v.Parts))
			}
		}
	}
	return h
}

// doc is what a browser would make of a page's markup: the elements and
// attributes, the text shown (entities decoded) and the attribute values.
type doc struct {
	tags      []tag
	text      string
	values    []string // attribute values, decoded
	rawValues []string // attribute values as written
}

type tag struct {
	name  string
	attrs [][2]string // name, decoded value
}

// parse tokenizes HTML the way the HTML standard does for what the pages
// hold: comments, start and end tags with double-, single- or unquoted
// attribute values, raw text in script and style, and text.
func parse(h string) doc {
	var d doc
	var text strings.Builder
	for i := 0; i < len(h); {
		if h[i] != '<' {
			j := strings.IndexByte(h[i:], '<')
			if j < 0 {
				j = len(h) - i
			}
			text.WriteString(html.UnescapeString(h[i : i+j]))
			text.WriteByte(' ')
			i += j
			continue
		}
		rest := h[i:]
		switch {
		case strings.HasPrefix(rest, "<!--"):
			end := strings.Index(rest, "-->")
			if end < 0 {
				return d
			}
			i += end + 3
			continue
		case strings.HasPrefix(rest, "</") || strings.HasPrefix(rest, "<!") || strings.HasPrefix(rest, "<?"):
			end := strings.IndexByte(rest, '>')
			if end < 0 {
				return d
			}
			i += end + 1
			continue
		case len(rest) < 2 || !isLetter(rest[1]):
			text.WriteByte('<')
			i++
			continue
		}
		// A start tag.
		j := i + 1
		for j < len(h) && !isSpace(h[j]) && h[j] != '/' && h[j] != '>' {
			j++
		}
		tg := tag{name: strings.ToLower(h[i+1 : j])}
		for j < len(h) && h[j] != '>' {
			if isSpace(h[j]) || h[j] == '/' {
				j++
				continue
			}
			k := j
			for k < len(h) && !isSpace(h[k]) && h[k] != '/' && h[k] != '>' && h[k] != '=' {
				k++
			}
			name := strings.ToLower(h[j:k])
			for k < len(h) && isSpace(h[k]) {
				k++
			}
			value := ""
			if k < len(h) && h[k] == '=' {
				k++
				for k < len(h) && isSpace(h[k]) {
					k++
				}
				if k < len(h) && (h[k] == '"' || h[k] == '\'') {
					q := h[k]
					end := strings.IndexByte(h[k+1:], q)
					if end < 0 {
						end = len(h) - k - 1
					}
					value = h[k+1 : k+1+end]
					k += end + 2
				} else {
					v := k
					for k < len(h) && !isSpace(h[k]) && h[k] != '>' {
						k++
					}
					value = h[v:k]
				}
			}
			tg.attrs = append(tg.attrs, [2]string{name, html.UnescapeString(value)})
			d.rawValues = append(d.rawValues, value)
			d.values = append(d.values, html.UnescapeString(value))
			j = k
		}
		d.tags = append(d.tags, tg)
		i = min(j+1, len(h))
		if tg.name == "script" || tg.name == "style" || tg.name == "textarea" || tg.name == "title" {
			end := strings.Index(strings.ToLower(h[i:]), "</"+tg.name)
			if end < 0 {
				end = len(h) - i
			}
			if tg.name == "textarea" || tg.name == "title" {
				text.WriteString(html.UnescapeString(h[i : i+end]))
			}
			i += end
		}
	}
	d.text = text.String()
	return d
}

// injected lists what in the page could only have come from the hostile
// text: an img or script element, an event handler attribute, a
// javascript: URL.
func (d doc) injected() []string {
	var out []string
	for _, tg := range d.tags {
		if tg.name == "img" || tg.name == "script" {
			out = append(out, fmt.Sprintf("a <%s> element", tg.name))
		}
		for _, a := range tg.attrs {
			if strings.HasPrefix(a[0], "on") {
				out = append(out, fmt.Sprintf("<%s %s=%q>: an event handler attribute", tg.name, a[0], a[1]))
			}
			if (a[0] == "href" || a[0] == "src" || a[0] == "action" || a[0] == "formaction") &&
				strings.HasPrefix(strings.ToLower(strings.TrimSpace(a[1])), "javascript:") {
				out = append(out, fmt.Sprintf("<%s %s=%q>: a javascript: URL", tg.name, a[0], a[1]))
			}
			if strings.ContainsAny(a[0], `"'<(`) {
				out = append(out, fmt.Sprintf("<%s %s>: an attribute made of text", tg.name, a[0]))
			}
		}
	}
	return out
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// TestParse checks the tokenizer the two tests above rely on finds what it
// must: it could otherwise pass any page.
func TestParse(t *testing.T) {
	d := parse(`<p class="a" title='b c' data-x=d>Tom &amp; Jerry&#39;s</p><img src=x onerror=alert(1)><a href=" javascript:x">y</a><!-- <script> --><textarea>&lt;b&gt;</textarea>`)
	if got := d.injected(); len(got) != 3 {
		t.Errorf("injected = %q, want the img, its onerror and the javascript: link", got)
	}
	if !strings.Contains(d.text, "Tom & Jerry's") || !strings.Contains(d.text, "<b>") || strings.Contains(d.text, "script") {
		t.Errorf("text = %q", d.text)
	}
	if !slices.Equal(d.values[:3], []string{"a", "b c", "d"}) {
		t.Errorf("values = %q", d.values)
	}
}
