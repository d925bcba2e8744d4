package game

import (
	"fmt"
	"slices"

	"lancemate/engine/classic"
)

// Attack is a physical attack type (003 L1948) that the engine resolves.
type Attack int

// Physical attacks. Clubs and physical weapons are left to the players (a
// Hit event per blow).
const (
	Punch  Attack = iota // 003 L2245-2301
	Kick                 // 003 L2196-2208
	Push                 // 003 L2303-2323
	Charge               // 003 L2035-2086
	DFA                  // death from above, 003 L2116-2182
)

var attackNames = []string{"punch", "kick", "push", "charge", "dfa"}

// String returns the attack's JSON name.
func (a Attack) String() string {
	if a < 0 || int(a) >= len(attackNames) {
		return fmt.Sprintf("Attack(%d)", int(a))
	}
	return attackNames[a]
}

// MarshalText writes the attack's name.
func (a Attack) MarshalText() ([]byte, error) {
	if a < 0 || int(a) >= len(attackNames) {
		return nil, fmt.Errorf("invalid physical attack %d", int(a))
	}
	return []byte(attackNames[a]), nil
}

// UnmarshalText reads an attack's name.
func (a *Attack) UnmarshalText(b []byte) error {
	for i, n := range attackNames {
		if n == string(b) {
			*a = Attack(i)
			return nil
		}
	}
	return fmt.Errorf("unknown physical attack %q (want one of %v)", b, attackNames)
}

// attackModifiers is the Physical Attack Modifiers Table (003 L1972-1983).
var attackModifiers = [...]int{Punch: 0, Kick: -2, Push: -1, Charge: 0, DFA: 0}

// Physical is one physical attack, from declaration to damage: the engine
// computes the target number from the attacker's Piloting, the attack type,
// actuator damage, the target's state and the situational modifiers the
// players read off the map (Mods: attacker and target movement, terrain;
// 003 L1964-1966), then resolves the attack with the tape: the 2D6 attack
// roll (unless automatic, 003 L1985), then location rolls and critical hits.
// Limb is the punching arm or kicking leg; Dir the side of the target
// struck; Hexes the hexes a charge moved.
type Physical struct {
	Attacker string            `json:"attacker"`
	Target   string            `json:"target"`
	Attack   Attack            `json:"attack"`
	Limb     *classic.Location `json:"limb,omitempty"`
	Dir      classic.Direction `json:"dir,omitempty"`
	Hexes    int               `json:"hexes,omitempty"`
	Mods     []Modifier        `json:"mods,omitempty"`
	Rolls
}

// Type implements Event.
func (*Physical) Type() string { return "physical" }

// PhysicalTarget returns the itemised target number of a physical attack,
// or why the attack is not allowed.
func (s *State) PhysicalTarget(e *Physical) (int, []Modifier, error) {
	a, err := s.active(e.Attacker)
	if err != nil {
		return 0, nil, err
	}
	d, err := s.active(e.Target)
	if err != nil {
		return 0, nil, err
	}
	if a == d {
		return 0, nil, fmt.Errorf("unit %s cannot attack itself", a.ID)
	}
	if e.Attack < Punch || e.Attack > DFA {
		return 0, nil, fmt.Errorf("unit %s: invalid physical attack %d", a.ID, int(e.Attack))
	}
	if !e.Dir.Valid() {
		return 0, nil, fmt.Errorf("unit %s: invalid attack direction %d", a.ID, int(e.Dir))
	}
	switch {
	case a.Shutdown || a.Pilot.Unconscious:
		return 0, nil, fmt.Errorf("unit %s cannot act: shut down or pilot unconscious (003 L3063, L3420)", a.ID)
	case a.Prone:
		return 0, nil, fmt.Errorf("unit %s is prone and cannot make physical attacks (003 L2013)", a.ID)
	case a.Physical:
		return 0, nil, fmt.Errorf("unit %s already made its physical attack this turn (003 L1960)", a.ID)
	}
	mods := []Modifier{
		{a.Pilot.Piloting, "Piloting skill"},
		{attackModifiers[e.Attack], e.Attack.String() + " (003 L1975-1981)"},
	}
	if e.Attack == Punch || e.Attack == Kick {
		if e.Limb == nil {
			return 0, nil, fmt.Errorf("unit %s: a %s names the limb", a.ID, e.Attack)
		}
	} else if e.Limb != nil {
		return 0, nil, fmt.Errorf("unit %s: a %s names no limb", a.ID, e.Attack)
	}
	if (e.Attack == Charge) != (e.Hexes != 0) || e.Hexes < 0 || e.Hexes > 30 {
		return 0, nil, fmt.Errorf("unit %s: hexes moved go with a charge, and only with one", a.ID)
	}
	var limbMods []Modifier
	switch e.Attack {
	case Punch:
		limbMods, err = a.punchModifiers(*e.Limb)
	case Kick:
		limbMods, err = a.kickModifiers(*e.Limb)
	case Push:
		limbMods, err = a.pushModifiers()
	case Charge, DFA:
		if len(a.Fired) > 0 {
			err = fmt.Errorf("unit %s fired weapons this turn and cannot %s (003 L2041, L2122)", a.ID, e.Attack)
		}
		limbMods = []Modifier{{a.Pilot.Piloting - d.Pilot.Piloting, "attacker's Piloting - target's Piloting (003 L1989)"}}
	}
	if err != nil {
		return 0, nil, err
	}
	mods = append(mods, limbMods...)
	if d.Prone {
		mods = append(mods, Modifier{-2, "target prone, adjacent (003 L1645, L2015)"})
	}
	if d.Immobile() {
		mods = append(mods, Modifier{-4, "target immobile (003 L1645-1657)"})
	}
	mods = append(mods, e.Mods...)
	return total(mods), mods, nil
}

// armActuators reports the state of an arm's actuators: hit or absent.
func (u *Unit) armActuators(arm classic.Location) (shoulder, upper, lower, hand bool) {
	has := map[Kind]bool{}
	for i := range u.Items {
		it := &u.Items[i]
		if it.Loc != arm {
			continue
		}
		has[it.Kind] = true
		switch {
		case it.Kind == Shoulder && it.Hits > 0:
			shoulder = true
		case it.Kind == UpperArm && it.Hits > 0:
			upper = true
		case it.Kind == LowerArm && it.Hits > 0:
			lower = true
		case it.Kind == Hand && it.Hits > 0:
			hand = true
		}
	}
	return shoulder, upper || !has[UpperArm], lower || !has[LowerArm], hand || !has[Hand]
}

// firedFrom reports whether the 'Mech fired a weapon mounted in loc this
// turn.
func (u *Unit) firedFrom(loc classic.Location) bool {
	return slices.ContainsFunc(u.Fired, func(i int) bool { return u.Items[i].Loc == loc })
}

// punchModifiers checks a punch with arm and itemises its modifiers
// (003 L2247, L2297-2301, L2750, L2804, L2850).
func (u *Unit) punchModifiers(arm classic.Location) ([]Modifier, error) {
	if !arm.IsArm(u.Config) || u.Locations[arm].Destroyed {
		return nil, fmt.Errorf("unit %s has no %s to punch with", u.ID, arm)
	}
	shoulder, upper, lower, hand := u.armActuators(arm)
	switch {
	case shoulder:
		return nil, fmt.Errorf("unit %s: shoulder hit, the %s cannot punch (003 L2297)", u.ID, arm.Name(u.Config))
	case u.firedFrom(arm):
		return nil, fmt.Errorf("unit %s fired weapons in the %s this turn (003 L2247)", u.ID, arm.Name(u.Config))
	}
	var mods []Modifier
	if hand {
		mods = append(mods, Modifier{1, "no working hand actuator (003 L2299)"})
	}
	if lower {
		mods = append(mods, Modifier{2, "no working lower arm actuator (003 L2301)"})
	}
	if upper {
		mods = append(mods, Modifier{2, "upper arm actuator hit (003 L2850)"})
	}
	return mods, nil
}

// kickModifiers checks a kick with leg and itemises its modifiers
// (003 L2198, L2713, L2820, L2864).
func (u *Unit) kickModifiers(leg classic.Location) ([]Modifier, error) {
	if !leg.IsLeg(u.Config) || u.Locations[leg].Destroyed {
		return nil, fmt.Errorf("unit %s has no %s to kick with", u.ID, leg)
	}
	for _, l := range u.legs() {
		if u.Locations[l].Destroyed {
			return nil, fmt.Errorf("unit %s has lost a leg and cannot kick", u.ID)
		}
		if _, hip := u.legPenalty(l); hip {
			return nil, fmt.Errorf("unit %s: a hip is hit, it cannot kick (003 L2198)", u.ID)
		}
	}
	if u.firedFrom(leg) {
		return nil, fmt.Errorf("unit %s fired weapons in the %s this turn (003 L2198)", u.ID, leg.Name(u.Config))
	}
	var mods []Modifier
	for i := range u.Items {
		it := &u.Items[i]
		if it.Loc != leg || it.Hits == 0 {
			continue
		}
		switch it.Kind {
		case Foot:
			mods = append(mods, Modifier{1, "foot actuator hit (003 L2713)"})
		case UpperLeg, LowerLeg:
			mods = append(mods, Modifier{2, it.label() + " hit (003 L2820, L2864)"})
		}
	}
	return mods, nil
}

// pushModifiers checks a push (both arms, no arm weapons fired) and
// itemises its modifiers (003 L2305-2309, L2840).
func (u *Unit) pushModifiers() ([]Modifier, error) {
	var mods []Modifier
	for _, arm := range []classic.Location{classic.LeftArm, classic.RightArm} {
		if !arm.IsArm(u.Config) || u.Locations[arm].Destroyed {
			return nil, fmt.Errorf("unit %s needs both arms to push", u.ID)
		}
		if u.firedFrom(arm) {
			return nil, fmt.Errorf("unit %s fired arm weapons this turn and cannot push (003 L2305)", u.ID)
		}
		if shoulder, _, _, _ := u.armActuators(arm); shoulder {
			mods = append(mods, Modifier{2, arm.Name(u.Config) + " shoulder hit (003 L2840)"})
		}
	}
	return mods, nil
}

// halve halves n once per count, rounding down, at least 1 (003 L2251,
// L2295, L2206).
func halve(n, count int) int {
	for range count {
		n /= 2
	}
	return max(n, 1)
}

// ceilDiv divides rounding up.
func ceilDiv(a, b int) int { return (a + b - 1) / b }

func (e *Physical) apply(s *State, t *tape) error {
	if err := s.phaseOnly("physical", PhasePhysical); err != nil {
		return err
	}
	target, mods, err := s.PhysicalTarget(e)
	if err != nil {
		return err
	}
	a, _ := s.Unit(e.Attacker)
	d, _ := s.Unit(e.Target)
	a.Physical = true
	hit := target <= 2
	if target >= 3 && target <= 12 {
		r, err := t.d66(a.ID, e.Attack.String()+" attack roll", target)
		if err != nil {
			return err
		}
		hit = r >= target
		s.report(a, "%s at %s: rolled %d against %d", e.Attack, d.ID, r, target)
	} else {
		s.report(a, "%s at %s: target %d, automatic %s (003 L1985)", e.Attack, d.ID, target, map[bool]string{true: "hit", false: "miss"}[hit])
	}
	s.report(a, "target number %d: %s", target, formatMods(mods))
	if !hit {
		return s.physicalMiss(a, e)
	}
	return s.physicalHit(a, d, e, t)
}

// physicalMiss applies the consequences of a missed kick (a PSR,
// 003 L2204) or death from above (an automatic fall onto its back as from
// two levels, 003 L2182).
func (s *State) physicalMiss(a *Unit, e *Physical) error {
	switch e.Attack {
	case Kick:
		s.trigger(a, Trigger{Reason: "missed a kick (003 L3155)"})
	case DFA:
		s.trigger(a, Trigger{Reason: "missed a death from above (003 L2182)", Fall: true, Levels: 2, Back: true})
	}
	s.report(a, "misses")
	return nil
}

// physicalHit deals the damage of a hit and calls for the PSRs it causes.
func (s *State) physicalHit(a, d *Unit, e *Physical, t *tape) error {
	switch e.Attack {
	case Punch:
		_, upper, lower, _ := a.armActuators(*e.Limb)
		n := 0
		for _, b := range []bool{upper, lower} {
			if b {
				n++
			}
		}
		dmg := halve(ceilDiv(a.Tons, 10), n) // 003 L2251
		return s.tableHit(d, e.Dir, dmg, "punch", t, classic.PunchLocation)
	case Kick:
		n := 0
		for i := range a.Items {
			if it := &a.Items[i]; it.Loc == *e.Limb && it.Hits > 0 && (it.Kind == UpperLeg || it.Kind == LowerLeg) {
				n++
			}
		}
		dmg := halve(ceilDiv(a.Tons, 5), n) // 003 L2202, L2206
		s.trigger(d, Trigger{Reason: "was kicked (003 L3151)"})
		if d.Prone {
			return s.groupedHits(d, e.Dir, dmg, dmg, "kick", t, nil)
		}
		return s.tableHit(d, e.Dir, dmg, "kick", t, classic.KickLocation)
	case Push:
		s.trigger(d, Trigger{Reason: "was pushed (003 L3152)", Now: true})
		s.report(d, "pushed one hex (003 L2311)")
		return nil
	case Charge:
		toTarget := ceilDiv(a.Tons*e.Hexes, 10) // 003 L2060, L2072
		toSelf := ceilDiv(d.Tons, 10)           // 003 L2062
		s.trigger(d, Trigger{Reason: "was charged (003 L3153)", Mod: 2})
		s.trigger(a, Trigger{Reason: "made a successful charge (003 L3156)", Mod: 2})
		if err := s.groupedHits(d, e.Dir, toTarget, 5, "charge", t, nil); err != nil {
			return err
		}
		return s.groupedHits(a, classic.Front, toSelf, 5, "charge (attacker)", t, nil)
	}
	toTarget := ceilDiv(3*a.Tons, 10) // 003 L2156
	toSelf := ceilDiv(a.Tons, 5)      // 003 L2166
	s.trigger(d, Trigger{Reason: "was hit by death from above (003 L3153)", Mod: 2})
	s.trigger(a, Trigger{Reason: "made a successful death from above (003 L3157)", Mod: 4})
	var err error
	if d.Prone {
		err = s.groupedHits(d, classic.Rear, toTarget, 5, "death from above", t, nil) // 003 L2160
	} else {
		err = s.groupedHits(d, e.Dir, toTarget, 5, "death from above", t, classic.PunchLocation)
	}
	if err != nil {
		return err
	}
	return s.groupedHits(a, classic.Front, toSelf, 5, "death from above (attacker)", t, classic.KickLocation)
}

// d6Table is a 1D6 location table: Punch or Kick (003 L2186-2275).
type d6Table func(classic.Config, classic.Direction, int) (classic.Hit, error)

// tableHit rolls one location on a 1D6 table and applies the damage.
func (s *State) tableHit(u *Unit, dir classic.Direction, dmg int, what string, t *tape, table d6Table) error {
	r, err := t.d6(u.ID, what+" location")
	if err != nil {
		return err
	}
	h, err := table(u.Config, dir, r)
	if err != nil {
		return err
	}
	return s.strike(u, h, dir, dmg, t)
}

// groupedHits splits damage into groupings and rolls each one's location,
// on a 1D6 table or, when table is nil, the Hit Location Table
// (003 L2064, L2158, L2166).
func (s *State) groupedHits(u *Unit, dir classic.Direction, dmg, size int, what string, t *tape, table d6Table) error {
	for _, g := range classic.Groupings(dmg, size) {
		if u.Destroyed {
			return nil
		}
		var err error
		if table == nil {
			err = s.hitRoll(u, dir, g, what, t)
		} else {
			err = s.tableHit(u, dir, g, what, t, table)
		}
		if err != nil {
			return err
		}
	}
	return nil
}
