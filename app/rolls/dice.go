package rolls

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/engine/dice"
)

// diceChoices are the expressions the games use (digest conventions: 2D6
// for classic BattleTech, 3D6 for Solaris 7, 1D10/1D6 for the Meks game).
var diceChoices = []dice.Expr{dice.D6, dice.TwoD6, dice.ThreeD6, dice.D10}

// DicePage rolls, or records physical dice for, any expression; it shows
// the chance of meeting a target number beforehand and the persistent log.
// The page is HTML text (kit.View) served by one delegated tap handler:
// the roller, with the live result region, and the roll log, whose HTML is
// made again only when the log changes or more of it is shown.
type DicePage struct {
	app.Compo

	base    dice.Expr // count and sides
	mod     int
	target  int // 0: no target number
	purpose string
	manual  bool
	faces   []int // faces picked in manual mode; 0 = not yet
	last    *dice.Entry
	shown   int // rolls of the log shown

	log    kit.HTML // the log's HTML, for logKey
	logKey [3]int   // the log's count and loads, and shown
	kit.Follower
}

// OnInit sets the defaults: 2D6, no modifier, no target, the last 20
// rolls of the log.
func (d *DicePage) OnInit() {
	d.base = dice.TwoD6
	d.shown = 20
	d.resetFaces()
}

// OnMount follows the session, so the log appears once storage is open.
func (d *DicePage) OnMount(ctx app.Context) {
	d.Follow(ctx, nil)
}

func (d *DicePage) expr() dice.Expr {
	e := d.base
	e.Mod = d.mod
	return e
}

func (d *DicePage) resetFaces() { d.faces = make([]int, d.base.Count) }

// record logs the roll and shows it where the player looks (the result
// is scrolled into view once written: below the faces of three dice it
// would be under the fold); a roll storage could not keep is shown all the
// same, with the reason. While storage is read-only no roll is made: it is
// refused, with the reason, in view.
func (d *DicePage) record(r dice.Roll) {
	e, err := session.RecordRoll(strings.TrimSpace(d.purpose), d.target, r)
	if ro := (*session.ReadOnlyError)(nil); errors.As(err, &ro) {
		kit.Refuse(err) // refused before it was made: nothing to show
		return
	}
	d.last = &e
	kit.Refuse(err)
	d.resetFaces()
}

// Render implements app.Composer.
func (d *DicePage) Render() app.UI {
	return &kit.Shell{Title: "Dice", Active: "/dice", Content: []app.UI{
		app.Div().ID("dice").OnClick(d.onTap).OnInput(d.onInput).Body(
			&kit.View{ID: "dice-roller", Class: "panel", Parts: d.rollerParts()},
			&kit.View{ID: "dice-result", HTML: d.resultRegion()},
			&kit.View{ID: "dice-log", HTML: d.logHTML()},
		),
	}}
}

// onTap runs what the tapped control's data-act names and writes what
// changed straight into the page (paint), without go-app rendering the
// page again: a tap costs its change, not the page's (make bench, dice).
// What was typed as the roll's purpose is read first, so a tap right
// after typing counts with it.
func (d *DicePage) onTap(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	el := e.Get("target").Call("closest", "[data-act]")
	if !el.Truthy() {
		return
	}
	last := d.last
	defer func() {
		d.paint()
		if d.last != last { // a roll recorded: its result in view
			if el := app.Window().GetElementByID("result"); el.Truthy() {
				el.Call("scrollIntoView", map[string]any{"block": "nearest"})
			}
		}
	}()
	if in := app.Window().GetElementByID("purpose"); in.Truthy() {
		d.purpose = in.Get("value").String()
	}
	ds := el.Get("dataset")
	v, _ := strconv.Atoi(ds.Get("v").String())
	switch ds.Get("act").String() {
	case "expr":
		if v >= 0 && v < len(diceChoices) {
			d.base = diceChoices[v]
			d.resetFaces()
		}
	case "step":
		d.step(ds.Get("k").String(), v)
	case "mode":
		d.manual = v == 1
		if d.manual {
			d.resetFaces()
		}
	case "roll":
		d.record(d.expr().Roll(session.Dice()))
	case "face":
		if die, _ := strconv.Atoi(ds.Get("die").String()); die >= 0 && die < len(d.faces) {
			d.faces[die] = v
			kit.Say(kit.Info, "")
		}
	case "record":
		d.recordFaces()
	case "more":
		d.shown += 50
	}
}

// paint writes the page's views as Render would.
func (d *DicePage) paint() {
	kit.RewriteParts("dice-roller", d.rollerParts())
	kit.Rewrite("dice-result", d.resultRegion())
	kit.Rewrite("dice-log", d.logHTML())
}

// onInput keeps the roll's purpose as it is typed; the page is not
// rendered again for it.
func (d *DicePage) onInput(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if el := e.Get("target"); el.Get("id").String() == "purpose" {
		d.purpose = el.Get("value").String()
	}
}

// step changes the modifier or the target number by delta.
func (d *DicePage) step(k string, delta int) {
	switch k {
	case "mod":
		d.mod = kit.Clamp(d.mod+delta, -10, 10)
	case "tn":
		switch {
		case d.target == 0 && delta > 0:
			d.target = 2
		case d.target == 2 && delta < 0:
			d.target = 0
		default:
			d.target = kit.Clamp(d.target+delta, 0, 30)
		}
	}
}

// recordFaces records the player's own dice, or says which die is still
// to be tapped.
func (d *DicePage) recordFaces() {
	for i, f := range d.faces {
		if f == 0 {
			kit.Say(kit.Error, fmt.Sprintf("Tap the face die %d shows first.", i+1))
			return
		}
	}
	r, err := d.expr().Typed(d.faces...)
	if err != nil {
		kit.Refuse(err)
		return
	}
	d.record(r)
}

// resultRegion is the live region of the last roll's result. It is in the
// page from the start, so a screen reader announces the first roll as it
// does every other.
func (d *DicePage) resultRegion() kit.HTML {
	var w kit.Writer
	w.F(`<div id="result" role="status" aria-live="polite" aria-atomic="true">`)
	if d.last != nil {
		resultHTML(&w, *d.last)
	}
	w.F(`</div>`)
	return w.HTML()
}

// rollerParts are the roller — the dice, the modifier and target, the
// chance, the purpose, who rolls and the roll — as parts (kit.View.Parts):
// a tap on a stepper rewrites its steppers, the chance and the roll
// button, nothing else.
func (d *DicePage) rollerParts() []kit.Part {
	e := d.expr()
	var w kit.PartsWriter
	w.F(`<div class="chips" id="dice-chips" role="group" aria-label="Dice">`)
	for i, c := range diceChoices {
		name := c.String()
		w.F(`<button class="chip%s" id="expr-%s" data-act="expr" data-v="%d" aria-pressed="%t">%s</button>`,
			kit.On(c == d.base), strings.ToLower(name), i, c == d.base, name)
	}
	w.F(`</div>`)
	w.Cut("dice-chips")
	w.F(`<div class="steppers" id="dice-steps">`)
	kit.StepperText(&w.Writer, "mod", "Modifier", signed(d.mod))
	kit.StepperText(&w.Writer, "tn", "Target", targetLabel(d.target))
	w.F(`</div>`)
	w.Cut("dice-steps")
	w.F(`<p class="chance" id="chance">%s</p>`, chanceText(e, d.target))
	w.Cut("chance")
	w.F(`<label class="field" id="purpose-field"><span>Roll for</span><input type="text" id="purpose" placeholder="e.g. PSR, hit location" value="%s" maxlength="60"></label>`, d.purpose)
	w.Cut("purpose-field")
	w.F(`<div class="segmented" id="dice-who" role="group" aria-label="Who rolls">`+
		`<button class="seg%s" id="mode-app" data-act="mode" data-v="0" aria-pressed="%t">App rolls</button>`+
		`<button class="seg%s" id="mode-manual" data-act="mode" data-v="1" aria-pressed="%t">My dice</button></div>`,
		kit.On(!d.manual), !d.manual, kit.On(d.manual), d.manual)
	w.Cut("dice-who")
	w.F(`<div id="dice-go">`)
	if d.manual {
		d.manualHTML(&w.Writer)
	} else {
		w.F(`<button class="btn primary big" id="roll" data-act="roll">Roll %s</button>`, e.String())
	}
	w.F(`</div>`)
	w.Cut("dice-go")
	return w.Parts()
}

// manualHTML writes the faces of each die to tap, then Record my roll.
func (d *DicePage) manualHTML(w *kit.Writer) {
	w.F(`<div class="manual">`)
	for i, picked := range d.faces {
		w.F(`<div class="facerow" role="group" aria-label="Die %d"><span class="dielabel">Die %[1]d</span><div class="faces%s">`, i+1, kit.On(d.base.Sides > 6))
		for f := 1; f <= d.base.Sides; f++ {
			w.F(`<button class="face%s" id="face-%d-%d" data-act="face" data-die="%d" data-v="%[3]d" aria-pressed="%[5]t">%[3]d</button>`,
				kit.On(picked == f), i+1, f, i, picked == f)
		}
		w.F(`</div></div>`)
	}
	// Never disabled: the button keeps the focus once the roll is
	// recorded, and a tap too early says what is missing.
	w.F(`<button class="btn primary big" id="record" data-act="record">Record my roll</button></div>`)
}

// resultHTML writes a roll's total, its faces and, against a target, its
// verdict.
func resultHTML(w *kit.Writer, en dice.Entry) {
	verdict, vcls := "", ""
	if ok, has := en.Success(); has {
		verdict, vcls = "Fail", "fail"
		if ok {
			verdict, vcls = "Success", "ok"
		}
		verdict += fmt.Sprintf(" (needed %d+)", en.Target)
	}
	w.F(`<section class="result %s" id="result-card"><div class="total" id="result-total">%d</div><div><div class="faces-shown">%s</div>`, vcls, en.Total, facesText(en.Roll))
	if verdict != "" {
		w.F(`<div class="verdict" id="result-verdict">%s</div>`, verdict)
	}
	w.F(`</div></section>`)
}

// logHTML is the persistent roll log, newest first, with Show more; made
// again only when the log changes or more of it is shown.
func (d *DicePage) logHTML() kit.HTML {
	count, loads := session.RollLogVersion()
	key := [3]int{count, loads, d.shown}
	if d.log != "" && key == d.logKey {
		return d.log
	}
	entries, total := session.RecentRolls(d.shown)
	var w kit.Writer
	w.F(`<section class="panel"><h2>Roll log (%s)</h2>`, kit.Number(int64(total)))
	if total == 0 {
		w.F(`<p class="muted">No rolls yet.</p>`)
	}
	w.F(`<ul class="log" id="log">`)
	for _, en := range entries {
		mark := ""
		if ok, has := en.Success(); has {
			mark = "✗"
			if ok {
				mark = "✓"
			}
		}
		w.F(`<li><span class="when">%s</span><span class="what">%s</span><span class="total">%d</span><span class="mark">%s</span></li>`,
			en.Time.Local().Format("15:04"), logLabel(en), en.Total, mark)
	}
	w.F(`</ul>`)
	if total > len(entries) {
		w.F(`<button class="btn" id="log-more" data-act="more">Show more</button>`)
	}
	w.F(`</section>`)
	d.log, d.logKey = w.HTML(), key
	return d.log
}

func logLabel(en dice.Entry) string {
	s := en.Expr.String() + ": " + facesText(en.Roll)
	if en.Purpose != "" {
		s = en.Purpose + " · " + s
	}
	if en.Target > 0 {
		s += fmt.Sprintf(", needs %d+", en.Target)
	}
	if en.Physical {
		s += " · your dice"
	}
	return s
}

func facesText(r dice.Roll) string {
	parts := make([]string, len(r.Faces))
	for i, f := range r.Faces {
		parts[i] = strconv.Itoa(f)
	}
	s := strings.Join(parts, " + ")
	switch {
	case r.Expr.Mod > 0:
		s += " + " + strconv.Itoa(r.Expr.Mod)
	case r.Expr.Mod < 0:
		s += " − " + strconv.Itoa(-r.Expr.Mod)
	}
	return s
}

// chanceText is the range and average of the roll, or its chance of
// meeting the target.
func chanceText(e dice.Expr, target int) kit.HTML {
	if target == 0 {
		return kit.Fmt("%s: %d to %d, average %s. Set a target to see the odds.", e.String(), e.Min(), e.Max(), strconv.FormatFloat(float64(e.Min()+e.Max())/2, 'f', 1, 64))
	}
	p := e.Chance(target)
	return kit.Fmt(`Chance of %d+ on %s: <strong>%s</strong><span class="muted"> (%s)</span>`, target, e.String(), p.Percent(), p.String())
}

func targetLabel(t int) string {
	if t == 0 {
		return "—"
	}
	return strconv.Itoa(t) + "+"
}

func signed(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
