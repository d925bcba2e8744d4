package play

import (
	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"strconv"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/game"
)

// The record sheet marked by hand with its − and + buttons (markBtns,
// GamePage.mark): pilot hits, the heat level and a bin's shots left, each
// an engine event, kept over a reload and taken back by undo.
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
			sheet: []string{`<td class=" on">1</td><td class="">2</td>`, `id="ph-dec" data-act="step" data-k="ph" data-v="-1"`, `id="ph-inc"`}},
		{name: "no hit to take back", key: func(*game.Unit) string { return "ph" }, taps: []int{-1}, msg: "outside 0-6"},
		{name: "heat 5 costs a Walking MP", key: func(*game.Unit) string { return "ht" }, taps: []int{1, 1, 1, 1, 1},
			check: func(t *testing.T, _ *game.State, u *game.Unit) {
				if u.Heat != 5 || u.WalkMP() != 3 || u.RunMP() != 5 { // 003 L3037, L3046
					t.Errorf("heat %d, walk %d, run %d; want 5, 3, 5", u.Heat, u.WalkMP(), u.RunMP())
				}
			},
			sheet: []string{"Heat <b>5</b>", "<li>-1 Walking MP</li>", "Walk <b>3</b> · Run <b>5</b>", `id="ht-inc"`}},
		{name: "heat below 0", key: func(*game.Unit) string { return "ht" }, taps: []int{-1}, msg: "0-30"},
		{name: "a shot spent by hand", key: func(u *game.Unit) string { return "am" + strconv.Itoa(bin(u)) }, taps: []int{-1, -1},
			check: func(t *testing.T, _ *game.State, u *game.Unit) {
				if n := u.Items[bin(u)].ShotsLeft; n != 3 {
					t.Errorf("%d shots left, want 3", n)
				}
			},
			sheet: []string{"<b>3</b>/5 shots", `data-k="am`}},
		{name: "a full bin", key: func(u *game.Unit) string { return "am" + strconv.Itoa(bin(u)) }, taps: []int{1}, msg: "0-5 shots"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			mem := store.NewMemory()
			useSession(t, mem)
			hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
			tbl, _ := session.Game()
			before, played := sheetHTML(mustUnit(t, tbl, hbk)), len(tbl.History())
			p := &GamePage{}
			p.OnInit()
			key := c.key(mustUnit(t, tbl, hbk))
			for _, d := range c.taps {
				if !p.mark(mustUnit(t, tbl, hbk), key, d) {
					t.Fatalf("key %q is not a mark", key)
				}
			}
			tbl, _ = session.Game()
			if c.msg != "" {
				if !strings.Contains(p.msg, c.msg) || len(tbl.History()) != played {
					t.Errorf("message %q, want %q and nothing played", p.msg, c.msg)
				}
				return
			}
			if p.msg != "" {
				t.Fatalf("refused: %s", p.msg)
			}
			u := mustUnit(t, tbl, hbk)
			c.check(t, tbl.State(), u)
			sheet := sheetHTML(u)
			for _, want := range c.sheet {
				if !strings.Contains(string(sheet), want) {
					t.Errorf("sheet lacks %q", want)
				}
			}
			session.Store().Flush()
			useSession(t, mem)
			again, _ := session.Game()
			if got := sheetHTML(mustUnit(t, again, hbk)); got != sheet {
				t.Errorf("sheet after reload differs:\n%s\nwant\n%s", got, sheet)
			}
			for range c.taps {
				if err := session.Change((*session.Table).Undo); err != nil {
					t.Fatal(err)
				}
			}
			if got := sheetHTML(mustUnit(t, again, hbk)); got != before {
				t.Errorf("sheet after undo differs:\n%s\nwant\n%s", got, before)
			}
		})
	}
	p := &GamePage{}
	if p.mark(&game.Unit{ID: "x"}, "hex", 1) || p.mark(&game.Unit{ID: "x"}, "xh", 1) {
		t.Error("the steppers of the tools are not marks")
	}
}
