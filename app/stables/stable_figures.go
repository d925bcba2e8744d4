package stables

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/sheets/figures"
)

// The Buy Mech form offers the figures of the player's figure library (the
// Dials section's, session.FigureLibrary): a tap fills in the label, the
// figure, its points, faction and star rank, so nothing is typed twice.

// figuresHTML writes the library's figures as chips, or where to define
// them when there are none.
func (p *StablePage) figuresHTML(w *kit.Writer) {
	lib, err := session.FigureLibrary()
	if err != nil {
		w.F(`<p class="error small" id="mech-figs-error">Your figures could not be read: %s</p>`, err)
		return
	}
	if len(lib.Figures) == 0 {
		w.F(`<p class="small muted" id="mech-figs-none">Figures you define under Dials → Figures are offered here.</p>`)
		return
	}
	w.F(`<p class="small muted" id="mech-figs-h">From your figures:</p><div class="chips sfigs" id="mech-figs" role="group" aria-label="Your figures">`)
	for i, f := range lib.Figures {
		on := p.f["mech-model"] == f.Name || p.f["mech-model"] == "" && p.f["mech-name"] == f.Name
		w.F(`<button class="chip small%s" id="mech-fig-%d" data-act="fig" data-v="%[2]d" aria-pressed="%t">%s · %d</button>`, kit.On(on), i, on, f.Name, f.Points)
	}
	w.F(`</div>`)
}

// fillFigure fills the Buy Mech form from the library's figure v (its
// index): the label is the figure's name, numbered when the stable has a
// Mech of that name already.
func (p *StablePage) fillFigure(v string) {
	lib, err := session.FigureLibrary()
	i, _ := strconv.Atoi(v)
	if err != nil || i < 0 || i >= len(lib.Figures) {
		return
	}
	f := lib.Figures[i]
	p.f["mech-name"], p.f["mech-model"] = p.freeLabel(f), ""
	if p.f["mech-name"] != f.Name {
		p.f["mech-model"] = f.Name
	}
	p.f["mech-points"] = strconv.Itoa(f.Points)
	p.f["mech-faction"] = f.Faction
	p.f["mech-unique"] = ""
	if f.Unique {
		p.f["mech-unique"] = "on"
	}
	p.tab = "mech"
	// The fields take the figure at once, the one being typed in too (a
	// re-render leaves a focused field as it is): a Wasp tapped after a
	// Koshi is not bought under the Koshi's label.
	if app.IsClient {
		doc := app.Window().Get("document")
		for _, id := range []string{"mech-name", "mech-model", "mech-points", "mech-faction"} {
			if el := doc.Call("getElementById", id); el.Truthy() {
				el.Set("value", p.f[id])
			}
		}
		if el := doc.Call("getElementById", "mech-unique"); el.Truthy() {
			el.Set("checked", f.Unique)
		}
	}
}

// freeLabel is a label for the figure that no Mech of the stable holds.
func (p *StablePage) freeLabel(f figures.Figure) string {
	r, _ := p.ledger()
	if r == nil {
		return f.Name
	}
	label := f.Name
	for n := 2; ; n++ {
		if _, taken := findMech(r.Peek().Mechs, label); !taken {
			return label
		}
		label = fmt.Sprintf("%s %d", f.Name, n)
	}
}
