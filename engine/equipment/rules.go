package equipment

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
