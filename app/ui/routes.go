package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Section is one entry of the bottom navigation.
type Section struct {
	Path, Label, Icon, Blurb string
}

// Sections lists the app's sections in navigation order.
var Sections = []Section{
	{"/sheets", "Sheets", "sheets", "'Mech library: built-in designs, .mtf and .ssw import, each design's sheet data."},
	{"/dials", "Dials", "dials", "Combat and heat dials for MechWarrior: Solaris 7 click 'Mechs."},
	{"/ledger", "Ledger", "ledger", "Solaris Melee Challenge pilot ledgers for tournaments and leagues."},
	{"/meks", "Meks", "meks", "Squad builder and engagement assistant for the Meks card game."},
	{"/dice", "Dice", "dice", "Roll or type in physical dice, see the odds first, browse the roll log."},
	{"/settings", "Settings", "settings", "Theme, screen wake lock, storage, backup and restore."},
}

// GamePath is the game in play, reached from the Sheets section.
const GamePath = "/game"

// StablePath is the Solaris 7 stable ledger, reached from the Dials section.
const StablePath = "/stable"

// Paths lists every route, for the static generator and the precache.
func Paths() []string {
	paths := []string{"/"}
	for _, s := range Sections {
		paths = append(paths, s.Path)
	}
	return append(paths, GamePath, StablePath)
}

// Routes registers every page with go-app.
func Routes() {
	app.Route("/", func() app.Composer { return &Home{} })
	app.Route("/dice", func() app.Composer { return &DicePage{} })
	app.Route("/settings", func() app.Composer { return &SettingsPage{} })
	app.Route("/sheets", func() app.Composer { return &LibraryPage{} })
	app.Route(GamePath, func() app.Composer { return &GamePage{} })
	app.Route("/dials", func() app.Composer { return &DialsPage{} })
	app.Route(StablePath, func() app.Composer { return &StablePage{} })
	app.Route("/ledger", func() app.Composer { return &LedgerPage{} })
	app.Route("/meks", func() app.Composer { return &MeksPage{} })
	// Any other path gets our own page (go-app's built-in one has no way
	// home); build/site makes go-app's wasm honour NotFound.
	app.NotFound = &NotFoundPage{}
}
