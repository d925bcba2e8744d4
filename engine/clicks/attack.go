package clicks

import (
	"errors"
	"fmt"
)

// hit is a target the attack roll hit, and the clicks it is dealt.
type hit struct {
	m     *Mech
	dealt int
	taken int
	log   *TargetLog
}

// attack resolves steps 6-9 of the attack sequence: the roll, the damage
// 7a-7h for every target hit, the targets' heat, the attacker's own damage
// (000 L408-429). Step 10, the attacker's heat, follows in Act.Apply.
func (r *res) attack(m *Mech, info ActionInfo, e *Act, aim, flourish bool) error {
	r.s.Turn.Attacked = true
	toHit, err := r.toHit(m, info, e, aim, flourish)
	if err != nil {
		return fmt.Errorf("%s, %s: %w", m.ID, e.Action.Name(), err)
	}
	log := &AttackLog{Mech: m.ID, Action: e.Action, ToHit: toHit}
	needs := make([]int, len(e.Targets))
	for i, tg := range e.Targets {
		tm, _ := r.s.Mech(tg.Mech)
		def := r.s.defense(tm, info, e, tg)
		if b := attackBonus(tm, tg); b != 0 {
			def = append(def, Part{"rear, fallen or shut down", -b})
		}
		needs[i] = Sum(def) - Sum(toHit)
		log.Targets = append(log.Targets, TargetLog{Mech: tm.ID, Defense: def, Need: needs[i]})
	}
	need := 0
	if len(needs) == 1 {
		need = needs[0]
	}
	faces, err := r.t.roll(m.ID, 3, 6, "attack roll", need)
	var ask *NeedDice
	if errors.As(err, &ask) {
		ask.Attack = true
		for i, tg := range log.Targets {
			ask.Needs = append(ask.Needs, TargetNeed{Mech: tg.Mech, Need: needs[i]})
		}
	}
	if err != nil {
		return err
	}
	roll := AttackRoll{faces[0], faces[1], faces[2]}
	log.Roll, r.s.LastAttack = roll, log
	r.say("%s attack roll: %s", m.ID, sum(faces))
	if roll.CriticalHit() {
		m.Fame += EarnedFame[fameCrit].Fame // 000 L260
	}
	hitting := 0
	for i, tg := range e.Targets {
		if !tg.Eject && roll.Hits(needs[i]) {
			hitting++
		}
	}
	r.split = m.Divided(e) && hitting > 1 // 000 L477
	// The damage value is divided among the targets hit (000 L477): the
	// shares of targets missed go to the first target hit (note
	// "divided-fire"; undo and enter other shares to divide otherwise).
	missed, first := 0, -1
	for i, tg := range e.Targets {
		switch {
		case !r.split || tg.Eject:
		case !roll.Hits(needs[i]):
			missed += tg.Share
		case first < 0:
			first = i
		}
	}
	if se, ok := m.hasSE(SEAntiPersonnel, e.Cancel); ok && e.Action == Fire && len(e.Targets) > 1 {
		r.used = append(r.used, usedSE{m, se}) // full damage to each (000 L1126)
	}
	var hits []hit
	for i, tg := range e.Targets {
		tm, _ := r.s.Mech(tg.Mech)
		ok := roll.Hits(needs[i])
		log.Targets[i].Hit = ok
		if tg.Eject { // step 3: no damage; the kill if the attack succeeds (000 L404-406)
			if ok {
				tm.Damager, tm.DamageKind = m.ID, e.Action
				r.s.Turn.Hit = e.Action
			}
			r.eject(tm)
			continue
		}
		r.say("%s vs %s: needs %d: %s", m.ID, tm.ID, needs[i], hitMiss(ok))
		if !ok {
			continue
		}
		if i == first {
			tg.Share += missed
		}
		s := r.damageSteps(m, tm, info, e, tg, roll.CriticalHit(), aim)
		log.Targets[i].Damage = &s
		hits = append(hits, hit{m: tm, dealt: s.Dealt, log: &log.Targets[i]})
	}
	if len(hits) > 0 {
		r.s.Turn.Hit = e.Action
		m.Fame += AttackFame(e.Action) // 000 L256-257
	}
	return r.deal(m, info, e, hits, roll, flourish)
}

// deal runs 7g-7h and steps 8-9 for the targets hit.
func (r *res) deal(m *Mech, info ActionInfo, e *Act, hits []hit, roll AttackRoll, flourish bool) error {
	damaged := false
	for i := range hits { // 7g
		n, err := r.hurt(hits[i].m, hits[i].dealt, m, e.Action)
		if err != nil {
			return err
		}
		hits[i].taken, hits[i].log.Taken = n, n
		damaged = damaged || n > 0
		if e.Action == Throw && !hits[i].m.Gone() { // 000 L521, example L523
			in := ThrowInches(r.s.DamageValue(m, "primary"))
			hits[i].log.Thrown = in
			r.say("%s is thrown %d\" base to base in a straight line; %s sets its facing", hits[i].m.ID, in, m.ID)
		}
	}
	if flourish && damaged {
		m.Fame += 6 // 000 L603
		r.say("%s Flourish: 6 fame", m.ID)
	}
	for _, h := range hits { // 7h: Trip and Sweep +3, Throw +5 (000 L517, L521, L527)
		if h.taken > 0 && !h.m.Gone() {
			if err := r.check(h.m, h.taken+checkExtra(e.Action)); err != nil {
				return err
			}
		}
	}
	if info.Group == Ranged && m.weapon(e.Weapon).Energy { // step 8 (000 L459-461; G-39)
		for _, h := range hits {
			if h.taken > 0 && h.m.EnergyRound != r.s.Round && !h.m.Gone() {
				h.m.EnergyRound = r.s.Round
				if err := r.heat(h.m, 1); err != nil {
					return err
				}
			}
		}
	}
	self := 0 // step 9
	if roll.CriticalMiss() {
		self++ // 000 L366
	}
	switch {
	case e.Action == Charge:
		self++ // 000 L561
	case e.Action == DFA && len(hits) > 0:
		self++ // 000 L569
	case e.Action == DFA:
		self += 2
	}
	return r.damage(m, self, nil, "", 0)
}

// ThrowInches is how far a successful Throw moves its target, base to base
// in a straight line, the thrower choosing the direction and the thrown
// 'Mech's facing: the thrower's primary damage value as its stat slot shows
// it, not lessened by the Throw's -1 (000 L521; EX-08, 000 L523: a Mad Cat
// II with primary damage 5 deals 4 clicks and throws the Spider 5"). A wall
// stops the thrown 'Mech short; the table enters the click it then takes
// with a damage event (000 L523).
func ThrowInches(primary int) int { return max(0, primary) }

func checkExtra(a Action) int {
	switch a {
	case Trip, Sweep:
		return 3
	case Throw:
		return 5
	}
	return 0
}

func hitMiss(ok bool) string {
	if ok {
		return "hit"
	}
	return "miss"
}

// AttackRoll is the 3d6 of an attack: two white dice and the black one
// (000 L59).
type AttackRoll [3]int

// Total is the sum of the three dice.
func (a AttackRoll) Total() int { return a[0] + a[1] + a[2] }

// CriticalMiss: the white dice show 2 (000 L366).
func (a AttackRoll) CriticalMiss() bool { return a[0]+a[1] == 2 }

// CriticalHit: the white dice show 12 (000 L370).
func (a AttackRoll) CriticalHit() bool { return a[0]+a[1] == 12 }

// Hits reports whether the roll meets need (defense minus attack value and
// modifiers): a critical miss always misses, a critical hit always hits,
// however high the need (000 L364-372).
func (a AttackRoll) Hits(need int) bool {
	return !a.CriticalMiss() && (a.CriticalHit() || a.Total() >= need)
}

// toHit is the attack value and the attacker's modifiers, part by part
// (digest A6.2).
func (r *res) toHit(m *Mech, info ActionInfo, e *Act, aim, flourish bool) ([]Part, error) {
	st := r.s.Stats(m)
	switch {
	case info.Group == Ranged && (m.MaxRange(e.Weapon) <= 0 || st.Attack <= 0):
		return nil, fmt.Errorf("needs a maximum range and attack value above 0 (000 L435; Eyes Hurt takes 2 inches, L392)")
	case info.Group == Special && st.Attack <= 0:
		return nil, fmt.Errorf("needs an attack value above 0 (000 L539, L555, L565)")
	case e.Weapon == "melee" && m.Figure.Melee <= 0:
		return nil, fmt.Errorf("the figure has no melee damage value (000 L503)")
	}
	p := parts{{"attack value", st.Attack}}
	p.add(e.Action.Name(), info.ToHit)
	p.add("pilot's +1 to hit", m.Pilot.Hit[e.Action])
	p.add("table modifiers", e.Mods)
	hit, _ := NoLimitRange(e.OutOfRange)
	p.add("No Limit Ranges", hit)
	if aim && info.Group == Ranged && len(e.Targets) == 1 && !e.Indirect {
		p.add("Aim", 2) // 000 L595
	}
	if flourish {
		p.add("Flourish", -4) // 000 L603
	}
	if m.Pilot.injured(11) {
		p.add("Brain Damage", -1) // 000 L397
	}
	if m.Pilot.injured(9) && info.Group == Close {
		p.add("Broken Bones", -1) // 000 L395
	}
	return p, nil
}

// attackBonus is +2 for the rear arc or a fallen target (not both, G-40)
// and +4 against a shut-down 'Mech (000 L246, L298, L449, L499).
func attackBonus(tm *Mech, tg Target) int {
	n := 0
	if tg.Rear || tm.Fallen {
		n += 2
	}
	if tm.Shutdown {
		n += 4
	}
	return n
}

// defense is the target's defense value and modifiers, part by part
// (digest A6.2).
func (s *Match) defense(tm *Mech, info ActionInfo, e *Act, tg Target) parts {
	p := parts{{"defense value", s.Stats(tm).Defense}}
	p.add("pilot's +1 defense", tm.Pilot.Defense)
	p.add("terrain and position", tg.Defense)
	if e.Indirect {
		p.add("indirect fire", 3) // 000 L469
	}
	if info.Group == Ranged {
		if _, ok := tm.hasSE(SEEvade, tg.Cancel); ok {
			p.add(SEEvade, 2) // 000 L1156
		}
		if _, ok := tm.hasSE("Camouflage", tg.Cancel); ok && tg.Hindering {
			p.add("Camouflage", 2) // 000 L1154
		}
	}
	return p
}

// damageSteps works out the damage of one hit through steps 7a-7f.
func (r *res) damageSteps(m, tm *Mech, info ActionInfo, e *Act, tg Target, crit, aim bool) DamageSteps {
	in := DamageIn{Crit: crit, Min1: info.Min1} // 7d: any damaging attack (G-36)
	c, h := m.click(), r.s.HeatMods(m)
	switch {
	case e.Action == Push:
		in.Base = 1 // a fixed click (000 L599)
		return Damage(in)
	case e.Weapon == "melee" && info.Group != Ranged:
		in.Base = m.Figure.Melee
	case e.Weapon == "secondary" && info.Group == Ranged:
		in.Base, in.Heat = c.Secondary, h.Secondary // 7a
	default:
		in.Base, in.Heat = c.Primary, h.Primary // 7a
	}
	if r.split || tg.Share > 0 && !m.Divided(e) {
		in.Base, in.Heat = tg.Share, 0 // divided damage (000 L477)
	}
	physical := info.Group == Close || info.Group == Special
	if se, ok := m.hasSE(SEBrawling, e.Cancel); ok && physical && info.AP > 1 {
		in.Attacker++ // 7b, 000 L1146; no SE in 1-AP actions, L1029
		r.used = append(r.used, usedSE{m, se})
	}
	if m.Pilot.Legendary == "Deadeye" {
		in.Attacker++ // 7b (G-18), 000 L143
	}
	if pl := m.Pilot; info.Group == Close && pl.CloseDamage ||
		info.Group == Ranged && e.Weapon != "melee" && (m.weapon(e.Weapon).Energy && pl.EnergyDamage || !m.weapon(e.Weapon).Energy && pl.BallisticDamage) {
		in.Attacker++ // 7b, "+1 to ... Damage" skills, 000 L111, L123, L125
	}
	if info.Group == Special {
		in.Type = info.Damage // 7c: Charge +1, DFA +2 (000 L559, L569)
	} else {
		in.Action = info.Damage // 7f
	}
	if e.Indirect {
		in.Cap = 2 // 7c, 000 L469
	}
	if aim && info.Group == Ranged {
		in.Action++ // 000 L595
	}
	if _, d := NoLimitRange(e.OutOfRange); d != 0 {
		in.Action, in.Min1 = in.Action+d, true
	}
	r.defenseSE(m, tm, info, e, tg, &in)
	s := Damage(in)
	r.say("%s damage to %s: %s", m.ID, tm.ID, s.Words())
	return s
}

// defenseSE is step 7e: the target's special equipment, all ignored by an
// Armor Piercing Fire (000 L1124, L1130, L1144, L1180-1184; G-04).
func (r *res) defenseSE(m, tm *Mech, info ActionInfo, e *Act, tg Target, in *DamageIn) {
	if se, ok := m.hasSE(SEArmorPiercing, e.Cancel); ok && e.Action == Fire {
		r.used = append(r.used, usedSE{m, se})
		return
	}
	ranged := info.Group == Ranged
	energy := ranged && m.weapon(e.Weapon).Energy
	for _, row := range []struct {
		name string
		on   bool
		cut  int
	}{
		{SEHardened, ranged || info.Group == Close, 2},
		{SEHeavy, ranged || info.Group == Close, 1},
		{SEReflective, energy, 2},
		{SEReactive, ranged && !energy, 2},
		{SEPointDefense, ranged, 1},
		{SEAgility, info.Group == Close || info.Group == Special, 0},
	} {
		se, ok := tm.hasSE(row.name, tg.Cancel)
		if !ok || !row.on {
			continue
		}
		in.Defense += row.cut
		in.ToOne = in.ToOne || row.name == SEAgility
		r.used = append(r.used, usedSE{tm, se})
	}
}

// AttackLog is the breakdown of an attack roll, kept as Match.LastAttack so
// the table can see how the need and the damage came about.
type AttackLog struct {
	Mech   string     `json:"mech"`
	Action Action     `json:"action"`
	Roll   AttackRoll `json:"roll"`
	// ToHit is the attack value and the attacker's modifiers.
	ToHit   []Part      `json:"to_hit"`
	Targets []TargetLog `json:"targets"`
}

// TargetLog is one target of a logged attack.
type TargetLog struct {
	Mech string `json:"mech"`
	// Defense is the defense value and its modifiers; the attack bonuses
	// (rear arc, fallen, shut down) are negative parts.
	Defense []Part `json:"defense"`
	// Need is what the 3D6 must meet: Sum(Defense) - Sum(ToHit).
	Need int  `json:"need"`
	Hit  bool `json:"hit"`
	// Damage is steps 7a-7f, nil on a miss or an ejection; Taken the clicks
	// the dial turned at 7g.
	Damage *DamageSteps `json:"damage,omitempty"`
	Taken  int          `json:"taken,omitempty"`
	// Thrown is the inches a Throw moved the target, base to base
	// (ThrowInches); 0 for other attacks, a miss or a target eliminated.
	Thrown int `json:"thrown,omitempty"`
}

// Part is one named term of a sum.
type Part struct {
	What  string `json:"what"`
	Value int    `json:"value"`
}

// parts builds a sum, leaving out zero terms.
type parts []Part

func (p *parts) add(what string, v int) {
	if v != 0 {
		*p = append(*p, Part{what, v})
	}
}

// Sum adds up the parts.
func Sum(ps []Part) int {
	n := 0
	for _, p := range ps {
		n += p.Value
	}
	return n
}
