package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// DialsPage is the MechWarrior: Solaris 7 combat and heat dials and the stable ledger.
type DialsPage struct{ app.Compo }

// Render implements app.Composer.
func (p *DialsPage) Render() app.UI { return &Upcoming{Section: Sections[1]} }
