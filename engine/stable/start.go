package stable

import (
	"fmt"

	"lancemate/engine/dice"
)

// Start opens the stable (type "start"); it must be the first event.
// Starting stones: Basic 300 (000 L719), Standard 100 (000 L731), Advanced
// by heritage (000 L815-819).
type Start struct {
	Game     Game   `json:"game"`
	Name     string `json:"name"`
	Heritage string `json:"heritage,omitempty"` // Advanced: clan, inner_sphere, mercenary
	Faction  string `json:"faction,omitempty"`  // Advanced: the allied faction (Clan, Inner Sphere)
}

// Type implements journal.Event.
func (*Start) Type() string { return "start" }

// Apply implements journal.Event.
func (e *Start) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	if s.Game != "" {
		return fmt.Errorf("the stable is already started")
	}
	stones, rule := 0, ""
	switch e.Game {
	case Basic:
		stones, rule = 300, "000 L69, L719"
	case Standard:
		stones, rule = 100, "000 L731, L736"
	case Advanced:
		h, ok := heritage(e.Heritage)
		if !ok {
			return fmt.Errorf("choose a heritage: clan, inner_sphere or mercenary")
		}
		if h.Independent && e.Faction != "" {
			return fmt.Errorf("a %s stable can only be independent", h.Name)
		}
		if !h.Independent && e.Faction == "" {
			return fmt.Errorf("a %s stable must choose an allied faction", h.Name)
		}
		stones, rule = h.Stones, "000 L815-821"
	default:
		return fmt.Errorf("unknown game %q: choose basic, standard or advanced", e.Game)
	}
	s.Game, s.Name, s.Heritage, s.Faction = e.Game, e.Name, e.Heritage, e.Faction
	s.Settings = DefaultSettings()
	s.post(change{what: "starting stones", why: string(e.Game) + " game", rule: rule, stones: stones})
	return nil
}

// RollAbility rolls the Standard game's stable ability (type
// "roll_ability"): 1d6 in seed order (000 L145-157, L731; EX-15).
type RollAbility struct {
	Roll int `json:"roll"` // 1-6; 0 until rolled
}

// Type implements journal.Event.
func (*RollAbility) Type() string { return "roll_ability" }

// FillRolls rolls the die if the player has not typed it.
func (e *RollAbility) FillRolls(_ *State, src dice.Source) error {
	if e.Roll == 0 {
		e.Roll = dice.D6.Roll(src).Total
	}
	return nil
}

// Apply implements journal.Event.
func (e *RollAbility) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	switch {
	case s.Game != Standard:
		return fmt.Errorf("stable abilities are only used in the Standard game (000 L75, L847)")
	case s.Ability != "":
		return fmt.Errorf("the stable already has the %s ability", s.Ability)
	case e.Roll < 1 || e.Roll > 6:
		return fmt.Errorf("stable ability: a d6 shows 1-6, not %d", e.Roll)
	}
	a := Abilities[e.Roll-1]
	s.Ability = a.Name
	c := change{what: "stable ability " + a.Name, why: fmt.Sprintf("rolled %d", e.Roll), rule: a.Cite}
	switch a.Name {
	case "Rich":
		c.stones = 150
	case "Training":
		if len(s.Pilots) == 0 {
			return fmt.Errorf("hire the stable's pilot before rolling for Training")
		}
		for i := range s.Pilots {
			s.Pilots[i].FreeSkills += 3
		}
	}
	s.post(c)
	return nil
}

// Adjust is a manual correction (type "adjust"): stones, or a pilot's
// fame and experience, for anything the ledger does not model (write-ups,
// an Envoy's ruling; 000 L805, L972).
type Adjust struct {
	Pilot  string `json:"pilot,omitempty"`
	Stones int    `json:"stones,omitempty"`
	Fame   int    `json:"fame,omitempty"`
	XP     int    `json:"xp,omitempty"`
	Why    string `json:"why"`
}

// Type implements journal.Event.
func (*Adjust) Type() string { return "adjust" }

// Apply implements journal.Event.
func (e *Adjust) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	c := change{what: "manual adjustment", why: e.Why, rule: "000 L805", stones: e.Stones, fame: e.Fame, xp: e.XP}
	if e.Pilot != "" {
		p, err := s.pilot(e.Pilot)
		if err != nil {
			return err
		}
		c.pilot = p
	} else if e.Fame != 0 || e.XP != 0 {
		return fmt.Errorf("fame and experience belong to a pilot: name one")
	}
	if s.Stones+e.Stones < 0 {
		return fmt.Errorf("adjustment: the stable has %d stones, cannot take away %d", s.Stones, -e.Stones)
	}
	s.post(c)
	return nil
}
