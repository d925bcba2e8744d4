package game

import (
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"

	"lancemate/engine/classic"
)

// FactKind is what an attack did to an opponent that the Solaris Melee
// Challenge ledger may award (001 L1484-1569, 002 L267-297).
type FactKind string

// Fact kinds.
const (
	// FactKill: the attack destroyed the target (001 L1488-1492, 002 L269-272).
	FactKill FactKind = "kill"
	// FactCrippled: the target now walks 1 MP or less, heat aside (Unit.Crippled, 002 L207).
	FactCrippled FactKind = "crippled"
	// FactCritical: one critical hit on a slot, or a location blown off by
	// the critical roll (001 L1529-1535, 002 L277-280).
	FactCritical FactKind = "critical"
	// FactHeadHit: a hit struck the head (001 L1537, 002 L281).
	FactHeadHit FactKind = "head_hit"
	// FactDamage: 20 or more points dealt to one opponent in one phase,
	// counted when the phase ends (001 L1552, 002 L289).
	FactDamage FactKind = "damage"
)

// Fact is something an attack did to an opponent, credited to the
// attacking unit: the record sheet's side of the Solaris ledger's
// On-board Events. The game knows the attacker of a fire or physical
// event, and of a hit or crit event that names one; damage and rolls
// without an attacker (falls, heat) make no facts.
type Fact struct {
	// ID is "event.n.tag": the event's place in the log (1 for the
	// first), the fact's order among that event's facts from 0, and a hash
	// of the event's JSON. It is the same on every replay of the log, and
	// differs when an undone event is replaced by another at the same
	// place (so a ledger's claim of the old fact does not pass to the new).
	ID    string `json:"id"`
	Event int    `json:"event"`
	// Turn and Phase are when it happened (for damage, the phase that
	// ended).
	Turn     int      `json:"turn"`
	Phase    Phase    `json:"phase"`
	Kind     FactKind `json:"kind"`
	Attacker string   `json:"attacker"` // unit ids
	Target   string   `json:"target"`
	// Loc is the location code of a critical hit or head hit ("HD");
	// Item the component kind hit (Kind.String(), "engine") and Label its
	// name on the sheet; BlownOff a limb or head blown off by the critical
	// roll (no slot).
	Loc      string `json:"loc,omitempty"`
	Item     string `json:"item,omitempty"`
	Label    string `json:"label,omitempty"`
	BlownOff bool   `json:"blownOff,omitempty"`
	// Damage is the damage the attacker dealt the target in the phase.
	Damage int `json:"damage,omitempty"`
}

// String is the fact in one line, its id without the event's hash:
// "4.0 a→b critical CT Engine".
func (f Fact) String() string {
	id := f.ID
	if i := strings.LastIndexByte(id, '.'); i > strings.IndexByte(id, '.') {
		id = id[:i]
	}
	s := id + " " + f.Attacker + "→" + f.Target + " " + string(f.Kind)
	switch {
	case f.BlownOff:
		s += " " + f.Loc + " blown off"
	case f.Kind == FactCritical:
		s += " " + f.Loc + " " + f.Label
	case f.Kind == FactDamage:
		s += " " + strconv.Itoa(f.Damage)
	}
	return s
}

// Dealt is the damage one attacker has dealt one target in the current
// phase (001 L1552, 002 L289: "in one phase to one opponent").
type Dealt struct {
	Attacker string `json:"attacker"`
	Target   string `json:"target"`
	Damage   int    `json:"damage"`
}

// FactsOf returns the facts the event at position n of the log (1 for the
// first) produced.
func (s *State) FactsOf(n int) []Fact {
	var out []Fact
	for _, f := range s.Facts {
		if f.Event == n {
			out = append(out, f)
		}
	}
	return out
}

// Fact returns the fact with the given id.
func (s *State) Fact(id string) (Fact, bool) {
	for _, f := range s.Facts {
		if f.ID == id {
			return f, true
		}
	}
	return Fact{}, false
}

// attacking is implemented by events whose damage has a known attacker.
type attacking interface {
	attackerID() string
}

func (e *Fire) attackerID() string     { return e.Unit }
func (e *Physical) attackerID() string { return e.Attacker }
func (e *Hit) attackerID() string      { return e.Attacker }
func (e *MarkCrit) attackerID() string { return e.Attacker }

// checkAttacker validates the optional attacker a hand-entered hit or
// critical hit names: another unit of the game.
func (s *State) checkAttacker(attacker, target string) error {
	if attacker == "" {
		return nil
	}
	if attacker == target {
		return fmt.Errorf("unit %s cannot be its own attacker", target)
	}
	if _, ok := s.Unit(attacker); !ok {
		return fmt.Errorf("no attacking unit %q", attacker)
	}
	return nil
}

// addFact records a fact of the event being applied, numbering it.
func (s *State) addFact(f Fact) {
	n := 0
	for i := len(s.Facts) - 1; i >= 0 && s.Facts[i].Event == s.Events; i-- {
		n++
	}
	f.Event, f.ID = s.Events, strconv.Itoa(s.Events)+"."+strconv.Itoa(n)+"."+eventTag(s.cur)
	if f.Turn == 0 {
		f.Turn, f.Phase = s.Turn, s.Phase
	}
	// Earlier states share the backing array: never append in place.
	s.Facts = append(slices.Clip(s.Facts), f)
}

// fact records what the current attacker did to u; nothing when the event
// has no attacker or u is the attacker itself (a charge's damage to the
// charging 'Mech, its own ammunition).
func (s *State) fact(u *Unit, f Fact) {
	if s.by == "" || u.ID == s.by {
		return
	}
	f.Attacker, f.Target = s.by, u.ID
	s.addFact(f)
}

// dealt adds damage the current attacker dealt u in this phase.
func (s *State) dealt(u *Unit, n int) {
	if s.by == "" || u.ID == s.by || n == 0 {
		return
	}
	for i := range s.Dealt {
		if d := &s.Dealt[i]; d.Attacker == s.by && d.Target == u.ID {
			d.Damage += n
			return
		}
	}
	s.Dealt = append(s.Dealt, Dealt{s.by, u.ID, n})
}

// closeDamage records, as the phase ends, the damage facts of 20 or more
// points to one opponent (001 L1552, 002 L289) and starts the count again.
func (s *State) closeDamage() {
	for _, d := range s.Dealt {
		if d.Damage >= 20 {
			s.addFact(Fact{Kind: FactDamage, Attacker: d.Attacker, Target: d.Target, Damage: d.Damage})
		}
	}
	s.Dealt = nil
}

// crippledUnits says which units are crippled (Unit.Crippled).
func (s *State) crippledUnits() []bool {
	out := make([]bool, len(s.Units))
	for i := range s.Units {
		out[i] = s.Units[i].Crippled()
	}
	return out
}

// newlyCrippled records a crippling fact for every unit the attacker's
// event crippled (002 L207).
func (s *State) newlyCrippled(was []bool) {
	for i := range s.Units {
		if u := &s.Units[i]; i < len(was) && !was[i] && u.Crippled() {
			s.fact(u, Fact{Kind: FactCrippled})
		}
	}
}

// headFact is the head-hit fact of a hit striking loc (001 L1537).
func (s *State) headFact(u *Unit, loc classic.Location) {
	if loc == classic.Head && !u.Locations[classic.Head].Destroyed {
		s.fact(u, Fact{Kind: FactHeadHit, Loc: loc.Code()})
	}
}

// eventTag is a short hash (FNV-1a, 32 bits, hex) of an event's JSON.
func eventTag(ev Event) string {
	b, err := MarshalEvent(ev)
	if err != nil {
		return "0"
	}
	h := fnv.New32a()
	h.Write(b)
	return strconv.FormatUint(uint64(h.Sum32()), 16)
}
