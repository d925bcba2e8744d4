//go:build !(js && wasm)

package session

import (
	"encoding/json"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/game"
	"lancemate/engine/live"
	"lancemate/sheets/library"
)

// This test writes to a channel through conn's native stand-in
// (rtc_other.go), which takes what is sent when a test sets it.

// TestReceiveSendsBeforeStoring: the host sends a guest's change on to the
// table before it stores it (storage is not on the way from one phone to
// the next), stores it in the same message's handling all the same, and
// shows it through OnTable's function, not by telling every subscriber
// (which renders the whole page).
func TestReceiveSendsBeforeStoring(t *testing.T) {
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
	hs.subscribe(func() { notified++ })
	defer func(old *session) { sess = old }(sess)
	sess = hs
	off := OnTable(func() { shown++ })

	hs.receive(hlt, "guest", gn.Join("host", "s3cret")[0].Data)
	if _, err := gn.Receive("host", last); err != nil || !gn.Joined() {
		t.Fatalf("the host's welcome: %v", err)
	}
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
	g, tb := stored()
	if !strings.Contains(g, `"unit":"Atlas"`) || !strings.Contains(tb, `"unit":"Atlas"`) {
		t.Errorf("once the message is handled, the host's storage lacks the hit:\ngame  %.200s\ntable %.200s", g, tb)
	}
	if shown != 2 || notified != 0 {
		t.Errorf("the host showed the two messages %d times through OnTable and told subscribers %d times; want 2 and 0", shown, notified)
	}
	off()
	hs.receive(hlt, "guest", sends[0].Data) // the same proposal again: committed already
	if notified != 1 {
		t.Errorf("with no OnTable function, subscribers were told %d times, want 1", notified)
	}
}
