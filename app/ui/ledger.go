package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// LedgerPage is the Solaris Melee Challenge ledger.
type LedgerPage struct{ app.Compo }

// Render implements app.Composer.
func (p *LedgerPage) Render() app.UI { return &Upcoming{Section: Sections[2]} }
