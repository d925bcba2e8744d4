package melee

import (
	"errors"
	"fmt"
)

// Open starts an event under a ruleset; it must be the first event of a
// ledger.
type Open struct {
	Name     string   `json:"name"`
	Ruleset  string   `json:"ruleset"` // "T" or "L"
	Settings Settings `json:"settings"`
}

// Type implements journal.Event.
func (*Open) Type() string { return "open" }

// Apply implements journal.Event.
func (o *Open) Apply(s *State) error {
	if s.Ruleset != "" {
		return fmt.Errorf("the event %q is already open", s.Name)
	}
	if _, err := RulesetByID(o.Ruleset); err != nil {
		return err
	}
	if r, _ := RulesetByID(o.Ruleset); o.Settings.Betting && r.Chips == nil {
		return fmt.Errorf("the %s ruleset has no Betting rules: they are a Tournament option (001 L1182)", r.ID)
	}
	if r, _ := RulesetByID(o.Ruleset); o.Settings.AdvancedSponsors && r.Sponsors == nil {
		return fmt.Errorf("the %s ruleset has no sponsors: the Advanced Rules for Sponsors are a Tournament option (001 L1292)", r.ID)
	}
	s.Name, s.Ruleset, s.Settings, s.Day = o.Name, o.Ruleset, o.Settings, 1
	return nil
}

// opened guards the events that need a ruleset.
func opened(s *State) error {
	if s.Ruleset == "" {
		return errors.New("open the event first: choose the Tournament (T) or League (L) ruleset")
	}
	return nil
}

// AddPlayer registers a player with the ruleset's pilots (one in the
// Tournament, four in the League), the starting purse, Fame, CP and one
// Edge card (001 L28-36, L155, L202; 002 L15, L19).
type AddPlayer struct {
	Player string   `json:"player"`
	Pilots []string `json:"pilots"`
}

// Type implements journal.Event.
func (*AddPlayer) Type() string { return "add_player" }

// Apply implements journal.Event.
func (a *AddPlayer) Apply(s *State) error {
	if err := opened(s); err != nil {
		return err
	}
	r := s.Rules()
	if len(a.Pilots) != r.PilotsPerPlayer {
		return fmt.Errorf("player %q: the %s ruleset gives each player %d pilots, got %d (%s)",
			a.Player, r.ID, r.PilotsPerPlayer, len(a.Pilots), r.Cite(r.StartLine))
	}
	if _, err := s.Player(a.Player); err == nil || a.Player == "" {
		return fmt.Errorf("player name %q is empty or taken", a.Player)
	}
	pl := &Player{Name: a.Player, Edge: 1}
	s.Players = append(s.Players, pl)
	s.post(pl, nil, "Starting C-bills, 1 Edge card", "", r.Cite(r.StartLine), Gain{Cbills: r.StartCbills})
	for _, name := range a.Pilots {
		if _, err := s.Pilot(name); err == nil || name == "" {
			return fmt.Errorf("pilot name %q is empty or taken", name)
		}
		p := &Pilot{Name: name, Player: pl.Name}
		s.Pilots = append(s.Pilots, p)
		s.post(pl, p, "Starting Fame and CP", "", r.StartFameCP, Gain{Fame: r.StartFame, CP: r.StartCP})
	}
	return nil
}

// StartDay begins a new Tournament Day or Catalyst Event: one Edge card
// for each player (001 L202, 002 L19) and the once-per-day tokens back
// (001 L175-181).
type StartDay struct{}

// Type implements journal.Event.
func (*StartDay) Type() string { return "start_day" }

// Apply implements journal.Event.
func (*StartDay) Apply(s *State) error {
	if err := opened(s); err != nil {
		return err
	}
	s.Day++
	for _, pl := range s.Players {
		if s.giveEdge(pl) == nil {
			s.post(pl, nil, "Edge card issued for the day", "", s.Rules().Cite(s.Rules().EdgeLine), Gain{})
		}
	}
	for _, p := range s.Pilots {
		for i := range p.Abilities {
			p.Abilities[i].Used = false
		}
	}
	return nil
}

// EndDay ends the day: unused Edge cards are forfeit (001 L212-214, 002
// L19). No pilot may be on the board.
type EndDay struct{}

// Type implements journal.Event.
func (*EndDay) Type() string { return "end_day" }

// Apply implements journal.Event.
func (*EndDay) Apply(s *State) error {
	if err := opened(s); err != nil {
		return err
	}
	for _, p := range s.Pilots {
		if p.OnBoard {
			return fmt.Errorf("pilot %q is still on the board", p.Name)
		}
	}
	for _, p := range s.Pilots {
		if len(p.Chips) > 0 {
			pl, _ := s.Player(p.Player)
			s.cash(p, pl, "All chips are cashed in at the end of the day (001 L1255)")
		}
	}
	for _, pl := range s.Players {
		if pl.Edge > 0 {
			s.post(pl, nil, fmt.Sprintf("%d unused Edge cards forfeit", pl.Edge), "", s.Rules().Cite(s.Rules().EdgeLine), Gain{})
			pl.Edge = 0
		}
	}
	return nil
}
