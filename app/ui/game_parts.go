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
	v.write(parts)
}

// write puts the parts in the element: parts whose HTML changed are
// replaced, parts past the end of the old list added, and old parts past
// the end of the new list removed (history grows and shrinks at its end).
// A list whose ids differ from the old one's is written whole.
func (v *partsView) write(parts []part) {
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
	for i, p := range parts[:n] {
		if p.html != v.last[i].html {
			v.find(p.id).Set("outerHTML", p.html)
		}
	}
	for _, p := range v.last[n:] {
		v.find(p.id).Call("remove")
	}
	if len(parts) > n {
		v.root.Call("insertAdjacentHTML", "beforeend", joinParts(parts[n:]))
	}
	v.last = parts
}

// find returns the element of a part written earlier.
func (v *partsView) find(id string) app.Value { return v.root.Call("querySelector", "#"+id) }
