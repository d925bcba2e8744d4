package ui

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/engine/stable"
)

// content is the page: the stable bar, the new-stable form or the stable
// shown, its history and the rules notes. Each part is HTML text of its
// own, so a tap re-parses only the parts whose text changed.
func (p *StablePage) content() []app.UI {
	if !sess.ready() || !p.loaded {
		return []app.UI{app.P().Class("muted").Text("Opening storage…")}
	}
	var parts []app.UI
	part := func(write func(w *htmlWriter)) {
		var w htmlWriter
		write(&w)
		if w.Len() > 0 {
			parts = append(parts, app.Raw(w.String()))
		}
	}
	part(func(w *htmlWriter) {
		w.f(`<div>`)
		for _, d := range stableBook.bad {
			w.f(`<section class="panel warn"><p class="error" role="alert">A saved stable could not be read: %s. Its text is kept under Settings → Damaged records.</p></section>`, esc(d.Err.Error()))
		}
		p.barHTML(w)
		if p.msg != "" {
			w.f(`<p class="error" id="stable-msg" role="alert">%s</p>`, esc(p.msg))
		}
		if p.done != "" && !p.creating {
			w.f(`<p class="notice" id="stable-done">%s</p>`, esc(p.done))
		}
		w.f(`</div>`)
	})
	r, l := p.ledger()
	if p.creating || r == nil {
		part(p.createHTML)
		return parts
	}
	part(func(w *htmlWriter) { p.summaryHTML(w, l) })
	part(func(w *htmlWriter) { p.pilotsHTML(w, l) })
	part(func(w *htmlWriter) { p.mechsHTML(w, l) })
	part(func(w *htmlWriter) { p.actionsHTML(w, l) })
	part(func(w *htmlWriter) { leaguesHTML(w, l.Peek()) })
	return append(parts, &StableHistory{Key: p.key, Ver: p.ver}, app.Raw(stableNotesHTML()))
}

// barHTML is the row of stables to switch between and the New button.
func (p *StablePage) barHTML(w *htmlWriter) {
	w.f(`<div class="row sbar">`)
	if len(stableBook.list) > 1 {
		for i, r := range stableBook.list {
			w.f(`<button class="chip small%s" id="stable-pick-%d" data-act="pick" data-v="%s">%s</button>`,
				on(r.key == p.key && !p.creating), i, esc(r.key), esc(r.Peek().Name))
		}
	}
	w.f(`<button class="btn small" id="stable-new" data-act="new">New stable</button></div>`)
}

// createHTML is the new-stable form.
func (p *StablePage) createHTML(w *htmlWriter) {
	w.f(`<section class="panel" id="stable-create-form"><h2>New stable</h2>`)
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
	w.f(`<button class="btn primary" id="stable-create" data-act="create">Create stable</button>`)
	if len(stableBook.list) > 0 {
		w.f(`<button class="btn" id="stable-cancel" data-act="cancel-new">Cancel</button>`)
	}
	w.f(`</section>`)
}

// summaryHTML is the stable's figures with undo and redo.
func (p *StablePage) summaryHTML(w *htmlWriter, l *stable.Ledger) {
	s := l.Peek()
	w.f(`<section class="panel" id="stable-summary"><h2>%s</h2><p class="sbig">Stones %d · Stable fame %d</p><p class="small muted">%s game`,
		esc(s.Name), s.Stones, stable.StableFame(*s), titleCase(string(s.Game)))
	for _, h := range stable.Heritages {
		if h.ID == s.Heritage {
			w.f(` · %s heritage`, esc(h.Name))
		}
	}
	if s.Game == stable.Advanced {
		w.f(` · %s`, esc(allegianceText(s.Faction)))
	}
	if s.Ability != "" {
		w.f(` · ability %s`, esc(s.Ability))
	}
	w.f(` · %d matches`, s.Matches)
	if s.UpkeepDue {
		w.f(` · <b>upkeep due</b>`)
	}
	w.f(`</p><div class="row">`)
	w.f(`<button class="btn small" id="stable-undo" data-act="undo"%s>Undo</button>`, disabled(!l.CanUndo() || l.Len() <= 1))
	w.f(`<button class="btn small" id="stable-redo" data-act="redo"%s>Redo</button></div></section>`, disabled(!l.CanRedo()))
}

// allegianceText names the stable's allegiance.
func allegianceText(f string) string {
	if f == "" {
		return "independent"
	}
	return "allied with " + f
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
func (p *StablePage) pilotsHTML(w *htmlWriter, l *stable.Ledger) {
	s := l.Peek()
	w.f(`<section class="panel" id="stable-pilots"><h2>Pilots (%d)</h2><ul class="srows">`, len(s.Pilots))
	for i, pl := range s.Pilots {
		open := pl.Name == p.pilot
		w.f(`<li><button class="srow%s" id="pilot-%d" data-act="pilot" data-v="%s" aria-expanded="%t"><b>%s · Fame %d · XP %d</b><span class="small muted">Piloting %d · payroll %d`,
			on(open), i, esc(pl.Name), open, esc(pl.Name), pl.Fame, pl.XP, pl.Piloting, stable.Payroll(pl))
		if pl.FreeSkills > 0 {
			w.f(` · %d free skills`, pl.FreeSkills)
		}
		if pl.SitOut > 0 {
			w.f(` · sits out %d`, pl.SitOut)
		}
		if pl.Dead {
			w.f(` · dead`)
		}
		w.f(`</span>`)
		if len(pl.Skills) > 0 {
			w.f(`<span class="small">`)
			for j, sk := range pl.Skills {
				w.f(`%s%s (class %d%s)`, sep(j), esc(sk.Name), sk.Area, boxes(sk.Boxes))
			}
			w.f(`</span>`)
		}
		for _, inj := range pl.Injuries {
			if !inj.Healed {
				w.f(`<span class="small error">%s</span>`, esc(inj.Name))
			}
		}
		w.f(`</button>`)
		if open {
			p.rowActions(w, l, fmt.Sprintf("pilot-%d", i), pl.Name, "heal", "Heal", "leave", "Leave", "retire", "Retire")
		}
		w.f(`</li>`)
	}
	w.f(`</ul><div class="sgrid">`)
	p.text(w, "pilot-name", "New pilot's name", "text")
	w.f(`<button class="btn primary" id="pilot-hire" data-act="do" data-v="hire">Hire</button></div>`)
	prev := ""
	if p.f["pilot-name"] != "" {
		prev, _ = p.preview(l, "hire")
	}
	w.f(`<div class="sprev" id="prev-hire">%s</div></section>`, prev)
}

// sep separates list items.
func sep(i int) string {
	if i == 0 {
		return ""
	}
	return ", "
}

// boxes notes the boxes of a stacking skill.
func boxes(n int) string {
	if n < 2 {
		return ""
	}
	return fmt.Sprintf(", %d boxes", n)
}

// rowActions writes a pilot's or Mech's actions (pairs of act, label): a
// tap arms one and shows its effect with Confirm and Cancel.
func (p *StablePage) rowActions(w *htmlWriter, l *stable.Ledger, id, name string, acts ...string) {
	w.f(`<div class="row sacts">`)
	for i := 0; i+1 < len(acts); i += 2 {
		v := acts[i] + "|" + name
		w.f(`<button class="btn small%s" id="%s-%s" data-act="arm" data-v="%s">%s</button>`, on(p.armed == v), id, acts[i], esc(v), acts[i+1])
	}
	w.f(`</div>`)
	if act, n, _ := strings.Cut(p.armed, "|"); n == name && act != "" {
		prev, err := effectHTML(l, rowEvent(p.armed), "")
		w.f(`<div class="sprev" id="stable-armed">%s<button class="btn primary" id="stable-confirm" data-act="confirm"%s>Confirm</button><button class="btn" id="stable-disarm" data-act="disarm">Cancel</button></div>`,
			prev, disabled(err != nil))
	}
}

// mechsHTML lists the Mechs, the open one with its actions.
func (p *StablePage) mechsHTML(w *htmlWriter, l *stable.Ledger) {
	s := l.Peek()
	w.f(`<section class="panel" id="stable-mechs"><h2>Mechs (%d)</h2><ul class="srows">`, len(s.Mechs))
	for i, m := range s.Mechs {
		open := m.Name == p.mech
		w.f(`<li><button class="srow%s" id="mech-%d" data-act="mech" data-v="%s" aria-expanded="%t"><b>%s · %d points · %s</b><span class="small muted">`,
			on(open), i, esc(m.Name), open, esc(m.Name), m.Points, stable.ClassName(m.Class()))
		if m.Model != "" {
			w.f(`%s · `, esc(m.Model))
		}
		w.f(`value %d · sells for %d`, m.Value(), stable.SalePrice(*s, m))
		if m.Damage > 0 {
			w.f(` · %d clicks of damage, repair %d a click`, m.Damage, stable.ClickCost(*s, m))
		}
		if m.Destroyed {
			w.f(` · destroyed`)
		}
		if m.SitOut > 0 {
			w.f(` · sits out %d`, m.SitOut)
		}
		w.f(`</span>`)
		if x := append(append([]string(nil), m.Equipment...), m.Mods...); len(x) > 0 {
			w.f(`<span class="small">%s</span>`, esc(strings.Join(x, ", ")))
		}
		w.f(`</button>`)
		if open {
			p.rowActions(w, l, fmt.Sprintf("mech-%d", i), m.Name, "repair", "Repair all", "sell", "Sell")
		}
		w.f(`</li>`)
	}
	w.f(`</ul></section>`)
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
func (p *StablePage) actionsHTML(w *htmlWriter, l *stable.Ledger) {
	s := l.Peek()
	tabs := stableTabs(s)
	tab := p.tab
	if tab == "" {
		tab = tabs[0][0]
		if s.Game == stable.Standard && s.Ability == "" {
			tab = "ability"
		}
	}
	w.f(`<section class="panel" id="stable-actions"><h2>Next change</h2><div class="chips stabs">`)
	for _, t := range tabs {
		w.f(`<button class="chip small%s" id="tab-%s" data-act="tab" data-v="%[2]s">%s</button>`, on(t[0] == tab), t[0], t[1])
	}
	w.f(`</div><div id="form-%s">`, tab)
	label := p.formHTML(w, s, tab)
	prev, err := p.preview(l, tab)
	w.f(`<div class="sprev" id="prev-%s">%s</div>`, tab, prev)
	w.f(`<button class="btn primary big" id="%s-go" data-act="do" data-v="%[1]s"%s>%s</button></div></section>`, tab, disabled(err != nil), label)
}

// formHTML writes a form's fields and returns its button's label.
func (p *StablePage) formHTML(w *htmlWriter, s *stable.State, tab string) string {
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
		p.text(w, "sk-rolls", "Dice (empty to roll; typed faces, e.g. 4 2)", "text")
		return "Buy a rolled skill"
	case "mech":
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
		w.f(`<div class="sgrid3">`)
		p.text(w, "adj-stones", "Stones ±", "number")
		p.text(w, "adj-fame", "Fame ±", "number")
		p.text(w, "adj-xp", "XP ±", "number")
		w.f(`</div>`)
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
func upkeepHTML(w *htmlWriter, s *stable.State) {
	w.f(`<ul class="sfx">`)
	for _, pl := range s.Pilots {
		w.f(`<li>%s: payroll %d</li>`, esc(pl.Name), stable.Payroll(pl))
	}
	for _, m := range s.Mechs {
		w.f(`<li>%s: maintenance %d</li>`, esc(m.Name), stable.Maintenance(*s, m))
	}
	for _, f := range s.Facilities {
		w.f(`<li>%s: maintenance %d</li>`, esc(f.Kind), stable.FacilityUpkeep(f))
	}
	w.f(`</ul>`)
}

// settingsHTML is the form for the values the seed does not give, each
// with Lancemate's default.
func (p *StablePage) settingsHTML(w *htmlWriter, st stable.Settings) {
	def := stable.DefaultSettings()
	w.f(`<p class="small muted">The seed has no league payout table and no experience per match: these are your group's values (defaults in brackets).</p>`)
	w.f(`<table class="spay"><thead><tr><th>Place</th><th>Stones</th><th>Fame</th><th>XP</th></tr></thead><tbody>`)
	for i, r := range st.Payout {
		d := def.Payout[i]
		w.f(`<tr><th>%d<br><span class="muted small">(%d·%d·%d)</span></th>`, i+1, d.Stones, d.Fame, d.XP)
		for _, c := range []struct {
			k string
			v int
		}{{"s", r.Stones}, {"f", r.Fame}, {"x", r.XP}} {
			id := fmt.Sprintf("set-%s%d", c.k, i+1)
			w.f(`<td><input type="number" inputmode="numeric" id="%s" value="%s" aria-label="%s"></td>`, id, esc(p.value(id, fmt.Sprint(c.v))), id)
		}
		w.f(`</tr>`)
	}
	w.f(`</tbody></table>`)
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
func (p *StablePage) text(w *htmlWriter, id, label, typ string) {
	mode := ""
	if typ == "number" {
		mode = ` inputmode="numeric"`
	}
	w.f(`<label class="sfield"><span>%s</span><input type="%s"%s id="%s" value="%s" autocomplete="off"></label>`, esc(label), typ, mode, id, esc(p.f[id]))
}

// check writes a labelled checkbox.
func (p *StablePage) check(w *htmlWriter, id, label string) {
	w.f(`<label class="toggle"><input type="checkbox" id="%s"%s> %s</label>`, id, map[bool]string{true: " checked"}[p.f[id] == "on"], esc(label))
}

// choice writes a labelled select; a value not among the options becomes
// the first option, so the preview matches what the select shows.
func (p *StablePage) choice(w *htmlWriter, id, label string, opts [][2]string) {
	cur, found := p.f[id], false
	for _, o := range opts {
		found = found || o[0] == cur
	}
	if !found && len(opts) > 0 {
		cur = opts[0][0]
		p.f[id] = cur
	}
	w.f(`<label class="sfield"><span>%s</span><select id="%s">`, esc(label), id)
	for _, o := range opts {
		w.f(`<option value="%s"%s>%s</option>`, esc(o[0]), map[bool]string{true: " selected"}[o[0] == cur], esc(o[1]))
	}
	w.f(`</select></label>`)
}

// leaguesHTML is each pilot's league eligibility with each Mech, from the
// arena league chart.
func leaguesHTML(w *htmlWriter, s *stable.State) {
	if len(s.Pilots) == 0 || len(s.Mechs) == 0 {
		return
	}
	w.f(`<section class="panel" id="stable-leagues"><h2>League eligibility</h2><ul class="sfx">`)
	for _, pl := range s.Pilots {
		for _, m := range s.Mechs {
			if m.Destroyed {
				continue
			}
			ls := stable.Eligible(pl.Fame, m)
			w.f(`<li><b>%s</b> in %s: %s</li>`, esc(pl.Name), esc(m.Name), esc(strings.Join(ls, ", ")))
		}
	}
	w.f(`</ul></section>`)
}

// stableNotes is the rules notes section, written once.
var stableNotes string

// stableNotesHTML is the engine's notes in a collapsible section.
func stableNotesHTML() string {
	if stableNotes == "" {
		var w htmlWriter
		w.f(`<details class="panel" id="stable-notes"><summary>Rules notes</summary><ul class="sfx">`)
		for _, n := range stable.Notes() {
			w.f(`<li>%s <span class="scite">%s</span></li>`, esc(n.Text), esc(n.Cite))
		}
		w.f(`</ul></details>`)
		stableNotes = w.String()
	}
	return stableNotes
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
	hist := (&stable.Ledger{Journal: r.Journal}).History()
	var w htmlWriter
	w.f(`<section class="panel" id="stable-history"><h2>History (%d)</h2><ol class="shist">`, len(hist))
	for i := len(hist) - 1; i >= 0; i-- {
		e := hist[i]
		w.f(`<li><p><b>%s</b> · %s`, esc(e.Who), esc(e.What))
		if e.Why != "" {
			w.f(` <span class="muted">(%s)</span>`, esc(e.Why))
		}
		w.f(`</p><p class="small">`)
		if e.Stones != 0 {
			w.f(`<b>%+d</b> → `, e.Stones)
		}
		w.f(`Stones %d · Stable fame %d`, e.Balance, e.StableFame)
		if e.Fame != 0 {
			w.f(` · Fame %+d → %d`, e.Fame, e.PilotFame)
		}
		if e.XP != 0 {
			w.f(` · XP %+d`, e.XP)
		}
		w.f(` <span class="scite">#%d %s · %s</span></p></li>`, e.Seq, esc(e.Event), esc(e.Rule))
	}
	w.f(`</ol></section>`)
	return app.Raw(w.String())
}
