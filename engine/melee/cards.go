package melee

import "fmt"

// canSpend reports whether the player may pay amount: down to 0, or down
// to minus the loan's maximum while a loan is out (AMB-35).
func (s *State) canSpend(pl *Player, amount int64) bool {
	floor := int64(0)
	if pl.Loan != nil {
		floor = -pl.Loan.Max
	}
	return pl.Cbills-amount >= floor
}

// edgeMax is the most Edge cards the player may hold: 3, or 4 in the
// Starlight stable (001 L210, L788; 002 L19).
func (s *State) edgeMax(pl *Player) int {
	return max(s.Rules().EdgeMax, s.stableOf(pl).EdgeMax)
}

// giveEdge gives the player an Edge card if it holds fewer than allowed.
func (s *State) giveEdge(pl *Player) error {
	if m := s.edgeMax(pl); pl.Edge >= m {
		return fmt.Errorf("player %q already holds %d Edge cards, the most allowed (%s)", pl.Name, m, s.Rules().Cite(s.Rules().EdgeLine))
	}
	pl.Edge++
	return nil
}

// takeLoan opens the player's loan with the pilot's Fame band (001
// L216-239, L910; 002 L130-136).
func (s *State) takeLoan(p *Pilot, pl *Player) error {
	r := s.Rules()
	switch {
	case pl.Defaulted:
		return fmt.Errorf("player %q defaulted on a loan: no further loans (%s)", pl.Name, r.Cite(r.Loan.DefaultLine))
	case pl.Loan != nil:
		return fmt.Errorf("player %q already has a loan out: one at a time (%s)", pl.Name, r.Cite(r.Loan.Repaid))
	}
	pl.Loan = &Loan{Pilot: p.Name, Max: s.loanLimit(p, pl), OBCs: 1}
	return nil
}

// LoanLimit is the largest loan the pilot may take now: its Fame band,
// moved up by its player's sponsors (Glass Tower, 001 L910; DV-02).
func (s *State) LoanLimit(pilot string) (int64, error) {
	p, pl, err := s.pilotAndPlayer(pilot)
	if err != nil {
		return 0, err
	}
	return s.loanLimit(p, pl), nil
}

func (s *State) loanLimit(p *Pilot, pl *Player) int64 {
	bands := 0
	for _, sp := range s.sponsorsOf(pl) {
		bands += sp.LoanBands
	}
	return MaxLoan(p.Fame, bands)
}

// UseEdge turns in one of the player's Edge cards for a re-roll (001
// L204-208, 002 L19).
type UseEdge struct {
	Player string `json:"player"`
	Why    string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*UseEdge) Type() string { return "use_edge" }

// Apply implements journal.Event.
func (e *UseEdge) Apply(s *State) error {
	pl, err := s.Player(e.Player)
	if err != nil {
		return err
	}
	if pl.Edge == 0 {
		return fmt.Errorf("player %q has no Edge card", pl.Name)
	}
	pl.Edge--
	s.post(pl, nil, "Edge card used", e.Why, s.Rules().Cite(s.Rules().EdgeLine), Gain{})
	return nil
}

// UseToken spends the once-per-day token of a ** ability (001 L175-181,
// 002 L25).
type UseToken struct {
	Pilot   string `json:"pilot"`
	Ability string `json:"ability"`
	Why     string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*UseToken) Type() string { return "use_token" }

// Apply implements journal.Event.
func (e *UseToken) Apply(s *State) error {
	p, pl, err := s.pilotAndPlayer(e.Pilot)
	if err != nil {
		return err
	}
	r := s.Rules()
	i := p.owned(e.Ability)
	if a, _ := r.ability(e.Ability); i < 0 || a.Mark != "**" {
		return fmt.Errorf("pilot %q has no once-per-day ability %q", p.Name, e.Ability)
	}
	if o := p.Abilities[i]; o.Used || o.Lost {
		return fmt.Errorf("pilot %q: %s is used up for today or lost to a wound", p.Name, e.Ability)
	}
	p.Abilities[i].Used = true
	s.post(pl, p, e.Ability+" token used", e.Why, r.Cite(r.TokenLine), Gain{})
	return nil
}

// DefaultLoan defaults on part or all (Amount 0) of a League loan after 3
// Off Board Cycles, with the GM's approval: the pilot who took it loses
// the Fame of the band, and no loan is possible again (002 L134, AMB-46).
type DefaultLoan struct {
	Player string `json:"player"`
	Amount int64  `json:"amount,omitempty"`
	Why    string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*DefaultLoan) Type() string { return "default_loan" }

// Apply implements journal.Event.
func (e *DefaultLoan) Apply(s *State) error {
	pl, err := s.Player(e.Player)
	if err != nil {
		return err
	}
	r := s.Rules()
	if err := s.enter(pl, ActLoan); err != nil {
		return err
	}
	switch {
	case !r.Loan.Default:
		return fmt.Errorf("the %s ruleset has no loan default", r.ID)
	case pl.Loan == nil || pl.Cbills >= 0:
		return fmt.Errorf("player %q has no unpaid loan", pl.Name)
	case pl.Loan.OBCs < 3:
		return fmt.Errorf("player %q: a loan may be defaulted after 3 Off Board Cycles, this is cycle %d (%s)", pl.Name, pl.Loan.OBCs, r.Cite(r.Loan.DefaultLine))
	}
	amount := -pl.Cbills
	if e.Amount > 0 {
		amount = min(e.Amount, amount)
	}
	p, err := s.Pilot(pl.Loan.Pilot)
	if err != nil {
		return err
	}
	pl.Defaulted, pl.Loan = true, nil
	s.post(pl, p, fmt.Sprintf("DEFAULT on %d of the loan", amount), e.Why, r.Cite(r.Loan.DefaultLine), Gain{Fame: -DefaultFame(amount), Cbills: amount})
	return nil
}

// BuyAmmo buys tons of special munitions: 250,000 C-bills a ton in the
// League (002 L126); in the Tournament 5 CP a ton, one ton per OBC from
// each source, a sponsor that sells it or an @ stable (001 L544, L903,
// L943, L832; AMB-04, AMB-65).
type BuyAmmo struct {
	Pilot    string `json:"pilot"`
	Munition string `json:"munition"`
	Tons     int    `json:"tons"`
	Why      string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*BuyAmmo) Type() string { return "buy_ammo" }

// Apply implements journal.Event.
func (e *BuyAmmo) Apply(s *State) error {
	p, pl, err := s.offBoard(e.Pilot, ActAmmo)
	if err != nil {
		return err
	}
	r := s.Rules()
	if e.Tons < 1 {
		return fmt.Errorf("special munitions come in whole tons: partial loads are not allowed (002 L124)")
	}
	if r.AmmoCP > 0 {
		sources := 0
		if s.stableOf(pl).Ammo {
			sources++
		}
		for _, sp := range s.sponsorsOf(pl) {
			if sp.Ammo {
				sources++
			}
		}
		if pl.Ammo+e.Tons > sources {
			return fmt.Errorf("player %q: %d tons of special ammo this cycle allowed by sponsors and stable, %d bought (%s)", pl.Name, sources, pl.Ammo, r.Cite(r.AmmoLine))
		}
	}
	g := Gain{CP: -r.AmmoCP * e.Tons, Cbills: -r.AmmoCbills * int64(e.Tons)}
	if p.CP < -g.CP || !s.canSpend(pl, -g.Cbills) {
		return fmt.Errorf("pilot %q: %d tons of %s cost %d CP and %d C-bills", p.Name, e.Tons, e.Munition, -g.CP, -g.Cbills)
	}
	pl.Ammo += e.Tons
	s.post(pl, p, fmt.Sprintf("Special munitions: %d t %s", e.Tons, e.Munition), e.Why, r.Cite(r.AmmoLine), g)
	return nil
}
