package names

import (
	"strings"

	"lancemate/engine/equipment"
	"lancemate/sheets/design"
)

// counterpart returns the id of the same item in the other tech base.
func counterpart(id string) string {
	if r, ok := strings.CutPrefix(id, "is-"); ok {
		return "clan-" + r
	}
	if r, ok := strings.CutPrefix(id, "clan-"); ok {
		return "is-" + r
	}
	return id
}

// MatchAmmoTech gives ammunition the tech base of the weapons it feeds:
// files name some ammunition without a tech base ("@ Gauss Rifle"), so a
// bin read as one tech base's ammunition whose weapon is not on the 'Mech
// becomes the other tech base's when that weapon is.
func MatchAmmoTech(d *design.Design) {
	weapons := map[string]bool{}
	for _, p := range d.Placed() {
		weapons[p.ID] = true
	}
	for loc := range d.Slots {
		for i, m := range d.Slots[loc] {
			it, ok := equipment.Lookup(m.ID)
			if !ok || it.Kind != equipment.Ammo || weapons[it.AmmoFor] || !weapons[counterpart(it.AmmoFor)] {
				continue
			}
			other, ok := equipment.Lookup(counterpart(m.ID))
			if !ok {
				continue
			}
			mu := ""
			if m.Munition != "" {
				if _, ok := equipment.Lookup(counterpart(m.Munition)); !ok {
					continue
				}
				mu = counterpart(m.Munition)
			}
			d.Slots[loc][i].ID, d.Slots[loc][i].Munition = other.ID, mu
		}
	}
}

// SideTorsoTech corrects the tech base of an XL or XXL engine type by the
// engine slots in one side torso: an Inner Sphere XL takes 3, a Clan XL 2;
// an Inner Sphere XXL 6, a Clan XXL 4 (003 L8143-8148, L8232-8235).
func SideTorsoTech(engineType string, sideSlots int) string {
	switch {
	case strings.HasSuffix(engineType, "-engine-xl") && sideSlots == 2,
		strings.HasSuffix(engineType, "-engine-xxl") && sideSlots == 4:
		return "clan-" + strings.TrimPrefix(strings.TrimPrefix(engineType, "is-"), "clan-")
	case strings.HasSuffix(engineType, "-engine-xl") && sideSlots == 3,
		strings.HasSuffix(engineType, "-engine-xxl") && sideSlots == 6:
		return "is-" + strings.TrimPrefix(strings.TrimPrefix(engineType, "is-"), "clan-")
	}
	return engineType
}
