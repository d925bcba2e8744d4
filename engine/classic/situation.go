package classic

import (
	"fmt"

	"lancemate/engine/internal/enum"
)

// Woods is the woods or jungle in a hex; jungle counts as woods of the same
// density for attacks (003 L1635-1636).
type Woods int

// Woods densities.
const (
	NoWoods Woods = iota
	LightWoods
	HeavyWoods
)

var woodsNames = []string{"none", "light", "heavy"}

// String is "none", "light" or "heavy".
func (w Woods) String() string { return enum.Name(w, woodsNames, "Woods") }

// MarshalText writes the name.
func (w Woods) MarshalText() ([]byte, error) { return enum.Text(w, woodsNames, "woods") }

// UnmarshalText reads the name.
func (w *Woods) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Woods](b, woodsNames, "woods")
	if err != nil {
		return err
	}
	*w = v
	return nil
}

// Situation is what weapon and physical attacks share: the "All Attacks"
// part of the Attack Modifiers Table (003 L1622-1657).
type Situation struct {
	// AttackerMode is the movement mode the attacker used this turn.
	AttackerMode MoveMode `json:"attackerMode"`
	// AttackerProne: +2 to weapon attacks (003 L1630, L1756); prone
	// 'Mechs make no physical attacks (003 L2013).
	AttackerProne bool `json:"attackerProne,omitempty"`
	// AttackerQuadIntact: the attacker is a quad with all four legs and no
	// hip critical hit, so it fires prone as if standing (003 L1758; the
	// text is more specific than the table's L1630, digest 16.2 #19).
	AttackerQuadIntact bool `json:"attackerQuadIntact,omitempty"`
	// AttackerSkidding: +1 (003 L1631, L1173).
	AttackerSkidding bool `json:"attackerSkidding,omitempty"`

	// TargetMode is the movement mode the target used this turn.
	TargetMode MoveMode `json:"targetMode"`
	// TargetHexes is the hexes the target entered this turn, counted from
	// its last reversal (003 L1472-1474).
	TargetHexes int `json:"targetHexes"`
	// TargetProne: -2 from an adjacent hex, +1 from all others (003 L1645,
	// L1764).
	TargetProne bool `json:"targetProne,omitempty"`
	// TargetImmobile: -4, only when the rules say immobile: shut down,
	// unconscious pilot, abandoned, all four limbs gone (003 L1552-1558).
	TargetImmobile bool `json:"targetImmobile,omitempty"`
	// TargetSkidding: +2 (003 L1647).
	TargetSkidding bool `json:"targetSkidding,omitempty"`

	// TargetWoods is the woods or jungle in the target's hex.
	TargetWoods Woods `json:"targetWoods,omitempty"`
	// InterveningLightWoods and InterveningHeavyWoods count woods or
	// jungle hexes between attacker and target; their own hexes never
	// intervene (003 L1528-1530).
	InterveningLightWoods int `json:"interveningLightWoods,omitempty"`
	InterveningHeavyWoods int `json:"interveningHeavyWoods,omitempty"`
	// PartialCover: the target stands next to a hill or building one level
	// up along the line of sight and the attacker is not firing downhill
	// (003 L1494, L1540).
	PartialCover bool `json:"partialCover,omitempty"`
	// Depth1Water: the target stands in Depth 1 water, which is partial
	// cover (003 L1500, L1639).
	Depth1Water bool `json:"depth1Water,omitempty"`
}

func (s Situation) validate(o Options) error {
	for _, m := range []MoveMode{s.AttackerMode, s.TargetMode} {
		if !m.Valid() {
			return fmt.Errorf("invalid move mode %d", int(m))
		}
		if m == Sprinted && !o.Sprinting {
			return fmt.Errorf("sprinting is an optional rule (003 L827) that is switched off")
		}
	}
	if s.TargetHexes < 0 {
		return fmt.Errorf("target hexes moved %d is negative", s.TargetHexes)
	}
	if s.TargetMode == StoodStill && s.TargetHexes != 0 {
		return fmt.Errorf("target stood still but moved %d hexes", s.TargetHexes)
	}
	if s.TargetWoods < NoWoods || s.TargetWoods > HeavyWoods {
		return fmt.Errorf("invalid woods %d", int(s.TargetWoods))
	}
	if s.InterveningLightWoods < 0 || s.InterveningHeavyWoods < 0 {
		return fmt.Errorf("intervening woods counts must not be negative")
	}
	return nil
}

// attackKind selects the parts of the Situation that apply.
type attackKind struct {
	physical     bool // heat, sensors, range, secondary target never apply
	noTerrain    bool // death from above ignores terrain (003 L1983, L2128)
	noCover      bool // aimed shots ignore partial cover (003 L1782); Punch table attacks too (003 L1500)
	noImmobile   bool // aimed head shot: no -4 (003 L1780)
	adjacent     bool // target in an adjacent hex (prone target modifier)
	proneAttackM bool // attacker prone modifier applies (weapon attacks)
}

// applyAttacker adds the A of GATOR.
func (s Situation) applyAttacker(r *Result, k attackKind) {
	m, ok := AttackerMovement(s.AttackerMode)
	if !ok {
		r.prohibit("a sprinting 'Mech may make no deliberate attacks (003 L833)")
	}
	r.Modifiers = append(r.Modifiers, m)
	if k.proneAttackM && s.AttackerProne {
		if s.AttackerQuadIntact {
			r.addNote("Attacker prone (quad, four legs, no hip hit)", 0, "003 L1758", "The table says the prone modifier does not apply to four-legged 'Mechs (003 L1630); the text limits this to quads with all four legs and no hip critical (003 L1758), which Lancemate follows (digest 16.2 #19).")
		} else {
			r.add("Attacker prone", 2, "003 L1630, L1756")
		}
	}
	if s.AttackerSkidding {
		r.add("Attacker skidding", 1, "003 L1631")
	}
}

// applyTarget adds the T of GATOR.
func (s Situation) applyTarget(r *Result, k attackKind) {
	ms, _ := TargetMovement(s.TargetMode, s.TargetHexes) // validated
	r.Modifiers = append(r.Modifiers, ms...)
	if s.TargetProne {
		if k.adjacent {
			r.add("Target prone, adjacent", -2, "003 L1645, L1764")
		} else {
			r.add("Target prone, not adjacent", 1, "003 L1645, L1764")
		}
	}
	if s.TargetImmobile && !k.noImmobile {
		r.add("Target immobile", -4, "003 L1646, L1556")
	}
	if s.TargetSkidding {
		r.add("Target skidding", 2, "003 L1647")
	}
}

// applyTerrain adds the terrain part of O.
func (s Situation) applyTerrain(r *Result, k attackKind) {
	if k.noTerrain {
		return
	}
	switch s.TargetWoods {
	case LightWoods:
		r.add("Target in light woods/jungle", 1, "003 L1635, L1528")
	case HeavyWoods:
		r.add("Target in heavy woods/jungle", 2, "003 L1636, L1530")
	}
	if n := s.InterveningLightWoods; n > 0 {
		r.add(fmt.Sprintf("Intervening light woods/jungle ×%d", n), n, "003 L1635, L1528")
	}
	if n := s.InterveningHeavyWoods; n > 0 {
		r.add(fmt.Sprintf("Intervening heavy woods/jungle ×%d", n), 2*n, "003 L1636, L1530")
	}
	if k.noCover {
		return
	}
	switch {
	case s.PartialCover:
		r.add("Partial cover", 1, "003 L1641, L1496")
	case s.Depth1Water:
		r.add("Target in Depth 1 water (partial cover)", 1, "003 L1639, L1500")
	}
}
