//go:build !(js && wasm)

package session

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/journal"
	"lancemate/engine/live"
	"lancemate/engine/melee"
)

// wire carries messages between two sessions' tables through conn's
// native stand-in (rtc_other.go), each received by its session (receive)
// as the browser's channel hands it over, in the order sent.
type wire struct{ queue []func() }

// link connects the host's table (its guest named peer) and the guest's.
func (w *wire) link(hs *session, hlt *liveTable, peer live.PeerID, gs *session, glt *liveTable) {
	hlt.conns[peer] = &conn{sent: func(b []byte) {
		w.queue = append(w.queue, func() { as(gs); gs.receive(glt, hostPeer, b) })
	}}
	glt.conns[hostPeer] = &conn{sent: func(b []byte) {
		w.queue = append(w.queue, func() { as(hs); hs.receive(hlt, peer, b) })
	}}
}

// flow delivers every message, and those they lead to.
func (w *wire) flow() {
	for len(w.queue) > 0 {
		f := w.queue[0]
		w.queue = w.queue[1:]
		f()
	}
}

// as makes s the session the package's functions use (a phone's own).
func as(s *session) { sess = s }

// followed is a judge's session sharing a ledger and a player's
// following it, joined through a wire.
type followed struct {
	js, ps   *session
	jr, pr   *Record[melee.State]
	jlt, plt *liveTable
	w        *wire
	mem      *store.Memory // the player's storage
}

// followedLedger is a judge's Tournament ledger (Amy, and Ben undone)
// shared and followed by a player's phone, which has received it.
func followedLedger(t *testing.T) followed {
	t.Helper()
	js, ps := testSession(t), testSession(t)
	mem := store.NewMemory()
	st, err := store.Open(mem, func(err error) { t.Error(err) })
	if err != nil {
		t.Fatal(err)
	}
	ps.st = st
	as(js)
	jr, err := NewRecord(store.NSLedger, melee.New())
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range []journal.Event[melee.State]{
		&melee.Open{Name: "Solaris Open", Ruleset: "T"},
		&melee.AddPlayer{Player: "Amy", Pilots: []string{"Kell"}},
		&melee.AddPlayer{Player: "Ben", Pilots: []string{"Rho"}},
	} {
		if err := jr.Apply(ev); err != nil {
			t.Fatal(err)
		}
	}
	if err := jr.Commit(jr.Undo); err != nil { // Ben undone before sharing
		t.Fatal(err)
	}
	if err := HostRecord(jr, melee.Registry(), "https://table.example"); err != nil {
		t.Fatal(err)
	}
	jlt := js.lr
	if jlt == nil || !jlt.node.Hosting() || jlt.node.Len() != 4 {
		t.Fatalf("the judge's table: %+v", jlt)
	}
	jlt.node.NewSecret("s3cret")

	// The player's phone, as FollowRecord sets it up and the ledger page
	// reads it.
	as(ps)
	pr, err := NewRecord(store.NSLedger, melee.New())
	if err != nil {
		t.Fatal(err)
	}
	pr.share = shareOf(pr, melee.Registry()) // as AdoptShared hands it to the page
	plt := &liveTable{game: jlt.game, key: pr.Key, rec: pr.share, conns: map[live.PeerID]*conn{}, info: LiveInfo{Role: LiveGuest}}
	if plt.node, err = live.New(seat(0), jlt.game, plt.rec, nil); err != nil {
		t.Fatal(err)
	}
	ps.lr = plt
	w := &wire{}
	w.link(js, jlt, "amy", ps, plt)
	plt.secret = "s3cret"
	ps.greet(plt)
	w.flow()
	if !LiveRecord(pr.Key).Joined || pr.Peek().Name != "Solaris Open" || pr.Len() != 2 || !pr.CanRedo() {
		t.Fatalf("the player's copy: joined %v, %q, %d events, %d redos; want the judge's 2 and Ben's undone",
			LiveRecord(pr.Key).Joined, pr.Peek().Name, pr.Len(), redos(t, pr.Journal))
	}

	return followed{js, ps, jr, pr, jlt, plt, w, mem}
}

// TestSharedLedger: a judge's ledger followed by a player's phone. The
// player receives the ledger with its redo list; every change the judge
// makes on its page (an event, an undo, a redo, a new event after an
// undo) reaches the player in order; the player's own change is refused
// at the tap; both phones store the same ledger; the player's phone,
// reloaded, goes back to following the same table with the same copy,
// and reading the ledgers again gives the table's own record.
func TestSharedLedger(t *testing.T) {
	defer func(old *session) { sess = old }(sess)
	f := followedLedger(t)
	js, ps, jr, pr, jlt, plt, w, mem := f.js, f.ps, f.jr, f.pr, f.jlt, f.plt, f.w, f.mem

	// The judge's changes, made on its page's record, reach the player.
	steps := []struct {
		what   string
		change func() error
		names  []string // the players on the player's phone after it
		redos  int
	}{
		{"redo", func() error { return jr.Commit(jr.Redo) }, []string{"Amy", "Ben"}, 0},
		{"undo", func() error { return jr.Commit(jr.Undo) }, []string{"Amy"}, 1},
		{"an event after an undo", func() error {
			return jr.Apply(&melee.AddPlayer{Player: "Cid", Pilots: []string{"Vex"}})
		}, []string{"Amy", "Cid"}, 0},
		{"another event", func() error {
			return jr.Apply(&melee.AddPlayer{Player: "Dee", Pilots: []string{"Ash"}})
		}, []string{"Amy", "Cid", "Dee"}, 0},
		{"undo", func() error { return jr.Commit(jr.Undo) }, []string{"Amy", "Cid"}, 1},
	}
	for _, step := range steps {
		as(js)
		if err := step.change(); err != nil {
			t.Fatalf("%s: %v", step.what, err)
		}
		w.flow()
		var names []string
		for _, p := range pr.Peek().Players {
			names = append(names, p.Name)
		}
		if !slices.Equal(names, step.names) || redos(t, pr.Journal) != step.redos || plt.node.Hash() != jlt.node.Hash() {
			t.Fatalf("after the judge's %s the player holds %v with %d redos (same log %v); want %v and %d",
				step.what, names, redos(t, pr.Journal), plt.node.Hash() == jlt.node.Hash(), step.names, step.redos)
		}
	}

	// The player's own change is refused at the tap and changes nothing.
	as(ps)
	if err := pr.Apply(&melee.AddPlayer{Player: "Eve", Pilots: []string{"Io"}}); !errors.Is(err, ErrFollowing) {
		t.Fatalf("the player's change: %v, want ErrFollowing", err)
	}
	if err := pr.Commit(pr.Redo); !errors.Is(err, ErrFollowing) || !pr.CanRedo() {
		t.Fatalf("the player's redo: %v, %d redos; want ErrFollowing and 1", err, redos(t, pr.Journal))
	}

	// Both phones store the same ledger.
	js.st.Flush()
	ps.st.Flush()
	var jt, pt json.RawMessage
	if _, err := js.st.Load(jr.Key, &jt); err != nil {
		t.Fatal(err)
	}
	if _, err := ps.st.Load(pr.Key, &pt); err != nil {
		t.Fatal(err)
	}
	if string(jt) != string(pt) {
		t.Fatalf("stored ledgers differ:\njudge  %s\nplayer %s", jt, pt)
	}

	// The player's phone reloaded: it follows the same table again, not
	// connected, with the same copy; the ledgers read are the table's.
	ps2 := reopen(t, mem, ps)
	as(ps2)
	recs, bad, err := LoadRecords(store.NSLedger, melee.New)
	AdoptShared(recs, melee.Registry())
	if err != nil || len(bad) > 0 || len(recs) != 1 {
		t.Fatalf("reloaded: %d ledgers, damaged %+v, %v", len(recs), bad, err)
	}
	info := LiveRecord(pr.Key)
	if info.Role != LiveGuest || info.Joined || ps2.lr.game != jlt.game {
		t.Fatalf("reloaded, the player's table: %+v", info)
	}
	if own, _ := ps2.lr.rec.j.(*journal.Journal[melee.State]); own != recs[0].Journal || !reflect.DeepEqual(recs[0].State(), jr.State()) {
		t.Error("reloaded, the ledger read is not the table's own record, or differs from the judge's")
	}
	again, _, _ := LoadRecords(store.NSLedger, melee.New)
	AdoptShared(again, melee.Registry())
	if again[0].Journal != recs[0].Journal {
		t.Error("reading the ledgers again gave another record than the table's")
	}
	if key, ok, changed := FollowedKey(FollowPrefix + "code.secret." + jlt.game); !ok || changed || key != pr.Key {
		t.Errorf("FollowedKey: %q %v (changed %v), want the player's copy", key, ok, changed)
	}
	StopSharing()
	if ps2.lr != nil || LiveRecord(pr.Key).Role != "" {
		t.Fatal("after stopping, the phone still follows")
	}
	if err := recs[0].Apply(&melee.AddPlayer{Player: "Eve", Pilots: []string{"Io"}}); err != nil {
		t.Errorf("a copy no longer followed is the phone's own: %v", err)
	}
}

// redos is how many undone events j holds, as it saves them.
func redos(t *testing.T, j sharedJournal) int {
	t.Helper()
	b, err := j.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var saved struct{ Redo []json.RawMessage }
	if err := json.Unmarshal(b, &saved); err != nil {
		t.Fatal(err)
	}
	return len(saved.Redo)
}

// madeOp tells the one change a page made from the journal before and
// after.
func TestMadeOp(t *testing.T) {
	j := melee.New()
	for _, ev := range []journal.Event[melee.State]{
		&melee.Open{Name: "Solaris Open", Ruleset: "T"},
		&melee.AddPlayer{Player: "Amy", Pilots: []string{"Kell"}},
		&melee.AddPlayer{Player: "Ben", Pilots: []string{"Rho"}},
	} {
		if err := j.Apply(ev); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		what   string
		change func() error
		kind   string // "" for nothing made, "error" for a refusal
		event  string // what the event sent holds
	}{
		{"nothing", func() error { return nil }, "", ""},
		{"undo", j.Undo, live.KindUndo, ""},
		{"undo again", j.Undo, live.KindUndo, ""},
		{"redo of one of two", j.Redo, live.KindRedo, ""},
		{"redo of the last", j.Redo, live.KindEvent, `"player":"Ben"`},
		{"two undos at once", func() error { j.Undo(); return j.Undo() }, "error", ""},
		{"an event over a redo list", func() error { return j.Apply(&melee.AddPlayer{Player: "Cid", Pilots: []string{"Vex"}}) }, live.KindEvent, `"player":"Cid"`},
	} {
		n0 := j.Len()
		if err := c.change(); err != nil {
			t.Fatal(err)
		}
		text, err := j.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		op, made, err := madeOp(text, n0, j.CanRedo())
		got := op.Kind
		switch {
		case err != nil:
			got = "error"
		case !made:
			got = ""
		}
		if got != c.kind || !strings.Contains(string(op.Event), c.event) {
			t.Errorf("%s: %q %s, want %q with %s", c.what, got, op.Event, c.kind, c.event)
		}
	}
}

// The judge stops sharing while a player follows: the player's phone
// hears it, its table is gone (its stored part too) and its copy is its
// own, which it may change; the ledger page is told once.
func TestJudgeStopsSharing(t *testing.T) {
	defer func(old *session) { sess = old }(sess)
	f := followedLedger(t)
	as(f.js)
	StopSharing()
	f.w.flow()
	as(f.ps)
	if f.ps.lr != nil || LiveRecord(f.pr.Key).Role != "" {
		t.Fatal("the player's phone still follows a ledger no longer shared")
	}
	if !TakeSharingEnded(f.pr.Key) || TakeSharingEnded(f.pr.Key) {
		t.Error("the end of sharing is not told once")
	}
	f.ps.st.Flush()
	var h tableHead
	if found, err := f.ps.st.Load(tableNS+f.jlt.game, &h); !found || err != nil || h.Left == "" || h.Key != f.pr.Key {
		t.Errorf("the player's stored table: %+v (%v), want it marked left", h, err)
	}
	if err := f.pr.Apply(&melee.AddPlayer{Player: "Eve", Pilots: []string{"Io"}}); err != nil {
		t.Errorf("the copy is not the player's own: %v", err)
	}
}

// TestFollowAgain: when the judge stops sharing, the player's copy is kept
// and known as a copy (FollowedCopy). The judge records more and shares
// again, at the same table: the player's copy, as the player left it,
// follows again and receives what it missed. A copy the player changed
// since stays as it is, and following again makes a new copy.
func TestFollowAgain(t *testing.T) {
	defer func(old *session) { sess = old }(sess)
	f := followedLedger(t)
	game := f.jlt.game
	as(f.js)
	StopSharing()
	f.w.flow()
	as(f.ps)
	if f.ps.lr != nil || !FollowedCopy(f.pr.Key) {
		t.Fatalf("after the judge stopped: still following %v, known as a copy %v", f.ps.lr != nil, FollowedCopy(f.pr.Key))
	}
	as(f.js)
	if FollowedCopy(f.jr.Key) {
		t.Error("the judge's own ledger is taken for a copy")
	}
	if err := f.jr.Apply(&melee.AddPlayer{Player: "Cid", Pilots: []string{"Vex"}}); err != nil {
		t.Fatal(err)
	}
	if err := HostRecord(f.jr, melee.Registry(), "https://table.example"); err != nil {
		t.Fatal(err)
	}
	jlt := f.js.lr
	if jlt.game != game || jlt.node.Seat() != f.jlt.node.Seat() {
		t.Fatalf("shared again at table %s as %s, not %s as %s", jlt.game, jlt.node.Seat(), game, f.jlt.node.Seat())
	}
	jlt.node.NewSecret("s3cret2")

	as(f.ps)
	link := FollowPrefix + "code.secret." + game
	if key, ok, changed := FollowedKey(link); !ok || changed || key != f.pr.Key {
		t.Fatalf("FollowedKey after the judge stopped: %q %v (changed %v), want the copy %q", key, ok, changed, f.pr.Key)
	}
	record := func(key string) *sharedRecord {
		return shareOf(&Record[melee.State]{Key: key, Journal: melee.New()}, melee.Registry())
	}
	plt, err := f.ps.followTable(game, store.NSLedger, record)
	if err != nil || plt.key != f.pr.Key {
		t.Fatalf("following again: %v, the copy %q; want %q", err, plt.key, f.pr.Key)
	}
	w := &wire{}
	w.link(f.js, jlt, "amy2", f.ps, plt)
	plt.secret = "s3cret2"
	f.ps.greet(plt)
	w.flow()
	copyOf := plt.rec.j.(*journal.Journal[melee.State])
	var names []string
	for _, p := range copyOf.State().Players {
		names = append(names, p.Name)
	}
	if !LiveRecord(f.pr.Key).Joined || FollowedCopy(f.pr.Key) || plt.node.Hash() != jlt.node.Hash() || !slices.Equal(names, []string{"Amy", "Cid"}) {
		t.Fatalf("followed again: joined %v, a copy %v, same log %v, players %v; want Amy and Cid",
			LiveRecord(f.pr.Key).Joined, FollowedCopy(f.pr.Key), plt.node.Hash() == jlt.node.Hash(), names)
	}

	// The player stops following and changes the copy.
	StopSharing()
	recs, _, err := LoadRecords(store.NSLedger, melee.New)
	if err != nil || len(recs) != 1 || recs[0].Key != f.pr.Key {
		t.Fatalf("the player's ledgers: %d, %v", len(recs), err)
	}
	if err := recs[0].Apply(&melee.AddPlayer{Player: "Eve", Pilots: []string{"Io"}}); err != nil {
		t.Fatal(err)
	}
	f.ps.st.Flush()
	if _, ok, changed := FollowedKey(link); ok || !changed {
		t.Errorf("FollowedKey for a copy changed since: ok %v, changed %v; want a new copy, and the change told", ok, changed)
	}
	plt, err = f.ps.followTable(game, store.NSLedger, record)
	if err != nil || plt.key == f.pr.Key {
		t.Fatalf("following again after a change: %v, copy %q; want a new copy", err, plt.key)
	}
	kept, _, _ := LoadRecords(store.NSLedger, melee.New)
	for _, r := range kept {
		if r.Key == f.pr.Key && len(r.Peek().Players) != 3 {
			t.Errorf("the changed copy holds %d players, want its 3", len(r.Peek().Players))
		}
	}
	if len(kept) != 2 {
		t.Errorf("%d ledgers, want the changed copy and the new one", len(kept))
	}
}
