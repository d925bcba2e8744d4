package game

import (
	"fmt"
	"slices"

	"lancemate/engine/classic"
	"lancemate/engine/internal/order"
)

// Design is what a 'Mech brings to the table: the numbers of its record
// sheet before any damage. The sheets importer builds one from a unit file;
// NewUnit turns it into a Unit in play.
type Design struct {
	Chassis string         `json:"chassis"`
	Model   string         `json:"model,omitempty"`
	Tons    int            `json:"tons"`
	Config  classic.Config `json:"config"`
	// Walk and Jump are the undamaged Walking and Jumping MP; Running MP is
	// derived (003 L769).
	Walk int `json:"walk"`
	Jump int `json:"jump,omitempty"`
	// HeatSinks counts every heat sink, those built into the engine as well
	// as those in critical slots; Double says they are double heat sinks
	// (003 L2973-2975).
	HeatSinks int  `json:"heatSinks"`
	Double    bool `json:"double,omitempty"`
	// Armor holds the front armor of every location, Rear the rear armor of
	// the torsos (003 L2371).
	Armor map[classic.Location]int `json:"armor"`
	Rear  map[classic.Location]int `json:"rear,omitempty"`
	// Structure overrides the internal structure read from the tonnage
	// table (classic.InternalStructure) for the locations it names, for
	// sheets built with non-standard structure.
	Structure  map[classic.Location]int `json:"structure,omitempty"`
	Components []Component              `json:"components"`
	// CASE lists the locations protected by CASE that takes no critical
	// slot: Clan CASE, 0 tons and 0 slots (003 L8269), which works as CASE
	// does (003 L2661, L7774-7776). CASE in a slot is a component.
	CASE []classic.Location `json:"case,omitempty"`
	// Cost is the book cost in C-bills the unit file gives (0: unknown)
	// and Clan says the 'Mech is Clan-built: the Solaris ledger's price of
	// an opponent (001 L1569, 002 L271-272).
	Cost int64 `json:"cost,omitempty"`
	Clan bool  `json:"clan,omitempty"`
	// Build is the design's version and construction options (cockpit,
	// gyro, armor, structure, engine and myomer types); without a version
	// the 'Mech plays as a standard one.
	Build
}

// Component is one item in the critical slots: its kind, where it sits and
// what the game needs to know about it. Slots are numbered 1-6 in the head
// and legs and 1-12 elsewhere, block "1-3" being slots 1-6 and block "4-6"
// slots 7-12 (003 L2594).
type Component struct {
	Kind  Kind             `json:"kind"`
	Loc   classic.Location `json:"loc"`
	Slots []int            `json:"slots"`
	// ID is the equipment id (engine/equipment) for weapons, ammo and
	// equipment; Name is what the sheet prints.
	ID   string `json:"id,omitempty"`
	Name string `json:"name,omitempty"`
	// Rear marks a rear-mounted weapon (003 L1359-1363).
	Rear bool `json:"rear,omitempty"`
	// Heat is the heat a weapon or equipment generates when used
	// (003 L2933).
	Heat int `json:"heat,omitempty"`
	// Shots is the ammunition a bin starts with, ShotDamage the Damage Value
	// of one shot (for missiles: missiles per shot times damage per missile),
	// so an exploding bin deals ShotDamage x shots left (003 L2657).
	Shots      int `json:"shots,omitempty"`
	ShotDamage int `json:"shotDamage,omitempty"`
	// Munition is the special munition (an engine/equipment "Munition
	// Bins" id, e.g. "is-munition-missile-artemis-iv") a bin of standard
	// ammunition ID holds; empty for standard ammunition.
	Munition string `json:"munition,omitempty"`
	// OneShot marks the one-shot (OS) version of a launcher: it fires once
	// per game and carries its own shot, no bin (003 L5949, L6515-6517).
	// Weapons whose catalogue item is OS (rocket launchers, M-Pods) are
	// one-shot without it.
	OneShot bool `json:"oneShot,omitempty"`
	// Armored marks an armored component: each of its slots ignores its
	// first critical hit (003 L7760-7768; played from design version 2).
	Armored bool `json:"armored,omitempty"`
	// Explosive marks ammunition that explodes when hit (all ammunition
	// unless its entry says otherwise, 003 L2655) and explosive weapons such
	// as Gauss rifles, which explode for Explosion damage on their first
	// critical hit (003 L2872).
	Explosive bool `json:"explosive,omitempty"`
	Explosion int  `json:"explosion,omitempty"`
	// Split is the part of an item split between two adjacent locations
	// that sits in the second one (an AC/20 in an arm and its side torso, a
	// heavy Gauss rifle in a side torso and the centre torso). The item is
	// one component: its first critical hit, in either location, disables
	// it (003 L2602), and it explodes in the location of the slot struck
	// (003 L6143, L6169). Loc and Slots hold the other part.
	Split *Part `json:"split,omitempty"`
}

// Part is where one part of a component sits: its location and slots.
type Part struct {
	Loc   classic.Location `json:"loc"`
	Slots []int            `json:"slots"`
}

// parts lists the component's first n parts: its location and slots,
// then the split part if any. An array, not a slice: the wasm is built
// without inlining, where a slice made here is an allocation each call,
// and the record sheet's movement line asked for thousands a paint.
func (c Component) parts() (ps [2]Part, n int) {
	ps[0] = Part{c.Loc, c.Slots}
	if c.Split != nil {
		ps[1] = *c.Split
		return ps, 2
	}
	return ps, 1
}

// in reports whether the component has slots in loc.
func (c Component) in(loc classic.Location) bool {
	return c.Loc == loc || (c.Split != nil && c.Split.Loc == loc)
}

// Label names the component as the record sheet prints it: its name, or
// for the fixed components its kind (Kind.Label).
func (c Component) Label() string {
	if c.Name != "" {
		return c.Name
	}
	return c.Kind.Label()
}

// Validate checks a design: tonnage on the structure table (unless every
// location's structure is given), armor within structure limits of sense,
// components inside their locations without overlapping.
func (d Design) Validate() error {
	if d.Chassis == "" {
		return fmt.Errorf("design has no chassis name")
	}
	if !d.Config.Valid() {
		return fmt.Errorf("%s: invalid config %d", d.Chassis, int(d.Config))
	}
	if d.Tons <= 0 {
		return fmt.Errorf("%s: tonnage %d must be positive", d.Chassis, d.Tons)
	}
	if _, err := d.structure(); err != nil {
		return fmt.Errorf("%s: %w", d.Chassis, err)
	}
	if err := d.Build.validate(); err != nil {
		return fmt.Errorf("%s: %w", d.Chassis, err)
	}
	if d.Walk < 0 || d.Jump < 0 || d.HeatSinks < 0 {
		return fmt.Errorf("%s: walk %d, jump %d and heat sinks %d must not be negative", d.Chassis, d.Walk, d.Jump, d.HeatSinks)
	}
	for loc, v := range d.Armor {
		if !loc.Valid() || v < 0 {
			return fmt.Errorf("%s: bad armor %d for location %d", d.Chassis, v, int(loc))
		}
	}
	for loc, v := range d.Rear {
		if !loc.Valid() || !loc.HasRear() || v < 0 {
			return fmt.Errorf("%s: bad rear armor %d for %s (only torsos have rear armor, 003 L2371)", d.Chassis, v, loc)
		}
	}
	for i, loc := range d.CASE {
		if !loc.Valid() || slices.Contains(d.CASE[:i], loc) {
			return fmt.Errorf("%s: bad or repeated CASE location %d", d.Chassis, int(loc))
		}
	}
	var used [8][12]bool
	sinks := 0
	for i, c := range d.Components {
		if err := d.checkComponent(c, &used); err != nil {
			return fmt.Errorf("%s: component %d (%s): %w", d.Chassis, i+1, c.Label(), err)
		}
		if c.Kind == HeatSink {
			sinks++
		}
	}
	if sinks > d.HeatSinks {
		return fmt.Errorf("%s: %d heat sinks in critical slots but only %d heat sinks in total", d.Chassis, sinks, d.HeatSinks)
	}
	return nil
}

func (d Design) checkComponent(c Component, used *[8][12]bool) error {
	if !c.Kind.Valid() {
		return fmt.Errorf("invalid kind %d", int(c.Kind))
	}
	if !c.Loc.Valid() {
		return fmt.Errorf("invalid location %d", int(c.Loc))
	}
	if c.Split != nil {
		switch p := c.Split; {
		case c.Kind < HeatSink || c.Kind == Ammo:
			return fmt.Errorf("a %s cannot be split between locations", c.Kind)
		case !p.Loc.Valid():
			return fmt.Errorf("invalid split location %d", int(p.Loc))
		case !adjacent(c.Loc, p.Loc):
			return fmt.Errorf("split between %s and %s, which are not adjacent", c.Loc.Name(d.Config), p.Loc.Name(d.Config))
		}
	}
	parts, nparts := c.parts()
	for _, p := range parts[:nparts] {
		if len(p.Slots) == 0 {
			return fmt.Errorf("occupies no slot in %s", p.Loc.Name(d.Config))
		}
		n := p.Loc.SlotsFor(d.Config)
		for _, s := range p.Slots {
			if s < 1 || s > n {
				return fmt.Errorf("slot %d outside %s (slots 1-%d, 003 L394)", s, p.Loc.Name(d.Config), n)
			}
			if used[p.Loc][s-1] {
				return fmt.Errorf("slot %d of %s already holds another component", s, p.Loc.Name(d.Config))
			}
			used[p.Loc][s-1] = true
		}
	}
	if c.Shots < 0 || c.ShotDamage < 0 || c.Heat < 0 || c.Explosion < 0 {
		return fmt.Errorf("negative shots, damage or heat")
	}
	if c.Kind != Ammo && (c.Shots != 0 || c.ShotDamage != 0 || c.Munition != "") {
		return fmt.Errorf("only ammunition has shots or a munition")
	}
	if c.OneShot && c.Kind != Weapon {
		return fmt.Errorf("only a weapon is one-shot")
	}
	if c.Armored && (c.Kind == Ammo || !c.Kind.Critable()) {
		return fmt.Errorf("ammunition and slots that take no critical hits cannot be armored (003 L7766)")
	}
	return nil
}

// adjacent reports two locations joined on the Damage Transfer Diagram
// (003 L2475-2481): a limb and its side torso, a side torso and the centre
// torso.
func adjacent(a, b classic.Location) bool {
	if next, ok := classic.TransferTarget(a); ok && next == b {
		return true
	}
	next, ok := classic.TransferTarget(b)
	return ok && next == a
}

// structure is the starting internal structure of every location: the
// tonnage table, overridden by Structure.
func (d Design) structure() ([8]int, error) {
	var s [8]int
	if len(d.Structure) < len(classic.Locations) {
		std, err := classic.InternalStructure(d.Config, d.Tons)
		if err != nil {
			return s, err
		}
		s = std
	}
	for loc, v := range d.Structure {
		if !loc.Valid() || v <= 0 {
			return s, fmt.Errorf("bad internal structure %d for location %d", v, int(loc))
		}
		s[loc] = v
	}
	return s, nil
}

// sortedComponents returns the components ordered by location and first
// slot, so a unit's item list does not depend on how a sheet listed them.
func sortedComponents(cs []Component) []Component {
	out := make([]Component, len(cs))
	for i, c := range cs {
		c.Slots = slices.Sorted(slices.Values(c.Slots))
		if c.Split != nil {
			c.Split = &Part{c.Split.Loc, slices.Sorted(slices.Values(c.Split.Slots))}
		}
		out[i] = c
	}
	order.Stable(out, func(a, b Component) int {
		if a.Loc != b.Loc {
			return int(a.Loc) - int(b.Loc)
		}
		return a.Slots[0] - b.Slots[0]
	})
	return out
}
