package meks

import (
	"fmt"
	"slices"

	"lancemate/engine/dice"
)

// PayPerThreat is the pay per threat level of a won mission (004 L67).
const PayPerThreat = 10

// HandLimit is the most Event cards a hand keeps (004 L86).
const HandLimit = 8

// Advancement is one pilot's debriefing roll (004 L69-78). Skill is the
// skill gained, if the roll advances the pilot.
type Advancement struct {
	Pilot string `json:"pilot"`
	Roll  int    `json:"roll"`
	Skill string `json:"skill,omitempty"`
}

// Debriefing pays a won mission 10 MC per threat level plus bonuses
// (004 L65-67, L108) and rolls for each pilot of a successful mission
// (004 L69-78); a retreat or a lost squad is not paid and has no rolls.
type Debriefing struct {
	Rolls []Advancement `json:"rolls,omitempty"`
}

// Type implements journal.Event.
func (*Debriefing) Type() string { return "debrief" }

// Apply implements journal.Event.
func (e *Debriefing) Apply(s *State) error {
	if err := s.need("debrief", Debrief); err != nil {
		return err
	}
	pilots := s.Crew()
	if len(e.Rolls) != len(pilots) {
		return fmt.Errorf("debrief: %d pilot rolls for %d pilots on the successful mission (004 L69)", len(e.Rolls), len(pilots))
	}
	for i, name := range pilots {
		if err := s.advance(name, e.Rolls[i]); err != nil {
			return fmt.Errorf("%s's debriefing roll: %w", name, err)
		}
	}
	if s.Mission.Outcome == Won {
		s.Mission.Pay = PayPerThreat*s.threat() + s.Mission.Bonus
		s.MC += s.Mission.Pay
	}
	s.Phase = Repair
	return nil
}

// Crew lists the pilots who roll at the debriefing: those of a won
// mission, in the order of its Meks (pilots of destroyed Meks too, digest
// G-M11).
func (s *State) Crew() []string {
	var out []string
	if s.Mission == nil || s.Mission.Outcome != Won {
		return nil
	}
	for _, name := range s.Mission.Meks {
		m, _ := s.Mek(name)
		out = append(out, m.Pilot)
	}
	return out
}

func (s *State) advance(name string, a Advancement) error {
	p, err := s.Pilot(name)
	if err != nil {
		return err
	}
	if a.Pilot != name {
		return fmt.Errorf("the roll is for %s", a.Pilot)
	}
	if err := face("advancement roll", a.Roll, 6); err != nil {
		return err
	}
	row := p.Grade.Row()
	if a.Roll > row.Max {
		if a.Skill != "" {
			return fmt.Errorf("a roll of %d does not advance a %s pilot, so no skill (%s)", a.Roll, p.Grade, row.Cite)
		}
		return nil
	}
	open := s.OpenSkills(p)
	switch {
	case a.Skill == "" && len(open) > 0:
		return fmt.Errorf("advances to %s: pick a %s skill (%s)", row.To, row.Skill, row.Cite)
	case a.Skill != "" && len(s.Defs.Skills) > 0 && !slices.Contains(open, a.Skill):
		return fmt.Errorf("%q is not a skill of the Pilot Skill table that the pilot lacks", a.Skill)
	}
	p.Grade = row.To
	if a.Skill != "" {
		p.Skills = append(p.Skills, a.Skill)
	}
	return nil
}

// OpenSkills lists the skills of the table the pilot does not have: the
// choices of an advancement.
func (s *State) OpenSkills(p *Pilot) []string {
	var out []string
	for _, k := range s.Defs.Skills {
		if !slices.Contains(p.Skills, k.Name) {
			out = append(out, k.Name)
		}
	}
	return out
}

// fill rolls for every pilot without a roll and picks the random skills
// (004 L72-75); chosen skills (004 L70-71, L76-77) stay the player's.
func (e *Debriefing) fill(s *State, src dice.Source) error {
	if s.Mission == nil {
		return fmt.Errorf("debrief: no mission")
	}
	for i, name := range s.Crew() {
		if i == len(e.Rolls) {
			e.Rolls = append(e.Rolls, Advancement{Pilot: name, Roll: dice.D6.Roll(src).Total})
		}
		a, p := &e.Rolls[i], &Pilot{}
		if q, err := s.Pilot(name); err == nil {
			p = q
		}
		row, open := p.Grade.Row(), s.OpenSkills(p)
		if a.Roll <= row.Max && row.Skill == SkillRandom && a.Skill == "" && len(open) > 0 {
			a.Skill = open[src.Intn(len(open))]
		}
	}
	return nil
}

// RepairMek repairs damage of a Mek at 1 MC per point (004 L80-81).
type RepairMek struct {
	Mek    string `json:"mek"`
	Points int    `json:"points"`
}

// Type implements journal.Event.
func (*RepairMek) Type() string { return "repair" }

// RepairCost is the MC per point of damage repaired (004 L81).
const RepairCost = 1

// Apply implements journal.Event.
func (e *RepairMek) Apply(s *State) error {
	if err := s.need("repair", Repair, Base); err != nil {
		return err
	}
	m, err := s.Mek(e.Mek)
	switch {
	case err != nil:
		return fmt.Errorf("repair: %w", err)
	case m.Destroyed:
		return fmt.Errorf("%s is destroyed and cannot be repaired (004 L62)", m.Name)
	case e.Points < 1 || e.Points > m.Damage:
		return fmt.Errorf("%s has %d damage: %d points cannot be repaired", m.Name, m.Damage, e.Points)
	case s.MC < RepairPrice(e.Points):
		return fmt.Errorf("%s: repairing %d points costs %d MC, you have %d MC", m.Name, e.Points, RepairPrice(e.Points), s.MC)
	}
	m.Damage -= e.Points
	s.MC -= RepairPrice(e.Points)
	return nil
}

// EndMission closes the repair phase: the hand must hold at most 8 Event
// cards (004 L86); the mission card is discarded (004 L68), and so are
// the foe cards (Note foe-discard).
type EndMission struct{}

// Type implements journal.Event.
func (*EndMission) Type() string { return "end_mission" }

// Apply implements journal.Event.
func (*EndMission) Apply(s *State) error {
	if err := s.need("end the mission", Repair); err != nil {
		return err
	}
	if n := len(s.Hand); n > HandLimit {
		return fmt.Errorf("end the mission: the hand holds %d Event cards; discard %d (at most %d, 004 L86)", n, n-HandLimit, HandLimit)
	}
	s.Missions.Discard = append(s.Missions.Discard, s.Mission.Card)
	for _, f := range append(s.Mission.Foes, s.Mission.Allies...) {
		s.FoeDeck.Discard = append(s.FoeDeck.Discard, f.Card)
	}
	s.Mission, s.Phase = nil, Base
	return nil
}
