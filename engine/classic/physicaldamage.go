package classic

import "fmt"

// PhysicalWeapon is a row of the Physical Weapon Attacks Table (003
// L2222-2243).
type PhysicalWeapon int

// Physical weapons. Vibroblades also need a VibrobladeSize.
const (
	NoPhysicalWeapon PhysicalWeapon = iota
	Claws
	Flail
	Hatchet
	Lance
	Mace
	RetractableBlade
	Sword
	Talons
	VibrobladeActivated
	VibrobladeDeactivated
)

type physicalWeaponRow struct {
	name   string
	mod    int
	per    int // damage is 1 per this many tons, rounded up; 0 = fixed or special
	plus   int // added after the division (swords, deactivated vibroblades)
	fixed  int // fixed damage (flail 9)
	table  LocationTable
	option bool // Option ††: may choose the Punch or Kick table at +4
	tsm    bool // affected by TSM
	noHand bool // * footnote: not affected by a damaged or absent hand
	cite   string
}

var physicalWeapons = []physicalWeaponRow{
	NoPhysicalWeapon:      {name: "none"},
	Claws:                 {"Claws", 1, 7, 0, 0, PunchTable, false, true, false, "003 L2225"},
	Flail:                 {"Flail", 0, 0, 0, 9, HitTable, false, false, true, "003 L2226"},
	Hatchet:               {"Hatchet", -1, 5, 0, 0, HitTable, true, true, false, "003 L2227"},
	Lance:                 {"Lance", 0, 5, 0, 0, HitTable, false, true, false, "003 L2228"},
	Mace:                  {"Mace", 1, 4, 0, 0, HitTable, true, true, false, "003 L2229"},
	RetractableBlade:      {"Retractable blade", -2, 10, 0, 0, HitTable, true, true, true, "003 L2230"},
	Sword:                 {"Sword", -2, 10, 1, 0, HitTable, true, true, false, "003 L2231"},
	Talons:                {"Talons", 0, 0, 0, 0, KickTable, false, true, false, "003 L2232"},
	VibrobladeActivated:   {"Vibroblade (activated)", -2, 0, 0, 0, HitTable, true, false, false, "003 L2234"},
	VibrobladeDeactivated: {"Vibroblade (deactivated)", -2, 10, 1, 0, HitTable, true, true, false, "003 L2235"},
}

// VibrobladeSize is small, medium or large.
type VibrobladeSize int

// Vibroblade sizes; activated damage 7 / 10 / 14 (003 L7137).
const (
	SmallVibroblade VibrobladeSize = iota
	MediumVibroblade
	LargeVibroblade
)

var vibrobladeDamage = [3]int{7, 10, 14}

// PhysicalWeaponTable returns a weapon's to-hit modifier and default
// location table (003 L2222-2243).
func PhysicalWeaponTable(w PhysicalWeapon) (Modifier, LocationTable, error) {
	if w <= NoPhysicalWeapon || w > VibrobladeDeactivated {
		return Modifier{}, 0, fmt.Errorf("invalid physical weapon %d", int(w))
	}
	row := physicalWeapons[w]
	return Modifier{Label: row.name, Value: row.mod, Cite: row.cite}, row.table, nil
}

// PhysicalWeaponDamage is a physical weapon's damage, one grouping (003
// L2237-2241): "1 per X tons" rounds up, swords and deactivated
// vibroblades add 1 (a deactivated vibroblade never above the activated
// value of its size), activated vibroblades deal 7/10/14 (003 L7137-7139),
// and TSM doubles the weapons it affects (003 L2216, L7635). Talons
// multiply kick or DFA damage instead: use TalonDamage.
func PhysicalWeaponDamage(w PhysicalWeapon, tons int, size VibrobladeSize, tsm bool) (int, error) {
	if w <= NoPhysicalWeapon || w > VibrobladeDeactivated || w == Talons {
		return 0, fmt.Errorf("no damage value for physical weapon %d (talons: use TalonDamage)", int(w))
	}
	if tons <= 0 {
		return 0, fmt.Errorf("tonnage %d", tons)
	}
	if size < SmallVibroblade || size > LargeVibroblade {
		return 0, fmt.Errorf("invalid vibroblade size %d", int(size))
	}
	row := physicalWeapons[w]
	var d int
	switch {
	case w == VibrobladeActivated:
		return vibrobladeDamage[size], nil
	case row.fixed > 0:
		d = row.fixed
	default:
		d = ceilDiv(tons, row.per) + row.plus
	}
	if w == VibrobladeDeactivated {
		d = min(d, vibrobladeDamage[size])
	}
	if tsm && row.tsm {
		d *= 2
	}
	return d, nil
}

// TalonDamage multiplies kick or DFA damage by 1.5, rounding to the
// nearest whole number, .5 up (003 L7125).
func TalonDamage(damage int) int { return (3*damage + 1) / 2 }

// halve halves d once per hit, rounding down (003 L2251-2301, L2208).
func halve(d, hits int) int {
	for range hits {
		d /= 2
	}
	return d
}

// PunchDamage is a punch's damage from one arm: 1 per 10 tons or fraction
// (003 L2251), doubled by active TSM (003 L7635), halved (round down) for
// each upper or lower arm actuator damaged or missing, minimum 1 (003
// L2251, L2293). The seed does not order TSM and halving; Lancemate doubles
// first.
func PunchDamage(tons, armActuatorHits int, tsm bool) (int, error) {
	if tons <= 0 || armActuatorHits < 0 || armActuatorHits > 2 {
		return 0, fmt.Errorf("punch by a %d-ton 'Mech with %d arm actuator hits", tons, armActuatorHits)
	}
	d := ceilDiv(tons, 10)
	if tsm {
		d *= 2
	}
	return max(halve(d, armActuatorHits), 1), nil
}

// KickDamage is 1 point per 5 tons (003 L2202; the seed gives no rounding,
// digest 16.2 #10: Lancemate rounds up like the physical weapons), doubled
// by active TSM (003 L7635), halved (round down) per upper or lower leg
// actuator hit, cumulative (003 L2208).
func KickDamage(tons, legActuatorHits int, tsm bool) (int, error) {
	if tons <= 0 || legActuatorHits < 0 || legActuatorHits > 2 {
		return 0, fmt.Errorf("kick by a %d-ton 'Mech with %d leg actuator hits", tons, legActuatorHits)
	}
	d := ceilDiv(tons, 5)
	if tsm {
		d *= 2
	}
	return halve(d, legActuatorHits), nil
}

// ClubDamage is 1 point per 5 tons (003 L2100; rounding as KickDamage),
// doubled by active TSM (003 L7635).
func ClubDamage(tons int, tsm bool) (int, error) {
	if tons <= 0 {
		return 0, fmt.Errorf("club by a %d-ton 'Mech", tons)
	}
	d := ceilDiv(tons, 5)
	if tsm {
		d *= 2
	}
	return d, nil
}

// ChargeDamage is the damage of a successful charge (003 L2057-2062),
// fractions rounded up: the target takes attacker tons / 10 × hexes moved
// (not counting the target's hex, from the last reversal); the attacker
// takes 1 per 10 tons of the target. Both in 5-point groupings (003 L2064).
func ChargeDamage(attackerTons, targetTons, hexes int) (toTarget, toAttacker int, err error) {
	if attackerTons <= 0 || targetTons <= 0 || hexes < 0 {
		return 0, 0, fmt.Errorf("charge by %d tons on %d tons after %d hexes", attackerTons, targetTons, hexes)
	}
	return ceilDiv(attackerTons*hexes, 10), ceilDiv(targetTons, 10), nil
}

// DFADamage is the damage of a successful death from above: the target
// takes attacker tons / 10 × 3, rounded up (003 L2156); the attacker takes
// its tons / 5 (003 L2166; rounding as KickDamage) on the Kick table's
// Front column. Both in 5-point groupings.
func DFADamage(attackerTons int) (toTarget, toAttacker int, err error) {
	if attackerTons <= 0 {
		return 0, 0, fmt.Errorf("DFA by a %d-ton 'Mech", attackerTons)
	}
	return ceilDiv(3*attackerTons, 10), ceilDiv(attackerTons, 5), nil
}

// UnderwaterPhysicalDamage halves a physical attack made underwater,
// rounding down (003 L2027).
func UnderwaterPhysicalDamage(d int) int { return d / 2 }
