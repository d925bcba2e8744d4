package squad

import (
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/engine/dice"
	"lancemate/engine/meks"
)

// missionHTML is the mission phase: flip three missions, choose one and
// the Meks going, then reveal the foes.
func (p *MeksPage) missionHTML(w *kit.Writer, s *meks.State) {
	w.F(`<section class="panel" id="meks-mission"><h2>Mission</h2>`)
	switch s.Phase {
	case meks.Base:
		n := len(s.Missions.Draw) + len(s.Missions.Discard)
		w.F(`<p class="muted small">Flip the top three Mission cards, then take one or none; %d card%s left in the Mission deck.</p><button class="btn primary big" id="flip" data-act="flip">Flip three missions</button>`, n, kit.Plural(n))
	case meks.Offer:
		sel := p.offered(s)
		w.F(`<div class="mk-grid wide">`)
		for i, id := range s.Offer {
			m, _ := s.Defs.Mission(id)
			w.F(`<button class="unit%s" id="mission-%d" data-act="mission" data-v="%s"><b>%s</b><span class="ustat">Threat %d: %d foe%s · %s · pays %d MC</span></button>`,
				kit.On(id == sel), i, id, m.Name, m.Threat, m.Threat, kit.Plural(m.Threat), m.Type, meks.PayPerThreat*m.Threat)
		}
		w.F(`</div><p class="muted small">Meks going, each with its one pilot:</p><div class="mk-grid">`)
		for i, m := range s.Meks {
			if !m.Destroyed {
				w.F(`<button class="chip small%s" id="going-%d" data-act="going" data-v="%s">%s</button>`, kit.On(!p.left[m.Name]), i, m.Name, m.Name)
			}
		}
		name := ""
		if m, ok := s.Defs.Mission(sel); ok {
			name = m.Name
		}
		w.F(`</div><button class="btn primary big" id="go" data-act="go">Go: %s</button><button class="btn" id="no-mission" data-act="no-mission">Take no mission</button>`, name)
	case meks.Foes:
		m, _ := s.Defs.Mission(s.Mission.Card)
		w.F(`<p id="meks-taken"><b>%s</b> · threat %d · %s · with %s</p>`, m.Name, m.Threat, m.Type, strings.Join(s.Mission.Meks, ", "))
		w.F(`<p class="muted small">Play mission cards (Ambush, Surprise, Allied Units, Salvage) now or during the fight.</p><button class="btn primary big" id="reveal" data-act="reveal">Reveal %d foe%s</button>`, m.Threat, kit.Plural(m.Threat))
	}
	whyHTML(w, "meks-mission-why",
		why{"Flip the top 3 Mission cards; go on one of them or on none; the others are discarded.", "004 L11-14"},
		why{"Each Mek going has exactly one pilot; green pilots cannot pilot large Meks.", "004 L15-18"},
		why{"A mission's threat is the number of Foe cards flipped; a won mission pays 10 MC per threat.", "004 L22-23, L67"})
	w.F(`</section>`)
}

// offered is the selected offered mission, the first when none is.
func (p *MeksPage) offered(s *meks.State) string {
	for _, id := range s.Offer {
		if id == p.mission {
			return id
		}
	}
	if len(s.Offer) > 0 {
		return s.Offer[0]
	}
	return ""
}

// handHTML is the hand of Event cards with play and discard, and a draw.
func (p *MeksPage) handHTML(w *kit.Writer, s *meks.State) {
	w.F(`<section class="panel" id="meks-hand"><h2>Event cards: %d of %d</h2>`, len(s.Hand), meks.HandLimit)
	if over := len(s.Hand) - meks.HandLimit; over > 0 {
		w.F(`<p class="error">Discard %d card%s before the mission ends: the hand holds at most %d.</p>`, over, kit.Plural(over), meks.HandLimit)
	}
	w.F(`<ul class="mk-list">`)
	for i, id := range s.Hand {
		ev, _ := s.Defs.Event(id)
		w.F(`<li><span><b>%s</b> <span class="muted small">%s</span></span><span class="mk-btns"><button class="btn small" id="play-%d" data-act="play" data-v="%[3]d">Play</button><button class="btn small" id="discard-%[3]d" data-act="discard" data-v="%[3]d">Discard</button></span></li>`,
			ev.Name, ev.Text, i)
	}
	w.F(`</ul>`)
	if len(s.Hand) > 0 {
		w.F(`<p class="muted small">A card that targets a foe takes the foe selected in the fight; one that targets a Mek, the Mek selected in the squad.</p>`)
	}
	w.F(`<button class="btn" id="draw-event" data-act="draw">Draw an event card</button>`)
	whyHTML(w, "meks-hand-why",
		why{"Event cards help the squad: Battle Scarred, Out of Ammo, Immobilized and Gyros Damaged target a foe; Head Hit destroys a foe Mek that a squad weapon hits.", "004 L105-115; Note player-cards"},
		why{"The hand holds at most 8 cards, checked when the mission ends.", "004 L86; Note hand-limit"})
	w.F(`</section>`)
}

// debriefHTML is the debriefing (outcome, pay, pilot rolls) and the
// repair phase.
func (p *MeksPage) debriefHTML(w *kit.Writer, s *meks.State) {
	m := s.Mission
	mc, _ := s.Defs.Mission(m.Card)
	w.F(`<section class="panel" id="meks-debrief"><h2>Debriefing: %s</h2><p id="meks-outcome">`, mc.Name)
	switch m.Outcome {
	case meks.Won:
		w.F(`Every foe destroyed: the mission pays %d MC × threat %d`, meks.PayPerThreat, mc.Threat)
		if m.Bonus > 0 {
			w.F(` + %d MC bonus`, m.Bonus)
		}
		w.F(` = %d MC.`, meks.PayPerThreat*mc.Threat+m.Bonus)
	case meks.Retreated:
		w.F(`The squad retreated: no pay, no pilot rolls.`)
	default:
		w.F(`The squad was destroyed: no pay.`)
	}
	w.F(`</p>`)
	if s.Phase == meks.Debrief {
		p.advanceHTML(w, s)
	} else {
		w.F(`<p id="meks-pay"><b>Paid %d MC.</b> Balance %d MC.</p>`, m.Pay, s.MC)
	}
	reasons := []why{{"Destroy every foe and the mission pays 10 MC × its threat; a squad that retreated or was destroyed is not paid.", "004 L65-67"},
		{"If the squad and the last foes are destroyed in the same step, the squad counts as destroyed: no pay.", "004 L65-66; Note mutual-destruction"}}
	for _, r := range meks.Advances {
		reasons = append(reasons, why{fmt.Sprintf("A %s pilot advances on 1D6 %s: to %s, with a %s skill.", r.From, rollRange(r.Max), r.To, r.Skill), r.Cite})
	}
	whyHTML(w, "meks-debrief-why", reasons...)
	w.F(`</section>`)
	if s.Phase == meks.Repair {
		repairHTML(w, s)
		w.F(`<button class="btn primary big" id="end-mission" data-act="end">End the mission</button>`)
	}
}

// rollRange is the faces of a die that succeed, up to max: "1", "1-2".
func rollRange(max int) string {
	if max <= 1 {
		return "1"
	}
	return fmt.Sprintf("1-%d", max)
}

// advanceHTML asks for each pilot's advancement roll (004 L69-78): the
// app's die or a typed face, and a chosen skill where the table says so.
func (p *MeksPage) advanceHTML(w *kit.Writer, s *meks.State) {
	crew := p.crewRolls(s)
	for i, a := range crew {
		pl, _ := s.Pilot(a.Pilot)
		row := pl.Grade.Row()
		w.F(`<div class="mk-adv" id="adv-%d"><p><b>%s</b> (%s): on 1D6 %s → %s, %s skill</p><div class="faces">`,
			i, pl.Name, pl.Grade, rollRange(row.Max), row.To, row.Skill)
		for f := 1; f <= 6; f++ {
			w.F(`<button class="face%s" id="adv-%d-%d" data-act="adv" data-i="%[2]d" data-v="%[3]d" aria-pressed="%t">%[3]d</button>`, kit.On(a.Roll == f), i, f, a.Roll == f)
		}
		w.F(`</div>`)
		if open := s.OpenSkills(pl); a.Roll > 0 && a.Roll <= row.Max && row.Skill == meks.SkillChosen && len(open) > 0 {
			w.F(`<div class="mk-grid">`)
			for k, name := range open {
				w.F(`<button class="chip small%s" id="advskill-%d-%d" data-act="advskill" data-i="%[2]d" data-v="%[4]s">%[4]s</button>`, kit.On(a.Skill == name), i, k, name)
			}
			w.F(`</div>`)
		}
		w.F(`</div>`)
	}
	label := "Debrief"
	if len(crew) > 0 {
		label = "Debrief (the app rolls any die not tapped)"
	}
	w.F(`<button class="btn primary big" id="debrief" data-act="debrief">%s</button>`, label)
}

// crewRolls keeps one advancement per pilot who rolls.
func (p *MeksPage) crewRolls(s *meks.State) []meks.Advancement {
	crew := s.Crew()
	if len(p.adv) != len(crew) {
		p.adv = make([]meks.Advancement, len(crew))
	}
	for i, name := range crew {
		if p.adv[i].Pilot != name {
			p.adv[i] = meks.Advancement{Pilot: name}
		}
	}
	return p.adv
}

// repairHTML offers repairs at 1 MC a point (004 L80-81): a point, or
// all of a Mek's damage, each button saying what it charges.
func repairHTML(w *kit.Writer, s *meks.State) {
	w.F(`<section class="panel" id="meks-repair"><h2>Repair: %d MC a point</h2>`, meks.RepairPrice(1))
	offers := s.RepairOffers()
	for i, o := range offers {
		w.F(`<div class="mk-repair" id="repair-%d"><span><b>%s</b> %d damage</span><span class="mk-btns"><button class="btn small" id="repair-%[1]d-1" data-act="repair" data-v="%[2]s" data-n="1">1 point (%[4]d MC)</button>`,
			i, o.Mek, o.Points, meks.RepairPrice(1))
		if o.Points > 1 {
			w.F(`<button class="btn small" id="repair-%d-all" data-act="repair" data-v="%s" data-n="%d">%s</button>`, i, o.Mek, o.Points, o.Label)
		}
		w.F(`</span></div>`)
	}
	if len(offers) == 0 {
		w.F(`<p class="muted" id="meks-norepair">No Mek needs repairs.</p>`)
	}
	whyHTML(w, "meks-repair-why",
		why{"Repairing a point of damage costs 1 MC.", "004 L80-81"},
		why{"A unit reduced to zero hits is destroyed and cannot be repaired.", "004 L62"})
	w.F(`</section>`)
}

// missionTap handles the mission, hand, debriefing and repair buttons; it
// reports whether act was one of them.
func (p *MeksPage) missionTap(c *campaign, act, v string, n int, ds app.Value) bool {
	s := c.rec.Peek()
	switch act {
	case "flip":
		p.play(c, &meks.FlipMissions{})
	case "mission":
		p.mission = v
	case "going":
		p.left[v] = !p.left[v]
	case "go":
		ev := &meks.ChooseMission{Card: p.offered(s)}
		for _, m := range s.Meks {
			if !m.Destroyed && !p.left[m.Name] {
				ev.Meks = append(ev.Meks, m.Name)
			}
		}
		p.play(c, ev)
	case "no-mission":
		p.play(c, &meks.ChooseMission{})
	case "reveal":
		if p.play(c, &meks.RevealFoes{}); p.msg == "" {
			p.target = 0
		}
	case "draw":
		p.play(c, &meks.DrawEvents{Count: 1})
	case "discard":
		if n < len(s.Hand) {
			p.play(c, &meks.Discard{Cards: []string{s.Hand[n]}})
		}
	case "play":
		if n < len(s.Hand) {
			p.playCard(c, s.Hand[n])
		}
	case "debrief":
		p.debrief(c)
	case "repair":
		points, _ := strconv.Atoi(ds.Get("n").String())
		p.report(c.apply(&meks.RepairMek{Mek: v, Points: points}))
	case "end":
		p.report(c.apply(&meks.EndMission{}))
	case "ask-roll", "ask-die":
		if p.ask != nil {
			p.askTap(c, act, n)
		}
	case "ask-cancel":
		p.ask = nil
	default:
		return false
	}
	return true
}

// playCard plays an Event card: on the selected foe or Mek, its dice
// (1D6, a random foe) rolled or typed, a support attack through the dice
// prompt.
func (p *MeksPage) playCard(c *campaign, card string) {
	s := c.rec.Peek()
	ev, _ := s.Defs.Event(card)
	pe := &meks.PlayEvent{Card: card}
	switch ev.Effect {
	case meks.EffectSupport:
		foe := p.target
		pe.Foe = &foe
		p.startAttack(c, pe)
		return
	case meks.EffectScarred, meks.EffectOutOfAmmo, meks.EffectImmobilized, meks.EffectGyros:
		foe := p.target
		pe.Foe = &foe
	case meks.EffectMaintenance:
		pe.Mek = p.selectedMek(s)
	case meks.EffectBlackMarket:
		if s.Phase == meks.Base && len(s.BuildDeck.Draw)+len(s.BuildDeck.Discard) > 0 {
			p.black, p.note = card, "Black Market: pick its card in the Build phase below."
			return
		}
	}
	if ev.Effect == meks.EffectScarred || ev.Effect == meks.EffectMaintenance {
		pe.Die = 1 // any face, to check the card can be played before its die
		if _, err := c.rec.Try(pe); err != nil {
			p.report(err)
			return
		}
		pe.Die = 0
	}
	p.play(c, pe)
}

// debrief rolls the advancement dice not typed (into the roll log) and
// applies the debriefing.
func (p *MeksPage) debrief(c *campaign) {
	s := c.rec.Peek()
	rolls := p.crewRolls(s)
	for i := range rolls {
		if rolls[i].Roll == 0 {
			r := dice.D6.Roll(session.Dice())
			p.logRoll("Meks: advancement roll for "+rolls[i].Pilot, 0, r)
			rolls[i].Roll = r.Total
		}
	}
	if p.play(c, &meks.Debriefing{Rolls: rolls}); p.msg == "" && p.ask == nil {
		p.adv = nil
	}
}

// advTap takes a typed advancement die or a chosen skill.
func (p *MeksPage) advTap(c *campaign, act string, i int, v string) {
	rolls := p.crewRolls(c.rec.Peek())
	if i < 0 || i >= len(rolls) {
		return
	}
	if act == "advskill" {
		rolls[i].Skill = v
		return
	}
	f, _ := strconv.Atoi(v)
	r, err := dice.D6.Typed(f)
	if err != nil {
		p.report(err)
		return
	}
	p.logRoll("Meks: advancement roll for "+rolls[i].Pilot+" (typed)", 0, r)
	rolls[i].Roll, rolls[i].Skill = f, ""
}

// logRoll puts a roll in the persistent roll log with its purpose.
func (p *MeksPage) logRoll(purpose string, target int, r dice.Roll) {
	if _, err := session.RecordRoll(purpose, target, r); err != nil {
		p.msg = fmt.Sprintf("The roll was not saved in the roll log: %v", err)
	}
}

// meksAsk is a die an event waits for, rolled by the app or typed like
// every other die: the 1D6 of Battle Scarred or Field Maintenance
// (004 L105, L122), or a die over names: the random foe of On Shore Leave
// (004 L106), a random skill of an advancement (004 L72-75).
type meksAsk struct {
	ev    meks.Event
	what  string
	names []string // what each face picks; none for a plain 1D6
	put   func(face int)
}

// sides is the die of the ask.
func (a *meksAsk) sides() int {
	if len(a.names) > 0 {
		return len(a.names)
	}
	return 6
}

// askFor is the first die ev still waits for in state s, or nil.
func askFor(s *meks.State, ev meks.Event) *meksAsk {
	switch e := ev.(type) {
	case *meks.PlayEvent:
		card, _ := s.Defs.Event(e.Card)
		switch {
		case (card.Effect == meks.EffectScarred || card.Effect == meks.EffectMaintenance) && e.Die == 0:
			return &meksAsk{ev: ev, what: card.Name + " 1D6", put: func(f int) { e.Die = f }}
		case card.Effect == meks.EffectDiscardFoe && e.Foe == nil && s.Mission != nil && len(s.Mission.Foes) > 0:
			a := &meksAsk{ev: ev, what: card.Name + ": the random foe", put: func(f int) { i := f - 1; e.Foe = &i }}
			for i := range s.Mission.Foes {
				a.names = append(a.names, s.FoeCard(&s.Mission.Foes[i]).Name)
			}
			return a
		}
	case *meks.Debriefing:
		for i := range e.Rolls {
			r := &e.Rolls[i]
			pl, err := s.Pilot(r.Pilot)
			if err != nil {
				continue
			}
			row, open := pl.Grade.Row(), s.OpenSkills(pl)
			if r.Roll <= row.Max && row.Skill == meks.SkillRandom && r.Skill == "" && len(open) > 0 {
				return &meksAsk{ev: ev, what: r.Pilot + "'s random skill", names: open, put: func(f int) { r.Skill = open[f-1] }}
			}
		}
	}
	return nil
}

// askHTML is the prompt of the die an event waits for: the app's roll, or
// the face of the player's own die.
func (p *MeksPage) askHTML(w *kit.Writer) {
	a := p.ask
	n := a.sides()
	// A plain 1D6 gets the faces of the attack prompt; a die over names
	// the chips of the random Mek prompt, which fit long names.
	grid, face := fmt.Sprintf("faces mk-faces%d", n), "face"
	if len(a.names) > 0 {
		grid, face = "mk-grid", "chip small"
	}
	w.F(`<section class="panel prompt" id="meks-prompt" data-side="squad"><h2>%s</h2><p id="atk-need">Roll 1D%d, or tap the face of your own die:</p><button class="btn primary big" id="roll-dice" data-act="ask-roll">Roll 1D%[2]d</button><div class="%s">`, a.what, n, grid)
	for f := 1; f <= n; f++ {
		label := ""
		if len(a.names) > 0 {
			label = " " + a.names[f-1]
		}
		w.F(`<button class="%s" id="die-%d" data-act="ask-die" data-v="%[2]d">%[2]d%s</button>`, face, f, label)
	}
	w.F(`</div><button class="btn" id="atk-cancel" data-act="ask-cancel">Cancel</button></section>`)
}

// askTap takes the die of the ask, rolled or typed, and plays its event
// (which may ask for the next die).
func (p *MeksPage) askTap(c *campaign, act string, face int) {
	a := p.ask
	die := dice.Expr{Count: 1, Sides: a.sides()}
	r, err := die.Typed(face)
	if act == "ask-roll" {
		r, err = die.Roll(session.Dice()), nil
	}
	if err != nil {
		p.report(err)
		return
	}
	p.logRoll("Meks: "+a.what+typedNote(act == "ask-die"), 0, r)
	a.put(r.Total)
	p.ask = nil
	p.play(c, a.ev)
}
