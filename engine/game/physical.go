package game

import (
	"fmt"
	"slices"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
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

// attackSituation is the "All Attacks" part of an attack by a on d in the
// phase numbered serial (classic.Situation): movement from the Move
// events, prone and immobile from the state (damage of the phase aside,
// 003 L2443), the map from the players.
func attackSituation(a, d *Unit, tr Terrain, serial int) classic.Situation {
	return classic.Situation{
		AttackerMode: a.Moved.classic(), AttackerProne: a.Prone, AttackerSkidding: tr.AttackerSkidding,
		AttackerQuadIntact: a.Config == classic.Quad && a.legsDestroyedBefore(serial) == 0 && !a.hipHitBefore(serial),
		TargetMode:         d.Moved.classic(), TargetHexes: d.Hexes, TargetProne: d.Prone,
		TargetImmobile: d.immobileBefore(serial), TargetSkidding: tr.TargetSkidding,
		TargetWoods: tr.Woods, InterveningLightWoods: tr.LightWoods, InterveningHeavyWoods: tr.HeavyWoods,
		PartialCover: tr.PartialCover, Depth1Water: tr.Depth1Water,
	}
}

// hipHitBefore reports a hip critical hit on any leg before the phase
// numbered serial.
func (u *Unit) hipHitBefore(serial int) bool {
	for _, leg := range u.legs() {
		if u.legDamage(leg, serial).Hip {
			return true
		}
	}
	return false
}

// Physical is one physical attack, from declaration to damage: punch,
// kick, club, push, charge, death from above or a physical weapon
// (003 L1948). The engine works
// out the target number with classic.PhysicalToHit from the attacker's
// Piloting, the attack, actuator damage from earlier phases (damage of this
// phase never affects its attacks, 003 L2443), both 'Mechs' movement and
// state, and the map (Terrain, Mods: 003 L1964-1966); then resolves the
// attack with the tape: the 2D6 attack roll (unless automatic, 003 L1985),
// then location rolls and critical hits. Limb is the punching arm or
// kicking leg; Dir the side of the target struck; Hexes the hexes a charge
// moved. A death from above is a jump: the attacker's Move must be one
// (003 L2126). A club is one the 'Mech holds (found clubs are not
// tracked, 003 L2106-2114).
type Physical struct {
	Attacker string                 `json:"attacker"`
	Target   string                 `json:"target"`
	Attack   classic.PhysicalAttack `json:"attack"`
	Limb     *classic.Location      `json:"limb,omitempty"`
	Dir      classic.Direction      `json:"dir,omitempty"`
	Hexes    int                    `json:"hexes,omitempty"`
	// Weapon is the item index (Unit.Items) of the physical weapon of a
	// "physical-weapon" attack: claws, flail, hatchet, lance, mace,
	// retractable blade, sword or a vibroblade (003 L2222-2235).
	Weapon *int `json:"weapon,omitempty"`
	// AltTable is "punch" or "kick": a weapon with the table option strikes
	// on that table instead of the Hit Location Table, at +4 (003 L2243).
	AltTable string `json:"altTable,omitempty"`
	// Activated: the vibroblade attacks activated, for fixed damage and
	// its heat, rather than deactivated (003 L7137).
	Activated bool `json:"activated,omitempty"`
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
	a, err := s.fighting(e.Attacker)
	if err != nil {
		return classic.Result{}, err
	}
	d, err := s.fighting(e.Target)
	if err != nil {
		return classic.Result{}, err
	}
	serial := s.Serial()
	if err := a.physicalAllowed(d, e, serial); err != nil {
		return classic.Result{}, err
	}
	if err := a.physicalLimits(d, e); err != nil {
		return classic.Result{}, err
	}
	in := classic.PhysicalInput{Piloting: a.Pilot.Piloting, Situation: attackSituation(a, d, e.Terrain, serial), Attack: e.Attack,
		TargetPiloting: d.Pilot.Piloting, Extra: playerMods(e.Mods)}
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
	case classic.Club:
		for _, arm := range []classic.Location{classic.LeftArm, classic.RightArm} {
			shoulder, upper, lower, hand := a.armActuators(arm, serial)
			in.ShoulderHits += count(shoulder)
			in.ArmActuatorHits += count(upper, lower)
			// Claws take the hand's place to wield a club (003 L7031).
			in.NoHand = in.NoHand || (hand && a.physicalIn(arm, classic.Claws, serial) < 0)
		}
		in.Claws = a.hasPhysical(classic.Claws)
	case classic.WeaponAttack:
		w := &a.Items[*e.Weapon]
		pw, _ := physicalWeapon(w.ID, e.Activated)
		arm, _ := w.arm(a.Config)
		in.Weapon, in.AltTable = pw, e.AltTable != ""
		shoulder, _, _, hand := a.armActuators(arm, serial)
		in.ShoulderHits, in.NoHand = count(shoulder), hand && pw != classic.Claws
		for i := range a.Items {
			if it := &a.Items[i]; it.Loc == arm && (it.Kind == UpperArm || it.Kind == LowerArm) && a.critsBefore(it, serial) > 0 {
				in.ArmActuatorHits++
			}
		}
	}
	if m, ok := a.physicalAES(e, serial); ok {
		in.Extra = append(in.Extra, m)
	}
	if m, ok := a.blinded(serial); ok {
		in.Extra = append(in.Extra, m)
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

// physicalAES is the -1 an actuator enhancement system gives a physical
// attack (003 L7719-7721): AES in the punching arm or the arm of the
// physical weapon, in both arms for a push or a club, in the legs for a
// kick or a charge; AES hit before the phase gives nothing.
func (a *Unit) physicalAES(e *Physical, serial int) (classic.Modifier, bool) {
	var ok bool
	switch e.Attack {
	case classic.Punch:
		ok = a.aesArms(serial, *e.Limb)
	case classic.Push, classic.Club:
		ok = a.aesArms(serial, classic.LeftArm, classic.RightArm)
	case classic.WeaponAttack:
		arm, in := a.Items[*e.Weapon].arm(a.Config)
		ok = in && a.aesArms(serial, arm)
	case classic.Kick, classic.Charge:
		ok = a.aesLegs(serial)
	}
	if !ok {
		return classic.Modifier{}, false
	}
	return classic.Modifier{Label: "Actuator enhancement system", Value: -1, Cite: "003 L7719"}, true
}

// physicalAllowed checks what the game knows about an attack beyond the
// target number: the attacker can act, has the limbs, has not fired them.
// Damage of the phase numbered serial does not count: a limb destroyed
// during it still makes its declared attack (003 L2327, L2467).
func (a *Unit) physicalAllowed(d *Unit, e *Physical, serial int) error {
	lost := func(loc classic.Location) bool {
		ls := &a.Locations[loc]
		return ls.Destroyed && ls.DestroyedIn < serial
	}
	switch {
	case a == d:
		return fmt.Errorf("unit %s cannot attack itself", a.ID)
	case e.Attack < classic.Punch || e.Attack > classic.WeaponAttack:
		return fmt.Errorf("unit %s: invalid physical attack %d", a.ID, int(e.Attack))
	case !e.Dir.Valid():
		return fmt.Errorf("unit %s: invalid attack direction %d", a.ID, int(e.Dir))
	case a.Shutdown || (a.Pilot.Unconscious && a.Pilot.KnockedOutIn < serial):
		return refuse("003 L3063, L3420", "%s cannot act: it is shut down or its pilot is unconscious", a.ID)
	case a.Prone:
		return refuse("003 L2013", "%s is prone and cannot make physical attacks", a.ID)
	case a.Physical && !a.secondClaw(e):
		return refuse("003 L1960", "%s already made its physical attack this turn", a.ID)
	case (e.Attack == classic.WeaponAttack) != (e.Weapon != nil):
		return fmt.Errorf("unit %s: a physical weapon attack names its weapon, other attacks none", a.ID)
	case e.AltTable != "" && e.AltTable != "punch" && e.AltTable != "kick":
		return fmt.Errorf("unit %s: altTable is \"punch\" or \"kick\", not %q", a.ID, e.AltTable)
	case e.AltTable != "" && e.Attack != classic.WeaponAttack:
		return fmt.Errorf("unit %s: only a physical weapon may choose its table (003 L2243)", a.ID)
	case (e.Attack == classic.Punch || e.Attack == classic.Kick) != (e.Limb != nil):
		return fmt.Errorf("unit %s: a punch or kick names its limb, other attacks none", a.ID)
	case (e.Attack == classic.Charge) != (e.Hexes != 0) || e.Hexes < 0 || e.Hexes > 30:
		return fmt.Errorf("unit %s: hexes moved go with a charge, and only with one", a.ID)
	case (e.Attack == classic.Charge || e.Attack == classic.DeathFromAbove) && slices.ContainsFunc(a.Fired, func(i int) bool { return !a.Items[i].tag() }):
		return refuse("003 L2039, L2122", "%s fired weapons this turn and cannot %s", a.ID, e.Attack)
	case e.Attack == classic.DeathFromAbove && a.Moved != Jumped:
		return refuse("003 L2118-2126", "%s: a death from above is a jump; its move this turn was %q", a.ID, a.Moved)
	case e.Attack == classic.DeathFromAbove && a.jets() == classic.MechanicalBoosters:
		return refuse("003 L7593", "%s jumps with mechanical jump boosters, which cannot make a death from above", a.ID)
	}
	switch e.Attack {
	case classic.Punch:
		if !e.Limb.IsArm(a.Config) || lost(*e.Limb) {
			return fmt.Errorf("unit %s has no %s to punch with", a.ID, e.Limb)
		}
		if a.firedFrom(*e.Limb) {
			return refuse("003 L2247", "%s fired weapons in the %s this turn and cannot punch with it", a.ID, e.Limb.Name(a.Config))
		}
		for i := range a.Items {
			it := &a.Items[i]
			if pw, ok := physicalWeapon(it.ID, false); ok && it.in(*e.Limb) && a.usable(it, serial) && pw != classic.RetractableBlade {
				return refuse("003 L2220", "%s cannot punch with the %s while its %s is intact", a.ID, e.Limb.Name(a.Config), it.Label())
			}
		}
	case classic.Kick:
		if !e.Limb.IsLeg(a.Config) || lost(*e.Limb) {
			return fmt.Errorf("unit %s has no %s to kick with", a.ID, e.Limb)
		}
		if a.legsDestroyedBefore(serial) > 0 {
			return refuse("003 L2196-2200", "%s has lost a leg and cannot kick", a.ID)
		}
		if a.firedFrom(*e.Limb) {
			return refuse("003 L2198", "%s fired weapons in the %s this turn and cannot kick with it", a.ID, e.Limb.Name(a.Config))
		}
	case classic.Push, classic.Club:
		for _, arm := range []classic.Location{classic.LeftArm, classic.RightArm} {
			if !arm.IsArm(a.Config) || lost(arm) {
				return fmt.Errorf("unit %s needs both arms to %s", a.ID, e.Attack)
			}
			if a.firedFrom(arm) {
				return refuse("003 L2305, L2092", "%s fired arm weapons this turn and cannot %s", a.ID, e.Attack)
			}
		}
	case classic.WeaponAttack:
		return a.weaponAllowed(e, serial)
	}
	if e.Activated {
		return fmt.Errorf("unit %s: only a vibroblade is activated", a.ID)
	}
	return nil
}

// weaponAllowed checks a physical weapon attack: a working physical weapon
// in an arm that fired no weapon this turn (003 L2214, L7021).
func (a *Unit) weaponAllowed(e *Physical, serial int) error {
	i := *e.Weapon
	if i < 0 || i >= len(a.Items) {
		return fmt.Errorf("unit %s has no item %d", a.ID, i)
	}
	w := &a.Items[i]
	pw, ok := physicalWeapon(w.ID, e.Activated)
	arm, inArm := w.arm(a.Config)
	switch {
	case !ok || pw == classic.Talons:
		return fmt.Errorf("unit %s: %s is not a physical weapon that attacks on its own (talons add to kicks and death from above)", a.ID, w.Label())
	case e.Activated && pw != classic.VibrobladeActivated:
		return fmt.Errorf("unit %s: only a vibroblade is activated", a.ID)
	case vibrobladeSizes[w.ID] < 0:
		return refuse("003 L7137", "%s's %s has no size, and a vibroblade's damage depends on it: resolve its attacks with hit events", a.ID, w.Label())
	case !a.usable(w, serial):
		return fmt.Errorf("unit %s: %s is destroyed", a.ID, w.Label())
	case !inArm:
		return fmt.Errorf("unit %s: %s is not mounted in an arm", a.ID, w.Label())
	case a.firedFrom(arm):
		return refuse("003 L2214", "%s fired weapons in the %s this turn and cannot strike with it", a.ID, arm.Name(a.Config))
	}
	return nil
}

// physicalWeapons maps the catalogue's physical weapons (engine/equipment)
// to the rows of the Physical Weapon Attacks Table (003 L2222-2235).
var physicalWeapons = map[string]classic.PhysicalWeapon{
	"is-claws": classic.Claws, "clan-claws": classic.Claws, "is-flail": classic.Flail,
	"is-hatchet": classic.Hatchet, "is-lance": classic.Lance, "is-mace": classic.Mace,
	"is-retractable-blade": classic.RetractableBlade, "is-sword": classic.Sword, "clan-talons": classic.Talons,
	"is-vibroblade": classic.VibrobladeDeactivated, "is-vibroblade-small": classic.VibrobladeDeactivated,
	"is-vibroblade-medium": classic.VibrobladeDeactivated, "is-vibroblade-large": classic.VibrobladeDeactivated,
}

// vibrobladeSizes are the sizes of the catalogue's vibroblades; -1 for the
// equipment table's row, which names none (003 L7137, L7992-7994).
var vibrobladeSizes = map[string]classic.VibrobladeSize{
	"is-vibroblade": -1, "is-vibroblade-small": classic.SmallVibroblade,
	"is-vibroblade-medium": classic.MediumVibroblade, "is-vibroblade-large": classic.LargeVibroblade,
}

// physicalWeapon returns the table row of a physical weapon item; an
// activated vibroblade has its own row.
func physicalWeapon(id string, activated bool) (classic.PhysicalWeapon, bool) {
	pw, ok := physicalWeapons[id]
	if ok && activated && pw == classic.VibrobladeDeactivated {
		pw = classic.VibrobladeActivated
	}
	return pw, ok
}

// physicalIn returns the index of a physical weapon of row pw in loc that
// worked at the start of the phase numbered serial, or -1.
func (u *Unit) physicalIn(loc classic.Location, pw classic.PhysicalWeapon, serial int) int {
	for i := range u.Items {
		it := &u.Items[i]
		if w, ok := physicalWeapons[it.ID]; ok && w == pw && it.in(loc) && u.critsBefore(it, serial) == 0 && !u.Locations[loc].Destroyed {
			return i
		}
	}
	return -1
}

// hasPhysical reports a working physical weapon of row pw anywhere.
func (u *Unit) hasPhysical(pw classic.PhysicalWeapon) bool {
	for i := range u.Items {
		if w, ok := physicalWeapons[u.Items[i].ID]; ok && w == pw && !u.Items[i].Destroyed {
			return true
		}
	}
	return false
}

// secondClaw reports a second claw attack in the turn: a 'Mech with two
// claws may attack with both (003 L7029), and did nothing else.
func (u *Unit) secondClaw(e *Physical) bool {
	if e.Attack != classic.WeaponAttack || e.Weapon == nil || len(u.ClawAttacks) == 0 || slices.Contains(u.ClawAttacks, *e.Weapon) {
		return false
	}
	i := *e.Weapon
	return i >= 0 && i < len(u.Items) && physicalWeapons[u.Items[i].ID] == classic.Claws
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
	return slices.ContainsFunc(u.Fired, func(i int) bool { return u.Items[i].in(loc) && !u.Items[i].tag() })
}

// tag reports TAG, whose use does not count as a weapon attack and
// prevents no physical attack (003 L7361).
func (it *Item) tag() bool {
	e, ok := equipment.Lookup(it.ID)
	return ok && e.Family == "TAG"
}

func (e *Physical) apply(s *State, t *tape) error {
	if err := s.phaseOnly("physical", PhasePhysical); err != nil {
		return err
	}
	return s.withSource(source{physical: true}, func() error { return e.resolve(s, t) })
}

// resolve makes the attack: its roll, then its damage and PSRs.
func (e *Physical) resolve(s *State, t *tape) error {
	r, err := s.PhysicalTarget(e)
	if err != nil {
		return err
	}
	a, _ := s.lookup(e.Attacker)
	d, _ := s.lookup(e.Target)
	a.Physical = true
	s.sighted(Sight{Attacker: a.ID, Target: d.ID, Range: 1, Dir: e.Dir, Woods: e.Woods}) // adjacent (003 L1950)
	a.MadeCharge = a.MadeCharge || e.Attack == classic.Charge
	a.MadeDFA = a.MadeDFA || e.Attack == classic.DeathFromAbove
	if e.Attack == classic.Charge || e.Attack == classic.DeathFromAbove || e.Attack == classic.Push {
		d.Rammed = true
	}
	var pw classic.PhysicalWeapon
	if e.Weapon != nil {
		w := &a.Items[*e.Weapon]
		pw, _ = physicalWeapon(w.ID, e.Activated)
		if pw == classic.Claws {
			a.ClawAttacks = append(a.ClawAttacks, *e.Weapon)
		}
		if pw == classic.VibrobladeActivated {
			a.HeatGen += w.Heat
			s.report(a, "%s activated: +%d heat (003 L7137, L7992-7994)", w.Label(), w.Heat)
		}
	}
	hit, roll := r.AutoSuccess, 0
	if r.AutoSuccess || r.AutoFailure {
		s.report(a, "%s at %s: target %d, automatic %s (003 L1985)", e.Attack, d.ID, r.Target, map[bool]string{true: "hit", false: "miss"}[hit])
	} else {
		if roll, err = t.d66(a.ID, e.Attack.String()+" attack roll", r.Target); err != nil {
			return err
		}
		hit = roll >= r.Target
		s.report(a, "%s at %s: rolled %d against %d", e.Attack, d.ID, roll, r.Target)
	}
	s.report(a, "target number %d: %s", r.Target, formatMods(itemised(r)))
	s.brief(a, "%s at %s %s", e.Attack, d.ID, hitOrMiss(hit))
	rule, _ := classic.PhysicalRules(e.Attack) // a valid attack
	switch {
	case pw == classic.Flail && roll == 2:
		s.report(a, "flail attack roll of 2: the flail strikes its own 'Mech for 5 (003 L7047)")
		s.brief(a, "flail strikes itself, 5 damage")
		s.trigger(a, Trigger{Reason: classic.FlailHitSelf.Label(), Event: classic.FlailHitSelf})
		return s.hitRoll(a, classic.Front, 5, "flail (attacker)", false, t)
	case pw == classic.Mace && !hit:
		s.trigger(a, Trigger{Reason: classic.MissedMace.Label(), Event: classic.MissedMace})
	}
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
	table := d6Tables[rule.Table]
	dir := e.Dir
	switch e.Attack {
	case classic.Push:
		s.report(d, "pushed one hex (003 L2311)")
		s.brief(d, "pushed one hex")
		return nil
	case classic.Punch:
		_, upper, lower, _ := a.armActuators(*e.Limb, serial)
		dmg, err := classic.PunchDamage(a.Tons, count(upper, lower), a.TSMActive)
		if err != nil {
			return err
		}
		s.tsmReport(a, "punch", dmg)
		return s.groupedHits(d, dir, dmg, dmg, "punch", t, table)
	case classic.Kick:
		legHits, _ := a.kickActuators(*e.Limb, serial)
		dmg, err := classic.KickDamage(a.Tons, legHits, a.TSMActive)
		s.tsmReport(a, "kick", dmg)
		if err != nil {
			return err
		}
		if a.physicalIn(*e.Limb, classic.Talons, serial) >= 0 {
			dmg = classic.TalonDamage(dmg)
			s.report(a, "talons: kick damage x1.5 = %d (003 L7125)", dmg)
		}
		if d.Prone {
			table = nil
		}
		return s.groupedHits(d, dir, dmg, dmg, "kick", t, table)
	case classic.Club:
		dmg, err := classic.ClubDamage(a.Tons, a.TSMActive)
		if err != nil {
			return err
		}
		s.tsmReport(a, "club", dmg)
		return s.groupedHits(d, dir, dmg, dmg, "club", t, nil)
	case classic.WeaponAttack:
		return s.weaponBlow(a, d, e, t)
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
	if a.talonsDFA(serial) {
		toTarget = classic.TalonDamage(toTarget)
		s.report(a, "talons: death from above damage x1.5 = %d (003 L7125; NoteTalonsDFA)", toTarget)
	}
	if d.Prone {
		table, dir = nil, classic.Rear
	}
	if err := s.groupedHits(d, dir, toTarget, rule.Groupings, "death from above", t, table); err != nil {
		return err
	}
	return s.groupedHits(a, classic.Front, toSelf, rule.Groupings, "death from above (attacker)", t, classic.KickLocation)
}

// tsmReport says a physical attack's damage is doubled by active
// triple-strength myomer (003 L7635).
func (s *State) tsmReport(a *Unit, what string, dmg int) {
	if a.TSMActive {
		s.report(a, "%s damage %d, doubled by active triple-strength myomer (003 L7635)", what, dmg)
	}
}

// d6Table is a 1D6 location table: Punch or Kick (003 L2186-2275).
type d6Table func(classic.Config, classic.Direction, int) (classic.Hit, error)

// d6Tables are the 1D6 tables by name.
var d6Tables = map[classic.LocationTable]d6Table{classic.PunchTable: classic.PunchLocation, classic.KickTable: classic.KickLocation}

// groupedHits splits damage into groupings and rolls each one's location,
// on a 1D6 table or, when table is nil, the Hit Location Table
// (003 L2064, L2158, L2166).
func (s *State) groupedHits(u *Unit, dir classic.Direction, dmg, size int, what string, t *tape, table d6Table) error {
	if u.Destroyed {
		s.report(u, "already destroyed this phase: the %s deals no damage (003 L2876; %s)", what, NoteDestroyedTarget.Cite)
		s.brief(u, "already destroyed, no damage")
		return nil
	}
	s.brief(u, "%d damage", dmg)
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
		if _, err := s.strike(u, h, dir, g, false, t); err != nil {
			return err
		}
	}
	return nil
}

// talonsDFA reports talons for a death from above: working talons in every
// leg (NoteTalonsDFA).
func (u *Unit) talonsDFA(serial int) bool {
	for _, leg := range u.legs() {
		if u.physicalIn(leg, classic.Talons, serial) < 0 {
			return false
		}
	}
	return true
}

// weaponBlow deals a physical weapon's damage in one grouping (003 L2239):
// on its table, or the Punch or Kick table chosen at +4, or against a prone
// target the Hit Location Table (003 L2017). After a lance hit that leaves
// armor in the location (the facing struck, for a torso), a 2D6 roll of
// 10+ deals 1 more point to the internal structure, whose Determining
// Critical Hits roll is made at -2 (003 L7071).
func (s *State) weaponBlow(a, d *Unit, e *Physical, t *tape) error {
	w := &a.Items[*e.Weapon]
	pw, _ := physicalWeapon(w.ID, e.Activated)
	dmg, err := classic.PhysicalWeaponDamage(pw, a.Tons, max(vibrobladeSizes[w.ID], 0), a.TSMActive)
	if err != nil {
		return err
	}
	if plain, _ := classic.PhysicalWeaponDamage(pw, a.Tons, max(vibrobladeSizes[w.ID], 0), false); plain != dmg {
		s.tsmReport(a, strings.ToLower(w.Label()), dmg)
	}
	_, table, _ := classic.PhysicalWeaponTable(pw)
	switch {
	case d.Prone:
		table = classic.HitTable
	case e.AltTable == "punch":
		table = classic.PunchTable
	case e.AltTable == "kick":
		table = classic.KickTable
	}
	what := strings.ToLower(w.Label())
	var h classic.Hit
	if table == classic.HitTable {
		r, err := t.d66(d.ID, what+" hit location", 0)
		if err != nil {
			return err
		}
		h, err = classic.HitLocation(d.Config, e.Dir, r)
		if err != nil {
			return err
		}
	} else {
		r, err := t.d6(d.ID, what+" location")
		if err != nil {
			return err
		}
		if h, err = d6Tables[table](d.Config, e.Dir, r); err != nil {
			return err
		}
	}
	s.brief(d, "%d damage", dmg)
	loc, err := s.strike(d, h, e.Dir, dmg, false, t)
	if err != nil || pw != classic.Lance || d.Destroyed {
		return err
	}
	ls := &d.Locations[loc]
	armor := ls.Armor
	if e.Dir == classic.Rear && loc.HasRear() {
		armor = ls.Rear
	}
	if ls.Destroyed || armor == 0 {
		return nil
	}
	r, err := t.d66(d.ID, "lance: 1 internal structure damage on 10+", 10)
	if err != nil || r < 10 {
		s.report(d, "lance roll %d: no internal structure damage (003 L7071)", r)
		return err
	}
	s.report(d, "lance roll %d: 1 point to the internal structure of the %s, critical roll at -2 (003 L7071)", r, loc.Name(d.Config))
	return s.applyDamage(d, damage{loc: loc, amount: 1, internal: true, critMod: -2}, t)
}
