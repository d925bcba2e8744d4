package stables

import (
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
	"net/url"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/engine/stable"
)

// content is the page: the stable bar, the new-stable form or the stable
// shown, its history and the rules notes. Each part is HTML text of its
// own, so a tap re-parses only the parts whose text changed.
func (p *StablePage) content() []app.UI {
	if !session.Ready() || !p.loaded {
		return []app.UI{app.P().Class("muted").Text("Opening storage…")}
	}
	var parts []app.UI
	part := func(write func(w *kit.Writer)) {
		var w kit.Writer
		write(&w)
		if w.Len() > 0 {
			parts = append(parts, &kit.View{ID: "stable-part-" + strconv.Itoa(len(parts)), HTML: w.HTML()})
		}
	}
	part(func(w *kit.Writer) {
		w.F(`<div>`)
		for _, d := range stableBook.bad {
			w.F(`<section class="panel warn"><p class="error" role="alert">A saved stable could not be read: %s. Its text is kept under Settings → Damaged records.</p></section>`, d.Err.Error())
		}
		p.barHTML(w)
		w.F(`</div>`)
	})
	r, l := p.ledger()
	if p.creating || r == nil {
		part(p.createHTML)
		return parts
	}
	part(func(w *kit.Writer) { p.summaryHTML(w, l) })
	part(func(w *kit.Writer) { p.pilotsHTML(w, l) })
	part(func(w *kit.Writer) { p.mechsHTML(w, l) })
	part(func(w *kit.Writer) { p.actionsHTML(w, l) })
	part(func(w *kit.Writer) { leaguesHTML(w, l.Peek()) })
	return append(parts, &StableHistory{Key: p.key, Ver: p.ver}, kit.Raw(kit.Notes("stable-notes", stable.Notes())))
}

// barHTML is the row of stables to switch between and the New button.
func (p *StablePage) barHTML(w *kit.Writer) {
	w.F(`<div class="row sbar">`)
	if len(stableBook.list) > 1 {
		for i, r := range stableBook.list {
			w.F(`<button class="chip small%s" id="stable-pick-%d" data-act="pick" data-v="%s">%s</button>`,
				kit.On(r.Key == p.key && !p.creating), i, r.Key, r.Peek().Name)
		}
	}
	w.F(`<button class="btn small" id="stable-new" data-act="new">New stable</button></div>`)
}

// createHTML is the new-stable form.
func (p *StablePage) createHTML(w *kit.Writer) {
	w.F(`<section class="panel" id="stable-create-form"><h2>New stable</h2>`)
	p.text(w, "stable-name", "Name", "text")
	p.choice(w, "stable-game", "Game", [][2]string{{"basic", "Basic: one pilot, 300 stones"},
		{"standard", "Standard: 100 stones, a stable ability"}, {"advanced", "Advanced: heritage, facilities, upkeep"}})
	if p.f["stable-game"] == string(stable.Advanced) {
		var hs [][2]string
		for _, h := range stable.Heritages {
			hs = append(hs, [2]string{h.ID, fmt.Sprintf("%s: %d stones, %d non-faction Mechs", h.Name, h.Stones, h.NonFaction)})
		}
		p.choice(w, "stable-heritage", "Heritage", hs)
		p.text(w, "stable-faction", "Allied faction (Clan, Inner Sphere; none for Mercenary)", "text")
	}
	w.F(`<button class="btn primary" id="stable-create" data-act="create">Create stable</button>`)
	if len(stableBook.list) > 0 {
		w.F(`<button class="btn" id="stable-cancel" data-act="cancel-new">Cancel</button>`)
	}
	w.F(`</section>`)
}

// summaryHTML is the stable's figures with undo and redo.
func (p *StablePage) summaryHTML(w *kit.Writer, l *stable.Ledger) {
	s := l.Peek()
	w.F(`<section class="panel" id="stable-summary"><h2>%s</h2><p class="sbig">Stones %d`, s.Name, s.Stones)
	if s.Game.HasStableFame() {
		w.F(` · Stable fame %d`, stable.StableFame(*s))
	}
	w.F(`</p><p class="small muted">%s game`, titleCase(string(s.Game)))
	for _, h := range stable.Heritages {
		if h.ID == s.Heritage {
			w.F(` · %s heritage`, h.Name)
		}
	}
	if s.Game == stable.Advanced {
		w.F(` · %s`, allegianceText(s.Faction))
	}
	if s.Ability != "" {
		w.F(` · ability %s`, s.Ability)
	}
	w.F(` · %s`, kit.Count(s.Matches, "match", "matches"))
	if s.UpkeepDue {
		w.F(` · <b>upkeep due</b>`)
	}
	w.F(`</p>`)
	if !s.Game.HasStableFame() {
		w.F(`<p class="small muted" id="stable-standard">No stable fame and no payroll: those are Advanced game rules.</p>`)
	}
	w.F(`<div class="row">`)
	w.F(`<button class="btn small" id="stable-undo" data-act="undo"%s>Undo</button>`, kit.Disabled(!l.CanUndo() || l.Len() <= 1))
	w.F(`<button class="btn small" id="stable-redo" data-act="redo"%s>Redo</button><a class="btn small" id="stable-play" href="/dials?stable=%s">Play a match</a><button class="btn small" id="stable-share" data-act="share">Share</button></div></section>`, kit.Disabled(!l.CanRedo()), url.QueryEscape(s.Name))
}

// allegianceText names the stable's allegiance.
func allegianceText(f string) string {
	if f == "" {
		return "independent"
	}
	return "allied with " + f
}

// or is s, or def when s is empty.
func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// titleCase capitalises the first letter.
func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// pilotsHTML lists the pilots, the open one with its actions, then the
// hire form.
func (p *StablePage) pilotsHTML(w *kit.Writer, l *stable.Ledger) {
	s := l.Peek()
	w.F(`<section class="panel" id="stable-pilots"><h2>Pilots (%d)</h2><ul class="srows">`, len(s.Pilots))
	for i, pl := range s.Pilots {
		open := pl.Name == p.pilot
		w.F(`<li><button class="srow%s" id="pilot-%d" data-act="pilot" data-v="%s" aria-expanded="%t"><b>%s · Fame %d · XP %d</b><span class="small muted">Piloting %d`,
			kit.On(open), i, pl.Name, open, pl.Name, pl.Fame, pl.XP, pl.Piloting)
		if s.Game.HasPayroll() {
			w.F(` · payroll %d`, s.PilotPayroll(pl))
		}
		if pl.Invited {
			w.F(` · invited to the Champions Invitational`)
		}
		if pl.FreeSkills > 0 {
			w.F(` · %d free skills`, pl.FreeSkills)
		}
		if pl.SitOut > 0 {
			w.F(` · sits out %d`, pl.SitOut)
		}
		if pl.Dead {
			w.F(` · dead`)
		}
		w.F(`</span>`)
		if len(pl.Skills) > 0 {
			w.F(`<span class="small">`)
			for j, sk := range pl.Skills {
				w.F(`%s%s (%s%s)`, sep(j), sk.Name, areaName(sk.Area), boxes(sk.Boxes))
			}
			w.F(`</span>`)
		}
		for _, inj := range pl.Injuries {
			if !inj.Healed {
				w.F(`<span class="small error">%s</span>`, inj.Name)
			}
		}
		w.F(`</button>`)
		if open {
			acts := []string{"heal", "Heal", "leave", "Leave", "retire", "Retire"}
			switch {
			case s.Game == stable.Basic:
			case pl.Invited:
				acts = append(acts, "uninvite", "Withdraw invitation")
			default:
				acts = append(acts, "invite", "Invited to the Champions")
			}
			p.rowActions(w, l, fmt.Sprintf("pilot-%d", i), pl.Name, acts...)
		}
		w.F(`</li>`)
	}
	w.F(`</ul><div class="sgrid">`)
	p.text(w, "pilot-name", "New pilot's name", "text")
	w.F(`<button class="btn primary" id="pilot-hire" data-act="do" data-v="hire">Hire</button></div>`)
	var prev kit.HTML
	if p.f["pilot-name"] != "" {
		prev, _ = p.preview(l, "hire")
	}
	w.F(`<div class="sprev" id="prev-hire">%s</div></section>`, prev)
}

// sep separates list items.
func sep(i int) string {
	if i == 0 {
		return ""
	}
	return ", "
}

// boxes notes the boxes of a stacking skill.
// areaName is a skill area (a weight class, 1-4) as players say it:
// "light", … "assault".
func areaName(a int) string {
	if a < 1 || a > 4 {
		return fmt.Sprintf("weight class %d", a)
	}
	return [...]string{"light", "medium", "heavy", "assault"}[a-1]
}

// whoName is a history entry's subject as a sentence starts it: a pilot's
// or Mech's name, "The stable" for the stable itself.
func whoName(who string) string {
	if who == "stable" {
		return "The stable"
	}
	return who
}

func boxes(n int) string {
	if n < 2 {
		return ""
	}
	return fmt.Sprintf(", %d boxes", n)
}

// rowActions writes a pilot's or Mech's actions (pairs of act, label): a
// tap arms one and shows its effect with Confirm and Cancel.
func (p *StablePage) rowActions(w *kit.Writer, l *stable.Ledger, id, name string, acts ...string) {
	w.F(`<div class="row sacts">`)
	for i := 0; i+1 < len(acts); i += 2 {
		v := acts[i] + "|" + name
		w.F(`<button class="btn small%s" id="%s-%s" data-act="arm" data-v="%s">%s</button>`, kit.On(p.armed == v), id, acts[i], v, acts[i+1])
	}
	w.F(`</div>`)
	if act, n, _ := strings.Cut(p.armed, "|"); n == name && act != "" {
		prev, err := effectHTML(l, rowEvent(p.armed), "")
		w.F(`<div class="sprev" id="stable-armed">%s<button class="btn primary" id="stable-confirm" data-act="confirm"%s>Confirm</button><button class="btn" id="stable-disarm" data-act="disarm">Cancel</button></div>`,
			prev, kit.Disabled(err != nil))
	}
}

// mechsHTML lists the Mechs, the open one with its actions.
func (p *StablePage) mechsHTML(w *kit.Writer, l *stable.Ledger) {
	s := l.Peek()
	w.F(`<section class="panel" id="stable-mechs"><h2>Mechs (%d)</h2><ul class="srows">`, len(s.Mechs))
	for i, m := range s.Mechs {
		open := m.Name == p.mech
		w.F(`<li><button class="srow%s" id="mech-%d" data-act="mech" data-v="%s" aria-expanded="%t"><b>%s · %d points · %s</b><span class="small muted">`,
			kit.On(open), i, m.Name, open, m.Name, m.Points, stable.ClassName(m.Class()))
		if m.Model != "" {
			w.F(`%s · `, m.Model)
		}
		w.F(`value %d · sells for %d`, m.Value(), stable.SalePrice(*s, m))
		if m.Damage > 0 {
			w.F(` · %d clicks of damage, repair %d a click`, m.Damage, stable.ClickCost(*s, m))
		}
		if m.Destroyed {
			w.F(` · destroyed`)
		}
		if m.SitOut > 0 {
			w.F(` · sits out %d`, m.SitOut)
		}
		w.F(`</span>`)
		if x := append(append([]string(nil), m.Equipment...), m.Mods...); len(x) > 0 {
			w.F(`<span class="small">%s</span>`, strings.Join(x, ", "))
		}
		w.F(`</button>`)
		if open {
			p.rowActions(w, l, fmt.Sprintf("mech-%d", i), m.Name, "repair", "Repair all", "sell", "Sell")
		}
		w.F(`</li>`)
	}
	w.F(`</ul></section>`)
}

// stableTabs lists the action forms a game uses: id and label.
func stableTabs(s *stable.State) [][2]string {
	tabs := [][2]string{{"skill", "Skill"}, {"mech", "Buy Mech"}, {"adjust", "Adjust"}}
	switch s.Game {
	case stable.Standard:
		tabs = append(tabs, [2]string{"ability", "Ability"})
	case stable.Advanced:
		tabs = append(tabs, [2]string{"upkeep", "Upkeep"}, [2]string{"equip", "Equip"}, [2]string{"facility", "Facility"}, [2]string{"alliance", "Alliance"})
		if s.Settings.Modifications {
			tabs = append(tabs, [2]string{"mod", "Mods"})
		}
	}
	return append(tabs, [2]string{"settings", "Settings"})
}

// actionsHTML is the tab row and the open action form with its preview.
func (p *StablePage) actionsHTML(w *kit.Writer, l *stable.Ledger) {
	s := l.Peek()
	tabs := stableTabs(s)
	tab := p.tab
	if tab == "" {
		tab = tabs[0][0]
		if s.Game == stable.Standard && s.Ability == "" {
			tab = "ability"
		}
	}
	w.F(`<section class="panel" id="stable-actions"><h2>Next change</h2><div class="chips stabs">`)
	for _, t := range tabs {
		w.F(`<button class="chip small%s" id="tab-%s" data-act="tab" data-v="%[2]s">%s</button>`, kit.On(t[0] == tab), t[0], t[1])
	}
	w.F(`</div><div id="form-%s">`, tab)
	label := p.formHTML(w, s, tab)
	prev, err := p.preview(l, tab)
	w.F(`<div class="sprev" id="prev-%s">%s</div>`, tab, prev)
	w.F(`<button class="btn primary big" id="%s-go" data-act="do" data-v="%[1]s"%s>%s</button></div></section>`, tab, kit.Disabled(err != nil), label)
}

// formHTML writes a form's fields and returns its button's label.
func (p *StablePage) formHTML(w *kit.Writer, s *stable.State, tab string) string {
	pilots, mechs := namesOf(s)
	switch tab {
	case "ability":
		p.text(w, "ab-roll", "Die (1-6; empty to roll)", "number")
		return "Roll the stable ability"
	case "skill":
		p.choice(w, "sk-pilot", "Pilot", pilots)
		tables := [][2]string{{"basic", "Basic"}, {"piloting", "Piloting"}, {"gunnery", "Gunnery"}}
		if s.Game != stable.Advanced {
			tables = append(tables, [2]string{"legendary", "Legendary"})
		}
		p.choice(w, "sk-table", "Table", tables)
		p.choice(w, "sk-class", "Skill area", [][2]string{{"0", "Class last piloted"}, {"1", "Light"}, {"2", "Medium"}, {"3", "Heavy"}, {"4", "Assault"}})
		if s.Game == stable.Advanced {
			var opts [][2]string
			table, _ := stable.SkillTable(p.f["sk-table"])
			for _, d := range table {
				opts = append(opts, [2]string{d.Name, d.Name})
			}
			p.choice(w, "sk-skill", "Skill", opts)
			return "Buy the skill"
		}
		if r, ok := stable.SkillDie(p.f["sk-table"]); ok {
			w.F(`<p class="small" id="sk-die">%s</p>`, skillDraw(r))
			w.Put(kit.Why("sk-die-why", r.Why, r.Cite))
			p.text(w, "sk-rolls", fmt.Sprintf("Your die, 1-%d (empty: the app rolls; a skill held is rolled again)", r.Die.Sides), "text")
		}
		return "Buy a rolled skill"
	case "mech":
		p.figuresHTML(w)
		p.text(w, "mech-name", "Label in the stable", "text")
		p.text(w, "mech-model", "Figure (if not the label)", "text")
		p.text(w, "mech-points", "Point value", "number")
		if s.Game == stable.Advanced {
			p.text(w, "mech-faction", "Faction", "text")
		}
		p.check(w, "mech-unique", "Unique (star rank)")
		p.choice(w, "mech-pilot", "Pilot (sets the skill area)", append([][2]string{{"", "—"}}, pilots...))
		p.choice(w, "mech-trade", "Trade in", append([][2]string{{"", "nothing"}}, mechs...))
		return "Buy the Mech"
	case "equip":
		p.choice(w, "eq-mech", "Mech", mechs)
		var items [][2]string
		for _, it := range stable.Equipment {
			items = append(items, [2]string{it, it})
		}
		p.choice(w, "eq-item", "Equipment", items)
		return "Install"
	case "mod":
		p.choice(w, "mod-mech", "Mech", mechs)
		p.text(w, "mod-name", "Special equipment", "text")
		return "Install the modification"
	case "facility":
		var kinds [][2]string
		for _, f := range stable.Facilities {
			kinds = append(kinds, [2]string{f.Kind, fmt.Sprintf("%s (%d, upgrade %d)", f.Name, f.Cost, f.Upgrade)})
		}
		p.choice(w, "fac-kind", "Facility", kinds)
		p.choice(w, "fac-up", "Buy or upgrade", [][2]string{{"0", "Buy"}, {"1", "Upgrade"}})
		return "Buy"
	case "alliance":
		p.text(w, "al-faction", "Faction (empty: go independent)", "text")
		return "Change alliance"
	case "upkeep":
		upkeepHTML(w, s)
		return "Pay upkeep"
	case "adjust":
		p.choice(w, "adj-pilot", "Pilot", append([][2]string{{"", "the stable (stones only)"}}, pilots...))
		w.F(`<div class="sgrid3">`)
		p.text(w, "adj-stones", "Stones ±", "number")
		p.text(w, "adj-fame", "Fame ±", "number")
		p.text(w, "adj-xp", "XP ±", "number")
		w.F(`</div>`)
		p.text(w, "adj-why", "Reason", "text")
		return "Record the adjustment"
	}
	p.settingsHTML(w, s.Settings)
	return "Save the settings"
}

// namesOf lists the pilots and Mechs as select options.
func namesOf(s *stable.State) (pilots, mechs [][2]string) {
	for _, pl := range s.Pilots {
		pilots = append(pilots, [2]string{pl.Name, pl.Name})
	}
	for _, m := range s.Mechs {
		mechs = append(mechs, [2]string{m.Name, m.Name})
	}
	return pilots, mechs
}

// upkeepHTML lists what the next upkeep costs.
func upkeepHTML(w *kit.Writer, s *stable.State) {
	w.F(`<ul class="sfx">`)
	for _, pl := range s.Pilots {
		w.F(`<li>%s: payroll %d</li>`, pl.Name, stable.Payroll(pl))
	}
	for _, m := range s.Mechs {
		w.F(`<li>%s: maintenance %d</li>`, m.Name, stable.Maintenance(*s, m))
	}
	for _, f := range s.Facilities {
		w.F(`<li>%s: maintenance %d</li>`, f.Kind, stable.FacilityUpkeep(f))
	}
	w.F(`</ul>`)
}

// settingsHTML is the form for the values the seed does not give, each
// with Lancemate's default.
func (p *StablePage) settingsHTML(w *kit.Writer, st stable.Settings) {
	def := stable.DefaultSettings()
	w.F(`<p class="small muted">The rules give no league payout table and no experience per match: these are your group's values (defaults in brackets).</p>`)
	w.F(`<table class="spay"><thead><tr><th>Place</th><th>Stones</th><th>Fame</th><th>XP</th></tr></thead><tbody>`)
	for i, r := range st.Payout {
		d := def.Payout[i]
		w.F(`<tr><th>%d<br><span class="muted small">(%d·%d·%d)</span></th>`, i+1, d.Stones, d.Fame, d.XP)
		for _, c := range []struct {
			k string
			v int
		}{{"s", r.Stones}, {"f", r.Fame}, {"x", r.XP}} {
			id := fmt.Sprintf("set-%s%d", c.k, i+1)
			w.F(`<td><input type="number" inputmode="numeric" id="%s" value="%s" aria-label="%s"></td>`, id, p.value(id, fmt.Sprint(c.v)), id)
		}
		w.F(`</tr>`)
	}
	w.F(`</tbody></table>`)
	p.f["set-boxes"] = p.value("set-boxes", fmt.Sprint(st.MaxBoxes))
	p.text(w, "set-boxes", fmt.Sprintf("Boxes of a stacking skill (default %d)", def.MaxBoxes), "number")
	if _, ok := p.f["set-mods"]; !ok && st.Modifications {
		p.f["set-mods"] = "on"
	}
	p.check(w, "set-mods", "Optional rule: Mech modifications (default off)")
}

// value is a field's value, or def (remembered) when none was entered.
func (p *StablePage) value(id, def string) string {
	if v, ok := p.f[id]; ok {
		return v
	}
	p.f[id] = def
	return def
}

// text writes a labelled input.
func (p *StablePage) text(w *kit.Writer, id, label, typ string) {
	var mode kit.HTML
	if typ == "number" {
		mode = ` inputmode="numeric"`
	}
	w.F(`<label class="sfield"><span>%s</span><input type="%s"%s id="%s" value="%s" autocomplete="off"></label>`, label, typ, mode, id, p.f[id])
}

// check writes a labelled checkbox.
func (p *StablePage) check(w *kit.Writer, id, label string) {
	w.F(`<label class="toggle"><input type="checkbox" id="%s"%s> %s</label>`, id, map[bool]string{true: " checked"}[p.f[id] == "on"], label)
}

// choice writes a labelled select; a value not among the options becomes
// the first option, so the preview matches what the select shows.
func (p *StablePage) choice(w *kit.Writer, id, label string, opts [][2]string) {
	cur, found := p.f[id], false
	for _, o := range opts {
		found = found || o[0] == cur
	}
	if !found && len(opts) > 0 {
		cur = opts[0][0]
		p.f[id] = cur
	}
	w.F(`<label class="sfield"><span>%s</span><select id="%s">`, label, id)
	for _, o := range opts {
		w.F(`<option value="%s"%s>%s</option>`, o[0], map[bool]string{true: " selected"}[o[0] == cur], o[1])
	}
	w.F(`</select></label>`)
}

// leaguesHTML is each pilot's league eligibility with each Mech, from the
// arena league chart.
func leaguesHTML(w *kit.Writer, s *stable.State) {
	if len(s.Pilots) == 0 || len(s.Mechs) == 0 {
		return
	}
	w.F(`<section class="panel" id="stable-leagues"><h2>League eligibility</h2><ul class="sfx">`)
	for _, pl := range s.Pilots {
		for _, m := range s.Mechs {
			if m.Destroyed {
				continue
			}
			ls := pl.Leagues(m)
			w.F(`<li><b>%s</b> in %s: %s</li>`, pl.Name, m.Name, strings.Join(ls, ", "))
		}
	}
	w.F(`</ul>`)
	if s.Game != stable.Basic {
		w.F(`<p class="small muted" id="stable-champion">The Champion Prize league is by invitation: open a pilot to record one.</p>`)
		w.Put(kit.Why("stable-champion-why", "The league chart admits to the Champions Invitational by invitation, not by fame, so it is listed only for a pilot the ledger records as invited.", "000 L748, L771, L1118"))
	}
	w.F(`</section>`)
}

// StableHistory is a stable's history, newest first, with running
// balances. It re-renders only when the ledger changes (Ver).
type StableHistory struct {
	app.Compo
	Key string
	Ver int
}

// Render implements app.Composer.
func (h *StableHistory) Render() app.UI {
	r := stableRec(h.Key)
	if r == nil {
		return app.Div()
	}
	return kit.Raw(historyHTML(r))
}

// historyHTML is the stable's history, newest first: each entry with the
// stones (and, in the Advanced game, stable fame) after it, the rules it
// rests on behind a tap.
func historyHTML(r *session.Record[stable.State]) kit.HTML {
	hist := (&stable.Ledger{Journal: r.Journal}).History()
	var w kit.Writer
	fame := r.Peek().Game.HasStableFame()
	w.F(`<section class="panel" id="stable-history"><h2>History (%d)</h2><ol class="shist">`, len(hist))
	for i := len(hist) - 1; i >= 0; i-- {
		e := hist[i]
		// The entry is its own disclosure: a tap shows the rules it rests on.
		w.F(`<li><details class="shist-e"><summary><span class="sline"><b>%s</b> · %s`, whoName(e.Who), e.What)
		if e.Why != "" {
			w.F(` <span class="muted">(%s)</span>`, e.Why)
		}
		w.F(`</span><span class="sline small">`)
		if e.Stones != 0 {
			w.F(`<b>%+d</b> → `, e.Stones)
		}
		w.F(`Stones %d`, e.Balance)
		if fame {
			w.F(` · Stable fame %d`, e.StableFame)
		}
		if e.Fame != 0 {
			w.F(` · Fame %+d → %d`, e.Fame, e.PilotFame)
		}
		if e.XP != 0 {
			w.F(` · XP %+d`, e.XP)
		}
		// The "Why?" says the reason in words, then the lines.
		w.F(` <span class="whyhint">Why?</span></span></summary><p>%s.</p><p class="muted small">Change %d · rules: %s</p></details></li>`,
			or(e.Why, "The rules at the lines below make this change"), e.Seq, or(e.Rule, "none cited"))
	}
	w.F(`</ol></section>`)
	return w.HTML()
}
