// Package figures is Lancemate's versioned JSON format for Solaris 7 click
// figures: a figure file, a set file holding many figures and the heat
// effects they use (so a group can share a set), validation with messages
// that say what and where, the default heat-effect catalogue, and conversion
// to engine/clicks.
package figures

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"lancemate/engine/clicks"
)

// Format names and the version this package writes.
const (
	FigureFormat = "lancemate-figure"
	SetFormat    = "lancemate-figure-set"
	Version      = 1
)

// Set is a shared file of figures and heat effects.
type Set struct {
	Format  string              `json:"format"`
	Version int                 `json:"version"`
	Name    string              `json:"name,omitempty"`
	Effects []clicks.HeatEffect `json:"heat_effects,omitempty"`
	Figures []Figure            `json:"figures"`
}

// File is a single figure file: the figure with the format header.
type File struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Figure
}

// Figure is one figure as written in the files.
type Figure struct {
	Name       string  `json:"name"`
	Set        string  `json:"set,omitempty"`    // collector's set, 000 L41
	Number     string  `json:"number,omitempty"` // collector's number
	Points     int     `json:"points"`
	Faction    string  `json:"faction,omitempty"`
	Unique     bool    `json:"unique,omitempty"`
	Industrial bool    `json:"industrial,omitempty"`
	MOD        bool    `json:"mod,omitempty"`
	Primary    Weapon  `json:"primary"`
	Secondary  Weapon  `json:"secondary"`
	Melee      int     `json:"melee,omitempty"`
	Vent       int     `json:"vent"`
	Combat     []Click `json:"combat"`
	// Heat is the heat dial, each click the three cells beside primary
	// damage, secondary damage and speed: "" blank, "+1" or "-2" a number,
	// "S" a start square, "R" a radioactive symbol, anything else a heat
	// effect ID.
	Heat [][3]string `json:"heat"`
}

// Weapon is a weapon on the base; Type is "energy" or "ballistic".
type Weapon struct {
	Type    string `json:"type"`
	Targets int    `json:"targets"`
	Min     int    `json:"min"`
	Max     int    `json:"max"`
}

// Click is one combat dial click; KO marks the three bullet holes.
type Click struct {
	Primary      int         `json:"primary"`
	Secondary    int         `json:"secondary"`
	Speed        int         `json:"speed"`
	Attack       int         `json:"attack"`
	Defense      int         `json:"defense"`
	SE           []clicks.SE `json:"se,omitempty"`
	RepairMarker bool        `json:"repair_marker,omitempty"`
	KO           bool        `json:"ko,omitempty"`
}

// ParseSet reads and validates a set file.
func ParseSet(b []byte) (*Set, error) {
	var s Set
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("figure set: %w", err)
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return &s, nil
}

// ParseFigure reads and validates a single figure file; its heat cells may
// name the default heat effects.
func ParseFigure(b []byte) (*Figure, error) {
	var f File
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("figure: %w", err)
	}
	var p problems
	p.header(f.Format, FigureFormat, f.Version)
	p.figure(&f.Figure, DefaultHeatEffects())
	if err := p.err(); err != nil {
		return nil, err
	}
	return &f.Figure, nil
}

// HeatEffects is the set's heat effects, the defaults when it defines none.
func (s *Set) HeatEffects() []clicks.HeatEffect {
	if len(s.Effects) == 0 {
		return DefaultHeatEffects()
	}
	return s.Effects
}

// MarshalSet writes a set with its header.
func MarshalSet(s *Set) ([]byte, error) {
	out := *s
	out.Format, out.Version = SetFormat, Version
	return json.MarshalIndent(out, "", " ")
}

// MarshalFigure writes one figure with its header.
func MarshalFigure(f *Figure) ([]byte, error) {
	return json.MarshalIndent(File{Format: FigureFormat, Version: Version, Figure: *f}, "", " ")
}

// Engine converts a validated figure to the engine's type.
func (f *Figure) Engine() clicks.Figure {
	out := clicks.Figure{
		Name: f.Name, Points: f.Points, Faction: f.Faction, Unique: f.Unique,
		Industrial: f.Industrial || clicks.IndustrialName(f.Name),
		MOD:        f.MOD || strings.Contains(f.Name, "MOD"),
		Primary:    f.Primary.engine(), Secondary: f.Secondary.engine(),
		Melee: f.Melee, Vent: f.Vent,
	}
	for _, c := range f.Combat {
		out.Combat = append(out.Combat, clicks.Click{
			Primary: c.Primary, Secondary: c.Secondary, Speed: c.Speed, Attack: c.Attack, Defense: c.Defense,
			SE: c.SE, RepairMarker: c.RepairMarker, Eliminated: c.KO,
		})
	}
	for _, h := range f.Heat {
		var hc clicks.HeatClick
		for i, cell := range h {
			hc[i], _ = parseCell(cell)
		}
		out.Heat = append(out.Heat, hc)
	}
	return out
}

func (w Weapon) engine() clicks.Weapon {
	return clicks.Weapon{Energy: w.Type == "energy", Targets: w.Targets, Min: w.Min, Max: w.Max}
}

// parseCell reads a heat cell; ok is false for a malformed number.
func parseCell(s string) (clicks.HeatCell, bool) {
	switch {
	case s == "":
		return clicks.HeatCell{}, true
	case s == "S":
		return clicks.HeatCell{Start: true}, true
	case s == "R":
		return clicks.HeatCell{Radioactive: true}, true
	case s[0] == '+' || s[0] == '-':
		n, err := strconv.Atoi(s)
		return clicks.HeatCell{Mod: n}, err == nil
	}
	return clicks.HeatCell{Effect: s}, true
}
