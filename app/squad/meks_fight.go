package squad

import (
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/engine/dice"
	"lancemate/engine/meks"
)

// meksAttack is an attack waiting for its dice: a weapon's (Fire), an
// ally's, a foe's or a support card's.
type meksAttack struct {
	ev   meks.Event
	head bool // play the Head Hit card of the hand if the attack hits
}

// rolls returns the dice the attack carries.
func (a *meksAttack) rolls() *meks.Rolls {
	switch e := a.ev.(type) {
	case *meks.Fire:
		return &e.Rolls
	case *meks.AllyAttack:
		return &e.Rolls
	case *meks.FoeAttack:
		return &e.Rolls
	case *meks.PlayEvent:
		return &e.Rolls
	}
	return &meks.Rolls{}
}

// check is the attack's check in state s; a foe attack has none until its
// Mek is known.
func (a *meksAttack) check(s *meks.State) (meks.Check, error) {
	switch e := a.ev.(type) {
	case *meks.Fire:
		return s.FireCheck(e.Mek, e.Weapon, e.Foe)
	case *meks.AllyAttack:
		return s.AllyCheck(e.Ally, e.Foe)
	case *meks.FoeAttack:
		return s.FoeCheck(e.Foe, e.Second, e.Mek)
	case *meks.PlayEvent:
		return s.SupportCheck(e.Card, *e.Foe)
	}
	return meks.Check{}, fmt.Errorf("not an attack")
}

// Dice an attack waits for, in order.
const (
	needMek   = "mek"   // the random Mek a foe attacks (004 L36)
	needHit   = "hit"   // the 1D10 to-hit roll (004 L35-37)
	needDmg   = "dmg"   // the 1D6 damage roll (004 L49-50)
	needExtra = "extra" // an extra D6 (missiles, support cards; 004 L53)
	needNone  = ""
)

// need says which die the attack waits for.
func (a *meksAttack) need(c meks.Check) string {
	r := a.rolls()
	if f, ok := a.ev.(*meks.FoeAttack); ok && f.Mek == "" {
		return needMek
	}
	switch {
	case r.Roll == 0:
		return needHit
	case !c.Hit(r.Roll):
		return needNone
	case r.Damage == 0:
		return needDmg
	case len(r.Extra) < c.ExtraDice():
		return needExtra
	}
	return needNone
}

// target is the foe our attacks aim at: the one selected, or the first
// still standing.
func (p *MeksPage) foeTarget(s *meks.State) int {
	fs := s.Mission.Foes
	up := func(i int) bool { return i >= 0 && i < len(fs) && meks.Left(s.FoeCard(&fs[i]).Hits, fs[i].Damage) > 0 }
	if up(p.target) {
		return p.target
	}
	for i := range fs {
		if up(i) {
			return i
		}
	}
	return 0
}

// fightHTML is the engagement: the step, the foes (tap one to aim at it),
// what the last taps did, the attack waiting for dice, every attack open
// now with its modifiers and odds, and the buttons that end the step or
// retreat. Steps with nothing to do end by themselves (campaign.settle).
func (p *MeksPage) fightHTML(w *kit.Writer, c *campaign, s *meks.State) {
	m := s.Mission
	tgt := p.foeTarget(s)
	row := m.Step.Row()
	w.F(`<section class="panel" id="meks-engage"><h2>Round %d</h2><div class="mk-steps">`, m.Round)
	for _, st := range meks.Steps {
		w.F(`<span class="%s">%s</span>`, kit.Cls("mk-step", st.Range == m.Step), st.Range)
	}
	w.F(`</div><p class="muted small">%s: targets %+d to hit, weapons of this range %+d damage. Indirect attacks come first.</p>`, row.Name, row.ToHit, row.Damage)
	w.F(`<h3>Foes</h3><div class="units" id="meks-foes">`)
	for i := range m.Foes {
		f := &m.Foes[i]
		fc := s.FoeCard(f)
		w.F(`<button class="unit%s" id="foe-%d" data-act="tgt" data-v="%[2]d"><b>%s</b><span class="ustat">Hits %d/%d · %s · Dam %+d · Evade %+d`,
			kit.On(i == tgt), i, fc.Name, meks.Left(fc.Hits, f.Damage), fc.Hits, fc.Range, fc.Dam, fc.Evade)
		if fc.Second != "" {
			w.F(` · 2nd %s`, fc.Second)
		}
		for _, fl := range []struct {
			on   bool
			text string
		}{{f.Destroyed, "destroyed"}, {!f.Destroyed && meks.Left(fc.Hits, f.Damage) == 0, "down"}, {f.OutOfAmmo, "out of ammo"}, {f.Immobilized, "immobilized"}, {f.Gyros, "gyros damaged"}} {
			if fl.on {
				w.F(` · <em>%s</em>`, fl.text)
			}
		}
		w.F(`</span></button>`)
	}
	w.F(`</div>`)
	for i := range m.Allies {
		w.F(`<p class="small">Ally %d: %s</p>`, i+1, s.FoeCard(&m.Allies[i]).Name)
	}
	whyHTML(w, "meks-engage-why",
		why{"Each round has four steps: Long, Medium, Short Range and Point Blank; a weapon or foe attacks in the step of its range. A step where no one can attack ends by itself.", "004 L28-32"},
		why{"Targets at LR are -1 to hit, at SR +1, at PB +2; LR weapons -1 damage, SR +1, PB +2.", "004 L39-41, L56-58"},
		why{"Indirect attacks come before the other attacks of a step.", "004 L33-34"},
		why{"Each foe attacks one of your Meks at random; its odds are known once the Mek is rolled.", "004 L36; Note random-target"},
		why{"The squad may retreat between rounds, before the round's first attack; no pay.", "004 L26, L66; Note retreat"})
	w.F(`</section>`)
	resultsHTML(w, c)
	if p.atk != nil {
		p.promptHTML(w, s)
		return
	}
	w.F(`<section class="panel" id="meks-attacks"><h2>Attacks now</h2><ul class="pending">`)
	as := s.Attackers()
	for i, a := range as {
		ch := p.attackerCheck(s, a, tgt)
		label := "Attack"
		if a.Kind == "foe" {
			label = "Resolve"
		}
		w.F(`<li><div><b>%s → %s</b>`, ch.Attacker, targetName(ch))
		if a.Indirect {
			w.F(` <em class="indirect">indirect: before all others</em>`)
		}
		w.F(`<br>`)
		checkHTML(w, ch, false)
		w.F(`</div><button class="btn" id="atk-%d" data-act="atk" data-v="%[1]d">%s</button></li>`, i, label)
	}
	w.F(`</ul>`)
	switch {
	case len(as) > 0:
		w.F(`<p class="muted small">Each foe attacks a random Mek; your weapons aim at the foe selected above.</p>`)
	case s.StepNeedsInput():
		w.F(`<p class="muted small" id="meks-idle">No attack left in this step; an Event card in your hand can still be played in it.</p>`)
	case c.stuck():
		w.F(`<p class="muted small" id="meks-idle">No one can attack in a whole round: retreat, or play an Event card.</p>`)
	default:
		w.F(`<p class="muted small" id="meks-idle">Nothing to do in this step.</p>`)
	}
	w.F(`<button class="btn primary big" id="next-step" data-act="next">End the %s step</button>`, row.Name)
	if s.CanRetreat() {
		w.F(`<button class="btn" id="retreat" data-act="retreat">Retreat (no pay)</button>`)
	}
	w.F(`</section>`)
}

// resultsHTML shows what the engagement's last taps did, newest first:
// each the line of the player's event (an attack and its dice, a card)
// with the steps that then ended by themselves. The lines come from the
// saved log, so a reload shows the same.
func resultsHTML(w *kit.Writer, c *campaign) {
	log := c.rec.Log()
	start := len(log)
	for start > 0 {
		if _, ok := log[start-1].(*meks.RevealFoes); ok {
			break
		}
		start--
	}
	var groups [][]int // the events of each tap, oldest first
	for i := start; i < len(c.lines); i++ {
		if len(groups) == 0 || !c.auto[i] {
			groups = append(groups, nil)
		}
		groups[len(groups)-1] = append(groups[len(groups)-1], i)
	}
	w.F(`<section class="panel" id="meks-results" aria-live="polite"><h2>Results</h2>`)
	if len(groups) == 0 {
		w.F(`<p class="muted small">Each attack's dice and damage show here.</p></section>`)
		return
	}
	w.F(`<ol class="mk-results">`)
	for g := len(groups) - 1; g >= 0 && g >= len(groups)-resultTaps; g-- {
		w.F(`<li class="%s">`, kit.Cls("mk-result", g == len(groups)-1))
		for k, i := range groups[g] {
			if k > 0 {
				w.F(`<br><span class="muted">%s</span>`, c.lines[i])
				continue
			}
			w.F(`%s`, c.lines[i])
		}
		w.F(`</li>`)
	}
	w.F(`</ol></section>`)
}

// stuck reports whether the page ended a whole round's steps by itself
// last: no one can attack in any step.
func (c *campaign) stuck() bool {
	n := len(c.auto)
	if n < len(meks.Steps) {
		return false
	}
	for _, a := range c.auto[n-len(meks.Steps):] {
		if !a {
			return false
		}
	}
	return true
}

// resultTaps is how many taps' results the fight shows.
const resultTaps = 3

// attackerCheck is an open attack's check, against the selected foe for
// the squad's attacks.
func (p *MeksPage) attackerCheck(s *meks.State, a meks.Attacker, tgt int) meks.Check {
	var c meks.Check
	var err error
	switch a.Kind {
	case "mek":
		c, err = s.FireCheck(a.Mek, a.Weapon, tgt)
	case "ally":
		c, err = s.AllyCheck(a.Index, tgt)
	default:
		return a.Check
	}
	if err != nil {
		return a.Check
	}
	return c
}

// targetName names an attack's target: a foe's Mek still to be rolled
// is "a random Mek".
func targetName(c meks.Check) string {
	if c.Random {
		return "a random Mek"
	}
	return c.Target
}

// checkHTML is a check's modifiers and its odds to hit (known once the
// target is: a foe's Mek still to be rolled has none yet); full adds the
// damage roll's modifiers and, behind a "Why?", the rules of each.
func checkHTML(w *kit.Writer, c meks.Check, full bool) {
	if p, ok := c.Odds(); ok {
		w.F(`<span class="chance">%s, %d+ to hit: <strong>%s</strong></span>`, dieMod("1D10", c.Bonus()), meks.ToHitNeed, p.Percent())
	} else {
		w.F(`<span class="chance mk-later">%d+ to hit on 1D10: odds once the Mek is rolled (its size counts)</span>`, meks.ToHitNeed)
	}
	w.F(`<ul class="mods">`)
	for _, m := range c.ToHit {
		w.F(`<li><b>%+d</b> %s</li>`, m.Value, m.Label)
	}
	if len(c.ToHit) == 0 {
		w.F(`<li class="muted">no to-hit modifier</li>`)
	}
	w.F(`</ul>`)
	if !full && len(c.Damage) == 0 {
		return
	}
	v := 0
	for _, m := range c.Damage {
		v += m.Value
	}
	w.F(`<span class="small">Damage %s`, dieMod("1D6", v))
	if n := c.ExtraDice(); n > 0 {
		w.F(` +%dD6`, n)
	}
	w.F(`:</span><ul class="mods">`)
	for _, m := range c.Damage {
		if m.Dice > 0 {
			w.F(`<li><b>+%dD6</b> %s</li>`, m.Dice, m.Label)
		} else {
			w.F(`<li><b>%+d</b> %s</li>`, m.Value, m.Label)
		}
	}
	w.F(`</ul>`)
}

// dieMod is a die with its modifier: "1D10", "1D10+2", "1D6-1".
func dieMod(die string, mod int) string {
	if mod == 0 {
		return die
	}
	return fmt.Sprintf("%s%+d", die, mod)
}

// checkWhyHTML is the rules behind a check's modifiers, each with its
// seed lines.
func checkWhyHTML(w *kit.Writer, c meks.Check) {
	var reasons []why
	for _, m := range c.ToHit {
		reasons = append(reasons, why{fmt.Sprintf("%s: %+d to hit.", m.Label, m.Value), m.Cite})
	}
	for _, m := range c.Damage {
		d := fmt.Sprintf("%+d", m.Value)
		if m.Dice > 0 {
			d = fmt.Sprintf("+%dD6", m.Dice)
		}
		reasons = append(reasons, why{fmt.Sprintf("%s: %s damage.", m.Label, d), m.Cite})
	}
	reasons = append(reasons, why{"To hit, the 1D10 roll with its modifiers must be 5 or more; a hit deals 1D6 damage with its modifiers, at least 0.", "004 L35-37, L49; Note min-damage"})
	whyHTML(w, "meks-check-why", reasons...)
}

// promptHTML asks for the dice of the attack under way, one die at a
// time: the app rolls them, or the player taps the faces of their own.
func (p *MeksPage) promptHTML(w *kit.Writer, s *meks.State) {
	a := p.atk
	side := "squad"
	if _, ok := a.ev.(*meks.FoeAttack); ok {
		side = "foe"
	}
	w.F(`<section class="panel prompt" id="meks-prompt" data-side="%s">`, side)
	if f, ok := a.ev.(*meks.FoeAttack); ok && f.Mek == "" {
		up := s.Standing()
		w.F(`<h2>%s attacks</h2><p id="atk-need">Which Mek? Roll 1D%d, or tap the Mek your die names:</p><button class="btn primary big" id="roll-mek" data-act="roll-mek">Roll 1D%[2]d for the Mek</button><div class="mk-grid">`,
			s.FoeCard(&s.Mission.Foes[f.Foe]).Name, len(up))
		for i, name := range up {
			w.F(`<button class="chip small" id="pickmek-%d" data-act="pickmek" data-v="%[1]d">%d %s</button>`, i, i+1, name)
		}
		w.F(`</div><button class="btn" id="atk-cancel" data-act="cancel-atk">Cancel</button></section>`)
		return
	}
	c, err := a.check(s)
	if err != nil {
		w.F(`<p class="error">%s</p><button class="btn" id="atk-cancel" data-act="cancel-atk">Cancel</button></section>`, err.Error())
		return
	}
	r := a.rolls()
	w.F(`<h2>%s → %s</h2>`, c.Attacker, c.Target)
	checkHTML(w, c, true)
	if r.Roll > 0 {
		verdict := "miss"
		if c.Hit(r.Roll) {
			verdict = "hit"
		}
		w.F(`<p id="atk-result"><b>To-hit %d%+d = %d: %s</b></p>`, r.Roll, c.Bonus(), r.Roll+c.Bonus(), verdict)
	}
	if p.headHitCard(s, a) != "" {
		w.F(`<button class="chip small%s" id="head-hit" data-act="headhit">Play Head Hit on a hit</button>`, kit.On(a.head))
	}
	sides, what := 6, "Damage roll (1D6)"
	switch a.need(c) {
	case needHit:
		sides, what = 10, "To-hit roll (1D10)"
	case needExtra:
		what = "Extra damage die (1D6)"
	}
	w.F(`<p id="atk-need">%s</p><button class="btn primary big" id="roll-dice" data-act="roll-dice">Roll the dice</button><p class="muted small">Or tap the face of your own die:</p><div class="faces mk-faces%d">`, what, sides)
	for f := 1; f <= sides; f++ {
		w.F(`<button class="face" id="die-%d" data-act="die" data-v="%[1]d">%[1]d</button>`, f)
	}
	w.F(`</div><button class="btn" id="atk-cancel" data-act="cancel-atk">Cancel</button>`)
	checkWhyHTML(w, c)
	w.F(`</section>`)
}

// headHitCard is a Head Hit card of the hand that a weapon attack on a
// foe Mek could play, or "".
func (p *MeksPage) headHitCard(s *meks.State, a *meksAttack) string {
	f, ok := a.ev.(*meks.Fire)
	if !ok || f.Foe >= len(s.Mission.Foes) || !s.FoeCard(&s.Mission.Foes[f.Foe]).Mek {
		return ""
	}
	for _, id := range s.Hand {
		if ev, _ := s.Defs.Event(id); ev.Effect == meks.EffectHeadHit {
			return id
		}
	}
	return ""
}

// fightTap handles the engagement's and the debriefing's buttons; it
// reports whether act was one of them.
func (p *MeksPage) fightTap(c *campaign, act, v string, n int, ds app.Value) bool {
	s := c.rec.Peek()
	switch act {
	case "tgt":
		p.target = n
	case "atk":
		p.openAttack(c, n)
	case "roll-mek":
		up := s.Standing()
		r := dice.Expr{Count: 1, Sides: len(up)}.Roll(session.Dice())
		p.pickMek(c, r, false)
	case "pickmek":
		r, err := dice.Expr{Count: 1, Sides: len(s.Standing())}.Typed(n + 1)
		if err == nil {
			p.pickMek(c, r, true)
		}
	case "roll-dice":
		p.rollAttack(c)
	case "die":
		p.typeDie(c, n)
	case "headhit":
		if p.atk != nil {
			p.atk.head = !p.atk.head
		}
	case "cancel-atk":
		p.atk = nil
	case "next":
		p.report(c.apply(&meks.NextStep{}))
	case "retreat":
		p.report(c.apply(&meks.Retreat{}))
	case "adv", "advskill":
		i, _ := strconv.Atoi(ds.Get("i").String())
		p.advTap(c, act, i, v)
	default:
		return false
	}
	return true
}

// openAttack starts open attack number i of the step.
func (p *MeksPage) openAttack(c *campaign, i int) {
	s := c.rec.Peek()
	as := s.Attackers()
	if i < 0 || i >= len(as) {
		return
	}
	a, tgt := as[i], p.foeTarget(s)
	switch a.Kind {
	case "mek":
		p.startAttack(c, &meks.Fire{Mek: a.Mek, Weapon: a.Weapon, Foe: tgt})
	case "ally":
		p.startAttack(c, &meks.AllyAttack{Ally: a.Index, Foe: tgt})
	default:
		ev := &meks.FoeAttack{Foe: a.Index, Second: a.Second}
		if up := s.Standing(); len(up) == 1 {
			ev.Mek = up[0]
		}
		p.startAttack(c, ev)
	}
}

// startAttack shows the dice prompt of an attack, or why it cannot be
// made.
func (p *MeksPage) startAttack(c *campaign, ev meks.Event) {
	a := &meksAttack{ev: ev}
	if _, ok := ev.(*meks.FoeAttack); !ok {
		if _, err := a.check(c.rec.Peek()); err != nil {
			p.report(err)
			return
		}
	}
	p.atk = a
}

// pickMek takes the die that names the Mek a foe attacks.
func (p *MeksPage) pickMek(c *campaign, r dice.Roll, typed bool) {
	s := c.rec.Peek()
	f, ok := p.atk.ev.(*meks.FoeAttack)
	up := s.Standing()
	if !ok || r.Total < 1 || r.Total > len(up) {
		return
	}
	name := s.FoeCard(&s.Mission.Foes[f.Foe]).Name
	p.logRoll(fmt.Sprintf("Meks: random Mek for %s's attack%s", name, typedNote(typed)), 0, r)
	f.Mek = up[r.Total-1]
}

func typedNote(typed bool) string {
	if typed {
		return " (typed)"
	}
	return ""
}

// rollAttack rolls every die the attack still needs and makes it.
func (p *MeksPage) rollAttack(c *campaign) {
	for p.atk != nil {
		ch, die, ok := p.nextDie(c)
		if !ok {
			return
		}
		p.takeDie(c, ch, die.Roll(session.Dice()), false)
	}
}

// typeDie takes a face of the player's own die.
func (p *MeksPage) typeDie(c *campaign, face int) {
	ch, die, ok := p.nextDie(c)
	if !ok {
		return
	}
	r, err := die.Typed(face)
	if err != nil {
		p.report(err)
		return
	}
	p.takeDie(c, ch, r, true)
}

// nextDie is the attack's check and the die it waits for (1D10 to hit,
// else 1D6).
func (p *MeksPage) nextDie(c *campaign) (meks.Check, dice.Expr, bool) {
	if p.atk == nil {
		return meks.Check{}, dice.Expr{}, false
	}
	ch, err := p.atk.check(c.rec.Peek())
	if err != nil {
		p.report(err)
		return ch, dice.Expr{}, false
	}
	if p.atk.need(ch) == needHit {
		return ch, dice.D10, true
	}
	return ch, dice.D6, true
}

// takeDie puts one die of the attack in the roll log and in the attack,
// and makes the attack once it has all its dice.
func (p *MeksPage) takeDie(c *campaign, ch meks.Check, r dice.Roll, typed bool) {
	a, rolls := p.atk, p.atk.rolls()
	what := fmt.Sprintf("Meks: %s on %s, ", ch.Attacker, ch.Target)
	switch a.need(ch) {
	case needHit:
		p.logRoll(what+"to-hit"+typedNote(typed), meks.ToHitNeed-ch.Bonus(), r)
		rolls.Roll = r.Total
	case needDmg:
		p.logRoll(what+"damage"+typedNote(typed), 0, r)
		rolls.Damage = r.Total
	case needExtra:
		p.logRoll(what+"extra damage die"+typedNote(typed), 0, r)
		rolls.Extra = append(rolls.Extra, r.Total)
	}
	if a.need(ch) != needNone {
		return
	}
	if f, ok := a.ev.(*meks.Fire); ok && a.head && ch.Hit(rolls.Roll) {
		f.Card = p.headHitCard(c.rec.Peek(), a)
	}
	p.atk = nil
	p.report(c.apply(a.ev))
}
