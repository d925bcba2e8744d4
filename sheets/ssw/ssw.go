// Package ssw imports Solaris Skunk Werks .ssw files (XML) into Lancemate's
// design format. An .ssw file lists the equipment with the index of its
// first slot; the fixed components (engine, gyro, cockpit, actuators) are
// not listed and are laid out here by the standard construction layout
// (digest Appendix A.3). An OmniMech file holds one design per loadout.
package ssw

import (
	"errors"
	"fmt"
	"math"
	"path"
	"strconv"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
	"lancemate/sheets/design"
	"lancemate/sheets/internal/textfile"
	"lancemate/sheets/names"
)

// Parse reads a Solaris Skunk Werks file: one design, or one per loadout
// of an OmniMech. name appears in every error and as the designs' Source.
// Errors name the XML element and what is wrong; units Lancemate cannot
// play yet give an error wrapping design.ErrUnsupported.
func Parse(name string, data []byte) ([]design.Design, error) {
	text, err := textfile.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	root, err := readXML(text, "mech")
	if err != nil {
		var se *xmlSyntaxError
		if errors.As(err, &se) {
			return nil, fmt.Errorf("%s: line %d: malformed XML: %s", name, se.line, se.msg)
		}
		return nil, fmt.Errorf("%s: not a Solaris Skunk Werks file: %w", name, err)
	}
	var m xmlMech
	m.fill(root)
	b := &builder{file: name, m: &m}
	base, err := b.base()
	if err != nil {
		return nil, err
	}
	if len(m.Loadouts) == 0 {
		d, err := b.build(base, m.Base, nil)
		if err != nil {
			return nil, err
		}
		return []design.Design{d}, nil
	}
	var out []design.Design
	for i := range m.Loadouts {
		d, err := b.build(base, m.Base, &m.Loadouts[i])
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

type builder struct {
	file string
	m    *xmlMech
	tech equipment.Tech
}

func (b *builder) errorf(elem, format string, args ...any) error {
	return fmt.Errorf("%s: <%s>: %s", b.file, elem, fmt.Sprintf(format, args...))
}

func (b *builder) unsupported(elem, reason string) error {
	return fmt.Errorf("%s: <%s>: %w: %s", b.file, elem, design.ErrUnsupported, reason)
}

func atoi(s string) (int, error) { return strconv.Atoi(strings.TrimSpace(s)) }

// base reads what every loadout shares: names, tonnage, body plan, tech,
// engine, types and armor.
func (b *builder) base() (design.Design, error) {
	m := b.m
	d := design.Design{Format: design.Format, Version: design.Version, Source: path.Base(strings.ReplaceAll(b.file, "\\", "/"))}
	d.Chassis, d.Model = strings.TrimSpace(m.Name), strings.TrimSpace(m.Model)
	switch strings.TrimSpace(m.MechType) {
	case "BattleMech", "IndustrialMech", "PrimitiveBattleMech", "PrimitiveIndustrialMech", "":
	default:
		return d, b.unsupported("mech_type", strings.TrimSpace(m.MechType))
	}
	switch strings.ToLower(strings.TrimSpace(m.Motive)) {
	case "biped":
		d.Config = classic.Biped
	case "quad":
		d.Config = classic.Quad
	case "tripod":
		return d, b.unsupported("motive_type", "tripod 'Mech")
	case "quadvee":
		return d, b.unsupported("motive_type", "QuadVee")
	case "lam":
		return d, b.unsupported("motive_type", "land-air 'Mech (LAM)")
	default:
		return d, b.errorf("motive_type", "%q is not Biped or Quad", m.Motive)
	}
	tons, err := atoi(m.Tons)
	if err != nil {
		return d, b.errorf("mech tons", "%q is not a whole number", m.Tons)
	}
	if tons > 100 {
		return d, b.unsupported("mech tons", fmt.Sprintf("superheavy 'Mech (%d tons)", tons))
	}
	if _, err := design.InternalStructure(d.Config, tons); err != nil {
		return d, b.errorf("mech tons", "%v", err)
	}
	d.Tons = tons
	switch strings.TrimSpace(m.TechBase) {
	case "Inner Sphere":
		d.Tech, b.tech = design.InnerSphere, equipment.InnerSphere
	case "Clan":
		d.Tech, b.tech = design.Clan, equipment.Clan
	case "Mixed":
		d.Tech, b.tech = design.MixedIS, equipment.InnerSphere
		if strings.TrimSpace(m.Structure.TechBase) == "1" {
			d.Tech, b.tech = design.MixedClan, equipment.Clan
		}
	default:
		return d, b.errorf("techbase", "%q is not Inner Sphere, Clan or Mixed", m.TechBase)
	}
	d.Rules = map[string]string{"0": design.Introductory, "1": design.Standard, "2": design.Advanced, "3": design.Experimental}[strings.TrimSpace(m.RulesLevel)]
	if y, err := atoi(m.Year); err == nil && y > 0 && y < 10000 {
		d.Year = y
	}
	rating, err := atoi(m.Engine.Rating)
	if err != nil || rating < 0 || rating > 500 {
		return d, b.errorf("engine rating", "%q is not a rating of 0 to 500", m.Engine.Rating)
	}
	d.Engine = design.Engine{Type: names.EngineType(m.Engine.Type, techAttr(m.Engine.TechBase, b.tech)), Rating: rating}
	d.Walk = rating / tons
	d.Gyro = names.GyroType(m.Gyro, b.tech)
	d.Cockpit = names.CockpitType(m.Cockpit.Type, b.tech)
	d.StructureType = names.StructureType(m.Structure.Type, techAttr(m.Structure.TechBase, b.tech))
	d.ArmorType = names.ArmorType(m.Armor.Type, techAttr(m.Armor.TechBase, b.tech))
	a := m.Armor
	for _, v := range []struct {
		elem string
		s    string
		dst  *int
	}{
		{"hd", a.HD, &d.Armor[classic.Head]}, {"ct", a.CT, &d.Armor[classic.CenterTorso]},
		{"lt", a.LT, &d.Armor[classic.LeftTorso]}, {"rt", a.RT, &d.Armor[classic.RightTorso]},
		{"la", a.LA, &d.Armor[classic.LeftArm]}, {"ra", a.RA, &d.Armor[classic.RightArm]},
		{"ll", a.LL, &d.Armor[classic.LeftLeg]}, {"rl", a.RL, &d.Armor[classic.RightLeg]},
		{"ctr", a.CTR, &d.Rear.CT}, {"ltr", a.LTR, &d.Rear.LT}, {"rtr", a.RTR, &d.Rear.RT},
	} {
		n, err := atoi(v.s)
		if err != nil || n < 0 {
			return d, b.errorf("armor/"+v.elem, "%q is not a number of armor points", v.s)
		}
		*v.dst = n
	}
	if c, err := strconv.ParseFloat(strings.TrimSpace(m.Cost), 64); err == nil && c >= 0 && !math.IsInf(c, 0) {
		d.Cost = c
	}
	return d, nil
}

// techAttr reads an SSW techbase attribute: 0 Inner Sphere, 1 Clan,
// anything else the unit's.
func techAttr(s string, unit equipment.Tech) equipment.Tech {
	switch strings.TrimSpace(s) {
	case "0":
		return equipment.InnerSphere
	case "1":
		return equipment.Clan
	}
	return unit
}
