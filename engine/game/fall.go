package game

import (
	"fmt"

	"lancemate/engine/classic"
)

// fall resolves a fall (003 L3307-3395): the facing roll
// (classic.FacingAfterFall), then the PSR to spare the pilot, made before
// the damage with the modifiers of the PSR that caused the fall
// (classic.FallPilotPSR, 003 L3335-3339, L3240), then the damage
// (classic.FallDamage) in 5-point groupings on the column the facing gives
// (003 L3363). The 'Mech ends prone (003 L3317). back lands it on its back
// (a failed death from above, 003 L2182).
func (s *State) fall(u *Unit, in classic.PSRInput, levels int, back bool, t *tape) error {
	face, err := t.d6(u.ID, "Facing After Fall")
	if err != nil {
		return err
	}
	f, err := classic.FacingAfterFall(face)
	if err != nil {
		return err
	}
	side := f.Side
	if back {
		side = classic.Rear
	}
	s.report(u, "falls %d level(s), lands on its %s side (facing roll %d)", levels, side, face)
	s.brief(u, "falls on its %s side", side)
	u.Prone = true
	s.drop(u.ID, PSR, Fall)

	r, err := classic.FallPilotPSR(u.withState(in), levels)
	if err != nil {
		return err
	}
	switch {
	case u.Pilot.Dead:
	case r.AutoFailure:
		// Both readings of the automatic damage rule apply (digest 16.2 #6,
		// 003 L3339, L3395, L3212): NoteFallAutoDamage.
		s.pilotDamage(u, 1, "fall, automatic")
	case !r.AutoSuccess:
		roll, err := t.d66(u.ID, "PSR to avoid pilot damage in the fall", r.Target)
		if err != nil {
			return err
		}
		if roll < r.Target {
			s.pilotDamage(u, 1, fmt.Sprintf("fall, rolled %d against %d", roll, r.Target))
		} else {
			s.report(u, "pilot unhurt by the fall: rolled %d against %d", roll, r.Target)
		}
	}
	dmg, err := classic.FallDamage(u.Tons, levels, false)
	if err != nil {
		return err
	}
	s.brief(u, "%d fall damage", dmg)
	return s.withSource(source{fall: true}, func() error {
		for _, g := range classic.Groupings(dmg, 5) {
			if u.Destroyed {
				break
			}
			if err := s.hitRoll(u, side, g, "fall", false, t); err != nil {
				return err
			}
		}
		return nil
	})
}

// noLegs reports a 'Mech that has lost both legs (a quad: three or more),
// whose falls always hurt the pilot (003 L2521, L3395, L2529).
func (u *Unit) noLegs() bool {
	if u.Config == classic.Quad {
		return u.legsDestroyed() >= 3
	}
	return u.legsDestroyed() >= 2
}

// hitRoll rolls a hit location on the Hit Location Table column for side
// and applies the damage there, with the through-armor critical chance of a
// 2 (003 L1940, L2564). Against a target with partial cover (or in Depth 1
// water, cover) a leg result strikes the cover and deals no damage
// (003 L1496, L1500, L1893).
func (s *State) hitRoll(u *Unit, side classic.Direction, dmg int, what string, cover bool, t *tape) error {
	r, err := t.d66(u.ID, what+" hit location", 0)
	if err != nil {
		return err
	}
	h, err := classic.HitLocation(u.Config, side, r)
	if err != nil {
		return err
	}
	if cover && h.Location.IsLeg(u.Config) {
		s.report(u, "%s: %d damage strikes the cover in front of the %s (003 L1496)", what, dmg, h.Location.Name(u.Config))
		return nil
	}
	_, err = s.strike(u, h, side, dmg, cover, t)
	return err
}
