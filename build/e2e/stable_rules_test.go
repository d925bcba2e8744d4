package e2e

import (
	"strings"
	"testing"
)

// TestStableRules is issue 16's Stable at 360×640: the Stable is a section
// of its own in the bottom bar (marked as the page shown); a Standard
// stable shows no stable fame and no payroll (Advanced rules, 000 L807,
// L876-894) while an Advanced one does; buying a 'Mech offers the figures
// defined under Dials; the skill die's reading is behind a "Why?"; the
// Champion Prize league is listed only once a pilot's invitation is
// recorded (000 L748, L771); refusals and outcomes show in the feedback
// region; an offline reload keeps it all.
func TestStableRules(t *testing.T) {
	ctx, srv := phoneScreen(t, "/dials")
	chooseGames(t, ctx, "solaris7")
	// A figure to buy later, defined under Dials.
	click(t, ctx, "tab-figs")
	click(t, ctx, "fig-new")
	typeInto(t, ctx, "f-name", "Atlas")
	typeInto(t, ctx, "f-points", "90")
	paste(t, ctx, "c-text-box", "4 3 8 10 18\n3 2 6 9 16\n")
	click(t, ctx, "c-text-use")
	waitText(t, ctx, "#feedback", "Atlas: 2 clicks")

	click(t, ctx, "nav-stable")
	waitText(t, ctx, ".topbar h1", "Stable")
	waitAttr(t, ctx, "nav-stable", "aria-current", "page")
	if got := eval[string](t, ctx, `document.getElementById("nav-dials").getAttribute("aria-current")||""`); got != "" {
		t.Errorf("the Dials entry is marked %q on the Stable page", got)
	}
	click(t, ctx, "stable-create") // no name yet: refused where the player looks
	waitText(t, ctx, "#feedback", "Name the stable.")
	typeInto(t, ctx, "stable-name", "Kell's")
	typeInto(t, ctx, "stable-game", "standard")
	click(t, ctx, "stable-create")
	waitText(t, ctx, "#stable-summary", "Stones 100")
	waitText(t, ctx, "#feedback", "Started Kell's")
	summary := text(t, ctx, "#stable-summary")
	if strings.Contains(summary, "Stable fame") || !strings.Contains(summary, "No stable fame and no payroll") {
		t.Errorf("a Standard stable's summary: %q", summary)
	}
	typeInto(t, ctx, "ab-roll", "2")
	click(t, ctx, "ability-go")
	waitText(t, ctx, "#stable-summary", "ability")
	typeInto(t, ctx, "pilot-name", "Ana")
	click(t, ctx, "pilot-hire")
	waitText(t, ctx, "#stable-pilots", "Ana · Fame 0 · XP 0")
	if p := text(t, ctx, "#stable-pilots"); strings.Contains(p, "payroll") {
		t.Errorf("a Standard stable's pilot shows payroll: %q", p)
	}

	// Buy Mech offers the figures: one tap fills the form.
	click(t, ctx, "tab-mech")
	waitText(t, ctx, "#mech-figs", "Atlas · 90")
	click(t, ctx, "mech-fig-0")
	waitAttr(t, ctx, "mech-fig-0", "aria-pressed", "true")
	if got := value(t, ctx, "mech-name") + "|" + value(t, ctx, "mech-points"); got != "Atlas|90" {
		t.Errorf("the form after tapping Atlas: %q, want Atlas|90", got)
	}
	waitText(t, ctx, "#prev-mech", "+ Atlas: 90 points")
	checkScreen(t, ctx, "stable-buy-figure", "#stable-actions")
	click(t, ctx, "mech-go")
	waitText(t, ctx, "#stable-mechs", "Atlas · 90 points")
	if h := text(t, ctx, "#stable-history"); strings.Contains(h, "buy_mech") || strings.Contains(h, "Stable fame") {
		t.Errorf("history shows engine words or stable fame: %q", h)
	}

	// The skill die: the reading in the main line, why behind "Why?".
	click(t, ctx, "tab-skill")
	waitText(t, ctx, "#sk-die", "One of the table's 9 skills is picked at random")
	if vis := eval[bool](t, ctx, `document.querySelector("#sk-die-why p").checkVisibility()`); vis {
		t.Error("the skill die's reason shows before Why? is tapped")
	}
	eval[bool](t, ctx, `(()=>{document.querySelector("#sk-die-why summary").click();return true})()`)
	waitAttr(t, ctx, "sk-die-why", "open", "")
	waitText(t, ctx, "#sk-die-why", "six-sided die, but the Basic table has 9 skills")
	// Another table: the page is written anew, Why? stays open.
	typeInto(t, ctx, "sk-table", "piloting")
	waitText(t, ctx, "#sk-die", "One of the table's 7 skills")
	waitText(t, ctx, "#sk-die-why", "the Piloting table has 7 skills")
	if !eval[bool](t, ctx, `document.getElementById("sk-die-why").open`) {
		t.Error("Why? closed itself when the page changed")
	}
	checkScreen(t, ctx, "stable-skill-why", "#stable-actions")

	// Champion Prize: by invitation only.
	waitText(t, ctx, "#stable-leagues", "Ana in Atlas:")
	if l := text(t, ctx, "#stable-leagues ul"); strings.Contains(l, "Champion Prize") {
		t.Errorf("the Champion Prize is open to an uninvited pilot: %q", l)
	}
	click(t, ctx, "pilot-0")
	click(t, ctx, "pilot-0-invite")
	waitText(t, ctx, "#stable-armed", "invited to the Champions Invitational")
	click(t, ctx, "stable-confirm")
	waitText(t, ctx, "#feedback", "Ana: invited to the Champions Invitational")
	waitText(t, ctx, "#stable-leagues ul", "Champion Prize")
	waitText(t, ctx, "#stable-pilots", "invited to the Champions Invitational")
	click(t, ctx, "pilot-0") // closed again
	checkScreen(t, ctx, "stable-standard", "#stable-summary")

	// Offline reload: the same stable.
	summary, pilots, history := text(t, ctx, "#stable-summary"), text(t, ctx, "#stable-pilots"), text(t, ctx, "#stable-history")
	reloadOffline(t, ctx, srv, siteDir(t))
	waitText(t, ctx, "#stable-summary", "Kell's")
	for _, c := range []struct{ sel, want string }{{"#stable-summary", summary}, {"#stable-pilots", pilots}, {"#stable-history", history}} {
		if got := text(t, ctx, c.sel); got != c.want {
			t.Errorf("after the offline reload %s reads\n%s\nwant\n%s", c.sel, got, c.want)
		}
	}
	waitText(t, ctx, "#stable-leagues ul", "Champion Prize")

	// An Advanced stable keeps stable fame and pays its pilots.
	click(t, ctx, "stable-new")
	typeInto(t, ctx, "stable-name", "Steel")
	typeInto(t, ctx, "stable-game", "advanced")
	typeInto(t, ctx, "stable-heritage", "mercenary")
	click(t, ctx, "stable-create")
	waitText(t, ctx, "#stable-summary", "Stable fame 0")
	typeInto(t, ctx, "pilot-name", "Bo")
	click(t, ctx, "pilot-hire")
	waitText(t, ctx, "#stable-pilots", "Bo · Fame 0 · XP 0")
	waitText(t, ctx, "#stable-pilots", "payroll 1")
}
