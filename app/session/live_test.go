package session

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/engine/game"
	"lancemate/engine/live"
	"lancemate/sheets/library"
)

// hitLA is 5 damage to the unit's left arm from the front.
func hitLA(unit string) *game.Hit {
	la := classic.LeftArm
	return &game.Hit{Unit: unit, Dir: classic.Front, Damage: 5, Loc: &la}
}

// pass carries the node's messages to the other phone's node and back
// until none is left.
func pass(t *testing.T, sends []live.Send, to map[live.PeerID]*live.Node, from map[live.PeerID]live.PeerID) {
	t.Helper()
	for len(sends) > 0 {
		m := sends[0]
		sends = sends[1:]
		more, err := to[m.To].Receive(from[m.To], m.Data)
		if err != nil {
			t.Fatal(err)
		}
		sends = append(sends, more...)
	}
}

// TestLiveTableSession: a host's session and a guest's joined through
// engine/live (the channel is the test): the guest receives the host's
// game, its tap is proposed (ErrSent) and applied once the host commits
// it, its tap on a unit of the other side is refused unless the host lets
// everyone mark everything, and both stores keep the same log.
func TestLiveTableSession(t *testing.T) {
	hs, gs := testSession(t), testSession(t)
	for i, id := range []string{"hunchback-hbk-4g", "atlas-as7-d"} {
		d, _ := library.Get(id)
		if _, err := hs.addUnit(d, game.Pilot{Name: "P", Gunnery: 4, Piloting: 5}, []string{"Side 1", "Side 2"}[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := hs.hostTable(1); err != nil {
		t.Fatal(err)
	}
	hlt := hs.liveTable()
	hlt.node.NewSecret("s3cret")

	// The guest, as joinTable sets it up, marking Side 2.
	gt := newTable(FreshKey(gs.st, store.NSGames))
	gs.tbl, gs.tableLoaded = gt, true
	glt := &liveTable{game: hlt.game, info: LiveInfo{Role: LiveGuest, Side: 2}}
	gn, err := live.New(seat(2), hlt.game, tableEngine{gs}, nil)
	if err != nil {
		t.Fatal(err)
	}
	glt.node = gn
	gs.lt = glt
	nodes := map[live.PeerID]*live.Node{"guest": gn, "host": hlt.node}
	from := map[live.PeerID]live.PeerID{"guest": "host", "host": "guest"}
	pass(t, gn.Join("host", "s3cret"), nodes, from)
	if g, _ := gs.game(); len(g.State().Units) != 2 {
		t.Fatalf("the guest holds %d units, want the host's 2", len(g.State().Units))
	}

	// A guest's tap is tried on a copy, then proposed: not applied yet.
	if err := gs.livePlay(glt, hitLA("Atlas")); !errors.Is(err, ErrSent) {
		t.Fatalf("a guest's tap: %v, want ErrSent", err)
	}
	if g, _ := gs.game(); len(g.History()) != 2 || gn.Pending() != 1 {
		t.Fatalf("after a guest's tap: %d events, %d pending; want 2 and the tap pending", len(g.History()), gn.Pending())
	}
	gn.Leave("host") // its channel went: the proposal is sent again on rejoining
	pass(t, gn.Join("host", ""), nodes, from)
	if g, _ := gs.game(); len(g.History()) != 3 || gn.Pending() != 0 {
		t.Fatalf("after rejoining: %d events, %d pending; want the tap committed", len(g.History()), gn.Pending())
	}
	do := func(ev game.Event) {
		t.Helper()
		b, err := game.MarshalEvent(ev)
		if err != nil {
			t.Fatal(err)
		}
		_, sends, err := gn.Do(live.Op{Kind: live.KindEvent, Event: b})
		if err != nil {
			t.Fatal(err)
		}
		pass(t, sends, nodes, from)
	}
	do(hitLA("Hunchback"))
	if r := gn.Refusals(); len(r) != 1 || !strings.Contains(r[0].Reason, "not on your side") {
		t.Errorf("the guest's hit on the host's Hunchback: refusals %+v, want one saying it is not its side", r)
	}
	hlt.info.AllowAll = true
	do(hitLA("Hunchback"))
	if r := gn.Refusals(); len(r) != 0 {
		t.Errorf("with everyone marking everything: refusals %+v", r)
	}
	// The host's own tap goes to the guest.
	_, sends, err := hlt.node.Do(live.Op{Kind: live.KindUndo})
	if err != nil {
		t.Fatal(err)
	}
	pass(t, sends, nodes, from)

	hg, _ := hs.game()
	gg, _ := gs.game()
	hl, _ := hg.Log()
	gl, _ := gg.Log()
	if hl != gl || !strings.Contains(hl, `"unit":"Atlas"`) || len(hg.History()) != 3 {
		t.Errorf("host's log (%d events) %.300s\nguest's %.300s", len(hg.History()), hl, gl)
	}
	for _, lt := range []*liveTable{hlt, glt} {
		s := map[*liveTable]*session{hlt: hs, glt: gs}[lt]
		s.saveTable(lt) // as receive and liveDo do after every message
	}
	hs.st.Flush()
	gs.st.Flush()
	var saved [2]json.RawMessage
	for i, s := range []*session{hs, gs} {
		g, _ := s.game()
		if _, err := s.st.Load(g.key, &saved[i]); err != nil {
			t.Fatal(err)
		}
	}
	if string(saved[0]) != string(saved[1]) || string(saved[0]) != hl {
		t.Errorf("stored logs differ:\n%.300s\n%.300s", saved[0], saved[1])
	}
}

// A link that is not a host's code is refused with a message, and this
// phone's game in play stays as it was.
func TestJoinTableRefusesBadLinks(t *testing.T) {
	offer := live.Signal{Offer: true, Ufrag: "abcd", Pwd: "0123456789abcdefghijkl", Setup: "actpass",
		Candidates: []live.HostCand{{Addr: "192.168.1.2", Port: 5000}}}
	answer := offer
	answer.Offer, answer.Setup = false, "active"
	oc, err := offer.Compact()
	if err != nil {
		t.Fatal(err)
	}
	ac, _ := answer.Compact()
	for _, c := range []struct{ name, fragment string }{
		{"empty", ""},
		{"no secret", oc + "..g1"},
		{"no game", oc + ".s."},
		{"two parts", oc + ".s"},
		{"damaged code", oc[:20] + ".s.g1"},
		{"a guest's code", ac + ".s.g1"},
		{"a secret too long", oc + "." + strings.Repeat("s", 129) + ".g1"},
	} {
		s := testSession(t)
		d, _ := library.Get("atlas-as7-d")
		if _, err := s.addUnit(d, game.Pilot{Name: "P", Gunnery: 4, Piloting: 5}, ""); err != nil {
			t.Fatal(err)
		}
		before, _ := s.game()
		err := s.joinTable(c.fragment, 1)
		after, _ := s.game()
		if err == nil || !strings.Contains(err.Error(), "scan the host's code again") || after != before || s.liveTable() != nil {
			t.Errorf("%s: %v; the game in play changed: %t", c.name, err, after != before)
		}
	}
}

// reopen is the app opened again on the storage of s (a reload, or a
// phone that slept and was killed by the browser).
func reopen(t *testing.T, mem *store.Memory, s *session) *session {
	t.Helper()
	s.st.Flush()
	st, err := store.Open(mem, func(err error) { t.Error(err) })
	if err != nil {
		t.Fatal(err)
	}
	st.ValidateLoaded()
	if d := st.Damaged(); len(d) > 0 {
		t.Fatalf("damaged after a reload: %+v", d)
	}
	r := &session{subs: map[int]func(){}, st: st, src: dice.Seeded(1)}
	r.once.Do(func() {})
	return r
}

// TestLiveTableResume: each phone keeps its part in the table in its own
// storage. A guest reloaded goes on with the same game, seat and table
// (not connected until it scans the host's code again), rejoins and
// receives only what it missed, and its next tap is committed (its
// proposal numbers go on); a host reloaded hosts the same table again; a
// guest whose host is gone takes over with the log it holds.
func TestLiveTableResume(t *testing.T) {
	hmem, gmem := store.NewMemory(), store.NewMemory()
	open := func(mem *store.Memory) *session {
		st, err := store.Open(mem, func(err error) { t.Error(err) })
		if err != nil {
			t.Fatal(err)
		}
		s := &session{subs: map[int]func(){}, st: st, src: dice.Seeded(1)}
		s.once.Do(func() {})
		return s
	}
	hs, gs := open(hmem), open(gmem)
	for i, id := range []string{"hunchback-hbk-4g", "atlas-as7-d"} {
		d, _ := library.Get(id)
		if _, err := hs.addUnit(d, game.Pilot{Name: "P", Gunnery: 4, Piloting: 5}, []string{"Side 1", "Side 2"}[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := hs.hostTable(1); err != nil {
		t.Fatal(err)
	}
	hlt := hs.liveTable()
	hlt.node.NewSecret("s3cret")
	gt := newTable(FreshKey(gs.st, store.NSGames))
	gs.tbl, gs.tableLoaded = gt, true
	glt := &liveTable{game: hlt.game, key: gt.key, info: LiveInfo{Role: LiveGuest, Side: 2}}
	glt.node, _ = live.New(seat(2), hlt.game, tableEngine{gs}, nil)
	gs.lt = glt
	link := func(g *session, h *session) (map[live.PeerID]*live.Node, map[live.PeerID]live.PeerID) {
		return map[live.PeerID]*live.Node{"guest": g.lt.node, "host": h.lt.node}, map[live.PeerID]live.PeerID{"guest": "host", "host": "guest"}
	}
	nodes, from := link(gs, hs)
	pass(t, gs.lt.node.Join("host", "s3cret"), nodes, from)
	if err := gs.livePlay(glt, hitLA("Atlas")); !errors.Is(err, ErrSent) {
		t.Fatal(err)
	}
	glt.node.Do(live.Op{Kind: live.KindUndo}) // the channel goes before it reaches the host
	glt.node.Leave("host")
	hlt.node.Leave("guest")
	gs.saveTable(glt) // as receive does after every message

	// The guest's phone is reloaded while the host plays on.
	g2 := reopen(t, gmem, gs)
	lt := g2.liveTable()
	if lt == nil || lt.info.Role != LiveGuest || lt.game != hlt.game || lt.node.Seat() != glt.node.Seat() || lt.node.Joined() || lt.node.Pending() != 2 {
		t.Fatalf("the reloaded guest's table: %+v", lt)
	}
	if g, _ := g2.game(); g.key != gt.key || len(g.History()) != 2 {
		t.Fatalf("the reloaded guest's game %s holds %d events, want %s with the host's 2", g.key, len(g.History()), gt.key)
	}
	// A tap before it rejoins waits for the host (it is not this phone's
	// own log to extend).
	if err := g2.livePlay(lt, hitLA("Atlas")); !errors.Is(err, ErrSent) || lt.node.Len() != 2 || lt.node.Pending() != 3 {
		t.Fatalf("a tap of the reloaded guest: %v; it holds %d entries and waits on %d, want 2 and 3", err, lt.node.Len(), lt.node.Pending())
	}
	hlt.mu.Lock()
	if _, _, err := hlt.node.Do(live.Op{Kind: live.KindEvent, Event: mustEvent(t, hitLA("Hunchback"))}); err != nil {
		t.Fatal(err)
	}
	hlt.mu.Unlock()
	hlt.node.NewSecret("again")
	nodes, from = link(g2, hs)
	hello := lt.node.Join("host", "again")
	welcome, err := hlt.node.Receive("guest", hello[0].Data)
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := live.Decode(welcome[0].Data); m.From != 3 || len(m.Entries) != 1 {
		t.Fatalf("the rejoining guest receives from entry %d, %d entries; want only entry 3", m.From, len(m.Entries))
	}
	more, err := lt.node.Receive("host", welcome[0].Data)
	if err != nil {
		t.Fatal(err)
	}
	pass(t, more, nodes, from) // its hit and undo, waiting since before the reload
	for _, op := range []live.Op{{Kind: live.KindEvent, Event: mustEvent(t, hitLA("Atlas"))}, {Kind: live.KindUndo}} {
		_, sends, err := lt.node.Do(op)
		if err != nil {
			t.Fatal(err)
		}
		pass(t, sends, nodes, from)
	}
	hg, _ := hs.game()
	gg, _ := g2.game()
	hl, _ := hg.Log()
	gl, _ := gg.Log()
	if hlt.node.Len() != 8 || lt.node.Hash() != hlt.node.Hash() || hl != gl {
		t.Fatalf("after the rejoin the host holds %d entries (want 8: 2 units, 2 hits, undo, 2 hits, undo); the logs agree: %t, the games: %t", hlt.node.Len(), lt.node.Hash() == hlt.node.Hash(), hl == gl)
	}
	hs.saveTable(hlt)
	g2.saveTable(lt)

	// The host's phone is reloaded: it hosts the same table.
	h2 := reopen(t, hmem, hs)
	if hl2 := h2.liveTable(); hl2 == nil || !hl2.node.Hosting() || hl2.game != hlt.game || hl2.node.Hash() != hlt.node.Hash() {
		t.Fatalf("the reloaded host's table: %+v", hl2)
	}

	// The host's phone dies: the guest hosts with the log it holds.
	if err := g2.takeOver(""); err != nil {
		t.Fatal(err)
	}
	g3 := reopen(t, gmem, g2)
	if lt3 := g3.liveTable(); lt3 == nil || !lt3.node.Hosting() || lt3.info.Role != LiveHost || lt3.node.Hash() != hlt.node.Hash() {
		t.Fatalf("the guest that took over, reloaded: %+v", lt3)
	}
}

func mustEvent(t *testing.T, ev game.Event) []byte {
	t.Helper()
	b, err := game.MarshalEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A backup of a phone at a live table, restored on another phone (or
// replacing all there), brings the table's game as a game but not the
// seat: the second phone is not at the table and holds no seat the host
// knows, and its own seat, if any, stays.
func TestBackupDoesNotMoveTheSeat(t *testing.T) {
	hs := testSession(t)
	d, _ := library.Get("hunchback-hbk-4g")
	if _, err := hs.addUnit(d, game.Pilot{Name: "P", Gunnery: 4, Piloting: 5}, "Side 1"); err != nil {
		t.Fatal(err)
	}
	if err := hs.hostTable(1); err != nil {
		t.Fatal(err)
	}
	seatKey := tableNS + hs.liveTable().game
	file, err := hs.st.Export(time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(file), seatKey) {
		t.Fatalf("the backup lacks the seat %s", seatKey)
	}
	for _, mode := range []store.ImportMode{store.Merge, store.Replace} {
		other := testSession(t)
		plan, err := other.st.PlanImport(file, mode)
		if err != nil {
			t.Fatal(err)
		}
		if want := []store.Refusal{{Key: seatKey, Reason: seatNotRestored}}; !slices.Equal(plan.Refused, want) {
			t.Errorf("mode %d: refused %v, want the seat with its reason", mode, plan.Refused)
		}
		if err := other.st.ApplyImport(plan); err != nil {
			t.Fatal(err)
		}
		if keys := other.st.Keys(tableNS); len(keys) != 0 {
			t.Errorf("mode %d: the restore brought the seats %v", mode, keys)
		}
		if g, _ := other.game(); g == nil || len(g.State().Units) != 1 {
			t.Errorf("mode %d: the table's game was not restored as a game", mode)
		}
		if other.liveTable() != nil {
			t.Errorf("mode %d: the restored phone believes it is at the table", mode)
		}
	}
}

// hostHunchback puts a Hunchback on side 1 of hs's game and hosts a table
// of it from that side.
func hostHunchback(t *testing.T, hs *session) *liveTable {
	t.Helper()
	d, _ := library.Get("hunchback-hbk-4g")
	if _, err := hs.addUnit(d, game.Pilot{Name: "P", Gunnery: 4, Piloting: 5}, "Side 1"); err != nil {
		t.Fatal(err)
	}
	if err := hs.hostTable(1); err != nil {
		t.Fatal(err)
	}
	return hs.liveTable()
}

// A beat from a guest already at the table, while the host connects the
// next guest, is not that guest joining: the next guest's code stays
// good, and its hello joins it.
func TestBeatWhileConnectingAnother(t *testing.T) {
	hs := testSession(t)
	hlt := hostHunchback(t, hs)
	guest := func(peer live.PeerID, secret string) *live.Node {
		t.Helper()
		n, err := live.New(seat(2), hlt.game, tableEngine{testSession(t)}, nil)
		if err != nil {
			t.Fatal(err)
		}
		hlt.node.NewSecret(secret)
		hlt.mu.Lock()
		hlt.inviteID, hlt.info.Busy = peer, "Connecting…"
		hlt.mu.Unlock()
		hs.receive(hlt, peer, n.Join("host", secret)[0].Data)
		return n
	}
	first := guest("guest1", "s1")
	if hlt.info.Busy != "" || len(hlt.node.Guests()) != 1 {
		t.Fatalf("after the first guest's hello: busy %q, %d guests", hlt.info.Busy, len(hlt.node.Guests()))
	}
	hlt.node.NewSecret("s2")
	hlt.mu.Lock()
	hlt.inviteID, hlt.info.Busy = "guest2", "Connecting…"
	hlt.mu.Unlock()
	hs.receive(hlt, "guest1", first.Beat()[0].Data)
	if hlt.info.Busy != "Connecting…" {
		t.Fatalf("a beat of the first guest ended the second's connecting (busy %q)", hlt.info.Busy)
	}
	second, _ := live.New(seat(2), hlt.game, tableEngine{testSession(t)}, nil)
	hs.receive(hlt, "guest2", second.Join("host", "s2")[0].Data)
	if len(hlt.node.Guests()) != 2 || hlt.info.Busy != "" {
		t.Errorf("the second guest's hello: %d guests, busy %q; want 2 joined", len(hlt.node.Guests()), hlt.info.Busy)
	}
}
