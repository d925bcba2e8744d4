package game

import "lancemate/engine/internal/enum"

// Kind is what a critical slot holds. The kinds are the critical hit effect
// entries of 003 L2649-2872, plus CASE and Inert for slots that cannot take
// critical hits (003 L2606-2612).
type Kind int

// Component kinds.
const (
	Engine      Kind = iota // torso; three hits destroy the 'Mech (003 L2685-2689)
	Gyro                    // torso; two hits destroy it (003 L2730-2742)
	Cockpit                 // head (centre torso if torso-mounted); a hit kills the pilot (003 L2679-2683)
	Sensors                 // head; +2 to fire, then no fire (003 L2822-2830)
	LifeSupport             // head; heat damages the pilot (003 L2786-2792)
	Shoulder                // arm (003 L2832-2840)
	UpperArm                // upper arm actuator (003 L2842-2852)
	LowerArm                // lower arm actuator (003 L2794-2806)
	Hand                    // hand actuator (003 L2744-2750)
	Hip                     // leg (003 L2760-2772)
	UpperLeg                // upper leg actuator (003 L2854-2864)
	LowerLeg                // lower leg actuator (003 L2810-2820)
	Foot                    // foot actuator (003 L2705-2713)
	HeatSink                // (003 L2756-2758)
	JumpJet                 // (003 L2774-2776)
	Weapon                  // weapons (003 L2866-2872)
	Ammo                    // one bin of ammunition (003 L2653-2669)
	Equipment               // other equipment (003 L2866-2872)
	CASE                    // cannot be critted; stops explosion transfer (003 L2661, L2612)
	Inert                   // endo-steel, ferro-fibrous, TSM...: cannot be critted (003 L2612)
)

var kindNames = []string{
	"engine", "gyro", "cockpit", "sensors", "life_support",
	"shoulder", "upper_arm", "lower_arm", "hand",
	"hip", "upper_leg", "lower_leg", "foot",
	"heat_sink", "jump_jet", "weapon", "ammo", "equipment", "case", "inert",
}

// String returns the kind's JSON name.
func (k Kind) String() string { return enum.Name(k, kindNames, "Kind") }

// MarshalText writes the kind's name.
func (k Kind) MarshalText() ([]byte, error) { return enum.Text(k, kindNames, "component kind") }

// UnmarshalText reads a kind's name.
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Kind](b, kindNames, "component kind")
	if err != nil {
		return err
	}
	*k = v
	return nil
}

var kindLabels = []string{
	"Engine", "Gyro", "Cockpit", "Sensors", "Life Support",
	"Shoulder", "Upper Arm Actuator", "Lower Arm Actuator", "Hand Actuator",
	"Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator",
	"Heat Sink", "Jump Jet", "Weapon", "Ammo", "Equipment", "CASE", "Inert",
}

// Label is the kind as a record sheet prints it in a critical slot,
// e.g. "Upper Arm Actuator" (the Critical Hit Table's entries, 003 L2649-2872).
func (k Kind) Label() string {
	if !k.Valid() {
		return k.String()
	}
	return kindLabels[k]
}

// Valid reports whether k is a known kind.
func (k Kind) Valid() bool { return k >= 0 && int(k) < len(kindNames) }

// Critable reports whether a slot of this kind can take a critical hit:
// CASE and inert structure or armor slots cannot (003 L2606-2612).
func (k Kind) Critable() bool { return k != CASE && k != Inert }

// multiHit reports whether every critical hit on the item counts (engine,
// gyro, sensors); other items are disabled by their first hit and their
// other slots only absorb later hits (003 L2602).
func (k Kind) multiHit() bool { return k == Engine || k == Gyro || k == Sensors }

// legActuator reports whether the kind is an upper leg, lower leg or foot
// actuator: -1 Walking MP and +1 to PSRs each (003 L2707-2709, L2812-2816,
// L2856-2860).
func (k Kind) legActuator() bool { return k == UpperLeg || k == LowerLeg || k == Foot }
