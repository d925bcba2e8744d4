package kit

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Sheet is a bottom sheet: a dialog fixed to the bottom of the screen over
// the page, so what it asks or shows is in view whatever the scroll
// position, with its main action in the thumb zone. Write it with
// Writer.Sheet; once it is in the page, SheetFocus(ID) moves the focus
// into it, and SheetFocus("") gives the focus back when it is gone. A tap
// on its close button or on the dimmed page around it is data-act
// "close"; Escape taps the close button and Tab stays inside the sheet
// (web/boot.js).
type Sheet struct {
	ID    string // the sheet's id; its heading is ID+"-h", its close button ID+"-x"
	Title string
	Sub   HTML // a line under the title (who, what for), or ""
	Body  HTML // scrolls inside the sheet when it is taller than the screen
	Foot  HTML // stays at the sheet's bottom: its main action, or ""
	// Modal sheets have no close button and a tap beside them does
	// nothing: the sheet's own buttons end it (dice being entered, whose
	// cancel says what it discards).
	Modal bool
	// Parts are pieces of Body and Foot with ids of their own, in order:
	// cut with the sheet (PartsWriter.Cut(id, s.Parts...)), a change to
	// them alone rewrites them alone.
	Parts []Part
}

// Sheet writes the bottom sheet s.
func (w *Writer) Sheet(s Sheet) {
	scrim := HTML(` data-act="close"`)
	if s.Modal {
		scrim = ""
	}
	w.F(`<div class="bsheet-wrap" id="%s"><div class="bscrim"%s aria-hidden="true"></div>`+
		`<section class="bsheet" role="dialog" aria-modal="true" aria-labelledby="%[1]s-h"><header class="bsheet-head"><div class="bsheet-t"><h2 id="%[1]s-h" tabindex="-1">%[3]s</h2>`,
		s.ID, scrim, s.Title)
	if s.Sub != "" {
		w.F(`<p class="bsheet-sub">%s</p>`, s.Sub)
	}
	w.F(`</div>`)
	if !s.Modal {
		w.F(`<button class="bsheet-x" id="%s-x" data-act="close" aria-label="Close">✕</button>`, s.ID)
	}
	w.F(`</header><div class="bsheet-body" id="%s-body">%s</div>`, s.ID, s.Body)
	if s.Foot != "" {
		w.F(`<div class="bsheet-foot" id="%s-foot">%s</div>`, s.ID, s.Foot)
	}
	w.F(`</section></div>`)
}

// SheetFocus moves the focus to the heading of the bottom sheet with the
// given id, remembering the control that had it; with "" it gives the
// focus back to that control. A page calls it when its open sheet
// changes, after the sheet is in (or out of) the page.
func SheetFocus(id string) {
	win := app.Window()
	if f := win.Get("lmSheet"); f.Truthy() { // a page of an older build lacks it
		win.Call("lmSheet", id)
	}
}
