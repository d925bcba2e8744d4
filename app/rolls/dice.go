package rolls

import (
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
type DicePage struct {
	app.Compo

	base    dice.Expr // count and sides
	mod     int
	target  int // 0: no target number
	purpose string
	manual  bool
	faces   []int // faces picked in manual mode; 0 = not yet
	last    *dice.Entry
	kit.Follower
}

// OnInit sets the defaults: 2D6, no modifier, no target.
func (d *DicePage) OnInit() {
	d.base = dice.TwoD6
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
// same, with the reason.
func (d *DicePage) record(ctx app.Context, r dice.Roll) {
	e, err := session.RecordRoll(strings.TrimSpace(d.purpose), d.target, r)
	d.last = &e
	kit.Refuse(err)
	d.resetFaces()
	ctx.Defer(func(app.Context) {
		if el := app.Window().GetElementByID("result"); el.Truthy() {
			el.Call("scrollIntoView", map[string]any{"block": "nearest"})
		}
	})
}

// Render implements app.Composer.
func (d *DicePage) Render() app.UI {
	e := d.expr()
	return &kit.Shell{Title: "Dice", Active: "/dice", Content: []app.UI{
		app.Section().Class("panel").Body(
			app.Div().Class("chips").Role("group").Aria("label", "Dice").Body(
				app.Range(diceChoices).Slice(func(i int) app.UI {
					c := diceChoices[i]
					return app.Button().Class(kit.Cls("chip", c == d.base)).ID("expr-"+strings.ToLower(c.String())).
						Aria("pressed", c == d.base).Text(c.String()).
						OnClick(func(ctx app.Context, ev app.Event) { d.base = c; d.resetFaces() })
				}),
			),
			app.Div().Class("steppers").Body(
				kit.StepperUI("mod", "Modifier", signed(d.mod), func(delta int) {
					d.mod = kit.Clamp(d.mod+delta, -10, 10)
				}),
				kit.StepperUI("tn", "Target", targetLabel(d.target), func(delta int) {
					switch {
					case d.target == 0 && delta > 0:
						d.target = 2
					case d.target == 2 && delta < 0:
						d.target = 0
					default:
						d.target = kit.Clamp(d.target+delta, 0, 30)
					}
				}),
			),
			app.P().Class("chance").ID("chance").Body(chanceText(e, d.target)),
			app.Label().Class("field").Body(
				app.Span().Text("Roll for"),
				app.Input().Type("text").ID("purpose").Placeholder("e.g. PSR, hit location").
					Value(d.purpose).MaxLength(60).
					OnChange(func(ctx app.Context, ev app.Event) { d.purpose = ctx.JSSrc().Get("value").String() }),
			),
			app.Div().Class("segmented").Role("group").Aria("label", "Who rolls").Body(
				app.Button().Class(kit.Cls("seg", !d.manual)).ID("mode-app").Aria("pressed", !d.manual).Text("App rolls").
					OnClick(func(ctx app.Context, ev app.Event) { d.manual = false }),
				app.Button().Class(kit.Cls("seg", d.manual)).ID("mode-manual").Aria("pressed", d.manual).Text("My dice").
					OnClick(func(ctx app.Context, ev app.Event) { d.manual = true; d.resetFaces() }),
			),
			app.If(!d.manual, func() app.UI {
				return app.Button().Class("btn primary big").ID("roll").Text("Roll " + e.String()).
					OnClick(func(ctx app.Context, ev app.Event) { d.record(ctx, d.expr().Roll(session.Dice())) })
			}).Else(func() app.UI { return d.renderManual(e) }),
		),
		// The result region is in the page from the start, so a screen
		// reader announces the first roll as it does every other.
		app.Div().ID("result").Role("status").Aria("live", "polite").Aria("atomic", true).Body(
			app.If(d.last != nil, func() app.UI { return renderResult(*d.last) }),
		),
		d.rollLog(),
	}}
}

func (d *DicePage) renderManual(e dice.Expr) app.UI {
	return app.Div().Class("manual").Body(
		app.Range(d.faces).Slice(func(i int) app.UI {
			return app.Div().Class("facerow").Role("group").Aria("label", fmt.Sprintf("Die %d", i+1)).Body(
				app.Span().Class("dielabel").Text(fmt.Sprintf("Die %d", i+1)),
				app.Div().Class(kit.Cls("faces", d.base.Sides > 6)).Body(
					app.Range(make([]struct{}, d.base.Sides)).Slice(func(f int) app.UI {
						face := f + 1
						return app.Button().Class(kit.Cls("face", d.faces[i] == face)).
							ID(fmt.Sprintf("face-%d-%d", i+1, face)).Aria("pressed", d.faces[i] == face).
							Text(face).OnClick(func(ctx app.Context, ev app.Event) { d.faces[i] = face; kit.Say(kit.Info, "") })
					}),
				),
			)
		}),
		// Never disabled: the button keeps the focus once the roll is
		// recorded, and a tap too early says what is missing.
		app.Button().Class("btn primary big").ID("record").Text("Record my roll").
			OnClick(func(ctx app.Context, ev app.Event) {
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
				d.record(ctx, r)
			}),
	)
}

func renderResult(en dice.Entry) app.UI {
	verdict, vcls := "", ""
	if ok, has := en.Success(); has {
		verdict, vcls = "Fail", "fail"
		if ok {
			verdict, vcls = "Success", "ok"
		}
		verdict += fmt.Sprintf(" (needed %d+)", en.Target)
	}
	return app.Section().Class("result "+vcls).ID("result-card").Body(
		app.Div().Class("total").ID("result-total").Text(en.Total),
		app.Div().Body(
			app.Div().Class("faces-shown").Text(facesText(en.Roll)),
			app.If(verdict != "", func() app.UI { return app.Div().Class("verdict").ID("result-verdict").Text(verdict) }),
		),
	)
}

func (d *DicePage) rollLog() app.UI {
	count, loads := session.RollLogVersion()
	return &RollLog{Count: count, Loads: loads}
}

// RollLog lists the persistent roll log, newest first. It is its own
// component so that taps on the roller do not re-render the list; Count
// and Loads change when a roll is added or the records are reloaded.
type RollLog struct {
	app.Compo
	Count, Loads int

	shown int
}

// OnInit shows the last 20 rolls.
func (l *RollLog) OnInit() { l.shown = 20 }

// Render implements app.Composer.
func (l *RollLog) Render() app.UI {
	entries, total := session.RecentRolls(l.shown)
	return app.Section().Class("panel").Body(
		app.H2().Text("Roll log ("+kit.Number(int64(total))+")"),
		app.If(total == 0, func() app.UI { return app.P().Class("muted").Text("No rolls yet.") }),
		app.Ul().Class("log").ID("log").Body(
			app.Range(entries).Slice(func(i int) app.UI {
				en := entries[i]
				mark := ""
				if ok, has := en.Success(); has {
					mark = "✗"
					if ok {
						mark = "✓"
					}
				}
				return app.Li().Body(
					app.Span().Class("when").Text(en.Time.Local().Format("15:04")),
					app.Span().Class("what").Text(logLabel(en)),
					app.Span().Class("total").Text(en.Total),
					app.Span().Class("mark").Text(mark),
				)
			}),
		),
		app.If(total > len(entries), func() app.UI {
			return app.Button().Class("btn").ID("log-more").Text("Show more").
				OnClick(func(ctx app.Context, e app.Event) { l.shown += 50 })
		}),
	)
}

func logLabel(en dice.Entry) string {
	s := en.Expr.String() + " " + facesText(en.Roll)
	if en.Purpose != "" {
		s = en.Purpose + " · " + s
	}
	if en.Target > 0 {
		s += fmt.Sprintf(" vs %d+", en.Target)
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
	s := "[" + strings.Join(parts, " ") + "]"
	if r.Expr.Mod != 0 {
		s += " " + signed(r.Expr.Mod)
	}
	return s
}

func chanceText(e dice.Expr, target int) app.UI {
	if target == 0 {
		return app.Text(fmt.Sprintf("%s: %d to %d, average %.1f. Set a target to see the odds.", e, e.Min(), e.Max(), float64(e.Min()+e.Max())/2))
	}
	p := e.Chance(target)
	return app.Span().Body(
		app.Text(fmt.Sprintf("Chance of %d+ on %s: ", target, e)),
		app.Strong().Text(p.Percent()),
		app.Span().Class("muted").Text(" ("+p.String()+")"),
	)
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
