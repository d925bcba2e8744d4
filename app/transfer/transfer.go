// Package transfer is the import page (/import): what another phone
// shared arrives here — a .lancemate file picked, shared to the installed
// app or opened with it, the link of a QR code (its fragment holds the
// file and never leaves the phone), or a MegaMek .mtf / Solaris Skunk
// Werks .ssw unit file — and is shown in a preview before anything is
// written: what is added or changed, what is refused and why, and for
// the same name here, keep both or replace. The file is read with the
// share package, which checks its records with the store's loaders
// (store.PlanImport), as a backup import does. Until the game page has a
// Share of its own, the page also sends the game in play: its force or
// the whole game.
package transfer

import (
	"errors"
	"fmt"
	"net/url"
	"path"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/share"
	"lancemate/app/store"
	"lancemate/sheets/importer"
)

// ImportPage is /import: the preview of what was shared, then the
// import; a file picker; the game in play to send.
type ImportPage struct {
	app.Compo

	queue   []incoming // files waiting for their preview, in order
	cur     *incoming  // the file previewed
	file    share.File // cur as read
	extra   []string   // what the unit file importer says about it
	prev    *share.Preview
	choice  share.Choice  // for same names
	busy    string        // what is being read or checked
	refused string        // why cur cannot be imported
	cancel  chan struct{} // closed to stop the import running
	done    int
	total   int
	result  string // what was imported, with the page that shows it
	open    string
	ctx     app.Context
	kit.Follower
}

// incoming is one thing handed to the page.
type incoming struct {
	name string // the file's name, or what brought it ("a QR code")
	data []byte
	link bool // the packed file came in a link's fragment
	err  error
}

// unitFile reports whether a name is a unit file the library imports.
func unitFile(name string) bool {
	switch strings.ToLower(path.Ext(name)) {
	case ".mtf", ".ssw":
		return true
	}
	return false
}

// OnMount takes files the app is opened with and follows the session.
func (p *ImportPage) OnMount(ctx app.Context) {
	p.ctx = ctx
	p.Follow(ctx, func(app.Context) { p.next() })
	kit.OnLaunch(share.MaxFile, func(rs []kit.Received) {
		ctx.Dispatch(func(app.Context) { p.receive(rs) })
	})
}

// OnNav reads what the address brings: a QR code's fragment, or the
// batch of files the service worker took from the phone's share sheet.
func (p *ImportPage) OnNav(ctx app.Context) {
	u := ctx.Page().URL()
	if u.Fragment != "" {
		data, err := share.FromFragment(u.Fragment)
		p.queue = append(p.queue, incoming{name: "a QR code", data: data, link: true, err: err})
	}
	if batch := u.Query().Get("inbox"); batch != "" {
		switch batch {
		case "failed":
			p.queue = append(p.queue, incoming{name: "the shared file", err: errors.New("the phone handed over a file Lancemate could not take: share it again, or save it and choose it below")})
		case "toobig":
			p.queue = append(p.queue, incoming{name: "the shared file", err: fmt.Errorf("it is too big: a shared file is at most %s, and the phone handed over more, so nothing was kept", share.SizeText(share.MaxFile))})
		default:
			ctx.Async(func() {
				rs, err := kit.TakeInbox(batch, share.MaxFile)
				ctx.Dispatch(func(app.Context) {
					if err != nil {
						rs = []kit.Received{{Name: "the shared file", Err: err}}
					} else if len(rs) == 0 {
						rs = []kit.Received{{Name: "the shared file", Err: errors.New("it was already imported, or the phone handed over nothing")}}
					}
					p.receive(rs)
				})
			})
		}
	}
	p.next()
}

// receive queues files handed to the page.
func (p *ImportPage) receive(rs []kit.Received) {
	for _, r := range rs {
		p.queue = append(p.queue, incoming{name: r.Name, data: r.Data, err: r.Err})
	}
	p.next()
}

// next previews the next file waiting, once storage is open and nothing
// else is being previewed or imported.
func (p *ImportPage) next() {
	if p.cur != nil || len(p.queue) == 0 || !session.Ready() || p.cancel != nil {
		return
	}
	in := p.queue[0]
	p.queue = p.queue[1:]
	p.cur, p.prev, p.refused, p.extra, p.result, p.open, p.choice = &in, nil, "", nil, "", "", share.KeepBoth
	if in.err != nil {
		p.refuse(in.err)
		return
	}
	p.busy = "Reading " + in.name + "…"
	ctx := p.ctx
	ctx.Async(func() {
		f, extra, err := read(in)
		var prev share.Preview
		if err == nil {
			prev, err = share.Prepare(f, share.KeepBoth)
		}
		ctx.Dispatch(func(app.Context) {
			p.busy = ""
			if err != nil {
				p.refuse(err)
				return
			}
			p.file, p.extra, p.prev = f, extra, &prev
		})
	})
}

// read reads a file handed over: a unit file through the library's
// importer (its designs shared as a design file), anything else as a
// share file.
func read(in incoming) (share.File, []string, error) {
	if !unitFile(in.name) {
		f, err := share.Read(in.data)
		return f, nil, err
	}
	ds, err := importer.Import(in.name, in.data)
	if err != nil {
		return share.File{}, nil, err
	}
	f, err := share.Design(ds...)
	if err != nil {
		return share.File{}, nil, err
	}
	f.Title = in.name
	var extra []string
	for _, d := range ds {
		for _, u := range d.Unknowns() {
			extra = append(extra, d.Name()+": "+u.String())
		}
	}
	return f, extra, nil
}

// refuse says why the file cannot be imported, on the page and in the
// feedback region.
func (p *ImportPage) refuse(err error) {
	p.refused = sentence(err.Error())
	kit.Say(kit.Error, "Not imported: "+p.refused)
}

// capital starts s with a capital letter.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// sentence starts a message with a capital and ends it with a full stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	s = capital(s)
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// Render implements app.Composer.
func (p *ImportPage) Render() app.UI {
	return &kit.Shell{Title: "Share", Active: share.ImportPath, Content: []app.UI{
		app.Div().ID("import").OnClick(p.onTap).OnChange(p.onChange).Body(
			&kit.View{ID: "imp-main", HTML: p.html()},
		),
	}}
}

// html is the page: the preview or refusal of the file handed over, then
// the file picker.
func (p *ImportPage) html() kit.HTML {
	var w kit.Writer
	switch {
	case !session.Ready():
		w.F(`<p class="muted">Opening storage…</p>`)
	case p.busy != "":
		w.F(`<section class="panel"><p class="notice" role="status" id="imp-busy">%s</p></section>`, p.busy)
	case p.cancel != nil:
		w.F(`<section class="panel" id="imp-progress-panel"><p id="imp-progress-text">Importing %s: %d of %d records…</p><progress id="imp-progress" max="%d" value="%d" aria-label="Import progress"></progress>`+
			`<div class="row"><button class="btn" id="imp-stop" data-act="stop">Stop the import</button></div></section>`,
			p.file.Title, p.done, p.total, max(p.total, 1), p.done)
	case p.result != "":
		w.F(`<section class="panel ok" id="imp-result"><h2>Imported</h2><p>%s</p><div class="row"><a class="btn primary" id="imp-open" href="%s">Open it</a>`+
			`<button class="btn" id="imp-more" data-act="done">Import another</button></div></section>`, p.result, p.open)
	case p.refused != "":
		w.F(`<section class="panel warn" id="imp-refused"><h2>Not imported</h2><p class="error" role="alert">%s</p><p class="muted small">From %s. Nothing on this phone was changed.</p>`+
			`<div class="row"><button class="btn" id="imp-dismiss" data-act="done">OK</button></div></section>`, p.refused, p.cur.name)
	case p.prev != nil:
		p.previewHTML(&w)
	}
	if p.prev == nil && p.cancel == nil && p.busy == "" {
		w.F(`<section class="panel" id="imp-pick"><h2>Open a shared file</h2>` +
			`<p class="muted">A .lancemate file from another phone, or a MegaMek .mtf or Solaris Skunk Werks .ssw unit file. A QR code from Lancemate opens here by itself: scan it with the camera.</p>` +
			`<label class="btn primary filebtn"><span>Choose a file…</span><input type="file" id="imp-file" accept=".lancemate,.mtf,.ssw,application/gzip,application/octet-stream"></label></section>`)
	}
	if n := len(p.queue); n > 0 {
		w.F(`<p class="muted small" id="imp-queue">%d more file%s waiting after this one.</p>`, n, kit.Plural(n))
	}
	return w.HTML()
}

// previewHTML is the preview: what comes in, same names, refusals, the
// store's one-line summary, Import and Cancel.
func (p *ImportPage) previewHTML(w *kit.Writer) {
	pr := p.prev
	w.F(`<section class="panel" id="imp-preview"><h2>%s</h2><p class="share-title" id="imp-title">%s</p><p class="muted small">From %s.</p><ul class="imp-lines" id="imp-lines">`,
		capital(pr.File.Kind.Words()), pr.File.Title, p.cur.name)
	for _, l := range pr.Lines {
		w.F(`<li>%s</li>`, l)
	}
	w.F(`</ul>`)
	if len(p.extra) > 0 {
		w.F(`<details class="why" id="imp-unknown"><summary>%d item%s Lancemate does not know (kept as written)</summary><ul class="small">`, len(p.extra), kit.Plural(len(p.extra)))
		for _, u := range p.extra {
			w.F(`<li>%s</li>`, u)
		}
		w.F(`</ul></details>`)
	}
	if len(pr.Conflicts) > 0 {
		w.F(`<div class="imp-same" id="imp-same"><p><strong>Already on this phone:</strong> %s</p>`, strings.Join(pr.Conflicts, ", "))
		w.F(`<div class="segmented" role="group" aria-label="Same name"><button class="seg%s" id="imp-keep" data-act="choice" data-v="keep" aria-pressed="%t">Keep both</button>`+
			`<button class="seg%s" id="imp-replace" data-act="choice" data-v="replace" aria-pressed="%t">Replace mine</button></div></div>`,
			kit.On(p.choice == share.KeepBoth), p.choice == share.KeepBoth, kit.On(p.choice == share.Replace), p.choice == share.Replace)
	}
	if len(pr.Refused) > 0 {
		w.F(`<div id="imp-refusals"><p class="error">%d part%s of the file will not be imported:</p><ul class="damaged">`, len(pr.Refused), kit.Plural(len(pr.Refused)))
		for _, r := range pr.Refused {
			w.F(`<li class="error">%s</li>`, r)
		}
		w.F(`</ul></div>`)
	}
	w.F(`<p class="muted small" id="imp-summary">Records: %s.</p>`, pr.Plan.Summary())
	if pr.Nothing() {
		w.F(`<p id="imp-nothing">Nothing to import: it is all on this phone already.</p><div class="row sheet-actions"><button class="btn primary" id="imp-cancel" data-act="cancel">OK</button></div></section>`)
		return
	}
	w.F(`<div class="row sheet-actions"><button class="btn primary" id="imp-apply" data-act="apply">Import</button><button class="btn" id="imp-cancel" data-act="cancel">Cancel</button></div></section>`)
}

// onTap runs the tapped button's data-act.
func (p *ImportPage) onTap(ctx app.Context, e app.Event) {
	el := e.Get("target").Call("closest", "[data-act]")
	if !el.Truthy() {
		ctx.PreventUpdate()
		return
	}
	ds := el.Get("dataset")
	switch ds.Get("act").String() {
	case "choice":
		c := share.KeepBoth
		if ds.Get("v").String() == "replace" {
			c = share.Replace
		}
		p.choose(c)
	case "apply":
		p.apply()
	case "stop":
		if p.cancel != nil {
			close(p.cancel)
			p.cancel = nil
		}
	case "cancel":
		kit.Say(kit.Info, "Not imported: nothing was changed.")
		p.finish()
	case "done":
		kit.Say(kit.Info, "")
		p.finish()
	}
}

// finish clears the file previewed (and a link's fragment) and goes on to
// the next.
func (p *ImportPage) finish() {
	if p.cur != nil && p.cur.link {
		app.Window().Get("history").Call("replaceState", nil, "", share.ImportPath)
	}
	p.cur, p.prev, p.refused, p.result, p.extra = nil, nil, "", "", nil
	p.next()
}

// choose previews the file again with the other choice for same names.
func (p *ImportPage) choose(c share.Choice) {
	if p.prev == nil || c == p.choice {
		return
	}
	p.choice = c
	f, ctx := p.file, p.ctx
	ctx.Async(func() {
		prev, err := share.Prepare(f, c)
		ctx.Dispatch(func(app.Context) {
			if err != nil {
				p.prev = nil
				p.refuse(err)
				return
			}
			p.prev = &prev
		})
	})
}

// apply imports what the preview shows, off the UI goroutine, with a
// progress bar and a stop that leaves storage as it was.
func (p *ImportPage) apply() {
	if p.prev == nil || p.cancel != nil || p.prev.Nothing() {
		return
	}
	pr, ctx := *p.prev, p.ctx
	cancel := make(chan struct{})
	p.cancel, p.done, p.total = cancel, 0, len(pr.Plan.Add)+len(pr.Plan.Change)+len(pr.Plan.Remove)
	ctx.Async(func() {
		err := pr.Apply(func(done, total int) {
			ctx.Dispatch(func(app.Context) { p.done, p.total = done, total })
		}, cancel)
		ctx.Dispatch(func(app.Context) {
			p.cancel = nil
			switch {
			case errors.Is(err, store.ErrCanceled):
				kit.Say(kit.Info, "Import stopped: nothing was changed.")
				return
			case err != nil:
				kit.Say(kit.Error, "Import failed, nothing was changed: "+err.Error())
				return
			}
			p.prev = nil
			if p.cur != nil && p.cur.link {
				app.Window().Get("history").Call("replaceState", nil, "", share.ImportPath)
			}
			p.result, p.open = done(pr)
			kit.Say(kit.Done, "Imported: "+p.result)
		})
	})
}

// done says what was imported and which page shows it.
func done(pr share.Preview) (what, open string) {
	what = capital(pr.File.Kind.Words()) + ": " + pr.File.Title
	switch pr.File.Kind {
	case share.KindDesign:
		return what + ", in your library.", "/sheets"
	case share.KindForce, share.KindGame:
		return what + ", in the game in play.", kit.GamePath
	case share.KindFigures:
		return what + ", in Dials.", "/dials"
	case share.KindStable:
		return what + ", in Stable.", kit.StablePath
	case share.KindMeks:
		return what + ", in Meks.", "/meks"
	case share.KindPilot:
		return what + ", in Ledger.", "/ledger?" + url.Values{"event": {pr.Key}, "pilot": {pr.File.Pilot}}.Encode()
	}
	return what + ", in Ledger.", "/ledger?" + url.Values{"event": {pr.Key}}.Encode()
}

// onChange reads the files picked.
func (p *ImportPage) onChange(ctx app.Context, e app.Event) {
	input := e.Get("target")
	if input.Get("id").String() != "imp-file" {
		ctx.PreventUpdate()
		return
	}
	ctx.Async(func() {
		rs := kit.Picked(input, share.MaxFile)
		ctx.Dispatch(func(app.Context) {
			input.Set("value", "")
			p.receive(rs)
		})
	})
}
