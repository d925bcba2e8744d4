package play

import (
	"fmt"
	"lancemate/app/kit"
	"slices"

	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/engine/game"
)

// attackForm is an attack as the players read it off the map: the target,
// the situation (range, side struck, terrain, secondary target, aimed
// shot — remembered per attacker and target), the weapons picked (with
// the bin each draws from when it is not the engine's default) and the
// physical attack. The engine works out everything else (movement, heat,
// damage) from the log.
type attackForm struct {
	owner  string // the attacker the weapons were picked for
	target string
	sit    situation
	picked []int       // weapon items picked, in Items order
	bins   map[int]int // bin chosen per weapon item
	attack classic.PhysicalAttack
	limb   string // LA, RA (punch), LL, RL (kick)
	hexes  int    // hexes moved by a charge
}

// situation is what the map says about an attacker and its target.
type situation struct {
	rng   int
	dir   classic.Direction
	sec   classic.TargetPriority
	woods classic.Woods
	light int // intervening light woods hexes
	heavy int // intervening heavy woods hexes
	cover bool
	aim   string // location code of an aimed shot, "" for none
}

// remembered are the situations set per attacker and target, for this run
// of the app: the next attack of the pair starts from them.
var remembered = map[[2]string]situation{}

// newSituation is a pair's starting situation: 3 hexes, from the front.
func newSituation() situation { return situation{rng: 3} }

// newAttackForm is the form's starting point.
func newAttackForm() attackForm {
	return attackForm{sit: newSituation(), hexes: 1, limb: "RA", bins: map[int]int{}}
}

// save remembers the situation for the pair.
func (f *attackForm) save() {
	remembered[[2]string{f.owner, f.target}] = f.sit
}

// setTarget aims at the unit with id v, with the situation last set for
// the pair.
func (f *attackForm) setTarget(u *game.Unit, v string) {
	if v == f.target && f.owner == u.ID {
		return
	}
	f.owner, f.target = u.ID, v
	f.sit = newSituation()
	if s, ok := remembered[[2]string{u.ID, v}]; ok {
		f.sit = s
	}
}

// forUnit keeps the picks for the attacker u, clearing them when another
// unit was picked for, and returns the target, the first other unit in
// play when none is chosen.
func (f *attackForm) forUnit(s *game.State, u *game.Unit) *game.Unit {
	if f.owner != u.ID {
		f.picked, f.bins = nil, map[int]int{}
		f.setTarget(u, f.target)
	}
	if d, ok := s.Unit(f.target); ok && d.ID != u.ID && !d.Destroyed {
		return d
	}
	for i := range s.Units {
		if d := &s.Units[i]; d.ID != u.ID && !d.Destroyed {
			f.setTarget(u, d.ID)
			return d
		}
	}
	return nil
}

// terrain is the map's part of the attack.
func (f *attackForm) terrain() game.Terrain {
	return game.Terrain{Woods: f.sit.woods, LightWoods: f.sit.light, HeavyWoods: f.sit.heavy, PartialCover: f.sit.cover}
}

// shot is weapon i fired at the target.
func (f *attackForm) shot(u *game.Unit, i int) game.Shot {
	sh := game.Shot{Weapon: i, Target: f.target, Range: f.sit.rng, Dir: f.sit.dir, Secondary: f.sit.sec, Terrain: f.terrain()}
	if b, ok := f.bins[i]; ok {
		sh.Ammo = &b
	} else if bins := u.Bins(i); len(bins) > 0 {
		sh.Ammo = &bins[0]
	}
	if l, err := classic.ParseLocation(f.sit.aim); err == nil {
		sh.Aim = &l
	}
	return sh
}

// fire is the weapons picked, fired at the target; nil when none is.
func (f *attackForm) fire(u *game.Unit) game.Event {
	if len(f.picked) == 0 {
		return nil
	}
	ev := &game.Fire{Unit: u.ID}
	for _, i := range f.picked {
		ev.Shots = append(ev.Shots, f.shot(u, i))
	}
	return ev
}

// physical is the physical attack on the target.
func (f *attackForm) physical(u *game.Unit) *game.Physical {
	ev := &game.Physical{Attacker: u.ID, Target: f.target, Attack: f.attack, Dir: f.sit.dir, Terrain: game.Terrain{Woods: f.sit.woods}}
	switch f.attack {
	case classic.Punch, classic.Kick:
		l, _ := classic.ParseLocation(f.limb)
		ev.Limb = &l
	case classic.Charge:
		ev.Hexes = f.hexes
	}
	return ev
}

// toggle picks or unpicks weapon i.
func (f *attackForm) toggle(i int) {
	if at := slices.Index(f.picked, i); at >= 0 {
		f.picked = slices.Delete(f.picked, at, at+1)
		return
	}
	f.picked = append(f.picked, i)
	slices.Sort(f.picked)
}

// targetChips offer the units to attack, each chip as wide as its name.
func targetChips(w *kit.Writer, s *game.State, u, d *game.Unit) {
	w.F(`<div class="chips fit" role="group" aria-label="Target">`)
	for i := range s.Units {
		if t := &s.Units[i]; t.ID != u.ID && !t.Destroyed {
			w.F(`<button class="chip small%s" id="tgt-%d" data-act="tgt" data-v="%s" aria-pressed="%t">%[3]s</button>`, kit.On(t == d), i, t.ID, t == d)
		}
	}
	w.F(`</div>`)
}

// moved says how a unit moved this turn, as the engine recorded it.
func moved(u *game.Unit) string {
	switch u.Moved {
	case game.NotMoved:
		return "no move recorded"
	case game.Jumped:
		return fmt.Sprintf("jumped %d hex%s", u.Jumped, es(u.Jumped))
	case game.StandStill:
		return "stood still"
	}
	return fmt.Sprintf("%s %d hex%s", map[game.MoveMode]string{game.Walked: "walked", game.Ran: "ran"}[u.Moved], u.Hexes, es(u.Hexes))
}

// es is the plural ending of "hex".
func es(n int) string {
	if n == 1 {
		return ""
	}
	return "es"
}

// fireSheet is the firing sheet: the target, then the weapons first, each
// with its damage, heat and range brackets and its target number and
// chance at the range set (State.ShotTarget), a tap picking it (or, when
// none is picked yet, firing it on its own), its bins; then the situation
// as compact controls; why each number is what it is behind "Why?"; at
// the bottom the button that fires the weapons picked.
func (p *GamePage) fireSheet(s *game.State, u *game.Unit) kit.Sheet {
	f := &p.atk
	d := f.forUnit(s, u)
	if d == nil {
		return kit.Sheet{Title: u.ID + " fires", Body: `<p class="muted">No target in play.</p>`}
	}
	var w kit.Writer
	targetChips(&w, s, u, d)
	w.F(`<ul class="weapons" id="weapons">`)
	var why kit.Writer
	for i := range u.Items {
		it := &u.Items[i]
		if it.Kind != game.Weapon {
			continue
		}
		pick := slices.Contains(f.picked, i)
		r, err := s.ShotTarget(u.ID, f.shot(u, i))
		w.F(`<li class="wpn%s%s"><button class="wbtn" id="wpn-%d" data-act="wpn" data-v="%[3]d" aria-pressed="%t"%s><span class="wn">%s <span class="muted">%s</span></span>`,
			kit.On(pick), when(err != nil, " off"), i, pick, kit.Disabled(err != nil), itemName(it), it.Loc)
		if err != nil {
			w.F(`<span class="wtn">—</span><span class="wd">%s</span></button></li>`, plain(err.Error()))
			continue
		}
		resultHTML(&w, r)
		w.F(`<span class="wd">%s</span></button>`, weaponStats(it, f.sit.rng))
		if len(f.picked) == 0 {
			w.F(`<button class="btn small wq" id="wq-%d" data-act="fire1" data-v="%[1]d" aria-label="Fire only the %s">Fire</button>`, i, itemName(it))
		}
		binsHTML(&w, u, i, f)
		w.F(`</li>`)
		why.F(`<li><b>%s</b>`, itemName(it))
		modsHTML(&why, r)
		why.F(`</li>`)
	}
	w.F(`</ul><details class="why" id="fire-why"><summary>Why these numbers?</summary><ul class="notes">%s</ul></details>`, why.HTML())
	w.F(`<h3>Situation</h3><p class="muted small" id="atk-moves">%s %s · %s %s</p>`, u.ID, moved(u), d.ID, moved(d))
	kit.Stepper(&w, "rng", "Range (hexes)", f.sit.rng)
	situationHTML(&w, f, true)
	body := w.HTML()
	w.Reset()
	label := "Pick the weapons to fire"
	if n := len(f.picked); n > 0 {
		label = fmt.Sprintf("Fire %d weapon%s at %s", n, kit.Plural(n), d.ID)
	}
	w.F(`<button class="btn primary big" id="fire-go" data-act="fire"%s>%s</button>`, kit.Disabled(len(f.picked) == 0), label)
	return kit.Sheet{Title: u.ID + " fires", Sub: kit.Fmt(`at %s · %d hex%s · %s`, d.ID, f.sit.rng, es(f.sit.rng), f.sit.dir.String()), Body: body, Foot: w.HTML()}
}

// situationHTML writes the situation's controls: the side struck and the
// target's hex; weapons add the woods between, partial cover, a secondary
// target and an aimed shot (a physical attack is made on an adjacent
// unit: nothing stands between).
func situationHTML(w *kit.Writer, f *attackForm, weapons bool) {
	kit.Seg(w, "side", "Side struck", int(f.sit.dir), "Front", "Rear", "Left", "Right")
	kit.Seg(w, "woods", "Target hex", int(f.sit.woods), "Open", "Light woods", "Heavy woods")
	if !weapons {
		return
	}
	w.F(`<div class="steppers">`)
	kit.Stepper(w, "lw", "Light woods between", f.sit.light)
	kit.Stepper(w, "hw", "Heavy woods between", f.sit.heavy)
	w.F(`</div><div class="chips fit" role="group" aria-label="Cover"><button class="chip small%s" id="atk-cover" data-act="cover" aria-pressed="%t">Partial cover (+1, legs covered)</button></div>`, kit.On(f.sit.cover), f.sit.cover)
	kit.Seg(w, "sec", "Target", int(f.sit.sec), "Primary", "2nd, front", "2nd, side/rear")
	w.F(`<p class="steplabel">Aimed shot</p><div class="chips locs" role="group" aria-label="Aimed shot">`)
	for _, l := range append([]string{""}, codes()...) {
		label := l
		if l == "" {
			label = "None"
		}
		w.F(`<button class="chip small%s" id="aim-%s" data-act="aim" data-v="%s" aria-pressed="%t">%s</button>`, kit.On(f.sit.aim == l), label, l, f.sit.aim == l, label)
	}
	w.F(`</div>`)
}

// codes are the location codes in sheet order.
func codes() []string {
	out := make([]string, len(classic.Locations))
	for i, l := range classic.Locations {
		out[i] = l.Code()
	}
	return out
}

// resultHTML writes a target number and its chance.
func resultHTML(w *kit.Writer, r classic.Result) {
	p := dice.Prob{Num: int64(r.Ways), Den: 36}
	switch {
	case r.AutoFailure:
		w.F(`<span class="wtn">%d · no chance</span>`, r.Target)
	case r.AutoSuccess:
		w.F(`<span class="wtn">%d · sure hit</span>`, r.Target)
	default:
		w.F(`<span class="wtn">%d+ <strong>%s</strong></span>`, r.Target, p.Percent())
	}
}

// modsHTML lists a target number's terms: label, value, seed line and the
// engine's note where it chose a reading.
func modsHTML(w *kit.Writer, r classic.Result) {
	w.F(`<ul class="mods">`)
	for _, m := range append([]classic.Modifier{r.Base}, r.Modifiers...) {
		w.F(`<li><b>%+d</b> %s <span class="cite">%s</span>`, m.Value, m.Label, m.Cite)
		if m.Note != "" {
			w.F(`<br><span class="note">%s</span>`, m.Note)
		}
		w.F(`</li>`)
	}
	if r.Reason != "" {
		w.F(`<li>%s</li>`, r.Reason)
	}
	w.F(`</ul>`)
}

// binsHTML offers the bins a weapon can fire from when it has several.
func binsHTML(w *kit.Writer, u *game.Unit, weapon int, f *attackForm) {
	bins := u.Bins(weapon)
	if len(bins) < 2 {
		return
	}
	chosen, ok := f.bins[weapon]
	if !ok {
		chosen = bins[0]
	}
	w.F(`<div class="chips bins" role="group" aria-label="Ammunition bin">`)
	for _, b := range bins {
		a := &u.Items[b]
		w.F(`<button class="chip small%s" id="bin-%d-%d" data-act="bin" data-w="%[2]d" data-v="%[3]d" aria-pressed="%t">Bin %s %d · %d shots</button>`,
			kit.On(b == chosen), weapon, b, b == chosen, a.Loc, a.Slots[0], a.ShotsLeft)
	}
	w.F(`</div>`)
}

// physicalAttacks are the attacks the physical sheet offers, with their
// labels.
var physicalAttacks = []struct {
	a     classic.PhysicalAttack
	label string
}{{classic.Punch, "Punch"}, {classic.Kick, "Kick"}, {classic.Club, "Club"}, {classic.Push, "Push"}, {classic.Charge, "Charge"}, {classic.DeathFromAbove, "DFA"}}

// physicalLabel names a physical attack.
func physicalLabel(a classic.PhysicalAttack) string {
	for _, x := range physicalAttacks {
		if x.a == a {
			return x.label
		}
	}
	return a.String()
}

// physSheet is the physical attack sheet: the target, the attack and its
// limb, the side struck and the target's hex (an adjacent unit: no woods
// between, no range), the target number with its chance and, behind
// "Why?", its modifiers (State.PhysicalTarget); at the bottom the button
// that makes it.
func (p *GamePage) physSheet(s *game.State, u *game.Unit) kit.Sheet {
	f := &p.atk
	d := f.forUnit(s, u)
	title := u.ID + ": physical attack"
	if d == nil {
		return kit.Sheet{Title: title, Body: `<p class="muted">No target in play.</p>`}
	}
	var w kit.Writer
	targetChips(&w, s, u, d)
	w.F(`<div class="chips phys" role="group" aria-label="Attack">`)
	for _, a := range physicalAttacks {
		w.F(`<button class="chip small%s" id="phys-%s" data-act="phys" data-v="%d" aria-pressed="%t">%s</button>`, kit.On(f.attack == a.a), a.a, int(a.a), f.attack == a.a, a.label)
	}
	w.F(`</div>`)
	switch f.attack {
	case classic.Punch, classic.Kick:
		limbs := []classic.Location{classic.LeftArm, classic.RightArm}
		if f.attack == classic.Kick {
			limbs = []classic.Location{classic.LeftLeg, classic.RightLeg}
		}
		if l, err := classic.ParseLocation(f.limb); err != nil || !slices.Contains(limbs, l) {
			f.limb = limbs[1].Code()
		}
		w.F(`<div class="segmented" role="group" aria-label="With">`)
		for _, l := range limbs {
			on := f.limb == l.Code()
			w.F(`<button class="seg%s" id="limb-%s" data-act="limb" data-v="%[2]s" aria-pressed="%t">%s</button>`, kit.On(on), l.Code(), on, l.Name(u.Config))
		}
		w.F(`</div>`)
	case classic.Charge:
		kit.Stepper(&w, "chx", "Hexes moved", f.hexes)
	}
	situationHTML(&w, f, false)
	ev := f.physical(u)
	r, err := s.PhysicalTarget(ev)
	foot := kit.HTML("")
	if err != nil {
		w.F(`<p class="error" id="phys-why">%s</p>`, plain(err.Error()))
	} else {
		w.F(`<div class="tohit" id="phys-tohit"><p>To hit `)
		resultHTML(&w, r)
		w.F(`</p><details class="why"><summary>Why?</summary>`)
		modsHTML(&w, r)
		w.F(`</details></div>`)
		foot = kit.Fmt(`<button class="btn primary big" id="phys-go" data-act="strike">%s %s</button>`, physicalLabel(f.attack), d.ID)
	}
	return kit.Sheet{Title: title, Sub: kit.Fmt(`%s on %s`, physicalLabel(f.attack), d.ID), Body: w.HTML(), Foot: foot}
}
