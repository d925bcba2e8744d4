package clicks

import (
	"fmt"
	"strings"
)

// Figure is what a 'Mech miniature is in play: its base and its two dials
// (000 L31-55). Figures are user-entered; the seed holds none (digest G-02).
type Figure struct {
	Name       string `json:"name"`
	Points     int    `json:"points"`
	Faction    string `json:"faction,omitempty"`
	Unique     bool   `json:"unique,omitempty"`     // star rank, 000 L832
	Industrial bool   `json:"industrial,omitempty"` // 000 L167
	MOD        bool   `json:"mod,omitempty"`        // "MOD" in the name, 000 L167
	Primary    Weapon `json:"primary"`
	Secondary  Weapon `json:"secondary"`
	// Melee is the melee damage value, 0 when the base has no melee symbol
	// (000 L503; where it is printed is unknown, digest G-05).
	Melee int `json:"melee,omitempty"`
	Vent  int `json:"vent"` // vent rating, 000 L581
	// Combat is the combat dial from the green start (index 0) to the click
	// that shows the three bullet holes, which must be the last.
	Combat []Click `json:"combat"`
	// Heat is the heat dial from the green start squares (index 0).
	Heat []HeatClick `json:"heat"`
}

// Weapon is a primary or secondary weapon on the base (000 L41, L433, L473).
type Weapon struct {
	Energy  bool `json:"energy,omitempty"` // else ballistic
	Targets int  `json:"targets"`          // weapon symbols: most targets per action
	Min     int  `json:"min"`
	Max     int  `json:"max"`
}

// Click is one position of the combat dial as the stat slot shows it
// (000 L53-55, L270-274, L384, L404).
type Click struct {
	Primary   int  `json:"primary"`
	Secondary int  `json:"secondary"`
	Speed     int  `json:"speed"`
	Attack    int  `json:"attack"`
	Defense   int  `json:"defense"`
	SE        []SE `json:"se,omitempty"`
	// RepairMarker is the black triangle between attack and defense.
	RepairMarker bool `json:"repair_marker,omitempty"`
	// Eliminated is the three bullet holes.
	Eliminated bool `json:"eliminated,omitempty"`
}

// Area is the part of the stat slot a special equipment square or circle
// sits on.
type Area string

// The five stat areas (000 L53).
const (
	AreaPrimary   Area = "primary"
	AreaSecondary Area = "secondary"
	AreaSpeed     Area = "speed"
	AreaAttack    Area = "attack"
	AreaDefense   Area = "defense"
)

// Areas lists the stat areas in stat-slot order.
var Areas = []Area{AreaPrimary, AreaSecondary, AreaSpeed, AreaAttack, AreaDefense}

// SE is special equipment showing on a click: a name from the special
// equipment chart (or a custom one), its cosmetic colour, and whether it is
// a circle (single use, 000 L272-274) rather than a square.
type SE struct {
	Area      Area   `json:"area"`
	Name      string `json:"name"`
	Color     string `json:"color,omitempty"`
	SingleUse bool   `json:"single_use,omitempty"`
}

// HeatClick is one heat dial position: the three cells aligned with primary
// damage, secondary damage and speed (000 L49, L286; digest A22).
type HeatClick [3]HeatCell

// HeatCell is what one heat dial cell shows: nothing, a number added to the
// combat value beside it, a heat effect, a radioactive symbol, or a green
// start square.
type HeatCell struct {
	Mod         int    `json:"mod,omitempty"`
	Effect      string `json:"effect,omitempty"`
	Radioactive bool   `json:"radioactive,omitempty"`
	Start       bool   `json:"start,omitempty"`
}

// shutdown reports whether the click shows three radioactive symbols
// (000 L294; digest G-37).
func (h HeatClick) shutdown() bool {
	return h[0].Radioactive && h[1].Radioactive && h[2].Radioactive
}

// IndustrialName reports whether a name marks an Industrial 'Mech
// (000 L167).
func IndustrialName(name string) bool {
	for _, w := range []string{"AgroMech", "ConstructionMech", "ForestryMech", "MiningMech"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// Class is a 'Mech class, 0 Industrial to 4 Assault (000 L165-177).
type Class int

// ClassInfo is one row of the Mech Class Reference Chart (000 L1057-1065).
type ClassInfo struct {
	Name      string
	MinPoints int // -1 for Industrial: by name, not points
	MaxPoints int // 0 for no upper bound
	InitDice  int
	Repair    int // stones per click
}

// Classes is the Mech Class Reference Chart, indexed by Class
// (000 L171-177, L1059-1065).
var Classes = [5]ClassInfo{
	{"Industrial", -1, -1, 2, 2},
	{"Light", 0, 110, 4, 3},
	{"Medium", 111, 170, 3, 5},
	{"Heavy", 171, 240, 2, 7},
	{"Assault", 241, 0, 1, 10},
}

// ClassOf is a figure's class: Industrial by name or flag, else by points
// (000 L163-167).
func (f *Figure) ClassOf() Class {
	if f.Industrial || IndustrialName(f.Name) {
		return 0
	}
	for c := Class(1); c < 5; c++ {
		if f.Points <= Classes[c].MaxPoints || Classes[c].MaxPoints == 0 {
			return c
		}
	}
	return 4
}

// Validate checks what the engine relies on: a start, one bullet-hole click
// at the end, a heat dial with its start.
func (f *Figure) Validate() error {
	if len(f.Combat) < 2 {
		return fmt.Errorf("figure %q: combat dial needs at least 2 clicks", f.Name)
	}
	for i, c := range f.Combat {
		if c.Eliminated != (i == len(f.Combat)-1) {
			return fmt.Errorf("figure %q: combat click %d: only the last click shows the three bullet holes", f.Name, i+1)
		}
	}
	if len(f.Heat) < 1 {
		return fmt.Errorf("figure %q: heat dial needs its start", f.Name)
	}
	return nil
}
