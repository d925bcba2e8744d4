// Package home is the start page, with a card per section, and the page
// shown for an unknown address.
package home

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/engine/game"
)

// Home is the start page: the game in play, when there is one, then one
// card per section.
type Home struct {
	app.Compo
	kit.Follower
}

// OnMount follows the session, so the game in play shows once storage is
// open.
func (h *Home) OnMount(ctx app.Context) { h.Follow(ctx, nil) }

// Render implements app.Composer.
func (h *Home) Render() app.UI {
	return &kit.Shell{Title: "Lancemate", Active: "/", Content: []app.UI{&kit.View{ID: "home", HTML: homeHTML()}}}
}

// homeHTML is the start page: the lead, the game in play, the sections.
func homeHTML() kit.HTML {
	var w kit.Writer
	w.F(`<p class="lead">Your table companion for BattleTech games. Works offline; everything stays on this device.</p>`)
	resume(&w)
	w.F(`<div class="cards">`)
	for _, s := range kit.Sections {
		w.F(`<a class="card" href="%s">%s<div><strong>%s</strong><p>%s</p></div></a>`, s.Path, kit.Icon(s.Icon), s.Label, s.Blurb)
	}
	w.F(`</div><a class="btn" href="/import" id="home-import">Open a file shared from another phone…</a>`)
	return w.HTML()
}

// NotFoundPage is shown for a path the app does not know, for instance an
// old bookmark; offline it comes from the cached app shell.
type NotFoundPage struct{ app.Compo }

// Render implements app.Composer.
func (n *NotFoundPage) Render() app.UI {
	return &kit.Shell{Title: "Not found", Content: []app.UI{
		&kit.View{ID: "not-found", Class: "panel", HTML: `<p>There is no page at this address. Your saved data is safe.</p>` +
			`<a class="btn primary" href="/">Go to the start page</a>`},
	}}
}

// phaseNames are the phases of a turn as the BattleMech Manual names
// them (003 L568-575).
var phaseNames = map[game.Phase]string{
	game.PhaseInitiative: "Initiative", game.PhaseMovement: "Movement", game.PhaseWeapon: "Weapon Attack",
	game.PhasePhysical: "Physical Attack", game.PhaseHeat: "Heat", game.PhaseEnd: "End",
}

// resume writes the way back to the game in play: its turn and phase
// and its 'Mechs; nothing when no game is in play.
func resume(w *kit.Writer) {
	t, _ := session.Game()
	if t == nil || len(t.State().Units) == 0 {
		return
	}
	s := t.State()
	w.F(`<a class="card resume" id="resume-game" href="%s">%s<div><strong>Resume the game</strong><p>Turn %d, %s phase · %s</p></div></a>`,
		kit.GamePath, kit.Icon("game"), s.Turn, phaseNames[s.Phase], kit.Count(len(s.Units), "'Mech", ""))
}
