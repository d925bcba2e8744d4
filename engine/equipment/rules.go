package equipment

import "strconv"

// RuleID names a special rule from an item's text entry, so that game code
// can ask an item whether it follows that rule (Item.Has).
type RuleID string

// Rule is one special rule of an item, summarised for a table companion and
// cited to the seed text it comes from. Numbers an engine needs (to-hit
// modifiers, explosion damage, rapid-fire count...) are also in Item fields;
// the Rule is the citation and the words to show a player.
type Rule struct {
	ID       RuleID // what kind of rule this is
	Text     string // the rule in brief
	Cite     string // seed lines, e.g. "003 L6596-6598"
	Optional bool   // an optional rule the players must agree to use
}

// Rule ids. Each item's Rules hold at most one rule of each id.
const (
	RuleArrowIV        RuleID = "arrow-iv"          // homing missile, TAG designation, 4+ to strike
	RuleRapidFire      RuleID = "rapid-fire"        // R n: several shots, Cluster column = shots, jams
	RuleUnjam          RuleID = "unjam"             // rotary AC may clear a jam
	RuleClusterAmmo    RuleID = "cluster-ammo"      // LB-X: cluster munitions only
	RuleSpecialAmmo    RuleID = "special-munitions" // S: may load the listed special munitions
	RuleHeatAttack     RuleID = "heat-attack"       // flamers: heat instead of damage
	RuleExplodes       RuleID = "explodes"          // a critical hit on the item itself explodes it
	RuleAmmoExplosion  RuleID = "ammo-explosion"    // how a critted bin of this ammo explodes
	RuleNonExplosive   RuleID = "non-explosive"     // ammo that never explodes
	RuleFiringPSR      RuleID = "firing-psr"        // heavy Gauss: PSR after moving and firing
	RuleClusterRollMod RuleID = "cluster-roll-mod"  // HAG: +2 short / -2 long on the Cluster roll
	RuleFlak           RuleID = "flak"              // HAG may fire as a Flak attack
	RuleToHit          RuleID = "to-hit"            // the weapon's own Target Number modifier
	RuleArmorPiercing  RuleID = "ignores-armor"     // RE lasers treat special armors as standard
	RuleRangeCluster   RuleID = "range-cluster"     // M-Pod: Cluster column by range
	RuleMGRapidFire    RuleID = "mg-rapid-fire"     // optional machine-gun rapid-fire mode
	RuleArtemis        RuleID = "artemis"           // launcher may be linked to an Artemis FCS
	RuleIntegralArt    RuleID = "integral-artemis"  // ATM: built-in Artemis IV
	RuleIndirect       RuleID = "indirect"          // may fire indirectly
	RuleMinRangeClust  RuleID = "min-range-cluster" // ELRM inside minimum range
	RuleApollo         RuleID = "apollo"            // MRM may be linked to an Apollo FCS
	RuleMML            RuleID = "mml"               // MML fires LRM or SRM ammo
	RuleStreak         RuleID = "streak"            // all-or-nothing missile lock
	RuleSingleMissile  RuleID = "single-missile"    // Thunderbolt: one missile, one location
	RuleNarcPod        RuleID = "narc-pod"          // Narc / iNarc beacon attaches a pod
	RuleBrushOff       RuleID = "brush-off"         // iNarc pods may be brushed off
	RulePlasma         RuleID = "plasma"            // plasma weapons add outside heat
	RuleRifle          RuleID = "rifle"             // -3 damage against 'Mechs
	RuleOneShot        RuleID = "one-shot"          // OS weapon
	RuleAMS            RuleID = "ams"               // anti-missile system
	RuleTAG            RuleID = "tag"               // target designation before weapon attacks
	RuleProbe          RuleID = "active-probe"      // active probe
	RuleECM            RuleID = "ecm"               // ECM suite
	RuleElectronics    RuleID = "electronics"       // may be switched off and on in the End Phase
	RuleNoCritEffect   RuleID = "no-crit-effect"    // inapplicable slots: re-roll critical hits
	RuleFireControl    RuleID = "fire-control"      // Artemis / Apollo FCS effect
	RuleTargetingComp  RuleID = "targeting-computer"
	RuleC3             RuleID = "c3"
	RuleArmor          RuleID = "armor"     // special armor effect
	RuleStructure      RuleID = "structure" // special structure effect
	RuleCockpit        RuleID = "cockpit"   // cockpit effect
	RuleEngine         RuleID = "engine"    // engine effect (XXL heat)
	RuleGyro           RuleID = "gyro"      // heavy-duty gyro
	RuleMovement       RuleID = "movement"  // MASC, supercharger, jump jets, partial wing, UMU, TSM
	RuleHeatSink       RuleID = "heat-sink" // dissipation, shut-off
	RuleCASE           RuleID = "case"      // CASE / CASE II venting
	RuleMunition       RuleID = "munition"  // special-munition effect
	RuleMisc           RuleID = "misc"      // any other item rule
)

// Shared rule texts. Item-specific numbers are also in Item fields.
var (
	ruleArrowIV = Rule{RuleArrowIV, "Indirect only at more than 17 hexes (arrives next turn's Weapon Attack Phase), direct at 17 or less. Attacks a 'Mech TAG-designated within 8 hexes of the chosen hex. Roll 2D6: 4+ hits for 20 damage as a DB hit; 3 or less does 5 area-effect damage to the target's hex. Unaffected by AMS.", "003 L5966-5987", false}

	ruleUltra     = Rule{RuleRapidFire, "Rapid-fire, two shots maximum: two shots use the \"2\" Cluster Hits column; each shot costs heat and ammo; jams on a to-hit roll of 2 (useless for the rest of the game). No special munitions.", "003 L5952-5958, L6059-6061", false}
	ruleRotary    = Rule{RuleRapidFire, "Rapid-fire, six shots maximum: Cluster Hits column = shots fired; each shot costs heat and ammo; jams on a to-hit roll of 2 (2-3 shots), 3 or less (4-5), 4 or less (6). No special munitions.", "003 L5952-5958, L6039, L6049", false}
	ruleUnjam     = Rule{RuleUnjam, "Declare in the End Phase; next turn stand still or walk, no weapon attacks or spotting; Gunnery Skill Roll +3 at the end of the Weapon Attack Phase clears the jam. A critical hit while jammed is an ammo explosion of one shot's damage.", "003 L6039-6047", false}
	ruleLBX       = Rule{RuleClusterAmmo, "Special munitions: cluster ammo only (-1 to-hit, treated as Cluster and Flak). The seed does not state the cluster Damage Value; this package uses C1/<class> (1 damage per projectile, the weapon's class as the Cluster Hits column; digest 16.2 #1).", "003 L6009, L6846", false}
	ruleACAmmo    = Rule{RuleSpecialAmmo, "Special munitions: yes (armor-piercing, caseless, flechette, precision as the tech base allows).", "003 L5999, L6019, L6029", false}
	ruleLRMAmmo   = Rule{RuleSpecialAmmo, "Special munitions: yes (Artemis, fragmentation, Narc-equipped, semi-guided as the tech base allows).", "003 L6473, L6423", false}
	ruleSRMAmmo   = Rule{RuleSpecialAmmo, "Special munitions: yes (Artemis, inferno, Narc-equipped as the tech base allows).", "003 L6553", false}
	ruleMMLAmmo   = Rule{RuleSpecialAmmo, "Special munitions: as per missile type (SRM or LRM).", "003 L6505", false}
	ruleNarcAmmo  = Rule{RuleSpecialAmmo, "Fires Narc pods; special pods per the munition bins of the tech base.", "003 L6670, L6947-7013", false}
	ruleATMAmmo   = Rule{RuleSpecialAmmo, "Standard, ER and HE ATM munitions only, each in its own bin; always 5-point groupings.", "003 L6407-6411", false}
	ruleFlamer    = Rule{RuleHeatAttack, "Before the attack roll, may apply heat to the target instead of damage (heat = Damage Value). Optional Enhanced Flamers: both heat and damage.", "003 L6073-6075", false}
	ruleERFlamer  = Rule{RuleHeatAttack, "Before the attack roll, may apply heat instead of damage: half the Damage Value, rounded down, minimum 1. Optional Enhanced Flamers: both heat and damage.", "003 L6073-6075, L6089", false}
	ruleHeavyGPSR = Rule{RuleFiringPSR, "A 'Mech that expended MP and fired it this turn makes a PSR at the end of the Weapon Attack Phase: Assault -1, Heavy 0, Medium +1, Light +2 (one roll per rifle, modifier not cumulative).", "003 L6139-6141, L6167", false}
	ruleHAGClust  = Rule{RuleClusterRollMod, "Cluster Hits roll +2 at short range, -2 at long range (clamped to 2-12).", "003 L6153", false}
	ruleHAGFlak   = Rule{RuleFlak, "May fire as a Flak attack: gains type F, -1 to-hit (-3 total vs dropping 'Mechs), no targeting computer. Benefits from a targeting computer otherwise; never aimed shots.", "003 L6155, L7389", false}
	ruleRE        = Rule{RuleArmorPiercing, "Treats hardened, ferro-lamellor and laser-reflective armor as standard armor.", "003 L6293", false}
	ruleMPod      = Rule{RuleRangeCluster, "Range 1/2/3 hexes; Cluster Hits column 15 at short, 10 at medium, 5 at long; may attack its own hex.", "003 L6329", false}
	ruleMGRapid   = Rule{RuleMGRapidFire, "Optional rapid-fire mode, marked before the game: damage and heat LMG 1D6-1 (min 1), MG 1D6, HMG 1D6+1; uses damage x 3 rounds; not inside an active machine gun array.", "003 L6343-6351", true}
	ruleArtemisIV = Rule{RuleArtemis, "May be linked to an Artemis IV FCS.", "003 L6419, L6469, L6501, L6549", false}
	ruleArtemisV  = Rule{RuleArtemis, "May be linked to an Artemis IV or (Clan only) Artemis V FCS.", "003 L6469, L6549, L6391", false}
	ruleATMArt    = Rule{RuleIntegralArt, "Integral Artemis IV: +2 on the Cluster Hits roll, lost when fired into or through enemy ECM; no extra slots or tons. No indirect fire.", "003 L6403-6405", false}
	ruleIndirect  = Rule{RuleIndirect, "May make indirect attacks.", "003 L6421, L6439, L6471, L6602, L6636", false}
	ruleMMLInd    = Rule{RuleIndirect, "May make indirect attacks with LRM ammo only.", "003 L6503", false}
	ruleELRM      = Rule{RuleMinRangeClust, "Within minimum range (10 hexes or less) use the Cluster Hits column for half the rack size, rounded up (ELRM-15: \"8\").", "003 L6435", false}
	ruleApollo    = Rule{RuleApollo, "May be linked to an MRM \"Apollo\" FCS, which negates the +1 to-hit and applies -1 to the Cluster Hits roll.", "003 L6485, L7347", false}
	ruleMML       = Rule{RuleMML, "Fires LRM or SRM ammo, each with its own damage and ranges (see the ammo items); an MML-5 cannot use LRM-5 launcher ammo.", "003 L6499", false}
	ruleStreak    = Rule{RuleStreak, "Roll to hit as normal: on a hit all missiles hit (no Cluster roll; hit locations per grouping); on a miss the launcher does not fire (no ammo, no heat) but the attack still counts. Into or through hostile Angel ECM: roll Cluster Hits as a standard launcher. AMS: treat as a Cluster roll of 7.", "003 L6596-6598, L6614, L7734", false}
	ruleTbolt     = Rule{RuleSingleMissile, "Not a cluster weapon: all damage to one location. Within minimum range, half damage (round down). AMS engages it as a single missile.", "003 L6630-6632", false}
	ruleNarc      = Rule{RuleNarcPod, "A hit attaches a pod to the struck location (lost with it). Narc-equipped missiles against the target: +2 Cluster Hits roll, or indirect fire without a spotter (then no +2). Pods are inert inside enemy ECM.", "003 L6678-6680", false}
	ruleINarc     = Rule{RuleBrushOff, "As Narc. Instead of a physical attack, up to two brush-off attempts (one per eligible arm): PSR +4 plus punch modifiers; success destroys one pod; failure deals the arm's punch damage (Front column of the Punch Location Table).", "003 L6690-6696", false}
	rulePlasmaC   = Rule{RulePlasma, "No damage: a 'Mech hit gains 2D6 heat in that turn's Heat Phase (outside heat source).", "003 L6778", false}
	rulePlasmaR   = Rule{RulePlasma, "10 damage plus 1D6 heat to a 'Mech hit, in the Heat Phase (outside heat source).", "003 L6786", false}
	ruleRifle     = Rule{RuleRifle, "Subtract 3 damage (minimum 0) against 'Mechs; full damage against terrain and buildings.", "003 L6796", false}
	ruleOS        = Rule{RuleOneShot, "One-shot: fires once per game, carries no further ammo; not explosive unless stated.", "003 L5949", false}
	ruleAMS       = Rule{RuleAMS, "Engages one missile (type M) attack per turn in its arc: -4 on the Cluster Hits roll (never below 2); Streak: as a roll of 7; single missile destroyed on 1-3 on 1D6. 1 ammo and 1 heat per engagement. Not an attack. Optional Enhanced Missile Defense: a modified roll below 2 destroys all missiles.", "003 L7729-7744", false}
	ruleLAMS      = Rule{RuleAMS, "As AMS but needs no ammunition; a Cluster roll reduced below 2 destroys the whole flight. Heat per the tech base's table (IS 7, Clan 5; the text says 5, digest 16.2 #2).", "003 L7754, L7999, L8101", false}
	ruleTAG       = Rule{RuleTAG, "Resolved after the Movement Phase, before the Weapon Attack Phase, in initiative order; normal weapon to-hit without targeting computer; a hit designates the target for that turn (no damage) and does not count as a weapon attack.", "003 L7357-7369", false}
	ruleProbe     = Rule{RuleProbe, "Only matters with the Hidden 'Mechs rules; radius in hexes as printed.", "003 L7167", false}
	ruleBloodhnd  = Rule{RuleProbe, "As an active probe; not blocked by standard ECM (only by Angel).", "003 L7179", false}
	ruleECM       = Rule{RuleECM, "6-hex bubble that disrupts enemy probes, Artemis, C³ and Narc homing.", "003 L7313", false}
	ruleAngel     = Rule{RuleECM, "As ECM, and also blocks the Bloodhound probe, C³ boosted and Streak locks.", "003 L7339", false}
	ruleCEWS      = Rule{RuleECM, "Works as a Clan ECM suite and a light active probe.", "003 L7395", false}
	ruleElec      = Rule{RuleElectronics, "May be switched off or on in the End Phase of any turn.", "003 L7149", false}
	ruleChemAmmo  = Rule{RuleAmmoExplosion, "Chemical laser ammo follows the normal ammunition rules for critical hits and heat.", "003 L6233", false}
	ruleHvyLaser  = Rule{RuleToHit, "+1 to-hit.", "003 L6263", false}
	rulePulse     = Rule{RuleToHit, "-2 to-hit.", "003 L6283", false}
	ruleERPulse   = Rule{RuleToHit, "-1 to-hit.", "003 L6253", false}
	ruleXPulse    = Rule{RuleToHit, "-2 to-hit.", "003 L6317", false}
	ruleREHit     = Rule{RuleToHit, "-1 to-hit.", "003 L6293", false}
	ruleVSP       = Rule{RuleToHit, "To-hit -3 at short, -2 at medium, -1 at long range.", "003 L6303-6309", false}
	ruleSBGHit    = Rule{RuleToHit, "-1 to-hit.", "003 L6199", false}
	ruleMPodHit   = Rule{RuleToHit, "-1 to-hit.", "003 L6329", false}
	ruleMRMHit    = Rule{RuleToHit, "+1 to-hit (negated by an Apollo FCS).", "003 L6483, L7347", false}
	ruleRLHit     = Rule{RuleToHit, "+1 to-hit.", "003 L6533", false}
	ruleVibro     = Rule{RuleToHit, "-2 to-hit. Declared activated (heat as printed, fixed damage 7/10/14) or deactivated (no heat, 1 + tonnage/10 rounded up, capped at the activated damage).", "003 L7137-7139", false}

	ruleGaussAmmo  = Rule{RuleNonExplosive, "Gauss ammunition is non-explosive: a critted bin is only disabled.", "003 L6107, L5904", false}
	rulePlasmaAmmo = Rule{RuleNonExplosive, "Plasma ammunition is non-explosive: a critted bin is only disabled.", "003 L6770, L5904", false}
	ruleBinBlast   = Rule{RuleAmmoExplosion, "A critted bin explodes for the weapon's damage times the shots left, as an internal explosion.", "003 L5902", false}
	ruleMslBlast   = Rule{RuleAmmoExplosion, "A critted bin explodes for launcher size x shots left x damage per missile.", "003 L6387-6397", false}
	ruleHFBlast    = Rule{RuleAmmoExplosion, "A critted bin explodes for 5 damage per shot left (not the Damage Value 4; digest 16.2 #17).", "003 L6097-6099", false}
	ruleNarcBlast  = Rule{RuleAmmoExplosion, "A critted bin explodes for 2 points per pod (explosive pods: 4).", "003 L6682, L6969", false}
	ruleINarcBlast = Rule{RuleAmmoExplosion, "A critted bin explodes for 3 points per pod (explosive pods: 6).", "003 L6698, L6969", false}
	ruleAMSBlast   = Rule{RuleAmmoExplosion, "A critted bin explodes for 2 points per shot.", "003 L7746", false}
	ruleRACBlast   = Rule{RuleAmmoExplosion, "A critted bin explodes for the damage of one shot times the shots left.", "003 L5902", false}

	ruleNoCrit = Rule{RuleNoCritEffect, "Inapplicable slots: critical hits to them have no effect and are re-rolled.", "003 L2606-2612", false}
)

// explodes returns the rule for an item that explodes when critted.
func explodes(text, cite string) Rule {
	return Rule{ID: RuleExplodes, Text: text, Cite: cite}
}

// gaussBlast returns the rule for a Gauss weapon's own explosion.
func gaussBlast(points int, cite string) Rule {
	return explodes(strconv.Itoa(points)+"-point ammunition explosion on the first critical hit to the weapon; no further explosions after that.", "003 L6109, "+cite)
}
