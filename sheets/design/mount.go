package design

import (
	"fmt"
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
		if i := strings.LastIndexByte(name, '*'); i >= 0 && digits(name[i+1:], 2) {
			span, err := parseSpan(s, name[i+1:])
			if err != nil {
				return Mount{}, err
			}
			m.Span, name = span, name[:i]
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
	id, munition, span, shots, ok := splitMount(rest)
	if !ok {
		return Mount{}, fmt.Errorf("%q: want id[/munition][*slots][:shots][ (R)][ (S)][ (A)], or ?name for an item outside the catalogue", s)
	}
	m.ID, m.Munition = id, munition
	if span != "" {
		n, err := parseSpan(s, span)
		if err != nil {
			return Mount{}, err
		}
		m.Span = n
	}
	if shots != "" {
		m.Shots, _ = strconv.Atoi(shots)
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

// splitMount splits id[/munition][*slots][:shots] into its parts: ids are
// lower-case words of letters and digits joined by single hyphens, slots
// one or two digits, shots one to four.
func splitMount(s string) (id, munition, span, shots string, ok bool) {
	s, shots, hasShots := strings.Cut(s, ":")
	s, span, hasSpan := strings.Cut(s, "*")
	id, munition, hasMunition := strings.Cut(s, "/")
	ok = slug(id) && (!hasMunition || slug(munition)) &&
		(!hasSpan || digits(span, 2)) && (!hasShots || digits(shots, 4))
	return id, munition, span, shots, ok
}

// slug reports whether s is words of a-z and 0-9 joined by single hyphens.
func slug(s string) bool {
	if s == "" || s[0] == '-' || s[len(s)-1] == '-' || strings.Contains(s, "--") {
		return false
	}
	for _, c := range []byte(s) {
		if c != '-' && (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// digits reports whether s is one to max ASCII digits.
func digits(s string, max int) bool {
	if s == "" || len(s) > max {
		return false
	}
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
