package classic

import (
	"fmt"

	"lancemate/engine/internal/enum"
	"lancemate/engine/words"
)

// PSREvent is a situation of the Piloting Skill Roll Table
// (003 L3139-3210) that calls for a roll or adds to it.
type PSREvent int

// PSR events, in the order of the table.
const (
	// Took20Damage: 20+ damage in one phase, +1; one roll per phase
	// however much damage (003 L3109, L3143).
	Took20Damage PSREvent = iota
	// ReactorShutdown: the fusion reactor shuts down, +3, only during the
	// phase it shuts down (003 L3144, L3063, L3212).
	ReactorShutdown
	// LegActuatorHit: a leg or foot actuator destroyed this phase, +1
	// (003 L3145).
	LegActuatorHit
	// HipHit: a hip actuator destroyed this phase, +2 (003 L3146).
	HipHit
	// GyroHit: gyro hit this phase, +3 (003 L3147).
	GyroHit
	// GyroDestroyed: automatic fall (003 L3148).
	GyroDestroyed
	// LegDestroyed: automatic fall (003 L3149).
	LegDestroyed
	// Kicked: 'Mech was kicked, 0 (003 L3151).
	Kicked
	// Pushed: 'Mech was pushed, 0 (003 L3152).
	Pushed
	// ChargedOrDFAd: successfully charged or hit by death from above, +2
	// (003 L3153).
	ChargedOrDFAd
	// MissedKick: 0 (003 L3155).
	MissedKick
	// MadeCharge: made a successful charging attack, +2 (003 L3156).
	MadeCharge
	// MadeDFA: made a successful death from above attack, +4 (003 L3157).
	MadeDFA
	// MissedDFA: automatic fall (003 L3157 footnote 4, L3218).
	MissedDFA
	// EnteredDepth1, EnteredDepth2, EnteredDepth3: entered a water hex of
	// that depth (3 = 3 or deeper): -1, 0, +1 (003 L3158-3160).
	EnteredDepth1
	EnteredDepth2
	EnteredDepth3
	// AttemptedStand: 0 (003 L3161).
	AttemptedStand
	// EnteredSand +1, EnteredLightJungle +1, EnteredHeavyJungle +2,
	// EnteredRubble 0 (003 L3162-3165).
	EnteredSand
	EnteredLightJungle
	EnteredHeavyJungle
	EnteredRubble
	// RanDamaged: ran with a damaged hip or gyro; JumpedDamaged: jumped
	// with a damaged gyro or leg/foot/hip actuators or a destroyed leg.
	// The event adds nothing; Preexisting Damage applies (003
	// L3167-3169).
	RanDamaged
	JumpedDamaged
	// Skidded: running after a facing change on pavement; the modifier
	// comes from the Skid table by PSRInput.SkidHexes (003 L3166,
	// L3189-3197).
	Skidded
	// UnintentionalCharge: +3 (003 L3180).
	UnintentionalCharge
	// HitByFallingMech: struck by an accidental fall from above, +2
	// (003 L3355).
	HitByFallingMech
	// Domino: a 'Mech is displaced into this 'Mech's hex, 0 (003 L3281).
	Domino
	// EnteredModifiedHex: entered a hex with ice, mud, deep snow or
	// swamp, which forces a PSR; the modifier is the hex's (PSRInput.Hex),
	// as for every PSR made in that hex (003 L3650, L3658, L3674, L3684).
	EnteredModifiedHex
	// MissedMace: a mace attack missed, +2 (003 L7085).
	MissedMace
	// FlailHitSelf: a flail attack roll of 2 struck the attacker, 0
	// (003 L7047).
	FlailHitSelf
)

var psrEventNames = []string{
	"took-20-damage", "reactor-shutdown", "leg-actuator-hit", "hip-hit", "gyro-hit", "gyro-destroyed", "leg-destroyed",
	"kicked", "pushed", "charged-or-dfad", "missed-kick", "made-charge", "made-dfa", "missed-dfa",
	"entered-depth-1", "entered-depth-2", "entered-depth-3", "attempted-stand", "entered-sand",
	"entered-light-jungle", "entered-heavy-jungle", "entered-rubble", "ran-damaged", "jumped-damaged",
	"skidded", "unintentional-charge", "hit-by-falling-mech", "domino", "entered-modified-hex",
	"missed-mace", "flail-hit-self",
}

// String is the event's log name, e.g. "kicked".
func (e PSREvent) String() string { return enum.Name(e, psrEventNames, "PSREvent") }

// MarshalText writes the log name.
func (e PSREvent) MarshalText() ([]byte, error) { return enum.Text(e, psrEventNames, "PSR event") }

// UnmarshalText reads the log name.
func (e *PSREvent) UnmarshalText(b []byte) error {
	v, err := enum.Parse[PSREvent](b, psrEventNames, "PSR event")
	if err != nil {
		return err
	}
	*e = v
	return nil
}

// psrRow is an event's entry in the Piloting Skill Roll Table.
type psrRow struct {
	label string
	mod   int
	cite  string
	auto  bool // automatic fall
}

var psrRows = []psrRow{
	Took20Damage:        {"Took 20+ damage this phase", 1, "003 L3143", false},
	ReactorShutdown:     {"Fusion reactor shut down", 3, "003 L3144, L3063", false},
	LegActuatorHit:      {"Leg/foot actuator destroyed", 1, "003 L3145", false},
	HipHit:              {"Hip actuator destroyed", 2, "003 L3146", false},
	GyroHit:             {"Gyro hit", 3, "003 L3147", false},
	GyroDestroyed:       {"Gyro destroyed: automatic fall", 0, "003 L3148, L2734", true},
	LegDestroyed:        {"Leg destroyed: automatic fall", 0, "003 L3149, L2491", true},
	Kicked:              {"Was kicked", 0, "003 L3151", false},
	Pushed:              {"Was pushed", 0, "003 L3152", false},
	ChargedOrDFAd:       {"Was charged or hit by death from above", 2, "003 L3153", false},
	MissedKick:          {"Missed a kick", 0, "003 L3155", false},
	MadeCharge:          {"Made a successful charge", 2, "003 L3156", false},
	MadeDFA:             {"Made a successful death from above", 4, "003 L3157", false},
	MissedDFA:           {"Missed death from above: automatic fall", 0, "003 L3157, L3218, L2182", true},
	EnteredDepth1:       {"Entered Depth 1 water", -1, "003 L3158", false},
	EnteredDepth2:       {"Entered Depth 2 water", 0, "003 L3159", false},
	EnteredDepth3:       {"Entered Depth 3+ water", 1, "003 L3160", false},
	AttemptedStand:      {"Attempted to stand", 0, "003 L3161", false},
	EnteredSand:         {"Entered sand", 1, "003 L3162", false},
	EnteredLightJungle:  {"Entered light jungle", 1, "003 L3163", false},
	EnteredHeavyJungle:  {"Entered heavy jungle", 2, "003 L3164", false},
	EnteredRubble:       {"Entered rubble", 0, "003 L3165", false},
	RanDamaged:          {"Ran with damaged hip or gyro", 0, "003 L3169", false},
	JumpedDamaged:       {"Jumped with damaged gyro, leg actuators or destroyed leg", 0, "003 L3167-3168", false},
	Skidded:             {"Skidding", 0, "003 L3166", false},
	UnintentionalCharge: {"Unintentional charge", 3, "003 L3180", false},
	HitByFallingMech:    {"Hit by a 'Mech falling from above", 2, "003 L3355", false},
	Domino:              {"Domino effect", 0, "003 L3281", false},
	EnteredModifiedHex:  {"Entered a hex with ice, mud, deep snow or swamp", 0, "003 L3650, L3658, L3674, L3684", false},
	MissedMace:          {"Missed a mace attack", 2, "003 L7085", false},
	FlailHitSelf:        {"Struck itself with a flail", 0, "003 L7047", false},
}

// Label is the event's row of the Piloting Skill Roll Table, e.g.
// "Gyro hit".
func (e PSREvent) Label() string {
	if e < 0 || int(e) >= len(psrRows) {
		return e.String()
	}
	return psrRows[e].label
}

// Modifier is the target number modifier the event's row of the Piloting
// Skill Roll Table adds, e.g. +3 for "Gyro hit" (003 L3139-3169); the skid
// row's depends on the hexes moved (SkidModifier).
func (e PSREvent) Modifier() int {
	if e < 0 || int(e) >= len(psrRows) {
		return 0
	}
	return psrRows[e].mod
}

// Modifier is the modifier a hex's terrain adds to every PSR made in it,
// e.g. +3 on ice (003 L3171-3174).
func (h HexTerrain) Modifier() int {
	if h < 0 || int(h) >= len(hexTerrainRows) {
		return 0
	}
	return hexTerrainRows[h].mod
}

// AutomaticFall reports whether the event makes the 'Mech fall without a
// roll: gyro destroyed, leg destroyed, missed death from above (003
// L3148-3149, L3218).
func (e PSREvent) AutomaticFall() bool { return e >= 0 && int(e) < len(psrRows) && psrRows[e].auto }

// HexTerrain is a terrain modification whose penalty applies to every PSR
// made in the hex, including the one for entering it (003 L3171-3174,
// footnote 5 L3220).
type HexTerrain int

// Terrain modifications of the PSR table.
const (
	NoHexTerrain HexTerrain = iota
	Ice
	Mud
	DeepSnow
	Swamp
)

var hexTerrainRows = []psrRow{
	NoHexTerrain: {},
	Ice:          {"In an ice hex", 3, "003 L3171", false},
	Mud:          {"In a mud hex", 1, "003 L3172", false},
	DeepSnow:     {"In a deep snow hex", 1, "003 L3173", false},
	Swamp:        {"In a swamp hex", 1, "003 L3174", false},
}

// LegDamage is the damage a leg took in earlier phases (Preexisting Damage,
// 003 L3184-3188).
type LegDamage struct {
	// Actuators is the number of destroyed upper leg, lower leg and foot
	// actuators, +1 each (003 L3185). When Hip is set, count only those
	// taken in the turn of the hip hit or later (003 L2762).
	Actuators int `json:"actuators,omitempty"`
	// Hip: hip actuator destroyed, +2; it overrides the leg's other
	// critical hit modifiers from earlier turns (003 L3186, L3222).
	Hip bool `json:"hip,omitempty"`
	// Destroyed: +5, replacing every other modifier of the leg (003
	// L3188, L3224, L2491).
	Destroyed bool `json:"destroyed,omitempty"`
}

// PSRInput is everything PSR needs.
type PSRInput struct {
	// Piloting is the MechWarrior's Piloting Skill (003 L3117).
	Piloting int `json:"piloting"`
	// Events are this phase's PSR events so far, including the one being
	// rolled. Their modifiers apply to every roll of the phase (003
	// L3117-3123, example L3263-3265); the 'Mech makes one roll per event,
	// except that 20+ damage counts once (003 L3109, L3111).
	Events []PSREvent `json:"events"`
	// DamageThisPhase is the damage taken this phase; with the Expanded
	// Damage Modifiers option it sets the Took20Damage modifier.
	DamageThisPhase int `json:"damageThisPhase,omitempty"`
	// SkidHexes is the hexes moved this turn, for a Skidded event.
	SkidHexes int `json:"skidHexes,omitempty"`
	// Preexisting damage from earlier phases.
	Legs []LegDamage `json:"legs,omitempty"`
	// GyroHits are the gyro's critical hits from earlier phases, +3 each;
	// with a GyroDestroyed event FallPilotPSR counts +6 for the gyro in
	// all instead (003 L2738, L3214).
	GyroHits int `json:"gyroHits,omitempty"`
	// HeavyDutyGyro: first hit +1, second as a standard first hit (+3),
	// third destroys it (003 L7519-7525, L2742).
	HeavyDutyGyro bool `json:"heavyDutyGyro,omitempty"`
	// Quad: -2 to PSRs to avoid falls while no leg is destroyed (003
	// L3105, L3179).
	Quad bool `json:"quad,omitempty"`
	// Hex is the terrain modification of the hex the 'Mech is in.
	Hex HexTerrain `json:"hex,omitempty"`
	// Sprinting: +2 (optional rule, 003 L835).
	Sprinting bool `json:"sprinting,omitempty"`
	// Equipment: AES in the legs -2, hardened armor +1, small or
	// torso-mounted cockpit +1 (003 L3181-3183).
	AESLegs      bool `json:"aesLegs,omitempty"`
	Hardened     bool `json:"hardened,omitempty"`
	SmallCockpit bool `json:"smallCockpit,omitempty"`
	// CarefulStand: the optional careful stand (-2 with more than 2
	// Walking MP available, 003 L1105-1109); WalkingMP is the current
	// Walking MP.
	CarefulStand bool `json:"carefulStand,omitempty"`
	WalkingMP    int  `json:"walkingMP,omitempty"`
	// State of the 'Mech and its pilot.
	Prone       bool `json:"prone,omitempty"`
	Immobile    bool `json:"immobile,omitempty"`
	ShutDown    bool `json:"shutDown,omitempty"`
	Unconscious bool `json:"unconscious,omitempty"`
	// Extra are other modifiers the caller supplies (weather 003
	// L3783-3835, quirks 003 L4912-5267), each with label and cite.
	Extra   []Modifier `json:"extra,omitempty"`
	Options Options    `json:"options"`
}

// SkidModifier is the Skid Modifiers Table (003 L4150-4159, also in the PSR
// table at L3189-3197): 0-2 hexes -1, 3-4 0, 5-7 +1, 8-10 +2, 11-17 +4,
// 18-24 +5, 25+ +6 (no +3 row; digest 16.2 #27).
func SkidModifier(hexes int) (int, error) {
	if hexes < 0 {
		return 0, fmt.Errorf("hexes moved %d is negative", hexes)
	}
	for _, r := range []struct{ min, mod int }{{25, 6}, {18, 5}, {11, 4}, {8, 2}, {5, 1}, {3, 0}} {
		if hexes >= r.min {
			return r.mod, nil
		}
	}
	return -1, nil
}

// PSR works out the target number of a Piloting Skill Roll: Piloting, plus
// the modifiers of every event this phase, plus preexisting damage and the
// situation (003 L3101-3127, table L3139-3226). Automatic falls, automatic
// failures (immobile, unconscious, shut down) and waived rolls (prone
// 'Mechs ignore fall PSRs except to stand) are flagged in the Result.
func PSR(in PSRInput) (Result, error) {
	if err := in.validate(); err != nil {
		return Result{}, err
	}
	r := in.modifiers()
	for _, e := range in.Events {
		if row := psrRows[e]; row.auto {
			r.failOutright(row.label + " (" + row.cite + ")")
		}
	}
	switch {
	case in.Prone && !has(in.Events, AttemptedStand):
		r.Waived = "a prone 'Mech ignores all PSRs to avoid falling except when trying to stand (003 L3113)"
	case in.Unconscious:
		r.failOutright("all PSRs of an unconscious MechWarrior automatically fail (003 L3107, L3428)")
	case in.ShutDown && !has(in.Events, ReactorShutdown):
		r.failOutright("a PSR for a 'Mech with a shut-down reactor automatically fails (003 L3063, L3212)")
	case in.Immobile && !in.Prone && !in.ShutDown:
		r.failOutright("an immobile 'Mech automatically fails PSRs unless it is prone (003 L1013, L3107)")
	}
	r.finish()
	if r.Waived != "" {
		r.AutoSuccess, r.AutoFailure, r.Ways, r.Probability = false, false, 0, 0
	}
	return r, nil
}

// modifiers itemises the target number of a PSR without its automatic
// results.
func (in PSRInput) modifiers() Result {
	r := Result{Base: Modifier{Label: "Piloting skill", Value: in.Piloting, Cite: "003 L3117"}}
	counted20 := false
	for _, e := range in.Events {
		row := psrRows[e]
		switch e {
		case ReactorShutdown:
			r.addNote(row.label, row.mod, row.cite, shutdownNote)
			continue
		case Took20Damage:
			if counted20 {
				continue // one PSR per phase however much damage (003 L3109)
			}
			counted20 = true
			if in.Options.ExpandedDamageModifiers && in.DamageThisPhase >= 20 {
				r.add(fmt.Sprintf("Took %d damage this phase (expanded, +1 per 20)", in.DamageThisPhase), in.DamageThisPhase/20, "003 L3242-3244")
				continue
			}
		case GyroHit:
			if has(in.Events, GyroDestroyed) {
				// A gyro hit and destroyed in one phase counts +6 in all,
				// in the fall roll (003 L2738, L2740, L3214).
				continue
			}
		case Skidded:
			m, _ := SkidModifier(in.SkidHexes) // validated
			r.add("Skidding after "+words.Count(in.SkidHexes, "hex", "hexes"), m, "003 L3189-3197, L4150-4159")
			continue
		}
		r.add(row.label, row.mod, row.cite)
	}
	in.addPreexisting(&r)
	if t := hexTerrainRows[in.Hex]; t.label != "" {
		r.add(t.label, t.mod, t.cite)
	}
	if in.Sprinting {
		r.add("Sprinting (optional)", 2, "003 L835")
	}
	if in.AESLegs {
		r.add("AES in the legs", -2, "003 L3181, L7719")
	}
	if in.Hardened {
		r.add("Hardened armor", 1, "003 L3182, L7433")
	}
	if in.SmallCockpit {
		r.add("Small or torso-mounted cockpit", 1, "003 L3183")
	}
	if in.CarefulStand && in.WalkingMP > 2 {
		r.add("Careful stand (optional)", -2, "003 L1105-1109")
	}
	r.Modifiers = append(r.Modifiers, in.Extra...)
	return r
}

// shutdownNote explains the reading of the reactor-shutdown roll.
const shutdownNote = "003 L3107 says immobile 'Mechs, \"such as when shut down due to overheating\", fail PSRs automatically, but L3063 and the PSR table (L3144) call for a +3 roll when the reactor shuts down; Lancemate rolls that one PSR at +3 and fails every other PSR while shut down."

// addPreexisting adds the Preexisting Damage column (003 L3184-3188) and
// the quad modifier (003 L3179).
func (in PSRInput) addPreexisting(r *Result) {
	legLost := false
	for i, l := range in.Legs {
		switch {
		case l.Destroyed:
			legLost = true
			r.add(fmt.Sprintf("Leg %d previously destroyed", i+1), 5, "003 L3188, L3224, L2491")
		case l.Hip:
			r.add(fmt.Sprintf("Leg %d hip previously destroyed", i+1), 2, "003 L3186, L3222, L2762")
			if l.Actuators > 0 {
				r.add(fmt.Sprintf("Leg %d actuators hit since the hip", i+1), l.Actuators, "003 L3185, L2762")
			}
		case l.Actuators > 0:
			r.add(fmt.Sprintf("Leg %d actuators previously destroyed ×%d", i+1, l.Actuators), l.Actuators, "003 L3185")
		}
	}
	switch {
	case in.GyroHits == 0:
	case has(in.Events, GyroDestroyed):
		// The destroyed gyro counts +6 in all, "+3 if damaged, +3 if
		// destroyed (cumulative)" (003 L2738, L2734): FallPilotPSR adds it,
		// so a hit from an earlier phase is not counted again.
	case in.HeavyDutyGyro && in.GyroHits == 1:
		r.add("Heavy-duty gyro previously hit", 1, "003 L7521")
	case in.HeavyDutyGyro:
		r.add(fmt.Sprintf("Heavy-duty gyro previously hit ×%d", in.GyroHits), 3*(in.GyroHits-1), "003 L7521, L3187")
	default:
		r.add(fmt.Sprintf("Gyro previously hit ×%d", in.GyroHits), 3*in.GyroHits, "003 L3187, L2738")
	}
	if in.Quad && !legLost && !has(in.Events, LegDestroyed) {
		r.add("Four-legged 'Mech with all legs", -2, "003 L3179, L3105")
	}
}

// count returns how many times e occurs in es.
func count(es []PSREvent, e PSREvent) int {
	n := 0
	for _, x := range es {
		if x == e {
			n++
		}
	}
	return n
}

// has reports whether e occurs in es.
func has(es []PSREvent, e PSREvent) bool { return count(es, e) > 0 }

func (in PSRInput) validate() error {
	if in.Piloting < 0 {
		return fmt.Errorf("piloting skill %d is negative", in.Piloting)
	}
	if len(in.Events) == 0 {
		return fmt.Errorf("a PSR needs at least one event")
	}
	for _, e := range in.Events {
		if e < 0 || int(e) >= len(psrRows) {
			return fmt.Errorf("invalid PSR event %d", int(e))
		}
		if e == Skidded && in.SkidHexes < 0 {
			return fmt.Errorf("skid hexes %d is negative", in.SkidHexes)
		}
		if e == EnteredModifiedHex && in.Hex == NoHexTerrain {
			return fmt.Errorf("entering a modified hex needs its terrain (ice, mud, deep snow or swamp) in Hex")
		}
	}
	if len(in.Legs) > 4 {
		return fmt.Errorf("%d legs given, at most 4", len(in.Legs))
	}
	for _, l := range in.Legs {
		if l.Actuators < 0 || l.Actuators > 3 {
			return fmt.Errorf("leg actuator hits %d out of range 0-3 (upper leg, lower leg, foot)", l.Actuators)
		}
	}
	if in.GyroHits < 0 || (in.GyroHits > 2 && !in.HeavyDutyGyro) || in.GyroHits > 3 {
		return fmt.Errorf("gyro hits %d out of range", in.GyroHits)
	}
	if in.Hex < NoHexTerrain || in.Hex > Swamp {
		return fmt.Errorf("invalid hex terrain %d", int(in.Hex))
	}
	if in.Sprinting && !in.Options.Sprinting {
		return fmt.Errorf("sprinting is an optional rule (003 L827) that is switched off")
	}
	if in.CarefulStand && (!in.Options.CarefulStand || !has(in.Events, AttemptedStand)) {
		return fmt.Errorf("careful stand needs a stand attempt and the optional rule (003 L1105)")
	}
	for _, m := range in.Extra {
		if m.Label == "" || m.Cite == "" {
			return fmt.Errorf("extra modifier %+v needs a label and a cite", m)
		}
	}
	return nil
}
