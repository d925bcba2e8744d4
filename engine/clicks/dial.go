package clicks

import (
	"fmt"
	"slices"
	"strings"
)

// res is the resolution of one event: the state, the event's dice, and the
// single-use special equipment used on the way.
type res struct {
	s    *Match
	t    *tape
	used []usedSE
	// split: the attack's damage is divided among two or more targets hit,
	// each taking its Target.Share (Mech.Divided).
	split bool
}

type usedSE struct {
	m  *Mech
	se SE
}

func (r *res) say(format string, a ...any) {
	r.s.Report = append(r.s.Report, fmt.Sprintf(format, a...))
}

// sayHeat reports the heat dial as the 'Mech's card shows it: the
// position counted from 1 at the start, of the dial's clicks.
func (r *res) sayHeat(m *Mech) {
	r.say("%s heat %d/%d", m.ID, m.Heat+1, len(m.Figure.Heat))
}

// rollName is a heat effect's roll as the log names it: "Shutdown roll"
// stays as it is, "Overheat" becomes "Overheat roll".
func rollName(effect string) string {
	if strings.HasSuffix(strings.ToLower(strings.TrimSpace(effect)), "roll") {
		return effect
	}
	return effect + " roll"
}

// hurt turns the combat dial n clicks of damage, stopping at the three
// bullet holes (000 L45, L384). It returns the clicks taken; by, when not
// nil, is the 'Mech dealing them and kind the action that did.
func (r *res) hurt(m *Mech, n int, by *Mech, kind Action) (int, error) {
	if m.Gone() || n <= 0 {
		return 0, nil
	}
	taken := 0
	for taken < n && !m.click().Eliminated {
		m.Click++
		taken++
	}
	r.say("%s takes %d click%s of damage: click %d/%d", m.ID, taken, plural(taken), m.Click+1, len(m.Figure.Combat))
	if by != nil && by != m {
		m.Damager, m.DamageKind = by.ID, kind
	}
	if m.click().Eliminated {
		m.Excess = n - taken
		return taken, r.eliminate(m, by, kind)
	}
	if _, ok := m.hasSE(SESalvage, nil); ok && !m.Salvaged {
		m.Salvaged = true // 000 L404
		r.say("%s is salvaged", m.ID)
		if m.Pilot.injured(4) { // Fear of Death, 000 L390
			r.eject(m)
		}
	}
	return taken, nil
}

// damage is hurt followed by the piloting check for that damage.
func (r *res) damage(m *Mech, n int, by *Mech, kind Action, extra int) error {
	taken, err := r.hurt(m, n, by, kind)
	if err != nil || taken == 0 || m.Gone() {
		return err
	}
	return r.check(m, taken+extra)
}

// check is a piloting check after damage: a shut-down 'Mech falls, else
// 3d6 + piloting bonus must meet skill + damage (+3 Trip or Sweep, +5
// Throw), or it falls (000 L242-246).
func (r *res) check(m *Mech, damage int) error {
	if m.Shutdown {
		m.Fallen = true
		r.say("%s is shut down and falls", m.ID)
		return nil
	}
	ok, err := r.pilotRoll(m, m.Pilot.skill()+damage, "piloting check")
	if err != nil || ok {
		return err
	}
	m.Fallen = true
	r.say("%s falls down", m.ID)
	return nil
}

// pilotRoll rolls 3d6 plus the "+1 Piloting roll" boxes against a
// difficulty (000 L99, L242).
func (r *res) pilotRoll(m *Mech, difficulty int, purpose string) (bool, error) {
	need := difficulty - m.Pilot.Piloting
	v, err := r.t.sum(m.ID, 3, 6, purpose, need)
	if err != nil {
		return false, err
	}
	ok := PilotCheck(v, m.Pilot.Piloting, difficulty)
	if m.Pilot.Piloting != 0 {
		r.say("%s %s: %d + %d Piloting = %d, needs %d: %s", m.ID, purpose, v, m.Pilot.Piloting, v+m.Pilot.Piloting, difficulty, passFail(ok))
	} else {
		r.say("%s %s: %d, needs %d: %s", m.ID, purpose, v, difficulty, passFail(ok))
	}
	return ok, nil
}

// PilotCheck reports whether a 3d6 roll plus bonus meets the difficulty
// (000 L242, example L244).
func PilotCheck(roll, bonus, difficulty int) bool { return roll+bonus >= difficulty }

func passFail(ok bool) string {
	if ok {
		return "pass"
	}
	return "fail"
}

// repair turns the combat dial back n clicks, one at a time, never past the
// start and, unless pass, never while a repair marker shows (000 L380, L587).
func (r *res) repair(m *Mech, n int, pass bool) int {
	done := 0
	for done < n && m.Click > 0 && (pass || !m.click().RepairMarker) {
		m.Click--
		done++
	}
	r.say("%s repairs %d click%s", m.ID, done, plural(done))
	return done
}

// heat applies n clicks of heat (negative: cooling) and then the heat
// effects (000 L288, L294, L380).
func (r *res) heat(m *Mech, n int) error {
	if n == 0 || m.Gone() {
		return nil
	}
	if n > 0 && m.Shutdown {
		r.say("%s is shut down: heat ignored", m.ID)
		return nil
	}
	m.Heat = min(len(m.Figure.Heat)-1, max(0, m.Heat+n))
	r.sayHeat(m)
	return r.settle(m)
}

// started reports whether the heat dial shows its green start squares.
func (m *Mech) started() bool {
	h := m.heatClick()
	return m.Heat == 0 || h[0].Start || h[1].Start || h[2].Start
}

// settle applies the heat effects at the current heat position: shutdown
// at three radioactive symbols, restart at the start, and a roll for each
// effect that asks for one, all results at once; heat from the rolls is
// applied and the new effects rolled until no more heat comes or the 'Mech
// shuts down (000 L282-304; digest G-11).
func (r *res) settle(m *Mech) error {
	for range len(m.Figure.Heat) + 1 {
		if m.Shutdown && m.started() {
			m.Shutdown = false
			r.say("%s restarts", m.ID)
		}
		if !m.Shutdown && m.heatClick().shutdown() {
			m.Shutdown = true
			r.say("%s shuts down", m.ID)
			return nil
		}
		out, err := r.effectRolls(m)
		if err != nil {
			return err
		}
		switch {
		case out.Restart && m.Shutdown:
			m.Shutdown = false
			r.say("%s restarts", m.ID)
		case out.Shutdown && !m.Shutdown:
			m.Shutdown = true
			r.say("%s shuts down", m.ID)
		}
		if err := r.damage(m, out.Damage, nil, "", 0); err != nil {
			return err
		}
		if out.Heat <= 0 || m.Shutdown || m.Gone() {
			return nil
		}
		m.Heat = min(len(m.Figure.Heat)-1, m.Heat+out.Heat)
		r.sayHeat(m)
	}
	return nil
}

// effectRolls rolls one die for each heat effect showing that asks for a
// roll, in cell order (primary, secondary, speed), and adds up the
// outcomes (000 L284). A shut-down 'Mech rolls only restart effects, an
// active one only the others. Fear of being burned is -1 (000 L394).
func (r *res) effectRolls(m *Mech) (Outcome, error) {
	var out Outcome
	var seen []string
	mod := 0
	if m.Pilot.injured(8) {
		mod = -1
	}
	for _, c := range m.heatClick() {
		e := r.s.effect(c.Effect)
		if e == nil || e.Die == 0 || e.restarts() != m.Shutdown || slices.Contains(seen, e.ID) {
			continue
		}
		seen = append(seen, e.ID)
		v, err := r.t.sum(m.ID, 1, e.Die, rollName(e.Name), e.Target-mod)
		if err != nil {
			return out, err
		}
		o := e.Fail
		if v+mod >= e.Target {
			o = e.Pass
		}
		r.say("%s %s: %d: %s", m.ID, rollName(e.Name), v+mod, passFail(v+mod >= e.Target))
		out.Heat += o.Heat
		out.Damage += o.Damage
		out.Shutdown = out.Shutdown || o.Shutdown
		out.Restart = out.Restart || o.Restart
	}
	return out, nil
}
