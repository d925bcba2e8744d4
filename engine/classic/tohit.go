package classic

import (
	"fmt"

	"lancemate/engine/internal/enum"
	"lancemate/engine/words"
)

// RangeBracket is the range bracket a target falls in for a weapon.
type RangeBracket int

// Range brackets (003 L1586-1588).
const (
	ShortRange RangeBracket = iota
	MediumRange
	LongRange
	OutOfRange
)

var bracketNames = []string{"short", "medium", "long", "out-of-range"}

// String is "short", "medium", "long" or "out-of-range".
func (b RangeBracket) String() string { return enum.Name(b, bracketNames, "RangeBracket") }

// MarshalText writes the name.
func (b RangeBracket) MarshalText() ([]byte, error) {
	return enum.Text(b, bracketNames, "range bracket")
}

// UnmarshalText reads the name.
func (b *RangeBracket) UnmarshalText(bs []byte) error {
	v, err := enum.Parse[RangeBracket](bs, bracketNames, "range bracket")
	if err != nil {
		return err
	}
	*b = v
	return nil
}

// Brackets are a weapon's range numbers as printed in the weapons tables
// (003 L7846-8110): MinRange (0 for none) and the upper end of the short,
// medium and long brackets. A "1-6 / 7-12 / 13-18" PPC-like weapon is
// {MinRange: 3, Short: 6, Medium: 12, Long: 18}. Where a bracket is "—"
// (e.g. a heavy machine gun has no long range), repeat the previous upper
// end: {Short: 1, Medium: 2, Long: 2}.
type Brackets struct {
	MinRange int `json:"minRange"`
	Short    int `json:"short"`
	Medium   int `json:"medium"`
	Long     int `json:"long"`
}

func (b Brackets) validate() error {
	if b.MinRange < 0 || b.Short < 1 || b.Medium < b.Short || b.Long < b.Medium {
		return fmt.Errorf("invalid range brackets min %d / short 1-%d / medium -%d / long -%d", b.MinRange, b.Short, b.Medium, b.Long)
	}
	return nil
}

// MinimumRangeModifier is the seed's formula exactly: when the target is
// within the weapon's minimum range (range ≤ minimum), add
// [Minimum] - [Target Range] + 1 (003 L1598, L1691); otherwise 0. A PPC
// (minimum 3) gets +1 at 3 hexes, +2 at 2, +3 at 1 (003 L1598); an AC/5
// (minimum 3) +2 at 2 (003 L1484); an LRM (minimum 6) +3 at 4 (003 L1486).
func MinimumRangeModifier(minRange, rng int) int {
	if minRange <= 0 || rng > minRange {
		return 0
	}
	return minRange - rng + 1
}

// WeaponRange classifies a range for a weapon and itemises its range
// modifiers: short +0, medium +2, long +4 (003 L1586-1588, L1688-1690),
// plus the minimum range modifier (003 L1691). Range counts hexes from the
// one next to the attacker up to and including the target's (003 L1584);
// range 0 (same hex) is treated as short. Beyond long range the weapon
// cannot fire: the bracket is OutOfRange and there are no modifiers.
func WeaponRange(rng int, b Brackets) (RangeBracket, []Modifier, error) {
	if err := b.validate(); err != nil {
		return 0, nil, err
	}
	if rng < 0 {
		return 0, nil, fmt.Errorf("range %d is negative", rng)
	}
	var out []Modifier
	var br RangeBracket
	switch {
	case rng <= b.Short:
		br = ShortRange
		out = append(out, Modifier{Label: "Short range", Value: 0, Cite: "003 L1688"})
	case rng <= b.Medium:
		br = MediumRange
		out = append(out, Modifier{Label: "Medium range", Value: 2, Cite: "003 L1689"})
	case rng <= b.Long:
		br = LongRange
		out = append(out, Modifier{Label: "Long range", Value: 4, Cite: "003 L1690"})
	default:
		return OutOfRange, nil, nil
	}
	if m := MinimumRangeModifier(b.MinRange, rng); m > 0 {
		out = append(out, Modifier{Label: fmt.Sprintf("Minimum range %d at %s", b.MinRange, words.Count(rng, "hex", "hexes")), Value: m, Cite: "003 L1598, L1691"})
	}
	return br, out, nil
}

// TargetPriority says whether a target is the attacker's primary target.
type TargetPriority int

// Primary and secondary targets (003 L1566-1578).
const (
	Primary TargetPriority = iota
	// SecondaryForward: a secondary target in the forward arc, +1.
	SecondaryForward
	// SecondarySideRear: a secondary target in a side or rear arc, +2.
	SecondarySideRear
)

// Aim is an aimed shot's target (003 L1772-1784).
type Aim int

// Aimed shot kinds.
const (
	NoAim Aim = iota
	// AimLocation aims at any location but the head.
	AimLocation
	// AimHead aims at the head: no -4 immobile modifier, +3 instead.
	AimHead
)

// AttackInput is everything ToHit needs for one weapon attack. The caller
// works out facts that need the map or the weapon's type (arcs, line of
// sight, whether a weapon may aim or use a targeting computer).
type AttackInput struct {
	// Gunnery is the attacker's Gunnery Skill, the base target number
	// (003 L1440, L1452).
	Gunnery int `json:"gunnery"`
	Situation
	// Range in hexes and the weapon's brackets.
	Range    int      `json:"range"`
	Brackets Brackets `json:"brackets"`
	// Heat is the attacker's current heat level (003 L1672-1676).
	Heat int `json:"heat"`
	// SensorHits on the attacker: 1 → +2; 2 → no weapon attacks. With a
	// torso-mounted cockpit: 1 → +2, 2 → +4, 3 → no weapon attacks
	// (003 L1666, L2826-2830).
	SensorHits   int  `json:"sensorHits,omitempty"`
	TorsoCockpit bool `json:"torsoCockpit,omitempty"`
	// WeaponInArm: the weapon is mounted in an arm with ShoulderHit (+4,
	// overriding actuator hits) or ArmActuatorHits upper/lower arm
	// actuator criticals (+1 each) (003 L1667-1668, L2836). Count only
	// critical hits: actuators a 'Mech was built without do not count
	// (003 L1550).
	WeaponInArm     bool `json:"weaponInArm,omitempty"`
	ShoulderHit     bool `json:"shoulderHit,omitempty"`
	ArmActuatorHits int  `json:"armActuatorHits,omitempty"`
	// OneArmProne: the attacker is prone with one arm destroyed and fires
	// under the optional One-Armed Prone Fire rule (003 L1760).
	OneArmProne bool `json:"oneArmProne,omitempty"`
	// Priority: secondary targets +1 forward arc, +2 side/rear (003
	// L1694-1695).
	Priority TargetPriority `json:"priority,omitempty"`
	// TargetStealth: the target's stealth armor is engaged: +1 at medium,
	// +2 at long range; it cannot be a secondary target (003 L1657, L1578).
	TargetStealth bool `json:"targetStealth,omitempty"`
	// Indirect fire: the Situation's terrain fields must then describe the
	// spotter's line of sight (003 L1790-1809). SpotterMode is the
	// spotter's movement; SpotterAttacked adds another +1.
	Indirect        bool     `json:"indirect,omitempty"`
	SpotterMode     MoveMode `json:"spotterMode,omitempty"`
	SpotterAttacked bool     `json:"spotterAttacked,omitempty"`
	// Spotting: the attacker also spots for indirect fire this turn, +1
	// (003 L1679, L1803).
	Spotting bool `json:"spotting,omitempty"`
	// TargetingComputer: the weapon benefits from a targeting computer,
	// -1 (003 L7377). Leave false for flamers, machine guns and Cluster
	// or Flak attacks (003 L7375).
	TargetingComputer bool `json:"targetingComputer,omitempty"`
	// Aim declares an aimed shot. The caller must not aim Area-Effect,
	// Cluster or Flak weapons, rapid-fire attacks of more than one shot
	// (003 L1774), or pulse weapons with a targeting computer (003 L7381).
	Aim Aim `json:"aim,omitempty"`
	// Extra are weapon, ammunition, equipment, quirk or weather modifiers
	// the caller supplies (e.g. pulse laser -2, 003 L6283), each with its
	// own label and cite; they are appended as given.
	Extra   []Modifier `json:"extra,omitempty"`
	Options Options    `json:"options"`
}

// ToHit works out the modified target number of a weapon attack by
// G.A.T.O.R. (003 L1422-1444): Gunnery, Attacker movement, Target movement,
// Other modifiers, Range. The Result itemises every modifier with its seed
// line, flags automatic hits (target ≤ 2) and misses (target > 12; 003
// L1446-1448, L8302), marks attacks the rules forbid, and gives the exact
// chance of success on 2D6.
func ToHit(in AttackInput) (Result, error) {
	if err := in.validate(); err != nil {
		return Result{}, err
	}
	r := Result{Base: Modifier{Label: "Gunnery skill", Value: in.Gunnery, Cite: "003 L1440, L1452"}}
	aimMobileTC := in.Aim != NoAim && in.TargetingComputer && !in.TargetImmobile
	k := attackKind{
		noCover:      in.Aim != NoAim,
		noImmobile:   in.Aim == AimHead,
		adjacent:     in.Range <= 1,
		proneAttackM: true,
	}
	in.applyAttacker(&r, k)
	if in.OneArmProne {
		r.add("One-armed prone fire (optional)", 1, "003 L1760")
	}
	in.applyTarget(&r, k)
	in.applyTerrain(&r, k)

	// Heat (003 L1510, L1672-1676).
	if e, _ := HeatEffectsAt(in.Heat); e.ToHit.Value != 0 {
		r.Modifiers = append(r.Modifiers, e.ToHit)
	}
	// Attacker damage (003 L1664-1668, L2822-2840).
	sensorLimit := 2
	if in.TorsoCockpit {
		sensorLimit = 3
	}
	switch {
	case in.SensorHits >= sensorLimit:
		r.prohibit(fmt.Sprintf("%d sensor hits: the 'Mech cannot fire weapons (003 L2826, L2830)", in.SensorHits))
	case in.SensorHits == 2:
		r.add("Sensor hits ×2 (torso-mounted cockpit)", 4, "003 L2830")
	case in.SensorHits == 1:
		r.add("Sensor hit", 2, "003 L1666, L2826")
	}
	if in.WeaponInArm {
		switch {
		case in.ShoulderHit:
			r.add("Shoulder hit (weapon in arm)", 4, "003 L1667, L2836")
		case in.ArmActuatorHits > 0:
			r.add(fmt.Sprintf("Arm actuator hits ×%d (weapon in arm)", in.ArmActuatorHits), in.ArmActuatorHits, "003 L1668")
		}
	}
	// Multiple targets (003 L1566-1578).
	switch in.Priority {
	case SecondaryForward:
		r.add("Secondary target, forward arc", 1, "003 L1694, L1572")
	case SecondarySideRear:
		r.add("Secondary target, side or rear arc", 2, "003 L1695, L1572")
	}
	if in.Priority != Primary && in.TargetStealth {
		r.prohibit("a 'Mech with active stealth armor cannot be attacked as a secondary target (003 L1578)")
	}
	// Indirect fire and spotting (003 L1678-1679, L1790-1809).
	if in.Indirect {
		m, _ := AttackerMovement(in.SpotterMode)
		m.Label = "Spotter movement: " + m.Label
		r.Modifiers = append(r.Modifiers, m)
		if in.SpotterAttacked {
			r.add("Indirect fire, spotter also attacked", 2, "003 L1678, L1803")
		} else {
			r.add("Indirect fire", 1, "003 L1678, L1801")
		}
	}
	if in.Spotting {
		r.add("Attacker is spotting for indirect fire", 1, "003 L1679, L1803")
	}
	// Targeting computer and aimed shots (003 L1772-1784, L7377-7385).
	if in.TargetingComputer && !aimMobileTC {
		r.add("Targeting computer", -1, "003 L7377")
	}
	in.applyAim(&r, aimMobileTC)
	r.Modifiers = append(r.Modifiers, in.Extra...)

	// Range (003 L1582-1598).
	br, ms, _ := WeaponRange(in.Range, in.Brackets) // validated
	if br == OutOfRange {
		r.prohibit(fmt.Sprintf("range %d is beyond the weapon's long range %d", in.Range, in.Brackets.Long))
		r.Modifiers = append(r.Modifiers, Modifier{Label: "Beyond long range", Cite: "003 L1586, L7213",
			Note: "The seed never states this rule for 'Mechs directly; it says a weapon \"cannot fire beyond its maximum range\" when discussing C3 (003 L7213)."})
	}
	r.Modifiers = append(r.Modifiers, ms...)
	if in.TargetStealth {
		switch br {
		case MediumRange:
			r.add("Target stealth armor, medium range", 1, "003 L1657, L7457")
		case LongRange:
			r.add("Target stealth armor, long range", 2, "003 L1657, L7457")
		}
	}
	r.finish()
	return r, nil
}

// applyAim adds the aimed-shot modifiers and prohibitions.
func (in AttackInput) applyAim(r *Result, aimMobileTC bool) {
	switch {
	case in.Aim == NoAim:
		return
	case in.Indirect:
		r.prohibit("indirect fire cannot be an aimed shot (003 L1774, L1805)")
	case in.Aim == AimHead && in.TargetingComputer:
		r.prohibit("an aimed shot aided by a targeting computer may not target the head (003 L1784, L7384)")
	case !in.TargetImmobile && !in.TargetingComputer:
		r.prohibit("aimed shots are allowed only against immobile targets, or with a targeting computer (003 L1772, L1784)")
	}
	if in.Aim == AimHead {
		r.add("Aimed shot at the head (no immobile modifier)", 3, "003 L1780")
	}
	if aimMobileTC {
		r.add("Aimed shot with targeting computer, mobile target", 3, "003 L1784, L7383")
	}
}

func (in AttackInput) validate() error {
	if in.Gunnery < 0 {
		return fmt.Errorf("gunnery skill %d is negative", in.Gunnery)
	}
	if err := in.Situation.validate(in.Options); err != nil {
		return err
	}
	if _, _, err := WeaponRange(in.Range, in.Brackets); err != nil {
		return err
	}
	if in.Heat < 0 {
		return fmt.Errorf("heat %d is negative", in.Heat)
	}
	if in.SensorHits < 0 {
		return fmt.Errorf("sensor hits %d is negative", in.SensorHits)
	}
	if in.ArmActuatorHits < 0 || in.ArmActuatorHits > 2 {
		return fmt.Errorf("arm actuator hits %d out of range 0-2 (upper and lower arm)", in.ArmActuatorHits)
	}
	if in.Priority < Primary || in.Priority > SecondarySideRear {
		return fmt.Errorf("invalid target priority %d", int(in.Priority))
	}
	if in.Aim < NoAim || in.Aim > AimHead {
		return fmt.Errorf("invalid aim %d", int(in.Aim))
	}
	if in.Indirect && !in.SpotterMode.Valid() {
		return fmt.Errorf("invalid spotter move mode %d", int(in.SpotterMode))
	}
	if in.OneArmProne && (!in.Options.OneArmedProneFire || !in.AttackerProne) {
		return fmt.Errorf("one-armed prone fire needs a prone attacker and the optional rule (003 L1760)")
	}
	for _, m := range in.Extra {
		if m.Label == "" || m.Cite == "" {
			return fmt.Errorf("extra modifier %+v needs a label and a cite", m)
		}
	}
	return nil
}

// AimedShotHits reports whether an aimed shot that hit strikes the chosen
// location: a 2D6 roll of 6, 7 or 8; otherwise roll the hit location
// normally (003 L1776).
func AimedShotHits(roll int) (bool, error) {
	if roll < 2 || roll > 12 {
		return false, fmt.Errorf("aimed shot roll %d out of range 2-12", roll)
	}
	return roll >= 6 && roll <= 8, nil
}
