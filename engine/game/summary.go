package game

import (
	"fmt"
	"strconv"
	"strings"

	"lancemate/engine/classic"
)

// clause is one short phrase of what an event did: a shot's result, damage
// with a location's values before and after, a critical hit, a roll
// queued. unit is the unit it is about, "" for the game as a whole.
type clause struct{ unit, text string }

// brief adds a phrase about u (nil for the game as a whole) to the summary
// of the event being applied.
func (s *State) brief(u *Unit, format string, args ...any) {
	id := ""
	if u != nil {
		id = u.ID
	}
	s.clauses = append(s.clauses, clause{id, fmt.Sprintf(format, args...)})
}

// summarize is the one-line history entry of an event applied in the given
// turn and phase: "T3 weapon phase: Hunchback: LRM 20 hit; Atlas: 12
// damage, CT 14→2, crit: Gyro, PSR +3 queued". Phrases about one unit in
// a row share its name; an event that said nothing is named by its type.
func summarize(turn int, phase Phase, typ string, clauses []clause) string {
	s := "T" + strconv.Itoa(turn) + " " + phase.String() + " phase: "
	if len(clauses) == 0 {
		s += strings.ReplaceAll(typ, "_", " ")
	}
	for i, c := range clauses {
		switch {
		case i > 0 && c.unit == clauses[i-1].unit:
			s += ", " + c.text
			continue
		case i > 0:
			s += "; "
		}
		if c.unit != "" {
			s += c.unit + ": "
		}
		s += c.text
	}
	return s
}

// hitOrMiss names an attack's result.
func hitOrMiss(hit bool) string {
	if hit {
		return "hit"
	}
	return "miss"
}

// passed names a roll's result.
func passed(ok bool) string {
	if ok {
		return "passed"
	}
	return "failed"
}

// briefDamage is the phrase of one step of damage to a location: its armor
// (or rear armor) and internal structure before and after, "CT 14→2",
// "LA 4→0 IS 5→2", "LT IS 10→0".
func (s *State) briefDamage(u *Unit, loc classic.Location, rear bool, armor, structure int) {
	ls := &u.Locations[loc]
	fromTo := func(now, dealt int) string { return strconv.Itoa(now+dealt) + "→" + strconv.Itoa(now) }
	b := loc.Code()
	switch {
	case armor > 0 && rear:
		b += " rear " + fromTo(ls.Rear, armor)
	case armor > 0:
		b += " " + fromTo(ls.Armor, armor)
	}
	if structure > 0 {
		b += " IS " + fromTo(ls.Structure, structure)
	}
	s.clauses = append(s.clauses, clause{u.ID, b})
}

// briefPending is the phrase of a roll queued: "PSR 7+ queued", "fall
// queued".
func (s *State) briefPending(u *Unit, p Pending) {
	if p.Kind == Fall {
		s.brief(u, "fall queued")
		return
	}
	s.brief(u, "%s %d+ queued", p.Kind.Label(), p.Target)
}

// briefTrigger is the phrase of a PSR that waits for the end of an attack
// phase (003 L3234): "PSR +3 queued" with the modifier its row of the
// Piloting Skill Roll Table adds (003 L3139-3226), "fall queued" for an
// automatic fall. PSRs raised at once are described when they are pushed.
func (s *State) briefTrigger(u *Unit, t Trigger) {
	switch {
	case !s.Phase.attack() || t.Now || t.Event == classic.Took20Damage:
	case t.Event.AutomaticFall():
		s.brief(u, "fall queued")
	case t.Event == classic.Skidded:
		m, _ := classic.SkidModifier(t.SkidHexes) // validated by RequirePSR
		s.brief(u, "PSR %+d queued", m)
	default:
		s.brief(u, "PSR %+d queued", t.Event.Modifier()+t.Hex.Modifier())
	}
}
