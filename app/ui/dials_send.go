package ui

import (
	"fmt"
	"strings"

	"lancemate/engine/stable"
)

// resultHTML is the end of the match: the placings with fame and stones,
// and sending the result to a stable ledger (stable.MatchFrom): pick a
// stable, see what it takes in, record it. A match a stable has recorded
// (its key in the stable's ledger) shows where, not a second Record.
func (p *DialsPage) resultHTML(w *htmlWriter, m *match) {
	r := m.Peek().Result()
	w.f(`<section class="panel" id="m-result"><h2>Result</h2><table class="dsteps"><tr><th>#</th><th>&#39;Mech · pilot</th><th>Fame</th><th>Stones</th></tr>`)
	for _, e := range r.Entries {
		w.f(`<tr><td>%d</td><td>%s · %s</td><td>%d</td><td>%d</td></tr>`, e.Place, esc(e.Mech), esc(e.Pilot), e.Fame, e.Stones)
	}
	w.f(`</table>`)
	note(w, "tie-breakers")
	w.f(`</section><section class="panel" id="send"><h2>Send to stable ledger</h2>`)
	if in := p.recordedIn(m); in != "" {
		w.f(`<p id="send-done">Recorded in %s.</p><a class="btn" id="send-open" href="/stable">Open the stable ledger</a></section>`, esc(in))
		return
	}
	if len(p.stables) == 0 {
		w.f(`<p>No stable yet: create one in the stable ledger, then come back.</p><button class="btn" id="send-load" data-act="send-load">Find stables</button><a class="btn" href="/stable">Stable ledger</a></section>`)
		return
	}
	w.f(`<div class="dchips">`)
	for i, st := range p.stables {
		w.f(`<button class="chip small%s" id="send-%d" data-act="send-to" data-i="%[2]d" aria-pressed="%t">%s</button>`, on(i == p.to), i, i == p.to, esc(or(st.Peek().Name, "(unnamed)")))
	}
	w.f(`</div>`)
	if p.to >= 0 && p.to < len(p.stables) {
		st := p.stables[p.to].Peek()
		mr, buy := stable.MatchFrom(r, st)
		if len(mr.Pilots) == 0 {
			w.f(`<p id="send-none">None of %s&#39;s pilots fought in this match: pilots are matched by the stable named on them, or by name.</p>`, esc(st.Name))
		}
		w.f(`<ul class="lines" id="send-plan">`)
		for _, b := range buy {
			w.f(`<li>Buys the %s (%d points) first</li>`, esc(b.Name), b.Points)
		}
		for _, pr := range mr.Pilots {
			w.f(`<li>%s in the %s: league place %d, fame %+d, stones %+d`, esc(pr.Pilot), esc(pr.Mech), pr.Place, pr.Fame, pr.Stones)
			if pr.Destroyed {
				w.f(`, destroyed`)
			}
			w.f(`</li>`)
		}
		w.f(`</ul>`)
		note(w, "payout-place")
		w.f(`<button class="btn primary big" id="send-go" data-act="send-go"%s>Record in %s</button>`, disabled(len(mr.Pilots) == 0), esc(st.Name))
	}
	w.f(`</section>`)
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
	if p.stables == nil {
		p.loadStables()
	}
	var in []string
	for _, st := range p.stables {
		if st.Peek().Recorded(m.key) {
			in = append(in, st.Peek().Name)
		}
	}
	return strings.Join(in, ", ")
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
	if rec.Peek().Recorded(m.key) {
		p.report(fmt.Errorf("%s has recorded this match already", rec.Peek().Name))
		return
	}
	mr, buy := stable.MatchFrom(m.Peek().Result(), rec.Peek())
	mr.Match = m.key
	for i := range buy {
		if err := rec.apply(&buy[i]); err != nil {
			p.report(fmt.Errorf("buying the %s: %w", buy[i].Name, err))
			return
		}
	}
	if err := rec.apply(&stable.RecordMatch{MatchResult: mr}); err != nil {
		p.report(err)
	}
}
