package e2e

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// allFaces types face on every die the open prompt asks for, however many
// its roll has (initiative dice depend on the 'Mech's class).
func allFaces(t *testing.T, ctx context.Context, want string, face int) {
	t.Helper()
	waitText(t, ctx, "#need-what", want)
	n := eval[int](t, ctx, `[...document.querySelectorAll('[id^="need-"]')].filter(e => /^need-\d-1$/.test(e.id)).length`)
	if n == 0 {
		t.Fatalf("no dice asked for %s", want)
	}
	for i := range n {
		click(t, ctx, "need-"+strconv.Itoa(i+1)+"-"+strconv.Itoa(face))
	}
}

// shortMatch defines the Striker (90 points) and the Brute, here 200
// points, and plays a match of one round between them: the Striker's Ana
// and the Brute's Zed, each in the stable named (created and hired from
// the setup when not "" ), initiative typed, then End match.
func shortMatch(t *testing.T, ctx context.Context, stables [2]string) {
	t.Helper()
	shortMatchThen(t, ctx, stables, nil)
}

// shortMatchThen is shortMatch, running mid (when not nil) in round 1
// before the match ends.
func shortMatchThen(t *testing.T, ctx context.Context, stables [2]string, mid func()) {
	chooseGames(t, ctx, "solaris7")
	defineFigures(t, ctx, func(string) {})
	click(t, ctx, "fig-1")
	typeInto(t, ctx, "f-points", "200")
	waitText(t, ctx, "#figs", "Brute")
	click(t, ctx, "tab-match")
	click(t, ctx, "match-new")
	for i, pilot := range []string{"Ana", "Zed"} {
		click(t, ctx, "pick-"+strconv.Itoa(i))
		typeInto(t, ctx, "mech-pilot", pilot)
		if stables[i] != "" {
			typeInto(t, ctx, "mech-stable", stables[i])
			click(t, ctx, "stable-create-standard")
			waitText(t, ctx, "#feedback", "Created the stable "+stables[i])
			click(t, ctx, "stable-hire")
			waitText(t, ctx, "#feedback", pilot+" hired in "+stables[i])
		}
		click(t, ctx, "mech-add")
		waitText(t, ctx, "#m-status", "Setup · "+strconv.Itoa(i+1)+" 'Mech")
	}
	click(t, ctx, "round")
	allFaces(t, ctx, "initiative", 6)
	allFaces(t, ctx, "initiative", 1)
	waitText(t, ctx, "#m-order", "Striker, Brute")
	if mid != nil {
		mid()
	}
	click(t, ctx, "match-end")
	waitText(t, ctx, "#end-ask-why", "2 'Mechs are still standing")
	click(t, ctx, "end-yes")
	waitText(t, ctx, "#m-status", "Match over")
}

// TestDialsTwoStables is issue 32's two-stable match: a 90-point Striker
// of Blue Moons and a 200-point Brute of Red Kites, both stables created
// in setup (Standard game, 100 stones). Each stable is offered its own
// send; Red Kites cannot buy the Brute (200 stones, 000 L731) and says so
// before anything is recorded, with its Record button off; recording Blue
// Moons keeps Red Kites' send in view, and a reload still shows which
// stable has the match.
func TestDialsTwoStables(t *testing.T) {
	ctx, srv, _ := launch(t, "/dials")
	shortMatch(t, ctx, [2]string{"Blue Moons", "Red Kites"})
	waitText(t, ctx, "#send-st-0", "Blue Moons")
	waitText(t, ctx, "#send-plan-0", "Buys the Striker (90 points) first")
	waitText(t, ctx, "#send-plan-1", "Zed in the Brute")
	waitText(t, ctx, "#send-refused-1", "Red Kites cannot take this result yet")
	waitText(t, ctx, "#send-refused-1", "buying the Brute first costs 200 stones and it has 100")
	if !eval[bool](t, ctx, `document.getElementById("send-go-1").disabled`) {
		t.Error("Red Kites' Record button is on though the send is refused")
	}
	click(t, ctx, "send-go-0")
	waitText(t, ctx, "#send-done", "Recorded in Blue Moons")
	waitText(t, ctx, "#send-refused-1", "Red Kites cannot take this result yet")
	if n := count(t, ctx, "#send-go-0"); n != 0 {
		t.Errorf("Blue Moons still offers Record (%d) after recording", n)
	}
	onScreen(t, ctx, "#feedback")
	waitText(t, ctx, "#feedback", "Recorded in Blue Moons")

	do(t, ctx, chromedp.Navigate(srv.URL+"/dials"))
	ready(t, ctx)
	waitText(t, ctx, "#send-done", "Recorded in Blue Moons")
	waitText(t, ctx, "#send-st-1", "Red Kites")
}

// TestDialsNewMatchAsks is issue 32's New match on a finished match whose
// result no stable has: it asks first (Keep this match keeps it), and a
// new match started anyway is undone back to the finished one.
func TestDialsNewMatchAsks(t *testing.T) {
	ctx, _, _ := launch(t, "/dials")
	shortMatch(t, ctx, [2]string{"", ""})
	result := text(t, ctx, "#m-result")
	click(t, ctx, "match-new")
	waitText(t, ctx, "#new-ask-why", "has not been sent to a stable ledger")
	onScreen(t, ctx, "#new-yes")
	click(t, ctx, "new-no")
	waitText(t, ctx, "#m-status", "Match over")
	if n := count(t, ctx, "#new-ask"); n != 0 {
		t.Error("the question stays after Keep this match")
	}
	click(t, ctx, "match-new")
	click(t, ctx, "new-yes")
	waitText(t, ctx, "#m-status", "Setup · 0 'Mechs")
	click(t, ctx, "m-undo")
	waitText(t, ctx, "#m-status", "Match over")
	if got := text(t, ctx, "#m-result"); got != result {
		t.Errorf("after undo the result %q, want %q", got, result)
	}
}

// TestDialsDamageInView is issue 32's damage click that jumped the page
// to the top: a click of damage on the second 'Mech's card asks for its
// piloting check (the prompt at the top of the page), and once the dice
// are in, the card is back in view.
func TestDialsDamageInView(t *testing.T) {
	ctx, _, _ := launch(t, "/dials")
	shortMatchThen(t, ctx, [2]string{"", ""}, func() {
		click(t, ctx, "dmg-1")
		allFaces(t, ctx, "piloting check", 6)
		waitText(t, ctx, "#mech-1-state", "Click 2/6")
		time.Sleep(300 * time.Millisecond)
		r := eval[[]float64](t, ctx, `(() => { const r = document.getElementById("mech-1").getBoundingClientRect(); return [r.top, innerHeight]; })()`)
		if r[0] < 0 || r[0] > r[1]-120 {
			t.Errorf("after the damage click the Brute's card is at %.0f px, out of the %.0f px screen", r[0], r[1])
		}
	})
}

// TestDialsCreatePromptKeepsAdd is issue 32's "Create it?" offer at
// 360×640: typing a stable that is not kept here writes the offer above
// Add, and Add stays above the bottom bar.
func TestDialsCreatePromptKeepsAdd(t *testing.T) {
	ctx, _ := phoneScreen(t, "/dials")
	chooseGames(t, ctx, "solaris7")
	defineFigures(t, ctx, func(string) {})
	click(t, ctx, "tab-match")
	click(t, ctx, "match-new")
	click(t, ctx, "pick-0")
	typeInto(t, ctx, "mech-pilot", "Ana")
	eval[bool](t, ctx, `(document.getElementById("mech-stable").scrollIntoView({block: "end"}), scrollBy(0, 80), true)`)
	typeInto(t, ctx, "mech-stable", "Blue Moons")
	waitText(t, ctx, "#stable-new-q", "Create it?")
	time.Sleep(300 * time.Millisecond)
	r := eval[[]float64](t, ctx, `(() => { const r = document.getElementById("mech-add").getBoundingClientRect(); return [r.bottom, innerHeight]; })()`)
	if r[0] > r[1]-56 {
		t.Errorf("Add ends at %.0f px, under the bottom bar of the %.0f px screen", r[0], r[1])
	}
}
