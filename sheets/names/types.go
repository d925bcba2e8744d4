package names

import (
	"strings"

	"lancemate/engine/equipment"
	"lancemate/sheets/design"
	"lancemate/sheets/internal/textfile"
)

// The type tables map a normalised type name, without tech base and
// without the group's own word ("Endo Steel Structure" → "endosteel"), to
// the catalogue name of the type in its group.
var (
	engineTypes = map[string]string{
		"": "Standard", "standard": "Standard", "xl": "XL", "xxl": "XXL", "light": "Light",
		"compact": "Compact", "large": "Standard", "largexl": "XL", "largexxl": "XXL", "largelight": "Light",
	}
	structureTypes = map[string]string{
		"": "Standard", "standard": "Standard", "endosteel": "Endo-Steel", "endocomposite": "Endo-Composite",
		"composite": "Composite", "reinforced": "Reinforced",
	}
	armorTypes = map[string]string{
		"": "Standard", "standard": "Standard", "primitive": "Primitive", "ferrofibrous": "Ferro-Fibrous",
		"lightferrofibrous": "Ferro-Fibrous, Light", "heavyferrofibrous": "Ferro-Fibrous, Heavy",
		"stealth": "Stealth", "ferrolamellor": "Ferro-Lamellor", "reflective": "Laser-Reflective",
		"laserreflective": "Laser-Reflective", "hardened": "Hardened", "ballisticreinforced": "Ballistic-Reinforced",
	}
	gyroTypes = map[string]string{
		"": "Standard", "standard": "Standard", "xl": "XL", "extralight": "XL", "compact": "Compact", "heavyduty": "Heavy-Duty",
	}
	cockpitTypes = map[string]string{
		"": "Standard", "standard": "Standard", "small": "Small", "torsomounted": "Torso-Mounted", "primitive": "Primitive",
	}
	// typeWords removes the groups' own words; no two start with the same
	// letter, so it removes them as a regular expression would.
	typeWords = strings.NewReplacer("engine", "", "structure", "", "armor", "", "gyro", "", "cockpit", "", "fusion", "")
)

// EngineType returns the catalogue id of an engine type as MegaMek or SSW
// names it ("XL (Clan) Engine", "Light Fusion Engine"), or "?name" for a
// type the catalogue does not hold (I.C.E., fuel cell, fission, primitive).
func EngineType(name string, t equipment.Tech) string {
	return typeID("Engines", engineTypes, name, t)
}

// StructureType returns the catalogue id of an internal structure type
// ("Endo Steel", "IS Endo-Composite", "Standard Structure"), or "?name".
func StructureType(name string, t equipment.Tech) string {
	return typeID("Structure", structureTypes, name, t)
}

// ArmorType returns the catalogue id of an armor type ("Ferro-Fibrous(Clan)",
// "Light Ferro-Fibrous", "Standard Armor"), or "?name".
func ArmorType(name string, t equipment.Tech) string {
	return typeID("Armor", armorTypes, name, t)
}

// GyroType returns the catalogue id of a gyro type ("Standard Gyro",
// "Extra-Light Gyro"), or "?name".
func GyroType(name string, t equipment.Tech) string {
	return typeID("Gyros", gyroTypes, name, t)
}

// CockpitType returns the catalogue id of a cockpit type ("Small Cockpit",
// "Torso-Mounted Cockpit"), or "?name".
func CockpitType(name string, t equipment.Tech) string {
	return typeID("Cockpits", cockpitTypes, name, t)
}

// typeID reads a tech tag ("(Clan)", "(Inner Sphere)") or prefix ("IS ",
// "Clan "), then looks the rest up in the table, in the named tech base
// first.
func typeID(group string, table map[string]string, name string, t equipment.Tech) string {
	s := strings.TrimSpace(name)
	s, tag, _ := cut(s, "", typeTechTag)
	switch strings.ToLower(tag) {
	case "clan":
		t = equipment.Clan
	case "inner sphere", "is":
		t = equipment.InnerSphere
	}
	n := norm(s)
	if r, ok := strings.CutPrefix(n, "clan"); ok {
		n, t = r, equipment.Clan
	} else if r, ok := strings.CutPrefix(n, "is"); ok && r != "" {
		n, t = r, equipment.InnerSphere
	}
	n = typeWords.Replace(n)
	catName, ok := table[n]
	if !ok {
		return "?" + strings.TrimSpace(name)
	}
	other := equipment.Clan
	if t == equipment.Clan {
		other = equipment.InnerSphere
	}
	for _, tech := range []equipment.Tech{t, other} {
		if it, ok := equipment.Find(tech, group, catName); ok {
			return it.ID
		}
	}
	return "?" + strings.TrimSpace(name)
}

// typeTechTag matches a type's tech tag: "(Inner Sphere)", "(IS)",
// "(Clan)", "(IS/Clan)" or "((Unknown Technology Base))", in any case.
func typeTechTag(s string, i int) (int, string, bool) {
	return textfile.Tag(s, i, "inner sphere", "is", "clan", "is/clan", "(unknown technology base)")
}

// MyomerType returns the myomer type a unit file names ("Standard",
// "Triple-Strength", "TSM", MegaMek's "Triple Strength Myomer"):
// design.StandardMyomer, design.TSM, or "?name" for one the catalogue does
// not hold (industrial TSM, super-cooled myomer). MASC, which old MegaMek
// files and SSW name in the myomer's place, is equipment in the slots: the
// myomer is standard.
func MyomerType(name string) string {
	switch norm(name) {
	case "", "standard", "standardmyomer", "masc", "ismasc", "clanmasc", "clmasc":
		return design.StandardMyomer
	case "tsm", "istsm", "triplestrength", "triplestrengthmyomer", "istriplestrengthmyomer":
		return design.TSM
	}
	return "?" + strings.TrimSpace(name)
}
