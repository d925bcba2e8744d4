package stable

// Note is an interpretation the ledger makes where the seed is silent or
// contradicts itself; the UI can show it beside the figure it affects.
type Note struct {
	ID   string `json:"id"`
	Text string `json:"text"`
	Cite string `json:"cite"`
}

// Notes lists the ledger's interpretations.
func Notes() []Note {
	return []Note{
		{"payouts", "The seed has no league payout table and no experience per match: the payout by place (stones, fame, experience) is a setting, with Lancemate defaults.", "000 L737, L777; G-06, G-07"},
		{"skill-dice", "The basic, piloting and gunnery tables have 9, 7 and 8 skills: each is rolled with a die of that many faces. A stacking skill rolled again gains a box (3 by default); any other skill held is rolled again.", "000 L69, L77-129, L783; G-08"},
		{"payroll-minimum", "A pilot costs fame/100 rounded up but at least 1 stone, as the example charges; the example's total of 23 is a slip for 19.", "000 L892-894; G-32"},
		{"percentages", "Percentage bonuses (abilities, heritage, faction, stable fame, facilities) add up and apply once to the league payout, rounded up; never to fame or stones earned during the match.", "000 L149, L157, L830; G-27"},
		{"rounding", "Discounts, sale prices and interest are computed in whole numbers and rounded up.", "000 L692, L855; G-28, G-45"},
		{"sale", "Selling a Mech that is not destroyed is a trade-in at 50% of its adjusted value (allied faction 60%); a destroyed Mech sells at 25% (40%) of its printed value. A sales team adds 5 or 10 points.", "000 L797, L801, L827-828, L924; G-44"},
		{"repair", "Post-match repair restores every click, past repair markers; each click costs the class rate less reductions, never under 1 stone; a salvaged Mech's equipment and modifications take 2 clicks each.", "000 L785-797, L855, L939; G-35"},
		{"class", "Arena class, repair and maintenance rates follow the adjusted value; equipment and modification limits follow the printed value; Industrial Mechs stay class 0.", "000 L167, L855, L868; G-19"},
		{"modifications", "Equipment adds 10% of the printed value per piece; each modification adds 10% of the current value, as the seed's examples compute.", "000 L855, L868, L939-941; G-33"},
		{"advanced-xp", "In the Advanced game a pilot who can afford a skill in the class just piloted must buy it there first; the 9-point carry-over cap applies only to the Standard game.", "000 L783, L851; G-29"},
		{"faction-bonus", "The faction match bonus is 10% plus 2% per allied-faction Mech the stable owns, at most 20%.", "000 L823; G-27"},
		{"maintenance", "Mechs that fought in the match pay no maintenance; each extra repair or training facility is a basic building (2 stones).", "000 L900, L904; G-46, G-47"},
		{"injury", "An injured pilot sits out 3 matches (a Flesh wound does not count), 1 fewer with a medical team and 1 fewer if healed before the next match; injuries are entered as the match reports them, also for ejected pilots.", "000 L406, L872-874, L923; G-30"},
		{"large-match", "With more than 8 Mechs the first ones out all earn 8th place.", "000 L777; G-26"},
		{"dispossessed", "A stable left with no Mech and under 75 stones after a sale is topped up to 75 stones.", "000 L797"},
		{"stable-fame", "A pilot with exactly 300 fame counts +2 stable fame.", "000 L880; G-31"},
		{"starting-pilots", "New pilots start with 0 fame and 0 experience; Clan pilots get 3 free Light skills, the Training ability 3 free rolled Light skills.", "000 L731, L817; G-43, G-51"},
		{"league-bounds", "League fame bounds are inclusive; the chart's rows decide which Mech classes enter.", "000 L748-771; G-25"},
	}
}
