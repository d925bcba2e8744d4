package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Home is the start page: one card per section.
type Home struct{ app.Compo }

// Render implements app.Composer.
func (h *Home) Render() app.UI {
	return &Shell{Title: "Lancemate", Active: "/", Content: []app.UI{
		app.P().Class("lead").Text("Your table companion for BattleTech games. Works offline; everything stays on this device."),
		app.Div().Class("cards").Body(
			app.Range(Sections).Slice(func(i int) app.UI {
				s := Sections[i]
				return app.A().Class("card").Href(s.Path).Body(
					icon(s.Icon),
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
	return &Shell{Title: "Not found", Content: []app.UI{
		app.Div().Class("panel").ID("not-found").Body(
			app.P().Text("There is no page at this address. Your saved data is safe."),
			app.A().Class("btn primary").Href("/").Text("Go to the start page"),
		),
	}}
}
