package kit

import "slices"

// Game systems a player can choose to see in the bottom bar (Settings).
const (
	Classic  = "classic"  // BattleTech: the game in play and the 'Mech library
	Solaris7 = "solaris7" // MechWarrior: Solaris 7 dials and stables
	SMC      = "smc"      // the Solaris Melee Challenge ledger
	Meks     = "meks"     // the Meks card game
)

// Systems are the game systems, in the order Settings offers them, with
// their names.
var Systems = [][2]string{
	{Classic, "BattleTech (record sheets)"},
	{Solaris7, "MechWarrior: Solaris 7 (dials)"},
	{SMC, "Solaris Melee Challenge (ledger)"},
	{Meks, "Meks (card game)"},
}

// DefaultSystems are the systems shown before the player chooses.
var DefaultSystems = []string{Classic}

// Section is one page of the app reached from the bottom bar (when its
// system is chosen, or it belongs to none) and from the home page.
type Section struct {
	Path, Label, Icon, Blurb string
	System                   string // "" for every system
}

// Sections lists the app's sections in navigation order.
var Sections = []Section{
	{GamePath, "Game", "game", "The game in play: record sheets, firing, damage, heat, piloting rolls, turn by turn.", Classic},
	{"/sheets", "Sheets", "sheets", "'Mech library: built-in designs, .mtf and .ssw import, each design's sheet data.", Classic},
	{"/dials", "Dials", "dials", "Combat and heat dials for MechWarrior: Solaris 7 click 'Mechs.", Solaris7},
	{StablePath, "Stable", "stable", "Solaris 7 stables: pilots, 'Mechs, fame and stones between matches.", Solaris7},
	{"/ledger", "Ledger", "ledger", "Solaris Melee Challenge pilot ledgers for tournaments and leagues.", SMC},
	{"/meks", "Meks", "meks", "Squad builder and engagement assistant for the Meks card game.", Meks},
	{"/dice", "Dice", "dice", "Roll or type in physical dice, see the odds first, browse the roll log.", ""},
	{"/settings", "Settings", "settings", "Theme, the games you play, screen wake lock, storage, backup and restore.", ""},
}

// GamePath is the game in play.
const GamePath = "/game"

// StablePath is the Solaris 7 stable ledger.
const StablePath = "/stable"

// NavSections are the sections the bottom bar shows for the chosen
// systems (DefaultSystems when none are chosen).
func NavSections(systems []string) []Section {
	if len(systems) == 0 {
		systems = DefaultSystems
	}
	var out []Section
	for _, s := range Sections {
		if s.System == "" || slices.Contains(systems, s.System) {
			out = append(out, s)
		}
	}
	return out
}

// Home is the start page as the bottom bar's first item: every section has
// a card there, so any page is at most two taps from any other.
var Home = Section{Path: "/", Label: "Home", Icon: "home", Blurb: "Every section, and the game in play."}

// MaxNavItems is how many items the bottom bar holds at 360 px.
const MaxNavItems = 5

// SystemOf is the game system of the section at path, "" for a page of
// every system (Home, Dice, Settings, the import page).
func SystemOf(path string) string {
	for _, s := range Sections {
		if s.Path == path {
			return s.System
		}
	}
	return ""
}

// SystemName is a game system's name as Settings offers it.
func SystemName(sys string) string {
	for _, s := range Systems {
		if s[0] == sys {
			return s[1]
		}
	}
	return sys
}

// NavBar is the bottom bar on the page at active: Home, then the sections
// of the system the player is in (the page's own, else lead, the system
// last used; else the first chosen) and as many of the other chosen
// systems' sections as fit, in navigation order, then Dice and Settings:
// at most MaxNavItems items, the page itself always among them. Any other
// section is a tap away on Home.
func NavBar(active string, systems []string, lead string) []Section {
	if len(systems) == 0 {
		systems = DefaultSystems
	}
	if s := SystemOf(active); s != "" {
		lead = s
	} else if !slices.Contains(systems, lead) {
		lead = systems[0]
	}
	var all, fixed []Section
	for _, s := range Sections {
		if s.System == "" {
			fixed = append(fixed, s)
		} else if s.System == lead || slices.Contains(systems, s.System) {
			all = append(all, s)
		}
	}
	room := MaxNavItems - 1 - len(fixed)
	picked := map[string]bool{}
	for _, first := range []bool{true, false} {
		for _, s := range all {
			if len(picked) < room && (s.System == lead) == first {
				picked[s.Path] = true
			}
		}
	}
	out := []Section{Home}
	for _, s := range all {
		if picked[s.Path] {
			out = append(out, s)
		}
	}
	return append(out, fixed...)
}

// Paths lists every route, for the static generator and the precache.
func Paths() []string {
	paths := []string{"/"}
	for _, s := range Sections {
		paths = append(paths, s.Path)
	}
	return paths
}
