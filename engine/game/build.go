package game

import (
	"fmt"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
)

// DesignVersion is the version of the Design format that plays the
// construction options (Build). A design without a version (every design
// saved in a game's log before them) plays as a standard 'Mech: its
// cockpit, gyro, armor, structure, engine and myomer count as standard and
// its TSM, AES, jump jets and armored slots have no effect, so an old log
// replays exactly as it was played.
const DesignVersion = 2

// Build is how a 'Mech was built, where the BattleMech Manual gives it an
// effect in play (003 L7401-7810). The types are engine/equipment ids of
// the Engines, Gyros, Cockpits, Armor and Structure groups; "" is the
// standard type. Equipment in the critical slots (TSM, AES, improved jump
// jets, partial wing, armored components) is read from the components.
type Build struct {
	// Version is DesignVersion for a design whose options are played, 0
	// for one from before them (played as standard).
	Version int `json:"version,omitempty"`
	// Engine: an XXL engine runs hot (003 L2929, L7513).
	Engine string `json:"engine,omitempty"`
	// Gyro: a heavy-duty gyro takes three hits (003 L2742, L7519-7525).
	Gyro string `json:"gyro,omitempty"`
	// Cockpit: small or torso-mounted, +1 to every PSR (003 L3183,
	// L7487, L7495); torso-mounted also moves the pilot out of the head
	// (003 L7491-7505).
	Cockpit string `json:"cockpit,omitempty"`
	// ArmorType: hardened, laser-reflective, ballistic-reinforced,
	// ferro-lamellor or stealth armor change damage and more
	// (003 L7409-7461).
	ArmorType string `json:"armorType,omitempty"`
	// StructureType: composite or reinforced structure change damage to
	// the internal structure (003 L7658-7681).
	StructureType string `json:"structureType,omitempty"`
	// Myomer is "is-triple-strength-myomer" for TSM (003 L7627-7640).
	Myomer string `json:"myomer,omitempty"`
	// Mixed: the design mixes Inner Sphere and Clan technology; the
	// unit's Clan flag names its chassis's base. No rule reads it: the
	// record sheet prints it (003 L504-508).
	Mixed bool `json:"mixed,omitempty"`
}

// played reports a design whose construction options are played.
func (b Build) played() bool { return b.Version >= DesignVersion }

// validate checks the version and that every type is a catalogue item of
// its group.
func (b Build) validate() error {
	if b.Version < 0 || b.Version > DesignVersion {
		return fmt.Errorf("design version %d is not one this app reads (0-%d)", b.Version, DesignVersion)
	}
	for _, f := range []struct{ field, id, group string }{
		{"engine", b.Engine, "Engines"}, {"gyro", b.Gyro, "Gyros"}, {"cockpit", b.Cockpit, "Cockpits"},
		{"armorType", b.ArmorType, "Armor"}, {"structureType", b.StructureType, "Structure"},
		{"myomer", b.Myomer, "Maneuverability Aids"},
	} {
		if f.id == "" {
			continue
		}
		if !b.played() {
			return fmt.Errorf("%s %q needs design version %d", f.field, f.id, DesignVersion)
		}
		it, ok := equipment.Lookup(f.id)
		if !ok || it.Group != f.group || (f.field == "myomer" && !strings.HasSuffix(f.id, "-triple-strength-myomer")) {
			return fmt.Errorf("%s %q is not a type of that group in the equipment tables", f.field, f.id)
		}
	}
	return nil
}

// Options lists the construction options that change play, as the record
// sheet names them ("Small cockpit", "Hardened armor"), with their seed
// lines: what the sheet shows next to the numbers they change.
func (b Build) Options() []Option {
	if !b.played() {
		return nil
	}
	var out []Option
	add := func(id, label, cite string) {
		if it, ok := equipment.Lookup(id); ok {
			out = append(out, Option{ID: id, Label: fmt.Sprintf(label, it.Name), Cite: cite})
		}
	}
	switch {
	case strings.HasSuffix(b.Cockpit, "-cockpit-small"):
		add(b.Cockpit, "%s cockpit: +1 to every PSR", "003 L3183, L7487")
	case strings.HasSuffix(b.Cockpit, "-cockpit-torso-mounted"):
		add(b.Cockpit, "%s cockpit: +1 to every PSR, no pilot damage from head hits", "003 L3183, L7495-7505")
	}
	if strings.HasSuffix(b.Gyro, "-gyro-heavy-duty") {
		add(b.Gyro, "%s gyro: three hits to destroy", "003 L2742, L7519-7525")
	}
	if strings.HasSuffix(b.Engine, "-engine-xxl") {
		add(b.Engine, "%s engine: more movement heat", "003 L2929, L7513")
	}
	for suffix, text := range armorOptions {
		if strings.HasSuffix(b.ArmorType, suffix) {
			add(b.ArmorType, "%s armor: "+text.label, text.cite)
		}
	}
	for suffix, text := range structureOptions {
		if strings.HasSuffix(b.StructureType, suffix) {
			add(b.StructureType, "%s structure: "+text.label, text.cite)
		}
	}
	if b.Myomer != "" {
		add(b.Myomer, "%s: at 9+ heat at the end of a turn, +2 Walking MP and double punch, kick and club damage the next turn", "003 L7627-7640")
	}
	return out
}

// Option is a construction option of a 'Mech that changes play, for the
// record sheet: its equipment id, a line for players and its seed lines.
type Option struct {
	ID    string `json:"id"`
	Label string `json:"label"`
	Cite  string `json:"cite"`
}

// optionText is an option's effect for the record sheet.
type optionText struct{ label, cite string }

var armorOptions = map[string]optionText{
	"-armor-hardened":             {"half damage to armor, -2 on critical rolls, +1 to every PSR, -1 Running MP", "003 L7427-7435, L2556"},
	"-armor-laser-reflective":     {"half damage and heat from flamers, lasers, PPCs and plasma; double from falls and physical attacks", "003 L7437-7447"},
	"-armor-ballistic-reinforced": {"half damage from ballistic (DB) and missile (M) weapons", "003 L7409-7415"},
	"-armor-ferro-lamellor":       {"1 less damage per 5 points of each hit", "003 L7417-7425"},
	"-armor-stealth":              {"+1 medium, +2 long range to attacks against it while engaged, 10 heat a turn", "003 L7449-7461"},
}

var structureOptions = map[string]optionText{
	"-structure-composite":  {"double damage to the internal structure", "003 L7658-7670"},
	"-structure-reinforced": {"each point of internal structure takes 2 damage, -1 on critical rolls", "003 L7672-7681, L2562"},
}

// hasType reports a played construction option: field's id ends in suffix.
func (u *Unit) hasType(field, suffix string) bool {
	return u.played() && strings.HasSuffix(field, suffix)
}

// pilotCockpit reports a small or torso-mounted cockpit: +1 to every PSR
// (003 L3183, L7487, L7495).
func (u *Unit) pilotCockpit() bool {
	return u.hasType(u.Cockpit, "-cockpit-small") || u.hasType(u.Cockpit, "-cockpit-torso-mounted")
}

// heavyDutyGyro reports a heavy-duty gyro (003 L7519-7525).
func (u *Unit) heavyDutyGyro() bool { return u.hasType(u.Gyro, "-gyro-heavy-duty") }

// gyroLimit is the number of gyro hits that destroys the gyro: 2, 3 for a
// heavy-duty gyro (003 L2732, L7521).
func (u *Unit) gyroLimit() int {
	if u.heavyDutyGyro() {
		return 3
	}
	return 2
}

// gyroDamaged reports a gyro hit as a standard gyro's first hit is: the
// first hit of a standard gyro, the second of a heavy-duty one, which then
// forces PSRs when the 'Mech runs or jumps (003 L2740, L2742).
func (u *Unit) gyroDamaged() bool { return u.GyroHits() >= u.gyroLimit()-1 }

// armorIs reports played armor of the type ending in suffix.
func (u *Unit) armorIs(suffix string) bool { return u.hasType(u.ArmorType, suffix) }

// structureIs reports played internal structure of the type ending in
// suffix.
func (u *Unit) structureIs(suffix string) bool { return u.hasType(u.StructureType, suffix) }

// xxl reports an XXL engine: movement heat 2 standing still, 4 walking, 6
// running, jumping double with a minimum of 6 (003 L2929).
func (u *Unit) xxl() bool { return u.hasType(u.Engine, "-engine-xxl") }

// tsm reports triple-strength myomer (003 L7627-7640).
func (u *Unit) tsm() bool { return u.played() && u.Myomer != "" }

// jets is the kind of jump equipment the 'Mech jumps with: improved jump
// jets or mechanical jump boosters when its jump equipment is all of that
// kind (003 L2921-2925).
func (u *Unit) jets() classic.JumpJets {
	if !u.played() {
		return classic.StandardJets
	}
	improved, boosters, std := false, false, false
	for i := range u.Items {
		switch it := &u.Items[i]; {
		case strings.HasSuffix(it.ID, "-jump-jet-improved"):
			improved = true
		case strings.HasSuffix(it.ID, "-mechanical-jump-boosters"):
			boosters = true
		case it.Kind == JumpJet:
			std = true
		}
	}
	switch {
	case boosters && !improved && !std:
		return classic.MechanicalBoosters
	case improved && !std:
		return classic.ImprovedJets
	}
	return classic.StandardJets
}

// aes reports whether the actuator enhancement system in loc worked at the
// start of the phase numbered serial: present, not hit (003 L7721).
func (u *Unit) aes(loc classic.Location, serial int) bool {
	if !u.played() {
		return false
	}
	found := false
	for i := range u.Items {
		it := &u.Items[i]
		if !strings.HasSuffix(it.ID, "-aes") || !it.in(loc) {
			continue
		}
		found = true
		if !u.worked(it, serial) {
			return false
		}
	}
	return found
}

// aesLegs reports AES in every leg, none of it hit before the phase
// numbered serial: -2 to PSRs, -1 to charges and kicks (003 L7719-7721).
// A critical hit on any leg's AES takes the bonus away.
func (u *Unit) aesLegs(serial int) bool {
	for _, leg := range u.legs() {
		if !u.aes(leg, serial) {
			return false
		}
	}
	return u.played()
}

// aesArms reports working AES in every arm of the list: -1 to the
// physical attacks made with them (both arms for a push or club,
// 003 L7719).
func (u *Unit) aesArms(serial int, arms ...classic.Location) bool {
	for _, a := range arms {
		if !u.aes(a, serial) {
			return false
		}
	}
	return len(arms) > 0
}
