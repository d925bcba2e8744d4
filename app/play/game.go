// Package play is the game in play (/game): the selected 'Mech's whole
// record sheet on one screen, the force as a strip above it, the actions
// in a bar at the bottom, and every tool, prompt and outcome in a bottom
// sheet over the record sheet.
package play

import (
	"errors"
	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/share"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/engine/classic"
	"lancemate/engine/game"
)

// GamePage is the game in play. The record sheet of the selected unit
// fills the screen: its armor diagram laid out like the 'Mech (tap a
// location for its detail), heat, pilot and movement; the force strip
// above switches units; the action bar below opens the tools (damage,
// fire, physical attack, movement, heat) as bottom sheets, ends the phase
// and undoes. Every roll the engine asks for is a sheet fixed to the
// screen with what each roll did, and an attack ends on a summary card.
type GamePage struct {
	app.Compo

	unit     string            // id of the selected unit; "" for the first
	open     string            // the bottom sheet open (sheetNames), "" for none
	loc      string            // the location the location sheet shows
	from     string            // the unit a hand-entered hit or critical comes from, "" for none
	src      string            // what dealt a hand-entered hit (game.Hit.From), "" for unknown
	hitLoc   string            // location code of the damage sheet's hit; "" to roll for it
	dir      classic.Direction // side a hand-entered hit comes from
	amount   int               // damage of a hand-entered hit
	atk      attackForm        // the firing and physical attack sheets
	move     moveForm          // the movement sheet
	extra    int               // outside heat to add
	in       *entry            // the event whose dice are being entered, nil for none
	card     *outcome          // the outcome of the last event made in a sheet
	notice   string            // a line shown in the open sheet (why it opened)
	cite     string            // the seed lines of a refusal in notice
	noInit   int               // the turn whose initiative roll the players chose to skip
	noMove   int               // the turn whose Movement Phase the players ended with units not moved
	sure     bool              // New game was tapped once
	shown    string            // the unit whose strip tab was last scrolled into view
	underDue bool              // the views under the open sheet wait for its frame (writeUnderSoon)
	ctx      app.Context       // the page's context, for go-app renders
	offTable func()            // stops session.OnTable
	kit.Follower
}

// Sheets the page opens (GamePage.open).
const (
	sheetLoc    = "loc"    // a location's detail
	sheetDamage = "damage" // damage entered by hand
	sheetFire   = "fire"
	sheetPhys   = "phys"
	sheetMove   = "move"
	sheetHeat   = "heat"
	sheetPilot  = "pilot"
	sheetBuild  = "build" // the construction options
	sheetRolls  = "rolls" // the rolls to make
	sheetInit   = "init"  // initiative
	sheetNext   = "next"  // Next phase without an initiative roll: ask first
	sheetMenu   = "menu"  // turn, undo and redo, history, new game, rules notes
	sheetDice   = "dice"  // a roll asked for, then the outcome card
)

// OnInit sets the damage of the first hit and the forms' starting values.
func (p *GamePage) OnInit() {
	p.amount, p.atk, p.extra = 5, newAttackForm(), 1
}

// OnMount follows the session, so the game appears once storage is open,
// and takes the page's taps (listenTaps).
func (p *GamePage) OnMount(ctx app.Context) {
	p.ctx = ctx
	p.Follow(ctx, func(app.Context) { tableSays() })
	p.offTable = session.OnTable(func() { kit.Guard("the live table", p.tableChange) })
	ctx.Defer(func(app.Context) { tableNews() }) // back at the table from the join page
	listenTaps(p)
}

// OnDismount stops following the session and taking taps.
func (p *GamePage) OnDismount() {
	p.Follower.OnDismount()
	if p.offTable != nil {
		p.offTable()
	}
	if tapsOn == p {
		tapsOn = nil
	}
}

// tableSays says what the live table has to say: the host's refusals of
// this phone's taps, and that this phone is back at the table.
func tableSays() {
	for _, r := range session.TakeRefusals() {
		text, _ := says(errors.New(r))
		kit.Say(kit.Error, "Not recorded by the host's phone: "+text)
	}
	tableNews()
}

// tableChange shows what a message from another phone at the table
// changed, in the browser event that brought it (session.OnTable): only
// the views it changed are written (paint), as for a tap here, instead of
// go-app rendering the whole page (make bench, live).
func (p *GamePage) tableChange() {
	tableSays()
	p.paint()
}

// Render implements app.Composer. Everything but the components is HTML
// text whose buttons name what they do in data-act (and data-v): one
// delegated handler serves them all (listenTaps), so no handler goes stale
// when a list changes, and a tap swaps a few strings.
func (p *GamePage) Render() app.UI {
	return &kit.Shell{Title: "Game", Active: kit.GamePath, Content: []app.UI{
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
		why, _ := kit.Head(d.Err.Error(), kit.RawPreview)
		w.F(`<section class="panel warn" id="game-damaged"><p class="error" role="alert">A saved game could not be read: %s. Its text is kept (below, and under Settings → Damaged records).</p>`, why)
		kit.DamagedRaw(&w, d.Raw, d.Size, false)
		w.F(`</section>`)
	}
	if t == nil || len(t.State().Units) == 0 {
		w.F(`<section class="panel" id="game-empty"><p>No &#39;Mechs in play. Open a design in the library and tap Add to game.</p><a class="btn primary" href="/sheets" id="game-library">Open the library</a></section>`)
		return []app.UI{kit.Raw(`<div>` + w.HTML() + `</div>`)}
	}
	u := p.selected(t.State())
	return []app.UI{
		kit.Raw(`<div>` + w.HTML() + `</div>`),
		&GameView{What: "units", Unit: u.ID, Version: t.Version()},
		&GameView{What: "sheet", Unit: u.ID, Version: t.Version()},
		&GameView{What: "controls", Unit: u.ID, Version: t.Version(), Parts: p.controls(t, u)},
	}
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
	t, _ := session.Game()
	if t == nil {
		return
	}
	act := ds.Get("act").String()
	if act == "new" {
		p.newGame()
		p.ctx.Update()
		return
	}
	p.tap(t, act, ds.Get("v").String(), func(k string) string {
		if k == "name" { // a side's new name: its field's text
			return app.Window().GetElementByID("side-name-" + ds.Get("i").String()).Get("value").String()
		}
		return ds.Get(k).String()
	})
	p.paint()
}

// tap serves one tap: act and v are the button's data-act and data-v, attr
// reads its other data- attributes.
func (p *GamePage) tap(t *session.Table, act, v string, attr func(string) string) {
	n, _ := strconv.Atoi(v)
	if attr == nil {
		attr = func(string) string { return "" }
	}
	u := p.selected(t.State())
	if p.in != nil && !entryActs[act] {
		return // a roll is asked for: only its sheet answers
	}
	switch act {
	case "unit":
		p.selectUnit(v)
	case "open":
		p.openSheet(v, "")
	case "close":
		p.closeSheet()
	case "share": // the game menu: the force (to join a game) or the whole game
		p.closeSheet()
		if v == "game" {
			kit.Share(share.Game(t))
		} else {
			kit.Share(share.Force(t))
		}
	case "print": // the game menu: the selected 'Mech's sheet, or the roster and every sheet
		p.closeSheet()
		printSheets(t.State(), u, v == "force")
	case "sheet": // a location of the armor diagram
		p.loc, p.card = v, nil
		p.openSheet(sheetLoc, "")
	case "step":
		if k := attr("k"); !p.mark(u, k, n) {
			p.step(k, n)
		}
	case "seg":
		p.choose(u, attr("k"), n)
	case "tgt":
		p.atk.setTarget(t.State(), u, v)
	case "sit": // the fire sheet's situation line: its choices shown or hidden
		p.atk.sitOpen = !p.atk.sitOpen
	case "opt":
		w, _ := strconv.Atoi(attr("w"))
		if k := attr("k"); k == "src" {
			p.src = v
		} else {
			p.atk.set(k, w, v)
		}
	case "wpn":
		p.atk.toggle(n)
	case "fire", "fire1": // fire1: one weapon fired on its own
		p.atk.forUnit(t.State(), u)
		picked := p.atk.picked
		if act == "fire1" {
			p.atk.picked = []int{n}
		}
		p.start(p.atk.fire(t.State(), u), sheetFire)
		if p.atk.picked = picked; p.in != nil || p.card != nil {
			p.atk.picked = nil
		}
	case "phys":
		p.atk.attack = classic.PhysicalAttack(n)
	case "limb":
		p.atk.limb = v
	case "strike":
		p.atk.forUnit(t.State(), u)
		p.start(p.atk.physical(u), sheetPhys)
	case "mode":
		p.move.mode = game.MoveMode(n)
		p.move.forUnit(u)
	case "boost":
		p.move.masc, p.move.super = p.move.masc != (v == "masc"), p.move.super != (v == "super")
		p.move.forUnit(u)
	case "move":
		p.start(p.move.event(u), sheetMove)
	case "stand":
		p.start(&game.StandUp{Unit: u.ID}, sheetMove)
	case "psr":
		p.start(requirePSR(u, v, p.move.hexes), sheetMove)
	case "stealth":
		p.start(&game.Stealth{Unit: u.ID, On: !u.StealthOn}, sheetHeat)
	case "unjam":
		p.start(&game.Unjam{Unit: u.ID, Weapon: n}, sheetHeat)
	case "xheat":
		p.start(&game.ExternalHeat{Unit: u.ID, Heat: p.extra}, sheetHeat)
	case "side":
		p.setSide(t, attr("k"), n)
	case "byside": // kept with the player's settings
		pr := session.GetPrefs()
		pr.StripBySide = !pr.StripBySide
		if err := session.SavePrefs(pr); err != nil {
			kit.Refuse(err)
		}
		if v, ok := gameViews["units"]; ok {
			v.wrote = viewKey{} // written again, in the new order
		}
	case "rename":
		p.renameSide(t, attr("k"), attr("name"))
	case "init":
		back := sheetInit
		if p.open == sheetNext {
			back = sheetNext // Next phase asked: the phase ends once it is rolled
		}
		p.startAuto(&game.Initiative{Sides: p.sideNames(t.State())}, back, v == "app")
	case "skip":
		p.endPhase(t, true)
	case "moveunit": // Next phase named the units not moved: the first one moves
		p.selectUnit(v)
		p.openSheet(sheetMove, "")
	case "crit":
		if l, err := classic.ParseLocation(v[:2]); err == nil {
			slot, _ := strconv.Atoi(v[3:])
			p.start(&game.MarkCrit{Unit: u.ID, Attacker: p.attacker(u), Loc: l, Slot: slot}, sheetLoc)
		}
	case "dir":
		p.dir = classic.Direction(n)
	case "from":
		p.from = v
	case "loc":
		if v == "roll" {
			v = ""
		}
		p.hitLoc = v
	case "dmg":
		p.amount = kit.Clamp(p.amount+n, 1, 999)
	case "hit":
		p.hit(u, v)
	case "resolve":
		p.resolve(n, attr("i"), attr("by") == "app")
	case "roll":
		p.rollForMe()
	case "face":
		die, _ := strconv.Atoi(attr("die"))
		p.face(die, n)
	case "back":
		p.backOne()
	case "cancel":
		p.cancel()
	case "done":
		p.finish()
	case "host", "invite", "accept", "scan", "allowall", "awake", "leave", "takeover":
		p.tableTap(act, n)
	case "undo":
		p.undo(t)
	case "redo":
		p.redo(t)
	case "end-phase":
		p.endPhase(t, false)
	}
}

// entryActs are the taps served while a roll is asked for.
var entryActs = map[string]bool{"roll": true, "face": true, "back": true, "cancel": true}

// selectUnit makes the unit with id v the selected one; the forms that
// belong to a unit start afresh.
func (p *GamePage) selectUnit(v string) {
	if v == p.unit {
		return
	}
	p.unit, p.card, p.notice = v, nil, ""
	if p.open == sheetDice {
		p.open = ""
	}
}

// openSheet opens the named sheet with notice as its first line.
func (p *GamePage) openSheet(name, notice string) {
	p.open, p.notice = name, notice
	if name != sheetDice {
		p.card = nil
	}
	p.sure = false
}

// closeSheet closes the open sheet, back to the record sheet.
func (p *GamePage) closeSheet() {
	p.open, p.card, p.notice, p.sure = "", nil, "", false
}

// paint writes the game's views straight into the page (GameView), so a
// tap costs only the parts it changed, all parsed at once (kit.Patch) (make
// bench, game). When there is no unit to show, go-app renders the page.
func (p *GamePage) paint() {
	t, _ := session.Game()
	if t == nil || len(t.State().Units) == 0 || len(gameViews) != 3 {
		p.ctx.Update()
		return
	}
	u := p.selected(t.State())
	var pt kit.Patch
	under := false
	for _, v := range gameViews {
		switch {
		case v.What == "controls":
			v.Parts = p.controls(t, u)
		case v.wrote == (viewKey{t, u.ID, t.Version()}):
			continue // the same game, unit and event as last written
		case p.open != "":
			under = true // under the open sheet: after its frame
			continue
		}
		v.Unit, v.Version = u.ID, t.Version()
		v.write(&pt)
	}
	pt.Apply()
	if under {
		p.writeUnderSoon()
	}
	p.focusSheet()
	if u.ID != p.shown {
		p.shown = u.ID
		showTab(slices.IndexFunc(t.State().Units, func(x game.Unit) bool { return x.ID == u.ID }))
	}
}

// writeUnderSoon writes the force strip and the record sheet, which the
// open bottom sheet and its backdrop cover, once the frame of the tap
// being served is painted: that frame shows the open sheet, where the
// player is looking, about a quarter sooner at 4× CPU (make bench, game;
// README, Performance), and what is under it catches up in the next. A
// tap that closes the sheet writes them in its own frame (paint).
func (p *GamePage) writeUnderSoon() {
	if p.underDue {
		return
	}
	p.underDue = true
	kit.AfterPaint(func() {
		p.underDue = false
		t, _ := session.Game()
		if t == nil || len(t.State().Units) == 0 {
			return
		}
		u := p.selected(t.State())
		var pt kit.Patch
		for _, v := range gameViews {
			if v.What != "controls" && v.wrote != (viewKey{t, u.ID, t.Version()}) {
				v.Unit, v.Version = u.ID, t.Version()
				v.write(&pt)
			}
		}
		pt.Apply()
	})
}

// showTab scrolls the force strip sideways until unit i's tab is in view
// whole (a unit selected past the fourth, by a tap or by Next phase's
// "Move"), without scrolling the page.
func showTab(i int) {
	c, el := app.Window().GetElementByID("units"), app.Window().GetElementByID("unit-"+strconv.Itoa(i))
	if !c.Truthy() || !el.Truthy() {
		return
	}
	cr, er := c.Call("getBoundingClientRect"), el.Call("getBoundingClientRect")
	const pad = 6 // the gap between tabs: the next one shows it is there
	switch {
	case er.Get("left").Float() < cr.Get("left").Float():
		c.Set("scrollLeft", c.Get("scrollLeft").Float()+er.Get("left").Float()-cr.Get("left").Float()-pad)
	case er.Get("right").Float() > cr.Get("right").Float():
		c.Set("scrollLeft", c.Get("scrollLeft").Float()+er.Get("right").Float()-cr.Get("right").Float()+pad)
	}
}

// focused is the sheet the focus was last moved into, "" for none.
var focused string

// focusSheet moves the focus into a sheet that has just opened, and back
// to where it was when the sheet closes (kit.SheetFocus).
func (p *GamePage) focusSheet() {
	id := ""
	if p.open != "" {
		id = "sh-" + p.open
	}
	if id != focused {
		focused = id
		kit.SheetFocus(id)
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
		btn.Set("textContent", applyLabel(p.selected(t.State()), p.hitTo(), p.dir, p.amount))
	}
}

// hitTo is the location code a hand-entered hit goes to: the location
// sheet's, or the damage sheet's choice ("" to roll for it).
func (p *GamePage) hitTo() string {
	if p.open == sheetLoc {
		return p.loc
	}
	return p.hitLoc
}

// hit starts a hit on u at the location code loc ("" to roll for it).
func (p *GamePage) hit(u *game.Unit, loc string) {
	h := &game.Hit{Unit: u.ID, Attacker: p.attacker(u), Dir: p.dir, Damage: p.amount}
	if armorCares(u) {
		h.From = p.src
	}
	if l, err := classic.ParseLocation(loc); err == nil {
		h.Loc = &l
	}
	p.start(h, p.open)
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

// newGame ends the game in play once confirmed.
func (p *GamePage) newGame() {
	if !p.sure {
		p.sure = true
		p.paint()
		return
	}
	p.sure, p.unit, p.open, p.card, p.in = false, "", "", nil, nil
	kit.Refuse(session.NewGame())
}

// undo takes back the last event and says what it was.
func (p *GamePage) undo(t *session.Table) {
	h := t.History()
	if len(h) == 0 {
		kit.Say(kit.Error, "Nothing to undo.")
		return
	}
	last := h[len(h)-1].Summary
	if err := session.Undo(); err != nil {
		if !p.sent(err) {
			kit.Refuse(err)
		}
		return
	}
	p.card = nil
	if p.open == sheetDice {
		p.open = ""
	}
	kit.Say(kit.Done, "Undone: "+clauseText(last)+". Redo is in the game menu (⋯).")
}

// redo applies the last undone event again and says what it was.
func (p *GamePage) redo(t *session.Table) {
	if err := session.Redo(); err != nil {
		if !p.sent(err) {
			kit.Refuse(err)
		}
		return
	}
	h := t.History()
	kit.Say(kit.Done, "Redone: "+clauseText(h[len(h)-1].Summary)+".")
}

// endPhase ends the phase; in the Initiative Phase with no roll made, or
// the Movement Phase with units that have not moved, it asks first (once a
// turn), unless skip; with rolls owed it opens them.
func (p *GamePage) endPhase(t *session.Table, skip bool) {
	s := t.State()
	if skip && s.Phase == game.PhaseMovement {
		p.noMove = s.Turn
	} else if skip {
		p.noInit = s.Turn
	}
	if in := s.Initiative; p.noInit != s.Turn && s.Phase == game.PhaseInitiative && (in == nil || in.Turn != s.Turn) {
		p.openSheet(sheetNext, "")
		return
	}
	if p.noMove != s.Turn && s.Phase == game.PhaseMovement && len(unmoved(s)) > 0 {
		p.openSheet(sheetNext, "")
		return
	}
	if err := session.Play(&game.EndPhase{}); err != nil {
		if p.sent(err) {
			return
		}
		if len(s.Pending) > 0 {
			p.openSheet(sheetRolls, "Make these rolls before the phase ends.")
			return
		}
		p.refusal(err)
		return
	}
	p.afterPhase(t)
}

// afterPhase closes the sheets and says where the game is now, opening
// the rolls the end of the phase raised.
func (p *GamePage) afterPhase(t *session.Table) {
	p.closeSheet()
	s := t.State()
	msg := "Turn " + strconv.Itoa(s.Turn) + ", " + phaseName(s.Phase) + " phase."
	if n := len(s.Pending); n > 0 {
		p.openSheet(sheetRolls, msg+" The end of the phase calls for these rolls.")
		return
	}
	kit.Say(kit.Done, msg)
}

// GameView is one of the game page's live views: "units" (the force
// strip: switch units in one tap, each one's status), "sheet" (the
// selected unit's record sheet) or "controls" (the page's Parts: the
// action bar and the open sheet). go-app renders only its empty element;
// OnMount and OnUpdate (when the game, the selection or the parts change)
// write the content, rewriting only the parts that changed.
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
		return app.Div().Class("units").ID(v.id()).Aria("label", "Force")
	case "sheet":
		return app.Section().Class("rsheet").ID(v.id()).Aria("label", "Record sheet")
	}
	return app.Div().ID(v.id())
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
	if v.What == "sheet" {
		warmUpWhenIdle()
	}
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
	case v.What == "controls":
		return v.Parts
	}
	if u, ok := t.State().Unit(v.Unit); ok {
		return sheetParts(t.State(), u)
	}
	return nil
}
