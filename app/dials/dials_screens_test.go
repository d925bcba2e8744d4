package dials

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"lancemate/app/store"
	"lancemate/engine/clicks"
	"lancemate/engine/dice"
	"lancemate/sheets/figures"
)

// TestOdds: the dice prompt's odds of an attack roll are each target's
// AttackChance (a need of 2 is 35/36, not sure; a need of 25 is 1/36, not
// hopeless: 000 L366, L370, L372); another roll's is its target's.
func TestOdds(t *testing.T) {
	att := &clicks.NeedDice{Mech: "a", Expr: dice.Expr{Count: 3, Sides: 6}, Purpose: "attack roll", Attack: true,
		Needs: []clicks.TargetNeed{{Mech: "b", Need: 2}, {Mech: "c", Need: 25}}}
	got := odds(att)
	if len(got) != 2 || got[0].P.String() != "35/36" || got[1].P.String() != "1/36" ||
		!strings.Contains(string(got[0].What), "Chance to hit b, 2+ on 3D6") || !strings.Contains(string(got[1].What), "c, 25+") {
		t.Errorf("attack odds %+v", got)
	}
	var w kit.Writer
	kit.DicePromptOdds(&w, att.Mech, att.Purpose, att.Expr, got, []int{0, 0, 0})
	if h := string(w.HTML()); strings.Contains(h, "100") || !strings.Contains(h, "97.2%") {
		t.Errorf("prompt:\n%s", h)
	}
	pc := &clicks.NeedDice{Mech: "a", Expr: dice.Expr{Count: 3, Sides: 6}, Purpose: "piloting check", Target: 10}
	if got := odds(pc); len(got) != 1 || got[0].P != pc.Expr.Chance(10) || !strings.Contains(string(got[0].What), "Chance of 10+ on 3D6") {
		t.Errorf("piloting check odds %+v", got)
	}
	if got := odds(&clicks.NeedDice{Expr: dice.D6}); got != nil {
		t.Errorf("a table roll shows odds %+v", got)
	}
}

// TestFireFormOdds: the Fire form shows each target's chance to hit
// before the roll, and the prompt then asks with the same odds.
func TestFireFormOdds(t *testing.T) {
	p, _ := dialsMatch(t)
	dialsTap(t, p, tap{act: "pick-act", v: "fire"}, tap{act: "target", i: 1})
	plan := dialsPlan(p)
	// Defense 16 against attack 9: 7+ on 3D6.
	if !strings.Contains(plan, `7+ to hit: <strong>`+clicks.AttackChance(7).Percent()+`</strong>`) || strings.Contains(plan, "act-refused") {
		t.Errorf("Fire form:\n%s", plan)
	}
	dialsTap(t, p, tap{act: "go"})
	if p.need == nil || !p.need.Attack || len(p.need.Needs) != 1 || p.need.Needs[0].Need != 7 {
		t.Fatalf("asked for %+v", p.need)
	}
}

// TestStandUpContact: Stand Up asks whether an opponent is in base
// contact; without one the 'Mech stands at once, with one it takes the
// piloting check the form shows (000 L246, L342-344).
func TestStandUpContact(t *testing.T) {
	p, m := dialsMatch(t)
	if err := m.apply(&clicks.SetFallen{Mech: "Gunner", Fallen: true}); err != nil {
		t.Fatal(err)
	}
	dialsTap(t, p, tap{act: "pick-act", v: "stand_up"})
	if plan := dialsPlan(p); !strings.Contains(plan, "Stands up at once") || !strings.Contains(plan, `id="contact-1"`) {
		t.Fatalf("Stand Up form:\n%s", plan)
	}
	dialsTap(t, p, tap{act: "seg", k: "contact", n: 1})
	if plan := dialsPlan(p); !strings.Contains(plan, "Piloting check: 7+ on 3D6 to stand up") {
		t.Fatalf("Stand Up in contact:\n%s", plan)
	}
	dialsTap(t, p, tap{act: "go"})
	if p.need == nil || p.need.Purpose != "piloting check to stand up" || p.need.Chance() != (dice.Expr{Count: 3, Sides: 6}).Chance(7) {
		t.Fatalf("asked for %+v", p.need)
	}
	for die := range 3 {
		dialsTap(t, p, tap{act: "face", die: die, n: 1})
	}
	if g, _ := m.Peek().Mech("Gunner"); !g.Fallen {
		t.Error("a failed check (3) stood the Gunner up")
	}
	// Without contact: up at once, no dice.
	dialsTap(t, p, tap{act: "pick-act", v: "stand_up"}, tap{act: "go"})
	if g, _ := m.Peek().Mech("Gunner"); g.Fallen || p.need != nil {
		t.Errorf("fallen %v, asked %+v", g.Fallen, p.need)
	}
}

// TestMatchLogWords: the log and the last change have no blank line, no
// engine identifier and no doubled word.
func TestMatchLogWords(t *testing.T) {
	p, m := dialsMatch(t)
	dialsTap(t, p, tap{act: "pick-act", v: "aim"}, tap{act: "go"}, tap{act: "end-turn"})
	var w kit.Writer
	p.matchHTML(&w)
	h := string(w.HTML())
	if strings.Contains(h, "<li></li>") || strings.Contains(h, "_") && strings.Contains(h, "half_move<") {
		t.Errorf("blank or engine words:\n%s", h)
	}
	for _, ls := range m.lines {
		for _, l := range logLines(ls) {
			ws := strings.Fields(l)
			for i := 1; i < len(ws); i++ {
				if ws[i] == ws[i-1] {
					t.Errorf("doubled word in %q", l)
				}
			}
			if strings.Contains(l, "_") {
				t.Errorf("engine identifier in %q", l)
			}
		}
	}
	if got := logLines([]string{"", " a ", "  "}); !slices.Equal(got, []string{"a"}) {
		t.Errorf("logLines = %q", got)
	}
}

// editorPage is the Dials page on a fresh store with one figure being
// edited: click 1 and the bullet holes.
func editorPage(t *testing.T) (*DialsPage, *figures.Figure) {
	t.Helper()
	sessiontest.Use(t, store.NewMemory(), dice.Seeded(1))
	saved := dials
	dials = dialsData{}
	t.Cleanup(func() { dials = saved })
	dials.load()
	p := &DialsPage{}
	p.OnInit()
	p.tap(tap{act: "fig-new"})
	return p, p.figure()
}

// TestSpreadModel: values typed spread over a click's numbers and on to
// new clicks (copies of the last), an explicit move past the last click
// starts a copy, a value that can still grow keeps its field; the run of
// typing is one undo step.
func TestSpreadModel(t *testing.T) {
	p, f := editorPage(t)
	undos := len(dials.undo)
	next, ok := p.spread(field{0, 0}, []string{"4", "3", "10", "10", "17", "5"}, false, false)
	if !ok || next != (field{1, 1}) {
		t.Fatalf("next %+v ok %v", next, ok)
	}
	if c := f.Combat; len(c) != 3 || c[0].Primary != 4 || c[0].Defense != 17 || c[1].Primary != 5 || c[1].Secondary != 3 || c[1].Defense != 17 || !c[2].KO {
		t.Fatalf("dial %+v", c)
	}
	// Defense "1" on the last click can still grow: focus stays.
	if next, _ = p.spread(field{1, 4}, []string{"1"}, true, false); next != (field{1, 4}) || len(f.Combat) != 3 {
		t.Errorf("open value: next %+v, %d clicks", next, len(f.Combat))
	}
	// A completed value on the last number stays; an explicit move on
	// starts click 3, a copy of click 2.
	if next, _ = p.spread(field{1, 4}, []string{"16"}, false, false); next != (field{1, 4}) || len(f.Combat) != 3 {
		t.Errorf("complete value: next %+v, %d clicks", next, len(f.Combat))
	}
	if next, _ = p.spread(field{1, 4}, []string{""}, false, true); next != (field{2, 0}) || len(f.Combat) != 4 || f.Combat[2].Defense != 16 || f.Combat[2].Primary != 5 {
		t.Errorf("explicit move: next %+v, dial %+v", next, f.Combat)
	}
	if len(dials.undo) != undos+1 {
		t.Errorf("%d undo steps for one run of typing", len(dials.undo)-undos)
	}
	if err := dials.undoSet(); err != nil || len(p.figure().Combat) != 2 {
		t.Errorf("undo: %v, %d clicks", err, len(p.figure().Combat))
	}
}

// TestDialText: the text form replaces the dials, keeping each click's
// special equipment; a mistake leaves the figure as it was.
func TestDialText(t *testing.T) {
	p, f := editorPage(t)
	f.Combat[0].SE = []clicks.SE{{Area: clicks.AreaSpeed, Name: "Jump Jets"}}
	p.dialText = "5 4 6 9 16\n4 3 5 8 15 ▲\nheat\nS S S\nR R R\n"
	p.tap(tap{act: "c-text-use"})
	f = p.figure()
	if p.msg != "" || len(f.Combat) != 3 || f.Combat[0].SE[0].Name != "Jump Jets" || !f.Combat[1].RepairMarker || len(f.Heat) != 2 {
		t.Fatalf("msg %q, figure %+v", p.msg, f)
	}
	if p.done != "Figure 1: 2 clicks, then the bullet holes; heat dial 2 clicks" {
		t.Errorf("done %q", p.done)
	}
	p.dialText = "5 4 6 9\n"
	p.tap(tap{act: "c-text-use"})
	if !strings.Contains(p.msg, "line 1: 4 numbers, want 5") || len(p.figure().Combat) != 3 {
		t.Errorf("msg %q, %d clicks", p.msg, len(p.figure().Combat))
	}
}

// TestMergeFigures: an import adds figures, leaves out one the library
// holds already, renames one whose name is taken, and adds the heat
// effects the library lacks.
func TestMergeFigures(t *testing.T) {
	atlas := newFigure(1)
	atlas.Name = "Atlas"
	other := cloneFigure(atlas)
	other.Points = 190
	brute := newFigure(2)
	brute.Name = "Brute"
	set := figures.Set{Figures: []figures.Figure{atlas}}
	added, renamed, same := mergeFigures(&set, []figures.Figure{atlas, other, brute}, []clicks.HeatEffect{{ID: "overheat", Name: "Overheat"}})
	if added != 2 || same != 1 || !slices.Equal(renamed, []string{"Atlas (2)"}) {
		t.Errorf("added %d renamed %q same %d", added, renamed, same)
	}
	var names []string
	for _, f := range set.Figures {
		names = append(names, f.Name)
	}
	if !slices.Equal(names, []string{"Atlas", "Atlas (2)", "Brute"}) || set.Figures[1].Points != 190 {
		t.Errorf("figures %q", names)
	}
	if n := len(set.Effects); n != len(figures.DefaultHeatEffects())+1 || set.Effects[n-1].ID != "overheat" {
		t.Errorf("effects %+v", set.Effects)
	}
}

// TestSetupStable: a stable typed in the setup that is not kept here is
// offered for creation and refused until it exists; its pilots are
// offered; a pilot not in it is offered for hire and refused until hired.
func TestSetupStable(t *testing.T) {
	p, m := dialsMatch(t)
	dials.set.Figures = []figures.Figure{newFigure(1)}
	for range 2 {
		if err := m.undo(); err != nil { // back to the setup
			t.Fatal(err)
		}
	}
	for m.Peek().Round > 0 {
		if err := m.undo(); err != nil {
			t.Fatal(err)
		}
	}
	p.stable, p.pilot = "Kell's", "Ana"
	if h := string(p.stableFoundHTML()); !strings.Contains(h, "No stable named Kell&#39;s yet") || !strings.Contains(h, `id="stable-create-standard"`) {
		t.Errorf("offer:\n%s", h)
	}
	p.msg = ""
	p.matchTap(tap{act: "add"})
	if !strings.Contains(p.msg, "No stable named Kell's") {
		t.Errorf("added with an unknown stable: %q", p.msg)
	}
	dialsTap(t, p, tap{act: "stable-create", v: "standard"})
	if st := p.stableFound(); st == nil || st.Peek().Stones != 100 || !strings.Contains(p.done, "Created the stable Kell's (standard game, 100 stones)") {
		t.Fatalf("created %v, %q", st, p.done)
	}
	if h := string(p.stableFoundHTML()); !strings.Contains(h, "Ana is not a pilot of Kell&#39;s.") || !strings.Contains(h, `id="stable-hire"`) {
		t.Errorf("hire offer:\n%s", h)
	}
	p.msg = ""
	p.matchTap(tap{act: "add"})
	if !strings.Contains(p.msg, "Ana is not a pilot of Kell's") {
		t.Errorf("added a pilot not hired: %q", p.msg)
	}
	n := len(m.Peek().Mechs)
	dialsTap(t, p, tap{act: "stable-hire"}, tap{act: "pilot-pick", v: "Ana"}, tap{act: "add"})
	if ms := m.Peek().Mechs; len(ms) != n+1 || ms[n].Pilot.Name != "Ana" || ms[n].Pilot.Stable != "Kell's" {
		t.Errorf("mechs %+v", ms)
	}
}

// TestReadOnlyRefusesSetEdits: while storage is read-only (data from a
// newer Lancemate), every edit of the figure set — a tap, a typed field,
// a combat dial number, an imported file — is refused at the tap in the
// player's words, and the set, its undo steps and storage stay as they
// were.
func TestReadOnlyRefusesSetEdits(t *testing.T) {
	b := store.NewMemory()
	p, _ := editorPageOn(t, b)
	p.tap(tap{act: "flag", v: "unique"})
	session.Store().Flush()
	if err := b.Write([]store.Change{{Key: "meta/schema", Value: strconv.Itoa(store.SchemaVersion + 1)}}); err != nil {
		t.Fatal(err)
	}
	stored := func() string { s, _ := b.Whole(setKey); return s }
	saved := stored()
	p, _ = editorPageOn(t, b) // a fresh start: read-only
	if len(dials.set.Figures) != 2 {
		t.Fatalf("%d figures after the restart, want the 2 saved", len(dials.set.Figures))
	}
	p.fig = 0
	const why = "Not changed: the saved data comes from a newer Lancemate"
	taps := []tap{{act: "fig-new"}, {act: "flag", v: "unique"}, {act: "wtype", i: 1}, {act: "c-add"}, {act: "c-del", i: 0},
		{act: "c-rm", i: 0}, {act: "se-add", i: 0}, {act: "h-add"}, {act: "fx-add"}, {act: "fx-reset"}, {act: "fig-copy"}, {act: "fig-del"}, {act: "set-undo"}}
	for _, tp := range taps {
		before, undos := string(dials.snapshot()), len(dials.undo)
		p.tap(tp)
		if !strings.HasPrefix(p.msg, why) {
			t.Errorf("tap %+v: message %q, want a refusal starting %q", tp, p.msg, why)
		}
		if got := string(dials.snapshot()); got != before || len(dials.undo) != undos {
			t.Errorf("tap %+v changed the set (%d → %d undo steps):\n%s\n→\n%s", tp, undos, len(dials.undo), before, got)
		}
	}
	for name, edit := range map[string]func(){
		"combat number": func() { p.spread(field{0, 0}, []string{"9"}, false, false) },
		"imported file": func() {
			p.imported("more.json", []byte(`{"format":"`+figures.SetFormat+`","version":1,"figures":[{"name":"New one","points":50}]}`), nil)
		},
	} {
		before := string(dials.snapshot())
		kit.Say(kit.Info, "")
		edit()
		if !strings.HasPrefix(kit.Said(), why) {
			t.Errorf("%s: said %q, want a refusal", name, kit.Said())
		}
		if got := string(dials.snapshot()); got != before {
			t.Errorf("%s changed the set:\n%s\n→\n%s", name, before, got)
		}
	}
	if got := stored(); got != saved {
		t.Errorf("storage changed:\n%s\n→\n%s", saved, got)
	}
	// Choosing a figure or a click is no change: not refused.
	p.msg = ""
	p.tap(tap{act: "c-sel", i: 0})
	p.tap(tap{act: "fig", i: 1})
	if p.msg != "" {
		t.Errorf("choosing was refused: %s", p.msg)
	}
}

// editorPageOn is the Dials editor on a fresh start of the app on b, with
// a figure added when b holds none.
func editorPageOn(t *testing.T, b store.Backend) (*DialsPage, *figures.Figure) {
	t.Helper()
	sessiontest.Use(t, b, dice.Seeded(1))
	saved := dials
	dials = dialsData{}
	t.Cleanup(func() { dials = saved })
	dials.load()
	p := &DialsPage{}
	p.OnInit()
	if len(dials.set.Figures) == 0 {
		p.tap(tap{act: "fig-new"})
		p.tap(tap{act: "fig-new"})
	}
	return p, p.figure()
}
