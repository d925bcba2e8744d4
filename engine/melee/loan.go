package melee

// loanBands is the Loans table: the highest Fame of each band and its
// maximum loan (001 L243-273 = L1772-1803, 002 L138-147). "Each +10 Fame
// (up to 79)" adds 1,000,000; Fame 70 and more borrows the 8,000,000 cap
// (001 L237-239, AMB-10).
var loanBands = [...]struct {
	Fame int
	Max  int64
}{
	{0, 200000}, {3, 400000}, {6, 700000}, {9, 1000000}, {15, 1500000}, {21, 2500000},
	{29, 3000000}, {39, 4000000}, {49, 5000000}, {59, 6000000}, {69, 7000000}, {79, 8000000},
}

// MaxLoan is the largest loan a pilot of that Fame may take; bands moves
// up that many rows (Glass Tower, 001 L910). Fame below 0 uses the 0 row.
func MaxLoan(fame, bands int) int64 {
	i := 0
	for i < len(loanBands)-1 && fame > loanBands[i].Fame {
		i++
	}
	return loanBands[min(i+bands, len(loanBands)-1)].Max
}

// DefaultFame is the Fame lost for defaulting on amount: "the maximum
// amount of fame required to acquire the Loan" (002 L134), the top Fame of
// the lowest band that lends that much (AMB-46).
func DefaultFame(amount int64) int {
	for _, b := range loanBands {
		if b.Max >= amount {
			return b.Fame
		}
	}
	return loanBands[len(loanBands)-1].Fame
}
