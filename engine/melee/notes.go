package melee

import "lancemate/engine/cite"

// Note is an interpretation the engine makes where the rules are silent
// or contradict themselves.
type Note = cite.Note

// Notes lists the engine's interpretations.
func Notes() []Note {
	return []Note{
		{ID: "AMB-01", Text: "Spot repair of \"any other critical\" costs 5,000 C-bills (the body copy and the League); the appendix says 10,000.", Cite: "001 L538, L1843; 002 L106"},
		{ID: "AMB-02", Text: "DeLon does not allow Clan 'Mechs: only the appendix copy marks it *C*.", Cite: "001 L710, L1627"},
		{ID: "AMB-06", Text: "The seed's spot repair total 936,560 should be 936,540 (425,700 + 4 x 127,710); Lancemate follows the rule's arithmetic.", Cite: "001 L499-505; 002 L112"},
		{ID: "AMB-07", Text: "Only 'Mech prices are rounded to 10,000 (down in the Tournament, up in the League); repairs, healing and ammo are exact; League divided awards round to the nearest 10,000.", Cite: "001 L185-187; 002 L15, L271-272"},
		{ID: "AMB-09", Text: "A Tournament pilot holds at most six abilities besides Edge, Loan and Affiliation.", Cite: "001 L404-423"},
		{ID: "AMB-10", Text: "Loans: Fame 70 and more borrows the 8,000,000 cap; Fame 0 or less the 200,000 row.", Cite: "001 L237-273"},
		{ID: "AMB-13", Text: "Withdrawing costs the row's numbers: a stable -4 Fame, 8 CP, 2,000,000; a sponsor -2 Fame, 4 CP, 500,000.", Cite: "001 L828, L983"},
		{ID: "AMB-20", Text: "Famous pilot (Tournament): one award for every full 15 Fame of difference, for each claimant, added to the kill.", Cite: "001 L1516"},
		{ID: "AMB-21", Text: "The Light-'Mech damage row needs the attacker's 'Mech to be Light (Clan Light counts as Medium).", Cite: "001 L1550; 002 L288"},
		{ID: "AMB-22", Text: "DVG is added to a damage award of 5 or more points to one opponent two or more classes heavier.", Cite: "001 L1556; 002 L291"},
		{ID: "AMB-24", Text: "The ejection surcharge is 5% of the base cost, added to full or spot repairs of a 'Mech neither crippled nor destroyed.", Cite: "001 L540; 002 L107"},
		{ID: "AMB-25", Text: "The DFA/charge -30% applies to the next repair bill and replaces the other discounts; surcharges still apply; several do not stack; the player may decline it.", Cite: "001 L1543; 002 L284"},
		{ID: "AMB-26", Text: "Repair and purchase percentages from abilities, stables and sponsors add up; the Clan markup applies first.", Cite: "001 L157, L1566"},
		{ID: "AMB-27", Text: "Warner's -20% applies to the CP including the 4th-6th surcharge, rounded up; Renegades' -10 CP comes after.", Cite: "001 L766, L966"},
		{ID: "AMB-30", Text: "A pilot dropped from a stable for low Fame gets a third of the joining C-bills back, rounded down to 10,000.", Cite: "001 L1345-1346"},
		{ID: "AMB-31", Text: "Advanced Rules for Sponsors: the judge records a sponsor check in the Arena Exit phase with the earnings the player reports (event awards and cashed chips; no sales or sponsor gains); the minimum is twice each sponsor's C-bill Gain.", Cite: "001 L1293-1305"},
		{ID: "AMB-32", Text: "Favors keep one sponsor each for twice that sponsor's Fame minimum.", Cite: "001 L1319-1323"},
		{ID: "AMB-33", Text: "A sponsor lost for earnings may be rejoined from the next Off Board Cycle, paying its CP but without its C-bill Gain; a withdrawal bans for good.", Cite: "001 L575, L1329-1333"},
		{ID: "AMB-35", Text: "A loan is the purse below zero, down to minus the Fame band's maximum: it is taken with the repair or purchase that costs more than the purse holds (or while the purse is already below zero), costs 5 CP then, and is erased when the purse is back at 0 or more. With money in the purse there is nothing to borrow.", Cite: "001 L217-229; 002 L132-134"},
		{ID: "AMB-37", Text: "A 'Mech repaired before its sale may take the purse below zero without a loan; what is owed blocks 'Mech and ability purchases like a loan until the purse is back at 0 or more.", Cite: "001 L465-467"},
		{ID: "AMB-36", Text: "A Tournament pilot may buy the first 'Mech on a loan; later 'Mechs wait until it is repaid.", Cite: "001 L229-231"},
		{ID: "AMB-38", Text: "The League gives each player 25,000,000 C-bills and four MechWarriors with Piloting 4 and Gunnery 3, but no starting Fame or CP: each MechWarrior starts with 10 CP and 0 Fame, as in the Tournament.", Cite: "002 L15 (silent on Fame and CP); 001 L155; digest AMB-38"},
		{ID: "AMB-39", Text: "League C-bills and Edge cards belong to the player's stable; Fame and CP to each MechWarrior; one loan per player.", Cite: "002 L15, L19, L132-134"},
		{ID: "AMB-42", Text: "League divided awards: Fame and CP half up with a minimum of 1, C-bills to the nearest 10,000.", Cite: "002 L271-273"},
		{ID: "AMB-43", Text: "League unmodified book cost is the SSW price times the Clan and custom multipliers, rounded up; a damaged 'Mech sells for 75% of it minus the full repair cost.", Cite: "002 L119"},
		{ID: "AMB-44", Text: "League famous pilot award is not divided: each claimant 20+ Fame below the target gets it once.", Cite: "002 L275"},
		{ID: "AMB-45", Text: "Early exit penalties apply only to voluntary exits through a portal before the minimum turns.", Cite: "002 L213, L297"},
		{ID: "AMB-46", Text: "Defaulting costs the top Fame of the lowest loan band lending the defaulted amount (1.5M: 15 Fame).", Cite: "002 L134"},
		{ID: "AMB-47", Text: "League milestones use current Fame; each removal milestone gives one removal.", Cite: "002 L31, L60-67"},
		{ID: "AMB-52", Text: "The Tournament gives no early-exit numbers: no penalty unless the judges set one in the event settings.", Cite: "001 L996-998"},
		{ID: "AMB-57", Text: "Toughness keeps the abilities on the first wound since the last healing.", Cite: "001 L385"},
		{ID: "AMB-58", Text: "A team has one sponsor; its Team log is a player with one pilot sheet of the team's name, fed by deposits from the members.", Cite: "001 L1351-1357, L1383"},
		{ID: "AMB-60", Text: "Abilities lost to wounds still count toward the ability limits.", Cite: "001 L163-165"},
		{ID: "chips", Text: "Betting chips: an award becomes one chip per row claimed (add-ons included), colored by the award's table section (Kills, Crippling, Special Attack, Flashy Moves); the house stakes any row of the table; end_day cashes every chip.", Cite: "001 L1187-1197, L1255"},
		{ID: "loan-obcs", Text: "A League loan may be defaulted during the third Off Board Cycle it has been out, counting the one it was taken in.", Cite: "002 L134"},
		{ID: "league-order", Text: "The League gives no Off Board Cycle order: repair and heal, sell, abilities, buy 'Mechs, special munitions; loans and Edge any time. Each MechWarrior has its own cycle from the moment it leaves the arena.", Cite: "002 L88-128"},
		{ID: "repair-first", Text: "The cycle does not move past the repair step while a damaged, crippled, destroyed or ejected-from 'Mech waits for its repair: repair it, sell it, or (not destroyed, not ejected) let it go back in as it is with the judge's approval. A spot repair settles it.", Cite: "001 L432-434, L481-483; 002 L92"},
		{ID: "kill-destroys", Text: "A kill recorded against a pilot of the event destroys that pilot's 'Mech: its repair is the destroyed row.", Cite: "001 L886-888, L1064-1066; 002 L101, L271"},
		{ID: "league-ranking", Text: "The League has no ranking rules; the judge view ranks as the Tournament qualifiers: kills, Fame, solo kills, net worth.", Cite: "001 L1127-1134"},
	}
}
