package dials

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/clicks"
	"lancemate/engine/dice"
	"lancemate/engine/stable"
)

// matchHTML is the match tracker: the turn bar with undo and redo, then
// the step of the match (the dice asked for, setup, a round, the turn
// being played with the acting 'Mech's dials and AP in view, the result),
// what the last event did, the last attack broken down, each 'Mech's
// dials and the log.
func (p *DialsPage) matchHTML(w *kit.Writer) {
	m := dials.current()
	if m == nil {
		w.F(`<section class="panel" id="match-none"><p>No match yet. Enter your figures under Figures, then start a match.</p><button class="btn primary" id="match-new" data-act="new">New match</button></section>`)
		return
	}
	s := m.Peek()
	busy := p.need != nil
	w.F(`<div class="row gamebar"><span class="turn" id="m-status">%s</span>`, status(s))
	w.F(`<button class="btn small" id="m-undo" data-act="undo"%s>Undo</button><button class="btn small" id="m-redo" data-act="redo"%s>Redo</button></div>`,
		kit.Disabled(busy || (m.Len() <= 1 && len(dials.matches) < 2)), kit.Disabled(busy || !m.CanRedo()))
	switch {
	case busy:
		if s.Turn != nil {
			w.F(`<section class="panel dturn" id="m-turn">`)
			actorHTML(w, s)
			w.F(`</section>`)
		}
		kit.DicePromptOdds(w, p.need.Mech, p.need.Purpose, p.need.Expr, odds(p.need), p.faces)
		if p.need.Attack {
			w.F(`<p class="muted small" id="need-dice">Dice 1 and 2 are the white dice, die 3 the black one. A white 2 always misses, a white 12 always hits.</p>`)
		}
	case s.Round == 0:
		p.setupHTML(w, s)
	case s.Over:
		p.resultHTML(w, m)
	case s.Turn == nil:
		roundHTML(w, s)
	default:
		p.turnHTML(w, m)
	}
	if busy || s.Turn == nil {
		reportHTML(w, m)
	}
	if log := m.Log(); len(log) > 0 {
		if a, ok := log[len(log)-1].(*clicks.Act); ok && s.LastAttack != nil && isAttack(a.Action) {
			attackHTML(w, s.LastAttack)
		}
	}
	w.Put(mechsHTML(m))
	w.F(`<button class="btn" id="match-new" data-act="new"%s>New match</button>`, kit.Disabled(busy))
	if p.askNew != "" {
		w.Sheet(kit.Sheet{ID: "new-ask", Title: "Start a new match?", Modal: true,
			Body: kit.Fmt(`<p id="new-ask-why">%s</p><p>This match is kept: Undo on the new match brings it back.</p>`, p.askNew),
			Foot: `<button class="btn primary" id="new-yes" data-act="new" data-v="yes">Start a new match</button><button class="btn" id="new-no" data-act="new-no">Keep this match</button>`})
	}
	if p.askEnd && !s.Over {
		w.Sheet(kit.Sheet{ID: "end-ask", Title: "End the match now?", Modal: true,
			Body: kit.Fmt(`<p id="end-ask-why">%s</p><p>Undo brings the match back.</p>`, endWords(s)),
			Foot: `<button class="btn primary" id="end-yes" data-act="end" data-v="yes">End the match</button><button class="btn" id="end-no" data-act="end-no">Keep playing</button>`})
	}
}

// unsent says why a new match asks first: m is over and a stable whose
// pilots fought has not recorded it, or no stable has. "" when nothing
// is left to send (or m is not over).
func (p *DialsPage) unsent(m *match) string {
	if m == nil || !m.Peek().Over {
		return ""
	}
	r := m.Peek().Result()
	var open []string
	recorded := false
	p.loadStablesOnce()
	for _, st := range p.stables {
		s := st.Peek()
		switch {
		case s.Recorded(m.Key):
			recorded = true
		case len(stable.PlanSend(r, s, m.Key).Record.Pilots) > 0:
			open = append(open, or(s.Name, "(unnamed)"))
		}
	}
	switch {
	case len(open) > 0:
		return "This match's result has not been recorded in " + strings.Join(open, " or ") + " yet."
	case !recorded:
		return "This match's result has not been sent to a stable ledger."
	}
	return ""
}

// reportHTML is what the last event did, line by line.
func reportHTML(w *kit.Writer, m *match) {
	n := len(m.lines)
	if n == 0 {
		return
	}
	lines := logLines(m.lines[n-1])
	if len(lines) == 0 {
		return
	}
	w.F(`<section class="dreport" id="m-report" aria-live="polite" aria-label="Last change"><ul class="lines">`)
	for _, l := range lines {
		w.F(`<li>%s</li>`, l)
	}
	w.F(`</ul></section>`)
}

// logLines are an event's report lines that say something (no blank
// line reaches the page).
func logLines(ls []string) []string {
	out := make([]string, 0, len(ls))
	for _, l := range ls {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// odds are the chances the dice prompt shows for a roll (need.Chance):
// an attack roll's chance to hit each target, the automatic miss and hit
// counted (AttackChance); any other roll's chance of its target.
func odds(need *clicks.NeedDice) []kit.Odds {
	if need.Attack && len(need.Needs) > 0 {
		out := make([]kit.Odds, 0, len(need.Needs))
		for _, t := range need.Needs {
			out = append(out, kit.Odds{What: kit.Fmt("Chance to hit %s, %d+ on 3D6", t.Mech, t.Need), P: clicks.AttackChance(t.Need)})
		}
		return out
	}
	if need.Target > 0 {
		return []kit.Odds{{What: kit.Fmt("Chance of %d+ on %s", need.Target, need.Expr), P: need.Chance()}}
	}
	return nil
}

func isAttack(a clicks.Action) bool {
	info, _ := clicks.Info(a)
	return info.Attack
}

// status says where the match is.
func status(s *clicks.Match) string {
	switch {
	case s.Over:
		return "Match over"
	case s.Round == 0:
		return "Setup · " + kit.Count(len(s.Mechs), "'Mech", "")
	case s.Turn == nil:
		return fmt.Sprintf("Round %d", s.Round)
	}
	left := s.Turn.AP - s.Turn.Spent
	return fmt.Sprintf("Round %d · %s's turn · %d AP left", s.Round, s.Turn.Mech, left)
}

// setupHTML adds 'Mechs from the figures, with their pilots and
// stables: the stables kept on this phone to pick, their pilots to pick,
// and a stable or pilot typed that is not there yet to create or hire.
func (p *DialsPage) setupHTML(w *kit.Writer, s *clicks.Match) {
	reportHTML(w, dials.current())
	w.F(`<section class="panel" id="m-setup"><h2>Add a &#39;Mech</h2>`)
	figs := dials.set.Figures
	if len(figs) == 0 {
		w.F(`<p>No figures yet: enter them under Figures.</p><button class="btn" id="setup-figs" data-act="view" data-v="figs">Figures</button>`)
	}
	w.F(`<div class="dchips" role="group" aria-label="Figure">`)
	for i, f := range figs {
		w.F(`<button class="chip small%s" id="pick-%d" data-act="pick" data-v="%[2]d" aria-pressed="%t">%s</button>`, kit.On(i == p.pick), i, i == p.pick, f.Name)
	}
	w.F(`</div><label class="dfield"><span>Pilot</span><input class="dinput" type="text" id="mech-pilot" data-f="pilot" autocomplete="off" aria-label="Pilot" value="%s"></label>`, p.pilot)
	w.F(`<label class="dfield"><span>Stable (optional)</span><input class="dinput" type="text" id="mech-stable" data-f="stable" list="stable-names" autocomplete="off" aria-label="Stable" value="%s"></label><datalist id="stable-names">`, p.stable)
	p.loadStablesOnce()
	for _, st := range p.stables {
		w.F(`<option value="%s">`, st.Peek().Name)
	}
	w.F(`</datalist>`)
	if len(p.stables) > 0 {
		w.F(`<div class="dchips" role="group" aria-label="Your stables">`)
		for i, st := range p.stables {
			name := st.Peek().Name
			on := strings.EqualFold(strings.TrimSpace(p.stable), name)
			w.F(`<button class="chip small%s" id="stable-chip-%d" data-act="stable-pick" data-i="%[2]d" aria-pressed="%t">%s</button>`, kit.On(on), i, on, name)
		}
		w.F(`</div>`)
	}
	w.F(`<div id="stable-found">%s</div>`, p.stableFoundHTML())
	w.F(`<button class="btn primary" id="mech-add" data-act="add"%s>Add to the match</button>`, kit.Disabled(len(figs) == 0))
	w.F(`<button class="btn" id="round" data-act="round"%s>Start round 1</button></section>`, kit.Disabled(len(s.Mechs) < 2))
}

// stableFound is the stable the setup names, nil for none or one not
// kept here.
func (p *DialsPage) stableFound() *session.Record[stable.State] {
	name := strings.TrimSpace(p.stable)
	for _, st := range p.stables {
		if strings.EqualFold(st.Peek().Name, name) {
			return st
		}
	}
	return nil
}

// stableFoundHTML says what the stable typed brings: its pilots to pick
// (the one named flies with the skills the stable bought), or an offer to
// create the stable, or to hire the pilot typed.
func (p *DialsPage) stableFoundHTML() kit.HTML {
	name, pilot := strings.TrimSpace(p.stable), strings.TrimSpace(p.pilot)
	if name == "" {
		return ""
	}
	var w kit.Writer
	st := p.stableFound()
	if st == nil {
		w.F(`<p class="dhint" id="stable-new-q">No stable named %s yet. Create it?</p><div class="dchips">`+
			`<button class="btn small" id="stable-create-standard" data-act="stable-create" data-v="standard">Create: Standard game</button>`+
			`<button class="btn small" id="stable-create-basic" data-act="stable-create" data-v="basic">Create: Basic game</button>`+
			`<a class="btn small" href="/stable" id="stable-create-advanced">Advanced: in the Stable</a></div>`, name)
		return w.HTML()
	}
	s := st.Peek()
	w.F(`<div class="dchips" role="group" aria-label="%s pilots">`, s.Name)
	hired := false
	for i, pl := range s.Pilots {
		if pl.Dead {
			continue
		}
		on := strings.EqualFold(pl.Name, pilot)
		hired = hired || on
		w.F(`<button class="chip small%s" id="stable-pilot-%d" data-act="pilot-pick" data-v="%s" aria-pressed="%t">%s</button>`, kit.On(on), i, pl.Name, on, pl.Name)
	}
	w.F(`</div>`)
	switch {
	case pilot == "" && len(s.Pilots) == 0:
		w.F(`<p class="dhint" id="stable-hire-q">%s has no pilots yet: type one and hire them.</p>`, s.Name)
	case pilot == "":
		w.F(`<p class="dhint" id="stable-hire-q">Pick a pilot of %s, or type a new one.</p>`, s.Name)
	case !hired:
		w.F(`<p class="dhint" id="stable-hire-q">%s is not a pilot of %s.</p><button class="btn small" id="stable-hire" data-act="stable-hire">Hire %[1]s in %[2]s</button>`, pilot, s.Name)
	}
	return w.HTML()
}

// roundHTML offers the turns still to play this round, in initiative
// order, the next round and the end of the match.
func roundHTML(w *kit.Writer, s *clicks.Match) {
	w.F(`<section class="panel" id="m-round"><h2>Round %d</h2><p id="m-order">Initiative order: %s</p><div class="dchips">`, s.Round, strings.Join(s.Order, ", "))
	// The turns still to play, in initiative order, the next one first.
	order := slices.Clone(s.Order)
	for i := range s.Mechs {
		if !slices.Contains(order, s.Mechs[i].ID) {
			order = append(order, s.Mechs[i].ID)
		}
	}
	next := true
	for _, id := range order {
		i := slices.IndexFunc(s.Mechs, func(m clicks.Mech) bool { return m.ID == id })
		if m := &s.Mechs[i]; !m.Gone() && m.Acted != s.Round {
			w.F(`<button class="btn%s" id="turn-%d" data-act="turn" data-i="%[2]d">Turn: %s</button>`, map[bool]kit.HTML{true: " primary"}[next], i, m.ID)
			next = false
		}
	}
	w.F(`</div><button class="btn" id="round" data-act="round">Start round %d</button><button class="btn" id="match-end" data-act="end">End match</button>`, s.Round+1)
	note(w, "initiative-ties")
	w.F(`</section>`)
}

// turnHTML is the turn being played: the acting 'Mech's dials and AP (in
// view while the page scrolls), then the action chart, each action with
// what it costs; once an action is picked the chart folds to it and its
// form follows at once, its button in view; then the end of the turn.
func (p *DialsPage) turnHTML(w *kit.Writer, m *match) {
	s := m.Peek()
	t := s.Turn
	me, _ := s.Mech(t.Mech)
	left := t.AP - t.Spent
	w.F(`<section class="panel dturn" id="m-turn">`)
	actorHTML(w, s)
	info, picked := clicks.Info(p.act)
	if !picked {
		reportHTML(w, m)
		// A shut-down or fallen 'Mech's closed actions are off, and the
		// reason is said once above them (CanPick: 000 L246, L296).
		var closed []string
		if me.Shutdown || me.Fallen {
			for _, r := range clicks.Chart {
				if err := s.CanPick(me, r.Action); err != nil && s.AP(me, r.Action) <= left {
					text, _ := kit.SplitCite(err.Error())
					if !slices.Contains(closed, text) {
						closed = append(closed, text)
					}
				}
			}
		}
		// No 'Mech may be attacked in the first round (000 L238): the
		// attacks are off, and the page says why.
		firstRound := s.Round == 1
		if firstRound {
			closed = append(closed, "no 'Mech may be attacked in the first round, so the attacks open in round 2")
		}
		if len(closed) > 0 {
			w.F(`<p class="dhint" id="act-closed">%s: %s.</p>`, me.ID, strings.Join(closed, "; "))
		}
		w.F(`<div class="dacts" role="group" aria-label="Actions">`)
		for _, r := range clicks.Chart {
			off := s.AP(me, r.Action) > left || (me.Shutdown || me.Fallen) && s.CanPick(me, r.Action) != nil || firstRound && r.Attack
			w.F(`<button class="dact" id="act-%s" data-act="pick-act" data-v="%[1]s" aria-pressed="false"%s><b>%s</b><span>%s</span></button>`,
				r.Action, kit.Disabled(off), r.Action.Name(), costText(s, me, r))
		}
		w.F(`</div>`)
	} else {
		w.F(`<div class="dpicked" id="act-picked"><div><b>%s</b><span class="muted small"> %s</span></div><button class="btn small" id="act-change" data-act="act-change">Change</button></div>`,
			info.Action.Name(), costText(s, me, info))
		p.actionHTML(w, m, me, info)
	}
	if t.Spent == 0 { // a turn spends at least 1 AP (000 L199-201): say so where End turn is off
		w.F(`<p class="dhint" id="turn-end-why">%s spends at least 1 action point before its turn can end.</p>`, me.ID)
	}
	w.F(`<button class="btn" id="turn-end" data-act="end-turn"%s>End turn</button></section>`, kit.Disabled(t.Spent == 0))
}

// costText is what an action costs and changes, in the chart's terms.
func costText(s *clicks.Match, me *clicks.Mech, r clicks.ActionInfo) string {
	t := s.Turn
	heat := r.Heat
	if r.Extra && clicks.ExtraHeat(append(t.Actions[:len(t.Actions):len(t.Actions)], r.Action)) > clicks.ExtraHeat(t.Actions) {
		heat++
	}
	out := fmt.Sprintf("%d AP", s.AP(me, r.Action))
	if heat != 0 {
		out += fmt.Sprintf(" · heat %+d", heat)
	}
	if r.ToHit != 0 {
		out += fmt.Sprintf(" · hit %+d", r.ToHit)
	}
	if r.Damage != 0 {
		out += fmt.Sprintf(" · dmg %+d", r.Damage)
	}
	return out
}

// actorHTML is the acting 'Mech at a glance: its stat slot as it shows
// now, where its combat and heat dials stand, its state and the AP left.
func actorHTML(w *kit.Writer, s *clicks.Match) {
	t := s.Turn
	m, _ := s.Mech(t.Mech)
	left := t.AP - t.Spent
	w.F(`<div class="dactor" id="m-actor"><div class="dactor-top"><b>%s</b><span class="muted small">%s</span><span class="dap" id="m-ap"><b>%d</b> of %d AP left</span></div>`,
		m.ID, m.Pilot.Name, left, t.AP)
	st := s.Stats(m)
	w.F(`<div class="dslot" id="m-actor-slot">`)
	statsHTML(w, st, m.Figure.Combat[m.Click])
	w.F(`</div><p class="dstate" id="m-actor-state">Click <b>%d</b>/%d · heat <b>%d</b>/%d: %s`, m.Click+1, len(m.Figure.Combat), m.Heat+1, len(m.Figure.Heat), heatCells(m.Figure.Heat[m.Heat]))
	for _, x := range []struct {
		on   bool
		text string
	}{{st.RepairMarker, "repair marker"}, {m.Fallen, "fallen"}, {m.Shutdown, "shut down"}, {m.Salvaged, "salvaged"}} {
		if x.on {
			w.F(` · <em>%s</em>`, x.text)
		}
	}
	w.F(`</p></div>`)
}

// actionHTML is the picked action's form: what it does, Stand Up's base
// contact, the targets (as many as the weapon allows, each with its chance
// to hit, rear arc and other defense modifiers, the damage divided among
// them), the weapon, the re-rolls the pilot may spend, the single-use
// equipment used, and the button, with the reason it cannot go beside it.
func (p *DialsPage) actionHTML(w *kit.Writer, m *match, me *clicks.Mech, info clicks.ActionInfo) {
	s := m.Peek()
	w.F(`<div class="plan" id="act-plan">`)
	var does []string
	if info.Speed > 0 {
		does = append(does, fmt.Sprintf("moves up to %d inches", s.Stats(me).Speed*info.Speed/2))
	}
	if info.Min1 {
		does = append(does, "damage at least 1")
	}
	if len(does) > 0 {
		w.F(`<p id="act-does">%s</p>`, strings.Join(does, " · "))
	}
	ev := p.formAct(s, me)
	label := info.Action.Name()
	if info.Action == clicks.StandUp {
		kit.Seg(w, "contact", "Is an opponent in base contact?", map[bool]int{false: 0, true: 1}[p.contact], "No opponent in contact", "Opponent in contact")
		if need := me.StandUpNeed(p.contact); need == 0 {
			w.F(`<p id="stand-need">Stands up at once: no opposing &#39;Mech in base contact.</p>`)
		} else {
			pr := dice.Expr{Count: 3, Sides: 6}.Chance(need)
			w.F(`<p id="stand-need">Piloting check: %d+ on 3D6 to stand up, <strong>%s</strong>.</p>`, need, pr.Percent())
		}
		w.Put(kit.Why("stand-why", "A fallen 'Mech stands up for 1 AP. With an opposing 'Mech in base contact it must pass a piloting check; if it fails it stays down and may try again while it has AP.", "000 L246, L342-344"))
	}
	var needs *clicks.NeedDice
	var refusal error
	if info.Attack {
		if info.Group == clicks.Ranged {
			kit.Seg(w, "wpn", "Weapon", weaponIndex(p.weapon), "Primary", "Secondary")
		} else if me.Figure.Melee > 0 {
			kit.Seg(w, "wpn", "Damage", weaponIndex(p.weapon), "Primary", "Secondary", "Melee")
		}
		n := me.MaxTargets(ev)
		w.F(`<p class="muted small" id="tgt-max">Targets: up to %d</p><div class="dchips" role="group" aria-label="Target">`, n)
		for i := range s.Mechs {
			tm := &s.Mechs[i]
			if k := p.targetAt(i); tm.ID != me.ID && !tm.Gone() {
				w.F(`<button class="chip small%s" id="tgt-%d" data-act="target" data-i="%[2]d" aria-pressed="%t">%s</button>`, kit.On(k >= 0), i, k >= 0, tm.ID)
			}
		}
		w.F(`</div>`)
		if len(ev.Targets) > 0 {
			needs, refusal = clicks.Need(m.Journal, ev)
		}
		divided := me.Divided(ev)
		if divided {
			w.F(`<p id="act-split">Damage value %d, divided among the targets hit: a missed target&#39;s share goes to the first hit; one hit alone takes it all.</p>`, s.DamageValue(me, ev.Weapon))
		}
		for k, tg := range ev.Targets {
			sfx := suffix(k)
			w.F(`<div class="dtgt"><div class="dtgt-top"><b>%s</b>`, tg.Mech)
			if needs != nil && k < len(needs.Needs) {
				// The odds, and behind a tap why no attack is sure.
				n := needs.Needs[k].Need
				pr := clicks.AttackChance(n)
				w.F(`<details class="why dodds" id="odds%s"><summary>%d+ to hit: <strong>%s</strong> <span class="whyhint">Why?</span></summary>`+
					`<p>The attack roll is 3D6: two white dice and a black one. A white 2 always misses and a white 12 always hits, whatever the total needed, so no attack is sure and none is hopeless.</p>`+
					`<p class="muted small">000 L366, L370, L372</p></details>`, sfx, n, pr.Percent())
			}
			w.F(`</div><button class="chip small%s" id="rear%s" data-act="rear" data-i="%d" aria-pressed="%t">Rear arc +2</button>`, kit.On(tg.Rear), sfx, k, tg.Rear)
			kit.Stepper(w, "defm"+sfx, "Other defense modifiers (terrain, height)", tg.Defense)
			switch {
			case divided && k < len(ev.Targets)-1:
				kit.Stepper(w, "share"+sfx, "Clicks to "+tg.Mech, tg.Share)
			case divided:
				w.F(`<p id="share-rest">%s takes the rest: %d</p>`, tg.Mech, tg.Share)
			}
			w.F(`</div>`)
			sep := ", "
			if k == 0 {
				sep = " → "
			}
			label += sep + tg.Mech
		}
		if slices.ContainsFunc(ev.Targets, func(tg clicks.Target) bool { tm, err := s.Mech(tg.Mech); return err == nil && tm.Fallen }) {
			note(w, "fallen-rear") // only where a fallen target's +2 could count twice
		}
	}
	w.F(`<div class="dchips" role="group" aria-label="Options">`)
	if info.Attack || info.Action == clicks.Breakaway {
		for _, u := range me.Rerolls(ev) {
			x := slices.Contains(ev.Rerolls, u)
			w.F(`<button class="chip small%s" id="rr-%s" data-act="rr" data-v="%s" aria-pressed="%t">Spend %[3]s</button>`, kit.On(x), strings.ReplaceAll(u, " ", "-"), u, x)
		}
	}
	for k, se := range s.Stats(me).SE {
		if se.SingleUse {
			x := slices.Contains(p.used, se.Name)
			w.F(`<button class="chip small%s" id="use-%d" data-act="use" data-v="%s" aria-pressed="%t">Used %[3]s (+1 click)</button>`, kit.On(x), k, se.Name, x)
		}
	}
	w.F(`</div>`)
	if len(ev.Rerolls) > 0 {
		w.F(`<p class="muted small" id="rr-note">Once per match: enter the dice you keep.</p>`)
	}
	w.F(`<div class="dgo">`)
	if refusal != nil {
		text, cite := kit.SplitCite(refusal.Error())
		w.F(`<p class="error" id="act-refused" role="alert">%s</p>`, text)
		if cite != "" {
			w.Put(kit.Why("act-refused-why", "The rules say so.", cite))
		}
	}
	w.F(`<button class="btn primary big" id="act-go" data-act="go"%s>%s</button></div></div>`, kit.Disabled(info.Attack && len(ev.Targets) == 0 || refusal != nil), label)
	w.Put(kit.Why("act-why", fmt.Sprintf("%s on the Action/Ability Chart: %s.", info.Action.Name(), costText(s, me, info)), info.Cite))
}

// showTurn brings the match's step into view when the page has scrolled
// away from it or it does not fit below: the turn's panel (the acting 'Mech's dials, the form or
// the dice asked for), else the dice prompt or the round.
func showTurn() {
	for _, id := range []string{"m-turn", "prompt", "m-round", "m-result"} {
		el := app.Window().GetElementByID(id)
		if !el.Truthy() {
			continue
		}
		r := el.Call("getBoundingClientRect")
		// Off screen, or running under the bottom bar: its top is brought
		// under the title bar (scroll-margin-top).
		if r.Get("top").Float() < 52 || r.Get("bottom").Float() > app.Window().Get("innerHeight").Float()-64 {
			el.Call("scrollIntoView", map[string]any{"block": "start"})
		}
		return
	}
}

// showCard brings the 'Mech card with the id back into view when it is
// off screen (a dice prompt at the top of the page took the view away).
func showCard(id string) {
	el := app.Window().GetElementByID(id)
	if !el.Truthy() {
		return
	}
	r := el.Call("getBoundingClientRect")
	if r.Get("top").Float() < 52 || r.Get("top").Float() > app.Window().Get("innerHeight").Float()-120 {
		el.Call("scrollIntoView", map[string]any{"block": "start"})
	}
}

// keepAbove brings the element with the id back above the bottom bar when
// what was just written above it (the stable's "Create it?" offer) pushed
// it under: the least scroll that shows it.
func keepAbove(id string) {
	el := app.Window().GetElementByID(id)
	if !el.Truthy() {
		return
	}
	if el.Call("getBoundingClientRect").Get("bottom").Float() > app.Window().Get("innerHeight").Float()-64 {
		el.Call("scrollIntoView", map[string]any{"block": "end"})
	}
}

// step names where the match is, for telling when a tap moved it on.
func (p *DialsPage) step() string {
	m := dials.current()
	if p.view != "" || m == nil {
		return p.view
	}
	s := m.Peek()
	turn := ""
	if s.Turn != nil {
		turn = s.Turn.Mech
	}
	return fmt.Sprint(p.need != nil, p.act, s.Round, turn, s.Over)
}

// formTarget is a target picked in the action form: its index in the
// match, rear arc, other defense modifiers and share of divided damage.
type formTarget struct {
	i       int
	rear    bool
	defense int
	share   int
}

// suffix tells the controls of the first target ("") from the others'
// ("-1", "-2").
func suffix(k int) string {
	if k == 0 {
		return ""
	}
	return fmt.Sprintf("-%d", k)
}

// targetAt is the place of match index i among the picked targets, -1 if
// not picked.
func (p *DialsPage) targetAt(i int) int {
	return slices.IndexFunc(p.targets, func(f formTarget) bool { return f.i == i })
}

// formAct is the action the form describes: the weapon, the targets the
// weapon allows (the first picked kept), their shares of divided damage
// (the last target takes the rest), the re-rolls that still fit and the
// equipment used.
func (p *DialsPage) formAct(s *clicks.Match, me *clicks.Mech) *clicks.Act {
	info, _ := clicks.Info(p.act)
	ev := &clicks.Act{Action: p.act, Contact: p.act == clicks.StandUp && p.contact}
	if info.Attack {
		if info.Group != clicks.Ranged || p.weapon != "melee" {
			ev.Weapon = p.weapon
		}
		for _, f := range p.targets {
			if f.i < len(s.Mechs) {
				ev.Targets = append(ev.Targets, clicks.Target{Mech: s.Mechs[f.i].ID, Rear: f.rear, Defense: f.defense, Share: f.share})
			}
		}
		if n := me.MaxTargets(ev); len(ev.Targets) > n {
			ev.Targets, p.targets = ev.Targets[:n], p.targets[:n]
		}
		if me.Divided(ev) {
			last := &ev.Targets[len(ev.Targets)-1]
			last.Share = s.DamageValue(me, ev.Weapon)
			for _, tg := range ev.Targets[:len(ev.Targets)-1] {
				last.Share -= tg.Share
			}
		} else {
			for k := range ev.Targets {
				ev.Targets[k].Share = 0 // the whole damage value
			}
		}
	}
	for _, u := range me.Rerolls(ev) {
		if slices.Contains(p.rerolls, u) {
			ev.Rerolls = append(ev.Rerolls, u)
		}
	}
	ev.Used = slices.Clone(p.used)
	return ev
}

// pickTarget adds or removes a target; with one target allowed, a new one
// replaces it.
func (p *DialsPage) pickTarget(s *clicks.Match, me *clicks.Mech, i int) {
	if k := p.targetAt(i); k >= 0 {
		p.targets = slices.Delete(p.targets, k, k+1)
		return
	}
	n := me.MaxTargets(&clicks.Act{Action: p.act, Weapon: p.weapon})
	switch {
	case n == 1:
		p.targets = p.targets[:0]
	case len(p.targets) >= n:
		return
	}
	p.targets = append(p.targets, formTarget{i: i})
	if me.Divided(p.formAct(s, me)) { // an even split to start with
		v := s.DamageValue(me, p.weapon)
		for k := range p.targets {
			p.targets[k].share = v / len(p.targets)
		}
	}
}

// flip adds v to the list, or takes it out.
func flip(list []string, v string) []string {
	if k := slices.Index(list, v); k >= 0 {
		return slices.Delete(list, k, k+1)
	}
	return append(list, v)
}

var weapons = []string{"primary", "secondary", "melee"}

func weaponIndex(w string) int {
	for i, v := range weapons {
		if v == w {
			return i
		}
	}
	return 0
}

// attackHTML is the last attack broken down: to-hit, each target's
// defense and need, the three dice, and the damage sequence 7a-7g.
func attackHTML(w *kit.Writer, a *clicks.AttackLog) {
	r := a.Roll
	w.F(`<section class="panel" id="attack"><h2>%s: %s</h2><p class="droll">White <b>%d</b> <b>%d</b> · black <b>%d</b> = <b>%d</b>`, a.Mech, a.Action.Name(), r[0], r[1], r[2], r.Total())
	switch {
	case r.CriticalHit():
		w.F(` · <em>critical hit</em>`)
	case r.CriticalMiss():
		w.F(` · <em>critical miss</em>`)
	}
	w.F(`</p><table class="dsteps"><tr><th colspan="2">To hit</th></tr>`)
	partsHTML(w, a.ToHit)
	for _, t := range a.Targets {
		w.F(`<tr><th colspan="2">%s: defense</th></tr>`, t.Mech)
		partsHTML(w, t.Defense)
		w.F(`<tr class="dtotal"><td>Need on 3D6</td><td>%d: %s</td></tr>`, t.Need, hitText(t.Hit))
		if d := t.Damage; d != nil {
			// The damage as a sum: the damage value, then each step that
			// changed it (engine order, 000 L409-424).
			for i, p := range d.Terms() {
				if i == 0 {
					w.F(`<tr><td>%s (with heat)</td><td>%d</td></tr>`, p.What, p.Value)
					continue
				}
				w.F(`<tr><td>%s</td><td>%+d</td></tr>`, p.What, p.Value)
			}
			w.F(`<tr class="dtotal"><td>Clicks dealt / taken</td><td>%d / %d</td></tr>`, d.Dealt, t.Taken)
		}
		if t.Thrown > 0 {
			w.F(`<tr><td>Thrown base to base</td><td>%d"</td></tr>`, t.Thrown)
		}
	}
	w.F(`</table>`)
	note(w, "critical-bonus")
	w.F(`</section>`)
}

// partsHTML writes the terms of a sum and its total.
func partsHTML(w *kit.Writer, ps []clicks.Part) {
	for _, p := range ps {
		w.F(`<tr><td>%s</td><td>%+d</td></tr>`, p.What, p.Value)
	}
	w.F(`<tr class="dtotal"><td>Total</td><td>%d</td></tr>`, clicks.Sum(ps))
}

func hitText(ok bool) string {
	if ok {
		return "hit"
	}
	return "miss"
}

// note writes one of the engine's interpretations where it matters: the
// reading in the main line, its seed lines behind a "Why?".
func note(w *kit.Writer, id string) {
	for _, n := range clicks.Notes() {
		if n.ID == id {
			w.F(`<p class="dnote" id="note-%s">%s</p>`, id, n.Text)
			w.Put(kit.Why("note-"+id+"-why", "The rules leave this open; this is the reading Lancemate takes.", n.Cite))
		}
	}
}

// mechCache holds the 'Mech cards and log of the last match version
// rendered: a tap that changes only the page's choices reuses them.
var mechCache struct {
	m    *match
	rev  int
	html kit.HTML
}

// mechsHTML is every 'Mech's dials and the log.
func mechsHTML(m *match) kit.HTML {
	if mechCache.m == m && mechCache.rev == m.rev && mechCache.html != "" {
		return mechCache.html
	}
	s := m.Peek()
	var w kit.Writer
	for i := range s.Mechs {
		mechHTML(&w, s, i)
	}
	var items []string
	for _, ls := range m.lines {
		if ls = logLines(ls); len(ls) > 0 {
			items = append(items, strings.Join(ls, " · "))
		}
	}
	w.F(`<section class="panel" id="m-log"><h2>Log (%d)</h2><ol class="hist">`, len(items))
	for _, it := range items {
		w.F(`<li>%s</li>`, it)
	}
	w.F(`</ol></section>`)
	mechCache.m, mechCache.rev, mechCache.html = m, m.rev, w.HTML()
	return mechCache.html
}

// mechHTML is one 'Mech's stat slot as it shows (heat numbers applied,
// the printed value beside a changed one), its dial positions, heat cells,
// special equipment, tokens, fame and stones, and the hand corrections.
func mechHTML(w *kit.Writer, s *clicks.Match, i int) {
	m := &s.Mechs[i]
	f := &m.Figure
	class := clicks.Classes[f.ClassOf()].Name
	w.F(`<section class="panel dmech%s" id="mech-%d"><h3>%s <span class="muted small">%s · %s %d</span></h3>`,
		map[bool]string{true: " gone", false: ""}[m.Gone()], i, m.ID, m.Pilot.Name, class, f.Points)
	st := s.Stats(m)
	w.F(`<div class="dslot" id="mech-%d-slot">`, i)
	statsHTML(w, st, f.Combat[m.Click])
	w.F(`</div><p class="dstate" id="mech-%d-state">Click <b>%d</b>/%d · heat <b>%d</b>/%d`, i, m.Click+1, len(f.Combat), m.Heat+1, len(f.Heat))
	if st.RepairMarker {
		w.F(` · repair marker`)
	}
	for _, x := range []struct {
		on   bool
		text string
	}{{m.Fallen, "fallen"}, {m.Shutdown, "shut down"}, {m.Salvaged, "salvaged"}, {m.Eliminated && !m.Ejected, "eliminated"}, {m.Ejected, "ejected"}} {
		if x.on {
			w.F(` · <em>%s</em>`, x.text)
		}
	}
	if n := m.Tokens(); n > 0 {
		w.F(` · %d token%s`, n, kit.Plural(n))
	}
	w.F(`<br>Heat cells: %s`, heatCells(f.Heat[m.Heat]))
	if len(st.SE) > 0 {
		w.F(`<br>SE: `)
		for k, se := range st.SE {
			if k > 0 {
				w.F(`, `)
			}
			w.F(`%s (%s%s)`, se.Name, se.Area, map[bool]string{true: ", single use", false: ""}[se.SingleUse])
		}
	}
	w.F(`</p><p class="dfame" id="mech-%d-fame">Fame <b>%d</b> · stones <b>%d</b> · kills %d</p>`, i, m.Fame, m.Stones, m.Kills)
	if !m.Gone() && !s.Over && s.Round > 0 {
		w.F(`<div class="dtools">`)
		for _, b := range [][2]string{{"dmg", "Damage +1"}, {"rep", "Repair 1"}, {"heat", "Heat +1"}, {"cool", "Cool 1"}, {"fall", "Fallen"}, {"eject", "Eject"}} {
			w.F(`<button class="btn small" id="%s-%d" data-act="%[1]s" data-i="%[2]d">%s</button>`, b[0], i, b[1])
		}
		w.F(`</div>`)
	}
	w.F(`</section>`)
}

// heatCells writes a heat click as the dial shows it.
func heatCells(h clicks.HeatClick) string {
	out := make([]string, 3)
	for k, c := range h {
		switch {
		case c.Start:
			out[k] = "start"
		case c.Radioactive:
			out[k] = "☢"
		case c.Effect != "":
			out[k] = c.Effect
		case c.Mod != 0:
			out[k] = fmt.Sprintf("%+d", c.Mod)
		default:
			out[k] = "–"
		}
	}
	return strings.Join(out, " | ")
}

// matchTap runs the match's controls; it reports whether it knew the tap.
func (p *DialsPage) matchTap(t tap) bool {
	m := dials.current()
	switch t.act {
	case "new":
		// A finished match whose result a stable has not taken in yet is
		// not left behind in one tap: the page asks first.
		if why := p.unsent(m); why != "" && t.v != "yes" {
			p.askNew = why
			return true
		}
		p.askNew = ""
		p.report(dials.newMatch())
		p.need, p.ev, p.act = nil, nil, ""
		return true
	case "new-no":
		p.askNew = ""
		return true
	case "roll":
		if p.need != nil {
			p.answer(p.need.Expr.Roll(session.Dice()))
		}
		return true
	case "face":
		p.face(t.die, t.n)
		return true
	case "cancel":
		p.ev, p.need = nil, nil
		return true
	}
	if m == nil || p.need != nil {
		return false
	}
	s := m.Peek()
	switch t.act {
	case "undo":
		// Undo on a new match with nothing in it yet goes back to the
		// match before.
		if m.Len() <= 1 && len(dials.matches) > 1 {
			p.report(dials.dropCurrent())
			p.done = "Back to the match before."
			return true
		}
		// A recorded match's end stays until the stable undoes it: its fame
		// and stones would otherwise count twice.
		if s.Over {
			if in := p.recordedIn(m); in != "" {
				p.msg = "Recorded in " + in + ": undo it in the stable ledger first."
				return true
			}
		}
		p.report(m.undo())
	case "redo":
		p.report(m.redo())
	case "pick":
		p.pick = t.n
	case "add":
		p.addMech(m)
	case "round":
		p.start(&clicks.StartRound{})
	case "turn":
		p.act, p.targets, p.weapon = "", nil, "primary"
		p.start(&clicks.StartTurn{Mech: s.Mechs[t.i].ID})
	case "pick-act":
		p.act, p.contact = clicks.Action(t.v), false
	case "act-change":
		p.act = ""
	case "target", "rear", "step":
		p.targetTap(s, t)
	case "seg":
		if t.k == "contact" {
			p.contact = t.n == 1
		} else {
			p.weapon = weapons[kit.Clamp(t.n, 0, len(weapons)-1)]
		}
	case "stable-pick":
		if t.i >= 0 && t.i < len(p.stables) {
			p.stable = p.stables[t.i].Peek().Name
		}
	case "pilot-pick":
		p.pilot = t.v
	case "stable-create":
		p.createStable(stable.Game(t.v))
	case "stable-hire":
		p.hirePilot()
	case "rr":
		p.rerolls = flip(p.rerolls, t.v)
	case "use":
		p.used = flip(p.used, t.v)
	case "go":
		p.goAction(s)
	case "end-turn":
		p.act = ""
		p.report(m.apply(&clicks.EndTurn{}))
	case "end":
		// Ending a match early places the 'Mechs still standing: the page
		// asks first (Undo still brings the match back).
		if t.v != "yes" {
			p.askEnd = true
			return true
		}
		p.askEnd = false
		p.start(&clicks.EndMatch{})
	case "end-no":
		p.askEnd = false
	case "dmg", "rep", "heat", "cool", "fall", "eject":
		p.back = fmt.Sprintf("mech-%d", t.i)
		p.cardTap(s, t)
	default:
		return p.sendTap(t)
	}
	return true
}

// cardTap runs a 'Mech card's quick controls.
func (p *DialsPage) cardTap(s *clicks.Match, t tap) {
	m := dials.current()
	if t.i < 0 || t.i >= len(s.Mechs) {
		return
	}
	switch t.act {
	case "dmg":
		p.start(&clicks.DealDamage{Mech: s.Mechs[t.i].ID, Clicks: 1, Check: true})
	case "rep":
		p.report(m.apply(&clicks.RepairClicks{Mech: s.Mechs[t.i].ID, Clicks: 1, PassMarkers: s.Mechs[t.i].Pilot.Repair}))
	case "heat":
		p.start(&clicks.AddHeat{Mech: s.Mechs[t.i].ID, Clicks: 1})
	case "cool":
		p.start(&clicks.AddHeat{Mech: s.Mechs[t.i].ID, Clicks: -1})
	case "fall":
		p.report(m.apply(&clicks.SetFallen{Mech: s.Mechs[t.i].ID, Fallen: !s.Mechs[t.i].Fallen}))
	case "eject":
		p.report(m.apply(&clicks.Eject{Mech: s.Mechs[t.i].ID}))
	}
}

// addMech adds the picked figure with the pilot typed in; with a stable
// named, its pilot brings the skills of the class's area (stable.
// MatchPilot). A stable or pilot not kept here is refused, with the offer
// to create or hire it beside the field. A second copy of a figure gets a
// number.
func (p *DialsPage) addMech(m *match) {
	figs := dials.set.Figures
	if p.pick >= len(figs) {
		return
	}
	f := &figs[p.pick]
	id := f.Name
	for n := 2; ; n++ {
		if _, err := m.Peek().Mech(id); err != nil {
			break
		}
		id = fmt.Sprintf("%s %d", f.Name, n)
	}
	fig := f.Engine()
	pl := clicks.Pilot{Name: or(strings.TrimSpace(p.pilot), "Pilot "+id)}
	if name := strings.TrimSpace(p.stable); name != "" {
		st := p.stableFound()
		if st == nil {
			p.msg = fmt.Sprintf("No stable named %s: create it (below the field) or clear the name.", name)
			return
		}
		// The stable's pilot brings the skills of the class's area (Heroic, Repair, re-rolls, ...).
		sp, err := st.Peek().MatchPilot(pl.Name, int(fig.ClassOf()))
		if err != nil {
			p.msg = fmt.Sprintf("%s is not a pilot of %s: pick one of its pilots, or hire %[1]s (below the field).", pl.Name, st.Peek().Name)
			return
		}
		pl = sp
	}
	if err := m.apply(&clicks.AddMech{ID: id, Figure: fig, Pilot: pl}); err != nil {
		p.report(err)
		return
	}
	p.pilot = ""
}

// createStable starts the stable named in the setup, in the game given.
func (p *DialsPage) createStable(game stable.Game) {
	name := strings.TrimSpace(p.stable)
	if name == "" || p.stableFound() != nil {
		return
	}
	l := stable.New()
	if err := l.Apply(&stable.Start{Game: game, Name: name}); err != nil {
		p.report(err)
		return
	}
	r, err := session.NewRecord(store.NSStable, l.Journal)
	if err != nil {
		p.report(err)
		return
	}
	p.stables, p.stable = append(p.stables, r), name
	p.done = fmt.Sprintf("Created the stable %s (%s game, %d stones).", name, game, l.Peek().Stones)
	if game == stable.Standard {
		p.done += " Roll its stable ability in the Stable."
	}
}

// hirePilot hires the pilot typed in the stable named.
func (p *DialsPage) hirePilot() {
	st, name := p.stableFound(), strings.TrimSpace(p.pilot)
	if st == nil || name == "" {
		return
	}
	if err := st.Apply(&stable.HirePilot{Name: name}); err != nil {
		p.report(err)
		return
	}
	p.done = fmt.Sprintf("%s hired in %s.", name, st.Peek().Name)
}

// targetTap picks a target, or changes a picked one's rear arc (data-i
// its place), defense modifiers or share (data-k "defm-1", "share").
func (p *DialsPage) targetTap(s *clicks.Match, t tap) {
	if s.Turn == nil {
		return
	}
	me, _ := s.Mech(s.Turn.Mech)
	if t.act == "target" {
		p.pickTarget(s, me, t.i)
		return
	}
	key, at, _ := strings.Cut(t.k, "-")
	k, _ := strconv.Atoi(at)
	if t.act == "rear" {
		k = t.i
	}
	if k < 0 || k >= len(p.targets) {
		return
	}
	f := &p.targets[k]
	switch {
	case t.act == "rear":
		f.rear = !f.rear
	case key == "defm":
		f.defense = kit.Clamp(f.defense+t.n, -5, 10)
	case key == "share":
		f.share = kit.Clamp(f.share+t.n, 0, s.DamageValue(me, p.weapon))
	}
}

// goAction starts the action the form describes.
func (p *DialsPage) goAction(s *clicks.Match) {
	if _, ok := clicks.Info(p.act); !ok || s.Turn == nil {
		return
	}
	me, _ := s.Mech(s.Turn.Mech)
	ev := p.formAct(s, me)
	p.act, p.targets, p.rerolls, p.used = "", nil, nil, nil
	p.start(ev)
}

// start resolves an event, asking for the dice it needs one roll at a
// time.
func (p *DialsPage) start(ev clicks.Rolled) {
	p.ev = ev
	p.next()
}

// next applies the event if it has all its dice, or asks for the next
// roll the rules call for.
func (p *DialsPage) next() {
	m := dials.current()
	need, err := clicks.Need(m.Journal, p.ev)
	if err == nil && need != nil {
		p.need, p.faces = need, make([]int, need.Expr.Count)
		return
	}
	if err == nil {
		err = m.apply(p.ev)
	}
	p.ev, p.need = nil, nil
	p.report(err)
}

// face takes one die of a typed roll; the last one completes it.
func (p *DialsPage) face(die, face int) {
	if p.need == nil || die < 0 || die >= len(p.faces) {
		return
	}
	if p.faces[die] = face; slices.Contains(p.faces, 0) {
		return
	}
	if r, err := p.need.Expr.Typed(p.faces...); err != nil {
		p.msg = err.Error()
	} else {
		p.answer(r)
	}
}

// answer puts a roll in the dice log with its purpose and in the event,
// then goes on.
func (p *DialsPage) answer(r dice.Roll) {
	n := p.need
	_, logErr := session.RecordRoll(n.Mech+": "+n.Purpose, n.Target, r)
	if err := clicks.AddDice(p.ev, n, r.Faces...); err != nil {
		p.msg = err.Error()
		return
	}
	p.next()
	if logErr != nil && p.msg == "" {
		p.msg = logErr.Error()
	}
}

// statsHTML writes a 'Mech's five values now, each with the value its
// dial prints at this click beside it when an effect changed it.
func statsHTML(w *kit.Writer, st, printed clicks.Click) {
	for _, c := range []struct {
		label string
		v, p  int
	}{{"Pri", st.Primary, printed.Primary}, {"Sec", st.Secondary, printed.Secondary}, {"Spd", st.Speed, printed.Speed},
		{"Atk", st.Attack, printed.Attack}, {"Def", st.Defense, printed.Defense}} {
		w.F(`<div><span>%s</span><b>%d</b>`, c.label, c.v)
		if c.v != c.p {
			w.F(`<small>%d</small>`, c.p)
		}
		w.F(`</div>`)
	}
}

// endWords says what ending the match now does: the last 'Mech standing
// takes a Victory Lap, or those still standing are placed by the
// tie-breakers (000 L607, L676-712).
func endWords(s *clicks.Match) string {
	standing := 0
	for i := range s.Mechs {
		if !s.Mechs[i].Gone() {
			standing++
		}
	}
	if standing <= 1 {
		return "The match ends and its result is worked out: fame, stones and places."
	}
	return fmt.Sprintf("%s still standing: they are placed by the tie-breakers, and the result is worked out (fame, stones and places).", kit.Count(standing, "'Mech is", "'Mechs are"))
}
