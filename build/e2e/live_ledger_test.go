package e2e

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"lancemate/app/session"
	lmbrowser "lancemate/build/browser"
)

// TestLiveLedger: a judge's phone shares a League night's ledger and a
// player's phone follows it, with no server between them (the live
// table's channel, engine/live). The judge opens Judge › Share live with
// players' phones; the player's camera is the test reading the judge's QR
// code off its screen; the player taps Follow and shows its code, which
// the judge types in. The player then holds the ledger; the judge's new
// stable, its undo and redo reach the player; the player's page is
// read-only (no judge's tools, forms or undo); both phones store the identical
// ledger; the player's phone, reloaded, still follows it and lists it as
// followed; when the judge stops sharing, the player's phone is told and
// its copy is its own.
func TestLiveLedger(t *testing.T) {
	judge, srv, _ := launch(t, "/ledger")
	leagueStable(t, judge, "Kell", "Ana", "Bo", "Cy")
	var found []string
	checkWords := func(name string, ctx context.Context) { // the players' words on each screen (TestPlayersWords)
		t.Helper()
		w := &words{t: t, ctx: ctx}
		w.check(name)
		found = append(found, w.found...)
	}
	defer func() { t.Logf("found:\n%s", strings.Join(found, "\n")) }()

	// The judge shares the event and shows the first player's code.
	click(t, judge, "tab-judge")
	click(t, judge, "led-share-go")
	waitFor(t, judge, "#led-share-qr svg")
	shot(t, judge, "live-ledger-judge-code", "#led-share", false)
	checkWords("the judge's code", judge)
	link := qrOf(t, judge, "led-share-qr")
	prefix := srv.URL + "/ledger#" + session.FollowPrefix
	if !strings.HasPrefix(link, prefix) {
		t.Fatalf("the judge's QR code reads %q, want a link to %s…", link, prefix)
	}
	player, cancel, err := lmbrowser.NewTab(judge, lmbrowser.Options{Phone: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cancel)
	playerOrigin := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1)
	// A damaged link says so at once, with no Follow to tap.
	do(t, player, chromedp.Navigate(playerOrigin+"/ledger#"+session.FollowPrefix+"garbage"))
	ready(t, player)
	waitText(t, player, "#led-follow-bad", "scan the judge's code again")
	if eval[bool](t, player, `!!document.getElementById("led-follow-go")`) {
		t.Error("a damaged link offers Follow")
	}
	do(t, player, chromedp.Navigate("about:blank"))
	do(t, player, chromedp.Navigate(playerOrigin+"/ledger#"+strings.TrimPrefix(link, srv.URL+"/ledger#")))
	ready(t, player)
	waitText(t, player, "#led-follow", "Follow the judge's ledger")
	checkWords("the follow page", player)
	click(t, player, "led-follow-go")
	waitFor(t, player, "#led-follow-qr svg")
	shot(t, player, "live-ledger-player-code", "#led-follow", false)
	checkWords("the player's code", player)
	code := strings.TrimSpace(text(t, player, "#led-follow-code"))
	if qr := qrOf(t, player, "led-follow-qr"); qr != code {
		t.Errorf("the player's QR code reads %q, its typed code is %q", qr, code)
	}

	// The judge types the player's code in; the player receives the ledger.
	eval[bool](t, judge, `(document.getElementById("led-share-code").value = `+quote(code)+`, true)`)
	click(t, judge, "led-share-accept")
	waitText(t, judge, "#led-share-status", "1 phone follows this ledger live.")
	waitText(t, judge, "#feedback", "1 phone follows this ledger live. The next player scans the new code.")
	waitText(t, player, ".evtitle", "League night")
	waitText(t, player, "#led-live", "Live from the judge's phone, read-only.")
	waitText(t, player, "#feedback", "Following the judge's ledger")
	waitText(t, player, "#ledger", "Fun Factory")
	shot(t, player, "live-ledger-player", "#led-bar", false)
	checkWords("the followed ledger", player)
	checkWords("the judge sharing with a phone", judge)

	// The judge's changes reach the player: a stable, its undo, its redo.
	click(t, judge, "tab-pilots")
	addStable(t, judge, "Kurita Crew", "Dax", "Eli", "Fay", "Gus")
	waitText(t, player, "#ledger", "Kurita Crew")
	click(t, judge, "led-undo")
	waitLacks(t, player, "#ledger", "Kurita Crew")
	click(t, judge, "led-redo")
	waitText(t, player, "#ledger", "Kurita Crew")

	// The player's phone is read-only: no judge's tools, no forms, no
	// undo (a change made all the same is refused: app/session
	// TestSharedLedger).
	for _, id := range []string{"tab-board", "tab-obc", "pl-new", "led-undo", "led-redo", "day-start"} {
		if eval[bool](t, player, `!!document.getElementById(`+quote(id)+`)`) {
			t.Errorf("the player's phone shows #%s", id)
		}
	}
	click(t, player, "tab-judge")
	waitText(t, player, "#led-share-status", "This ledger follows the judge's phone.")
	shot(t, player, "live-ledger-player-judge", "#led-share", false)
	checkWords("the player's Judge tab", player)
	click(t, player, "tab-pilots")

	// Both phones store the identical ledger.
	waitSaved(t, judge)
	waitSaved(t, player)
	jl, pl := ledgerRecord(t, records(t, judge)), ledgerRecord(t, records(t, player))
	if jl == "" || jl != pl || !strings.Contains(jl, "Kurita Crew") {
		t.Errorf("the judge's ledger:\n%.1500s\nthe player's:\n%.1500s", jl, pl)
	}

	// Reloaded, the player's phone lists the ledger as followed and
	// still follows it (not connected until it scans the judge's code).
	do(t, player, chromedp.Navigate(playerOrigin+"/ledger"))
	ready(t, player)
	waitText(t, player, "#led-events", "followed live")
	click(t, player, "ev-0")
	waitText(t, player, "#led-live", "Not connected: the judge's phone is out of reach or stopped sharing")
	waitText(t, player, "#ledger", "Kurita Crew")

	// While the player is away, the judge takes the stable back and
	// reloads; its phone still shares the ledger, and a new code brings
	// the player back with what it missed.
	click(t, judge, "led-undo")
	waitLacks(t, judge, "#ledger", "Kurita Crew")
	waitSaved(t, judge)
	do(t, judge, chromedp.Navigate(srv.URL+"/ledger"))
	ready(t, judge)
	waitText(t, judge, "#led-events", "shared live")
	click(t, judge, "ev-0")
	waitText(t, judge, "#led-live", "Shared live with 0 phones")
	click(t, judge, "tab-judge")
	click(t, judge, "led-share-invite")
	link = followAgain(t, judge, player, srv.URL, playerOrigin)
	waitText(t, judge, "#led-share-status", "1 phone follows this ledger live.")
	waitLacks(t, player, "#led-live", "Not connected")
	waitLacks(t, player, "#ledger", "Kurita Crew")
	waitSaved(t, judge)
	waitSaved(t, player)
	jl, pl = ledgerRecord(t, records(t, judge)), ledgerRecord(t, records(t, player))
	var saved struct{ Log, Redo []json.RawMessage }
	if err := json.Unmarshal([]byte(pl), &saved); err != nil || jl != pl || len(saved.Log) != 2 || len(saved.Redo) != 1 {
		t.Errorf("after rejoining, the judge's ledger:\n%.1500s\nthe player's:\n%.1500s", jl, pl)
	}

	// The judge stops sharing: the player's phone hears it at once and
	// its copy is its own, tools and all.
	click(t, judge, "tab-judge")
	click(t, judge, "led-share-stop")
	waitText(t, player, "#feedback", "The judge stopped sharing: this ledger stays here as your own copy.")
	waitFor(t, player, "#pl-new")
	waitFor(t, player, "#led-undo")
	waitText(t, player, "#led-live", "Your copy of the judge's ledger, as last received")
	shot(t, player, "live-ledger-judge-stopped", "#led-bar", false)
	checkWords("the judge stopped sharing", player)

	// The judge records a stable and shares again: the player's copy, as
	// it was, follows again (no second copy) and receives the stable.
	click(t, judge, "tab-pilots")
	addStable(t, judge, "Davion Guard", "Hal", "Ivy", "Jon", "Kim")
	click(t, judge, "tab-judge")
	click(t, judge, "led-share-go")
	link = followAgain(t, judge, player, srv.URL, playerOrigin)
	waitText(t, player, "#ledger", "Davion Guard")
	waitSaved(t, judge)
	waitSaved(t, player)
	if jl, pl = ledgerRecord(t, records(t, judge)), ledgerRecord(t, records(t, player)); jl != pl {
		t.Errorf("followed again, the judge's ledger:\n%.1500s\nthe player's:\n%.1500s", jl, pl)
	}

	// The player stops following and changes the copy: the judge's code
	// then says that copy stays as it is and a new one would follow.
	click(t, player, "led-live-stop")
	waitText(t, player, "#led-live", "Your copy of the judge's ledger")
	click(t, player, "led-undo")
	waitLacks(t, player, "#ledger", "Davion Guard")
	waitSaved(t, player)
	do(t, player, chromedp.Navigate("about:blank")) // the page's address is the link: a scan opens it anew
	do(t, player, chromedp.Navigate(playerOrigin+"/ledger#"+strings.TrimPrefix(link, srv.URL+"/ledger#")))
	ready(t, player)
	waitText(t, player, "#led-follow", "its copy was changed here since: that copy stays as it is")
	checkWords("following again after a change", player)
}

// followAgain opens the player's phone on the judge's code shown (it
// followed this ledger before and says so), taps Follow again, types the
// player's code in on the judge's phone and waits until the player follows
// live; it returns the judge's link.
func followAgain(t *testing.T, judge, player context.Context, judgeURL, playerOrigin string) string {
	t.Helper()
	waitFor(t, judge, "#led-share-qr svg")
	link := qrOf(t, judge, "led-share-qr")
	do(t, player, chromedp.Navigate(playerOrigin+"/ledger#"+strings.TrimPrefix(link, judgeURL+"/ledger#")))
	ready(t, player)
	waitText(t, player, "#led-follow", "This phone followed this ledger before")
	click(t, player, "led-follow-go")
	waitFor(t, player, "#led-follow-qr svg")
	eval[bool](t, judge, `(document.getElementById("led-share-code").value = `+quote(strings.TrimSpace(text(t, player, "#led-follow-code")))+`, true)`)
	click(t, judge, "led-share-accept")
	waitText(t, player, "#led-live", "Live from the judge's phone, read-only.")
	return link
}

// ledgerRecord is the stored text of the phone's only ledger.
func ledgerRecord(t *testing.T, recs map[string]string) string {
	t.Helper()
	found := ""
	for k, v := range recs {
		if strings.HasPrefix(k, "ledger/") {
			if found != "" {
				t.Fatalf("more than one ledger stored: %v", k)
			}
			found = v
		}
	}
	return found
}

// waitLacks waits until the element sel no longer contains want.
func waitLacks(t *testing.T, ctx context.Context, sel, want string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!((document.querySelector(`+quote(sel)+`)||{}).textContent||"").includes(`+quote(want)+`)`,
		chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("%s still shows %q: %v", sel, want, err)
	}
}
