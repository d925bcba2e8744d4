package figures

import (
	"errors"
	"fmt"
	"strings"

	"lancemate/engine/clicks"
)

// problems collects validation messages, each saying what and where.
type problems []string

func (p *problems) add(format string, a ...any) { *p = append(*p, fmt.Sprintf(format, a...)) }

func (p problems) err() error {
	if len(p) == 0 {
		return nil
	}
	return errors.New(strings.Join(p, "\n"))
}

func (p *problems) header(format, want string, version int) {
	if format != want {
		p.add("format: %q is not %q", format, want)
	}
	if version < 1 || version > Version {
		p.add("version: %d is not supported (1-%d)", version, Version)
	}
}

// inRange checks one value.
func (p *problems) inRange(where, what string, v, lo, hi int) {
	if v < lo || v > hi {
		p.add("%s: %s must be %d-%d, not %d", where, what, lo, hi, v)
	}
}

// Validate checks the set: header, heat effects, every figure.
func (s *Set) Validate() error {
	var p problems
	p.header(s.Format, SetFormat, s.Version)
	effects := s.HeatEffects()
	seen := map[string]bool{}
	for i, e := range s.Effects {
		where := fmt.Sprintf("heat effect %d %q", i+1, e.ID)
		switch {
		case e.ID == "" || e.ID == "S" || e.ID == "R" || strings.ContainsAny(e.ID[:1], "+-"):
			p.add("%s: id must be set and not S, R or start with + or -", where)
		case seen[e.ID]:
			p.add("%s: id used twice", where)
		}
		seen[e.ID] = true
		if e.Name == "" {
			p.add("%s: name is empty", where)
		}
		if e.Die != 0 {
			p.inRange(where, "die", e.Die, 2, 20)
			p.inRange(where, "target", e.Target, 1, e.Die)
		}
	}
	names := map[string]bool{}
	for i := range s.Figures {
		f := &s.Figures[i]
		if names[f.Name] {
			p.add("figure %q: name used twice in the set", f.Name)
		}
		names[f.Name] = true
		p.figure(f, effects)
	}
	return p.err()
}

// figure checks one figure against the heat effects it may name.
func (p *problems) figure(f *Figure, effects []clicks.HeatEffect) {
	where := fmt.Sprintf("figure %q", f.Name)
	if strings.TrimSpace(f.Name) == "" {
		p.add("%s: name is empty", where)
	}
	p.inRange(where, "points", f.Points, 1, 999)
	p.inRange(where, "vent", f.Vent, 0, 10)
	p.inRange(where, "melee", f.Melee, 0, 10)
	for _, w := range []struct {
		name string
		w    Weapon
	}{{"primary", f.Primary}, {"secondary", f.Secondary}} {
		ww := where + ": " + w.name + " weapon"
		if w.w.Type != "energy" && w.w.Type != "ballistic" {
			p.add("%s: type must be \"energy\" or \"ballistic\", not %q", ww, w.w.Type)
		}
		p.inRange(ww, "targets", w.w.Targets, 0, 8)
		p.inRange(ww, "max range", w.w.Max, 0, 40)
		p.inRange(ww, "min range", w.w.Min, 0, w.w.Max)
	}
	p.combat(where, f.Combat)
	p.heat(where, f.Heat, effects)
}

func (p *problems) combat(where string, dial []Click) {
	if len(dial) < 2 {
		p.add("%s: combat dial needs at least 2 clicks (the start and the KO click)", where)
	}
	for i, c := range dial {
		cw := fmt.Sprintf("%s: combat click %d", where, i+1)
		if c.KO != (i == len(dial)-1) {
			p.add("%s: only the last click shows the three bullet holes (ko)", cw)
		}
		for k, v := range []int{c.Primary, c.Secondary, c.Speed, c.Attack, c.Defense} {
			p.inRange(cw, StatNames[k], v, 0, StatMax[k])
		}
		for _, se := range c.SE {
			if !validArea(se.Area) {
				p.add("%s: special equipment %q: area must be primary, secondary, speed, attack or defense, not %q", cw, se.Name, se.Area)
			}
			if strings.TrimSpace(se.Name) == "" {
				p.add("%s: special equipment without a name", cw)
			}
		}
	}
}

func validArea(a clicks.Area) bool {
	for _, v := range clicks.Areas {
		if v == a {
			return true
		}
	}
	return false
}

func (p *problems) heat(where string, dial [][3]string, effects []clicks.HeatEffect) {
	if len(dial) == 0 {
		p.add("%s: heat dial needs at least its start click", where)
	}
	for i, h := range dial {
		for j, cell := range h {
			c, ok := parseCell(cell)
			hw := fmt.Sprintf("%s: heat click %d, %s cell", where, i+1, clicks.Areas[j])
			switch {
			case !ok:
				p.add("%s: %q is not a number", hw, cell)
			case c.Effect != "" && !hasEffect(effects, c.Effect):
				p.add("%s: no heat effect %q", hw, c.Effect)
			case c.Start && i != 0:
				p.add("%s: start squares only on the first click", hw)
			}
		}
	}
}

func hasEffect(effects []clicks.HeatEffect, id string) bool {
	for _, e := range effects {
		if e.ID == id {
			return true
		}
	}
	return false
}
