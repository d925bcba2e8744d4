package stable

import (
	"fmt"
	"strings"

	"lancemate/engine/dice"
)

// SkillDef is one skill of the character sheet. Boxed skills stack "per box
// checked" (000 L83-127).
type SkillDef struct {
	Name  string `json:"name"`
	Boxed bool   `json:"boxed,omitempty"`
	Line  int    `json:"line"` // seed 000 line
}

// Skill tables in seed order (000 L77-143). The rolled games pick an entry
// with a die of as many faces as the table has entries (G-08).
var (
	BasicSkills = []SkillDef{
		{"1 re-roll per match", false, 79}, {"Repair", false, 81},
		{"Extra Initiative die", true, 83}, {"+1 Defense", true, 85},
		{"-1 Sprint Heat", false, 87}, {"Free Stand Up", false, 89},
		{"+1 inch Throw", true, 91}, {"+1 inch Push", true, 93},
		{"+1 to hit Bull Rush", true, 95},
	}
	PilotingSkills = []SkillDef{
		{"+1 Piloting roll", true, 99}, {"+1 to hit Punch", true, 101},
		{"+1 to hit Strike", true, 103}, {"+1 to hit Charge", true, 105},
		{"+1 to hit DFA", true, 107}, {"Re-roll Close Combat Attack", false, 109},
		{"+1 to Close Combat Damage", false, 111},
	}
	GunnerySkills = []SkillDef{
		{"+1 to hit Quick Shot", true, 115}, {"+1 to hit Fire", true, 117},
		{"Re-roll 1 Energy attack", false, 119}, {"Re-roll 1 Ballistic attack", false, 121},
		{"+1 to Energy Damage", false, 123}, {"+1 to Ballistic Damage", false, 125},
		{"+1 to Maximum Range", false, 127}, {"-1 to Minimum Range", false, 129},
	}
	LegendarySkills = []SkillDef{
		{"Tech Wizard", false, 133}, {"Wild Card", false, 135}, {"Blaze", false, 137},
		{"Awe", false, 139}, {"Heroic", false, 141}, {"Deadeye", false, 143},
	}
)

// SkillTable returns the skills of a table: "basic", "piloting", "gunnery"
// or "legendary".
func SkillTable(name string) ([]SkillDef, bool) {
	switch name {
	case "basic":
		return BasicSkills, true
	case "piloting":
		return PilotingSkills, true
	case "gunnery":
		return GunnerySkills, true
	case "legendary":
		return LegendarySkills, true
	}
	return nil, false
}

// SkillRoll is the die a Basic or Standard stable rolls on a skill table,
// with the reading it rests on, for the player to see beside the roll.
type SkillRoll struct {
	Die  dice.Expr `json:"die"`
	Why  string    `json:"why"`
	Cite string    `json:"cite"`
}

// SkillDie is how a skill is rolled on a table. The rules say a six-sided
// die (000 L69, L783) but the Basic, Piloting and Gunnery tables list 9, 7
// and 8 skills (000 L77-129): a d6 would never reach the last ones, or
// would have no skill for a 7. The digest's default (G-08) is a die with
// one face per skill; the Legendary table has 6, so it is the d6 the rules
// name.
func SkillDie(table string) (SkillRoll, bool) {
	skills, ok := SkillTable(table)
	if !ok {
		return SkillRoll{}, false
	}
	n := len(skills)
	r := SkillRoll{Die: dice.Expr{Count: 1, Sides: n}, Cite: "000 L69, L77-143, L783; digest G-08"}
	if n == 6 {
		r.Why = fmt.Sprintf("The %s table has 6 skills: one six-sided die, as the rules say.", titleTable(table))
	} else {
		r.Why = fmt.Sprintf("The rules say to roll a six-sided die, but the %s table has %d skills: Lancemate picks one of the %d at random, each as likely, so every skill can come up.", titleTable(table), n, n)
	}
	return r, true
}

func titleTable(t string) string { return strings.ToUpper(t[:1]) + t[1:] }

// Facility kinds, the facilities and management teams chart (000 L916-925,
// appendix L1069-1078).
type FacilityDef struct {
	Kind    string `json:"kind"`
	Name    string `json:"name"`
	Cost    int    `json:"cost"`    // basic cost
	Upgrade int    `json:"upgrade"` // upgrade cost
	Basic   string `json:"basic"`
	Adv     string `json:"advanced"`
	Line    int    `json:"line"`
}

// Facilities is the facilities chart, row by row (000 L918-925).
var Facilities = []FacilityDef{
	{"headquarters", "Headquarters", 100, 200, "Allows purchase of basic facilities and teams", "Allows purchase of advanced facilities and teams, +1 non-faction Mech", 918},
	{"training", "Training facility", 150, 300, "-1 experience per skill, allows up to 10 pilots", "-2 experience per skill, +10% experience", 919},
	{"promoter", "Promoter & PR team", 200, 400, "+10% stones", "+10% fame", 920},
	{"repair", "Repair facilities", 250, 500, "-1 stone/click to a min of 1, allows up to 8 Mechs", "-3 stones/click to a min of 1, free Mech maintenance", 921},
	{"workshop", "Workshop", 150, 300, "-5% for Mech modifications", "-10% for Mech mods", 922},
	{"medical", "Medical team", 200, 400, "Reduce healing time by 1 match", "Healings are free", 923},
	{"sales", "Sales team", 100, 200, "Buy/sell Mechs at 5%, +1 non faction Mech limit", "Buy/sell Mechs at 10%, +2 non faction Mech limit", 924},
	{"investment", "Investment team", 150, 300, "+1% on savings per match", "+2% on savings per match", 925},
}

// facilityDef finds a facility kind.
func facilityDef(kind string) (FacilityDef, bool) {
	for _, f := range Facilities {
		if f.Kind == kind {
			return f, true
		}
	}
	return FacilityDef{}, false
}
