// Package equipment holds the weapons and equipment tables of the
// BattleMech Manual (seed 003, L7846-8280): the Inner Sphere and Clan
// weapons tables, the Inner Sphere and Clan equipment tables, one standard
// ammunition item per ammo-using weapon, and the per-item special rules of
// the text entries (003 L5892-7810) that a table companion needs.
//
// The data is the embedded file catalog.json, parsed on first use. Every
// Item carries the seed line of its table row in Cite; every Rule carries
// the lines of the text it summarises. See README.md for the id scheme, the
// file's layout and the defaults chosen where the seed is silent.
package equipment

import "fmt"

// Tech is a technology base: the seed prints separate tables for the Inner
// Sphere and the Clans (003 L7846, L8015, L8116, L8215).
type Tech int

const (
	// InnerSphere is the Inner Sphere technology base.
	InnerSphere Tech = iota
	// Clan is the Clan technology base.
	Clan
)

// String returns "IS" or "Clan".
func (t Tech) String() string {
	switch t {
	case InnerSphere:
		return "IS"
	case Clan:
		return "Clan"
	}
	return fmt.Sprintf("Tech(%d)", int(t))
}

// Kind sorts items by what a record sheet does with them.
type Kind int

const (
	// Weapon is a ranged weapon from the weapons tables, including the
	// anti-missile systems (which are Type PB weapons that never make an
	// attack, 003 L7742).
	Weapon Kind = iota
	// Ammo is a ton of standard ammunition for one weapon.
	Ammo
	// Equipment is everything else: electronics (probes, ECM, TAG, C³,
	// Artemis, targeting computer), heat sinks, jump jets, CASE, engines,
	// gyros, cockpits, structure and armor types, special-munition bins.
	Equipment
	// Physical is a physical-attack weapon (vibroblades, claws, hatchet,
	// sword...); its damage follows the physical attack rules
	// (003 L7015-7145), not this package.
	Physical
)

// String returns the kind's name.
func (k Kind) String() string {
	switch k {
	case Weapon:
		return "Weapon"
	case Ammo:
		return "Ammo"
	case Equipment:
		return "Equipment"
	case Physical:
		return "Physical"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Spec says how to read a number the seed prints in a tons, slots or shots
// cell.
type Spec int

const (
	// Given means the cell holds a plain number (possibly 0), and that
	// number is the whole story.
	Given Spec = iota
	// Construction means the cell is "*" or "n*": "This item's tonnage
	// and/or critical slot placement requires construction rules not
	// covered in this book" (003 L8211, L8280). A printed n is kept in the
	// numeric field; a bare "*" leaves it 0.
	Construction
	// SeeText means the cell is "**": "Follow the Page Ref entry for this
	// item to see the full details" (003 L8007, L8110). The numeric field
	// holds the number printed before the stars, if any.
	SeeText
	// None means the cell is "—" (or blank): the seed gives no figure.
	// For armor and structure the tonnage follows from the points carried,
	// for engines and gyros from the engine rating, for OS launchers from
	// the launcher they modify; none of that is in 003.
	None
)

// String returns the seed's notation for the spec.
func (s Spec) String() string {
	switch s {
	case Given:
		return "given"
	case Construction:
		return "*"
	case SeeText:
		return "**"
	case None:
		return "—"
	}
	return fmt.Sprintf("Spec(%d)", int(s))
}

// Bracket is a range bracket, used to index per-bracket arrays.
type Bracket int

const (
	// Short is the short range bracket.
	Short Bracket = iota
	// Medium is the medium range bracket.
	Medium
	// Long is the long range bracket.
	Long
)

// Cluster is a Cluster (C) Damage Value "C<Group>/<Size>" (003 L5933-5939):
// on a hit roll 2D6 on the Cluster Hits Table in column Size; the hits times
// the damage per projectile are split into groupings of Group points, each
// with its own hit location roll. The zero value means "not a cluster
// attack".
type Cluster struct {
	Group int // grouping size (the g of Cg/s)
	Size  int // weapon size: the Cluster Hits Table column (the s)
}

// Item is one row of the seed's weapons or equipment tables, or one
// generated ammunition item.
//
// Numbers are copied from the table row cited in Cite. Conventions:
//   - Heat is per shot. The seed writes "1/Sht" for rapid-fire (R) weapons
//     to stress that each shot fired costs heat (003 L5952-5958); those
//     items have RapidFire > 0 and Heat holds the per-shot number. For AMS
//     it is the heat per engagement (003 L7740).
//   - Damage is per shot, or per missile for missile weapons ("2/Msl"),
//     or per projectile for other cluster weapons (1 unless stated,
//     003 L5937). For V weapons it is the short-range value and RangeDamage
//     holds all three.
//   - MinRange, Short, Medium, Long are upper bounds in hexes: "1-8 /
//     9-16 / 17-24" is Short 8, Medium 16, Long 24. 0 means the bracket
//     does not exist ("—", e.g. the heavy machine gun has no long range);
//     MinRange 0 means no minimum range.
//   - Tons, Slots and ShotsPerTon read together with TonsSpec, SlotsSpec
//     and ShotsSpec: a 0 is only a real zero when the spec is Given.
type Item struct {
	ID     string   // stable lower-case kebab id, e.g. "is-medium-laser"; see README
	Name   string   // as the seed's table names it (composed for ammo, see README)
	Tech   Tech     // technology base (which table the row is in)
	Kind   Kind     // what kind of item this is
	Group  string   // the table sub-heading the row is under, e.g. "Pulse Weapons", "Engines"; "Ammunition" for ammo
	Family string   // weapon family for munition compatibility, e.g. "AC", "LB-X", "LRM", "iNarc"; "" for non-weapons
	Types  []string // weapon type codes as printed (003 L7822-7841), e.g. {"DB", "S"}
	Page   string   // the seed's Page Ref cell, e.g. "98" or "47, 115"; "" when blank or N/A

	Heat        int     // heat per shot (see above)
	Damage      int     // damage per shot, missile or projectile (see above)
	RangeDamage [3]int  // V (Variable Damage) short/medium/long Damage Values; zero otherwise
	Cluster     Cluster // C g/s of the Damage Value; zero when not a cluster weapon
	RapidFire   int     // R n: most shots per attack (2 for Ultra AC, 6 for Rotary AC); 0 otherwise

	MinRange, Short, Medium, Long int // range brackets in hexes (see above)
	Radius                        int // probes, ECM, CEWS: the radius printed in the Long Range column

	Tons        float64 // tons; read with TonsSpec
	TonsSpec    Spec    // how the tons cell reads
	Slots       int     // critical slots; read with SlotsSpec
	SlotsSpec   Spec    // how the critical slots cell reads
	ShotsPerTon int     // shots per ton of ammo (0 when the weapon uses none); read with ShotsSpec
	ShotsSpec   Spec    // how the shots per ton cell reads
	SeeText     bool    // a Heat, Damage or Range cell is "**" (or "n**"): the Rules carry the details

	AmmoFor         string   // Ammo: id of the weapon that fires it
	DamagePerShot   int      // Ammo: explosion damage per shot left in the bin (003 L5902, L6387); 0 when not explosive
	Explosive       bool     // ammo bins that explode when critted, and X-type items
	ExplosionDamage int      // non-ammo Explosive items: damage of the internal explosion when critted; 0 when it varies (see Rules)
	OneShot         bool     // OS type: fires once per game, carries no further ammo (003 L5949)
	WeaponAttack    bool     // makes an attack roll against a target (weapons, Narc, TAG); false for AMS, ammo, equipment
	ToHitMod        [3]int   // weapon's own attack Target Number modifier at short/medium/long
	ClusterRollMod  [3]int   // modifier to the Cluster Hits roll at short/medium/long (HAG)
	ClusterBySize   [3]int   // Cluster Hits column at short/medium/long when it depends on range (M-Pod); zero otherwise
	ClusterAmmo     Cluster  // LB-X: the cluster-munition Damage Value (a default, the seed leaves it unstated; see README)
	Streak          bool     // all missiles hit on a hit, no Cluster roll; a miss fires nothing (003 L6596-6600)
	Indirect        bool     // may make indirect attacks (for MML: LRM ammo only)
	HeatOption      int      // flamers: heat that may be applied to the target instead of damage (003 L6071)
	HeatDice        int      // plasma weapons: D6 of outside heat the target gains in the Heat Phase
	VsMechDamageMod int      // rifles: change to damage against 'Mechs (-3, minimum 0; 003 L6794)
	FireControl     []string // ids of fire-control systems the launcher may be linked to (same tech base)
	Dissipation     int      // heat sinks: heat dissipated per turn (003 L2973)
	NoCritEffect    bool     // slots are inapplicable: critical hits to them are re-rolled (003 L2606-2612 and the item text)
	AmmoMultiplier  float64  // special-munition bins: multiplier on the standard shots per ton (003 L6808-6812); 0 when none applies
	UsableBy        []string // special-munition bins: weapon families that may load it (Family values)

	Rules []Rule // special rules from the item's text entry
	Cite  string // seed line of the table row, e.g. "003 L7850"
}

// Is reports whether the item has the weapon type code, e.g. Is("OS").
func (it Item) Is(code string) bool {
	for _, t := range it.Types {
		if t == code {
			return true
		}
	}
	return false
}

// Rule returns the item's rule with the given id.
func (it Item) Rule(id RuleID) (Rule, bool) {
	for _, r := range it.Rules {
		if r.ID == id {
			return r, true
		}
	}
	return Rule{}, false
}

// Has reports whether the item carries the rule.
func (it Item) Has(id RuleID) bool {
	_, ok := it.Rule(id)
	return ok
}

// RangeTo returns the range bracket of a target d hexes away, and false
// when d is beyond long range or the item has no range brackets. Minimum
// range is not a bracket: check MinRange separately (003 L1480-1500).
func (it Item) RangeTo(d int) (Bracket, bool) {
	switch {
	case d < 0:
		return 0, false
	case d <= it.Short:
		return Short, it.Short > 0
	case d <= it.Medium:
		return Medium, true
	case d <= it.Long:
		return Long, true
	}
	return 0, false
}

// DamageAt returns the Damage Value at range bracket b: RangeDamage for V
// weapons, Damage otherwise.
func (it Item) DamageAt(b Bracket) int {
	if it.Is("V") && b >= Short && b <= Long {
		return it.RangeDamage[b]
	}
	return it.Damage
}

// ClusterSizeAt returns the Cluster Hits Table column the item uses at range
// bracket b (M-Pods change column with range, 003 L6327), or Cluster.Size.
func (it Item) ClusterSizeAt(b Bracket) int {
	if b >= Short && b <= Long && it.ClusterBySize[b] != 0 {
		return it.ClusterBySize[b]
	}
	return it.Cluster.Size
}

// JamOn returns the highest to-hit roll that jams a rapid-fire weapon
// firing the given number of shots: 2 for two or three shots, 3 or less
// for four or five, 4 or less for six or seven, "and so on"
// (003 L5956). It returns 0 for a single shot, which never jams.
func JamOn(shots int) int {
	if shots < 2 {
		return 0
	}
	return 1 + shots/2
}
