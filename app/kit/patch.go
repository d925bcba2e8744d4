package kit

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Part is a piece of a view's HTML whose root element has the given id
// (unique in the page).
type Part struct {
	ID   string
	HTML HTML
	// Subs are parts inside this one, in the order they appear in its
	// HTML: when nothing else of the part changed, only the subparts that
	// did are rewritten (PartsView.Write), so a tap that changes two lines
	// of a bottom sheet re-parses those lines, not the sheet.
	Subs []Part
}

// Join is the HTML of all the parts.
func Join(parts []Part) HTML {
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(string(p.HTML))
	}
	return HTML(b.String())
}

// PartsWriter cuts the HTML it collects into parts.
type PartsWriter struct {
	Writer
	parts []Part
}

// Cut makes the HTML written since the last cut a part, with the
// subparts it holds (Part.Subs); its root element must carry the id.
func (w *PartsWriter) Cut(id string, subs ...Part) {
	w.parts = append(w.parts, Part{ID: id, HTML: w.HTML(), Subs: subs})
	w.Reset()
}

// Parts are the parts cut so far.
func (w *PartsWriter) Parts() []Part { return w.parts }

// PartsView is an element whose content the page writes itself, part by
// part: go-app renders the empty element only, and an update rewrites just
// the parts whose HTML changed, so a tap that changes one location of a
// record sheet re-parses one location, not the sheet (make bench, game).
type PartsView struct {
	id   string // the element's id
	last []Part
}

// Mount writes every part into the view's element, el, whose id is id.
func (v *PartsView) Mount(el app.Value, id string, parts []Part) {
	v.id, v.last = id, parts
	el.Set("innerHTML", string(Join(parts)))
}

// Write adds to p what puts the parts in the element: parts whose HTML
// changed are replaced (or only their subparts that changed, when nothing
// else did), parts past the end of the old list added, and old parts past
// the end of the new list removed (history grows and shrinks at its end).
// A list whose ids differ from the old one's is written whole.
func (v *PartsView) Write(p *Patch, parts []Part) {
	if v.id == "" {
		return
	}
	n := min(len(parts), len(v.last))
	for i := range n {
		if parts[i].ID != v.last[i].ID {
			p.Op('e', v.id, "")
			for _, part := range parts {
				p.Op('a', v.id, part.HTML)
			}
			v.last = parts
			return
		}
	}
	for i, part := range parts[:n] {
		if part.HTML != v.last[i].HTML && !writeSubs(p, part, v.last[i]) {
			p.Change(part.ID, v.last[i].HTML, part.HTML)
		}
	}
	for _, part := range v.last[n:] {
		p.Op('x', part.ID, "")
	}
	for _, part := range parts[n:] {
		p.Op('a', v.id, part.HTML)
	}
	v.last = parts
}

// writeSubs adds to p the subparts of part that changed since old, when
// the two have the same subparts and nothing else changed; false when
// something else did.
func writeSubs(p *Patch, part, old Part) bool {
	if len(part.Subs) == 0 || len(part.Subs) != len(old.Subs) {
		return false
	}
	for i := range part.Subs {
		if part.Subs[i].ID != old.Subs[i].ID {
			return false
		}
	}
	f, ok := frame(part)
	if g, ok2 := frame(old); !ok || !ok2 || f != g {
		return false
	}
	for i, s := range part.Subs {
		if s.HTML != old.Subs[i].HTML {
			p.Change(s.ID, old.Subs[i].HTML, s.HTML)
		}
	}
	return true
}

// frame is a part's HTML with its subparts' cut out; false when a
// subpart is not in it, in order.
func frame(part Part) (string, bool) {
	var b strings.Builder
	rest := string(part.HTML)
	for _, s := range part.Subs {
		i := strings.Index(rest, string(s.HTML))
		if i < 0 {
			return "", false
		}
		b.WriteString(rest[:i])
		b.WriteByte(0)
		rest = rest[i+len(s.HTML):]
	}
	b.WriteString(rest)
	return b.String(), true
}

// Patch is the parts a tap rewrites, in every view, applied by the page's
// lmPatch (web/boot.js) in one call: the browser parses their HTML in one go
// (one template), and a tap pays for one crossing from Go into JavaScript,
// not a few per part (make bench, game). A part whose texts and attributes
// alone changed is edited node by node instead (Change).
type Patch struct {
	ops    strings.Builder // the ops, each a letter and an element id, then an edit's fields
	html   strings.Builder // the HTML of the parts replaced or added, in order
	n      int
	edited []Part // the parts edited, as they are now, to replace when an edit cannot be made
}

// Op queues one change to the element with the given id: 'r' replaces it
// into html (one element; changed in place, so what keeps its id keeps
// its focus), 'a' appends html to it, 'x' removes it, 'e'
// empties it.
func (p *Patch) Op(kind byte, id string, html HTML) {
	p.ops.WriteByte(kind)
	p.ops.WriteString(id)
	p.ops.WriteString(opSep)
	p.html.WriteString(string(html))
	p.n++
}

// Change queues the change of the element with the given id from the
// HTML old to new: as edits of the texts and attributes that changed when
// nothing else did (edits), else as a replacement (Op 'r').
func (p *Patch) Change(id string, old, new HTML) {
	var e strings.Builder
	if !edits(&e, string(old), string(new)) {
		p.Op('r', id, new)
		return
	}
	p.ops.WriteByte('d')
	p.ops.WriteString(id)
	p.ops.WriteString(e.String())
	p.ops.WriteString(opSep)
	p.edited = append(p.edited, Part{ID: id, HTML: new})
	p.n++
}

// Apply makes the queued changes. lmPatch answers with the parts it could
// not edit (a node no longer as the old HTML had it); those are replaced.
func (p *Patch) Apply() {
	if p.n == 0 {
		return
	}
	failed := app.Window().Call("lmPatch", p.ops.String(), p.html.String())
	if len(p.edited) == 0 || failed.Type() != app.TypeString || failed.String() == "" {
		return
	}
	var again Patch
	for _, id := range strings.Split(failed.String(), fieldSep) {
		for _, part := range p.edited {
			if part.ID == id {
				again.Op('r', id, part.HTML)
			}
		}
	}
	again.Apply()
}
