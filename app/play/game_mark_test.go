package play

import (
	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"strconv"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/game"
)

// said is the last refusal or message the page showed: in its open sheet,
// else in the feedback region.
func said(p *GamePage) string {
	if p.notice != "" {
		return p.notice
	}
	return kit.Said()
}

// The record sheet marked by hand with the − and + buttons of its sheets
// (markBtns, GamePage.mark): pilot hits, the heat level and a bin's shots
// left, each an engine event, kept over a reload and taken back by undo.
func TestMarkByHand(t *testing.T) {
	bin := func(u *game.Unit) int { // the Hunchback's AC/20 bin, 5 shots
		for i, it := range u.Items {
			if it.Kind == game.Ammo {
				return i
			}
		}
		t.Fatal("no ammunition bin")
		return -1
	}
	cases := []struct {
		name  string
		key   func(u *game.Unit) string
		taps  []int
		msg   string // the refusal of the last tap, "" for none
		check func(t *testing.T, s *game.State, u *game.Unit)
		sheet []string
	}{
		{name: "two pilot hits, one taken back", key: func(*game.Unit) string { return "ph" }, taps: []int{1, 1, -1},
			check: func(t *testing.T, s *game.State, u *game.Unit) {
				// A Consciousness Roll per point; the second one's (5+) is
				// no longer due once its hit is taken back (003 L3405, L3414).
				if u.Pilot.Hits != 1 || len(s.Pending) != 1 || s.Pending[0].Target != 3 {
					t.Errorf("pilot hits %d, pending %+v; want 1 hit and the 3+ roll", u.Pilot.Hits, s.Pending)
				}
			},
			sheet: []string{`<span class="pt on"><b>1</b><i>3+</i></span><span class="pt"><b>2</b>`, `<span class="vh">Pilot Ana, gunnery 4, piloting 5: 1 hit. Mark pilot hits</span>`}},
		{name: "no hit to take back", key: func(*game.Unit) string { return "ph" }, taps: []int{-1}, msg: "outside 0-6"},
		{name: "heat 5 costs a Walking MP", key: func(*game.Unit) string { return "ht" }, taps: []int{1, 1, 1, 1, 1},
			check: func(t *testing.T, _ *game.State, u *game.Unit) {
				if u.Heat != 5 || u.WalkMP() != 3 || u.RunMP() != 5 { // 003 L3037, L3046
					t.Errorf("heat %d, walk %d, run %d; want 5, 3, 5", u.Heat, u.WalkMP(), u.RunMP())
				}
			},
			sheet: []string{`<b class="hv">5</b>`, "-1 MP", "Walk <b>3</b> · Run <b>5</b>"}},
		{name: "heat below 0", key: func(*game.Unit) string { return "ht" }, taps: []int{-1}, msg: "0-30"},
		{name: "a shot spent by hand", key: func(u *game.Unit) string { return "am" + strconv.Itoa(bin(u)) }, taps: []int{-1, -1},
			check: func(t *testing.T, _ *game.State, u *game.Unit) {
				if n := u.Items[bin(u)].ShotsLeft; n != 3 {
					t.Errorf("%d shots left, want 3", n)
				}
			}},
		{name: "a full bin", key: func(u *game.Unit) string { return "am" + strconv.Itoa(bin(u)) }, taps: []int{1}, msg: "0-5 shots"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			mem := store.NewMemory()
			useSession(t, mem)
			hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
			tbl := table(t)
			before, played := sheetHTML(tbl.State(), mustUnit(t, tbl, hbk)), len(tbl.History())
			p := newPage()
			p.open = sheetHeat
			key := c.key(mustUnit(t, tbl, hbk))
			for _, d := range c.taps {
				if !p.mark(mustUnit(t, tbl, hbk), key, d) {
					t.Fatalf("key %q is not a mark", key)
				}
			}
			tbl = table(t)
			if c.msg != "" {
				if !strings.Contains(said(p), c.msg) || len(tbl.History()) != played || p.open != sheetHeat {
					t.Errorf("message %q in sheet %q, want %q and nothing played", said(p), p.open, c.msg)
				}
				return
			}
			if p.in != nil || strings.HasPrefix(p.notice, "Not recorded") {
				t.Fatalf("refused: %s", said(p))
			}
			u := mustUnit(t, tbl, hbk)
			c.check(t, tbl.State(), u)
			sheet := sheetHTML(tbl.State(), u)
			for _, want := range c.sheet {
				if !strings.Contains(string(sheet), want) {
					t.Errorf("sheet lacks %q:\n%s", want, sheet)
				}
			}
			session.Store().Flush()
			useSession(t, mem)
			again, _ := session.Game()
			if got := sheetHTML(again.State(), mustUnit(t, again, hbk)); got != sheet {
				t.Errorf("sheet after reload differs:\n%s\nwant\n%s", got, sheet)
			}
			for range c.taps {
				if err := session.Change((*session.Table).Undo); err != nil {
					t.Fatal(err)
				}
			}
			if got := sheetHTML(again.State(), mustUnit(t, again, hbk)); got != before {
				t.Errorf("sheet after undo differs:\n%s\nwant\n%s", got, before)
			}
		})
	}
	p := &GamePage{}
	if p.mark(&game.Unit{ID: "x"}, "hex", 1) || p.mark(&game.Unit{ID: "x"}, "xh", 1) {
		t.Error("the steppers of the forms are not marks")
	}
}

// Heat marked by hand five times in a row is one line of the history,
// from the level before the first mark to the level after the last;
// another unit's mark, or another event, starts a new line.
func TestHeatMarksOneLine(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	atlas := sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	p := newPage()
	p.open = sheetHeat
	for range 5 {
		p.tap(table(t), "step", "1", func(string) string { return "ht" })
	}
	p.tap(table(t), "unit", atlas, nil)
	p.tap(table(t), "step", "1", func(string) string { return "ht" })
	p.tap(table(t), "unit", hbk, nil)
	p.tap(table(t), "step", "-1", func(string) string { return "ht" })
	lines := historyLines(table(t).History())
	var got []string
	for _, l := range lines[2:] {
		got = append(got, l.text)
	}
	want := []string{"T1 initiative phase: Hunchback: heat 0→5 by hand (5 marks)", "T1 initiative phase: Atlas: heat 0→1 by hand", "T1 initiative phase: Hunchback: heat 5→4 by hand"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("history lines\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	p.open = sheetMenu
	if html := controlsHTML(t, p); !strings.Contains(html, "History (5)") || !strings.Contains(html, "Initiative phase · Hunchback: heat 0→5 by hand (5 marks)") {
		t.Errorf("menu:\n%s", html)
	}
}

// The movement sheet follows the unit: it starts afresh for another unit,
// offers no mode the unit has no MP for (no "Jump 0") and no more hexes
// than the mode's MP, and a prone 'Mech's main action is to stand up.
func TestMoveSheet(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	jenner := sessiontest.AddBuiltIn(t, "jenner-jr7-d", "Bo")
	if err := session.Play(&game.EndPhase{}); err != nil {
		t.Fatal(err)
	}
	p := newPage()
	p.tap(table(t), "open", sheetMove, nil)
	html := controlsHTML(t, p)
	if strings.Contains(html, `id="mode-jump"`) || !strings.Contains(html, `id="mode-run" data-act="mode" data-v="3" aria-pressed="false">Run 6<`) {
		t.Errorf("the Hunchback's modes:\n%s", html)
	}
	p.tap(table(t), "mode", "3", nil) // run
	for range 9 {
		p.tap(table(t), "step", "1", func(string) string { return "hex" })
	}
	if p.move.hexes != 6 || !strings.Contains(controlsHTML(t, p), "Record: run, 6 hexes") {
		t.Errorf("hexes %d, want the Running MP, 6", p.move.hexes)
	}
	p.tap(table(t), "unit", jenner, nil)
	html = controlsHTML(t, p)
	if p.move.mode != game.Walked || p.move.hexes != 1 || !strings.Contains(html, `data-v="4" aria-pressed="false">Jump 5<`) {
		t.Errorf("the form for the Jenner: %+v\n%s", p.move, html)
	}
	p.tap(table(t), "unit", hbk, nil)
	// The Hunchback falls: standing up is what it does next.
	ll := classic.LeftLeg
	if err := session.Play(&game.Hit{Unit: hbk, Loc: &ll, Damage: 5}); err != nil {
		t.Fatal(err)
	}
	if err := session.Play(&game.RequirePSR{Unit: hbk, Situation: "ice"}); err != nil {
		t.Fatal(err)
	}
	p.resolve(table(t).State().Pending[0].ID, "", false)
	typed(t, p, 1, 1) // fails: the Hunchback falls
	for p.in != nil {
		if p.in.need.Dice.Count == 1 {
			typed(t, p, 1)
		} else {
			typed(t, p, 3, 4)
		}
	}
	if !mustUnit(t, table(t), hbk).Prone {
		t.Fatal("the Hunchback did not fall")
	}
	p.finish()
	for _, q := range table(t).State().Pending { // the pilot's consciousness roll
		p.resolve(q.ID, "", false)
		typed(t, p, 6, 6)
		p.finish()
	}
	p.tap(table(t), "open", sheetMove, nil)
	html = controlsHTML(t, p)
	if !strings.Contains(html, `id="stand" data-act="stand">Stand up<`) || strings.Contains(html, "walk, 1 hex") {
		t.Errorf("the prone Hunchback's movement sheet:\n%s", html)
	}
	// The move sheet's events close it, back to the record sheet.
	p.tap(table(t), "stand", "", nil)
	if p.open != "" && p.open != sheetDice {
		t.Errorf("after standing up the %q sheet is open (%q)", p.open, said(p))
	}
}

// The player's words: seed lines out of the main line, fill steps of 5 %,
// summaries as phrases.
func TestWords(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"target number 5 (+4 Gunnery skill, +0 Attacker stationary (003 L1626))", "target number 5 (+4 Gunnery skill, +0 Attacker stationary)"},
		{"+1 Minimum range 6 at 6 hexes (003 L1598, L1691)", "+1 Minimum range 6 at 6 hexes"},
		{"no cite (here)", "no cite (here)"},
	} {
		if got := plain(c.in); got != c.want {
			t.Errorf("plain(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	for _, c := range []struct {
		left, full int
		want       string
	}{{0, 10, "f0"}, {10, 10, "f100"}, {1, 100, "f5"}, {99, 100, "f95"}, {5, 10, "f50"}, {7, 20, "f35"}, {3, 0, "f0"}} {
		if got := fill(c.left, c.full); got != c.want {
			t.Errorf("fill(%d, %d) = %s, want %s", c.left, c.full, got, c.want)
		}
	}
	got := clauses("T1 weapon phase: Atlas: LRM 20 hit (9 vs 5); Hunchback: 12 damage, center torso armor 26→21")
	if strings.Join(got, "|") != "Atlas: LRM 20 hit (9 vs 5)|Hunchback: 12 damage, center torso armor 26→21" {
		t.Errorf("clauses = %q", got)
	}
	if got := mergedHeat("T2 movement phase: Atlas: heat 3→4 by hand", 9, 6); got != "T2 movement phase: Atlas: heat 3→9 by hand (6 marks)" {
		t.Errorf("mergedHeat = %q", got)
	}
}
