package squad

import (
	"fmt"
	"lancemate/app/kit"
	"slices"
	"strconv"
	"strings"

	"lancemate/engine/meks"
)

// startHTML offers a new campaign: the seed gives no starting money
// (Note build-deck), so the player sets it.
func (p *MeksPage) startHTML(w *kit.Writer) {
	w.F(`<section class="panel" id="meks-start"><h2>New campaign</h2><p>Build a squad of Meks, take missions, fight them step by step, get paid and repair. Everything is saved as you go.</p><p class="small" id="meks-mc-means">MC is the campaign&#39;s money: missions pay it (10 MC per threat level), and Build cards and repairs (1 MC a point) cost it.</p>`)
	kit.Stepper(w, "mc", "Starting MC", p.mc)
	w.F(`<p class="muted small">− and + change it by %d. The rules set no starting money: choose yours.</p>`, mcStep)
	w.F(`<button class="btn primary big" id="meks-new" data-act="new">Start a campaign with %d MC</button>`, p.mc)
	whyHTML(w, "meks-start-why", why{"The rules name a Build phase and a Build deck but give no starting money or prices: the money, and what each Build card costs, are yours to set.", "004 L103-104; Note build-deck"})
	w.F(`</section>`)
	mkNotes(w)
}

// pageHTML is the campaign: the status bar with undo and redo, the tabs,
// and the tab's content.
func (p *MeksPage) pageHTML(w *kit.Writer, c *campaign) {
	s := c.rec.Peek()
	w.F(`<div class="row gamebar"><span class="turn" id="meks-status"><b id="meks-mc">%d MC</b> · <span id="meks-phase">%s</span></span>`, s.MC, phaseName(s))
	w.F(`<button class="btn small" id="meks-undo" data-act="undo"%s>Undo</button><button class="btn small" id="meks-redo" data-act="redo"%s>Redo</button><button class="btn small" id="meks-share" data-act="share">Share</button></div>`,
		kit.Disabled(!c.rec.CanUndo()), kit.Disabled(!c.rec.CanRedo()))
	w.F(`<div class="segmented" role="group" aria-label="View">`)
	for _, t := range [][2]string{{"", "Campaign"}, {"cards", "Cards"}, {"log", "Log"}} {
		w.F(`<button class="seg%s" id="tab-%s" data-act="tab" data-v="%s" aria-pressed="%t">%s</button>`, kit.On(p.tab == t[0]), mkOr(t[0], "play"), t[0], p.tab == t[0], t[1])
	}
	w.F(`</div>`)
	if p.msg != "" {
		msgHTML(w, p.msg)
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
		if len(s.RepairOffers()) > 0 {
			repairHTML(w, s)
		}
		p.squadHTML(w, s)
	case meks.Foes:
		p.missionHTML(w, s)
	case meks.Engage:
		p.fightHTML(w, c, s)
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
// attachments and its pilot), the Build phase, and what is added without
// paying (setup or free play).
func (p *MeksPage) squadHTML(w *kit.Writer, s *meks.State) {
	sel := p.selectedMek(s)
	squadListHTML(w, s, sel)
	m, err := s.Mek(sel)
	refit := err == nil && !m.Destroyed
	if refit {
		p.refitHTML(w, s, m)
	}
	if s.Phase == meks.Base {
		p.buildHTML(w, s, sel)
	}
	p.setupHTML(w, s, m, refit)
}

// setupHTML is what the squad gets without paying, marked so: new Meks
// and pilots, attachments mounted on the selected Mek m (when refit) and
// money recorded by hand. It is for the squad a campaign starts with, or
// for play without the Build deck; buying is the Build phase's.
func (p *MeksPage) setupHTML(w *kit.Writer, s *meks.State, m *meks.Mek, refit bool) {
	w.F(`<section class="panel mk-free" id="meks-setup"><h2>Setup and free play</h2><p class="small"><span class="mk-tag">No MC</span> Use this for the squad you start with, or to play without the Build deck: nothing here is paid for. To spend MC, buy in the Build phase.</p>`)
	w.F(`<div id="meks-add"><h3>New Mek</h3><div class="field"><input type="text" id="mek-name" placeholder="Name (%s)" aria-label="Mek name" value="%s"></div>`,
		defaultName(s, meks.GivesMek), p.inputs["mek-name"])
	mkSeg(w, "size", string(p.size), []string{string(meks.Small), string(meks.Medium), string(meks.Large)})
	row := p.size.Row()
	w.F(`<p class="muted small">%d hits, room for %d small attachments</p><button class="btn primary" id="add-mek" data-act="add-mek">Add Mek, free</button></div>`, row.Hits, row.Capacity)
	w.F(`<div id="meks-pilot"><h3>New pilot</h3><div class="field"><input type="text" id="pilot-name" placeholder="Name (%s)" aria-label="Pilot name" value="%s"></div>`,
		defaultName(s, meks.GivesPilot), p.inputs["pilot-name"])
	mkSeg(w, "grade", string(p.grade), []string{string(meks.Green), string(meks.Regular), string(meks.Veteran), string(meks.Elite)})
	if len(s.Defs.Skills) > 0 {
		w.F(`<p class="muted small">Skills from your Pilot Skill table:</p><div class="chips mk-chips">`)
		for i, k := range s.Defs.Skills {
			w.F(`<button class="chip small%s" id="skill-%d" data-act="skill" data-v="%s">%s</button>`, kit.On(slices.Contains(p.skills, k.Name)), i, k.Name, k.Name)
		}
		w.F(`</div>`)
	}
	w.F(`<button class="btn primary" id="add-pilot" data-act="add-pilot">Add pilot, free</button></div>`)
	if refit {
		w.F(`<div id="meks-mount"><h3>Mount on %s, free</h3><p class="muted small">%d of %d slots used; a small attachment takes 1 slot, a medium 2, a large 3.</p><div class="mk-grid">`,
			m.Name, s.SlotsUsed(m), m.Size.Row().Capacity)
		for _, a := range s.Defs.Attachments {
			w.F(`<button class="chip small" id="mount-%s" data-act="mount" data-v="%[1]s" aria-label="%s %d: mount on %s, free">%[2]s <span class="muted">%[3]d</span></button>`, a.ID, a.Name, a.Size.Row().Slots, m.Name)
		}
		w.F(`</div></div>`)
	}
	w.F(`<div id="meks-ledger"><h3>Money by hand</h3><p class="muted small">Purchases and sales outside the Build deck.</p><div class="field"><input type="number" id="mc-amt" inputmode="numeric" placeholder="MC" aria-label="Amount" value="%s"></div><div class="field"><input type="text" id="mc-why" placeholder="What for" aria-label="Reason" value="%s"></div>`,
		p.inputs["mc-amt"], p.inputs["mc-why"])
	w.F(`<button class="btn" id="mc-spend" data-act="ledger" data-v="-1">Spend</button><button class="btn" id="mc-gain" data-act="ledger" data-v="1">Gain</button></div>`)
	whyHTML(w, "meks-setup-why",
		why{"Meks are small, medium or large: 10, 20 or 30 hits, room for 2, 4 or 6 small attachments; a medium attachment takes 2 slots, a large 3; armor adds 5 hits.", "004 L3-9, L82-85"},
		why{"The rules print no Build deck, prices or starting squad: what you record here is yours, and costs no MC.", "Note build-deck"},
		why{"New pilots start green.", "Note pilots-survive"})
	w.F(`</section>`)
}

// buildHTML is the Build phase (004 L103-104, Note build-deck): flip the
// Build cards, buy the face-up ones (a Mek or pilot named in the field, an
// attachment for the selected Mek sel), and the pick of a Black Market.
func (p *MeksPage) buildHTML(w *kit.Writer, s *meks.State, sel string) {
	// The draw pile's count: a bought card leaves the face-up cards for the
	// discards, so counting the discards in made the deck grow as cards were bought.
	draw := len(s.BuildDeck.Draw)
	w.F(`<section class="panel" id="meks-build"><h2>Build phase</h2><p class="muted small" id="build-deck">%d card%s to draw · %d face up · %d discarded</p><p class="muted small">A bought Mek or pilot takes the name below; an attachment goes on %s.</p>`,
		draw, kit.Plural(draw), len(s.Market), len(s.BuildDeck.Discard), mkOr(sel, "the selected Mek"))
	if !s.BuildFlipped && s.Defs.BuildFlip > 0 {
		w.F(`<button class="btn primary" id="flip-build" data-act="flip-build">Flip %d Build card%s</button>`, s.Defs.BuildFlip, kit.Plural(s.Defs.BuildFlip))
	}
	w.F(`<div class="field"><input type="text" id="buy-name" placeholder="Name" aria-label="Name of a bought Mek or pilot" value="%s"></div><ul class="mk-list">`, p.inputs["buy-name"])
	for i, id := range s.Market {
		b, _ := s.Defs.Build(id)
		w.F(`<li><span><b>%s</b> <span class="muted small mk-gives" data-gives="%s">%s</span></span><button class="btn small" id="buy-%d" data-act="buy" data-v="%[4]d">Buy %d MC</button></li>`,
			b.Name, b.Gives, s.Defs.BuildSummary(b), i, b.Cost)
	}
	w.F(`</ul>`)
	if p.black != "" {
		w.F(`<p class="notice">Black Market: take any card of the Build deck.</p><div class="mk-grid">`)
		pile := s.BuildDeck.Draw
		if len(pile) == 0 {
			pile = s.BuildDeck.Discard // reshuffled (Note reshuffle)
		}
		for i, id := range pile {
			w.F(`<button class="chip small" id="bm-%d" data-act="bm" data-v="%s">%s</button>`, i, id, s.CardName(id))
		}
		w.F(`</div>`)
	}
	whyHTML(w, "meks-build-why",
		why{"The Build phase comes before the missions are flipped: flip your number of Build cards once and buy any you can pay for; the rest are discarded when the missions are flipped.", "004 L103-104; Note build-deck"},
		why{"Black Market takes any card of the Build deck; Corporate Convention flips 4 more.", "004 L103-104; Note black-market"})
	w.F(`</section>`)
}

// defaultName names a bought Mek or pilot the player left unnamed: "Mek
// 3", "Pilot 2".
func defaultName(s *meks.State, gives string) string {
	what, n, taken := "Pilot", len(s.Pilots), func(name string) bool { _, err := s.Pilot(name); return err == nil }
	if gives == meks.GivesMek {
		what, n, taken = "Mek", len(s.Meks), func(name string) bool { _, err := s.Mek(name); return err == nil }
	}
	for k := n + 1; ; k++ {
		if name := fmt.Sprintf("%s %d", what, k); !taken(name) {
			return name
		}
	}
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
		w.F(`<p class="muted">No Meks yet: buy them in the Build phase, or set up your starting squad for free below.</p>`)
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

// refitHTML is the selected Mek's refit: its attachments to take off and
// its pilot (mounting is bought in the Build phase, or free in setup).
func (p *MeksPage) refitHTML(w *kit.Writer, s *meks.State, m *meks.Mek) {
	row := m.Size.Row()
	w.F(`<section class="panel" id="meks-refit"><h2>%s: %d of %d slots</h2><ul class="mk-list">`, m.Name, s.SlotsUsed(m), row.Capacity)
	for i, id := range m.Attachments {
		a, _ := s.Defs.Attachment(id)
		w.F(`<li><span>%s <span class="muted small">%s</span></span><button class="btn small" id="unmount-%d" data-act="unmount" data-v="%[3]d" aria-label="Remove %[4]s">Remove</button></li>`,
			a.Name, a.Summary(), i, a.Name)
	}
	if len(m.Attachments) == 0 {
		w.F(`<li class="muted">No attachments: buy them in the Build phase, or mount them free in setup below.</li>`)
	}
	w.F(`</ul><p class="muted small">Pilot: one per Mek; a green pilot cannot take a large Mek.</p><div class="mk-grid">`)
	w.F(`<button class="chip small%s" id="pilot-none" data-act="assign" data-v="">none</button>`, kit.On(m.Pilot == ""))
	for i, pl := range s.Pilots {
		w.F(`<button class="chip small%s" id="assign-%d" data-act="assign" data-v="%s">%s <span class="muted">%s</span></button>`, kit.On(m.Pilot == pl.Name), i, pl.Name, pl.Name, pl.Grade)
	}
	w.F(`</div>`)
	whyHTML(w, "meks-refit-why", why{"Each Mek going on a mission has exactly one pilot; green pilots cannot pilot large Meks.", "004 L15-18"})
	w.F(`</section>`)
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
		name := mkOr(p.input("mek-name"), defaultName(s, meks.GivesMek))
		if p.play(c, &meks.AddMek{Name: name, Size: p.size}); p.msg == "" {
			p.mek, p.inputs["mek-name"] = name, ""
		}
	case "add-pilot":
		name := mkOr(p.input("pilot-name"), defaultName(s, meks.GivesPilot))
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
			ev.Mek, ev.Name = "", mkOr(p.input("buy-name"), defaultName(s, b.Gives))
		}
		if p.play(c, ev); p.msg == "" && p.ask == nil {
			p.inputs["buy-name"] = ""
			if b.Gives == meks.GivesMek {
				p.mek = ev.Name
			}
			p.note = fmt.Sprintf("Bought %s for %d MC: %s is in the squad below.", b.Name, b.Cost, mkOr(ev.Name, ev.Mek))
			if b.Gives == meks.GivesAttachment {
				p.note = fmt.Sprintf("Bought %s for %d MC: it is on %s in the squad below.", b.Name, b.Cost, ev.Mek)
			}
		}
	case "bm":
		if p.black != "" {
			p.play(c, &meks.PlayEvent{Card: p.black, Cards: []string{v}})
			p.black = ""
		}
	case "ledger":
		amount, err := strconv.Atoi(p.input("mc-amt"))
		if err != nil || amount <= 0 {
			p.msg = "Type the amount of MC first."
			return true
		}
		if p.play(c, &meks.Ledger{Amount: n * amount, Reason: mkOr(p.input("mc-why"), "recorded by hand")}); p.msg == "" {
			p.inputs["mc-amt"], p.inputs["mc-why"] = "", ""
		}
	default:
		return false
	}
	return true
}
