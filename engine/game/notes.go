package game

import "lancemate/engine/cite"

// Note is an interpretation the engine makes where the rules are silent
// or contradict themselves.
type Note = cite.Note

// The engine's interpretations.
var (
	NoteHipRounding           = Note{ID: "hip-rounding", Text: "A hip critical hit halves Walking MP; the rules do not say how to round, Lancemate rounds up.", Cite: "003 L2762; digest 16.2 #9"}
	NoteFallAutoDamage        = Note{ID: "fall-auto-damage", Text: "Two passages list when a fall hurts the pilot automatically; Lancemate applies both: unconscious pilot, immobile or shut-down 'Mech, both legs lost, or a pilot PSR above 12.", Cite: "003 L3339, L3395, L3212; digest 16.2 #6"}
	NoteConsciousnessPerPoint = Note{ID: "consciousness-per-point", Text: "Each point of pilot damage gets its own Consciousness Roll against the number for the hits taken up to that point.", Cite: "003 L3405, L3418; digest 16.2 #13"}
	NoteHeatBinChoice         = Note{ID: "heat-bin-choice", Text: "When bins tie for a heat explosion the rules let the controller choose (equal damage per shot) or roll at random (equal shots); Lancemate asks the players to pick the bin.", Cite: "003 L3079-3081"}
	NoteAmmoOver30            = Note{ID: "ammo-over-30", Text: "Above 30 heat the ammunition Avoid number is not stated; Lancemate keeps the 8+ of 28-30.", Cite: "003 L3077; digest 16.2 #22"}
	NoteChargeTable           = Note{ID: "charge-table", Text: "The charge rules do not name the hit location table; Lancemate uses the Hit Location Table for the target (side of the attack) and its Front column for the attacker.", Cite: "003 L2064, L4199; digest 16.2 #11"}
	NotePSRPhaseEvents        = Note{ID: "psr-phase-events", Text: "Every PSR counts the modifiers of all the PSR events of its phase so far, also those whose rolls are already made: a 'Mech that entered Depth 1 water and fell stands up with the -1.", Cite: "003 L3117-3123, L8489"}
	NoteRunJumpPSR            = Note{ID: "run-jump-psr", Text: "Running with a damaged gyro or hip calls for one PSR, jumping with damaged gyro or leg actuators one, jumping with a destroyed leg another: one per row of the PSR table.", Cite: "003 L3167-3169"}
	NoteShutdownPSR           = Note{ID: "shutdown-psr", Text: "One passage fails every PSR of an immobile (shut-down) 'Mech; the shutdown rule asks for a PSR at +3. Lancemate rolls that PSR and fails every other PSR while the 'Mech is shut down.", Cite: "003 L3063, L3107, L3212"}
	NoteGyroSix               = Note{ID: "gyro-six", Text: "A destroyed gyro counts +6 in all in the fall's pilot roll (+3 damaged, +3 destroyed), also when its first hit came in an earlier phase.", Cite: "003 L2734, L2738, L3214"}
	NoteLBXCluster            = Note{ID: "lbx-cluster", Text: "The seed never gives the Damage Value of LB-X cluster munitions; Lancemate uses 1 point per projectile in groupings of 1, with the weapon's class (2, 5, 10, 20) as the Cluster Hits column.", Cite: "003 L6009, L6846; digest 16.2 #1"}
	NoteBeyondLongRange       = Note{ID: "beyond-long-range", Text: "The rules state that a weapon cannot fire beyond its long range only for C3 networks; Lancemate refuses such shots for every 'Mech.", Cite: "003 L1586, L7213"}
	NoteRangeZero             = Note{ID: "range-zero", Text: "A target in the attacker's own hex (range 0) is at short range, and the minimum range modifier counts from 0.", Cite: "003 L1584, L1598"}
	NoteNoMove                = Note{ID: "no-move", Text: "A 'Mech with no movement recorded for the turn counts as having stood still: no attacker modifier, no target movement modifier.", Cite: "003 L734-752, L1626, L1648"}
	NoteSplitArm              = Note{ID: "split-arm", Text: "A weapon split between an arm and its side torso counts as mounted in the arm: the arm's shoulder and actuator hits modify its attacks, and firing it keeps that arm from punching or making other physical attacks, as prone fire counts it with the arm.", Cite: "003 L1754, L1667-1668, L2247"}
	NoteTalonsDFA             = Note{ID: "talons-dfa", Text: "Talons multiply kick and death from above damage by 1.5; Lancemate applies them to a kick when the kicking leg's talons work, and to a death from above when the talons of every leg work.", Cite: "003 L7125"}
	NoteClubActuators         = Note{ID: "club-actuators", Text: "Under \"Missing Actuators\" the club rules add +2 per damaged upper or lower arm actuator; Lancemate counts actuators missing by design as well, as for punches.", Cite: "003 L2102, L2301"}
	NotePhysicalWeaponDamage  = Note{ID: "physical-weapon-damage", Text: "The seed halves punch and kick damage for actuator hits but gives no such rule for clubs and physical weapons; Lancemate deals their full Damage Value (actuator hits still add to the target number).", Cite: "003 L2100, L2237-2241, L1713"}
	NoteFloatingSecondTwo     = Note{ID: "floating-second-two", Text: "Floating criticals: when the second roll is also a 2, the shot strikes the torso of the original column with its one through-armor critical chance; it gets no second chance and no further roll.", Cite: "003 L2572"}
	NoteFCSLink               = Note{ID: "fcs-link", Text: "A design does not say which launcher an Artemis or Apollo fire-control system serves; Lancemate links each one to the nearest launcher before it in its location that may carry it (record sheets list the FCS after its launcher), else to the nearest one after it.", Cite: "003 L7187, L7191, L7347"}
	NoteAMSArc                = Note{ID: "ams-arc", Text: "Whether an AMS covers the attack direction depends on the firing arcs of the map; Lancemate takes the defender's choice of AMS as saying it does.", Cite: "003 L7729; digest 16.1"}
	NoteLaserAMSHeat          = Note{ID: "laser-ams-heat", Text: "The laser AMS text says 5 heat, the Inner Sphere table 7 and the Clan table 5; Lancemate uses the table of the system's tech base.", Cite: "003 L7754, L7999, L8101; digest 16.2 #2"}
	NoteMarkedNoHits          = Note{ID: "marked-no-hits", Text: "Pilot hits taken away by hand down to none leave no consciousness number to recover against; Lancemate wakes an unconscious pilot at once.", Cite: "003 L3414, L3430"}
	NoteDestroyedTarget       = Note{ID: "destroyed-target", Text: "Every declared attack is made even when its target was destroyed earlier in the phase, so its attack roll still counts (a jam, a Streak that misses, ammunition and heat); the rules do not say what damage a destroyed 'Mech still takes, and Lancemate resolves none: no hit location or critical dice are asked for a wreck.", Cite: "003 L623, L2876"}
	NoteHeavyDutyGyro         = Note{ID: "heavy-duty-gyro", Text: "The first hit on a heavy-duty gyro gives +1 to every PSR; the rules call for no PSR of its own, and Lancemate raises none. The second hit is a standard gyro's first hit, with its PSR at the end of the phase and for every run and jump; the third destroys it.", Cite: "003 L2740-2742, L7519-7525"}
	NoteArmorPerHit           = Note{ID: "armor-per-hit", Text: "Ballistic-reinforced, laser-reflective and ferro-lamellor armor change each hit (each missile grouping, each 5-point cluster) on its own, and only while the facing struck still has armor: once the armor there is gone it protects nothing.", Cite: "003 L7411, L7419, L7439"}
	NoteHardenedRounding      = Note{ID: "hardened-rounding", Text: "Hardened armor and reinforced structure take 2 damage per point; while points remain, a last odd point of damage is lost. Doubled damage (laser-reflective armor against falls and physical attacks, composite structure) counts 2 points per point of the hit: when the armor or structure runs out, the hit's own damage not yet used goes on.", Cite: "003 L7429, L7441, L7662-7664, L7676"}
	NoteNarcSides             = Note{ID: "narc-sides", Text: "Narc and iNarc homing pods help the missiles of the side that fired them; Lancemate does not know the sides, so a pod helps every attacker's Narc-equipped missiles, and an ECM field between is the shot's ecm.", Cite: "003 L6678, L6985, L6993"}
	NotePlasmaDice            = Note{ID: "plasma-dice", Text: "A plasma weapon's heat dice are added in the Heat Phase; Lancemate has them rolled when the shot hits and counts them as that turn's outside heat.", Cite: "003 L6778, L6786, L2947"}
)

// Notes lists every interpretation, for a rules page.
func Notes() []Note {
	return []Note{NoteHipRounding, NoteFallAutoDamage, NoteConsciousnessPerPoint, NoteHeatBinChoice,
		NoteAmmoOver30, NoteChargeTable, NotePSRPhaseEvents, NoteRunJumpPSR, NoteShutdownPSR, NoteGyroSix,
		NoteFloatingSecondTwo, NoteLBXCluster, NoteBeyondLongRange, NoteRangeZero, NoteNoMove, NoteSplitArm,
		NoteTalonsDFA, NoteClubActuators, NotePhysicalWeaponDamage, NoteFCSLink, NoteAMSArc, NoteLaserAMSHeat,
		NotePlasmaDice, NoteMarkedNoHits, NoteDestroyedTarget, NoteHeavyDutyGyro,
		NoteArmorPerHit, NoteHardenedRounding, NoteNarcSides}
}
