package play

import (
	"errors"
	"lancemate/app/kit"
	"lancemate/app/session"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/engine/game"
)

// GamePage is the game in play (/game, reached from Sheets): the force
// with a status strip per unit, the turn bar (phase, undo, redo, next
// phase), the pending rolls, one tool at a time (damage entry, firing,
// physical attacks, movement, heat), the dice the engine asks for one at a
// time, the selected unit's record sheet (tap a location to aim damage, a
// critical slot to mark it hit) and the history. The unit bar, the sheet
// and the history are components of their own that re-render only when
// the game changes.
type GamePage struct {
	app.Compo

	unit    string            // id of the selected unit; "" for the first
	tool    string            // the tool shown (tools); "" follows the phase
	loc     string            // location code of the next hit; "" to roll for it
	from    string            // the unit the next hit or marked critical hit comes from, "" for none
	dir     classic.Direction // side the hit comes from
	amount  int               // damage of the next hit
	atk     attackForm        // the firing and physical attack screens
	mode    game.MoveMode     // movement to record
	hexes   int               // hexes entered
	extra   int               // outside heat to add
	ev      game.Event        // the event waiting for dice
	need    *game.NeedRoll    // the roll it waits for
	faces   []int             // physical dice picked so far, 0 for not yet
	msg     string            // why the last action was refused
	confirm bool              // New game was tapped once
	ctx     app.Context       // the page's context, for go-app renders
	kit.Follower
}

// OnInit sets the damage of the first hit and the forms' starting values.
func (p *GamePage) OnInit() {
	p.amount, p.atk, p.mode, p.hexes, p.extra = 5, newAttackForm(), game.Walked, 1, 1
}

// OnMount follows the session, so the game appears once storage is open,
// and takes the page's taps (listenTaps).
func (p *GamePage) OnMount(ctx app.Context) {
	p.ctx = ctx
	p.Follow(ctx, nil)
	listenTaps(p)
}

// OnDismount stops following the session and taking taps.
func (p *GamePage) OnDismount() {
	p.Follower.OnDismount()
	if tapsOn == p {
		tapsOn = nil
	}
}

// Render implements app.Composer. Everything but the components is HTML
// text whose buttons name what they do in data-act (and data-v): one
// delegated handler serves them all (listenTaps), so no handler goes stale
// when a list changes, and a tap swaps a few strings.
func (p *GamePage) Render() app.UI {
	return &kit.Shell{Title: "Game", Active: "/sheets", Content: []app.UI{
		app.Div().ID("game").Body(p.content()...),
	}}
}

// tapsOn is the game page the document's listeners serve (listenTaps), nil
// while none is mounted; listening says the listeners are in place (they
// are added once and outlive the pages).
var (
	tapsOn    *GamePage
	listening bool
)

// listenTaps sends the document's clicks and input events to p. They reach
// it straight from the browser's event: go-app would pass each through its
// UI goroutine and its update cycle first, which costs a phone a third of
// a frame at every tap (make bench, game). A change only go-app can show
// asks it for a render (GamePage.paint).
func listenTaps(p *GamePage) {
	if !listening {
		listening = true
		doc := app.Window().Get("document")
		for event, f := range map[string]func(*GamePage, app.Value){"click": (*GamePage).onTap, "input": (*GamePage).onInput} {
			doc.Call("addEventListener", event, app.FuncOf(func(_ app.Value, args []app.Value) any {
				if tapsOn != nil && len(args) > 0 {
					f(tapsOn, args[0])
				}
				return nil
			}))
		}
	}
	tapsOn = p
}

func (p *GamePage) content() []app.UI {
	if !session.Ready() {
		return []app.UI{app.P().Class("muted").Text("Opening storage…")}
	}
	t, bad := session.Game()
	var w kit.Writer
	for _, d := range bad {
		w.F(`<section class="panel warn" id="game-damaged"><p class="error" role="alert">A saved game could not be read: %s. Its text is kept (below, and under Settings → Damaged records).</p><pre class="raw">%s</pre></section>`,
			d.Err.Error(), d.Raw)
	}
	if t == nil || len(t.State().Units) == 0 {
		w.F(`<section class="panel" id="game-empty"><p>No &#39;Mechs in play. Open a design in the library and tap Add to game.</p><a class="btn primary" href="/sheets" id="game-library">Open the library</a></section>`)
		return []app.UI{kit.Raw(`<div>` + w.HTML() + `</div>`)}
	}
	u := p.selected(t.State())
	newGame := "New game"
	if p.confirm {
		newGame = "Really end this game?"
	}
	return []app.UI{
		kit.Raw(`<div>` + w.HTML() + `</div>`),
		&GameView{What: "units", Unit: u.ID, Version: t.Version()},
		&GameView{What: "controls", Unit: u.ID, Version: t.Version(), Parts: p.controls(t, u)},
		&GameView{What: "sheet", Unit: u.ID, Version: t.Version()},
		&GameView{What: "history", Unit: u.ID, Version: t.Version()},
		newGameButton(p.confirm, newGame),
		kit.Raw(gameNotes()),
	}
}

// gameNotes are engine/game's interpretations where the BattleMech Manual
// is silent or unclear (game.Notes), for the players to read.
func gameNotes() kit.HTML { return kit.Notes("game-notes", game.Notes()) }

// controls are the turn bar with undo and redo, then the dice asked for
// or the pending rolls, the tools and the tool in use, then what the last
// event did.
func (p *GamePage) controls(t *session.Table, u *game.Unit) []kit.Part {
	s := t.State()
	busy := p.need != nil
	var pw kit.PartsWriter
	w := &pw.Writer
	w.F(`<div class="row gamebar" id="gamebar"><span class="turn" id="turn">Turn %d · %s phase</span>`, s.Turn, s.Phase)
	if in := s.Initiative; in != nil && in.Turn == s.Turn {
		w.F(`<span class="turn" id="init-result">Initiative: %s</span>`, in.String())
	}
	for _, b := range []struct {
		act, label string
		off        bool
	}{{"undo", "Undo", !t.CanUndo()}, {"redo", "Redo", !t.CanRedo()}, {"end-phase", "Next phase", false}} {
		w.F(`<button class="btn small" id="%s" data-act="%[1]s"%s>%s</button>`, b.act, kit.Disabled(busy || b.off), b.label)
	}
	w.F(`</div>`)
	pw.Cut("gamebar")
	if p.msg != "" {
		w.F(`<p class="error" id="game-msg" role="alert">%s</p>`, p.msg)
		pw.Cut("game-msg")
	}
	if busy {
		promptHTML(w, p.need, p.faces)
		pw.Cut("prompt")
	} else {
		if len(s.Pending) > 0 {
			pendingHTML(w, s)
			pw.Cut("pending")
		}
		tool := p.tool
		if tool == "" {
			tool = phaseTool(s.Phase)
		}
		toolsHTML(w, tool)
		pw.Cut("tools")
		switch tool {
		case "fire":
			fireHTML(w, s, u, &p.atk)
		case "phys":
			physHTML(w, s, u, &p.atk)
		case "move":
			moveHTML(w, s, u, p.mode, p.hexes)
		case "heat":
			heatToolHTML(w, s, u, p.extra)
		default:
			damageHTML(w, s, u, p.from, p.loc, p.dir, p.amount)
		}
		pw.Cut(tool)
	}
	if n := len(t.History()); n > 0 {
		reportHTML(w, t.History()[n-1])
		pw.Cut("report")
		if factsNotice(w, t) {
			pw.Cut("game-facts")
		}
	}
	return pw.Parts()
}

// selected returns the selected unit, the first one when none is.
func (p *GamePage) selected(s *game.State) *game.Unit {
	if u, ok := s.Unit(p.unit); ok {
		return u
	}
	return &s.Units[0]
}

// onTap runs what the tapped button of the game's data-act names, with
// its data-v.
func (p *GamePage) onTap(e app.Value) {
	el := e.Get("target").Call("closest", "#game [data-act]")
	if !el.Truthy() {
		return
	}
	ds := el.Get("dataset")
	v := ds.Get("v").String()
	n, _ := strconv.Atoi(v)
	t, _ := session.Game()
	if t == nil {
		return
	}
	u := p.selected(t.State())
	act, scroll := ds.Get("act").String(), false
	if act != "new" {
		defer func() {
			p.paint()
			if !scroll {
				return
			}
			if d := app.Window().GetElementByID("damage"); d.Truthy() {
				d.Call("scrollIntoView")
			}
		}()
	}
	switch act {
	case "unit":
		p.unit = v
	case "tool":
		p.tool = v
	case "step":
		if k := ds.Get("k").String(); !p.mark(u, k, n) {
			p.step(k, n)
		}
	case "seg":
		p.choose(ds.Get("k").String(), n)
	case "tgt":
		p.atk.target = v
	case "aim":
		p.atk.aim = v
	case "cover":
		p.atk.cover = !p.atk.cover
	case "wpn":
		p.atk.toggle(n)
	case "bin":
		w, _ := strconv.Atoi(ds.Get("w").String())
		p.atk.bins[w] = n
	case "fire":
		ev := p.atk.fire(u)
		p.atk.picked = nil
		p.start(ev)
	case "phys":
		p.atk.attack = classic.PhysicalAttack(n)
	case "limb":
		p.atk.limb = v
	case "strike":
		p.start(p.atk.physical(u))
	case "mode":
		p.mode = game.MoveMode(n)
	case "move":
		mv := &game.Move{Unit: u.ID, Mode: p.mode}
		if p.mode != game.StandStill {
			mv.Hexes = p.hexes
		}
		p.start(mv)
	case "stand":
		p.start(&game.StandUp{Unit: u.ID})
	case "psr":
		p.start(requirePSR(u, v, p.hexes))
	case "xheat":
		p.start(&game.ExternalHeat{Unit: u.ID, Heat: p.extra})
	case "init":
		p.start(&game.Initiative{Sides: sides})
	case "crit":
		if l, err := classic.ParseLocation(v[:2]); err == nil && p.need == nil {
			slot, _ := strconv.Atoi(v[3:])
			p.start(&game.MarkCrit{Unit: u.ID, Attacker: p.attacker(u), Loc: l, Slot: slot})
		}
	case "dir":
		p.dir = classic.Direction(n)
	case "from":
		p.from = v
	case "loc":
		if v == "roll" {
			v = ""
		}
		p.loc = v
	case "sheet": // a location tapped on the record sheet
		if p.need == nil {
			p.loc, p.tool, scroll = v, "damage", true
		}
	case "dmg":
		p.amount = kit.Clamp(p.amount+n, 1, 999)
	case "hit":
		p.hit()
	case "resolve":
		p.resolve(n, ds.Get("i").String())
	case "roll":
		if p.need != nil { // a second tap before the page caught up
			p.answer(p.need.Dice.Roll(session.Dice()))
		}
	case "face":
		die, _ := strconv.Atoi(ds.Get("die").String())
		p.face(die, n)
	case "cancel":
		p.ev, p.need = nil, nil
	case "undo":
		p.report(session.Change((*session.Table).Undo))
	case "redo":
		p.report(session.Change((*session.Table).Redo))
	case "end-phase":
		p.tool = ""
		p.start(&game.EndPhase{})
	case "new":
		p.newGame()
		p.ctx.Update()
	}
}

// paint writes the game's views straight into the page (GameView), so a
// tap costs only the parts it changed, all parsed at once (kit.Patch) (make
// bench, game). When there is no unit to show, go-app renders the page.
func (p *GamePage) paint() {
	t, _ := session.Game()
	if t == nil || len(t.State().Units) == 0 || len(gameViews) != 4 {
		p.ctx.Update()
		return
	}
	u := p.selected(t.State())
	var pt kit.Patch
	for _, v := range gameViews {
		if v.What == "controls" {
			v.Parts = p.controls(t, u)
		} else if v.wrote == (viewKey{t, u.ID, t.Version()}) {
			continue // the same game, unit and event as last written
		}
		v.Unit, v.Version = u.ID, t.Version()
		v.write(&pt)
	}
	pt.Apply()
}

// step changes the number a stepper names by d.
func (p *GamePage) step(key string, d int) {
	f := &p.atk
	for _, s := range []struct {
		key    string
		v      *int
		lo, hi int
	}{{"rng", &f.rng, 0, 99}, {"lw", &f.light, 0, 9}, {"hw", &f.heavy, 0, 9}, {"chx", &f.hexes, 1, 30},
		{"hex", &p.hexes, 0, 30}, {"xh", &p.extra, 1, 15}} {
		if s.key == key {
			*s.v = kit.Clamp(*s.v+d, s.lo, s.hi)
		}
	}
}

// mark marks the record sheet of u by hand, by d, for the keys of its −
// and + buttons (markBtns): "ph" pilot hits, "ht" the heat level (from
// overflow above 30, − marks 30), "am" and an item index a bin's shots
// left. It reports whether key is one of them; the engine refuses what is
// out of range.
func (p *GamePage) mark(u *game.Unit, key string, d int) bool {
	var ev game.Event
	bin, isBin := strings.CutPrefix(key, "am")
	i, err := strconv.Atoi(bin)
	switch {
	case key == "ph":
		ev = &game.PilotHit{Unit: u.ID, Hits: d}
	case key == "ht":
		ev = &game.SetHeat{Unit: u.ID, Heat: min(u.Heat+d, 30)}
	case !isBin:
		return false
	case err == nil && i >= 0 && i < len(u.Items):
		ev = &game.SetAmmo{Unit: u.ID, Item: i, Shots: u.Items[i].ShotsLeft + d}
	}
	if ev != nil && p.need == nil {
		p.start(ev)
	}
	return true
}

// choose sets the option a segmented choice names.
func (p *GamePage) choose(key string, v int) {
	switch key {
	case "side":
		p.atk.dir = classic.Direction(v)
	case "woods":
		p.atk.woods = classic.Woods(v)
	case "sec":
		p.atk.sec = classic.TargetPriority(v)
	}
}

// onInput takes the damage typed in. The page is not re-rendered (the
// field would lose the keyboard); the apply button is updated in place.
func (p *GamePage) onInput(e app.Value) {
	el := e.Get("target")
	n, err := strconv.Atoi(el.Get("value").String())
	if el.Get("id").String() != "dmg" || err != nil {
		return
	}
	p.amount = kit.Clamp(n, 1, 999)
	t, _ := session.Game()
	if btn := app.Window().GetElementByID("hit-apply"); btn.Truthy() && t != nil {
		btn.Set("textContent", applyLabel(p.selected(t.State()), p.loc, p.dir, p.amount))
	}
}

// hit starts a hit on the selected unit.
func (p *GamePage) hit() {
	t, _ := session.Game()
	if t == nil {
		return
	}
	u := p.selected(t.State())
	h := &game.Hit{Unit: u.ID, Attacker: p.attacker(u), Dir: p.dir, Damage: p.amount}
	if l, err := classic.ParseLocation(p.loc); err == nil {
		h.Loc = &l
	}
	p.start(h)
}

// attacker is the unit chosen as the attacker of a hand-entered hit on
// u, "" for none or u itself.
func (p *GamePage) attacker(u *game.Unit) string {
	t, _ := session.Game()
	if a, ok := t.State().Unit(p.from); !ok || a.ID == u.ID || a.Destroyed {
		return ""
	}
	return p.from
}

// resolve makes pending roll id; item is the bin picked to explode if an
// ammunition roll fails (a number), anything else for none.
func (p *GamePage) resolve(id int, item string) {
	r := &game.Roll{Pending: id}
	if i, err := strconv.Atoi(item); err == nil {
		r.Item = &i
	}
	p.start(r)
}

// face takes one die of a physical roll; the last one completes it.
func (p *GamePage) face(die, face int) {
	if p.need == nil || die < 0 || die >= len(p.faces) {
		return
	}
	p.faces[die] = face
	for _, f := range p.faces {
		if f == 0 {
			return
		}
	}
	r, err := p.need.Dice.Typed(p.faces...)
	if err != nil {
		p.msg = err.Error()
		return
	}
	p.answer(r)
}

// newGame ends the game in play once confirmed.
func (p *GamePage) newGame() {
	if !p.confirm {
		p.confirm = true
		return
	}
	p.confirm, p.unit = false, ""
	p.report(session.NewGame())
}

func (p *GamePage) report(err error) {
	p.msg = ""
	if err != nil {
		p.msg = err.Error()
	}
}

// start resolves an event, asking for the dice it needs one at a time.
func (p *GamePage) start(ev game.Event) {
	p.ev = ev
	p.next()
}

// next applies the event if its dice are all there, or asks for the next
// roll: the hit location roll of a hit without a location, then whatever
// the engine names (game.NeedRoll).
func (p *GamePage) next() {
	if h, ok := p.ev.(*game.Hit); ok && h.Loc == nil && h.Roll == 0 {
		p.ask(&game.NeedRoll{Unit: h.Unit, Dice: dice.TwoD6, Purpose: "hit location roll (" + h.Dir.String() + ")"})
		return
	}
	err := session.Play(p.ev)
	var need *game.NeedRoll
	if errors.As(err, &need) && tape(p.ev) != nil {
		p.ask(need)
		return
	}
	p.ev, p.need = nil, nil
	p.report(err)
}

func (p *GamePage) ask(n *game.NeedRoll) {
	p.need, p.faces, p.msg = n, make([]int, n.Dice.Count), ""
}

// answer takes the dice of the roll asked for, puts them in the dice log
// with their purpose, and goes on with the event.
func (p *GamePage) answer(r dice.Roll) {
	n := p.need
	_, err := session.RecordRoll(n.Unit+": "+n.Purpose, n.Target, r)
	if h, ok := p.ev.(*game.Hit); ok && h.Loc == nil && h.Roll == 0 {
		h.Roll = r.Total
	} else {
		*tape(p.ev) = append(*tape(p.ev), r.Total)
	}
	p.next()
	if err != nil && p.msg == "" {
		p.msg = err.Error()
	}
}

// tape returns the dice an event carries, for the events this page
// starts that carry dice.
func tape(ev game.Event) *[]int {
	switch e := ev.(type) {
	case *game.Hit:
		return &e.Rolls.Rolls
	case *game.Roll:
		return &e.Rolls.Rolls
	case *game.Fire:
		return &e.Rolls.Rolls
	case *game.Physical:
		return &e.Rolls.Rolls
	case *game.MarkCrit:
		return &e.Rolls.Rolls
	case *game.Initiative:
		return &e.Rolls.Rolls
	}
	return nil
}

// sides are the two sides of a game, as the initiative names them.
var sides = []string{"Side 1", "Side 2"}

// GameView is one of the game page's live views: "units" (the unit bar:
// switch units in one tap, each one's status), "controls" (the page's
// Parts: turn bar, rolls, tools), "sheet" (the selected unit's record
// sheet) or "history". go-app renders only its empty element; OnMount and
// OnUpdate (when the game, the selection or the parts change) write the
// content, rewriting only the parts that changed.
type GameView struct {
	app.Compo
	What    string
	Unit    string // the selected unit
	Version int
	Parts   []kit.Part
	view    kit.PartsView
	wrote   viewKey // what the view was last written from
}

// viewKey is what a game view was written from: the game, the unit
// selected and the game's version (its count of changes).
type viewKey struct {
	t       *session.Table
	unit    string
	version int
}

// Render implements app.Composer.
func (v *GameView) Render() app.UI {
	switch v.What {
	case "units":
		return app.Div().Class("units").ID(v.id())
	case "sheet":
		return app.Section().Class("panel sheet").ID(v.id())
	case "controls":
		return app.Div().ID(v.id())
	}
	return app.Section().Class("panel").ID(v.id())
}

// id is the id of the view's element: its What.
func (v *GameView) id() string { return v.What }

// gameViews are the game views in the page, by What, for GamePage.paint.
var gameViews = map[string]*GameView{}

// OnMount writes the view.
func (v *GameView) OnMount(ctx app.Context) {
	gameViews[v.What] = v
	v.view.Mount(ctx.JSSrc(), v.id(), v.parts())
	v.wrote = v.key()
}

// OnDismount forgets the view.
func (v *GameView) OnDismount() {
	if gameViews[v.What] == v {
		delete(gameViews, v.What)
	}
}

// OnUpdate writes what changed.
func (v *GameView) OnUpdate(app.Context) {
	var p kit.Patch
	v.write(&p)
	p.Apply()
}

// write adds to p what brings the view up to date.
func (v *GameView) write(p *kit.Patch) {
	v.view.Write(p, v.parts())
	v.wrote = v.key()
}

// key is what the view is written from now.
func (v *GameView) key() viewKey {
	t, _ := session.Game()
	if t == nil {
		return viewKey{}
	}
	return viewKey{t, v.Unit, t.Version()}
}

func (v *GameView) parts() []kit.Part {
	t, _ := session.Game()
	switch {
	case t == nil:
		return nil
	case v.What == "units":
		return unitParts(t.State(), v.Unit)
	case v.What == "history":
		return historyParts(t.History())
	case v.What == "controls":
		return v.Parts
	}
	if u, ok := t.State().Unit(v.Unit); ok {
		return sheetParts(u)
	}
	return nil
}

// newGameButton is the New game button, asking again when confirm.
func newGameButton(confirm bool, label string) app.UI {
	var w kit.Writer
	w.F(`<button class="btn%s" id="new-game" data-act="new">%s</button>`, kit.On(confirm), label)
	return kit.Raw(w.HTML())
}
