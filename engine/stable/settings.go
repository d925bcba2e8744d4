package stable

import "fmt"

// Reward is what one league place pays: stones, fame and experience.
type Reward struct {
	Stones int `json:"stones"`
	Fame   int `json:"fame"`
	XP     int `json:"xp"`
}

// LeaguePayout overrides the payout table for one league of the chart.
type LeaguePayout struct {
	League  string   `json:"league"`
	Rewards []Reward `json:"rewards"` // places 1-8
}

// Settings are the values the seed does not give, set by the players
// (G-06, G-07, G-08), and the optional rules in use (000 L935).
type Settings struct {
	// Payout is the reward by place, 1st to 8th, for every league without
	// its own table (G-06, G-07: experience comes from the payout).
	Payout []Reward `json:"payout"`
	// Leagues holds per-league payout tables.
	Leagues []LeaguePayout `json:"leagues,omitempty"`
	// MaxBoxes is how many boxes a stacking skill has (G-08).
	MaxBoxes int `json:"maxBoxes"`
	// Modifications turns on the optional Mech modifications (000 L937-941).
	Modifications bool `json:"modifications,omitempty"`
}

// DefaultSettings are Lancemate's defaults, not rules: the seed has no
// payout table and no experience per match (000 L737, L777; G-06, G-07).
// Every place earns at least 10 experience, one skill's worth (000 L783).
func DefaultSettings() Settings {
	return Settings{
		Payout: []Reward{
			{50, 10, 20}, {40, 8, 16}, {30, 6, 14}, {25, 5, 12},
			{20, 4, 10}, {15, 3, 10}, {10, 2, 10}, {5, 1, 10},
		},
		MaxBoxes: 3,
	}
}

// validate checks a settings value.
func (st Settings) validate() error {
	check := func(what string, rs []Reward) error {
		if len(rs) != 8 {
			return fmt.Errorf("%s needs 8 places, has %d", what, len(rs))
		}
		for i, r := range rs {
			if r.Stones < 0 || r.XP < 0 {
				return fmt.Errorf("%s place %d: stones and experience cannot be negative", what, i+1)
			}
		}
		return nil
	}
	if err := check("payout table", st.Payout); err != nil {
		return err
	}
	for _, l := range st.Leagues {
		if !leagueKnown(l.League) {
			return fmt.Errorf("payout table for %q: no such league on the chart", l.League)
		}
		if err := check("payout table for "+l.League, l.Rewards); err != nil {
			return err
		}
	}
	if st.MaxBoxes < 1 {
		return fmt.Errorf("a stacking skill needs at least 1 box")
	}
	return nil
}

// reward is the payout of a league place (1-8); place 0 pays nothing.
func (st Settings) reward(league string, place int) Reward {
	if place < 1 || place > 8 {
		return Reward{}
	}
	for _, l := range st.Leagues {
		if l.League == league {
			return l.Rewards[place-1]
		}
	}
	return st.Payout[place-1]
}

// SetSettings replaces the settings (type "settings").
type SetSettings struct {
	Settings Settings `json:"settings"`
}

// Type implements journal.Event.
func (*SetSettings) Type() string { return "settings" }

// Apply implements journal.Event.
func (e *SetSettings) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	if err := e.Settings.validate(); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	s.Settings = e.Settings
	s.post(change{what: "changed the settings", why: "your group's values: the rules give none", rule: "G-06, G-07, G-08"})
	return nil
}
