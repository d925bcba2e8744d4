package play

import (
	"cmp"
	"lancemate/app/kit"
	"lancemate/app/session"
	"slices"
	"strconv"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/game"
)

// The game page is written as HTML text: a few views whose parts the page
// rewrites by id (kit.PartsView), whose buttons are served by one
// delegated handler reading their data-act and data-v attributes
// (GamePage.onTap). Every text from a design or a pilot is escaped.

// unitsHTML is the force strip: one button per unit with its status.
func unitsHTML(s *game.State, selected string) kit.HTML {
	var w kit.Writer
	w.F(`<div class="units" id="units">%s</div>`, kit.Join(unitParts(s, selected)))
	return w.HTML()
}

// unitParts are the force strip's buttons. A button is written again
// only when what it shows changed (chipCache): a tap changes one or two of
// them (make bench, game).
func unitParts(s *game.State, selected string) []kit.Part {
	parts := make([]kit.Part, len(s.Units))
	sides, bySide := session.SidesOf(s), session.GetPrefs().StripBySide
	for i := range s.Units {
		u := &s.Units[i]
		k := chipKey{i: i, id: u.ID, short: shortName(u), selected: u.ID == selected, heat: u.Heat, pending: pendingOf(s, u.ID), side: slices.Index(sides, u.Side) + 1, sideName: u.Side}
		if bySide {
			k.order = cmp.Or(k.side, len(sides)+1)
		}
		k.left, k.full = u.ArmorLeft()
		k.flags, k.dead = flagText(u), u.Destroyed
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

// chipKey is everything a unit's button shows: side is its side (its
// place in session.SidesOf from 1, its colour; 0 for none) and sideName
// its name, order its place when the strip is ordered by side (0: in the
// order the units entered play).
type chipKey struct {
	i, side, order             int
	id, short, flags, sideName string
	left, full, heat, pending  int
	selected, dead             bool
}

// chip is a unit button written from its key.
type chip struct {
	key  chipKey
	part kit.Part
}

// chipCache holds the unit buttons last written, by position.
var chipCache []chip

// chipHTML writes a unit's button: its name, the armor it has left (a
// bar and a percentage), its heat, what stops it and the rolls it owes.
func chipHTML(k chipKey) kit.HTML {
	var w kit.Writer
	pct := 0
	if k.full > 0 {
		pct = k.left * 100 / k.full
	}
	w.F(`<button class="unit%s%s side%d o%d" id="unit-%d" data-act="unit" data-v="%s" aria-pressed="%t">`,
		kit.On(k.selected), when(k.dead, " dead"), k.side, k.order, k.i, k.id, k.selected)
	if k.short != k.id { // the short form shown, the name read out
		w.F(`<b aria-hidden="true">%s</b><span class="vh">%s</span>`, k.short, k.id)
	} else {
		w.F(`<b>%s</b>`, k.id)
	}
	if k.pending > 0 {
		w.F(`<span class="npend" aria-label="%d roll%s to make">%[1]d</span>`, k.pending, kit.Plural(k.pending))
	}
	w.F(`<span class="ustat">`)
	if k.side > 0 {
		w.F(`<i class="sd"><span class="vh">%s</span><span aria-hidden="true">%s</span></i>`, k.sideName, sideTag(k.sideName))
	}
	w.F(`<i class="abar"><i class="%s"></i></i>%d%% · H%d`, fill(k.left, k.full), pct, k.heat)
	if k.flags != "" {
		w.F(` <em>%s</em>`, k.flags)
	}
	w.F(`</span></button>`)
	return w.HTML()
}

// sideTag is a side's name as a strip tab has room for: "S2" for
// "Side 2", else its first three letters ("Kur" for Kurita); the tab's
// colour and the initiative sheet tell the rest.
func sideTag(name string) string {
	if n, ok := strings.CutPrefix(name, "Side "); ok && len(n) <= 2 {
		return "S" + n
	}
	if r := []rune(name); len(r) > 3 {
		return string(r[:3])
	}
	return name
}

// when is h when b, else nothing.
func when(b bool, h kit.HTML) kit.HTML {
	if b {
		return h
	}
	return ""
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

// flagText is the flags in one line.
func flagText(u *game.Unit) string {
	s := ""
	for i, f := range flags(u) {
		if i > 0 {
			s += ", "
		}
		s += f
	}
	return s
}

// sheetHTML is the record sheet of a unit in play (sheetParts).
func sheetHTML(s *game.State, u *game.Unit) kit.HTML {
	var w kit.Writer
	w.F(`<section class="rsheet" id="sheet">%s</section>`, kit.Join(sheetParts(s, u)))
	return w.HTML()
}

// sheetParts are the record sheet: its heading (the 'Mech, turn and phase,
// the rolls owed, the game menu), the armor diagram, one part per
// location laid out like the 'Mech, the heat, pilot and movement lines,
// then the weapons inventory and the heat sinks with what critical hits
// took out: the diagram on the first screen, the rest one scroll away.
func sheetParts(s *game.State, u *game.Unit) []kit.Part {
	head, turn := sheetHead(s, u)
	parts := []kit.Part{{ID: "sheet-head", HTML: head, Subs: []kit.Part{{ID: "turn", HTML: turn}}}}
	for _, loc := range classic.Locations {
		k := locKey{unit: u.ID, name: u.Name(), cfg: u.Config, loc: loc, state: u.Locations[loc]}
		h, ok := locCache[k]
		if !ok {
			h = cellHTML(u, loc)
			if len(locCache) > 512 {
				clear(locCache)
			}
			locCache[k] = h
		}
		parts = append(parts, kit.Part{ID: "loc-" + loc.Code(), HTML: h})
	}
	parts = append(parts,
		kit.Part{ID: "sheet-heat", HTML: heatLine(u)},
		kit.Part{ID: "sheet-pilot", HTML: keptPilotLine(u)},
		kit.Part{ID: "sheet-mp", HTML: mpLine(u)},
		kit.Part{ID: "sheet-wpn", HTML: cachedInventory(u, "w", weaponsTable)},
		kit.Part{ID: "sheet-eq", HTML: cachedInventory(u, "e", equipmentLine)})
	if h := optionsCell(u); h != "" {
		parts = append(parts, kit.Part{ID: "sheet-opts", HTML: h})
	}
	return parts
}

// optionsCell is the armor diagram's cell of how the 'Mech was built
// where that changes play (game.Build.Options: "Small cockpit",
// "Triple-Strength Myomer") under what is on it now (status, else
// "Build"), in the space the diagram leaves (beside a biped's head,
// between a quad's rear legs) and no taller than the head's cell; a tap
// opens the options' effects and seed lines (buildSheet). "" for a
// standard 'Mech with nothing on it.
func optionsCell(u *game.Unit) kit.HTML {
	st := status(u)
	var w, names kit.Writer
	label := strings.Join(st, ", ")
	for _, o := range u.Options() {
		name, _, _ := strings.Cut(o.Label, ":")
		names.F(`<span>%s</span>`, name)
		label += ", " + name
	}
	if label == "" {
		return ""
	}
	head := kit.HTML(`<span class="cn">Build</span>`)
	if len(st) > 0 {
		head = kit.Fmt(`<b>%s</b>`, strings.Join(st, " · "))
	}
	w.F(`<button class="cell %s-opts" id="sheet-opts" data-act="open" data-v="build" aria-label="Built with: %s">%s%s</button>`, cfgCode(u.Config), strings.TrimPrefix(label, ", "), head, names.HTML())
	return w.HTML()
}

// status is what is on the 'Mech now that its options or attacks put
// there: TSM active, stealth armor engaged, Narc and iNarc pods.
func status(u *game.Unit) []string {
	var out []string
	if u.TSMActive {
		out = append(out, "TSM active")
	}
	if u.StealthOn {
		out = append(out, "Stealth on")
	}
	for _, pod := range u.Pods {
		kind := "Narc "
		if pod.INarc {
			kind = "iNarc "
		}
		out = append(out, strings.Replace(kind+pod.Kind, "ecm", "ECM", 1)+" pod ("+pod.Loc.Code()+")")
	}
	return out
}

// buildSheet is how the 'Mech was built where that changes play: what is
// on it now, then each option with its effect in words and, behind a
// "Why?", its seed lines.
func (p *GamePage) buildSheet(u *game.Unit) kit.Sheet {
	var w kit.Writer
	for _, x := range status(u) {
		w.F(`<p class="notice">%s</p>`, x)
	}
	w.F(`<ul class="opts" id="build">`)
	for i, o := range u.Options() {
		w.F(`<li>%s.%s</li>`, o.Label, kit.Why("opt-why-"+strconv.Itoa(i), "Lancemate applies it to every number it changes, each time itemised with the rest.", o.Cite))
	}
	w.F(`</ul>`)
	return kit.Sheet{Title: u.ID + ": built with", Sub: kit.Escape(u.Name()), Body: w.HTML()}
}

// option is the unit's construction option whose id ends in suffix.
func option(u *game.Unit, suffix string) (game.Option, bool) {
	for _, o := range u.Options() {
		if strings.HasSuffix(o.ID, suffix) {
			return o, true
		}
	}
	return game.Option{}, false
}

// locKey is what a location's cell of the diagram is written from.
type locKey struct {
	unit, name string
	cfg        classic.Config
	loc        classic.Location
	state      game.LocationState
}

// locCache keeps each location cell's HTML by what it was written from, so
// a tap writes only the cells it changed.
var locCache = map[locKey]kit.HTML{}

// sheetHead is the sheet's heading: the 'Mech and its pilot, turn and
// phase, the damage of this phase, the rolls owed (a badge that opens
// them) and the game menu.
func sheetHead(s *game.State, u *game.Unit) (head, turn kit.HTML) {
	var w kit.Writer
	w.F(`<p class="rs-turn" id="turn">Turn %d · %s`, s.Turn, phaseName(s.Phase))
	if u.PhaseDamage > 0 {
		w.F(` · <span id="phase-dmg">%d dmg this phase</span>`, u.PhaseDamage)
	}
	w.F(`</p>`)
	turn = w.HTML()
	w.Reset()
	w.F(`<div class="rs-head" id="sheet-head"><div class="rs-name"><h2 id="sheet-name">%s <span class="muted">%d t</span></h2>%s`, u.Name(), u.Tons, turn)
	if u.Destroyed {
		w.F(`<p class="rs-dead" id="sheet-dead">Destroyed: %s</p>`, u.DestroyedBy)
	}
	w.F(`</div>`)
	if n := len(s.Pending); n > 0 {
		w.F(`<button class="pbadge" id="pending-badge" data-act="open" data-v="rolls">%d roll%s</button>`, n, kit.Plural(n))
	}
	w.F(`<button class="btn small menu" id="menu" data-act="open" data-v="menu" aria-label="Game menu: history, undo and redo, new game">⋯</button></div>`)
	return w.HTML(), turn
}

// cellHTML is one location of the armor diagram: a button that opens the
// location's detail, with its armor, rear armor and internal structure as
// numbers and fill bars; a destroyed location is marked.
func cellHTML(u *game.Unit, loc classic.Location) kit.HTML {
	var w kit.Writer
	l := &u.Locations[loc]
	name := loc.Name(u.Config)
	label := name + ": armor " + strconv.Itoa(l.Armor) + " of " + strconv.Itoa(l.MaxArmor)
	if loc.HasRear() {
		label += ", rear " + strconv.Itoa(l.Rear) + " of " + strconv.Itoa(l.MaxRear)
	}
	label += ", structure " + strconv.Itoa(l.Structure) + " of " + strconv.Itoa(l.MaxStructure)
	if l.Destroyed {
		label += ", destroyed"
	}
	crits := 0
	for _, c := range l.Crit {
		if c != 0 {
			crits++
		}
	}
	if crits > 0 && !l.Destroyed {
		label += ", " + strconv.Itoa(crits) + " critical hit" + kit.Plural(crits)
	}
	// The name a screen reader says is the label in words (a hidden span,
	// not aria-label: the visible letters and numbers are not in it).
	w.F(`<button class="cell %s-%s%s" id="loc-%s" data-act="sheet" data-v="%[4]s"><span class="vh">%s</span><span class="cn" aria-hidden="true">%s</span>`,
		cfgCode(u.Config), loc.Code(), when(l.Destroyed, " dead"), loc.Code(), label, short(loc, u.Config))
	if l.Destroyed {
		w.F(`<span class="cx" aria-hidden="true">destroyed</span></button>`)
		return w.HTML()
	}
	bar(&w, "a", "A", l.Armor, l.MaxArmor)
	if loc.HasRear() {
		bar(&w, "r", "R", l.Rear, l.MaxRear)
	}
	bar(&w, "s", "S", l.Structure, l.MaxStructure)
	if crits > 0 {
		w.F(`<span class="cc" aria-hidden="true">%d crit%s</span>`, crits, kit.Plural(crits))
	}
	w.F(`</button>`)
	return w.HTML()
}

// cfgCode is the class prefix of a cell's place in the diagram: b for a
// biped, q for a quad.
func cfgCode(c classic.Config) string {
	if c == classic.Quad {
		return "q"
	}
	return "b"
}

// bar writes a value of a cell: its letter, the number left and a bar.
func bar(w *kit.Writer, class, letter string, left, full int) {
	w.F(`<span class="cv %s" aria-hidden="true"><i>%s</i><b>%d</b><span class="fb"><span class="%s"></span></span></span>`, class, letter, left, fill(left, full))
}

// heatLine is the heat level with what it does now, in one line (the Heat
// Data table through Unit.HeatEffects); a tap opens the heat sheet.
func heatLine(u *game.Unit) kit.HTML {
	var w kit.Writer
	w.F(`<button class="rs-line" id="sheet-heat" data-act="open" data-v="heat"><span class="rs-k">Heat</span><b class="hv">%d</b><span class="fb heat"><span class="%s"></span></span><span class="rs-fx">%s</span></button>`,
		u.Heat, fill(min(u.Heat, 30), 30), heatEffects(u))
	return w.HTML()
}

// heatEffects are the effects of the unit's heat level in one line, and
// the heat built up this turn.
func heatEffects(u *game.Unit) string {
	e := u.HeatEffects()
	s := ""
	add := func(x string) {
		if s != "" {
			s += " · "
		}
		s += x
	}
	if v := e.Movement.Value; v != 0 {
		add(strconv.Itoa(v) + " MP")
	}
	if v := e.ToHit.Value; v != 0 {
		add("+" + strconv.Itoa(v) + " to hit")
	}
	switch {
	case e.Shutdown.Automatic:
		add("shuts down")
	case e.Shutdown.Avoid > 0:
		add("shutdown " + strconv.Itoa(e.Shutdown.Avoid) + "+")
	}
	if v := e.AmmoExplosion.Avoid; v > 0 {
		add("ammo " + strconv.Itoa(v) + "+")
	}
	if s == "" {
		s = "no effects"
	}
	if own := u.HeatGen + u.EngineHeat() + min(u.ExternalHeat, 15); own > 0 {
		s += " · +" + strconv.Itoa(own) + " this turn"
	}
	return s
}

// pilotCache keeps the pilot lines written, by the pilot they show: a
// hit on the armor leaves the pilot as it was.
var pilotCache = map[game.Pilot]kit.HTML{}

// keptPilotLine is pilotLine(u), from pilotCache when it holds u's pilot.
func keptPilotLine(u *game.Unit) kit.HTML {
	if h, ok := pilotCache[u.Pilot]; ok {
		return h
	}
	if len(pilotCache) > 64 {
		clear(pilotCache)
	}
	pilotCache[u.Pilot] = pilotLine(u)
	return pilotCache[u.Pilot]
}

// pilotLine is the pilot with the damage track: hits taken and, under
// each, the consciousness number of that hit (003 L3407-3416); a tap opens
// the pilot sheet.
func pilotLine(u *game.Unit) kit.HTML {
	var w kit.Writer
	pl := &u.Pilot
	state := ""
	switch {
	case pl.Dead:
		state = ", dead"
	case pl.Unconscious:
		state = ", unconscious"
	}
	w.F(`<button class="rs-line" id="sheet-pilot" data-act="open" data-v="pilot"><span class="vh">Pilot %s, gunnery %[4]d, piloting %[5]d: %[2]d hit%[3]s%[6]s. Mark pilot hits</span>`+
		`<span class="rs-k" aria-hidden="true">Pilot</span><span class="rs-pn" aria-hidden="true">%[1]s <span class="muted">%[4]d/%[5]d</span></span><span class="ptrack" aria-hidden="true">`,
		pl.Name, pl.Hits, kit.Plural(pl.Hits), pl.Gunnery, pl.Piloting, state)
	for h := 1; h <= 6; h++ {
		n, dead, _ := classic.ConsciousnessNumber(h)
		c := strconv.Itoa(n) + "+"
		if dead {
			c = "dead"
		}
		w.F(`<span class="pt%s"><b>%d</b><i>%s</i></span>`, kit.On(h <= pl.Hits), h, c)
	}
	w.F(`</span>`)
	switch {
	case pl.Dead:
		w.F(`<em aria-hidden="true">dead</em>`)
	case pl.Unconscious:
		w.F(`<em aria-hidden="true">out</em>`)
	}
	w.F(`</button>`)
	return w.HTML()
}

// mpLine is the unit's current movement points and how it moved this
// turn, with what stops it; a tap opens the movement sheet.
func mpLine(u *game.Unit) kit.HTML {
	var w kit.Writer
	w.F(`<button class="rs-line" id="sheet-mp" data-act="open" data-v="move"><span class="rs-k">MP</span><span>Walk <b>%d</b> · Run <b>%d</b> · Jump <b>%d</b></span>`, u.WalkMP(), u.RunMP(), u.JumpMP())
	if u.Moved != game.NotMoved {
		w.F(`<span class="rs-fx">%s</span>`, moved(u))
	}
	if f := flagText(u); f != "" {
		w.F(`<em>%s</em>`, f)
	}
	w.F(`</button>`)
	return w.HTML()
}

// invCache keeps the inventory parts' HTML by what they were written
// from (inventoryKey): working out every weapon's bins takes a phone a few
// milliseconds, and most taps change none of it.
var invCache = map[string]kit.HTML{}

// cachedInventory is write(u), from invCache when u's items and locations
// are as they were when it was last written.
func cachedInventory(u *game.Unit, part string, write func(*game.Unit) kit.HTML) kit.HTML {
	k := part + inventoryKey(u)
	h, ok := invCache[k]
	if !ok {
		h = write(u)
		if len(invCache) > 256 {
			clear(invCache)
		}
		invCache[k] = h
	}
	return h
}

// inventoryKey is everything the inventory parts show of u: its name,
// each item's hits and state, the shots left in each bin and which
// locations are destroyed.
func inventoryKey(u *game.Unit) string {
	b := make([]byte, 0, 16+4*len(u.Items))
	b = append(b, u.ID...)
	b = append(b, 0)
	b = append(b, u.Name()...)
	b = append(b, 0)
	for i := range u.Items {
		it := &u.Items[i]
		b = strconv.AppendInt(b, int64(it.Hits), 10)
		b = append(b, when(it.Destroyed, "d")...)
		b = append(b, when(it.Jammed, "j")...)
		b = append(b, when(it.Spent, "s")...)
		if it.Kind == game.Ammo {
			b = strconv.AppendInt(b, int64(it.ShotsLeft), 10)
		}
		b = append(b, ',')
	}
	for _, l := range u.Locations {
		b = append(b, when(l.Destroyed, "x")...)
		b = append(b, '.')
	}
	return string(b)
}

// weaponsTable is the record sheet's weapons inventory (Unit.Armament):
// each weapon's name, location, damage, heat and range brackets, what
// stops it (destroyed, jammed, fired its one shot) and the shots left in
// the bins that feed it, by location.
func weaponsTable(u *game.Unit) kit.HTML {
	var w kit.Writer
	w.F(`<section class="rs-wpn" id="sheet-wpn" aria-label="Weapons"><table><thead><tr><th scope="col">Weapon</th><th scope="col">Loc</th><th scope="col">Dmg</th><th scope="col">Ht</th><th scope="col">Range</th><th scope="col">Ammo</th></tr></thead><tbody>`)
	arms := u.Armament()
	for _, a := range arms {
		name := a.Name
		if a.Rear {
			name += " (R)"
		}
		off := ""
		switch {
		case a.Destroyed:
			off = "destroyed"
		case a.Jammed:
			off = "jammed"
		case a.Spent:
			off = "fired"
		}
		w.F(`<tr class="%s" id="wrow-%d"><th scope="row">%s`, when(off != "", "off"), a.Item, name)
		if off != "" {
			w.F(` <em>%s</em>`, off)
		}
		dmg := strconv.Itoa(a.Damage)
		if a.Cluster > 1 { // missiles × damage each, as the fire sheet reads
			dmg = strconv.Itoa(a.Cluster) + "×" + dmg
		}
		rng := "—"
		if a.Long > 0 {
			rng = strconv.Itoa(a.Short) + "/" + strconv.Itoa(a.Medium) + "/" + strconv.Itoa(a.Long)
			if a.MinRange > 0 {
				rng = "(" + strconv.Itoa(a.MinRange) + ") " + rng
			}
		}
		w.F(`</th><td>%s</td><td>%s</td><td>%d</td><td>%s</td><td>%s</td></tr>`, a.Loc.Code(), dmg, a.Heat, rng, ammoText(a.Ammo))
	}
	if len(arms) == 0 {
		w.F(`<tr><td colspan="6">No weapons.</td></tr>`)
	}
	w.F(`</tbody></table></section>`)
	return w.HTML()
}

// ammoText is the shots left in a weapon's bins, by location: "RT 5+5",
// "LT 6 · RT 0"; "" for a weapon that uses none.
func ammoText(bins []game.AmmoBin) string {
	s := ""
	for i, b := range bins {
		switch {
		case i > 0 && b.Loc == bins[i-1].Loc:
			s += "+"
		case i > 0:
			s += " · "
			fallthrough
		default:
			s += b.Loc.Code() + " "
		}
		s += strconv.Itoa(b.Left)
	}
	return s
}

// equipmentLine is the heat sinks (working of all, and the heat they
// dissipate) and what critical hits have taken out (Unit.Losses): engine,
// gyro and sensor hits, life support, actuators and the rest.
func equipmentLine(u *game.Unit) kit.HTML {
	var w kit.Writer
	hs := u.Sinks()
	kind := "single"
	if hs.Double {
		kind = "double"
	}
	w.F(`<section class="rs-eq" id="sheet-eq" aria-label="Heat sinks and critical hits"><p id="sheet-sinks"><span class="rs-k">Sinks</span><span><b>%d</b>/%d %s · dissipate <b>%d</b></span></p><p id="sheet-crits"><span class="rs-k">Crits</span>`,
		hs.Working, hs.Total, kind, hs.Dissipation)
	losses := u.Losses()
	if len(losses) == 0 {
		w.F(`<span class="muted">none</span>`)
	}
	for i, l := range losses {
		if i > 0 {
			w.F(` · `)
		}
		text := l.Name + " (" + l.Loc.Code() + ")"
		if l.Kind == game.Engine || l.Kind == game.Gyro || l.Kind == game.Sensors {
			text = l.Name + " " + strconv.Itoa(l.Hits) + " hit" + kit.Plural(l.Hits)
		}
		w.F(`<em>%s</em>`, text)
	}
	w.F(`</p></section>`)
	return w.HTML()
}
