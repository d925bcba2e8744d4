package dials

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/share"
	"lancemate/engine/clicks"
	"lancemate/engine/stable"
)

// DialsPage is MechWarrior: Solaris 7 on the phone: the figure library (the
// player's figures, their combat and heat dials typed click by click or
// pasted as text, the heat-effect catalogue, files to share) and the match
// tracker (dials, rounds, turns, actions, attacks with their odds and
// breakdown, the dice the rules ask for, fame and stones, the result sent
// to a stable ledger). Like the game page it is HTML text served by one
// delegated tap handler (data-act, data-v, data-i); what is typed (data-f)
// is taken straight from the browser's events (listenFields); the rules
// are engine/clicks'.
type DialsPage struct {
	app.Compo

	view string // "" the match, "figs" the figures, "fx" the heat effects
	fig  int    // figure being edited
	se   int    // combat click selected (its tools shown); -1 none
	hsel int    // heat click selected; -1 none
	// typing is the field typed into last: one undo step per field (per
	// dial for the combat dial's numbers).
	typing   string
	dialText string // the dial text being pasted or typed, "" for none

	pick          int // figure to add to the match
	pilot, stable string
	act           clicks.Action // action picked for the turn
	contact       bool          // Stand Up: an opposing 'Mech is in base contact
	targets       []formTarget  // mechs targeted, in the order picked
	weapon        string
	rerolls, used []string // re-rolls spent and single-use equipment used
	ev            clicks.Rolled
	need          *clicks.NeedDice
	faces         []int
	stables       []*session.Record[stable.State]
	askNew        string // why New match asks first ("" not asking)
	askEnd        bool   // End match asks first
	// from is the stable a "Play a match" link came from (/dials?stable=
	// name), set up once the matches are loaded (fromStable).
	from     string
	fromNote string // what the link did not do, shown above the match until the next tap
	back     string // the 'Mech card a tap was made on, to show again once done
	msg      string // why the last tap was refused ("" none)
	done     string // what the last tap did, when the page does not show it
	kit.Follower
}

// OnInit sets the starting choices.
func (p *DialsPage) OnInit() { p.se, p.hsel, p.weapon = -1, -1, "primary" }

// OnMount follows the session so the page fills in once storage is open,
// and takes the dial fields' keys.
func (p *DialsPage) OnMount(ctx app.Context) {
	p.stables = nil // read afresh: the stable page may have recorded or undone a match
	p.Follow(ctx, nil)
	listenFields(p)
}

// OnNav takes the stable a "Play a match" link names (?stable=name).
func (p *DialsPage) OnNav(ctx app.Context) {
	if name := ctx.Page().URL().Query().Get("stable"); name != "" {
		p.from, p.view = name, ""
	}
}

// fromStable sets the match up for the stable a link came from: its name
// goes in the setup's Stable field, on a new match unless the match shown
// is still being set up (a finished one not yet sent asks first, as New
// match does) or being played (then the page says so, and New match
// starts one for the stable).
func (p *DialsPage) fromStable() {
	p.stable = p.from
	p.from = ""
	// Done once: a reload of the address must not set up another match.
	if app.IsClient {
		app.Window().Get("history").Call("replaceState", nil, "", "/dials")
	}
	m := dials.current()
	switch {
	case m == nil:
		p.report(dials.newMatch())
	case m.Peek().Round == 0:
	case m.Peek().Over:
		p.matchTap(tap{act: "new"})
	default:
		p.fromNote = "A match is being played: finish it, or tap New match to start one for " + p.stable + "."
	}
}

// OnDismount stops following the session and taking keys.
func (p *DialsPage) OnDismount() {
	p.Follower.OnDismount()
	if fieldsOn == p {
		fieldsOn = nil
	}
}

// Render implements app.Composer.
func (p *DialsPage) Render() app.UI {
	return &kit.Shell{Title: "Dials", Active: "/dials", Content: []app.UI{
		app.Div().ID("dials").OnClick(p.onTap).OnChange(p.onFile).Body(p.content()),
	}}
}

func (p *DialsPage) content() app.UI {
	if !session.Ready() || session.Store() == nil {
		return app.P().Class("muted").Text("Opening storage…")
	}
	return &kit.View{ID: viewID, HTML: p.viewHTML()}
}

// viewID is the element the page's HTML is written into.
const viewID = "dials-view"

// viewHTML is the page below the title: the tabs and the view open.
func (p *DialsPage) viewHTML() kit.HTML {
	dials.load()
	if p.from != "" && dials.loaded != 0 {
		p.fromStable()
	}
	var w kit.Writer
	w.F(`<div><div class="segmented" role="group" aria-label="View">`)
	for _, t := range [][2]string{{"", "Match"}, {"figs", "Figures"}, {"fx", "Heat effects"}} {
		w.F(`<button class="seg%s" id="tab-%s" data-act="view" data-v="%s" aria-pressed="%t">%s</button>`, kit.On(p.view == t[0]), or(t[0], "match"), t[0], p.view == t[0], t[1])
	}
	w.F(`</div>`)
	if p.fromNote != "" && p.view == "" {
		w.F(`<section class="panel"><p id="from-stable" role="status">%s</p></section>`, p.fromNote)
	}
	if dials.setErr != "" {
		w.F(`<p class="error" role="alert">%s</p>`, dials.setErr)
	}
	for _, d := range dials.bad {
		w.F(`<p class="error" role="alert">A saved match could not be read: %s. Its text is kept under Settings → Damaged records.</p>`, d.Err.Error())
	}
	switch p.view {
	case "figs":
		p.editorHTML(&w)
	case "fx":
		effectsHTML(&w)
	default:
		p.matchHTML(&w)
	}
	w.F(`</div>`)
	return w.HTML()
}

// or is s, or def when s is empty.
func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// tap is a tapped control's data attributes.
type tap struct {
	act, v, k string
	n, i, die int
}

// onTap runs what the tapped control's data-act names, then shows its
// refusal or outcome in the feedback region, where the player sees it
// whatever the scroll position.
func (p *DialsPage) onTap(ctx app.Context, e app.Event) {
	el := e.Get("target").Call("closest", "[data-act]")
	if !el.Truthy() {
		ctx.PreventUpdate()
		return
	}
	ds := el.Get("dataset")
	t := tap{act: ds.Get("act").String(), v: ds.Get("v").String(), k: ds.Get("k").String()}
	t.n, _ = strconv.Atoi(t.v)
	t.i, _ = strconv.Atoi(ds.Get("i").String())
	t.die, _ = strconv.Atoi(ds.Get("die").String())
	before, asked, askedEnd := p.step(), p.askNew, p.askEnd
	p.tap(t)
	if asked != p.askNew || askedEnd != p.askEnd {
		sheet := ""
		switch {
		case p.askNew != "":
			sheet = "new-ask"
		case p.askEnd:
			sheet = "end-ask"
		}
		ctx.Defer(func(app.Context) { kit.SheetFocus(sheet) })
	}
	switch {
	case p.msg != "":
		text, _ := kit.SplitCite(p.msg) // the form shows the rules behind a "Why?"
		kit.Say(kit.Error, text)
	case p.done != "":
		kit.Say(kit.Done, p.done)
	default:
		kit.Say(kit.Info, "")
	}
	switch {
	case p.back != "" && p.need == nil:
		// A 'Mech card's tap (damage, heat...) is answered where it was
		// made, after any dice it asked for: the page does not jump away.
		id := p.back
		p.back = ""
		ctx.Defer(func(app.Context) { showCard(id) })
	case p.step() != before:
		ctx.Defer(func(app.Context) { showTurn() })
	}
}

// tap runs one tap.
func (p *DialsPage) tap(t tap) {
	p.msg, p.done, p.typing, p.fromNote = "", "", "", ""
	if t.act == "view" {
		p.view = t.v
		return
	}
	if p.editTap(t) || p.matchTap(t) {
		return
	}
	switch t.act {
	case "share":
		kit.Share(share.Stored(share.KindFigures, setKey, "Solaris 7 figures"))
	case "export":
		p.export()
	case "export-fig":
		p.exportFigure()
	}
}

// report keeps err, if any, as the last tap's refusal.
func (p *DialsPage) report(err error) {
	if err != nil {
		p.msg = err.Error()
	}
}
