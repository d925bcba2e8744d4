package melee

import (
	"fmt"
	"slices"
)

// ChipColor is a poker chip color of the optional Betting rules: the award
// kinds it stands for; no Kinds means every other kind (001 L1187-1189).
type ChipColor struct {
	Color, Category string
	Kinds           []string
}

// chipColor returns the color of a chip of that award or row kind.
func (r *Ruleset) chipColor(kind string) string {
	for _, c := range r.Chips {
		if c.Kinds == nil || slices.Contains(c.Kinds, kind) {
			return c.Color + " (" + c.Category + ")"
		}
	}
	return ""
}

// chipRow returns a row of the On-board Event table by kind or name, for
// the chip the house stakes.
func (r *Ruleset) chipRow(x string) (Row, bool) {
	rows := append(append(append(append(slices.Clone(r.Rows), r.DamageStep, r.Famous.Row), r.KillSolo[:]...), r.KillAssist[:]...), r.Cripple[:]...)
	i := slices.IndexFunc(rows, func(w Row) bool { return w.Kind == x || w.Name == x })
	if i < 0 {
		return Row{}, false
	}
	return rows[i], true
}

// chip returns the index of the pilot's first chip of that kind or name.
func (p *Pilot) chip(x string) int {
	return slices.IndexFunc(p.Chips, func(c Row) bool { return c.Kind == x || c.Name == x })
}

// Bet settles a bet on one specific event on the board (On): Pilot stakes
// its chip Stake against the chip Their of another pilot (Against) or of
// the house (Against empty); both chips have the same color but not the
// same event. The winner takes the loser's chip and with it the whole
// reward. A bet on a roll re-rolled with Edge is cancelled: do not record
// it (001 L1195-1215, L1225-1243).
type Bet struct {
	Pilot   string `json:"pilot"`
	Stake   string `json:"stake"`
	Against string `json:"against,omitempty"`
	Their   string `json:"their"`
	On      string `json:"on"`
	Won     bool   `json:"won,omitempty"`
	Why     string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*Bet) Type() string { return "bet" }

// Apply implements journal.Event.
func (b *Bet) Apply(s *State) error {
	p, pl, err := s.pilotAndPlayer(b.Pilot)
	if err != nil {
		return err
	}
	r := s.Rules()
	cite := r.Cite(r.BetLine)
	switch {
	case !s.Settings.Betting:
		return fmt.Errorf("this event does not use the optional Betting rules: set betting when opening it (%s)", r.Cite(r.ChipLine))
	case b.On == "":
		return fmt.Errorf("a bet needs the specific event it is on, e.g. \"the AC/20 attack will fail\" (%s)", cite)
	case p.chip(b.Stake) < 0:
		return fmt.Errorf("pilot %q holds no %q chip to stake", p.Name, b.Stake)
	}
	mine := p.Chips[p.chip(b.Stake)]
	var q *Pilot
	var qpl *Player
	theirs, ok := r.chipRow(b.Their)
	if b.Against != "" {
		if q, qpl, err = s.pilotAndPlayer(b.Against); err != nil {
			return err
		}
		if ok = q != p && q.chip(b.Their) >= 0; ok {
			theirs = q.Chips[q.chip(b.Their)]
		}
	}
	switch {
	case !ok:
		return fmt.Errorf("the other side holds no %q chip to stake", b.Their)
	case r.chipColor(mine.Kind) != r.chipColor(theirs.Kind):
		return fmt.Errorf("bets are made with chips of the same color: %s is %s, %s is %s (%s)",
			mine.Name, r.chipColor(mine.Kind), theirs.Name, r.chipColor(theirs.Kind), cite)
	case mine.Name == theirs.Name:
		return fmt.Errorf("bets are made with chips of the same color but not the same event: both are %s (%s)", mine.Name, cite)
	}
	other := "the house"
	if q != nil {
		other = q.Name
	}
	win, lose, wp, lp, chip := p, q, pl, qpl, theirs
	if !b.Won {
		win, lose, wp, lp, chip = q, p, qpl, pl, mine
	}
	what := fmt.Sprintf("Bet with %s on %q: %s chip", other, b.On, chip.Name)
	if lose != nil {
		lose.Chips = slices.Delete(lose.Chips, lose.chip(chip.Name), lose.chip(chip.Name)+1)
		s.post(lp, lose, what+" lost", b.Why, cite, Gain{})
	}
	if win != nil {
		win.Chips = append(win.Chips, chip)
		s.post(wp, win, what+" won", b.Why, cite, Gain{})
	}
	return nil
}

// CashChips cashes in a pilot's poker chips in the Arena Exit phase: one
// ledger line per event with its count, "... x2" (001 L438, L1245-1253).
type CashChips struct {
	Pilot string `json:"pilot"`
	Why   string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*CashChips) Type() string { return "cash_chips" }

// Apply implements journal.Event.
func (c *CashChips) Apply(s *State) error {
	p, pl, err := s.offBoard(c.Pilot, ActCashChips)
	if err != nil {
		return err
	}
	if len(p.Chips) == 0 {
		return fmt.Errorf("pilot %q holds no chips to cash in", p.Name)
	}
	s.cash(p, pl, c.Why+" (chips cashed in)")
	return nil
}

// cash turns the pilot's chips into ledger lines and hands them back.
func (s *State) cash(p *Pilot, pl *Player, why string) {
	for len(p.Chips) > 0 {
		c := p.Chips[0]
		rest := slices.DeleteFunc(p.Chips, func(x Row) bool { return x.Name == c.Name })
		n := len(p.Chips) - len(rest)
		what := c.Name
		if n > 1 {
			what = fmt.Sprintf("%s x%d", what, n)
		}
		s.post(pl, p, what, why, s.Rules().Cite(c.Line), c.Gain.Times(n))
		p.Chips = rest
	}
	p.Chips = nil
}
