package ledger

import (
	"lancemate/app/kit"
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
	if p.msg != "" {
		w.F(`<p class="error" id="led-msg" role="alert">%s</p>`, p.msg)
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
		w.F(`<button class="card evcard" id="ev-%d" data-act="open" data-v="%s"><b>%s</b><span class="muted small">%s · Day %d · %d players · %d entries</span></button>`,
			i, r.Key, s.Name, s.Rules().Name, s.Day, len(s.Players), len(s.Entries))
	}
	w.F(`</section><section class="panel" id="ev-new"><h2>New event</h2>`)
	p.field(&w, "ev-name", "Name", "text", "Solaris league night")
	w.F(`<div class="segmented" role="group" aria-label="Ruleset">`)
	for _, r := range melee.Rulesets() {
		w.F(`<button class="seg%s" id="ev-rs-%s" data-act="rs" data-v="%[2]s" aria-pressed="%t">%s</button>`, kit.On(p.form["rs"] == r.ID), r.ID, p.form["rs"] == r.ID, r.Short)
	}
	w.F(`</div><p class="muted small">Event options (blank: the ruleset's own)</p>`)
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

var ledgerTabs = [...][2]string{{"pilots", "Pilots"}, {"board", "Board"}, {"obc", "OBC"}, {"ledger", "Ledger"}, {"judge", "Judge"}}

// barHTML is the event's title, undo and redo with what they take back,
// and the tabs.
func (p *LedgerPage) barHTML(s *melee.State) kit.HTML {
	var w kit.Writer
	w.F(`<div id="led-bar"><div class="row ledhead"><button class="btn small" id="led-close" data-act="close">‹ Events</button><span class="evtitle"><b>%s</b><span class="muted small">%s · Day %d</span></span></div>`,
		s.Name, s.Rules().Name, s.Day)
	w.F(`<div class="row gamebar">`)
	undo, redo := "Undo", "Redo"
	if log := p.cur.Log(); len(log) > 1 {
		undo = "Undo " + strings.ReplaceAll(log[len(log)-1].Type(), "_", " ")
	}
	btn(&w, "led-undo", "btn small", "undo", "", kit.Escape(undo), p.cur.Len() <= 1)
	btn(&w, "led-redo", "btn small", "redo", "", kit.Escape(redo), !p.cur.CanRedo())
	w.F(`</div><div class="segmented tabs" role="tablist">`)
	for _, t := range ledgerTabs {
		w.F(`<button class="seg%s" id="tab-%s" role="tab" data-act="tab" data-v="%[2]s" aria-selected="%t">%s</button>`, kit.On(p.tab == t[0]), t[0], p.tab == t[0], t[1])
	}
	w.F(`</div>`)
	if p.msg != "" {
		w.F(`<p class="error" id="led-msg" role="alert">%s</p>`, p.msg)
	}
	w.F(`</div>`)
	return w.HTML()
}

// previewHTML shows what the proposed event will write, per pilot, with
// the Confirm button.
func (p *LedgerPage) previewHTML(s *melee.State) kit.HTML {
	if p.pend == nil {
		return `<div id="led-nopreview"></div>`
	}
	var w kit.Writer
	w.F(`<section class="panel prompt" id="led-preview"><h2>Preview: %s</h2><ul class="entries">`, strings.ReplaceAll(p.pend.Type(), "_", " "))
	for _, e := range p.entries {
		who := e.Player
		if e.Pilot != "" {
			who = e.Pilot
		}
		w.F(`<li><b>%s</b> %s%s<span class="muted small">%s → %s</span></li>`,
			who, e.What, gainText(e.Gain), e.Rule, balanceText(e))
	}
	w.F(`</ul><label class="field"><span>Why</span><input type="text" id="why" placeholder="turn 5, judge's call…" value="%s" data-act="why"></label>`, p.form["why"])
	w.F(`<div class="row">`)
	btn(&w, "led-confirm", "btn primary", "confirm", "", "Confirm", false)
	btn(&w, "led-cancel", "btn", "cancel", "", "Cancel", false)
	w.F(`</div></section>`)
	return w.HTML()
}

// balanceText is the running balances after an entry.
func balanceText(e melee.Entry) string {
	if e.Pilot == "" {
		return cb(e.Balance.Cbills) + " C-bills"
	}
	return strconv.Itoa(e.Balance.Fame) + " Fame · " + strconv.Itoa(e.Balance.CP) + " CP · " + cb(e.Balance.Cbills) + " C-bills"
}

// tabHTML is the open tab.
func (p *LedgerPage) tabHTML(s *melee.State) kit.HTML {
	var w kit.Writer
	w.F(`<div id="led-tab">`)
	switch p.tab {
	case "board":
		p.pilotChips(&w, s, nil)
		p.boardHTML(&w, s)
	case "obc":
		p.obcHTML(&w, s)
	case "ledger":
		p.pilotChips(&w, s, nil)
		ledgerHTML(&w, s, p.selected(s))
	case "judge":
		judgeHTML(&w, s)
	default:
		p.pilotsHTML(&w, s)
	}
	w.F(`</div>`)
	return w.HTML()
}

// pilotChips picks the pilot the tab works on; keep limits the choice.
func (p *LedgerPage) pilotChips(w *kit.Writer, s *melee.State, keep func(*melee.Pilot) bool) {
	sel := p.selected(s)
	w.F(`<div class="pchips" role="group" aria-label="Pilot">`)
	for i, pi := range s.Pilots {
		if keep != nil && !keep(pi) {
			continue
		}
		w.F(`<button class="chip small%s" id="pick-%d" data-act="pilot" data-v="%s" aria-pressed="%t">%s</button>`,
			kit.On(pi == sel), i, pi.Name, pi == sel, pi.Name)
	}
	w.F(`</div>`)
}

// classNames names the weight classes, Clan 'Mechs one heavier.
var classNames = [...]string{"", "Light", "Medium", "Heavy", "Assault", "Assault+1"}

// mechText is a 'Mech with its class, prices and status.
func mechText(r *melee.Ruleset, m *melee.Mech) kit.HTML {
	if m == nil {
		return `<span class="muted">no 'Mech</span>`
	}
	var w kit.Writer
	w.F(`<b>%s</b> %d t, %s`, m.Design, m.Tons, classNames[min(m.Class(), 5)])
	if m.Clan {
		w.F(` (Clan: one class up)`)
	}
	w.F(`<br><span class="small">book %s · base %s · paid %s</span> · <span class="status %s">%s</span>`, cb(m.Book), cb(m.Base), cb(m.Paid), m.Status, m.Status)
	if m.Ejected {
		w.F(` · <em>ejected</em>`)
	}
	return w.HTML()
}

// pilotsHTML adds players and shows every player's account and pilots.
func (p *LedgerPage) pilotsHTML(w *kit.Writer, s *melee.State) {
	r := s.Rules()
	for i, pl := range s.Players {
		phase, _ := s.Phase(pl.Name)
		w.F(`<section class="panel player" id="player-%d"><h2>%s · %s</h2><dl class="facts">`, i, pl.Name, phase)
		w.F(`<div><dt>C-bills</dt><dd id="cbills-%d">%s</dd></div><div><dt>Edge cards</dt><dd>%d</dd></div>`, i, cb(pl.Cbills), pl.Edge)
		if pl.Loan != nil {
			w.F(`<div><dt>Loan</dt><dd>up to %s (%s's Fame), %d OBCs out</dd></div>`, cb(pl.Loan.Max), pl.Loan.Pilot, pl.Loan.OBCs)
		}
		if pl.Defaulted {
			w.F(`<div><dt>Loan</dt><dd>DEFAULT</dd></div>`)
		}
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
		for _, pi := range s.PilotsOf(pl.Name) {
			g, pp := pi.Skills(r)
			id := strings.ReplaceAll(pi.Name, " ", "_")
			w.F(`<div class="pilot"><h3>%s</h3><p><span id="fame-%s">Fame %d</span> · <span id="cp-%s">CP %d</span> · Gunnery %d · Piloting %d · Kills %d (%d solo)`,
				pi.Name, id, pi.Fame, id, pi.CP, g, pp, pi.Kills(), pi.Solo)
			if pi.Wounds > 0 {
				w.F(` · <em>%d wounds</em>`, pi.Wounds)
			}
			for _, f := range []struct {
				on   bool
				text string
			}{{pi.OnBoard, "on the board"}, {pi.Dead, "dead"}, {pi.DFA, "DFA/charge −30% on next repair"}} {
				if f.on {
					w.F(` · <em>%s</em>`, f.text)
				}
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
	w.F(`<section class="panel" id="pl-new"><h2>Add a player</h2>`)
	p.field(w, "pl-name", "Player", "text", map[bool]string{true: "stable name", false: "player name"}[r.PilotsPerPlayer > 1])
	for i := 1; i <= r.PilotsPerPlayer; i++ {
		p.field(w, "pl-p"+strconv.Itoa(i), "Pilot "+strconv.Itoa(i), "text", "MechWarrior")
	}
	w.F(`<p class="muted small">Starts with %s C-bills, %d Fame, %d CP per pilot, one Edge card (%s).</p>`, cb(r.StartCbills), r.StartFame, r.StartCP, r.Cite(r.StartLine))
	btn(w, "pl-add", "btn primary", "addplayer", "", "Add player", false)
	w.F(`</section><section class="panel"><h2>Days</h2><div class="row">`)
	btn(w, "day-start", "btn small", "day", "start", "Start a new day", false)
	btn(w, "day-end", "btn small", "day", "end", "End the day", false)
	w.F(`</div><p class="muted small">A new day issues one Edge card each and gives the once-per-day tokens back; ending it forfeits unused Edge cards.</p></section>`)
}

// ledgerEntries lists the entries of a pilot's ledger: its own and its
// player's account entries (as WriteLedgerCSV).
func ledgerEntries(s *melee.State, pi *melee.Pilot) []melee.Entry {
	var out []melee.Entry
	for _, e := range s.Entries {
		if e.Pilot == pi.Name || e.Pilot == "" && e.Player == pi.Player {
			out = append(out, e)
		}
	}
	return out
}

// ledgerHTML is the selected pilot's ledger, newest first, with the
// exports and the print view.
func ledgerHTML(w *kit.Writer, s *melee.State, pi *melee.Pilot) {
	if pi == nil {
		w.F(`<p class="muted">Add a player first.</p>`)
		return
	}
	w.F(`<section class="panel" id="led-ledger"><h2>%s's ledger</h2><div class="row">`, pi.Name)
	btn(w, "led-print", "btn small", "print", "", "Print view", false)
	btn(w, "exp-ledger", "btn small", "export", "ledger", "Ledger CSV", false)
	btn(w, "exp-json", "btn small", "export", "json", "Event JSON", false)
	w.F(`</div><ol class="ledger" reversed>`)
	es := ledgerEntries(s, pi)
	for i := len(es) - 1; i >= 0; i-- {
		e := es[i]
		w.F(`<li><span class="what">#%d %s`, e.Seq, e.What)
		if e.Why != "" {
			w.F(` <i>(%s)</i>`, e.Why)
		}
		w.F(`</span>%s<span class="muted small">Day %d · %s · %s</span></li>`, gainText(e.Gain), e.Day, e.Rule, balanceText(e))
	}
	w.F(`</ol></section>`)
}

// printHTML is the printable ledger page of a pilot: a table with every
// column a judge checks.
func printHTML(s *melee.State, pi *melee.Pilot) kit.HTML {
	var w kit.Writer
	w.F(`<div id="led-printview" class="printview"><div class="row noprint">`)
	btn(&w, "led-doprint", "btn primary", "doprint", "", "Print", false)
	btn(&w, "led-print-close", "btn", "print", "", "Close print view", false)
	w.F(`</div>`)
	if pi == nil {
		w.F(`<p>No pilot.</p></div>`)
		return w.HTML()
	}
	pl, _ := s.Player(pi.Player)
	w.F(`<h2>%s — pilot ledger</h2><p><b>%s</b> (%s) · %s · Day %d</p><p id="print-totals">Fame %d · CP %d · C-bills %s · Kills %d</p>`,
		s.Name, pi.Name, pi.Player, s.Rules().Name, s.Day, pi.Fame, pi.CP, cb(pl.Cbills), pi.Kills())
	w.F(`<table class="ptable"><thead><tr><th>#</th><th>What / why / rule</th><th>Change</th><th>Balance</th></tr></thead><tbody>`)
	for _, e := range ledgerEntries(s, pi) {
		w.F(`<tr><td>%d<br>D%d</td><td>%s`, e.Seq, e.Day, e.What)
		if e.Why != "" {
			w.F(` <i>(%s)</i>`, e.Why)
		}
		w.F(` <span class="nw">%s</span></td><td class="num">Fame %s<br>CP %s<br>%s</td><td class="num">`, e.Rule, cbSigned(int64(e.Fame)), cbSigned(int64(e.CP)), cbSigned(e.Cbills))
		if e.Pilot != "" {
			w.F(`Fame %d<br>CP %d<br>`, e.Balance.Fame, e.Balance.CP)
		}
		w.F(`%s</td></tr>`, cb(e.Balance.Cbills))
	}
	w.F(`</tbody></table><p class="small">Judge: ______________________ Signature: ______________________</p></div>`)
	return w.HTML()
}

// judgeHTML lists every pilot ranked, with the ranking rules.
func judgeHTML(w *kit.Writer, s *melee.State) {
	w.F(`<section class="panel" id="led-judge"><h2>Standings</h2><table class="standings"><thead><tr><th>#</th><th>Pilot</th><th>Kills</th><th>Fame</th><th>C-bills</th></tr></thead><tbody>`)
	for i, st := range s.Standings() {
		w.F(`<tr><td>%d</td><td><b>%s</b><br><span class="muted small">%s</span></td><td>%d<br><span class="muted small">%d solo</span></td><td>%d</td><td>%s<br><span class="muted small">worth %s</span></td></tr>`,
			i+1, st.Pilot, st.Player, st.Kills, st.Solo, st.Fame, cb(st.Cbills), cb(st.NetWorth))
	}
	w.F(`</tbody></table><div class="row">`)
	btn(w, "exp-standings", "btn small", "export", "standings", "Standings CSV", false)
	btn(w, "exp-json2", "btn small", "export", "json", "Event JSON", false)
	w.F(`</div><h2>Ranking rules</h2><p class="small">Pilots rank by total kills (solo and assisted), then Fame, then solo kills, then net worth: C-bills plus the 'Mechs at their base cost less loans (001 L1127-1134, L1150-1154).`)
	if n := s.Rules().RankingNote; n != "" {
		w.F(` %s`, n)
	}
	w.F(`</p></section>`)
}
