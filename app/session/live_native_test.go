//go:build !(js && wasm)

package session

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"lancemate/app/store"
	"lancemate/engine/game"
	"lancemate/engine/live"
	"lancemate/sheets/library"
)

// This test writes to a channel through conn's native stand-in
// (rtc_other.go), which takes what is sent when a test sets it.

// paintedMemory is a memory backend with frames: AfterPaint work waits
// until the test paints.
type paintedMemory struct {
	*store.Memory
	due []func()
}

func (p *paintedMemory) AfterPaint(f func()) { p.due = append(p.due, f) }

// paintedSession is a test session whose store paints only when the
// test says so.
func paintedSession(t *testing.T) (*session, *paintedMemory) {
	t.Helper()
	b := &paintedMemory{Memory: store.NewMemory()}
	st, err := store.Open(b, func(err error) { t.Error(err) })
	if err != nil {
		t.Fatal(err)
	}
	s := testSession(t)
	s.st = st
	return s, b
}

func (p *paintedMemory) paint() {
	due := p.due
	p.due = nil
	for _, f := range due {
		f()
	}
}

// TestReceiveSendsShowsThenStores: the host sends a guest's change on to
// the table, then shows it through OnTable's function (not by telling
// every subscriber, which renders the whole page), and stores it once the
// page has painted that (storage is not on the way from one phone to the
// next, nor to its screen); a phone that has left the table by then
// stores nothing of it.
func TestReceiveSendsShowsThenStores(t *testing.T) {
	hs, b := paintedSession(t)
	gs := testSession(t)
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
	gs.tbl, gs.tableLoaded = newTable(FreshKey(gs.st, store.NSGames)), true
	gn, err := live.New(seat(2), hlt.game, tableEngine{gs}, nil)
	if err != nil {
		t.Fatal(err)
	}
	hg, _ := hs.game()
	stored := func() (game, table string) {
		t.Helper()
		var g, tb json.RawMessage
		for k, v := range map[string]*json.RawMessage{hg.key: &g, tableNS + hlt.game: &tb} {
			if _, err := hs.st.Load(k, v); err != nil {
				t.Fatal(err)
			}
		}
		return string(g), string(tb)
	}
	var atSend []string // what the host had stored when it sent each message
	var last []byte
	hlt.conns["guest"] = &conn{sent: func(b []byte) {
		g, tb := stored()
		atSend, last = append(atSend, g, tb), b
	}}
	notified, shown := 0, 0
	var atShow []string // what the host had stored when it showed each message
	hs.subscribe(func() { notified++ })
	defer func(old *session) { sess = old }(sess)
	sess = hs
	off := OnTable(func() {
		g, tb := stored()
		shown, atShow = shown+1, append(atShow, g, tb)
	})

	hs.receive(hlt, "guest", gn.Join("host", "s3cret")[0].Data)
	if _, err := gn.Receive("host", last); err != nil || !gn.Joined() {
		t.Fatalf("the host's welcome: %v", err)
	}
	b.paint() // the table stored
	b.paint() // and written
	_, sends, err := gn.Do(live.Op{Kind: live.KindEvent, Event: mustEvent(t, hitLA("Atlas"))})
	if err != nil || len(sends) != 1 {
		t.Fatalf("the guest's proposal: %v, %d messages", err, len(sends))
	}
	atSend = nil
	hs.receive(hlt, "guest", sends[0].Data)
	if len(atSend) != 2 {
		t.Fatalf("the host sent %d messages for the guest's hit, want its commit", len(atSend)/2)
	}
	if strings.Contains(atSend[0], `"unit":"Atlas"`) || strings.Contains(atSend[1], `"unit":"Atlas"`) {
		t.Errorf("the host stored the hit before it sent the commit on:\ngame  %.200s\ntable %.200s", atSend[0], atSend[1])
	}
	if len(atShow) != 2*2 || strings.Contains(atShow[2], `"unit":"Atlas"`) || strings.Contains(atShow[3], `"unit":"Atlas"`) {
		t.Errorf("the host stored the hit before it showed it (%d shows):\n%.400q", len(atShow)/2, atShow)
	}
	if g, tb := stored(); strings.Contains(g, `"unit":"Atlas"`) || strings.Contains(tb, `"unit":"Atlas"`) || len(b.due) != 1 {
		t.Errorf("before the paint: the hit stored (game %t, table %t), %d paint callbacks asked (want 1)",
			strings.Contains(g, `"unit":"Atlas"`), strings.Contains(tb, `"unit":"Atlas"`), len(b.due))
	}
	b.paint()
	g, tb := stored()
	if !strings.Contains(g, `"unit":"Atlas"`) || !strings.Contains(tb, `"unit":"Atlas"`) {
		t.Errorf("once painted, the host's storage lacks the hit:\ngame  %.200s\ntable %.200s", g, tb)
	}
	if shown != 2 || notified != 0 {
		t.Errorf("the host showed the two messages %d times through OnTable and told subscribers %d times; want 2 and 0", shown, notified)
	}
	off()
	hs.receive(hlt, "guest", sends[0].Data) // the same proposal again: committed already
	if notified != 1 {
		t.Errorf("with no OnTable function, subscribers were told %d times, want 1", notified)
	}
	LeaveTable() // before the paint that would store the table again
	b.paint()
	var left json.RawMessage
	if ok, err := hs.st.Load(tableNS+hlt.game, &left); ok || err != nil {
		t.Errorf("after leaving the table, its record is stored again (%t, %v): %.200s", ok, err, left)
	}
}

// A guest's beat is answered and changes nothing else on the host: nothing
// stored, nothing drawn (a phone hears one a second). A beat from a guest
// that had fallen silent is shown: the guest is marked as answering again.
func TestBeatChangesNothing(t *testing.T) {
	hs, b := paintedSession(t)
	hlt := hostHunchback(t, hs)
	hlt.node.NewSecret("s3cret")
	gn, err := live.New(seat(2), hlt.game, tableEngine{testSession(t)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var last []byte
	hlt.conns["guest"] = &conn{sent: func(b []byte) { last = b }}
	shown := 0
	defer func(old *session) { sess = old }(sess)
	sess = hs
	defer OnTable(func() { shown++ })()
	hs.receive(hlt, "guest", gn.Join("host", "s3cret")[0].Data)
	b.paint()
	b.paint()
	if shown != 1 || len(b.due) != 0 {
		t.Fatalf("the guest's hello: shown %d times, %d paint callbacks left", shown, len(b.due))
	}
	beat := gn.Beat()[0].Data
	hs.receive(hlt, "guest", beat)
	if string(last) != string(beat) || shown != 1 || len(b.due) != 0 || hlt.info.Refused != 0 {
		t.Errorf("a beat: answered %q, shown %d times (want 1), %d saves asked (want 0), %d refused",
			last, shown, len(b.due), hlt.info.Refused)
	}
	if silent := hlt.pulse.Tick(time.Now().Add(live.SilentAfter + time.Second)); len(silent) != 1 {
		t.Fatalf("the guest is not silent a beat later: %v", silent)
	}
	hs.receive(hlt, "guest", beat)
	if shown != 2 {
		t.Errorf("a beat from a silent guest was shown %d times, want once", shown-1)
	}
}

// A guest whose host ends the table (bye) says so, once, and is no longer
// at it; the game stays.
func TestHostEndsTheTable(t *testing.T) {
	defer func(old *session) { sess = old }(sess)
	hs, gs := testSession(t), testSession(t)
	hlt := hostHunchback(t, hs)
	hlt.node.NewSecret("s3cret")
	gs.tbl, gs.tableLoaded = newTable(FreshKey(gs.st, store.NSGames)), true
	glt := &liveTable{game: hlt.game, conns: map[live.PeerID]*conn{}, info: LiveInfo{Role: LiveGuest, Side: 2}}
	glt.node, _ = live.New(seat(2), hlt.game, tableEngine{gs}, nil)
	gs.lt = glt
	pass(t, glt.node.Join("host", "s3cret"), map[live.PeerID]*live.Node{"guest": glt.node, "host": hlt.node}, map[live.PeerID]live.PeerID{"guest": "host", "host": "guest"})
	sends := hlt.node.End()
	if len(sends) != 1 {
		t.Fatalf("End: %d messages, want 1", len(sends))
	}
	gs.receive(glt, hostPeer, sends[0].Data)
	sess = gs
	if info := Live(); !info.Ended || info.Joined {
		t.Errorf("after the host's bye: %+v", info)
	}
	if !TakeTableEnded() || TakeTableEnded() {
		t.Error("the end of the table is not told once")
	}
	if g, _ := gs.game(); g == nil || len(g.State().Units) != 1 {
		t.Error("the guest lost the table's game")
	}
}
