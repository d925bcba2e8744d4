package meks

import (
	"fmt"
	"slices"
)

// Start begins a campaign with the given cards and money. It must be the
// first event; the draw piles hold every card of Defs.
type Start struct {
	MC   int  `json:"mc"`
	Defs Defs `json:"defs"`
}

// Type implements journal.Event.
func (*Start) Type() string { return "start" }

// Apply implements journal.Event.
func (e *Start) Apply(s *State) error {
	if s.Phase != Setup {
		return fmt.Errorf("the campaign has already started")
	}
	if err := e.Defs.Validate(); err != nil {
		return fmt.Errorf("card definitions: %w", err)
	}
	*s = State{Defs: e.Defs, Phase: Base, MC: e.MC}
	for _, m := range e.Defs.Missions {
		s.Missions.Draw = append(s.Missions.Draw, m.ID)
	}
	for _, c := range e.Defs.Events {
		s.Events.Draw = append(s.Events.Draw, c.ID)
	}
	for _, f := range e.Defs.Foes {
		s.FoeDeck.Draw = append(s.FoeDeck.Draw, f.ID)
	}
	s.buildDeck() // the whole Build deck is the draw pile
	return nil
}

// AddMek adds a Mek to the squad without a Build card: the seed prints no
// Build deck (digest G-M1), so the player may also record what they build
// by hand (Buy buys a Build card).
type AddMek struct {
	Name string `json:"name"`
	Size Size   `json:"size"`
}

// Type implements journal.Event.
func (*AddMek) Type() string { return "add_mek" }

// Apply implements journal.Event.
func (e *AddMek) Apply(s *State) error {
	if err := s.need("add a Mek", Base, Offer); err != nil {
		return err
	}
	if e.Name == "" {
		return fmt.Errorf("add a Mek: the Mek needs a name")
	}
	if _, err := s.Mek(e.Name); err == nil {
		return fmt.Errorf("there is already a Mek named %s", e.Name)
	}
	if err := e.Size.Check(); err != nil {
		return fmt.Errorf("Mek %q: %w", e.Name, err)
	}
	s.Meks = append(s.Meks, Mek{Name: e.Name, Size: e.Size})
	return nil
}

// AddPilot adds a pilot to the squad (new pilots are green by default,
// digest G-M11).
type AddPilot struct {
	Name   string   `json:"name"`
	Grade  Grade    `json:"grade,omitempty"`
	Skills []string `json:"skills,omitempty"`
}

// Type implements journal.Event.
func (*AddPilot) Type() string { return "add_pilot" }

// Apply implements journal.Event.
func (e *AddPilot) Apply(s *State) error {
	if err := s.need("add a pilot", Base, Offer); err != nil {
		return err
	}
	p := Pilot{Name: e.Name, Grade: e.Grade, Skills: e.Skills}
	if p.Grade == "" {
		p.Grade = Green
	}
	if p.Name == "" {
		return fmt.Errorf("the pilot needs a name")
	}
	if _, err := s.Pilot(p.Name); err == nil {
		return fmt.Errorf("there is already a pilot named %s", p.Name)
	}
	if err := p.Grade.Check(); err != nil {
		return fmt.Errorf("%s: %w", p.Name, err)
	}
	s.Pilots = append(s.Pilots, p)
	return nil
}

// Mount fits an attachment to a Mek, if it has room (004 L5-9).
type Mount struct {
	Mek        string `json:"mek"`
	Attachment string `json:"attachment"`
}

// Type implements journal.Event.
func (*Mount) Type() string { return "mount" }

// Apply implements journal.Event.
func (e *Mount) Apply(s *State) error {
	m, err := s.squadMek("mount", e.Mek)
	if err != nil {
		return err
	}
	a, ok := s.Defs.Attachment(e.Attachment)
	if !ok {
		return fmt.Errorf("Mek %q: no attachment %q", m.Name, e.Attachment)
	}
	capacity, used, need := m.Size.Row().Capacity, s.SlotsUsed(m), a.Size.Row().Slots
	if used+need > capacity {
		return fmt.Errorf("Mek %q: no room for %s (%s, %s): %d of %d slots free (004 L5-9)",
			m.Name, a.Name, a.Size, count(need, "slot"), capacity-used, capacity)
	}
	m.Attachments = append(m.Attachments, a.ID)
	return nil
}

// Unmount takes attachment number Slot (0-based) off a Mek.
type Unmount struct {
	Mek  string `json:"mek"`
	Slot int    `json:"slot"`
}

// Type implements journal.Event.
func (*Unmount) Type() string { return "unmount" }

// Apply implements journal.Event.
func (e *Unmount) Apply(s *State) error {
	m, err := s.squadMek("unmount", e.Mek)
	if err != nil {
		return err
	}
	if e.Slot < 0 || e.Slot >= len(m.Attachments) {
		return fmt.Errorf("Mek %q has no attachment %d", m.Name, e.Slot+1)
	}
	m.Attachments = slices.Delete(m.Attachments, e.Slot, e.Slot+1)
	if h := s.Hits(m); m.Damage >= h {
		return fmt.Errorf("Mek %q: removing the armor would leave %d damage on %d hits", m.Name, m.Damage, h)
	}
	return nil
}

// Assign makes a pilot the one pilot of a Mek (004 L17); an empty Pilot
// leaves the Mek without one. Green pilots cannot pilot large Meks
// (004 L18).
type Assign struct {
	Mek   string `json:"mek"`
	Pilot string `json:"pilot,omitempty"`
}

// Type implements journal.Event.
func (*Assign) Type() string { return "assign" }

// Apply implements journal.Event.
func (e *Assign) Apply(s *State) error {
	m, err := s.squadMek("assign a pilot", e.Mek)
	if err != nil {
		return err
	}
	if e.Pilot != "" {
		p, err := s.Pilot(e.Pilot)
		if err != nil {
			return fmt.Errorf("Mek %q: %w", m.Name, err)
		}
		for _, o := range s.Meks {
			// A destroyed Mek is flown by no one: its pilot may take another
			// (004 L17, L62).
			if o.Pilot == p.Name && o.Name != m.Name && !o.Destroyed {
				return fmt.Errorf("Mek %q: %s already pilots %q; each Mek has exactly one pilot (004 L17)", m.Name, p.Name, o.Name)
			}
		}
		if err := pilotFits(m, p); err != nil {
			return err
		}
	}
	m.Pilot = e.Pilot
	return nil
}

// pilotFits checks the grade rule of 004 L18.
func pilotFits(m *Mek, p *Pilot) error {
	if p.Grade == Green && m.Size == Large {
		return fmt.Errorf("%s is a green pilot and cannot pilot %s, a large Mek (004 L18)", p.Name, m.Name)
	}
	return nil
}

// squadMek returns a Mek the player may refit: not destroyed, and only
// between missions or while choosing one (004 L15-16).
func (s *State) squadMek(what, name string) (*Mek, error) {
	if err := s.need(what, Base, Offer); err != nil {
		return nil, err
	}
	m, err := s.Mek(name)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if m.Destroyed {
		return nil, fmt.Errorf("Mek %q is destroyed", m.Name)
	}
	return m, nil
}

// Ledger changes the MC balance by Amount (purchases and sales of the
// Build phase, which the seed does not define; digest G-M1).
type Ledger struct {
	Amount int    `json:"amount"`
	Reason string `json:"reason,omitempty"`
}

// Type implements journal.Event.
func (*Ledger) Type() string { return "ledger" }

// Apply implements journal.Event.
func (e *Ledger) Apply(s *State) error {
	if err := s.need("change the MC balance", Base, Offer, Repair); err != nil {
		return err
	}
	if s.MC+e.Amount < 0 {
		return fmt.Errorf("%s: %d MC needed, %d MC in hand", e.Reason, -e.Amount, s.MC)
	}
	s.MC += e.Amount
	return nil
}
