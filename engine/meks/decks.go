package meks

import (
	"fmt"
	"slices"

	"lancemate/engine/dice"
)

// take removes the drawn cards from the deck's draw pile. When the pile
// runs out, the discards are shuffled into a new pile (the seed is silent,
// Note "reshuffle").
func (d *Deck) take(deck string, cards []string) error {
	for _, c := range cards {
		if len(d.Draw) == 0 {
			d.Draw, d.Discard = d.Discard, nil
		}
		i := slices.Index(d.Draw, c)
		if i < 0 {
			return fmt.Errorf("card %q is not in the %s deck", c, deck)
		}
		d.Draw = slices.Delete(d.Draw, i, i+1)
	}
	return nil
}

// size is the number of cards left to draw, discards included.
func (d *Deck) size() int { return len(d.Draw) + len(d.Discard) }

// pick draws n random cards (fewer if the deck runs out) without changing d.
func (d Deck) pick(n int, src dice.Source) []string {
	d.Draw, d.Discard = slices.Clone(d.Draw), slices.Clone(d.Discard)
	var out []string
	for range n {
		if len(d.Draw) == 0 {
			d.Draw, d.Discard = d.Discard, nil
		}
		if len(d.Draw) == 0 {
			break
		}
		i := src.Intn(len(d.Draw))
		out = append(out, d.Draw[i])
		d.Draw = slices.Delete(d.Draw, i, i+1)
	}
	return out
}

// drawn checks that exactly want cards were drawn, or all that were left.
func drawn(what string, got, want, left int) error {
	if got != want && !(got == left && left < want) {
		return fmt.Errorf("%s: %d cards drawn, the rules ask for %d", what, got, want)
	}
	return nil
}

// FlipMissions flips the top 3 cards of the Mission deck (004 L11).
type FlipMissions struct {
	Cards []string `json:"cards"`
}

// Type implements journal.Event.
func (*FlipMissions) Type() string { return "flip_missions" }

// MissionFlip is how many missions are flipped (004 L11).
const MissionFlip = 3

// Apply implements journal.Event.
func (e *FlipMissions) Apply(s *State) error {
	if err := s.need("flip missions", Base); err != nil {
		return err
	}
	if err := drawn("flip missions", len(e.Cards), MissionFlip, s.Missions.size()); err != nil {
		return err
	}
	if err := s.Missions.take("mission", e.Cards); err != nil {
		return fmt.Errorf("flip missions: %w", err)
	}
	s.Offer, s.Phase = slices.Clone(e.Cards), Offer
	s.endBuild()
	return nil
}

func (e *FlipMissions) fill(s *State, src dice.Source) error {
	if len(e.Cards) == 0 {
		e.Cards = s.Missions.pick(MissionFlip, src)
	}
	return nil
}

// ChooseMission picks one of the flipped missions and the Meks that go, or
// no mission when Card is empty; the other missions are discarded
// (004 L12-18).
type ChooseMission struct {
	Card string   `json:"card,omitempty"`
	Meks []string `json:"meks,omitempty"`
}

// Type implements journal.Event.
func (*ChooseMission) Type() string { return "choose_mission" }

// Apply implements journal.Event.
func (e *ChooseMission) Apply(s *State) error {
	if err := s.need("choose a mission", Offer); err != nil {
		return err
	}
	if e.Card != "" && !slices.Contains(s.Offer, e.Card) {
		return fmt.Errorf("choose a mission: %q is not one of the flipped missions", e.Card)
	}
	for _, c := range s.Offer {
		if c != e.Card {
			s.Missions.Discard = append(s.Missions.Discard, c)
		}
	}
	s.Offer = nil
	if e.Card == "" {
		s.Phase = Base
		return nil
	}
	if len(e.Meks) == 0 {
		return fmt.Errorf("choose a mission: no Mek is going")
	}
	for i, name := range e.Meks {
		if slices.Contains(e.Meks[:i], name) {
			return fmt.Errorf("%s is chosen twice for the mission", name)
		}
		if err := s.ready(name); err != nil {
			return fmt.Errorf("choose a mission: %w", err)
		}
	}
	s.Mission, s.Phase = &Mission{Card: e.Card, Meks: slices.Clone(e.Meks)}, Foes
	return nil
}

// ready checks that a Mek can go on a mission (004 L17-18, L62).
func (s *State) ready(name string) error {
	m, err := s.Mek(name)
	if err != nil {
		return err
	}
	if m.Destroyed {
		return fmt.Errorf("%s is destroyed", name)
	}
	if m.Pilot == "" {
		return fmt.Errorf("%s has no pilot: each Mek needs exactly one (004 L17)", name)
	}
	p, err := s.Pilot(m.Pilot)
	if err != nil {
		return err
	}
	return pilotFits(m, p)
}

// RevealFoes flips as many Foe cards as the mission's threat level
// (004 L22-24) and starts the engagement at round 1, Long Range.
type RevealFoes struct {
	Cards []string `json:"cards"`
}

// Type implements journal.Event.
func (*RevealFoes) Type() string { return "reveal_foes" }

// Apply implements journal.Event.
func (e *RevealFoes) Apply(s *State) error {
	if err := s.need("reveal foes", Foes); err != nil {
		return err
	}
	if err := drawn("reveal foes", len(e.Cards), s.threat(), s.FoeDeck.size()); err != nil {
		return err
	}
	if err := s.FoeDeck.take("foe", e.Cards); err != nil {
		return fmt.Errorf("reveal foes: %w", err)
	}
	for _, c := range e.Cards {
		s.Mission.Foes = append(s.Mission.Foes, Foe{Card: c})
	}
	s.Phase, s.Mission.Round, s.Mission.Step = Engage, 1, LR
	return nil
}

func (e *RevealFoes) fill(s *State, src dice.Source) error {
	if len(e.Cards) == 0 {
		e.Cards = s.FoeDeck.pick(s.threat(), src)
	}
	return nil
}

// threat is the mission's threat level (004 L22).
func (s *State) threat() int {
	if s.Mission == nil {
		return 0
	}
	m, _ := s.Defs.Mission(s.Mission.Card)
	return m.Threat
}

// DrawEvents adds Event cards to the hand. When and how many the player
// draws is theirs to record (digest G-M4); Count (default 1) is how many
// Fill draws.
type DrawEvents struct {
	Count int      `json:"count,omitempty"`
	Cards []string `json:"cards"`
}

// Type implements journal.Event.
func (*DrawEvents) Type() string { return "draw_events" }

// Apply implements journal.Event.
func (e *DrawEvents) Apply(s *State) error {
	if s.Phase == Setup {
		return fmt.Errorf("draw event cards: the campaign has not started")
	}
	if err := s.Events.take("event", e.Cards); err != nil {
		return fmt.Errorf("draw event cards: %w", err)
	}
	s.Hand = append(s.Hand, e.Cards...)
	return nil
}

func (e *DrawEvents) fill(s *State, src dice.Source) error {
	if len(e.Cards) == 0 {
		e.Cards = s.Events.pick(max(1, e.Count), src)
	}
	return nil
}

// Discard puts Event cards from the hand on the discard pile, as the hand
// limit asks (004 L86).
type Discard struct {
	Cards []string `json:"cards"`
}

// Type implements journal.Event.
func (*Discard) Type() string { return "discard" }

// Apply implements journal.Event.
func (e *Discard) Apply(s *State) error {
	for _, c := range e.Cards {
		if err := s.fromHand(c); err != nil {
			return fmt.Errorf("discard: %w", err)
		}
	}
	return nil
}

// fromHand moves an event card from the hand to the discards.
func (s *State) fromHand(card string) error {
	i := slices.Index(s.Hand, card)
	if i < 0 {
		return fmt.Errorf("%q is not in your hand", card)
	}
	s.Hand = slices.Delete(s.Hand, i, i+1)
	s.Events.Discard = append(s.Events.Discard, card)
	return nil
}
