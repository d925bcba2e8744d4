package melee

import (
	"fmt"
	"slices"
	"strings"
)

// Fact is something the classic record sheet saw happen, as plain data so
// this package does not depend on the game engine (engine/game Fact).
type Fact struct {
	// ID names the fact for good: an award made from it carries it, and
	// the ledger refuses a second claim (Claim).
	ID        string `json:"id,omitempty"`
	Kind      string `json:"kind"`     // "kill", "cripple" or "crippled", "critical", "damage", "head_hit"
	Attacker  string `json:"attacker"` // the pilot credited
	Target    string `json:"target,omitempty"`
	Claimants int    `json:"claimants,omitempty"` // attackers sharing a kill or crippling
	// Slot is the component kind a critical hit struck: "engine", "gyro",
	// "hip", "actuator" or an actuator by name ("shoulder", "upper_arm",
	// "lower_arm", "hand", "upper_leg", "lower_leg", "foot"), "weapon",
	// "ammo", ...
	Slot     string `json:"slot,omitempty"`
	Location string `json:"location,omitempty"`  // critical: "head" (or "HD") counts as engine-class
	BlownOff bool   `json:"blown_off,omitempty"` // the critical roll blew off a limb or the head
	Damage   int    `json:"damage,omitempty"`    // to one opponent in one phase
	// Turn is the arena turn it happened in (Award.Turn), 0 if unknown.
	Turn int `json:"turn,omitempty"`
	// Note says what happened, for the award's Why ("T2 weapon:
	// Hunchback → Atlas: kill").
	Note string `json:"note,omitempty"`
	// Opponent describes a target who is no pilot of this event (its
	// 'Mech's tonnage, Clan flag and book cost when the design is known).
	Opponent *Opponent `json:"opponent,omitempty"`
}

// actuators are the actuator slots of the Critical Hit Table other than
// the hip, which counts with engine and gyro (001 L1529-1531, 002 L277-278).
var actuators = []string{"actuator", "shoulder", "upper_arm", "lower_arm", "hand", "upper_leg", "lower_leg", "foot"}

// Suggest maps a record-sheet fact to the ledger award it suggests; the UI
// previews it and asks the player to confirm. ok is false when the fact
// earns nothing by itself (001 L1484-1569, 002 L267-297). The award
// carries the fact's id and turn.
func Suggest(f Fact) (a Award, ok bool) {
	a = Award{Pilot: f.Attacker, Target: f.Target, Kind: f.Kind, Fact: f.ID, Turn: f.Turn, Why: f.Note}
	switch f.Kind {
	case "kill", "cripple", "crippled":
		a.Kind = strings.TrimSuffix(f.Kind, "d")
		a.Claimants = max(1, f.Claimants)
	case "damage":
		a.Damage = f.Damage
		ok = f.Damage >= 5 // the least any damage row pays (DVG)
		return a, ok
	case "head_hit":
		a.Target = "" // 001 L1537, 002 L281: no opponent column
	case "critical":
		a.Target = ""
		switch {
		case f.BlownOff:
			a.Kind = "blown_off" // 001 L1535, 002 L279
		case strings.EqualFold(f.Location, "head") || f.Location == "HD" || f.Slot == "engine" || f.Slot == "gyro" || f.Slot == "hip":
			a.Kind = "crit_major" // 001 L1529, 002 L277
		case slices.Contains(actuators, f.Slot) || f.Slot == "weapon" || f.Slot == "ammo":
			a.Kind = "crit_minor" // 001 L1531, 002 L278
		default:
			a.Kind = "crit_other" // 001 L1533, 002 L280
		}
	default:
		return Award{}, false
	}
	return a, true
}

// Claim is a record-sheet fact an award was made from (Award.Fact).
type Claim struct {
	Fact  string `json:"fact"`
	Pilot string `json:"pilot"`
	Entry int    `json:"entry"` // the first ledger entry the award wrote
}

// Claimed returns the claim of a fact, if it was claimed.
func (s *State) Claimed(fact string) (Claim, bool) {
	i := slices.IndexFunc(s.Claims, func(c Claim) bool { return c.Fact == fact })
	if i < 0 {
		return Claim{}, false
	}
	return s.Claims[i], true
}

// claim records the fact of an award, refusing one already claimed: a
// fact earns its award once.
func (s *State) claim(a *Award, pilot string) error {
	if a.Fact == "" {
		return nil
	}
	if c, ok := s.Claimed(a.Fact); ok {
		return fmt.Errorf("fact %s was already claimed by %s (ledger entry %d): undo that award to claim it again", a.Fact, c.Pilot, c.Entry)
	}
	s.Claims = append(s.Claims, Claim{a.Fact, pilot, len(s.Entries) + 1})
	return nil
}

// Suggestion is a fact offered to the pilot who made it, with the award it
// suggests and its claim if it was claimed.
type Suggestion struct {
	Fact    Fact
	Award   Award
	Claimed *Claim
}

// samePilot matches a pilot name typed on the record sheet with the
// ledger's: spaces around and letter case do not count.
func samePilot(a, b string) bool {
	return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
}

// HasPilot reports whether the event has a pilot of that name, matched as
// Suggestions matches a record sheet's pilot name.
func (s *State) HasPilot(name string) bool {
	return slices.ContainsFunc(s.Pilots, func(q *Pilot) bool { return samePilot(q.Name, name) })
}

// Suggestions are the facts credited to the named pilot of this event
// (the record sheet's pilot name matched to the ledger's) that earn an
// award, each with the award Suggest makes. A target who is a pilot of
// this event is named; any other is the fact's Opponent, or an opponent
// known only by name.
func (s *State) Suggestions(pilot string, facts []Fact) []Suggestion {
	i := slices.IndexFunc(s.Pilots, func(q *Pilot) bool { return samePilot(q.Name, pilot) })
	if i < 0 {
		return nil
	}
	p := s.Pilots[i]
	var out []Suggestion
	for _, f := range facts {
		if !samePilot(f.Attacker, p.Name) {
			continue
		}
		f.Attacker = p.Name
		a, ok := Suggest(f)
		if !ok {
			continue
		}
		if a.Kind == "kill" || a.Kind == "cripple" || a.Kind == "damage" {
			if i := slices.IndexFunc(s.Pilots, func(q *Pilot) bool { return f.Target != "" && samePilot(q.Name, f.Target) }); i >= 0 {
				a.Target = s.Pilots[i].Name
			} else {
				o := Opponent{Name: a.Target}
				if f.Opponent != nil {
					o = *f.Opponent
				}
				a.Target, a.Opponent = "", &o
			}
		}
		sg := Suggestion{Fact: f, Award: a}
		if c, ok := s.Claimed(f.ID); ok && f.ID != "" {
			sg.Claimed = &c
		}
		out = append(out, sg)
	}
	return out
}
