package dials

import (
	"errors"
	"fmt"
	"lancemate/app/kit"
	"strings"

	"lancemate/engine/clicks"
	"lancemate/engine/stable"
)

// resultHTML is the end of the match: the placings with fame and stones,
// and sending the result to the stable ledgers (stable.PlanSend): every
// stable whose pilots fought is listed with what it takes in, and records
// it with its own button, or says why it cannot yet before anything is
// recorded. A stable that has recorded the match (its key in the stable's
// ledger: the match's sends are remembered there, and an undo in the
// stable takes one back) says so and the others stay open.
func (p *DialsPage) resultHTML(w *kit.Writer, m *match) {
	r := m.Peek().Result()
	w.F(`<section class="panel" id="m-result"><h2>Result</h2><table class="dsteps"><tr><th>#</th><th>&#39;Mech · pilot</th><th>Fame</th><th>Stones</th></tr>`)
	for _, e := range r.Entries {
		w.F(`<tr><td>%d</td><td>%s · %s</td><td>%d</td><td>%d</td></tr>`, e.Place, e.Mech, e.Pilot, e.Fame, e.Stones)
	}
	w.F(`</table>`)
	note(w, "tie-breakers")
	w.F(`</section><section class="panel" id="send"><h2>Send to stable ledgers</h2>`)
	if in := p.recordedIn(m); in != "" {
		w.F(`<p id="send-done">Recorded in %s.</p>`, in)
	}
	shown := 0
	for i, st := range p.stables {
		s := st.Peek()
		name := or(s.Name, "(unnamed)")
		if s.Recorded(m.Key) {
			shown++
			continue
		}
		plan := stable.PlanSend(r, s, m.Key)
		if len(plan.Record.Pilots) == 0 {
			continue
		}
		shown++
		w.F(`<div class="sendto" id="send-st-%d"><h3>%s</h3><ul class="lines" id="send-plan-%[1]d">`, i, name)
		for _, b := range plan.Buy {
			w.F(`<li>Buys the %s (%d points) first</li>`, b.Name, b.Points)
		}
		for _, pr := range plan.Record.Pilots {
			w.F(`<li>%s in the %s: %s, fame %+d, stones %+d`, pr.Pilot, pr.Mech, placeWords(r, pr), pr.Fame, pr.Stones)
			if pr.Destroyed {
				w.F(`, destroyed`)
			}
			w.F(`</li>`)
		}
		w.F(`</ul>`)
		if plan.Refused != nil {
			w.F(`<p class="error" id="send-refused-%d">%s</p>`, i, refusedWords(name, plan.Refused))
		}
		w.F(`<button class="btn primary" id="send-go-%d" data-act="send-go" data-i="%[1]d"%s>Record in %s</button></div>`, i, kit.Disabled(plan.Refused != nil), name)
	}
	if shown == 0 {
		if len(p.stables) == 0 {
			w.F(`<p id="send-none">No stable yet: create one in the stable ledger, then come back.</p><button class="btn" id="send-load" data-act="send-load">Find stables</button>`)
		} else {
			w.F(`<p id="send-none">None of your stables&#39; pilots fought in this match: pilots are matched by the stable named on them, or by name.</p>`)
		}
	}
	note(w, "payout-place")
	w.F(`<a class="btn" id="send-open" href="/stable">Open the stable ledger</a></section>`)
}

// sendTap runs the result's controls.
func (p *DialsPage) sendTap(t tap) bool {
	switch t.act {
	case "send-load":
		p.loadStables()
	case "send-go":
		p.send(t.i)
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

// send applies the purchases and the record_match to stable i, one save
// each (the stable page can undo them), once PlanSend has checked the
// whole send: a refusal leaves the stable as it was.
func (p *DialsPage) send(i int) {
	m := dials.current()
	if m == nil || i < 0 || i >= len(p.stables) {
		return
	}
	rec := p.stables[i]
	if rec.Peek().Recorded(m.Key) {
		p.report(fmt.Errorf("%s has recorded this match already", rec.Peek().Name))
		return
	}
	plan := stable.PlanSend(m.Peek().Result(), rec.Peek(), m.Key)
	if plan.Refused != nil {
		p.msg = refusedWords(rec.Peek().Name, plan.Refused)
		return
	}
	for _, ev := range plan.Events() {
		if err := rec.Apply(ev); err != nil {
			p.report(err)
			return
		}
	}
	p.done = "Recorded in " + rec.Peek().Name + "."
}

// refusedWords says why stable name cannot take a match's result: for a
// Basic-game stable, that it never records one (stable.ErrBasicGame);
// otherwise the engine's reason, and that the Record button opens again
// once the stable's ledger has changed.
func refusedWords(name string, err error) string {
	if errors.Is(err, stable.ErrBasicGame) {
		return name + " plays the Basic game, a one-off event that keeps no campaign: no match is recorded in it. A Standard or Advanced stable keeps its matches."
	}
	text, _ := kit.SplitCite(err.Error())
	return name + " cannot take this result yet: " + text + ". Nothing is recorded; once the stable ledger has changed (stones, a 'Mech), its Record button opens again here."
}

// placeWords is where a pilot came in the match and the league place that
// pays it ("2nd of 2, paid as league place 8": with fewer than eight
// 'Mechs the first out is paid as 8th, 000 L777-779).
func placeWords(r clicks.Result, pr stable.PilotResult) string {
	for _, e := range r.Entries {
		if e.Pilot == pr.Pilot && e.Place > 0 {
			if pr.Place == 0 {
				return fmt.Sprintf("%s of %d, no league place paid", kit.Ordinal(e.Place), len(r.Entries))
			}
			return fmt.Sprintf("%s of %d, paid as league place %d", kit.Ordinal(e.Place), len(r.Entries), pr.Place)
		}
	}
	return fmt.Sprintf("league place %d", pr.Place)
}
