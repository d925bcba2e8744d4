package stable

import "lancemate/engine/cite"

// Note is an interpretation the engine makes where the rules are silent
// or contradict themselves.
type Note = cite.Note

// Notes lists the ledger's interpretations.
func Notes() []Note {
	return []Note{
		{ID: "payouts", Text: "The seed has no league payout table and no experience per match: the payout by place (stones, fame, experience) is a setting, with Lancemate defaults.", Cite: "000 L737, L777; G-06, G-07"},
		{ID: "skill-dice", Text: "The rules say to roll a six-sided die for a skill, but the Basic, Piloting and Gunnery tables have 9, 7 and 8 skills, so a d6 could never give the last ones: each table is rolled with a die of that many faces (d9, d7, d8; Legendary d6). A stacking skill rolled again gains a box (3 by default); any other skill held is rolled again.", Cite: "000 L69, L77-129, L783; G-08"},
		{ID: "champion-invitation", Text: "The Champion Prize league is by invitation, not by fame: a pilot enters it only once the ledger records an invitation.", Cite: "000 L748, L771, L1118"},
		{ID: "advanced-only", Text: "Stable fame and pilot payroll are Advanced game rules: a Basic or Standard stable has no stable fame and pays no payroll.", Cite: "000 L807, L876-894"},
		{ID: "payroll-minimum", Text: "A pilot costs fame/100 rounded up but at least 1 stone, as the example charges; the example's total of 23 is a slip for 19.", Cite: "000 L892-894; G-32"},
		{ID: "percentages", Text: "Percentage bonuses (abilities, heritage, faction, stable fame, facilities) add up and apply once to the league payout, rounded up; never to fame or stones earned during the match.", Cite: "000 L149, L157, L830; G-27"},
		{ID: "rounding", Text: "Discounts, sale prices and interest are computed in whole numbers and rounded up.", Cite: "000 L692, L855; G-28, G-45"},
		{ID: "sale", Text: "Selling a Mech that is not destroyed is a trade-in at 50% of its adjusted value (allied faction 60%); a destroyed Mech sells at 25% (40%) of its printed value. A sales team adds 5 or 10 points.", Cite: "000 L797, L801, L827-828, L924; G-44"},
		{ID: "repair", Text: "Post-match repair restores every click, past repair markers; each click costs the class rate less reductions, never under 1 stone; a salvaged Mech's equipment and modifications take 2 clicks each.", Cite: "000 L785-797, L855, L939; G-35"},
		{ID: "class", Text: "Arena class, repair and maintenance rates follow the adjusted value; equipment and modification limits follow the printed value; Industrial Mechs stay class 0.", Cite: "000 L167, L855, L868; G-19"},
		{ID: "modifications", Text: "Equipment adds 10% of the printed value per piece; each modification adds 10% of the current value, as the seed's examples compute.", Cite: "000 L855, L868, L939-941; G-33"},
		{ID: "advanced-xp", Text: "In the Advanced game a pilot who can afford a skill in the class just piloted must buy it there first; the 9-point carry-over cap applies only to the Standard game.", Cite: "000 L783, L851; G-29"},
		{ID: "faction-bonus", Text: "The faction match bonus is 10% plus 2% per allied-faction Mech the stable owns, at most 20%.", Cite: "000 L823; G-27"},
		{ID: "maintenance", Text: "Mechs that fought in the match pay no maintenance; each extra repair or training facility is a basic building (2 stones).", Cite: "000 L900, L904; G-46, G-47"},
		{ID: "injury", Text: "An injured pilot sits out 3 matches (a Flesh wound does not count), 1 fewer with a medical team and 1 fewer if healed before the next match; injuries are entered as the match reports them, also for ejected pilots.", Cite: "000 L406, L872-874, L923; G-30"},
		{ID: "large-match", Text: "With more than 8 Mechs the first ones out all earn 8th place.", Cite: "000 L777; G-26"},
		{ID: "dispossessed", Text: "A stable left with no Mech and under 75 stones after a sale is topped up to 75 stones.", Cite: "000 L797"},
		{ID: "stable-fame", Text: "A pilot with exactly 300 fame counts +2 stable fame.", Cite: "000 L880; G-31"},
		{ID: "starting-pilots", Text: "New pilots start with 0 fame and 0 experience; Clan pilots get 3 free Light skills, the Training ability 3 free rolled Light skills.", Cite: "000 L731, L817; G-43, G-51"},
		{ID: "league-bounds", Text: "League fame bounds are inclusive; the chart's rows decide which Mech classes enter.", Cite: "000 L748-771; G-25"},
	}
}
