package meks

import (
	"fmt"
	"strings"
)

// Grade is a pilot's experience: green, regular, veteran or elite
// (004 L70-76).
type Grade string

// The four grades, lowest first.
const (
	Green   Grade = "green"
	Regular Grade = "regular"
	Veteran Grade = "veteran"
	Elite   Grade = "elite"
)

// How a pilot gains a skill on advancement (004 L70-77).
const (
	SkillChosen = "chosen" // the player selects a specific skill
	SkillRandom = "random" // one random skill of the Pilot Skill table
)

// AdvanceRow is one row of the advancement table of the debriefing: a pilot
// of grade From who rolls Max or less on 1D6 becomes To and gains a skill
// picked as Skill says.
type AdvanceRow struct {
	From  Grade
	Max   int
	To    Grade
	Skill string
	Cite  string
}

// Advances is the debriefing table (004 L69-77).
var Advances = [...]AdvanceRow{
	{Green, 2, Regular, SkillChosen, "004 L70-71"},
	{Regular, 1, Veteran, SkillRandom, "004 L72-73"},
	{Veteran, 1, Elite, SkillRandom, "004 L74-75"},
	{Elite, 1, Elite, SkillChosen, "004 L76-77"},
}

// Row returns the advancement row of g; an unknown grade gets the zero row.
func (g Grade) Row() AdvanceRow {
	return rowOf(Advances[:], g, func(a *AdvanceRow) Grade { return a.From })
}

// Summary is what a grade means, without the word "pilot": "green: no
// large Mek; Regular on a debriefing roll of 1-2" (004 L18, L69-77).
func (g Grade) Summary() string {
	r := g.Row()
	roll := "1"
	if r.Max > 1 {
		roll = fmt.Sprintf("1-%d", r.Max)
	}
	gain := fmt.Sprintf("%s on a debriefing roll of %s", strings.ToUpper(string(r.To[:1]))+string(r.To[1:]), roll)
	if r.To == g {
		gain = fmt.Sprintf("a %s skill on a debriefing roll of %s", r.Skill, roll)
	}
	if g == Green {
		return "green: no large Mek; " + gain
	}
	return string(g) + ": " + gain
}

// Check says what is wrong with a grade value.
func (g Grade) Check() error {
	if g.Row().From == "" {
		return fmt.Errorf("grade %q is not green, regular, veteran or elite", g)
	}
	return nil
}

// Pilot is a pilot of the squad.
type Pilot struct {
	Name   string   `json:"name"`
	Grade  Grade    `json:"grade"`
	Skills []string `json:"skills,omitempty"`
}
