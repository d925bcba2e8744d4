package melee

import (
	"fmt"
	"slices"

	"lancemate/engine/words"
)

// AbilityCost is what an ability costs a pilot now: CP with the slot
// surcharge and the Warner and Renegades modifiers, and C-bills.
type AbilityCost struct {
	CP     int   `json:"cp"`
	Cbills int64 `json:"cbills"`
	Slot   int   `json:"slot"` // 1-6, 0 for extras
}

// counted is the number of abilities the pilot holds that count toward
// the limits, lost ones included (AMB-60).
func (p *Pilot) counted(r *Ruleset) int {
	n := 0
	for _, o := range p.Abilities {
		if a, ok := r.ability(o.Name); ok && a.Extra == NotExtra {
			n++
		}
	}
	return n
}

func (p *Pilot) owned(name string) int {
	return slices.IndexFunc(p.Abilities, func(o Owned) bool { return o.Name == name })
}

// AbilityPrice checks whether the pilot may buy the ability and prices it
// (001 L155-181, L395-426, L547-554, L966, L766; 002 L21-31, L60-69).
func (s *State) AbilityPrice(pilot, name string) (AbilityCost, error) {
	p, pl, err := s.pilotAndPlayer(pilot)
	if err != nil {
		return AbilityCost{}, err
	}
	r := s.Rules()
	a, ok := r.ability(name)
	if !ok {
		return AbilityCost{}, fmt.Errorf("pilot %q: %q is not an ability of the %s ruleset", p.Name, name, r.ID)
	}
	cite := r.Cite(a.Line)
	fail := func(format string, args ...any) (AbilityCost, error) {
		return AbilityCost{}, fmt.Errorf("pilot %q: cannot buy %s: "+format, append([]any{p.Name, name}, args...)...)
	}
	c := AbilityCost{CP: a.CP, Cbills: a.Cbills}
	switch {
	case a.Fame > 0 && p.Fame < a.Fame:
		return fail("needs %d Fame, has %d (%s)", a.Fame, p.Fame, cite)
	case pl.Cbills < 0 && (r.Loan.BlocksAll || a.Extra == NotExtra) && a.Extra != ExtraLoan:
		return fail("%s owes %s C-bills: no ability until the purse is back at zero or more", pl.Name, money(pl.Owed()))
	case pl.Members != nil:
		return fail("a Team log's Fame, CP and C-bills buy no pilot abilities (001 L1359-1361)")
	case pl.Debt != nil && a.Extra == NotExtra:
		return fail("no ability until the stablemate loan is repaid (001 L594)")
	case a.Extra != NotExtra:
		return c, nil
	case p.owned(name) >= 0:
		return fail("already owned; abilities are bought once (%s)", cite)
	case slices.Contains(p.Dropped, name):
		return fail("it was dropped and may not be bought again (002 L31)")
	case a.Prereq != "" && p.owned(a.Prereq) < 0:
		return fail("needs %s first (%s)", a.Prereq, cite)
	}
	if cap := r.TierCaps[a.Tier]; cap > 0 {
		n := 0
		for _, o := range p.Abilities {
			if b, _ := r.ability(o.Name); b != nil && b.Tier == a.Tier {
				n++
			}
		}
		if n >= cap {
			return fail("a career allows %d Tier %d abilities (001 L163-165)", cap, a.Tier)
		}
	}
	c.Slot = p.counted(r) + 1
	if c.Slot > len(r.Slots) {
		return fail("already holds %d abilities, the most allowed (%s)", len(r.Slots), r.Cite(r.SlotLine))
	}
	slot := r.Slots[c.Slot-1]
	if p.Fame < slot.Fame {
		return fail("a %s ability needs %d Fame, has %d (%s)", words.Ordinal(c.Slot), slot.Fame, p.Fame, r.Cite(r.SlotLine))
	}
	c.CP += slot.Surcharge
	for _, sp := range s.sponsorsOf(pl) {
		c.CP = (c.CP*(100+sp.AbilityPct) + 99) / 100 // Warner, rounded up (AMB-27)
	}
	if slot.Surcharge > 0 {
		c.CP = max(0, c.CP-s.stableOf(pl).SlotCP) // Renegades (AMB-28)
	}
	return c, nil
}

// BuyAbility buys a pilot ability in the Arena Entrance phase (001 L454,
// 002 L23). The extras are bought here too: Edge (a card for the player),
// Loan (any step of the cycle) and Affiliation: Declare or Change (House).
type BuyAbility struct {
	Pilot   string `json:"pilot"`
	Ability string `json:"ability"`
	Detail  string `json:"detail,omitempty"` // Weapon Specialist's weapon (001 L167-169)
	House   string `json:"house,omitempty"`  // affiliation
	Why     string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*BuyAbility) Type() string { return "buy_ability" }

// Apply implements journal.Event.
func (b *BuyAbility) Apply(s *State) error {
	p, pl, err := s.pilotAndPlayer(b.Pilot)
	if err != nil {
		return err
	}
	r := s.Rules()
	a, ok := r.ability(b.Ability)
	if !ok {
		return fmt.Errorf("pilot %q: %q is not an ability of the %s ruleset", p.Name, b.Ability, r.ID)
	}
	act := map[Extra]Action{ExtraEdge: ActEdge, ExtraLoan: ActLoan}[a.Extra]
	if act == "" {
		act = ActBuyAbility
	}
	if err := s.enter(pl, p, act); err != nil {
		return err
	}
	c, err := s.AbilityPrice(p.Name, b.Ability)
	if err != nil {
		return err
	}
	if p.CP < c.CP {
		return fmt.Errorf("pilot %q: cannot buy %s: needs %d CP, has %d (%s)", p.Name, b.Ability, c.CP, p.CP, r.Cite(a.Line))
	}
	if !s.canSpend(pl, c.Cbills) {
		return fmt.Errorf("pilot %q: cannot buy %s: costs %d C-bills, has %d (%s)", p.Name, b.Ability, c.Cbills, pl.Cbills, r.Cite(a.Line))
	}
	g, what := Gain{CP: -c.CP, Cbills: -c.Cbills}, "Bought "+b.Ability
	switch a.Extra {
	case ExtraEdge:
		if err := s.giveEdge(pl); err != nil {
			return fmt.Errorf("pilot %q: cannot buy Edge: %w", p.Name, err)
		}
	case ExtraLoan:
		// The loan is the negative balance (AMB-35): with money in the
		// purse there is nothing to borrow, and 5 CP would buy nothing.
		if pl.Cbills >= 0 && !pl.Defaulted && pl.Loan == nil {
			return fmt.Errorf("%s: the purse holds %s C-bills, so nothing is owed. A loan is the purse going below zero: take it with the repair or purchase that costs more than the purse holds", p.Name, money(pl.Cbills))
		}
		if err := s.takeLoan(p, pl, pl.Owed()); err != nil {
			return err
		}
		what = fmt.Sprintf("Took a loan: %s C-bills owed (up to %s at %d Fame)", money(pl.Owed()), money(pl.Loan.Max), p.Fame)
	case ExtraDeclare, ExtraChange:
		if err := affiliate(pl, a, b.House); err != nil {
			return fmt.Errorf("pilot %q: %w", p.Name, err)
		}
		what += " " + b.House
		if a.Extra == ExtraChange {
			g.Fame = -2 // 001 L402
		}
	default:
		p.Abilities = append(p.Abilities, Owned{Name: b.Ability, Detail: b.Detail})
		if c.Slot > 3 {
			what += fmt.Sprintf(" (%s ability)", words.Ordinal(c.Slot))
		}
	}
	s.post(pl, p, what, b.Why, r.Cite(a.Line), g)
	return nil
}

// houses are the Houses a pilot may declare (001 L834-836).
var houses = []string{"CC", "DC", "FS", "FWL", "LA"}

// Houses lists the Houses an affiliation may name (001 L834-836).
func Houses() []string { return slices.Clone(houses) }

// affiliate declares or changes the player's House (001 L400-402,
// AMB-12).
func affiliate(pl *Player, a *Ability, house string) error {
	switch {
	case !slices.Contains(houses, house):
		return fmt.Errorf("%q is not a House: CC, DC, FS, FWL or LA (001 L836)", house)
	case a.Extra == ExtraDeclare && pl.Affiliation != "":
		return fmt.Errorf("already affiliated with %s: use Affiliation: Change (001 L402)", pl.Affiliation)
	case a.Extra == ExtraChange && (pl.Affiliation == "" || pl.Affiliation == house):
		return fmt.Errorf("Affiliation: Change needs another House declared first (001 L400-402)")
	}
	pl.Affiliation = house
	return nil
}

// DropAbility drops an ability at a League Fame milestone; it may not be
// bought again (002 L31, L60-67, AMB-47).
type DropAbility struct {
	Pilot   string `json:"pilot"`
	Ability string `json:"ability"`
	Why     string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*DropAbility) Type() string { return "drop_ability" }

// Apply implements journal.Event.
func (d *DropAbility) Apply(s *State) error {
	p, pl, err := s.offBoard(d.Pilot, ActDropAbility)
	if err != nil {
		return err
	}
	rights := 0
	for _, f := range s.Rules().RemoveFame {
		if p.Fame >= f {
			rights++
		}
	}
	i := p.owned(d.Ability)
	switch {
	case i < 0:
		return fmt.Errorf("pilot %q does not have %s", p.Name, d.Ability)
	case rights <= p.Removals:
		return fmt.Errorf("pilot %q: cannot drop %s: Fame %d gives %d removals, %d used (002 L60-67)", p.Name, d.Ability, p.Fame, rights, p.Removals)
	}
	p.Abilities = slices.Delete(p.Abilities, i, i+1)
	p.Dropped = append(p.Dropped, d.Ability)
	p.Removals++
	s.post(pl, p, "Dropped "+d.Ability, d.Why, "002 L31", Gain{})
	return nil
}
