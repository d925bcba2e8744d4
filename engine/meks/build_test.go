package meks

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// buildCampaign starts a campaign on the test cards with the Build deck
// of testdata/defs/build.json (3 flipped per Build phase) and flips
// Scout, Rookie and Large Laser.
func buildCampaign(t *testing.T, mc int) *State {
	t.Helper()
	start := &Start{MC: mc}
	readJSON(t, filepath.Join("testdata", "defs/build.json"), &start.Defs)
	s := &State{}
	for _, ev := range []Event{start, &AddMek{Name: "Hound", Size: Medium},
		&FlipBuild{Cards: []string{"build-scout", "build-rookie", "build-laser"}}} {
		if err := ev.Apply(s); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestBuy is the Buy event: the cost paid (refused when MC is short), what
// the card gives added to the squad, the capacity rule for attachments
// (004 L5-9), Build phase only (004 L103-104, Note build-deck).
func TestBuy(t *testing.T) {
	for _, c := range []struct {
		name   string
		mc     int
		phase  Phase
		ev     Buy
		err    string
		wantMC int
		want   func(*State) bool
	}{
		{name: "mek", mc: 100, ev: Buy{Card: "build-scout", Name: "Pup"}, wantMC: 70,
			want: func(s *State) bool { m, err := s.Mek("Pup"); return err == nil && m.Size == Small }},
		{name: "pilot", mc: 10, ev: Buy{Card: "build-rookie", Name: "Bo"}, wantMC: 0,
			want: func(s *State) bool { p, err := s.Pilot("Bo"); return err == nil && p.Grade == Green }},
		{name: "attachment", mc: 45, ev: Buy{Card: "build-laser", Mek: "Hound"}, wantMC: 15,
			want: func(s *State) bool {
				m, _ := s.Mek("Hound")
				return slices.Equal(m.Attachments, []string{"large-laser"})
			}},
		{name: "short of MC", mc: 29, ev: Buy{Card: "build-scout", Name: "Pup"}, err: "buy Scout: it costs 30 MC, you have 29 MC"},
		{name: "no such Mek", mc: 100, ev: Buy{Card: "build-laser", Mek: "Ghost"}, err: `buy Large Laser: mount: no Mek named "Ghost"`},
		{name: "not a card", mc: 100, ev: Buy{Card: "build-gold"}, err: `buy: no Build card "build-gold"`},
		{name: "not face up", mc: 100, ev: Buy{Card: "build-titan", Name: "T"}, err: "buy Titan: the card is not face up in the Build phase"},
		{name: "name taken", mc: 100, ev: Buy{Card: "build-scout", Name: "Hound"}, err: `there is already a Mek named Hound`},
		{name: "in an engagement", mc: 100, phase: Engage, ev: Buy{Card: "build-scout", Name: "Pup"}, err: "buy a Build card: not in the engagement phase"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := buildCampaign(t, c.mc)
			if c.phase != "" {
				s.Phase = c.phase
			}
			err := c.ev.Apply(s)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("error %v, want %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if s.MC != c.wantMC || !c.want(s) {
				t.Errorf("MC %d (want %d), squad %+v %+v", s.MC, c.wantMC, s.Meks, s.Pilots)
			}
			if slices.Contains(s.Market, c.ev.Card) || !slices.Contains(s.BuildDeck.Discard, c.ev.Card) {
				t.Errorf("the bought card is face up still or not discarded: %v %+v", s.Market, s.BuildDeck)
			}
			before := *buildCampaign(t, c.mc)
			if line := Describe(&before, s, &c.ev); !strings.HasPrefix(line, "Bought ") || !strings.Contains(line, " MC: ") {
				t.Errorf("log line %q", line)
			}
		})
	}
}

// TestDefineBuilds replaces the Build deck between missions: a new card
// joins the draw pile, a dropped one leaves the piles and the face-up
// cards; a Build card of an undefined attachment is refused.
func TestDefineBuilds(t *testing.T) {
	s := buildCampaign(t, 100)
	var builds []BuildCard
	for _, b := range s.Defs.Builds {
		if b.ID != "build-rookie" && b.ID != "build-titan" {
			builds = append(builds, b)
		}
	}
	builds = append(builds, BuildCard{ID: "build-claw", Name: "Claw", Gives: GivesAttachment, Attachment: "claw", Cost: 5})
	if err := (&Define{Attachments: s.Defs.Attachments, Builds: builds, BuildFlip: 4}).Apply(s); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.Market, []string{"build-scout", "build-laser"}) || s.Defs.BuildFlip != 4 ||
		!slices.Equal(s.BuildDeck.Draw, []string{"build-brawler", "build-ace", "build-plate", "build-flamer", "build-claw"}) {
		t.Errorf("face up %v, deck %+v, flip %d", s.Market, s.BuildDeck, s.Defs.BuildFlip)
	}
	var atts []AttachmentDef
	for _, a := range s.Defs.Attachments {
		if a.ID != "flamer" {
			atts = append(atts, a)
		}
	}
	err := (&Define{Attachments: atts, Builds: s.Defs.Builds}).Apply(buildCampaign(t, 100))
	if want := `build card "Flamer": attachment "flamer" is not defined`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want %q", err, want)
	}
	err = (&Define{Attachments: s.Defs.Attachments, BuildFlip: -1}).Apply(buildCampaign(t, 100))
	if want := "build cards flipped per Build phase: -1 is not 0 to 20"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want %q", err, want)
	}
}

// A grade's summary states the debriefing table's row (004 L18, L69-77).
func TestGradeSummary(t *testing.T) {
	for g, want := range map[Grade]string{
		Green:   "green: no large Mek; Regular on a debriefing roll of 1-2",
		Regular: "regular: Veteran on a debriefing roll of 1",
		Veteran: "veteran: Elite on a debriefing roll of 1",
		Elite:   "elite: a chosen skill on a debriefing roll of 1",
	} {
		if got := g.Summary(); got != want {
			t.Errorf("%s: %q, want %q", g, got, want)
		}
	}
}
