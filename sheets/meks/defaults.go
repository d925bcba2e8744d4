package meks

import (
	"fmt"
	"strings"

	"lancemate/engine/meks"
)

// Attachments are Lancemate's default attachments: the seed names sizes,
// kinds and traits but defines no attachment (004 L2-9, L44-60; digest
// G-M3). Players edit or replace them.
func Attachments() []meks.AttachmentDef {
	w := func(name string, z meks.Size, r meks.Range, a meks.AttachmentDef) meks.AttachmentDef {
		a.ID, a.Name, a.Size, a.Kind, a.Range = id(name), name, z, meks.Weapon, r
		return a
	}
	return []meks.AttachmentDef{
		w("Small Laser", meks.Small, meks.SR, meks.AttachmentDef{Energy: true}),
		w("Medium Laser", meks.Medium, meks.MR, meks.AttachmentDef{Energy: true}),
		w("Large Laser", meks.Large, meks.LR, meks.AttachmentDef{Energy: true}),
		w("Machine Gun", meks.Small, meks.PB, meks.AttachmentDef{Ballistic: true}),
		w("Autocannon", meks.Medium, meks.MR, meks.AttachmentDef{Ballistic: true}),
		w("Gauss Rifle", meks.Large, meks.LR, meks.AttachmentDef{Ballistic: true}),
		w("Missile Rack", meks.Medium, meks.LR, meks.AttachmentDef{Missile: true}),
		w("Flamer", meks.Small, meks.SR, meks.AttachmentDef{Area: true}),
		w("Mortar", meks.Medium, meks.LR, meks.AttachmentDef{Area: true, Indirect: true}),
		w("Hatchet", meks.Medium, meks.PB, meks.AttachmentDef{}),
		{ID: "armor", Name: "Armor", Size: meks.Small, Kind: meks.Armor, Text: "+5 hits (004 L85)"},
		{ID: "jammer", Name: "Jammer", Size: meks.Small, Kind: meks.Equipment, Jammer: true, Text: "Missiles -2 to hit this Mek (004 L48)"},
		{ID: "inertia-field", Name: "Inertia Field", Size: meks.Medium, Kind: meks.Equipment, InertiaField: true, Text: "Ballistic weapons -1 damage (004 L59)"},
		{ID: "absorption-field", Name: "Absorption Field", Size: meks.Medium, Kind: meks.Equipment, AbsorbField: true, Text: "Energy weapons -1 damage (004 L60)"},
	}
}

// Skills is Lancemate's default Pilot Skill table: the seed refers to one
// but does not print it (004 L78; digest G-M2). The names carry no rule.
func Skills() []meks.Skill {
	return []meks.Skill{{Name: "Gunnery"}, {Name: "Piloting"}, {Name: "Evasion"},
		{Name: "Tactics"}, {Name: "Repair"}, {Name: "Leadership"}}
}

// BuildFlip is how many Build cards Lancemate's default flips per Build
// phase: the seed does not say (digest G-M1); Corporate Convention flips 4
// more (004 L103).
const BuildFlip = 5

// Builds is Lancemate's default Build deck. The seed names the Build deck
// and the Build phase (004 L103-104) but lacks the card text: no card,
// price or starting money is printed. Digest G-M1's default is a roster
// the player maintains with free-form acquisition and MC entered by hand;
// this deck follows it in prices a player can edit: Meks 3 MC per hit
// (30/60/90 for 10/20/30 hits, 004 L82-84: three times the 1 MC per point
// of repair, 004 L81), pilots by grade, and one card per default
// attachment at 10 MC per small slot (004 L8-9). A won mission pays 30 to
// 80 MC (004 L67, L89-100).
func Builds() []meks.BuildCard {
	var out []meks.BuildCard
	add := func(copies int, b meks.BuildCard) {
		base := "build-" + id(b.Name) // ids are unique across all the cards
		for n := 1; n <= copies; n++ {
			b.ID = base
			if copies > 1 {
				b.ID = fmt.Sprintf("%s-%d", base, n)
			}
			out = append(out, b)
		}
	}
	for _, m := range []struct {
		size   meks.Size
		copies int
	}{{meks.Small, 3}, {meks.Medium, 2}, {meks.Large, 1}} {
		name := strings.ToUpper(string(m.size[:1])) + string(m.size[1:]) + " Mek"
		add(m.copies, meks.BuildCard{Name: name, Gives: meks.GivesMek, Size: m.size, Cost: 3 * m.size.Row().Hits})
	}
	for _, p := range []struct {
		grade        meks.Grade
		copies, cost int
	}{{meks.Green, 3, 10}, {meks.Regular, 2, 25}, {meks.Veteran, 1, 45}, {meks.Elite, 1, 70}} {
		name := strings.ToUpper(string(p.grade[:1])) + string(p.grade[1:]) + " Pilot"
		add(p.copies, meks.BuildCard{Name: name, Gives: meks.GivesPilot, Grade: p.grade, Cost: p.cost})
	}
	for _, a := range Attachments() {
		add(1, meks.BuildCard{Name: a.Name, Gives: meks.GivesAttachment, Attachment: a.ID, Cost: 10 * a.Size.Row().Slots})
	}
	return out
}

// Default is every card of seed 004 and the default definitions.
func Default() meks.Defs {
	return meks.Defs{Missions: Missions(), Events: Events(), Foes: Foes(),
		Attachments: Attachments(), Skills: Skills(), Builds: Builds(), BuildFlip: BuildFlip}
}
