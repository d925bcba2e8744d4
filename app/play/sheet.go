package play

import (
	"cmp"
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
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

// unitsHTML is the unit switcher: one button per unit with its status.
func unitsHTML(s *game.State, selected string) kit.HTML {
	var w kit.Writer
	w.F(`<div class="units" id="units">%s</div>`, kit.Join(unitParts(s, selected)))
	return w.HTML()
}

// unitParts are the unit switcher's buttons. A button is written again
// only when what it shows changed (chipCache): a tap changes one or two of
// them (make bench, game).
func unitParts(s *game.State, selected string) []kit.Part {
	parts := make([]kit.Part, len(s.Units))
	for i := range s.Units {
		u := &s.Units[i]
		k := chipKey{i: i, id: u.ID, pilot: u.Pilot.Name, gunnery: u.Pilot.Gunnery, piloting: u.Pilot.Piloting,
			selected: u.ID == selected, heat: u.Heat, phase: u.PhaseDamage, pending: pendingOf(s, u.ID)}
		k.left, k.full = u.ArmorLeft()
		for _, f := range flags(u) {
			k.flags += " · " + f
		}
		if i >= len(chipCache) {
			chipCache = append(chipCache, chip{})
		}
		if c := &chipCache[i]; c.key != k {
			c.key, c.part = k, kit.Part{ID: "unit-" + strconv.Itoa(i), HTML: chipHTML(k)}
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
	part kit.Part
}

// chipCache holds the unit buttons last written, by position.
var chipCache []chip

// chipHTML writes a unit's button.
func chipHTML(k chipKey) kit.HTML {
	var w kit.Writer
	w.F(`<button class="unit%s" id="unit-%d" data-act="unit" data-v="%s" aria-pressed="%t"><b>%s</b><span>%s · %d/%d</span><span class="ustat">Armor %d/%d · Heat %d`,
		kit.On(k.selected), k.i, k.id, k.selected, k.id, k.pilot, k.gunnery, k.piloting, k.left, k.full, k.heat)
	if k.phase > 0 {
		w.F(` · Phase dmg %d`, k.phase)
	}
	if n := k.pending; n > 0 {
		w.F(` · <em>%d roll%s</em>`, n, kit.Plural(n))
	}
	if k.flags != "" {
		w.F(`<em>%s</em>`, k.flags)
	}
	w.F(`</span></button>`)
	return w.HTML()
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

// damageHTML is the damage entry: the side the hit comes from, the
// location (or a roll for it), the damage and the button that applies it.
func damageHTML(w *kit.Writer, s *game.State, u *game.Unit, from, loc string, dir classic.Direction, amount int) {
	k := damageKey{unit: u.ID, from: from, loc: loc, cfg: u.Config, dir: dir, amount: amount}
	for _, a := range s.Units {
		if !a.Destroyed {
			k.attackers += a.ID + "\x00"
		}
	}
	if k != damageCache.key || damageCache.html == "" {
		var d kit.Writer
		writeDamage(&d, s, u, from, loc, dir, amount)
		damageCache.key, damageCache.html = k, d.HTML()
	}
	w.Put(damageCache.html)
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
	html kit.HTML
}

func writeDamage(w *kit.Writer, s *game.State, u *game.Unit, from, loc string, dir classic.Direction, amount int) {
	w.F(`<section class="panel" id="damage"><h2>Damage to %s</h2><div class="segmented" role="group" aria-label="Attack from">`, u.ID)
	for _, d := range []classic.Direction{classic.Front, classic.Rear, classic.Left, classic.Right} {
		w.F(`<button class="seg%s" id="dir-%s" data-act="dir" data-v="%d" aria-pressed="%t">%[2]s</button>`, kit.On(d == dir), d, int(d), d == dir)
	}
	w.F(`</div><div class="chips" role="group" aria-label="Attacker (for the ledger)">`)
	for i, a := range append([]game.Unit{{ID: ""}}, s.Units...) {
		if a.ID != u.ID && !a.Destroyed {
			w.F(`<button class="chip small%s" id="from-%d" data-act="from" data-v="%s">%s</button>`, kit.On(a.ID == from), i, a.ID, cmp.Or(a.ID, "No attacker"))
		}
	}
	w.F(`</div>`)
	locChips(w, loc)
	w.F(`<div class="stepper"><span class="steplabel">Damage</span><div class="stepctl">`+
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
func promptHTML(w *kit.Writer, n *game.NeedRoll, faces []int) {
	w.F(`<section class="panel prompt" id="prompt"><h2>Dice for %s</h2><p id="need-what">%s</p>`, n.Unit, n.Purpose)
	if n.Target > 0 {
		p := n.Dice.Chance(n.Target)
		w.F(`<p class="chance">Chance of %d+ on %s: <strong>%s</strong> <span class="muted">(%s)</span></p>`, n.Target, n.Dice, p.Percent(), p)
	}
	w.F(`<button class="btn primary big" id="need-roll" data-act="roll">Roll %s</button><p class="muted small">Or tap the faces of your own dice:</p>`, n.Dice)
	kit.Faces(w, n.Dice.Sides, faces)
	w.F(`<button class="btn" id="need-cancel" data-act="cancel">Cancel</button></section>`)
}

// locChips are the location choices of the damage entry, and the choice
// to roll for the location.
func locChips(w *kit.Writer, selected string) {
	w.F(`<div class="chips locs" role="group" aria-label="Location">`)
	for _, l := range classic.Locations {
		w.F(`<button class="chip small%s" id="hitloc-%s" data-act="loc" data-v="%[2]s" aria-pressed="%t">%[2]s</button>`, kit.On(l.Code() == selected), l.Code(), l.Code() == selected)
	}
	w.F(`<button class="chip small%s" id="hitloc-roll" data-act="loc" data-v="roll" aria-pressed="%t">Roll</button></div>`, kit.On(selected == ""), selected == "")
}

// pendingHTML is the queue of rolls the players owe, each with its cause,
// target number, itemised modifiers and exact chance; only the first roll
// of a unit can be made (the engine keeps a unit's rolls in order). An
// ammunition roll with bins tied for the explosion is made by picking the
// bin that explodes if it fails (game.Unit.HeatExplosionBins).
func pendingHTML(w *kit.Writer, s *game.State) {
	w.F(`<section class="panel" id="pending"><h2>Rolls to make (%d)</h2><ul class="pending">`, len(s.Pending))
	first := map[string]bool{}
	for _, q := range s.Pending {
		mods := make([]string, len(q.Mods))
		for i, m := range q.Mods {
			mods[i] = fmt.Sprintf("%+d %s", m.Value, m.Reason)
		}
		w.F(`<li><div><b>%s: %s %d+</b> <span>%s</span><br><span class="muted small">%s</span><br>`,
			q.Unit, q.Kind.Label(), q.Target, q.Reason, strings.Join(mods, ", "))
		p := dice.TwoD6.Chance(q.Target)
		w.F(`Chance <b>%s</b> <span class="muted">(%s)</span></div>`, p.Percent(), p)
		var bins []int
		u, ok := s.Unit(q.Unit)
		if ok && q.Kind == game.AmmoAvoid {
			bins = u.HeatExplosionBins()
		}
		switch {
		case first[q.Unit]:
		case len(bins) > 1:
			w.F(`<p class="muted small">Roll; on a failure explodes:</p><div class="chips bins" role="group" aria-label="Bin that explodes on a failure">`)
			for _, i := range bins {
				it := &u.Items[i]
				w.F(`<button class="chip" id="resolve-%d-%d" data-act="resolve" data-v="%[1]d" data-i="%[2]d">%s %s:%d</button>`, q.ID, i, it.Label(), it.Loc.Code(), it.Slots[0])
			}
			w.F(`</div>`)
		default:
			w.F(`<button class="btn" id="resolve-%d" data-act="resolve" data-v="%[1]d">Roll</button>`, q.ID)
		}
		first[q.Unit] = true
		w.F(`</li>`)
	}
	w.F(`</ul></section>`)
}

// reportHTML shows what the latest event did.
func reportHTML(w *kit.Writer, p session.Played) {
	w.F(`<section class="panel" id="report"><h2>Turn %d, %s phase</h2><ul class="lines">`, p.Turn, p.Phase)
	for _, l := range p.Lines {
		w.F(`<li>%s</li>`, l)
	}
	w.F(`</ul></section>`)
}

// historyParts are the history's heading and one part per event, the
// first of each turn with the turn's heading. An event's part is written
// once and kept (histCache) while the game's history up to it stays the
// same.
func historyParts(h []session.Played) []kit.Part {
	var w kit.Writer
	w.F(`<h2 id="history-h">History (%d)</h2>`, len(h))
	parts := []kit.Part{{ID: "history-h", HTML: w.HTML()}}
	for i := range h {
		if i >= len(histCache) || histCache[i].summary != h[i].Summary || histCache[i].turn != h[i].Turn {
			histCache = append(histCache[:min(i, len(histCache))], histEntry{h[i].Turn, h[i].Summary, kit.Part{ID: "hist-" + strconv.Itoa(i), HTML: historyEntry(h, i)}})
		}
		parts = append(parts, histCache[i].part)
	}
	return parts
}

// histEntry is an event's part of the history, with what it was written
// from.
type histEntry struct {
	turn    int
	summary string
	part    kit.Part
}

// histCache holds the history's parts last written, by position.
var histCache []histEntry

// historyEntry is the HTML of event i of the history: the engine's
// one-line summary (game.State.Summary), under a heading for each turn.
func historyEntry(h []session.Played, i int) kit.HTML {
	p := &h[i]
	var w kit.Writer
	w.F(`<div class="hist" id="hist-%d">`, i)
	if i == 0 || p.Turn != h[i-1].Turn {
		w.F(`<h3>Turn %d</h3>`, p.Turn)
	}
	w.F(`<p>%s</p></div>`, p.Summary)
	return w.HTML()
}

// sheetHTML is the record sheet of a unit in play: movement, heat with its
// effects, the pilot's damage track, and per location the armor, rear
// armor and structure as numbers and pips, and the critical slots with
// their hits; then the ammunition bins.
func sheetHTML(u *game.Unit) kit.HTML {
	var w kit.Writer
	w.F(`<section class="panel sheet" id="sheet">%s</section>`, kit.Join(sheetParts(u)))
	return w.HTML()
}

// sheetParts are the record sheet's heading (movement, heat, pilot), its
// locations and its ammunition.
func sheetParts(u *game.Unit) []kit.Part {
	parts := []kit.Part{{ID: "sheet-head", HTML: sheetHead(u)},
		{ID: "sheet-phase", HTML: phaseDamage(u)}}
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
		parts = append(parts, kit.Part{ID: "sheet-" + loc.Code(), HTML: e.html}, kit.Part{ID: "crits-" + loc.Code(), HTML: e.crits})
	}
	return append(parts, kit.Part{ID: "sheet-ammo", HTML: ammoHTML(u)})
}

// locCache keeps each location's HTML with what it was written from (the
// location's state and which of the unit's items are destroyed), by unit,
// design and location, so a tap writes only the locations it changed.
var locCache = map[string]locEntry{}

type locEntry struct {
	state       game.LocationState
	gone        string
	html, crits kit.HTML // the armor and structure, the critical slots
}

// sheetHead is the sheet's heading: the 'Mech, the pilot, movement, heat
// with its effects and the pilot's damage track.
func sheetHead(u *game.Unit) kit.HTML {
	var w kit.Writer
	w.F(`<div id="sheet-head"><h2>%s · %d t</h2>`, u.Name(), u.Tons)
	w.F(`<p>Pilot %s · Gunnery %d · Piloting %d`, u.Pilot.Name, u.Pilot.Gunnery, u.Pilot.Piloting)
	if u.Destroyed {
		w.F(`<br><b class="error">Destroyed: %s</b>`, u.DestroyedBy)
	}
	w.F(`</p><p class="mp" id="sheet-mp">Walk <b>%d</b> · Run <b>%d</b> · Jump <b>%d</b>`, u.WalkMP(), u.RunMP(), u.JumpMP())
	for _, f := range flags(u) {
		w.F(` · <em>%s</em>`, f)
	}
	w.F(`</p>`)
	heatHTML(&w, u)
	w.F(`<table class="track" id="sheet-pilot"><tr><th>Pilot hits</th>`)
	for h := 1; h <= 6; h++ {
		w.F(`<td class="%s">%d</td>`, kit.On(h <= u.Pilot.Hits), h)
	}
	w.F(`</tr><tr><th>Conscious</th>`)
	for h := 1; h <= 6; h++ {
		n, dead, _ := classic.ConsciousnessNumber(h)
		if dead {
			w.F(`<td>dead</td>`)
		} else {
			w.F(`<td>%d+</td>`, n)
		}
	}
	w.F(`</tr></table><p class="mark" id="mark-pilot">Mark pilot hits`)
	markBtns(&w, "ph", "pilot hit")
	w.F(`</p></div>`)
	return w.HTML()
}

// markBtns writes the − and + buttons that mark the record sheet by hand
// (GamePage.mark): key names the field, what the mark for screen readers.
func markBtns(w *kit.Writer, key, what string) {
	w.F(`<span class="marks"><button class="step" id="%s-dec" data-act="step" data-k="%[1]s" data-v="-1" aria-label="%s −1">−</button>`+
		`<button class="step" id="%[1]s-inc" data-act="step" data-k="%[1]s" data-v="1" aria-label="%[2]s +1">+</button></span>`, key, what)
}

// ammoHTML lists the ammunition bins with their shots left.
func ammoHTML(u *game.Unit) kit.HTML {
	var w kit.Writer
	w.F(`<div id="sheet-ammo"><h3>Ammunition</h3><ul class="ammo">`)
	n := 0
	for i, it := range u.Items {
		if it.Kind == game.Ammo {
			n++
			w.F(`<li class="%s" id="ammo-%d"><span>%s (%s): <b>%d</b>/%d shots</span>`, gone(it), i, it.Label(), it.Loc, it.ShotsLeft, it.Shots)
			if !it.Destroyed {
				markBtns(&w, "am"+strconv.Itoa(i), "shots left")
			}
			w.F(`</li>`)
		}
	}
	if n == 0 {
		w.F(`<li>None</li>`)
	}
	w.F(`</ul></div>`)
	return w.HTML()
}

func gone(it game.Item) string {
	if it.Destroyed {
		return "gone"
	}
	return ""
}

// heatHTML writes the heat level on the 0-30 scale and what it does now
// (the Heat Data table through Unit.HeatEffects).
func heatHTML(w *kit.Writer, u *game.Unit) {
	e := u.HeatEffects()
	w.F(`<div class="heat" id="sheet-heat"><div class="heatbar"><span style="width:%d%%"></span></div><p>Heat <b>%d</b> · sinks dissipate %d`, min(u.Heat, 30)*100/30, u.Heat, u.Dissipation())
	if h := u.EngineHeat(); h > 0 {
		w.F(` · engine hits add %d`, h)
	}
	w.F(`</p><p class="mark">Mark heat`)
	markBtns(w, "ht", "heat")
	w.F(`</p><ul class="lines">`)
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
		w.F(`<li>%s</li>`, x)
	}
	w.F(`</ul></div>`)
}

// locationHTML is one location in two parts: a button to aim damage at
// it with its armor, rear armor and structure as numbers and pips; and its
// critical slots, each one that can still take a hit a button that marks
// it hit (the crit event). Apart, a hit that changes only the armor
// re-parses only the first.
func locationHTML(u *game.Unit, loc classic.Location) (head, crits kit.HTML) {
	var w kit.Writer
	l := &u.Locations[loc]
	code := loc.Code()
	state, dead := "hit ›", ""
	if l.Destroyed {
		state, dead = "destroyed", " dead"
	}
	w.F(`<div class="sloc%s" id="sheet-%s"><button class="locbtn" id="loc-%[2]s" data-act="sheet" data-v="%[2]s"><b>%s</b><span>%s</span></button>`,
		dead, code, loc.Name(u.Config), state)
	pips(&w, "Armor", l.Armor, l.MaxArmor)
	if loc.HasRear() {
		pips(&w, "Rear", l.Rear, l.MaxRear)
	}
	pips(&w, "Structure", l.Structure, l.MaxStructure)
	w.F(`</div>`)
	head = w.HTML()
	w.Reset()
	w.F(`<ol class="crits" id="crits-%s">`, code)
	for slot := 1; slot <= loc.SlotsFor(u.Config); slot++ {
		hit := l.Crit[slot-1] != 0
		label, class := "Roll Again", "empty"
		i := u.ItemAt(loc, slot)
		if i >= 0 {
			it := u.Items[i]
			label, class = it.Label(), gone(it)
		}
		if hit {
			class, label = "hit", label+" ✗"
		}
		if !hit && !l.Destroyed && i >= 0 && u.Items[i].Kind.Critable() {
			w.F(`<li class="%s"><button class="slot" id="crit-%s-%d" data-act="crit" data-v="%[2]s:%[3]d" aria-label="Mark slot %[3]d hit: %s">%[4]s</button></li>`, class, code, slot, label)
			continue
		}
		w.F(`<li class="%s">%s</li>`, class, label)
	}
	w.F(`</ol>`)
	return head, w.HTML()
}

// pips writes points as pips in groups of five: ● for a point left, ○ for
// one lost.
func pips(w *kit.Writer, label string, left, full int) {
	if full == 0 {
		return
	}
	w.F(`<div class="pips"><span class="pl">%s %d/%d</span>`, label, left, full)
	for i := 0; i < full; i += 5 {
		w.F(`<span class="pg">`)
		for j := i; j < min(i+5, full); j++ {
			if j < left {
				w.F("●")
			} else {
				w.F("○")
			}
		}
		w.F(`</span>`)
	}
	w.F(`</div>`)
}

// phaseDamage is the damage the unit took this phase.
func phaseDamage(u *game.Unit) kit.HTML {
	var w kit.Writer
	w.F(`<p class="muted small" id="sheet-phase">Damage this phase %d (20 calls for a PSR)</p>`, u.PhaseDamage)
	return w.HTML()
}
