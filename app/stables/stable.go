package stables

import (
	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/share"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/store"
	"lancemate/engine/dice"
	"lancemate/engine/journal"
	"lancemate/engine/stable"
)

// stableKeyPref is the browser localStorage key of the stable last shown,
// so a reload opens the same one.
const stableKeyPref = "lancemate.stable"

// stableBook holds the stable ledgers read from storage, shared by the page and
// its history component; the page reads them again each time it is mounted
// so results recorded elsewhere (the dial tracker's record_match) show.
var stableBook struct {
	list []*session.Record[stable.State]
	bad  []store.Damaged
}

// stableRec returns the stored stable at key, or nil.
func stableRec(key string) *session.Record[stable.State] {
	for _, r := range stableBook.list {
		if r.Key == key {
			return r
		}
	}
	return nil
}

// StablePage is the MechWarrior: Solaris 7 stable ledger (/stable): the
// stables kept on this device, the chosen one's stones, pilots and Mechs,
// one form at a time for the next change with its effect previewed by the
// engine (Ledger.Try) before it is committed, undo and redo, the history
// with running balances and the rules notes. The page is HTML text served
// by one delegated tap handler and one input handler; the history is a
// component that re-renders only when the ledger changes.
type StablePage struct {
	app.Compo

	key      string            // storage key of the stable shown
	creating bool              // the new-stable form is open
	tab      string            // the action form shown
	f        map[string]string // form values by input id
	pilot    string            // pilot whose actions are open
	mech     string            // Mech whose actions are open
	armed    string            // "act|name": a row action waiting for Confirm
	msg      string            // why the last change was refused
	done     string            // what the last change did
	ver      int               // bumped on every change of the ledger
	loaded   bool
	kit.Follower
}

// OnMount reads the stables again and follows the session, so they appear
// once storage is open.
func (p *StablePage) OnMount(ctx app.Context) {
	p.f = map[string]string{}
	p.loaded = false
	p.load(ctx)
	p.Follow(ctx, p.load)
}

// load reads every stable from storage (once per mount, when storage is
// open) and picks the one shown last.
func (p *StablePage) load(ctx app.Context) {
	if p.loaded || session.Store() == nil {
		return
	}
	list, bad, err := session.LoadRecords(store.NSStable, func() *journal.Journal[stable.State] { return stable.New().Journal })
	if err != nil {
		kit.Refuse(err)
		return
	}
	p.loaded, stableBook.list, stableBook.bad = true, list, bad
	p.ver++
	if stableRec(p.key) == nil {
		var k string
		ctx.LocalStorage().Get(stableKeyPref, &k)
		p.pick(ctx, k)
	}
}

// pick shows the stable at key, or the newest one when there is none.
func (p *StablePage) pick(ctx app.Context, key string) {
	if stableRec(key) == nil {
		key = ""
		if n := len(stableBook.list); n > 0 {
			key = stableBook.list[n-1].Key
		}
	}
	p.key, p.pilot, p.mech, p.armed, p.msg, p.done, p.tab = key, "", "", "", "", "", ""
	p.ver++
	ctx.LocalStorage().Set(stableKeyPref, key)
}

// ledger returns the stable shown, or nil.
func (p *StablePage) ledger() (*session.Record[stable.State], *stable.Ledger) {
	r := stableRec(p.key)
	if r == nil {
		return nil, nil
	}
	return r, &stable.Ledger{Journal: r.Journal}
}

// Render implements app.Composer.
func (p *StablePage) Render() app.UI {
	return &kit.Shell{Title: "Stable", Active: kit.StablePath, Content: []app.UI{
		app.Div().ID("stable").OnClick(p.onTap).OnInput(p.onInput).Body(p.content()...),
	}}
}

// onTap runs what the tapped button's data-act names, with its data-v,
// then shows its refusal or what it did in the feedback region, in view
// whatever the scroll position.
func (p *StablePage) onTap(ctx app.Context, e app.Event) {
	act, v := dataAct(ctx, e)
	if act == "" {
		return
	}
	p.msg, p.done = "", ""
	p.tap(ctx, act, v)
	switch {
	case p.msg != "":
		text, _ := kit.SplitCite(p.msg) // the preview shows the rules behind a "Why?"
		kit.Say(kit.Error, text)
	case p.done != "":
		kit.Say(kit.Done, p.done)
	default:
		kit.Say(kit.Info, "")
	}
}

// tap runs one tap.
func (p *StablePage) tap(ctx app.Context, act, v string) {
	switch act {
	case "create", "do", "confirm":
		p.readForm()
	}
	switch act {
	case "new":
		p.creating, p.msg = true, ""
	case "cancel-new":
		p.creating = false
	case "create":
		p.create(ctx)
	case "pick":
		p.creating = false
		p.pick(ctx, v)
	case "tab":
		p.tab, p.msg = v, ""
	case "pilot":
		p.pilot, p.armed = toggle(p.pilot, v), ""
	case "mech":
		p.mech, p.armed = toggle(p.mech, v), ""
	case "arm":
		p.armed, p.msg = v, ""
		// A row action the rules refuse (a destroyed Mech's repair) says
		// why in the feedback region too, where the player looks, beside
		// its preview with Confirm off.
		if _, l := p.ledger(); l != nil {
			if ev := rowEvent(v); ev != nil {
				if _, err := l.Try(ev); err != nil {
					p.msg = err.Error()
				}
			}
		}
	case "disarm":
		p.armed = ""
	case "confirm":
		if ev := rowEvent(p.armed); ev != nil {
			p.armed = ""
			p.commit(ev, "")
		}
	case "do":
		p.commit(p.event(v), v)
	case "undo", "redo":
		p.step(act)
	case "share":
		if r, l := p.ledger(); r != nil {
			kit.Share(share.Stored(share.KindStable, r.Key, "Stable: "+l.Peek().Name))
		}
	case "fig":
		p.fillFigure(v)
	}
}

// dataAct reads the data-act and data-v of the element a delegated tap
// handler serves; a tap on nothing actionable is not re-rendered.
func dataAct(ctx app.Context, e app.Event) (act, v string) {
	el := e.Get("target").Call("closest", "[data-act]")
	if !el.Truthy() {
		ctx.PreventUpdate()
		return "", ""
	}
	ds := el.Get("dataset")
	return ds.Get("act").String(), ds.Get("v").String()
}

// toggle opens name, or closes it when it is open.
func toggle(cur, name string) string {
	if cur == name {
		return ""
	}
	return name
}

// readForm copies every field of the page into p.f, so a commit uses
// exactly what the screen shows however the value got there.
func (p *StablePage) readForm() {
	if !app.IsClient {
		return
	}
	els := app.Window().Get("document").Call("querySelectorAll", "#stable input[id], #stable select[id]")
	for i := range els.Length() {
		p.take(els.Index(i))
	}
}

// take stores one field's value.
func (p *StablePage) take(el app.Value) {
	v := el.Get("value").String()
	if el.Get("type").String() == "checkbox" {
		v = ""
		if el.Get("checked").Bool() {
			v = "on"
		}
	}
	p.f[el.Get("id").String()] = v
}

// onInput keeps what is typed and updates the form's preview in place: the
// page is not re-rendered while typing (the field would lose the
// keyboard). A choice in a select may change the form, so it re-renders.
func (p *StablePage) onInput(ctx app.Context, e app.Event) {
	el := e.Get("target")
	id := el.Get("id").String()
	if id == "" {
		ctx.PreventUpdate()
		return
	}
	p.take(el)
	if el.Get("tagName").String() == "SELECT" || el.Get("type").String() == "checkbox" {
		return
	}
	ctx.PreventUpdate()
	form := formOf(id)
	_, l := p.ledger()
	if l == nil || form == "" {
		return
	}
	html, err := p.preview(l, form)
	kit.Morph("prev-"+form, html)
	if btn := app.Window().GetElementByID(form + "-go"); btn.Truthy() {
		btn.Set("disabled", err != nil)
	}
}

// create starts a stable from the new-stable form.
func (p *StablePage) create(ctx app.Context) {
	l := stable.New()
	ev := &stable.Start{Game: stable.Game(p.f["stable-game"]), Name: strings.TrimSpace(p.f["stable-name"])}
	if ev.Game == stable.Advanced {
		ev.Heritage, ev.Faction = p.f["stable-heritage"], strings.TrimSpace(p.f["stable-faction"])
	}
	if ev.Name == "" {
		p.msg = "Name the stable."
		return
	}
	if err := l.Apply(ev); err != nil {
		p.msg = err.Error()
		return
	}
	r, err := session.NewRecord(store.NSStable, l.Journal)
	if err != nil {
		p.msg = err.Error()
		return
	}
	stableBook.list = append(stableBook.list, r)
	p.creating = false
	p.f = map[string]string{}
	p.pick(ctx, r.Key)
	p.done = "Started " + ev.Name + ": " + entriesText(l.Peek().History)
}

// commit applies an event to the stable shown and saves it. Dice the
// player did not type are rolled from the session's source and go into the
// roll log with what they were for. The form's fields are then cleared.
func (p *StablePage) commit(ev stable.Event, form string) {
	r, l := p.ledger()
	if r == nil || ev == nil {
		return
	}
	src := &rollTally{src: session.Dice()}
	n := len(l.Peek().History)
	err := r.Commit(func() error { return l.Roll(ev, src) })
	p.msg, p.done = "", ""
	if err != nil {
		p.msg = err.Error()
		return
	}
	for _, d := range src.dice {
		roll := dice.Roll{Expr: dice.Expr{Count: 1, Sides: d[0]}, Faces: []int{d[1]}, Total: d[1]}
		if _, err := session.RecordRoll(l.Peek().Name+": "+rollPurpose(ev), 0, roll); err != nil {
			p.msg = err.Error()
		}
	}
	p.done = entriesText(l.Peek().History[n:])
	p.changed(form)
}

// changed forgets the fields of the form just used and of the settings
// form (it shows the ledger's values again) and bumps the version that
// re-renders the history.
func (p *StablePage) changed(form string) {
	for k := range p.f {
		if strings.HasPrefix(k, "set-") || (form != "" && strings.HasPrefix(k, stableForms[form])) {
			delete(p.f, k)
		}
	}
	p.ver++
}

// step undoes or redoes the last change.
func (p *StablePage) step(act string) {
	r, l := p.ledger()
	if r == nil {
		return
	}
	before := l.Peek().History
	f, verb := r.Undo, "Undone: "
	if act == "redo" {
		f, verb = r.Redo, "Redone: "
	}
	p.msg, p.done, p.armed = "", "", ""
	if err := r.Commit(f); err != nil {
		p.msg = err.Error()
		return
	}
	after := l.Peek().History
	if len(after) > len(before) {
		p.done = verb + entriesText(after[len(before):])
	} else {
		p.done = verb + entriesText(before[len(after):])
	}
	p.changed("")
}

// rollTally is a dice source that remembers each die it rolls as {sides, face}.
type rollTally struct {
	src  dice.Source
	dice [][2]int
}

// Intn implements dice.Source.
func (t *rollTally) Intn(n int) int {
	v := t.src.Intn(n)
	t.dice = append(t.dice, [2]int{n, v + 1})
	return v
}

// rollPurpose says what an event's dice were for, for the roll log.
func rollPurpose(ev stable.Event) string {
	if s, ok := ev.(*stable.BuySkill); ok {
		return s.Pilot + " skill roll (" + s.Table + " table)"
	}
	return "stable ability"
}

// atoi reads a typed whole number; anything else is 0.
func atoi(s string) int {
	n, _ := strconv.Atoi(strings.TrimSpace(s))
	return n
}
