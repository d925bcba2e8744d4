package stable

import "strings"

// Game is one of the three ways to play (000 L714-931).
type Game string

// The games.
const (
	Basic    Game = "basic"
	Standard Game = "standard"
	Advanced Game = "advanced"
)

// classNames names the Mech classes 0-4 (000 L171-177).
var classNames = [5]string{"Industrial", "Light", "Medium", "Heavy", "Assault"}

// ClassName is the name of Mech class c (000 L171-177).
func ClassName(c int) string { return classNames[c] }

// classMax is the highest point value of classes 1-3; above 240 is Assault
// (000 L174-177).
var classMax = [3]int{110, 170, 240}

// ClassOf is the class of a non-Industrial Mech of the given point value
// (000 L174-177).
func ClassOf(points int) int {
	for i, max := range classMax {
		if points <= max {
			return i + 1
		}
	}
	return 4
}

// industrialWords mark an Industrial Mech by name (000 L167).
var industrialWords = [4]string{"AgroMech", "ConstructionMech", "ForestryMech", "MiningMech"}

// IsIndustrial reports whether a Mech's name makes it Industrial, class 0
// (000 L167).
func IsIndustrial(name string) bool {
	for _, w := range industrialWords {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// repairRate is the stones per click of repair by class (000 L789-795,
// appendix L1061-1065).
var repairRate = [5]int{2, 3, 5, 7, 10}

// RepairRate is the chart's stones per click for class c, before
// reductions (000 L789-795).
func RepairRate(c int) int { return repairRate[c] }

// League is one row of the arena league chart (000 L752-771, appendix
// L1099-1118). Max < 0 means unlimited; Classes is a bit set of the Mech
// classes allowed.
type League struct {
	Name    string `json:"name"`
	Min     int    `json:"min"`
	Max     int    `json:"max"`
	Classes uint8  `json:"classes"`
	NoMods  bool   `json:"noMods,omitempty"`
	Prize   bool   `json:"prize,omitempty"`
	Invite  bool   `json:"invite,omitempty"`
}

const (
	lightOrIndustrial = 1<<0 | 1<<1
	anyClass          = 1<<5 - 1
)

// Leagues is the arena league chart row by row; rows with a blank league
// class continue the league above (000 L752-771).
var Leagues = []League{
	{"0 Basic", 0, 60, 1 << 0, true, false, false},
	{"0 Open", 20, 80, 1 << 0, true, false, false},
	{"1 Basic", 0, 60, lightOrIndustrial, false, false, false},
	{"1 Open", 30, 100, lightOrIndustrial, false, false, false},
	{"2 Basic", 60, 120, 1 << 2, false, false, false},
	{"2 Open", 90, 180, 1 << 2, false, false, false},
	{"2 Open", 110, 200, lightOrIndustrial, false, false, false},
	{"3 Basic", 120, 220, 1 << 3, false, false, false},
	{"3 Open", 160, 300, 1 << 3, false, false, false},
	{"3 Open", 180, 330, 1 << 2, false, false, false},
	{"3 Open", 200, 350, lightOrIndustrial, false, false, false},
	{"4 Basic", 180, 350, 1 << 4, false, false, false},
	{"4 Open", 270, -1, 1 << 4, false, false, false},
	{"4 Open", 300, -1, 1 << 3, false, false, false},
	{"4 Open", 330, -1, 1 << 2, false, false, false},
	{"4 Open", 350, -1, lightOrIndustrial, false, false, false},
	{"Open Prize", 350, -1, anyClass, false, true, false},
	{"Champion Prize", 0, -1, anyClass, false, true, true},
}

// admits reports whether the row lets a pilot of the given fame take a Mech
// of class c (MOD: an Industrial Mech with MOD in its name) into the arena.
// Bounds are inclusive (G-25); the Champions Invitational admits only an
// invited pilot, whatever the fame (000 L748, L771: "Invitation").
func (l League) admits(fame, c int, mod, invited bool) bool {
	if l.Classes&(1<<c) == 0 || (l.NoMods && mod) {
		return false
	}
	if l.Invite {
		return invited
	}
	return fame >= l.Min && (l.Max < 0 || fame <= l.Max)
}

// leagueKnown reports whether name is a league of the chart.
func leagueKnown(name string) bool {
	for _, l := range Leagues {
		if l.Name == name {
			return true
		}
	}
	return false
}

// Eligible lists the leagues (by name, once each) a pilot of the given fame
// may enter with m (000 L748-771), leaving out the Champions Invitational,
// which is by invitation only (000 L771); Pilot.Leagues adds it for an
// invited pilot.
func Eligible(fame int, m Mech) []string { return eligible(fame, false, m) }

// Leagues lists the leagues the pilot may enter with m: Eligible for the
// pilot's fame, and the Champion Prize league when the pilot holds an
// invitation (000 L748, L771).
func (p Pilot) Leagues(m Mech) []string { return eligible(p.Fame, p.Invited, m) }

func eligible(fame int, invited bool, m Mech) []string {
	var out []string
	for _, l := range Leagues {
		if l.admits(fame, m.Class(), m.isMOD(), invited) && (len(out) == 0 || out[len(out)-1] != l.Name) {
			out = append(out, l.Name)
		}
	}
	return out
}

// HasStableFame reports whether the game keeps stable fame: only the
// Advanced game does (000 L876-882, a section of "The Advanced Game",
// 000 L807). A Basic or Standard stable has none; StableFame is 0 there.
func (g Game) HasStableFame() bool { return g == Advanced }

// HasPayroll reports whether the game pays pilots after each match: only
// the Advanced game does (000 L890-894). State.PilotPayroll is 0 elsewhere.
func (g Game) HasPayroll() bool { return g == Advanced }

// Heritage is a row of the Advanced game's heritage chart (000 L815-819,
// appendix L1035-1039).
type Heritage struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Stones       int    `json:"stones"`       // starting stones
	NonFaction   int    `json:"nonFaction"`   // non-faction Mech limit
	XPPct        int    `json:"xpPct"`        // +% experience
	FamePct      int    `json:"famePct"`      // +% fame
	StonesPct    int    `json:"stonesPct"`    // +% stones
	StartSkills  int    `json:"startSkills"`  // free skills per pilot (G-43)
	Piloting     int    `json:"piloting"`     // piloting skill (000 L817)
	Independent  bool   `json:"independent"`  // may only be independent
	MercDiscount int    `json:"mercDiscount"` // % off Mercenary Mechs
}

// Heritages is the heritage chart (000 L817-819). Pilots' piloting skill is
// 7 (000 L244) except Clan 6.
var Heritages = []Heritage{
	{"clan", "Clan", 300, 0, 10, 0, 0, 3, 6, false, 0},
	{"inner_sphere", "Inner Sphere", 450, 1, 0, 10, 0, 0, 7, false, 0},
	{"mercenary", "Mercenary", 250, 2, 0, 0, 10, 0, 7, true, 10},
}

// heritage finds a heritage by id.
func heritage(id string) (Heritage, bool) {
	for _, h := range Heritages {
		if h.ID == id {
			return h, true
		}
	}
	return Heritage{}, false
}

// Ability is a Standard-game stable ability, numbered by its d6 face in
// seed order (000 L145-157; EX-15 confirms 2 = Promoter).
type Ability struct {
	Name string `json:"name"`
	Text string `json:"text"`
	Cite string `json:"cite"`
}

// Abilities are the stable abilities, d6 face 1-6 (000 L147-157).
var Abilities = [6]Ability{
	{"Rich", "+150 stones, but may not buy a Mech greater than 100 stones initially.", "000 L147, L731"},
	{"Promoter", "+10% stones for match winnings only, not for eliminating Mechs.", "000 L149"},
	{"Training", "Roll for 3 additional skills in the Light Mech skills area.", "000 L151, L731"},
	{"Cunning", "+10% experience per match fought in.", "000 L153"},
	{"Ace Crew", "Repairs cost 1 stone less per click than the repair chart.", "000 L155"},
	{"Legendary", "+10% fame from matches only, not eliminations or other fame chart sources.", "000 L157"},
}

// Injury is a row of the pilot injury table (000 L386-398, appendix
// L1043-1055). Cost is the stones to heal; -1 means it cannot be healed.
type Injury struct {
	Roll   int    `json:"roll"`
	Name   string `json:"name"`
	Cost   int    `json:"cost"`
	Healed bool   `json:"healed,omitempty"`
}

// injuryNames and injuryCosts hold the table by 2d6 total 2-12.
var (
	injuryNames = [11]string{"Dead", "Hatred", "Fear of Death", "Eyes Hurt", "Cautious", "Flesh wound",
		"Fear of being burned", "Broken Bones", "Fear", "Brain Damage", "Multiple Injuries"}
	injuryCosts = [11]int{-1, 30, 25, 20, 15, 0, 15, 20, 25, 30, 0}
)

// InjuryFor is the injury table row for a 2d6 total (000 L386-398). A 12
// (Multiple Injuries) costs nothing itself: its two further rolls are
// entered as injuries of their own (G-49).
func InjuryFor(roll int) (Injury, bool) {
	if roll < 2 || roll > 12 {
		return Injury{}, false
	}
	return Injury{Roll: roll, Name: injuryNames[roll-2], Cost: injuryCosts[roll-2]}, true
}

// Equipment is the Advanced game's additional equipment (000 L857-866).
var Equipment = [8]string{
	"Advanced Gyro", "Advanced Targeting System", "Double Heat Sinks", "Ferro-Fibrous Armor",
	"CASE", "Extra Coolant Flush", "Crowbar Shutdown Override", "XL Engine",
}

// XLMove is the extra movement an XL Engine gives a Mech of the given
// original class: 5 - class (000 L866).
func XLMove(originalClass int) int { return 5 - originalClass }
