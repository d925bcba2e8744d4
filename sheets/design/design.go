// Package design holds Lancemate's own format for a BattleMech design: the
// numbers of a record sheet before any damage (chassis, tonnage, engine,
// heat sinks, movement, armor, and the critical slots of every location),
// as a versioned JSON document. Importers (sheets/mtf, sheets/ssw) write it,
// the built-in library (sheets/library) ships it, and Unit turns it into
// the input of engine/game.
//
// Internal structure is not stored: it follows from the tonnage
// (Design.Structure). The format is described in sheets/README.md.
package design

import (
	"errors"
	"fmt"
	"strings"

	"lancemate/engine/classic"
)

// Format and Version identify the JSON document: every design file starts
// with "format":"lancemate-mech","version":2. Version 2 added the myomer
// type; Load reads a version 1 document and brings it up to date
// (Migrate).
const (
	Format  = "lancemate-mech"
	Version = 2
)

// StandardMyomer is the myomer type of a 'Mech without triple-strength
// myomer.
const StandardMyomer = "standard"

// ErrUnsupported marks a unit file that was read but describes a unit
// Lancemate cannot play yet (a LAM, a tripod, a superheavy 'Mech...); the
// error's text says why: "not supported yet: <reason>".
var ErrUnsupported = errors.New("not supported yet")

// MaxFileSize is the largest design or unit file Lancemate reads (1 MiB).
const MaxFileSize = 1 << 20

// Tech is a design's technology base.
type Tech string

// Technology bases. Mixed designs name the tech base of their chassis.
const (
	InnerSphere Tech = "IS"
	Clan        Tech = "Clan"
	MixedIS     Tech = "Mixed IS"
	MixedClan   Tech = "Mixed Clan"
)

// Name is the technology base in full, as a sheet writes it.
func (t Tech) Name() string {
	switch t {
	case InnerSphere:
		return "Inner Sphere"
	case MixedIS:
		return "Mixed (Inner Sphere)"
	case MixedClan:
		return "Mixed (Clan)"
	}
	return string(t)
}

// Valid reports whether t is one of the four technology bases.
func (t Tech) Valid() bool {
	switch t {
	case InnerSphere, Clan, MixedIS, MixedClan:
		return true
	}
	return false
}

// Rules levels, as MegaMek and Solaris Skunk Werks label a design.
const (
	Introductory = "Introductory"
	Standard     = "Standard"
	Advanced     = "Advanced"
	Experimental = "Experimental"
	Unofficial   = "Unofficial"
)

var rulesLevels = []string{Introductory, Standard, Advanced, Experimental, Unofficial}

// Design is one BattleMech design in Lancemate's format. Fields holding
// equipment name items of the engine/equipment catalogue by id; a value
// starting with "?" names something the catalogue does not hold, as the
// source file wrote it (see Unknowns).
type Design struct {
	Format  string         `json:"format"`
	Version int            `json:"version"`
	Chassis string         `json:"chassis"`
	Model   string         `json:"model,omitempty"`
	Tons    int            `json:"tons"`
	Config  classic.Config `json:"config"`
	Tech    Tech           `json:"tech"`
	// Rules is the rules level ("Introductory" ... "Unofficial"), Year the
	// year the design was introduced; both are empty when unknown.
	Rules string `json:"rules,omitempty"`
	Year  int    `json:"year,omitempty"`

	Engine Engine `json:"engine"`
	// Gyro, Cockpit, Structure and Armor types: catalogue ids such as
	// "is-gyro-standard", "is-cockpit-small", "is-structure-endo-steel",
	// "clan-armor-ferro-fibrous".
	Gyro          string `json:"gyro"`
	Cockpit       string `json:"cockpit"`
	StructureType string `json:"structureType"`
	ArmorType     string `json:"armorType"`
	// Myomer is StandardMyomer, "is-triple-strength-myomer" (the TSM
	// whose slots the design lists) or "?name" for a myomer the catalogue
	// does not hold (industrial TSM, MASC written as a myomer).
	Myomer    string    `json:"myomer"`
	HeatSinks HeatSinks `json:"heatSinks"`

	// Walk and Jump are the Walking and Jumping MP; Running MP is derived
	// (Run).
	Walk int `json:"walk"`
	Jump int `json:"jump,omitempty"`

	// Armor holds the front armor of every location, Rear the rear armor
	// of the three torsos. For a quad, LA and RA are the front legs, LL
	// and RL the rear legs (003 L1927-1938).
	Armor Armor     `json:"armor"`
	Rear  RearArmor `json:"rear"`

	// Slots lists, per location, the items in its critical slots from the
	// first slot on; trailing empty slots may be left out.
	Slots Slots `json:"slots"`

	// ClanCASE says every location holding explosive ammunition is
	// protected by CASE that takes no slot, as Clan 'Mechs are built.
	ClanCASE bool `json:"clanCase,omitempty"`

	// Cost is the price in C-bills as the source gives it (0: unknown).
	Cost float64 `json:"cost,omitempty"`
	// Source is where the design comes from: a file name, or "built-in".
	Source string `json:"source"`
}

// Engine is the engine type (a catalogue id of the Engines group, e.g.
// "is-engine-xl") and its rating.
type Engine struct {
	Type   string `json:"type"`
	Rating int    `json:"rating"`
}

// HeatSinks is the number of heat sinks, the engine's own included, and
// their type: "is-heat-sink", "clan-heat-sink", "is-heat-sink-double" or
// "clan-heat-sink-double".
type HeatSinks struct {
	Count int    `json:"count"`
	Type  string `json:"type"`
}

// Double reports double heat sinks (2 points of heat each, 003 L2973-2975).
func (h HeatSinks) Double() bool {
	return h.Type == "is-heat-sink-double" || h.Type == "clan-heat-sink-double"
}

// Armor holds one armor value per location, indexed by classic.Location.
type Armor [8]int

// RearArmor is the rear armor of the torsos (003 L2371).
type RearArmor struct {
	CT int `json:"CT"`
	LT int `json:"LT"`
	RT int `json:"RT"`
}

// At returns the rear armor of loc, 0 for a location without rear armor.
func (r RearArmor) At(loc classic.Location) int {
	switch loc {
	case classic.CenterTorso:
		return r.CT
	case classic.LeftTorso:
		return r.LT
	case classic.RightTorso:
		return r.RT
	}
	return 0
}

// Slots holds the mounts of every location, indexed by classic.Location.
type Slots [8][]Mount

// Name is "Chassis Model".
func (d Design) Name() string {
	if d.Model == "" {
		return d.Chassis
	}
	return d.Chassis + " " + d.Model
}

// Run is the Running MP: Walking MP times 1.5, rounded up (003 L769).
func (d Design) Run() int { return (3*d.Walk + 1) / 2 }

// Placed is a mount with the location and first slot (1-based) it sits in.
type Placed struct {
	Mount
	Loc  classic.Location
	Slot int
}

// Placed lists every non-empty mount with its location and first slot, in
// record-sheet order.
func (d Design) Placed() []Placed {
	var out []Placed
	for _, loc := range classic.Locations {
		slot := 1
		for _, m := range d.Slots[loc] {
			if !m.Empty() {
				out = append(out, Placed{Mount: m, Loc: loc, Slot: slot})
			}
			slot += m.Slots()
		}
	}
	return out
}

// Unknown is an item of a design that the equipment catalogue does not
// hold, kept by the name its source file gave it.
type Unknown struct {
	// Where is the field ("engine", "armor type") or the location and
	// first slot ("Right Torso, slot 4").
	Where string
	Name  string
}

func (u Unknown) String() string { return fmt.Sprintf("%q (%s)", u.Name, u.Where) }

// Unknowns lists the items outside the catalogue: types named "?name" and
// unknown mounts, in record-sheet order.
func (d Design) Unknowns() []Unknown {
	var out []Unknown
	for _, f := range []struct{ where, v string }{
		{"engine", d.Engine.Type}, {"gyro", d.Gyro}, {"cockpit", d.Cockpit},
		{"structure type", d.StructureType}, {"armor type", d.ArmorType}, {"myomer", d.Myomer}, {"heat sink type", d.HeatSinks.Type},
	} {
		if name, ok := strings.CutPrefix(f.v, "?"); ok {
			out = append(out, Unknown{Where: f.where, Name: name})
		}
	}
	for _, p := range d.Placed() {
		if p.Unknown != "" {
			out = append(out, Unknown{Where: fmt.Sprintf("%s, slot %d", p.Loc.Name(d.Config), p.Slot), Name: p.Unknown})
		}
	}
	return out
}

// TSM is the catalogue id of triple-strength myomer, the one myomer type
// of the BattleMech Manual (003 L7627-7640, L8161).
const TSM = "is-triple-strength-myomer"

// MyomerFromSlots is the myomer type the slots show: TSM when any slot
// holds it, else StandardMyomer.
func (d Design) MyomerFromSlots() string {
	for _, p := range d.Placed() {
		if p.ID == TSM {
			return TSM
		}
	}
	return StandardMyomer
}

// ReadMyomer is the myomer type of a design whose file declares the type
// declared (names.MyomerType): the slots decide between standard and TSM
// (they are what the record sheet prints), a myomer the catalogue does not
// hold ("?name") is kept.
func (d Design) ReadMyomer(declared string) string {
	if strings.HasPrefix(declared, "?") {
		return declared
	}
	return d.MyomerFromSlots()
}
