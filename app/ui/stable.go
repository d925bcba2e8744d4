package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// StablePage is the MechWarrior: Solaris 7 stable ledger.
type StablePage struct{ app.Compo }

// Render implements app.Composer.
func (p *StablePage) Render() app.UI { return &Upcoming{Section: Sections[1]} }
