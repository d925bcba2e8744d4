package melee

import (
	"fmt"
	"slices"
)

// noStable is the zero stable of a player who belongs to none.
var noStable Stable

// stableOf returns the player's stable, or a stable without effects.
func (s *State) stableOf(pl *Player) *Stable {
	if pl.Stable != nil {
		r := s.Rules()
		for i := range r.Stables {
			if r.Stables[i].Name == pl.Stable.Name {
				return &r.Stables[i]
			}
		}
	}
	return &noStable
}

// sponsorsOf returns the player's sponsors.
func (s *State) sponsorsOf(pl *Player) []*Sponsor {
	var out []*Sponsor
	for _, m := range pl.Sponsors {
		if sp := s.sponsor(m.Name); sp != nil {
			out = append(out, sp)
		}
	}
	return out
}

func (s *State) sponsor(name string) *Sponsor {
	r := s.Rules()
	for i := range r.Sponsors {
		if r.Sponsors[i].Name == name {
			return &r.Sponsors[i]
		}
	}
	return nil
}

// lead is the player's pilot whose Fame and CP pay for memberships: the
// Tournament player's one pilot character.
func (s *State) lead(pl *Player) *Pilot { return s.PilotsOf(pl.Name)[0] }

// Join signs the player with a stable or a sponsor in the Maintenance
// phase (001 L450, L556-575). ExtraCP buys Devall's extra discount.
type Join struct {
	Player  string `json:"player"`
	Name    string `json:"name"`
	ExtraCP int    `json:"extra_cp,omitempty"`
	Why     string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*Join) Type() string { return "join" }

// Apply implements journal.Event.
func (j *Join) Apply(s *State) error {
	pl, err := s.Player(j.Player)
	if err != nil {
		return err
	}
	if err := s.enter(pl, nil, ActJoin); err != nil {
		return err
	}
	r, p := s.Rules(), s.lead(pl)
	house, fame, cp, line, cbills := "", 0, 0, 0, int64(0)
	sp := s.sponsor(j.Name)
	st := s.stableByName(j.Name)
	switch {
	case st != nil:
		house, fame, cp, line, cbills = st.House, st.Fame, st.CP, st.Line, -st.Cbills
		if pl.Stable != nil {
			return fmt.Errorf("player %q is already in %s: withdraw first (001 L567-569)", pl.Name, pl.Stable.Name)
		}
	case sp != nil:
		extra := min(j.ExtraCP, sp.ExtraCPMax)
		house, fame, cp, line, cbills = sp.House, sp.Fame, sp.CP+extra, sp.Line, sp.Gain
		if len(pl.Sponsors) >= 2 {
			return fmt.Errorf("player %q already has two sponsors (001 L557)", pl.Name)
		}
	default:
		return fmt.Errorf("%q is not a stable or sponsor of the %s ruleset", j.Name, r.ID)
	}
	if err := s.teamJoin(pl, sp != nil, j.Name); err != nil {
		return err
	}
	switch {
	case pl.Lapsed[j.Name]:
		return fmt.Errorf("player %q lost %s for earnings this Off Board Cycle: rejoin from the next one (001 L1329-1333)", pl.Name, j.Name)
	case slices.Contains(pl.Banned, j.Name):
		return fmt.Errorf("player %q withdrew from %s and may not rejoin (001 L575, L831)", pl.Name, j.Name)
	case p.Fame < fame:
		return fmt.Errorf("pilot %q: cannot join %s: needs %d Fame, has %d (%s)", p.Name, j.Name, fame, p.Fame, r.Cite(line))
	case p.CP < cp:
		return fmt.Errorf("pilot %q: cannot join %s: needs %d CP, has %d (%s)", p.Name, j.Name, cp, p.CP, r.Cite(line))
	case house != "U" && house != pl.Affiliation:
		return fmt.Errorf("player %q: %s needs affiliation %s declared first (001 L561-565)", pl.Name, j.Name, house)
	case cbills < 0 && !s.canSpend(pl, -cbills):
		return fmt.Errorf("player %q: cannot join %s: costs %d C-bills, has %d (%s)", pl.Name, j.Name, -cbills, pl.Cbills, r.Cite(line))
	}
	if st != nil {
		pl.Stable = &Membership{Name: st.Name, Paid: st.Cbills}
	} else {
		pl.Sponsors = append(pl.Sponsors, Membership{Name: sp.Name, ExtraCP: min(j.ExtraCP, sp.ExtraCPMax)})
		if _, ok := pl.Lapsed[sp.Name]; ok {
			cbills = 0 // no C-bill Gain on a rejoin (001 L1329, AMB-15)
			delete(pl.Lapsed, sp.Name)
		}
	}
	s.post(pl, p, "Joined "+j.Name, j.Why, r.Cite(line), Gain{CP: -cp, Cbills: cbills})
	return nil
}

func (s *State) stableByName(name string) *Stable {
	r := s.Rules()
	for i := range r.Stables {
		if r.Stables[i].Name == name {
			return &r.Stables[i]
		}
	}
	return nil
}

// Withdraw drops a stable or sponsor with the withdrawal penalty; the
// player may not rejoin it (001 L444, L828-831, L983, AMB-13).
type Withdraw struct {
	Player string `json:"player"`
	Name   string `json:"name"`
	Why    string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*Withdraw) Type() string { return "withdraw" }

// Apply implements journal.Event.
func (w *Withdraw) Apply(s *State) error {
	pl, err := s.Player(w.Player)
	if err != nil {
		return err
	}
	if err := s.enter(pl, nil, ActWithdraw); err != nil {
		return err
	}
	row := sponsorWithdrawal
	switch i := slices.IndexFunc(pl.Sponsors, func(m Membership) bool { return m.Name == w.Name }); {
	case pl.Stable != nil && pl.Stable.Name == w.Name:
		row, pl.Stable = stableWithdrawal, nil
	case i >= 0:
		pl.Sponsors = slices.Delete(pl.Sponsors, i, i+1)
	default:
		return fmt.Errorf("player %q does not belong to %q", pl.Name, w.Name)
	}
	p := s.lead(pl)
	if p.CP < -row.Gain.CP {
		return fmt.Errorf("pilot %q: withdrawing needs %d CP, has %d (%s)", p.Name, -row.Gain.CP, p.CP, s.Rules().Cite(row.Line))
	}
	pl.Banned = append(pl.Banned, w.Name)
	s.post(pl, p, row.Name+": "+w.Name, w.Why, s.Rules().Cite(row.Line), row.Gain)
	return nil
}

// checkStable drops the player from a stable whose Fame minimum the pilot
// no longer meets, refunding a third of the joining C-bills rounded down
// to 10,000 (001 L456, L1342-1346, AMB-30).
func (s *State) checkStable(pl *Player) {
	st := s.stableOf(pl)
	if pl.Stable == nil || s.lead(pl).Fame >= st.Fame {
		return
	}
	refund := Down.of(pl.Stable.Paid, 3)
	pl.Stable = nil
	s.post(pl, s.lead(pl), "Dropped from "+st.Name+": Fame below its minimum", "", "001 L1342-1346", Gain{Cbills: refund})
}
