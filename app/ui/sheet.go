package ui

import (
	"cmp"
	"fmt"
	"html"
	"strconv"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/engine/game"
)

// The game page is written as HTML text: a few raw nodes, which go-app
// swaps as a whole (cheaper than diffing hundreds of nodes, and far less
// code than building them node by node), whose buttons are served by one
// delegated handler reading their data-act and data-v attributes
// (GamePage.onTap). Every text from a design or a pilot is escaped.

var esc = html.EscapeString

// on returns " on" when b, for class lists.
func on(b bool) string {
	if b {
		return " on"
	}
	return ""
}

// unitsHTML is the unit switcher: one button per unit with its status.
func unitsHTML(s *game.State, selected string) string {
	return `<div class="units" id="units">` + joinParts(unitParts(s, selected)) + `</div>`
}

// unitParts are the unit switcher's buttons. A button is written again
// only when what it shows changed (chipCache): a tap changes one or two of
// them (make bench, game).
func unitParts(s *game.State, selected string) []part {
	parts := make([]part, len(s.Units))
	for i := range s.Units {
		u := &s.Units[i]
		k := chipKey{i: i, id: u.ID, pilot: u.Pilot.Name, gunnery: u.Pilot.Gunnery, piloting: u.Pilot.Piloting,
			selected: u.ID == selected, heat: u.Heat, phase: u.PhaseDamage, pending: pendingOf(s, u.ID)}
		k.left, k.full = u.ArmorLeft()
		for _, f := range flags(u) {
			k.flags += " · <em>" + f + "</em>"
		}
		if i >= len(chipCache) {
			chipCache = append(chipCache, chip{})
		}
		if c := &chipCache[i]; c.key != k {
			c.key, c.part = k, part{"unit-" + strconv.Itoa(i), chipHTML(k)}
		}
		parts[i] = chipCache[i].part
	}
	return parts
}

// chipKey is everything a unit's button shows.
type chipKey struct {
	i                                          int
	id, pilot, flags                           string
	gunnery, piloting, left, full, heat, phase int
	pending                                    int
	selected                                   bool
}

// chip is a unit button written from its key.
type chip struct {
	key  chipKey
	part part
}

// chipCache holds the unit buttons last written, by position.
var chipCache []chip

// chipHTML writes a unit's button.
func chipHTML(k chipKey) string {
	var w htmlWriter
	w.f(`<button class="unit%s" id="unit-%d" data-act="unit" data-v="%s" aria-pressed="%t"><b>%s</b><span>%s · %d/%d</span><span class="ustat">Armor %d/%d · Heat %d`,
		on(k.selected), k.i, esc(k.id), k.selected, esc(k.id), esc(k.pilot), k.gunnery, k.piloting, k.left, k.full, k.heat)
	if k.phase > 0 {
		w.f(` · Phase dmg %d`, k.phase)
	}
	if n := k.pending; n > 0 {
		w.f(` · <em>%d roll%s</em>`, n, plural(n))
	}
	w.WriteString(k.flags)
	w.f(`</span></button>`)
	return w.String()
}

func pendingOf(s *game.State, unit string) int {
	n := 0
	for _, p := range s.Pending {
		if p.Unit == unit {
			n++
		}
	}
	return n
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// flags lists what stops or hinders the 'Mech.
func flags(u *game.Unit) []string {
	var out []string
	for _, f := range []struct {
		on   bool
		text string
	}{
		{u.Destroyed, "destroyed"}, {u.Pilot.Dead, "pilot dead"}, {u.Pilot.Unconscious, "unconscious"},
		{u.Shutdown, "shut down"}, {u.Prone, "prone"},
	} {
		if f.on {
			out = append(out, f.text)
		}
	}
	return out
}

// disabled returns the disabled attribute when off.
func disabled(off bool) string {
	if off {
		return " disabled"
	}
	return ""
}

// damageHTML is the damage entry: the side the hit comes from, the
// location (or a roll for it), the damage and the button that applies it.
func damageHTML(w *htmlWriter, s *game.State, u *game.Unit, from, loc string, dir classic.Direction, amount int) {
	k := damageKey{unit: u.ID, from: from, loc: loc, cfg: u.Config, dir: dir, amount: amount}
	for _, a := range s.Units {
		if !a.Destroyed {
			k.attackers += a.ID + "\x00"
		}
	}
	if k != damageCache.key || damageCache.html == "" {
		var d htmlWriter
		writeDamage(&d, s, u, from, loc, dir, amount)
		damageCache.key, damageCache.html = k, d.String()
	}
	w.WriteString(damageCache.html)
}

// damageKey is everything the damage entry shows.
type damageKey struct {
	unit, from, loc, attackers string
	cfg                        classic.Config
	dir                        classic.Direction
	amount                     int
}

// damageCache is the damage entry last written, which a hit applied
// leaves unchanged (make bench, game).
var damageCache struct {
	key  damageKey
	html string
}

func writeDamage(w *htmlWriter, s *game.State, u *game.Unit, from, loc string, dir classic.Direction, amount int) {
	w.f(`<section class="panel" id="damage"><h2>Damage to %s</h2><div class="segmented" role="group" aria-label="Attack from">`, esc(u.ID))
	for _, d := range []classic.Direction{classic.Front, classic.Rear, classic.Left, classic.Right} {
		w.f(`<button class="seg%s" id="dir-%s" data-act="dir" data-v="%d" aria-pressed="%t">%[2]s</button>`, on(d == dir), d, int(d), d == dir)
	}
	w.f(`</div><div class="chips" role="group" aria-label="Attacker (for the ledger)">`)
	for i, a := range append([]game.Unit{{ID: ""}}, s.Units...) {
		if a.ID != u.ID && !a.Destroyed {
			w.f(`<button class="chip small%s" id="from-%d" data-act="from" data-v="%s">%s</button>`, on(a.ID == from), i, esc(a.ID), esc(cmp.Or(a.ID, "No attacker")))
		}
	}
	w.f(`</div>`)
	locChips(w, loc)
	w.f(`<div class="stepper"><span class="steplabel">Damage</span><div class="stepctl">`+
		`<button class="step" id="dmg-dec" data-act="dmg" data-v="-1" aria-label="Less damage">−</button>`+
		`<input type="number" class="stepval" id="dmg" inputmode="numeric" min="1" max="999" aria-label="Damage" value="%d">`+
		`<button class="step" id="dmg-inc" data-act="dmg" data-v="1" aria-label="More damage">+</button></div></div>`+
		`<button class="btn primary big" id="hit-apply" data-act="hit">%s</button></section>`, amount, applyLabel(u, loc, dir, amount))
}

// applyLabel says what the apply button will do.
func applyLabel(u *game.Unit, loc string, dir classic.Direction, amount int) string {
	where := "rolled location"
	if l, err := classic.ParseLocation(loc); err == nil {
		where = l.Name(u.Config)
	}
	return fmt.Sprintf("%d damage → %s, %s", amount, where, dir)
}

// promptHTML asks for the roll an event needs: rolled by the app, or the
// faces of the player's own dice.
func promptHTML(w *htmlWriter, n *game.NeedRoll, faces []int) {
	w.f(`<section class="panel prompt" id="prompt"><h2>Dice for %s</h2><p id="need-what">%s</p>`, esc(n.Unit), esc(n.Purpose))
	if n.Target > 0 {
		p := n.Dice.Chance(n.Target)
		w.f(`<p class="chance">Chance of %d+ on %s: <strong>%s</strong> <span class="muted">(%s)</span></p>`, n.Target, n.Dice, p.Percent(), p)
	}
	w.f(`<button class="btn primary big" id="need-roll" data-act="roll">Roll %s</button><p class="muted small">Or tap the faces of your own dice:</p>`, n.Dice)
	facesHTML(w, n.Dice.Sides, faces)
	w.f(`<button class="btn" id="need-cancel" data-act="cancel">Cancel</button></section>`)
}

// locChips are the location choices of the damage entry, and the choice
// to roll for the location.
func locChips(w *htmlWriter, selected string) {
	w.f(`<div class="chips locs" role="group" aria-label="Location">`)
	for _, l := range classic.Locations {
		w.f(`<button class="chip small%s" id="hitloc-%s" data-act="loc" data-v="%[2]s" aria-pressed="%t">%[2]s</button>`, on(l.Code() == selected), l.Code(), l.Code() == selected)
	}
	w.f(`<button class="chip small%s" id="hitloc-roll" data-act="loc" data-v="roll" aria-pressed="%t">Roll</button></div>`, on(selected == ""), selected == "")
}

// facesHTML offers the faces of each die to tap.
func facesHTML(w *htmlWriter, sides int, faces []int) {
	w.f(`<div class="manual">`)
	for i, picked := range faces {
		w.f(`<div class="facerow"><span class="dielabel">Die %d</span><div class="faces">`, i+1)
		for f := 1; f <= sides; f++ {
			w.f(`<button class="face%s" id="need-%d-%d" data-act="face" data-die="%d" data-v="%[3]d">%[3]d</button>`, on(picked == f), i+1, f, i)
		}
		w.f(`</div></div>`)
	}
	w.f(`</div>`)
}

// pendingHTML is the queue of rolls the players owe, each with its cause,
// target number, itemised modifiers and exact chance; only the first roll
// of a unit can be made (the engine keeps a unit's rolls in order). An
// ammunition roll with bins tied for the explosion is made by picking the
// bin that explodes if it fails (game.Unit.HeatExplosionBins).
func pendingHTML(w *htmlWriter, s *game.State) {
	w.f(`<section class="panel" id="pending"><h2>Rolls to make (%d)</h2><ul class="pending">`, len(s.Pending))
	first := map[string]bool{}
	for _, q := range s.Pending {
		mods := make([]string, len(q.Mods))
		for i, m := range q.Mods {
			mods[i] = fmt.Sprintf("%+d %s", m.Value, m.Reason)
		}
		w.f(`<li><div><b>%s: %s %d+</b> <span>%s</span><br><span class="muted small">%s</span><br>`,
			esc(q.Unit), q.Kind.Label(), q.Target, esc(q.Reason), esc(strings.Join(mods, ", ")))
		p := dice.TwoD6.Chance(q.Target)
		w.f(`Chance <b>%s</b> <span class="muted">(%s)</span></div>`, p.Percent(), p)
		var bins []int
		u, ok := s.Unit(q.Unit)
		if ok && q.Kind == game.AmmoAvoid {
			bins = u.HeatExplosionBins()
		}
		switch {
		case first[q.Unit]:
		case len(bins) > 1:
			w.f(`<p class="muted small">Roll; on a failure explodes:</p><div class="chips bins" role="group" aria-label="Bin that explodes on a failure">`)
			for _, i := range bins {
				it := &u.Items[i]
				w.f(`<button class="chip" id="resolve-%d-%d" data-act="resolve" data-v="%[1]d" data-i="%[2]d">%s %s:%d</button>`, q.ID, i, esc(it.Label()), it.Loc.Code(), it.Slots[0])
			}
			w.f(`</div>`)
		default:
			w.f(`<button class="btn" id="resolve-%d" data-act="resolve" data-v="%[1]d">Roll</button>`, q.ID)
		}
		first[q.Unit] = true
		w.f(`</li>`)
	}
	w.f(`</ul></section>`)
}

// reportHTML shows what the latest event did.
func reportHTML(w *htmlWriter, p played) {
	w.f(`<section class="panel" id="report"><h2>Turn %d, %s phase</h2><ul class="lines">`, p.Turn, p.Phase)
	for _, l := range p.Lines {
		w.f(`<li>%s</li>`, esc(l))
	}
	w.f(`</ul></section>`)
}

// historyHTML is the game so far, turn by turn, one entry per event.
func historyHTML(h []played) string {
	return `<section class="panel" id="history">` + joinParts(historyParts(h)) + `</section>`
}

// historyParts are the history's heading and one part per event, the
// first of each turn with the turn's heading. An event's part is written
// once and kept with it.
func historyParts(h []played) []part {
	parts := []part{{"history-h", fmt.Sprintf(`<h2 id="history-h">History (%d)</h2>`, len(h))}}
	for i := range h {
		if h[i].part.id == "" {
			h[i].part = part{"hist-" + strconv.Itoa(i), historyEntry(h, i)}
		}
		parts = append(parts, h[i].part)
	}
	return parts
}

// historyEntry is the HTML of event i of the history: the engine's
// one-line summary (game.State.Summary), under a heading for each turn.
func historyEntry(h []played, i int) string {
	p := &h[i]
	var w htmlWriter
	w.f(`<div class="hist" id="hist-%d">`, i)
	if i == 0 || p.Turn != h[i-1].Turn {
		w.f(`<h3>Turn %d</h3>`, p.Turn)
	}
	w.f(`<p>%s</p></div>`, esc(p.Summary))
	return w.String()
}

// sheetHTML is the record sheet of a unit in play: movement, heat with its
// effects, the pilot's damage track, and per location the armor, rear
// armor and structure as numbers and pips, and the critical slots with
// their hits; then the ammunition bins.
func sheetHTML(u *game.Unit) string {
	return `<section class="panel sheet" id="sheet">` + joinParts(sheetParts(u)) + `</section>`
}

// sheetParts are the record sheet's heading (movement, heat, pilot), its
// locations and its ammunition.
func sheetParts(u *game.Unit) []part {
	parts := []part{{"sheet-head", sheetHead(u)},
		{"sheet-phase", fmt.Sprintf(`<p class="muted small" id="sheet-phase">Damage this phase %d (20 calls for a PSR)</p>`, u.PhaseDamage)}}
	gone := make([]byte, len(u.Items))
	for i, it := range u.Items {
		gone[i] = '0'
		if it.Destroyed {
			gone[i] = '1'
		}
	}
	for _, loc := range classic.Locations {
		k := u.ID + "\x00" + u.Name() + "\x00" + loc.Code()
		e, ok := locCache[k]
		if !ok || e.state != u.Locations[loc] || e.gone != string(gone) {
			head, crits := locationHTML(u, loc)
			e = locEntry{u.Locations[loc], string(gone), head, crits}
			locCache[k] = e
		}
		parts = append(parts, part{"sheet-" + loc.Code(), e.html}, part{"crits-" + loc.Code(), e.crits})
	}
	return append(parts, part{"sheet-ammo", ammoHTML(u)})
}

// locCache keeps each location's HTML with what it was written from (the
// location's state and which of the unit's items are destroyed), by unit,
// design and location, so a tap writes only the locations it changed.
var locCache = map[string]locEntry{}

type locEntry struct {
	state             game.LocationState
	gone, html, crits string // the armor and structure, the critical slots
}

// sheetHead is the sheet's heading: the 'Mech, the pilot, movement, heat
// with its effects and the pilot's damage track.
func sheetHead(u *game.Unit) string {
	var w htmlWriter
	w.f(`<div id="sheet-head"><h2>%s · %d t</h2>`, esc(u.Name()), u.Tons)
	w.f(`<p>Pilot %s · Gunnery %d · Piloting %d`, esc(u.Pilot.Name), u.Pilot.Gunnery, u.Pilot.Piloting)
	if u.Destroyed {
		w.f(`<br><b class="error">Destroyed: %s</b>`, esc(u.DestroyedBy))
	}
	w.f(`</p><p class="mp" id="sheet-mp">Walk <b>%d</b> · Run <b>%d</b> · Jump <b>%d</b>`, u.WalkMP(), u.RunMP(), u.JumpMP())
	for _, f := range flags(u) {
		w.f(` · <em>%s</em>`, f)
	}
	w.f(`</p>`)
	heatHTML(&w, u)
	w.f(`<table class="track" id="sheet-pilot"><tr><th>Pilot hits</th>`)
	for h := 1; h <= 6; h++ {
		w.f(`<td class="%s">%d</td>`, on(h <= u.Pilot.Hits), h)
	}
	w.f(`</tr><tr><th>Conscious</th>`)
	for h := 1; h <= 6; h++ {
		n, dead, _ := classic.ConsciousnessNumber(h)
		if dead {
			w.f(`<td>dead</td>`)
		} else {
			w.f(`<td>%d+</td>`, n)
		}
	}
	w.f(`</tr></table><p class="mark" id="mark-pilot">Mark pilot hits`)
	markBtns(&w, "ph", "pilot hit")
	w.f(`</p></div>`)
	return w.String()
}

// markBtns writes the − and + buttons that mark the record sheet by hand
// (GamePage.mark): key names the field, what the mark for screen readers.
func markBtns(w *htmlWriter, key, what string) {
	w.f(`<span class="marks"><button class="step" id="%s-dec" data-act="step" data-k="%[1]s" data-v="-1" aria-label="%s −1">−</button>`+
		`<button class="step" id="%[1]s-inc" data-act="step" data-k="%[1]s" data-v="1" aria-label="%[2]s +1">+</button></span>`, key, what)
}

// ammoHTML lists the ammunition bins with their shots left.
func ammoHTML(u *game.Unit) string {
	var w htmlWriter
	w.f(`<div id="sheet-ammo"><h3>Ammunition</h3><ul class="ammo">`)
	n := 0
	for i, it := range u.Items {
		if it.Kind == game.Ammo {
			n++
			w.f(`<li class="%s" id="ammo-%d"><span>%s (%s): <b>%d</b>/%d shots</span>`, gone(it), i, esc(it.Label()), it.Loc, it.ShotsLeft, it.Shots)
			if !it.Destroyed {
				markBtns(&w, "am"+strconv.Itoa(i), "shots left")
			}
			w.f(`</li>`)
		}
	}
	if n == 0 {
		w.f(`<li>None</li>`)
	}
	w.f(`</ul></div>`)
	return w.String()
}

func gone(it game.Item) string {
	if it.Destroyed {
		return "gone"
	}
	return ""
}

// heatHTML writes the heat level on the 0-30 scale and what it does now
// (the Heat Data table through Unit.HeatEffects).
func heatHTML(w *htmlWriter, u *game.Unit) {
	e := u.HeatEffects()
	w.f(`<div class="heat" id="sheet-heat"><div class="heatbar"><span style="width:%d%%"></span></div><p>Heat <b>%d</b> · sinks dissipate %d`, min(u.Heat, 30)*100/30, u.Heat, u.Dissipation())
	if h := u.EngineHeat(); h > 0 {
		w.f(` · engine hits add %d`, h)
	}
	w.f(`</p><p class="mark">Mark heat`)
	markBtns(w, "ht", "heat")
	w.f(`</p><ul class="lines">`)
	var effects []string
	if v := e.Movement.Value; v != 0 {
		effects = append(effects, fmt.Sprintf("%d Walking MP", v))
	}
	if v := e.ToHit.Value; v != 0 {
		effects = append(effects, fmt.Sprintf("%+d to hit", v))
	}
	switch {
	case e.Shutdown.Automatic:
		effects = append(effects, "Shutdown: automatic")
	case e.Shutdown.Avoid > 0:
		effects = append(effects, fmt.Sprintf("Avoid shutdown on %d+", e.Shutdown.Avoid))
	}
	if v := e.AmmoExplosion.Avoid; v > 0 {
		effects = append(effects, fmt.Sprintf("Avoid ammo explosion on %d+", v))
	}
	if len(effects) == 0 {
		effects = append(effects, "No heat effects")
	}
	for _, x := range effects {
		w.f(`<li>%s</li>`, x)
	}
	w.f(`</ul></div>`)
}

// locationHTML is one location in two parts: a button to aim damage at
// it with its armor, rear armor and structure as numbers and pips; and its
// critical slots, each one that can still take a hit a button that marks
// it hit (the crit event). Apart, a hit that changes only the armor
// re-parses only the first.
func locationHTML(u *game.Unit, loc classic.Location) (head, crits string) {
	var w htmlWriter
	l := &u.Locations[loc]
	code := loc.Code()
	state, dead := "hit ›", ""
	if l.Destroyed {
		state, dead = "destroyed", " dead"
	}
	w.f(`<div class="sloc%s" id="sheet-%s"><button class="locbtn" id="loc-%[2]s" data-act="sheet" data-v="%[2]s"><b>%s</b><span>%s</span></button>`,
		dead, code, loc.Name(u.Config), state)
	pips(&w, "Armor", l.Armor, l.MaxArmor)
	if loc.HasRear() {
		pips(&w, "Rear", l.Rear, l.MaxRear)
	}
	pips(&w, "Structure", l.Structure, l.MaxStructure)
	w.f(`</div>`)
	head = w.String()
	w.Reset()
	w.f(`<ol class="crits" id="crits-%s">`, code)
	for slot := 1; slot <= loc.SlotsFor(u.Config); slot++ {
		hit := l.Crit[slot-1] != 0
		label, class := "Roll Again", "empty"
		i := u.ItemAt(loc, slot)
		if i >= 0 {
			it := u.Items[i]
			label, class = esc(it.Label()), gone(it)
		}
		if hit {
			class, label = "hit", label+" ✗"
		}
		if !hit && !l.Destroyed && i >= 0 && u.Items[i].Kind.Critable() {
			w.f(`<li class="%s"><button class="slot" id="crit-%s-%d" data-act="crit" data-v="%[2]s:%[3]d" aria-label="Mark slot %[3]d hit: %s">%[4]s</button></li>`, class, code, slot, label)
			continue
		}
		w.f(`<li class="%s">%s</li>`, class, label)
	}
	w.f(`</ol>`)
	return head, w.String()
}

// pips writes points as pips in groups of five: ● for a point left, ○ for
// one lost.
func pips(w *htmlWriter, label string, left, full int) {
	if full == 0 {
		return
	}
	w.f(`<div class="pips"><span class="pl">%s %d/%d</span>`, label, left, full)
	for i := 0; i < full; i += 5 {
		w.f(`<span class="pg">`)
		for j := i; j < min(i+5, full); j++ {
			if j < left {
				w.WriteString("●")
			} else {
				w.WriteString("○")
			}
		}
		w.f(`</span>`)
	}
	w.f(`</div>`)
}
