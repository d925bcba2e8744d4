package ledger

import (
	"errors"
	"lancemate/app/kit"
	"lancemate/app/session"
	"slices"
	"strconv"
	"strings"

	"lancemate/engine/melee"
)

// The ledger page's HTML: buttons name what they do in data-act and
// data-v (LedgerPage.onTap), fields carry their form key as id
// (LedgerPage.onInput). Every name typed by a player is escaped.

// cb writes C-bills with thousands separators: 3,460,000.
func cb(x int64) string {
	s := strconv.FormatInt(max(x, -x), 10)
	var b strings.Builder
	if x < 0 {
		b.WriteString("−")
	}
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// cbSigned writes a change with its sign: +500,000, −573,600, 0.
func cbSigned(x int64) string {
	if x > 0 {
		return "+" + cb(x)
	}
	return cb(x)
}

// gainText is a change of Fame, CP and C-bills as HTML, zeros left out,
// penalties marked.
func gainText(g melee.Gain) kit.HTML {
	var w kit.Writer
	var class kit.HTML = "gain"
	if g.Fame < 0 || g.CP < 0 || g.Cbills < 0 {
		class = "gain neg"
	}
	w.F(`<span class="%s">`, class)
	n := 0
	for _, x := range []struct {
		n    int64
		unit string
	}{{int64(g.Fame), "Fame"}, {int64(g.CP), "CP"}, {g.Cbills, "C-bills"}} {
		if x.n != 0 {
			if n > 0 {
				w.F(" · ")
			}
			w.F(`<span class="nw">%s %s</span>`, cbSigned(x.n), x.unit)
			n++
		}
	}
	w.F(`</span>`)
	if n == 0 {
		return `<span class="gain none">no change</span>`
	}
	return w.HTML()
}

// gainWords is a change of Fame, CP and C-bills in words, zeros left out:
// "+1 Fame, −2,856,000 C-bills".
func gainWords(g melee.Gain) string {
	var parts []string
	for _, x := range []struct {
		n    int64
		unit string
	}{{int64(g.Fame), "Fame"}, {int64(g.CP), "CP"}, {g.Cbills, "C-bills"}} {
		if x.n != 0 {
			parts = append(parts, cbSigned(x.n)+" "+x.unit)
		}
	}
	return strings.Join(parts, ", ")
}

// btn writes a button; id "" gives none.
func btn(w *kit.Writer, id, class, act, v string, label kit.HTML, off bool) {
	if id != "" {
		w.F(`<button class="%s" id="%s" data-act="%s" data-v="%s"%s>%s</button>`, class, id, act, v, kit.Disabled(off), label)
		return
	}
	w.F(`<button class="%s" data-act="%s" data-v="%s"%s>%s</button>`, class, act, v, kit.Disabled(off), label)
}

// field writes a labelled text or number input keeping its typed value.
func (p *LedgerPage) field(w *kit.Writer, id, label, kind, placeholder string) {
	var mode kit.HTML
	if kind == "number" {
		mode = ` inputmode="numeric"`
	}
	w.F(`<label class="field"><span>%s</span><input type="%s" id="%s"%s placeholder="%s" value="%s"></label>`,
		label, kind, id, mode, placeholder, p.form[id])
}

// flag writes an on/off toggle button kept in the form.
func (p *LedgerPage) flag(w *kit.Writer, key, label string) {
	set := p.form[key] == "1"
	w.F(`<button class="btn small%s" id="flag-%s" data-act="flag" data-v="%[2]s" aria-pressed="%t">%s</button>`, kit.On(set), key, set, label)
}

// stepLimits are the bounds of the ledger's steppers, by form key.
var stepLimits = map[string][2]int{
	"claim": {1, 8}, "dmg": {1, 200}, "turn": {1, 99}, "chit": {1, 6}, "turns": {0, 99}, "am-tons": {1, 20}, "xcp": {0, 10},
	"sp-loc": {0, 40}, "sp-act": {0, 40}, "sp-wpn": {0, 40}, "sp-eng": {0, 40}, "sp-oth": {0, 40},
}

// stepper writes a number kept in the form with − and + buttons.
func (p *LedgerPage) stepper(w *kit.Writer, key, label string) {
	kit.Stepper(w, key, label, p.num(key))
}

// eventsHTML lists the stored events and the form that opens a new one.
func (p *LedgerPage) eventsHTML() kit.HTML {
	var w kit.Writer
	w.F(`<div id="led-events">`)
	if p.loadErr != "" {
		w.F(`<p class="error" id="led-loaderr" role="alert">The saved events could not be read: %s</p>`, p.loadErr)
	}
	for _, d := range p.bad {
		w.F(`<p class="error" role="alert">A saved event could not be read: %s. Its text is kept under Settings → Damaged records.</p>`, d.Err.Error())
	}
	w.F(`<section class="panel"><h2>Events</h2>`)
	if len(p.recs) == 0 {
		w.F(`<p class="muted">No events yet.</p>`)
	}
	for i, r := range p.recs {
		s := r.Peek()
		name, live := s.Name, ""
		switch session.LiveRecord(r.Key).Role {
		case session.LiveHost:
			live = " · shared live"
		case session.LiveGuest:
			live = " · followed live"
		default:
			if session.FollowedCopy(r.Key) {
				live = " · your copy of the judge's"
			}
		}
		if name == "" {
			name = "The judge's ledger (not received yet)"
		}
		w.F(`<button class="card evcard" id="ev-%d" data-act="open" data-v="%s"><b>%s</b><span class="muted small">%s · Day %d · %s · %s%s</span></button>`,
			i, r.Key, name, s.Rules().Name, s.Day, count(len(s.Players), "player"), kit.Count(len(s.Entries), "entry", "entries"), live)
	}
	w.F(`</section><section class="panel" id="ev-new"><h2>New event</h2>`)
	p.field(&w, "ev-name", "Name", "text", "Solaris league night")
	w.F(`<div class="segmented" role="group" aria-label="Ruleset">`)
	for _, r := range melee.Rulesets() {
		w.F(`<button class="seg%s" id="ev-rs-%s" data-act="rs" data-v="%[2]s" aria-pressed="%t">%s</button>`, kit.On(p.form["rs"] == r.ID), r.ID, p.form["rs"] == r.ID, r.Short)
	}
	w.F(`</div><p class="small" id="ev-rs-means">Tournament: one pilot each. League: a stable of four each.</p>`)
	w.Put(kit.Why("ev-rs-why", "Two rulebooks, named with their versions. The Tournament rules give each player one Pilot Character with a 'Mech of their own; the League rules give each player a stable of four MechWarriors. Both play on the arena board with Off Board Cycles between matches.", "001 L28-36; 002 L11, L15"))
	w.F(`<p class="muted small">Event options (blank: the ruleset's own)</p>`)
	p.field(&w, "ev-cap", "'Mech price limit", "number", "none")
	p.field(&w, "ev-turns", "Minimum turns", "number", "ruleset")
	p.field(&w, "ee-fame", "Early exit: Fame lost per turn short", "number", "ruleset")
	p.field(&w, "ee-cb", "Early exit: C-bills lost per turn short", "number", "ruleset")
	w.F(`<div class="row">`)
	p.flag(&w, "noclan", "No Clan 'Mechs")
	if r, _ := melee.RulesetByID(p.form["rs"]); r != nil && r.Chips != nil {
		p.flag(&w, "bet", "Betting chips")
	}
	if r, _ := melee.RulesetByID(p.form["rs"]); r != nil && r.Sponsors != nil {
		p.flag(&w, "advsp", "Advanced sponsor rules")
	}
	w.F(`</div>`)
	w.F(`<button class="btn primary big" id="ev-create" data-act="create">Create event</button></section></div>`)
	return w.HTML()
}

var ledgerTabs = [...][2]string{{"pilots", "Pilots"}, {"board", "Board"}, {"obc", "Off Board"}, {"ledger", "Ledger"}, {"judge", "Judge"}}

// judgeTools are the tabs only of use to the phone that records: a phone
// following the judge's ledger is not shown them.
var judgeTools = map[string]bool{"board": true, "obc": true}

// barHTML is the event's title, undo and redo with what they take back,
// and the tabs.
func (p *LedgerPage) barHTML(s *melee.State) kit.HTML {
	var w kit.Writer
	w.F(`<div id="led-bar"><div class="row ledhead"><button class="btn small" id="led-close" data-act="close">‹ Events</button><span class="evtitle"><b>%s</b><span class="muted small">%s · Day %d</span></span></div>`,
		s.Name, s.Rules().Name, s.Day)
	w.F(`<div class="row gamebar">`)
	undo, redo := "Undo", "Redo"
	if log := p.cur.Log(); len(log) > 1 {
		undo = "Undo " + eventName(log[len(log)-1].Type())
	}
	following := p.following()
	if !following {
		btn(&w, "led-undo", "btn small", "undo", "", kit.Escape(undo), p.cur.Len() <= 1)
		btn(&w, "led-redo", "btn small", "redo", "", kit.Escape(redo), !p.cur.CanRedo())
	}
	w.F(`</div>`)
	p.liveLine(&w)
	w.F(`<div class="segmented tabs" role="tablist">`)
	for _, t := range ledgerTabs {
		if following && judgeTools[t[0]] {
			continue
		}
		w.F(`<button class="seg%s" id="tab-%s" role="tab" data-act="tab" data-v="%[2]s" aria-selected="%t">%s</button>`, kit.On(p.tab == t[0]), t[0], p.tab == t[0], t[1])
	}
	w.F(`</div></div>`)
	return w.HTML()
}

// previewHTML is the sheet above the bottom bar, in view wherever the page
// is scrolled: what the proposed event will do (entering or leaving the
// arena in words, any other event as the entries it writes, per pilot),
// or, when the purse cannot pay, the same with the loan that covers it;
// then a note and Confirm.
func (p *LedgerPage) previewHTML(s *melee.State) kit.HTML {
	if p.pend == nil {
		return `<div id="led-nopreview"></div>`
	}
	var w kit.Writer
	title, ok := "Preview: "+eventName(p.pend.Type()), "Confirm"
	switch {
	case p.offer != "":
		title, ok = "Not enough C-bills", "Take the loan and pay"
	case p.pend.Type() == "enter_arena":
		title = "Enter the arena?"
	case p.pend.Type() == "leave_arena":
		title = "Leave the arena?"
	}
	w.F(`<section class="panel prompt sheet" id="led-preview" aria-labelledby="led-preview-h"><h2 id="led-preview-h">%s</h2>`, title)
	if p.offer != "" {
		w.F(`<p class="offer" id="led-offer">%s. With a loan:</p>`, strings.TrimSuffix(p.offer, "."))
	}
	w.F(`<ul class="entries">`)
	for _, l := range p.lines {
		w.F(`<li>%s</li>`, l)
	}
	var rules []string
	for _, e := range p.entries {
		who := e.Player
		if e.Pilot != "" {
			who = e.Pilot
		}
		w.F(`<li><b>%s</b> %s%s<span class="muted small">then %s</span></li>`, who, lineText(e.What), gainText(e.Gain), previewBalance(e))
		if e.Rule != "" && !slices.Contains(rules, e.Rule) {
			rules = append(rules, e.Rule)
		}
	}
	w.F(`</ul>`)
	if len(rules) > 0 {
		w.Put(kit.Why("led-preview-why", "Each line above is a change the rules make, in the order the rules give.", strings.Join(rules, "; ")))
	}
	w.F(`<label class="field"><span>Note</span><input type="text" id="why" placeholder="turn 5, judge's call…" value="%s" data-act="why"></label>`, p.form["why"])
	w.F(`<div class="row sheet-actions">`)
	btn(&w, "led-confirm", "btn primary", "confirm", "", kit.Escape(ok), false)
	btn(&w, "led-cancel", "btn", "cancel", "", "Cancel", false)
	w.F(`</div></section>`)
	return w.HTML()
}

// previewBalance is the balances after a previewed entry: the pilot's Fame
// and CP, and the purse (the stable's, in the League).
func previewBalance(e melee.Entry) string {
	if e.Pilot == "" {
		return "purse " + cb(e.Balance.Cbills)
	}
	return strconv.Itoa(e.Balance.Fame) + " Fame · " + strconv.Itoa(e.Balance.CP) + " CP · purse " + cb(e.Balance.Cbills)
}

// balanceText is the running balances after a ledger line: the pilot's
// Fame and CP, and the purse unless it is a stable's shared purse shown in
// a pilot's ledger.
func balanceText(e melee.Entry, shared bool) string {
	switch {
	case e.Pilot == "":
		return "purse " + cb(e.Balance.Cbills)
	case shared:
		return strconv.Itoa(e.Balance.Fame) + " Fame · " + strconv.Itoa(e.Balance.CP) + " CP"
	}
	return strconv.Itoa(e.Balance.Fame) + " Fame · " + strconv.Itoa(e.Balance.CP) + " CP · purse " + cb(e.Balance.Cbills)
}

// tabHTML is the open tab.
func (p *LedgerPage) tabHTML(s *melee.State) kit.HTML {
	var w kit.Writer
	w.F(`<div id="led-tab">`)
	tab := p.tab
	if judgeTools[tab] && p.following() {
		tab = "pilots"
	}
	switch tab {
	case "board":
		p.pilotChips(&w, s, false)
		p.boardHTML(&w, s)
	case "obc":
		p.obcHTML(&w, s)
	case "ledger":
		p.ledgerHTML(&w, s)
	case "judge":
		p.shareHTML(&w)
		judgeHTML(&w, s)
	default:
		p.pilotsHTML(&w, s)
	}
	w.F(`</div>`)
	return w.HTML()
}

// pilotChips picks the pilot the tab works on; phase adds each pilot's
// step of its Off Board Cycle (or "in the arena").
func (p *LedgerPage) pilotChips(w *kit.Writer, s *melee.State, phase bool) {
	sel := p.selected(s)
	w.F(`<div class="pchips" role="group" aria-label="Pilot">`)
	for i, pi := range s.Pilots {
		on := pi == sel && p.stable == ""
		w.F(`<button class="chip small%s" id="pick-%d" data-act="pilot" data-v="%s" aria-pressed="%t">%s`, kit.On(on), i, pi.Name, on, pi.Name)
		if phase {
			w.F(`<span class="small">%s</span>`, pilotState(s, pi))
		}
		w.F(`</button>`)
	}
	w.F(`</div>`)
}

// pilotState is where a pilot stands, in a word or two: in the arena,
// dead, its repair waiting, or its Off Board Cycle's phase.
func pilotState(s *melee.State, pi *melee.Pilot) string {
	switch {
	case pi.Dead:
		return "dead"
	case pi.OnBoard:
		return "in the arena"
	case pi.NeedsRepair():
		return "repair waiting"
	}
	ph, _ := s.PilotPhase(pi.Name)
	return ph
}

// classNames names the weight classes, Clan 'Mechs one heavier.
var classNames = [...]string{"", "Light", "Medium", "Heavy", "Assault", "Assault+1"}

// mechText is a 'Mech with its class, prices and condition.
func mechText(r *melee.Ruleset, m *melee.Mech) kit.HTML {
	if m == nil {
		return `<span class="muted">no 'Mech</span>`
	}
	var w kit.Writer
	w.F(`<b>%s</b> %d t, %s`, m.Design, m.Tons, classNames[min(m.Class(), 5)])
	if m.Clan {
		w.F(` (Clan: one class up)`)
	}
	w.F(`<br><span class="small">book %s · base %s · paid %s</span> · <span class="status %s">%s</span>`, cb(m.Book), cb(m.Base), cb(m.Paid), m.Status, condition(m))
	return w.HTML()
}

// owedHTML says what a player owes and on what: the loan (its maximum,
// whose Fame set it, the cycles it has been out), or a debt from a repair
// before a sale; and that it is erased once the purse is back at zero.
func owedHTML(w *kit.Writer, s *melee.State, pl *melee.Player, id string) {
	r := s.Rules()
	switch {
	case pl.Loan != nil:
		w.F(`<p class="owed" id="%s"><b>Owes %s C-bills</b> on a loan taken by %s (up to %s), %s out. Erased when the purse is back at zero or more; until then no %s.</p>`,
			id, cb(pl.Owed()), pl.Loan.Pilot, cb(pl.Loan.Max), count(pl.Loan.OBCs, "Off Board Cycle"), blocked(r))
	case pl.Cbills < 0:
		w.F(`<p class="owed" id="%s"><b>Owes %s C-bills</b>: the purse is below zero. Cleared when it is back at zero or more; until then no %s.</p>`, id, cb(pl.Owed()), blocked(r))
	}
	if pl.Defaulted {
		w.F(`<p class="owed">DEFAULT on a loan: no further loans.</p>`)
	}
}

// blocked says what a debt blocks in the ruleset (001 L229-231, 002 L134).
func blocked(r *melee.Ruleset) string {
	if r.Loan.BlocksAll {
		return "'Mech or ability (Edge included)"
	}
	return "'Mech (but a first one) or Tier 1-3 ability"
}

// pilotsHTML adds players and shows every player's account and pilots.
func (p *LedgerPage) pilotsHTML(w *kit.Writer, s *melee.State) {
	r := s.Rules()
	for i, pl := range s.Players {
		phase, _ := s.Phase(pl.Name)
		w.F(`<section class="panel player" id="player-%d"><h2>%s · %s</h2><dl class="facts">`, i, pl.Name, phase)
		purse := "C-bills"
		if r.SharedPurse() {
			purse = "Stable purse"
		}
		w.F(`<div><dt>%s</dt><dd id="cbills-%d">%s</dd></div><div><dt>Edge cards</dt><dd>%d</dd></div>`, purse, i, cb(pl.Cbills), pl.Edge)
		if pl.Affiliation != "" {
			w.F(`<div><dt>Affiliation</dt><dd>%s</dd></div>`, pl.Affiliation)
		}
		if pl.Stable != nil {
			w.F(`<div><dt>Stable</dt><dd>%s</dd></div>`, pl.Stable.Name)
		}
		for _, sp := range pl.Sponsors {
			w.F(`<div><dt>Sponsor</dt><dd>%s</dd></div>`, sp.Name)
		}
		w.F(`</dl>`)
		owedHTML(w, s, pl, "owed-"+strconv.Itoa(i))
		for _, pi := range s.PilotsOf(pl.Name) {
			g, pp := pi.Skills(r)
			id := strings.ReplaceAll(pi.Name, " ", "_")
			w.F(`<div class="pilot"><h3>%s <span class="muted small">%s</span></h3><p><span id="fame-%s">Fame %d</span> · <span id="cp-%s">CP %d</span> · Gunnery %d · Piloting %d · %s (%d solo)`,
				pi.Name, pilotState(s, pi), id, pi.Fame, id, pi.CP, g, pp, count(pi.Kills(), "kill"), pi.Solo)
			if pi.Wounds > 0 {
				w.F(` · <em>%s</em>`, count(pi.Wounds, "wound"))
			}
			if pi.DFA {
				w.F(` · <em>DFA/charge −30%% on the next repair</em>`)
			}
			w.F(`</p>`)
			if len(pi.Abilities) > 0 {
				w.F(`<p class="small">`)
				for j, o := range pi.Abilities {
					if j > 0 {
						w.F(`, `)
					}
					w.F(`%s`, o.Name)
					if o.Detail != "" {
						w.F(` (%s)`, o.Detail)
					}
					if o.Lost {
						w.F(` <em>lost to a wound</em>`)
					}
					if o.Used {
						w.F(` <em>token used</em>`)
					}
				}
				w.F(`</p>`)
			}
			w.F(`<p>%s</p></div>`, mechText(r, pi.Mech))
		}
		w.F(`</section>`)
	}
	if p.following() {
		return // the judge adds players and runs the days
	}
	w.F(`<section class="panel" id="pl-new"><h2>Add a %s</h2>`, map[bool]string{true: "stable", false: "player"}[r.SharedPurse()])
	p.field(w, "pl-name", map[bool]string{true: "Stable", false: "Player"}[r.SharedPurse()], "text", map[bool]string{true: "stable name", false: "player name"}[r.SharedPurse()])
	for i := 1; i <= r.PilotsPerPlayer; i++ {
		p.field(w, "pl-p"+strconv.Itoa(i), "Pilot "+strconv.Itoa(i), "text", "MechWarrior")
	}
	if r.SharedPurse() {
		w.F(`<p class="muted small" id="pl-start">The stable starts with %s C-bills shared by its %d MechWarriors, each with %d Fame and %d CP, and one Edge card.</p>`, cb(r.StartCbills), r.PilotsPerPlayer, r.StartFame, r.StartCP)
	} else {
		w.F(`<p class="muted small" id="pl-start">Starts with %s C-bills, %d Fame, %d CP and one Edge card.</p>`, cb(r.StartCbills), r.StartFame, r.StartCP)
	}
	w.Put(kit.Why("pl-start-why", "C-bills and Edge card: "+r.Cite(r.StartLine)+". Fame and CP: "+r.StartFameCP+".", ""))
	btn(w, "pl-add", "btn primary", "addplayer", "", map[bool]kit.HTML{true: "Add the stable", false: "Add player"}[r.SharedPurse()], false)
	w.F(`</section><section class="panel"><h2>Days</h2><div class="row">`)
	btn(w, "day-start", "btn small", "day", "start", "Start a new day", false)
	btn(w, "day-end", "btn small", "day", "end", "End the day", false)
	w.F(`</div><p class="muted small">A new day issues one Edge card each and gives the once-per-day tokens back; ending it forfeits unused Edge cards.</p></section>`)
}

// shownLedger is the ledger the Ledger tab shows: a whole stable's (or
// player's) when one is chosen, else the selected pilot's.
func (p *LedgerPage) shownLedger(s *melee.State) (melee.Ledger, error) {
	if p.stable != "" {
		return s.StableLedger(p.stable)
	}
	pi := p.selected(s)
	if pi == nil {
		return melee.Ledger{}, errNoPilot
	}
	return s.PilotLedger(pi.Name)
}

// errNoPilot is the refusal of a ledger without pilots.
var errNoPilot = errors.New("add a player first")

// ledgerTitle names a ledger: "Kell's ledger", "Fun Factory: the whole
// stable".
func ledgerTitle(s *melee.State, l melee.Ledger) string {
	switch {
	case l.Pilot != "":
		return l.Pilot + "'s ledger"
	case s.Rules().SharedPurse():
		return l.Player + ": the whole stable"
	}
	return l.Player + "'s account"
}

// ledgerHTML is the ledger chosen, newest first, with the exports and the
// print view: a pilot's own lines (in the League without the stable's
// purse, which jumps with the other pilots' lines), or a whole stable's
// with the purse after each line.
func (p *LedgerPage) ledgerHTML(w *kit.Writer, s *melee.State) {
	p.pilotChips(w, s, false)
	if s.Rules().SharedPurse() && len(s.Players) > 0 {
		w.F(`<div class="pchips" role="group" aria-label="Whole stable">`)
		for i, pl := range s.Players {
			on := p.stable == pl.Name
			w.F(`<button class="chip small%s" id="whole-%d" data-act="stable" data-v="%s" aria-pressed="%t">%s<span class="small">whole stable</span></button>`, kit.On(on), i, pl.Name, on, pl.Name)
		}
		w.F(`</div>`)
	}
	l, err := p.shownLedger(s)
	if err != nil {
		w.F(`<p class="muted">Add a player first.</p>`)
		return
	}
	w.F(`<section class="panel" id="led-ledger"><h2>%s</h2>`, ledgerTitle(s, l))
	if l.SharedPurse {
		w.F(`<p class="muted small" id="led-shared">The C-bills are the stable's purse, shared by its MechWarriors: this ledger shows %s's own changes; the purse is in the whole stable's ledger.</p>`, l.Pilot)
	} else {
		w.F(`<p id="led-purse">Purse: <b>%s C-bills</b></p>`, cb(l.Cbills))
	}
	if pl, _ := s.Player(l.Player); pl != nil && l.Pilot == "" {
		owedHTML(w, s, pl, "led-owed")
	}
	w.F(`<div class="row">`)
	btn(w, "led-print", "btn small", "print", "", "Print view", false)
	btn(w, "exp-ledger", "btn small", "export", "ledger", "Ledger CSV", false)
	btn(w, "exp-json", "btn small", "export", "json", "Event JSON", false)
	if l.Pilot != "" {
		btn(w, "led-share-pilot", "btn small", "share", "pilot", "Share this ledger", false)
	} else {
		btn(w, "led-share-event", "btn small", "share", "event", "Share the event", false)
	}
	w.F(`</div><ol class="ledger" reversed>`)
	for i := len(l.Entries) - 1; i >= 0; i-- {
		e := l.Entries[i]
		who := ""
		if l.Pilot == "" && e.Pilot != "" {
			who = e.Pilot + ": "
		}
		w.F(`<li><span class="what">%s%s`, who, lineText(e.What))
		if e.Why != "" {
			w.F(` <i>(%s)</i>`, e.Why)
		}
		w.F(`</span>%s<span class="muted small">Day %d · %s</span></li>`, gainText(e.Gain), e.Day, balanceText(e, l.SharedPurse))
	}
	w.F(`</ol>`)
	w.Put(kit.Why("led-rules", "Each line follows a rule of the event's rulebook: the lines of the rules it rests on are kept with it in the Event JSON export, for a judge. The Rules notes below list the readings taken where the rules are silent.", ""))
	w.F(`</section>`)
}

// printHTML is the printable ledger shown on the Ledger tab: a table with
// every column a judge checks, in words (each line's rule is in the Event
// JSON).
func (p *LedgerPage) printHTML(s *melee.State) kit.HTML {
	var w kit.Writer
	w.F(`<div id="led-printview" class="printview"><div class="row noprint">`)
	btn(&w, "led-doprint", "btn primary", "doprint", "", "Print", false)
	btn(&w, "led-print-close", "btn", "print", "", "Close print view", false)
	w.F(`</div>`)
	l, err := p.shownLedger(s)
	if err != nil {
		w.F(`<p>No pilot.</p></div>`)
		return w.HTML()
	}
	w.F(`<h2>%s — %s</h2>`, s.Name, ledgerTitle(s, l))
	if l.Pilot != "" {
		pi, _ := s.Pilot(l.Pilot)
		w.F(`<p><b>%s</b> (%s) · %s · Day %d</p><p id="print-totals">Fame %d · CP %d`, pi.Name, pi.Player, s.Rules().Name, s.Day, pi.Fame, pi.CP)
		if !l.SharedPurse {
			w.F(` · C-bills %s`, cb(l.Cbills))
		}
		w.F(` · %s</p>`, count(pi.Kills(), "kill"))
	} else {
		w.F(`<p><b>%s</b> · %s · Day %d</p><p id="print-totals">Purse %s C-bills`, l.Player, s.Rules().Name, s.Day, cb(l.Cbills))
		if l.Owed > 0 {
			w.F(` · owes %s`, cb(l.Owed))
		}
		for _, pi := range s.PilotsOf(l.Player) {
			w.F(` · %s: Fame %d, CP %d`, pi.Name, pi.Fame, pi.CP)
		}
		w.F(`</p>`)
	}
	w.F(`<table class="ptable"><thead><tr><th>#</th><th>What / why</th><th>Change</th><th>Balance</th></tr></thead><tbody>`)
	for i, e := range l.Entries {
		// Rows numbered in this ledger: the event's own numbers skip the
		// other players' entries (5 → 11).
		w.F(`<tr><td>%d<br>D%d</td><td>`, i+1, e.Day)
		if l.Pilot == "" && e.Pilot != "" {
			w.F(`<b>%s</b>: `, e.Pilot)
		}
		w.F(`%s`, lineText(e.What))
		if e.Why != "" {
			w.F(` <i>(%s)</i>`, e.Why)
		}
		w.F(`</td><td class="num">Fame %s<br>CP %s<br>%s</td><td class="num">`, cbSigned(int64(e.Fame)), cbSigned(int64(e.CP)), cbSigned(e.Cbills))
		if e.Pilot != "" {
			w.F(`Fame %d<br>CP %d`, e.Balance.Fame, e.Balance.CP)
		}
		if !l.SharedPurse {
			if e.Pilot != "" {
				w.F(`<br>`)
			}
			w.F(`%s`, cb(e.Balance.Cbills))
		}
		w.F(`</td></tr>`)
	}
	w.F(`</tbody></table><p class="small">Judge: ______________________ Signature: ______________________</p></div>`)
	return w.HTML()
}

// judgeHTML lists every pilot ranked, with the ranking rules; where a
// stable's MechWarriors share one purse, the money is listed once per
// stable beside them.
func judgeHTML(w *kit.Writer, s *melee.State) {
	r := s.Rules()
	w.F(`<section class="panel" id="led-judge"><h2>Standings</h2><table class="standings"><thead><tr><th>#</th><th>Pilot</th><th>Kills</th><th>Fame</th>`)
	if r.SharedPurse() {
		w.F(`<th>CP</th></tr></thead><tbody>`)
	} else {
		w.F(`<th>C-bills</th></tr></thead><tbody>`)
	}
	for i, st := range s.Standings() {
		w.F(`<tr><td>%d</td><td><b>%s</b><br><span class="muted small">%s</span></td><td>%d<br><span class="muted small">%d solo</span></td><td>%d</td>`,
			i+1, st.Pilot, st.Player, st.Kills, st.Solo, st.Fame)
		if st.SharedPurse {
			w.F(`<td>%d</td></tr>`, st.CP)
		} else {
			w.F(`<td>%s<br><span class="muted small">worth %s</span></td></tr>`, cb(st.Cbills), cb(st.NetWorth))
		}
	}
	w.F(`</tbody></table>`)
	if r.SharedPurse() {
		w.F(`<h2>Stables</h2><table class="standings" id="led-stables"><thead><tr><th>Stable</th><th>Purse</th><th>Net worth</th></tr></thead><tbody>`)
		for _, st := range s.StableStandings() {
			w.F(`<tr><td><b>%s</b><br><span class="muted small">%s · Fame %d</span></td><td>%s`, st.Player, count(st.Kills, "kill"), st.Fame, cb(st.Cbills))
			if st.Owed > 0 {
				w.F(`<br><span class="muted small">owes %s</span>`, cb(st.Owed))
			}
			w.F(`</td><td>%s<br><span class="muted small">'Mechs %s</span></td></tr>`, cb(st.NetWorth), cb(st.Mechs))
		}
		w.F(`</tbody></table>`)
	}
	w.F(`<div class="row">`)
	btn(w, "exp-standings", "btn small", "export", "standings", "Standings CSV", false)
	if r.SharedPurse() {
		btn(w, "exp-stables", "btn small", "export", "stables", "Stables CSV", false)
	}
	btn(w, "exp-json2", "btn small", "export", "json", "Event JSON", false)
	btn(w, "judge-share", "btn small", "share", "event", "Share the event", false)
	w.F(`</div><h2>Ranking rules</h2><p class="small">Pilots rank by total kills (solo and assisted), then Fame, then solo kills, then net worth: C-bills plus the 'Mechs at their base cost less loans.`)
	if n := r.RankingNote; n != "" {
		w.F(` %s`, n)
	}
	w.F(`</p>`)
	w.Put(kit.Why("led-judge-why", "Pilots rank by kills, then Fame, then solo kills, then net worth, as the Tournament's qualifiers do.", "001 L1127-1134, L1150-1154"))
	w.F(`</section>`)
}
