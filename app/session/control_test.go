package session

import (
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/game"
	"lancemate/engine/live"
	"lancemate/sheets/library"
)

// ctlTable is a host's session and two guests' joined through their
// nodes, the test carrying every message at once.
type ctlTable struct {
	host   *session
	guests map[live.PeerID]*session
}

// newCtlTable hosts a game of a Hunchback (Ana), an Atlas (Ben) and a
// Locust (Cai) on a phone marking Ana's side, and joins the guests "ben"
// and "cai", each marking its own side.
func newCtlTable(t *testing.T) *ctlTable {
	t.Helper()
	hs := testSession(t)
	for i, id := range []string{"hunchback-hbk-4g", "atlas-as7-d", "locust-lct-1v"} {
		d, _ := library.Get(id)
		if _, err := hs.addUnit(d, game.Pilot{Name: "P", Gunnery: 4, Piloting: 5}, []string{"Ana", "Ben", "Cai"}[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := hs.hostTable(1); err != nil {
		t.Fatal(err)
	}
	tb := &ctlTable{host: hs, guests: map[live.PeerID]*session{}}
	for side, p := range []live.PeerID{"ben", "cai"} {
		hs.liveTable().node.NewSecret("s3cret")
		gs := testSession(t)
		gs.tbl, gs.tableLoaded = newTable(FreshKey(gs.st, store.NSGames)), true
		n, err := live.New(seat(side+2), hs.liveTable().game, tableEngine{gs}, nil)
		if err != nil {
			t.Fatal(err)
		}
		gs.lt = &liveTable{game: hs.liveTable().game, info: LiveInfo{Role: LiveGuest, Side: side + 2}, node: n}
		tb.guests[p] = gs
		tb.deliver(t, p, n.Join("host", "s3cret"))
	}
	return tb
}

// deliver carries the messages p sent, and every answer, until none is
// left.
func (tb *ctlTable) deliver(t *testing.T, p live.PeerID, sends []live.Send) {
	t.Helper()
	type msg struct {
		from live.PeerID
		live.Send
	}
	var q []msg
	for _, m := range sends {
		q = append(q, msg{p, m})
	}
	for len(q) > 0 {
		m := q[0]
		q = q[1:]
		var n *live.Node
		from := m.from
		if m.To == "host" {
			n = tb.host.liveTable().node
		} else {
			n, from = tb.guests[m.To].liveTable().node, "host"
		}
		more, err := n.Receive(from, m.Data)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range more {
			q = append(q, msg{m.To, s})
		}
	}
}

// TestTableControl: who does what at a live table (session.control, the
// host's Control). A guest marks its own side's units, takes back and
// makes again only its own changes, and neither ends the phase, rolls
// initiative nor changes the options, which are the host's; each refusal
// says why in the player's words and comes back to that guest alone.
// With "Everyone may do everything" the host lets every tap through.
// Every phone ends with the host's log.
func TestTableControl(t *testing.T) {
	tb := newCtlTable(t)
	ev := func(e game.Event) live.Op {
		b, err := game.MarshalEvent(e)
		if err != nil {
			t.Fatal(err)
		}
		return live.Op{Kind: live.KindEvent, Event: b}
	}
	undo, redo := live.Op{Kind: live.KindUndo}, live.Op{Kind: live.KindRedo}
	for i, c := range []struct {
		who      live.PeerID // "host" or a guest
		op       live.Op
		allowAll bool
		refused  string // a part of the refusal; "" when the tap is taken
		events   int    // the game's events after it, on every phone
	}{
		{"ben", ev(hitLA("Atlas")), false, "", 4},
		{"cai", undo, false, "Undo takes back only your own changes, and the last one was made on Ben's phone: ask that player, or the host.", 4},
		{"ben", undo, false, "", 3},
		{"cai", redo, false, "Redo makes again only your own changes, and the last one was made on Ben's phone", 3},
		{"ben", redo, false, "", 4},
		{"host", ev(hitLA("Hunchback")), false, "", 5},
		{"ben", undo, false, "the last one was made on the host's phone: ask the host.", 5},
		{"host", undo, false, "", 4},
		{"cai", ev(hitLA("Atlas")), false, "Atlas is not on your side (Cai)", 4},
		{"ben", ev(&game.EndPhase{}), false, "The host's phone moves the table to the next phase", 4},
		{"ben", ev(&game.Initiative{Sides: []string{"Ana", "Ben", "Cai"}, Rolls: game.Rolls{Rolls: []int{1, 2, 3, 4, 5, 6}}}), false, "The host's phone rolls initiative", 4},
		{"ben", ev(&game.SetOptions{}), false, "Only the host's phone changes the game's options", 4},
		{"ben", ev(&game.NameSide{Side: "Cai", Name: "Cat"}), false, "You can rename only your own side (Ben): Cai is another player's", 4},
		{"cai", ev(&game.NameSide{Side: "Cai", Name: "Cat"}), false, "", 5},
		{"cai", undo, true, "", 4},
		{"cai", undo, true, "", 3},
		{"cai", ev(hitLA("Atlas")), true, "", 4},
		{"ben", ev(&game.EndPhase{}), true, "", 5},
		{"host", ev(&game.EndPhase{}), false, "", 6},
	} {
		tb.host.liveTable().info.AllowAll = c.allowAll
		var n *live.Node
		if c.who == "host" {
			n = tb.host.liveTable().node
		} else {
			n = tb.guests[c.who].liveTable().node
		}
		_, sends, err := n.Do(c.op)
		if c.who == "host" && err != nil {
			t.Fatalf("step %d: the host's own %s: %v", i, c.op.Kind, err)
		}
		tb.deliver(t, c.who, sends)
		for p, gs := range tb.guests {
			r := gs.liveTable().node.Refusals()
			switch {
			case p == c.who && c.refused != "":
				if len(r) != 1 || !strings.Contains(r[0].Reason, c.refused) {
					t.Errorf("step %d: %s's %s: refusals %+v, want one saying %q", i, c.who, c.op.Kind, r, c.refused)
				}
			case len(r) != 0:
				t.Errorf("step %d: %s's %s: %s received refusals %+v, want none", i, c.who, c.op.Kind, p, r)
			}
		}
		hg, _ := tb.host.game()
		want, _ := hg.Log()
		if got := len(hg.History()); got != c.events {
			t.Errorf("step %d: %s's %s: the host's game has %d events, want %d", i, c.who, c.op.Kind, got, c.events)
		}
		for p, gs := range tb.guests {
			if g, _ := gs.game(); g == nil {
				t.Fatalf("%s has no game", p)
			} else if got, _ := g.Log(); got != want {
				t.Fatalf("step %d: %s's log differs from the host's:\n%.300s\n%.300s", i, p, got, want)
			}
		}
	}
}

// TestTableRule: the line each phone shows of who does what, and whose
// the last change is on a guest.
func TestTableRule(t *testing.T) {
	tb := newCtlTable(t)
	b, _ := game.MarshalEvent(hitLA("Atlas"))
	_, sends, err := tb.guests["ben"].liveTable().node.Do(live.Op{Kind: live.KindEvent, Event: b})
	if err != nil {
		t.Fatal(err)
	}
	tb.deliver(t, "ben", sends)
	for _, c := range []struct {
		name     string
		s        *session
		allowAll bool
		want     string
	}{
		{"host", tb.host, false, "Each phone marks its own side's units and takes back only its own changes; this phone ends each phase and rolls initiative."},
		{"host, everyone does everything", tb.host, true, "Every phone marks every unit, takes back any change, ends the phase and rolls initiative."},
		{"the guest who made the last change", tb.guests["ben"], false, "You mark Ben's units and take back only your own changes; the host's phone ends each phase and rolls initiative, unless the host lets everyone do everything. The last change is yours."},
		{"another guest", tb.guests["cai"], false, "You mark Cai's units and take back only your own changes; the host's phone ends each phase and rolls initiative, unless the host lets everyone do everything. The last change was made on Ben's phone."},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb.host.liveTable().info.AllowAll = c.allowAll
			if got := c.s.tableRule(); got != c.want {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
	}
	if got := testSession(t).tableRule(); got != "" {
		t.Errorf("no table: %q, want nothing", got)
	}
}

// A game with changes undone before the table began keeps its redo list
// on every phone: the host's Redo is the guests' too.
func TestHostingKeepsTheRedoList(t *testing.T) {
	hs := testSession(t)
	d, _ := library.Get("atlas-as7-d")
	if _, err := hs.addUnit(d, game.Pilot{Name: "P", Gunnery: 4, Piloting: 5}, "Ben"); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := hs.play(hitLA("Atlas")); err != nil {
			t.Fatal(err)
		}
	}
	for range 2 {
		if err := hs.undo(); err != nil {
			t.Fatal(err)
		}
	}
	if err := hs.hostTable(1); err != nil {
		t.Fatal(err)
	}
	hs.liveTable().node.NewSecret("s3cret")
	gs := testSession(t)
	gs.tbl, gs.tableLoaded = newTable(FreshKey(gs.st, store.NSGames)), true
	n, err := live.New(seat(2), hs.liveTable().game, tableEngine{gs}, nil)
	if err != nil {
		t.Fatal(err)
	}
	gs.lt = &liveTable{game: hs.liveTable().game, info: LiveInfo{Role: LiveGuest, Side: 2}, node: n}
	tb := &ctlTable{host: hs, guests: map[live.PeerID]*session{"ben": gs}}
	tb.deliver(t, "ben", n.Join("host", "s3cret"))
	for i := range 2 {
		_, sends, err := hs.liveTable().node.Do(live.Op{Kind: live.KindRedo})
		if err != nil {
			t.Fatalf("the host's redo %d: %v", i+1, err)
		}
		tb.deliver(t, "host", sends)
	}
	hg, _ := hs.game()
	gg, _ := gs.game()
	hl, _ := hg.Log()
	gl, _ := gg.Log()
	if hl != gl || len(gg.History()) != 3 || gg.CanRedo() {
		t.Errorf("after the host's two redos the guest holds %d events (want 3, none to redo):\nhost  %.400s\nguest %.400s", len(gg.History()), hl, gl)
	}
}
