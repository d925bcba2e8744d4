package meks

import (
	"fmt"
	"slices"

	"lancemate/engine/dice"
)

// PlayEvent plays an Event card from the hand (004 L101-122). What else
// it needs depends on the card's effect: Foe (a 0-based foe index) for
// cards that target a foe, Mek for Field Maintenance, Die for the 1D6 of
// Battle Scarred and Field Maintenance, Cards for the cards it draws,
// Rolls for a support attack.
type PlayEvent struct {
	Card  string   `json:"card"`
	Foe   *int     `json:"foe,omitempty"`
	Mek   string   `json:"mek,omitempty"`
	Die   int      `json:"die,omitempty"`
	Cards []string `json:"cards,omitempty"`
	Rolls
}

// Type implements journal.Event.
func (*PlayEvent) Type() string { return "play_event" }

// Apply implements journal.Event.
func (e *PlayEvent) Apply(s *State) error {
	ev, ok := s.Defs.Event(e.Card)
	if !ok {
		return fmt.Errorf("play an event: no event card %q", e.Card)
	}
	if err := s.fromHand(e.Card); err != nil {
		return fmt.Errorf("%s: %w", ev.Name, err)
	}
	if err := e.play(s, ev); err != nil {
		return fmt.Errorf("%s: %w", ev.Name, err)
	}
	return nil
}

func (e *PlayEvent) play(s *State, ev *EventCard) error {
	switch ev.Effect {
	case EffectBuild, EffectBlackMarket:
		// Played in the Build phase, before the missions are flipped
		// (004 L103-104).
		if err := s.need("a Build phase card", Base); err != nil {
			return err
		}
		if ev.Effect == EffectBlackMarket {
			return e.blackMarket(s, ev)
		}
		if err := drawn("flip Build cards", len(e.Cards), ev.Amount, s.BuildDeck.size()); err != nil {
			return err
		}
		s.Market = append(s.Market, e.Cards...)
		return s.BuildDeck.take("build", e.Cards)
	case EffectMoney:
		s.MC += ev.Amount
		return nil
	case EffectDrawEvents:
		if err := drawn("draw", len(e.Cards), ev.Amount, s.Events.size()); err != nil {
			return err
		}
		s.Hand = append(s.Hand, e.Cards...)
		return s.Events.take("event", e.Cards)
	case EffectMissionFlip:
		if err := s.need("flip more missions", Offer); err != nil {
			return err
		}
		if err := drawn("flip", len(e.Cards), ev.Amount, s.Missions.size()); err != nil {
			return err
		}
		s.Offer = append(s.Offer, e.Cards...)
		return s.Missions.take("mission", e.Cards)
	case EffectHeadHit:
		return fmt.Errorf("play it with the hit it turns into a kill (the card of a fire event)")
	case EffectMaintenance:
		return e.maintain(s)
	}
	if err := s.missionType(ev); err != nil {
		return err
	}
	switch ev.Effect {
	case EffectSalvage:
		s.Mission.Bonus += ev.Amount
		return nil
	case EffectFirstRound:
		s.Mission.FirstRound += ev.Amount
		return nil
	case EffectAllies:
		if err := drawn("allies", len(e.Cards), ev.Amount, s.FoeDeck.size()); err != nil {
			return err
		}
		for _, c := range e.Cards {
			s.Mission.Allies = append(s.Mission.Allies, Foe{Card: c})
		}
		return s.FoeDeck.take("foe", e.Cards)
	}
	return e.battle(s, ev)
}

// missionType checks that a mission is under way, before its debriefing,
// and of the card's type (004 L19-20, L116-118).
func (s *State) missionType(ev *EventCard) error {
	if err := s.need("play it", Foes, Engage); err != nil {
		return err
	}
	m, _ := s.Defs.Mission(s.Mission.Card)
	if ev.Mission != "" && m.Type != ev.Mission {
		return fmt.Errorf("only on a %s mission; %s is %s (004 L%d)", ev.Mission, m.Name, m.Type, ev.Line)
	}
	if s.Mission.Outcome != "" || (ev.Effect == EffectFirstRound && s.Mission.Round > 1) {
		return fmt.Errorf("too late: the first round is over")
	}
	return nil
}

// battle plays the cards that act on a foe in the engagement.
func (e *PlayEvent) battle(s *State, ev *EventCard) error {
	if err := s.engagement("play it"); err != nil {
		return err
	}
	start := s.Mission.Round == 1 && s.Mission.Step == LR && len(s.Mission.Used) == 0
	if (ev.Effect == EffectScarred || ev.Effect == EffectDiscardFoe) && !start {
		return fmt.Errorf("play it before the first attack of the battle")
	}
	if e.Foe == nil {
		return fmt.Errorf("which foe?")
	}
	f, fc, err := s.target(*e.Foe)
	if err != nil {
		return err
	}
	switch ev.Effect {
	case EffectScarred:
		if err := face("damage die", e.Die, 6); err != nil {
			return err
		}
		f.Damage += e.Die
	case EffectDiscardFoe:
		s.FoeDeck.Discard = append(s.FoeDeck.Discard, f.Card)
		s.Mission.Foes = slices.Delete(s.Mission.Foes, *e.Foe, *e.Foe+1)
	case EffectOutOfAmmo:
		f.OutOfAmmo = true
	case EffectImmobilized, EffectGyros:
		if f.Damage == 0 {
			return fmt.Errorf("%s is not damaged (004 L%d)", fc.Name, ev.Line)
		}
		if ev.Effect == EffectGyros && !fc.Mek {
			return fmt.Errorf("%s is not a Mek (004 L%d)", fc.Name, ev.Line)
		}
		f.Immobilized = f.Immobilized || ev.Effect == EffectImmobilized
		f.Gyros = f.Gyros || ev.Effect == EffectGyros
	case EffectSupport:
		c, err := s.support(ev, *e.Foe)
		if err != nil {
			return err
		}
		_, err = s.strike(c, &f.Damage, &e.Rolls)
		return err
	}
	return nil
}

// SupportCheck is the attack of support card card (in the hand) on foe
// number foe (0-based), or why it cannot be made.
func (s *State) SupportCheck(card string, foe int) (Check, error) {
	ev, ok := s.Defs.Event(card)
	if !ok || ev.Effect != EffectSupport {
		return Check{}, fmt.Errorf("%q is not a support card", card)
	}
	if err := s.engagement("play it"); err != nil {
		return Check{}, err
	}
	if !slices.Contains(s.Hand, card) {
		return Check{}, fmt.Errorf("%s: %q is not in your hand", ev.Name, card)
	}
	return s.support(ev, foe)
}

// support is the check of a support card's LR attack (004 L109-112).
func (s *State) support(ev *EventCard, foe int) (Check, error) {
	if err := s.inStep(ev.Name, LR, false); err != nil {
		return Check{}, err
	}
	f, fc, err := s.target(foe)
	if err != nil {
		return Check{}, err
	}
	c := Check{Attacker: ev.Name, Target: fc.Name, key: "card " + ev.ID}
	s.supportCheck(&c, ev, f, fc)
	return s.open(c)
}

// maintain repairs 1D6 damage of a Mek for free at the end of the
// engagement (004 L122).
func (e *PlayEvent) maintain(s *State) error {
	if err := s.need("after the engagement", Debrief); err != nil {
		return err
	}
	m, err := s.onMission(e.Mek)
	if err != nil {
		return err
	}
	if m.Destroyed {
		return fmt.Errorf("%s is destroyed and cannot be repaired (004 L62)", m.Name)
	}
	if err := face("repair die", e.Die, 6); err != nil {
		return err
	}
	m.Damage -= min(e.Die, m.Damage)
	return nil
}

func (e *PlayEvent) fill(s *State, src dice.Source) error {
	ev, ok := s.Defs.Event(e.Card)
	if !ok {
		return fmt.Errorf("play an event: no event card %q", e.Card)
	}
	deck := map[string]*Deck{EffectDrawEvents: &s.Events, EffectMissionFlip: &s.Missions, EffectAllies: &s.FoeDeck,
		EffectBuild: &s.BuildDeck}[ev.Effect]
	switch {
	case deck != nil && len(e.Cards) == 0:
		e.Cards = deck.pick(ev.Amount, src)
	case ev.Effect == EffectDiscardFoe && e.Foe == nil && s.Mission != nil && len(s.Mission.Foes) > 0:
		i := src.Intn(len(s.Mission.Foes))
		e.Foe = &i
	case (ev.Effect == EffectScarred || ev.Effect == EffectMaintenance) && e.Die == 0:
		e.Die = dice.D6.Roll(src).Total
	case ev.Effect == EffectSupport && e.Foe != nil:
		c, err := s.support(ev, *e.Foe)
		if err != nil {
			return err
		}
		e.Rolls.fill(c, src)
	}
	return nil
}
