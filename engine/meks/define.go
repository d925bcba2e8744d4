package meks

import (
	"fmt"
	"slices"
)

// Define replaces the user-defined cards of a campaign, the attachments,
// the Pilot Skill table and the Build deck (digest G-M1..G-M3), between
// missions. Build cards no longer defined leave the Build deck and new ones
// join its draw pile. Every
// mounted attachment must still be defined and fit its Mek, and no Mek may
// be left with damage beyond its hits.
type Define struct {
	Attachments []AttachmentDef `json:"attachments"`
	Skills      []Skill         `json:"skills,omitempty"`
	Builds      []BuildCard     `json:"builds,omitempty"`
	BuildFlip   int             `json:"buildFlip,omitempty"`
}

// Type implements journal.Event.
func (*Define) Type() string { return "define" }

// Apply implements journal.Event.
func (e *Define) Apply(s *State) error {
	if err := s.need("change the card definitions", Base, Offer); err != nil {
		return err
	}
	s.Defs.Attachments, s.Defs.Skills = slices.Clone(e.Attachments), slices.Clone(e.Skills)
	s.Defs.Builds, s.Defs.BuildFlip = slices.Clone(e.Builds), e.BuildFlip
	if err := s.Defs.Validate(); err != nil {
		return fmt.Errorf("card definitions: %w", err)
	}
	s.buildDeck()
	for i := range s.Meks {
		m := &s.Meks[i]
		for _, id := range m.Attachments {
			if _, ok := s.Defs.Attachment(id); !ok {
				return fmt.Errorf("%s carries the attachment %s, which would no longer be defined", m.Name, id)
			}
		}
		if used, capacity := s.SlotsUsed(m), m.Size.Row().Capacity; used > capacity {
			return fmt.Errorf("%s's attachments would fill %d of its %d slots (004 L5-9)", m.Name, used, capacity)
		}
		if h := s.Hits(m); !m.Destroyed && m.Damage >= h {
			return fmt.Errorf("%s would have %d damage on %d hits", m.Name, m.Damage, h)
		}
	}
	return nil
}
