package kit

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// View is an element whose content is HTML a section writes. go-app
// renders only the empty element; when HTML changes, the page's elements
// are changed in place (the page script's lmMorph): a control that stays
// keeps its focus, the value being typed and a tap in progress, so a
// re-render while the player types or taps never swallows the tap.
// Outside the browser (the static pages, the tests) the content is
// rendered as it is.
type View struct {
	app.Compo
	ID, Class string
	HTML      HTML
	// Tap, when set, serves every click inside the view: one delegated
	// handler that reads the tapped element's data-act (and reads state
	// at tap time: go-app keeps the first handler it was given).
	Tap app.EventHandler
	// Parts, when set, are the content cut into parts with ids of their
	// own (HTML is then unused): an update rewrites only the parts that
	// changed (PartsView), in place, instead of morphing the whole
	// content, so a tap that changes one number walks one part (make
	// bench, dice).
	Parts []Part

	shown HTML
	pv    PartsView
	id    string // the id it is registered under (views)
}

// Render implements app.Composer.
func (v *View) Render() app.UI {
	div := app.Div().ID(v.ID).Class(v.Class)
	if v.Tap != nil {
		div = div.OnClick(v.Tap)
	}
	if app.IsServer {
		if v.Parts != nil {
			return div.Body(Raw(Join(v.Parts)))
		}
		return div.Body(Raw(v.HTML))
	}
	return div
}

// OnMount writes the content.
func (v *View) OnMount(ctx app.Context) {
	v.register()
	v.write()
}

// OnDismount forgets the view.
func (v *View) OnDismount() {
	if views[v.id] == v {
		delete(views, v.id)
	}
}

// register files the view under its id, which a page may change (one
// view, reused by go-app, shows the list, then a design).
func (v *View) register() {
	if v.id == v.ID && views[v.ID] == v {
		return
	}
	if views[v.id] == v {
		delete(views, v.id)
	}
	v.id = v.ID
	views[v.ID] = v
}

// views are the mounted views by id (Rewrite).
var views = map[string]*View{}

// Rewrite makes the mounted view with the given id show h at once, as its
// next render would: for a section that serves a browser event itself,
// straight from the browser (not through go-app's update cycle), so the
// page has changed before the next key or tap arrives. A later render
// with the same HTML changes nothing.
func Rewrite(id string, h HTML) {
	if v := views[id]; v != nil {
		v.HTML = h
		v.write()
	}
}

// RewriteParts is Rewrite for a view of parts (View.Parts): only the
// parts that changed are rewritten.
func RewriteParts(id string, parts []Part) {
	if v := views[id]; v != nil {
		v.Parts = parts
		v.writeParts()
	}
}

// Shown records that the mounted view with the given id shows h: the
// section changed its elements to h itself, faster than a morph would
// (Replace for a long list whose rows all change, a text set). Its next
// render with the same HTML then changes nothing, and one with other
// HTML morphs from what the page shows.
func Shown(id string, h HTML) {
	if v := views[id]; v != nil {
		v.HTML, v.shown = h, h
	}
}

// OnUpdate writes what changed.
func (v *View) OnUpdate(ctx app.Context) {
	v.register()
	v.write()
}

// write morphs the element's content into HTML, or rewrites the parts
// that changed.
func (v *View) write() {
	if v.Parts != nil {
		v.writeParts()
		return
	}
	if v.HTML == v.shown {
		return
	}
	if el := v.JSValue(); el != nil && el.Truthy() {
		app.Window().Call("lmMorph", el, string(v.HTML))
		v.shown = v.HTML
	}
}

// writeParts puts the view's parts in its element: all of them the first
// time, then those that changed.
func (v *View) writeParts() {
	el := v.JSValue()
	if el == nil || !el.Truthy() {
		return
	}
	if v.pv.id != v.ID {
		v.pv.Mount(el, v.ID, v.Parts)
		return
	}
	var p Patch
	v.pv.Write(&p, v.Parts)
	p.Apply()
}

// Morph makes the content of the page's element with the given id the
// HTML, changing its elements in place (lmMorph), so a field being typed
// into keeps its focus; nothing happens when there is no such element.
func Morph(id string, h HTML) {
	if el := app.Window().GetElementByID(id); el.Truthy() {
		app.Window().Call("lmMorph", el, string(h))
	}
}

// Replace makes the content of the page's element with the given id the
// HTML, anew: cheaper than Morph for a long list whose rows all change.
func Replace(id string, h HTML) {
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Set("innerHTML", string(h))
	}
}

// AfterPaint runs f once the browser has painted the frame of the tap or
// keystroke being served (the page's lmAfterFrame): work the screen does
// not show yet waits for it. Outside the browser f runs at once.
// The work waits in one queue behind one JavaScript function, made once:
// a tap that asks pays for one call, not for a function made and released.
// Each piece runs guarded (Guard): a panic in one is shown on the error
// card, and the others still run.
func AfterPaint(f func()) {
	win := app.Window()
	if !app.IsClient || !win.Get("lmAfterFrame").Truthy() {
		f()
		return
	}
	paintDue = append(paintDue, f)
	if len(paintDue) > 1 {
		return // the frame is already asked for
	}
	if paintRun == nil {
		paintRun = app.FuncOf(func(app.Value, []app.Value) any {
			due := paintDue
			paintDue = nil
			for _, f := range due {
				Guard("updating the page after a tap", f)
			}
			return nil
		})
	}
	win.Call("lmAfterFrame", paintRun)
}

// The AfterPaint work waiting for the frame, in the order asked, and the
// function the page calls after it.
var (
	paintDue []func()
	paintRun app.Func
)
