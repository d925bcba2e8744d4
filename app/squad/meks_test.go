package squad

import (
	"lancemate/app/kit"
	"lancemate/app/kit/kittest"
	"lancemate/app/session/sessiontest"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/dice"
	"lancemate/engine/meks"
)

// meksPage is a Meks page on a fresh in-memory store, with nothing read.
func meksPage(t *testing.T) (*MeksPage, *store.Store) {
	t.Helper()
	st := sessiontest.Use(t, store.NewMemory(), dice.Seeded(4))
	saved := meksData
	meksData.loaded, meksData.c, meksData.bad = false, nil, nil
	t.Cleanup(func() { meksData = saved })
	p := &MeksPage{}
	p.OnInit()
	return p, st
}

// tapAll runs taps (act, v) in order and fails on a refusal.
func tapAll(t *testing.T, p *MeksPage, taps ...[2]string) {
	t.Helper()
	for _, tp := range taps {
		c, _, _ := meksCampaign()
		p.msg = ""
		n, _ := strconv.Atoi(tp[1])
		if !p.squadTap(c, tp[0], tp[1], n) && !p.missionTap(c, tp[0], tp[1], n, nil) {
			t.Fatalf("tap %v not handled", tp)
		}
		if p.msg != "" {
			t.Fatalf("tap %v: %s", tp, p.msg)
		}
	}
}

// TestMeksCampaign plays a mission through the page's handlers with typed
// dice (every squad attack hits for 6, every foe attack misses), then
// reads the campaign back from storage as a reload would.
func TestMeksCampaign(t *testing.T) {
	p, _ := meksPage(t)
	if err := startCampaign(100, p.defaults()); err != nil {
		t.Fatal(err)
	}
	p.inputs["mek-name"], p.inputs["pilot-name"], p.size, p.grade = "Brute", "Ana", meks.Large, meks.Regular
	tapAll(t, p, [2]string{"add-mek", ""}, [2]string{"add-pilot", ""}, [2]string{"mount", "large-laser"},
		[2]string{"mount", "gauss-rifle"}, [2]string{"assign", "Ana"})
	c, _, _ := meksCampaign()
	p.squadTap(c, "mount", "machine-gun", 0)
	if !strings.Contains(p.msg, "no room for Machine Gun") {
		t.Fatalf("capacity: %q", p.msg)
	}
	tapAll(t, p, [2]string{"flip", ""}, [2]string{"go", ""}, [2]string{"reveal", ""})
	s := c.rec.Peek()
	if s.Phase != meks.Engage || len(s.Mission.Foes) == 0 {
		t.Fatalf("phase %s", s.Phase)
	}
	for i := 0; s.Phase == meks.Engage && i < 2000; i++ {
		p.msg = ""
		as := s.Attackers()
		if len(as) == 0 {
			p.fightTap(c, "next", "", 0, nil)
		} else {
			p.openAttack(c, 0)
			for p.atk != nil && p.msg == "" {
				ch, _ := p.atk.check(s)
				switch p.atk.need(ch) {
				case needMek:
					p.fightTap(c, "pickmek", "0", 0, nil)
				case needHit:
					face := 10
					if as[0].Kind == "foe" {
						face = 1
					}
					p.typeDie(c, face)
				default:
					p.typeDie(c, 6)
				}
			}
		}
		if p.msg != "" {
			t.Fatalf("round %d %s: %s", s.Mission.Round, s.Mission.Step, p.msg)
		}
		s = c.rec.Peek()
	}
	if s.Phase != meks.Debrief || s.Mission.Outcome != meks.Won {
		t.Fatalf("phase %s, outcome %s", s.Phase, s.Mission.Outcome)
	}
	var w kit.Writer
	p.debriefHTML(&w, s)
	if !strings.Contains(string(w.HTML()), "Ana</b> (regular)") {
		t.Errorf("debriefing shows\n%s", w.HTML())
	}
	p.advTap(c, "adv", 0, "1") // regular: 1 advances, to veteran with a random skill
	tapAll(t, p, [2]string{"debrief", ""})
	// 004 L72-73: the random skill is a die over the skills Ana lacks, typed here.
	if p.ask == nil || p.ask.what != "Ana's random skill" || len(p.ask.names) != 6 {
		t.Fatalf("no random skill die: %+v", p.ask)
	}
	if c.rec.Peek().Phase != meks.Debrief {
		t.Fatal("debriefed before the random skill")
	}
	tapAll(t, p, [2]string{"ask-die", "3"})
	s = c.rec.Peek()
	if pl, _ := s.Pilot("Ana"); pl.Grade != meks.Veteran || !reflect.DeepEqual(pl.Skills, []string{"Evasion"}) {
		t.Errorf("Ana after the debriefing: %+v", pl)
	}
	threat := 0
	if m, ok := s.Defs.Mission(s.Mission.Card); ok {
		threat = m.Threat
	}
	if s.MC != 100+10*threat {
		t.Errorf("MC %d, want %d", s.MC, 100+10*threat)
	}
	tapAll(t, p, [2]string{"end", ""})
	if len(c.lines) != c.rec.Len() || !strings.Contains(strings.Join(c.lines, "\n"), "mission won") {
		t.Errorf("log: %d lines for %d events:\n%s", len(c.lines), c.rec.Len(), strings.Join(c.lines, "\n"))
	}
	if err := c.undo(); err != nil || c.rec.Peek().Phase != meks.Repair || len(c.lines) != c.rec.Len() {
		t.Fatalf("undo: %v, phase %s", err, c.rec.Peek().Phase)
	}
	if err := c.redo(); err != nil || c.lines[len(c.lines)-1] != "Mission over" {
		t.Fatalf("redo: %v, %q", err, c.lines[len(c.lines)-1])
	}

	// A reload reads the same campaign and writes the same log.
	lines, state := c.lines, c.rec.State()
	meksData.loaded = false
	r, _, _ := meksCampaign()
	if r == c || !reflect.DeepEqual(r.lines, lines) || !reflect.DeepEqual(r.rec.State(), state) {
		t.Errorf("after a reload: %d lines, state equal %v", len(r.lines), reflect.DeepEqual(r.rec.State(), state))
	}
}

// TestMeksDamaged shows a damaged campaign with its text and starts a new
// one beside it.
func TestMeksDamaged(t *testing.T) {
	p, st := meksPage(t)
	if err := st.Save(store.NSMeks+"old", map[string]any{"log": []any{map[string]any{"type": "warp"}}}); err != nil {
		t.Fatal(err)
	}
	html := kittest.Render(t, p)
	if !strings.Contains(html, "could not be read") || !strings.Contains(html, "warp") || !strings.Contains(html, "meks-new") {
		t.Fatalf("page shows\n%s", html)
	}
	if err := startCampaign(50, p.defaults()); err != nil {
		t.Fatal(err)
	}
	if !st.Has(store.NSMeks + "old") {
		t.Error("the damaged campaign was dropped")
	}
}

// TestMeksEditAttachment edits an attachment's size through the editor.
func TestMeksEditAttachment(t *testing.T) {
	p, _ := meksPage(t)
	if err := startCampaign(100, p.defaults()); err != nil {
		t.Fatal(err)
	}
	c, _, _ := meksCampaign()
	p.cardsTap(c, "att-edit", "", 0)
	p.inputs["att-name"] = "Pulse Laser"
	p.cardsTap(c, "asize", "large", 0)
	p.cardsTap(c, "atrait", "", 1) // area
	p.cardsTap(c, "att-save", "", 0)
	a := c.rec.Peek().Defs.Attachments[0]
	if p.msg != "" || a.Name != "Pulse Laser" || a.Size != meks.Large || !a.Area || p.edit != nil {
		t.Fatalf("msg %q, attachment %+v", p.msg, a)
	}
	if !strings.Contains(c.lines[len(c.lines)-1], "Card definitions changed") {
		t.Errorf("log %q", c.lines[len(c.lines)-1])
	}
}

// TestMeksIndirectFirst: the Mortar, mounted after the Large Laser, is
// listed first and labelled, as indirect attacks come before all others
// (004 L33-34).
func TestMeksIndirectFirst(t *testing.T) {
	p, _ := meksPage(t)
	if err := startCampaign(100, p.defaults()); err != nil {
		t.Fatal(err)
	}
	p.inputs["mek-name"], p.inputs["pilot-name"], p.size, p.grade = "Brute", "Ana", meks.Large, meks.Regular
	tapAll(t, p, [2]string{"add-mek", ""}, [2]string{"add-pilot", ""}, [2]string{"mount", "large-laser"},
		[2]string{"mount", "mortar"}, [2]string{"assign", "Ana"}, [2]string{"flip", ""}, [2]string{"go", ""}, [2]string{"reveal", ""})
	c, _, _ := meksCampaign()
	var w kit.Writer
	p.fightHTML(&w, c.rec.Peek())
	html := w.HTML()
	mortar, laser := strings.Index(string(html), "Mortar →"), strings.Index(string(html), "Large Laser →")
	label := strings.Index(string(html), `class="indirect"`)
	if mortar < 0 || laser < 0 || mortar > laser || label < mortar || label > laser {
		t.Fatalf("mortar at %d, label at %d, laser at %d in\n%s", mortar, label, laser, html)
	}
	if strings.Count(string(html), `class="indirect"`) != 1 {
		t.Errorf("only the Mortar is indirect:\n%s", html)
	}
}

// TestMeksCardDice: the 1D6 of Battle Scarred (004 L105) and the random
// foe of On Shore Leave (004 L106) wait for a die the player types (or the
// app rolls) and then play the card.
func TestMeksCardDice(t *testing.T) {
	p, _ := meksPage(t)
	if err := startCampaign(100, p.defaults()); err != nil {
		t.Fatal(err)
	}
	p.inputs["mek-name"], p.inputs["pilot-name"] = "Hound", "Bo"
	tapAll(t, p, [2]string{"add-mek", ""}, [2]string{"add-pilot", ""}, [2]string{"mount", "medium-laser"}, [2]string{"assign", "Bo"},
		[2]string{"flip", ""}, [2]string{"go", ""}, [2]string{"reveal", ""})
	c, _, _ := meksCampaign()
	if err := c.apply(&meks.DrawEvents{Cards: []string{"battle-scarred", "on-shore-leave"}}); err != nil {
		t.Fatal(err)
	}
	p.target = 1
	n := len(c.rec.Peek().Mission.Foes)
	tapAll(t, p, [2]string{"play", "0"})
	if p.ask == nil || p.ask.sides() != 6 || len(c.rec.Peek().Hand) != 2 {
		t.Fatalf("Battle Scarred played without its die: %+v", p.ask)
	}
	var w kit.Writer
	p.askHTML(&w)
	if !strings.Contains(string(w.HTML()), "Battle Scarred 1D6") || !strings.Contains(string(w.HTML()), `id="die-6"`) {
		t.Errorf("prompt\n%s", w.HTML())
	}
	tapAll(t, p, [2]string{"ask-die", "4"})
	s := c.rec.Peek()
	if p.ask != nil || s.Mission.Foes[1].Damage != 4 || s.Mission.Foes[0].Damage != 0 {
		t.Fatalf("ask %+v, foes %+v", p.ask, s.Mission.Foes)
	}
	tapAll(t, p, [2]string{"play", "0"})
	if p.ask == nil || len(p.ask.names) != n {
		t.Fatalf("On Shore Leave: ask %+v for %d foes", p.ask, n)
	}
	gone := s.Mission.Foes[n-1].Card
	tapAll(t, p, [2]string{"ask-die", strconv.Itoa(n)})
	s = c.rec.Peek()
	if len(s.Mission.Foes) != n-1 || s.FoeDeck.Discard[len(s.FoeDeck.Discard)-1] != gone {
		t.Errorf("die %d: foes %+v, discards %v, want %s gone", n, s.Mission.Foes, s.FoeDeck.Discard, gone)
	}
}

// TestMeksBuild flips the Build cards, buys a Mek and an attachment for it
// (MC paid, refused when short), plays Black Market and Corporate
// Convention from the hand (004 L103-104), and adds a Build card in the
// editor.
func TestMeksBuild(t *testing.T) {
	p, _ := meksPage(t)
	if err := startCampaign(100, p.defaults()); err != nil {
		t.Fatal(err)
	}
	c, _, _ := meksCampaign()
	var w kit.Writer
	p.squadHTML(&w, c.rec.Peek())
	if !strings.Contains(string(w.HTML()), `id="flip-build"`) {
		t.Fatalf("no flip in\n%s", w.HTML())
	}
	// Known cards flipped, so the buys below are known.
	flip := &meks.FlipBuild{Cards: []string{"build-medium-mek-1", "build-large-laser", "build-large-mek", "build-green-pilot-1", "build-armor"}}
	if err := c.apply(flip); err != nil {
		t.Fatal(err)
	}
	p.inputs["buy-name"] = "Hound"
	tapAll(t, p, [2]string{"buy", "0"}, [2]string{"buy", "0"}) // the Mek (60 MC), then the laser on it (30 MC)
	s := c.rec.Peek()
	if m, err := s.Mek("Hound"); err != nil || s.MC != 10 || m.Size != meks.Medium || len(m.Attachments) != 1 || m.Attachments[0] != "large-laser" {
		t.Fatalf("MC %d, Meks %+v", s.MC, s.Meks)
	}
	p.squadTap(c, "buy", "0", 0) // the large Mek, 90 MC
	if !strings.Contains(p.msg, "it costs 90 MC, you have 10 MC") {
		t.Errorf("short of MC: %q", p.msg)
	}
	tapAll(t, p, [2]string{"buy", "1"}) // a green pilot, named by default
	if s = c.rec.Peek(); len(s.Pilots) != 1 || s.Pilots[0].Grade != meks.Green || s.MC != 0 {
		t.Errorf("pilots %+v, MC %d", s.Pilots, s.MC)
	}
	if err := c.apply(&meks.DrawEvents{Cards: []string{"black-market", "corporate-convention"}}); err != nil {
		t.Fatal(err)
	}
	tapAll(t, p, [2]string{"play", "0"})
	if p.black != "black-market" || len(c.rec.Peek().Hand) != 2 {
		t.Fatalf("Black Market played without its pick: %q", p.black)
	}
	w.Reset()
	p.squadHTML(&w, c.rec.Peek())
	if !strings.Contains(string(w.HTML()), `data-act="bm" data-v="build-elite-pilot"`) {
		t.Fatalf("no pick in\n%s", w.HTML())
	}
	market := len(c.rec.Peek().Market)
	tapAll(t, p, [2]string{"bm", "build-elite-pilot"}, [2]string{"play", "0"})
	if s = c.rec.Peek(); len(s.Market) != market+1+4 || s.Market[market] != "build-elite-pilot" || len(s.Hand) != 0 {
		t.Errorf("face-up Build cards %v, hand %v", s.Market, s.Hand)
	}
	n := len(s.Defs.Builds)
	p.cardsTap(c, "bld-new", "", 0)
	p.cardsTap(c, "bgives", "attachment", 0)
	p.cardsTap(c, "batt", "mortar", 0)
	p.inputs["bld-name"], p.inputs["bld-cost"] = "Mortar", "15"
	p.cardsTap(c, "bld-save", "", 0)
	s = c.rec.Peek()
	if b, ok := s.Defs.Build("build-mortar-2"); p.msg != "" || len(s.Defs.Builds) != n+1 || !ok || b.Cost != 15 || b.Attachment != "mortar" || !slices.Contains(s.BuildDeck.Draw, b.ID) {
		t.Fatalf("msg %q, new card %+v in %v", p.msg, b, s.BuildDeck.Draw)
	}
	p.cardsTap(c, "bflip", "", -2)
	if f := c.rec.Peek().Defs.BuildFlip; f != 3 {
		t.Errorf("flip %d after −2", f)
	}
}
