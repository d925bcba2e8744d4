package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"lancemate/app/session"
	lmbrowser "lancemate/build/browser"
)

// phone is one phone at a live table in the e2e: a tab on an origin of its
// own (so its storage is its own, as a phone's is).
type phone struct {
	name   string
	origin string
	ctx    context.Context
	close  context.CancelFunc // closes the tab: the phone dies (its storage stays)
}

// open opens the phone's app at path in a new tab of browser's.
func (p *phone) open(t *testing.T, browser context.Context, path string) {
	t.Helper()
	ctx, cancel, err := lmbrowser.NewTab(browser, lmbrowser.Options{Phone: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cancel)
	p.ctx, p.close = ctx, cancel
	name := p.name
	chromedp.Listen(ctx, func(ev any) {
		switch e := ev.(type) {
		case *cdpruntime.EventConsoleAPICalled:
			for _, a := range e.Args {
				t.Logf("%s console: %s", name, a.Value)
			}
		case *cdpruntime.EventExceptionThrown:
			t.Logf("%s exception: %s", name, e.ExceptionDetails.Text+" "+string(e.ExceptionDetails.Exception.Description))
		}
	})
	do(t, ctx, chromedp.Navigate(p.origin+path))
	ready(t, ctx)
}

// joinAt has guest scan the code host shows (the QR code read off the
// host's screen), tap button on the join page (a side, or Rejoin), show its
// code back, which the host types in; it waits until host's table lists
// joined and the guest's game page shows.
func joinAt(t *testing.T, host, guest *phone, button, joined string) {
	t.Helper()
	waitFor(t, host.ctx, "#table-qr svg")
	link := qrOf(t, host.ctx, "table-qr")
	used := eval[string](t, host.ctx, `document.querySelector("#table-qr svg").innerHTML`)
	prefix := host.origin + session.JoinPath + "#"
	if !strings.HasPrefix(link, prefix) {
		t.Fatalf("%s's QR code reads %q, want a link to %s…", host.name, link, prefix)
	}
	do(t, guest.ctx, chromedp.Navigate(guest.origin+session.JoinPath+"#"+strings.TrimPrefix(link, prefix)))
	ready(t, guest.ctx)
	if button == "join-rejoin" {
		waitText(t, guest.ctx, "#join-again", "This phone was at this table")
		at360(t, guest.ctx, "live3-rejoin-"+strings.ReplaceAll(guest.name, " ", "-"), "#join-again")
	}
	click(t, guest.ctx, button)
	waitFor(t, guest.ctx, "#join-qr svg")
	code := strings.TrimSpace(text(t, guest.ctx, "#join-code"))
	if qr := qrOf(t, guest.ctx, "join-qr"); qr != code {
		t.Errorf("%s's QR code reads %q, its typed code is %q", guest.name, qr, code)
	}
	eval[bool](t, host.ctx, `(document.getElementById("table-code").value = `+quote(code)+`, true)`)
	click(t, host.ctx, "table-accept")
	waitText(t, host.ctx, "#table-status", joined)
	waitFor(t, guest.ctx, "#units")
	// The host's next code is made at once; wait until it is there, so the
	// next scan does not read the one just used.
	if _, err := chromedp.Run(host.ctx, chromedp.Poll[bool](`(() => { const q = document.querySelector("#table-qr svg");
		return !!q && q.innerHTML !== `+quote(used)+`; })()`, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("%s shows no new code after %s joined: %v", host.name, guest.name, err)
	}
}

// pick selects a unit on the force strip until its sheet shows (a tap
// made while a change from another phone repaints the strip may land on
// the strip being replaced).
func pick(t *testing.T, ctx context.Context, unit string) {
	t.Helper()
	name := map[string]string{"unit-0": "Hunchback", "unit-1": "Atlas"}[unit]
	for deadline := time.Now().Add(20 * time.Second); ; {
		click(t, ctx, unit)
		time.Sleep(100 * time.Millisecond)
		if strings.Contains(text(t, ctx, "#sheet-name"), name) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s never shows %s's sheet: %s", unit, name, eval[string](t, ctx, `document.querySelector("#units").outerHTML.slice(0, 1500) + " SHEET " + (document.querySelector(".bsheet")||{}).id + " NAME " + document.querySelector("#sheet-name").textContent`))
		}
	}
}

// tapSent waits for a guest's tap to be sent to the host (its feedback).
func tapSent(t *testing.T, ctx context.Context) {
	t.Helper()
	waitText(t, ctx, "#feedback", "Sent to the host")
}

// TestLiveTableThreePhones is the live table's acceptance: a host and two
// guests, each with its own storage (three origins: localhost and two
// ports of 127.0.0.1). Each guest joins by the host's QR code read off the
// host's screen and shows its code back, which the host types in. A full
// turn is played with taps on all three phones (the host rolls initiative
// and ends the phases, the guests move and mark damage on their own
// 'Mechs); a guest's tap on the other side's 'Mech is refused in view.
// Then a guest's tab is closed while the host plays on; opened again, it
// rejoins by the host's next code and receives what it missed. The host's
// tab is closed: a guest takes over with the game it holds and shows its
// code, the other guest rejoins it and plays on, and the old host, opened
// again, follows the new one. All three stores end with the identical
// game.
func TestLiveTableThreePhones(t *testing.T) {
	browser, srv, dir := launch(t, "/sheets")
	srv2 := lmbrowser.NewServer(dir)
	t.Cleanup(srv2.Close)
	hostOrigin := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1)
	if hostOrigin == srv.URL {
		t.Fatalf("the server's address %s is not 127.0.0.1: the phones need origins of their own", srv.URL)
	}
	// The browser's first tab is Amy's phone (the one never closed).
	amy := &phone{name: "Amy", origin: srv.URL, ctx: browser}
	ben := &phone{name: "Ben", origin: srv2.URL}
	host := &phone{name: "the host", origin: hostOrigin}
	host.open(t, browser, "/sheets")
	hunchbackAndAtlas(t, host.ctx, "Ana")
	ben.open(t, browser, "/sheets")

	// The host opens the table for Side 1; Amy joins for Side 2, Ben for
	// Side 1.
	click(t, host.ctx, "menu")
	click(t, host.ctx, "menu-table")
	click(t, host.ctx, "host-side-1")
	joinAt(t, host, amy, "join-side-2", "1 phone joined: Side 2")
	joinAt(t, host, ben, "join-side-1", "2 phones joined")
	waitText(t, host.ctx, "#table-status", "Side 1")
	for _, p := range []*phone{amy, ben} {
		waitText(t, p.ctx, "#units", "Atlas")
		waitText(t, p.ctx, "#units", "Hunchback")
	}
	click(t, host.ctx, "sh-table-x")

	// Turn 1. The host rolls initiative with its own dice, which ends the
	// phase; every phone follows.
	waitText(t, host.ctx, "#turn", "Initiative")
	click(t, host.ctx, "end-phase")
	click(t, host.ctx, "next-own")
	faces(t, host.ctx, "Initiative, turn 1", 3, 4)
	faces(t, host.ctx, "Initiative, turn 1", 2, 3)
	waitText(t, host.ctx, "#sh-dice", "won by Side 1 (Hunchback)")
	closeSheets(t, host.ctx) // rolled when Next phase asked: the phase ends with it
	for _, p := range []*phone{host, amy, ben} {
		waitText(t, p.ctx, "#turn", "Movement")
	}

	// Movement: Ben runs the Hunchback 5 hexes, Amy the Atlas 3.
	move := func(p *phone, unit string, hexes int, want string) {
		t.Helper()
		pick(t, p.ctx, unit)
		click(t, p.ctx, "act-move")
		click(t, p.ctx, "mode-run")
		for range hexes - 1 {
			click(t, p.ctx, "hex-inc")
		}
		waitText(t, p.ctx, "#move-go", want)
		click(t, p.ctx, "move-go")
		tapSent(t, p.ctx)
	}
	move(ben, "unit-0", 5, "run, 5 hexes")
	move(amy, "unit-1", 3, "run, 3 hexes")
	waitText(t, amy.ctx, "#sheet-mp", "ran 3 hexes")
	pick(t, host.ctx, "unit-0")
	waitText(t, host.ctx, "#sheet-mp", "ran 5 hexes")
	pick(t, host.ctx, "unit-1")
	waitText(t, host.ctx, "#sheet-mp", "ran 3 hexes")
	click(t, host.ctx, "end-phase")
	for _, p := range []*phone{host, amy, ben} {
		waitText(t, p.ctx, "#turn", "Weapon Attack")
	}

	// Weapon attacks: each guest marks the damage its own 'Mech took; Amy's
	// mark on the Hunchback (Side 1) is refused, in view on her phone.
	hit := func(p *phone, unit, loc string) {
		t.Helper()
		pick(t, p.ctx, unit)
		click(t, p.ctx, "loc-"+loc)
		waitText(t, p.ctx, "#hit-apply", "5 damage")
		click(t, p.ctx, "hit-apply")
	}
	hit(amy, "unit-1", "LA")
	tapSent(t, amy.ctx)
	waitArmor(t, amy.ctx, "LA", "29")
	hit(amy, "unit-0", "LA")
	waitText(t, amy.ctx, "#feedback", "Not recorded by the host")
	waitText(t, amy.ctx, "#feedback", "not on your side")
	onScreen(t, amy.ctx, "#feedback")
	shot(t, amy.ctx, "live3-amy-refused", "#sheet", false)
	hit(ben, "unit-0", "LA")
	tapSent(t, ben.ctx)
	waitArmor(t, ben.ctx, "LA", "11")
	pick(t, host.ctx, "unit-0")
	waitArmor(t, host.ctx, "LA", "11")
	waitArmor(t, amy.ctx, "LA", "11") // Amy's sheet shows the Hunchback
	for _, phase := range []string{"Physical Attack", "Heat", "End"} {
		click(t, host.ctx, "end-phase")
		for _, p := range []*phone{host, amy, ben} {
			waitText(t, p.ctx, "#turn", phase)
		}
	}
	click(t, host.ctx, "end-phase")
	for _, p := range []*phone{host, amy, ben} {
		waitText(t, p.ctx, "#turn", "Turn 2")
		waitText(t, p.ctx, "#turn", "Initiative")
	}

	// Ben's phone dies; the host marks damage meanwhile.
	waitSaved(t, ben.ctx)
	ben.close()
	click(t, host.ctx, "loc-RA")
	click(t, host.ctx, "hit-apply")
	waitText(t, host.ctx, "#outcome", "right arm armor 16→11")
	closeSheets(t, host.ctx)

	// Ben opens Lancemate again: his game is there, not connected; he
	// scans the host's next code and rejoins with one tap, receiving the
	// one change he missed and sending the one he made meanwhile.
	ben.open(t, browser, "/game")
	waitText(t, ben.ctx, "#units", "Hunchback")
	click(t, ben.ctx, "menu")
	click(t, ben.ctx, "menu-table")
	waitText(t, ben.ctx, "#table-status", "Not connected to the host")
	at360(t, ben.ctx, "live3-ben-away", "#sh-table")
	// A mark made while away waits on his phone, through the reload the
	// join page is, and goes to the host once he rejoins.
	click(t, ben.ctx, "sh-table-x")
	hit(ben, "unit-0", "RL")
	waitText(t, ben.ctx, "#feedback", "Not connected: this goes to the host's phone when this phone rejoins")
	waitArmor(t, ben.ctx, "RL", "20")
	waitSaved(t, ben.ctx)
	click(t, host.ctx, "menu")
	click(t, host.ctx, "menu-table")
	waitText(t, host.ctx, "#table-status", "1 phone joined: Side 2")
	joinAt(t, host, ben, "join-rejoin", "2 phones joined")
	waitText(t, ben.ctx, "#feedback", "Back at the table: 1 change came in while this phone was away.")
	pick(t, ben.ctx, "unit-0")
	waitArmor(t, ben.ctx, "RA", "11")
	waitArmor(t, ben.ctx, "LA", "11")
	waitArmor(t, ben.ctx, "RL", "15")
	pick(t, host.ctx, "unit-0")
	waitArmor(t, host.ctx, "RL", "15")

	// The host's phone dies. Amy's phone notices and offers to host.
	waitSaved(t, host.ctx)
	host.close()
	click(t, amy.ctx, "menu")
	click(t, amy.ctx, "menu-table")
	if _, err := chromedp.Run(amy.ctx, chromedp.Poll[bool](`!!document.getElementById("table-takeover")`,
		chromedp.WithPollingTimeout(60*time.Second))); err != nil {
		t.Fatalf("Amy's phone never offers to host once the host's tab is closed: %v (%s)", err, text(t, amy.ctx, "#sh-table"))
	}
	at360(t, amy.ctx, "live3-amy-host-gone", "#sh-table")
	click(t, amy.ctx, "table-takeover")
	waitText(t, amy.ctx, "#table-status", "You host this table and mark Side 2. 0 phones joined")
	waitText(t, amy.ctx, "#feedback", "This phone hosts the table now")
	waitFor(t, amy.ctx, "#table-qr svg")
	at360(t, amy.ctx, "live3-amy-hosts", "#sh-table")

	// Ben rejoins Amy's table and plays on: his hit shows on Amy's phone.
	joinAt(t, amy, ben, "join-rejoin", "1 phone joined: Side 1")
	hit(ben, "unit-0", "LT")
	tapSent(t, ben.ctx)
	click(t, amy.ctx, "sh-table-x")
	pick(t, amy.ctx, "unit-0")
	waitArmor(t, amy.ctx, "LT", "15")
	waitArmor(t, ben.ctx, "LT", "15")

	// The old host comes back and follows Amy's table.
	click(t, amy.ctx, "menu")
	click(t, amy.ctx, "menu-table")
	host.open(t, browser, "/sheets")
	joinAt(t, amy, host, "join-rejoin", "2 phones joined")
	pick(t, host.ctx, "unit-0")
	waitArmor(t, host.ctx, "LT", "15")

	// Every store holds the identical game: two units, the initiative,
	// the phases, two moves, five hits, and the turn's end.
	recs := map[string]string{}
	for _, p := range []*phone{amy, ben, host} {
		waitSaved(t, p.ctx)
		recs[p.name] = gameRecord(t, records(t, p.ctx))
	}
	log := gameLog(t, recs["Amy"])
	if len(log) < 12 || recs["Amy"] != recs["Ben"] || recs["Amy"] != recs["the host"] {
		t.Errorf("Amy's game (%d events):\n%.1500s\nBen's:\n%.1500s\nthe host's:\n%.1500s", len(log), recs["Amy"], recs["Ben"], recs["the host"])
	}
}
