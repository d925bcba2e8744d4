package design

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// Fixed components: the parts every 'Mech has that are not items of the
// equipment catalogue. Their type (engine, gyro, cockpit) is a field of
// the Design; a mount only says where they sit.
const (
	FixedEngine      = "engine"
	FixedGyro        = "gyro"
	FixedCockpit     = "cockpit"
	FixedLifeSupport = "life-support"
	FixedSensors     = "sensors"
	FixedShoulder    = "shoulder"
	FixedUpperArm    = "upper-arm"
	FixedLowerArm    = "lower-arm"
	FixedHand        = "hand"
	FixedHip         = "hip"
	FixedUpperLeg    = "upper-leg"
	FixedLowerLeg    = "lower-leg"
	FixedFoot        = "foot"
)

// IsFixed reports whether id names a fixed component.
func IsFixed(id string) bool {
	switch id {
	case FixedEngine, FixedGyro, FixedCockpit, FixedLifeSupport, FixedSensors,
		FixedShoulder, FixedUpperArm, FixedLowerArm, FixedHand,
		FixedHip, FixedUpperLeg, FixedLowerLeg, FixedFoot:
		return true
	}
	return false
}

// Mount is one item in the critical slots of a location, or one empty slot.
// In JSON it is a string (see sheets/README.md):
//
//	""                                 an empty slot
//	"is-medium-laser"                  a one-slot item
//	"is-ac-20*10"                      an item in 10 consecutive slots
//	"is-ammo-lrm-15/is-munition-missile-artemis-iv"  an ammo bin of a special munition
//	"is-ammo-machine-gun:100"          an ammo bin holding 100 shots (a half ton)
//	"is-medium-laser (R)"              rear-mounted
//	"is-ac-20*8 (S)"                   part of an item split between two locations
//	"engine*3 (A)"                     an armored component
//	"?Mech Mortar/1*2"                 an item the catalogue does not hold, by its source name
type Mount struct {
	// ID is a catalogue id (engine/equipment) or a fixed component;
	// empty for an empty slot or an unknown item.
	ID string
	// Unknown is the source file's name for an item that is not in the
	// catalogue.
	Unknown string
	// Munition is the special-munition bin (catalogue group "Munition
	// Bins") an ammo bin holds; empty for standard ammunition.
	Munition string
	// Span is the number of consecutive slots the item takes; 0 means 1.
	Span int
	// Shots is the ammunition in a bin when it is not a full ton of
	// standard shots; 0 otherwise.
	Shots int
	// Rear marks a rear-mounted weapon (003 L1359-1363).
	Rear bool
	// Split marks one part of an item split between two adjacent
	// locations; the parts' slots add up to the item's.
	Split bool
	// Armored marks an armored component.
	Armored bool
}

// Empty reports an empty slot.
func (m Mount) Empty() bool { return m.ID == "" && m.Unknown == "" }

// Slots is the number of slots the mount takes (at least 1).
func (m Mount) Slots() int { return max(m.Span, 1) }

// String writes the mount in the JSON string form.
func (m Mount) String() string {
	if m.Empty() {
		return ""
	}
	var b strings.Builder
	if m.ID != "" {
		b.WriteString(m.ID)
		if m.Munition != "" {
			b.WriteString("/" + m.Munition)
		}
	} else {
		b.WriteString("?" + m.Unknown)
	}
	if m.Span > 1 {
		b.WriteString("*" + strconv.Itoa(m.Span))
	}
	if m.Shots > 0 {
		b.WriteString(":" + strconv.Itoa(m.Shots))
	}
	if m.Rear {
		b.WriteString(" (R)")
	}
	if m.Split {
		b.WriteString(" (S)")
	}
	if m.Armored {
		b.WriteString(" (A)")
	}
	return b.String()
}

var (
	mountPattern = regexp.MustCompile(`^([a-z0-9]+(?:-[a-z0-9]+)*)(?:/([a-z0-9]+(?:-[a-z0-9]+)*))?(?:\*([0-9]{1,2}))?(?::([0-9]{1,4}))?$`)
	spanSuffix   = regexp.MustCompile(`\*([0-9]{1,2})$`)
)

// ParseMount reads the JSON string form of a mount. It checks the syntax
// only; Design.Validate checks ids against the catalogue.
func ParseMount(s string) (Mount, error) {
	var m Mount
	if s == "" {
		return m, nil
	}
	rest := s
	if r, ok := strings.CutSuffix(rest, " (A)"); ok {
		m.Armored, rest = true, r
	}
	if r, ok := strings.CutSuffix(rest, " (S)"); ok {
		m.Split, rest = true, r
	}
	if r, ok := strings.CutSuffix(rest, " (R)"); ok {
		m.Rear, rest = true, r
	}
	if name, ok := strings.CutPrefix(rest, "?"); ok {
		if sm := spanSuffix.FindStringSubmatchIndex(name); sm != nil {
			span, err := parseSpan(s, name[sm[2]:sm[3]])
			if err != nil {
				return Mount{}, err
			}
			m.Span, name = span, name[:sm[0]]
		}
		if strings.TrimSpace(name) != name || name == "" {
			return Mount{}, fmt.Errorf("%q: an unknown item needs a name without leading or trailing spaces", s)
		}
		if strings.IndexFunc(name, unicode.IsControl) >= 0 {
			return Mount{}, fmt.Errorf("%q: control character in name", s)
		}
		m.Unknown = name
		return m, nil
	}
	sm := mountPattern.FindStringSubmatch(rest)
	if sm == nil {
		return Mount{}, fmt.Errorf("%q: want id[/munition][*slots][:shots][ (R)][ (S)][ (A)], or ?name for an item outside the catalogue", s)
	}
	m.ID, m.Munition = sm[1], sm[2]
	if sm[3] != "" {
		span, err := parseSpan(s, sm[3])
		if err != nil {
			return Mount{}, err
		}
		m.Span = span
	}
	if sm[4] != "" {
		m.Shots, _ = strconv.Atoi(sm[4])
		if m.Shots == 0 {
			return Mount{}, fmt.Errorf("%q: a bin holds at least one shot", s)
		}
	}
	return m, nil
}

// parseSpan reads the slot count after "*": 2 to 12 (one slot is written
// without a count).
func parseSpan(s, digits string) (int, error) {
	n, _ := strconv.Atoi(digits)
	if n < 2 || n > 12 {
		return 0, fmt.Errorf("%q: slot count must be 2 to 12 (write one slot without *)", s)
	}
	return n, nil
}
