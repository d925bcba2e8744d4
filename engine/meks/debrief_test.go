package meks_test

import (
	"slices"
	"strings"
	"testing"

	"lancemate/engine/dice"
	"lancemate/engine/meks"
)

// debriefing is the won debriefing of an Assault Outpost (threat 3) whose
// only Mek, Hound, was flown by Ann of grade g with skills.
func debriefing(g meks.Grade, skills ...string) meks.State {
	s := engaged("assault-outpost")
	s.Phase, s.Mission.Outcome, s.Mission.Meks = meks.Debrief, meks.Won, []string{"Hound"}
	s.Meks[0].Pilot = "Ann"
	s.Pilots = []meks.Pilot{{Name: "Ann", Grade: g, Skills: skills}}
	return s
}

// TestAdvancement plays the debriefing rolls of seed 004 L69-78 (default
// Pilot Skill table: Gunnery, Piloting, Evasion, Tactics, Repair,
// Leadership). dice fill the random skill, the n-th skill the pilot lacks.
func TestAdvancement(t *testing.T) {
	all := []string{"Gunnery", "Piloting", "Evasion", "Tactics", "Repair", "Leadership"}
	for _, c := range []struct {
		cite   string
		grade  meks.Grade
		skills []string
		roll   int
		skill  string
		dice   []int
		want   meks.Pilot
		err    string
	}{
		{cite: "004 L70-71", grade: meks.Green, roll: 2, skill: "Repair", want: meks.Pilot{Grade: meks.Regular, Skills: []string{"Repair"}}},
		{cite: "004 L70-71", grade: meks.Green, roll: 3, want: meks.Pilot{Grade: meks.Green}},
		{cite: "004 L72-73", grade: meks.Regular, roll: 1, dice: []int{4}, want: meks.Pilot{Grade: meks.Veteran, Skills: []string{"Tactics"}}},
		{cite: "004 L72-73", grade: meks.Regular, roll: 2, want: meks.Pilot{Grade: meks.Regular}},
		// Veteran: 1 makes an Elite with a random skill, one the pilot lacks.
		{cite: "004 L74-75", grade: meks.Veteran, roll: 1, dice: []int{3}, want: meks.Pilot{Grade: meks.Elite, Skills: []string{"Evasion"}}},
		{cite: "004 L74-75", grade: meks.Veteran, skills: []string{"Gunnery", "Evasion"}, roll: 1, dice: []int{2},
			want: meks.Pilot{Grade: meks.Elite, Skills: []string{"Gunnery", "Evasion", "Tactics"}}},
		{cite: "004 L74-75", grade: meks.Veteran, roll: 2, want: meks.Pilot{Grade: meks.Veteran}},
		{cite: "004 L74-75", grade: meks.Veteran, roll: 6, skill: "Tactics", err: "a roll of 6 does not advance a veteran pilot, so no skill (004 L74-75)"},
		{cite: "004 L74-75", grade: meks.Veteran, roll: 1, err: "advances to elite: pick a random skill (004 L74-75)"},
		// Elite: 1 lets the player choose a skill; the grade stays.
		{cite: "004 L76-77", grade: meks.Elite, skills: []string{"Gunnery"}, roll: 1, skill: "Leadership",
			want: meks.Pilot{Grade: meks.Elite, Skills: []string{"Gunnery", "Leadership"}}},
		{cite: "004 L76-77", grade: meks.Elite, roll: 1, dice: []int{}, err: "advances to elite: pick a chosen skill (004 L76-77)"},
		{cite: "004 L76-77", grade: meks.Elite, skills: []string{"Gunnery"}, roll: 1, skill: "Gunnery", err: `"Gunnery" is not a skill of the Pilot Skill table that the pilot lacks`},
		{cite: "004 L76-77, L78", grade: meks.Elite, roll: 1, skill: "Karate", err: `"Karate" is not a skill of the Pilot Skill table`},
		{cite: "004 L76-77", grade: meks.Elite, roll: 2, want: meks.Pilot{Grade: meks.Elite}},
		{cite: "004 L76-77", grade: meks.Elite, roll: 2, skill: "Tactics", err: "a roll of 2 does not advance a elite pilot, so no skill"},
		// Every skill known: an advancing roll has no skill left to give.
		{cite: "004 L76-77, L78", grade: meks.Elite, skills: all, roll: 1, want: meks.Pilot{Grade: meks.Elite, Skills: all}},
		{cite: "004 L69", grade: meks.Elite, roll: 7, err: "advancement roll 7 is not a face of a D6"},
	} {
		t.Run(c.cite+"/"+string(c.grade)+"/"+itoa(c.roll), func(t *testing.T) {
			s := debriefing(c.grade, slices.Clone(c.skills)...)
			ev := &meks.Debriefing{Rolls: []meks.Advancement{{Pilot: "Ann", Roll: c.roll, Skill: c.skill}}}
			if c.dice != nil {
				if err := meks.Fill(&s, ev, dice.Script(c.dice...)); err != nil {
					t.Fatalf("fill: %v", err)
				}
			}
			err := ev.Apply(&s)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("error %v, want %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			c.want.Name = "Ann"
			if p, _ := s.Pilot("Ann"); p.Grade != c.want.Grade || !slices.Equal(p.Skills, c.want.Skills) {
				t.Errorf("pilot %+v, want %+v", *p, c.want)
			}
			// 004 L65-67: the won Assault Outpost pays 10 x threat 3.
			if s.Phase != meks.Repair || s.Mission.Pay != 30 || s.MC != 130 {
				t.Errorf("phase %s, pay %d, MC %d; want repair, 30, 130", s.Phase, s.Mission.Pay, s.MC)
			}
		})
	}
}

// TestFoePicksRandomMek: a foe attacks one of the squad's Meks at random
// (004 L36), a die over the Meks still standing in mission order (digest
// G-M13). The Heavy Mek (LR, Dam +2) hits with 10 and rolls 3 damage.
func TestFoePicksRandomMek(t *testing.T) {
	for _, c := range []struct {
		name string
		set  func(*meks.State)
		die  int
		want string
	}{
		{"die 1 of 2", nil, 1, "Hound"},
		{"die 2 of 2", nil, 2, "Runt"},
		{"Hound down: die 1 of 1", mekDamage("Hound", 20), 1, "Runt"},
		{"Runt destroyed: die 1 of 1", func(s *meks.State) { s.Meks[1].Damage, s.Meks[1].Destroyed = 10, true }, 1, "Hound"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := engaged("assault-outpost")
			if c.set != nil {
				c.set(&s)
			}
			before := map[string]int{}
			for _, m := range s.Meks {
				before[m.Name] = m.Damage
			}
			ev := &meks.FoeAttack{Foe: 2}
			if err := meks.Fill(&s, ev, dice.Script(c.die, 10, 3)); err != nil {
				t.Fatal(err)
			}
			if ev.Mek != c.want {
				t.Fatalf("die %d picks %q, want %q", c.die, ev.Mek, c.want)
			}
			if err := ev.Apply(&s); err != nil {
				t.Fatal(err)
			}
			for _, m := range s.Meks {
				want := before[m.Name]
				if m.Name == c.want {
					want += 5
				}
				if m.Damage != want {
					t.Errorf("Mek %s damage %d, want %d", m.Name, m.Damage, want)
				}
			}
		})
	}
	s := engaged("assault-outpost")
	ev := &meks.FoeAttack{Foe: 2, Mek: "Runt"}
	if err := meks.Fill(&s, ev, dice.Script(4)); err != nil || ev.Mek != "Runt" {
		t.Errorf("a Mek the player typed is kept: %q, %v", ev.Mek, err)
	}
}

// TestLedger: the MC balance changes with the purchases and sales the
// player records between missions (digest G-M1), never below zero.
func TestLedger(t *testing.T) {
	for _, c := range []struct {
		phase  meks.Phase
		amount int
		mc     int
		err    string
	}{
		{meks.Base, 25, 125, ""},
		{meks.Base, -100, 0, ""},
		{meks.Base, -101, 100, "101 MC needed, 100 MC in hand"},
		{meks.Offer, -10, 90, ""},
		{meks.Repair, 5, 105, ""},
		{meks.Foes, 5, 100, "change the MC balance: not in the foes phase"},
		{meks.Engage, 5, 100, "change the MC balance: not in the engagement phase"},
		{meks.Debrief, 5, 100, "change the MC balance: not in the debriefing phase"},
	} {
		t.Run(string(c.phase)+"/"+itoa(c.amount), func(t *testing.T) {
			s := engaged("assault-outpost")
			s.Phase = c.phase
			err := (&meks.Ledger{Amount: c.amount, Reason: "a new Mek"}).Apply(&s)
			if (c.err == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), c.err)) {
				t.Fatalf("error %v, want %q", err, c.err)
			}
			if err == nil && s.MC != c.mc {
				t.Errorf("MC %d, want %d", s.MC, c.mc)
			}
		})
	}
}
