package e2e

import (
	"os"
	"path/filepath"
	"testing"

	lmbrowser "lancemate/build/browser"
)

// TestStable keeps a Standard stable on a phone: the stable ability from a
// typed die, two pilots, a Mech, an adjustment and a skill bought with the
// experience it gave, each change previewed before it is made (upkeep is
// an Advanced rule paid after a match, so a Standard stable has no upkeep
// form); undo twice, redo once, and an offline reload shows the same page. With
// LANCEMATE_SCREENSHOTS=dir it saves the page at 360×640.
func TestStable(t *testing.T) {
	ctx, srv, dir := launch(t, "/stable")
	click(t, ctx, "stable-new")
	typeInto(t, ctx, "stable-name", "Kell's")
	typeInto(t, ctx, "stable-game", "standard")
	click(t, ctx, "stable-create")
	waitText(t, ctx, "#stable-summary", "Stones 100")

	// The ability, from a typed die: 1 is Rich, +150 stones, shown first.
	typeInto(t, ctx, "ab-roll", "1")
	waitText(t, ctx, "#prev-ability", "Stones 100 → 250")
	click(t, ctx, "ability-go")
	waitText(t, ctx, "#stable-summary", "Stones 250")
	waitText(t, ctx, "#stable-summary", "ability Rich")

	for _, name := range []string{"Ana", "Bo"} {
		typeInto(t, ctx, "pilot-name", name)
		waitText(t, ctx, "#prev-hire", "+ "+name+" joins")
		click(t, ctx, "pilot-hire")
		waitText(t, ctx, "#stable-pilots", name+" · Fame 0 · XP 0")
	}

	click(t, ctx, "tab-mech")
	typeInto(t, ctx, "mech-name", "Spider")
	typeInto(t, ctx, "mech-points", "93")
	waitText(t, ctx, "#prev-mech", "Stones 250 → 157")
	click(t, ctx, "mech-go")
	waitText(t, ctx, "#stable-mechs", "Spider · 93 points · Light")
	waitText(t, ctx, "#stable-leagues", "Ana in Spider: 1 Basic")

	click(t, ctx, "tab-adjust")
	typeInto(t, ctx, "adj-pilot", "Ana")
	typeInto(t, ctx, "adj-xp", "10")
	typeInto(t, ctx, "adj-why", "sparring")
	waitText(t, ctx, "#prev-adjust", "Ana: Fame 0 → 0 · XP 0 → 10")
	click(t, ctx, "adjust-go")
	waitText(t, ctx, "#stable-pilots", "Ana · Fame 0 · XP 10")

	// A basic skill with the die typed: 2 is Repair.
	click(t, ctx, "tab-skill")
	typeInto(t, ctx, "sk-rolls", "2")
	waitText(t, ctx, "#prev-skill", "XP 10 → 0")
	click(t, ctx, "skill-go")
	waitText(t, ctx, "#stable-pilots", "Ana · Fame 0 · XP 0")
	waitText(t, ctx, "#stable-pilots", "Repair (light)")
	afterSkill := text(t, ctx, "#stable")

	// A pilot's actions are previewed too: healing a pilot with no injury
	// shows the engine's reason and cannot be confirmed.
	click(t, ctx, "pilot-0")
	click(t, ctx, "pilot-0-heal")
	waitText(t, ctx, "#stable-armed", "has no injury to heal")
	click(t, ctx, "stable-disarm")
	click(t, ctx, "pilot-0")

	click(t, ctx, "stable-undo")
	waitText(t, ctx, "#feedback", "Undone: Ana: learn Repair")
	click(t, ctx, "stable-undo")
	waitText(t, ctx, "#stable-pilots", "Ana · Fame 0 · XP 0")
	waitText(t, ctx, "#stable-history", "History (5)")
	click(t, ctx, "stable-redo")
	waitText(t, ctx, "#stable-pilots", "Ana · Fame 0 · XP 10")
	waitText(t, ctx, "#stable-history", "manual adjustment (sparring)")
	if got := text(t, ctx, "#stable"); got == afterSkill {
		t.Error("the page did not change after undo")
	}

	if shots := os.Getenv("LANCEMATE_SCREENSHOTS"); shots != "" {
		if err := lmbrowser.Screenshot(ctx, filepath.Join(shots, "stable.png")); err != nil {
			t.Error(err)
		}
	}

	// Offline reload: the same stable, page text and redo.
	summary, pilots, history := text(t, ctx, "#stable-summary"), text(t, ctx, "#stable-pilots"), text(t, ctx, "#stable-history")
	reloadOffline(t, ctx, srv, dir)
	waitText(t, ctx, "#stable-summary", "Stones 157")
	for _, c := range []struct{ sel, want string }{{"#stable-summary", summary}, {"#stable-pilots", pilots}, {"#stable-history", history}} {
		if got := text(t, ctx, c.sel); got != c.want {
			t.Errorf("after the offline reload %s reads\n%s\nwant\n%s", c.sel, got, c.want)
		}
	}
	click(t, ctx, "stable-redo")
	waitText(t, ctx, "#stable-pilots", "Repair (light)")
}
