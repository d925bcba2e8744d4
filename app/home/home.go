// Package home is the start page, with a card per section, and the page
// shown for an unknown address.
package home

import (
	"fmt"

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
	return &kit.Shell{Title: "Lancemate", Active: "/", Content: []app.UI{
		app.P().Class("lead").Text("Your table companion for BattleTech games. Works offline; everything stays on this device."),
		resume(),
		app.Div().Class("cards").Body(
			app.Range(kit.Sections).Slice(func(i int) app.UI {
				s := kit.Sections[i]
				return app.A().Class("card").Href(s.Path).Body(
					kit.Icon(s.Icon),
					app.Div().Body(
						app.Strong().Text(s.Label),
						app.P().Text(s.Blurb),
					),
				)
			}),
		),
	}}
}

// NotFoundPage is shown for a path the app does not know, for instance an
// old bookmark; offline it comes from the cached app shell.
type NotFoundPage struct{ app.Compo }

// Render implements app.Composer.
func (n *NotFoundPage) Render() app.UI {
	return &kit.Shell{Title: "Not found", Content: []app.UI{
		app.Div().Class("panel").ID("not-found").Body(
			app.P().Text("There is no page at this address. Your saved data is safe."),
			app.A().Class("btn primary").Href("/").Text("Go to the start page"),
		),
	}}
}

// phaseNames are the phases of a turn as the BattleMech Manual names
// them (003 L568-575).
var phaseNames = map[game.Phase]string{
	game.PhaseInitiative: "Initiative", game.PhaseMovement: "Movement", game.PhaseWeapon: "Weapon Attack",
	game.PhasePhysical: "Physical Attack", game.PhaseHeat: "Heat", game.PhaseEnd: "End",
}

// resume is the way back to the game in play: its turn and phase and its
// 'Mechs; nothing when no game is in play.
func resume() app.UI {
	t, _ := session.Game()
	if t == nil || len(t.State().Units) == 0 {
		return nil
	}
	s := t.State()
	n := len(s.Units)
	return app.A().Class("card resume").ID("resume-game").Href(kit.GamePath).Body(
		kit.Icon("game"),
		app.Div().Body(
			app.Strong().Text("Resume the game"),
			app.P().Text(fmt.Sprintf("Turn %d, %s phase · %s", s.Turn, phaseNames[s.Phase], kit.Count(n, "'Mech", ""))),
		),
	)
}
