package melee

import (
	"fmt"
	"slices"
)

// FormTeam opens a Team log for Tournament players: an account with one
// pilot sheet of the team's name that holds only Fame, CP, C-bills and one
// sponsor (001 L1348-1355, L1383, AMB-58).
type FormTeam struct {
	Team    string   `json:"team"`
	Members []string `json:"members"`
	Why     string   `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*FormTeam) Type() string { return "form_team" }

// Apply implements journal.Event.
func (f *FormTeam) Apply(s *State) error {
	if err := opened(s); err != nil {
		return err
	}
	r := s.Rules()
	switch {
	case r.TeamLine == 0:
		return fmt.Errorf("the %s ruleset has no Teams", r.ID)
	case len(f.Members) < 2:
		return fmt.Errorf("a team needs two or more players (%s)", r.Cite(r.TeamLine))
	}
	if _, err := s.Player(f.Team); err == nil || f.Team == "" {
		return fmt.Errorf("team name %q is empty or taken", f.Team)
	}
	if _, err := s.Pilot(f.Team); err == nil {
		return fmt.Errorf("team name %q is taken by a pilot", f.Team)
	}
	for _, m := range f.Members {
		pl, err := s.Player(m)
		if err != nil {
			return err
		}
		if pl.Team != "" || pl.Members != nil {
			return fmt.Errorf("player %q is already in team %q", m, pl.Team)
		}
		pl.Team = f.Team
	}
	pl := &Player{Name: f.Team, Members: f.Members}
	s.Players = append(s.Players, pl)
	s.Pilots = append(s.Pilots, &Pilot{Name: f.Team, Player: f.Team})
	s.post(pl, s.lead(pl), "Team log opened for "+fmt.Sprint(f.Members), f.Why, r.Cite(r.TeamLine), Gain{})
	return nil
}

// Deposit moves Fame, CP and C-bills from a member's pilot log to the
// Team log (001 L1355-1357).
type Deposit struct {
	Pilot string `json:"pilot"`
	Gain
	Why string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*Deposit) Type() string { return "deposit" }

// Apply implements journal.Event.
func (d *Deposit) Apply(s *State) error {
	p, pl, err := s.pilotAndPlayer(d.Pilot)
	if err != nil {
		return err
	}
	team, err := s.Player(pl.Team)
	if err != nil {
		return fmt.Errorf("pilot %q is not in a team", p.Name)
	}
	g := d.Gain
	if g.Fame < 0 || g.CP < 0 || g.Cbills < 0 || g.Fame > p.Fame || g.CP > p.CP || g.Cbills > pl.Cbills {
		return fmt.Errorf("pilot %q cannot deposit %d Fame, %d CP, %d C-bills: holds %d, %d, %d", p.Name, g.Fame, g.CP, g.Cbills, p.Fame, p.CP, pl.Cbills)
	}
	const cite = "001 L1355-1357"
	s.post(pl, p, "Deposit to the Team log of "+team.Name, d.Why, cite, g.Times(-1))
	s.post(team, s.lead(team), "Deposit from "+p.Name, d.Why, cite, g)
	return nil
}

// teamJoin refuses what a team may not join: a Team log buys no stable and
// has one sponsor; a sponsor backs the team or a member, not both; team
// mates are in one stable (001 L1357-1361, L1373-1383).
func (s *State) teamJoin(pl *Player, sponsor bool, name string) error {
	if pl.Members == nil && pl.Team == "" {
		return nil
	}
	team := pl
	if pl.Members == nil {
		team, _ = s.Player(pl.Team)
	}
	switch {
	case !sponsor && pl.Members != nil:
		return fmt.Errorf("team %q: the Team log's Fame, CP and C-bills cannot buy a stable (001 L1357-1361)", pl.Name)
	case sponsor && pl.Members != nil && len(pl.Sponsors) > 0:
		return fmt.Errorf("team %q already has a sponsor: teams can only have one (001 L1383)", pl.Name)
	case sponsor && slices.ContainsFunc(team.Sponsors, func(m Membership) bool { return m.Name == name }):
		return fmt.Errorf("%s already sponsors team %q: not also a member (001 L1379-1383)", name, team.Name)
	}
	for _, m := range team.Members {
		if q, _ := s.Player(m); !sponsor && q != pl && q.Stable != nil && q.Stable.Name != name {
			return fmt.Errorf("teammate %q is in %s: team mates join the same stable (001 L1373-1375)", m, q.Stable.Name)
		}
	}
	for _, m := range pl.Members {
		if q, _ := s.Player(m); sponsor && slices.ContainsFunc(q.Sponsors, func(x Membership) bool { return x.Name == name }) {
			return fmt.Errorf("%s already sponsors member %q: not also the team (001 L1379-1383)", name, m)
		}
	}
	return nil
}
