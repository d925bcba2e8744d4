package game

import (
	"fmt"
	"slices"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/words"
)

// itemised turns a classic result into the game's modifiers: the skill
// first, then every modifier with its seed lines.
func itemised(r classic.Result) []Modifier {
	mods := []Modifier{{r.Base.Value, r.Base.Label}}
	for _, m := range r.Modifiers {
		reason := m.Label
		if m.Cite != "" {
			reason += " (" + m.Cite + ")"
		}
		mods = append(mods, Modifier{m.Value, reason})
	}
	return mods
}

// playerMods turns modifiers the players read off the map into classic
// Extra modifiers.
func playerMods(mods []Modifier) []classic.Modifier {
	var out []classic.Modifier
	for _, m := range mods {
		out = append(out, classic.Modifier{Label: m.Reason, Value: m.Value, Cite: "entered by the players"})
	}
	return out
}

// clonePSR returns a copy of a PSR input that shares no slice.
func clonePSR(in classic.PSRInput) classic.PSRInput {
	in.Events = slices.Clone(in.Events)
	in.Legs = slices.Clone(in.Legs)
	in.Extra = slices.Clone(in.Extra)
	return in
}

// firstCrit is the phase serial of an item's first critical hit, 0 if it
// has none.
func (u *Unit) firstCrit(it *Item) int {
	first := 0
	parts, nparts := it.parts()
	for _, p := range parts[:nparts] {
		for _, s := range p.Slots {
			if c := u.Locations[p.Loc].Crit[s-1]; c != 0 && (first == 0 || c < first) {
				first = c
			}
		}
	}
	return first
}

// critsBefore counts the item's slots hit in phases before serial.
func (u *Unit) critsBefore(it *Item, serial int) int {
	n := 0
	parts, nparts := it.parts()
	for _, p := range parts[:nparts] {
		n += u.critsIn(p, serial)
	}
	return n
}

// critsIn counts the slots of one part hit in phases before serial.
func (u *Unit) critsIn(p Part, serial int) int {
	n := 0
	for _, s := range p.Slots {
		if c := u.Locations[p.Loc].Crit[s-1]; c != 0 && c < serial {
			n++
		}
	}
	return n
}

// legDamage is the damage to one leg's hip and leg/foot actuators from
// critical hits in phases before serial (every hit: a serial past the
// current phase). After a hip hit, actuator hits from turns before it are
// ignored; hits the same turn or later still count (003 L2764, L3222).
func (u *Unit) legDamage(leg classic.Location, serial int) classic.LegDamage {
	var d classic.LegDamage
	if ls := &u.Locations[leg]; ls.Destroyed {
		d.Destroyed = ls.DestroyedIn < serial
		return d
	}
	hipAt := 0
	for i := range u.Items {
		if it := &u.Items[i]; it.Loc == leg && it.Kind == Hip {
			if c := u.firstCrit(it); c != 0 {
				hipAt = c
			}
		}
	}
	d.Hip = hipAt != 0 && hipAt < serial
	for i := range u.Items {
		it := &u.Items[i]
		if it.Loc != leg || !it.Kind.legActuator() {
			continue
		}
		c := u.firstCrit(it)
		if c == 0 || c >= serial {
			continue
		}
		if hipAt != 0 && serialTurn(c) < serialTurn(hipAt) {
			continue
		}
		d.Actuators++
	}
	return d
}

// psrInput is what classic.PSR needs for the unit's PSRs now: every PSR
// event of this phase so far (003 L3117-3123; NotePSRPhaseEvents), the damage of earlier
// phases as Preexisting Damage (003 L3184-3188), and the 'Mech's state.
func (s *State) psrInput(u *Unit) classic.PSRInput {
	serial := s.Serial()
	in := u.damageInput(serial)
	in.Piloting = u.Pilot.Piloting
	gyroHit := false
	for _, t := range u.PhaseEvents {
		in.Events = append(in.Events, t.Event)
		if t.Event == classic.Skidded {
			in.SkidHexes = t.SkidHexes
		}
		if t.Hex != classic.NoHexTerrain {
			in.Hex = t.Hex
		}
		gyroHit = gyroHit || t.Event == classic.GyroHit
	}
	if u.heavyDutyGyro() {
		before, now := u.slotHitsBefore(Gyro, serial), u.GyroHits()
		switch {
		case gyroHit && before == 1:
			// The second hit replaces the +1 with a standard gyro's
			// first hit, the phase's +3 (003 L2742).
			in.GyroHits = 0
		case before == 0 && now == 1:
			// A first hit this phase: +1 to the PSRs of the phase, as
			// damage's effects come before its PSRs (003 L2742, L2449).
			in.Extra = append(in.Extra, classic.Modifier{Label: "Heavy-duty gyro hit this phase", Value: 1, Cite: "003 L2742, L7521"})
		}
	}
	return in
}

// damageInput is the Preexisting Damage part of a PSR input: legs and gyro
// as they were before the phase numbered serial, the construction options
// that modify every PSR (small or torso-mounted cockpit +1, hardened armor
// +1, AES in the legs -2, a heavy-duty gyro; 003 L3181-3183, L7521), a
// torso-mounted cockpit blinded by sensor hits (+4, 003 L2830), and the
// 'Mech's state.
func (u *Unit) damageInput(serial int) classic.PSRInput {
	in := classic.PSRInput{Quad: u.Config == classic.Quad, GyroHits: min(u.slotHitsBefore(Gyro, serial), u.gyroLimit()),
		HeavyDutyGyro: u.heavyDutyGyro(), SmallCockpit: u.pilotCockpit(), Hardened: u.armorIs("-armor-hardened"),
		AESLegs: u.aesLegs(serial)}
	for _, leg := range u.legs() {
		in.Legs = append(in.Legs, u.legDamage(leg, serial))
	}
	if m, ok := u.blinded(serial); ok {
		in.Extra = append(in.Extra, m)
	}
	return u.withState(in)
}

// blinded is the +4 to PSRs and physical attacks of a torso-mounted
// cockpit's 'Mech with three sensor hits, or two both in the head, before
// the phase numbered serial (003 L2830, L7499; digest 16.2 #15).
func (u *Unit) blinded(serial int) (classic.Modifier, bool) {
	if !u.played() || !u.torsoCockpit() {
		return classic.Modifier{}, false
	}
	all, head := 0, 0
	for i := range u.Items {
		it := &u.Items[i]
		if it.Kind != Sensors {
			continue
		}
		n := u.critsBefore(it, serial)
		if ls := &u.Locations[it.Loc]; ls.Destroyed && ls.DestroyedIn < serial {
			n = len(it.Slots)
		}
		all += n
		if it.Loc == classic.Head {
			head += n
		}
	}
	switch {
	case all >= 3:
		return classic.Modifier{Label: fmt.Sprintf("Torso-mounted cockpit, %d sensor hits: blinded", all), Value: 4, Cite: "003 L2830, L7499"}, true
	case all == 2 && head == 2:
		return classic.Modifier{Label: "Torso-mounted cockpit, both head sensors hit", Value: 4, Cite: "003 L2830, L7499"}, true
	}
	return classic.Modifier{}, false
}

// withState sets the 'Mech's current state in a PSR input: the automatic
// results depend on it when the roll is made, not when it was called for.
func (u *Unit) withState(in classic.PSRInput) classic.PSRInput {
	in.Prone, in.Immobile, in.ShutDown, in.Unconscious = u.Prone, u.Immobile(), u.Shutdown, u.Pilot.Unconscious
	return in
}

// DamageModifiers itemises the PSR modifiers the 'Mech carries from all its
// damage so far, as classic.PSR reads them (Preexisting Damage, 003
// L3184-3188, L3222-3224; four legs -2, 003 L3179).
func (u *Unit) DamageModifiers() []Modifier {
	in := u.damageInput(1 << 30)
	in.Events = []classic.PSREvent{classic.AttemptedStand}
	r, err := classic.PSR(in)
	if err != nil {
		return nil
	}
	var mods []Modifier
	for _, m := range itemised(r)[1:] {
		if m.Value != 0 {
			mods = append(mods, m)
		}
	}
	return mods
}

// trigger records an event that calls for a PSR or an automatic fall. A
// destroyed leg's actuator and hip events of the phase no longer count:
// the leg's +5 replaces them (003 L3224).
func (s *State) trigger(u *Unit, t Trigger) {
	if t.Event == classic.LegDestroyed && t.Leg != nil {
		same := func(o Trigger) bool { return o.Leg != nil && *o.Leg == *t.Leg }
		u.PhaseEvents = slices.DeleteFunc(u.PhaseEvents, same)
	}
	u.PhaseEvents = append(u.PhaseEvents, t)
	if u.Prone { // a prone 'Mech makes no PSR to avoid falling (003 L3113)
		s.brief(u, "no PSR while prone (%s)", strings.ToLower(t.Reason))
		s.report(u, "no PSR for %s: a prone 'Mech ignores PSRs to avoid falling (003 L3113)", t.Reason)
		return
	}
	u.Triggers = append(u.Triggers, t)
	s.briefTrigger(u, t)
}

// raise turns the unit's triggers into pending rolls: at the end of an
// attack phase (003 L3234), or at once in the other phases and for
// displacement (003 L3133, L3238). Each trigger is its own PSR, all at the
// same target (003 L3111, L8489); 20+ damage adds one PSR per phase
// (003 L3109). An automatic fall replaces the PSRs; a prone 'Mech ignores
// PSRs to avoid falling (003 L3113).
func (s *State) raise(u *Unit) error {
	if u.Destroyed {
		u.Triggers = nil
		return nil
	}
	if u.PhaseDamage >= 20 && !u.Damage20 {
		u.Damage20 = true
		s.trigger(u, Trigger{Reason: "took 20+ damage this phase", Event: classic.Took20Damage})
	}
	batch := u.Triggers
	u.Triggers = nil
	if len(batch) == 0 {
		return nil
	}
	if u.Prone { // it fell after the PSRs were queued (003 L3113)
		s.brief(u, "%s not rolled: prone", words.Count(len(batch), "PSR", "PSRs"))
		s.report(u, "%s not rolled: a prone 'Mech ignores PSRs to avoid falling (003 L3113)", words.Count(len(batch), "queued PSR", "queued PSRs"))
		return nil
	}
	in := s.psrInput(u)
	for _, t := range batch {
		if t.Event.AutomaticFall() {
			r, err := classic.FallPilotPSR(in, t.Levels)
			if err != nil {
				return fmt.Errorf("unit %s: %w", u.ID, err)
			}
			s.push(Pending{Unit: u.ID, Kind: Fall, Reason: t.Reason, Target: r.Target, Mods: itemised(r),
				Levels: t.Levels, Back: t.Back, PSR: &in})
			s.report(u, "automatic fall: %s", t.Reason)
			return nil
		}
	}
	r, err := classic.PSR(in)
	if err != nil {
		return fmt.Errorf("unit %s: %w", u.ID, err)
	}
	for _, t := range batch {
		p := Pending{Unit: u.ID, Kind: PSR, Reason: t.Reason, Target: r.Target, Mods: itemised(r)}
		p.PSR = new(clonePSR(in))
		s.push(p)
		s.report(u, "PSR %d+ (%s)", r.Target, t.Reason)
	}
	return nil
}

// raiseNow raises triggers that cannot wait: all of them outside the attack
// phases, displacement ones inside.
func (s *State) raiseNow() error {
	for i := range s.Units {
		if v := &s.Units[i]; len(v.Triggers) == 0 && (s.Phase.attack() || v.Destroyed || v.PhaseDamage < 20 || v.Damage20) {
			continue // nothing to raise: the unit is not copied (fork)
		}
		u := s.mut(i)
		if !s.Phase.attack() {
			if err := s.raise(u); err != nil {
				return err
			}
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
			err := s.raise(u)
			u.Damage20 = damage20
			u.Triggers = later
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// resolvePSR settles a pending PSR or stand attempt: classic.PSR decides
// the automatic results with the 'Mech's state now (unconscious, shut down,
// immobile: 003 L3107, L3063, L3428; a target over 12 or of 2 or less:
// 003 L360); a failure is a fall and cancels the unit's other PSRs of the
// sequence (003 L3111).
func (s *State) resolvePSR(u *Unit, p Pending, t *tape) error {
	in := u.withState(*p.PSR)
	r, err := classic.PSR(in)
	if err != nil {
		return err
	}
	var ok bool
	var why string
	switch {
	case r.Waived != "":
		s.report(u, "PSR (%s) not made: %s", p.Reason, r.Waived)
		s.brief(u, "PSR not made: %s", r.Waived)
		return nil
	case r.AutoFailure && r.Reason != "":
		why = "automatic failure: " + r.Reason
	case r.AutoFailure:
		why = fmt.Sprintf("target %d over 12: automatic failure (003 L360)", r.Target)
	case r.AutoSuccess:
		ok, why = true, fmt.Sprintf("target %d: automatic success (003 L360)", r.Target)
	default:
		roll, err := t.d66(u.ID, "Piloting Skill Roll: "+p.Reason, r.Target)
		if err != nil {
			return err
		}
		ok, why = roll >= r.Target, fmt.Sprintf("rolled %d against %d", roll, r.Target)
	}
	s.brief(u, "%s (%s): %s, %s", p.Kind.Label(), p.Reason, why, passed(ok))
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
	return s.fall(u, in, p.Levels, false, t)
}
