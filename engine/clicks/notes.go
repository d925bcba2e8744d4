package clicks

// Note is an interpretation the engine makes where the seed is silent or
// contradicts itself; the UI can show it beside the result it affects.
type Note struct {
	ID   string `json:"id"`
	Text string `json:"text"`
	Cite string `json:"cite"`
}

// Notes lists the engine's interpretations (digest "Ambiguities and gaps").
func Notes() []Note {
	return []Note{
		{"heat-effects", "The seed's heat-effect card is missing: heat effects are defined by the group (a die, a number to meet, what passing and failing do).", "000 L280; digest G-01"},
		{"heavy-armor", "Heavy Armor is not in the equipment chart: it reduces close and ranged damage by 1, not Charge, Death from Above or Bull Rush.", "000 L489, L531, L571; digest G-04"},
		{"initiative-ties", "Tied initiative totals are rerolled among the tied 'Mechs.", "000 L195; digest G-10"},
		{"heat-timing", "All heat of an action is applied first; then only the effects showing at the new position are rolled, the target's before the attacker's.", "000 L282, L288, L427-429; digest G-11"},
		{"sweep-ap", "Sweep costs 2 AP as the body says (the chart says 3; a table option).", "000 L527, L1021; digest G-12"},
		{"speed", "Movement uses the current speed, with heat numbers, not the printed one.", "000 L286, L308, L998; digest G-13"},
		{"trip-sweep", "A hit by Trip or Sweep calls for a piloting check at +3 rather than an automatic fall.", "000 L517, L527, L1014, L1021; digest G-14"},
		{"charge", "Charge is one 3-AP action with its run and 3 heat in all; the charger always takes 1 click.", "000 L555-561, L1019; digest G-16"},
		{"dfa", "Death from Above: 3 AP with its jump, 1 heat, -2 to hit (the body's +2 target defense, counted once).", "000 L565, L1018; digest G-17"},
		{"punch-to-hit", "Punch is -1 to hit as the body says (the chart prints 0).", "000 L509, L1003"},
		{"skill-damage", "Deadeye adds its +1 at step 7b, with the attacker's equipment.", "000 L143; digest G-18"},
		{"throw-example", "The Throw example needs 13 on the dice, not 14: 16 difficulty less the +3 piloting bonus.", "000 L523; digest G-20"},
		{"jury-rig", "Jury Rig repairs the acting 'Mech, 1 click (Tech Wizard 2), without a roll.", "000 L585-587, L1012; digest G-23"},
		{"elimination-fame", "Eliminating a 'Mech is worth 1 fame once, although two passages state it.", "000 L258, L692; digest G-24"},
		{"payout-place", "With N 'Mechs, the i-th out is paid as place 9-i; above 8 'Mechs the first out share 8th.", "000 L777-779; digest G-26"},
		{"shutdown", "Shutdown comes when the heat click shows radioactive symbols in all three cells.", "000 L294; digest G-37"},
		{"critical-bonus", "A critical hit adds 1 click to any damaging attack, special attacks and Push included.", "000 L370, L422; digest G-36"},
		{"attacking", "Any action with an attack roll counts as attacking for the fame penalty; Push kills pump as close combat.", "000 L261, L609-614; digest G-38"},
		{"energy-heat", "The one click of heat from energy hits is per target 'Mech per round.", "000 L461; digest G-39"},
		{"fallen-rear", "The fallen target's +2 is the rear arc bonus: not added twice.", "000 L246, L449, L499; digest G-40"},
		{"tie-breakers", "Placement: most kills, most fame, lower point value, fewer skills in the class, a die; salvaged 'Mechs after operational ones.", "000 L700-712; digest G-48"},
		{"multiple-injuries", "Each 12 on the injury table adds two more rolls.", "000 L398; digest G-49"},
	}
}
