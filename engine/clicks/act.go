package clicks

import (
	"fmt"
	"slices"
)

// Act is one action of the 'Mech whose turn is being played, with its
// targets and dice (000 L197-614).
type Act struct {
	Action Action `json:"action"`
	// Targets of an attack: one, or several for a Fire with more weapon
	// symbols or a Sweep (000 L473, L527).
	Targets []Target `json:"targets,omitempty"`
	// Weapon is "primary" (default), "secondary" or "melee" (000 L443, L503).
	Weapon   string `json:"weapon,omitempty"`
	Indirect bool   `json:"indirect,omitempty"` // target defense +3, damage at most 2 (000 L469)
	// Mods is any other modifier to the attack roll the table agrees on
	// (skills beyond those on the pilot, ...).
	Mods int `json:"mods,omitempty"`
	// OutOfRange is the inches a Fire is beyond its maximum or inside its
	// minimum range (No Limit Ranges, 000 L927-931; NoLimitRange).
	OutOfRange int `json:"out_of_range,omitempty"`
	// Into names the opposing 'Mechs the action's movement brings into base
	// contact; each may then free spin (000 L346-348; Match.FreeSpin).
	Into []string `json:"into,omitempty"`
	// Rush is a Bull Rush's movement around the attack (000 L543-551).
	Rush *Rush `json:"rush,omitempty"`
	// Contact: standing up in base contact with an opposing 'Mech needs a
	// piloting check (000 L246, L344).
	Contact bool `json:"contact,omitempty"`
	// Auto: a Breakaway needs no roll when every opposing 'Mech in contact
	// is shut down, salvaged or fallen (000 L322). Grapple: the 'Mech
	// breaks away from Grapple, succeeding only on 5-6 (000 L1138).
	Auto    bool `json:"auto,omitempty"`
	Grapple bool `json:"grapple,omitempty"`
	// Cancel names optional special equipment the attacker turns off for
	// this action (000 L276, step 4 L412).
	Cancel []string `json:"cancel,omitempty"`
	// Used names special equipment the player used in the action; a
	// single-use (circle) one deals its click afterwards (000 L272-274).
	Used []string `json:"used,omitempty"`
	// Rerolls names once-per-match abilities spent on this action's dice
	// (the dice hold the faces kept): "re-roll", "close combat re-roll", ...
	Rerolls []string `json:"rerolls,omitempty"`
	Dice
}

// Target is one target of an attack.
type Target struct {
	Mech string `json:"mech"`
	// Rear: the line of fire passes through, or the attacker is in base
	// contact with, the target's rear arc: +2 (000 L449, L499, L559).
	Rear bool `json:"rear,omitempty"`
	// Defense is other modifiers to its defense: terrain +1, height +1,
	// firer in contact +2 (000 L447, L632, L656).
	Defense int `json:"defense,omitempty"`
	// Share is the damage the attacker gives this target when dividing a
	// multi-target attack's damage (000 L477); 0 means the full value.
	Share int `json:"share,omitempty"`
	// Eject: the salvaged target ejects against the declared attack
	// (000 L404, step 3 L411).
	Eject bool `json:"eject,omitempty"`
	// Cancel names optional special equipment the defender turns off.
	Cancel []string `json:"cancel,omitempty"`
	// Hindering: the target's center dot is in hindering terrain
	// (Camouflage, 000 L1154).
	Hindering bool `json:"hindering,omitempty"`
}

// Rush is the inches a Bull Rush moves before and after its attack.
type Rush struct {
	Before int `json:"before"`
	After  int `json:"after"`
}

// Check refuses a split the movement does not allow: at most the move less
// 1" before the attack, at least 1" after it to leave base contact, the
// move in all (000 L543, L549, L551; EX-05).
func (r Rush) Check(movement int) error {
	switch {
	case r.Before < 0 || r.Before > movement-1:
		return fmt.Errorf("at most %d\" before the attack (000 L543)", movement-1)
	case r.After < 1:
		return fmt.Errorf("at least 1\" after the attack (000 L549)")
	case r.Before+r.After > movement:
		return fmt.Errorf("%d\" in all, more than the move of %d\" (000 L551)", r.Before+r.After, movement)
	}
	return nil
}

// NoLimitRange is the Advanced game's No Limit Ranges: a Fire outside
// inches beyond its maximum or inside its minimum range is -1 to hit per
// inch and deals 2 less damage, at least 1, at step 7f (000 L927-931;
// G-52; EX-26).
func NoLimitRange(outside int) (toHit, damage int) {
	if outside <= 0 {
		return 0, 0
	}
	return -outside, -2
}

// Inches is how far an action moves the 'Mech (000 L324-340, L543).
func (s *Match) Inches(m *Mech, a Action) int {
	info, _ := Info(a)
	return s.Stats(m).Speed * info.Speed / 2
}

// Type implements journal.Event.
func (*Act) Type() string { return "action" }

// StandUpNeed is what a Stand Up's piloting check needs on 3d6 when an
// opposing 'Mech is in base contact (the pilot's skill less its "+1
// Piloting roll" boxes), and 0 when there is none: the stand up is then
// automatic (000 L246, L342-344). The action form asks the player which
// (Act.Contact).
func (m *Mech) StandUpNeed(contact bool) int {
	if !contact {
		return 0
	}
	return m.Pilot.skill() - m.Pilot.Piloting
}

// AP is the action points an action costs this 'Mech.
func (s *Match) AP(m *Mech, a Action) int {
	info, _ := Info(a)
	switch {
	case a == Sweep && s.Options.SweepAP == 3:
		return 3
	case a == StandUp && m.Pilot.FreeStandUp:
		return 0
	}
	return info.AP
}

// Apply implements journal.Event.
func (e *Act) Apply(s *Match) error {
	s.Report, s.FreeSpin = nil, nil
	t := s.Turn
	if t == nil {
		return fmt.Errorf("action: no turn is being played")
	}
	m, _ := s.Mech(t.Mech)
	info, ok := Info(e.Action)
	if !ok {
		return fmt.Errorf("action: there is no action %q on the chart", e.Action)
	}
	if err := s.allowed(m, t, info, e); err != nil {
		return fmt.Errorf("%s, %s: %w", m.ID, e.Action.Name(), err)
	}
	r := &res{s: s, t: &tape{faces: e.Dice.Dice}}
	for _, u := range e.Rerolls {
		if err := m.canReroll(u, info, e); err != nil {
			return fmt.Errorf("%s, %s: %w", m.ID, e.Action.Name(), err)
		}
		m.Used = append(m.Used, u)
		r.say("%s spends the %s (once per match)", m.ID, u)
	}
	aim, flourish := t.Aim, t.Flourish
	t.Aim, t.Flourish = false, false
	t.Spent += s.AP(m, e.Action)
	t.Actions = append(t.Actions, e.Action)
	heat := info.Heat
	if info.Extra && ExtraHeat(t.Actions) > ExtraHeat(t.Actions[:len(t.Actions)-1]) {
		heat++ // 000 L328, L1027
	}
	if err := r.do(m, info, e, aim, flourish); err != nil {
		return err
	}
	s.FreeSpin = s.freeSpins(e)
	for _, name := range e.Used {
		// Equipment the engine already applied counts once: one click for
		// a single-use one however it was named (000 L272-274).
		if se, ok := m.hasSE(name, nil); ok && !slices.ContainsFunc(r.used, func(u usedSE) bool { return u.m == m && u.se.Name == name }) {
			r.used = append(r.used, usedSE{m, se})
		}
	}
	if heat > 0 {
		heat = r.heatCut(m, e, heat)
	}
	// Cool's -1 comes from the chart (000 L1005); Vent cools in do.
	if err := r.heat(m, heat); err != nil { // step 10, L429
		return err
	}
	for _, u := range r.used {
		if u.se.SingleUse {
			r.say("%s single-use %s", u.m.ID, u.se.Name)
			if _, err := r.hurt(u.m, 1, nil, ""); err != nil { // no check, 000 L242, L274
				return err
			}
		}
	}
	if t.Spent >= t.AP || m.Gone() {
		r.endTurn()
	}
	return nil
}

// Once-per-match re-rolls a pilot may hold (Pilot.Rerolls, Act.Rerolls).
const (
	RerollAny       = "re-roll"              // any roll (000 L79)
	RerollClose     = "close combat re-roll" // a close combat attack (000 L109)
	RerollEnergy    = "energy re-roll"       // an energy attack (000 L119)
	RerollBallistic = "ballistic re-roll"    // a ballistic attack (000 L121)
)

// Rerolls lists the once-per-match re-rolls the pilot holds, unspent, that
// fit the action e (000 L79, L109, L119, L121): what a player may spend on
// its dice.
func (m *Mech) Rerolls(e *Act) []string {
	info, _ := Info(e.Action)
	var out []string
	for _, u := range m.Pilot.Rerolls {
		if !slices.Contains(out, u) && m.canReroll(u, info, e) == nil {
			out = append(out, u)
		}
	}
	return out
}

// canReroll checks a re-roll spent on an action: the pilot holds it, has
// not used it this match, and it fits the attack (a Bull Rush makes a
// close combat attack, 000 L543).
func (m *Mech) canReroll(u string, info ActionInfo, e *Act) error {
	ranged := info.Attack && info.Group == Ranged
	var fits bool
	switch u {
	case RerollAny:
		fits = true
	case RerollClose:
		fits = info.Attack && (info.Group == Close || e.Action == BullRush)
	case RerollEnergy:
		fits = ranged && m.weapon(e.Weapon).Energy
	case RerollBallistic:
		fits = ranged && !m.weapon(e.Weapon).Energy
	default:
		return fmt.Errorf("no re-roll named %q", u)
	}
	switch {
	case !slices.Contains(m.Pilot.Rerolls, u):
		return fmt.Errorf("pilot %s does not hold the %s skill (000 L79, L109, L119, L121)", m.Pilot.Name, u)
	case slices.Contains(m.Used, u):
		return fmt.Errorf("%q is already used this match", u)
	case !fits:
		return fmt.Errorf("the %s does not fit a %s", u, e.Action.Name())
	}
	return nil
}

// heatCut applies Evade (-1 for Run, Charge, Sprint) and the "-1 Sprint
// Heat" skill, to a minimum of 0 (000 L87, L1156).
func (r *res) heatCut(m *Mech, e *Act, heat int) int {
	if e.Action == Run || e.Action == Charge || e.Action == Sprint {
		if se, ok := m.hasSE(SEEvade, e.Cancel); ok {
			heat--
			r.used = append(r.used, usedSE{m, se})
		}
	}
	if e.Action == Sprint && m.Pilot.SprintHeat {
		heat--
	}
	return max(0, heat)
}

// allowed checks an action against the 'Mech's state and turn.
// CanPick says why the turn's 'Mech m cannot take action a now (its
// action points, shut down or fallen, 000 L246, L296; once-per-turn and
// after-Flourish rules), nil when it can: the checks an Act of a makes
// before anything else is known about it.
func (s *Match) CanPick(m *Mech, a Action) error {
	info, ok := Info(a)
	if s.Turn == nil || m == nil || !ok {
		return fmt.Errorf("no turn is being played")
	}
	return s.allowed(m, s.Turn, info, &Act{Action: a})
}

func (s *Match) allowed(m *Mech, t *Turn, info ActionInfo, e *Act) error {
	if left := t.AP - t.Spent; s.AP(m, e.Action) > left {
		return fmt.Errorf("needs %d action points, %d left", s.AP(m, e.Action), left)
	}
	a := e.Action
	switch {
	case m.Shutdown && a != Cool && a != Vent:
		return fmt.Errorf("a shut-down 'Mech may only cool or vent (000 L296)")
	case m.Fallen && a != StandUp && a != Cool && a != Vent:
		return fmt.Errorf("a fallen mech may only stand up, cool or vent (000 L246)")
	case a == StandUp && !m.Fallen:
		return fmt.Errorf("the mech is standing")
	case a == Cool && m.started():
		return fmt.Errorf("the heat dial shows its start (000 L579)")
	case a == Ready && slices.Contains(t.Actions, Ready):
		return fmt.Errorf("Ready only once per turn (000 L591)")
	case t.Flourish && !info.Attack:
		return fmt.Errorf("after Flourish the next action must be able to deal damage (000 L603)")
	case a == CrowdPump && (m.Pump == "" || m.PumpTurn != m.Turns):
		return fmt.Errorf("Crowd Pump only in the turn after a kill (000 L607)")
	case e.OutOfRange < 0 || e.OutOfRange > 0 && a != Fire:
		return fmt.Errorf("No Limit Ranges only with a Fire action (000 L929)")
	case len(e.Into) > 0 && info.Speed == 0:
		return fmt.Errorf("the action does not move the mech into contact")
	case e.Rush != nil && a != BullRush:
		return fmt.Errorf("a movement split is for a Bull Rush")
	case e.Rush != nil:
		if err := e.Rush.Check(s.Inches(m, a)); err != nil {
			return err
		}
	}
	for _, id := range e.Into {
		if o, err := s.Mech(id); err != nil || o == m {
			return fmt.Errorf("cannot come into contact with %q", id)
		}
	}
	if !info.Attack {
		return nil
	}
	switch {
	case m.Salvaged:
		return fmt.Errorf("a salvaged mech may not attack (000 L1174)")
	case s.Round == 1:
		return fmt.Errorf("no mech may be attacked during the first round (000 L238)")
	case len(e.Targets) == 0:
		return fmt.Errorf("no target")
	case len(e.Targets) > m.MaxTargets(e):
		return fmt.Errorf("at most %d target(s)", m.MaxTargets(e))
	}
	if m.Divided(e) {
		total := 0
		for _, tg := range e.Targets {
			if tg.Share < 0 {
				return fmt.Errorf("a share of %d clicks for %s", tg.Share, tg.Mech)
			}
			total += tg.Share
		}
		if v := max(0, s.DamageValue(m, e.Weapon)); total != v {
			return fmt.Errorf("the shares add up to %d: divide the damage value %d among the targets (000 L477)", total, v)
		}
	}
	for i, tg := range e.Targets {
		tm, err := s.Mech(tg.Mech)
		if err != nil {
			return err
		}
		if tm == m || tm.Gone() || slices.ContainsFunc(e.Targets[:i], func(o Target) bool { return o.Mech == tg.Mech }) {
			return fmt.Errorf("cannot target %s", tm.ID)
		}
		if (a == Trip || a == Push || a == Throw || a == Sweep) && tm.Fallen {
			return fmt.Errorf("%s targets standing mechs only", a)
		}
	}
	return nil
}

// MaxTargets is the most targets of an attack: the weapon symbols for a
// Fire, any number for a Sweep, one otherwise (000 L473, L485, L527).
func (m *Mech) MaxTargets(e *Act) int {
	switch {
	case e.Action == Sweep:
		return 8
	case e.Action == Fire && !e.Indirect:
		return max(1, m.weapon(e.Weapon).Targets)
	}
	return 1
}

// Divided reports whether an attack's damage value is divided among the
// targets it hits: a Fire at several targets without Anti-Personnel
// (000 L477, L1126). Each target's Share is its part when two or more are
// hit; the shares add up to the damage value; a target hit alone takes the
// whole value, as the firer would give it (note "divided-fire").
func (m *Mech) Divided(e *Act) bool {
	if e.Action != Fire || len(e.Targets) < 2 {
		return false
	}
	_, full := m.hasSE(SEAntiPersonnel, e.Cancel)
	return !full
}

// DamageValue is the ranged damage value of a weapon ("secondary", else
// primary) as the stat slot shows it, heat numbers applied (step 7a).
func (s *Match) DamageValue(m *Mech, weapon string) int {
	st := s.Stats(m)
	if weapon == "secondary" {
		return st.Secondary
	}
	return st.Primary
}

// MaxRange is a weapon's maximum range in inches for this 'Mech's pilot:
// the base's, 2 less with the Eyes Hurt injury, never below 0 (000 L392;
// EX-12, 000 L400). The table measures range; this is the number to use.
func (m *Mech) MaxRange(weapon string) int {
	r := m.weapon(weapon).Max
	if m.Pilot.injured(5) {
		r -= 2
	}
	return max(0, r)
}

func (m *Mech) weapon(name string) Weapon {
	if name == "secondary" {
		return m.Figure.Secondary
	}
	return m.Figure.Primary
}

// do resolves what the action does besides its own heat.
func (r *res) do(m *Mech, info ActionInfo, e *Act, aim, flourish bool) error {
	t := r.s.Turn
	switch e.Action {
	case Aim:
		t.Aim = true
		r.say("%s aims: +2 attack and +1 damage if its next action is a Fire or Quick Shot at one target", m.ID)
	case Flourish:
		t.Flourish = true
		r.say("%s flourishes: -4 attack on its next action, 6 fame if it damages", m.ID)
	case Ready:
		m.Ready = true
		r.say("%s readies: 1 more initiative die next round", m.ID)
	case Vent:
		return r.heat(m, -m.Figure.Vent)
	case JuryRig:
		n := 1
		if m.Pilot.Legendary == "Tech Wizard" {
			n = 2 // 000 L133
		}
		r.repair(m, n, m.Pilot.Repair)
	case StandUp:
		ok := true
		if e.Contact { // 000 L246, L344
			var err error
			if ok, err = r.pilotRoll(m, m.Pilot.skill(), "piloting check to stand up"); err != nil {
				return err
			}
		}
		m.Fallen = !ok
		if ok {
			r.say("%s stands up and may change its facing", m.ID)
		} else {
			r.say("%s stays down (an opposing 'Mech is in base contact)", m.ID)
		}
	case Breakaway:
		return r.breakaway(m, e)
	case CrowdPump:
		f := PumpFame(m.Pump)
		m.Fame += f
		m.Pump = ""
		r.say("%s pumps the crowd: %d fame", m.ID, f)
	default:
		if info.Attack {
			return r.attack(m, info, e, aim, flourish)
		}
		if info.Speed > 0 {
			r.say("%s may move %d inches", m.ID, r.s.Inches(m, e.Action))
		}
	}
	return nil
}

// breakaway rolls 1d6: 3-6 succeeds, 2-6 with Evade or Jump Jets, only 5-6
// away from Grapple (000 L318-322, L1138, L1156, L1162).
func (r *res) breakaway(m *Mech, e *Act) error {
	need := 3
	_, evade := m.hasSE(SEEvade, e.Cancel)
	_, jets := m.hasSE("Jump Jets", e.Cancel)
	switch {
	case e.Grapple:
		need = 5
	case evade || jets:
		need = 2
	}
	if e.Auto {
		r.say("%s breaks away", m.ID)
		return nil
	}
	v, err := r.t.sum(m.ID, 1, 6, "breakaway", need)
	if err != nil {
		return err
	}
	r.say("%s breakaway %d: %s", m.ID, v, passFail(v >= need))
	return nil
}

// freeSpins lists the 'Mechs that may now spin in place at no cost: those
// the movement brought into base contact, the target of a Charge or Bull
// Rush unless it came in on the rear arc, the target of a failed Death from
// Above; never a shut-down 'Mech (000 L296, L348, L541, L557, L569).
func (s *Match) freeSpins(e *Act) []string {
	ids := slices.Clone(e.Into)
	for i, tg := range e.Targets {
		missed := s.LastAttack != nil && i < len(s.LastAttack.Targets) && !s.LastAttack.Targets[i].Hit
		if (e.Action == Charge || e.Action == BullRush) && !tg.Rear || e.Action == DFA && missed {
			ids = append(ids, tg.Mech)
		}
	}
	var out []string
	for _, id := range ids {
		if o, _ := s.Mech(id); !o.Shutdown && !o.Gone() && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}
