package dials

import (
	"fmt"
	"lancemate/app/kit"
	"strings"

	"lancemate/engine/stable"
)

// resultHTML is the end of the match: the placings with fame and stones,
// and sending the result to a stable ledger (stable.MatchFrom): pick a
// stable, see what it takes in, record it. A match a stable has recorded
// (its key in the stable's ledger) shows where, not a second Record.
func (p *DialsPage) resultHTML(w *kit.Writer, m *match) {
	r := m.Peek().Result()
	w.F(`<section class="panel" id="m-result"><h2>Result</h2><table class="dsteps"><tr><th>#</th><th>&#39;Mech · pilot</th><th>Fame</th><th>Stones</th></tr>`)
	for _, e := range r.Entries {
		w.F(`<tr><td>%d</td><td>%s · %s</td><td>%d</td><td>%d</td></tr>`, e.Place, e.Mech, e.Pilot, e.Fame, e.Stones)
	}
	w.F(`</table>`)
	note(w, "tie-breakers")
	w.F(`</section><section class="panel" id="send"><h2>Send to stable ledger</h2>`)
	if in := p.recordedIn(m); in != "" {
		w.F(`<p id="send-done">Recorded in %s.</p><a class="btn" id="send-open" href="/stable">Open the stable ledger</a></section>`, in)
		return
	}
	if len(p.stables) == 0 {
		w.F(`<p>No stable yet: create one in the stable ledger, then come back.</p><button class="btn" id="send-load" data-act="send-load">Find stables</button><a class="btn" href="/stable">Stable ledger</a></section>`)
		return
	}
	w.F(`<div class="dchips">`)
	for i, st := range p.stables {
		w.F(`<button class="chip small%s" id="send-%d" data-act="send-to" data-i="%[2]d" aria-pressed="%t">%s</button>`, kit.On(i == p.to), i, i == p.to, or(st.Peek().Name, "(unnamed)"))
	}
	w.F(`</div>`)
	if p.to >= 0 && p.to < len(p.stables) {
		st := p.stables[p.to].Peek()
		mr, buy := stable.MatchFrom(r, st)
		if len(mr.Pilots) == 0 {
			w.F(`<p id="send-none">None of %s&#39;s pilots fought in this match: pilots are matched by the stable named on them, or by name.</p>`, st.Name)
		}
		w.F(`<ul class="lines" id="send-plan">`)
		for _, b := range buy {
			w.F(`<li>Buys the %s (%d points) first</li>`, b.Name, b.Points)
		}
		for _, pr := range mr.Pilots {
			w.F(`<li>%s in the %s: league place %d, fame %+d, stones %+d`, pr.Pilot, pr.Mech, pr.Place, pr.Fame, pr.Stones)
			if pr.Destroyed {
				w.F(`, destroyed`)
			}
			w.F(`</li>`)
		}
		w.F(`</ul>`)
		note(w, "payout-place")
		w.F(`<button class="btn primary big" id="send-go" data-act="send-go"%s>Record in %s</button>`, kit.Disabled(len(mr.Pilots) == 0), st.Name)
	}
	w.F(`</section>`)
}

// sendTap runs the result's controls.
func (p *DialsPage) sendTap(t tap) bool {
	switch t.act {
	case "send-load":
		p.loadStables()
	case "send-to":
		p.to = t.i
	case "send-go":
		p.send()
	default:
		return false
	}
	return true
}

// recordedIn names the stables that have recorded the match, "" for none.
func (p *DialsPage) recordedIn(m *match) string {
	p.loadStablesOnce()
	var in []string
	for _, st := range p.stables {
		if st.Peek().Recorded(m.Key) {
			in = append(in, st.Peek().Name)
		}
	}
	return strings.Join(in, ", ")
}

// loadStablesOnce reads the stables when the page has not yet.
func (p *DialsPage) loadStablesOnce() {
	if p.stables == nil {
		p.loadStables()
	}
}

// loadStables reads the stables afresh: the stable page may have changed
// them.
func (p *DialsPage) loadStables() {
	var err error
	p.stables, err = stables()
	p.report(err)
}

// send applies the purchases and the record_match to the picked stable, in
// one save each (the stable page can undo them).
func (p *DialsPage) send() {
	m := dials.current()
	if m == nil || p.to < 0 || p.to >= len(p.stables) {
		return
	}
	rec := p.stables[p.to]
	if rec.Peek().Recorded(m.Key) {
		p.report(fmt.Errorf("%s has recorded this match already", rec.Peek().Name))
		return
	}
	mr, buy := stable.MatchFrom(m.Peek().Result(), rec.Peek())
	mr.Match = m.Key
	for i := range buy {
		if err := rec.Apply(&buy[i]); err != nil {
			p.report(fmt.Errorf("buying the %s: %w", buy[i].Name, err))
			return
		}
	}
	if err := rec.Apply(&stable.RecordMatch{MatchResult: mr}); err != nil {
		p.report(err)
	}
}
