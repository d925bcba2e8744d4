package dials

import (
	"lancemate/app/kit"
	"lancemate/app/session"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/engine/clicks"
	"lancemate/engine/stable"
)

// DialsPage is MechWarrior: Solaris 7 on the phone: the figures (their
// combat and heat dials entered click by click, the heat-effect catalogue,
// a set file to share) and the match tracker (dials, rounds, turns,
// actions, attacks with their breakdown, the dice the rules ask for, fame
// and stones, the result sent to a stable ledger). Like the game page it is
// HTML text served by one delegated tap handler (data-act, data-v, data-i)
// and one input handler (data-f); the rules are engine/clicks'.
type DialsPage struct {
	app.Compo

	view string // "" the match, "figs" the figures, "fx" the heat effects
	fig  int    // figure being edited
	se   int    // combat click selected (its tools shown); -1 none
	hsel int    // heat click selected; -1 none
	// typing is the field typed into last: one undo step per field.
	typing string

	pick          int // figure to add to the match
	pilot, stable string
	act           clicks.Action // action picked for the turn
	targets       []formTarget  // mechs targeted, in the order picked
	weapon        string
	rerolls, used []string // re-rolls spent and single-use equipment used
	ev            clicks.Rolled
	need          *clicks.NeedDice
	faces         []int
	stables       []*session.Record[stable.State]
	to            int // stable the result goes to; -1 none picked
	msg           string
	kit.Follower
}

// OnInit sets the starting choices.
func (p *DialsPage) OnInit() { p.se, p.hsel, p.to, p.weapon = -1, -1, -1, "primary" }

// OnMount follows the session so the page fills in once storage is open.
func (p *DialsPage) OnMount(ctx app.Context) {
	p.stables = nil // read afresh: the stable page may have recorded or undone a match
	p.Follow(ctx, nil)
}

// Render implements app.Composer.
func (p *DialsPage) Render() app.UI {
	return &kit.Shell{Title: "Dials", Active: "/dials", Content: []app.UI{
		app.Div().ID("dials").OnClick(p.onTap).OnInput(p.onInput).OnChange(p.onFile).Body(p.content()),
	}}
}

func (p *DialsPage) content() app.UI {
	if !session.Ready() || session.Store() == nil {
		return app.P().Class("muted").Text("Opening storage…")
	}
	dials.load()
	var w kit.Writer
	w.F(`<div><div class="segmented" role="group" aria-label="View">`)
	for _, t := range [][2]string{{"", "Match"}, {"figs", "Figures"}, {"fx", "Heat effects"}} {
		w.F(`<button class="seg%s" id="tab-%s" data-act="view" data-v="%s" aria-pressed="%t">%s</button>`, kit.On(p.view == t[0]), or(t[0], "match"), t[0], p.view == t[0], t[1])
	}
	w.F(`</div>`)
	if dials.setErr != "" {
		w.F(`<p class="error" role="alert">%s</p>`, dials.setErr)
	}
	for _, d := range dials.bad {
		w.F(`<p class="error" role="alert">A saved match could not be read: %s. Its text is kept under Settings → Damaged records.</p>`, d.Err.Error())
	}
	if p.msg != "" {
		w.F(`<p class="error" id="dials-msg" role="alert">%s</p>`, p.msg)
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
	return &kit.View{ID: "dials-view", HTML: w.HTML()}
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

// onTap runs what the tapped control's data-act names.
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
	p.msg = ""
	if t.act == "view" {
		p.view = t.v
		return
	}
	if p.editTap(t) || p.matchTap(t) {
		return
	}
	if t.act == "export" {
		p.export()
	}
}

// report shows err, if any, above the page.
func (p *DialsPage) report(err error) {
	if err != nil {
		p.msg = err.Error()
	}
}
