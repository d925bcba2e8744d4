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
	// A step with nothing left to do ends by itself: the player never taps
	// End the step (the hand is empty, so no card holds a step open), and
	// every state the player sees waits for them.
	steps := 0
	for i := 0; s.Phase == meks.Engage && i < 2000; i++ {
		p.msg = ""
		as := s.Attackers()
		if len(as) == 0 {
			p.fightTap(c, "next", "", 0, nil)
			steps++
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
		if s = c.rec.Peek(); !s.StepNeedsInput() {
			t.Fatalf("round %d %s waits for nothing, yet the page stopped there", s.Mission.Round, s.Mission.Step)
		}
	}
	auto := 0
	for _, a := range c.auto {
		if a {
			auto++
		}
	}
	if steps != 0 || auto == 0 {
		t.Errorf("%d End the step taps, %d steps ended by themselves", steps, auto)
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
	if r == c || !reflect.DeepEqual(r.lines, lines) || !reflect.DeepEqual(r.auto, c.auto) || !reflect.DeepEqual(r.rec.State(), state) {
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
	p.fightHTML(&w, c, c.rec.Peek())
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

// engaged starts a campaign with Pup (small) and Brute (large), each with
// a Hatchet (PB) and a pilot, on Assault Outpost against a Support Mek
// (LR missiles, round 1 only), a Light Mek (MR) and Infantry (SR).
func engaged(t *testing.T, p *MeksPage) *campaign {
	t.Helper()
	if err := startCampaign(100, p.defaults()); err != nil {
		t.Fatal(err)
	}
	c, _, _ := meksCampaign()
	for _, ev := range []meks.Event{
		&meks.AddMek{Name: "Pup", Size: meks.Small}, &meks.AddMek{Name: "Brute", Size: meks.Large},
		&meks.Mount{Mek: "Pup", Attachment: "hatchet"}, &meks.Mount{Mek: "Brute", Attachment: "hatchet"},
		&meks.AddPilot{Name: "Cy"}, &meks.AddPilot{Name: "Ann", Grade: meks.Regular},
		&meks.Assign{Mek: "Pup", Pilot: "Cy"}, &meks.Assign{Mek: "Brute", Pilot: "Ann"},
		&meks.FlipMissions{Cards: []string{"assault-outpost", "patrol-wastelands", "defend-transport"}},
		&meks.ChooseMission{Card: "assault-outpost", Meks: []string{"Pup", "Brute"}},
		&meks.RevealFoes{Cards: []string{"support-mek", "light-mek", "infantry"}},
	} {
		if err := c.apply(ev); err != nil {
			t.Fatalf("%s: %v", ev.Type(), err)
		}
	}
	return c
}

// fightPage is the fight as the page writes it.
func fightPage(p *MeksPage, c *campaign) string {
	var w kit.Writer
	p.fightHTML(&w, c, c.rec.Peek())
	return string(w.HTML())
}

// TestMeksFoeOdds: a foe attack on a Mek not rolled yet shows no odds
// and no size modifier (004 L36, L42-43); once the die names the Mek, the
// prompt shows its odds with the Mek's size.
func TestMeksFoeOdds(t *testing.T) {
	p, _ := meksPage(t)
	c := engaged(t, p)
	html := fightPage(p, c)
	i := strings.Index(html, "Support Mek → a random Mek")
	if i < 0 {
		t.Fatalf("no foe attack on a random Mek in\n%s", html)
	}
	row := html[i:]
	row = row[:strings.Index(row, "</li>")]
	if !strings.Contains(row, "odds once the Mek is rolled") || strings.Contains(row, "%") || strings.Contains(row, " Mek</li>") {
		t.Errorf("the random Mek's attack shows odds or a size modifier:\n%s", row)
	}
	as := c.rec.Peek().Attackers()
	k := slices.IndexFunc(as, func(a meks.Attacker) bool { return a.Kind == "foe" })
	p.openAttack(c, k)
	p.fightTap(c, "pickmek", "1", 1, nil) // the die names Brute, large: +1 to be hit
	var w kit.Writer
	p.promptHTML(&w, c.rec.Peek())
	prompt := string(w.HTML())
	// LR -1, missiles +1, large Mek +1: 1D10+1, 5+ to hit: 70%.
	if !strings.Contains(prompt, "Support Mek → Brute") || !strings.Contains(prompt, "1D10+1, 5+ to hit: <strong>70.0%") || !strings.Contains(prompt, "large Mek") {
		t.Errorf("the prompt once Brute is rolled:\n%s", prompt)
	}
}

// TestMeksIdleSteps: after the round's only attacks, the steps with
// nothing to do end by themselves and the fight shows what the tap did;
// one undo takes back the attack with the steps it ended, one redo brings
// them back; retreat is offered until the round's first attack.
func TestMeksIdleSteps(t *testing.T) {
	p, _ := meksPage(t)
	c := engaged(t, p)
	s := c.rec.Peek()
	if s.Mission.Step != meks.LR || !strings.Contains(fightPage(p, c), `id="retreat"`) {
		t.Fatalf("step %s; the fight before any attack offers no retreat", s.Mission.Step)
	}
	before, events := c.rec.State(), c.rec.Len()
	// The Support Mek misses Pup: the LR step has nothing left.
	as := s.Attackers()
	if len(as) != 1 || as[0].Kind != "foe" {
		t.Fatalf("LR attacks: %+v", as)
	}
	p.openAttack(c, 0)
	p.fightTap(c, "pickmek", "0", 0, nil)
	p.typeDie(c, 1)
	s = c.rec.Peek()
	if s.Mission.Step != meks.MR || c.rec.Len() != events+2 || !c.auto[events+1] || c.auto[events] {
		t.Fatalf("after the LR step's last attack: step %s, %d events (auto %v)", s.Mission.Step, c.rec.Len()-events, c.auto[events:])
	}
	html := fightPage(p, c)
	if strings.Contains(html, `id="retreat"`) {
		t.Error("retreat offered after the round's first attack")
	}
	newest := html[strings.Index(html, `class="mk-result on"`):]
	newest = newest[:strings.Index(newest, "</li>")]
	if !strings.Contains(newest, "Support Mek on Pup: 1-1 = 0, miss") || !strings.Contains(newest, "Round 1, Long Range step over") {
		t.Errorf("the fight's newest result:\n%s", newest)
	}
	after := c.rec.State()
	if err := c.undo(); err != nil || !reflect.DeepEqual(c.rec.State(), before) || len(c.lines) != events {
		t.Fatalf("undo: %v; back to the state before the attack: %v", err, reflect.DeepEqual(c.rec.State(), before))
	}
	if err := c.redo(); err != nil || !reflect.DeepEqual(c.rec.State(), after) {
		t.Fatalf("redo: %v; the state after the attack and its step: %v", err, reflect.DeepEqual(c.rec.State(), after))
	}
}

// TestMeksRepairLabel: the repair buttons say what they charge, 1 MC a
// point (004 L81), for every Mek (the label once showed the Mek's place
// in the squad as its cost), and charge it.
func TestMeksRepairLabel(t *testing.T) {
	p, _ := meksPage(t)
	c := engaged(t, p)
	s := c.rec.Peek()
	for i := range s.Mission.Foes {
		s.Mission.Foes[i].Destroyed = true // a won mission, set by hand
	}
	s.Mission.Outcome, s.Phase = meks.Won, meks.Repair
	m, _ := s.Mek("Brute") // the second Mek
	m.Damage = 7
	var w kit.Writer
	repairHTML(&w, s)
	html := string(w.HTML())
	if !strings.Contains(html, ">All 7 (7 MC)</button>") || !strings.Contains(html, ">1 point (1 MC)</button>") {
		t.Fatalf("repair buttons:\n%s", html)
	}
	mc, o := s.MC, s.RepairOffers()[0]
	if err := c.apply(&meks.RepairMek{Mek: o.Mek, Points: o.Points}); err != nil {
		t.Fatal(err)
	}
	if s = c.rec.Peek(); s.MC != mc-o.Cost || o.Cost != 7 {
		t.Errorf("%q charged %d MC", o.Label, mc-s.MC)
	}
}

// TestMeksSteppers: each stepper shows the value it holds (the start's MC
// once showed its step, 10, while holding 100; the Build flip showed 1
// while holding 5).
func TestMeksSteppers(t *testing.T) {
	p, _ := meksPage(t)
	var w kit.Writer
	p.startHTML(&w)
	if html := string(w.HTML()); !strings.Contains(html, `id="mc-val" aria-labelledby="mc-lbl">100</output>`) || !strings.Contains(html, "with 100 MC") {
		t.Errorf("start:\n%s", html)
	}
	if err := startCampaign(100, p.defaults()); err != nil {
		t.Fatal(err)
	}
	c, _, _ := meksCampaign()
	p.cardsTap(c, "bflip", "", 0) // the stepper's − and + are ±1
	for _, v := range []int{5, -1} {
		w.Reset()
		p.cardsHTML(&w, c.rec.Peek())
		held := c.rec.Peek().Defs.BuildFlip
		if !strings.Contains(string(w.HTML()), `id="bflip-val" aria-labelledby="bflip-lbl">`+strconv.Itoa(held)+`</output>`) {
			t.Errorf("Build flip holds %d, shows\n%s", held, w.HTML())
		}
		p.cardsTap(c, "bflip", "", v)
	}
}

// TestMeksBuildCards: a Build card's line says what it gives (size, hits,
// range, slots, grade), never its name twice.
func TestMeksBuildCards(t *testing.T) {
	p, _ := meksPage(t)
	if err := startCampaign(100, p.defaults()); err != nil {
		t.Fatal(err)
	}
	c, _, _ := meksCampaign()
	if err := c.apply(&meks.FlipBuild{Cards: []string{"build-machine-gun", "build-medium-mek-1", "build-green-pilot-1", "build-armor", "build-mortar"}}); err != nil {
		t.Fatal(err)
	}
	var w kit.Writer
	p.squadHTML(&w, c.rec.Peek())
	html := string(w.HTML())
	for _, want := range []string{
		"<b>Machine Gun</b> <span class=\"muted small mk-gives\" data-gives=\"attachment\">small ballistic weapon, Point Blank (PB), 1 slot</span>",
		"data-gives=\"mek\">medium Mek: 20 hits, holds 4 small attachments</span>",
		"data-gives=\"pilot\">green: no large Mek; Regular on a debriefing roll of 1-2</span>",
		"data-gives=\"attachment\">medium area indirect weapon, Long Range (LR), 2 slots</span>",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("no %s in\n%s", want, html)
		}
	}
	if strings.Contains(html, "Machine Gun</b> <span class=\"muted small mk-gives\" data-gives=\"attachment\">Machine Gun") {
		t.Error("the Machine Gun card names itself twice")
	}
}

// TestMeksFreeMarked: Meks, pilots and attachments added without paying
// sit in the panel marked as setup or free play, each button saying
// "free"; the refit panel mounts nothing.
func TestMeksFreeMarked(t *testing.T) {
	p, _ := meksPage(t)
	if err := startCampaign(100, p.defaults()); err != nil {
		t.Fatal(err)
	}
	p.inputs["mek-name"] = "Hound"
	tapAll(t, p, [2]string{"add-mek", ""})
	c, _, _ := meksCampaign()
	var w kit.Writer
	p.squadHTML(&w, c.rec.Peek())
	html := string(w.HTML())
	setup, refit := html[strings.Index(html, `id="meks-setup"`):], html[strings.Index(html, `id="meks-refit"`):]
	refit = refit[:strings.Index(refit, "</section>")]
	if !strings.Contains(setup, "Setup and free play") || !strings.Contains(setup, "nothing here is paid for") {
		t.Errorf("setup panel:\n%s", setup)
	}
	for _, want := range []string{`data-act="add-mek">Add Mek, free<`, `data-act="add-pilot">Add pilot, free<`, `Mount on Hound, free`, `id="mount-machine-gun"`} {
		if !strings.Contains(setup, want) {
			t.Errorf("no %s in the setup panel", want)
		}
	}
	if strings.Contains(refit, `data-act="mount"`) {
		t.Errorf("the refit panel mounts for free:\n%s", refit)
	}
}

// TestMeksPlayerWords renders every phase of a campaign: nothing outside
// a "Why?" or the rules notes cites the seed or a note, and no format
// slip ("%!") reaches the page.
func TestMeksPlayerWords(t *testing.T) {
	p, _ := meksPage(t)
	check := func(when string) {
		t.Helper()
		v, ok := p.content().(*kit.View)
		if !ok {
			t.Fatalf("%s: the page is not ready", when)
		}
		html := string(v.HTML)
		if strings.Contains(html, "%!") {
			t.Errorf("%s: a format slip in\n%s", when, html)
		}
		main := html
		for {
			i := strings.Index(main, "<details")
			if i < 0 {
				break
			}
			j := strings.Index(main[i:], "</details>")
			main = main[:i] + main[i+j+len("</details>"):]
		}
		for _, cite := range []string{" L1", " L2", " L3", " L4", " L5", " L6", " L7", " L8", " L9", "(Note ", "Note player", "digest G"} {
			if k := strings.Index(main, cite); k >= 0 {
				t.Errorf("%s: %q in the main line: …%s…", when, cite, main[max(0, k-80):min(len(main), k+40)])
			}
		}
	}
	check("start")
	c := engaged(t, p)
	check("fight")
	p.openAttack(c, 0)
	check("foe attack")
	p.fightTap(c, "pickmek", "0", 0, nil)
	check("foe attack on Pup")
	p.atk = nil
	for _, phase := range []string{"foes", "offer", "base"} {
		if err := c.undo(); err != nil {
			t.Fatal(err)
		}
		check(phase)
	}
	p.mek = "Brute"
	p.squadTap(c, "assign", "Cy", 0) // refused: Cy pilots Pup (004 L17)
	if !strings.Contains(p.msg, "(004 L17)") {
		t.Fatalf("refusal %q", p.msg)
	}
	check("refusal")
	for _, tab := range []string{"cards", "log"} {
		p.tab = tab
		check(tab)
	}
}

// TestSplitCites takes citations out of engine messages.
func TestSplitCites(t *testing.T) {
	for _, tc := range []struct{ in, text, cites string }{
		{`Mek "Brute": no room for Machine Gun (small, 1 slots): 0 of 6 slots free (004 L5-9)`, `Mek "Brute": no room for Machine Gun (small, 1 slots): 0 of 6 slots free`, "004 L5-9"},
		{"end the mission: the hand holds 9 Event cards; discard 1 (at most 8, 004 L86)", "end the mission: the hand holds 9 Event cards; discard 1 (at most 8)", "004 L86"},
		{"Hound: weapons of this range (004 L39-41, L56-58). Next (Note retreat)", "Hound: weapons of this range. Next", "004 L39-41, L56-58|Note retreat"},
		{"Point Blank (PB) and (L) stay", "Point Blank (PB) and (L) stay", ""},
		{"unclosed (004 L1", "unclosed (004 L1", ""},
	} {
		text, cites := splitCites(tc.in)
		if text != tc.text || strings.Join(cites, "|") != tc.cites {
			t.Errorf("splitCites(%q) = %q, %q; want %q, %q", tc.in, text, cites, tc.text, tc.cites)
		}
	}
}
