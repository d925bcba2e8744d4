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
// damage, center torso armor 14→2, critical hit: Gyro, a PSR at the end of
// the phase (+3)". Phrases about one unit in
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

// briefDamage is the phrase of one step of damage to a location, named as
// players say it: its armor (or rear armor) and internal structure before
// and after, "center torso armor 14→2", "left arm armor 4→0 and structure
// 5→2", "left torso structure 10→0".
func (s *State) briefDamage(u *Unit, loc classic.Location, rear bool, armor, structure int) {
	ls := &u.Locations[loc]
	fromTo := func(now, dealt int) string { return strconv.Itoa(now+dealt) + "→" + strconv.Itoa(now) }
	b := u.place(loc)
	switch {
	case armor > 0 && rear:
		b += " rear armor " + fromTo(ls.Rear, armor)
	case armor > 0:
		b += " armor " + fromTo(ls.Armor, armor)
	}
	switch {
	case structure > 0 && armor > 0:
		b += " and structure " + fromTo(ls.Structure, structure)
	case structure > 0:
		b += " structure " + fromTo(ls.Structure, structure)
	}
	s.clauses = append(s.clauses, clause{u.ID, b})
}

// place is a location of u as players say it: "left arm", a quad's
// "left front leg".
func (u *Unit) place(loc classic.Location) string { return strings.ToLower(loc.Name(u.Config)) }

// briefPending is the phrase of a roll the player now owes: "PSR 7+ to
// make", "a fall to roll for".
func (s *State) briefPending(u *Unit, p Pending) {
	if p.Kind == Fall {
		s.brief(u, "a fall to roll for")
		return
	}
	s.brief(u, "%s %d+ to make", p.Kind.Label(), p.Target)
}

// briefTrigger is the phrase of a PSR that waits for the end of an attack
// phase (003 L3234): "a PSR at the end of the phase (+3)" with the
// modifier its row of the Piloting Skill Roll Table adds (003 L3139-3226),
// "falls at the end of the phase" for an automatic fall. PSRs raised at
// once are described when they are pushed.
func (s *State) briefTrigger(u *Unit, t Trigger) {
	switch {
	case !s.Phase.attack() || t.Now || t.Event == classic.Took20Damage:
	case t.Event.AutomaticFall():
		s.brief(u, "falls at the end of the phase")
	case t.Event == classic.Skidded:
		m, _ := classic.SkidModifier(t.SkidHexes) // validated by RequirePSR
		s.brief(u, "a PSR at the end of the phase (%+d)", m)
	default:
		s.brief(u, "a PSR at the end of the phase (%+d)", t.Event.Modifier()+t.Hex.Modifier())
	}
}
