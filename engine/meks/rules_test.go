package meks

import (
	"fmt"
	"slices"
	"testing"
)

func TestSizeTable(t *testing.T) {
	for _, c := range []struct {
		cite string
		got  SizeRow
		want SizeRow
	}{
		{"004 L5, L42, L51, L82", Small.Row(), SizeRow{Small, 1, 2, 10, -1, -1}},
		{"004 L6, L8, L83", Medium.Row(), SizeRow{Medium, 2, 4, 20, 0, 0}},
		{"004 L7, L9, L43, L52, L84", Large.Row(), SizeRow{Large, 3, 6, 30, 1, 1}},
	} {
		if c.got != c.want {
			t.Errorf("%s: %+v, want %+v", c.cite, c.got, c.want)
		}
	}
	if ArmorHits != 5 {
		t.Errorf("004 L85: armor adds %d", ArmorHits)
	}
}

func TestRangeTable(t *testing.T) {
	for _, c := range []struct {
		cite          string
		r             Range
		toHit, damage int
	}{
		{"004 L29, L39, L58", LR, -1, -1},
		{"004 L30", MR, 0, 0},
		{"004 L31, L40, L57", SR, 1, 1},
		{"004 L32, L41, L56", PB, 2, 2},
	} {
		if row := c.r.Row(); row.ToHit != c.toHit || row.Damage != c.damage {
			t.Errorf("%s: %s to-hit %+d damage %+d, want %+d %+d", c.cite, c.r, row.ToHit, row.Damage, c.toHit, c.damage)
		}
	}
	if next, round := PB.next(); next != LR || !round {
		t.Error("004 L28-32: PB is the last step of a round")
	}
}

func TestAdvancementTable(t *testing.T) {
	for _, c := range []struct {
		cite string
		g    Grade
		max  int
		to   Grade
		how  string
	}{
		{"004 L70-71", Green, 2, Regular, SkillChosen},
		{"004 L72-73", Regular, 1, Veteran, SkillRandom},
		{"004 L74-75", Veteran, 1, Elite, SkillRandom},
		{"004 L76-77", Elite, 1, Elite, SkillChosen},
	} {
		if r := c.g.Row(); r.Max != c.max || r.To != c.to || r.Skill != c.how {
			t.Errorf("%s: %+v", c.cite, r)
		}
	}
}

// battle is a state in round 1 of an engagement at step with one Mek
// "M" of size z carrying a, against foe f.
func battle(step Range, z Size, a AttachmentDef, f FoeCard) *State {
	a.ID, a.Name, a.Kind = "w", "Weapon", Weapon
	if a.Size == "" {
		a.Size = Medium
	}
	if a.Range == "" {
		a.Range = step
	}
	f.ID, f.Name, f.Hits = "f", "Foe", 10
	if f.Range == "" {
		f.Range = step
	}
	return &State{
		Defs:    Defs{Attachments: []AttachmentDef{a, {ID: "jam", Name: "Jammer", Size: Small, Kind: Equipment, Jammer: true}}, Foes: []FoeCard{f}},
		Phase:   Engage,
		Meks:    []Mek{{Name: "M", Size: z, Attachments: []string{"w", "jam"}}},
		Mission: &Mission{Meks: []string{"M"}, Foes: []Foe{{Card: "f"}}, Round: 1, Step: step},
	}
}

func has(ms []Modifier, want Modifier) bool {
	return slices.ContainsFunc(ms, func(m Modifier) bool {
		return m.Value == want.Value && m.Dice == want.Dice && m.Cite == want.Cite
	})
}

func TestWeaponModifiers(t *testing.T) {
	for _, c := range []struct {
		step   Range
		a      AttachmentDef
		f      FoeCard
		toHit  Modifier
		damage Modifier
	}{
		{LR, AttachmentDef{}, FoeCard{}, Modifier{Value: -1, Cite: "004 L39-41"}, Modifier{Value: -1, Cite: "004 L56-58"}},
		{SR, AttachmentDef{}, FoeCard{}, Modifier{Value: 1, Cite: "004 L39-41"}, Modifier{Value: 1, Cite: "004 L56-58"}},
		{PB, AttachmentDef{}, FoeCard{}, Modifier{Value: 2, Cite: "004 L39-41"}, Modifier{Value: 2, Cite: "004 L56-58"}},
		{MR, AttachmentDef{}, FoeCard{Evade: -2, Line: 131}, Modifier{Value: -2, Cite: "004 L44, L131"}, Modifier{}},
		{MR, AttachmentDef{Missile: true}, FoeCard{}, Modifier{Value: 1, Cite: "004 L45"}, Modifier{Dice: 1, Cite: "004 L53"}},
		{MR, AttachmentDef{Area: true}, FoeCard{}, Modifier{Value: 1, Cite: "004 L46"}, Modifier{Value: -1, Cite: "004 L54"}},
		{MR, AttachmentDef{Area: true}, FoeCard{Infantry: true}, Modifier{}, Modifier{Value: 2, Cite: "004 L55"}},
		{MR, AttachmentDef{Indirect: true}, FoeCard{}, Modifier{Value: -1, Cite: "004 L47"}, Modifier{}},
		{MR, AttachmentDef{Missile: true}, FoeCard{Jammer: true}, Modifier{Value: -2, Cite: "004 L48"}, Modifier{}},
		{MR, AttachmentDef{Size: Small}, FoeCard{}, Modifier{}, Modifier{Value: -1, Cite: "004 L51-52"}},
		{MR, AttachmentDef{Size: Large}, FoeCard{}, Modifier{}, Modifier{Value: 1, Cite: "004 L51-52"}},
		{MR, AttachmentDef{Ballistic: true}, FoeCard{InertiaField: true}, Modifier{}, Modifier{Value: -1, Cite: "004 L59"}},
		{MR, AttachmentDef{Energy: true}, FoeCard{AbsorbField: true}, Modifier{}, Modifier{Value: -1, Cite: "004 L60"}},
	} {
		s := battle(c.step, Medium, c.a, c.f)
		ch, err := s.FireCheck("M", 0, 0)
		if err != nil {
			t.Fatal(err)
		}
		if c.toHit.Cite != "" && !has(ch.ToHit, c.toHit) {
			t.Errorf("%s to-hit %+v lacks %+v", c.step, ch.ToHit, c.toHit)
		}
		if c.damage.Cite != "" && !has(ch.Damage, c.damage) {
			t.Errorf("%s damage %+v lacks %+v", c.step, ch.Damage, c.damage)
		}
	}
}

func TestFoeModifiers(t *testing.T) {
	for _, c := range []struct {
		z     Size
		f     FoeCard
		gyros bool
		want  []Modifier
	}{
		{Small, FoeCard{}, false, []Modifier{{Value: -1, Cite: "004 L42-43"}}},
		{Large, FoeCard{}, false, []Modifier{{Value: 1, Cite: "004 L42-43"}}},
		{Medium, FoeCard{Missile: true}, false, []Modifier{{Value: 1, Cite: "004 L45"}, {Value: -2, Cite: "004 L48"}}},
		{Medium, FoeCard{}, true, []Modifier{{Value: -2, Cite: "004 L115"}}},
	} {
		s := battle(MR, c.z, AttachmentDef{}, c.f)
		s.Mission.Foes[0].Gyros = c.gyros
		ch, err := s.FoeCheck(0, false, "M")
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !has(ch.ToHit, w) {
				t.Errorf("%s Mek: to-hit %+v lacks %+v", c.z, ch.ToHit, w)
			}
		}
	}
}

// TestHitAndDamage: a hit needs 5 (004 L37); the digest's check: SR vs a
// Gyrocoptor (evade -2), 4 misses and 6 hits; damage never below 0.
func TestHitAndDamage(t *testing.T) {
	s := battle(SR, Medium, AttachmentDef{Size: Small}, FoeCard{Evade: -2})
	c, _ := s.FireCheck("M", 0, 0)
	if c.Hit(4) || !c.Hit(6) {
		t.Errorf("004 L37, L40, L44: bonus %+d", c.Bonus())
	}
	if got := c.Chance().String(); got != "1/2" {
		t.Errorf("chance %s, want 1/2", got)
	}
	s = battle(LR, Medium, AttachmentDef{Size: Small}, FoeCard{})
	c, _ = s.FireCheck("M", 0, 0)
	if got := c.Dealt(1, nil); got != 0 {
		t.Errorf("digest G-M6: 1 - 2 deals %d, want 0", got)
	}
}

func TestIndirectFirst(t *testing.T) {
	s := battle(LR, Medium, AttachmentDef{Indirect: true}, FoeCard{})
	s.Mission.Direct = true
	if _, err := s.FireCheck("M", 0, 0); err == nil {
		t.Error("004 L33-34: an indirect attack after a direct one must be refused")
	}
}

// indirectBattle is the LR step of round 1: Mek "Gun" (Large Laser) and
// Mek "Lob" (Mortar: medium, area, indirect) against an Artillery
// (4 hits, LR, evade +2).
func indirectBattle() *State {
	return &State{
		Defs: Defs{
			Attachments: []AttachmentDef{
				{ID: "laser", Name: "Large Laser", Size: Large, Kind: Weapon, Range: LR, Energy: true},
				{ID: "mortar", Name: "Mortar", Size: Medium, Kind: Weapon, Range: LR, Area: true, Indirect: true},
			},
			Foes: []FoeCard{{ID: "art", Name: "Artillery", Hits: 4, Range: LR, Dam: 2, Evade: 2, Line: 132}},
		},
		Phase: Engage,
		Meks: []Mek{
			{Name: "Gun", Size: Medium, Attachments: []string{"laser"}},
			{Name: "Lob", Size: Medium, Attachments: []string{"mortar"}},
		},
		Mission: &Mission{Meks: []string{"Gun", "Lob"}, Foes: []Foe{{Card: "art"}}, Round: 1, Step: LR},
	}
}

// TestIndirectAttacks: indirect attacks come before all other attacks of
// a step (004 L33-34), so a unit they destroy (004 L62) does not attack
// in that step; the other attacks are simultaneous, so a unit a direct
// attack destroys still does.
func TestIndirectAttacks(t *testing.T) {
	s := indirectBattle()
	var order []string
	for _, a := range s.Attackers() {
		order = append(order, fmt.Sprintf("%s %s %v", a.Kind, a.Check.Attacker, a.Indirect))
	}
	want := []string{"mek Lob's Mortar true", "mek Gun's Large Laser false", "foe Artillery false"}
	if !slices.Equal(order, want) {
		t.Errorf("004 L33-34: attackers %q, want %q", order, want)
	}
	for _, c := range []struct {
		name      string
		fire      Fire
		foeAttack bool // the Artillery may still attack in the step
	}{
		// Mortar: LR -1, area +1, indirect -1, evade +2; 1D6 -1 (LR) -1 (area) = 4.
		{"indirect kill", Fire{Mek: "Lob", Rolls: Rolls{Roll: 9, Damage: 6}}, false},
		// Large Laser: LR -1, evade +2; 1D6 +1 (large) -1 (LR) = 4.
		{"direct kill", Fire{Mek: "Gun", Rolls: Rolls{Roll: 9, Damage: 4}}, true},
		{"indirect miss", Fire{Mek: "Lob", Rolls: Rolls{Roll: 3}}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := indirectBattle()
			if err := c.fire.Apply(s); err != nil {
				t.Fatal(err)
			}
			_, err := s.FoeCheck(0, false, "Gun")
			if (err == nil) != c.foeAttack {
				t.Fatalf("004 L33-34, L62: Artillery may attack = %v (%v), want %v", err == nil, err, c.foeAttack)
			}
			foes := 0
			for _, a := range s.Attackers() {
				if a.Kind == "foe" {
					foes++
				}
			}
			if (foes == 1) != c.foeAttack {
				t.Errorf("Attackers lists %d foe attacks", foes)
			}
			if !c.foeAttack {
				// Nothing is left to attack: the step ends without the foe's attack.
				if err := (&NextStep{}).Apply(s); err != nil || s.Mission.Outcome != Won {
					t.Errorf("next step: %v, outcome %q, want won", err, s.Mission.Outcome)
				}
				return
			}
			if err := (&NextStep{}).Apply(s); err == nil {
				t.Error("004 L36: the step ended before the Artillery attacked")
			}
			f := FoeAttack{Foe: 0, Mek: "Gun", Rolls: Rolls{Roll: 1}}
			if err := f.Apply(s); err != nil {
				t.Errorf("004 L33: the Artillery attacks at the same time: %v", err)
			}
		})
	}
}

func TestNotesCite(t *testing.T) {
	seen := map[string]bool{}
	for _, n := range Notes() {
		if n.ID == "" || n.Text == "" || n.Cite == "" || seen[n.ID] {
			t.Errorf("note %+v", n)
		}
		seen[n.ID] = true
	}
}
