package game

import (
	"fmt"
	"slices"
	"strings"

	"lancemate/engine/classic"

	"lancemate/engine/internal/enum"
)

// State is everything the log has built: the turn and phase, the units and
// the rolls the players still owe.
type State struct {
	Turn  int   `json:"turn"`
	Phase Phase `json:"phase"`
	// Ended says the end-of-phase work has been done and the rolls it
	// raised are pending; the next EndPhase event moves on.
	Ended   bool      `json:"ended,omitempty"`
	Options Options   `json:"options"`
	Units   []Unit    `json:"units"`
	Pending []Pending `json:"pending,omitempty"`
	// Initiative is the last Initiative roll made, with its turn.
	Initiative *InitiativeResult `json:"initiative,omitempty"`
	// NextID numbers pending rolls.
	NextID int `json:"nextId"`
	// Report describes what the last event did, line by line, for the UI.
	Report []string `json:"report,omitempty"`
	// Summary is what the last event did in one line, for a game's
	// history: the turn and phase it came in, then short phrases unit by
	// unit ("T3 weapon phase: Hunchback: LRM 20 hit; Atlas: 12 damage,
	// CT 14→2, crit: Gyro, PSR +3 queued").
	Summary string `json:"summary,omitempty"`
	// Events counts the events applied: the position in the log of the
	// last one (Fact.Event).
	Events int `json:"events,omitempty"`
	// Facts are what attacks did to opponents, for the Solaris ledger, in
	// the order they happened; Dealt the damage each attacker has dealt
	// each target in the current phase.
	Facts []Fact  `json:"facts,omitempty"`
	Dealt []Dealt `json:"dealt,omitempty"`
	// Sides are the sides units were put on (AddUnit, SetSide), in the
	// order they came into play, with the names NameSide gave them.
	Sides []string `json:"sides,omitempty"`
	// Sights are what this turn's attacks gave for each attacker and
	// target (Sighting), cleared when a new turn starts.
	Sights []Sight `json:"sights,omitempty"`
	// by is the attacker of the event being applied, "" for none.
	by string
	// cur is the event being applied (its facts' ids name it); nil
	// between events.
	cur Event
	// clauses are the Summary's phrases while an event is applied; nil
	// between events.
	clauses []clause
	// owned says which units an event has copied (fork, mut); nil
	// between events.
	owned []bool
	// src is what deals the hits being resolved (withSource); zero
	// between events.
	src source
	// vented: the critical hits being rolled come from an explosion
	// vented by CASE II (ventCASEII).
	vented bool
}

// Options are the optional rules in play (Optional Rules Checklist,
// 003 L9218-9248).
type Options struct {
	// FloatingCrits: a hit location roll of 2 is rolled again to find
	// where the shot and its critical chance land (003 L2568-2574).
	FloatingCrits bool `json:"floatingCrits,omitempty"`
	// EnhancedFlamers: a flamer that strikes a 'Mech deals both its heat
	// and its damage (003 L6075).
	EnhancedFlamers bool `json:"enhancedFlamers,omitempty"`
	// EnhancedMissileDefense: an AMS that brings the Cluster Hits roll
	// below 2 destroys every missile of the attack (003 L7744).
	EnhancedMissileDefense bool `json:"enhancedMissileDefense,omitempty"`
}

// classic returns the options as engine/classic reads them.
func (o Options) classic() classic.Options {
	return classic.Options{FloatingCriticals: o.FloatingCrits}
}

// newState is the state before the first event: turn 1, Initiative Phase.
func newState() State { return State{Turn: 1, NextID: 1} }

// clone returns a deep copy.
func (s State) clone() State {
	c := s.fork()
	for i := range c.Units {
		c.mut(i)
	}
	c.owned = nil
	return c
}

// fork returns a copy for an event to change. Each unit shares its slices
// (items, triggers, shots) with s until the event reaches it through mut,
// which copies them: a hit copies the one unit it damages, not the whole
// force (with eight 'Mechs that was most of a tap's work in the browser).
// Everything that reaches a unit to change it goes through mut (unit,
// active, lookup and the loops over every unit).
func (s State) fork() State {
	s.Units = slices.Clone(s.Units)
	s.owned = make([]bool, len(s.Units))
	s.Pending = slices.Clone(s.Pending)
	for i := range s.Pending {
		p := &s.Pending[i]
		p.Mods = slices.Clone(p.Mods)
		if p.PSR != nil {
			in := clonePSR(*p.PSR)
			p.PSR = &in
		}
	}
	s.Report = slices.Clone(s.Report)
	s.Dealt = slices.Clone(s.Dealt)
	return s // Initiative is shared: it never changes once made
}

// mut returns unit i for a change, first copying the slices it still
// shares with the state it was forked from. A unit added after the fork,
// and every unit of a state that was not forked, is already its own.
func (s *State) mut(i int) *Unit {
	if i < len(s.owned) && !s.owned[i] {
		s.Units[i] = s.Units[i].clone()
		s.owned[i] = true
	}
	return &s.Units[i]
}

// Unit returns the unit with the given id, to read: it may share its
// slices with earlier states of the game, so it must not be changed.
func (s *State) Unit(id string) (*Unit, bool) {
	for i := range s.Units {
		if s.Units[i].ID == id {
			return &s.Units[i], true
		}
	}
	return nil, false
}

// lookup returns the unit with the given id, to change.
func (s *State) lookup(id string) (*Unit, bool) {
	for i := range s.Units {
		if s.Units[i].ID == id {
			return s.mut(i), true
		}
	}
	return nil, false
}

// unit returns the unit with the given id or an error naming it.
func (s *State) unit(id string) (*Unit, error) {
	u, ok := s.lookup(id)
	if !ok {
		return nil, fmt.Errorf("no unit %q", id)
	}
	return u, nil
}

// active returns the unit if it is still in the fight.
func (s *State) active(id string) (*Unit, error) {
	u, err := s.unit(id)
	if err != nil {
		return nil, err
	}
	if u.Destroyed {
		return nil, refuse("003 L2876", "%s is destroyed (%s) and out of the game", id, u.DestroyedBy)
	}
	return u, nil
}

// fighting returns a unit that still makes and takes the attacks of the
// current attack phase: one in play, or one destroyed in this Weapon or
// Physical Attack Phase. Every declared attack is made, even if its target
// or the attacker is destroyed during the phase (003 L623, L2467, L8428);
// a destroyed 'Mech leaves the map at the end of the phase (003 L2876).
func (s *State) fighting(id string) (*Unit, error) {
	u, err := s.unit(id)
	if err != nil {
		return nil, err
	}
	if u.Destroyed && !(s.Phase.attack() && u.DestroyedIn == s.Serial()) {
		return nil, refuse("003 L2876", "%s is destroyed (%s) and out of the game", id, u.DestroyedBy)
	}
	return u, nil
}

// report adds a line to the report of the current event.
func (s *State) report(u *Unit, format string, args ...any) {
	s.Report = append(s.Report, u.ID+": "+fmt.Sprintf(format, args...))
}

// phaseOnly checks the event belongs in the current phase.
func (s *State) phaseOnly(event string, p Phase) error {
	if s.Phase != p {
		return fmt.Errorf("%s belongs in the %s phase, the game is in the %s phase", event, p, s.Phase)
	}
	return nil
}

// Modifier is one itemised modifier of a target number.
type Modifier struct {
	Value  int    `json:"value"`
	Reason string `json:"reason"`
}

// total adds up modifiers.
func total(mods []Modifier) int {
	n := 0
	for _, m := range mods {
		n += m.Value
	}
	return n
}

// formatMods writes modifiers as "+5 Piloting skill, -2 kick".
func formatMods(mods []Modifier) string {
	parts := make([]string, len(mods))
	for i, m := range mods {
		parts[i] = fmt.Sprintf("%+d %s", m.Value, m.Reason)
	}
	return strings.Join(parts, ", ")
}

// RollKind says what a pending roll is for.
type RollKind int

// Pending roll kinds.
const (
	PSR           RollKind = iota // Piloting Skill Roll to avoid a fall (003 L3101-3127)
	Fall                          // an automatic fall: no PSR, only its dice (003 L2734, L2491)
	Consciousness                 // after each point of pilot damage (003 L3405)
	Wake                          // recovery in the End Phase (003 L3430)
	ShutdownAvoid                 // heat (003 L3059)
	Restart                       // shut-down 'Mech in the Heat Phase (003 L3065)
	AmmoAvoid                     // heat (003 L3077)
	Stand                         // PSR of an attempt to stand (003 L1089-1091)
	UnjamRoll                     // Gunnery roll to clear a rotary autocannon (003 L6041)
)

var rollKindNames = []string{"psr", "fall", "consciousness", "wake", "shutdown", "restart", "ammo", "stand", "unjam"}

// String returns the roll kind's JSON name.
func (k RollKind) String() string { return enum.Name(k, rollKindNames, "RollKind") }

var rollKindLabels = []string{"PSR", "Fall", "Consciousness roll", "Wake-up roll", "Avoid shutdown", "Restart", "Avoid ammo explosion", "Stand-up PSR", "Clear a jammed RAC"}

// Label names the roll kind for players, e.g. "Avoid shutdown".
func (k RollKind) Label() string {
	if k < 0 || int(k) >= len(rollKindLabels) {
		return k.String()
	}
	return rollKindLabels[k]
}

// MarshalText writes the roll kind's name.
func (k RollKind) MarshalText() ([]byte, error) { return enum.Text(k, rollKindNames, "roll kind") }

// UnmarshalText reads a roll kind's name.
func (k *RollKind) UnmarshalText(b []byte) error {
	v, err := enum.Parse[RollKind](b, rollKindNames, "roll kind")
	if err != nil {
		return err
	}
	*k = v
	return nil
}

// Pending is a roll a player owes: a 2D6 against Target (the sum of Mods)
// and what follows from it. Resolve it with a Roll event.
type Pending struct {
	ID     int      `json:"id"`
	Unit   string   `json:"unit"`
	Kind   RollKind `json:"kind"`
	Reason string   `json:"reason"`
	Target int      `json:"target"`
	// Mods itemises Target: the skill first, then every modifier.
	Mods []Modifier `json:"mods,omitempty"`
	// PSR is what a PSR, stand attempt or fall was worked out from
	// (classic.PSR); resolving it reads the automatic results again with
	// the 'Mech's state at that moment, and a fall's pilot roll takes its
	// modifiers from it (003 L3335).
	PSR *classic.PSRInput `json:"psr,omitempty"`
	// Levels is the height of the fall a failed PSR or an automatic fall
	// causes (003 L3311); Back lands it on its back (a failed death from
	// above, 003 L2182).
	Levels int  `json:"levels,omitempty"`
	Back   bool `json:"back,omitempty"`
	// Item is the weapon (item index) an unjam roll clears.
	Item *int `json:"item,omitempty"`
}

// push queues a pending roll for a unit. Consciousness Rolls go before the
// unit's other rolls (003 L3236, L3426); everything else waits its turn.
func (s *State) push(p Pending) {
	p.ID = s.NextID
	s.NextID++
	if u, ok := s.lookup(p.Unit); ok {
		s.briefPending(u, p)
	}
	if p.Kind == Consciousness {
		for i, q := range s.Pending {
			if q.Unit == p.Unit && q.Kind != Consciousness {
				s.Pending = slices.Insert(s.Pending, i, p)
				return
			}
		}
	}
	s.Pending = append(s.Pending, p)
}

// drop removes the unit's pending rolls of the given kinds.
func (s *State) drop(unit string, kinds ...RollKind) {
	s.Pending = slices.DeleteFunc(s.Pending, func(p Pending) bool {
		return p.Unit == unit && slices.Contains(kinds, p.Kind)
	})
}

// Trigger is an event of this phase that calls for a PSR: a row of the
// Piloting Skill Roll Table (003 L3139-3226), classic.PSREvent.
type Trigger struct {
	Reason string           `json:"reason"`
	Event  classic.PSREvent `json:"event"`
	// Leg is the leg a leg-actuator or hip trigger belongs to: those of a
	// leg destroyed in the same phase no longer count (003 L3224).
	Leg *classic.Location `json:"leg,omitempty"`
	// SkidHexes are the hexes moved before a skid (003 L4150-4159); Hex
	// the ice, mud, deep snow or swamp of a hex entered (003 L3171-3174).
	SkidHexes int                `json:"skidHexes,omitempty"`
	Hex       classic.HexTerrain `json:"hex,omitempty"`
	// Levels is the height of an automatic fall and Back lands it on its
	// back (a failed death from above, 003 L2182).
	Levels int  `json:"levels,omitempty"`
	Back   bool `json:"back,omitempty"`
	// Now makes the roll immediate even in an attack phase: displacement
	// (003 L3238).
	Now bool `json:"now,omitempty"`
}
