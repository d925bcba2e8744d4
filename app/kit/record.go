package kit

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/sheets/record"
)

// Printed record sheets and force rosters. The sections work out nothing
// here: sheets/record says what a sheet shows, the kit lays it out for
// paper (one .rec-page per A4 or Letter page, `@media print` styles in
// web/lancemate.css), and Print hands it to the browser's print.

// figure places the eight locations like the 'Mech seen from the front
// (its right arm on the reader's left), as the Manual's Armor and
// Internal Structure Diagrams do; the class names the grid area.
var figure = [8]string{"hd", "ct", "lt", "rt", "la", "ra", "ll", "rl"}

// RecordSheet writes one 'Mech's record sheet: a page of its own.
func RecordSheet(w *Writer, s record.Sheet) {
	w.F(`<article class="rec-page" data-name="%s"><header class="rec-head"><h1>BattleMech Record Sheet</h1><p>`, s.Name)
	if s.Turn > 0 {
		w.F(`Printed on turn %d`, s.Turn)
		for _, st := range s.Status {
			w.F(` · <b>%s</b>`, st)
		}
	} else {
		w.F(`Blank sheet`)
	}
	w.F(`</p></header><div class="rec-top"><div class="rec-left"><section class="rec-box rec-data"><h2>&#39;Mech Data</h2><dl>`)
	rsFact(w, "Type", s.Name)
	rsFact(w, "Tonnage", Count(s.Tons, "ton", "tons"))
	rsFact(w, "Tech base", s.Tech)
	w.F(`</dl><table class="rec-mp"><tr><th>Walking MP</th><td>%d</td></tr><tr><th>Running MP</th><td>%d</td></tr><tr><th>Jumping MP</th><td>%d</td></tr></table><dl>`, s.Walk, s.Run, s.Jump)
	for _, f := range s.Options {
		rsFact(w, f.Term, f.Value)
	}
	w.F(`</dl></section>`)
	rsWarrior(w, s.Warrior)
	w.F(`</div><section class="rec-box rec-armor"><h2>Armor Diagram</h2>`)
	rsFigure(w, s, "armor")
	w.F(`<div class="rec-rear">`)
	for _, code := range []string{"LT", "CT", "RT"} {
		for _, l := range s.Locations {
			if l.Code == code {
				rsPips(w, "rear", l.Code, l.Name+" (Rear)", l.Rear, l.RearLost)
			}
		}
	}
	w.F(`</div></section>`)
	rsHeat(w, s)
	w.F(`</div>`)
	rsInventory(w, s)
	w.F(`<div class="rec-bottom"><section class="rec-box rec-crit"><h2>Critical Hit Table</h2><div class="rec-cols">`)
	for _, col := range [3][]string{{"LA", "LT", "LL"}, {"HD", "CT"}, {"RA", "RT", "RL"}} {
		w.F(`<div>`)
		for _, code := range col {
			for _, l := range s.Locations {
				if l.Code == code {
					rsSlots(w, l)
				}
			}
		}
		w.F(`</div>`)
	}
	w.F(`</div></section><section class="rec-box rec-is"><h2>Internal Structure Diagram</h2>`)
	rsFigure(w, s, "structure")
	w.F(`</section></div></article>`)
}

// marked is a class attribute when on.
func marked(on bool, class HTML) HTML {
	if on {
		return ` class="` + class + `"`
	}
	return ""
}

// rsFact writes one term of the 'Mech data.
func rsFact(w *Writer, term, value string) {
	w.F(`<div><dt>%s</dt><dd>%s</dd></div>`, term, value)
}

// rsWarrior writes the Warrior Data: name and skills (lines to write on
// for a blank sheet) and the hits track with its Consciousness numbers
// (003 L3407-3416), the hits taken marked.
func rsWarrior(w *Writer, p record.Warrior) {
	w.F(`<section class="rec-box rec-warrior"><h2>Warrior Data</h2>`)
	if p.Blank {
		w.F(`<p>Name <span class="rec-line"></span></p><p>Gunnery Skill <span class="rec-line short"></span> Piloting Skill <span class="rec-line short"></span></p>`)
	} else {
		w.F(`<p>Name <b>%s</b></p><p>Gunnery Skill <b>%d</b> · Piloting Skill <b>%d</b>`, p.Name, p.Gunnery, p.Piloting)
		switch {
		case p.Dead:
			w.F(` · <b>Dead</b>`)
		case p.Unconscious:
			w.F(` · <b>Unconscious</b>`)
		}
		w.F(`</p>`)
	}
	w.F(`<table class="rec-hits" data-hits="%d"><tr><th>Hits Taken</th>`, p.Hits)
	for i := range 6 {
		w.F(`<td%s>%d</td>`, marked(i < p.Hits, "x"), i+1)
	}
	w.F(`</tr><tr><th>Consciousness#</th>`)
	for _, c := range p.Consciousness {
		w.F(`<td>%s</td>`, c)
	}
	w.F(`</tr></table></section>`)
}

// rsFigure writes the armor (front) or structure circles of the eight
// locations, laid out like the 'Mech.
func rsFigure(w *Writer, s record.Sheet, kind string) {
	w.F(`<div class="rec-fig">`)
	for i, l := range s.Locations {
		w.F(`<div class="rec-at-%s">`, figure[i])
		if kind == "armor" {
			rsPips(w, kind, l.Code, l.Name, l.Armor, l.ArmorLost)
		} else {
			rsPips(w, kind, l.Code, l.Name, l.Structure, l.StructureLost)
		}
		w.F(`</div>`)
	}
	w.F(`</div>`)
}

// rsPips writes a location's circles, one per point, the first lost ones
// filled (damage taken is checked off circle by circle, 003 L2371).
func rsPips(w *Writer, kind, code, name string, n, lost int) {
	w.F(`<div class="rec-loc" data-kind="%s" data-loc="%s" data-n="%d" data-lost="%d"><div class="rec-ln">%s (%d)</div><div class="rec-pips">`, kind, code, n, lost, name, n)
	for i := range n {
		if i < lost {
			w.F(`<i class="x"></i>`)
		} else {
			w.F(`<i></i>`)
		}
	}
	w.F(`</div></div>`)
}

// rsHeat writes the Heat Data: the heat sinks and the heat scale from 30
// down to 0 with the effects that start at each level (003 L3005-3025),
// the current level marked, and the Overflow box (003 L2997).
func rsHeat(w *Writer, s record.Sheet) {
	kind := "Single"
	if s.Double {
		kind = "Double"
	}
	w.F(`<section class="rec-box rec-heat"><h2>Heat Data</h2><p>Heat sinks: <b>%d</b> %s`, s.HeatSinks, kind)
	if s.Double {
		w.F(` (%d)`, s.Dissipation)
	}
	w.F(`</p><ol class="rec-scale" data-heat="%d"><li class="rec-over"><span>Overflow</span></li>`, s.Heat)
	for _, lv := range s.Scale {
		w.F(`<li%s><span>%d</span>`, marked(s.Turn > 0 && lv.Heat == s.Heat, "x"), lv.Heat)
		for i, e := range lv.Effects {
			if i > 0 {
				w.F(`;`)
			}
			w.F(` %s`, e)
		}
		w.F(`</li>`)
	}
	w.F(`</ol></section>`)
}

// rsInventory writes the weapons and equipment inventory and the
// ammunition bins with their shots (the shots used struck through).
func rsInventory(w *Writer, s record.Sheet) {
	w.F(`<section class="rec-box rec-inv"><h2>Weapons &amp; Equipment Inventory</h2><table><thead><tr><th>Qty</th><th>Type</th><th>Loc</th><th>Ht</th><th>Dmg</th><th>Min</th><th>Sht</th><th>Med</th><th>Lng</th></tr></thead><tbody>`)
	for _, r := range s.Weapons {
		w.F(`<tr%s><td>%d</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>`,
			marked(r.Lost, "lost"), r.Qty, r.Item, r.Loc, r.Heat, r.Damage, r.Min, r.Short, r.Medium, r.Long)
	}
	if len(s.Weapons) == 0 {
		w.F(`<tr><td colspan="9">No weapons</td></tr>`)
	}
	w.F(`</tbody></table>`)
	if len(s.Ammo) > 0 {
		w.F(`<p class="rec-ammo"><b>Ammo bins</b>`)
		for _, b := range s.Ammo {
			w.F(` <span>%s (%s) %d shots`, b.Item, b.Loc, b.Shots)
			if s.Turn > 0 {
				w.F(`, <b>%d left</b>`, b.Left)
			}
			w.F(`</span>`)
		}
		w.F(`</p>`)
	}
	w.F(`</section>`)
}

// rsSlots writes a location's critical slots in order, in blocks 1-3 and
// 4-6 for twelve slots (003 L2594): "Roll Again" and slots that take no
// critical hit in italics, a hit slot struck through and marked, a
// destroyed item's slots struck through.
func rsSlots(w *Writer, l record.Loc) {
	w.F(`<div class="rec-cl" data-loc="%s"><h3>%s</h3>`, l.Code, l.Name)
	for b := 0; b < len(l.Slots); b += 6 {
		if l.Blocks() {
			w.F(`<div class="rec-blk">%s</div>`, [2]string{"1-3", "4-6"}[b/6])
		}
		w.F(`<ol>`)
		for _, sl := range l.Slots[b:min(b+6, len(l.Slots))] {
			cls := ""
			switch {
			case sl.Hit:
				cls = "hit"
			case sl.Lost:
				cls = "lost"
			case sl.RollAgain:
				cls = "ra"
			}
			w.F(`<li class="rec-slot %s">%s`, cls, sl.Label)
			if sl.Hit {
				w.F(` ✗`)
			}
			w.F(`</li>`)
		}
		w.F(`</ol>`)
	}
	w.F(`</div>`)
}

// ForceRoster writes a force's roster, every unit on one page with a line
// to tick it off, then each unit's record sheet: one print job. A blank
// sheet's row (a design's, not a unit in play) leaves the pilot and skills
// to be written in.
func ForceRoster(w *Writer, title string, turn int, sheets []record.Sheet) {
	w.F(`<article class="rec-page rec-roster"><header class="rec-head"><h1>Force Roster</h1><p>%s · %d &#39;Mech%s`, title, len(sheets), Plural(len(sheets)))
	if turn > 0 {
		w.F(` · printed on turn %d`, turn)
	}
	w.F(`</p></header><table><thead><tr><th>✓</th><th>&#39;Mech</th><th>Tons</th><th>Pilot</th><th>Gunnery</th><th>Piloting</th><th>Walk / Run / Jump</th><th>Notes</th></tr></thead><tbody>`)
	for _, s := range sheets {
		if s.Warrior.Blank { // a design's sheet: the pilot is written in
			w.F(`<tr class="rec-unit"><td><span class="rec-tick"></span></td><td>%s</td><td>%d</td><td></td><td></td><td></td><td>%d / %d / %d</td><td></td></tr>`,
				s.Name, s.Tons, s.Walk, s.Run, s.Jump)
			continue
		}
		w.F(`<tr class="rec-unit"><td><span class="rec-tick"></span></td><td>%s</td><td>%d</td><td>%s</td><td>%d</td><td>%d</td><td>%d / %d / %d</td><td></td></tr>`,
			s.Name, s.Tons, s.Warrior.Name, s.Warrior.Gunnery, s.Warrior.Piloting, s.Walk, s.Run, s.Jump)
	}
	tons := 0
	for _, s := range sheets {
		tons += s.Tons
	}
	w.F(`</tbody><tfoot><tr><td></td><th>Total</th><td>%d</td><td colspan="5"></td></tr></tfoot></table></article>`, tons)
	for _, s := range sheets {
		RecordSheet(w, s)
	}
}

// Print puts the pages in the print area (#lm-print, the last element of
// the body, shown only on paper) and opens the browser's print; once
// printed, the area is emptied. The screen does not change.
func Print(pages HTML) {
	win := app.Window()
	doc := win.Get("document")
	if !doc.Truthy() {
		return
	}
	el := doc.Call("getElementById", "lm-print")
	if !el.Truthy() {
		el = doc.Call("createElement", "div")
		el.Set("id", "lm-print")
		doc.Get("body").Call("appendChild", el)
		win.Call("addEventListener", "afterprint", app.FuncOf(func(app.Value, []app.Value) any {
			doc.Get("documentElement").Get("classList").Call("remove", "lm-printing")
			doc.Call("getElementById", "lm-print").Set("innerHTML", "")
			return nil
		}))
	}
	el.Set("innerHTML", string(pages))
	doc.Get("documentElement").Get("classList").Call("add", "lm-printing")
	win.Call("print")
}
