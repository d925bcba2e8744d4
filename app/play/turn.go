package play

import (
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/engine/game"
)

// moveForm is the movement sheet's choice for one unit: it starts afresh
// when another unit is selected, and offers only what the unit can do.
type moveForm struct {
	unit        string // the unit the form is for
	mode        game.MoveMode
	hexes       int
	masc, super bool // MASC and a supercharger boost a run
}

// forUnit starts the form afresh for u when it was for another unit, and
// keeps the hexes within the mode's MP.
func (m *moveForm) forUnit(u *game.Unit) {
	if m.unit != u.ID {
		m.unit, m.mode, m.hexes, m.masc, m.super = u.ID, game.Walked, 1, false, false
		if u.WalkMP() == 0 {
			m.mode = game.StandStill
		}
	}
	if mpFor(u, m.mode) == 0 && m.mode != game.StandStill {
		m.mode = game.StandStill
	}
	m.masc, m.super = m.masc && boosters(u)[0], m.super && boosters(u)[1]
	m.hexes = kit.Clamp(m.hexes, 1, max(m.mp(u), 1))
}

// mp is the unit's MP in the form's mode, a run boosted by MASC and a
// supercharger as asked (003 L7566, L7624), less what its attempts to
// stand this turn cost (Unit.MPLeft).
func (m *moveForm) mp(u *game.Unit) int {
	if m.mode == game.Ran && (m.masc || m.super) {
		return u.MPLeft(classic.BoostedRunningMP(u.WalkMP(), m.masc, m.super))
	}
	return u.MPLeft(mpFor(u, m.mode))
}

// boosters says whether the unit has working MASC and a working
// supercharger.
func boosters(u *game.Unit) (has [2]bool) {
	for _, it := range u.Items {
		for k, suffix := range []string{"-masc", "-supercharger"} {
			has[k] = has[k] || strings.HasSuffix(it.ID, suffix) && !it.Destroyed
		}
	}
	return has
}

// mpFor is the unit's MP in a mode (0 standing still).
func mpFor(u *game.Unit, m game.MoveMode) int {
	switch m {
	case game.Walked:
		return u.WalkMP()
	case game.Ran:
		return u.RunMP()
	case game.Jumped:
		return u.JumpMP()
	}
	return 0
}

// event is the move the form records.
func (m *moveForm) event(u *game.Unit) *game.Move {
	m.forUnit(u)
	mv := &game.Move{Unit: u.ID, Mode: m.mode, MASC: m.masc && m.mode == game.Ran, Supercharger: m.super && m.mode == game.Ran}
	if m.mode != game.StandStill {
		mv.Hexes = m.hexes
	}
	return mv
}

// moveModes are the movement modes offered, with their labels.
var moveModes = []struct {
	m     game.MoveMode
	label string
}{{game.StandStill, "Still"}, {game.Walked, "Walk"}, {game.Ran, "Run"}, {game.Jumped, "Jump"}}

// moveSheet is the movement sheet: how the unit moved this turn, or the
// modes it can use (each with its MP; none it has no MP for) and the
// hexes entered (no more than the mode's MP); a prone 'Mech stands up
// first. Then the PSRs the map calls for, marked by hand (skids, water,
// terrain).
func (p *GamePage) moveSheet(s *game.State, u *game.Unit) kit.Sheet {
	m := &p.move
	m.forUnit(u)
	var w, foot kit.Writer
	switch {
	case u.Destroyed:
		w.F(`<p class="muted">%s is destroyed.</p>`, u.ID)
	case u.Moved != game.NotMoved:
		w.F(`<p id="moved">Moved this turn: %s.</p>`, moved(u))
	case u.Prone:
		w.F(`<p id="move-prone">%s is prone: it stands up before it moves (+1 heat and a PSR).</p>`, u.ID)
		foot.F(`<button class="btn primary big" id="stand" data-act="stand">Stand up</button>`)
		w.F(`<button class="btn" id="move-go" data-act="move" data-v="still">Stay down this turn</button>`)
		m.mode = game.StandStill
	default:
		w.F(`<div class="segmented" role="group" aria-label="Mode">`)
		for _, mm := range moveModes {
			mp := mpFor(u, mm.m)
			if mm.m != game.StandStill && mp == 0 {
				continue
			}
			label := mm.label
			if mm.m != game.StandStill {
				label += " " + strconv.Itoa(mp)
			}
			w.F(`<button class="seg%s" id="mode-%s" data-act="mode" data-v="%d" aria-pressed="%t">%s</button>`, kit.On(mm.m == m.mode), mm.m, int(mm.m), mm.m == m.mode, label)
		}
		w.F(`</div>`)
		if b := boosters(u); m.mode == game.Ran && (b[0] || b[1]) {
			w.F(`<div class="chips fit" role="group" aria-label="Boost the run">`)
			for k, t := range []struct {
				key, label string
				on         bool
			}{{"masc", "MASC", m.masc}, {"super", "Supercharger", m.super}} {
				if b[k] {
					w.F(`<button class="chip small%s" id="boost-%s" data-act="boost" data-v="%[2]s" aria-pressed="%t">%s</button>`, kit.On(t.on), t.key, t.on, t.label)
				}
			}
			w.F(`</div>`)
		}
		if m.mode != game.StandStill {
			kit.Stepper(&w, "hex", fmt.Sprintf("Hexes entered (up to %d)", m.mp(u)), m.hexes)
		}
		foot.F(`<button class="btn primary big" id="move-go" data-act="move">Record: %s</button>`, moveLabel(m))
	}
	if !u.Prone && !u.Destroyed {
		w.F(`<details class="why" id="move-psr"><summary>A PSR the map calls for</summary><div class="chips bins" role="group" aria-label="PSR situation">`)
		for _, c := range game.Situations() {
			label := game.SituationLabel(c)
			if c == "skid" {
				label += " after " + kit.Count(skidHexes(u, m.hexes), "hex", "hexes")
			}
			w.F(`<button class="chip small" id="psr-%s" data-act="psr" data-v="%[1]s">%s</button>`, c, label)
		}
		w.F(`</div></details>`)
	}
	return kit.Sheet{Title: u.ID + ": movement", Sub: kit.Fmt(`Walk %d · Run %d · Jump %d`, u.WalkMP(), u.RunMP(), u.JumpMP()), Body: w.HTML(), Foot: foot.HTML()}
}

// skidHexes are the hexes a skid comes after: those the unit moved, or
// those set for its move.
func skidHexes(u *game.Unit, hexes int) int {
	if u.Moved != game.NotMoved {
		return u.Hexes
	}
	return hexes
}

// requirePSR is the PSR of a situation code (game.Situations) marked by
// hand for u.
func requirePSR(u *game.Unit, code string, hexes int) *game.RequirePSR {
	e := &game.RequirePSR{Unit: u.ID, Situation: code}
	if code == "skid" {
		e.Hexes = skidHexes(u, hexes)
	}
	return e
}

// moveLabel says what a move records.
func moveLabel(m *moveForm) string {
	if m.mode == game.StandStill {
		return "stood still"
	}
	s := fmt.Sprintf("%s, %d hex%s", m.mode, m.hexes, es(m.hexes))
	if m.mode == game.Ran && m.masc {
		s += ", MASC"
	}
	if m.mode == game.Ran && m.super {
		s += ", supercharger"
	}
	return s
}

// heatSheet is the heat sheet: the level, marked by hand with − and +,
// what it does now, the heat built up this turn, outside heat,
// dissipation and the level the Heat Phase will reach
// (classic.HeatPhase); outside heat added at the bottom.
func (p *GamePage) heatSheet(s *game.State, u *game.Unit) kit.Sheet {
	var w, foot kit.Writer
	w.F(`<p class="mark" id="mark-heat"><span>Heat level <b>%d</b></span>`, u.Heat)
	markBtns(&w, "ht", "heat")
	w.F(`</p><p class="rs-fx">%s</p>`, heatEffects(u))
	t, _ := session.Game()
	outcomeStrip(&foot, t, p.card)
	own := u.HeatGen + u.EngineHeat()
	w.F(`<p id="heat-now">Built up this turn +%d · outside +%d · sinks −%d</p>`, own, min(u.ExternalHeat, 15), u.Dissipation())
	if s.Phase < game.PhaseHeat {
		if next, err := classic.HeatPhase(u.Heat, own, u.ExternalHeat, u.Dissipation()); err == nil {
			w.F(`<p id="heat-next">After the Heat Phase: <b>%d</b></p>`, next)
		}
		kit.Stepper(&w, "xh", "Outside heat", p.extra)
		foot.F(`<button class="btn primary big" id="heat-add" data-act="xheat">Add %d outside heat</button>`, p.extra)
	} else {
		w.F(`<p class="muted">This turn&#39;s heat has been applied; the rolls it calls for are in the rolls to make.</p>`)
	}
	declarations(&w, u)
	return kit.Sheet{Title: u.ID + ": heat", Sub: kit.Fmt(`Heat %d · sinks dissipate %d`, u.Heat, u.Dissipation()), Body: w.HTML(), Foot: foot.HTML()}
}

// declarations writes what the 'Mech may declare in the End Phase, each
// only where it has it: engaging or switching off stealth armor
// (003 L7455) and clearing a jammed rotary autocannon next turn
// (003 L6041); the rules refuse them in another phase, and say why.
func declarations(w *kit.Writer, u *game.Unit) {
	var d kit.Writer
	if strings.HasSuffix(u.ArmorType, "-armor-stealth") {
		label := "Engage stealth armor"
		if u.StealthOn {
			label = "Switch stealth armor off"
		}
		d.F(`<button class="btn" id="stealth" data-act="stealth">%s</button>`, label)
	}
	for i := range u.Items {
		it := &u.Items[i]
		if it.Jammed && !it.Destroyed && strings.Contains(it.ID, "-rotary-ac-") && !slices.Contains(u.UnjamNext, i) {
			d.F(`<button class="btn" id="unjam-%d" data-act="unjam" data-v="%[1]d">Clear the jammed %s next turn</button>`, i, itemName(it))
		}
	}
	if d.HTML() != "" {
		w.F(`<h3>End Phase</h3>%s`, d.HTML())
	}
}

// pilotSheet is the pilot's damage track, marked by hand with − and +:
// hits taken, and the consciousness number of each (003 L3407-3416).
func (p *GamePage) pilotSheet(u *game.Unit) kit.Sheet {
	var w kit.Writer
	pl := &u.Pilot
	w.F(`<table class="track" id="pilot-track"><tr><th>Hits</th>`)
	for h := 1; h <= 6; h++ {
		w.F(`<td class="%s">%d</td>`, kit.On(h <= pl.Hits), h)
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
	w.F(`</tr></table><p class="mark" id="mark-pilot"><span>Pilot hits <b>%d</b></span>`, pl.Hits)
	markBtns(&w, "ph", "pilot hit")
	w.F(`</p>`)
	state := "Conscious"
	switch {
	case pl.Dead:
		state = "Dead"
	case pl.Unconscious:
		state = "Unconscious"
	}
	w.F(`<p>%s · Gunnery %d · Piloting %d</p>`, state, pl.Gunnery, pl.Piloting)
	var foot kit.Writer
	t, _ := session.Game()
	outcomeStrip(&foot, t, p.card)
	return kit.Sheet{Title: "Pilot " + pl.Name, Sub: kit.Escape(u.ID), Body: w.HTML(), Foot: foot.HTML()}
}

// rollsSheet is the queue of rolls the players owe, each with its cause,
// target number, chance and, behind "Why?", its modifiers; only the first
// roll of a unit can be made (the engine keeps a unit's rolls in order),
// with the app's dice in one tap or with the player's own. An ammunition
// roll with bins tied for the explosion is made by picking the bin that
// explodes if it fails (game.Unit.HeatExplosionBins).
func (p *GamePage) rollsSheet(s *game.State) kit.Sheet {
	var w kit.Writer
	if len(s.Pending) == 0 {
		w.F(`<p class="muted" id="pending">No rolls to make.</p>`)
		return kit.Sheet{Title: "Rolls to make", Body: w.HTML()}
	}
	w.F(`<ul class="pending" id="pending">`)
	first := map[string]bool{}
	for _, q := range s.Pending {
		pr := dice.TwoD6.Chance(q.Target)
		w.F(`<li id="pend-%d"><div class="pq"><b>%s: %s %d+</b> <span>%s</span><br>Chance <b>%s</b> <span class="muted">(%s)</span>`,
			q.ID, q.Unit, q.Kind.Label(), q.Target, plain(q.Reason), pr.Percent(), pr)
		w.F(`<details class="why"><summary>Why %d+?</summary><ul class="notes">`, q.Target)
		for _, m := range q.Mods {
			text, cite := kit.SplitCite(m.Reason)
			w.F(`<li>%+d %s <span class="cite">%s</span></li>`, m.Value, text, cite)
		}
		w.F(`</ul></details></div>`)
		var bins []int
		u, ok := s.Unit(q.Unit)
		if ok && q.Kind == game.AmmoAvoid {
			bins = u.HeatExplosionBins()
		}
		switch {
		case first[q.Unit]:
			w.F(`<p class="muted small">After %s&#39;s roll above.</p>`, q.Unit)
		case len(bins) > 1:
			w.F(`<p class="muted small">Pick the bin that explodes on a failure, then roll:</p><div class="chips bins" role="group" aria-label="Bin that explodes on a failure">`)
			for _, i := range bins {
				it := &u.Items[i]
				w.F(`<button class="chip" id="resolve-%d-%d" data-act="resolve" data-v="%[1]d" data-i="%[2]d">%s · %s</button>`, q.ID, i, it.Label(), binPlace(u, it, true))
			}
			w.F(`</div>`)
		default:
			w.F(`<div class="drow2"><button class="btn primary" id="roll-%d" data-act="resolve" data-v="%[1]d" data-by="app">Roll</button><button class="btn" id="resolve-%[1]d" data-act="resolve" data-v="%[1]d">My dice</button></div>`, q.ID)
		}
		first[q.Unit] = true
		w.F(`</li>`)
	}
	w.F(`</ul>`)
	n := len(s.Pending)
	return kit.Sheet{Title: "Rolls to make", Sub: kit.Fmt(`%d roll%s owed`, n, kit.Plural(n)), Body: w.HTML()}
}

// setSide puts the unit with id on side n (its place in session.SidesOf,
// from 1; the last may be a new side): an event of the game
// (game.SetSide), undone like any other.
func (p *GamePage) setSide(t *session.Table, id string, n int) {
	s := t.State()
	sides := session.SidesOf(s)
	i := slices.IndexFunc(s.Units, func(u game.Unit) bool { return u.ID == id })
	if i < 0 || n < 1 || n > len(sides) || p.sideOf(s, i) == n && s.Units[i].Side != "" {
		return
	}
	if err := session.Play(&game.SetSide{Unit: id, Side: sides[n-1]}); err != nil {
		if !p.sent(err) {
			p.refusal(err)
		}
		return
	}
	kit.Say(kit.Done, id+" is on "+sides[n-1]+".")
}

// renameSide gives the side old the name typed in: an event of the game
// (game.NameSide), undone like any other.
func (p *GamePage) renameSide(t *session.Table, old, name string) {
	name = strings.TrimSpace(name)
	switch {
	case name == old:
		return
	case name == "":
		kit.Say(kit.Error, "A side needs a name: "+old+" keeps its own.")
		return
	case slices.Contains(t.State().Sides, name):
		kit.Say(kit.Error, "There is already a side called "+name+".")
		return
	}
	if err := session.Play(&game.NameSide{Side: old, Name: name}); err != nil {
		if !p.sent(err) {
			p.refusal(err)
		}
		return
	}
	kit.Say(kit.Done, old+" is now called "+name+".")
}

// sideOf is the side of unit i of the state, its place in
// session.SidesOf from 1: the one it was put on, else as the last
// initiative named it, else the first half of the units against the
// second (as a force is usually added, one player's 'Mechs first).
func (p *GamePage) sideOf(s *game.State, i int) int {
	id := s.Units[i].ID
	sides := session.SidesOf(s)
	if k := slices.Index(sides, s.Units[i].Side); k >= 0 {
		return k + 1
	}
	if in := s.Initiative; in != nil {
		for _, name := range in.Sides {
			if side, list, ok := strings.Cut(name, " ("); ok && slices.Contains(strings.Split(strings.TrimSuffix(list, ")"), ", "), id) {
				if k := slices.Index(sides, side); k >= 0 {
					return k + 1
				}
			}
		}
	}
	if i < (len(s.Units)+1)/2 {
		return 1
	}
	return 2
}

// sideNames are the initiative's sides, each named with its units: every
// side a unit in the fight is on, and at least two: "Side 1 (Hunchback,
// Wolfhound 2)", "Davion (Atlas)".
func (p *GamePage) sideNames(s *game.State) []string {
	sides := session.SidesOf(s)
	units := make([][]string, len(sides))
	for i := range s.Units {
		if u := &s.Units[i]; !u.Destroyed {
			k := p.sideOf(s, i) - 1
			units[k] = append(units[k], u.ID)
		}
	}
	var out []string
	for k, side := range sides {
		switch {
		case len(units[k]) > 0:
			out = append(out, side+" ("+strings.Join(units[k], ", ")+")")
		case k < 2 && len(s.Sides) < 2: // a side still to come: the roll needs two
			out = append(out, side)
		}
	}
	for k := 0; len(out) < 2 && k < len(sides); k++ {
		if len(units[k]) == 0 && !slices.Contains(out, sides[k]) {
			out = append(out, sides[k])
		}
	}
	return out
}

// initSheet is the Initiative Phase's roll: the sides with their units
// (a tap moves a unit to another side, or to a new one), the sides'
// names (each can be changed), the result once rolled, and the roll, with
// the app's dice or the players' own.
func (p *GamePage) initSheet(s *game.State) kit.Sheet {
	var w, foot kit.Writer
	in := s.Initiative
	rolled := in != nil && in.Turn == s.Turn
	if rolled {
		w.F(`<p class="notice" id="init-result">%s</p>`, in.String())
	} else {
		w.F(`<p>Each side rolls 2D6; the loser moves first.</p>`)
	}
	sides := session.SidesOf(s)
	w.F(`<ul class="sides%s" id="sides">`, when(len(sides) > 2, " many"))
	for i := range s.Units {
		u := &s.Units[i]
		if u.Destroyed {
			continue
		}
		side := p.sideOf(s, i)
		w.F(`<li><span>%s</span><div class="segmented" role="group" aria-label="Side of %[1]s">`, u.ID)
		for k := 1; k <= len(sides); k++ {
			w.F(`<button class="seg side%d%s" id="side-%d-%d" data-act="side" data-k="%s" data-v="%d" aria-pressed="%t">%s</button>`,
				k, kit.On(side == k), i, k, u.ID, k, side == k, sides[k-1])
		}
		w.F(`</div></li>`)
	}
	w.F(`</ul>`)
	if len(s.Sides) > 0 {
		w.F(`<h3>Names</h3><ul class="sidenames" id="side-names">`)
		for k, side := range s.Sides {
			w.F(`<li class="side%d"><input type="text" id="side-name-%d" value="%s" maxlength="40" aria-label="Name of %[3]s"><button class="btn small" id="side-rename-%[2]d" data-act="rename" data-k="%[3]s" data-i="%[2]d">Rename</button></li>`, k+1, k, side)
		}
		w.F(`</ul>`)
	}
	if !rolled && s.Phase == game.PhaseInitiative {
		foot.F(`<div class="drow2"><button class="btn primary" id="init-app" data-act="init" data-v="app">%s</button><button class="btn" id="init-roll" data-act="init">Our own dice</button></div>`, rollFor(len(p.sideNames(s))))
	} else if !rolled {
		w.F(`<p class="muted">Initiative is rolled in the Initiative Phase.</p>`)
	}
	return kit.Sheet{Title: fmt.Sprintf("Initiative, turn %d", s.Turn), Body: w.HTML(), Foot: foot.HTML()}
}

// rollFor is the label of the button that rolls initiative for n sides.
func rollFor(n int) string {
	if n == 2 {
		return "Roll for both"
	}
	return "Roll for all " + strconv.Itoa(n) + " sides"
}

// nextSheet asks before the Initiative Phase ends without its roll: the
// roll is one tap away (the sides as the initiative sheet has them), or
// the phase ends without it; and before the Movement Phase ends with
// units that have not moved, named.
func (p *GamePage) nextSheet(s *game.State) kit.Sheet {
	var w, foot kit.Writer
	if in := s.Initiative; len(unmoved(s)) == 0 && s.Phase == game.PhaseMovement || s.Phase > game.PhaseMovement || s.Phase == game.PhaseInitiative && in != nil && in.Turn == s.Turn {
		// Another phone at the table moved the units named, rolled or
		// ended the phase while the question was open.
		w.F(`<p id="next-ask">Done at the table meanwhile: it is turn %d, %s phase.</p>`, s.Turn, phaseName(s.Phase))
		foot.F(`<button class="btn big" id="next-close" data-act="close">Close</button>`)
		return kit.Sheet{Title: "Next phase?", Body: w.HTML(), Foot: foot.HTML()}
	}
	if s.Phase == game.PhaseMovement {
		ids := unmoved(s)
		w.F(`<p id="next-ask">Not moved yet this turn: <b id="next-unmoved">%s</b>. End the Movement Phase anyway?</p>`, strings.Join(ids, ", "))
		foot.F(`<div class="drow2"><button class="btn primary" id="next-move" data-act="moveunit" data-v="%s">Move %[1]s</button><button class="btn" id="next-skip" data-act="skip">End the phase</button></div>`, ids[0])
		return kit.Sheet{Title: "Next phase?", Body: w.HTML(), Foot: foot.HTML()}
	}
	w.F(`<p id="next-ask">Initiative has not been rolled for turn %d. Roll it now, or go on to the Movement Phase without it?</p><p class="muted small" id="next-sides">`, s.Turn)
	for i, n := range p.sideNames(s) {
		if i > 0 {
			w.F(` · `)
		}
		w.F(`%s`, n)
	}
	w.F(`</p><button class="btn small" id="next-init" data-act="open" data-v="init">Change sides</button>`)
	foot.F(`<div class="drow2"><button class="btn primary" id="next-app" data-act="init" data-v="app">%s</button><button class="btn" id="next-own" data-act="init">Our own dice</button></div>`+
		`<button class="btn big" id="next-skip" data-act="skip">Skip the roll</button>`, rollFor(len(p.sideNames(s))))
	return kit.Sheet{Title: "Next phase?", Body: w.HTML(), Foot: foot.HTML()}
}

// menuSheet is the game menu: turn and phase, initiative, undo and redo,
// printing the selected 'Mech's record sheet or the whole force, sharing
// the force or the game with another phone, the history, a new
// game and the rules notes.
func (p *GamePage) menuSheet(t *session.Table) kit.Sheet {
	s := t.State()
	var w kit.Writer
	w.F(`<p id="menu-turn">Turn %d · %s phase`, s.Turn, phaseName(s.Phase))
	if in := s.Initiative; in != nil && in.Turn == s.Turn {
		w.F(`<br><span id="init-result">Initiative: %s</span>`, in.String())
	}
	w.F(`</p><div class="drow2"><button class="btn" id="menu-undo" data-act="undo"%s>Undo</button><button class="btn" id="redo" data-act="redo"%s>Redo</button></div>`,
		kit.Disabled(!t.CanUndo()), kit.Disabled(!t.CanRedo()))
	if rule := session.TableRule(); rule != "" {
		w.F(`<p class="muted small" id="menu-table-rule">At this table: %s</p>`, rule)
	}
	bySide := session.GetPrefs().StripBySide
	w.F(`<div class="drow2"><button class="btn" id="menu-init" data-act="open" data-v="init">Sides and initiative</button><button class="btn%s" id="menu-byside" data-act="byside" aria-pressed="%t">Order by side</button></div>`, kit.On(bySide), bySide)
	w.F(`<div class="drow2"><button class="btn" id="print-unit" data-act="print" data-v="unit" aria-label="Print the record sheet of %s">Print this &#39;Mech</button><button class="btn" id="print-force" data-act="print" data-v="force" aria-label="Print the force roster and every record sheet">Print the force</button></div>`, p.selected(s).Name())
	w.F(`<div class="drow2"><button class="btn" id="send-force" data-act="share" data-v="force">Share the force</button><button class="btn" id="send-game" data-act="share" data-v="game">Share the game</button></div>`)
	w.F(`<button class="btn" id="menu-table" data-act="open" data-v="table">Play on several phones</button>`)
	w.Put(historyHTML(t))
	label := "New game"
	if p.sure {
		label = "Really end this game?"
	}
	w.F(`<button class="btn%s" id="new-game" data-act="new">%s</button>`, kit.On(p.sure), label)
	w.Put(kit.Notes("game-notes", game.Notes()))
	return kit.Sheet{Title: "Game", Sub: kit.Fmt(`%d &#39;Mech%s in play`, len(s.Units), kit.Plural(len(s.Units))), Body: w.HTML()}
}

// histMemo is the history last written, by game and version.
var histMemo struct {
	t       *session.Table
	version int
	html    kit.HTML
}

// historyHTML is the game's history, one line per event under a heading
// per turn; marks of the heat level made in a row on one unit are one
// line (historyLines).
func historyHTML(t *session.Table) kit.HTML {
	if histMemo.t == t && histMemo.version == t.Version() && histMemo.html != "" {
		return histMemo.html
	}
	var w kit.Writer
	lines := historyLines(t.History())
	w.F(`<h3 id="history-h">History (%d)</h3><div id="history">`, len(lines))
	for i, l := range lines {
		if i == 0 || l.turn != lines[i-1].turn {
			w.F(`<h4>Turn %d</h4>`, l.turn)
		}
		w.F(`<p class="hist" id="hist-%d">%s</p>`, i, histText(l.text))
	}
	w.F(`</div>`)
	histMemo.t, histMemo.version, histMemo.html = t, t.Version(), w.HTML()
	return histMemo.html
}

// histText is a summary under its turn's heading: "Weapon phase · Atlas:
// LRM 20 hit (9 vs 5)" for "T3 weapon phase: Atlas: LRM 20 hit (9 vs 5)".
func histText(summary string) string {
	head, rest, ok := strings.Cut(summary, " phase: ")
	_, phase, turn := strings.Cut(head, " ")
	if !ok || !turn || phase == "" {
		return summary
	}
	return strings.ToUpper(phase[:1]) + phase[1:] + " phase · " + plain(rest)
}

// histLine is a line of the history.
type histLine struct {
	turn int
	text string
}

// historyLines are the history's lines: each event's one-line summary,
// except that heat marked by hand in a row on one unit is one line, from
// the level before the first mark to the level after the last.
func historyLines(h []session.Played) []histLine {
	var out []histLine
	for i := 0; i < len(h); i++ {
		first, ok := h[i].Event().(*game.SetHeat)
		j := i
		for ok && j+1 < len(h) && h[j+1].Turn == h[i].Turn {
			next, same := h[j+1].Event().(*game.SetHeat)
			if !same || next.Unit != first.Unit {
				break
			}
			j++
		}
		text := h[i].Summary
		if j > i {
			text = mergedHeat(h[i].Summary, h[j].Event().(*game.SetHeat).Heat, j-i+1)
		}
		out = append(out, histLine{h[i].Turn, text})
		i = j
	}
	return out
}

// mergedHeat is the summary of the first of n heat marks made in a row
// with the level after the last: "… heat 0→5 by hand (5 marks)".
func mergedHeat(first string, to, n int) string {
	const by = " by hand"
	at := strings.LastIndex(first, "→")
	end := strings.Index(first[max(at, 0):], by)
	if at < 0 || end < 0 {
		return first
	}
	end += at
	return first[:at] + "→" + strconv.Itoa(to) + by + fmt.Sprintf(" (%d marks)", n) + first[end+len(by):]
}

// factsNotice is the offer of the facts the last event gave the Solaris
// ledger to pilots of a ledger event, one tap to the ledger with the
// first preselected; false when there are none.
func factsNotice(w *kit.Writer, t *session.Table) bool {
	var fs []game.Fact
	for _, f := range t.State().FactsOf(t.State().Events) {
		if a, ok := t.State().Unit(f.Attacker); ok && inLedger(t, a.Pilot.Name) {
			fs = append(fs, f)
		}
	}
	if len(fs) == 0 {
		return false
	}
	var b strings.Builder
	for i, f := range fs {
		a, _ := t.State().Unit(f.Attacker)
		d, _ := t.State().Unit(f.Target)
		if a == nil || d == nil {
			return false
		}
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(session.FactText(a, d, f))
	}
	w.F(`<p class="notice small" id="game-facts">For the Solaris ledger: %s. <a class="btn small" id="to-ledger" href="/ledger?fact=%s">Record in ledger</a></p>`,
		b.String(), url.QueryEscape(t.Key()+"~"+fs[0].ID))
	return true
}

// step changes the number a stepper names by d.
func (p *GamePage) step(key string, d int) {
	f := &p.atk
	for _, s := range []struct {
		key    string
		v      *int
		lo, hi int
	}{{"rng", &f.sit.rng, 0, 99}, {"lw", &f.sit.light, 0, 9}, {"hw", &f.sit.heavy, 0, 9}, {"chx", &f.hexes, 1, 30},
		{"hex", &p.move.hexes, 1, 30}, {"xh", &p.extra, 1, 15}} {
		if s.key == key {
			*s.v = kit.Clamp(*s.v+d, s.lo, s.hi)
		}
	}
	switch key {
	case "rng", "lw", "hw":
		f.sit.set = true
		f.save()
	case "chx":
		t, _ := session.Game()
		f.hexesBy = chargeKey(t.State(), p.selected(t.State()))
	case "hex":
		t, _ := session.Game()
		p.move.forUnit(p.selected(t.State()))
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
	if ev != nil {
		p.start(ev, p.open)
	}
	return true
}

// choose sets the option a segmented choice names.
func (p *GamePage) choose(u *game.Unit, key string, v int) {
	f := &p.atk
	switch key {
	case "side":
		f.sit.dir = classic.Direction(v)
	case "woods":
		f.sit.woods = classic.Woods(v)
	case "sec":
		f.sit.sec = classic.TargetPriority(v)
	default:
		return
	}
	f.sit.set = true
	f.save()
}

// unmoved are the units in the fight with no move recorded this turn.
func unmoved(s *game.State) []string {
	var out []string
	for i := range s.Units {
		if u := &s.Units[i]; !u.Destroyed && u.Moved == game.NotMoved {
			out = append(out, u.ID)
		}
	}
	return out
}

// ledgerMemo is which pilots a ledger event holds (session.InLedger), as
// last read for a game and its version: a card is written many times.
var ledgerMemo struct {
	t       *session.Table
	version int
	in      map[string]bool
}

// inLedger reports whether a Solaris ledger event has the pilot.
func inLedger(t *session.Table, pilot string) bool {
	if ledgerMemo.t != t || ledgerMemo.version != t.Version() {
		ledgerMemo.t, ledgerMemo.version, ledgerMemo.in = t, t.Version(), map[string]bool{}
	}
	in, ok := ledgerMemo.in[pilot]
	if !ok {
		in = session.InLedger(pilot)
		ledgerMemo.in[pilot] = in
	}
	return in
}
