package ledger

import (
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/sheets/design"
	"lancemate/sheets/roster"
)

// The 'Mech purchase's design finder: the built-in and imported designs
// (session.Roster) searched as the player types, a tap filling in the
// design, tonnage, Clan flag and book cost.

// maxResults is how many designs the finder lists at once.
const maxResults = 6

// find runs the search typed in the finder: the designs are read off the
// UI goroutine the first time it is used, and again once the library has
// made its roster anew (an import); the results are changed in place so
// the field keeps its keyboard.
func (p *LedgerPage) find(ctx app.Context) {
	if (p.designs == nil || !session.RosterIs(p.designs)) && !p.finding {
		p.finding = true
		ctx.Async(func() {
			r, err := session.Roster()
			ctx.Dispatch(func(app.Context) {
				p.designs, p.finding, p.designErr = r, false, ""
				if err != nil {
					p.designErr = err.Error()
				}
				kit.Morph("bm-results", p.resultsHTML())
			})
		})
	}
	kit.Morph("bm-results", p.resultsHTML())
}

// results lists the designs matching the finder's text, lightest first.
func (p *LedgerPage) results() []*roster.Entry {
	q := strings.TrimSpace(p.form["bm-find"])
	if q == "" || p.designs == nil {
		return nil
	}
	return p.designs.Find(roster.ParseQuery(q))
}

// resultsHTML is the finder's list: each design with its tonnage and book
// cost, a tap picks it.
func (p *LedgerPage) resultsHTML() kit.HTML {
	var w kit.Writer
	switch {
	case strings.TrimSpace(p.form["bm-find"]) == "":
		return ""
	case p.designErr != "":
		w.F(`<p class="error small">The designs could not be read: %s</p>`, p.designErr)
		return w.HTML()
	case p.designs == nil:
		return `<p class="muted small">Reading the designs…</p>`
	}
	found := p.results()
	if len(found) == 0 {
		w.F(`<p class="muted small" id="bm-none">No design matches %q.</p>`, strings.TrimSpace(p.form["bm-find"]))
		return w.HTML()
	}
	w.F(`<div class="designs">`)
	for i, e := range found[:min(len(found), maxResults)] {
		cost := "no book cost: type it"
		if c := bookCost(e.Cost); c > 0 {
			cost = "book " + cb(c)
		}
		where := "built-in"
		if !e.BuiltIn {
			where = "imported"
		}
		w.F(`<button class="btn row-btn" id="bm-pick-%d" data-act="pickdesign" data-v="%s">%s<span class="small">%d t · %s · %s</span></button>`,
			i, e.ID, e.Name(), e.Tons, cost, where)
	}
	if n := len(found) - maxResults; n > 0 {
		w.F(`<p class="muted small">and %s more: type more of the name.</p>`, count(n, "design"))
	}
	w.F(`</div>`)
	return w.HTML()
}

// bookCost is a design's list price in whole C-bills, 0 when unknown.
func bookCost(cost float64) int64 { return int64(math.Round(cost)) }

// pickDesign fills the purchase with the design of that roster id.
func (p *LedgerPage) pickDesign(id string) {
	if p.designs == nil {
		return
	}
	e, ok := p.designs.Get(id)
	if !ok {
		p.refuse("That design is no longer in the library.")
		return
	}
	d := e.Summary
	p.form["bm-design"] = d.Name()
	p.form["bm-tons"] = strconv.Itoa(d.Tons)
	p.form["bm-book"] = ""
	if c := bookCost(d.Cost); c > 0 {
		p.form["bm-book"] = strconv.FormatInt(c, 10)
	}
	p.form["bm-clan"] = map[bool]string{true: "1"}[d.Tech == design.Clan || d.Tech == design.MixedClan]
	p.form["bm-from"] = "the built-in " + d.Name() + " sheet"
	if !e.BuiltIn {
		p.form["bm-from"] = "the imported " + d.Name() + " sheet"
	}
	p.form["bm-find"] = ""
}
