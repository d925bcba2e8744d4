package ssw

import (
	"strings"

	"lancemate/engine/equipment"
	"lancemate/sheets/design"
	"lancemate/sheets/names"
)

// item is one <equipment> element, resolved.
type item struct {
	elem string
	name string
	mnt  design.Mount
	it   equipment.Item // zero for unknown items
	locs []xmlLocation
	// split holds the <splitlocation> parts: index and slots per location.
	split []xmlLocation
}

// loadout places the heat sinks, jump jets, equipment and multi-slot
// systems of a base loadout or an OmniMech loadout.
func (s *sheet) loadout(d *design.Design, l *xmlLoadout, weaponTons float64) error {
	tech := s.b.tech
	if h := l.HeatSinks; h != nil {
		if n, err := atoi(h.Number); err == nil && n >= 0 {
			d.HeatSinks.Count = n
		} else {
			return s.b.errorf("heatsinks", "number %q is not a number", h.Number)
		}
		id, span := heatSink(h.typeOr("Single Heat Sink"), techAttr(h.TechBase, tech))
		d.HeatSinks.Type = id
		if err := s.counted("heatsinks/location", h.Locations, id, span); err != nil {
			return err
		}
	}
	if j := l.JumpJets; j != nil {
		n, err := atoi(j.Number)
		if err != nil || n < 0 {
			return s.b.errorf("jumpjets", "number %q is not a number", j.Number)
		}
		id, span := jumpJet(j.typeOr("Standard Jump Jet"), tech)
		if !strings.HasSuffix(id, "umu") {
			d.Jump = n
		}
		if err := s.counted("jumpjets/location", j.Locations, id, span); err != nil {
			return err
		}
	}
	for _, e := range l.Equipment {
		for _, it := range s.resolve(e) {
			if err := s.equipment(d, it, weaponTons); err != nil {
				return err
			}
		}
	}
	for _, m := range l.Multislot {
		name := strings.TrimSpace(m.Name)
		mnt := design.Mount{Unknown: name}
		if r, ok := names.SSW(name, tech); ok {
			mnt = design.Mount{ID: r.ID}
		}
		if err := s.counted("multislot/location", m.Locations, "", 0, mnt); err != nil {
			return err
		}
	}
	if a := l.Armored; a != nil {
		for _, x := range a.Locations {
			loc, at, err := s.index("armored_locations/location", x)
			if err != nil {
				return err
			}
			if at < 0 || at >= loc.SlotsFor(s.cfg) {
				return s.b.errorf("armored_locations/location", "%s index %d is outside the location", loc.Code(), at)
			}
			if o := s.owner[loc][at]; o >= 0 {
				s.mounts[o].m.Armored = true
			}
		}
	}
	return nil
}

// counted places one mount at each location element: id with span slots,
// or the given mount.
func (s *sheet) counted(elem string, locs []xmlLocation, id string, span int, mnt ...design.Mount) error {
	for _, x := range locs {
		loc, at, err := s.index(elem, x)
		if err != nil {
			return err
		}
		m := design.Mount{ID: id}
		if name, ok := strings.CutPrefix(id, "?"); ok {
			m = design.Mount{Unknown: name}
		}
		if span > 1 {
			m.Span = span
		}
		if len(mnt) > 0 {
			m = mnt[0]
		}
		if err := s.place(elem, loc, at, m); err != nil {
			return err
		}
	}
	return nil
}

// heatSink returns the heat sink id of an SSW heat sink type and its slots.
func heatSink(name string, t equipment.Tech) (string, int) {
	p := "is-"
	if t == equipment.Clan {
		p = "clan-"
	}
	switch strings.TrimSpace(name) {
	case "Single Heat Sink":
		return p + "heat-sink", 1
	case "Double Heat Sink":
		if t == equipment.Clan {
			return p + "heat-sink-double", 2
		}
		return p + "heat-sink-double", 3
	}
	return "?" + strings.TrimSpace(name), 1
}

// jumpJet returns the id of an SSW jump jet type and its slots.
func jumpJet(name string, t equipment.Tech) (string, int) {
	p := "is-"
	if t == equipment.Clan {
		p = "clan-"
	}
	switch strings.TrimSpace(name) {
	case "Standard Jump Jet":
		return p + "jump-jet-standard", 1
	case "Improved Jump Jet":
		return p + "jump-jet-improved", 2
	case "Mech UMU":
		return p + "umu", 1
	}
	return "?" + strings.TrimSpace(name), 1
}

// resolve reads an <equipment> element; "X + PPC Capacitor" is two items.
func (s *sheet) resolve(e xmlEquipment) []item {
	name := strings.TrimSpace(e.Name)
	elem := "equipment " + name
	rear := false
	if r, ok := strings.CutPrefix(name, "(R) "); ok {
		name, rear = r, true
	}
	parts := []string{name}
	if w, ok := strings.CutSuffix(name, " + PPC Capacitor"); ok {
		parts = []string{w, "PPC Capacitor"}
	}
	var out []item
	for _, p := range parts {
		it := item{elem: elem, name: p, locs: e.Locations, split: e.Split}
		if r, ok := names.SSW(p, s.b.tech); ok && !strings.HasPrefix(p, "(T) ") {
			it.it, _ = equipment.Lookup(r.ID)
			it.mnt = design.Mount{ID: r.ID, Munition: r.Munition, Shots: r.Shots, Rear: rear}
		} else {
			it.mnt = design.Mount{Unknown: p, Rear: rear}
		}
		out = append(out, it)
	}
	return out
}

// equipment places one item: at its location, after the previous part of
// the same element (a PPC's capacitor), or split over two locations.
func (s *sheet) equipment(d *design.Design, it item, weaponTons float64) error {
	span := s.span(d, it, weaponTons)
	if len(it.split) > 0 {
		for _, x := range it.split {
			loc, at, err := s.index(it.elem+"/splitlocation", x)
			if err != nil {
				return err
			}
			n, err := atoi(x.Number)
			if err != nil || n < 1 {
				return s.b.errorf(it.elem+"/splitlocation", "number %q is not a slot count", x.Number)
			}
			m := it.mnt
			m.Span, m.Split = n, n < span
			if n == 1 {
				m.Span = 0
			}
			if err := s.place(it.elem+"/splitlocation", loc, at, m); err != nil {
				return err
			}
		}
		return nil
	}
	if len(it.locs) == 0 {
		return s.b.errorf(it.elem, "no <location>")
	}
	loc, at, err := s.index(it.elem+"/location", it.locs[0])
	if err != nil {
		return err
	}
	if it.name == "PPC Capacitor" {
		for at < loc.SlotsFor(s.cfg) && s.owner[loc][at] >= 0 {
			at++ // after its PPC
		}
	}
	m := it.mnt
	if _, fixed := design.FixedSpan(it.it); !fixed && it.it.ID != "" {
		// A count from the construction rules never runs over the next
		// item the file places.
		free := 0
		for at+free < loc.SlotsFor(s.cfg) && s.owner[loc][at+free] < 0 {
			free++
		}
		span = max(1, min(span, free))
	}
	if span > 1 {
		m.Span = span
	}
	return s.place(it.elem+"/location", loc, at, m)
}

// span is the slots an item takes: the catalogue's count, or the
// construction rules for the items whose slots depend on the 'Mech
// (TechManual, outside seed 003): a targeting computer takes one slot per
// 4 tons (Clan 5) of direct-fire weapons, hatchet, sword and claws one per
// 15 tons of 'Mech, a mace one per 10, a lance one per 20. Items outside
// the catalogue are given one slot.
func (s *sheet) span(d *design.Design, it item, weaponTons float64) int {
	if n, ok := design.FixedSpan(it.it); ok {
		return n
	}
	ceil := func(a, b float64) int { return int((a + b - 1e-9) / b) }
	t := float64(d.Tons)
	switch strings.TrimPrefix(strings.TrimPrefix(it.it.ID, "is-"), "clan-") {
	case "targeting-computer":
		if it.it.Tech == equipment.Clan {
			return max(1, ceil(weaponTons, 5))
		}
		return max(1, ceil(weaponTons, 4))
	case "hatchet", "sword", "claws":
		return ceil(t, 15)
	case "mace":
		return ceil(t, 10)
	case "lance":
		return ceil(t, 20)
	}
	return 1
}
