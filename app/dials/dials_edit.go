package dials

import (
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/engine/clicks"
	"lancemate/sheets/figures"
)

// The figure library and editor: the player's figures, kept for every
// match, one edited at a time: its base, the combat dial as a row of
// number fields per click (typed straight on, the next field taking over
// as the digits fill one: listenFields), the heat dial as rows of cells,
// and both dials as text to copy or paste. Tapping a click's number
// selects it and shows its tools (copy, fill down, move, delete, repair
// marker, salvage, special equipment). Every change is saved at once;
// typing updates the model without re-rendering (the field keeps the
// keyboard) and the problems summary in place; leaving the field
// re-renders with each problem beside the row it concerns.

// newFigure is the starting figure: a start click and the bullet holes,
// the heat dial's start.
func newFigure(n int) figures.Figure {
	return figures.Figure{Name: fmt.Sprintf("Figure %d", n), Points: 100, Vent: 2,
		Primary:   figures.Weapon{Type: "ballistic", Targets: 1, Max: 8},
		Secondary: figures.Weapon{Type: "ballistic", Targets: 1, Max: 6},
		Combat:    []figures.Click{{Primary: 3, Secondary: 2, Speed: 8, Attack: 9, Defense: 15}, {KO: true}},
		Heat:      [][3]string{{"S", "S", "S"}},
	}
}

// figure is the figure being edited, nil when there is none.
func (p *DialsPage) figure() *figures.Figure {
	fs := dials.set.Figures
	if len(fs) == 0 {
		return nil
	}
	p.fig = kit.Clamp(p.fig, 0, len(fs)-1)
	return &fs[p.fig]
}

// problemsOf sorts the set's validation messages for figure f by place:
// "" for the figure itself, "c3" for combat click 3, "h2" for heat click 2.
func problemsOf(f *figures.Figure) map[string][]string {
	out := map[string][]string{}
	err := dials.set.Validate()
	if err == nil {
		return out
	}
	prefix := fmt.Sprintf("figure %q: ", f.Name)
	for _, l := range strings.Split(err.Error(), "\n") {
		rest, ok := strings.CutPrefix(l, prefix)
		if !ok {
			continue
		}
		key := ""
		for _, dial := range []string{"combat click ", "heat click "} {
			if n, ok := strings.CutPrefix(rest, dial); ok {
				key = dial[:1] + n[:strings.IndexAny(n+":", ":,")]
			}
		}
		out[key] = append(out[key], rest)
	}
	return out
}

func problemsHTML(w *kit.Writer, id string, ps []string) {
	w.F(`<div class="dprob" id="%s" role="alert">`, id)
	for _, l := range ps {
		w.F(`<p class="error">%s</p>`, l)
	}
	w.F(`</div>`)
}

// editorHTML is the figure library, the editor and the files to share.
func (p *DialsPage) editorHTML(w *kit.Writer) {
	w.F(`<section class="panel" id="figs"><h2>Your figures (%d)</h2><p class="muted small">Kept on this phone for every match. Tap one to edit it.</p><div class="dchips">`, len(dials.set.Figures))
	for i, f := range dials.set.Figures {
		w.F(`<button class="chip small%s" id="fig-%d" data-act="fig" data-i="%[2]d" aria-pressed="%t">%s</button>`, kit.On(i == p.fig), i, i == p.fig, or(f.Name, "(no name)"))
	}
	w.F(`</div><div class="row"><button class="btn" id="fig-new" data-act="fig-new">New</button><button class="btn" id="fig-copy" data-act="fig-copy">Copy</button>`+
		`<button class="btn" id="fig-del" data-act="fig-del">Delete</button><button class="btn small" id="set-undo" data-act="set-undo"%s>Undo</button>`+
		`<button class="btn small" id="set-redo" data-act="set-redo"%s>Redo</button></div></section>`, kit.Disabled(len(dials.undo) == 0), kit.Disabled(len(dials.redo) == 0))
	if f := p.figure(); f != nil {
		p.figureHTML(w, f)
	}
	w.F(`<section class="panel" id="set-file"><h2>Share</h2><p class="muted small">A file of all your figures holds their heat effects too. Importing a file adds its figures to yours (a figure whose name you use already comes in renamed); Undo takes an import back.</p>` +
		`<div class="row"><label class="btn filebtn"><span>Import…</span><input type="file" id="set-import" accept=".json,application/json"></label>` +
		`<button class="btn" id="set-share" data-act="share">Share the figures</button><button class="btn" id="set-export" data-act="export">Export all</button><button class="btn" id="fig-export" data-act="export-fig">Export this figure</button></div></section>`)
}

// input writes a field of the editor; f names it for onInput, i and k
// locate it.
func input(w *kit.Writer, id, f string, i, k int, kind, label, value string) {
	var mode kit.HTML
	if kind == "number" {
		mode = ` inputmode="numeric"`
	}
	w.F(`<input class="dinput" type="%s"%s id="%s" data-f="%s" data-i="%d" data-k="%d" aria-label="%s" value="%s">`, kind, mode, id, f, i, k, label, value)
}

func num(w *kit.Writer, id, f string, i int, label string, v int) {
	input(w, id, f, i, 0, "number", label, strconv.Itoa(v))
}

// statField writes one number of a combat click: a text field with the
// numeric keypad whose digits spread to the next fields as they are typed
// (figures.Spread, listenFields); its text is selected when it gets focus,
// so typing replaces it.
func statField(w *kit.Writer, i, k, v int) {
	w.F(`<input class="dinput" type="text" inputmode="numeric" enterkeyhint="next" autocomplete="off" data-select id="c-%d-%s" data-f="c" data-i="%[1]d" data-k="%[3]d" aria-label="Click %[4]d %[5]s" value="%[6]d">`,
		i, statFields[k], k, i+1, figures.StatNames[k], v)
}

func labelled(w *kit.Writer, label string, field func()) {
	w.F(`<label class="dfield"><span>%s</span>`, label)
	field()
	w.F(`</label>`)
}

// figureHTML is one figure's fields and dials.
func (p *DialsPage) figureHTML(w *kit.Writer, f *figures.Figure) {
	probs := problemsOf(f)
	w.F(`<section class="panel" id="fig-edit"><h2>Figure</h2>`)
	problemsHTML(w, "fig-problems", probs[""])
	w.F(`<div class="dgrid">`)
	labelled(w, "Name", func() {
		w.F(`<input class="dinput" type="text" id="f-name" data-f="name" data-next="f-points" enterkeyhint="next" data-select autocomplete="off" aria-label="Name" value="%s">`, f.Name)
	})
	labelled(w, "Points", func() {
		w.F(`<input class="dinput" type="number" inputmode="numeric" id="f-points" data-f="points" data-next="c-0-primary" enterkeyhint="next" data-select aria-label="Points" value="%d">`, f.Points)
	})
	labelled(w, "Faction", func() { input(w, "f-faction", "faction", 0, 0, "text", "Faction", f.Faction) })
	labelled(w, "Melee", func() { num(w, "f-melee", "melee", 0, "Melee", f.Melee) })
	labelled(w, "Vent", func() { num(w, "f-vent", "vent", 0, "Vent", f.Vent) })
	w.F(`</div><div class="dchips">`)
	for _, fl := range []struct {
		k, label string
		on       bool
	}{{"unique", "Unique ★", f.Unique}, {"industrial", "Industrial", f.Industrial}, {"mod", "MOD", f.MOD}} {
		w.F(`<button class="chip small%s" id="flag-%s" data-act="flag" data-v="%[2]s" aria-pressed="%t">%s</button>`, kit.On(fl.on), fl.k, fl.on, fl.label)
	}
	w.F(`</div>`)
	for i, wp := range []*figures.Weapon{&f.Primary, &f.Secondary} {
		name := [2]string{"Primary", "Secondary"}[i]
		w.F(`<h3>%s weapon</h3><div class="dgrid"><button class="chip small%s" id="wtype-%d" data-act="wtype" data-i="%[3]d" aria-pressed="%t">%s</button>`,
			name, kit.On(wp.Type == "energy"), i, wp.Type == "energy", map[bool]string{true: "Energy", false: "Ballistic"}[wp.Type == "energy"])
		labelled(w, "Targets", func() { num(w, fmt.Sprintf("w%d-targets", i), "targets", i, name+" targets", wp.Targets) })
		labelled(w, "Min", func() { num(w, fmt.Sprintf("w%d-min", i), "min", i, name+" minimum range", wp.Min) })
		labelled(w, "Max", func() { num(w, fmt.Sprintf("w%d-max", i), "max", i, name+" maximum range", wp.Max) })
		w.F(`</div>`)
	}
	p.combatHTML(w, f, probs)
	p.heatHTML(w, f, probs)
	w.F(`</section>`)
}

// statFields are the combat click's number fields.
var statFields = []string{"primary", "secondary", "speed", "attack", "defense"}

// combatHTML is the combat dial, one row of number fields per click, the
// selected click's tools and special equipment, and both dials as text.
func (p *DialsPage) combatHTML(w *kit.Writer, f *figures.Figure, probs map[string][]string) {
	n := len(f.Combat) - 1
	w.F(`<h3 id="c-count">Combat dial: %d click%s, then ● ● ●</h3>`, n, kit.Plural(n))
	w.F(`<p class="muted small" id="c-help">Type a click&#39;s five numbers straight on: each box hands over to the next as it fills (43101017 is 4 3 10 10 17). A space moves on and keeps a number; Enter starts the next click as a copy of this one.</p>`)
	w.F(`<div class="drow dhead"><span>#</span><span>Pri</span><span>Sec</span><span>Spd</span><span>Atk</span><span>Def</span></div>`)
	for i, c := range f.Combat {
		last := i == len(f.Combat)-1
		w.F(`<div class="drow%[1]s" id="c-%[2]d"><button class="dnum%[3]s" id="c-sel-%[2]d" data-act="c-sel" data-i="%[2]d" aria-pressed="%[4]t" aria-label="Click %[5]d tools">%[5]d</button>`, map[bool]string{true: " ko", false: ""}[last], i, kit.On(i == p.se), i == p.se, i+1)
		if last {
			w.F(`<span class="dko">● ● ● eliminated</span></div>`)
		} else {
			for k, v := range []int{c.Primary, c.Secondary, c.Speed, c.Attack, c.Defense} {
				statField(w, i, k, v)
			}
			w.F(`</div>`)
		}
		if marks := clickMarks(c); marks != "" {
			w.F(`<p class="dmarks">%s</p>`, marks)
		}
		problemsHTML(w, fmt.Sprintf("c-%d-problems", i), probs[fmt.Sprintf("c%d", i+1)])
		if i == p.se {
			clickTools(w, c, i, last)
		}
	}
	w.F(`<button class="btn" id="c-add" data-act="c-add">Add a click (copy of click %d)</button>`, max(n, 1))
	text := p.dialText
	if text == "" {
		text = f.DialText()
	}
	w.F(`<details class="dtextbox" id="c-text"><summary>Dials as text: copy or paste</summary>`+
		`<p class="muted small">One click per line: primary, secondary, speed, attack, defense, and ▲ for a repair marker; the bullet holes come last by themselves. Then a line &#34;heat&#34; and the heat dial, three cells a line (- for a blank one). Special equipment stays on its click.</p>`+
		`<textarea class="dinput dtext" id="c-text-box" data-f="dialtext" rows="8" spellcheck="false" aria-label="Dials as text">%s</textarea>`+
		`<button class="btn primary" id="c-text-use" data-act="c-text-use">Use this text</button></details>`, text)
}

// clickMarks lists what a click shows besides its numbers.
func clickMarks(c figures.Click) string {
	var out []string
	if c.RepairMarker {
		out = append(out, "▲ repair marker")
	}
	for _, se := range c.SE {
		s := se.Name + " (" + string(se.Area)
		if se.Color != "" {
			s += ", " + se.Color
		}
		if se.SingleUse {
			s += ", single use"
		}
		out = append(out, s+")")
	}
	return strings.Join(out, " · ")
}

// clickTools are the selected click's tools and its special equipment.
func clickTools(w *kit.Writer, c figures.Click, i int, last bool) {
	w.F(`<div class="dtools" id="c-tools">`)
	for _, b := range [][2]string{{"c-copy", "Copy"}, {"c-fill", "Fill down"}, {"c-up", "Up"}, {"c-down", "Down"}, {"c-del", "Delete"}, {"c-rm", "Repair ▲"}, {"c-salv", "Salvage"}, {"se-add", "+ SE"}} {
		w.F(`<button class="btn small" id="%s" data-act="%[1]s" data-i="%d"%s>%s</button>`, b[0], i, kit.Disabled(last && b[0] != "c-up"), b[1])
	}
	w.F(`</div>`)
	for k, se := range c.SE {
		w.F(`<div class="dse" id="se-%d"><select class="dinput" id="se-%[1]d-area" data-f="se-area" data-i="%d" data-k="%[1]d" aria-label="Area">`, k, i)
		for _, a := range clicks.Areas {
			w.F(`<option value="%s"%s>%[1]s</option>`, a, map[bool]string{true: " selected", false: ""}[a == se.Area])
		}
		w.F(`</select>`)
		input(w, fmt.Sprintf("se-%d-name", k), "se-name", i, k, "text", "Name", se.Name)
		input(w, fmt.Sprintf("se-%d-color", k), "se-color", i, k, "text", "Colour", se.Color)
		w.F(`<button class="chip small%s" id="se-%d-single" data-act="se-single" data-i="%[3]d" data-v="%[2]d" aria-pressed="%[4]t">Single use</button><button class="btn small" id="se-%[2]d-del" data-act="se-del" data-i="%[3]d" data-v="%[2]d">Remove</button></div>`,
			kit.On(se.SingleUse), k, i, se.SingleUse)
	}
}

// heatHTML is the heat dial, one row of three cells per click.
func (p *DialsPage) heatHTML(w *kit.Writer, f *figures.Figure, probs map[string][]string) {
	w.F(`<h3>Heat dial (%d click%s)</h3><p class="muted small">Cells beside primary, secondary, speed: blank, +1 / -2, S start, R radioactive, or a heat effect id.</p><datalist id="fx-ids"><option value="S"><option value="R">`, len(f.Heat), kit.Plural(len(f.Heat)))
	for _, e := range dials.set.HeatEffects() {
		w.F(`<option value="%s">`, e.ID)
	}
	w.F(`</datalist>`)
	for i, h := range f.Heat {
		w.F(`<div class="drow dheat" id="h-%d"><button class="dnum%s" id="h-sel-%[1]d" data-act="h-sel" data-i="%[1]d" aria-pressed="%[3]t">%[4]d</button>`, i, kit.On(i == p.hsel), i == p.hsel, i+1)
		for k, cell := range h {
			w.F(`<input class="dinput" type="text" list="fx-ids" id="h-%d-%d" data-f="h" data-i="%[1]d" data-k="%[2]d" aria-label="Heat click %d cell %d" value="%s">`, i, k, i+1, k+1, cell)
		}
		w.F(`</div>`)
		problemsHTML(w, fmt.Sprintf("h-%d-problems", i), probs[fmt.Sprintf("h%d", i+1)])
		if i == p.hsel {
			w.F(`<div class="dtools" id="h-tools">`)
			for _, b := range [][2]string{{"h-copy", "Copy"}, {"h-fill", "Fill down"}, {"h-up", "Up"}, {"h-down", "Down"}, {"h-del", "Delete"}} {
				w.F(`<button class="btn small" id="%s" data-act="%[1]s" data-i="%d">%s</button>`, b[0], i, b[1])
			}
			w.F(`</div>`)
		}
	}
	w.F(`<button class="btn" id="h-add" data-act="h-add">Add a heat click</button>`)
	note(w, "shutdown")
}

// effectsHTML is the heat-effect catalogue of the set.
func effectsHTML(w *kit.Writer) {
	fx := dials.set.HeatEffects()
	defaults := figures.DefaultHeatEffects()
	w.F(`<section class="panel" id="fx"><h2>Heat effects (%d)</h2>`, len(fx))
	note(w, "heat-effects")
	if err := dials.set.Validate(); err != nil {
		var ps []string
		for _, l := range strings.Split(err.Error(), "\n") {
			if strings.HasPrefix(l, "heat effect ") {
				ps = append(ps, l)
			}
		}
		problemsHTML(w, "fx-problems", ps)
	}
	for i, e := range fx {
		w.F(`<div class="dfx" id="fx-%d">`, i)
		if slices.ContainsFunc(defaults, func(d clicks.HeatEffect) bool { return fmt.Sprint(d) == fmt.Sprint(e) }) {
			w.F(`<p class="dbadge">Lancemate's default: the rules give none</p>`)
		}
		w.F(`<div class="dgrid">`)
		labelled(w, "Short name", func() { input(w, fmt.Sprintf("fx-%d-id", i), "fx-id", i, 0, "text", "Short name", e.ID) })
		labelled(w, "Name", func() { input(w, fmt.Sprintf("fx-%d-name", i), "fx-name", i, 0, "text", "Name", e.Name) })
		for _, n := range []struct {
			f, label string
			v        int
		}{{"fx-die", "Die (0 no roll)", e.Die}, {"fx-target", "Pass on", e.Target}, {"fx-fail-heat", "Fail: heat", e.Fail.Heat},
			{"fx-fail-damage", "Fail: damage", e.Fail.Damage}, {"fx-attack", "Attack ±", e.Mods.Attack}, {"fx-defense", "Defense ±", e.Mods.Defense}} {
			labelled(w, n.label, func() { num(w, fmt.Sprintf("%s-%d", n.f, i), n.f, i, n.label, n.v) })
		}
		w.F(`</div>`)
		labelled(w, "Text", func() { input(w, fmt.Sprintf("fx-%d-text", i), "fx-text", i, 0, "text", "Text", e.Text) })
		w.F(`<div class="dchips"><button class="chip small%s" id="fx-%d-shut" data-act="fx-shut" data-i="%[2]d" aria-pressed="%t">Fail: shutdown</button>`+
			`<button class="chip small%s" id="fx-%d-restart" data-act="fx-restart" data-i="%[5]d" aria-pressed="%t">Pass: restart</button>`+
			`<button class="btn small" id="fx-%[5]d-del" data-act="fx-del" data-i="%[5]d">Remove</button></div></div>`,
			kit.On(e.Fail.Shutdown), i, e.Fail.Shutdown, kit.On(e.Pass.Restart), i, e.Pass.Restart)
	}
	w.F(`<div class="row"><button class="btn" id="fx-add" data-act="fx-add">Add an effect</button><button class="btn" id="fx-reset" data-act="fx-reset">Back to the defaults</button></div></section>`)
}

// editTap runs the editor's controls; it reports whether it knew the tap.
func (p *DialsPage) editTap(t tap) bool {
	if setEdits[t.act] {
		// Read-only storage: refused at the tap, the set as it was.
		if err := session.Writable(); err != nil {
			p.msg = err.Error()
			return true
		}
	}
	before := dials.snapshot()
	changed := true
	f := p.figure()
	switch t.act {
	case "fig":
		p.fig, p.se, p.hsel, p.dialText, changed = t.i, -1, -1, "", false
	case "fig-new":
		dials.set.Figures = append(dials.set.Figures, newFigure(len(dials.set.Figures)+1))
		p.fig, p.se, p.dialText = len(dials.set.Figures)-1, -1, ""
	case "set-undo":
		p.report(dials.undoSet())
		return true
	case "set-redo":
		p.report(dials.redoSet())
		return true
	case "fx-add", "fx-reset", "fx-del", "fx-shut", "fx-restart":
		p.effectTap(t)
	default:
		if f == nil || !p.figureTap(f, t) {
			return false
		}
		changed = t.act != "c-sel" && t.act != "h-sel"
	}
	if changed {
		p.report(dials.saveSet(before))
	}
	return true
}

// setEdits are the editor's taps that change the figure set (every one
// editTap and figureTap run but choosing a figure, a click or a heat row).
var setEdits = map[string]bool{
	"fig-new": true, "set-undo": true, "set-redo": true,
	"fx-add": true, "fx-reset": true, "fx-del": true, "fx-shut": true, "fx-restart": true,
	"fig-copy": true, "fig-del": true, "flag": true, "wtype": true, "c-add": true, "c-text-use": true,
	"c-copy": true, "c-fill": true, "c-up": true, "c-down": true, "c-del": true, "c-rm": true, "c-salv": true,
	"se-add": true, "se-del": true, "se-single": true, "h-add": true,
	"h-copy": true, "h-fill": true, "h-up": true, "h-down": true, "h-del": true,
}

// figureTap changes the figure being edited.
func (p *DialsPage) figureTap(f *figures.Figure, t tap) bool {
	i := t.i
	switch t.act {
	case "fig-copy":
		c := cloneFigure(*f)
		c.Name += " copy"
		dials.set.Figures = append(dials.set.Figures, c)
		p.fig = len(dials.set.Figures) - 1
	case "fig-del":
		dials.set.Figures = slices.Delete(dials.set.Figures, p.fig, p.fig+1)
	case "flag":
		for _, b := range []struct {
			k string
			v *bool
		}{{"unique", &f.Unique}, {"industrial", &f.Industrial}, {"mod", &f.MOD}} {
			if b.k == t.v {
				*b.v = !*b.v
			}
		}
	case "wtype":
		wp := []*figures.Weapon{&f.Primary, &f.Secondary}[kit.Clamp(i, 0, 1)]
		wp.Type = map[bool]string{true: "ballistic", false: "energy"}[wp.Type == "energy"]
	case "c-sel":
		p.se = map[bool]int{true: -1, false: i}[p.se == i]
	case "h-sel":
		p.hsel = map[bool]int{true: -1, false: i}[p.hsel == i]
	case "c-add":
		addClick(f)
	case "c-text-use":
		if err := p.useDialText(f); err != nil {
			p.msg = err.Error()
			return true
		}
	case "c-copy", "c-fill", "c-up", "c-down", "c-del":
		p.se = editRows(&f.Combat, t.act[2:], i, 1)
		if p.se == len(f.Combat)-1 && t.act == "c-down" {
			p.se = i // the bullet holes stay last
		}
	case "c-rm":
		f.Combat[i].RepairMarker = !f.Combat[i].RepairMarker
	case "c-salv":
		c := &f.Combat[i]
		if k := slices.IndexFunc(c.SE, func(se clicks.SE) bool { return se.Name == clicks.SESalvage }); k >= 0 {
			c.SE = slices.Delete(c.SE, k, k+1)
		} else {
			c.SE = append(c.SE, clicks.SE{Area: clicks.AreaAttack, Name: clicks.SESalvage})
		}
	case "se-add":
		f.Combat[i].SE = append(f.Combat[i].SE, clicks.SE{Area: clicks.AreaPrimary, Name: "Special"})
	case "se-del":
		f.Combat[i].SE = slices.Delete(f.Combat[i].SE, t.n, t.n+1)
	case "se-single":
		f.Combat[i].SE[t.n].SingleUse = !f.Combat[i].SE[t.n].SingleUse
	case "h-add":
		f.Heat = append(f.Heat, [3]string{})
	case "h-copy", "h-fill", "h-up", "h-down", "h-del":
		p.hsel = editRows(&f.Heat, t.act[2:], i, 0)
	default:
		return false
	}
	return true
}

// addClick adds a click before the bullet holes, a copy of the click
// before it (its numbers; special equipment and markers stay on their own
// click).
func addClick(f *figures.Figure) {
	var c figures.Click
	if n := len(f.Combat); n >= 2 {
		prev := f.Combat[n-2]
		c = figures.Click{Primary: prev.Primary, Secondary: prev.Secondary, Speed: prev.Speed, Attack: prev.Attack, Defense: prev.Defense}
	}
	f.Combat = slices.Insert(f.Combat, max(len(f.Combat)-1, 0), c)
}

// useDialText replaces the figure's dials with the text's (the heat dial
// only when the text has one), keeping each click's special equipment.
func (p *DialsPage) useDialText(f *figures.Figure) error {
	text := p.dialText
	if text == "" {
		text = f.DialText()
	}
	combat, heat, err := figures.ParseDial(text)
	if err != nil {
		return fmt.Errorf("Dials as text, %w", err)
	}
	for i := range combat {
		if i < len(f.Combat)-1 && !combat[i].KO {
			combat[i].SE = f.Combat[i].SE
		}
	}
	f.Combat = combat
	if heat != nil {
		f.Heat = heat
	}
	p.dialText, p.se, p.hsel = "", -1, -1
	p.done = fmt.Sprintf("%s: %d click%s, then the bullet holes", f.Name, len(combat)-1, kit.Plural(len(combat)-1))
	if heat != nil {
		p.done += fmt.Sprintf("; heat dial %d click%s", len(heat), kit.Plural(len(heat)))
	}
	return nil
}

// editRows copies, fills down, moves or deletes row i of a dial; fixed
// rows at the end (the bullet holes) are left alone. It returns the row to
// keep selected, -1 for none.
func editRows[T any](rows *[]T, op string, i, fixed int) int {
	rs := *rows
	n := len(rs) - fixed // rows that may change
	if i < 0 || i >= n {
		return -1
	}
	switch op {
	case "copy":
		*rows = slices.Insert(rs, i+1, clone(rs[i]))
		return i + 1
	case "fill":
		for k := i + 1; k < n; k++ {
			rs[k] = clone(rs[i])
		}
	case "up":
		if i > 0 {
			rs[i-1], rs[i] = rs[i], rs[i-1]
			return i - 1
		}
	case "down":
		if i+1 < n {
			rs[i+1], rs[i] = rs[i], rs[i+1]
			return i + 1
		}
	case "del":
		if len(rs) > 1+fixed || fixed == 0 && len(rs) > 1 {
			*rows = slices.Delete(rs, i, i+1)
		}
		return -1
	}
	return i
}

// clone copies a dial row, its special equipment too.
func clone[T any](v T) T {
	if c, ok := any(v).(figures.Click); ok {
		c.SE = slices.Clone(c.SE)
		return any(c).(T)
	}
	return v
}

// cloneFigure copies a figure deeply.
func cloneFigure(f figures.Figure) figures.Figure {
	f.Combat = slices.Clone(f.Combat)
	for i := range f.Combat {
		f.Combat[i] = clone(f.Combat[i])
	}
	f.Heat = slices.Clone(f.Heat)
	return f
}

// effectTap edits the heat-effect catalogue; the defaults become the set's
// own on the first change.
func (p *DialsPage) effectTap(t tap) {
	if t.act == "fx-reset" {
		dials.set.Effects = nil
		return
	}
	if len(dials.set.Effects) == 0 {
		dials.set.Effects = figures.DefaultHeatEffects()
	}
	fx := dials.set.Effects
	if t.act == "fx-add" {
		dials.set.Effects = append(fx, clicks.HeatEffect{ID: fmt.Sprintf("effect%d", len(fx)+1), Name: "New effect"})
		return
	}
	if t.i < 0 || t.i >= len(fx) {
		return
	}
	switch t.act {
	case "fx-del":
		dials.set.Effects = slices.Delete(fx, t.i, t.i+1)
	case "fx-shut":
		fx[t.i].Fail.Shutdown = !fx[t.i].Fail.Shutdown
	case "fx-restart":
		fx[t.i].Pass.Restart = !fx[t.i].Pass.Restart
	}
}

// input takes what is typed into a field of the page (data-f), straight
// from the browser's event (listenFields), so the model holds it before
// anything else happens. The page is not re-rendered, so the field keeps
// the keyboard; the figure's problems are updated in place, and the
// change event that follows (leaving the field) re-renders. The combat
// dial's numbers go to typed.
func (p *DialsPage) input(el app.Value) {
	ds := el.Get("dataset")
	field, v := ds.Get("f").String(), el.Get("value").String()
	i, _ := strconv.Atoi(ds.Get("i").String())
	k, _ := strconv.Atoi(ds.Get("k").String())
	n, _ := strconv.Atoi(strings.TrimSpace(v))
	switch field {
	case "pilot":
		p.pilot = v
		kit.Morph("stable-found", p.stableFoundHTML())
		keepAbove("mech-add")
		return
	case "stable":
		p.stable = v
		kit.Morph("stable-found", p.stableFoundHTML())
		keepAbove("mech-add")
		return
	case "dialtext":
		p.dialText = v
		return
	case "c":
		p.typed(el)
		return
	case "", "<undefined>":
		return
	}
	if err := session.Writable(); err != nil {
		kit.Refuse(err) // read-only storage: the set stays as it was
		return
	}
	before := dials.snapshot()
	if !p.setField(field, i, k, v, n) {
		return
	}
	key := fmt.Sprint(field, i, k)
	if key != p.typing {
		dials.undo, dials.redo = append(dials.undo, before), nil
		p.typing = key
	}
	p.report(dials.store())
	if f := p.figure(); f != nil {
		var w kit.Writer
		for _, ps := range problemsOf(f) {
			problemsHTML(&w, "", ps)
		}
		kit.Morph("fig-problems", w.HTML())
	}
}

// setField stores one typed value in the set.
func (p *DialsPage) setField(field string, i, k int, v string, n int) bool {
	if strings.HasPrefix(field, "fx-") {
		return setEffect(field, i, v, n)
	}
	f := p.figure()
	if f == nil {
		return false
	}
	wp := []*figures.Weapon{&f.Primary, &f.Secondary}[kit.Clamp(i, 0, 1)]
	ints := map[string]*int{"points": &f.Points, "melee": &f.Melee, "vent": &f.Vent, "targets": &wp.Targets, "min": &wp.Min, "max": &wp.Max}
	switch {
	case ints[field] != nil:
		*ints[field] = n
	case field == "name":
		f.Name = v
	case field == "faction":
		f.Faction = v
	case field == "c" && i < len(f.Combat) && k < 5:
		c := &f.Combat[i]
		*[]*int{&c.Primary, &c.Secondary, &c.Speed, &c.Attack, &c.Defense}[k] = n
	case field == "h" && i < len(f.Heat) && k < 3:
		f.Heat[i][k] = strings.TrimSpace(v)
	case strings.HasPrefix(field, "se-") && i < len(f.Combat) && k < len(f.Combat[i].SE):
		se := &f.Combat[i].SE[k]
		switch field {
		case "se-area":
			se.Area = clicks.Area(v)
		case "se-name":
			se.Name = v
		case "se-color":
			se.Color = v
		}
	default:
		return false
	}
	return true
}

// setEffect stores one typed value of a heat effect.
func setEffect(field string, i int, v string, n int) bool {
	if len(dials.set.Effects) == 0 {
		dials.set.Effects = figures.DefaultHeatEffects()
	}
	if i < 0 || i >= len(dials.set.Effects) {
		return false
	}
	e := &dials.set.Effects[i]
	ints := map[string]*int{"fx-die": &e.Die, "fx-target": &e.Target, "fx-fail-heat": &e.Fail.Heat, "fx-fail-damage": &e.Fail.Damage,
		"fx-attack": &e.Mods.Attack, "fx-defense": &e.Mods.Defense}
	strs := map[string]*string{"fx-id": &e.ID, "fx-name": &e.Name, "fx-text": &e.Text}
	switch {
	case ints[field] != nil:
		*ints[field] = n
	case strs[field] != nil:
		*strs[field] = v
	default:
		return false
	}
	return true
}

// onFile re-renders after a field is left, and imports a chosen set or
// figure file.
func (p *DialsPage) onFile(ctx app.Context, e app.Event) {
	el := e.Get("target")
	switch el.Get("dataset").Get("f").String() {
	case "c", "pilot", "stable", "dialtext":
		ctx.PreventUpdate() // nothing to show anew; the dial keeps one undo step
		return
	}
	p.typing = ""
	if el.Get("id").String() != "set-import" {
		return
	}
	kit.ReadFile(el, func(name string, data []byte, err error) {
		ctx.Dispatch(func(app.Context) { p.imported(name, data, err) })
	})
}

// imported adds a file's figures to the library: a set file's figures
// and the heat effects they use, or a figure file's figure.
func (p *DialsPage) imported(name string, b []byte, err error) {
	if err != nil {
		kit.Refuse(err)
		return
	}
	if err := session.Writable(); err != nil {
		kit.Refuse(err)
		return
	}
	before := dials.snapshot()
	var in []figures.Figure
	var fx []clicks.HeatEffect
	if s, err := figures.ParseSet(b); err == nil {
		in, fx = s.Figures, s.Effects
	} else if f, ferr := figures.ParseFigure(b); ferr == nil {
		in = []figures.Figure{*f}
	} else {
		kit.Refuse(fmt.Errorf("%s: %w", name, err))
		return
	}
	added, renamed, same := mergeFigures(&dials.set, in, fx)
	if added == 0 {
		kit.Say(kit.Info, fmt.Sprintf("%s: your figures hold all %d already", name, same))
		return
	}
	if err := dials.saveSet(before); err != nil {
		kit.Refuse(err)
		return
	}
	p.fig, p.view = len(dials.set.Figures)-1, "figs"
	msg := fmt.Sprintf("Imported %d figure%s from %s", added, kit.Plural(added), name)
	if len(renamed) > 0 {
		msg += " (renamed: " + strings.Join(renamed, ", ") + ")"
	}
	if same > 0 {
		msg += fmt.Sprintf("; %d you have already", same)
	}
	kit.Say(kit.Done, msg)
}

// mergeFigures adds figures to the set: one identical to a figure held is
// left out (counted in same), one whose name is taken comes in as "Name
// (2)" (listed in renamed). The heat effects of the file that the set lacks
// (by id) join the set's.
func mergeFigures(set *figures.Set, in []figures.Figure, fx []clicks.HeatEffect) (added int, renamed []string, same int) {
	if len(fx) > 0 {
		have := set.HeatEffects()
		for _, e := range fx {
			if !slices.ContainsFunc(have, func(h clicks.HeatEffect) bool { return h.ID == e.ID }) {
				have = append(have, e)
			}
		}
		set.Effects = have
	}
	for _, f := range in {
		if slices.ContainsFunc(set.Figures, func(g figures.Figure) bool { return sameFigure(f, g) }) {
			same++
			continue
		}
		name := f.Name
		for n := 2; slices.ContainsFunc(set.Figures, func(g figures.Figure) bool { return g.Name == f.Name }); n++ {
			f.Name = fmt.Sprintf("%s (%d)", name, n)
		}
		if f.Name != name {
			renamed = append(renamed, f.Name)
		}
		set.Figures = append(set.Figures, cloneFigure(f))
		added++
	}
	return added, renamed, same
}

// sameFigure reports whether two figures are the same in every value.
func sameFigure(a, b figures.Figure) bool {
	ja, _ := figures.MarshalFigure(&a)
	jb, _ := figures.MarshalFigure(&b)
	return string(ja) == string(jb)
}

// export offers the library as a set file.
func (p *DialsPage) export() {
	b, err := figures.MarshalSet(&dials.set)
	if err != nil {
		p.report(err)
		return
	}
	kit.Download(or(dials.set.Name, "figures")+".json", "application/json", string(b))
	p.done = fmt.Sprintf("Exported %d figure%s", len(dials.set.Figures), kit.Plural(len(dials.set.Figures)))
}

// exportFigure offers the figure being edited as a figure file.
func (p *DialsPage) exportFigure() {
	f := p.figure()
	if f == nil {
		p.msg = "No figure to export: make one with New."
		return
	}
	b, err := figures.MarshalFigure(f)
	if err != nil {
		p.report(err)
		return
	}
	kit.Download(or(strings.TrimSpace(f.Name), "figure")+".json", "application/json", string(b))
	p.done = "Exported " + f.Name
}
