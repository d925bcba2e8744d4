package meks

import (
	"fmt"
	"slices"
	"strings"

	"lancemate/engine/dice"
)

// What a Build card gives.
const (
	GivesMek        = "mek"
	GivesPilot      = "pilot"
	GivesAttachment = "attachment"
)

// BuildCard is a card of the Build deck. The seed names the Build deck and
// the Build phase (004 L103-104) but prints no card, price or starting
// money (digest G-M1), so every Build card is a user definition: what it
// gives (a Mek of a size, a pilot of a grade or an attachment) and its
// cost in MC.
type BuildCard struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Gives string `json:"gives"`
	// Size is the size of the Mek a "mek" card gives.
	Size Size `json:"size,omitempty"`
	// Grade is the grade of the pilot a "pilot" card gives.
	Grade Grade `json:"grade,omitempty"`
	// Attachment is the id of the attachment an "attachment" card gives.
	Attachment string `json:"attachment,omitempty"`
	Cost       int    `json:"cost"`
	Text       string `json:"text,omitempty"`
}

// MaxBuildFlip bounds Defs.BuildFlip, the Build cards flipped per Build
// phase.
const MaxBuildFlip = 20

// check says what is wrong with a Build card; d holds the attachments.
func (b BuildCard) check(d *Defs) error {
	if b.Cost < 0 {
		return fmt.Errorf("cost %d MC is below 0", b.Cost)
	}
	extra := func(what string, set bool) error {
		if set {
			return fmt.Errorf("a %s card has no %s", b.Gives, what)
		}
		return nil
	}
	switch b.Gives {
	case GivesMek:
		if err := b.Size.Check(); err != nil {
			return fmt.Errorf("the Mek's %w", err)
		}
		return extra("grade or attachment", b.Grade != "" || b.Attachment != "")
	case GivesPilot:
		if err := b.Grade.Check(); err != nil {
			return fmt.Errorf("the pilot's %w", err)
		}
		return extra("size or attachment", b.Size != "" || b.Attachment != "")
	case GivesAttachment:
		if _, ok := d.Attachment(b.Attachment); !ok {
			return fmt.Errorf("attachment %q is not defined", b.Attachment)
		}
		return extra("size or grade", b.Size != "" || b.Grade != "")
	}
	return fmt.Errorf("gives %q: not mek, pilot or attachment", b.Gives)
}

// Build returns the Build card with the given id.
func (d *Defs) Build(id string) (*BuildCard, bool) {
	return lookup(d.Builds, id, func(b *BuildCard) string { return b.ID })
}

// buildDeck fits the Build deck to the defined Build cards: cards no
// longer defined leave the piles and the face-up cards, new ones go into
// the draw pile.
func (s *State) buildDeck() {
	gone := func(id string) bool { _, ok := s.Defs.Build(id); return !ok }
	d := &s.BuildDeck
	d.Draw, d.Discard = slices.DeleteFunc(d.Draw, gone), slices.DeleteFunc(d.Discard, gone)
	s.Market = slices.DeleteFunc(s.Market, gone)
	for _, b := range s.Defs.Builds {
		if !slices.Contains(d.Draw, b.ID) && !slices.Contains(d.Discard, b.ID) && !slices.Contains(s.Market, b.ID) {
			d.Draw = append(d.Draw, b.ID)
		}
	}
}

// FlipBuild flips the Build cards of the Build phase, which comes before
// the Mission phase (004 L103-104, L11; digest B1): Defs.BuildFlip cards,
// once per Build phase. The flipped cards stay face up to be bought until
// the missions are flipped.
type FlipBuild struct {
	Cards []string `json:"cards"`
}

// Type implements journal.Event.
func (*FlipBuild) Type() string { return "flip_build" }

// Apply implements journal.Event.
func (e *FlipBuild) Apply(s *State) error {
	if err := s.need("flip Build cards", Base); err != nil {
		return err
	}
	if s.BuildFlipped {
		return fmt.Errorf("flip Build cards: already flipped in this Build phase")
	}
	if err := drawn("flip Build cards", len(e.Cards), s.Defs.BuildFlip, s.BuildDeck.size()); err != nil {
		return err
	}
	if err := s.BuildDeck.take("build", e.Cards); err != nil {
		return fmt.Errorf("flip Build cards: %w", err)
	}
	s.Market, s.BuildFlipped = append(s.Market, e.Cards...), true
	return nil
}

func (e *FlipBuild) fill(s *State, src dice.Source) error {
	if len(e.Cards) == 0 {
		e.Cards = s.BuildDeck.pick(s.Defs.BuildFlip, src)
	}
	return nil
}

// Buy buys a face-up Build card in the Build phase: its cost is paid in
// MC and what it gives joins the squad — a Mek named Name, a pilot named
// Name, or the attachment mounted on Mek (with the capacity rule,
// 004 L5-9). The card goes to the Build deck's discards.
type Buy struct {
	Card string `json:"card"`
	Name string `json:"name,omitempty"`
	Mek  string `json:"mek,omitempty"`
}

// Type implements journal.Event.
func (*Buy) Type() string { return "buy" }

// Apply implements journal.Event.
func (e *Buy) Apply(s *State) error {
	if err := s.need("buy a Build card", Base); err != nil {
		return err
	}
	b, ok := s.Defs.Build(e.Card)
	if !ok {
		return fmt.Errorf("buy: no Build card %q", e.Card)
	}
	i := slices.Index(s.Market, e.Card)
	if i < 0 {
		return fmt.Errorf("buy %s: the card is not face up in the Build phase", b.Name)
	}
	if b.Cost > s.MC {
		return fmt.Errorf("buy %s: it costs %d MC, you have %d MC", b.Name, b.Cost, s.MC)
	}
	var err error
	switch b.Gives {
	case GivesMek:
		err = (&AddMek{Name: e.Name, Size: b.Size}).Apply(s)
	case GivesPilot:
		err = (&AddPilot{Name: e.Name, Grade: b.Grade}).Apply(s)
	default:
		if e.Mek == "" {
			err = fmt.Errorf("which Mek carries it?")
		} else {
			err = (&Mount{Mek: e.Mek, Attachment: b.Attachment}).Apply(s)
		}
	}
	if err != nil {
		return fmt.Errorf("buy %s: %w", b.Name, err)
	}
	s.MC -= b.Cost
	s.Market = slices.Delete(s.Market, i, i+1)
	s.BuildDeck.Discard = append(s.BuildDeck.Discard, e.Card)
	return nil
}

// endBuild ends the Build phase when the missions are flipped (004 L11):
// the Build cards left face up are discarded.
func (s *State) endBuild() {
	s.BuildDeck.Discard = append(s.BuildDeck.Discard, s.Market...)
	s.Market, s.BuildFlipped = nil, false
}

// blackMarket takes the chosen cards (any, 004 L104) from the Build deck's
// draw pile and lays them face up with the Build phase's cards.
func (e *PlayEvent) blackMarket(s *State, ev *EventCard) error {
	if len(s.BuildDeck.Draw) == 0 {
		s.BuildDeck.Draw, s.BuildDeck.Discard = s.BuildDeck.Discard, nil
	}
	if len(e.Cards) != min(ev.Amount, len(s.BuildDeck.Draw)) || len(e.Cards) == 0 {
		return fmt.Errorf("choose %d card(s) of the Build deck (004 L%d)", ev.Amount, ev.Line)
	}
	for _, c := range e.Cards {
		i := slices.Index(s.BuildDeck.Draw, c)
		if i < 0 {
			return fmt.Errorf("card %q is not in the Build deck", c)
		}
		s.BuildDeck.Draw = slices.Delete(s.BuildDeck.Draw, i, i+1)
	}
	s.Market = append(s.Market, e.Cards...)
	return nil
}

// BuildSummary says what a Build card gives, for the line under its name
// and without repeating it: "medium Mek: 20 hits, holds 4 small
// attachments", the grade's Summary, or the attachment's Summary.
func (d *Defs) BuildSummary(b *BuildCard) string {
	switch b.Gives {
	case GivesMek:
		r := b.Size.Row()
		return fmt.Sprintf("%s Mek: %d hits, holds %d small attachments", b.Size, r.Hits, r.Capacity)
	case GivesPilot:
		return b.Grade.Summary()
	}
	a, ok := d.Attachment(b.Attachment)
	if !ok {
		return "an attachment no longer defined"
	}
	return a.Summary()
}

// Summary is an attachment's size, kind, range and traits, in the seed's
// words and without its name: "small ballistic weapon, Point Blank (PB),
// 1 slot", "medium armor: +5 hits, 2 slots", "small equipment: missiles
// -2 to hit this Mek, 1 slot" (004 L3-9, L29-32, L45-61, L85).
func (a AttachmentDef) Summary() string {
	var traits []string
	for _, t := range []struct {
		on   bool
		name string
	}{{a.Missile, "missile"}, {a.Area, "area"}, {a.Indirect, "indirect"}, {a.Ballistic, "ballistic"}, {a.Energy, "energy"}} {
		if t.on {
			traits = append(traits, t.name)
		}
	}
	slots := fmt.Sprintf("%d slot", a.Size.Row().Slots)
	if a.Size.Row().Slots != 1 {
		slots += "s"
	}
	head := strings.Join(append(append([]string{string(a.Size)}, traits...), a.Kind), " ")
	switch a.Kind {
	case Weapon:
		return fmt.Sprintf("%s, %s (%s), %s", head, a.Range.Row().Name, a.Range, slots)
	case Armor:
		return fmt.Sprintf("%s: +%d hits, %s", head, ArmorHits, slots)
	}
	var fields []string
	for _, t := range []struct {
		on   bool
		name string
	}{{a.Jammer, "missiles -2 to hit this Mek"}, {a.InertiaField, "ballistic weapons -1 damage to this Mek"},
		{a.AbsorbField, "energy weapons -1 damage to this Mek"}} { // 004 L48, L59, L60
		if t.on {
			fields = append(fields, t.name)
		}
	}
	if len(fields) > 0 {
		return fmt.Sprintf("%s: %s, %s", head, strings.Join(fields, ", "), slots)
	}
	return head + ", " + slots
}
