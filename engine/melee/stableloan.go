package melee

import "fmt"

// Debt is a loan from a stablemate instead of the underworld (001
// L588-598).
type Debt struct {
	Lender string `json:"lender"`
	Amount int64  `json:"amount"`
}

// The stablemate loan rows: the loan, and the Stable's 20% when it is
// repaid (001 L588-592).
var (
	stablemateLoan = Row{Kind: "stable_loan", Name: "Stablemate loan", Line: 588}
	stableLoanFee  = Row{Kind: "stable_loan_fee", Name: "20% of the stablemate loan to the Stable", Line: 590}
)

const stableLoanPct = 20 // 001 L590

// StableLoan lends C-bills between two members of the same stable. The
// borrower buys no 'Mech or ability until it is repaid (001 L588-594).
type StableLoan struct {
	Lender   string `json:"lender"`
	Borrower string `json:"borrower"`
	Amount   int64  `json:"amount"`
	Why      string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*StableLoan) Type() string { return "stable_loan" }

// Apply implements journal.Event.
func (e *StableLoan) Apply(s *State) error {
	lender, err := s.Player(e.Lender)
	if err != nil {
		return err
	}
	pl, err := s.Player(e.Borrower)
	if err != nil {
		return err
	}
	if err := s.enter(pl, nil, ActLoan); err != nil {
		return err
	}
	cite := s.Rules().Cite(stablemateLoan.Line)
	switch {
	case pl == lender || pl.Stable == nil || lender.Stable == nil || pl.Stable.Name != lender.Stable.Name:
		return fmt.Errorf("players %q and %q are not stablemates: only members of the same stable lend to each other (%s)", lender.Name, pl.Name, cite)
	case pl.Debt != nil:
		return fmt.Errorf("player %q still owes %d to %s: repay it first (%s)", pl.Name, pl.Debt.Amount, pl.Debt.Lender, cite)
	case e.Amount <= 0 || lender.Cbills < e.Amount:
		return fmt.Errorf("player %q cannot lend %d C-bills, has %d (%s)", lender.Name, e.Amount, lender.Cbills, cite)
	}
	pl.Debt = &Debt{Lender: lender.Name, Amount: e.Amount}
	s.post(lender, nil, stablemateLoan.Name+" to "+pl.Name, e.Why, cite, Gain{Cbills: -e.Amount})
	s.post(pl, nil, stablemateLoan.Name+" from "+lender.Name, e.Why, cite, Gain{Cbills: e.Amount})
	return nil
}

// RepayStableLoan repays a stablemate loan in full plus 20% of it to the
// Stable, even after either has left the stable (001 L590-598).
type RepayStableLoan struct {
	Player string `json:"player"`
	Why    string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*RepayStableLoan) Type() string { return "repay_stable_loan" }

// Apply implements journal.Event.
func (e *RepayStableLoan) Apply(s *State) error {
	pl, err := s.Player(e.Player)
	if err != nil {
		return err
	}
	if err := s.enter(pl, nil, ActLoan); err != nil {
		return err
	}
	r, d := s.Rules(), pl.Debt
	if d == nil {
		return fmt.Errorf("player %q owes no stablemate", pl.Name)
	}
	lender, err := s.Player(d.Lender)
	if err != nil {
		return err
	}
	fee := pct(d.Amount, stableLoanPct)
	if !s.canSpend(pl, d.Amount+fee) {
		return fmt.Errorf("player %q: repaying costs %d + %d to the Stable, has %d (%s)", pl.Name, d.Amount, fee, pl.Cbills, r.Cite(stableLoanFee.Line))
	}
	pl.Debt = nil
	s.post(pl, nil, "Repaid the stablemate loan to "+lender.Name, e.Why, r.Cite(stablemateLoan.Line), Gain{Cbills: -d.Amount})
	s.post(lender, nil, "Stablemate loan repaid by "+pl.Name, e.Why, r.Cite(stablemateLoan.Line), Gain{Cbills: d.Amount})
	s.post(pl, nil, stableLoanFee.Name, e.Why, r.Cite(stableLoanFee.Line), Gain{Cbills: -fee})
	return nil
}
