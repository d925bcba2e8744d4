package melee

import "fmt"

// canSpend reports whether the player may pay amount: down to 0, or down
// to minus the loan's maximum while a loan is out (AMB-35).
func (s *State) canSpend(pl *Player, amount int64) bool {
	if amount <= 0 {
		return true
	}
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

// loanCP is what the Loan costs in CP (001 L217, L398; 002 L132).
func (s *State) loanCP() int {
	if a, ok := s.Rules().ability("Loan"); ok {
		return a.CP
	}
	return 0
}

// takeLoan opens the player's loan with the pilot's Fame band, for a purse
// that is, or is about to go, below zero by short C-bills: the loan is the
// negative balance (001 L216-239, L910; 002 L130-136; AMB-35). The pilot
// pays its 5 CP; the caller posts them.
func (s *State) takeLoan(p *Pilot, pl *Player, short int64) error {
	limit := s.loanLimit(p, pl)
	switch {
	case pl.Defaulted:
		return fmt.Errorf("%s defaulted on a loan: no further loans", pl.Name)
	case pl.Loan != nil:
		return fmt.Errorf("%s already has a loan out, owing %s C-bills: one loan at a time", pl.Name, money(pl.Owed()))
	case short > limit:
		return fmt.Errorf("%s would owe %s C-bills, more than the %s a loan lends at %s's %d Fame", pl.Name, money(short), money(limit), p.Name, p.Fame)
	case p.CP < s.loanCP():
		return fmt.Errorf("%s needs %d CP for a loan, has %d", p.Name, s.loanCP(), p.CP)
	}
	pl.Loan = &Loan{Pilot: p.Name, Max: limit, OBCs: 1, Owed: max(0, short)}
	return nil
}

// fund checks that the player can pay cost for what: from the purse, or
// below zero down to the limit of a loan already out. When the purse falls
// short and loan is set, the pilot takes the Loan first (5 CP, posted), so
// the purse goes below zero by what is missing (001 L216-229; 002 L132).
// Without it the refusal says how much is missing and that a loan covers
// it.
func (s *State) fund(p *Pilot, pl *Player, cost int64, loan bool, what string) error {
	if s.canSpend(pl, cost) {
		return nil
	}
	r := s.Rules()
	short := cost - pl.Cbills
	switch {
	case pl.Loan != nil:
		return fmt.Errorf("%s costs %s C-bills; the purse holds %s and the loan lends at most %s", what, money(cost), money(pl.Cbills), money(pl.Loan.Max))
	case !loan && !pl.Defaulted:
		return fmt.Errorf("%s costs %s C-bills; the purse holds %s: take a loan (%d CP) for the %s missing", what, money(cost), money(pl.Cbills), s.loanCP(), money(short))
	case !loan:
		return fmt.Errorf("%s costs %s C-bills; the purse holds %s", what, money(cost), money(pl.Cbills))
	}
	if err := s.takeLoan(p, pl, short); err != nil {
		return err
	}
	s.post(pl, p, fmt.Sprintf("Took a loan for %s: %s C-bills owed (up to %s at %d Fame)", what, money(short), money(pl.Loan.Max), p.Fame),
		"", r.Cite(r.Loan.Take), Gain{CP: -s.loanCP()})
	return nil
}

// money writes C-bills with thousands separators: 1,500,000.
func money(n int64) string {
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return sign + s
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
	var lp *Pilot
	if pl.Loan != nil {
		lp, _ = s.Pilot(pl.Loan.Pilot)
	}
	if err := s.enter(pl, lp, ActLoan); err != nil {
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
	Loan     bool   `json:"loan,omitempty"` // take a loan for what the purse lacks
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
	if p.CP < -g.CP {
		return fmt.Errorf("%s: %d tons of %s cost %d CP, %s has %d", p.Name, e.Tons, e.Munition, -g.CP, p.Name, p.CP)
	}
	if err := s.fund(p, pl, -g.Cbills, e.Loan, fmt.Sprintf("%d tons of %s", e.Tons, e.Munition)); err != nil {
		return err
	}
	pl.Ammo += e.Tons
	s.post(pl, p, fmt.Sprintf("Special munitions: %d t %s", e.Tons, e.Munition), e.Why, r.Cite(r.AmmoLine), g)
	return nil
}
