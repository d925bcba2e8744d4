package play

import (
	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"slices"
	"strconv"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/game"
	"lancemate/sheets/library"
)

// The record sheet lists the weapons with their stats and ammunition, the
// heat sinks and what critical hits took out, and follows the hits.
func TestSheetInventory(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	for _, tc := range []struct {
		name string
		ev   game.Event // nil: as it entered play
		want []string
		not  []string
	}{
		{"whole", nil, []string{`id="sheet-wpn"`, `>Autocannon/20</th><td>RT</td><td>20</td><td>7</td><td>3/6/9</td><td>LT 5+5</td>`,
			`>Medium Laser</th><td>LA</td><td>5</td><td>3</td><td>3/6/9</td><td></td>`, `<b>13</b>/13 single · dissipate <b>13</b>`, `<span class="muted">none</span>`},
			[]string{"destroyed", "sheet-dead"}},
		{"the left arm's laser hit", &game.MarkCrit{Unit: hbk, Loc: classic.LeftArm, Slot: 5}, []string{`>Medium Laser <em>destroyed</em></th><td>LA</td>`, `<span class="muted">none</span>`}, nil},
		{"then the actuator", &game.MarkCrit{Unit: hbk, Loc: classic.LeftArm, Slot: 3}, []string{`<em>Lower Arm Actuator (LA)</em>`}, nil},
		{"then the gyro", &game.MarkCrit{Unit: hbk, Loc: classic.CenterTorso, Slot: 4}, []string{`<em>Lower Arm Actuator (LA)</em>`, `<em>Gyro 1 hit</em>`}, nil},
	} {
		if tc.ev != nil {
			if err := session.Play(tc.ev); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
		tbl := table(t)
		html := string(sheetHTML(tbl.State(), mustUnit(t, tbl, hbk)))
		for _, w := range tc.want {
			if !strings.Contains(html, w) {
				t.Errorf("%s: the sheet lacks %s", tc.name, w)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(html, w) {
				t.Errorf("%s: the sheet has %s", tc.name, w)
			}
		}
	}
}

// Sides: the strip shows each unit's side; the Fire and Physical sheets'
// default target is a unit of another side, listed first, the own side's
// marked and taken only by a tap; a side change is an event.
func TestSidesAndDefaultTarget(t *testing.T) {
	useSession(t, store.NewMemory())
	for _, u := range []struct{ id, pilot, side string }{{"hunchback-hbk-4g", "Ana", "Side 1"}, {"locust-lct-1v", "Bo", "Side 1"}, {"atlas-as7-d", "Cy", "Side 2"}} {
		d, _ := library.Get(u.id)
		if _, err := session.AddUnit(d, game.Pilot{Name: u.pilot, Gunnery: 4, Piloting: 5}, u.side); err != nil {
			t.Fatal(err)
		}
	}
	tbl := table(t)
	if strip := string(unitsHTML(tbl.State(), "")); !strings.Contains(strip, `class="unit side1 o0" id="unit-0"`) || !strings.Contains(strip, `<i class="sd"><span class="vh">Side 2</span><span aria-hidden="true">S2</span></i>`) {
		t.Errorf("the strip does not show the sides:\n%s", strip)
	}
	for _, tc := range []struct {
		sheet, unit, want string
		not               []string
	}{
		{sheetFire, "Hunchback", `id="tgt-2" data-act="tgt" data-v="Atlas" aria-pressed="true"`, []string{`data-v="Locust" aria-pressed="true"`}},
		{sheetPhys, "Locust", `id="tgt-2" data-act="tgt" data-v="Atlas" aria-pressed="true"`, nil},
		{sheetFire, "Atlas", `id="tgt-0" data-act="tgt" data-v="Hunchback" aria-pressed="true"`, []string{"same side"}},
	} {
		p := newPage()
		p.tap(tbl, "unit", tc.unit, nil)
		p.tap(tbl, "open", tc.sheet, nil)
		html := controlsHTML(t, p)
		if !strings.Contains(html, tc.want) {
			t.Errorf("%s's %s sheet: no %s\n%s", tc.unit, tc.sheet, tc.want, html)
		}
		for _, n := range tc.not {
			if strings.Contains(html, n) {
				t.Errorf("%s's %s sheet has %s", tc.unit, tc.sheet, n)
			}
		}
	}
	// The Locust changes sides: the Hunchback's only enemy; then the
	// Atlas too: no default target, the own side to tap.
	p := newPage()
	p.tap(tbl, "side", "2", func(string) string { return "Locust" })
	p.tap(tbl, "unit", "Hunchback", nil)
	p.tap(tbl, "open", sheetFire, nil)
	if html := controlsHTML(t, p); !strings.Contains(html, `data-v="Locust" aria-pressed="true"`) {
		t.Errorf("after the Locust changed sides:\n%s", html)
	}
	if h := tbl.History(); !strings.Contains(h[len(h)-1].Summary, "Locust: now on Side 2") {
		t.Errorf("the side change is not in the history: %q", h[len(h)-1].Summary)
	}
	// The table names its sides and opens a third: the strip shows the
	// names in each side's colour, the initiative rolls for every side.
	p.tap(tbl, "rename", "", func(k string) string { return map[string]string{"k": "Side 2", "name": " Kurita "}[k] })
	p.tap(tbl, "side", "3", func(string) string { return "Hunchback" })
	p.tap(tbl, "rename", "", func(k string) string { return map[string]string{"k": "Side 3", "name": "Kurita"}[k] }) // taken: refused
	p.tap(tbl, "side", "1", func(string) string { return "Atlas" })
	p.tap(tbl, "open", sheetInit, nil)
	strip, init := string(unitsHTML(tbl.State(), "")), controlsHTML(t, p)
	for _, w := range []string{`class="unit side3 o0" id="unit-0"`, `<span class="vh">Kurita</span><span aria-hidden="true">Kur</span>`, `<span class="vh">Side 3</span><span aria-hidden="true">S3</span>`} {
		if !strings.Contains(strip, w) {
			t.Errorf("named sides: the strip has no %s\n%s", w, strip)
		}
	}
	for _, w := range []string{`id="side-0-3" data-act="side" data-k="Hunchback" data-v="3" aria-pressed="true">Side 3</button>`, `id="side-0-4" data-act="side" data-k="Hunchback" data-v="4" aria-pressed="false">Side 4</button>`,
		`value="Kurita" maxlength="40" aria-label="Name of Kurita"`, `>Roll for all 3 sides</button>`} {
		if !strings.Contains(init, w) {
			t.Errorf("named sides: the initiative sheet has no %s\n%s", w, init)
		}
	}
	if got := p.sideNames(tbl.State()); !slices.Equal(got, []string{"Side 1 (Atlas)", "Kurita (Locust)", "Side 3 (Hunchback)"}) {
		t.Errorf("the initiative's sides: %q", got)
	}
	if h := tbl.History(); !strings.Contains(h[len(h)-3].Summary, "Side 2 is now called Kurita") {
		t.Errorf("the rename is not in the history: %q", h[len(h)-3].Summary)
	}
	// Order by side is a setting, kept.
	p.tap(tbl, "byside", "", nil)
	if !session.GetPrefs().StripBySide || !strings.Contains(string(unitsHTML(tbl.State(), "")), `class="unit side3 o3" id="unit-0"`) {
		t.Errorf("Order by side is not kept: %+v", session.GetPrefs())
	}
	p.tap(tbl, "byside", "", nil)
	if session.GetPrefs().StripBySide {
		t.Error("Order by side tapped again is still on")
	}
	for range 3 {
		if err := session.Change((*session.Table).Undo); err != nil {
			t.Fatal(err)
		}
	}
	q := newPage()
	q.tap(tbl, "side", "1", func(string) string { return "Locust" })
	q.tap(tbl, "side", "1", func(string) string { return "Atlas" })
	q.tap(tbl, "unit", "Hunchback", nil)
	q.tap(tbl, "open", sheetFire, nil)
	if html := controlsHTML(t, q); !strings.Contains(html, `id="no-target"`) || !strings.Contains(html, `Atlas <span class="muted">same side</span>`) || strings.Contains(html, `data-v="Atlas" aria-pressed="true"`) {
		t.Errorf("one side only: no default target wanted\n%s", html)
	}
}

// The physical sheet offers what the engine allows: a punch with the arm
// that can punch (the other shown unavailable, with the reason), and a
// charge over the hexes the attacker entered.
func TestPhysicalDefaults(t *testing.T) {
	useSession(t, store.NewMemory())
	for _, u := range []struct{ id, side string }{{"hunchback-hbk-4g", "Side 1"}, {"atlas-as7-d", "Side 2"}} {
		d, _ := library.Get(u.id)
		if _, err := session.AddUnit(d, game.Pilot{Name: "P", Gunnery: 4, Piloting: 5}, u.side); err != nil {
			t.Fatal(err)
		}
	}
	for _, ev := range []game.Event{&game.MarkCrit{Unit: "Hunchback", Loc: classic.RightArm, Slot: 1}, &game.EndPhase{},
		&game.Move{Unit: "Hunchback", Mode: game.Ran, Hexes: 5}, &game.Move{Unit: "Atlas", Mode: game.StandStill}, &game.EndPhase{}, &game.EndPhase{}} {
		if err := session.Play(ev); err != nil {
			t.Fatalf("%T: %v", ev, err)
		}
	}
	tbl := table(t)
	if tbl.State().Phase != game.PhasePhysical {
		t.Fatalf("phase %s", tbl.State().Phase)
	}
	p := newPage()
	p.tap(tbl, "unit", "Hunchback", nil)
	p.tap(tbl, "open", sheetPhys, nil)
	html := controlsHTML(t, p)
	for _, want := range []string{`id="limb-LA" data-act="limb" data-v="LA" aria-pressed="true"`, `id="limb-RA" data-act="limb" data-v="RA" aria-pressed="false" disabled`, `id="limb-why-RA"`, `id="phys-go"`} {
		if !strings.Contains(html, want) {
			t.Errorf("punch: no %s\n%s", want, html)
		}
	}
	p.tap(tbl, "phys", strconv.Itoa(int(classic.Charge)), nil)
	if html := controlsHTML(t, p); p.atk.hexes != 5 || !strings.Contains(html, `id="chx-val"`) {
		t.Errorf("charge hexes %d, want the 5 the Hunchback ran", p.atk.hexes)
	}
	p.tap(tbl, "step", "-1", func(k string) string { return map[string]string{"k": "chx"}[k] })
	controlsHTML(t, p)
	if p.atk.hexes != 4 {
		t.Errorf("charge hexes %d after one less, want 4", p.atk.hexes)
	}
}

// Next phase in the Movement Phase names the units that have not moved and
// asks once a turn; Move takes the first of them to its movement sheet.
func TestNextPhaseNamesUnmoved(t *testing.T) {
	useSession(t, store.NewMemory())
	sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	sessiontest.AddBuiltIn(t, "locust-lct-1v", "Cy")
	if err := session.Play(&game.EndPhase{}); err != nil {
		t.Fatal(err)
	}
	if err := session.Play(&game.Move{Unit: "Hunchback", Mode: game.Walked, Hexes: 2}); err != nil {
		t.Fatal(err)
	}
	p := newPage()
	tbl := table(t)
	p.tap(tbl, "end-phase", "", nil)
	html := controlsHTML(t, p)
	if p.open != sheetNext || tbl.State().Phase != game.PhaseMovement || !strings.Contains(html, `<b id="next-unmoved">Atlas, Locust</b>`) {
		t.Fatalf("Next phase with two units not moved: sheet %q, phase %s\n%s", p.open, tbl.State().Phase, html)
	}
	p.tap(tbl, "moveunit", "Atlas", nil)
	if p.open != sheetMove || p.unit != "Atlas" {
		t.Errorf("Move Atlas opened %q for %q", p.open, p.unit)
	}
	p.tap(tbl, "end-phase", "", nil)
	p.tap(tbl, "skip", "", nil)
	if tbl.State().Phase != game.PhaseWeapon {
		t.Errorf("End the phase left the game in the %s phase", tbl.State().Phase)
	}
}

// The Next phase question stays open while another phone at the table
// moves the units it names (or ends the phase): it then says so instead
// of naming no unit (it crashed the host's app, found by the live table's
// e2e).
func TestNextPhaseDoneElsewhere(t *testing.T) {
	useSession(t, store.NewMemory())
	sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	if err := session.Play(&game.EndPhase{}); err != nil {
		t.Fatal(err)
	}
	p := newPage()
	tbl := table(t)
	p.tap(tbl, "end-phase", "", nil)
	for _, c := range []struct {
		name string
		ev   game.Event
		want string
	}{
		{"one unit moved", &game.Move{Unit: "Hunchback", Mode: game.Walked, Hexes: 2}, `<b id="next-unmoved">Atlas</b>`},
		{"both moved", &game.Move{Unit: "Atlas", Mode: game.Walked, Hexes: 1}, "Done at the table meanwhile: it is turn 1, Movement phase."},
		{"the phase ended", &game.EndPhase{}, "Done at the table meanwhile: it is turn 1, Weapon Attack phase."},
	} {
		if err := session.Play(c.ev); err != nil {
			t.Fatal(err)
		}
		if html := controlsHTML(t, p); p.open != sheetNext || !strings.Contains(html, c.want) {
			t.Errorf("%s: sheet %q\n%s", c.name, p.open, html)
		}
	}
	p.tap(tbl, "close", "", nil)
	if p.open != "" {
		t.Errorf("Close left the sheet %q open", p.open)
	}
}

// A fall's outcome card lists every roll the event made: the failed PSR,
// the facing, the pilot's PSR and the hit location; standing up again,
// the 'Mech's movement is bounded by the MP it has left.
func TestFallCardListsRolls(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	la, ra := classic.LeftArm, classic.RightArm
	for _, ev := range []game.Event{&game.Hit{Unit: hbk, Loc: &la, Damage: 16}, &game.Hit{Unit: hbk, Loc: &ra, Damage: 4}} {
		if err := session.Play(ev); err != nil {
			t.Fatal(err)
		}
	}
	tbl := table(t)
	if len(tbl.State().Pending) != 1 {
		t.Fatalf("pending %+v, want the PSR for 20 damage", tbl.State().Pending)
	}
	p := newPage()
	p.tap(tbl, "resolve", strconv.Itoa(tbl.State().Pending[0].ID), nil)
	typed(t, p, 1, 1) // failed: the 'Mech falls
	for p.in != nil {
		faces := make([]int, p.in.need.Dice.Count)
		for i := range faces {
			faces[i] = 3
		}
		typed(t, p, faces...)
	}
	html := controlsHTML(t, p)
	for _, want := range []string{`id="outcome-rolls"`, "Piloting Skill Roll", "Facing After Fall", "pilot damage", "hit location"} {
		if !strings.Contains(html, want) {
			t.Errorf("the fall's card lacks %q:\n%s", want, html)
		}
	}
	list, _, _ := strings.Cut(html[strings.Index(html, `id="outcome-rolls"`):], "</ol>")
	if n := strings.Count(list, "<li>"); n < 4 {
		t.Errorf("the card lists %d rolls, want 4 or more", n)
	}

	// Prone in the Movement Phase, it stands up (2 MP): Walk offers the 2
	// MP left of its 4, Run the 4 left of its 6.
	p.finish()
	if err := session.Play(&game.EndPhase{}); err != nil {
		t.Fatal(err)
	}
	p.tap(tbl, "unit", hbk, nil)
	p.tap(tbl, "open", sheetMove, nil)
	p.tap(tbl, "stand", "", nil) // its PSR is queued: 12 passes
	p.tap(tbl, "resolve", strconv.Itoa(tbl.State().Pending[0].ID), nil)
	typed(t, p, 6, 6)
	p.finish()
	p.tap(tbl, "open", sheetMove, nil)
	for _, c := range []struct{ mode, want string }{{"2", "Hexes entered (up to 2)"}, {"3", "Hexes entered (up to 4)"}} {
		p.tap(tbl, "mode", c.mode, nil)
		for range 6 {
			p.tap(tbl, "step", "1", func(k string) string { return map[string]string{"k": "hex"}[k] })
		}
		if html := controlsHTML(t, p); !strings.Contains(html, c.want) {
			t.Errorf("after standing up, mode %s: no %q\n%s", c.mode, c.want, html)
		}
	}
	if p.move.hexes != 4 {
		t.Errorf("the run stepper went to %d, want at most the 4 MP left", p.move.hexes)
	}
}

// The fire sheet's header says the situation set beyond range and side
// (the target's hex, the woods between and the arc), and a tap on it
// shows the choices under it. The situation holds for the turn: an attack
// records it in the game, so a reopened app starts from it, the target
// firing back starts from its range, and a new turn asks again.
func TestFireSheetSituationLine(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	tbl := table(t)
	p := newPage()
	attr := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	line := func(text string) string { return `>` + text + ` <span aria-hidden="true">` }
	for _, tc := range []struct {
		name   string
		do     func()
		want   []string
		before bool // the choices above the weapons
	}{
		{"fresh", func() { p.tap(tbl, "open", sheetFire, nil) },
			[]string{line("at Atlas · 3 hexes, not set this turn · front"), `id="sit-line" data-act="sit" aria-expanded="false"`}, false},
		{"the line tapped", func() { p.tap(tbl, "sit", "", nil) }, []string{`aria-expanded="true"`}, true},
		{"woods, woods between, arc", func() {
			p.tap(tbl, "seg", "1", attr(map[string]string{"k": "woods"}))
			p.tap(tbl, "step", "1", attr(map[string]string{"k": "hw"}))
			p.tap(tbl, "opt", "3", attr(map[string]string{"k": "arc", "w": "0"}))
		}, []string{line("at Atlas · 3 hexes · front · in light woods · 1 woods between · right arc")}, true},
		{"the line tapped again", func() { p.tap(tbl, "sit", "", nil) }, []string{`aria-expanded="false"`}, false},
		{"the Hunchback fires at 5 hexes; the app opens again", func() {
			for range 2 {
				if err := session.Play(&game.EndPhase{}); err != nil {
					t.Fatal(err)
				}
			}
			if err := session.Play(&game.Fire{Unit: hbk, Shots: []game.Shot{{Weapon: 17, Target: "Atlas", Range: 5, Dir: classic.Left}}, Rolls: game.Rolls{Rolls: []int{2}}}); err != nil {
				t.Fatal(err)
			}
			p = newPage()
			p.tap(tbl, "open", sheetFire, nil)
		}, []string{line("at Atlas · 5 hexes · left")}, false},
		{"the Atlas fires back", func() { p.tap(tbl, "unit", "Atlas", nil) }, []string{line("at Hunchback · 5 hexes · front")}, false},
		{"a new turn", func() {
			for range 4 {
				if err := session.Play(&game.EndPhase{}); err != nil {
					t.Fatal(err)
				}
			}
			p.tap(tbl, "unit", hbk, nil)
		}, []string{line("at Atlas · 3 hexes, not set this turn · front")}, false},
	} {
		tc.do()
		html := controlsHTML(t, p)
		for _, w := range tc.want {
			if !strings.Contains(html, w) {
				t.Errorf("%s: no %s\n%s", tc.name, w, html)
			}
		}
		if sit, wpn := strings.Index(html, `id="atk-sit"`), strings.Index(html, `id="weapons"`); sit < 0 || wpn < 0 || (sit < wpn) != tc.before {
			t.Errorf("%s: the choices at %d, the weapons at %d: want the choices first %v", tc.name, sit, wpn, tc.before)
		}
	}
}
