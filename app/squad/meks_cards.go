package squad

import (
	"lancemate/app/kit"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/engine/meks"
	sheetsmeks "lancemate/sheets/meks"
)

// trait is an on/off property of an attachment, for the editor and the
// one-line description.
type trait struct {
	name string
	on   *bool
}

// traits lists the attachment's traits (004 L45-48, L53-55, L59-61).
func traits(a *meks.AttachmentDef) []trait {
	return []trait{{"missile", &a.Missile}, {"area", &a.Area}, {"indirect", &a.Indirect}, {"ballistic", &a.Ballistic},
		{"energy", &a.Energy}, {"jammer", &a.Jammer}, {"inertia field", &a.InertiaField}, {"absorption field", &a.AbsorbField}}
}

// cardsHTML is the card definitions: export and import, the attachments
// (each editable), the Pilot Skill table, and the seed's decks.
func (p *MeksPage) cardsHTML(w *kit.Writer, s *meks.State) {
	w.F(`<section class="panel" id="meks-file"><h2>Definitions file</h2><p class="muted small">Attachments, skills and the Build deck are yours to define: the rules name none. They change between missions.</p>`)
	w.F(`<button class="btn" id="export-cards" data-act="export">Export</button><label class="btn filebtn" id="import-label">Import<input type="file" id="import-cards" accept=".json,application/json"></label>`)
	if p.imported != nil {
		w.F(`<button class="btn" id="new-imported" data-act="new-imported">New campaign with the file's cards</button>`)
	}
	w.F(`<button class="btn" id="att-reset" data-act="att-reset">Reset to Lancemate's defaults</button>`)
	whyHTML(w, "meks-file-why",
		why{"The rules define no attachment: each is yours (size, kind, range step, traits).", "004 L2-9, L44-60; Note attachments"},
		why{"The Pilot Skill table is not in the rules; skills are names from your table.", "004 L78; Note skills"},
		why{"The Build deck and its prices are not in the rules: each Build card is yours.", "004 L103-104; Note build-deck"})
	w.F(`</section>`)
	switch {
	case p.edit != nil:
		p.editHTML(w)
	case p.bedit != nil:
		p.buildEditHTML(w, s)
	default:
		w.F(`<section class="panel" id="meks-atts"><h2>Attachments (%d)</h2><ul class="mk-list">`, len(s.Defs.Attachments))
		for i := range s.Defs.Attachments {
			a := &s.Defs.Attachments[i]
			desc := a.Summary()
			if text, _ := splitCites(a.Text); text != "" {
				desc += ". " + text
			}
			w.F(`<li><span><b>%s</b> <span class="muted small">%s</span></span><button class="btn small" id="att-edit-%d" data-act="att-edit" data-v="%[3]d">Edit</button></li>`,
				a.Name, desc, i)
		}
		w.F(`</ul><button class="btn" id="att-new" data-act="att-new">New attachment</button></section>`)
		w.F(`<section class="panel" id="meks-builds"><h2>Build deck (%d)</h2>`, len(s.Defs.Builds))
		kit.Stepper(w, "bflip", "Build cards flipped per Build phase", s.Defs.BuildFlip)
		w.F(`<ul class="mk-list">`)
		for i := range s.Defs.Builds {
			b := &s.Defs.Builds[i]
			w.F(`<li><span><b>%s</b> <span class="muted small">%s · %d MC</span></span><button class="btn small" id="bld-edit-%d" data-act="bld-edit" data-v="%[4]d">Edit</button></li>`,
				b.Name, s.Defs.BuildSummary(b), b.Cost, i)
		}
		w.F(`</ul><button class="btn" id="bld-new" data-act="bld-new">New Build card</button></section>`)
	}
	names := make([]string, len(s.Defs.Skills))
	for i, k := range s.Defs.Skills {
		names[i] = k.Name
	}
	w.F(`<section class="panel" id="meks-skills"><h2>Pilot skills</h2><div class="field"><input type="text" id="skills-text" aria-label="Skills, separated by commas" value="%s"></div><button class="btn" id="skills-save" data-act="skills-save">Save skills</button></section>`,
		mkOr(p.inputs["skills-text"], strings.Join(names, ", ")))
	w.F(`<details class="panel" id="meks-decks"><summary>The rules' decks: %d missions, %d events, %d foes</summary><ul class="mk-list small">`, len(s.Defs.Missions), len(s.Defs.Events), len(s.Defs.Foes))
	for _, m := range s.Defs.Missions {
		w.F(`<li>%s · threat %d · %s</li>`, m.Name, m.Threat, m.Type)
	}
	for _, e := range s.Defs.Events {
		w.F(`<li>%s: %s</li>`, e.Name, e.Text)
	}
	for _, f := range s.Defs.Foes {
		w.F(`<li>%s · hits %d · %s · Dam %+d · Evade %+d</li>`, f.Name, f.Hits, f.Range, f.Dam, f.Evade)
	}
	w.F(`</ul></details>`)
}

// editHTML is the attachment editor.
func (p *MeksPage) editHTML(w *kit.Writer) {
	a := p.edit
	w.F(`<section class="panel" id="meks-edit"><h2>%s</h2><div class="field"><input type="text" id="att-name" aria-label="Name" placeholder="Name" value="%s"></div>`,
		mkOr(a.Name, "New attachment"), mkOr(p.inputs["att-name"], a.Name))
	mkSeg(w, "asize", string(a.Size), []string{string(meks.Small), string(meks.Medium), string(meks.Large)})
	mkSeg(w, "akind", a.Kind, []string{meks.Weapon, meks.Armor, meks.Equipment})
	if a.Kind == meks.Weapon {
		mkSeg(w, "arange", string(a.Range), []string{string(meks.LR), string(meks.MR), string(meks.SR), string(meks.PB)})
	}
	w.F(`<div class="mk-grid">`)
	for i, t := range traits(a) {
		w.F(`<button class="chip small%s" id="atrait-%d" data-act="atrait" data-v="%[2]d">%s</button>`, kit.On(*t.on), i, t.name)
	}
	w.F(`</div><div class="field"><input type="text" id="att-text" aria-label="What it does" placeholder="What it does" value="%s"></div>`, mkOr(p.inputs["att-text"], a.Text))
	w.F(`<button class="btn primary" id="att-save" data-act="att-save">Save</button><button class="btn" id="att-cancel" data-act="att-cancel">Cancel</button>`)
	if p.editAt >= 0 {
		w.F(`<button class="btn danger" id="att-delete" data-act="att-delete">Delete</button>`)
	}
	w.F(`</section>`)
}

// buildEditHTML is the Build card editor: name, what it gives, cost.
func (p *MeksPage) buildEditHTML(w *kit.Writer, s *meks.State) {
	b := p.bedit
	w.F(`<section class="panel" id="meks-bedit"><h2>%s</h2><div class="field"><input type="text" id="bld-name" aria-label="Name" placeholder="Name" value="%s"></div>`,
		mkOr(b.Name, "New Build card"), mkOr(p.inputs["bld-name"], b.Name))
	mkSeg(w, "bgives", b.Gives, []string{meks.GivesMek, meks.GivesPilot, meks.GivesAttachment})
	switch b.Gives {
	case meks.GivesMek:
		mkSeg(w, "bsize", string(b.Size), []string{string(meks.Small), string(meks.Medium), string(meks.Large)})
	case meks.GivesPilot:
		mkSeg(w, "bgrade", string(b.Grade), []string{string(meks.Green), string(meks.Regular), string(meks.Veteran), string(meks.Elite)})
	default:
		w.F(`<div class="mk-grid">`)
		for _, a := range s.Defs.Attachments {
			w.F(`<button class="chip small%s" id="batt-%s" data-act="batt" data-v="%[2]s">%s</button>`, kit.On(a.ID == b.Attachment), a.ID, a.Name)
		}
		w.F(`</div>`)
	}
	w.F(`<div class="field"><input type="number" id="bld-cost" inputmode="numeric" aria-label="Cost in MC" placeholder="Cost in MC" value="%s"></div>`,
		mkOr(p.inputs["bld-cost"], strconv.Itoa(b.Cost)))
	w.F(`<button class="btn primary" id="bld-save" data-act="bld-save">Save</button><button class="btn" id="bld-cancel" data-act="att-cancel">Cancel</button>`)
	if p.editAt >= 0 {
		w.F(`<button class="btn danger" id="bld-delete" data-act="bld-delete">Delete</button>`)
	}
	w.F(`</section>`)
}

// buildTap handles the Build deck's buttons and its editor.
func (p *MeksPage) buildTap(c *campaign, d meks.Defs, act, v string, n int) {
	d.Builds = append([]meks.BuildCard(nil), d.Builds...)
	b := p.bedit
	switch act {
	case "bflip":
		d.BuildFlip = kit.Clamp(d.BuildFlip+n, 0, meks.MaxBuildFlip)
		p.define(c, d)
		return
	case "bld-edit":
		if n >= 0 && n < len(d.Builds) {
			e := d.Builds[n]
			p.bedit, p.editAt = &e, n
		}
		return
	case "bld-new":
		p.bedit, p.editAt = &meks.BuildCard{Gives: meks.GivesMek, Size: meks.Medium}, -1
		return
	}
	if b == nil {
		return
	}
	switch act {
	case "bgives":
		*b = meks.BuildCard{ID: b.ID, Name: b.Name, Gives: v, Cost: b.Cost, Text: b.Text}
		switch v {
		case meks.GivesMek:
			b.Size = meks.Medium
		case meks.GivesPilot:
			b.Grade = meks.Green
		default:
			if len(d.Attachments) > 0 {
				b.Attachment = d.Attachments[0].ID
			}
		}
	case "bsize":
		b.Size = meks.Size(v)
	case "bgrade":
		b.Grade = meks.Grade(v)
	case "batt":
		b.Attachment = v
	case "bld-delete":
		if p.editAt < 0 {
			return
		}
		d.Builds = append(d.Builds[:p.editAt], d.Builds[p.editAt+1:]...)
		if p.define(c, d); p.msg == "" {
			p.closeEdit()
		}
	case "bld-save":
		e := *b
		if e.Name = mkOr(p.input("bld-name"), e.Name); e.Name == "" {
			p.msg = "Name the card first."
			return
		}
		if cost := p.input("bld-cost"); cost != "" {
			var err error
			if e.Cost, err = strconv.Atoi(cost); err != nil {
				p.msg = "The cost is a number of MC."
				return
			}
		}
		switch {
		case p.editAt < 0:
			e.ID = "build-" + strings.ToLower(strings.Join(strings.Fields(e.Name), "-"))
			for k, base := 2, e.ID; !unique(d, e.ID); k++ {
				e.ID = base + "-" + strconv.Itoa(k)
			}
			d.Builds = append(d.Builds, e)
		default:
			d.Builds[p.editAt] = e
		}
		if p.define(c, d); p.msg == "" {
			p.closeEdit()
		}
	}
}

// unique reports whether no card of d has the id.
func unique(d meks.Defs, id string) bool {
	s := meks.State{Defs: d}
	return s.CardName(id) == id
}

// cardsTap handles the definitions' buttons.
func (p *MeksPage) cardsTap(c *campaign, act, v string, n int) {
	s := c.rec.Peek()
	atts := append([]meks.AttachmentDef(nil), s.Defs.Attachments...)
	switch act {
	case "export":
		if b, err := sheetsmeks.Encode(s.Defs); err != nil {
			p.report(err)
		} else {
			kit.Download("meks-cards.json", "application/json", string(b))
		}
	case "new-imported":
		if p.imported != nil {
			p.report(startCampaign(p.mc, *p.imported))
			p.imported, p.tab = nil, ""
		}
	case "att-reset":
		p.define(c, sheetsmeks.Default())
	case "att-edit":
		if n >= 0 && n < len(atts) {
			a := atts[n]
			p.edit, p.editAt = &a, n
		}
	case "att-new":
		p.edit, p.editAt = &meks.AttachmentDef{Size: meks.Small, Kind: meks.Weapon, Range: meks.LR}, -1
	case "att-cancel":
		p.closeEdit()
	case "asize", "akind", "arange", "atrait":
		p.editTap(act, v, n)
	case "att-save":
		a := *p.edit
		a.Name, a.Text = mkOr(p.input("att-name"), a.Name), mkOr(p.input("att-text"), a.Text)
		if p.editAt < 0 {
			a.ID = strings.ToLower(strings.Join(strings.Fields(a.Name), "-"))
			atts = append(atts, a)
		} else {
			atts[p.editAt] = a
		}
		if p.defineAtts(c, s.Defs, atts); p.msg == "" {
			p.closeEdit()
		}
	case "att-delete":
		atts = append(atts[:p.editAt], atts[p.editAt+1:]...)
		if p.defineAtts(c, s.Defs, atts); p.msg == "" {
			p.closeEdit()
		}
	case "skills-save":
		var skills []meks.Skill
		for _, name := range strings.Split(p.input("skills-text"), ",") {
			if name = strings.TrimSpace(name); name != "" {
				skills = append(skills, meks.Skill{Name: name})
			}
		}
		d := s.Defs
		d.Skills = skills
		if p.define(c, d); p.msg == "" {
			delete(p.inputs, "skills-text")
		}
	default:
		p.buildTap(c, s.Defs, act, v, n)
	}
}

// editTap changes the attachment being edited.
func (p *MeksPage) editTap(act, v string, n int) {
	a := p.edit
	if a == nil {
		return
	}
	switch act {
	case "asize":
		a.Size = meks.Size(v)
	case "akind":
		a.Kind, a.Range = v, ""
		if v == meks.Weapon {
			a.Range = meks.LR
		}
	case "arange":
		a.Range = meks.Range(v)
	case "atrait":
		if ts := traits(a); n >= 0 && n < len(ts) {
			*ts[n].on = !*ts[n].on
		}
	}
}

func (p *MeksPage) closeEdit() {
	p.edit, p.bedit = nil, nil
	for _, id := range []string{"att-name", "att-text", "bld-name", "bld-cost"} {
		delete(p.inputs, id)
	}
}

// define replaces the campaign's user-defined cards (attachments, skills,
// Build deck) with d's.
func (p *MeksPage) define(c *campaign, d meks.Defs) {
	p.report(c.apply(&meks.Define{Attachments: d.Attachments, Skills: d.Skills, Builds: d.Builds, BuildFlip: d.BuildFlip}))
}

// defineAtts replaces the campaign's attachments with atts.
func (p *MeksPage) defineAtts(c *campaign, d meks.Defs, atts []meks.AttachmentDef) {
	d.Attachments = atts
	p.define(c, d)
}

// defaults are the cards of a new campaign: the campaign's own (with the
// player's definitions), or the seed's and Lancemate's defaults.
func (p *MeksPage) defaults() meks.Defs {
	if c := meksData.c; c != nil {
		return c.rec.Peek().Defs
	}
	return sheetsmeks.Default()
}

// onFile reads an imported definitions file: its attachments and skills
// replace the campaign's; the whole file can start a new campaign.
func (p *MeksPage) onFile(ctx app.Context, e app.Event) {
	el := e.Get("target")
	if el.Get("id").String() != "import-cards" {
		ctx.PreventUpdate()
		return
	}
	kit.ReadFile(el, func(name string, data []byte, err error) {
		ctx.Dispatch(func(app.Context) { p.importCards(name, string(data), err) })
	})
}

// importCards decodes a definitions file and applies it.
func (p *MeksPage) importCards(name, text string, err error) {
	p.msg, p.note = "", ""
	defer p.tell()
	if err != nil {
		p.report(err)
		return
	}
	defs, err := sheetsmeks.Decode([]byte(text))
	if err != nil {
		p.report(err)
		return
	}
	p.imported = &defs
	c, _, _ := meksCampaign()
	if c == nil {
		p.report(startCampaign(p.mc, defs))
		p.note = name + ": a new campaign with its cards."
		return
	}
	if p.define(c, defs); p.msg == "" {
		p.note = name + ": its attachments, skills and Build deck are this campaign's now; its missions, events and foes can start a new campaign."
	}
}

// mkNotes writes the engine's rules notes.
func mkNotes(w *kit.Writer) { w.Put(kit.Notes("meks-notes", meks.Notes())) }

// logHTML is the campaign's log, newest first.
func logHTML(w *kit.Writer, lines []string) {
	w.F(`<section class="panel" id="meks-log"><h2>Log (%d)</h2><ol class="hist" reversed>`, len(lines))
	for i := len(lines) - 1; i >= 0; i-- {
		w.F(`<li>%s</li>`, lines[i])
	}
	w.F(`</ol></section>`)
}
