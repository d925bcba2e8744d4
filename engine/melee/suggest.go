package melee

// Fact is something the classic record sheet saw happen, as plain data so
// this package does not depend on the game engine.
type Fact struct {
	Kind      string `json:"kind"`     // "kill", "cripple", "critical", "damage", "head_hit"
	Attacker  string `json:"attacker"` // the pilot credited
	Target    string `json:"target,omitempty"`
	Claimants int    `json:"claimants,omitempty"` // attackers sharing a kill or crippling
	Slot      string `json:"slot,omitempty"`      // critical: "engine", "gyro", "hip", "actuator", "weapon", "ammo", ...
	Location  string `json:"location,omitempty"`  // critical: "head" counts as engine-class
	BlownOff  bool   `json:"blown_off,omitempty"` // the critical roll blew off a limb or the head
	Damage    int    `json:"damage,omitempty"`    // to one opponent in one phase
}

// Suggest maps a record-sheet fact to the ledger award it suggests; the UI
// previews it and asks the player to confirm. ok is false when the fact
// earns nothing by itself (001 L1484-1569, 002 L267-297).
func Suggest(f Fact) (a Award, ok bool) {
	a = Award{Pilot: f.Attacker, Target: f.Target, Kind: f.Kind}
	switch f.Kind {
	case "kill", "cripple":
		a.Claimants = max(1, f.Claimants)
	case "damage":
		a.Damage = f.Damage
		ok = f.Damage >= 5 // the least any damage row pays (DVG)
		return a, ok
	case "head_hit":
	case "critical":
		a.Target = ""
		switch {
		case f.BlownOff:
			a.Kind = "blown_off"
		case f.Location == "head" || f.Slot == "engine" || f.Slot == "gyro" || f.Slot == "hip":
			a.Kind = "crit_major"
		case f.Slot == "actuator" || f.Slot == "weapon" || f.Slot == "ammo":
			a.Kind = "crit_minor"
		default:
			a.Kind = "crit_other"
		}
	default:
		return Award{}, false
	}
	if a.Kind == "head_hit" {
		a.Target = ""
	}
	return a, true
}
