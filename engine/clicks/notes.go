package clicks

import "lancemate/engine/cite"

// Note is an interpretation the engine makes where the rules are silent
// or contradict themselves.
type Note = cite.Note

// Notes lists the engine's interpretations (digest "Ambiguities and gaps").
func Notes() []Note {
	return []Note{
		{ID: "heat-effects", Text: "The rules' heat-effect card is missing: your group defines the heat effects (a die, a number to meet, what passing and failing do).", Cite: "000 L280; digest G-01"},
		{ID: "heavy-armor", Text: "Heavy Armor is not in the equipment chart: it reduces close and ranged damage by 1, not Charge, Death from Above or Bull Rush.", Cite: "000 L489, L531, L571; digest G-04"},
		{ID: "initiative-ties", Text: "Tied initiative totals are rerolled among the tied 'Mechs.", Cite: "000 L195; digest G-10"},
		{ID: "heat-timing", Text: "All heat of an action is applied first; then only the effects showing at the new position are rolled, the target's before the attacker's.", Cite: "000 L282, L288, L427-429; digest G-11"},
		{ID: "sweep-ap", Text: "Sweep costs 2 AP as the body says (the chart says 3; a table option).", Cite: "000 L527, L1021; digest G-12"},
		{ID: "speed", Text: "Movement uses the current speed, with heat numbers, not the printed one.", Cite: "000 L286, L308, L998; digest G-13"},
		{ID: "trip-sweep", Text: "A hit by Trip or Sweep calls for a piloting check at +3 rather than an automatic fall.", Cite: "000 L517, L527, L1014, L1021; digest G-14"},
		{ID: "charge", Text: "Charge is one 3-AP action with its run and 3 heat in all; the charger always takes 1 click.", Cite: "000 L555-561, L1019; digest G-16"},
		{ID: "dfa", Text: "Death from Above: 3 AP with its jump, 1 heat, -2 to hit (the body's +2 target defense, counted once).", Cite: "000 L565, L1018; digest G-17"},
		{ID: "punch-to-hit", Text: "Punch is -1 to hit as the body says (the chart prints 0).", Cite: "000 L509, L1003"},
		{ID: "skill-damage", Text: "Deadeye adds its +1 at step 7b, with the attacker's equipment.", Cite: "000 L143; digest G-18"},
		{ID: "throw-example", Text: "The Throw example needs 13 on the dice, not 14: 16 difficulty less the +3 piloting bonus.", Cite: "000 L523; digest G-20"},
		{ID: "jury-rig", Text: "Jury Rig repairs the acting 'Mech, 1 click (Tech Wizard 2), without a roll.", Cite: "000 L585-587, L1012; digest G-23"},
		{ID: "elimination-fame", Text: "Eliminating a 'Mech is worth 1 fame once, although two passages state it.", Cite: "000 L258, L692; digest G-24"},
		{ID: "payout-place", Text: "The first 'Mech out is paid as 8th place, the second out as 7th, and so on; with more than 8 'Mechs, the first ones out share 8th.", Cite: "000 L777-779; digest G-26"},
		{ID: "shutdown", Text: "Shutdown comes when the heat click shows radioactive symbols in all three cells.", Cite: "000 L294; digest G-37"},
		{ID: "critical-bonus", Text: "A critical hit adds 1 click to any damaging attack, special attacks and Push included.", Cite: "000 L370, L422; digest G-36"},
		{ID: "attacking", Text: "Any action with an attack roll counts as attacking for the fame penalty; Push kills pump as close combat.", Cite: "000 L261, L609-614; digest G-38"},
		{ID: "energy-heat", Text: "The one click of heat from energy hits is per target 'Mech per round.", Cite: "000 L461; digest G-39"},
		{ID: "divided-fire", Text: "A Fire at several targets: the damage value is divided among the targets hit, as declared before the roll; a missed target's share goes to the first target hit, and one hit alone takes it all. Undo and enter other shares to divide it otherwise.", Cite: "000 L477, L1126"},
		{ID: "fallen-rear", Text: "The fallen target's +2 is the rear arc bonus: not added twice.", Cite: "000 L246, L449, L499; digest G-40"},
		{ID: "tie-breakers", Text: "Placement: most kills, most fame, lower point value, fewer skills in the class, a die; salvaged 'Mechs after operational ones.", Cite: "000 L700-712; digest G-48"},
		{ID: "multiple-injuries", Text: "Each 12 on the injury table adds two more rolls.", Cite: "000 L398; digest G-49"},
	}
}
