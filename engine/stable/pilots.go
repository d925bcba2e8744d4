package stable

import "fmt"

// HirePilot adds a pilot (type "hire_pilot"). New pilots start with 0 fame
// and 0 experience (G-51), piloting skill 7 or Clan 6 (000 L244, L817), in
// class 1 (000 L851); Clan pilots get 3 free Light skills (000 L817; G-43).
type HirePilot struct {
	Name string `json:"name"`
}

// Type implements journal.Event.
func (*HirePilot) Type() string { return "hire_pilot" }

// Apply implements journal.Event.
func (e *HirePilot) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	if e.Name == "" {
		return fmt.Errorf("a pilot needs a name")
	}
	if _, err := s.pilot(e.Name); err == nil {
		return fmt.Errorf("the stable already has a pilot named %q", e.Name)
	}
	if s.Game == Basic && len(s.Pilots) > 0 {
		return fmt.Errorf("pilot %q: a Basic game stable has one pilot (000 L69)", e.Name)
	}
	if limit := PilotLimit(*s); limit > 0 && len(s.Pilots) >= limit {
		return fmt.Errorf("pilot %q: the stable houses %d pilots; buy a training facility for more (000 L910)", e.Name, limit)
	}
	p := Pilot{Name: e.Name, Piloting: 7, LastClass: 1}
	if h, ok := heritage(s.Heritage); ok && s.Game == Advanced {
		p.Piloting, p.FreeSkills = h.Piloting, h.StartSkills
	}
	s.Pilots = append(s.Pilots, p)
	s.post(change{pilot: &s.Pilots[len(s.Pilots)-1], what: "hired", rule: "000 L727, L821"})
	return nil
}

// LeavePilot removes a pilot (type "leave_pilot"): fired, left unpaid
// (000 L892) or retired. A retiring pilot with 500 or more fame is a
// legend and gives the stable +3 permanent stable fame (000 L880).
type LeavePilot struct {
	Pilot  string `json:"pilot"`
	Retire bool   `json:"retire,omitempty"`
}

// Type implements journal.Event.
func (*LeavePilot) Type() string { return "leave_pilot" }

// Apply implements journal.Event.
func (e *LeavePilot) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	p, err := s.pilot(e.Pilot)
	if err != nil {
		return err
	}
	what, rule := "left the stable", "000 L892"
	if e.Retire && p.Fame >= 500 && !p.Dead {
		s.RetiredLegends++
		what, rule = "retired a legend: +3 stable fame", "000 L880"
	}
	s.post(change{pilot: p, what: what, rule: rule})
	for i := range s.Pilots {
		if s.Pilots[i].Name == e.Pilot {
			s.Pilots = append(s.Pilots[:i], s.Pilots[i+1:]...)
			break
		}
	}
	return nil
}

// Invite records that a pilot has received, or no longer holds, an
// invitation to the Champions Invitational (type "invite"). The Champion
// Prize league is by invitation, not by fame (000 L748, L771, L1118): the
// organisers invite; the ledger only records it, and admits the pilot to
// that league from then on (Pilot.Leagues, record_match).
type Invite struct {
	Pilot   string `json:"pilot"`
	Invited bool   `json:"invited"`
}

// Type implements journal.Event.
func (*Invite) Type() string { return "invite" }

// Apply implements journal.Event.
func (e *Invite) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	p, err := s.pilot(e.Pilot)
	if err != nil {
		return err
	}
	switch {
	case s.Game == Basic:
		return fmt.Errorf("the Basic game has no leagues, so no invitation (the league chart is a Standard game rule)")
	case p.Dead:
		return fmt.Errorf("%s is dead", p.Name)
	case p.Invited == e.Invited && e.Invited:
		return fmt.Errorf("%s is already invited to the Champions Invitational", p.Name)
	case p.Invited == e.Invited:
		return fmt.Errorf("%s holds no invitation to withdraw", p.Name)
	}
	p.Invited = e.Invited
	what := "invited to the Champions Invitational"
	if !e.Invited {
		what = "invitation to the Champions Invitational withdrawn"
	}
	s.post(change{pilot: p, what: what, rule: "000 L748, L771"})
	return nil
}
