package classic

import "fmt"

// HeatRoll is a 2D6 avoid roll the heat scale calls for.
type HeatRoll struct {
	// Avoid is the number to roll (2D6 ≥ Avoid); 0 when no roll is due.
	Avoid int `json:"avoid,omitempty"`
	// Automatic is true when the effect cannot be avoided (shutdown at
	// 30+, 003 L3059).
	Automatic bool   `json:"automatic,omitempty"`
	Cite      string `json:"cite,omitempty"`
	Note      string `json:"note,omitempty"`
}

// HeatEffects are the effects of a heat level (Heat Data table 003
// L3005-3025; rules 003 L3035-3095). Effects are not cumulative: each
// gives the value of the highest threshold reached.
type HeatEffects struct {
	Level int `json:"level"`
	// Movement: Value is the Walking MP lost (negative), 003 L3037-3043;
	// it does not affect Jumping or UMU MP (003 L3043).
	Movement Modifier `json:"movement"`
	// ToHit is the weapon-attack modifier; never for physical attacks
	// (003 L3053-3055, L1512).
	ToHit Modifier `json:"toHit"`
	// Shutdown is the roll to avoid shutdown, once per Heat Phase against
	// the highest number reached (003 L3059-3061).
	Shutdown HeatRoll `json:"shutdown"`
	// AmmoExplosion is the roll to avoid an ammo explosion for a 'Mech
	// with unemptied explosive ammunition (003 L3077).
	AmmoExplosion HeatRoll `json:"ammoExplosion"`
	// InfernoExplosion is the extra avoid roll for a 'Mech carrying
	// inferno ammunition (003 L6910-6919).
	InfernoExplosion HeatRoll `json:"infernoExplosion"`
	// LifeSupport is the pilot damage at the end of the Heat Phase when
	// life support has taken a critical hit (003 L3093, L2788).
	LifeSupport Modifier `json:"lifeSupport"`
	// TorsoCockpitLifeSupport is the same for a torso-mounted cockpit
	// (003 L3095, L2792).
	TorsoCockpitLifeSupport Modifier `json:"torsoCockpitLifeSupport"`
	// TSMActive: a 'Mech with triple-strength myomer that ends the turn
	// at this level has active TSM next turn (9+, 003 L7629).
	TSMActive bool `json:"tsmActive,omitempty"`
}

// heatStep is one row of a threshold table: effect value from level at.
type heatStep struct{ at, value int }

// highest returns the value of the highest threshold reached, or 0.
func highest(steps []heatStep, level int) (value, at int) {
	for _, s := range steps {
		if level >= s.at {
			return s.value, s.at
		}
	}
	return 0, 0
}

// Heat Data table, 003 L3009-3025, split by effect, highest first.
var (
	heatMovement = []heatStep{{25, -5}, {20, -4}, {15, -3}, {10, -2}, {5, -1}} // L3012, L3016, L3020, L3023, L3025
	heatToHit    = []heatStep{{24, 4}, {17, 3}, {13, 2}, {8, 1}}               // L3013, L3019, L3022, L3024
	heatShutdown = []heatStep{{26, 10}, {22, 8}, {18, 6}, {14, 4}}             // L3011, L3015, L3018, L3021; 30 = automatic, L3009
	heatAmmo     = []heatStep{{28, 8}, {23, 6}, {19, 4}}                       // L3010, L3014, L3017
	// Inferno Ammo Explosion Table, 003 L6916-6919.
	heatInferno = []heatStep{{28, 12}, {23, 10}, {19, 8}, {14, 6}, {10, 4}}
)

// heatLine maps a threshold level to the seed line of its Heat Data row.
var heatLine = map[int]int{30: 3009, 28: 3010, 26: 3011, 25: 3012, 24: 3013, 23: 3014, 22: 3015, 20: 3016, 19: 3017, 18: 3018, 17: 3019, 15: 3020, 14: 3021, 13: 3022, 10: 3023, 8: 3024, 5: 3025}

func heatCite(at int, rule string) string {
	if at == 0 {
		return "003 " + rule
	}
	return fmt.Sprintf("003 L%d, %s", heatLine[at], rule)
}

// infernoNote records the reading of the inferno table (digest 16.2 #5).
const infernoNote = "The text names extra inferno rolls at 19, 23 and 28 heat (003 L6910) but the table also lists 10 and 14 (003 L6916-6919); Lancemate uses the table."

// overflowAmmoNote records the reading above 30 heat (digest 16.2 #22).
const overflowAmmoNote = "The seed gives 8+ for 28-30 heat (003 L3077) and says nothing above 30; Lancemate keeps 8+ in the overflow."

// HeatEffectsAt returns every effect of the heat level (0 or more; above
// 30 is overflow, 003 L2997).
func HeatEffectsAt(level int) (HeatEffects, error) {
	if level < 0 {
		return HeatEffects{}, fmt.Errorf("heat level %d is negative (the scale cannot drop below 0, 003 L2995)", level)
	}
	e := HeatEffects{Level: level, TSMActive: level >= 9}

	v, at := highest(heatMovement, level)
	e.Movement = Modifier{Label: "Heat: Walking MP", Value: v, Cite: heatCite(at, "L3037-3043")}

	v, at = highest(heatToHit, level)
	e.ToHit = Modifier{Label: "Heat", Value: v, Cite: heatCite(at, "L3053-3055, L1672-1676")}

	if level >= 30 {
		e.Shutdown = HeatRoll{Automatic: true, Cite: "003 L3009, L3059"}
	} else if v, at = highest(heatShutdown, level); v > 0 {
		e.Shutdown = HeatRoll{Avoid: v, Cite: heatCite(at, "L3059-3061")}
	}

	if v, at = highest(heatAmmo, level); v > 0 {
		e.AmmoExplosion = HeatRoll{Avoid: v, Cite: heatCite(at, "L3077")}
		if level > 30 {
			e.AmmoExplosion.Note = overflowAmmoNote
		}
	}

	if v, _ = highest(heatInferno, level); v > 0 {
		e.InfernoExplosion = HeatRoll{Avoid: v, Cite: "003 L6910-6919", Note: infernoNote}
	}

	switch {
	case level >= 26:
		e.LifeSupport = Modifier{Label: "Life support hit: pilot damage", Value: 2, Cite: "003 L3093, L2788"}
	case level >= 15:
		e.LifeSupport = Modifier{Label: "Life support hit: pilot damage", Value: 1, Cite: "003 L3093, L2788"}
	default:
		e.LifeSupport = Modifier{Label: "Life support hit: pilot damage", Value: 0, Cite: "003 L3093"}
	}
	switch {
	case level >= 15:
		e.TorsoCockpitLifeSupport = Modifier{Label: "Life support hit (torso cockpit): pilot damage", Value: 2, Cite: "003 L3095, L2792"}
	case level >= 1:
		e.TorsoCockpitLifeSupport = Modifier{Label: "Life support hit (torso cockpit): pilot damage", Value: 1, Cite: "003 L3095, L2792"}
	default:
		e.TorsoCockpitLifeSupport = Modifier{Label: "Life support hit (torso cockpit): pilot damage", Value: 0, Cite: "003 L3095"}
	}
	return e, nil
}

// HeatPhase returns the heat level after a Heat Phase: current plus own
// heat plus outside heat (capped at 15 per turn, 003 L2947) minus heat
// dissipated, never below 0 (003 L2993-2997).
func HeatPhase(current, own, outside, dissipated int) (int, error) {
	if current < 0 || own < 0 || outside < 0 || dissipated < 0 {
		return 0, fmt.Errorf("heat phase inputs must not be negative (current %d, own %d, outside %d, dissipated %d)", current, own, outside, dissipated)
	}
	return max(current+own+min(outside, 15)-dissipated, 0), nil
}

// WaterDissipation is the extra heat submerged heat sinks dissipate: each
// submerged sink dissipates twice as much, at most 6 extra per turn
// (003 L2991, L2960-2961). normal is what the submerged sinks dissipate
// out of water.
func WaterDissipation(normal int) int { return min(max(normal, 0), 6) }
