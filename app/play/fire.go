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
// the range and the side struck, the terrain, a secondary target and an
// aimed shot, the weapons picked (with the bin each draws from when it is
// not the engine's default) and the physical attack. The engine works out
// everything else (movement, heat, damage) from the log.
type attackForm struct {
	owner  string // the attacker the weapons were picked for
	target string
	rng    int
	dir    classic.Direction
	sec    classic.TargetPriority
	woods  classic.Woods
	light  int // intervening light woods hexes
	heavy  int // intervening heavy woods hexes
	cover  bool
	aim    string      // location code of an aimed shot, "" for none
	picked []int       // weapon items picked, in Items order
	bins   map[int]int // bin chosen per weapon item
	attack classic.PhysicalAttack
	limb   string // LA, RA (punch), LL, RL (kick)
	hexes  int    // hexes moved by a charge
}

// newAttackForm is the form's starting point: 3 hexes, from the front.
func newAttackForm() attackForm { return attackForm{rng: 3, hexes: 1, limb: "RA", bins: map[int]int{}} }

// forUnit keeps the picks for the attacker u, clearing them when another
// unit was picked for, and returns the target, the first other unit in
// play when none is chosen.
func (f *attackForm) forUnit(s *game.State, u *game.Unit) *game.Unit {
	if f.owner != u.ID {
		f.owner, f.picked, f.bins = u.ID, nil, map[int]int{}
	}
	if d, ok := s.Unit(f.target); ok && d.ID != u.ID && !d.Destroyed {
		return d
	}
	for i := range s.Units {
		if d := &s.Units[i]; d.ID != u.ID && !d.Destroyed {
			f.target = d.ID
			return d
		}
	}
	return nil
}

// terrain is the map's part of the attack.
func (f *attackForm) terrain() game.Terrain {
	return game.Terrain{Woods: f.woods, LightWoods: f.light, HeavyWoods: f.heavy, PartialCover: f.cover}
}

// shot is weapon i fired at the target.
func (f *attackForm) shot(u *game.Unit, i int) game.Shot {
	sh := game.Shot{Weapon: i, Target: f.target, Range: f.rng, Dir: f.dir, Secondary: f.sec, Terrain: f.terrain()}
	if b, ok := f.bins[i]; ok {
		sh.Ammo = &b
	} else if bins := u.Bins(i); len(bins) > 0 {
		sh.Ammo = &bins[0]
	}
	if l, err := classic.ParseLocation(f.aim); err == nil {
		sh.Aim = &l
	}
	return sh
}

// fire is the weapons picked, fired at the target.
func (f *attackForm) fire(u *game.Unit) *game.Fire {
	ev := &game.Fire{Unit: u.ID}
	for _, i := range f.picked {
		ev.Shots = append(ev.Shots, f.shot(u, i))
	}
	return ev
}

// physical is the physical attack on the target.
func (f *attackForm) physical(u *game.Unit) *game.Physical {
	ev := &game.Physical{Attacker: u.ID, Target: f.target, Attack: f.attack, Dir: f.dir, Terrain: f.terrain()}
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

// situationHTML writes the target situation shared by weapon and physical
// attacks: the target, the side struck and the terrain; weapons add the
// range, secondary target and aimed shot.
func situationHTML(w *kit.Writer, s *game.State, u, d *game.Unit, f *attackForm, weapons bool) {
	w.F(`<p class="steplabel">Target</p><div class="chips" role="group" aria-label="Target">`)
	for i := range s.Units {
		if t := &s.Units[i]; t.ID != u.ID && !t.Destroyed {
			w.F(`<button class="chip small%s" id="tgt-%d" data-act="tgt" data-v="%s" aria-pressed="%t">%[3]s</button>`, kit.On(t == d), i, t.ID, t == d)
		}
	}
	w.F(`</div><p class="muted small" id="atk-moves">%s: %s · %s: %s</p>`, u.ID, moved(u), d.ID, moved(d))
	if weapons {
		kit.Stepper(w, "rng", "Range (hexes)", f.rng)
	}
	kit.Seg(w, "side", "Side struck", int(f.dir), "Front", "Rear", "Left", "Right")
	kit.Seg(w, "woods", "Target hex", int(f.woods), "Open", "Light woods", "Heavy woods")
	w.F(`<div class="steppers">`)
	kit.Stepper(w, "lw", "Light woods between", f.light)
	kit.Stepper(w, "hw", "Heavy woods between", f.heavy)
	w.F(`</div><div class="chips" role="group" aria-label="Cover"><button class="chip small wide%s" id="atk-cover" data-act="cover" aria-pressed="%t">Partial cover (+1, legs covered)</button></div>`, kit.On(f.cover), f.cover)
	if !weapons {
		return
	}
	kit.Seg(w, "sec", "Target", int(f.sec), "Primary", "2nd, front", "2nd, side/rear")
	w.F(`<div class="chips locs" role="group" aria-label="Aimed shot"><span class="steplabel">Aim</span>`)
	for _, l := range append([]string{""}, codes()...) {
		label := l
		if l == "" {
			label = "None"
		}
		w.F(`<button class="chip small%s" id="aim-%s" data-act="aim" data-v="%s" aria-pressed="%t">%s</button>`, kit.On(f.aim == l), label, l, f.aim == l, label)
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

// moved says how a unit moved this turn, as the engine recorded it.
func moved(u *game.Unit) string {
	switch u.Moved {
	case game.NotMoved:
		return "no move recorded (stood still)"
	case game.Jumped:
		return fmt.Sprintf("jumped %d hexes", u.Jumped)
	case game.StandStill:
		return "stood still"
	}
	return fmt.Sprintf("%s %d hexes", u.Moved, u.Hexes)
}

// fireHTML is the firing screen: the target situation, then every weapon
// with its target number, chance and itemised modifiers (from
// State.ShotTarget) and its bins, and the button that fires the ones
// picked.
func fireHTML(w *kit.Writer, s *game.State, u *game.Unit, f *attackForm) {
	w.F(`<section class="panel" id="fire"><h2>%s fires</h2>`, u.ID)
	d := f.forUnit(s, u)
	if d == nil {
		w.F(`<p class="muted">No target in play.</p></section>`)
		return
	}
	situationHTML(w, s, u, d, f, true)
	w.F(`<ul class="weapons" id="weapons">`)
	for i := range u.Items {
		it := &u.Items[i]
		if it.Kind != game.Weapon {
			continue
		}
		pick := slices.Contains(f.picked, i)
		w.F(`<li class="wpn%s"><button class="wbtn" id="wpn-%d" data-act="wpn" data-v="%[2]d" aria-pressed="%t"><b>%s</b> <span class="muted">%s · %d heat</span>`,
			kit.On(pick), i, pick, it.Label(), it.Loc, it.Heat)
		r, err := s.ShotTarget(u.ID, f.shot(u, i))
		if err != nil {
			w.F(`<span class="wtn off">%s</span></button><p class="muted small">%s</p></li>`, "—", err.Error())
			continue
		}
		resultHTML(w, r, "wtn")
		w.F(`</button>`)
		modsHTML(w, r)
		binsHTML(w, u, i, f)
		w.F(`</li>`)
	}
	w.F(`</ul>`)
	label := "Pick the weapons to fire"
	if n := len(f.picked); n > 0 {
		label = fmt.Sprintf("Fire %d weapon%s at %s", n, kit.Plural(n), d.ID)
	}
	w.F(`<button class="btn primary big" id="fire-go" data-act="fire"%s>%s</button></section>`, kit.Disabled(len(f.picked) == 0), label)
}

// resultHTML writes a target number and its chance.
func resultHTML(w *kit.Writer, r classic.Result, class string) {
	p := dice.Prob{Num: int64(r.Ways), Den: 36}
	switch {
	case r.AutoFailure:
		w.F(`<span class="%s">TN %d · automatic miss</span>`, class, r.Target)
	case r.AutoSuccess:
		w.F(`<span class="%s">TN %d · automatic hit</span>`, class, r.Target)
	default:
		w.F(`<span class="%s">TN %d+ · <strong>%s</strong> <span class="muted">(%s)</span></span>`, class, r.Target, p.Percent(), p)
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

// physicalAttacks are the attacks the physical screen offers, with their
// labels.
var physicalAttacks = []struct {
	a     classic.PhysicalAttack
	label string
}{{classic.Punch, "Punch"}, {classic.Kick, "Kick"}, {classic.Club, "Club"}, {classic.Push, "Push"}, {classic.Charge, "Charge"}, {classic.DeathFromAbove, "DFA"}}

// physHTML is the physical attack screen: the attack and its limb, the
// target situation, the target number with its modifiers
// (State.PhysicalTarget) and the button that makes it.
func physHTML(w *kit.Writer, s *game.State, u *game.Unit, f *attackForm) {
	w.F(`<section class="panel" id="phys"><h2>%s: physical attack</h2>`, u.ID)
	d := f.forUnit(s, u)
	if d == nil {
		w.F(`<p class="muted">No target in play.</p></section>`)
		return
	}
	w.F(`<p class="steplabel">Attack</p><div class="chips" role="group" aria-label="Attack">`)
	for _, a := range physicalAttacks {
		w.F(`<button class="chip small%s" id="phys-%s" data-act="phys" data-v="%d" aria-pressed="%t">%s</button>`, kit.On(f.attack == a.a), a.a, int(a.a), f.attack == a.a, a.label)
	}
	w.F(`</div>`)
	switch f.attack {
	case classic.Punch, classic.Kick:
		limbs := []string{"LA", "RA"}
		if f.attack == classic.Kick {
			limbs = []string{"LL", "RL"}
		}
		if !slices.Contains(limbs, f.limb) {
			f.limb = limbs[1]
		}
		w.F(`<p class="steplabel">With</p><div class="chips" role="group" aria-label="Limb">`)
		for _, l := range limbs {
			w.F(`<button class="chip small%s" id="limb-%s" data-act="limb" data-v="%[2]s" aria-pressed="%t">%[2]s</button>`, kit.On(f.limb == l), l, f.limb == l)
		}
		w.F(`</div>`)
	case classic.Charge:
		kit.Stepper(w, "chx", "Hexes moved", f.hexes)
	}
	situationHTML(w, s, u, d, f, false)
	ev := f.physical(u)
	r, err := s.PhysicalTarget(ev)
	if err != nil {
		w.F(`<p class="error" id="phys-why">%s</p></section>`, err.Error())
		return
	}
	w.F(`<div class="tohit" id="phys-tohit">`)
	resultHTML(w, r, "wtn")
	modsHTML(w, r)
	w.F(`</div><button class="btn primary big" id="phys-go" data-act="strike">%s %s</button></section>`, physicalAttacks[f.attack].label, d.ID)
}
