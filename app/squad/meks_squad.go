package squad

import (
	"fmt"
	"lancemate/app/kit"
	"slices"
	"strings"

	"lancemate/engine/meks"
)

// startHTML offers a new campaign: the seed gives no starting money
// (Note build-deck), so the player sets it.
func (p *MeksPage) startHTML(w *kit.Writer) {
	w.F(`<section class="panel" id="meks-start"><h2>New campaign</h2><p>Build a squad of Meks, take missions, fight them step by step, get paid and repair. Everything is saved as you go.</p>`)
	mkStepper(w, "mc", "Starting MC", p.mc, 10)
	w.F(`<button class="btn primary big" id="meks-new" data-act="new">Start a campaign with %d MC</button></section>`, p.mc)
	mkNotes(w)
}

// mkStepper is a labelled value with − and + buttons acting on data-act
// act by step.
func mkStepper(w *kit.Writer, act, label string, v, step int) {
	w.F(`<div class="stepper"><span class="steplabel">%s</span><div class="stepctl"><button class="step" id="%s-dec" data-act="%[2]s" data-v="-%d" aria-label="Less">−</button><span class="stepval" id="%[2]s-val">%d</span><button class="step" id="%[2]s-inc" data-act="%[2]s" data-v="%[3]d" aria-label="More">+</button></div></div>`,
		label, act, step, v)
}

// pageHTML is the campaign: the status bar with undo and redo, the tabs,
// and the tab's content.
func (p *MeksPage) pageHTML(w *kit.Writer, c *campaign) {
	s := c.rec.Peek()
	w.F(`<div class="row gamebar"><span class="turn" id="meks-status"><b id="meks-mc">%d MC</b> · <span id="meks-phase">%s</span></span>`, s.MC, phaseName(s))
	w.F(`<button class="btn small" id="meks-undo" data-act="undo"%s>Undo</button><button class="btn small" id="meks-redo" data-act="redo"%s>Redo</button></div>`,
		kit.Disabled(!c.rec.CanUndo()), kit.Disabled(!c.rec.CanRedo()))
	w.F(`<div class="segmented" role="tablist">`)
	for _, t := range [][2]string{{"", "Campaign"}, {"cards", "Cards"}, {"log", "Log"}} {
		w.F(`<button class="seg%s" id="tab-%s" data-act="tab" data-v="%s" aria-pressed="%t">%s</button>`, kit.On(p.tab == t[0]), mkOr(t[0], "play"), t[0], p.tab == t[0], t[1])
	}
	w.F(`</div>`)
	if p.msg != "" {
		w.F(`<p class="error" id="meks-msg" role="alert">%s</p>`, p.msg)
	}
	if p.note != "" {
		w.F(`<p class="notice" id="meks-note">%s</p>`, p.note)
	}
	switch p.tab {
	case "cards":
		p.cardsHTML(w, s)
	case "log":
		logHTML(w, c.lines)
		mkNotes(w)
	default:
		if p.ask != nil {
			p.askHTML(w)
			return
		}
		p.phaseHTML(w, c, s)
	}
}

// mkOr returns s, or alt when s is empty.
func mkOr(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// phaseName says where the campaign is.
func phaseName(s *meks.State) string {
	switch s.Phase {
	case meks.Base:
		return "Between missions"
	case meks.Offer:
		return "Choose a mission"
	case meks.Foes:
		return "Reveal the foes"
	case meks.Engage:
		m := s.Mission
		if m.Outcome != "" {
			return "Engagement over"
		}
		return fmt.Sprintf("Round %d · %s (%s)", m.Round, m.Step.Row().Name, m.Step)
	case meks.Debrief:
		return "Debriefing"
	case meks.Repair:
		return "Repair"
	}
	return string(s.Phase)
}

// phaseHTML writes what the phase asks for, then the hand and the notes.
func (p *MeksPage) phaseHTML(w *kit.Writer, c *campaign, s *meks.State) {
	switch s.Phase {
	case meks.Base, meks.Offer:
		p.missionHTML(w, s)
		p.squadHTML(w, s)
	case meks.Foes:
		p.missionHTML(w, s)
	case meks.Engage:
		p.fightHTML(w, s)
	case meks.Debrief, meks.Repair:
		p.debriefHTML(w, s)
	}
	p.handHTML(w, s)
	if s.Phase != meks.Base && s.Phase != meks.Offer {
		squadListHTML(w, s, "")
	}
	mkNotes(w)
}

// squadHTML is the squad builder: the Meks (the selected one with its
// attachments and its pilot), a new Mek, a new pilot, and MC changes.
func (p *MeksPage) squadHTML(w *kit.Writer, s *meks.State) {
	sel := p.selectedMek(s)
	squadListHTML(w, s, sel)
	if m, err := s.Mek(sel); err == nil && !m.Destroyed {
		p.refitHTML(w, s, m)
	}
	if s.Phase == meks.Base {
		p.buildHTML(w, s, sel)
	}
	w.F(`<section class="panel" id="meks-add"><h2>New Mek</h2><div class="field"><input type="text" id="mek-name" placeholder="Name (Mek %d)" aria-label="Mek name" value="%s"></div>`,
		len(s.Meks)+1, p.inputs["mek-name"])
	mkSeg(w, "size", string(p.size), []string{string(meks.Small), string(meks.Medium), string(meks.Large)})
	row := p.size.Row()
	w.F(`<p class="muted small">%d hits, %d attachment slots (004 L5-7, L82-84)</p><button class="btn primary" id="add-mek" data-act="add-mek">Add Mek</button></section>`, row.Hits, row.Capacity)
	w.F(`<section class="panel" id="meks-pilot"><h2>New pilot</h2><div class="field"><input type="text" id="pilot-name" placeholder="Name (Pilot %d)" aria-label="Pilot name" value="%s"></div>`,
		len(s.Pilots)+1, p.inputs["pilot-name"])
	mkSeg(w, "grade", string(p.grade), []string{string(meks.Green), string(meks.Regular), string(meks.Veteran), string(meks.Elite)})
	if len(s.Defs.Skills) > 0 {
		w.F(`<p class="muted small">Skills (your Pilot Skill table, Note skills)</p><div class="chips mk-chips">`)
		for i, k := range s.Defs.Skills {
			w.F(`<button class="chip small%s" id="skill-%d" data-act="skill" data-v="%s">%s</button>`, kit.On(slices.Contains(p.skills, k.Name)), i, k.Name, k.Name)
		}
		w.F(`</div>`)
	}
	w.F(`<button class="btn primary" id="add-pilot" data-act="add-pilot">Add pilot</button></section>`)
	w.F(`<section class="panel" id="meks-ledger"><h2>Money</h2><p class="muted small">Purchases and sales outside the Build deck (Note build-deck).</p><div class="field"><input type="number" id="mc-amt" inputmode="numeric" placeholder="MC" aria-label="Amount" value="%s"></div><div class="field"><input type="text" id="mc-why" placeholder="What for" aria-label="Reason" value="%s"></div>`,
		p.inputs["mc-amt"], p.inputs["mc-why"])
	w.F(`<button class="btn" id="mc-spend" data-act="ledger" data-v="-1">Spend</button><button class="btn" id="mc-gain" data-act="ledger" data-v="1">Gain</button></section>`)
}

// buildHTML is the Build phase (004 L103-104, Note build-deck): flip the
// Build cards, buy the face-up ones (a Mek or pilot named in the field, an
// attachment for the selected Mek sel), and the pick of a Black Market.
func (p *MeksPage) buildHTML(w *kit.Writer, s *meks.State, sel string) {
	w.F(`<section class="panel" id="meks-build"><h2>Build phase</h2><p class="muted small">%d cards in the Build deck. A bought Mek or pilot takes the name below; an attachment goes on %s.</p>`,
		len(s.BuildDeck.Draw)+len(s.BuildDeck.Discard), mkOr(sel, "the selected Mek"))
	if !s.BuildFlipped && s.Defs.BuildFlip > 0 {
		w.F(`<button class="btn primary" id="flip-build" data-act="flip-build">Flip %d Build cards</button>`, s.Defs.BuildFlip)
	}
	w.F(`<div class="field"><input type="text" id="buy-name" placeholder="Name" aria-label="Name of a bought Mek or pilot" value="%s"></div><ul class="mk-list">`, p.inputs["buy-name"])
	for i, id := range s.Market {
		b, _ := s.Defs.Build(id)
		w.F(`<li><span><b>%s</b> <span class="muted small">%s</span></span><button class="btn small" id="buy-%d" data-act="buy" data-v="%[3]d">Buy %d MC</button></li>`,
			b.Name, buildGives(s, b), i, b.Cost)
	}
	w.F(`</ul>`)
	if p.black != "" {
		w.F(`<p class="notice">Black Market: take any card of the Build deck (004 L104).</p><div class="mk-grid">`)
		pile := s.BuildDeck.Draw
		if len(pile) == 0 {
			pile = s.BuildDeck.Discard // reshuffled (Note reshuffle)
		}
		for i, id := range pile {
			w.F(`<button class="chip small" id="bm-%d" data-act="bm" data-v="%s">%s</button>`, i, id, s.CardName(id))
		}
		w.F(`</div>`)
	}
	w.F(`</section>`)
}

// buildGives is what a Build card gives: "medium Mek", "green pilot", an
// attachment's name.
func buildGives(s *meks.State, b *meks.BuildCard) string {
	switch b.Gives {
	case meks.GivesMek:
		return string(b.Size) + " Mek"
	case meks.GivesPilot:
		return string(b.Grade) + " pilot"
	}
	return s.CardName(b.Attachment)
}

// mkSeg is a segmented choice whose buttons carry data-act act.
func mkSeg(w *kit.Writer, act, cur string, opts []string) {
	w.F(`<div class="segmented" role="group">`)
	for _, o := range opts {
		w.F(`<button class="seg%s" id="%s-%s" data-act="%[2]s" data-v="%[3]s" aria-pressed="%t">%[3]s</button>`, kit.On(o == cur), act, o, o == cur)
	}
	w.F(`</div>`)
}

// selectedMek is the Mek selected in the squad, the first when none is.
func (p *MeksPage) selectedMek(s *meks.State) string {
	if _, err := s.Mek(p.mek); err == nil || len(s.Meks) == 0 {
		return p.mek
	}
	return s.Meks[0].Name
}

// squadListHTML lists the Meks (hits, slots, pilot, attachments) and the
// pilots; sel is the Mek selected for refitting ("" for none).
func squadListHTML(w *kit.Writer, s *meks.State, sel string) {
	w.F(`<section class="panel" id="meks-squad"><h2>Squad</h2>`)
	if len(s.Meks) == 0 {
		w.F(`<p class="muted">No Meks yet: add one below.</p>`)
	}
	w.F(`<div class="units">`)
	for i := range s.Meks {
		m := &s.Meks[i]
		h := s.Hits(m)
		w.F(`<button class="unit%s" id="mek-%d" data-act="mek" data-v="%s"><b>%s</b><span>%s · %s</span><span class="ustat">Hits %d/%d · Slots %d/%d`,
			kit.On(m.Name == sel), i, m.Name, m.Name, m.Size, mkOr(m.Pilot, "no pilot"), meks.Left(h, m.Damage), h, s.SlotsUsed(m), m.Size.Row().Capacity)
		if m.Destroyed {
			w.F(` · <em>destroyed</em>`)
		}
		w.F(`</span><span class="ustat">%s</span></button>`, attachmentNames(s, m))
	}
	w.F(`</div>`)
	if len(s.Pilots) > 0 {
		w.F(`<p class="small" id="meks-pilots">Pilots: `)
		for i, pl := range s.Pilots {
			if i > 0 {
				w.F(`; `)
			}
			w.F(`<b>%s</b> %s`, pl.Name, pl.Grade)
			if len(pl.Skills) > 0 {
				w.F(` (%s)`, strings.Join(pl.Skills, ", "))
			}
		}
		w.F(`</p>`)
	}
	w.F(`</section>`)
}

func attachmentNames(s *meks.State, m *meks.Mek) string {
	if len(m.Attachments) == 0 {
		return "no attachments"
	}
	names := make([]string, len(m.Attachments))
	for i, id := range m.Attachments {
		names[i] = s.CardName(id)
	}
	return strings.Join(names, ", ")
}

// refitHTML is the selected Mek's refit: its attachments to take off,
// the attachments to mount (the engine refuses what does not fit), and
// its pilot.
func (p *MeksPage) refitHTML(w *kit.Writer, s *meks.State, m *meks.Mek) {
	row := m.Size.Row()
	w.F(`<section class="panel" id="meks-refit"><h2>%s: %d of %d slots</h2><ul class="mk-list">`, m.Name, s.SlotsUsed(m), row.Capacity)
	for i, id := range m.Attachments {
		a, _ := s.Defs.Attachment(id)
		w.F(`<li><span>%s <span class="muted small">%s</span></span><button class="btn small" id="unmount-%d" data-act="unmount" data-v="%[3]d" aria-label="Remove %[4]s">Remove</button></li>`,
			a.Name, attachmentTraits(a), i, a.Name)
	}
	w.F(`</ul><p class="muted small">Mount (small 1 slot, medium 2, large 3; 004 L5-9):</p><div class="mk-grid">`)
	for _, a := range s.Defs.Attachments {
		w.F(`<button class="chip small" id="mount-%s" data-act="mount" data-v="%[1]s">%s <span class="muted">%d</span></button>`, a.ID, a.Name, a.Size.Row().Slots)
	}
	w.F(`</div><p class="muted small">Pilot (one per Mek; no green pilot in a large Mek, 004 L17-18):</p><div class="mk-grid">`)
	w.F(`<button class="chip small%s" id="pilot-none" data-act="assign" data-v="">none</button>`, kit.On(m.Pilot == ""))
	for i, pl := range s.Pilots {
		w.F(`<button class="chip small%s" id="assign-%d" data-act="assign" data-v="%s">%s <span class="muted">%s</span></button>`, kit.On(m.Pilot == pl.Name), i, pl.Name, pl.Name, pl.Grade)
	}
	w.F(`</div></section>`)
}

// attachmentTraits is what an attachment is: "large · weapon LR · energy".
func attachmentTraits(a *meks.AttachmentDef) string {
	parts := []string{string(a.Size), strings.TrimSpace(a.Kind + " " + string(a.Range))}
	for _, t := range traits(a) {
		if *t.on {
			parts = append(parts, t.name)
		}
	}
	return strings.Join(parts, " · ")
}

// squadTap handles the squad builder's buttons; it reports whether act
// was one of them.
func (p *MeksPage) squadTap(c *campaign, act, v string, n int) bool {
	s := c.rec.Peek()
	switch act {
	case "mek":
		p.mek = v
	case "size":
		p.size = meks.Size(v)
	case "grade":
		p.grade = meks.Grade(v)
	case "skill":
		if i := slices.Index(p.skills, v); i >= 0 {
			p.skills = slices.Delete(p.skills, i, i+1)
		} else {
			p.skills = append(p.skills, v)
		}
	case "add-mek":
		name := mkOr(p.input("mek-name"), fmt.Sprintf("Mek %d", len(s.Meks)+1))
		if p.play(c, &meks.AddMek{Name: name, Size: p.size}); p.msg == "" {
			p.mek, p.inputs["mek-name"] = name, ""
		}
	case "add-pilot":
		name := mkOr(p.input("pilot-name"), fmt.Sprintf("Pilot %d", len(s.Pilots)+1))
		if p.play(c, &meks.AddPilot{Name: name, Grade: p.grade, Skills: p.skills}); p.msg == "" {
			p.skills, p.inputs["pilot-name"] = nil, ""
		}
	case "mount":
		p.play(c, &meks.Mount{Mek: p.selectedMek(s), Attachment: v})
	case "unmount":
		p.play(c, &meks.Unmount{Mek: p.selectedMek(s), Slot: n})
	case "assign":
		p.play(c, &meks.Assign{Mek: p.selectedMek(s), Pilot: v})
	case "flip-build":
		p.play(c, &meks.FlipBuild{})
	case "buy":
		if n < 0 || n >= len(s.Market) {
			return true
		}
		b, _ := s.Defs.Build(s.Market[n])
		ev := &meks.Buy{Card: b.ID, Mek: p.selectedMek(s)}
		if b.Gives != meks.GivesAttachment {
			ev.Mek, ev.Name = "", mkOr(p.input("buy-name"), fmt.Sprintf("%s %d", b.Gives, len(s.Meks)+len(s.Pilots)+1))
		}
		if p.play(c, ev); p.msg == "" {
			p.inputs["buy-name"] = ""
			if b.Gives == meks.GivesMek {
				p.mek = ev.Name
			}
		}
	case "bm":
		if p.black != "" {
			p.play(c, &meks.PlayEvent{Card: p.black, Cards: []string{v}})
			p.black = ""
		}
	case "ledger":
		var amount int
		if _, err := fmt.Sscan(p.input("mc-amt"), &amount); err != nil || amount <= 0 {
			p.msg = "Type the amount of MC first."
			return true
		}
		if p.play(c, &meks.Ledger{Amount: n * amount, Reason: mkOr(p.input("mc-why"), "Build phase")}); p.msg == "" {
			p.inputs["mc-amt"], p.inputs["mc-why"] = "", ""
		}
	default:
		return false
	}
	return true
}
