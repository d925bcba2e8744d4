package stables

import (
	"errors"
	"fmt"
	"lancemate/app/kit"
	"strings"

	"lancemate/engine/stable"
)

// stableForms maps each action form to the prefix of its fields' ids.
var stableForms = map[string]string{
	"hire": "pilot-", "ability": "ab-", "skill": "sk-", "mech": "mech-", "equip": "eq-",
	"mod": "mod-", "facility": "fac-", "alliance": "al-", "upkeep": "up-", "adjust": "adj-",
	"settings": "set-",
}

// formOf names the form a field belongs to.
func formOf(id string) string {
	for form, prefix := range stableForms {
		if strings.HasPrefix(id, prefix) {
			return form
		}
	}
	return ""
}

// errNothingTyped keeps a form's button off until something is typed.
var errNothingTyped = errors.New("nothing typed yet")

// event builds the event a form describes from its fields.
func (p *StablePage) event(form string) stable.Event {
	v := p.f
	s := func(k string) string { return strings.TrimSpace(v[k]) }
	switch form {
	case "hire":
		return &stable.HirePilot{Name: s("pilot-name")}
	case "ability":
		return &stable.RollAbility{Roll: atoi(v["ab-roll"])}
	case "skill":
		ev := &stable.BuySkill{Pilot: v["sk-pilot"], Table: v["sk-table"], Class: atoi(v["sk-class"]), Skill: v["sk-skill"]}
		for _, f := range strings.FieldsFunc(v["sk-rolls"], func(r rune) bool { return r < '0' || r > '9' }) {
			ev.Rolls = append(ev.Rolls, atoi(f))
		}
		return ev
	case "mech":
		return &stable.BuyMech{Name: s("mech-name"), Model: s("mech-model"), Points: atoi(v["mech-points"]),
			Faction: s("mech-faction"), Unique: v["mech-unique"] == "on", Pilot: v["mech-pilot"], TradeIn: v["mech-trade"]}
	case "equip":
		return &stable.BuyEquipment{Mech: v["eq-mech"], Item: v["eq-item"]}
	case "mod":
		return &stable.BuyModification{Mech: v["mod-mech"], Name: s("mod-name")}
	case "facility":
		return &stable.BuyFacility{Kind: v["fac-kind"], Upgrade: v["fac-up"] == "1"}
	case "alliance":
		return &stable.ChangeAlliance{Faction: s("al-faction")}
	case "upkeep":
		return &stable.PayUpkeep{}
	case "adjust":
		return &stable.Adjust{Pilot: v["adj-pilot"], Stones: atoi(v["adj-stones"]), Fame: atoi(v["adj-fame"]),
			XP: atoi(v["adj-xp"]), Why: s("adj-why")}
	case "settings":
		return p.settingsEvent()
	}
	return nil
}

// settingsEvent reads the settings form: a field left as shown keeps the
// ledger's value.
func (p *StablePage) settingsEvent() stable.Event {
	r, _ := p.ledger()
	if r == nil {
		return nil
	}
	st := r.Peek().Settings
	out := stable.Settings{Payout: append([]stable.Reward(nil), st.Payout...), Leagues: st.Leagues,
		MaxBoxes: st.MaxBoxes, Modifications: st.Modifications}
	num := func(k string, to *int) {
		if v, ok := p.f[k]; ok {
			*to = atoi(v)
		}
	}
	for i := range out.Payout {
		num(fmt.Sprintf("set-s%d", i+1), &out.Payout[i].Stones)
		num(fmt.Sprintf("set-f%d", i+1), &out.Payout[i].Fame)
		num(fmt.Sprintf("set-x%d", i+1), &out.Payout[i].XP)
	}
	num("set-boxes", &out.MaxBoxes)
	if v, ok := p.f["set-mods"]; ok {
		out.Modifications = v == "on"
	}
	return &stable.SetSettings{Settings: out}
}

// rowEvent is the event of an armed row action ("leave|Kell").
func rowEvent(armed string) stable.Event {
	act, name, _ := strings.Cut(armed, "|")
	switch act {
	case "leave":
		return &stable.LeavePilot{Pilot: name}
	case "retire":
		return &stable.LeavePilot{Pilot: name, Retire: true}
	case "invite":
		return &stable.Invite{Pilot: name, Invited: true}
	case "uninvite":
		return &stable.Invite{Pilot: name}
	case "heal":
		return &stable.HealPilot{Pilot: name}
	case "sell":
		return &stable.SellMech{Mech: name}
	case "repair":
		return &stable.RepairMech{Mech: name}
	}
	return nil
}

// preview is the HTML of what a form's event would do now, and why it
// cannot be done, if it cannot.
func (p *StablePage) preview(l *stable.Ledger, form string) (kit.HTML, error) {
	ev := p.event(form)
	if ev == nil {
		return "", nil
	}
	// Nothing typed yet is not an error: the form says what it needs.
	if form == "mech" && strings.TrimSpace(p.f["mech-name"]) == "" && strings.TrimSpace(p.f["mech-points"]) == "" {
		return `<p class="muted small" id="mech-hint">Tap one of your figures, or type the label and points.</p>`, errNothingTyped
	}
	switch e := ev.(type) {
	case *stable.BuySkill:
		if e.Pilot == "" { // the stable has no pilot: no choice to offer
			return `<p class="muted small" id="form-needs">Hire a pilot first: a skill is bought for one of the stable's pilots.</p>`, errNothingTyped
		}
	case *stable.BuyEquipment:
		if e.Mech == "" {
			return `<p class="muted small" id="form-needs">Buy a Mech first: equipment is installed in one of the stable's Mechs.</p>`, errNothingTyped
		}
	case *stable.BuyModification:
		if e.Mech == "" {
			return `<p class="muted small" id="form-needs">Buy a Mech first: a modification is installed in one of the stable's Mechs.</p>`, errNothingTyped
		}
	}
	switch e := ev.(type) {
	case *stable.RollAbility:
		if e.Roll == 0 {
			return abilityTable(), nil
		}
	case *stable.BuySkill:
		if l.Peek().Game != stable.Advanced && len(e.Rolls) == 0 {
			return rolledEffect(l, e)
		}
	}
	return effectHTML(l, ev, "")
}

// rolledEffect previews a skill purchase whose dice are still to roll: the
// cost is the same whatever the die shows, so it tries the purchase with
// the first skill the pilot can take and shows the cost alone.
func rolledEffect(l *stable.Ledger, e *stable.BuySkill) (kit.HTML, error) {
	table, _ := stable.SkillTable(e.Table)
	try := *e
	for i := range table {
		try.Rolls = []int{i + 1}
		if _, err := l.Try(&try); err == nil {
			break
		}
	}
	note := "The skill is rolled when you buy it (or type the die you roll)."
	if r, ok := stable.SkillDie(e.Table); ok {
		note = skillDraw(r) + " It is drawn when you buy it."
	}
	return effectHTML(l, &try, note)
}

// abilityTable lists the stable abilities by die face.
func abilityTable() kit.HTML {
	var w kit.Writer
	w.F(`<ol class="sfx">`)
	for _, a := range stable.Abilities {
		w.F(`<li><b>%s</b> %s</li>`, a.Name, a.Text)
	}
	w.F(`</ol>`)
	return w.HTML()
}

// effectHTML tries ev and says what it would change: stones, stable fame,
// each pilot's fame and experience and each Mech's value before → after,
// and the history lines it would write (unless note replaces them).
func effectHTML(l *stable.Ledger, ev stable.Event, note string) (kit.HTML, error) {
	next, err := l.Try(ev)
	if err != nil {
		var w kit.Writer
		text, cite := kit.SplitCite(err.Error())
		w.F(`<p class="error">✗ %s</p>`, text)
		if cite != "" {
			w.Put(kit.Why("", "The rules say so.", cite))
		}
		return w.HTML(), err
	}
	cur := l.Peek()
	var w kit.Writer
	w.F(`<p class="sfx"><b>Stones %d → %d</b>`, cur.Stones, next.Stones)
	if a, b := stable.StableFame(*cur), stable.StableFame(next); a != b {
		w.F(` · Stable fame %d → %d`, a, b)
	}
	w.F(`</p>`)
	for _, np := range next.Pilots {
		op, ok := findPilot(cur.Pilots, np.Name)
		switch {
		case !ok:
			w.F(`<p class="sfx">+ %s joins (piloting %d)</p>`, np.Name, np.Piloting)
		case op.Fame != np.Fame || op.XP != np.XP || len(op.Skills) != len(np.Skills):
			w.F(`<p class="sfx">%s: Fame %d → %d · XP %d → %d · skills %d → %d</p>`, np.Name, op.Fame, np.Fame, op.XP, np.XP, skillCount(op), skillCount(np))
		}
	}
	for _, op := range cur.Pilots {
		if _, ok := findPilot(next.Pilots, op.Name); !ok {
			w.F(`<p class="sfx">− %s leaves</p>`, op.Name)
		}
	}
	for _, nm := range next.Mechs {
		om, ok := findMech(cur.Mechs, nm.Name)
		switch {
		case !ok:
			w.F(`<p class="sfx">+ %s: %d points, %s</p>`, nm.Name, nm.Points, stable.ClassName(nm.Class()))
		case om.Value() != nm.Value():
			w.F(`<p class="sfx">%s: value %d → %d (%s → %s)</p>`, nm.Name, om.Value(), nm.Value(),
				stable.ClassName(om.Class()), stable.ClassName(nm.Class()))
		case om.Damage != nm.Damage:
			w.F(`<p class="sfx">%s: damage %d → %d clicks</p>`, nm.Name, om.Damage, nm.Damage)
		}
	}
	for _, om := range cur.Mechs {
		if _, ok := findMech(next.Mechs, om.Name); !ok {
			w.F(`<p class="sfx">− %s leaves the stable</p>`, om.Name)
		}
	}
	if note != "" {
		w.F(`<p class="sfx muted">%s</p>`, note)
	} else {
		for _, e := range next.History[len(cur.History):] {
			w.F(`<p class="sfx muted">%s</p>`, entryLine(e))
		}
	}
	return w.HTML(), nil
}

// skillCount counts a pilot's skill boxes.
func skillCount(p stable.Pilot) int {
	n := 0
	for _, s := range p.Skills {
		n += s.Boxes
	}
	return n
}

// findPilot finds a pilot by name.
func findPilot(ps []stable.Pilot, name string) (stable.Pilot, bool) {
	for _, p := range ps {
		if p.Name == name {
			return p, true
		}
	}
	return stable.Pilot{}, false
}

// findMech finds a Mech by name.
func findMech(ms []stable.Mech, name string) (stable.Mech, bool) {
	for _, m := range ms {
		if m.Name == name {
			return m, true
		}
	}
	return stable.Mech{}, false
}

// skillDraw says how a skill is drawn from its table: a six-sided die,
// or one of the table's skills at random, each as likely, with a number
// the player may roll instead.
func skillDraw(r stable.SkillRoll) string {
	if r.Die.Sides == 6 {
		return "One six-sided die picks the skill (or type the die you roll)."
	}
	return fmt.Sprintf("One of the table's %d skills is picked at random, each as likely (or type a number from 1 to %[1]d you rolled).", r.Die.Sides)
}

// entryLine is one history entry as a sentence: who, what and why.
func entryLine(e stable.Entry) string {
	s := whoName(e.Who) + ": " + e.What
	if e.Why != "" {
		s += " (" + e.Why + ")"
	}
	return s
}

// entriesText joins history entries for the page's "done" line.
func entriesText(es []stable.Entry) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = entryLine(e)
	}
	return strings.Join(parts, "; ")
}
