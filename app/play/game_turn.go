package play

import (
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
	"net/url"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/game"
)

// tools are the panels under the turn bar, one tap away from the sheet:
// id, label.
var tools = [][2]string{{"damage", "Damage"}, {"fire", "Fire"}, {"phys", "Physical"}, {"move", "Move"}, {"heat", "Heat"}}

// toolsHTML writes the panel switcher.
func toolsHTML(w *kit.Writer, current string) {
	w.F(`<div class="segmented tools" id="tools" role="group" aria-label="Tools">`)
	for _, t := range tools {
		w.F(`<button class="seg%s" id="tool-%s" data-act="tool" data-v="%[2]s" aria-pressed="%t">%s</button>`, kit.On(t[0] == current), t[0], t[0] == current, t[1])
	}
	w.F(`</div>`)
}

// phaseTool is the panel a phase calls for.
func phaseTool(p game.Phase) string {
	switch p {
	case game.PhaseWeapon:
		return "fire"
	case game.PhasePhysical:
		return "phys"
	case game.PhaseHeat, game.PhaseEnd:
		return "heat"
	}
	return "move"
}

// moveModes are the movement modes offered, with their labels.
var moveModes = []struct {
	m     game.MoveMode
	label string
}{{game.StandStill, "Still"}, {game.Walked, "Walk"}, {game.Ran, "Run"}, {game.Jumped, "Jump"}}

// moveHTML is the movement panel: in the Initiative Phase the initiative
// roll until it is made (game.Initiative; the turn bar shows it), then the mode and hexes entered, or what the unit did; stand up
// for a prone 'Mech, else the PSRs the map calls for, marked by hand
// (game.RequirePSR: skids, water, terrain).
func moveHTML(w *kit.Writer, s *game.State, u *game.Unit, mode game.MoveMode, hexes int) {
	w.F(`<section class="panel" id="move"><h2>%s: movement</h2>`, u.ID)
	if in := s.Initiative; s.Phase == game.PhaseInitiative && (in == nil || in.Turn != s.Turn) {
		w.F(`<p>Each side rolls 2D6; the loser moves first.</p><button class="btn" id="init-roll" data-act="init">Roll initiative (2D6 a side)</button>`)
	}
	if u.Moved != game.NotMoved {
		w.F(`<p id="moved">Moved this turn: %s.</p>`, moved(u))
	} else {
		w.F(`<div class="segmented" role="group" aria-label="Mode">`)
		mp := map[game.MoveMode]int{game.Walked: u.WalkMP(), game.Ran: u.RunMP(), game.Jumped: u.JumpMP()}
		for _, m := range moveModes {
			label := m.label
			if m.m != game.StandStill {
				label += fmt.Sprintf(" %d", mp[m.m])
			}
			w.F(`<button class="seg%s" id="mode-%s" data-act="mode" data-v="%d" aria-pressed="%t">%s</button>`, kit.On(m.m == mode), m.m, int(m.m), m.m == mode, label)
		}
		w.F(`</div>`)
		if mode != game.StandStill {
			kit.Stepper(w, "hex", "Hexes entered", hexes)
		}
		w.F(`<button class="btn primary big" id="move-go" data-act="move">Record: %s</button>`, moveLabel(mode, hexes))
	}
	if u.Prone {
		w.F(`<button class="btn" id="stand" data-act="stand">Stand up</button>`)
	} else {
		w.F(`<details class="panel" id="move-psr"><summary>PSR</summary><div class="chips bins" role="group" aria-label="PSR situation">`)
		for _, c := range game.Situations() {
			label := game.SituationLabel(c)
			if c == "skid" {
				label += fmt.Sprintf(" after %d hexes", skidHexes(u, hexes))
			}
			w.F(`<button class="chip small" id="psr-%s" data-act="psr" data-v="%[1]s">%s</button>`, c, label)
		}
		w.F(`</div></details>`)
	}
	w.F(`</section>`)
}

// skidHexes are the hexes a skid comes after: those the unit moved, or
// those set for its move.
func skidHexes(u *game.Unit, hexes int) int {
	if u.Moved != game.NotMoved {
		return u.Hexes
	}
	return hexes
}

// requirePSR is the PSR of a situation code (game.Situations) marked by
// hand for u.
func requirePSR(u *game.Unit, code string, hexes int) *game.RequirePSR {
	e := &game.RequirePSR{Unit: u.ID, Situation: code}
	if code == "skid" {
		e.Hexes = skidHexes(u, hexes)
	}
	return e
}

// moveLabel says what a move records.
func moveLabel(mode game.MoveMode, hexes int) string {
	if mode == game.StandStill {
		return "stood still"
	}
	return fmt.Sprintf("%s, %d hex%s", mode, hexes, map[bool]string{true: "", false: "es"}[hexes == 1])
}

// heatToolHTML is the heat panel: the heat built up this turn, outside
// heat, dissipation and the level the Heat Phase will reach
// (classic.HeatPhase), and outside heat marked by hand.
func heatToolHTML(w *kit.Writer, s *game.State, u *game.Unit, extra int) {
	own := u.HeatGen + u.EngineHeat()
	w.F(`<section class="panel" id="heat"><h2>%s: heat</h2><p id="heat-now">Now <b>%d</b> · built up this turn +%d · outside +%d · sinks −%d</p>`,
		u.ID, u.Heat, own, min(u.ExternalHeat, 15), u.Dissipation())
	if s.Phase < game.PhaseHeat {
		if next, err := classic.HeatPhase(u.Heat, own, u.ExternalHeat, u.Dissipation()); err == nil {
			w.F(`<p id="heat-next">After the Heat Phase: <b>%d</b></p>`, next)
		}
		kit.Stepper(w, "xh", "Outside heat", extra)
		w.F(`<button class="btn" id="heat-add" data-act="xheat">Add %d outside heat</button>`, extra)
	} else {
		w.F(`<p class="muted">This turn&#39;s heat has been applied; the rolls it calls for are listed above.</p>`)
	}
	w.F(`</section>`)
}

// factsNotice is the game page's offer of the facts the last event
// produced, one tap to the ledger with the first preselected; false when
// there are none.
func factsNotice(w *kit.Writer, t *session.Table) bool {
	fs := t.State().FactsOf(t.State().Events)
	if len(fs) == 0 {
		return false
	}
	var b strings.Builder
	for i, f := range fs {
		a, _ := t.State().Unit(f.Attacker)
		d, _ := t.State().Unit(f.Target)
		if a == nil || d == nil {
			return false
		}
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(session.FactText(a, d, f))
	}
	w.F(`<p class="notice small" id="game-facts">For the Solaris ledger: %s. <a class="btn small" id="to-ledger" href="/ledger?fact=%s">Record in ledger</a></p>`,
		b.String(), url.QueryEscape(t.Key()+"~"+fs[0].ID))
	return true
}
