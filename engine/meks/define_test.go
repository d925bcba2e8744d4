package meks

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"lancemate/engine/dice"
)

// campaign starts a campaign on the test cards with a medium Mek carrying
// a large laser and a pilot.
func campaign(t *testing.T) *State {
	t.Helper()
	start := &Start{MC: 100}
	readJSON(t, filepath.Join("testdata", "defs/basic.json"), &start.Defs)
	s := &State{}
	for _, ev := range []Event{start, &AddMek{Name: "Hound", Size: Medium}, &AddPilot{Name: "Ana"},
		&Mount{Mek: "Hound", Attachment: "large-laser"}, &Assign{Mek: "Hound", Pilot: "Ana"}} {
		if err := ev.Apply(s); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestDefine(t *testing.T) {
	s := campaign(t)
	atts := append([]AttachmentDef(nil), s.Defs.Attachments...)
	a, _ := s.Defs.Attachment("large-laser")
	grown := *a
	grown.Size = Large
	for i := range atts {
		if atts[i].ID == a.ID {
			atts[i] = grown
		}
	}
	if err := (&Define{Attachments: atts}).Apply(s); err != nil {
		t.Fatalf("a large laser of 3 slots fits 4: %v", err)
	}
	if got, _ := s.Defs.Attachment("large-laser"); got.Size != Large || len(s.Defs.Skills) != 0 {
		t.Errorf("definitions not replaced: %+v, skills %v", got, s.Defs.Skills)
	}
	for _, c := range []struct {
		name string
		atts []AttachmentDef
		want string
	}{
		{"dropped", nil, "no longer be defined"},
		{"bad", []AttachmentDef{{ID: "large-laser", Name: "LL", Size: "huge", Kind: Weapon, Range: LR}}, "huge"},
	} {
		err := (&Define{Attachments: c.atts}).Apply(campaign(t))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	s = campaign(t)
	s.Phase = Engage
	if err := (&Define{Attachments: s.Defs.Attachments}).Apply(s); err == nil {
		t.Error("definitions changed during an engagement")
	}
}

func TestDescribe(t *testing.T) {
	j := NewJournal()
	start := &Start{MC: 100}
	readJSON(t, filepath.Join("testdata", "defs/basic.json"), &start.Defs)
	var lines []string
	src := dice.Script(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	for _, ev := range []Event{start, &AddMek{Name: "Hound", Size: Medium}, &AddPilot{Name: "Ana"},
		&Mount{Mek: "Hound", Attachment: "large-laser"}, &Assign{Mek: "Hound", Pilot: "Ana"},
		&FlipMissions{}, &ChooseMission{Meks: []string{"Hound"}}, &RevealFoes{}, &Fire{Mek: "Hound", Foe: 0, Rolls: Rolls{Roll: 10, Damage: 3}}} {
		if c, ok := ev.(*ChooseMission); ok {
			c.Card = j.Peek().Offer[0]
		}
		if err := Fill(j.Peek(), ev, src); err != nil {
			t.Fatal(err)
		}
		before := j.State()
		if err := j.Apply(ev); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, Describe(&before, j.Peek(), ev))
	}
	for i, want := range []string{"Campaign started with 100 MC", "Mek Hound (medium)", "Pilot Ana (green)",
		"Hound: Large Laser mounted", "Ana pilots Hound", "Missions flipped: ", "(threat", "Foes: ", "Hound's Large Laser on "} {
		if !strings.Contains(lines[i], want) {
			t.Errorf("line %d %q, want %q", i, lines[i], want)
		}
	}
	if !strings.Contains(lines[8], ", hit, ") {
		t.Errorf("fire line %q", lines[8])
	}
}

// TestDescribeCounts: the log counts in words, plural unless one.
func TestDescribeCounts(t *testing.T) {
	s := campaign(t)
	for _, c := range []struct {
		ev   Event
		want string
	}{
		{&RepairMek{Mek: "Hound", Points: 1}, "Hound repaired: 1 point for 1 MC"},
		{&RepairMek{Mek: "Hound", Points: 7}, "Hound repaired: 7 points for 7 MC"},
		{&Define{Attachments: s.Defs.Attachments[:1], Builds: s.Defs.Builds, BuildFlip: 5},
			fmt.Sprintf("Card definitions changed: 1 attachment, 0 skills, %d Build cards, 5 flipped per Build phase", len(s.Defs.Builds))},
	} {
		if got := Describe(s, s, c.ev); got != c.want {
			t.Errorf("%s: %q, want %q", c.ev.Type(), got, c.want)
		}
	}
}

func TestSupportCheck(t *testing.T) {
	s := campaign(t)
	if _, err := s.SupportCheck("nope", 0); err == nil {
		t.Error("a card that is not a support card")
	}
	var card string
	for _, e := range s.Defs.Events {
		if e.Effect == EffectSupport {
			card = e.ID
		}
	}
	if _, err := s.SupportCheck(card, 0); err == nil || !strings.Contains(err.Error(), "not in the") {
		t.Errorf("outside an engagement: %v", err)
	}
}
