package clicks

// SEInfo is one row of the Special Equipment Chart (000 L1120-1184).
type SEInfo struct {
	Name     string
	Group    string
	Optional bool // the controller may cancel it before the dice (000 L276)
	Cite     string
}

// Names of the special equipment the engine applies itself.
const (
	SEArmorPiercing = "Armor Piercing"
	SEAntiPersonnel = "Anti-Personnel"
	SEStreak        = "Streak Missiles"
	SEPointDefense  = "Point Defense"
	SEAgility       = "Agility"
	SEBrawling      = "Brawling"
	SEEvade         = "Evade"
	SEInfiltrate    = "Infiltrate"
	SECommand       = "Command"
	SESalvage       = "Salvage"
	SEHardened      = "Hardened Armor"
	SEReflective    = "Reflective Armor"
	SEReactive      = "Reactive Armor"
	SEHeavy         = "Heavy Armor"
)

// SEChart is the Special Equipment Chart as data, plus Heavy Armor, which
// examples use but the chart lacks (digest G-04).
var SEChart = []SEInfo{
	{SEArmorPiercing, "Ballistic Damage", true, "000 L1124"},
	{SEAntiPersonnel, "Ballistic Damage", true, "000 L1126"},
	{SEStreak, "Ballistic Damage", true, "000 L1128"},
	{SEPointDefense, "Ballistic Damage", true, "000 L1130"},
	{"Alpha Strike", "Energy Damage", true, "000 L1134"},
	{"Flamers", "Energy Damage", true, "000 L1136"},
	{"Grapple", "Energy Damage", true, "000 L1138"},
	{"Pulse", "Energy Damage", true, "000 L1140"},
	{SEAgility, "Melee", true, "000 L1144"},
	{SEBrawling, "Melee", false, "000 L1146"},
	{"Hand-to-Hand Weapon", "Melee", true, "000 L1148"},
	{"Rapid Strike", "Melee", true, "000 L1150"},
	{"Camouflage", "Speed", true, "000 L1154"},
	{SEEvade, "Speed", true, "000 L1156"},
	{"Electronic Camouflage", "Speed", true, "000 L1158"},
	{SEInfiltrate, "Speed", true, "000 L1160"},
	{"Jump Jets", "Speed", true, "000 L1162"},
	{"Bypass", "Attack", true, "000 L1166"},
	{SECommand, "Attack", true, "000 L1168"},
	{"Improved Targeting", "Attack", false, "000 L1170"},
	{"Repair", "Attack", true, "000 L1172"},
	{SESalvage, "Attack", false, "000 L1174"},
	{"Decoy", "Defense", true, "000 L1178"},
	{SEHardened, "Defense", false, "000 L1180"},
	{SEReflective, "Defense", false, "000 L1182"},
	{SEReactive, "Defense", false, "000 L1184"},
	{SEHeavy, "Defense", false, "000 L489, L531, L571; digest G-04"},
}

// SEByName returns the chart row of a special equipment name.
func SEByName(name string) (SEInfo, bool) {
	for _, r := range SEChart {
		if r.Name == name {
			return r, true
		}
	}
	return SEInfo{}, false
}
