package e2e

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"lancemate/app/session"
	lmbrowser "lancemate/build/browser"
)

// joinLiveTable seats a host and a guest phone at one table through the
// app's own screens, at 360×640: the host puts a Hunchback (Side 1, Ana)
// and an Atlas (Side 2, Bo) in a game, opens Table in the game menu and
// marks Side 1; the guest's camera is the test reading the host's QR
// code off its screen; the guest opens the join page (first with no
// code, as a phone that opened it alone), picks Side 2 and shows its code,
// which the host types in. each runs on every screen of the way, with its
// name and phone. The guest is a tab of the host's browser on the other
// origin (localhost, the host being on 127.0.0.1), so it has storage of
// its own, as another phone does.
func joinLiveTable(t *testing.T, each func(name string, ctx context.Context)) (host, guest context.Context) {
	t.Helper()
	host, srv := gameOnPhone(t, [2]string{"hunchback-hbk-4g", "Ana"}, [2]string{"atlas-as7-d", "Bo"})
	guestOrigin := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1)
	if guestOrigin == srv.URL {
		t.Fatalf("the server's address %s is not 127.0.0.1: the guest needs another origin", srv.URL)
	}
	guest, cancel, err := lmbrowser.NewTab(host, lmbrowser.Options{Width: 360, Height: 640})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cancel)

	click(t, host, "menu")
	click(t, host, "menu-table")
	waitFor(t, host, "#host-side-1")
	each("Table sheet, before hosting", host)
	click(t, host, "host-side-1")
	waitFor(t, host, "#table-qr svg")
	each("Table sheet, the first guest's code", host)
	link := qrOf(t, host, "table-qr")
	prefix := srv.URL + session.JoinPath + "#"
	if !strings.HasPrefix(link, prefix) {
		t.Fatalf("the host's QR code reads %q, want a link to %s…", link, prefix)
	}

	do(t, guest, chromedp.Navigate(guestOrigin+session.JoinPath))
	ready(t, guest)
	waitFor(t, guest, "#join-none")
	each("join page, no code", guest)
	do(t, guest, chromedp.Navigate("about:blank"))
	do(t, guest, chromedp.Navigate(guestOrigin+session.JoinPath+"#"+strings.TrimPrefix(link, prefix)))
	ready(t, guest)
	waitFor(t, guest, "#join-side-2")
	// The host's sides, from its link: a third side to come too, which a
	// phone with no game of its own would not offer.
	waitFor(t, guest, "#join-side-3")
	each("join page, the side to mark", guest)
	click(t, guest, "join-side-2")
	waitFor(t, guest, "#join-qr svg")
	each("join page, the guest's code", guest)
	code := strings.TrimSpace(text(t, guest, "#join-code"))
	eval[bool](t, host, `(document.getElementById("table-code").value = `+quote(code)+`, true)`)
	click(t, host, "table-accept")
	waitText(t, host, "#table-status", "1 phone joined: Side 2")
	waitFor(t, host, "#table-qr svg") // the next guest's code
	each("Table sheet, one guest joined", host)
	waitText(t, guest, "#units", "Atlas")
	waitText(t, guest, "#units", "Hunchback")
	click(t, guest, "menu")
	click(t, guest, "menu-table")
	waitText(t, guest, "#table-rule", "You mark Side 2")
	each("Table sheet, a guest's", guest)
	click(t, guest, "sh-table-x")
	click(t, host, "sh-table-x")
	return host, guest
}

// TestLiveTableControl: who controls what at a live table, on the
// guest's screen. A guest's Undo of the host's hit is refused in view,
// in words that say why and whose the change is; its own hit and its
// Undo go through; it neither rolls initiative nor ends the phase (the
// host keeps the turn's pace), each refusal in view; once the host lets
// everyone do everything, the guest's Undo takes back the host's hit.
// The game menu says the rule and whose the last change is. Both phones'
// storage ends with the identical game.
func TestLiveTableControl(t *testing.T) {
	host, guest := joinLiveTable(t, func(name string, ctx context.Context) { checkScreen(t, ctx, "live-control "+name, "") })

	// The host hits its own Hunchback.
	click(t, host, "unit-0")
	click(t, host, "loc-LA")
	click(t, host, "hit-apply")
	waitText(t, host, "#outcome", "5 damage, left arm armor 16→11")
	click(t, host, "sh-loc-x")
	click(t, guest, "unit-0")
	waitText(t, guest, "#sheet-name", "Hunchback HBK-4G")
	waitArmor(t, guest, "LA", "11")

	// The guest's menu says the rule and whose the last change is.
	click(t, guest, "menu")
	waitText(t, guest, "#menu-table-rule", "take back only your own changes")
	waitText(t, guest, "#menu-table-rule", "The last change was made on the host's phone.")
	checkScreen(t, guest, "live-control guest menu", "#menu-table-rule")
	click(t, guest, "sh-menu-x")

	refused := func(name, want string) {
		t.Helper()
		waitText(t, guest, "#feedback", "Not recorded by the host's phone")
		waitText(t, guest, "#feedback", want)
		onScreen(t, guest, "#feedback")
		shot(t, guest, "live-control-"+name, "#game", false)
	}
	// Its Undo of the host's hit is refused; the hit stays on both.
	click(t, guest, "undo")
	refused("undo-refused", "Undo takes back only your own changes, and the last one was made on the host's phone")
	waitArmor(t, guest, "LA", "11")
	waitArmor(t, host, "LA", "11")

	// Its own hit, and its Undo of it, go through.
	click(t, guest, "unit-1")
	waitText(t, guest, "#sheet-name", "Atlas AS7-D")
	click(t, guest, "loc-LA")
	click(t, guest, "hit-apply")
	waitArmor(t, guest, "LA", "29")
	click(t, host, "unit-1")
	waitArmor(t, host, "LA", "29")
	click(t, guest, "undo")
	waitArmor(t, guest, "LA", "34")
	waitArmor(t, host, "LA", "34")

	// Initiative and the end of the phase are the host's.
	turn := text(t, host, "#turn")
	click(t, guest, "end-phase")
	click(t, guest, "next-app")
	refused("initiative-refused", "The host's phone rolls initiative for the whole table")
	click(t, guest, "end-phase")
	click(t, guest, "next-skip")
	refused("phase-refused", "The host's phone moves the table to the next phase")
	if got := text(t, host, "#turn"); got != turn {
		t.Errorf("the host's turn reads %q after the guest's refused taps, want %q as before", got, turn)
	}

	// The host lets everyone do everything: the guest's Undo takes back
	// the host's hit.
	click(t, host, "menu")
	click(t, host, "menu-table")
	click(t, host, "table-all")
	waitText(t, host, "#table-rule", "Every phone marks every unit, takes back any change")
	checkScreen(t, host, "live-control host everyone", "#table-all")
	click(t, host, "sh-table-x")
	click(t, host, "unit-0")
	click(t, guest, "unit-0")
	click(t, guest, "undo")
	waitText(t, guest, "#feedback", "Sent to the host")
	waitArmor(t, guest, "LA", "16")
	waitArmor(t, host, "LA", "16")

	waitSaved(t, host)
	waitSaved(t, guest)
	hk, gk := storedGame(t, host), storedGame(t, guest)
	// Both undone hits wait in the redo list, the Atlas's undone first.
	if hk != gk || !strings.Contains(hk, `"redo":[{"type":"hit","unit":"Atlas"`) || !strings.Contains(hk, `},{"type":"hit","unit":"Hunchback"`) {
		t.Errorf("the host's game:\n%.2000s\nthe guest's:\n%.2000s", hk, gk)
	}
}

// storedGame is the stored text of the phone's game in play (the newest
// game record).
func storedGame(t *testing.T, ctx context.Context) string {
	t.Helper()
	recs := records(t, ctx)
	key, _ := gameUnits(t, recs)
	return recs[key]
}
