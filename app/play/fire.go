package play

import (
	"cmp"
	"fmt"
	"lancemate/app/kit"
	"slices"
	"strconv"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/engine/equipment"
	"lancemate/engine/game"
)

// attackForm is an attack as the players read it off the map: the target,
// the situation (range, side struck, terrain, secondary target, aimed
// shot, each weapon's bin and inputs — kept per attacker and target for
// the turn), the weapons picked and the physical attack. The engine works
// out everything else (movement, heat, damage) from the log.
type attackForm struct {
	owner  string // the attacker the weapons were picked for
	target string
	turn   int // the turn the situation is for
	sit    situation
	// sitOpen: the sheet's situation line was tapped, its choices are
	// shown under it.
	sitOpen bool
	picked  []int // weapon items picked, in Items order
	attack  classic.PhysicalAttack
	limb    string // LA, RA (punch), LL, RL (kick)
	hexes   int    // hexes moved by a charge
	// hexesBy is the attacker and turn the charge's hexes were set for by
	// hand (chargeKey); otherwise they are the hexes the attacker entered.
	hexesBy string
}

// chargeKey names an attacker's charge of this turn.
func chargeKey(s *game.State, u *game.Unit) string { return u.ID + "/" + strconv.Itoa(s.Turn) }

// situation is what the map says about an attacker and its target.
type situation struct {
	rng   int
	dir   classic.Direction
	sec   classic.TargetPriority
	woods classic.Woods
	light int // intervening light woods hexes
	heavy int // intervening heavy woods hexes
	// in is what the fire sheet's chips set (attackForm.set), by key and
	// weapon: "bin12" the bin weapon 12 fires from, "rap12" its shots,
	// "ams12" the target's AMS against it, "heat12", "ind12" and "flak12"
	// its modes; "aim0", "arc0", "spotter0" and the attack's toggles
	// ("cover0", "ecm0", ...) for every weapon. Absent or "" is unset.
	// Written anew at each change: a remembered situation never shares it.
	in map[string]string
	// set: the players gave the situation this turn (a control, or an
	// attack of the turn, game.State.Sighting); otherwise it is the
	// starting one, and the sheet's line says so.
	set bool
}

// pairKey names an attacker and its target in a turn.
type pairKey struct {
	turn             int
	attacker, target string
}

// remembered are the situations set per attacker and target in the turn
// of the game in play, until an attack records them in the game
// (game.State.Sighting): the next attack of the pair in the turn starts
// from them. A new turn forgets them.
var remembered = map[pairKey]situation{}

// newSituation is a pair's starting situation: 3 hexes, from the front.
func newSituation() situation { return situation{rng: 3} }

// newAttackForm is the form's starting point.
func newAttackForm() attackForm {
	return attackForm{sit: newSituation(), hexes: 1, limb: "RA"}
}

// save remembers the situation for the pair in the turn.
func (f *attackForm) save() {
	remembered[pairKey{f.turn, f.owner, f.target}] = f.sit
}

// setTarget aims at the unit with id v, with the situation last set for
// the pair this turn: the one set on this phone, else what the turn's
// attacks gave (game.State.Sighting), else the starting one.
func (f *attackForm) setTarget(s *game.State, u *game.Unit, v string) {
	if v == f.target && f.owner == u.ID && f.turn == s.Turn {
		return
	}
	if f.turn != s.Turn {
		clear(remembered) // the units have moved: the situations are asked again
	}
	f.owner, f.target, f.turn = u.ID, v, s.Turn
	if sit, ok := remembered[pairKey{s.Turn, u.ID, v}]; ok {
		f.sit = sit
		return
	}
	f.sit = newSituation()
	if g, ok := s.Sighting(u.ID, v); ok {
		f.sit.rng, f.sit.dir, f.sit.woods, f.sit.light, f.sit.heavy, f.sit.set = cmp.Or(g.Range, f.sit.rng), g.Dir, g.Woods, g.LightWoods, g.HeavyWoods, true
	}
}

// forUnit keeps the picks for the attacker u, clearing them when another
// unit was picked for, and returns the target: the one chosen, else the
// first unit of another side in play (State.Targets). A unit of u's own
// side is a target only when tapped; nil when none is chosen and no
// other side's unit is in play.
func (f *attackForm) forUnit(s *game.State, u *game.Unit) *game.Unit {
	targets := s.Targets(u.ID)
	if f.owner != u.ID || f.turn != s.Turn {
		f.picked = nil
		keep := ""
		for _, x := range targets {
			if x.Unit.ID == f.target && !x.Friendly {
				keep = f.target
			}
		}
		f.setTarget(s, u, keep)
	}
	if d, ok := s.Unit(f.target); ok && d.ID != u.ID && !d.Destroyed {
		return d
	}
	for _, x := range targets {
		if !x.Friendly && !x.Unit.Destroyed {
			f.setTarget(s, u, x.Unit.ID)
			return x.Unit
		}
	}
	return nil
}

// terrain is the map's part of the attack.
func (f *attackForm) terrain() game.Terrain {
	return game.Terrain{Woods: f.sit.woods, LightWoods: f.sit.light, HeavyWoods: f.sit.heavy, PartialCover: f.on("cover", 0)}
}

// get is what the fire sheet's chips set key to for weapon wpn (0: the
// attack; item 0 is never a weapon), "" for nothing.
func (f *attackForm) get(key string, wpn int) string { return f.sit.in[key+strconv.Itoa(wpn)] }

// on reports a toggle set.
func (f *attackForm) on(key string, wpn int) bool { return f.get(key, wpn) != "" }

// num is a number set, 0 for none.
func (f *attackForm) num(key string, wpn int) int {
	n, _ := strconv.Atoi(f.get(key, wpn))
	return n
}

// setFor reports a chip of weapon i set.
func (f *attackForm) setFor(i int) bool {
	for k, v := range f.sit.in {
		if v != "" && strings.TrimLeft(k, "abcdefghijklmnopqrstuvwxyz") == strconv.Itoa(i) {
			return true
		}
	}
	return false
}

// set records what a fire sheet chip sets (data-act "opt"): key is its
// data-k, wpn its data-w, v its data-v ("" unsets).
func (f *attackForm) set(key string, wpn int, v string) {
	k := key + strconv.Itoa(wpn)
	in := map[string]string{k: v}
	for x, y := range f.sit.in {
		if x != k {
			in[x] = y
		}
	}
	f.sit.in = in
	f.save()
}

// bin is the bin weapon i fires from: the one chosen, else the engine's
// default; nil for none.
func (f *attackForm) bin(u *game.Unit, i int) *int {
	if f.get("bin", i) != "" {
		b := f.num("bin", i)
		return &b
	}
	if bins := u.Bins(i); len(bins) > 0 {
		return &bins[0]
	}
	return nil
}

// row is the catalogue row weapon i fires with from bin: an MML's or an
// ATM's ammunition row gives its damage, missiles, heat and range
// brackets (003 L7952-7963, L8078-8085), else the weapon's own row.
func row(u *game.Unit, i int, bin *int) equipment.Item {
	e, _ := equipment.Lookup(u.Items[i].ID)
	if bin == nil {
		return e
	}
	if a, ok := equipment.Lookup(u.Items[*bin].ID); ok && a.Long > 0 {
		e.Damage, e.Cluster, e.MinRange, e.Short, e.Medium, e.Long, e.Indirect = a.Damage, a.Cluster, a.MinRange, a.Short, a.Medium, a.Long, a.Indirect
		e.Heat = cmp.Or(a.Heat, e.Heat)
	}
	return e
}

// shot is weapon i fired at the target, with the inputs its row has (an
// input the sheet does not offer for it is never sent).
func (f *attackForm) shot(s *game.State, u *game.Unit, i int) game.Shot {
	t := f.sit
	sh := game.Shot{Weapon: i, Target: f.target, Range: t.rng, Dir: t.dir, Secondary: t.sec, Terrain: f.terrain(),
		Ammo: f.bin(u, i), Spotting: f.on("spot", 0), ECM: f.on("ecm", 0), Dropping: f.on("drop", 0)}
	if l, err := classic.ParseLocation(f.get("aim", 0)); err == nil {
		sh.Aim = &l
	}
	if f.on("arc", 0) {
		a := classic.Direction(f.num("arc", 0))
		sh.Arc = &a
	}
	e := row(u, i, sh.Ammo)
	if e.RapidFire > 1 && f.num("rap", i) > 1 {
		sh.Rapid = f.num("rap", i)
	}
	sh.HeatAttack, sh.Flak = f.on("heat", i) && e.HeatOption > 0, f.on("flak", i) && e.Family == "HAG"
	if sh.Indirect = f.on("ind", i) && e.Indirect; sh.Indirect {
		sh.Spotter, sh.SpotterAttacked = f.get("spotter", 0), f.on("spa", 0)
	}
	if d, ok := s.Unit(f.target); ok && f.on("ams", i) && e.Is("M") {
		a := f.num("ams", i)
		sh.AMS = &a
		if bins := d.Bins(a); len(bins) > 0 {
			sh.AMSAmmo = &bins[0]
		}
	}
	return sh
}

// fire is the weapons picked, fired at the target; nil when none is. The
// arms are flipped when asked for with the target in the rear arc.
func (f *attackForm) fire(s *game.State, u *game.Unit) game.Event {
	if len(f.picked) == 0 {
		return nil
	}
	ev := &game.Fire{Unit: u.ID, FlipArms: f.on("flip", 0) && f.get("arc", 0) == rearArc}
	for _, i := range f.picked {
		ev.Shots = append(ev.Shots, f.shot(s, u, i))
	}
	return ev
}

// rearArc is the arc chip's value for the rear arc.
var rearArc = strconv.Itoa(int(classic.Rear))

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

// targetChips offer the units to attack, each chip as wide as its name,
// in State.Targets' order: the other sides' units first, then u's own
// side's (marked, taken only by a tap), then the destroyed (listed, not
// offered).
func targetChips(w *kit.Writer, s *game.State, u, d *game.Unit) {
	w.F(`<div class="chips fit" role="group" aria-label="Target">`)
	for _, x := range s.Targets(u.ID) {
		t := x.Unit
		i := slices.IndexFunc(s.Units, func(v game.Unit) bool { return v.ID == t.ID })
		switch {
		case t.Destroyed:
			w.F(`<button class="chip small" id="tgt-%d" disabled>%s <span class="muted">destroyed</span></button>`, i, t.ID)
		case x.Friendly:
			w.F(`<button class="chip small friend%s" id="tgt-%d" data-act="tgt" data-v="%s" aria-pressed="%t">%[3]s <span class="muted">same side</span></button>`, kit.On(t == d), i, t.ID, t == d)
		default:
			w.F(`<button class="chip small%s" id="tgt-%d" data-act="tgt" data-v="%s" aria-pressed="%t">%[3]s</button>`, kit.On(t == d), i, t.ID, t == d)
		}
	}
	w.F(`</div>`)
}

// noTarget is a sheet's body when no target is chosen: the units of u's
// own side to tap, when there are any.
func noTarget(s *game.State, u *game.Unit) kit.HTML {
	var w kit.Writer
	if len(s.Targets(u.ID)) == 0 {
		return `<p class="muted" id="no-target">No target in play.</p>`
	}
	w.F(`<p class="muted" id="no-target">No unit of another side is in play. Tap a target:</p>`)
	targetChips(&w, s, u, nil)
	return w.HTML()
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
// with its damage, heat and range brackets (an MML's from the ammunition
// it fires) and its target number and chance at the range set
// (State.ShotTarget), a tap picking it (or, when none is picked yet,
// firing it on its own), its bins and the inputs only it has (optsHTML);
// then the situation as compact controls; why each number is what it is
// behind "Why?"; at the bottom the button that fires the weapons picked.
func (p *GamePage) fireSheet(s *game.State, u *game.Unit) kit.Sheet {
	f := &p.atk
	d := f.forUnit(s, u)
	if d == nil {
		return kit.Sheet{Title: u.ID + " fires", Body: noTarget(s, u)}
	}
	var w, sit kit.Writer
	targetChips(&w, s, u, d)
	sit.F(`<div id="atk-sit"><h3>Situation</h3><p class="muted small" id="atk-moves">%s %s · %s %s</p>`, u.ID, moved(u), d.ID, moved(d))
	kit.Stepper(&sit, "rng", "Range (hexes)", f.sit.rng)
	situationHTML(&sit, f, true)
	sit.F(`</div>`)
	if f.sitOpen { // tapped in the header: the choices right under it
		w.Put(sit.HTML())
	}
	w.F(`<ul class="weapons" id="weapons">`)
	var why kit.Writer
	ind, missiles := false, false
	for i := range u.Items {
		it := &u.Items[i]
		if it.Kind != game.Weapon {
			continue
		}
		pick := slices.Contains(f.picked, i)
		sh := f.shot(s, u, i)
		e := row(u, i, sh.Ammo)
		ind, missiles = ind || sh.Indirect, missiles || e.Is("M")
		r, err := s.ShotTarget(u.ID, sh, f.on("flip", 0) && f.get("arc", 0) == rearArc)
		w.F(`<li class="wpn%s%s"><button class="wbtn" id="wpn-%d" data-act="wpn" data-v="%[3]d" aria-pressed="%t"%s><span class="wn">%s <span class="muted">%s</span></span>`,
			kit.On(pick), when(err != nil, " off"), i, pick, kit.Disabled(err != nil), itemName(it), it.Loc)
		if err != nil {
			text, cite := says(err)
			w.F(`<span class="wtn">—</span><span class="wd">%s</span></button>`, text)
			if f.setFor(i) { // a chip set for it may be why: it can be taken back
				f.optsHTML(&w, u, d, i, e)
			}
			w.F(`</li>`)
			why.F(`<li><b>%s</b> %s <span class="cite">%s</span></li>`, itemName(it), text, cite)
			continue
		}
		resultHTML(&w, r)
		w.F(`<span class="wd">%s</span></button>`, weaponStats(it, e, f.sit.rng))
		if len(f.picked) == 0 {
			w.F(`<button class="btn small wq" id="wq-%d" data-act="fire1" data-v="%[1]d" aria-label="Fire only the %s">Fire</button>`, i, itemName(it))
		}
		f.optsHTML(&w, u, d, i, e)
		w.F(`</li>`)
		why.F(`<li><b>%s</b>`, itemName(it))
		modsHTML(&why, r)
		why.F(`</li>`)
	}
	w.F(`</ul><details class="why" id="fire-why"><summary>Why these numbers?</summary><ul class="notes">%s</ul></details>`, why.HTML())
	if !f.sitOpen {
		w.Put(sit.HTML())
	}
	attackHTML(&w, s, u, d, f, ind, missiles)
	body := w.HTML()
	w.Reset()
	label := "Pick the weapons to fire"
	if n := len(f.picked); n > 0 {
		label = fmt.Sprintf("Fire %d weapon%s at %s", n, kit.Plural(n), d.ID)
	}
	w.F(`<button class="btn primary big" id="fire-go" data-act="fire"%s>%s</button>`, kit.Disabled(len(f.picked) == 0), label)
	return kit.Sheet{Title: u.ID + " fires", Sub: f.sitButton(d), Body: body, Foot: w.HTML()}
}

// sitButton is the fire sheet's situation line under its title: the
// target, range, side struck and what else is set, one tap showing the
// choices under it (or hiding them). A situation not given this turn says
// so: the units have moved since.
func (f *attackForm) sitButton(d *game.Unit) kit.HTML {
	unset := ""
	if !f.sit.set {
		unset = ", not set this turn"
	}
	return kit.Fmt(`<button class="chip sitline%s" id="sit-line" data-act="sit" aria-expanded="%t" aria-controls="atk-sit">at %s · %d hex%s%s · %s%s <span aria-hidden="true">%s</span></button>`,
		kit.On(f.sitOpen), f.sitOpen, d.ID, f.sit.rng, es(f.sit.rng), unset, f.sit.dir.String(), f.situationLine(), map[bool]string{false: "▾", true: "▴"}[f.sitOpen])
}

// optChip writes a chip of the fire sheet, pressed when on: a tap sets key
// for weapon wpn (0: the attack) to send (data-act "opt"); its id ends in
// v, the value it stands for.
func optChip(w *kit.Writer, key string, wpn int, v, send string, on bool, label string) {
	w.F(`<button class="chip small%s" id="%s-%d-%s" data-act="opt" data-k="%[2]s" data-w="%[3]d" data-v="%[5]s" aria-pressed="%[6]t">%[7]s</button>`, kit.On(on), key, wpn, v, send, on, label)
}

// flag writes an on/off chip: a tap sets key to v, or back to "".
func (f *attackForm) flag(w *kit.Writer, key string, wpn int, v, label string) {
	on, send := f.get(key, wpn) == v, v
	if on {
		send = ""
	}
	optChip(w, key, wpn, v, send, on, label)
}

// toggles are on/off chips: key, label, and whether the sheet offers it.
type toggles []struct {
	key, label string
	has        bool
}

// write writes the toggles offered, for weapon wpn (0: the attack).
func (ts toggles) write(w *kit.Writer, f *attackForm, wpn int) {
	for _, t := range ts {
		if t.has {
			f.flag(w, t.key, wpn, "1", t.label)
		}
	}
}

// choices writes a labelled group of chips, the one whose value is cur
// pressed: each sets key to its value, opts[n][0] (its label opts[n][1]).
func choices(w *kit.Writer, key string, wpn int, label, cur string, opts ...[2]string) {
	w.F(`<div class="chips fit" role="group" aria-label="%s"><span class="steplabel">%[1]s</span>`, label)
	for _, o := range opts {
		optChip(w, key, wpn, o[0], o[0], o[0] == cur, o[1])
	}
	w.F(`</div>`)
}

// optsHTML writes the inputs weapon i of u has, each only where it
// applies: the shots of a rapid-fire weapon (Ultra 2, rotary 6,
// 003 L5952); then in one row the bins it can fire from when it has
// several, each named by what it holds (an MML's LRM or SRM, a special
// munition), where it is (its slot too when two share a location) and its
// shots left; a flamer's heat instead of
// damage (003 L6073), indirect fire (LRMs, an MML with LRMs, 003 L1790),
// HAG flak (003 L6155), and the target d's anti-missile systems, which
// the defender may fire at a missile attack (003 L7729).
func (f *attackForm) optsHTML(w *kit.Writer, u, d *game.Unit, i int, e equipment.Item) {
	if e.RapidFire > 1 {
		opts := make([][2]string, e.RapidFire)
		for n := range opts {
			opts[n] = [2]string{strconv.Itoa(n + 1), strconv.Itoa(n + 1)}
		}
		choices(w, "rap", i, "Shots", strconv.Itoa(max(f.num("rap", i), 1)), opts...)
	}
	var c kit.Writer
	if bins := u.Bins(i); len(bins) > 1 {
		cur := *f.bin(u, i)
		for _, b := range bins {
			a := &u.Items[b]
			twin := slices.ContainsFunc(bins, func(o int) bool { return o != b && u.Items[o].Loc == a.Loc })
			v := strconv.Itoa(b)
			optChip(&c, "bin", i, v, v, b == cur, strings.TrimPrefix(binKind(&u.Items[i], a)+" · "+binPlace(u, a, twin)+" · "+kit.Count(a.ShotsLeft, "shot", "shots"), " · "))
		}
	}
	toggles{{"heat", "Heat, not damage", e.HeatOption > 0}, {"ind", "Indirect", e.Indirect}, {"flak", "Flak", e.Family == "HAG"}}.write(&c, f, i)
	for j := range d.Items {
		if a := &d.Items[j]; e.Is("M") && a.Kind == game.Weapon && !a.Destroyed && strings.HasSuffix(a.ID, "ams") && !slices.Contains(d.AMSUsed, j) {
			f.flag(&c, "ams", i, strconv.Itoa(j), "Their AMS ("+strings.ToLower(a.Loc.Name(d.Config))+")")
		}
	}
	if c.HTML() != "" {
		w.F(`<div class="chips fit" role="group" aria-label="%s: ammunition and modes">%s</div>`, e.Name, c.HTML())
	}
}

// attackHTML writes the attack's inputs beyond the map: the arc the
// target is in (a 'Mech with construction options is checked: a
// rear-mounted weapon fires only into the rear arc, 003 L1345-1361), the
// spotter of indirect fire when a weapon fires indirectly, and the
// situations that change numbers: hostile ECM between (missiles:
// Artemis and Narc homing lost, 003 L7316), a target making a combat drop
// (003 L4696), the attacker spotting too (003 L1679) and, into the rear
// arc, its arms flipped (003 L1392).
func attackHTML(w *kit.Writer, s *game.State, u, d *game.Unit, f *attackForm, ind, missiles bool) {
	if u.Version >= game.DesignVersion {
		choices(w, "arc", 0, "Arc", f.get("arc", 0), [2]string{"", "Not set"}, [2]string{"0", "Front"}, [2]string{"2", "Left"}, [2]string{"3", "Right"}, [2]string{rearArc, "Rear"})
	}
	if ind {
		opts := [][2]string{{"", "None (Narc)"}}
		for i := range s.Units {
			if x := &s.Units[i]; x != u && x != d && !x.Destroyed {
				opts = append(opts, [2]string{x.ID, x.ID})
			}
		}
		choices(w, "spotter", 0, "Spotter", f.get("spotter", 0), opts...)
	}
	w.F(`<div class="chips fit" role="group" aria-label="The attack">`)
	toggles{{"cover", "Partial cover (+1, legs covered)", true}, {"spa", "Spotter attacks too", ind}, {"ecm", "ECM between", missiles},
		{"drop", "Target dropping", true}, {"spot", "Spotting too (+1)", true}, {"flip", "Flip arms", f.get("arc", 0) == rearArc && u.Config == classic.Biped}}.write(w, f, 0)
	w.F(`</div>`)
}

// situationLine is what the situation sets beyond range and side, for
// the fire sheet's header: the target's hex, the woods between, a
// secondary target, the arc; "" when none is set.
func (f *attackForm) situationLine() string {
	s := ""
	switch f.sit.woods {
	case classic.LightWoods:
		s += " · in light woods"
	case classic.HeavyWoods:
		s += " · in heavy woods"
	}
	if n := f.sit.light + f.sit.heavy; n > 0 {
		s += " · " + strconv.Itoa(n) + " woods between"
	}
	if f.sit.sec != classic.Primary {
		s += " · secondary target"
	}
	if f.on("arc", 0) {
		s += " · " + strings.ToLower(classic.Direction(f.num("arc", 0)).String()) + " arc"
	}
	return s
}

// situationHTML writes the situation's controls: the side struck and the
// target's hex; weapons add the woods between, a secondary target and an
// aimed shot (a physical attack is made on an adjacent unit: nothing
// stands between).
func situationHTML(w *kit.Writer, f *attackForm, weapons bool) {
	kit.Seg(w, "side", "Side struck", int(f.sit.dir), "Front", "Rear", "Left", "Right")
	kit.Seg(w, "woods", "Target hex", int(f.sit.woods), "Open", "Light woods", "Heavy woods")
	if !weapons {
		return
	}
	w.F(`<div class="steppers">`)
	kit.Stepper(w, "lw", "Light woods between", f.sit.light)
	kit.Stepper(w, "hw", "Heavy woods between", f.sit.heavy)
	w.F(`</div>`)
	kit.Seg(w, "sec", "Target", int(f.sit.sec), "Primary", "2nd, front", "2nd, side/rear")
	opts := [][2]string{{"", "None"}}
	for _, l := range codes() {
		opts = append(opts, [2]string{l, l})
	}
	choices(w, "aim", 0, "Aimed shot", f.get("aim", 0), opts...)
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

// binKind is what a bin holds, in a word or two: a special munition's
// name ("Armor-Piercing"), the kind of an MML's or ATM's ammunition ("LRM",
// "ER"), else "" (the weapon's standard ammunition).
func binKind(wpn, a *game.Item) string {
	name := a.Label()
	if a.Munition != "" {
		e, _ := equipment.Lookup(a.Munition)
		name = e.Name
	}
	if _, m, ok := strings.Cut(name, " – "); ok {
		return m
	}
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(name, wpn.Label()), "Ammo"))
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
		return kit.Sheet{Title: title, Body: noTarget(s, u)}
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
		// A limb that cannot make the attack when the other can is shown
		// unavailable with the reason, and the other is chosen.
		whyNot := make([]string, len(limbs))
		for i, l := range limbs {
			try := *f
			try.limb = l.Code()
			if _, err := s.PhysicalTarget(try.physical(u)); err != nil {
				text, _ := says(err)
				whyNot[i] = strings.TrimPrefix(text, "unit "+u.ID+": ")
			}
		}
		if whyNot[0] != "" && whyNot[1] != "" { // both refused: the reason is not the limb's
			whyNot = []string{"", ""}
		}
		for i, l := range limbs {
			if f.limb == l.Code() && whyNot[i] != "" {
				f.limb = limbs[1-i].Code()
				break
			}
		}
		w.F(`<div class="segmented" role="group" aria-label="With">`)
		for i, l := range limbs {
			on := f.limb == l.Code()
			w.F(`<button class="seg%s" id="limb-%s" data-act="limb" data-v="%[2]s" aria-pressed="%t"%s>%s</button>`, kit.On(on), l.Code(), on, kit.Disabled(whyNot[i] != "" && !on), l.Name(u.Config))
		}
		w.F(`</div>`)
		for i, l := range limbs {
			if whyNot[i] != "" && f.limb != l.Code() {
				w.F(`<p class="muted small" id="limb-why-%s">%s: %s</p>`, l.Code(), l.Name(u.Config), whyNot[i])
			}
		}
	case classic.Charge:
		if f.hexesBy != chargeKey(s, u) {
			f.hexes = max(u.Hexes, 1)
		}
		kit.Stepper(&w, "chx", "Hexes moved", f.hexes)
	}
	situationHTML(&w, f, false)
	ev := f.physical(u)
	r, err := s.PhysicalTarget(ev)
	foot := kit.HTML("")
	if err != nil {
		text, cite := says(err)
		w.F(`<p class="error" id="phys-why">%s</p>`, text)
		whyRules(&w, "phys-rules", cite)
	} else {
		w.F(`<div class="tohit" id="phys-tohit"><p>To hit `)
		resultHTML(&w, r)
		w.F(`</p><details class="why"><summary>Why?</summary>`)
		modsHTML(&w, r)
		w.F(`</details></div>`)
		if o, ok := option(u, "-triple-strength-myomer"); ok && u.TSMActive && f.attack <= classic.Club {
			w.F(`<p id="phys-tsm">Damage doubled: triple-strength myomer is active.</p>%s`, kit.Why("phys-tsm-why", o.Label, o.Cite))
		}
		foot = kit.Fmt(`<button class="btn primary big" id="phys-go" data-act="strike">%s %s</button>`, physicalLabel(f.attack), d.ID)
	}
	return kit.Sheet{Title: title, Sub: kit.Fmt(`%s on %s`, physicalLabel(f.attack), d.ID), Body: w.HTML(), Foot: foot}
}
