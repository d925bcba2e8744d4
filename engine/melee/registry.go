package melee

import "lancemate/engine/journal"

// Registry returns the registry of every ledger event type, for reading
// saved ledgers and scenario files.
func Registry() *journal.Registry[State] {
	var r journal.Registry[State]
	register[Open](&r)
	register[AddPlayer](&r)
	register[StartDay](&r)
	register[EndDay](&r)
	register[EnterArena](&r)
	register[LeaveArena](&r)
	register[Award](&r)
	register[MechStatus](&r)
	register[Wound](&r)
	register[Killed](&r)
	register[Repair](&r)
	register[Heal](&r)
	register[Sell](&r)
	register[BuyMech](&r)
	register[BuyAbility](&r)
	register[DropAbility](&r)
	register[Join](&r)
	register[Withdraw](&r)
	register[UseEdge](&r)
	register[UseToken](&r)
	register[DefaultLoan](&r)
	register[BuyAmmo](&r)
	register[StableLoan](&r)
	register[Bet](&r)
	register[CashChips](&r)
	register[SponsorCheck](&r)
	register[FormTeam](&r)
	register[Deposit](&r)
	register[RepayStableLoan](&r)
	register[KeepDamage](&r)
	return &r
}

// register makes event type E readable.
func register[E any, P interface {
	*E
	journal.Event[State]
}](r *journal.Registry[State]) {
	r.Register(func() journal.Event[State] { return P(new(E)) })
}

// New starts an empty ledger; its first event must be Open. Save it with
// json.Marshal and read it back with Load.
func New() *journal.Journal[State] {
	return journal.New(Registry(), func() State { return State{} }, nil)
}

// Preview returns the ledger entries ev would write, without applying it
// (journal.Try), so the UI can show the Fame, CP and C-bill change per
// pilot before the player confirms.
func Preview(j *journal.Journal[State], ev journal.Event[State]) ([]Entry, error) {
	next, err := j.Try(ev)
	if err != nil {
		return nil, err
	}
	return next.Entries[len(j.Peek().Entries):], nil
}
