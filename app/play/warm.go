package play

import (
	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/engine/classic"
	"lancemate/engine/game"
)

// warmUp runs what a damage tap runs — a hit described and applied by the
// engine, the record sheet and the force strip written and compared with
// what the page shows, the event encoded — on a copy of the game in play,
// and drops the results. A WebAssembly function is compiled the first
// time it runs, so without this the player's first damage tap after
// opening the game paid for compiling all of that: 34–45 ms at 4× CPU
// against 9 for the next ones (make bench, game). Nothing is saved and the
// game in play is not touched. It also has storage hold the game's log as
// stored (session.PrimeGame), so the first saves hand over an edit, not
// the whole log.
func warmUp() {
	t, _ := session.Game()
	if t == nil || len(t.State().Units) == 0 {
		return
	}
	warmHit(t.Copy())
	session.PrimeGame()
}

// warmHit applies one point of damage to the first armor found on g and
// writes what a tap would; false when there is none or the engine refuses.
func warmHit(g *game.Game) bool {
	s := g.View()
	for _, u := range s.Units {
		if u.Destroyed {
			continue
		}
		for _, loc := range classic.Locations {
			if u.Locations[loc].Armor == 0 {
				continue
			}
			h := &game.Hit{Unit: u.ID, Loc: &loc, Damage: 1}
			describe(&s, h)
			if g.Apply(h) != nil {
				return false
			}
			after := g.View()
			if v, ok := after.Unit(u.ID); ok {
				compare("sheet", sheetParts(&after, v))
				compare("units", unitParts(&after, u.ID))
			}
			game.MarshalEvent(h)
			return true
		}
	}
	return false
}

// compare works out, and drops, what would bring the game view named
// what, as the page shows it, to parts: a copy of the view is compared.
func compare(what string, parts []kit.Part) {
	if v := gameViews[what]; v != nil {
		view := v.view
		var p kit.Patch
		view.Write(&p, parts)
	}
}

// warmUpWhenIdle warms the damage tap up (warmUp) once the page is idle.
func warmUpWhenIdle() { kit.WhenIdle("preparing the record sheet", warmUp) }
