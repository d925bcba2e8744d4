package meks

import (
	"fmt"
	"strings"
)

// Describe says in a line what ev did, for the campaign's log: before is
// the state ev was applied to and after the state it made.
func Describe(before, after *State, ev Event) string {
	switch e := ev.(type) {
	case *Start:
		return fmt.Sprintf("Campaign started with %d MC", e.MC)
	case *AddMek:
		return fmt.Sprintf("Mek %s (%s) joins the squad", e.Name, e.Size)
	case *AddPilot:
		return fmt.Sprintf("Pilot %s (%s) joins the squad", e.Name, after.pilotGrade(e.Name))
	case *Mount:
		return fmt.Sprintf("%s: %s mounted", e.Mek, after.attachmentName(e.Attachment))
	case *Unmount:
		m, _ := before.Mek(e.Mek)
		return fmt.Sprintf("%s: %s removed", e.Mek, before.slotName(m, e.Slot))
	case *Assign:
		if e.Pilot == "" {
			return fmt.Sprintf("%s has no pilot", e.Mek)
		}
		return fmt.Sprintf("%s pilots %s", e.Pilot, e.Mek)
	case *Ledger:
		return fmt.Sprintf("%+d MC: %s", e.Amount, e.Reason)
	case *FlipMissions:
		return "Missions flipped: " + after.cardNames(e.Cards)
	case *ChooseMission:
		if e.Card == "" {
			return "No mission taken"
		}
		m, _ := after.Defs.Mission(e.Card)
		return fmt.Sprintf("Mission %s (threat %d) with %s", m.Name, m.Threat, strings.Join(e.Meks, ", "))
	case *RevealFoes:
		return "Foes: " + after.cardNames(e.Cards)
	case *DrawEvents:
		return "Drew " + after.cardNames(e.Cards)
	case *Discard:
		return "Discarded " + after.cardNames(e.Cards)
	case *PlayEvent:
		return "Played " + before.playText(e)
	case *Fire:
		c, _ := before.FireCheck(e.Mek, e.Weapon, e.Foe)
		line := attackText(c, e.Rolls)
		if e.Card != "" {
			line += ", " + after.cardNames([]string{e.Card}) + ": destroyed"
		}
		return line
	case *AllyAttack:
		c, _ := before.AllyCheck(e.Ally, e.Foe)
		return attackText(c, e.Rolls)
	case *FoeAttack:
		c, _ := before.FoeCheck(e.Foe, e.Second, e.Mek)
		return attackText(c, e.Rolls)
	case *NextStep:
		return before.stepEnd(after)
	case *Retreat:
		return "The squad retreats: no pay"
	case *Debriefing:
		return after.debriefText(e)
	case *RepairMek:
		return fmt.Sprintf("%s repaired: %s for %d MC", e.Mek, count(e.Points, "point"), RepairPrice(e.Points))
	case *EndMission:
		return "Mission over"
	case *Define:
		return fmt.Sprintf("Card definitions changed: %s, %s, %s, %d flipped per Build phase",
			count(len(e.Attachments), "attachment"), count(len(e.Skills), "skill"), count(len(e.Builds), "Build card"), e.BuildFlip)
	case *FlipBuild:
		return "Build cards flipped: " + after.cardNames(e.Cards)
	case *Buy:
		b, ok := before.Defs.Build(e.Card)
		if !ok {
			return "Bought " + e.Card
		}
		what := e.Name
		if b.Gives == GivesAttachment {
			what = e.Mek + ": " + after.attachmentName(b.Attachment) + " mounted"
		}
		return fmt.Sprintf("Bought %s for %d MC: %s", b.Name, b.Cost, what)
	}
	return ev.Type()
}

// count is n with the word, plural unless n is 1: "1 point", "7 points".
func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

func (s *State) pilotGrade(name string) Grade {
	if p, err := s.Pilot(name); err == nil {
		return p.Grade
	}
	return ""
}

func (s *State) attachmentName(id string) string {
	if a, ok := s.Defs.Attachment(id); ok {
		return a.Name
	}
	return id
}

func (s *State) slotName(m *Mek, slot int) string {
	if m == nil || slot < 0 || slot >= len(m.Attachments) {
		return fmt.Sprintf("attachment %d", slot+1)
	}
	return s.attachmentName(m.Attachments[slot])
}

// CardName is the name of any card or attachment, by id.
func (s *State) CardName(id string) string {
	if m, ok := s.Defs.Mission(id); ok {
		return m.Name
	}
	if e, ok := s.Defs.Event(id); ok {
		return e.Name
	}
	if f, ok := s.Defs.Foe(id); ok {
		return f.Name
	}
	if b, ok := s.Defs.Build(id); ok {
		return b.Name
	}
	return s.attachmentName(id)
}

func (s *State) cardNames(ids []string) string {
	if len(ids) == 0 {
		return "no card"
	}
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = s.CardName(id)
	}
	return strings.Join(names, ", ")
}

// attackText is an attack and its dice: "Hound's Mortar on Infantry:
// 6-1 = 5, hit, 4 damage".
func attackText(c Check, r Rolls) string {
	line := fmt.Sprintf("%s on %s: %d%+d = %d", c.Attacker, c.Target, r.Roll, c.Bonus(), r.Roll+c.Bonus())
	if !c.Hit(r.Roll) {
		return line + ", miss"
	}
	return line + fmt.Sprintf(", hit, %d damage", c.Dealt(r.Damage, r.Extra))
}

func (s *State) playText(e *PlayEvent) string {
	ev, _ := s.Defs.Event(e.Card)
	line := ev.Name
	switch {
	case e.Foe != nil && ev.Effect == EffectSupport:
		c, _ := s.support(ev, *e.Foe)
		return line + ": " + attackText(c, e.Rolls)
	case e.Foe != nil:
		if _, fc, err := s.foe(*e.Foe); err == nil {
			line += " on " + fc.Name
		}
	case e.Mek != "":
		line += " on " + e.Mek
	}
	if e.Die != 0 {
		line += fmt.Sprintf(" (1D6: %d)", e.Die)
	}
	if len(e.Cards) > 0 {
		line += ": " + s.cardNames(e.Cards)
	}
	return line
}

// stepEnd says which step ended, what was destroyed and how the engagement
// stands.
func (s *State) stepEnd(after *State) string {
	m := s.Mission
	line := fmt.Sprintf("Round %d, %s step over", m.Round, m.Step.Row().Name)
	var gone []string
	for i, f := range after.Mission.Foes {
		if f.Destroyed && !m.Foes[i].Destroyed {
			gone = append(gone, after.FoeCard(&f).Name)
		}
	}
	for _, name := range m.Meks {
		was, _ := s.Mek(name)
		now, _ := after.Mek(name)
		if now.Destroyed && !was.Destroyed {
			gone = append(gone, name)
		}
	}
	if len(gone) > 0 {
		line += "; destroyed: " + strings.Join(gone, ", ")
	}
	switch after.Mission.Outcome {
	case Won:
		line += "; every foe is destroyed: mission won"
	case Wiped:
		line += "; the squad is destroyed"
	}
	return line
}

func (s *State) debriefText(e *Debriefing) string {
	line := "Debriefing: " + string(s.Mission.Outcome)
	if s.Mission.Outcome == Won {
		line += fmt.Sprintf(", paid %d MC", s.Mission.Pay)
	} else {
		line += ", no pay"
	}
	for _, a := range e.Rolls {
		line += fmt.Sprintf("; %s rolls %d", a.Pilot, a.Roll)
		if p, err := s.Pilot(a.Pilot); err == nil {
			line += " → " + string(p.Grade)
		}
		if a.Skill != "" {
			line += ", " + a.Skill
		}
	}
	return line
}
