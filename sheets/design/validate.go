package design

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
)

// FieldError is one problem of a design, with the JSON path of the field
// it concerns, e.g. "armor.LA" or "slots.RT[3]".
type FieldError struct {
	Field   string
	Problem string
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Problem }

type checker struct{ errs []error }

func (c *checker) add(field, format string, args ...any) {
	c.errs = append(c.errs, &FieldError{Field: field, Problem: fmt.Sprintf(format, args...)})
}

// Validate checks a design against the format and the catalogue: every
// field in range, armor within the maximum for the tonnage, every mount a
// catalogue item (or a named unknown) in a location it may occupy, with
// the number of slots the catalogue gives it, and no location over its
// slot count. It returns every problem found, each a *FieldError, joined
// with errors.Join.
func (d Design) Validate() error {
	var c checker
	if d.Format != Format {
		c.add("format", "%q is not %q", d.Format, Format)
	}
	if d.Version != Version {
		c.add("version", "%d is not %d", d.Version, Version)
	}
	c.text("chassis", d.Chassis, true)
	c.text("model", d.Model, false)
	c.text("source", d.Source, true)
	if !d.Config.Valid() {
		c.add("config", "%d is not biped or quad", int(d.Config))
	}
	if !d.Tech.Valid() {
		c.add("tech", "%q is not one of IS, Clan, Mixed IS, Mixed Clan", d.Tech)
	}
	if d.Rules != "" && !slices.Contains(rulesLevels, d.Rules) {
		c.add("rules", "%q is not one of %s", d.Rules, strings.Join(rulesLevels, ", "))
	}
	if d.Year < 0 || d.Year > 9999 {
		c.add("year", "%d is out of range", d.Year)
	}
	c.typeID("engine.type", d.Engine.Type, "Engines")
	if d.Engine.Rating < 0 || d.Engine.Rating > 500 || d.Engine.Rating%5 != 0 {
		c.add("engine.rating", "%d is not a multiple of 5 from 0 to 500", d.Engine.Rating)
	}
	c.typeID("gyro", d.Gyro, "Gyros")
	c.typeID("cockpit", d.Cockpit, "Cockpits")
	c.typeID("structureType", d.StructureType, "Structure")
	c.typeID("armorType", d.ArmorType, "Armor")
	c.myomer(d)
	if !strings.HasPrefix(d.HeatSinks.Type, "?") && !slices.Contains(heatSinkTypes, d.HeatSinks.Type) {
		c.add("heatSinks.type", "%q is not one of %s (or ?name)", d.HeatSinks.Type, strings.Join(heatSinkTypes, ", "))
	}
	if d.HeatSinks.Count < 0 || d.HeatSinks.Count > 100 {
		c.add("heatSinks.count", "%d is out of range 0-100", d.HeatSinks.Count)
	}
	if d.Walk < 0 || d.Walk > 30 {
		c.add("walk", "%d is out of range 0-30", d.Walk)
	}
	if d.Jump < 0 || d.Jump > 30 {
		c.add("jump", "%d is out of range 0-30", d.Jump)
	}
	if math.IsNaN(d.Cost) || math.IsInf(d.Cost, 0) || d.Cost < 0 {
		c.add("cost", "%v is not a price", d.Cost)
	}
	is, err := d.Structure()
	if err != nil {
		c.add("tons", "%v", err)
	} else if d.Config.Valid() {
		c.armor(d, is)
	}
	if d.Config.Valid() {
		c.slots(d)
	}
	return errors.Join(c.errs...)
}

var heatSinkTypes = []string{"is-heat-sink", "clan-heat-sink", "is-heat-sink-double", "clan-heat-sink-double"}

func (c *checker) text(field, s string, required bool) {
	switch {
	case required && strings.TrimSpace(s) == "":
		c.add(field, "missing")
	case len(s) > 200:
		c.add(field, "longer than 200 bytes")
	case strings.IndexFunc(s, unicode.IsControl) >= 0:
		c.add(field, "contains a control character")
	}
}

// typeID checks a catalogue id of the given group, or a "?name".
func (c *checker) typeID(field, id, group string) {
	if name, ok := strings.CutPrefix(id, "?"); ok {
		c.text(field, name, true)
		return
	}
	it, ok := equipment.Lookup(id)
	if !ok || it.Group != group {
		c.add(field, "%q is not an id of the catalogue's %s (or ?name)", id, group)
	}
}

// myomer checks the myomer type: StandardMyomer, TSM (whose slots the
// design must hold, and only then) or a "?name".
func (c *checker) myomer(d Design) {
	slots := d.MyomerFromSlots() == TSM
	switch name, unknown := strings.CutPrefix(d.Myomer, "?"); {
	case unknown:
		c.text("myomer", name, true)
	case d.Myomer != StandardMyomer && d.Myomer != TSM:
		c.add("myomer", "%q is not %q, %q or ?name", d.Myomer, StandardMyomer, TSM)
	case d.Myomer == TSM && !slots:
		c.add("myomer", "triple-strength myomer, but no slot holds it")
	case d.Myomer == StandardMyomer && slots:
		c.add("myomer", "standard, but slots hold triple-strength myomer")
	}
}

func (c *checker) armor(d Design, is classic.Structure) {
	for _, loc := range classic.Locations {
		a, r := d.Armor[loc], d.Rear.At(loc)
		field := "armor." + loc.Code()
		if a < 0 {
			c.add(field, "%d is negative", a)
		}
		if r < 0 {
			c.add("rear."+loc.Code(), "%d is negative", r)
		}
		if limit := MaxArmor(loc, is); a+r > limit {
			if loc.HasRear() {
				c.add(field, "%d front + %d rear is more than the maximum %d for %d tons", a, r, limit, d.Tons)
			} else {
				c.add(field, "%d is more than the maximum %d for %d tons", a, limit, d.Tons)
			}
		}
	}
}

// fixedPlaces lists the locations a fixed component may occupy; arm and
// leg actuators are checked against the body plan.
var fixedPlaces = map[string][]classic.Location{
	FixedEngine:      {classic.CenterTorso, classic.LeftTorso, classic.RightTorso},
	FixedGyro:        {classic.CenterTorso},
	FixedCockpit:     {classic.Head, classic.CenterTorso},
	FixedSensors:     {classic.Head, classic.CenterTorso},
	FixedLifeSupport: {classic.Head, classic.CenterTorso, classic.LeftTorso, classic.RightTorso},
}

func (c *checker) slots(d Design) {
	var sinks, cockpits, engines int
	for _, loc := range classic.Locations {
		used := 0
		for i, m := range d.Slots[loc] {
			// Built for every slot and read only on a fault: no fmt here
			// (thousands of designs are checked as the library loads).
			field := "slots." + loc.Code() + "[" + strconv.Itoa(i) + "]"
			c.mount(d.Config, loc, field, m)
			used += m.Slots()
			switch {
			case m.ID == FixedCockpit:
				cockpits++
			case m.ID == FixedEngine:
				engines++
			case slices.Contains(heatSinkTypes, m.ID):
				sinks++
			}
		}
		if n := loc.SlotsFor(d.Config); used > n {
			c.add("slots."+loc.Code(), "%d slots used, %s has %d", used, loc.Name(d.Config), n)
		}
	}
	if cockpits != 1 {
		c.add("slots", "%d cockpit slots; a 'Mech has one", cockpits)
	}
	c.splits(d)
	if engines == 0 {
		c.add("slots", "no engine slots")
	}
	if sinks > d.HeatSinks.Count {
		c.add("heatSinks.count", "%d heat sinks in the slots but only %d in all", sinks, d.HeatSinks.Count)
	}
}

func (c *checker) mount(cfg classic.Config, loc classic.Location, field string, m Mount) {
	switch {
	case m.Empty():
		if m.Span > 1 || m.Shots != 0 || m.Rear || m.Split || m.Armored || m.Munition != "" {
			c.add(field, "an empty slot carries nothing else")
		}
		return
	case m.ID != "" && m.Unknown != "":
		c.add(field, "both an id and an unknown name")
		return
	case m.Unknown != "":
		c.text(field, m.Unknown, true)
		if m.Munition != "" || m.Shots != 0 {
			c.add(field, "an unknown item has no munition or shots")
		}
		return
	case IsFixed(m.ID):
		if !fixedAllowed(cfg, loc, m.ID) {
			c.add(field, "%s does not belong in the %s", m.ID, loc.Name(cfg))
		}
		if m.Munition != "" || m.Shots != 0 || m.Rear || m.Split {
			c.add(field, "a fixed component has no munition, shots, rear mounting or split")
		}
		return
	}
	it, ok := equipment.Lookup(m.ID)
	if !ok {
		c.add(field, "%q is not a catalogue id", m.ID)
		return
	}
	switch it.Group {
	case "Engines", "Gyros", "Cockpits":
		c.add(field, "%q is a type: its slots are written %q, %q or %q", m.ID, FixedEngine, FixedGyro, FixedCockpit)
		return
	case "Munition Bins":
		c.add(field, "%q is a munition: write it after an ammo id, e.g. is-ammo-lrm-15/%s", m.ID, m.ID)
		return
	}
	if it.Kind == equipment.Ammo {
		c.munition(field, it, m.Munition)
		if m.Span > 1 {
			c.add(field, "an ammo bin takes one slot")
		}
	} else if m.Munition != "" || m.Shots != 0 {
		c.add(field, "only ammo bins have a munition or shots")
	}
	want, fixed := FixedSpan(it)
	switch {
	case m.Split && (!fixed || want < 2 || m.Slots() >= want):
		c.add(field, "only part of an item with a fixed slot count of 2 or more can be split")
	case !m.Split && fixed && m.Slots() != want:
		c.add(field, "%s takes %d slots, not %d", m.ID, want, m.Slots())
	}
}

// splits checks that the parts of split items add up to whole items in
// more than one location.
func (c *checker) splits(d Design) {
	slots := map[string]int{}
	locs := map[string]map[classic.Location]bool{}
	for _, p := range d.Placed() {
		if !p.Split {
			continue
		}
		slots[p.ID] += p.Slots()
		if locs[p.ID] == nil {
			locs[p.ID] = map[classic.Location]bool{}
		}
		locs[p.ID][p.Loc] = true
	}
	for id, n := range slots {
		it, _ := equipment.Lookup(id)
		if want, _ := FixedSpan(it); want > 0 && (n%want != 0 || len(locs[id]) < 2) {
			c.add("slots", "the split parts of %s take %d slots in %d locations; they must add up to whole items of %d slots in two locations", id, n, len(locs[id]), want)
		}
	}
}

// FixedSpan returns the slots a mount of the item must take, and false
// when the count is not fixed: items whose slots depend on the 'Mech ("*"
// in the seed's tables: MASC, targeting computer, claws...) and the
// spread items (see Spread). Jump jets, UMUs and superchargers print a
// count with their "*" (003 L8150-8157): one jet, one slot (improved: 2).
func FixedSpan(it equipment.Item) (int, bool) {
	switch {
	case it.Kind == equipment.Ammo:
		return 1, true
	case Spread(it):
		return 0, false
	case it.SlotsSpec == equipment.Given && it.Slots > 0:
		return it.Slots, true
	case it.SlotsSpec == equipment.Construction && it.Slots > 0 && it.Group == "Maneuverability Aids" && !strings.HasSuffix(it.ID, "partial-wing"):
		return it.Slots, true
	}
	return 0, false
}

// Spread reports items whose slots are spread one by one over the
// locations, each slot a mount of its own: armor and structure types and
// triple-strength myomer.
func Spread(it equipment.Item) bool {
	return it.Group == "Armor" || it.Group == "Structure" || it.ID == "is-triple-strength-myomer"
}

func (c *checker) munition(field string, ammo equipment.Item, id string) {
	if id == "" {
		return
	}
	mu, ok := equipment.Lookup(id)
	if !ok || mu.Group != "Munition Bins" {
		c.add(field, "%q is not a munition of the catalogue", id)
		return
	}
	w, _ := equipment.Lookup(ammo.AmmoFor)
	if mu.Tech != ammo.Tech || !slices.Contains(mu.UsableBy, w.Family) {
		c.add(field, "%s cannot be loaded by a %s", mu.Name, w.Name)
	}
}

func fixedAllowed(cfg classic.Config, loc classic.Location, id string) bool {
	switch id {
	case FixedShoulder, FixedUpperArm, FixedLowerArm, FixedHand:
		return loc.IsArm(cfg)
	case FixedHip, FixedUpperLeg, FixedLowerLeg, FixedFoot:
		return loc.IsLeg(cfg)
	}
	return slices.Contains(fixedPlaces[id], loc)
}
