package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// part is a piece of a view's HTML whose root element has the given id
// (unique in the page).
type part struct{ id, html string }

// joinParts is the HTML of all the parts.
func joinParts(parts []part) string {
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(p.html)
	}
	return b.String()
}

// partsWriter cuts the HTML it collects into parts.
type partsWriter struct {
	htmlWriter
	parts []part
}

// cut makes the HTML written since the last cut a part; its root element
// must carry the id.
func (w *partsWriter) cut(id string) {
	w.parts = append(w.parts, part{id, w.String()})
	w.Reset()
}

// partsView is an element whose content the page writes itself, part by
// part: go-app renders the empty element only, and an update rewrites just
// the parts whose HTML changed, so a tap that changes one location of a
// record sheet re-parses one location, not the sheet (make bench, game).
type partsView struct {
	root app.Value
	last []part
}

// mount takes the element the view writes into and writes every part.
func (v *partsView) mount(ctx app.Context, parts []part) {
	v.root, v.last = ctx.JSSrc(), nil
	var p patch
	v.write(&p, parts)
	p.apply()
}

// write adds to p what puts the parts in the element: parts whose HTML
// changed are replaced, parts past the end of the old list added, and old
// parts past the end of the new list removed (history grows and shrinks at
// its end). A list whose ids differ from the old one's is written whole.
func (v *partsView) write(p *patch, parts []part) {
	if v.root == nil || !v.root.Truthy() {
		return
	}
	n := min(len(parts), len(v.last))
	for i := range n {
		if parts[i].id != v.last[i].id {
			v.root.Set("innerHTML", joinParts(parts))
			v.last = parts
			return
		}
	}
	for i, part := range parts[:n] {
		if part.html != v.last[i].html {
			p.add(v.find(part.id), true, part.html)
		}
	}
	for _, part := range v.last[n:] {
		v.find(part.id).Call("remove")
	}
	for _, part := range parts[n:] {
		p.add(v.root, false, part.html)
	}
	v.last = parts
}

// find returns the element of a part written earlier.
func (v *partsView) find(id string) app.Value { return v.root.Call("querySelector", "#"+id) }

// patch is the parts a tap rewrites, in every view: the browser parses
// their HTML in one go (one template), which costs far less than a parse
// per part (make bench, game).
type patch struct {
	html strings.Builder
	at   []patchAt
}

// patchAt is where a part goes: in place of el, or at the end of el.
type patchAt struct {
	el      app.Value
	replace bool
}

// add queues the HTML of one part (a single element) for el.
func (p *patch) add(el app.Value, replace bool, html string) {
	p.html.WriteString(html)
	p.at = append(p.at, patchAt{el, replace})
}

// apply parses the queued parts and puts each in its place.
func (p *patch) apply() {
	if len(p.at) == 0 {
		return
	}
	tpl := app.Window().Get("document").Call("createElement", "template")
	tpl.Set("innerHTML", p.html.String())
	src := tpl.Get("content")
	for _, at := range p.at {
		el := src.Get("firstElementChild")
		if at.replace {
			at.el.Call("replaceWith", el)
		} else {
			at.el.Call("append", el)
		}
	}
}
