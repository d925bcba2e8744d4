package meks

import "lancemate/engine/cite"

// Note is an interpretation the engine makes where the rules are silent
// or contradict themselves.
type Note = cite.Note

// Notes lists the engine's interpretations.
func Notes() []Note {
	return []Note{
		{ID: "build-deck", Text: "The Build deck, its prices and the starting money are not in the rules: each Build card is your definition (a Mek of a size, a pilot of a grade or an attachment, and its MC cost). The campaign starts in a Build phase and each mission ends in one, before the missions are flipped: flip your number of Build cards once, buy any you can pay for; the rest are discarded when the missions are flipped. A bought card goes to the discards (the squad keeps the Mek, pilot or attachment). Meks, pilots and MC can still be recorded by hand.", Cite: "004 L11, L103-104; digest G-M1"},
		{ID: "black-market", Text: "Black Market: you pick the card from the Build deck's draw pile; it joins the face-up Build cards and is bought at its cost like them. Corporate Convention flips 4 more cards at random.", Cite: "004 L103-104"},
		{ID: "attachments", Text: "The rules define no attachment: each is your definition (size, kind, range step, traits); a weapon attacks once per round, in its step.", Cite: "004 L2-9, L44-60; digest G-M3"},
		{ID: "skills", Text: "The Pilot Skill table is not in the rules; skills are names from your table, with no effect in the engine. A random skill is one the pilot lacks.", Cite: "004 L78; digest G-M2"},
		{ID: "foe-modifiers", Text: "Foes use the to-hit modifier of their step, your Mek's size, and missiles +1 to hit and +1D6 damage; their damage is 1D6 plus the Dam column, without the weapon range modifiers.", Cite: "004 L38-60, L124; digest G-M5"},
		{ID: "min-damage", Text: "A hit deals at least 0 damage.", Cite: "004 L49-60; digest G-M6"},
		{ID: "missile-foes", Text: "Missile foes (Support Mek, MMLS) attack in round 1 only.", Cite: "004 L61, L140-141; digest G-M7"},
		{ID: "infantry", Text: "Area weapons get +2 damage against foes named Infantry and Jump Troops.", Cite: "004 L55; digest G-M8"},
		{ID: "retreat", Text: "The squad retreats between rounds, before the round's first attack (a step with no attack to make does not end that chance); damage stays, no pay.", Cite: "004 L26, L66; digest G-M10"},
		{ID: "pilots-survive", Text: "New pilots start Green; the pilot and attachments of a destroyed Mek survive it, and the pilot rolls at the debriefing.", Cite: "004 L62, L69; digest G-M11"},
		{ID: "player-cards", Text: "Event cards help the squad: Battle Scarred, Out of Ammo, Immobilized and Gyros Damaged target a foe; Head Hit destroys a foe Mek that a squad weapon hits.", Cite: "004 L105-115; digest G-M12"},
		{ID: "battle-start", Text: "Battle Scarred and On Shore Leave are played in the engagement, in round 1 before its first attack; Fill picks On Shore Leave's foe at random.", Cite: "004 L105-106"},
		{ID: "random-target", Text: "Each foe attack, a 2nd attack too, picks its own random Mek among those still standing. Its odds are known once the Mek is rolled: the Mek's size and a Jammer change them.", Cite: "004 L36, L42-43, L48, L129, L138; digest G-M13"},
		{ID: "allies", Text: "Allies attack foes with their card's values, are not attacked, and are discarded after the engagement.", Cite: "004 L118; digest G-M14"},
		{ID: "support-attack", Text: "A support card's attack (Artillery Support and the like) is made in the Long Range step with the LR to-hit and damage modifiers and the foe's evade, plus 1D6 damage.", Cite: "004 L39, L58, L109-112"},
		{ID: "mutual-destruction", Text: "If the squad and the last foes are destroyed in the same step, the squad counts as destroyed: no pay.", Cite: "004 L65-66"},
		{ID: "reshuffle", Text: "An empty draw pile is refilled with its discards; foe cards are discarded after the mission.", Cite: "004 L14, L68"},
		{ID: "hand-limit", Text: "The 8-card hand limit is checked when the mission ends, after the repair phase.", Cite: "004 L86; digest G-M4"},
	}
}
