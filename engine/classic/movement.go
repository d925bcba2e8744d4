package classic

import (
	"fmt"

	"lancemate/engine/internal/enum"
	"lancemate/engine/words"
)

// MoveMode is the movement mode a 'Mech used this turn; one per turn
// (003 L722-724).
type MoveMode int

// The movement modes of 003 L734-839. Prone and skidding are not modes but
// states (AttackInput.AttackerProne, AttackerSkidding).
const (
	// StoodStill spends no MP, not even to turn (003 L734-752).
	StoodStill MoveMode = iota
	// Walked: up to Walking MP, backward allowed (003 L754-763).
	Walked
	// Ran: up to Running MP, no backward movement (003 L765-813).
	Ran
	// Jumped: up to Jumping MP (003 L815-825).
	Jumped
	// Sprinted is the optional Sprinting mode (003 L827-839).
	Sprinted
	// UsedUMU: underwater maneuvering units; counts as jumping for the
	// attacker modifier, 1 heat (003 L1139).
	UsedUMU
)

var moveModeNames = []string{"stood-still", "walked", "ran", "jumped", "sprinted", "umu"}

// String is the lower-case name used in logs ("walked", "ran", ...).
func (m MoveMode) String() string { return enum.Name(m, moveModeNames, "MoveMode") }

// Valid reports whether m is a known mode.
func (m MoveMode) Valid() bool { return m >= StoodStill && m <= UsedUMU }

// MarshalText writes the lower-case name.
func (m MoveMode) MarshalText() ([]byte, error) { return enum.Text(m, moveModeNames, "move mode") }

// UnmarshalText reads the lower-case name.
func (m *MoveMode) UnmarshalText(b []byte) error {
	v, err := enum.Parse[MoveMode](b, moveModeNames, "move mode")
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// ceilDiv is ⌈a/b⌉ for a ≥ 0, b > 0.
func ceilDiv(a, b int) int { return (a + b - 1) / b }

// RunningMP is Walking MP × 1.5, rounding up (003 L769). Recompute it
// whenever Walking MP changes (003 L803, L3037); for active TSM add 2 to
// Walking MP first (003 L763, L7631).
func RunningMP(walk int) int { return ceilDiv(3*max(walk, 0), 2) }

// BoostedRunningMP is the running MP with MASC and/or a supercharger
// activated this turn: twice Walking MP with either (003 L805, L809), 2.5
// times (rounded up) with both (003 L811). With neither it is RunningMP.
func BoostedRunningMP(walk int, masc, supercharger bool) int {
	walk = max(walk, 0)
	switch {
	case masc && supercharger:
		return ceilDiv(5*walk, 2)
	case masc || supercharger:
		return 2 * walk
	}
	return RunningMP(walk)
}

// SprintingMP is the optional Sprinting MP: twice Walking MP; 2.5 times
// with MASC or a supercharger, 3 times with both (003 L831, L837-839).
// The seed gives no rounding for 2.5; Lancemate rounds up like every other
// MP multiplier (003 L769, L7570).
func SprintingMP(walk int, masc, supercharger bool) int {
	walk = max(walk, 0)
	switch {
	case masc && supercharger:
		return 3 * walk
	case masc || supercharger:
		return ceilDiv(5*walk, 2)
	}
	return 2 * walk
}

// JumpJets is the kind of jump equipment a 'Mech used.
type JumpJets int

// Jump equipment types (003 L2921-2925).
const (
	StandardJets JumpJets = iota
	ImprovedJets
	MechanicalBoosters
)

// MoveHeatInput describes a turn's movement for MovementHeat.
type MoveHeatInput struct {
	Mode MoveMode
	// HexesJumped is the Jumping MP expended (Mode Jumped only).
	HexesJumped int
	Jets        JumpJets
	// XXLEngine: stand still 2, walk 4, run 6, jump ×2 min 6 (003 L2929).
	XXLEngine bool
	// StandAttempts is the number of attempts to stand, +1 heat each
	// (003 L2927).
	StandAttempts int
}

// MovementHeat is the heat a 'Mech's own movement generates in a turn
// (Heat Point Table 003 L2949-2955; rules 003 L2915-2929), itemised.
func MovementHeat(in MoveHeatInput) ([]Modifier, int, error) {
	if !in.Mode.Valid() {
		return nil, 0, fmt.Errorf("invalid move mode %d", int(in.Mode))
	}
	if in.HexesJumped < 0 || in.StandAttempts < 0 {
		return nil, 0, fmt.Errorf("negative hexes jumped (%d) or stand attempts (%d)", in.HexesJumped, in.StandAttempts)
	}
	if in.Mode != Jumped && in.HexesJumped != 0 {
		return nil, 0, fmt.Errorf("hexes jumped given for mode %v", in.Mode)
	}
	var items []Modifier
	addItem := func(label string, v int, cite string) {
		items = append(items, Modifier{Label: label, Value: v, Cite: cite})
	}
	switch in.Mode {
	case StoodStill:
		if in.XXLEngine {
			addItem("Stood still (XXL engine)", 2, "003 L2929")
		}
	case Walked:
		if in.XXLEngine {
			addItem("Walked (XXL engine)", 4, "003 L2929")
		} else {
			addItem("Walked", 1, "003 L2917, L2952")
		}
	case Ran:
		if in.XXLEngine {
			addItem("Ran (XXL engine)", 6, "003 L2929")
		} else {
			addItem("Ran", 2, "003 L2919, L2953")
		}
	case Sprinted:
		run := 2
		if in.XXLEngine {
			run = 6
		}
		addItem("Sprinted (running heat +50%, round down)", run+run/2, "003 L831")
	case UsedUMU:
		addItem("Used UMUs", 1, "003 L1139, L2925")
	case Jumped:
		n := in.HexesJumped
		switch {
		case in.Jets == MechanicalBoosters:
			addItem("Jumped (mechanical jump boosters)", 0, "003 L2925")
		case in.XXLEngine && in.Jets == ImprovedJets:
			// The two modifiers cancel out (003 L2929).
			addItem("Jumped (improved jets, XXL engine)", max(n, 3), "003 L2929")
		case in.XXLEngine:
			addItem("Jumped (XXL engine: ×2, min 6)", max(2*n, 6), "003 L2929")
		case in.Jets == ImprovedJets:
			addItem("Jumped (improved jets: 1 per 2 hexes, min 3)", max(ceilDiv(n, 2), 3), "003 L821, L2923")
		default:
			addItem("Jumped (1 per hex, min 3)", max(n, 3), "003 L2921, L2954")
		}
	}
	if in.StandAttempts > 0 {
		addItem(fmt.Sprintf("Attempted to stand ×%d", in.StandAttempts), in.StandAttempts, "003 L2927, L2955")
	}
	total := 0
	for _, m := range items {
		total += m.Value
	}
	return items, total, nil
}

// AttackerMovement is the attacker movement modifier for the mode used
// (003 L1626-1629, L1466): based on the mode, not MP or distance. A
// sprinting 'Mech may make no deliberate attacks (003 L833): ok is false.
func AttackerMovement(m MoveMode) (mod Modifier, ok bool) {
	switch m {
	case StoodStill:
		return Modifier{Label: "Attacker stationary", Value: 0, Cite: "003 L1626"}, true
	case Walked:
		return Modifier{Label: "Attacker walked", Value: 1, Cite: "003 L1627"}, true
	case Ran:
		return Modifier{Label: "Attacker ran", Value: 2, Cite: "003 L1628"}, true
	case Jumped:
		return Modifier{Label: "Attacker jumped", Value: 3, Cite: "003 L1629"}, true
	case UsedUMU:
		return Modifier{Label: "Attacker used UMUs (counts as jumping)", Value: 3, Cite: "003 L1139, L1629"}, true
	}
	return Modifier{Label: "Attacker sprinted: no deliberate attacks", Cite: "003 L833"}, false
}

// tmmRows is the target movement part of the Attack Modifiers Table
// (003 L1650-1655): hexes moved at least min → modifier; 0-2 hexes is 0
// (003 L1649).
var tmmRows = []struct{ min, mod int }{
	{25, 6}, {18, 5}, {10, 4}, {7, 3}, {5, 2}, {3, 1},
}

// TargetMovementModifier is the TMM for the hexes the target entered this
// turn (not MP spent; count only from its last reversal, 003 L1472-1474),
// 003 L1648-1655.
func TargetMovementModifier(hexes int) (int, error) {
	if hexes < 0 {
		return 0, fmt.Errorf("hexes moved %d is negative", hexes)
	}
	for _, r := range tmmRows {
		if hexes >= r.min {
			return r.mod, nil
		}
	}
	return 0, nil
}

// TargetMovement itemises the target movement modifiers for a target that
// entered hexes this turn using mode m: the hex count (003 L1648-1655),
// +1 more if it jumped (003 L1476, L1656), and -1 more if it sprinted
// (optional, 003 L835).
func TargetMovement(m MoveMode, hexes int) ([]Modifier, error) {
	if !m.Valid() {
		return nil, fmt.Errorf("invalid move mode %d", int(m))
	}
	tmm, err := TargetMovementModifier(hexes)
	if err != nil {
		return nil, err
	}
	out := []Modifier{{Label: "Target moved " + words.Count(hexes, "hex", "hexes"), Value: tmm, Cite: "003 L1648-1655"}}
	switch m {
	case Jumped:
		out = append(out, Modifier{Label: "Target jumped", Value: 1, Cite: "003 L1476, L1656"})
	case Sprinted:
		out = append(out, Modifier{Label: "Target sprinted (optional rule)", Value: -1, Cite: "003 L835"})
	}
	return out, nil
}
