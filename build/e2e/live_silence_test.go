package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestLiveTableSilence: a host that stops answering without closing its
// link (its phone left the Wi-Fi: the link only fails some 30 s later) is
// noticed by the guest within seconds through the beats (engine/live
// Pulse), which offers to take over; a host that answers again takes the
// offer back. A host that is alive but slow (4× CPU, playing) is never
// taken for gone. The host notices a silent guest the same way. A phone
// "stops answering" here by being frozen (Page.setWebLifecycleState): its
// link stays open, as a phone's does when it walks away.
func TestLiveTableSilence(t *testing.T) {
	start := time.Now()
	host, srv, _ := launch(t, "/sheets")
	hunchbackAndAtlas(t, host, "Ana")
	guest, join := hostCode(t, host, srv.URL)
	do(t, guest, chromedp.Navigate(join))
	ready(t, guest)
	click(t, guest, "join-side-2")
	waitFor(t, guest, "#join-qr svg")
	code := strings.TrimSpace(text(t, guest, "#join-code"))
	eval[bool](t, host, `(document.getElementById("table-code").value = `+quote(code)+`, true)`)
	click(t, host, "table-accept")
	waitText(t, host, "#table-status", "1 phone joined: Side 2")
	waitText(t, guest, "#units", "Hunchback")
	click(t, host, "sh-table-x")
	click(t, guest, "unit-0")
	waitText(t, guest, "#sheet-name", "Hunchback")

	t.Logf("%v: joined", time.Since(start).Round(time.Second))
	// The guest notes any moment it tells of a silent host.
	eval[bool](t, guest, `(window.lmSaidSilent = 0, new MutationObserver(() => {
		const f = document.getElementById("feedback");
		if (f && f.textContent.includes("has not answered")) window.lmSaidSilent++;
	}).observe(document.body, {subtree: true, childList: true, characterData: true}), true)`)

	t.Logf("%v: observer set", time.Since(start).Round(time.Second))
	// A slow host (4× CPU) plays for more than SilentAfter: never silent.
	throttle(t, host, 4)
	slowFrom := time.Now()
	for i := 0; time.Since(slowFrom) < 10*time.Second; i++ {
		click(t, host, "unit-0")
		waitText(t, host, "#sheet-name", "Hunchback")
		click(t, host, "loc-LA")
		click(t, host, "hit-apply")
		waitArmor(t, guest, "LA", "11")
		click(t, host, "sh-loc-x")
		click(t, host, "undo")
		waitArmor(t, guest, "LA", "16")
	}
	throttle(t, host, 1)
	if n := eval[int](t, guest, `window.lmSaidSilent`); n > 0 {
		t.Errorf("the guest took the slow host for gone (%d times)", n)
	}

	t.Logf("%v: slow phase done", time.Since(start).Round(time.Second))
	// The host stops answering: the guest says so within seconds and
	// offers to take over.
	freeze(t, host, true)
	from := time.Now()
	waitText(t, guest, "#feedback", "has not answered")
	took := time.Since(from)
	t.Logf("the guest noticed the silent host after %v", took.Round(100*time.Millisecond))
	if took > 12*time.Second {
		t.Errorf("the guest noticed the silent host after %v, want within 12 s", took)
	}
	onScreen(t, guest, "#feedback")
	click(t, guest, "menu")
	click(t, guest, "menu-table")
	waitFor(t, guest, "#table-takeover")
	waitText(t, guest, "#table-status", "has not answered")
	at360(t, guest, "live-host-silent", "#table-takeover")

	t.Logf("%v: takeover offered", time.Since(start).Round(time.Second))
	// It answers again: the offer is taken back.
	freeze(t, host, false)
	waitText(t, guest, "#feedback", "answers again")
	if !within(t, guest, `!document.getElementById("table-takeover")`, 20*time.Second) {
		t.Error("the guest still offers to take over once the host answers")
	}

	t.Logf("%v: host answers again", time.Since(start).Round(time.Second))
	// The guest stops answering: the host's table marks it.
	click(t, guest, "sh-table-x")
	click(t, host, "menu")
	click(t, host, "menu-table")
	freeze(t, guest, true)
	waitText(t, host, "#table-status", "Side 2 (not answering")
	t.Logf("%v: the host marks the silent guest", time.Since(start).Round(time.Second))
	freeze(t, guest, false)
	if !within(t, host, `!(document.getElementById("table-status")||{textContent: "not answering"}).textContent.includes("not answering")`, 20*time.Second) {
		t.Errorf("the host still marks the guest once it answers: %s", text(t, host, "#table-status"))
	}
}

// throttle slows the tab's CPU by rate (1: full speed).
func throttle(t *testing.T, ctx context.Context, rate float64) {
	t.Helper()
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate}); err != nil {
		t.Fatal(err)
	}
}

// freeze stops the tab's page (its scripts and timers; its connections
// stay open) or lets it run again.
func freeze(t *testing.T, ctx context.Context, frozen bool) {
	t.Helper()
	state := page.SetWebLifecycleStateStateActive
	if frozen {
		state = page.SetWebLifecycleStateStateFrozen
	}
	if _, err := chromedp.Call(ctx, page.SetWebLifecycleState, page.SetWebLifecycleStateParams{State: state}); err != nil {
		t.Fatal(err)
	}
}

// within reports whether the page's expression js turns true within d.
func within(t *testing.T, ctx context.Context, js string, d time.Duration) bool {
	t.Helper()
	for deadline := time.Now().Add(d); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if eval[bool](t, ctx, js) {
			return true
		}
	}
	return false
}
