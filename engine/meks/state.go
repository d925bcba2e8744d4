package meks

import (
	"fmt"
	"slices"
)

// Phase is where a campaign is in the turn sequence of seed 004.
type Phase string

// The phases. Base is between missions (the squad may be rebuilt);
// Offer has missions face up (004 L11-14); Foes waits for the foe cards
// (004 L21-24); Engage is the engagement (004 L25-63); Debrief and Repair
// follow it (004 L64-86).
const (
	Setup   Phase = ""
	Base    Phase = "base"
	Offer   Phase = "offer"
	Foes    Phase = "foes"
	Engage  Phase = "engagement"
	Debrief Phase = "debriefing"
	Repair  Phase = "repair"
)

// Mek is a Mek of the squad.
type Mek struct {
	Name string `json:"name"`
	Size Size   `json:"size"`
	// Attachments are attachment ids; a weapon is named by its index here.
	Attachments []string `json:"attachments,omitempty"`
	Pilot       string   `json:"pilot,omitempty"`
	Damage      int      `json:"damage,omitempty"`
	// Destroyed Meks cannot be repaired (004 L62).
	Destroyed bool `json:"destroyed,omitempty"`
}

// Deck is a draw pile and its discards, as card ids.
type Deck struct {
	Draw    []string `json:"draw"`
	Discard []string `json:"discard,omitempty"`
}

// Foe is a foe (or an ally) in an engagement.
type Foe struct {
	Card        string `json:"card"`
	Damage      int    `json:"damage,omitempty"`
	Destroyed   bool   `json:"destroyed,omitempty"`
	OutOfAmmo   bool   `json:"outOfAmmo,omitempty"`
	Immobilized bool   `json:"immobilized,omitempty"`
	Gyros       bool   `json:"gyros,omitempty"`
}

// Outcome is how an engagement ended.
type Outcome string

// The outcomes (004 L26, L65-66).
const (
	Won       Outcome = "won"
	Retreated Outcome = "retreated"
	Wiped     Outcome = "destroyed"
)

// Mission is the mission under way.
type Mission struct {
	Card string   `json:"card"`
	Meks []string `json:"meks"`
	// Bonus is extra pay if the mission pays (Salvage, 004 L108).
	Bonus int   `json:"bonus,omitempty"`
	Foes  []Foe `json:"foes,omitempty"`
	// Allies are foe cards fighting for the squad (004 L118).
	Allies []Foe `json:"allies,omitempty"`
	Round  int   `json:"round,omitempty"`
	Step   Range `json:"step,omitempty"`
	// Direct is set once a non-indirect attack was made this step
	// (004 L33-34).
	Direct bool `json:"direct,omitempty"`
	// Used lists the attackers that have attacked this step.
	Used []string `json:"used,omitempty"`
	// Attacked is set once any attack was made this round: the squad may
	// retreat until then (between rounds, digest G-M10).
	Attacked bool `json:"attacked,omitempty"`
	// FirstRound is the to-hit bonus of the squad in round 1 (004 L116-117).
	FirstRound int     `json:"firstRound,omitempty"`
	Outcome    Outcome `json:"outcome,omitempty"`
	Pay        int     `json:"pay,omitempty"`
}

// State is a Meks campaign.
type State struct {
	Defs     Defs    `json:"defs"`
	Phase    Phase   `json:"phase"`
	MC       int     `json:"mc"`
	Pilots   []Pilot `json:"pilots,omitempty"`
	Meks     []Mek   `json:"meks,omitempty"`
	Missions Deck    `json:"missionDeck"`
	Events   Deck    `json:"eventDeck"`
	FoeDeck  Deck    `json:"foeDeck"`
	// BuildDeck is the Build deck; Market its cards face up in the Build
	// phase, to buy; BuildFlipped is set once this Build phase flipped.
	BuildDeck    Deck     `json:"buildDeck"`
	Market       []string `json:"market,omitempty"`
	BuildFlipped bool     `json:"buildFlipped,omitempty"`
	Hand         []string `json:"hand,omitempty"`
	Offer        []string `json:"offer,omitempty"`
	Mission      *Mission `json:"mission,omitempty"`
}

// Mek returns the Mek with the given name.
func (s *State) Mek(name string) (*Mek, error) {
	if m, ok := lookup(s.Meks, name, func(m *Mek) string { return m.Name }); ok {
		return m, nil
	}
	return nil, fmt.Errorf("no Mek named %q", name)
}

// Pilot returns the pilot with the given name.
func (s *State) Pilot(name string) (*Pilot, error) {
	if p, ok := lookup(s.Pilots, name, func(p *Pilot) string { return p.Name }); ok {
		return p, nil
	}
	return nil, fmt.Errorf("no pilot named %q", name)
}

// Hits is the Mek's full hits: its size's plus 5 per armor attachment
// (004 L82-85).
func (s *State) Hits(m *Mek) int {
	h := m.Size.Row().Hits
	for _, id := range m.Attachments {
		if a, ok := s.Defs.Attachment(id); ok && a.Kind == Armor {
			h += ArmorHits
		}
	}
	return h
}

// SlotsUsed is how many small-attachment slots the Mek's attachments fill
// (004 L5-9).
func (s *State) SlotsUsed(m *Mek) int {
	n := 0
	for _, id := range m.Attachments {
		if a, ok := s.Defs.Attachment(id); ok {
			n += a.Size.Row().Slots
		}
	}
	return n
}

// Left is what remains of a unit's hits.
func Left(hits, damage int) int { return max(0, hits-damage) }

// FoeCard returns the card of a foe in the engagement.
func (s *State) FoeCard(f *Foe) *FoeCard {
	c, _ := s.Defs.Foe(f.Card)
	return c
}

// foe returns foe i of the engagement.
func (s *State) foe(i int) (*Foe, *FoeCard, error) {
	if s.Mission == nil || i < 0 || i >= len(s.Mission.Foes) {
		return nil, nil, fmt.Errorf("there is no foe %d", i+1)
	}
	f := &s.Mission.Foes[i]
	return f, s.FoeCard(f), nil
}

// onMission returns a Mek that is on the mission.
func (s *State) onMission(name string) (*Mek, error) {
	if s.Mission == nil || !slices.Contains(s.Mission.Meks, name) {
		return nil, fmt.Errorf("Mek %q is not on the mission", name)
	}
	return s.Mek(name)
}

// need refuses an event outside the phases it belongs to.
func (s *State) need(what string, phases ...Phase) error {
	if slices.Contains(phases, s.Phase) {
		return nil
	}
	if s.Phase == Setup {
		return fmt.Errorf("%s: the campaign has not started", what)
	}
	return fmt.Errorf("%s: not in the %s phase", what, s.Phase)
}

// engagement refuses an event outside a running engagement.
func (s *State) engagement(what string) error {
	if err := s.need(what, Engage); err != nil {
		return err
	}
	if s.Mission.Outcome != "" {
		return fmt.Errorf("%s: the engagement is over (%s)", what, s.Mission.Outcome)
	}
	return nil
}
