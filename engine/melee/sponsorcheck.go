package melee

import (
	"fmt"
	"slices"
)

// Minimum is the C-bills a member must earn each Arena Cycle under the
// Advanced Rules for Sponsors: double the C-bill Gain of joining (001
// L1299-1305).
func (sp *Sponsor) Minimum() int64 { return 2 * sp.Gain }

// Favor is the Fame a member pays to keep the sponsor despite missed
// earnings: double its Fame minimum (001 L1319-1323, AMB-32).
func (sp *Sponsor) Favor() int { return 2 * sp.Fame }

// SponsorMinimum is the combined earnings the player's sponsors require
// (001 L1313).
func (s *State) SponsorMinimum(player string) (int64, error) {
	pl, err := s.Player(player)
	if err != nil {
		return 0, err
	}
	var sum int64
	for _, sp := range s.sponsorsOf(pl) {
		sum += sp.Minimum()
	}
	return sum, nil
}

// SponsorCheck verifies sponsor eligibility in the Arena Exit phase under
// the Advanced Rules for Sponsors. The player reports Earned, the C-bills
// of event awards and cashed chips of the previous Arena Cycle (not sales
// or sponsor gains). Below the combined minimum, the sponsors in Keep
// stay if Earned meets their minimum, those in Favor stay for their Favor
// in Fame, and the others are lost without penalty; a lost sponsor may be
// rejoined from the next Off Board Cycle without its C-bill Gain (001
// L440, L1292-1333, AMB-31 to AMB-33).
type SponsorCheck struct {
	Player string   `json:"player"`
	Earned int64    `json:"earned"`
	Keep   []string `json:"keep,omitempty"`
	Favor  []string `json:"favor,omitempty"`
	Why    string   `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*SponsorCheck) Type() string { return "sponsor_check" }

// Apply implements journal.Event.
func (c *SponsorCheck) Apply(s *State) error {
	pl, err := s.Player(c.Player)
	if err != nil {
		return err
	}
	if !s.Settings.AdvancedSponsors {
		return fmt.Errorf("this event does not use the Advanced Rules for Sponsors: set advanced_sponsors when opening it (001 L1292-1297)")
	}
	if err := s.enter(pl, nil, ActSponsorCheck); err != nil {
		return err
	}
	need, _ := s.SponsorMinimum(pl.Name)
	var kept int64
	for _, name := range append(slices.Clone(c.Keep), c.Favor...) {
		sp := s.sponsor(name)
		if sp == nil || !slices.ContainsFunc(pl.Sponsors, func(m Membership) bool { return m.Name == name }) {
			return fmt.Errorf("player %q has no sponsor %q to keep", pl.Name, name)
		}
		if slices.Contains(c.Keep, name) {
			kept += sp.Minimum()
		}
	}
	switch {
	case len(pl.Sponsors) == 0:
		return fmt.Errorf("player %q has no sponsor to report earnings to", pl.Name)
	case c.Earned < need && kept > c.Earned:
		return fmt.Errorf("player %q: earnings of %d do not meet the %d the kept sponsors need (001 L1313-1317)", pl.Name, c.Earned, kept)
	}
	p := s.lead(pl)
	s.post(pl, p, fmt.Sprintf("Sponsor earnings reported: %d of the %d required", c.Earned, need), c.Why, "001 L1299-1305", Gain{})
	if c.Earned >= need {
		return nil
	}
	for _, m := range slices.Clone(pl.Sponsors) {
		sp := s.sponsor(m.Name)
		switch {
		case slices.Contains(c.Keep, m.Name):
		case slices.Contains(c.Favor, m.Name):
			s.post(pl, p, "Favors called in to keep "+m.Name, c.Why, "001 L1319-1323", Gain{Fame: -sp.Favor()})
		default:
			pl.Sponsors = slices.DeleteFunc(pl.Sponsors, func(x Membership) bool { return x.Name == m.Name })
			if pl.Lapsed == nil {
				pl.Lapsed = map[string]bool{}
			}
			pl.Lapsed[m.Name] = true
			s.post(pl, p, "Lost "+m.Name+": earnings below its minimum, no penalty", c.Why, "001 L1307-1311", Gain{})
		}
	}
	return nil
}
