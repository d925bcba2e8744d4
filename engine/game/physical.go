package game

import (
	"fmt"
	"slices"

	"lancemate/engine/classic"
)

// Terrain is what the players read off the map for an attack: the terrain
// and skidding rows of the Attack Modifiers Table (003 L1622-1657). The
// engine knows the rest (movement, prone, immobile) from the log.
type Terrain struct {
	// Woods is the woods or jungle in the target's hex; LightWoods and
	// HeavyWoods count the intervening hexes (003 L1528-1530).
	Woods      classic.Woods `json:"woods,omitempty"`
	LightWoods int           `json:"lightWoods,omitempty"`
	HeavyWoods int           `json:"heavyWoods,omitempty"`
	// PartialCover and Depth1Water: +1, and a leg hit strikes the cover
	// (003 L1494-1500).
	PartialCover bool `json:"partialCover,omitempty"`
	Depth1Water  bool `json:"depth1Water,omitempty"`
	// AttackerSkidding +1, TargetSkidding +2 (003 L1631, L1647).
	AttackerSkidding bool `json:"attackerSkidding,omitempty"`
	TargetSkidding   bool `json:"targetSkidding,omitempty"`
}

// attackSituation is the "All Attacks" part of an attack by a on d
// (classic.Situation): movement from the Move events, prone and immobile
// from the state, the map from the players.
func attackSituation(a, d *Unit, tr Terrain) classic.Situation {
	return classic.Situation{
		AttackerMode: a.Moved.classic(), AttackerProne: a.Prone, AttackerSkidding: tr.AttackerSkidding,
		AttackerQuadIntact: a.Config == classic.Quad && a.legsDestroyed() == 0 && !a.hipHit(),
		TargetMode:         d.Moved.classic(), TargetHexes: d.Hexes, TargetProne: d.Prone,
		TargetImmobile: d.Immobile(), TargetSkidding: tr.TargetSkidding,
		TargetWoods: tr.Woods, InterveningLightWoods: tr.LightWoods, InterveningHeavyWoods: tr.HeavyWoods,
		PartialCover: tr.PartialCover, Depth1Water: tr.Depth1Water,
	}
}

// hipHit reports a hip critical hit on any leg.
func (u *Unit) hipHit() bool {
	for _, leg := range u.legs() {
		if u.legDamage(leg, 1<<30).Hip {
			return true
		}
	}
	return false
}

// Physical is one physical attack, from declaration to damage: punch,
// kick, push, charge or death from above (003 L1948; clubs and physical
// weapons are left to the players, a Hit event per blow). The engine works
// out the target number with classic.PhysicalToHit from the attacker's
// Piloting, the attack, actuator damage from earlier phases (damage of this
// phase never affects its attacks, 003 L2443), both 'Mechs' movement and
// state, and the map (Terrain, Mods: 003 L1964-1966); then resolves the
// attack with the tape: the 2D6 attack roll (unless automatic, 003 L1985),
// then location rolls and critical hits. Limb is the punching arm or
// kicking leg; Dir the side of the target struck; Hexes the hexes a charge
// moved. A death from above is a jump: the attacker's Move must be one
// (003 L2126).
type Physical struct {
	Attacker string                 `json:"attacker"`
	Target   string                 `json:"target"`
	Attack   classic.PhysicalAttack `json:"attack"`
	Limb     *classic.Location      `json:"limb,omitempty"`
	Dir      classic.Direction      `json:"dir,omitempty"`
	Hexes    int                    `json:"hexes,omitempty"`
	Terrain
	// Mods are any other modifiers the players apply.
	Mods []Modifier `json:"mods,omitempty"`
	Rolls
}

// Type implements Event.
func (*Physical) Type() string { return "physical" }

// PhysicalTarget returns the itemised target number of a physical attack,
// or why the attack is not allowed.
func (s *State) PhysicalTarget(e *Physical) (classic.Result, error) {
	a, err := s.active(e.Attacker)
	if err != nil {
		return classic.Result{}, err
	}
	d, err := s.active(e.Target)
	if err != nil {
		return classic.Result{}, err
	}
	if err := a.physicalAllowed(d, e); err != nil {
		return classic.Result{}, err
	}
	in := classic.PhysicalInput{Piloting: a.Pilot.Piloting, Situation: attackSituation(a, d, e.Terrain), Attack: e.Attack,
		TargetPiloting: d.Pilot.Piloting, Extra: playerMods(e.Mods)}
	serial := s.Serial()
	switch e.Attack {
	case classic.Punch:
		shoulder, upper, lower, hand := a.armActuators(*e.Limb, serial)
		in.ShoulderHits, in.ArmActuatorHits, in.NoHand = count(shoulder), count(upper, lower), hand
	case classic.Kick:
		for _, leg := range a.legs() {
			if a.legDamage(leg, serial).Hip {
				in.HipHits++
			}
		}
		in.LegActuatorHits, in.FootHit = a.kickActuators(*e.Limb, serial)
	case classic.Push:
		for _, arm := range []classic.Location{classic.LeftArm, classic.RightArm} {
			shoulder, _, _, _ := a.armActuators(arm, serial)
			in.ShoulderHits += count(shoulder)
		}
	}
	r, err := classic.PhysicalToHit(in)
	if err != nil {
		return classic.Result{}, fmt.Errorf("unit %s: %w", a.ID, err)
	}
	if r.Prohibited != "" {
		return classic.Result{}, fmt.Errorf("unit %s: %s", a.ID, r.Prohibited)
	}
	return r, nil
}

// physicalAllowed checks what the game knows about an attack beyond the
// target number: the attacker can act, has the limbs, has not fired them.
func (a *Unit) physicalAllowed(d *Unit, e *Physical) error {
	switch {
	case a == d:
		return fmt.Errorf("unit %s cannot attack itself", a.ID)
	case e.Attack == classic.Club || e.Attack == classic.WeaponAttack:
		return fmt.Errorf("unit %s: resolve %s attacks with hit events", a.ID, e.Attack)
	case e.Attack < classic.Punch || e.Attack > classic.WeaponAttack:
		return fmt.Errorf("unit %s: invalid physical attack %d", a.ID, int(e.Attack))
	case !e.Dir.Valid():
		return fmt.Errorf("unit %s: invalid attack direction %d", a.ID, int(e.Dir))
	case a.Shutdown || a.Pilot.Unconscious:
		return fmt.Errorf("unit %s cannot act: shut down or pilot unconscious (003 L3063, L3420)", a.ID)
	case a.Prone:
		return fmt.Errorf("unit %s is prone and cannot make physical attacks (003 L2013)", a.ID)
	case a.Physical:
		return fmt.Errorf("unit %s already made its physical attack this turn (003 L1960)", a.ID)
	case (e.Attack == classic.Punch || e.Attack == classic.Kick) != (e.Limb != nil):
		return fmt.Errorf("unit %s: a punch or kick names its limb, other attacks none", a.ID)
	case (e.Attack == classic.Charge) != (e.Hexes != 0) || e.Hexes < 0 || e.Hexes > 30:
		return fmt.Errorf("unit %s: hexes moved go with a charge, and only with one", a.ID)
	case (e.Attack == classic.Charge || e.Attack == classic.DeathFromAbove) && len(a.Fired) > 0:
		return fmt.Errorf("unit %s fired weapons this turn and cannot %s (003 L2041, L2122)", a.ID, e.Attack)
	case e.Attack == classic.DeathFromAbove && a.Moved != Jumped:
		return fmt.Errorf("unit %s: a death from above is a jump; its move this turn was %q (003 L2126)", a.ID, a.Moved)
	}
	switch e.Attack {
	case classic.Punch:
		if !e.Limb.IsArm(a.Config) || a.Locations[*e.Limb].Destroyed {
			return fmt.Errorf("unit %s has no %s to punch with", a.ID, e.Limb)
		}
		if a.firedFrom(*e.Limb) {
			return fmt.Errorf("unit %s fired weapons in the %s this turn (003 L2247)", a.ID, e.Limb.Name(a.Config))
		}
	case classic.Kick:
		if !e.Limb.IsLeg(a.Config) || a.Locations[*e.Limb].Destroyed {
			return fmt.Errorf("unit %s has no %s to kick with", a.ID, e.Limb)
		}
		if a.legsDestroyed() > 0 {
			return fmt.Errorf("unit %s has lost a leg and cannot kick", a.ID)
		}
		if a.firedFrom(*e.Limb) {
			return fmt.Errorf("unit %s fired weapons in the %s this turn (003 L2198)", a.ID, e.Limb.Name(a.Config))
		}
	case classic.Push:
		for _, arm := range []classic.Location{classic.LeftArm, classic.RightArm} {
			if !arm.IsArm(a.Config) || a.Locations[arm].Destroyed {
				return fmt.Errorf("unit %s needs both arms to push", a.ID)
			}
			if a.firedFrom(arm) {
				return fmt.Errorf("unit %s fired arm weapons this turn and cannot push (003 L2305)", a.ID)
			}
		}
	}
	return nil
}

// count counts the true values.
func count(bs ...bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}

// armActuators reports the state of an arm's actuators before the phase
// numbered serial: hit, or absent from the design (003 L2301).
func (u *Unit) armActuators(arm classic.Location, serial int) (shoulder, upper, lower, hand bool) {
	has := map[Kind]bool{}
	for i := range u.Items {
		it := &u.Items[i]
		if it.Loc != arm {
			continue
		}
		has[it.Kind] = true
		hit := u.critsBefore(it, serial) > 0
		switch it.Kind {
		case Shoulder:
			shoulder = shoulder || hit
		case UpperArm:
			upper = upper || hit
		case LowerArm:
			lower = lower || hit
		case Hand:
			hand = hand || hit
		}
	}
	return shoulder, upper || !has[UpperArm], lower || !has[LowerArm], hand || !has[Hand]
}

// kickActuators counts the upper and lower leg actuators of a leg hit
// before the phase numbered serial, and whether its foot is (003
// L1716-1717).
func (u *Unit) kickActuators(leg classic.Location, serial int) (legHits int, foot bool) {
	for i := range u.Items {
		it := &u.Items[i]
		if it.Loc != leg || u.critsBefore(it, serial) == 0 {
			continue
		}
		switch it.Kind {
		case UpperLeg, LowerLeg:
			legHits++
		case Foot:
			foot = true
		}
	}
	return legHits, foot
}

// firedFrom reports whether the 'Mech fired a weapon mounted in loc this
// turn, a weapon split between loc and another location included
// (003 L1754).
func (u *Unit) firedFrom(loc classic.Location) bool {
	return slices.ContainsFunc(u.Fired, func(i int) bool { return u.Items[i].in(loc) })
}

func (e *Physical) apply(s *State, t *tape) error {
	if err := s.phaseOnly("physical", PhasePhysical); err != nil {
		return err
	}
	r, err := s.PhysicalTarget(e)
	if err != nil {
		return err
	}
	a, _ := s.Unit(e.Attacker)
	d, _ := s.Unit(e.Target)
	a.Physical = true
	hit := r.AutoSuccess
	if r.AutoSuccess || r.AutoFailure {
		s.report(a, "%s at %s: target %d, automatic %s (003 L1985)", e.Attack, d.ID, r.Target, map[bool]string{true: "hit", false: "miss"}[hit])
	} else {
		roll, err := t.d66(a.ID, e.Attack.String()+" attack roll", r.Target)
		if err != nil {
			return err
		}
		hit = roll >= r.Target
		s.report(a, "%s at %s: rolled %d against %d", e.Attack, d.ID, roll, r.Target)
	}
	s.report(a, "target number %d: %s", r.Target, formatMods(itemised(r)))
	rule, _ := classic.PhysicalRules(e.Attack) // a valid attack
	if !hit {
		if rule.AttackerMissPSR.AutomaticFall() {
			s.trigger(a, Trigger{Reason: "missed a death from above (003 L2182)", Event: rule.AttackerMissPSR, Levels: 2, Back: true})
		} else if rule.AttackerMissPSR >= 0 {
			s.trigger(a, Trigger{Reason: rule.AttackerMissPSR.Label(), Event: rule.AttackerMissPSR})
		}
		s.report(a, "misses")
		return nil
	}
	if rule.TargetPSR >= 0 {
		s.trigger(d, Trigger{Reason: rule.TargetPSR.Label(), Event: rule.TargetPSR, Now: e.Attack == classic.Push})
	}
	if rule.AttackerHitPSR >= 0 {
		s.trigger(a, Trigger{Reason: rule.AttackerHitPSR.Label(), Event: rule.AttackerHitPSR})
	}
	return s.physicalDamage(a, d, e, rule, t)
}

// physicalDamage deals the damage of a hit (classic.PunchDamage,
// KickDamage, ChargeDamage, DFADamage) on the attack's table
// (classic.PhysicalRules), in its groupings. A prone target is kicked on
// the Hit Location Table and struck by death from above on its Rear column
// (003 L2017); a charging attacker takes its damage on the Front column of
// the Hit Location Table (NoteChargeTable), a death from above attacker on
// the Front column of the Kick table (003 L2166).
func (s *State) physicalDamage(a, d *Unit, e *Physical, rule classic.PhysicalRule, t *tape) error {
	serial := s.Serial()
	table := map[classic.LocationTable]d6Table{classic.PunchTable: classic.PunchLocation, classic.KickTable: classic.KickLocation}[rule.Table]
	dir := e.Dir
	switch e.Attack {
	case classic.Push:
		s.report(d, "pushed one hex (003 L2311)")
		return nil
	case classic.Punch:
		_, upper, lower, _ := a.armActuators(*e.Limb, serial)
		dmg, err := classic.PunchDamage(a.Tons, count(upper, lower), false)
		if err != nil {
			return err
		}
		return s.groupedHits(d, dir, dmg, dmg, "punch", t, table)
	case classic.Kick:
		legHits, _ := a.kickActuators(*e.Limb, serial)
		dmg, err := classic.KickDamage(a.Tons, legHits, false)
		if err != nil {
			return err
		}
		if d.Prone {
			table = nil
		}
		return s.groupedHits(d, dir, dmg, dmg, "kick", t, table)
	case classic.Charge:
		toTarget, toSelf, err := classic.ChargeDamage(a.Tons, d.Tons, e.Hexes)
		if err != nil {
			return err
		}
		if err := s.groupedHits(d, dir, toTarget, rule.Groupings, "charge", t, table); err != nil {
			return err
		}
		return s.groupedHits(a, classic.Front, toSelf, rule.Groupings, "charge (attacker)", t, nil)
	}
	toTarget, toSelf, err := classic.DFADamage(a.Tons)
	if err != nil {
		return err
	}
	if d.Prone {
		table, dir = nil, classic.Rear
	}
	if err := s.groupedHits(d, dir, toTarget, rule.Groupings, "death from above", t, table); err != nil {
		return err
	}
	return s.groupedHits(a, classic.Front, toSelf, rule.Groupings, "death from above (attacker)", t, classic.KickLocation)
}

// d6Table is a 1D6 location table: Punch or Kick (003 L2186-2275).
type d6Table func(classic.Config, classic.Direction, int) (classic.Hit, error)

// groupedHits splits damage into groupings and rolls each one's location,
// on a 1D6 table or, when table is nil, the Hit Location Table
// (003 L2064, L2158, L2166).
func (s *State) groupedHits(u *Unit, dir classic.Direction, dmg, size int, what string, t *tape, table d6Table) error {
	for _, g := range classic.Groupings(dmg, size) {
		if u.Destroyed {
			return nil
		}
		if table == nil {
			if err := s.hitRoll(u, dir, g, what, false, t); err != nil {
				return err
			}
			continue
		}
		r, err := t.d6(u.ID, what+" location")
		if err != nil {
			return err
		}
		h, err := table(u.Config, dir, r)
		if err != nil {
			return err
		}
		if err := s.strike(u, h, dir, g, false, t); err != nil {
			return err
		}
	}
	return nil
}
