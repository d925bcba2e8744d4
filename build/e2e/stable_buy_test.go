package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestStableBuyMechUntyped is issue 32's Buy Mech form opened with nothing
// typed: it says what it needs, shows no error, and keeps its button off
// until a label and points are in.
func TestStableBuyMechUntyped(t *testing.T) {
	ctx, _, _ := launch(t, "/stable")
	click(t, ctx, "stable-new")
	typeInto(t, ctx, "stable-name", "Kell's")
	typeInto(t, ctx, "stable-game", "basic")
	click(t, ctx, "stable-create")
	click(t, ctx, "tab-mech")
	waitText(t, ctx, "#prev-mech", "type the label and points")
	if n := count(t, ctx, "#prev-mech .error"); n != 0 {
		t.Errorf("the untouched Buy Mech form shows an error: %q", text(t, ctx, "#prev-mech"))
	}
	if !eval[bool](t, ctx, `document.getElementById("mech-go").disabled`) {
		t.Error("Buy is on with nothing typed")
	}
	typeInto(t, ctx, "mech-name", "Spider")
	typeInto(t, ctx, "mech-points", "93")
	waitText(t, ctx, "#prev-mech", "Stones")
}

// TestStableBuyMechFigure is issue 32's Buy Mech keeping the figure tapped
// before: with the label being typed in (focused), a tap on another
// figure fills the form with that one, and that is what is bought.
func TestStableBuyMechFigure(t *testing.T) {
	ctx, srv, _ := launch(t, "/dials")
	chooseGames(t, ctx, "solaris7")
	defineFigures(t, ctx, func(string) {})
	do(t, ctx, chromedp.Navigate(srv.URL+"/stable"))
	ready(t, ctx)
	click(t, ctx, "stable-new")
	typeInto(t, ctx, "stable-name", "Kell's")
	typeInto(t, ctx, "stable-game", "basic")
	click(t, ctx, "stable-create")
	click(t, ctx, "tab-mech")
	waitText(t, ctx, "#mech-figs", "Brute")
	click(t, ctx, "mech-fig-0")
	waitAttr(t, ctx, "mech-fig-0", "aria-pressed", "true")
	// The label field has the focus (the player was about to edit it)
	// when the other figure is tapped: a tap that does not take the focus,
	// as on a phone.
	eval[bool](t, ctx, `(() => { document.getElementById("mech-name").focus(); document.getElementById("mech-fig-1").click(); return true })()`)
	waitAttr(t, ctx, "mech-fig-1", "aria-pressed", "true")
	if got := value(t, ctx, "mech-name") + "|" + value(t, ctx, "mech-points"); got != "Brute|100" {
		t.Errorf("after tapping the Brute the form holds %q, want Brute|100", got)
	}
	click(t, ctx, "mech-go")
	waitText(t, ctx, "#stable-mechs", "100 points")
	if got := text(t, ctx, "#stable-mechs"); !strings.Contains(got, "Brute · 100 points") {
		t.Errorf("bought %q, want the Brute", got)
	}
}
