package game

import (
	"fmt"

	"lancemate/engine/classic"
)

// consciousness is the Consciousness Roll of a pilot with the given hits
// (classic.ConsciousnessNumber, 003 L3405-3416), as a pending roll.
func consciousness(u *Unit, kind RollKind, reason string) Pending {
	n, _, _ := classic.ConsciousnessNumber(u.Pilot.Hits) // 1-5 hits here
	return Pending{Unit: u.ID, Kind: kind, Reason: reason, Target: n,
		Mods: []Modifier{{n, fmt.Sprintf("consciousness number for %d hits (003 L3414)", u.Pilot.Hits)}}}
}

// pilotDamage deals pilot damage one point at a time. Each point calls for
// a Consciousness Roll against the number for the hits taken so far
// (003 L3405, L3418; NoteConsciousnessPerPoint); an unconscious pilot makes
// none (003 L3418); the sixth point kills (003 L3389, L3422).
func (s *State) pilotDamage(u *Unit, n int, reason string) {
	for range n {
		if u.Pilot.Dead {
			return
		}
		u.Pilot.Hits++
		s.report(u, "pilot takes 1 damage (%s), %d hits", reason, u.Pilot.Hits)
		s.brief(u, "pilot hit %d", u.Pilot.Hits)
		if u.Pilot.Hits >= 6 {
			s.killPilot(u, "pilot killed by the sixth point of damage")
			return
		}
		if !u.Pilot.Unconscious {
			s.push(consciousness(u, Consciousness, fmt.Sprintf("pilot hit %d (%s)", u.Pilot.Hits, reason)))
		}
	}
}

// killPilot kills the MechWarrior, which destroys the 'Mech (003 L2874).
func (s *State) killPilot(u *Unit, reason string) {
	if !u.Pilot.Dead {
		u.Pilot.Dead = true
		s.report(u, "%s", reason)
		s.brief(u, "pilot killed")
	}
	s.destroy(u, reason)
}

// destroy marks the 'Mech destroyed and drops the rolls it still owed: a
// destroyed 'Mech has no further effect on play (003 L2874-2876).
func (s *State) destroy(u *Unit, reason string) {
	if u.Destroyed {
		return
	}
	u.destroy(reason)
	u.DestroyedIn = s.Serial()
	s.fact(u, Fact{Kind: FactKill})
	s.report(u, "'Mech destroyed: %s", reason)
	s.brief(u, "'Mech destroyed")
	s.drop(u.ID, PSR, Fall, Consciousness, Wake, ShutdownAvoid, Restart, AmmoAvoid, Stand)
	u.Triggers = nil
}

// resolveConsciousness settles a Consciousness Roll: failure knocks the
// pilot out and cancels the other rolls of that turn (003 L3405, L3418).
func (s *State) resolveConsciousness(u *Unit, p Pending, t *tape) error {
	r, err := t.d66(u.ID, "Consciousness Roll: "+p.Reason, p.Target)
	if err != nil {
		return err
	}
	s.brief(u, "consciousness %d+: rolled %d, %s", p.Target, r, passed(r >= p.Target))
	if r >= p.Target {
		s.report(u, "pilot stays conscious: rolled %d against %d", r, p.Target)
		return nil
	}
	u.Pilot.Unconscious, u.Pilot.KnockedOut, u.Pilot.KnockedOutIn = true, s.Turn, s.Serial()
	s.drop(u.ID, Consciousness)
	s.report(u, "pilot knocked unconscious: rolled %d against %d; the 'Mech is immobile (003 L3420)", r, p.Target)
	return nil
}

// wakeRoll raises the End Phase recovery roll of a pilot knocked out in an
// earlier turn (003 L657, L3430).
func (s *State) wakeRoll(u *Unit) {
	if u.Destroyed || !u.Pilot.Unconscious || u.Pilot.KnockedOut >= s.Turn {
		return
	}
	s.push(consciousness(u, Wake, "recover consciousness"))
}

// resolveWake settles a recovery roll (003 L3430).
func (s *State) resolveWake(u *Unit, p Pending, t *tape) error {
	r, err := t.d66(u.ID, "recover consciousness", p.Target)
	if err != nil {
		return err
	}
	s.brief(u, "wake-up %d+: rolled %d, %s", p.Target, r, passed(r >= p.Target))
	if r >= p.Target {
		u.Pilot.Unconscious = false
		s.report(u, "pilot regains consciousness: rolled %d against %d", r, p.Target)
	} else {
		s.report(u, "pilot stays unconscious: rolled %d against %d", r, p.Target)
	}
	return nil
}

// lifeSupport deals the heat damage of a hit life support at the end of the
// Heat Phase, as the heat scale gives it (classic.HeatEffectsAt; 003
// L2788, L2792, L3093-3095).
func (s *State) lifeSupport(u *Unit) {
	if u.Destroyed || !u.LifeSupportHit() {
		return
	}
	e := u.HeatEffects()
	n := e.LifeSupport.Value
	if u.torsoCockpit() {
		n = e.TorsoCockpitLifeSupport.Value
	}
	if n > 0 {
		s.pilotDamage(u, n, fmt.Sprintf("life support hit at %d heat", u.Heat))
	}
}
