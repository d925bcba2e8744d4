package stable

import (
	"fmt"
	"strings"
)

// State is a stable: the fold of its ledger's events.
type State struct {
	Game     Game   `json:"game"`
	Name     string `json:"name"`
	Heritage string `json:"heritage,omitempty"` // Advanced (000 L815)
	Faction  string `json:"faction,omitempty"`  // allied faction, "" when independent
	Ability  string `json:"ability,omitempty"`  // Standard stable ability (000 L731)
	Stones   int    `json:"stones"`

	Pilots     []Pilot    `json:"pilots,omitempty"`
	Mechs      []Mech     `json:"mechs,omitempty"`
	Facilities []Facility `json:"facilities,omitempty"`

	RetiredLegends int      `json:"retiredLegends,omitempty"` // +3 stable fame each (000 L880)
	Matches        int      `json:"matches"`                  // matches recorded
	LastMatch      []string `json:"lastMatch,omitempty"`      // Mechs that took part in the last match
	MatchIDs       []string `json:"matchIds,omitempty"`       // ids of the matches recorded (MatchResult.Match)
	UpkeepDue      bool     `json:"upkeepDue,omitempty"`      // Advanced: payroll and maintenance of the last match unpaid

	Settings Settings `json:"settings"`
	History  []Entry  `json:"history,omitempty"`
	Seq      int      `json:"seq"`             // events applied
	Event    string   `json:"event,omitempty"` // type of the event being applied
}

// Pilot is a MechWarrior of the stable.
type Pilot struct {
	Name       string   `json:"name"`
	Fame       int      `json:"fame"`
	XP         int      `json:"xp"`
	Piloting   int      `json:"piloting"` // 7, Clan 6 (000 L244, L817)
	Skills     []Skill  `json:"skills,omitempty"`
	Legendary  string   `json:"legendary,omitempty"`  // at most one (000 L69, L783)
	FreeSkills int      `json:"freeSkills,omitempty"` // Training ability or Clan start skills, in the Light area
	LastClass  int      `json:"lastClass"`            // skill area of the Mech last piloted (1-4)
	WonLast    bool     `json:"wonLast,omitempty"`
	PrizeWins  int      `json:"prizeWins,omitempty"`
	SitOut     int      `json:"sitOut,omitempty"`  // matches to sit out (000 L872)
	Injured    bool     `json:"injured,omitempty"` // injured in the last match: paying now shortens the rest
	Injuries   []Injury `json:"injuries,omitempty"`
	Dead       bool     `json:"dead,omitempty"`
	// Invited: the pilot holds an invitation to the Champions Invitational
	// (000 L748, L771), recorded with an Invite event.
	Invited bool `json:"invited,omitempty"`
}

// Skill is a skill a pilot holds in one class's skill area; Boxes counts
// the checked boxes of a stacking skill.
type Skill struct {
	Area  int    `json:"area"`
	Table string `json:"table"`
	Name  string `json:"name"`
	Boxes int    `json:"boxes"`
}

// Mech is a Mech of the stable. Points is the printed point value; its
// worth with equipment and modifications is Value.
type Mech struct {
	Name       string   `json:"name"`            // the stable's label, unique in the stable
	Model      string   `json:"model,omitempty"` // the figure's name when the label differs
	Points     int      `json:"points"`
	Faction    string   `json:"faction,omitempty"`
	Unique     bool     `json:"unique,omitempty"` // star rank (000 L832)
	Equipment  []string `json:"equipment,omitempty"`
	Mods       []string `json:"mods,omitempty"`
	Damage     int      `json:"damage,omitempty"` // clicks of damage to repair
	Salvaged   bool     `json:"salvaged,omitempty"`
	ExtrasDown bool     `json:"extrasDown,omitempty"` // salvaged: equipment and mods need 2 clicks each (000 L855, L939)
	Destroyed  bool     `json:"destroyed,omitempty"`
	SitOut     int      `json:"sitOut,omitempty"`
}

// Facility is a facility kind the stable owns: how many and whether the
// type is upgraded (000 L910-912).
type Facility struct {
	Kind     string `json:"kind"`
	Count    int    `json:"count"`
	Upgraded bool   `json:"upgraded,omitempty"`
}

// Entry is one line of the ledger's history.
type Entry struct {
	Seq        int    `json:"seq"`   // the event that wrote it, 1-based
	Event      string `json:"event"` // its type
	Who        string `json:"who"`   // pilot, Mech or "stable"
	What       string `json:"what"`
	Why        string `json:"why,omitempty"`
	Rule       string `json:"rule"`             // seed lines
	Stones     int    `json:"stones,omitempty"` // change
	Fame       int    `json:"fame,omitempty"`   // change of the pilot's fame
	XP         int    `json:"xp,omitempty"`     // change of the pilot's experience
	Balance    int    `json:"balance"`          // stones after
	PilotFame  int    `json:"pilotFame,omitempty"`
	StableFame int    `json:"stableFame,omitempty"` // after; Advanced game only
}

// name is the figure's name: Model, or the label.
func (m Mech) name() string {
	if m.Model != "" {
		return m.Model
	}
	return m.Name
}

func (m Mech) isMOD() bool { return m.Industrial() && strings.Contains(m.name(), "MOD") }

// Industrial reports whether the Mech is Industrial, class 0 (000 L167).
func (m Mech) Industrial() bool { return IsIndustrial(m.name()) }

// Value is the adjusted point value: printed value plus 10% of it per piece
// of equipment, not compounding (000 L855, EX-19), then +10% of the
// current value per modification, compounding (000 L939-941, EX-27; G-33).
func (m Mech) Value() int {
	v := m.Points + ceilDiv(m.Points*len(m.Equipment), 10)
	for range m.Mods {
		v = ceilDiv(v*11, 10)
	}
	return v
}

// Class is the arena class, from the adjusted value; Industrial Mechs stay
// class 0 (000 L167, L868; G-19).
func (m Mech) Class() int {
	if m.Industrial() {
		return 0
	}
	return ClassOf(m.Value())
}

// OriginalClass is the class of the printed value, which limits equipment
// and modifications (000 L855, L866, L939).
func (m Mech) OriginalClass() int {
	if m.Industrial() {
		return 0
	}
	return ClassOf(m.Points)
}

// area is the skill area of a class: Industrial pilots use the Light area
// (G-42).
func area(class int) int { return max(class, 1) }

// pilot finds a pilot by name.
func (s *State) pilot(name string) (*Pilot, error) {
	for i := range s.Pilots {
		if s.Pilots[i].Name == name {
			return &s.Pilots[i], nil
		}
	}
	return nil, fmt.Errorf("no pilot named %q in the stable", name)
}

// mech finds a Mech by name.
func (s *State) mech(name string) (*Mech, error) {
	for i := range s.Mechs {
		if s.Mechs[i].Name == name {
			return &s.Mechs[i], nil
		}
	}
	return nil, fmt.Errorf("no Mech named %q in the stable", name)
}

// facility returns how many facilities of a kind the stable has and whether
// the kind is upgraded.
func (s *State) facility(kind string) (count int, upgraded bool) {
	for _, f := range s.Facilities {
		if f.Kind == kind {
			return f.Count, f.Upgraded
		}
	}
	return 0, false
}

// level is 0 without the facility, 1 basic, 2 upgraded.
func (s *State) level(kind string) int {
	n, up := s.facility(kind)
	switch {
	case up:
		return 2
	case n > 0:
		return 1
	}
	return 0
}

// byLevel picks the basic or advanced effect of a facility kind, 0 without.
func (s *State) byLevel(kind string, basic, adv int) int {
	return [3]int{0, basic, adv}[s.level(kind)]
}

// allied reports whether m belongs to the stable's allied faction.
func (s *State) allied(m Mech) bool { return s.Faction != "" && m.Faction == s.Faction }

// begin starts applying an event: it numbers it and checks the stable has
// been started.
func (s *State) begin(typ string) error {
	s.Seq++
	s.Event = typ
	if s.Game == "" && typ != "start" {
		return fmt.Errorf("start the stable first")
	}
	return nil
}

// change is one posting to the ledger.
type change struct {
	pilot            *Pilot
	mech             *Mech
	what, why, rule  string
	stones, fame, xp int
}

// who names the change's subject for history and errors.
func (c change) who() (short, long string) {
	switch {
	case c.pilot != nil:
		return c.pilot.Name, fmt.Sprintf("pilot %q", c.pilot.Name)
	case c.mech != nil:
		return c.mech.Name, fmt.Sprintf("Mech %q", c.mech.Name)
	}
	return "stable", "stable"
}

// post makes a change and writes its history entry. It is the only place
// stones, fame and experience move.
func (s *State) post(c change) {
	s.Stones += c.stones
	who, _ := c.who()
	e := Entry{Seq: s.Seq, Event: s.Event, Who: who, What: c.what, Why: c.why, Rule: c.rule,
		Stones: c.stones, Fame: c.fame, XP: c.xp}
	if c.pilot != nil {
		c.pilot.Fame += c.fame
		c.pilot.XP += c.xp
		e.PilotFame = c.pilot.Fame
	}
	e.Balance, e.StableFame = s.Stones, StableFame(*s)
	s.History = append(s.History, e)
}

// spend posts a cost after checking the stable can pay it.
func (s *State) spend(c change, cost int) error {
	if cost > s.Stones {
		_, who := c.who()
		return fmt.Errorf("%s: cannot %s: needs %d stones, has %d", who, c.what, cost, s.Stones)
	}
	c.stones = -cost
	s.post(c)
	return nil
}
