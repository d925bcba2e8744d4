// Package mtf imports MegaMek .mtf 'Mech files into Lancemate's design
// format. MegaMek's reader is the de-facto specification: case-insensitive
// "key:value" lines, armor per location, and a block of 12 slot lines per
// location (6 meaningful in the head and legs).
package mtf

import (
	"fmt"
	"path"
	"strconv"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
	"lancemate/sheets/design"
	"lancemate/sheets/internal/textfile"
)

// line is one value of the file with its line number.
type line struct {
	n int
	v string
}

// file is the raw content of an .mtf file.
type file struct {
	name   string
	keys   map[string]line
	blocks map[string][]line // location header (lower case) → slot lines
	order  []string          // location headers in file order
	header map[string]int    // location header → its line
}

func (f *file) errorf(n int, format string, args ...any) error {
	return fmt.Errorf("%s: line %d: %s", f.name, n, fmt.Sprintf(format, args...))
}

func (f *file) unsupported(n int, reason string) error {
	return fmt.Errorf("%s: line %d: %w: %s", f.name, n, design.ErrUnsupported, reason)
}

// locationHeaders maps the block headers to locations, per body plan.
var locationHeaders = map[string]classic.Location{
	"head": classic.Head, "center torso": classic.CenterTorso,
	"left torso": classic.LeftTorso, "right torso": classic.RightTorso,
	"left arm": classic.LeftArm, "right arm": classic.RightArm,
	"left leg": classic.LeftLeg, "right leg": classic.RightLeg,
	"front left leg": classic.LeftArm, "front right leg": classic.RightArm,
	"rear left leg": classic.LeftLeg, "rear right leg": classic.RightLeg,
	"center leg": -1,
}

// Parse reads a MegaMek .mtf file. name (a file name or path) appears in
// every error and as the design's Source. Errors name the line and what is
// wrong; files describing units Lancemate cannot play yet (LAMs, QuadVees,
// tripods, superheavy 'Mechs, weapons split between locations) give an
// error wrapping design.ErrUnsupported.
func Parse(name string, data []byte) (design.Design, error) {
	f := &file{name: name, keys: map[string]line{}, blocks: map[string][]line{}, header: map[string]int{}}
	text, err := textfile.Decode(data)
	if err != nil {
		return design.Design{}, fmt.Errorf("%s: %w", name, err)
	}
	if err := f.scan(text); err != nil {
		return design.Design{}, err
	}
	return f.design()
}

// scan splits the file into keys and location blocks.
func (f *file) scan(text string) error {
	cur := ""
	skip := 0 // lines of the weapons list still to skip
	for i, raw := range strings.Split(text, "\n") {
		n := i + 1
		s := strings.TrimSpace(raw)
		if s == "" {
			cur = ""
			continue
		}
		if strings.HasPrefix(s, "#") {
			continue
		}
		if h, ok := strings.CutSuffix(s, ":"); ok {
			if _, isLoc := locationHeaders[strings.ToLower(h)]; isLoc {
				h = strings.ToLower(h)
				if prev, dup := f.header[h]; dup {
					return f.errorf(n, "second %q block (the first is at line %d)", s, prev)
				}
				f.header[h] = n
				f.order = append(f.order, h)
				cur, skip = h, 0
				continue
			}
		}
		if cur != "" {
			if len(f.blocks[cur]) == 12 {
				return f.errorf(n, "more than 12 slot lines in the %q block", cur)
			}
			f.blocks[cur] = append(f.blocks[cur], line{n, s})
			continue
		}
		if skip > 0 {
			skip--
			continue
		}
		k, v, ok := strings.Cut(s, ":")
		if !ok {
			continue // fluff text running on from the line before
		}
		k = strings.ToLower(strings.TrimSpace(k))
		v = strings.TrimSpace(v)
		if k == "weapons" {
			w, err := strconv.Atoi(v)
			if err != nil || w < 0 || w > 200 {
				return f.errorf(n, "weapons count %q is not a number", clip(v))
			}
			skip = w
			continue
		}
		if prev, dup := f.keys[k]; dup && prev.v != v && important[k] {
			return f.errorf(n, "%s is %q here but %q at line %d", k, clip(v), clip(prev.v), prev.n)
		}
		if _, dup := f.keys[k]; !dup {
			f.keys[k] = line{n, v}
		}
	}
	return nil
}

// important keys must not be given twice with different values.
var important = map[string]bool{
	"chassis": true, "model": true, "config": true, "techbase": true, "mass": true, "engine": true,
	"structure": true, "armor": true, "heat sinks": true, "walk mp": true, "jump mp": true,
	"gyro": true, "cockpit": true,
}

// clip shortens a value quoted in an error message.
func clip(s string) string {
	if len(s) > 60 {
		return s[:57] + "..."
	}
	return s
}

func (f *file) get(k string) (line, error) {
	l, ok := f.keys[k]
	if !ok {
		return line{}, fmt.Errorf("%s: no %q line", f.name, k+":")
	}
	return l, nil
}

func (f *file) int(k string) (int, error) {
	l, err := f.get(k)
	if err != nil {
		return 0, err
	}
	v, err := strconv.Atoi(l.v)
	if err != nil {
		return 0, f.errorf(l.n, "%s %q is not a whole number", k, clip(l.v))
	}
	return v, nil
}

// design builds the design from the scanned file.
func (f *file) design() (design.Design, error) {
	d := design.Design{Format: design.Format, Version: design.Version, Source: path.Base(strings.ReplaceAll(f.name, "\\", "/"))}
	cfg, err := f.get("config")
	if err != nil {
		return d, err
	}
	c := strings.ToLower(cfg.v)
	switch {
	case strings.Contains(c, "lam"):
		return d, f.unsupported(cfg.n, "land-air 'Mech (LAM)")
	case strings.Contains(c, "quadvee"):
		return d, f.unsupported(cfg.n, "QuadVee")
	case strings.Contains(c, "tripod"):
		return d, f.unsupported(cfg.n, "tripod 'Mech")
	case strings.HasPrefix(c, "quad"):
		d.Config = classic.Quad
	case strings.HasPrefix(c, "biped"):
		d.Config = classic.Biped
	default:
		return d, f.errorf(cfg.n, "config %q is not Biped, Quad, Tripod, LAM or QuadVee", clip(cfg.v))
	}
	if l, ok := f.keys["lam"]; ok {
		return d, f.unsupported(l.n, "land-air 'Mech (LAM)")
	}
	if l, ok := f.keys["motive"]; ok {
		return d, f.unsupported(l.n, "QuadVee")
	}
	if n, ok := f.header["center leg"]; ok {
		return d, f.unsupported(n, "tripod 'Mech")
	}
	if d.Tons, err = f.int("mass"); err != nil {
		return d, err
	}
	if d.Tons > 100 {
		return d, f.unsupported(f.keys["mass"].n, fmt.Sprintf("superheavy 'Mech (%d tons)", d.Tons))
	}
	if _, err := design.InternalStructure(d.Config, d.Tons); err != nil {
		return d, f.errorf(f.keys["mass"].n, "mass: %v", err)
	}
	if err := f.header1(&d); err != nil {
		return d, err
	}
	tech := equipment.InnerSphere
	if d.Tech == design.Clan || d.Tech == design.MixedClan {
		tech = equipment.Clan
	}
	d.ClanCASE = tech == equipment.Clan
	if err := f.armor(&d); err != nil {
		return d, err
	}
	if err := f.slots(&d, tech); err != nil {
		return d, err
	}
	if err := f.types(&d, tech); err != nil {
		return d, err
	}
	if err := d.Validate(); err != nil {
		return d, fmt.Errorf("%s: %w", f.name, err)
	}
	return d, nil
}

// header1 reads names, tech base, rules level and year.
func (f *file) header1(d *design.Design) error {
	ch, err := f.get("chassis")
	if err != nil {
		return err
	}
	d.Chassis = ch.v
	d.Model = f.keys["model"].v
	tb, err := f.get("techbase")
	if err != nil {
		return err
	}
	switch strings.ToLower(tb.v) {
	case "inner sphere":
		d.Tech = design.InnerSphere
	case "clan":
		d.Tech = design.Clan
	case "mixed (is chassis)", "mixed":
		d.Tech = design.MixedIS
	case "mixed (clan chassis)":
		d.Tech = design.MixedClan
	default:
		return f.errorf(tb.n, "techbase %q is not Inner Sphere, Clan, Mixed (IS Chassis) or Mixed (Clan Chassis)", clip(tb.v))
	}
	if l, ok := f.keys["rules level"]; ok {
		levels := map[string]string{"1": design.Introductory, "2": design.Standard, "3": design.Advanced, "4": design.Experimental, "5": design.Unofficial}
		d.Rules = levels[l.v]
	}
	if l, ok := f.keys["era"]; ok {
		if y, err := strconv.Atoi(l.v); err == nil && y > 0 && y < 10000 {
			d.Year = y
		}
	}
	return nil
}

// armorKeys lists the armor keys per location and body plan.
var armorKeys = map[classic.Config][8]string{
	classic.Biped: {"hd armor", "ct armor", "lt armor", "rt armor", "la armor", "ra armor", "ll armor", "rl armor"},
	classic.Quad:  {"hd armor", "ct armor", "lt armor", "rt armor", "fll armor", "frl armor", "rll armor", "rrl armor"},
}

func (f *file) armor(d *design.Design) error {
	for _, loc := range classic.Locations {
		k := armorKeys[d.Config][loc]
		if _, ok := f.keys[k]; !ok && d.Config == classic.Quad {
			k = armorKeys[classic.Biped][loc] // some quads use the biped keys
		}
		v, err := f.armorValue(k)
		if err != nil {
			return err
		}
		d.Armor[loc] = v
	}
	var err error
	if d.Rear.CT, err = f.armorValue("rtc armor"); err != nil {
		return err
	}
	if d.Rear.LT, err = f.armorValue("rtl armor"); err != nil {
		return err
	}
	d.Rear.RT, err = f.armorValue("rtr armor")
	return err
}

// armorValue reads "LA armor:16", or "LA armor:IS Hardened(Inner Sphere):12"
// of patchwork armor.
func (f *file) armorValue(k string) (int, error) {
	l, err := f.get(k)
	if err != nil {
		return 0, err
	}
	s := l.v
	if i := strings.LastIndex(s, ":"); i >= 0 {
		s = s[i+1:]
	}
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || v < 0 {
		return 0, f.errorf(l.n, "%s %q is not a number of armor points", k, clip(l.v))
	}
	return v, nil
}
