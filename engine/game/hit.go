package game

import (
	"fmt"
	"slices"
	"strconv"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
)

// Hit is one hit on a 'Mech: a weapon hit, a cluster grouping, a physical
// blow or any damage the players resolve themselves. Give the 2D6 hit
// location roll (Roll) and the side it came from (Dir), and the engine reads
// the Hit Location Table (003 L1925-1940) and grants the through-armor
// critical chance of a 2 (003 L2564); or give the location (Loc) directly.
// Rolls carries the dice of the resolution: critical hits, slots, and the
// re-roll of Floating Criticals.
type Hit struct {
	Unit string `json:"unit"`
	// Attacker optionally names the unit that dealt the hit, for the
	// ledger's facts (Fact).
	Attacker string            `json:"attacker,omitempty"`
	Dir      classic.Direction `json:"dir,omitempty"`
	Roll     int               `json:"roll,omitempty"`
	Loc      *classic.Location `json:"loc,omitempty"`
	Damage   int               `json:"damage"`
	// From says what dealt the hit, for the target's armor type
	// (003 L7409-7447): an engine/equipment weapon id, "fall" or
	// "physical"; empty when unknown.
	From string `json:"from,omitempty"`
	Rolls
}

// copy is what clone makes of a hit, without reflection: a deep copy,
// refused when its direction or location has no text form. In the
// browser, clone's reflection was 0.3-0.5 ms of a damage tap at 4× CPU
// (bench -profile game); TestCopyEventIsDeep holds the two to the same
// result on generated hits.
func (e *Hit) copy() (*Hit, error) {
	c := *e
	if _, err := c.Dir.MarshalText(); err != nil {
		return nil, err
	}
	if e.Loc != nil {
		if _, err := e.Loc.MarshalText(); err != nil {
			return nil, err
		}
		l := *e.Loc
		c.Loc = &l
	}
	c.Rolls.Rolls = slices.Clone(e.Rolls.Rolls)
	return &c, nil
}

// appendJSON appends the hit as MarshalEvent writes it, without
// reflection: encoding/json was most of a save's 0.6 ms in a damage tap at
// 4× CPU (the browser's profiler, bench -profile game). false when a field
// needs more than plain writing (a text to escape, a direction or
// location with no text form): MarshalEvent then uses encoding/json.
// TestHitJSONMatchesEncoder holds the two to the same bytes, and
// TestHitJSONFields fails when Hit gains a field this does not write.
func (e *Hit) appendJSON(b []byte) ([]byte, bool) {
	str := func(name, v string) bool {
		if !plainJSON(v) {
			return false
		}
		b = append(append(append(append(b, `,"`...), name...), `":"`...), v...)
		b = append(b, '"')
		return true
	}
	b = append(b, `{"type":"hit"`...)
	if !str("unit", e.Unit) || e.Attacker != "" && !str("attacker", e.Attacker) {
		return nil, false
	}
	if e.Dir != 0 {
		t, err := e.Dir.MarshalText()
		if err != nil || !str("dir", string(t)) {
			return nil, false
		}
	}
	if e.Roll != 0 {
		b = strconv.AppendInt(append(b, `,"roll":`...), int64(e.Roll), 10)
	}
	if e.Loc != nil {
		t, err := e.Loc.MarshalText()
		if err != nil || !str("loc", string(t)) {
			return nil, false
		}
	}
	b = strconv.AppendInt(append(b, `,"damage":`...), int64(e.Damage), 10)
	if e.From != "" && !str("from", e.From) {
		return nil, false
	}
	if len(e.Rolls.Rolls) > 0 {
		b = append(b, `,"rolls":[`...)
		for i, r := range e.Rolls.Rolls {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(r), 10)
		}
		b = append(b, ']')
	}
	return append(b, '}'), true
}

// plainJSON reports a text that encoding/json writes as it is, between
// quotes: printable ASCII without a quote, a backslash or the characters
// it escapes for HTML.
func plainJSON(s string) bool {
	for i := range len(s) {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}

// source reads From.
func (e *Hit) source() (source, error) {
	switch e.From {
	case "":
		return source{}, nil
	case "fall":
		return source{fall: true}, nil
	case "physical":
		return source{physical: true}, nil
	}
	it, ok := equipment.Lookup(e.From)
	if !ok || it.Kind != equipment.Weapon {
		return source{}, fmt.Errorf("unit %s: from %q is not a weapon of the equipment tables, \"fall\" or \"physical\"", e.Unit, e.From)
	}
	return source{weapon: &it}, nil
}

// Type implements Event.
func (*Hit) Type() string { return "hit" }

func (e *Hit) apply(s *State, t *tape) error {
	u, err := s.active(e.Unit)
	if err != nil {
		return err
	}
	if e.Damage < 1 || e.Damage > 999 {
		return fmt.Errorf("unit %s: hit damage %d out of range 1-999", u.ID, e.Damage)
	}
	if !e.Dir.Valid() {
		return fmt.Errorf("unit %s: invalid attack direction %d", u.ID, int(e.Dir))
	}
	if err := s.checkAttacker(e.Attacker, u.ID); err != nil {
		return err
	}
	var h classic.Hit
	switch {
	case (e.Roll == 0) == (e.Loc == nil):
		return fmt.Errorf("unit %s: a hit needs either a hit location roll or a location, not both", u.ID)
	case e.Loc != nil:
		if !e.Loc.Valid() {
			return fmt.Errorf("unit %s: invalid location %d", u.ID, int(*e.Loc))
		}
		h = classic.Hit{Location: *e.Loc, Rear: e.Dir == classic.Rear && e.Loc.HasRear()}
	default:
		if h, err = classic.HitLocation(u.Config, e.Dir, e.Roll); err != nil {
			return fmt.Errorf("unit %s: %w", u.ID, err)
		}
	}
	src, err := e.source()
	if err != nil {
		return err
	}
	s.report(u, "hit for %d in the %s", e.Damage, h.Location.Name(u.Config))
	s.brief(u, "%d damage", e.Damage)
	return s.withSource(src, func() error {
		_, err := s.strike(u, h, e.Dir, e.Damage, false, t)
		return err
	})
}

// Roll resolves a pending roll with the dice the player rolled: first the
// 2D6 of the roll itself (none when the result is automatic), then the dice
// of what follows, such as a fall (facing, pilot PSR, hit locations,
// critical hits). Item chooses, before the dice, the bin that explodes if
// an ammunition Avoid roll fails while bins are tied (Unit.HeatExplosionBins,
// 003 L3079-3081). A unit's rolls are made in order.
type Roll struct {
	Pending int  `json:"pending"`
	Item    *int `json:"item,omitempty"`
	Rolls
}

// Type implements Event.
func (*Roll) Type() string { return "roll" }

func (e *Roll) apply(s *State, t *tape) error {
	at := -1
	for i, p := range s.Pending {
		if p.ID == e.Pending {
			at = i
			break
		}
	}
	if at < 0 {
		return fmt.Errorf("roll: no pending roll #%d", e.Pending)
	}
	p := s.Pending[at]
	for _, q := range s.Pending[:at] {
		if q.Unit == p.Unit {
			return fmt.Errorf("roll: unit %s must make roll #%d (%s) before #%d", p.Unit, q.ID, q.Reason, p.ID)
		}
	}
	u, err := s.unit(p.Unit)
	if err != nil {
		return err
	}
	if e.Item != nil && p.Kind != AmmoAvoid {
		return fmt.Errorf("roll: #%d is a %s roll; only ammunition rolls choose a bin", p.ID, p.Kind)
	}
	s.Pending = append(s.Pending[:at:at], s.Pending[at+1:]...)
	switch p.Kind {
	case PSR, Stand:
		return s.resolvePSR(u, p, t)
	case Fall:
		s.report(u, "%s", p.Reason)
		s.brief(u, "%s", p.Reason)
		return s.fall(u, *p.PSR, p.Levels, p.Back, t)
	case Consciousness:
		return s.resolveConsciousness(u, p, t)
	case Wake:
		return s.resolveWake(u, p, t)
	case UnjamRoll:
		return s.resolveUnjam(u, p, t)
	default:
		return s.resolveHeatRoll(u, p, e.Item, t)
	}
}
