package game

import (
	"fmt"
	"slices"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
)

// source is what deals the hits being resolved, for the armor types whose
// effect depends on it (003 L7409-7447): a weapon of the catalogue, a fall
// or a physical attack. The zero value is damage of unknown origin (a hit
// the players resolved), which only the armor's own rules change.
type source struct {
	weapon   *equipment.Item
	fall     bool
	physical bool
	// ae: area-effect damage, which laser-reflective armor doubles
	// (003 L7439).
	ae bool
	// ap is the critical modifier of an armor-piercing hit (apMod), 0
	// for other ammunition.
	ap int
}

// withSource resolves f with the hits' source set, then restores the one
// before.
func (s *State) withSource(src source, f func() error) error {
	old := s.src
	s.src = src
	defer func() { s.src = old }()
	return f()
}

// energyWeapons are the families laser-reflective armor halves: flamers,
// lasers, PPCs and plasma weapons (003 L7439).
var energyWeapons = []string{"Flamer", "Laser", "Pulse Laser", "ER Pulse Laser", "Heavy Laser", "X-Pulse Laser",
	"VSP Laser", "RE Laser", "Chemical Laser", "PPC", "Plasma"}

// reflected reports a weapon whose damage and heat laser-reflective armor
// halves (003 L7439); a re-engineered laser treats the armor as standard
// (003 L6295).
func reflected(it *equipment.Item) bool {
	return it != nil && slices.Contains(energyWeapons, it.Family) && it.Family != "RE Laser"
}

// ignoresArmor reports a re-engineered laser against hardened,
// ferro-lamellor or laser-reflective armor, which it treats as standard
// (003 L6295).
func (src source) ignoresArmor() bool { return src.weapon != nil && src.weapon.Family == "RE Laser" }

// armorHit is what the armor of the location struck does to one hit's
// damage before it is resolved, while the facing struck has armor left
// (NoteArmorPerHit): ballistic-reinforced armor halves DB and M damage,
// laser-reflective armor halves flamer, laser, PPC and plasma damage
// (rounded down, at least 1), ferro-lamellor armor takes 1 off per 5 points
// or fraction (003 L7411, L7419, L7439).
func (s *State) armorHit(u *Unit, loc classic.Location, rear bool, dmg int) int {
	armor := u.Locations[loc].Armor
	if rear && loc.HasRear() {
		armor = u.Locations[loc].Rear
	}
	if armor == 0 || u.Locations[loc].Destroyed || dmg <= 0 {
		return dmg
	}
	w := s.src.weapon
	switch {
	case u.armorIs("-armor-ballistic-reinforced") && w != nil && (w.Is("DB") || w.Is("M")):
		out := max(dmg/2, 1)
		s.report(u, "ballistic-reinforced armor halves the %s's %d damage to %d (003 L7411)", w.Name, dmg, out)
		return out
	case u.armorIs("-armor-laser-reflective") && reflected(w):
		out := max(dmg/2, 1)
		s.report(u, "laser-reflective armor halves the %s's %d damage to %d (003 L7439)", w.Name, dmg, out)
		return out
	case u.armorIs("-armor-ferro-lamellor") && !s.src.ignoresArmor():
		out := dmg - (dmg+4)/5
		s.report(u, "ferro-lamellor armor takes %d off the hit: %d damage (003 L7419)", dmg-out, out)
		return out
	}
	return dmg
}

// armorCost is the damage, in half points, that destroys one point of the
// armor: 4 for hardened armor (003 L7429), 1 for laser-reflective armor
// against falls and physical attacks, whose damage it doubles (003 L7439,
// the doubled excess never transfers, L7441), else 2.
func (s *State) armorCost(u *Unit) (cost int, why string) {
	switch {
	case u.armorIs("-armor-hardened") && !s.src.ignoresArmor():
		return 4, "hardened armor: 2 damage per armor point (003 L7429)"
	case u.armorIs("-armor-laser-reflective") && (s.src.fall || s.src.physical || s.src.ae):
		return 1, "laser-reflective armor: falls, physical attacks and area-effect weapons deal double damage to it (003 L7439-7441)"
	}
	return 2, ""
}

// structureCost is the same for internal structure: 4 for reinforced
// structure (003 L7676), 1 for composite structure, which takes double
// damage (003 L7662-7664), else 2.
func (u *Unit) structureCost() (cost int, why string) {
	switch {
	case u.structureIs("-structure-reinforced"):
		return 4, "reinforced structure: 2 damage per point (003 L7676)"
	case u.structureIs("-structure-composite"):
		return 1, "composite structure: double damage (003 L7662)"
	}
	return 2, ""
}

// absorb is one step of the damage procedure against points that each
// take cost half points of damage: the points lost and the damage used.
// While points remain the whole damage is used (a remainder too small to
// destroy a point, or the doubled excess, is lost; NoteHardenedRounding);
// once they are gone, what is left of the damage goes on.
func absorb(points, dmg, cost int) (lost, used int) {
	half := 2 * dmg
	lost = min(points, half/cost)
	if lost < points {
		return lost, dmg
	}
	return lost, dmg - (half-lost*cost)/2
}

// critRollMod is the modifier of every Determining Critical Hits roll
// against the 'Mech: hardened armor -2, reinforced structure -1
// (003 L2556, L2562).
func (u *Unit) critRollMod() (int, string) {
	mod, why := 0, ""
	if u.armorIs("-armor-hardened") {
		mod, why = mod-2, "hardened armor -2 (003 L2556)"
	}
	if u.structureIs("-structure-reinforced") {
		if why != "" {
			why += ", "
		}
		mod, why = mod-1, why+"reinforced structure -1 (003 L2562)"
	}
	return mod, why
}

// reflectHeat halves the heat a flamer or plasma weapon deals a 'Mech with
// laser-reflective armor, rounded down, at least 1 (003 L7439).
func (s *State) reflectHeat(d *Unit, item equipment.Item, heat int) int {
	if heat <= 0 || !d.armorIs("-armor-laser-reflective") || !reflected(&item) {
		return heat
	}
	out := max(heat/2, 1)
	s.report(d, "laser-reflective armor halves the %s's %d heat to %d (003 L7439)", item.Name, heat, out)
	return out
}

// describe names a cost for a report line.
func describeCost(why string) string {
	if why == "" {
		return ""
	}
	return fmt.Sprintf(" (%s)", why)
}

// caseII reports CASE II in the location (a played design): an explosion
// there is vented (003 L7786-7798).
func (u *Unit) caseII(loc classic.Location) bool {
	if !u.played() {
		return false
	}
	for i := range u.Items {
		if it := &u.Items[i]; it.Kind == CASE && it.Loc == loc && strings.HasSuffix(it.ID, "-case-ii") {
			return true
		}
	}
	return false
}

// ventCASEII resolves an explosion in a location with CASE II
// (003 L2425-2433, L7790-7796): 1 point to the internal structure (its
// critical hits disregarded on 8+), then a limb loses its remaining armor
// or half its original armor (rounded up), whichever is less, the head
// half its starting armor (rounded up), a torso the rest on its rear
// armor; nothing transfers. The pilot's damage is the explosion's own.
func (s *State) ventCASEII(u *Unit, d damage, t *tape) error {
	loc := d.loc
	ls := &u.Locations[loc]
	s.report(u, "CASE II vents the explosion in the %s (003 L7792)", loc.Name(u.Config))
	if ls.Destroyed {
		return nil
	}
	critable := s.slotsBeforePhase(u, loc)
	ls.Structure--
	u.PhaseDamage++
	s.dealt(u, 1)
	s.briefDamage(u, loc, false, 0, 1)
	if ls.Structure == 0 {
		s.destroyLocation(u, loc, false, true)
		return nil
	}
	s.vented = true
	err := s.critCheck(u, loc, critable, "CASE II explosion", 0, t)
	s.vented = false
	if err != nil || ls.Destroyed {
		return err
	}
	rest := d.amount - 1
	var lost int
	switch {
	case loc == classic.Head:
		lost = min(ls.Armor, (ls.MaxArmor+1)/2)
		ls.Armor -= lost
	case loc.IsArm(u.Config) || loc.IsLeg(u.Config):
		lost = min(ls.Armor, (ls.MaxArmor+1)/2)
		ls.Armor -= lost
	default:
		lost = min(ls.Rear, rest)
		ls.Rear -= lost
	}
	s.report(u, "CASE II: %d armor lost in the %s, the rest of the explosion is lost (003 L7792)", lost, loc.Name(u.Config))
	return nil
}
