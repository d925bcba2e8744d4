package mtf

import (
	"fmt"
	"strconv"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
	"lancemate/sheets/design"
	"lancemate/sheets/internal/textfile"
	"lancemate/sheets/names"
)

// entry is one slot line, resolved.
type entry struct {
	line    int
	key     string // what makes consecutive slots the same item
	item    names.Item
	unknown string
	rear    bool
	armored bool
}

func (f *file) slots(d *design.Design, tech equipment.Tech) error {
	seen := map[classic.Location]bool{}
	for _, h := range f.order {
		loc := locationHeaders[h]
		quadHeader := strings.HasPrefix(h, "front") || strings.HasPrefix(h, "rear")
		if (d.Config == classic.Quad) != quadHeader && (loc == classic.LeftArm || loc == classic.RightArm || loc.IsLeg(classic.Biped)) {
			return f.errorf(f.header[h], "a %s 'Mech has no %q block", d.Config, h)
		}
		seen[loc] = true
		var entries []entry
		for i, l := range f.blocks[h] {
			e, err := f.entry(l, tech)
			if err != nil {
				return err
			}
			if i >= loc.SlotsFor(d.Config) {
				if e.key != "" {
					return f.errorf(l.n, "slot %d of the %s holds %q, but it has %d slots", i+1, loc.Name(d.Config), clip(l.v), loc.SlotsFor(d.Config))
				}
				continue
			}
			entries = append(entries, e)
		}
		d.Slots[loc] = f.group(entries)
	}
	for _, loc := range classic.Locations {
		if !seen[loc] {
			return fmt.Errorf("%s: no %q block", f.name, loc.Name(d.Config)+":")
		}
	}
	extraCockpits(d, f.value("cockpit", "Cockpit"))
	names.MatchAmmoTech(d)
	return nil
}

// extraCockpits turns the second cockpit slot of the head, which MegaMek
// writes for a command console or an interface cockpit, into an unknown
// item named after the cockpit line.
func extraCockpits(d *design.Design, cockpit string) {
	first := true
	for i, m := range d.Slots[classic.Head] {
		if m.ID == design.FixedCockpit {
			if !first {
				d.Slots[classic.Head][i] = design.Mount{Unknown: cockpit}
			}
			first = false
		}
	}
}

// entry resolves one slot line.
func (f *file) entry(l line, tech equipment.Tech) (entry, error) {
	e := entry{line: l.n}
	s := l.v
	for {
		rest, mod, ok := cutModifier(s)
		if !ok {
			break
		}
		switch strings.ToLower(mod) {
		case "r", "rear":
			e.rear = true
		case "armored":
			e.armored = true
		}
		s = strings.TrimSpace(rest)
	}
	if strings.EqualFold(s, "-Empty-") || strings.EqualFold(s, "Empty") {
		return e, nil
	}
	if it, ok := names.MegaMek(s, tech); ok {
		e.item = it
		e.key = it.ID + "/" + it.Munition + ":" + strconv.Itoa(it.Shots)
	} else {
		e.unknown = s
		e.key = "?" + s
	}
	if e.rear {
		e.key += " (R)"
	}
	return e, nil
}

// cutModifier cuts a modifier MegaMek appends to a slot name, "(R)",
// "(Rear)", "(OMNIPOD)", "(ARMORED)" or "(Split)" in any case, from the end
// of s with the spaces before it, and returns the rest and the modifier as
// s spells it.
func cutModifier(s string) (string, string, bool) {
	i := strings.LastIndexByte(s, '(') // the modifiers hold no "("
	if i < 0 {
		return s, "", false
	}
	end, mod, ok := textfile.Tag(s, i, "r", "rear", "omnipod", "armored", "split")
	if !ok || end != len(s) {
		return s, "", false
	}
	return strings.TrimRight(s[:i], textfile.Spaces), mod, true
}

// group turns slot entries into mounts: an item that takes n slots is n
// equal lines in a row (fewer at the edge of a location when it is split
// with the next); engine and gyro slots in a row are one mount; armor,
// structure, myomer, ammo and the other fixed components take one slot
// each.
func (f *file) group(entries []entry) []design.Mount {
	var out []design.Mount
	for i := 0; i < len(entries); {
		e := entries[i]
		if e.key == "" {
			out = append(out, design.Mount{})
			i++
			continue
		}
		run := 1
		for i+run < len(entries) && entries[i+run].key == e.key {
			run++
		}
		size := run
		switch id := e.item.ID; {
		case e.unknown != "", id == design.FixedEngine, id == design.FixedGyro:
		case design.IsFixed(id):
			size = 1
		default:
			it, _ := equipment.Lookup(id)
			if design.Spread(it) {
				size = 1
			} else if n, ok := design.FixedSpan(it); ok {
				size = min(n, run)
			}
		}
		m := design.Mount{ID: e.item.ID, Munition: e.item.Munition, Shots: e.item.Shots, Unknown: e.unknown, Rear: e.rear}
		if it, ok := equipment.Lookup(e.item.ID); ok {
			// Fewer lines than the item takes: one part of an item split
			// between two locations; Validate pairs the parts up.
			n, fixed := design.FixedSpan(it)
			m.Split = fixed && size < n
		}
		if size > 1 {
			m.Span = size
		}
		for _, g := range entries[i : i+size] {
			m.Armored = m.Armored || g.armored
		}
		out = append(out, m)
		i += size
	}
	return out
}

// types reads the engine, heat sinks, movement and the structure, armor,
// gyro and cockpit types.
func (f *file) types(d *design.Design, tech equipment.Tech) error {
	eng, err := f.get("engine")
	if err != nil {
		return err
	}
	rating, rest, _ := strings.Cut(eng.v, " ")
	if d.Engine.Rating, err = strconv.Atoi(rating); err != nil || d.Engine.Rating < 0 || d.Engine.Rating > 500 {
		return f.errorf(eng.n, "engine %q does not start with a rating of 0 to 500", clip(eng.v))
	}
	d.Engine.Type = names.SideTorsoTech(names.EngineType(rest, tech), sideEngineSlots(d))
	hs, err := f.get("heat sinks")
	if err != nil {
		return err
	}
	count, kind, _ := strings.Cut(hs.v, " ")
	if d.HeatSinks.Count, err = strconv.Atoi(count); err != nil {
		return f.errorf(hs.n, "heat sinks %q does not start with a number", clip(hs.v))
	}
	d.HeatSinks.Type = heatSinkType(kind, tech, d)
	if d.Walk, err = f.int("walk mp"); err != nil {
		return err
	}
	if d.Jump, err = f.int("jump mp"); err != nil {
		return err
	}
	if umuOnly(d) {
		d.Jump = 0 // MegaMek writes a UMU's underwater MP as jump MP
	}
	st, err := f.get("structure")
	if err != nil {
		return err
	}
	d.StructureType = names.StructureType(st.v, tech)
	ar, err := f.get("armor")
	if err != nil {
		return err
	}
	d.ArmorType = names.ArmorType(ar.v, tech)
	d.Gyro = names.GyroType(f.value("gyro", "Standard Gyro"), tech)
	cockpit := f.value("cockpit", "Standard Cockpit")
	if strings.EqualFold(cockpit, "Command Console") {
		cockpit = "Standard Cockpit" // a console is added to a standard cockpit
	}
	d.Cockpit = names.CockpitType(cockpit, tech)
	d.Myomer = d.ReadMyomer(names.MyomerType(f.value("myomer", "Standard")))
	return nil
}

func (f *file) value(k, def string) string {
	if l, ok := f.keys[k]; ok && l.v != "" {
		return l.v
	}
	return def
}

// sideEngineSlots counts the engine slots of the left torso.
func sideEngineSlots(d *design.Design) int {
	n := 0
	for _, m := range d.Slots[classic.LeftTorso] {
		if m.ID == design.FixedEngine {
			n += m.Slots()
		}
	}
	return n
}

// heatSinkType reads "Single", "Double", "IS Double", "Clan Double": a
// plain "Double" is the type of the double heat sinks in the slots, or of
// the unit's tech base when none is slotted.
func heatSinkType(kind string, tech equipment.Tech, d *design.Design) string {
	k := strings.ToLower(kind)
	switch {
	case strings.Contains(k, "double"):
		switch {
		case strings.Contains(k, "clan"):
			return "clan-heat-sink-double"
		case strings.Contains(k, "is") || strings.Contains(k, "inner sphere"):
			return "is-heat-sink-double"
		}
		for _, p := range d.Placed() {
			if strings.HasSuffix(p.ID, "heat-sink-double") {
				return p.ID
			}
		}
		if tech == equipment.Clan {
			return "clan-heat-sink-double"
		}
		return "is-heat-sink-double"
	case k == "single" || k == "":
		if tech == equipment.Clan {
			return "clan-heat-sink"
		}
		return "is-heat-sink"
	}
	return "?" + strings.TrimSpace(kind)
}

// umuOnly reports a 'Mech with UMUs and no jump jets.
func umuOnly(d *design.Design) bool {
	umu := false
	for _, p := range d.Placed() {
		switch {
		case strings.Contains(p.ID, "jump-jet"):
			return false
		case strings.HasSuffix(p.ID, "-umu"):
			umu = true
		}
	}
	return umu
}
