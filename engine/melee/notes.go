package melee

// Note is an interpretation the engine makes where the seeds are silent
// or contradict themselves (the digest's default); the UI can show it
// beside the result it affects.
type Note struct {
	ID   string `json:"id"`
	Text string `json:"text"`
	Cite string `json:"cite"`
}

// Notes lists the engine's interpretations.
func Notes() []Note {
	return []Note{
		{"AMB-01", "Spot repair of \"any other critical\" costs 5,000 C-bills (the body copy and the League); the appendix says 10,000.", "001 L538, L1843; 002 L106"},
		{"AMB-02", "DeLon does not allow Clan 'Mechs: only the appendix copy marks it *C*.", "001 L710, L1627"},
		{"AMB-06", "The seed's spot repair total 936,560 should be 936,540 (425,700 + 4 x 127,710); Lancemate follows the rule's arithmetic.", "001 L499-505; 002 L112"},
		{"AMB-07", "Only 'Mech prices are rounded to 10,000 (down in the Tournament, up in the League); repairs, healing and ammo are exact; League divided awards round to the nearest 10,000.", "001 L185-187; 002 L15, L271-272"},
		{"AMB-09", "A Tournament pilot holds at most six abilities besides Edge, Loan and Affiliation.", "001 L404-423"},
		{"AMB-10", "Loans: Fame 70 and more borrows the 8,000,000 cap; Fame 0 or less the 200,000 row.", "001 L237-273"},
		{"AMB-13", "Withdrawing costs the row's numbers: a stable -4 Fame, 8 CP, 2,000,000; a sponsor -2 Fame, 4 CP, 500,000.", "001 L828, L983"},
		{"AMB-20", "Famous pilot (Tournament): one award for every full 15 Fame of difference, for each claimant, added to the kill.", "001 L1516"},
		{"AMB-21", "The Light-'Mech damage row needs the attacker's 'Mech to be Light (Clan Light counts as Medium).", "001 L1550; 002 L288"},
		{"AMB-22", "DVG is added to a damage award of 5 or more points to one opponent two or more classes heavier.", "001 L1556; 002 L291"},
		{"AMB-24", "The ejection surcharge is 5% of the base cost, added to full or spot repairs of a 'Mech neither crippled nor destroyed.", "001 L540; 002 L107"},
		{"AMB-25", "The DFA/charge -30% applies to the next repair bill and replaces the other discounts; surcharges still apply; several do not stack; the player may decline it.", "001 L1543; 002 L284"},
		{"AMB-26", "Repair and purchase percentages from abilities, stables and sponsors add up; the Clan markup applies first.", "001 L157, L1566"},
		{"AMB-27", "Warner's -20% applies to the CP including the 4th-6th surcharge, rounded up; Renegades' -10 CP comes after.", "001 L766, L966"},
		{"AMB-30", "A pilot dropped from a stable for low Fame gets a third of the joining C-bills back, rounded down to 10,000.", "001 L1345-1346"},
		{"AMB-35", "A loan lets the balance go down to minus the Fame band's maximum; it is erased when the balance is back at 0 or more.", "001 L219-229; 002 L132-134"},
		{"AMB-36", "A Tournament pilot may buy the first 'Mech on a loan; later 'Mechs wait until it is repaid.", "001 L229-231"},
		{"AMB-38", "League MechWarriors start with 10 CP and 0 Fame, as in the Tournament.", "002 L13-15; 001 L155"},
		{"AMB-39", "League C-bills and Edge cards belong to the player's stable; Fame and CP to each MechWarrior; one loan per player.", "002 L15, L19, L132-134"},
		{"AMB-42", "League divided awards: Fame and CP half up with a minimum of 1, C-bills to the nearest 10,000.", "002 L271-273"},
		{"AMB-43", "League unmodified book cost is the SSW price times the Clan and custom multipliers, rounded up; a damaged 'Mech sells for 75% of it minus the full repair cost.", "002 L119"},
		{"AMB-44", "League famous pilot award is not divided: each claimant 20+ Fame below the target gets it once.", "002 L275"},
		{"AMB-45", "Early exit penalties apply only to voluntary exits through a portal before the minimum turns.", "002 L213, L297"},
		{"AMB-46", "Defaulting costs the top Fame of the lowest loan band lending the defaulted amount (1.5M: 15 Fame).", "002 L134"},
		{"AMB-47", "League milestones use current Fame; each removal milestone gives one removal.", "002 L31, L60-67"},
		{"AMB-52", "The Tournament gives no early-exit numbers: no penalty unless the judges set one in the event settings.", "001 L996-998"},
		{"AMB-57", "Toughness keeps the abilities on the first wound since the last healing.", "001 L385"},
		{"AMB-60", "Abilities lost to wounds still count toward the ability limits.", "001 L163-165"},
		{"loan-obcs", "A League loan may be defaulted during the third Off Board Cycle it has been out, counting the one it was taken in.", "002 L134"},
		{"league-order", "The League gives no Off Board Cycle order: repair and heal, sell, abilities, buy 'Mechs, special munitions; loans and Edge any time.", "002 L88-128"},
		{"league-ranking", "The League has no ranking rules; the judge view ranks as the Tournament qualifiers: kills, Fame, solo kills, net worth.", "001 L1127-1134"},
	}
}
