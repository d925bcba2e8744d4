package game

import (
	"slices"

	"lancemate/engine/classic"
	"lancemate/engine/words"
)

// What a unit may not do, as far as the engine can see it (the map is
// the players'). These checks apply to units whose design has version 2
// (Build.played): a unit of an older saved game plays as it was played,
// so its log replays exactly.

// proneMove refuses movement into another hex by a prone 'Mech: it may
// only change facing or try to stand (003 L1083), and checks the MP that
// stand attempts cost (2 each, 003 L1089) against the mode's MP: a 'Mech
// that tried to stand walked or ran, never stood still or jumped
// (003 L728, L1083, L1089).
func (u *Unit) proneMove(mode MoveMode, hexes, mp int) error {
	if !u.played() {
		return nil
	}
	switch {
	case u.Prone && hexes > 0:
		return refuse("003 L1083", "%s is prone: stand up before moving into another hex", u.ID)
	case u.StandAttempts > 0 && (mode == StandStill || mode == Jumped):
		return refuse("003 L728, L1089", "%s tried to stand this turn: it walked or ran, and cannot %s", u.ID, map[MoveMode]string{StandStill: "stand still", Jumped: "jump"}[mode])
	case u.StandAttempts > 0 && hexes+2*u.StandAttempts > mp && !(u.StandAttempts == 1 && hexes == 0):
		return refuse("003 L1089", "%s spent %d MP trying to stand: %s %s left to %s, not %s", u.ID, 2*u.StandAttempts, words.Count(max(0, mp-2*u.StandAttempts), "MP", "MP"), words.Is(max(0, mp-2*u.StandAttempts)), mode, words.Count(hexes, "hex", "hexes"))
	}
	return nil
}

// MPLeft is what is left of mp, the MP of the mode the unit moves in, to
// enter hexes with once its attempts to stand this turn are paid for,
// 2 MP each (003 L1089).
func (u *Unit) MPLeft(mp int) int {
	if !u.played() {
		return mp
	}
	return max(0, mp-2*u.StandAttempts)
}

// standMP checks an attempt to stand costs MP the 'Mech has: 2 an attempt
// out of its Running MP (or the mode it moved in), one attempt with a
// single MP left (Minimum Movement), one a turn on one leg (003 L1089,
// L1099-1103).
func (u *Unit) standMP() error {
	if !u.played() {
		return nil
	}
	mp := u.RunMP()
	switch u.Moved {
	case StandStill:
		return refuse("003 L728, L1089", "%s stood still this turn: standing up takes MP, so declare walking or running", u.ID)
	case Walked:
		mp = u.WalkMP()
	}
	oneLeg := (u.Config == classic.Biped && u.legsDestroyed() == 1) || (u.Config == classic.Quad && u.legsDestroyed() == 2)
	switch {
	case oneLeg && u.StandAttempts > 0:
		return refuse("003 L1099", "%s has lost a leg: one attempt to stand a turn", u.ID)
	case oneLeg:
		return nil // always running (003 L1099)
	case u.StandAttempts == 0 && mp >= 1:
		return nil // Minimum Movement: one attempt (003 L1103)
	case 2*(u.StandAttempts+1)+u.Hexes > mp:
		return refuse("003 L1089", "%s has %d MP: each attempt to stand costs 2 MP", u.ID, mp)
	}
	return nil
}

// mayFire applies the arc and prone-fire limits to one weapon of a
// version-2 unit.
func (u *Unit) mayFire(w *Item, sh Shot, serial int) error {
	if !u.played() {
		return nil
	}
	if sh.Arc != nil {
		if !sh.Arc.Valid() {
			return refuse("003 L1337", "%s: the arc must be front, left, right or rear", u.ID)
		}
		if err := u.arcCheck(w, *sh.Arc); err != nil {
			return err
		}
	}
	return u.proneFire(w, sh.Weapon, serial)
}

// arcCheck refuses a weapon firing into an arc it cannot cover
// (003 L1345-1361, L1392): rear-mounted weapons fire into the rear
// arc only; leg weapons forward (or rear, rear-mounted) only; arm weapons
// into the forward arc and their own side arc, or the rear arc with the
// arms flipped; all others forward only.
func (u *Unit) arcCheck(w *Item, arc classic.Direction) error {
	arm, inArm := w.arm(u.Config)
	leg := false
	parts, nparts := w.parts()
	for _, p := range parts[:nparts] {
		leg = leg || p.Loc.IsLeg(u.Config)
	}
	ok := false
	switch {
	case w.Rear:
		ok = arc == classic.Rear
	case leg:
		ok = arc == classic.Front
	case inArm && u.ArmsFlipped:
		ok = arc == classic.Rear
	case inArm:
		ok = arc == classic.Front || (arm == classic.LeftArm && arc == classic.Left) || (arm == classic.RightArm && arc == classic.Right)
	default:
		ok = arc == classic.Front
	}
	if ok {
		return nil
	}
	if w.Rear {
		return refuse("003 L1361", "%s's %s is rear-mounted: it fires only into the rear arc", u.ID, w.Label())
	}
	if arc == classic.Rear {
		return refuse("003 L1361, L1392", "Only rear-mounted weapons fire into the rear arc (arm weapons with the arms flipped): %s's %s cannot", u.ID, w.Label())
	}
	return refuse("003 L1347-1357", "%s's %s cannot fire into the %s arc: only arm weapons fire into their own side arc", u.ID, w.Label(), arc)
}

// flipArms checks a 'Mech may flip its arms this turn (003 L1392-1398):
// built without lower arm and hand actuators in both arms, no weapon
// split between an arm and its torso, not prone.
func (u *Unit) flipArms() error {
	if u.Config != classic.Biped {
		return refuse("003 L1392", "Only a two-legged 'Mech has arms to flip")
	}
	if u.Prone {
		return refuse("003 L1398", "%s is prone and cannot flip its arms", u.ID)
	}
	for i := range u.Items {
		it := &u.Items[i]
		_, inArm := it.arm(u.Config)
		if (it.Kind == LowerArm || it.Kind == Hand) && inArm {
			return refuse("003 L1392", "%s has lower arm or hand actuators: it cannot flip its arms", u.ID)
		}
		if inArm && it.Split != nil {
			return refuse("003 L1392", "%s has a weapon split between an arm and its torso: it cannot flip its arms", u.ID)
		}
	}
	return nil
}

// proneFire refuses a prone 'Mech's weapons it cannot fire (003 L1750-1756):
// none with an arm destroyed before the phase, none in the legs, and the
// weapons of one arm only, the other propping it up. A quad with four
// legs and no hip hit fires as if standing (003 L1758).
func (u *Unit) proneFire(w *Item, wi, serial int) error {
	if !u.Prone || (u.Config == classic.Quad && u.legsDestroyedBefore(serial) == 0 && !u.hipHitBefore(serial)) {
		return nil
	}
	for _, a := range []classic.Location{classic.LeftArm, classic.RightArm} {
		if ls := &u.Locations[a]; u.Config == classic.Biped && ls.Destroyed && ls.DestroyedIn < serial {
			return refuse("003 L1752", "%s is prone with an arm destroyed: it cannot prop itself up to fire", u.ID)
		}
	}
	parts, nparts := w.parts()
	for _, p := range parts[:nparts] {
		if p.Loc.IsLeg(u.Config) {
			return refuse("003 L1754", "%s is prone: its leg weapons cannot fire", u.ID)
		}
	}
	arm, inArm := w.arm(u.Config)
	if !inArm {
		return nil
	}
	other := classic.LeftArm
	if arm == classic.LeftArm {
		other = classic.RightArm
	}
	if slices.ContainsFunc(u.Fired, func(i int) bool { return i != wi && u.Items[i].in(other) && !u.Items[i].tag() }) {
		return refuse("003 L1754", "%s is prone and props itself up on one arm: the weapons of the %s fired, the %s cannot", u.ID, other.Name(u.Config), arm.Name(u.Config))
	}
	return nil
}

// physicalLimits refuses what the physical attack rules forbid beyond the
// limbs (003 L2013-2019, L2039, L2045, L2051, L2061, L2128-2132, L1794):
//   - a charge: the attacker did not jump, moved, and claims no more
//     hexes than it entered;
//   - a push or charge (and a punch, which cannot reach it) against a
//     prone target;
//   - a second charge, death from above or push against one target in a
//     turn; a charge or death from above against a 'Mech that made one,
//     any physical attack against one that made a death from above;
//   - a charge or death from above by a 'Mech that spotted for indirect
//     fire this turn.
func (a *Unit) physicalLimits(d *Unit, e *Physical) error {
	if !a.played() {
		return nil
	}
	ram := e.Attack == classic.Charge || e.Attack == classic.DeathFromAbove
	switch {
	case e.Attack == classic.Charge && a.Moved == Jumped:
		return refuse("003 L2039", "%s jumped this turn and cannot charge", a.ID)
	case e.Attack == classic.Charge && (a.Moved != Walked && a.Moved != Ran):
		return refuse("003 L2039-2041", "%s did not walk or run this turn: a charge moves into the target's hex", a.ID)
	case e.Attack == classic.Charge && e.Hexes > a.Hexes:
		return refuse("003 L2061", "%s entered %s this turn: a charge counts at most those, not %d", a.ID, words.Count(a.Hexes, "hex", "hexes"), e.Hexes)
	case d.Prone && (e.Attack == classic.Push || e.Attack == classic.Charge):
		return refuse("003 L2015", "%s is prone: only kicks, clubs, physical weapons and death from above reach it", d.ID)
	case d.Prone && e.Attack == classic.Punch:
		return refuse("003 L2015, L2019", "%s is prone: a punch reaches it only from one level below; resolve that punch with a hit event", d.ID)
	case d.MadeDFA:
		return refuse("003 L2130", "%s made a death from above this turn and cannot be the target of a physical attack", d.ID)
	case ram && d.MadeCharge:
		return refuse("003 L2045, L2128", "%s made a charge this turn and cannot be charged or struck by death from above", d.ID)
	case (ram || e.Attack == classic.Push) && d.Rammed:
		return refuse("003 L2051, L1954", "%s was already the target of a charge, death from above or push this turn", d.ID)
	case ram && a.Spotted != "":
		return refuse("003 L1794", "%s spotted for indirect fire this turn and cannot %s", a.ID, e.Attack)
	}
	return nil
}
