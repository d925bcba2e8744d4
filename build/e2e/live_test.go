package e2e

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"lancemate/app/session"
	lmbrowser "lancemate/build/browser"
)

// TestLiveTable: a host and a guest phone at one table, with no server
// between them. The host puts a Hunchback (Side 1) and an Atlas (Side 2)
// in a game and opens Table in the game menu; the guest's camera is the
// test reading the host's QR code off its screen (a standard decoder);
// the guest picks Side 2 and shows its code, which the host types in.
// The guest then receives the game, its hit on its own Atlas shows on the
// host's sheet, its hit on the host's Hunchback is refused in view on the
// guest, and both phones' storage ends with the identical log.
//
// The two phones are two tabs of one browser on two origins (127.0.0.1
// and localhost), so each has storage of its own, as two phones do.
func TestLiveTable(t *testing.T) {
	host, srv, _ := launch(t, "/sheets")
	hunchbackAndAtlas(t, host, "Ana")
	// The host opens the table and shows the first guest's code.
	guest, join := hostCode(t, host, srv.URL)
	shot(t, host, "live-host-code", "#sh-table", false)

	// The guest's camera opens the link (on the guest phone's origin).
	do(t, guest, chromedp.Navigate(join))
	ready(t, guest)
	click(t, guest, "join-side-2")
	waitFor(t, guest, "#join-qr svg")
	shot(t, guest, "live-guest-code", "#join-answer", false)
	code := strings.TrimSpace(text(t, guest, "#join-code"))
	if qr := qrOf(t, guest, "join-qr"); qr != code {
		t.Errorf("the guest's QR code reads %q, its typed code is %q", qr, code)
	}

	// The host types the guest's code in.
	eval[bool](t, host, `(document.getElementById("table-code").value = `+quote(code)+`, true)`)
	click(t, host, "table-accept")
	waitText(t, host, "#table-status", "1 phone joined: Side 2")
	shot(t, host, "live-host-joined", "#sh-table", false)

	// The guest has the game and opens it.
	waitText(t, guest, "#units", "Atlas")
	waitText(t, guest, "#units", "Hunchback")

	// The guest's hit on its own Atlas shows on the host.
	click(t, guest, "unit-1")
	waitText(t, guest, "#sheet-name", "Atlas AS7-D")
	click(t, guest, "loc-LA")
	waitText(t, guest, "#hit-apply", "5 damage → Left Arm")
	click(t, guest, "hit-apply")
	waitText(t, guest, "#feedback", "Sent to the host")
	shot(t, guest, "live-guest-sent", "#sheet", false)
	waitArmor(t, guest, "LA", "29")
	click(t, host, "sh-table-x")
	click(t, host, "unit-1")
	waitText(t, host, "#sheet-name", "Atlas AS7-D")
	waitArmor(t, host, "LA", "29")

	// Its hit on the host's Hunchback is refused, in view on the guest.
	click(t, guest, "unit-0")
	waitText(t, guest, "#sheet-name", "Hunchback HBK-4G")
	click(t, guest, "loc-LA")
	click(t, guest, "hit-apply")
	waitText(t, guest, "#feedback", "Not recorded by the host")
	waitText(t, guest, "#feedback", "not on your side")
	onScreen(t, guest, "#feedback")
	shot(t, guest, "live-guest-refused", "#sheet", false)
	waitArmor(t, guest, "LA", "16")

	// The host's own tap reaches the guest.
	click(t, host, "unit-0")
	click(t, host, "loc-LA")
	click(t, host, "hit-apply")
	waitText(t, host, "#outcome", "5 damage, left arm armor 16→11")
	waitArmor(t, guest, "LA", "11")

	// The host's Undo is an op of the table too: it takes back its hit on
	// both phones (a guest's Undo takes back only the guest's own changes:
	// TestLiveTableControl).
	click(t, host, "sh-loc-x")
	click(t, host, "undo")
	waitArmor(t, host, "LA", "16")
	waitArmor(t, guest, "LA", "16")

	// Both phones keep the same game: the log and the redo list.
	waitSaved(t, host)
	waitSaved(t, guest)
	hk, gk := gameRecord(t, records(t, host)), gameRecord(t, records(t, guest))
	if hl := gameLog(t, hk); len(hl) != 3 || hk != gk {
		t.Errorf("the host's game (%d events):\n%.2000s\nthe guest's:\n%.2000s", len(hl), hk, gk)
	}
}

// gameRecord is the stored text of the phone's game in play (the newest
// game record).
func gameRecord(t *testing.T, recs map[string]string) string {
	t.Helper()
	key, _ := gameUnits(t, recs)
	return recs[key]
}

// gameLog is the log of a stored game, one event's JSON a line.
func gameLog(t *testing.T, record string) []string {
	t.Helper()
	var g struct{ Log []json.RawMessage }
	if err := json.Unmarshal([]byte(record), &g); err != nil {
		t.Fatalf("%.100s: %v", record, err)
	}
	out := make([]string, len(g.Log))
	for i, ev := range g.Log {
		out[i] = string(ev)
	}
	return out
}

// hostCode opens the table on the host's phone (side 1) and reads its QR
// code off the screen, and opens the guest's phone: a tab of the host's
// browser on the other origin (localhost, the host being on 127.0.0.1),
// so it has storage of its own, as another phone does. join is the link
// the guest's camera opens, on the guest's origin.
func hostCode(t *testing.T, host context.Context, srvURL string) (guest context.Context, join string) {
	t.Helper()
	guestOrigin := strings.Replace(srvURL, "127.0.0.1", "localhost", 1)
	if guestOrigin == srvURL {
		t.Fatalf("the server's address %s is not 127.0.0.1: the guest needs another origin", srvURL)
	}
	guest, cancel, err := lmbrowser.NewTab(host, lmbrowser.Options{Phone: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cancel)
	click(t, host, "menu")
	click(t, host, "menu-table")
	click(t, host, "host-side-1")
	waitFor(t, host, "#table-qr svg")
	link := qrOf(t, host, "table-qr")
	prefix := srvURL + session.JoinPath + "#"
	if !strings.HasPrefix(link, prefix) {
		t.Fatalf("the host's QR code reads %q, want a link to %s…", link, prefix)
	}
	return guest, guestOrigin + session.JoinPath + "#" + strings.TrimPrefix(link, prefix)
}
