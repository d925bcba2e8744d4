package game

import (
	"fmt"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
)

// slotsBeforePhase reports whether the location still had, at the start of
// this phase, a slot that could take a critical hit: critable, and not hit
// in an earlier phase (003 L2387-2391, L2639-2643).
func (s *State) slotsBeforePhase(u *Unit, loc classic.Location) bool {
	if u.Locations[loc].Destroyed {
		return false
	}
	serial := s.Serial()
	for slot := range loc.SlotsFor(u.Config) {
		c := u.Locations[loc].Crit[slot]
		if c != 0 && c != serial {
			continue
		}
		if i := u.itemAt(loc, slot); i >= 0 && u.Items[i].Kind.Critable() {
			return true
		}
	}
	return false
}

// applicable reports whether a critical hit can land in the slot now: it
// holds a critable component and has not been hit (003 L2606-2612).
func (u *Unit) applicable(loc classic.Location, slot int) bool {
	if u.Locations[loc].Crit[slot] != 0 {
		return false
	}
	i := u.itemAt(loc, slot)
	return i >= 0 && u.Items[i].Kind.Critable()
}

// critCheck rolls on the Determining Critical Hits Table for damage to loc
// and applies the result (003 L2578-2616). When the location had no slot
// left for critical hits before this phase, the hits go to the next
// location inward; the head and centre torso never pass them on
// (003 L2391, L2637-2645). mod modifies the roll.
func (s *State) critCheck(u *Unit, loc classic.Location, hadSlots bool, why string, mod int, t *tape) error {
	r, err := t.d66(u.ID, fmt.Sprintf("Critical hit roll, %s (%s)", loc.Name(u.Config), why), 0)
	if err != nil {
		return err
	}
	if m, label := u.critRollMod(); m != 0 {
		mod += m
		why += ", " + label
	}
	c, err := classic.CriticalHits(loc, r, mod)
	if err != nil {
		return err
	}
	if mod != 0 {
		why += fmt.Sprintf(", %+d", mod)
	}
	switch {
	case c.BlownOff && s.armoredJoint(u, loc):
		s.report(u, "critical roll %d in the %s (%s): blown off, but its armored %s only loses its armor (003 L7766)", r, loc.Name(u.Config), why, map[bool]string{true: "hip", false: "shoulder"}[loc.IsLeg(u.Config)])
		return nil
	case c.BlownOff:
		s.report(u, "critical roll %d in the %s (%s): blown off (003 L2584)", r, loc.Name(u.Config), why)
		s.fact(u, Fact{Kind: FactCritical, Loc: loc.Code(), BlownOff: true})
		s.destroyLocation(u, loc, true, false)
		return nil
	case c.Count == 0:
		s.report(u, "critical roll %d in the %s (%s): no critical hit", r, loc.Name(u.Config), why)
		return nil
	}
	s.report(u, "critical roll %d in the %s (%s): %d critical hit(s)", r, loc.Name(u.Config), why, c.Count)
	target := loc
	for !hadSlots {
		next, ok := classic.TransferTarget(target)
		if !ok {
			s.report(u, "no slot left in the %s: the critical hits are lost (003 L2641)", target.Name(u.Config))
			return nil
		}
		s.report(u, "no slot left in the %s: critical hits transfer to the %s (003 L2639)", target.Name(u.Config), next.Name(u.Config))
		target = next
		hadSlots = s.slotsBeforePhase(u, target)
	}
	for i := range c.Count {
		slot, ok, err := s.pickSlot(u, target, t)
		if err != nil {
			return err
		}
		if !ok {
			s.report(u, "%d excess critical hit(s) in the %s lost (003 L2643)", c.Count-i, target.Name(u.Config))
			return nil
		}
		if s.vented {
			// A critical hit of an explosion vented by CASE II is
			// disregarded on 8+ (003 L7794).
			r, err := t.d66(u.ID, "CASE II: 8+ disregards the critical hit", 8)
			if err != nil {
				return err
			}
			if r >= 8 {
				s.report(u, "CASE II roll %d: the critical hit on slot %d is disregarded (003 L7794)", r, slot+1)
				continue
			}
			s.report(u, "CASE II roll %d: the critical hit stands", r)
		}
		if err := s.applyCrit(u, target, slot, false, t); err != nil {
			return err
		}
		if u.Locations[target].Destroyed {
			return nil
		}
	}
	return nil
}

// explosiveCrits is the critical roll of a location destroyed with
// explosives in it: only hits on explosive components are resolved, and
// they never transfer (003 L2393-2397, L2544-2546, L2647).
func (s *State) explosiveCrits(u *Unit, loc classic.Location, t *tape) error {
	r, err := t.d66(u.ID, fmt.Sprintf("Critical hit roll, %s destroyed: only its ammunition and other explosives can be hit", loc.Name(u.Config)), 0)
	if err != nil {
		return err
	}
	m, _ := u.critRollMod()
	c, err := classic.CriticalHits(loc, r, m)
	if err != nil {
		return err
	}
	s.report(u, "critical roll %d in the destroyed %s: %d critical hit(s), only explosives count", r, loc.Name(u.Config), c.Count)
	for range c.Count {
		slot, ok, err := s.pickSlot(u, loc, t)
		if err != nil || !ok {
			return err
		}
		if err := s.applyCrit(u, loc, slot, true, t); err != nil {
			return err
		}
	}
	return nil
}

// pickSlot rolls the slot a critical hit strikes (003 L2588-2616): 1D6 in
// six-slot locations; elsewhere 1D6 for the block and 1D6 for the slot,
// both again if the slot is inapplicable, or one die in the only block
// with an applicable slot. ok is false when no slot applies.
func (s *State) pickSlot(u *Unit, loc classic.Location, t *tape) (slot int, ok bool, err error) {
	n := loc.SlotsFor(u.Config)
	open := func(from, to int) bool {
		for i := from; i < to; i++ {
			if u.applicable(loc, i) {
				return true
			}
		}
		return false
	}
	if !open(0, n) {
		return 0, false, nil
	}
	what := "critical slot in the " + loc.Name(u.Config)
	for {
		switch a, b := open(0, 6), n == 12 && open(6, 12); {
		case a && b:
			blk, err := t.d6(u.ID, what+": block (1-3 or 4-6)")
			if err != nil {
				return 0, false, err
			}
			d, err := t.d6(u.ID, what+": slot in the block")
			if err != nil {
				return 0, false, err
			}
			if slot, err = classic.CriticalSlot(u.Config, loc, blk, d); err != nil {
				return 0, false, err
			}
		default:
			d, err := t.d6(u.ID, what)
			if err != nil {
				return 0, false, err
			}
			slot = d - 1
			if !a {
				slot += 6
			}
		}
		if u.applicable(loc, slot) {
			return slot, true, nil
		}
	}
}

// applyCrit marks the slot hit and applies the component's critical hit
// effect (003 L2649-2872). explosiveOnly resolves only explosions (a
// destroyed location, 003 L2397).
func (s *State) applyCrit(u *Unit, loc classic.Location, slot int, explosiveOnly bool, t *tape) error {
	i := u.itemAt(loc, slot)
	it := &u.Items[i]
	if ls := &u.Locations[loc]; it.Armored && u.played() && !ls.Stripped[slot] {
		ls.Stripped[slot] = true
		s.report(u, "critical hit: %s, slot %d: the armored %s loses the slot's armor, no other effect (003 L7764)", loc.Name(u.Config), slot+1, it.Label())
		s.brief(u, "critical hit: %s armor", it.Label())
		return nil
	}
	u.Locations[loc].Crit[slot] = s.Serial()
	s.report(u, "critical hit: %s, slot %d: %s", loc.Name(u.Config), slot+1, it.Label())
	s.brief(u, "critical hit: %s", it.Label())
	s.fact(u, Fact{Kind: FactCritical, Loc: loc.Code(), Item: it.Kind.String(), Label: it.Label()})
	bang := it.explosive()
	firstHit := it.Hits == 0
	it.Hits++
	if explosiveOnly {
		if bang {
			return s.explode(u, i, loc, t)
		}
		return nil
	}
	if !firstHit && !it.Kind.multiHit() {
		s.report(u, "%s already disabled: the hit is absorbed (003 L2602)", it.Label())
		return nil
	}
	switch it.Kind {
	case Engine:
		n := u.EngineHits()
		s.report(u, "engine hit %d: +%d heat per turn (003 L2687)", n, min(n, 2)*5)
		if n >= 3 {
			it.Destroyed = true
			s.destroy(u, "three engine hits")
		}
	case Gyro:
		switch n := u.GyroHits(); {
		case n >= u.gyroLimit():
			it.Destroyed = true
			// +6 in all in the fall's pilot roll (NoteGyroSix).
			s.report(u, "gyro destroyed: automatic fall, cannot stand (003 L2734, L7525)")
			s.trigger(u, Trigger{Reason: "gyro destroyed", Event: classic.GyroDestroyed})
		case n == u.gyroLimit()-1:
			s.trigger(u, Trigger{Reason: "gyro hit", Event: classic.GyroHit})
		default:
			// NoteHeavyDutyGyro
			s.report(u, "heavy-duty gyro hit: +1 to every PSR, no PSR of its own and none for running or jumping (003 L2742, L7521)")
		}
	case Cockpit:
		it.Destroyed = true
		s.killPilot(u, "cockpit destroyed")
	case Sensors:
		if u.SensorHits() >= 2 {
			it.Destroyed = true
			s.report(u, "second sensor hit: the 'Mech cannot fire its weapons (003 L2826)")
		} else {
			s.report(u, "sensors hit: +2 to weapon attacks (003 L2826)")
		}
	case Hip:
		it.Destroyed = true
		s.trigger(u, Trigger{Reason: "hip actuator destroyed (" + loc.Name(u.Config) + ")", Event: classic.HipHit, Leg: &loc})
	case UpperLeg, LowerLeg, Foot:
		it.Destroyed = true
		s.trigger(u, Trigger{Reason: it.Label() + " destroyed (" + loc.Name(u.Config) + ")", Event: classic.LegActuatorHit, Leg: &loc})
	case Ammo:
		it.Destroyed = true
		if bang {
			return s.explode(u, i, loc, t)
		}
		s.report(u, "no ammunition explodes (empty or inert bin, 003 L2669)")
	case Weapon, Equipment:
		it.Destroyed = true
		if bang {
			return s.explode(u, i, loc, t)
		}
		if e, ok := equipment.Lookup(it.ID); ok && it.Jammed && e.Family == "RAC" && u.played() {
			// A jammed rotary autocannon explodes like an ammunition bin
			// of one shot (003 L6047).
			return s.blast(u, it.Label()+" (jammed)", e.Damage, loc, t)
		}
	default:
		it.Destroyed = true
	}
	return nil
}

// explode resolves an ammunition or explosive-component explosion in loc:
// the pilot takes 2 damage (003 L2655, L3391) and the 'Mech takes the bin's
// Damage Value times shots left to internal structure (003 L2657), with
// CASE stopping the transfer (003 L2661). A split item explodes in the
// location of the slot struck (003 L6143).
func (s *State) explode(u *Unit, i int, loc classic.Location, t *tape) error {
	it := &u.Items[i]
	dmg := it.Explosion
	if it.Kind == Ammo {
		dmg = it.ShotDamage * it.ShotsLeft
		it.ShotsLeft = 0
	}
	return s.blast(u, it.Label(), dmg, loc, t)
}

// blast is an internal explosion of dmg in loc: 2 pilot damage and the
// damage to the internal structure (003 L2655-2661).
func (s *State) blast(u *Unit, what string, dmg int, loc classic.Location, t *tape) error {
	s.report(u, "%s explodes for %d damage", what, dmg)
	s.brief(u, "%s explodes, %d damage", what, dmg)
	s.pilotDamage(u, 2, "explosion feedback")
	return s.applyDamage(u, damage{loc: loc, amount: dmg, explosion: true}, t)
}

// MarkCrit is a critical hit marked by hand on a slot of the record sheet,
// one the players resolved themselves: the slot's component takes the hit
// and its effect is applied as for a rolled critical hit (003 L2649-2872):
// an ammunition bin explodes (CASE stops the transfer), an actuator calls
// for its PSR, and so on. Rolls carries the dice of what follows (the
// critical rolls of an explosion's damage, a fall). Slot is 1-12.
type MarkCrit struct {
	Unit string `json:"unit"`
	// Attacker optionally names the unit whose attack caused the hit, for
	// the ledger's facts (Fact).
	Attacker string           `json:"attacker,omitempty"`
	Loc      classic.Location `json:"loc"`
	Slot     int              `json:"slot"`
	Rolls
}

// Type implements Event.
func (*MarkCrit) Type() string { return "crit" }

func (e *MarkCrit) apply(s *State, t *tape) error {
	u, err := s.active(e.Unit)
	if err != nil {
		return err
	}
	if !e.Loc.Valid() {
		return fmt.Errorf("unit %s: invalid location %d", u.ID, int(e.Loc))
	}
	if err := s.checkAttacker(e.Attacker, u.ID); err != nil {
		return err
	}
	switch n := e.Loc.SlotsFor(u.Config); {
	case u.Locations[e.Loc].Destroyed:
		return fmt.Errorf("unit %s: the %s is destroyed", u.ID, e.Loc.Name(u.Config))
	case e.Slot < 1 || e.Slot > n:
		return fmt.Errorf("unit %s: the %s has slots 1-%d, not %d", u.ID, e.Loc.Name(u.Config), n, e.Slot)
	case !u.applicable(e.Loc, e.Slot-1):
		return fmt.Errorf("unit %s: slot %d of the %s cannot take a critical hit (empty, already hit or not critable)", u.ID, e.Slot, e.Loc.Name(u.Config))
	}
	return s.applyCrit(u, e.Loc, e.Slot-1, false, t)
}

// armoredJoint strips the armor of a limb's armored shoulder or hip that
// has taken no critical hit, which saves the limb from a Limb Blown Off
// result (003 L7766); it reports whether it did. The head is never saved.
func (s *State) armoredJoint(u *Unit, loc classic.Location) bool {
	if !u.played() || !(loc.IsArm(u.Config) || loc.IsLeg(u.Config)) {
		return false
	}
	for i := range u.Items {
		it := &u.Items[i]
		if it.Loc != loc || !it.Armored || (it.Kind != Shoulder && it.Kind != Hip) || it.Hits > 0 {
			continue
		}
		ls := &u.Locations[loc]
		if ls.Stripped[it.Slots[0]-1] {
			return false
		}
		ls.Stripped[it.Slots[0]-1] = true
		return true
	}
	return false
}
