package play

import (
	"lancemate/app/kit"
	"lancemate/app/session"

	"lancemate/engine/game"
	"lancemate/sheets/record"
)

// controls are the action bar and the open bottom sheet.
func (p *GamePage) controls(t *session.Table, u *game.Unit) []kit.Part {
	var pw kit.PartsWriter
	w := &pw.Writer
	actionBar(w, t, p.open)
	pw.Cut("actbar")
	if p.in != nil {
		p.open = sheetDice
	}
	if p.open == sheetDice && p.in == nil && p.card == nil {
		p.open = ""
	}
	if s, ok := p.sheet(t, u); ok {
		w.Sheet(s)
		pw.Cut(s.ID, s.Parts...)
	} else {
		p.open = ""
	}
	return pw.Parts()
}

// whyRules writes the seed lines behind a refusal as a "Why?" (none
// without them).
func whyRules(w *kit.Writer, id, cite string) {
	if cite != "" {
		w.Put(kit.Why(id, "The rules say so.", cite))
	}
}

// actions are the action bar's buttons: data-act, data-v, label.
var actions = [][3]string{
	{"open", sheetDamage, "Damage"}, {"open", sheetFire, "Fire"}, {"open", sheetPhys, "Physical"},
	{"open", sheetMove, "Move"}, {"open", sheetHeat, "Heat"}, {"end-phase", "", "Next phase"}, {"undo", "", "Undo"},
}

// barKey is what the action bar is written from.
type barKey struct {
	phase, open string
	undo        bool
}

// lastBar is the action bar last written: most taps leave it as it was.
var lastBar struct {
	key  barKey
	html kit.HTML
}

// actionBar writes the action bar at the bottom of the screen, in the
// thumb zone: the tools (each opens its sheet), Next phase and Undo. The
// tool the phase calls for stands out.
func actionBar(w *kit.Writer, t *session.Table, open string) {
	k := barKey{phaseSheet(t.State().Phase), open, t.CanUndo()}
	if lastBar.html == "" || lastBar.key != k {
		var b kit.Writer
		writeBar(&b, k)
		lastBar.key, lastBar.html = k, b.HTML()
	}
	w.Put(lastBar.html)
}

// writeBar writes the action bar for k.
func writeBar(w *kit.Writer, k barKey) {
	w.F(`<nav class="actbar" id="actbar" aria-label="Game actions">`)
	for _, a := range actions {
		id := a[0]
		if a[1] != "" {
			id = "act-" + a[1]
		}
		cls := kit.HTML("")
		switch {
		case a[1] != "" && a[1] == k.open:
			cls = " on"
		case a[1] != "" && a[1] == k.phase:
			cls = " now"
		}
		off := a[0] == "undo" && !k.undo
		w.F(`<button class="act%s" id="%s" data-act="%s" data-v="%s"%s>%s</button>`, cls, id, a[0], a[1], kit.Disabled(off), a[2])
	}
	w.F(`</nav>`)
}

// phaseSheet is the tool a phase calls for.
func phaseSheet(p game.Phase) string {
	switch p {
	case game.PhaseMovement:
		return sheetMove
	case game.PhaseWeapon:
		return sheetFire
	case game.PhasePhysical:
		return sheetPhys
	case game.PhaseHeat, game.PhaseEnd:
		return sheetHeat
	}
	return ""
}

// sheet is the open bottom sheet; false when none is open.
func (p *GamePage) sheet(t *session.Table, u *game.Unit) (kit.Sheet, bool) {
	s := t.State()
	var sh kit.Sheet
	switch p.open {
	case sheetLoc:
		sh = p.locSheet(t, u)
	case sheetDamage:
		sh = p.damageSheet(t, u)
	case sheetFire:
		sh = p.fireSheet(s, u)
	case sheetPhys:
		sh = p.physSheet(s, u)
	case sheetMove:
		sh = p.moveSheet(s, u)
	case sheetHeat:
		sh = p.heatSheet(s, u)
	case sheetPilot:
		sh = p.pilotSheet(u)
	case sheetBuild:
		sh = p.buildSheet(u)
	case sheetRolls:
		sh = p.rollsSheet(s)
	case sheetInit:
		sh = p.initSheet(s)
	case sheetNext:
		sh = p.nextSheet(s)
	case sheetMenu:
		sh = p.menuSheet(t)
	case sheetTable:
		sh = p.tableSheet()
	case sheetDice:
		if p.in != nil {
			sh = p.diceSheet()
		} else {
			sh = p.cardSheet(t)
		}
	default:
		return kit.Sheet{}, false
	}
	sh.ID = "sh-" + p.open
	if p.notice != "" { // above the sheet's button, else at its top: in view
		var w kit.Writer
		w.F(`<p class="notice" id="sheet-notice" role="status">%s</p>`, p.notice)
		whyRules(&w, "notice-why", p.cite)
		if sh.Foot != "" {
			sh.Foot = w.HTML() + sh.Foot
		} else {
			sh.Body = w.HTML() + sh.Body
		}
	}
	return sh, true
}

// printSheets prints the record sheet of u as it stands, or with force
// the roster of every 'Mech in the game followed by each one's sheet.
func printSheets(s *game.State, u *game.Unit, force bool) {
	var w kit.Writer
	if !force {
		kit.RecordSheet(&w, record.InPlay(u, s.Turn))
		kit.Print(w.HTML())
		return
	}
	sheets := make([]record.Sheet, len(s.Units))
	for i := range s.Units {
		sheets[i] = record.InPlay(&s.Units[i], s.Turn)
	}
	kit.ForceRoster(&w, "Game in play", s.Turn, sheets)
	kit.Print(w.HTML())
}
