package game

import (
	"lancemate/engine/classic"
)

// damage is one hit being resolved (003 L2353-2433).
type damage struct {
	loc    classic.Location
	amount int
	// rear strikes the rear facing of a torso, and damage that transfers
	// inward goes on to rear facings (003 L2371, L2477).
	rear bool
	// explosion is ammunition (or explosive component) damage: it starts at
	// the internal structure (003 L2657), transfers straight to the next
	// structure (003 L2479) and stops at CASE (003 L2419-2421).
	explosion bool
	// tac is the through-armor critical chance of a hit location roll of 2
	// (003 L2564-2566).
	tac bool
	// internal damage skips the armor, and critMod modifies the Determining
	// Critical Hits roll it causes: a lance's extra point (003 L7071).
	internal bool
	critMod  int
}

// strike applies one hit rolled on a hit location table from side dir.
// With Floating Criticals a 2 is rolled again to find where the shot and
// its critical chance land (classic.FloatingCritical, 003 L2568-2574;
// NoteFloatingSecondTwo); against a target in partial cover (cover) a leg
// result is rolled again (003 L2574). A head hit that deals damage hurts
// the pilot, unless the cockpit is in the torso (003 L3397). Damage from
// the rear strikes rear torso armor and transfers to rear facings
// (003 L2477). It returns the location struck.
func (s *State) strike(u *Unit, h classic.Hit, dir classic.Direction, dmg int, cover bool, t *tape) (classic.Location, error) {
	for again := h.CritChance && s.Options.FloatingCrits; again; {
		r, err := t.d66(u.ID, "floating critical: hit location", 0)
		if err != nil {
			return 0, err
		}
		var f classic.Hit
		if f, again, err = classic.FloatingCritical(s.Options.classic(), u.Config, dir, r, cover); err != nil {
			return 0, err
		}
		if !again {
			h = f
			s.report(u, "floating critical: the shot lands in the %s", h.Location.Name(u.Config))
		}
	}
	s.headFact(u, h.Location)
	rear := dir == classic.Rear
	if dmg = s.armorHit(u, h.Location, rear, dmg); dmg == 0 {
		// No pilot damage and no through-armor critical (003 L7423).
		s.report(u, "the hit on the %s deals no damage", h.Location.Name(u.Config))
		return h.Location, nil
	}
	if h.Location == classic.Head && !u.torsoCockpit() && !u.Locations[classic.Head].Destroyed {
		defer s.pilotDamage(u, 1, "head hit")
	}
	return h.Location, s.applyDamage(u, damage{loc: h.Location, amount: dmg, rear: rear, tac: h.CritChance}, t)
}

// applyDamage runs the step-by-step damage procedure (003 L2353-2433).
func (s *State) applyDamage(u *Unit, d damage, t *tape) error {
	if d.explosion && u.caseII(d.loc) {
		return s.ventCASEII(u, d, t)
	}
	loc, left := d.loc, d.amount
	first := true
	for left > 0 {
		ls := &u.Locations[loc]
		if !ls.Destroyed {
			critable := s.slotsBeforePhase(u, loc)
			explosive := u.hasExplosive(loc)
			dealt, armorDealt := 0, 0
			if !d.explosion && !d.internal { // Step 1
				armor := &ls.Armor
				if d.rear && loc.HasRear() {
					armor = &ls.Rear
				}
				cost, why := s.armorCost(u)
				lost, used := absorb(*armor, left, cost)
				if lost > 0 && why != "" {
					s.report(u, "%d damage takes %d armor from the %s%s", used, lost, loc.Name(u.Config), describeCost(why))
				}
				*armor -= lost
				left -= used
				dealt += used
				armorDealt = used
			}
			cost, why := u.structureCost() // Step 2
			structure, used := absorb(ls.Structure, left, cost)
			if structure > 0 && why != "" {
				s.report(u, "%d damage takes %d internal structure from the %s%s", used, structure, loc.Name(u.Config), describeCost(why))
			}
			ls.Structure -= structure
			left -= used
			dealt += used
			u.PhaseDamage += dealt
			s.dealt(u, dealt)
			s.reportDamage(u, loc, d, dealt, structure)
			s.briefDamage(u, loc, d.rear && loc.HasRear(), dealt-structure, structure)
			switch {
			case structure > 0 && ls.Structure > 0: // Steps 3-4
				if err := s.critCheck(u, loc, critable, "internal structure damage", d.critMod, t); err != nil {
					return err
				}
			case structure > 0: // Step 5
				s.destroyLocation(u, loc, false, d.explosion)
				if explosive {
					if err := s.explosiveCrits(u, loc, t); err != nil {
						return err
					}
				}
			}
			if first && d.tac && dealt > 0 && !ls.Destroyed {
				if err := s.critCheck(u, loc, s.slotsBeforePhase(u, loc), "through-armor critical (hit location roll of 2)", 0, t); err != nil {
					return err
				}
			}
			if first && s.src.ap != 0 && armorDealt > 0 && !d.explosion {
				// An armor-piercing hit that dealt damage to armor: one more
				// critical check (003 L6818-6824).
				if err := s.apCheck(u, loc, t); err != nil {
					return err
				}
			}
		}
		first = false
		if left == 0 {
			return nil
		}
		if d.explosion && u.hasCASE(loc) { // Step 8
			s.report(u, "CASE in the %s: %d explosion damage lost", loc.Name(u.Config), left)
			return nil
		}
		next, ok := classic.TransferTarget(loc) // Step 7
		if !ok {
			s.report(u, "%d damage lost: nothing inward of the %s", left, loc.Name(u.Config))
			return nil
		}
		loc = next
	}
	return nil
}

// reportDamage describes what one step of damage did.
func (s *State) reportDamage(u *Unit, loc classic.Location, d damage, dealt, structure int) {
	ls := &u.Locations[loc]
	facing := ""
	if loc.HasRear() && d.rear {
		facing = " (rear)"
	}
	what := "damage"
	if d.explosion {
		what = "explosion damage"
	}
	s.report(u, "%d %s to the %s%s: armor %d, rear %d, structure %d (%d to structure)",
		dealt, what, loc.Name(u.Config), facing, ls.Armor, ls.Rear, ls.Structure, structure)
}

// hasExplosive reports explosive components in a location: ammunition with
// shots left or explosive equipment not yet hit (003 L2393, L2459).
func (u *Unit) hasExplosive(loc classic.Location) bool {
	for i := range u.Items {
		if u.Items[i].in(loc) && u.Items[i].explosive() {
			return true
		}
	}
	return false
}

// explosive reports whether a critical hit on the item now explodes.
func (it *Item) explosive() bool {
	if !it.Explosive {
		return false
	}
	if it.Kind == Ammo {
		return it.ShotsLeft > 0 && it.ShotDamage > 0
	}
	return it.Hits == 0 && it.Explosion > 0
}

// destroyLocation destroys a location and everything in it (003 L2453-2455),
// items split into it included
// with the consequences for its kind: head (003 L2485), centre torso
// (003 L2538), side torso (the arm on that side is blown off, 003 L2536),
// leg (an automatic fall, 003 L2491). blownOff is a limb blown off by a
// critical hit or a side torso: its armor and structure do not count as
// damage (003 L2675, L2782). explosion is destruction by an ammunition
// explosion, which in the centre torso also kills the pilot (003 L2538).
func (s *State) destroyLocation(u *Unit, loc classic.Location, blownOff, explosion bool) {
	ls := &u.Locations[loc]
	if ls.Destroyed {
		return
	}
	ls.Destroyed, ls.DestroyedIn = true, s.Serial()
	ls.Armor, ls.Rear, ls.Structure = 0, 0, 0
	for i := range u.Items {
		if u.Items[i].in(loc) {
			u.Items[i].Destroyed = true
		}
	}
	if blownOff {
		s.report(u, "%s blown off", loc.Name(u.Config))
		s.brief(u, "%s blown off", u.place(loc))
	} else {
		s.report(u, "%s destroyed", loc.Name(u.Config))
		s.brief(u, "%s destroyed", u.place(loc))
	}
	switch {
	case loc == classic.Head:
		if u.torsoCockpit() {
			s.report(u, "torso-mounted cockpit: the pilot survives the loss of the head (003 L2487)")
		} else {
			s.killPilot(u, "head destroyed")
		}
	case loc == classic.CenterTorso:
		if explosion {
			s.killPilot(u, "center torso destroyed by an ammunition explosion")
		}
		s.destroy(u, "center torso destroyed")
	case loc == classic.LeftTorso || loc == classic.RightTorso:
		limb := classic.LeftArm
		if loc == classic.RightTorso {
			limb = classic.RightArm
		}
		s.destroyLocation(u, limb, true, false)
	case loc.IsLeg(u.Config):
		s.trigger(u, Trigger{Reason: loc.Name(u.Config) + " destroyed", Event: classic.LegDestroyed, Leg: &loc})
	}
	if u.EngineHits() >= 3 {
		s.destroy(u, "three engine hits")
	}
}
