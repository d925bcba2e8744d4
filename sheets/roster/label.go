package roster

import (
	"fmt"
	"strings"

	"lancemate/engine/equipment"
	"lancemate/sheets/design"
)

var fixedNames = map[string]string{
	design.FixedEngine: "Engine", design.FixedGyro: "Gyro", design.FixedCockpit: "Cockpit",
	design.FixedLifeSupport: "Life Support", design.FixedSensors: "Sensors",
	design.FixedShoulder: "Shoulder", design.FixedUpperArm: "Upper Arm Actuator",
	design.FixedLowerArm: "Lower Arm Actuator", design.FixedHand: "Hand Actuator",
	design.FixedHip: "Hip", design.FixedUpperLeg: "Upper Leg Actuator",
	design.FixedLowerLeg: "Lower Leg Actuator", design.FixedFoot: "Foot Actuator",
}

// MountLabel is how a record sheet's Critical Hit Table names a mount:
// "Medium Laser (R)", "Ammo (AC/20) 5", "Roll Again" for an empty slot.
func MountLabel(m design.Mount) string {
	if m.Empty() {
		return "Roll Again"
	}
	name := m.Unknown
	switch {
	case m.Unknown != "":
		name = m.Unknown + " (not in catalogue)"
	case fixedNames[m.ID] != "":
		name = fixedNames[m.ID]
	default:
		if it, ok := equipment.Lookup(m.ID); ok {
			name = it.Name
			if it.Kind == equipment.Ammo {
				shots := m.Shots
				if shots == 0 {
					shots = it.ShotsPerTon
				}
				name = fmt.Sprintf("%s %d", strings.TrimSpace(it.Name), shots)
			}
		} else {
			name = m.ID
		}
	}
	if m.Munition != "" {
		if it, ok := equipment.Lookup(m.Munition); ok {
			name += " – " + it.Name
		}
	}
	if m.Rear {
		name += " (R)"
	}
	return name
}

// Key is the storage key of an imported design: its name made safe, e.g.
// "designs/hunchback-hbk-4g". Importing a design with the same name again
// replaces the earlier import.
func Key(d design.Design) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(d.Name()) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return "designs/" + strings.TrimSuffix(b.String(), "-")
}

// ItemName is the catalogue name of an item id ("is-engine-xl" → its
// table name), or the id itself when the catalogue does not hold it.
func ItemName(id string) string {
	if it, ok := equipment.Lookup(id); ok {
		return it.Name
	}
	return id
}
