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
	id   string // the element's id
	last []part
}

// mount writes every part into the view's element, el, whose id is id.
func (v *partsView) mount(el app.Value, id string, parts []part) {
	v.id, v.last = id, parts
	el.Set("innerHTML", joinParts(parts))
}

// write adds to p what puts the parts in the element: parts whose HTML
// changed are replaced, parts past the end of the old list added, and old
// parts past the end of the new list removed (history grows and shrinks at
// its end). A list whose ids differ from the old one's is written whole.
func (v *partsView) write(p *patch, parts []part) {
	if v.id == "" {
		return
	}
	n := min(len(parts), len(v.last))
	for i := range n {
		if parts[i].id != v.last[i].id {
			p.op('e', v.id, "")
			for _, part := range parts {
				p.op('a', v.id, part.html)
			}
			v.last = parts
			return
		}
	}
	for i, part := range parts[:n] {
		if part.html != v.last[i].html {
			p.op('r', part.id, part.html)
		}
	}
	for _, part := range v.last[n:] {
		p.op('x', part.id, "")
	}
	for _, part := range parts[n:] {
		p.op('a', v.id, part.html)
	}
	v.last = parts
}

// patch is the parts a tap rewrites, in every view, applied by the page's
// lmPatch (PatchJS) in one call: the browser parses their HTML in one go
// (one template), and a tap pays for one crossing from Go into JavaScript,
// not a few per part (make bench, game).
type patch struct {
	ops  strings.Builder // one op per line: a letter, then an element id
	html strings.Builder // the HTML of the parts replaced or added, in order
	n    int
}

// op queues one change to the element with the given id: 'r' replaces it
// with html (one element), 'a' appends html to it, 'x' removes it, 'e'
// empties it.
func (p *patch) op(kind byte, id, html string) {
	p.ops.WriteByte(kind)
	p.ops.WriteString(id)
	p.ops.WriteByte('\n')
	p.html.WriteString(html)
	p.n++
}

// apply makes the queued changes.
func (p *patch) apply() {
	if p.n > 0 {
		app.Window().Call("lmPatch", p.ops.String(), p.html.String())
	}
}

// PatchJS defines lmPatch(ops, html), which makes a patch's changes, and
// lmAfterFrame(f), which calls f just after the next frame is painted
// (afterFrame); the page loads it inline (app/generate.go), and the wasm
// defines it when the page did not (game_js.go init), which also puts it
// in the wasm, so a change to it changes the app's version. Part ids are
// unique in the page.
const PatchJS = `self.lmAfterFrame=f=>requestAnimationFrame(()=>setTimeout(f,0));` +
	`self.lmPatch=(ops,html)=>{const t=document.createElement("template");t.innerHTML=html;const s=t.content;` +
	`for(const o of ops.split("\n")){if(!o)continue;const k=o[0],e=document.getElementById(o.slice(1));let n=null;` +
	`if(k=="r"||k=="a"){n=s.firstElementChild;n.remove()}if(!e)continue;` +
	`if(k=="r")e.replaceWith(n);else if(k=="a")e.append(n);else if(k=="x")e.remove();else e.replaceChildren()}};`
