package play

import (
	"cmp"
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
	"strconv"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/game"
)

// locSheet is a location's detail: its armor, rear armor and structure
// as pips in groups of five, what the last hit did, its critical slots
// (a tap on one that can still be hit marks it, with Undo in view), its
// ammunition with the shots left, and the attacker of a hit for the
// ledger; at the bottom, the hit: the side it comes from, the damage and
// the button that applies it.
func (p *GamePage) locSheet(t *session.Table, u *game.Unit) kit.Sheet {
	loc, err := classic.ParseLocation(p.loc)
	if err != nil {
		loc = classic.CenterTorso
	}
	l := &u.Locations[loc]
	var w, part kit.Writer
	var parts []kit.Part
	// cut makes what part holds a piece of the sheet with its own id, so a
	// hit rewrites only the pieces it changed (kit.Part.Subs).
	cut := func(out *kit.Writer, id string) {
		parts = append(parts, kit.Part{ID: id, HTML: part.HTML()})
		out.Put(part.HTML())
		part.Reset()
	}
	if p.card != nil && p.card.version == t.Version() && factsNotice(&part, t) {
		cut(&w, "game-facts")
	}
	part.F(`<div class="lpips" id="loc-pips">`)
	pips(&part, "Armor", l.Armor, l.MaxArmor)
	if loc.HasRear() {
		pips(&part, "Rear", l.Rear, l.MaxRear)
	}
	pips(&part, "Structure", l.Structure, l.MaxStructure)
	if l.Destroyed {
		part.F(`<p class="error">Destroyed</p>`)
	}
	part.F(`</div>`)
	cut(&w, "loc-pips")
	w.F(`<h3>Critical slots</h3><p class="muted small">Tap a slot to mark it hit; Undo takes it back.</p>`)
	part.Put(critsHTML(u, loc))
	cut(&w, "crits-"+loc.Code())
	ammoHTML(&part, u, &loc)
	cut(&w, "loc-ammo")
	if armorCares(u) { // its choices list the other units' weapons
		attackerChips(&part, t.State(), u, p.from, p.src)
	} else {
		part.Put(kept(attackerKey(t.State(), u, p.from), func(w *kit.Writer) { attackerChips(w, t.State(), u, p.from, p.src) }))
	}
	cut(&w, "from-chips")
	body := w.HTML()
	w.Reset()
	outcomeStrip(&part, t, p.card)
	cut(&w, "outcome")
	if !l.Destroyed {
		key := "foot\x00" + loc.Code() + "\x00" + strconv.Itoa(int(u.Config)) + "\x00" + strconv.Itoa(int(p.dir)) + "\x00" + strconv.Itoa(p.amount)
		part.Put(kept(key, func(w *kit.Writer) { hitFoot(w, u, loc.Code(), p.dir, p.amount) }))
		cut(&w, "hit-foot")
	}
	return kit.Sheet{Title: loc.Name(u.Config), Sub: kit.Fmt(`%s · %s`, u.ID, u.Name()), Body: body, Foot: w.HTML(), Parts: parts}
}

// critKey is what a location's critical slots are written from: its
// state without the armor and structure, which the slots do not show, so
// a hit on the armor finds them written.
type critKey struct {
	unit, name string
	loc        classic.Location
	state      game.LocationState
	gone       string // which items are destroyed, one byte per item
}

// critCache keeps the critical slots last written per location, which a
// hit on the armor leaves as they were.
var critCache = map[critKey]kit.HTML{}

// critsHTML is a location's critical slots, each one that can still take
// a hit a button that marks it hit (the crit event).
func critsHTML(u *game.Unit, loc classic.Location) kit.HTML {
	k := critKey{unit: u.ID, name: u.Name(), loc: loc, state: u.Locations[loc]}
	k.state.Armor, k.state.Rear, k.state.Structure = 0, 0, 0
	lost := make([]byte, len(u.Items))
	for i, it := range u.Items {
		lost[i] = '0'
		if it.Destroyed {
			lost[i] = '1'
		}
	}
	k.gone = string(lost)
	if h, ok := critCache[k]; ok {
		return h
	}
	l := &u.Locations[loc]
	var w kit.Writer
	w.F(`<ol class="crits" id="crits-%s">`, loc.Code())
	for slot := 1; slot <= loc.SlotsFor(u.Config); slot++ {
		hit := l.Crit[slot-1] != 0
		label, class := "Roll Again", "empty"
		i := u.ItemAt(loc, slot)
		if i >= 0 {
			it := &u.Items[i]
			label, class = itemName(it), gone(it)
		}
		if hit {
			class, label = "hit", label+" ✗"
		}
		if !hit && !l.Destroyed && i >= 0 && u.Items[i].Kind.Critable() {
			w.F(`<li class="%s"><button class="slot" id="crit-%s-%d" data-act="crit" data-v="%[2]s:%[3]d" aria-label="Mark slot %[3]d hit: %s">%[4]s</button></li>`, class, loc.Code(), slot, label)
			continue
		}
		w.F(`<li class="%s">%s</li>`, class, label)
	}
	w.F(`</ol>`)
	if len(critCache) > 256 {
		clear(critCache)
	}
	critCache[k] = w.HTML()
	return critCache[k]
}

// hitFoot is the hit at the bottom of the location and damage sheets: the
// side it comes from, the damage and the button that applies it.
func hitFoot(w *kit.Writer, u *game.Unit, loc string, dir classic.Direction, amount int) {
	w.F(`<div id="hit-foot"><div class="segmented dirs" role="group" aria-label="Hit from">`)
	for _, d := range []classic.Direction{classic.Front, classic.Rear, classic.Left, classic.Right} {
		w.F(`<button class="seg%s" id="dir-%s" data-act="dir" data-v="%d" aria-pressed="%t">%s</button>`, kit.On(d == dir), d, int(d), d == dir, dirLabels[d])
	}
	w.F(`</div><div class="hitrow"><div class="stepctl"><button class="step" id="dmg-dec" data-act="dmg" data-v="-1" aria-label="Less damage">−</button>`+
		`<input type="number" class="stepval" id="dmg" inputmode="numeric" min="1" max="999" aria-label="Damage" value="%d">`+
		`<button class="step" id="dmg-inc" data-act="dmg" data-v="1" aria-label="More damage">+</button></div>`+
		`<button class="btn primary" id="hit-apply" data-act="hit" data-v="%s">%s</button></div></div>`, amount, loc, applyLabel(u, loc, dir, amount))
}

// dirLabels name the sides a hit comes from.
var dirLabels = map[classic.Direction]string{classic.Front: "Front", classic.Rear: "Rear", classic.Left: "Left", classic.Right: "Right"}

// applyLabel says what the apply button will do.
func applyLabel(u *game.Unit, loc string, dir classic.Direction, amount int) string {
	where := "rolled location"
	if l, err := classic.ParseLocation(loc); err == nil {
		where = l.Name(u.Config)
	}
	s := fmt.Sprintf("%d damage → %s", amount, where)
	if dir != classic.Front {
		s += ", " + dir.String()
	}
	return s
}

// sheetPieces keeps pieces of the location sheet by what they are written
// from (kept), so a hit on the armor, which changes none of them, rewrites
// none.
var sheetPieces = map[string]kit.HTML{}

// kept is the piece written from key: as written before, or written now by
// write and kept.
func kept(key string, write func(*kit.Writer)) kit.HTML {
	if h, ok := sheetPieces[key]; ok {
		return h
	}
	var w kit.Writer
	write(&w)
	if len(sheetPieces) > 64 {
		clear(sheetPieces)
	}
	sheetPieces[key] = w.HTML()
	return sheetPieces[key]
}

// attackerKey is what attackerChips writes from for a unit whose armor
// does not care what hit it: the unit hit, the attacker chosen and each
// unit that could be the attacker.
func attackerKey(s *game.State, u *game.Unit, from string) string {
	k := "from\x00" + u.ID + "\x00" + from
	for i := range s.Units {
		a := &s.Units[i]
		k += "\x00" + a.ID + "\x00" + a.Name()
		if a.Destroyed {
			k += "\x00x"
		}
	}
	return k
}

// attackerChips offer the attacker of a hand-entered hit, credited with
// what it does in the Solaris ledger, and, when the unit's armor type
// changes what a hit does by what dealt it (armorCares), what that was:
// a weapon of the attacker (of every other unit when none is named), a
// fall or a physical attack.
func attackerChips(w *kit.Writer, s *game.State, u *game.Unit, from, src string) {
	w.F(`<div id="from-chips"><p class="steplabel">Attacker (for the ledger)</p><div class="chips fit" role="group" aria-label="Attacker">`)
	chip := func(i int, id string) {
		w.F(`<button class="chip small%s" id="from-%d" data-act="from" data-v="%s" aria-pressed="%t">%s</button>`, kit.On(id == from), i, id, id == from, cmp.Or(id, "None"))
	}
	chip(0, "")
	for i := range s.Units {
		if a := &s.Units[i]; a.ID != u.ID && !a.Destroyed {
			chip(i+1, a.ID)
		}
	}
	w.F(`</div>`)
	if armorCares(u) {
		opts, seen := [][2]string{{"", "Other"}}, " "
		for i := range s.Units {
			a := &s.Units[i]
			for _, it := range a.Items {
				if it.Kind == game.Weapon && it.ID != "" && a.ID != u.ID && (from == "" || a.ID == from) && !strings.Contains(seen, " "+it.ID+" ") {
					opts, seen = append(opts, [2]string{it.ID, it.Label()}), seen+it.ID+" "
				}
			}
		}
		choices(w, "src", 0, "What hit", src, append(opts, [2]string{"fall", "Fall"}, [2]string{"physical", "Physical attack"})...)
	}
	w.F(`</div>`)
}

// armorCares reports armor whose effect depends on what dealt a hit:
// laser-reflective, ballistic-reinforced, hardened and ferro-lamellor
// (003 L7409-7447; a re-engineered laser treats the last two as standard,
// 003 L6295).
func armorCares(u *game.Unit) bool {
	for _, k := range []string{"-armor-laser-reflective", "-armor-ballistic-reinforced", "-armor-hardened", "-armor-ferro-lamellor"} {
		if strings.HasSuffix(u.ArmorType, k) {
			return true
		}
	}
	return false
}

// damageSheet is damage entered by hand: the side it comes from, the
// location (or a roll for it), the attacker, and at the bottom the damage
// and the button that applies it.
func (p *GamePage) damageSheet(t *session.Table, u *game.Unit) kit.Sheet {
	var w kit.Writer
	if p.card != nil && p.card.version == t.Version() {
		factsNotice(&w, t)
	}
	w.F(`<p class="steplabel">Location</p><div class="chips locs" role="group" aria-label="Location">`)
	for _, l := range classic.Locations {
		on := l.Code() == p.hitLoc
		w.F(`<button class="chip small%s" id="hitloc-%s" data-act="loc" data-v="%[2]s" aria-pressed="%t" aria-label="%s">%s</button>`,
			kit.On(on), l.Code(), on, l.Name(u.Config), short(l, u.Config))
	}
	w.F(`<button class="chip small%s" id="hitloc-roll" data-act="loc" data-v="roll" aria-pressed="%t">Roll</button></div>`, kit.On(p.hitLoc == ""), p.hitLoc == "")
	attackerChips(&w, t.State(), u, p.from, p.src)
	body := w.HTML()
	w.Reset()
	outcomeStrip(&w, t, p.card)
	hitFoot(&w, u, p.hitLoc, p.dir, p.amount)
	return kit.Sheet{Title: "Damage to " + u.ID, Sub: kit.Escape(u.Name()), Body: body, Foot: w.HTML()}
}

// pips writes points as pips in groups of five: ● for a point left, ○ for
// one lost.
func pips(w *kit.Writer, label string, left, full int) {
	if full == 0 {
		return
	}
	w.F(`<div class="pips"><span class="pl">%s <b>%d</b>/%d</span>`, label, left, full)
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

// ammoHTML lists the ammunition bins (in loc, or all when loc is nil)
// with their shots left and − and + to mark them by hand.
func ammoHTML(w *kit.Writer, u *game.Unit, loc *classic.Location) {
	w.F(`<div id="loc-ammo">`)
	n := 0
	for i := range u.Items {
		it := &u.Items[i]
		if it.Kind != game.Ammo || loc != nil && it.Loc != *loc {
			continue
		}
		if n == 0 {
			w.F(`<h3>Ammunition</h3><ul class="ammo" id="sheet-ammo">`)
		}
		n++
		w.F(`<li class="%s" id="ammo-%d"><span>%s (%s): <b>%d</b>/%d shots</span>`, gone(it), i, it.Label(), it.Loc, it.ShotsLeft, it.Shots)
		if !it.Destroyed {
			markBtns(w, "am"+strconv.Itoa(i), "shots left")
		}
		w.F(`</li>`)
	}
	if n > 0 {
		w.F(`</ul>`)
	}
	w.F(`</div>`)
}

// markBtns writes the − and + buttons that mark the record sheet by hand
// (GamePage.mark): key names the field, what the mark for screen readers.
func markBtns(w *kit.Writer, key, what string) {
	w.F(`<span class="marks"><button class="step" id="%s-dec" data-act="step" data-k="%[1]s" data-v="-1" aria-label="%s −1">−</button>`+
		`<button class="step" id="%[1]s-inc" data-act="step" data-k="%[1]s" data-v="1" aria-label="%[2]s +1">+</button></span>`, key, what)
}

func gone(it *game.Item) string {
	if it.Destroyed {
		return "gone"
	}
	return ""
}

// outcomeStrip is what the last event made in a sheet did, in one line at
// the sheet's bottom, where it stays in view whatever the sheet's scroll,
// with Undo while it is the last event (its full report is in the
// history, in the game menu).
func outcomeStrip(w *kit.Writer, t *session.Table, o *outcome) {
	if o == nil {
		w.F(`<div id="outcome"></div>`)
		return
	}
	w.F(`<div class="ostrip" id="outcome" role="status"><p>%s</p>`, strings.Join(o.lines, "; "))
	if o.version == t.Version() {
		w.F(`<button class="btn small" id="out-undo" data-act="undo">Undo</button>`)
	}
	w.F(`</div>`)
}
