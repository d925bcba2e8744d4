package classic

import (
	"fmt"

	"lancemate/engine/internal/enum"
)

// PhysicalAttack is one of the seven physical attacks (003 L1948).
type PhysicalAttack int

// Physical attack types.
const (
	Punch PhysicalAttack = iota
	Kick
	Club
	Push
	Charge
	DeathFromAbove
	WeaponAttack // a physical weapon (hatchet, sword, ...)
)

var physicalNames = []string{"punch", "kick", "club", "push", "charge", "dfa", "physical-weapon"}

// String is the attack's log name.
func (a PhysicalAttack) String() string { return enum.Name(a, physicalNames, "PhysicalAttack") }

// MarshalText writes the log name.
func (a PhysicalAttack) MarshalText() ([]byte, error) {
	return enum.Text(a, physicalNames, "physical attack")
}

// UnmarshalText reads the log name.
func (a *PhysicalAttack) UnmarshalText(b []byte) error {
	v, err := enum.Parse[PhysicalAttack](b, physicalNames, "physical attack")
	if err != nil {
		return err
	}
	*a = v
	return nil
}

// LocationTable names a hit location table.
type LocationTable int

// Hit location tables (003 L1925, L2186, L2257).
const (
	HitTable LocationTable = iota
	PunchTable
	KickTable
)

// PhysicalRule is what the seed states about an attack type: its to-hit
// modifier, the table its damage uses, and the PSRs it causes.
type PhysicalRule struct {
	Modifier Modifier
	// Table for damage to the target; Groupings is the grouping size (0 =
	// one grouping).
	Table     LocationTable
	Groupings int
	// TargetPSR is the PSR the target makes after a hit; AttackerHitPSR
	// and AttackerMissPSR those of the attacker. -1 when none.
	TargetPSR, AttackerHitPSR, AttackerMissPSR PSREvent
	Cite                                       string
}

const noPSR PSREvent = -1

// physicalRules follows the Physical Attack Modifiers Table (003
// L1975-1981) and the attack rules (003 L2035-2323).
var physicalRules = []PhysicalRule{
	Punch: {Modifier{Label: "Punch", Value: 0, Cite: "003 L1979"}, PunchTable, 0, noPSR, noPSR, noPSR, "003 L2245-2301"},
	Kick:  {Modifier{Label: "Kick", Value: -2, Cite: "003 L1978"}, KickTable, 0, Kicked, noPSR, MissedKick, "003 L2196-2208"},
	Club:  {Modifier{Label: "Club", Value: -1, Cite: "003 L1976"}, HitTable, 0, noPSR, noPSR, noPSR, "003 L2088-2104"},
	Push:  {Modifier{Label: "Push", Value: -1, Cite: "003 L1980"}, HitTable, 0, Pushed, noPSR, noPSR, "003 L2303-2323"},
	// Charge: the seed does not name the table (003 L2064); Lancemate
	// uses the Hit Location Table, as the skid example does for the
	// attacker (003 L4199; digest 16.2 #11).
	Charge:         {Modifier{Label: "Charge", Value: 0, Cite: "003 L1975"}, HitTable, 5, ChargedOrDFAd, MadeCharge, noPSR, "003 L2035-2086"},
	DeathFromAbove: {Modifier{Label: "Death from above", Value: 0, Cite: "003 L1977"}, PunchTable, 5, ChargedOrDFAd, MadeDFA, MissedDFA, "003 L2116-2182"},
	WeaponAttack:   {Modifier{Label: "Physical weapon", Value: 0, Cite: "003 L1981"}, HitTable, 0, noPSR, noPSR, noPSR, "003 L2210-2243"},
}

// chargeTableNote records the charge location-table default.
const chargeTableNote = "The charge rules do not name a hit location table (003 L2064); Lancemate uses the Hit Location Table, as the skid example does for the attacker (003 L4199; digest 16.2 #11). An unintentional (skid) charge strikes a standing target on the Kick table (003 L4267)."

// PhysicalRules returns the rule summary of an attack type.
func PhysicalRules(a PhysicalAttack) (PhysicalRule, error) {
	if a < Punch || a > WeaponAttack {
		return PhysicalRule{}, fmt.Errorf("invalid physical attack %d", int(a))
	}
	r := physicalRules[a]
	if a == Charge {
		r.Modifier.Note = chargeTableNote
	}
	return r, nil
}

// PhysicalInput is everything PhysicalToHit needs. Damage fields describe
// the limb(s) used; count critical hits and, where the seed says so,
// actuators missing by design (punches, 003 L2301).
type PhysicalInput struct {
	// Piloting is the attacker's Piloting Skill, the base (003 L1964).
	Piloting int `json:"piloting"`
	Situation
	Attack PhysicalAttack `json:"attack"`
	// Weapon and WeaponSize for a physical weapon attack.
	Weapon PhysicalWeapon `json:"weapon,omitempty"`
	// AltTable: the physical weapon uses the Punch or Kick table instead
	// of the Hit Location Table by choice, +4 (003 L2243).
	AltTable bool `json:"altTable,omitempty"`
	// ShoulderHits on the arm(s) used (a push or club uses both).
	ShoulderHits int `json:"shoulderHits,omitempty"`
	// ArmActuatorHits: upper/lower arm actuators damaged (or, for a punch,
	// missing) on the arm(s) used, +2 each (003 L1713, L2301, L2102).
	ArmActuatorHits int `json:"armActuatorHits,omitempty"`
	// NoHand: the punching arm lacks a working hand, +1 (003 L1714,
	// L2301); clubs need two working hands and most physical weapons one
	// (003 L2092, L1714).
	NoHand bool `json:"noHand,omitempty"`
	// Claws: a 'Mech with claws adds +2 to club attacks (003 L2104).
	Claws bool `json:"claws,omitempty"`
	// HipHits on the attacker: no kicks (003 L1715, L2200).
	HipHits int `json:"hipHits,omitempty"`
	// LegActuatorHits (upper/lower leg, +2 each) and FootHit (+1) on the
	// kicking leg (003 L1716-1717).
	LegActuatorHits int  `json:"legActuatorHits,omitempty"`
	FootHit         bool `json:"footHit,omitempty"`
	// QuadRearKick: a quad kicks into its rear arc, +1 (003 L2206).
	QuadRearKick bool `json:"quadRearKick,omitempty"`
	// TargetPiloting for the comparative modifier of charges and DFAs
	// (003 L1989).
	TargetPiloting int `json:"targetPiloting,omitempty"`
	// Unintentional: a skidding 'Mech's unintentional charge, +3 and no
	// comparative modifier (003 L1720, L4265).
	Unintentional bool `json:"unintentional,omitempty"`
	// Extra are other modifiers (AES -1, quirks), each with label and cite.
	Extra []Modifier `json:"extra,omitempty"`
}

// PhysicalToHit works out a physical attack's target number: Piloting, the
// attack's modifier, and every standard attack modifier except heat and
// sensors (003 L1964-1966) and the multiple-target modifier (003 L1576).
func PhysicalToHit(in PhysicalInput) (Result, error) {
	if err := in.validate(); err != nil {
		return Result{}, err
	}
	rule, _ := PhysicalRules(in.Attack)
	r := Result{Base: Modifier{Label: "Piloting skill", Value: in.Piloting, Cite: "003 L1964"}}
	r.Modifiers = append(r.Modifiers, rule.Modifier)
	k := attackKind{
		physical:  true,
		noTerrain: in.Attack == DeathFromAbove,
		// Punch-table attacks cannot hit legs, so no partial cover
		// (003 L1500); Depth 1 water gives no cover against kicks (003
		// L2029).
		noCover:  in.Attack == Punch || (in.Attack == Kick && in.Depth1Water && !in.PartialCover),
		adjacent: true, // prone targets are always treated as adjacent (003 L2017)
	}
	if in.AttackerProne {
		r.prohibit("prone 'Mechs cannot make physical attacks (003 L2013)")
	}
	in.applyAttacker(&r, k)
	in.applyTarget(&r, k)
	in.applyTerrain(&r, k)
	in.applyLimbs(&r)
	switch {
	case in.Unintentional:
		r.add("Unintentional charge", 3, "003 L1720, L4265")
	case in.Attack == Charge || in.Attack == DeathFromAbove:
		r.add("Comparative piloting (attacker - target)", in.Piloting-in.TargetPiloting, "003 L1989")
	}
	r.Modifiers = append(r.Modifiers, in.Extra...)
	r.finish()
	return r, nil
}

// applyLimbs adds the "Physical Attacks Only" damage rows (003
// L1712-1717) and per-attack limb rules.
func (in PhysicalInput) applyLimbs(r *Result) {
	arm := in.ArmActuatorHits
	switch in.Attack {
	case Punch:
		if in.ShoulderHits > 0 {
			r.prohibit("no punch with an arm whose shoulder is hit (003 L1712, L2299)")
		}
		if arm > 0 {
			r.add(fmt.Sprintf("Arm actuators damaged or missing ×%d", arm), 2*arm, "003 L1713, L2301")
		}
		if in.NoHand {
			r.add("No working hand", 1, "003 L1714, L2301")
		}
	case Club:
		if in.ShoulderHits > 0 {
			r.prohibit("no club attack with a shoulder hit (003 L1712, L2092)")
		}
		if in.NoHand {
			r.prohibit("a club needs two undamaged hand actuators (003 L1714, L2092)")
		}
		if arm > 0 {
			r.add(fmt.Sprintf("Arm actuators damaged ×%d", arm), 2*arm, "003 L1713, L2102")
		}
		if in.Claws {
			r.add("Claws", 2, "003 L2104")
		}
	case Push:
		if in.ShoulderHits > 0 {
			r.add(fmt.Sprintf("Shoulder hits ×%d", in.ShoulderHits), 2*in.ShoulderHits, "003 L1712, L2323")
		}
	case Kick:
		if in.HipHits > 0 {
			r.prohibit("no kicks with a hip actuator hit (003 L1715, L2200)")
		}
		if n := in.LegActuatorHits; n > 0 {
			r.add(fmt.Sprintf("Leg actuators hit ×%d", n), 2*n, "003 L1716")
		}
		if in.FootHit {
			r.add("Foot actuator hit", 1, "003 L1717")
		}
		if in.QuadRearKick {
			r.add("Quad kick into the rear arc", 1, "003 L2206")
		}
	case WeaponAttack:
		w := physicalWeapons[in.Weapon]
		if in.ShoulderHits > 0 {
			r.prohibit("no physical weapon attack with an arm whose shoulder is hit (003 L1712)")
		}
		if in.NoHand && !w.noHand {
			r.prohibit("no physical weapon attack with an arm whose hand actuator is hit (003 L1714)")
		}
		if arm > 0 {
			r.add(fmt.Sprintf("Arm actuators hit ×%d", arm), 2*arm, "003 L1713")
		}
		r.add(w.name, w.mod, w.cite)
		if in.AltTable {
			r.add("Punch or Kick table chosen", 4, "003 L2243")
		}
	}
}

func (in PhysicalInput) validate() error {
	if in.Piloting < 0 || in.TargetPiloting < 0 {
		return fmt.Errorf("piloting skills must not be negative")
	}
	if in.Attack < Punch || in.Attack > WeaponAttack {
		return fmt.Errorf("invalid physical attack %d", int(in.Attack))
	}
	if err := in.Situation.validate(Options{Sprinting: true}); err != nil {
		return err
	}
	switch {
	case in.Attack == DeathFromAbove && in.AttackerMode != Jumped:
		return fmt.Errorf("a death from above attack is a jump: attacker mode %v (003 L2126)", in.AttackerMode)
	case in.Attack == Charge && in.AttackerMode == Jumped:
		return fmt.Errorf("a 'Mech that jumped cannot charge (003 L2039)")
	case in.Unintentional && in.Attack != Charge:
		return fmt.Errorf("only a charge can be unintentional (003 L4265)")
	case in.Attack == WeaponAttack && (in.Weapon <= NoPhysicalWeapon || in.Weapon > VibrobladeDeactivated):
		return fmt.Errorf("a physical weapon attack needs a weapon")
	case in.AltTable && in.Attack != WeaponAttack:
		return fmt.Errorf("only physical weapons may choose another location table (003 L2243)")
	case in.AltTable && !physicalWeapons[in.Weapon].option:
		return fmt.Errorf("%s has no table option (003 L2222-2235)", physicalWeapons[in.Weapon].name)
	}
	if in.ArmActuatorHits < 0 || in.ArmActuatorHits > 4 || in.ShoulderHits < 0 || in.ShoulderHits > 2 ||
		in.HipHits < 0 || in.LegActuatorHits < 0 || in.LegActuatorHits > 2 {
		return fmt.Errorf("actuator hit counts out of range")
	}
	for _, m := range in.Extra {
		if m.Label == "" || m.Cite == "" {
			return fmt.Errorf("extra modifier %+v needs a label and a cite", m)
		}
	}
	return nil
}
