package meks

import "lancemate/engine/meks"

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

// Default is every card of seed 004 and the default definitions.
func Default() meks.Defs {
	return meks.Defs{Missions: Missions(), Events: Events(), Foes: Foes(),
		Attachments: Attachments(), Skills: Skills()}
}
