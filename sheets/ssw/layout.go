package ssw

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
	"lancemate/sheets/design"
	"lancemate/sheets/names"
)

// sheet is the critical slots being laid out: per location, the index of
// the mount each slot belongs to (-1 free).
type sheet struct {
	b      *builder
	cfg    classic.Config
	owner  [8][12]int
	mounts []placed
}

type placed struct {
	loc   classic.Location
	start int
	m     design.Mount
}

// locations maps SSW location codes; quads use FLL, FRL, RLL, RRL.
var locations = map[string]classic.Location{
	"HD": classic.Head, "CT": classic.CenterTorso, "LT": classic.LeftTorso, "RT": classic.RightTorso,
	"LA": classic.LeftArm, "RA": classic.RightArm, "LL": classic.LeftLeg, "RL": classic.RightLeg,
	"FLL": classic.LeftArm, "FRL": classic.RightArm, "RLL": classic.LeftLeg, "RRL": classic.RightLeg,
}

func (s *sheet) loc(elem, code string) (classic.Location, error) {
	loc, ok := locations[strings.TrimSpace(code)]
	if !ok {
		return 0, s.b.errorf(elem, "location %q is not one of HD CT LT RT LA RA LL RL (FLL FRL RLL RRL)", code)
	}
	return loc, nil
}

// place puts a mount of m.Slots() slots at index start of loc.
func (s *sheet) place(elem string, loc classic.Location, start int, m design.Mount) error {
	n := loc.SlotsFor(s.cfg)
	what := m.String()
	if start < 0 || start+m.Slots() > n {
		return s.b.errorf(elem, "%s at %s index %d does not fit in its %d slots", what, loc.Code(), start, n)
	}
	if o := s.owner[loc][start]; o >= 0 && s.mounts[o].start == start && s.mounts[o].m == m {
		return nil // an OmniMech loadout repeats an item of the base loadout
	}
	for i := start; i < start+m.Slots(); i++ {
		if o := s.owner[loc][i]; o >= 0 {
			return s.b.errorf(elem, "%s at %s index %d overlaps %s", what, loc.Code(), start, s.mounts[o].m.String())
		}
	}
	for i := start; i < start+m.Slots(); i++ {
		s.owner[loc][i] = len(s.mounts)
	}
	s.mounts = append(s.mounts, placed{loc, start, m})
	return nil
}

func (s *sheet) fixed(loc classic.Location, start int, id string, span int) error {
	m := design.Mount{ID: id}
	if span > 1 {
		m.Span = span
	}
	return s.place("fixed "+id, loc, start, m)
}

// slotsOf lists the mounts of every location, empty slots included.
func (s *sheet) slotsOf() design.Slots {
	var out design.Slots
	for _, loc := range classic.Locations {
		for i := 0; i < loc.SlotsFor(s.cfg); {
			o := s.owner[loc][i]
			if o < 0 {
				out[loc] = append(out[loc], design.Mount{})
				i++
				continue
			}
			out[loc] = append(out[loc], s.mounts[o].m)
			i += s.mounts[o].m.Slots()
		}
	}
	return out
}

// build lays out one design: the fixed components, then the base
// loadout's and the loadout's equipment.
func (b *builder) build(d design.Design, base xmlLoadout, lo *xmlLoadout) (design.Design, error) {
	s := &sheet{b: b, cfg: d.Config}
	for l := range s.owner {
		for i := range s.owner[l] {
			s.owner[l][i] = -1
		}
	}
	loadouts := []*xmlLoadout{&base}
	if lo != nil {
		loadouts = append(loadouts, lo)
		d.Model = strings.TrimSpace(d.Model + " " + lo.Name)
		if c, err := parseCost(lo.Cost); err == nil {
			d.Cost = c
		}
	}
	act := base.Actuators
	if lo != nil && lo.Actuators != nil {
		act = lo.Actuators
	}
	if err := s.layoutFixed(d, act); err != nil {
		return d, err
	}
	if err := s.spread("structure", d.StructureType, b.m.Structure.Locations); err != nil {
		return d, err
	}
	if err := s.spread("armor", d.ArmorType, b.m.Armor.Locations); err != nil {
		return d, err
	}
	if e := b.m.Enhance; e != nil {
		if err := s.enhancement(*e); err != nil {
			return d, err
		}
	}
	d.HeatSinks.Type = "?" + strings.TrimSpace(base.HeatSinks.typeOr("Single Heat Sink"))
	weaponTons := 0.0
	for _, l := range loadouts {
		for _, e := range l.Equipment {
			for _, it := range s.resolve(e) {
				if it.it.Kind == equipment.Weapon && (it.it.Is("DE") || it.it.Is("DB")) {
					weaponTons += it.it.Tons
				}
			}
		}
	}
	for _, l := range loadouts {
		if err := s.loadout(&d, l, weaponTons); err != nil {
			return d, err
		}
		d.ClanCASE = d.ClanCASE || strings.EqualFold(strings.TrimSpace(l.ClanCASE), "TRUE")
	}
	if strings.HasSuffix(d.Cockpit, "cockpit-torso-mounted") {
		// The life support of a torso-mounted cockpit sits in each side
		// torso; SSW does not say where, so it takes the first free slot.
		for _, loc := range []classic.Location{classic.LeftTorso, classic.RightTorso} {
			at := slices.Index(s.owner[loc][:], -1)
			if at < 0 {
				return d, b.errorf("cockpit", "no free slot in the %s for the life support of the torso-mounted cockpit", loc.Name(d.Config))
			}
			if err := s.fixed(loc, at, design.FixedLifeSupport, 1); err != nil {
				return d, err
			}
		}
	}
	d.Slots = s.slotsOf()
	names.MatchAmmoTech(&d)
	myomer := "Standard"
	if e := b.m.Enhance; e != nil {
		myomer = e.Type
	}
	d.Myomer = d.ReadMyomer(names.MyomerType(myomer))
	if err := d.Validate(); err != nil {
		return d, fmt.Errorf("%s: %s: %w", b.file, d.Name(), err)
	}
	return d, nil
}

func (h *xmlCounted) typeOr(def string) string {
	if h == nil || strings.TrimSpace(h.Type) == "" {
		return def
	}
	return h.Type
}

func parseCost(s string) (float64, error) {
	first, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	c, err := strconv.ParseFloat(first, 64)
	if err != nil || c < 0 || math.IsInf(c, 0) || math.IsNaN(c) {
		return 0, fmt.Errorf("cost %q", s)
	}
	return c, nil
}

// layoutFixed places cockpit, sensors, life support, engine, gyro and
// actuators by the standard layout (digest Appendix A.3).
func (s *sheet) layoutFixed(d design.Design, act *xmlActuators) error {
	hd, ct := classic.Head, classic.CenterTorso
	torsoCockpit := strings.HasSuffix(d.Cockpit, "cockpit-torso-mounted")
	switch {
	case torsoCockpit:
		for _, err := range []error{s.fixed(hd, 0, design.FixedSensors, 1), s.fixed(hd, 1, design.FixedSensors, 1)} {
			if err != nil {
				return err
			}
		}
	case strings.HasSuffix(d.Cockpit, "cockpit-small"):
		for i, id := range []string{design.FixedLifeSupport, design.FixedSensors, design.FixedCockpit, design.FixedSensors} {
			if err := s.fixed(hd, i, id, 1); err != nil {
				return err
			}
		}
	default:
		for i, id := range []string{design.FixedLifeSupport, design.FixedSensors, design.FixedCockpit, "", design.FixedSensors, design.FixedLifeSupport} {
			if id != "" {
				if err := s.fixed(hd, i, id, 1); err != nil {
					return err
				}
			}
		}
	}
	gyro := 4
	switch {
	case strings.HasSuffix(d.Gyro, "gyro-xl"):
		gyro = 6
	case strings.HasSuffix(d.Gyro, "gyro-compact"):
		gyro = 2
	case strings.EqualFold(d.Gyro, "?No Gyro"):
		gyro = 0
	}
	if err := s.fixed(ct, 0, design.FixedEngine, 3); err != nil {
		return err
	}
	if gyro > 0 {
		if err := s.fixed(ct, 3, design.FixedGyro, gyro); err != nil {
			return err
		}
	}
	if !strings.HasSuffix(d.Engine.Type, "engine-compact") {
		if err := s.fixed(ct, 3+gyro, design.FixedEngine, 3); err != nil {
			return err
		}
	}
	side := sideSlots(d.Engine.Type)
	for _, t := range []struct {
		loc   classic.Location
		start string
	}{{classic.LeftTorso, s.b.m.Engine.LSStart}, {classic.RightTorso, s.b.m.Engine.RSStart}} {
		if side > 0 {
			at, err := atoi(t.start)
			if err != nil || at < 0 {
				at = 0
			}
			if err := s.fixed(t.loc, at, design.FixedEngine, side); err != nil {
				return err
			}
		}
	}
	if torsoCockpit {
		locs := s.b.m.Cockpit.Locations
		if len(locs) == 0 {
			return s.b.errorf("cockpit", "a torso-mounted cockpit needs its location")
		}
		for i, id := range []string{design.FixedCockpit, design.FixedSensors} {
			if i >= len(locs) {
				break
			}
			at, err := atoi(locs[i].Index)
			if err != nil {
				return s.b.errorf("cockpit/location", "index %q is not a number", locs[i].Index)
			}
			if err := s.fixed(ct, at, id, 1); err != nil {
				return err
			}
		}
	}
	legs := []classic.Location{classic.LeftLeg, classic.RightLeg}
	if d.Config == classic.Quad {
		legs = append(legs, classic.LeftArm, classic.RightArm)
	} else {
		lower := map[classic.Location][2]bool{
			classic.LeftArm:  {act == nil || isTrue(act.LLA), act == nil || isTrue(act.LH)},
			classic.RightArm: {act == nil || isTrue(act.RLA), act == nil || isTrue(act.RH)},
		}
		for _, loc := range []classic.Location{classic.LeftArm, classic.RightArm} {
			ids := []string{design.FixedShoulder, design.FixedUpperArm}
			if lower[loc][0] {
				ids = append(ids, design.FixedLowerArm)
				if lower[loc][1] {
					ids = append(ids, design.FixedHand)
				}
			}
			for i, id := range ids {
				if err := s.fixed(loc, i, id, 1); err != nil {
					return err
				}
			}
		}
	}
	for _, loc := range legs {
		for i, id := range []string{design.FixedHip, design.FixedUpperLeg, design.FixedLowerLeg, design.FixedFoot} {
			if err := s.fixed(loc, i, id, 1); err != nil {
				return err
			}
		}
	}
	return nil
}

func isTrue(s string) bool { return strings.EqualFold(strings.TrimSpace(s), "TRUE") }

// sideSlots is the engine's slots in each side torso (003 L8143-8148,
// L8232-8235).
func sideSlots(engine string) int {
	switch engine {
	case "is-engine-xl":
		return 3
	case "clan-engine-xl", "is-engine-light":
		return 2
	case "is-engine-xxl":
		return 6
	case "clan-engine-xxl":
		return 4
	}
	return 0
}

// index reads a location element's slot index.
func (s *sheet) index(elem string, l xmlLocation) (classic.Location, int, error) {
	loc, err := s.loc(elem, l.Loc)
	if err != nil {
		return 0, 0, err
	}
	at, err := atoi(l.Index)
	if err != nil {
		return 0, 0, s.b.errorf(elem, "index %q is not a number", l.Index)
	}
	return loc, at, nil
}

// spread places one slot of a structure or armor type at each location.
func (s *sheet) spread(elem, typeID string, locs []xmlLocation) error {
	for _, l := range locs {
		loc, at, err := s.index(elem+"/location", l)
		if err != nil {
			return err
		}
		m := design.Mount{ID: typeID}
		if name, ok := strings.CutPrefix(typeID, "?"); ok {
			m = design.Mount{Unknown: name}
		}
		if err := s.place(elem+"/location", loc, at, m); err != nil {
			return err
		}
	}
	return nil
}

// enhancement places MASC (one mount per location) or triple-strength
// myomer (one slot each).
func (s *sheet) enhancement(e xmlTyped) error {
	name := strings.TrimSpace(e.Type)
	id := ""
	switch strings.ToUpper(name) {
	case "MASC":
		id = "is-masc"
		if techAttr(e.TechBase, s.b.tech) == equipment.Clan {
			id = "clan-masc"
		}
	case "TSM":
		id = "is-triple-strength-myomer"
	}
	if id != "is-masc" && id != "clan-masc" {
		for _, l := range e.Locations {
			loc, at, err := s.index("enhancement/location", l)
			if err != nil {
				return err
			}
			m := design.Mount{ID: id}
			if id == "" {
				m = design.Mount{Unknown: name}
			}
			if err := s.place("enhancement/location", loc, at, m); err != nil {
				return err
			}
		}
		return nil
	}
	byLoc := map[classic.Location][]int{}
	var order []classic.Location
	for _, l := range e.Locations {
		loc, at, err := s.index("enhancement/location", l)
		if err != nil {
			return err
		}
		if byLoc[loc] == nil {
			order = append(order, loc)
		}
		byLoc[loc] = append(byLoc[loc], at)
	}
	for _, loc := range order {
		idx := byLoc[loc]
		m := design.Mount{ID: id}
		if len(idx) > 1 {
			m.Span = len(idx)
		}
		if err := s.place("enhancement/location", loc, slices.Min(idx), m); err != nil {
			return err
		}
	}
	return nil
}
