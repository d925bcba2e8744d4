package stable

import (
	"fmt"

	"lancemate/engine/dice"
)

// BuySkill gives a pilot a skill (type "buy_skill") in the skill area of a
// Mech class. Basic game: 15 stones, a legendary 45 (000 L69). Standard:
// 10 XP, a legendary 30 XP after winning a prize match (000 L783). Both
// roll on the chosen table and roll again on a skill already held, unless
// it has a free box (G-08). Advanced: the skill is chosen and costs
// 10 + 2 per 3 skills held in the class, less 1/2 with a training facility
// (000 L849-851, L919; EX-18). Free skills (Training ability, Clan) are
// Light skills at no cost (000 L731, L817).
type BuySkill struct {
	Pilot string `json:"pilot"`
	Table string `json:"table"`           // basic, piloting, gunnery, legendary
	Class int    `json:"class,omitempty"` // skill area; 0: the class last piloted
	Skill string `json:"skill,omitempty"` // Advanced: the chosen skill
	Rolls []int  `json:"rolls,omitempty"` // Basic, Standard: die results, one per table entry
}

// Type implements journal.Event.
func (*BuySkill) Type() string { return "buy_skill" }

// SkillXP is the Advanced game's experience cost of a pilot's next skill
// with n skills held in the class (000 L851; EX-18).
func SkillXP(n int) int { return 10 + 2*(n/3) }

// held counts the skill boxes a pilot holds in an area.
func (p *Pilot) held(a int) int {
	n := 0
	for _, sk := range p.Skills {
		if sk.Area == a {
			n += sk.Boxes
		}
	}
	return n
}

// find returns the pilot's skill of that name in an area, or nil.
func (p *Pilot) find(a int, name string) *Skill {
	for i := range p.Skills {
		if sk := &p.Skills[i]; sk.Area == a && sk.Name == name {
			return sk
		}
	}
	return nil
}

// open reports whether the pilot can take def (again) in area a.
func (p *Pilot) open(a int, def SkillDef, maxBoxes int) bool {
	sk := p.find(a, def.Name)
	return sk == nil || (def.Boxed && sk.Boxes < maxBoxes)
}

// topArea is the highest skill area the pilot may learn in: class 1, then
// one more per class with 6 skills (000 L851).
func (p *Pilot) topArea() int {
	a := 1
	for a < 4 && p.held(a) >= 6 {
		a++
	}
	return a
}

// resolve walks the rolls to the first skill the pilot can take; ok is
// false when the rolls run out first.
func (e *BuySkill) resolve(p *Pilot, a int, table []SkillDef, maxBoxes int) (def SkillDef, ok bool, err error) {
	for _, r := range e.Rolls {
		if r < 1 || r > len(table) {
			return def, false, fmt.Errorf("pilot %q: the %s table is rolled with a d%d, not %d", p.Name, e.Table, len(table), r)
		}
		if d := table[r-1]; p.open(a, d, maxBoxes) {
			return d, true, nil
		}
	}
	return def, false, nil
}

// setup finds the pilot, the area and the table of the purchase.
func (e *BuySkill) setup(s *State) (*Pilot, int, []SkillDef, error) {
	p, err := s.pilot(e.Pilot)
	if err != nil {
		return nil, 0, nil, err
	}
	table, ok := SkillTable(e.Table)
	if !ok {
		return nil, 0, nil, fmt.Errorf("pilot %q: no skill table %q: choose basic, piloting, gunnery or legendary", p.Name, e.Table)
	}
	a := p.LastClass
	if e.Class > 0 {
		a = area(e.Class)
	}
	if p.FreeSkills > 0 {
		a = 1
	}
	if e.Table == "legendary" && p.Legendary != "" {
		return nil, 0, nil, fmt.Errorf("pilot %q already has the legendary skill %s: only one per pilot (000 L69, L783)", p.Name, p.Legendary)
	}
	if e.Table == "legendary" && s.Game == Advanced {
		return nil, 0, nil, fmt.Errorf("legendary skills are not used in the Advanced game (000 L847)")
	}
	return p, a, table, nil
}

// FillRolls rolls the table's die until the rolls reach a skill the pilot
// can take (Basic and Standard games).
func (e *BuySkill) FillRolls(s *State, src dice.Source) error {
	if s.Game == Advanced {
		return nil
	}
	p, a, table, err := e.setup(s)
	if err != nil {
		return err
	}
	open := 0
	for _, d := range table {
		if p.open(a, d, s.Settings.MaxBoxes) {
			open++
		}
	}
	if open == 0 {
		return fmt.Errorf("pilot %q has every %s skill of class %d", p.Name, e.Table, a)
	}
	roll, _ := SkillDie(e.Table)
	for {
		if _, ok, err := e.resolve(p, a, table, s.Settings.MaxBoxes); ok || err != nil {
			return err
		}
		e.Rolls = append(e.Rolls, roll.Die.Roll(src).Total)
	}
}

// Apply implements journal.Event.
func (e *BuySkill) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	p, a, table, err := e.setup(s)
	if err != nil {
		return err
	}
	c := change{pilot: p, rule: "000 L69, L783"}
	var def SkillDef
	if s.Game == Advanced {
		if def, err = e.chosen(s, p, a, table); err != nil {
			return err
		}
		c.xp, c.rule = -max(1, SkillXP(p.held(a))-s.byLevel("training", 1, 2)), "000 L849-851, L919"
	} else {
		ok := false
		if def, ok, err = e.resolve(p, a, table, s.Settings.MaxBoxes); err != nil {
			return err
		} else if !ok {
			return fmt.Errorf("pilot %q: the rolls %v give no skill the pilot can take: roll again", p.Name, e.Rolls)
		}
		c.why = fmt.Sprintf("rolled %v", e.Rolls)
		legendary := e.Table == "legendary"
		switch {
		case s.Game == Basic && legendary:
			c.stones = -45
		case s.Game == Basic:
			c.stones = -15
		case legendary && p.PrizeWins == 0:
			return fmt.Errorf("pilot %q: a legendary skill needs a prize match win (000 L783)", p.Name)
		case legendary:
			c.xp = -30
		default:
			c.xp = -10
		}
	}
	if p.FreeSkills > 0 && e.Table != "legendary" {
		p.FreeSkills--
		c.xp, c.stones, c.why = 0, 0, "free Light skill"
	}
	c.what = fmt.Sprintf("learn %s (%s, class %d)", def.Name, e.Table, a)
	if p.XP+c.xp < 0 {
		return fmt.Errorf("pilot %q: cannot learn %s: needs %d experience, has %d", p.Name, def.Name, -c.xp, p.XP)
	}
	if err := s.spend(c, -c.stones); err != nil {
		return err
	}
	if def.Boxed || e.Table == "legendary" {
		if sk := p.find(a, def.Name); sk != nil {
			sk.Boxes++
			return nil
		}
	}
	if e.Table == "legendary" {
		p.Legendary = def.Name
	}
	p.Skills = append(p.Skills, Skill{Area: a, Table: e.Table, Name: def.Name, Boxes: 1})
	return nil
}

// chosen checks an Advanced game skill choice: a skill of the table the
// pilot can take, in an open class, in the class just piloted while the
// pilot can afford one there (000 L851; G-29).
func (e *BuySkill) chosen(s *State, p *Pilot, a int, table []SkillDef) (SkillDef, error) {
	if a > p.topArea() {
		return SkillDef{}, fmt.Errorf("pilot %q: needs 6 skills in class %d before learning class %d skills (000 L851)", p.Name, a-1, a)
	}
	if a != p.LastClass && p.FreeSkills == 0 && p.XP >= SkillXP(p.held(p.LastClass)) && p.LastClass <= p.topArea() {
		return SkillDef{}, fmt.Errorf("pilot %q: must first buy a skill in class %d, the class just piloted (000 L851)", p.Name, p.LastClass)
	}
	for _, d := range table {
		if d.Name == e.Skill {
			if !p.open(a, d, s.Settings.MaxBoxes) {
				return d, fmt.Errorf("pilot %q already has %s in class %d", p.Name, d.Name, a)
			}
			return d, nil
		}
	}
	return SkillDef{}, fmt.Errorf("pilot %q: %q is not on the %s table", p.Name, e.Skill, e.Table)
}
