package game

import (
	"slices"
	"strings"

	"lancemate/engine/equipment"
)

// EquipmentEffect is a play effect the BattleMech Manual gives items of
// the equipment catalogue, and what the engine does with it. Exactly one
// of three: Tests names the conformance scenarios (testdata/scenarios,
// without ".json") and Go tests that show the engine applying it; Players
// is what the players are told when the engine leaves the effect to them
// (the record sheet shows it beside the item); None says the item has no
// effect in play beyond the numbers the engine already uses (armor points,
// slots that take no critical hit).
type EquipmentEffect struct {
	// Scope names the items for people ("Lasers"); Items are their ids.
	Scope   string   `json:"scope"`
	Items   []string `json:"items"`
	Effect  string   `json:"effect"`
	Cite    string   `json:"cite"`
	Tests   []string `json:"tests,omitempty"`
	Players string   `json:"players,omitempty"`
	None    bool     `json:"none,omitempty"`
}

// effectRow is an EquipmentEffect whose items are chosen by a test on the
// catalogue item.
type effectRow struct {
	EquipmentEffect
	match func(equipment.Item) bool
}

func family(fs ...string) func(equipment.Item) bool {
	return func(it equipment.Item) bool { return it.Kind != equipment.Ammo && slices.Contains(fs, it.Family) }
}

func ids(list ...string) func(equipment.Item) bool {
	return func(it equipment.Item) bool { return slices.Contains(list, it.ID) }
}

func suffix(ss ...string) func(equipment.Item) bool {
	return func(it equipment.Item) bool {
		return slices.ContainsFunc(ss, func(s string) bool { return strings.HasSuffix(it.ID, s) })
	}
}

func group(g string, except ...string) func(equipment.Item) bool {
	return func(it equipment.Item) bool {
		return it.Group == g && !slices.ContainsFunc(except, func(s string) bool { return strings.HasSuffix(it.ID, s) })
	}
}

func row(scope, effect, cite string, match func(equipment.Item) bool, tests ...string) effectRow {
	return effectRow{EquipmentEffect{Scope: scope, Effect: effect, Cite: cite, Tests: tests}, match}
}

func players(scope, effect, cite string, match func(equipment.Item) bool, message string) effectRow {
	return effectRow{EquipmentEffect{Scope: scope, Effect: effect, Cite: cite, Players: message}, match}
}

func none(scope, effect, cite string, match func(equipment.Item) bool) effectRow {
	return effectRow{EquipmentEffect{Scope: scope, Effect: effect, Cite: cite, None: true}, match}
}

// effectRows is built when asked for (EquipmentEffects), not at start-up:
// the app does not show the table, so it stays out of the wasm.
func effectRows() []effectRow {
	return []effectRow{
		// Weapons.
		row("Autocannons, light and ProtoMech autocannons", "damage, heat, range brackets and minimum range; special munitions (below)", "003 L5994-6015",
			family("AC", "LAC", "PAC"), "weapon-armor-piercing", "weapon-caseless-precision-flechette", "kill-in-volley"),
		row("LB-X autocannons", "cluster munitions: -1 to hit, Cluster Hits on the class column, Flak", "003 L6005-6011, L6844-6852",
			family("LB-X"), "fire-lbx-cluster", "weapon-flak-dropping"),
		row("Ultra autocannons", "rapid fire of two shots, a jam on 2", "003 L6017-6031, L5952-5956", family("UAC"), "fire-uac-double-jam"),
		row("Rotary autocannons", "rapid fire up to six shots, jams, clearing a jam, a jammed RAC's critical hit explodes", "003 L6036-6047",
			family("RAC"), "weapon-rac-unjam"),
		row("Machine guns", "damage, heat and ranges; no targeting computer", "003 L6337-6341, L7375", family("MG"), "weapon-catalogue-specials"),
		players("Machine guns, rapid-fire mode (optional)", "1D6-based damage and heat, rounds used x3", "003 L6343-6351", family("MG"),
			"Lancemate does not play the optional machine-gun rapid-fire mode: fire the gun normally, or without a target and resolve its damage with a hit event."),
		row("Gauss rifles", "damage (by range for the heavy Gauss rifle), explosions when hit, Silver Bullet cluster and -1", "003 L6103-6205",
			family("Gauss"), "crit-split-heavy-gauss", "weapon-catalogue-specials"),
		players("Heavy and improved heavy Gauss rifles", "a PSR after firing having spent MP (Assault -1 ... Light +2)", "003 L6139-6141, L6167",
			ids("is-heavy-gauss-rifle", "is-improved-heavy-gauss"),
			"After firing a heavy Gauss rifle in a turn it spent MP, the players make its PSR themselves (Assault -1, Heavy 0, Medium +1, Light +2)."),
		row("Hyper-assault Gauss rifles", "cluster column by range modifier, Flak mode -1, explosions", "003 L6145-6181", family("HAG"), "fire-one-shot-flak"),
		row("Rifles", "-3 damage against 'Mechs", "003 L6790-6800", family("Rifle"), "weapon-catalogue-specials"),
		row("Lasers, PPCs, pulse, X-pulse, ER pulse, heavy, VSP, re-engineered and chemical lasers", "damage, heat, range brackets and their own to-hit modifiers; targeting computer and aimed shots; a VSP laser's damage by range; a re-engineered laser treats hardened, ferro-lamellor and laser-reflective armor as standard; chemical lasers use ammunition",
			"003 L6207-6321, L6702-6736", family("Laser", "PPC", "Pulse Laser", "X-Pulse Laser", "ER Pulse Laser", "Heavy Laser", "VSP Laser", "RE Laser", "Chemical Laser"),
			"fire-heat-to-hit", "fire-targeting-computer-aimed", "weapon-catalogue-specials"),
		row("Flamers", "heat instead of damage, Enhanced Flamers, half against laser-reflective armor", "003 L6063-6099", family("Flamer"),
			"fire-flamer-enhanced", "fire-flamer-plasma-heat", "option-laser-reflective-composite"),
		row("Plasma weapons", "heat dice on a hit (outside heat), non-explosive ammunition", "003 L6766-6788", family("Plasma"), "fire-flamer-plasma-heat"),
		row("LRM, Enhanced LRM and SRM launchers", "Cluster Hits, groupings, Artemis, indirect fire (LRMs), special munitions", "003 L6415-6429, L6465-6477, L6545-6558",
			family("LRM", "NLRM", "SRM"), "fire-lrm20-cluster", "fire-srm6-cluster", "fire-artemis-iv-v", "fire-indirect", "weapon-catalogue-specials"),
		row("Streak launchers", "all missiles hit, a miss fires nothing; AMS as a roll of 7", "003 L6592-6624", family("SSRM", "SLRM"),
			"fire-streak", "fire-ams-enhanced-streak", "weapon-catalogue-specials"),
		row("MRM launchers", "+1 to hit, Apollo FCS", "003 L6479-6493, L7345-7351", family("MRM"), "fire-apollo-atm"),
		row("ATM launchers", "integral Artemis IV, groupings of 5, ER and HE missiles with their own damage and ranges", "003 L6399-6413",
			family("ATM"), "fire-apollo-atm", "weapon-atm-er-he"),
		players("ATM ER and HE ammunition", "shots per ton", "003 L6407, L8078-8085", suffix("-er", "-he"),
			"The BattleMech Manual gives no shots per ton for ATM ER and HE ammunition: set the bin's shots by hand (set_ammo) from your record sheet."),
		row("Extended LRM launchers", "half-rack Cluster Hits column within minimum range", "003 L6431-6445", family("ELRM"), "weapon-elrm-min-range"),
		row("Multi-missile launchers", "heat, damage, cluster and ranges from the LRM or SRM ammunition, indirect fire with LRMs", "003 L6495-6509",
			family("MML"), "weapon-mml", "weapon-mml-indirect"),
		row("Thunderbolt launchers", "one location, half damage within minimum range, AMS as a single missile", "003 L6626-6642",
			family("Thunderbolt"), "weapon-thunderbolt-min-range"),
		row("Rocket launchers and M-Pods", "one-shot; +1 (rocket launcher), the M-Pod's Cluster Hits column by range", "003 L6323-6335, L6529-6543",
			family("RL", "M-Pod"), "fire-one-shot-flak", "weapon-catalogue-specials"),
		row("Narc and iNarc beacons", "pods on the location struck: homing (+2 Cluster Hits, iNarc -1 to hit), haywire, ECM, explosive, nemesis; indirect fire without a spotter", "003 L6664-6700, L6947-7013",
			family("Narc", "iNarc"), "weapon-narc-homing", "weapon-inarc-haywire", "weapon-inarc-explosive-homing"),
		players("iNarc brush-off", "a physical-phase PSR at +4 to knock a pod off", "003 L6690-6696", family("iNarc"),
			"Brushing off iNarc pods is left to the players: roll the PSR (+4 and the punch modifiers); on a failure apply the arm's punch damage with a hit event."),
		row("Arrow IV, fired directly", "at a TAG-designated target within 17 hexes: 4+ for 20, else 5 area-effect damage", "003 L5966-5987",
			family("Arrow IV"), "weapon-arrow-iv"),
		players("Arrow IV, fired indirectly", "arrives next turn near a hex", "003 L5972", family("Arrow IV"),
			"An Arrow IV missile at more than 17 hexes flies indirectly and arrives next turn: fire it without a target now and resolve it then with a hit event."),
		row("Anti-missile systems", "-4 on the Cluster Hits roll, Streak as 7, single missiles on 1-3; heat and ammunition per engagement", "003 L7725-7758",
			family("AMS"), "fire-ams", "fire-ams-enhanced-streak"),

		// Ammunition.
		row("Ammunition bins", "shots per bin, explosion damage per shot left (none for Gauss and plasma)", "003 L2653-2669, L5902",
			func(it equipment.Item) bool { return it.Kind == equipment.Ammo }, "crit-ammo-no-case", "heat-ammo-explosion", "kill-in-volley"),
		row("AC munitions", "armor-piercing, caseless, precision, flechette, cluster", "003 L6806-6874", suffix("-armor-piercing", "-caseless", "-precision", "-flechette", "-ac-cluster"),
			"weapon-armor-piercing", "weapon-caseless-precision-flechette", "fire-lbx-cluster"),
		row("Missile munitions", "Artemis IV and V, fragmentation, inferno, Narc-equipped, semi-guided", "003 L6876-6945",
			suffix("-artemis-iv", "-artemis-v", "-fragmentation", "-inferno", "-narc-equipped", "-semi-guided"),
			"fire-artemis-iv-v", "weapon-inferno-fragmentation", "weapon-narc-homing", "weapon-tag-semi-guided"),
		row("Narc and iNarc pods", "homing, haywire, ECM, explosive pods attached", "003 L6947-6993", suffix("-narc-ecm", "-narc-explosive", "-narc-haywire", "-homing-narc", "-homing-inarc", "-narc-nemesis"),
			"weapon-inarc-haywire", "weapon-inarc-explosive-homing", "weapon-narc-homing"),
		players("Nemesis pods", "attacks diverted to the tagged 'Mech", "003 L7001-7013", suffix("-narc-nemesis"),
			"A nemesis pod is attached, but which attacks it diverts depends on the map: the players aim those attacks at the tagged 'Mech themselves (+1)."),
		players("Inferno ammunition carried", "extra Avoid rolls at 10-28 heat, heat when it explodes", "003 L6910-6919", suffix("-inferno"),
			"A 'Mech carrying inferno ammunition makes the Inferno Ammo Explosion Table's extra Avoid rolls by hand; if a bin explodes, add its heat with set_heat."),

		// Construction.
		none("Standard, primitive and ferro-fibrous armor", "armor points; armor slots take no critical hit", "003 L7401-7407",
			ids("is-armor-standard", "is-armor-primitive", "is-armor-ferro-fibrous", "is-armor-ferro-fibrous-light", "is-armor-ferro-fibrous-heavy", "clan-armor-standard", "clan-armor-ferro-fibrous")),
		row("Hardened armor", "2 damage per point, critical rolls -2, +1 PSR, -1 Running MP, no armor-piercing effect", "003 L7427-7435",
			suffix("-armor-hardened"), "option-heavy-duty-gyro", "option-hardened-armor-damage", "weapon-armor-piercing"),
		row("Laser-reflective armor", "half damage and heat from flamers, lasers, PPCs and plasma; double from falls, physical attacks, area effect", "003 L7437-7447",
			suffix("-armor-laser-reflective"), "option-laser-reflective-composite", "weapon-arrow-iv"),
		row("Ballistic-reinforced armor", "half damage from DB and M attacks", "003 L7409-7415", suffix("-armor-ballistic-reinforced"), "option-ballistic-reinforced"),
		row("Ferro-lamellor armor", "-1 per 5 points of each hit, no armor-piercing effect", "003 L7417-7425", suffix("-armor-ferro-lamellor"), "option-ferro-lamellor"),
		row("Stealth armor", "engaged: +1/+2 at medium/long range, no secondary target, 10 heat, its ECM off", "003 L7449-7461", suffix("-armor-stealth"), "option-stealth-armor"),
		none("Standard and primitive cockpits", "the cockpit slot", "003 L2679", ids("is-cockpit-standard", "is-cockpit-primitive", "clan-cockpit-standard")),
		row("Small cockpits", "+1 to every PSR", "003 L7483-7489", suffix("-cockpit-small"), "option-small-cockpit-aes-psr", "TestDaedalusPlaysOptions"),
		row("Torso-mounted cockpits", "+1 PSR, no pilot damage from head hits, sensor rules", "003 L7491-7505", suffix("-cockpit-torso-mounted"), "option-torso-cockpit"),
		players("Full-head ejection system", "ejecting the head", "003 L7465-7481", suffix("-full-head-ejection-system"),
			"Ejection is not played by Lancemate: when the head is launched, mark the 'Mech destroyed with the players' own rules (a Head Blown Off)."),
		none("Standard, compact, light and XL engines", "engine slots and hits", "003 L2685-2689",
			ids("is-engine-standard", "is-engine-compact", "is-engine-light", "is-engine-xl", "clan-engine-standard", "clan-engine-xl")),
		row("XXL engines", "movement heat 2/4/6, double jump heat", "003 L7509-7515", suffix("-engine-xxl"), "option-jump-jets-xxl"),
		none("Standard, compact and XL gyros", "gyro slots and hits", "003 L2730-2742", ids("is-gyro-standard", "is-gyro-compact", "is-gyro-xl", "clan-gyro-standard")),
		row("Heavy-duty gyros", "three hits to destroy, +1 after the first", "003 L7519-7525", suffix("-gyro-heavy-duty"), "option-heavy-duty-gyro"),
		none("Standard, endo-steel and endo-composite structure", "internal structure points; structure slots take no critical hit", "003 L7654-7656",
			ids("is-structure-standard", "is-structure-endo-steel", "is-structure-endo-composite", "clan-structure-standard", "clan-structure-endo-steel", "clan-structure-endo-composite")),
		row("Composite and reinforced structure", "double damage / 2 damage per point, reinforced critical rolls -1", "003 L7658-7681",
			suffix("-structure-composite", "-structure-reinforced"), "option-laser-reflective-composite", "option-ballistic-reinforced"),
		row("Jump jets", "Jumping MP, jump heat, PSRs for jumping damaged, improved jets half heat", "003 L815-825, L2921-2923",
			suffix("-jump-jet-standard", "-jump-jet-improved"), "psr-jump-damaged-leg", "option-jump-jets-xxl"),
		row("Mechanical jump boosters", "no heat, no death from above", "003 L7585-7596", suffix("-mechanical-jump-boosters"), "option-jump-boosters"),
		row("MASC and superchargers", "activation rolls, double Walking MP running, damage on failure", "003 L7560-7625", suffix("-masc", "-supercharger"), "option-masc-supercharger"),
		players("Partial wings", "+2/+1 Jumping MP, -3 heat a turn", "003 L7598-7610", suffix("-partial-wing"),
			"A partial wing's Jumping MP and heat are not tracked: jump within the extra MP and lower the heat by 3 with set_heat in the Heat Phase."),
		row("Triple-strength myomer", "at 9+ heat: +2 Walking MP, double punch, kick and club damage", "003 L7627-7640", suffix("-triple-strength-myomer"),
			"option-tsm-kick", "TestDaedalusPlaysOptions"),
		players("Underwater maneuvering units", "underwater movement", "003 L7642-7652", suffix("-umu"),
			"UMU movement is not tracked: record the move as a walk, its +3 attacker modifier as a shot's mods entry and its 1 heat with external_heat."),

		// Electronics.
		row("Artemis IV and V, MRM Apollo fire control", "Cluster Hits and to-hit bonuses with their missiles, lost in ECM and indirect fire", "003 L7183-7205, L7345-7351",
			suffix("-artemis-iv-fcs", "-artemis-v-fcs", "-mrm-apollo-fcs"), "fire-artemis-iv-v", "fire-apollo-atm"),
		row("Targeting computers", "-1 to direct-fire weapons, aimed shots at mobile targets", "003 L7371-7389", suffix("-targeting-computer"), "fire-targeting-computer-aimed"),
		players("C³ computers", "range from the nearest networked 'Mech", "003 L7207-7301", suffix("-c3-computer-master", "-c3-computer-slave", "-c3-boosted-system-master", "-c3-boosted-system-slave", "-c3-i-computer"),
			"A C³ network measures range from the member nearest the target: give each shot the range bracket the network gives, with the minimum range from the attacker."),
		row("ECM suites and Watchdog CEWS", "Artemis and Narc homing lost for attacks into or through hostile ECM (the shot's ecm), stealth armor's ECM", "003 L7303-7343, L7391-7399",
			family("ECM"), "fire-artemis-iv-v", "option-stealth-armor"),
		players("ECM bubbles, Angel ECM against Streaks, probes", "who stands inside a 6-hex bubble; hidden units", "003 L7151-7181, L7303-7343",
			family("ECM", "Probe"), "ECM and probes depend on the map: mark a shot into or through hostile ECM with ecm; an Angel ECM's Streak lock and probes are the players'."),
		row("TAG", "designation for the turn, semi-guided missiles and Arrow IV", "003 L7353-7369", family("TAG"), "weapon-tag-semi-guided", "weapon-arrow-iv"),
		players("Switching electronics off", "in any End Phase", "003 L7149", func(it equipment.Item) bool { return it.Has("electronics") },
			"Switching electronics off is not tracked (apart from stealth armor): leave their modifiers out of the shot while they are off."),

		// Physical weapons.
		row("Physical weapons and vibroblades of a size", "the Physical Weapon Attacks Table, claws, flail, lance, mace, talons, TSM", "003 L2212-2243, L7015-7145",
			func(it equipment.Item) bool { return it.Kind == equipment.Physical && it.ID != "is-vibroblade" },
			"physical-claws", "physical-hatchet-mace", "physical-lance-flail-club", "physical-sword-blade-talons", "physical-vibroblades"),
		players("Vibroblade of no size", "damage by size", "003 L7137", ids("is-vibroblade"),
			"This vibroblade's size is unknown and its damage depends on it: resolve its attacks with hit events."),

		// Miscellaneous.
		row("Actuator enhancement systems", "-1 to the arm's weapons and physical attacks, legs -2 PSR and -1 kicks and charges", "003 L7715-7723", suffix("-aes"),
			"option-aes-arm", "option-tsm-kick", "option-small-cockpit-aes-psr"),
		row("Armored components", "each slot ignores its first critical hit; armored shoulders and hips stop a Limb Blown Off", "003 L7760-7768",
			suffix("-armored-component"), "option-armored-component"),
		row("CASE", "explosion damage stops at the location", "003 L7770-7778", suffix("-case"), "crit-ammo-case", "crit-ammo-clan-case"),
		row("CASE II", "1 point to the structure, the rest on rear armor, critical hits disregarded on 8+", "003 L7786-7798", suffix("-case-ii"), "option-case-ii"),
		row("Heat sinks", "1 or 2 points dissipated, none destroyed", "003 L2956-2975", suffix("-heat-sink", "-heat-sink-double"), "crit-heat-sink", "heat-engine-hit"),
		players("Coolant pods", "triggered at the start of the Heat Phase: +1 dissipation per heat sink; 10-point explosion", "003 L7802-7810", suffix("-coolant-pod"),
			"Triggering a coolant pod is not tracked: lower the heat by hand (set_heat) in the Heat Phase; its explosion when hit is applied."),
		players("Machine gun arrays", "the guns fire as one cluster attack", "003 L6375-6383", suffix("-machine-gun-array"),
			"A machine gun array is not resolved by Lancemate: fire its guns without a target and apply the array's hits with hit events."),
		row("One-shot launchers", "one shot a game, no bin", "003 L6447-6463, L6511-6527, L5949", suffix("-os-missile-launcher", "-os-missile-launcher-improved"), "fire-one-shot-flak"),
		players("PPC capacitors", "charge for +5 damage and heat; burnout on a 2", "003 L6746-6764", suffix("-ppc-capacitor"),
			"Charging a PPC capacitor is not tracked: add its 5 heat with external_heat and its 5 damage with a hit event."),
	}
}

// EquipmentEffects lists the play effects of the catalogue's items and
// what the engine does with each, in the order of the equipment tables;
// every catalogue item is in at least one row.
func EquipmentEffects() []EquipmentEffect {
	rows := effectRows()
	out := make([]EquipmentEffect, len(rows))
	for i, r := range rows {
		e := r.EquipmentEffect
		e.Tests = slices.Clone(e.Tests)
		e.Items = nil
		for _, it := range equipment.All() {
			if r.match(it) {
				e.Items = append(e.Items, it.ID)
			}
		}
		out[i] = e
	}
	return out
}

// EffectsOf lists the rows of EquipmentEffects an item is in.
func EffectsOf(id string) []EquipmentEffect {
	var out []EquipmentEffect
	for _, e := range EquipmentEffects() {
		if slices.Contains(e.Items, id) {
			out = append(out, e)
		}
	}
	return out
}
