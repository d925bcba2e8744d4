package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// MeksPage is the Meks card game companion.
type MeksPage struct{ app.Compo }

// Render implements app.Composer.
func (p *MeksPage) Render() app.UI { return &Upcoming{Section: Sections[3]} }
