package game

import (
	"fmt"

	"lancemate/engine/classic"
)

// DamageModifiers itemises the Preexisting Damage modifiers of the
// Piloting Skill Roll Table (003 L3184-3188) and the quad bonus: +1 per
// leg or foot actuator destroyed, +2 per hip (ignoring earlier actuator
// hits on that leg, footnote 003 L3222 and L2764), +3 for a gyro hit and +3
// more when it is destroyed (003 L2738), +5 per destroyed leg in place of
// that leg's other modifiers (003 L2491, L3224), -2 for a quad with all its
// legs (003 L3105, L3179).
func (u *Unit) DamageModifiers() []Modifier {
	var mods []Modifier
	for _, leg := range u.legs() {
		name := leg.Name(u.Config)
		if u.Locations[leg].Destroyed {
			mods = append(mods, Modifier{5, name + " destroyed"})
			continue
		}
		act, hip := u.legPenalty(leg)
		if hip {
			mods = append(mods, Modifier{2, name + " hip actuator destroyed"})
		}
		if act > 0 {
			mods = append(mods, Modifier{act, fmt.Sprintf("%s: %d leg/foot actuator(s) destroyed", name, act)})
		}
	}
	switch g := u.GyroHits(); {
	case g == 1:
		mods = append(mods, Modifier{3, "gyro hit"})
	case g >= 2:
		mods = append(mods, Modifier{6, "gyro destroyed (+3 hit, +3 destroyed)"})
	}
	if u.Config == classic.Quad && u.legsDestroyed() == 0 {
		mods = append(mods, Modifier{-2, "four-legged 'Mech with all legs"})
	}
	return mods
}

// psrTarget builds the itemised target of a PSR: Piloting, the damage
// modifiers, and the modifiers of every event of the batch (003 L3117-3123).
func (u *Unit) psrTarget(batch []Trigger) (int, []Modifier) {
	mods := []Modifier{{u.Pilot.Piloting, "Piloting skill"}}
	mods = append(mods, u.DamageModifiers()...)
	for _, t := range batch {
		if t.Mod != 0 {
			mods = append(mods, Modifier{t.Mod, t.Reason})
		}
	}
	return total(mods), mods
}

// trigger records an event that calls for a PSR or an automatic fall.
func (s *State) trigger(u *Unit, t Trigger) {
	u.Triggers = append(u.Triggers, t)
}

// raise turns the unit's triggers into pending rolls: at the end of an
// attack phase (003 L3234), or at once in the other phases and for
// displacement (003 L3133, L3238). Each trigger is its own PSR, all at the
// same target (003 L3111, L8489); 20+ damage adds one PSR per phase
// (003 L3109). An automatic fall replaces the PSRs; a prone 'Mech ignores
// PSRs to avoid falling (003 L3113).
func (s *State) raise(u *Unit) {
	if u.Destroyed {
		u.Triggers = nil
		return
	}
	batch := u.Triggers
	u.Triggers = nil
	if u.PhaseDamage >= 20 && !u.Damage20 {
		u.Damage20 = true
		batch = append(batch, Trigger{Reason: "took 20+ damage this phase", Mod: 1})
	}
	if len(batch) == 0 || u.Prone {
		return
	}
	target, mods := u.psrTarget(batch)
	for _, t := range batch {
		if t.Fall {
			s.push(Pending{Unit: u.ID, Kind: Fall, Reason: t.Reason, Target: target, Mods: mods, Levels: t.Levels, Back: t.Back})
			s.report(u, "automatic fall: %s", t.Reason)
			return
		}
	}
	for _, t := range batch {
		s.push(Pending{Unit: u.ID, Kind: PSR, Reason: t.Reason, Target: target, Mods: mods})
		s.report(u, "PSR %d+ (%s)", target, t.Reason)
	}
}

// raiseNow raises triggers that cannot wait: all of them outside the attack
// phases, displacement ones inside.
func (s *State) raiseNow() {
	for i := range s.Units {
		u := &s.Units[i]
		if !s.Phase.attack() {
			s.raise(u)
			continue
		}
		var now, later []Trigger
		for _, t := range u.Triggers {
			if t.Now {
				now = append(now, t)
			} else {
				later = append(later, t)
			}
		}
		if len(now) > 0 {
			u.Triggers = now
			damage20 := u.Damage20
			u.Damage20 = true // the 20+ damage PSR waits for the end of the phase
			s.raise(u)
			u.Damage20 = damage20
			u.Triggers = later
		}
	}
}

// autoResult says whether a PSR is decided without dice: automatic failure
// for an unconscious pilot or an immobile standing 'Mech (003 L3107, L1013,
// L3428) or a target over 12; automatic success at 2 or less (003 L360).
func (u *Unit) autoResult(target int) (decided, success bool, why string) {
	switch {
	case u.Pilot.Unconscious:
		return true, false, "pilot unconscious: automatic failure (003 L3428)"
	case u.Shutdown:
		return true, false, "'Mech shut down: automatic failure (003 L3063)"
	case u.Immobile() && !u.Prone:
		return true, false, "'Mech immobile: automatic failure (003 L3107)"
	case target > 12:
		return true, false, fmt.Sprintf("target %d over 12: automatic failure (003 L360)", target)
	case target <= 2:
		return true, true, fmt.Sprintf("target %d: automatic success (003 L360)", target)
	}
	return false, false, ""
}

// resolvePSR settles a pending PSR or stand attempt: a failure is a fall and
// cancels the unit's other PSRs of the sequence (003 L3111).
func (s *State) resolvePSR(u *Unit, p Pending, t *tape) error {
	ok, why := false, ""
	decided, success, auto := u.autoResult(p.Target)
	if decided {
		ok, why = success, auto
	} else {
		r, err := t.d66(u.ID, "Piloting Skill Roll: "+p.Reason, p.Target)
		if err != nil {
			return err
		}
		ok, why = r >= p.Target, fmt.Sprintf("rolled %d against %d", r, p.Target)
	}
	if ok {
		s.report(u, "PSR (%s) passed: %s", p.Reason, why)
		if p.Kind == Stand {
			u.Prone = false
			s.report(u, "stands up")
		}
		return nil
	}
	s.report(u, "PSR (%s) failed: %s", p.Reason, why)
	s.drop(u.ID, PSR, Fall)
	return s.fall(u, p.Target, p.Mods, p.Levels, false, t)
}
