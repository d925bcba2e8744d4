package e2e

import (
	"fmt"
	"strings"
	"testing"
)

// TestGameAttackKills: at 360×640, the Hunchback fires four weapons at
// the Atlas and the second shot, the AC/20 in the head, destroys it. The
// dice sheet is inside the screen at every prompt of the attack and each
// roll's outcome shows there without scrolling; the attack is recorded
// (the Atlas destroyed, the heat of all four weapons, the AC/20's shot
// spent), undone and redone.
func TestGameAttackKills(t *testing.T) {
	ctx, _ := gameOnPhone(t, [2]string{"hunchback-hbk-4g", "Ana"}, [2]string{"atlas-as7-d", "Bo"})
	waitText(t, ctx, "#sheet-name", "Hunchback")
	click(t, ctx, "end-phase")
	click(t, ctx, "next-skip")
	click(t, ctx, "end-phase")
	click(t, ctx, "next-skip") // the units not moved: the phase ends anyway
	waitText(t, ctx, "#turn", "Weapon Attack")
	tp := &taps{t: t, ctx: ctx}
	tp.tap("#act-fire")
	for _, id := range []string{"#wpn-3", "#wpn-12", "#wpn-17", "#wpn-22"} {
		tp.tap(id)
	}
	tp.tap("#fire-go")
	// rolled checks the outcome of the roll just made is on the screen.
	rolled := func(want string) {
		t.Helper()
		waitText(t, ctx, "#dice-last", want)
		onScreen(t, ctx, "#dice-last")
	}
	tp.dice("Small Laser attack roll at Atlas", 1, 1)
	rolled("Small Laser attack roll at Atlas: 2 (1+1) vs 8+ — miss")
	tp.dice("Autocannon/20 attack roll at Atlas", 6, 6)
	rolled("vs 4+ — hit")
	tp.dice("Autocannon/20 hit location", 6, 6)
	rolled("head armor 9→0")
	rolled("destroyed")
	if eval[bool](t, ctx, `!!document.getElementById("dice-refused")`) {
		t.Fatalf("the attack was refused after the kill: %s", text(t, ctx, "#dice-refused"))
	}
	// The two medium lasers are still resolved (003 L2467): each roll
	// asked for is answered, its outcome on the screen.
	for n := 0; !eval[bool](t, ctx, `!!document.getElementById("card-done")`); n++ {
		if n > 12 {
			t.Fatal("the attack asks for more than 12 further rolls")
		}
		waitFor(t, ctx, "#need-what")
		dice := eval[int](t, ctx, `document.querySelectorAll("#sh-dice .facerow").length`)
		onScreen(t, ctx, "#sh-dice .bsheet")
		for d := 1; d <= dice; d++ {
			tp.tap(fmt.Sprintf("#need-%d-5", d))
		}
		if !eval[bool](t, ctx, `!!document.getElementById("card-done")`) {
			onScreen(t, ctx, "#dice-last")
		}
	}
	waitText(t, ctx, "#sh-dice", "Attack recorded")
	onScreen(t, ctx, "#outcome")
	waitText(t, ctx, "#outcome", "+14 heat")
	click(t, ctx, "card-done")
	waitText(t, ctx, "#unit-1", "destroyed")
	waitText(t, ctx, "#sheet-heat", "+14 this turn")
	tp.tap("#loc-LT")
	waitText(t, ctx, "#sheet-ammo", "Autocannon/20 Ammo (LT): 4/5 shots")
	click(t, ctx, "sh-loc-x")

	// Undo takes the whole attack back; redo makes it again.
	tp.tap("#undo")
	waitText(t, ctx, "#sheet-heat", "no effects")
	if got := text(t, ctx, "#unit-1"); got == "" || strings.Contains(got, "destroyed") {
		t.Errorf("after undo the Atlas reads %q", got)
	}
	tp.tap("#menu")
	tp.tap("#redo")
	click(t, ctx, "sh-menu-x")
	waitText(t, ctx, "#unit-1", "destroyed")
	waitText(t, ctx, "#sheet-heat", "+14 this turn")

	// The Atlas's sheet says at its top that it is destroyed, and how.
	tp.tap("#unit-1")
	waitText(t, ctx, "#sheet-name", "Atlas")
	waitText(t, ctx, "#sheet-dead", "Destroyed: ")
	onScreen(t, ctx, "#sheet-dead")
	if got := text(t, ctx, "#sheet-dead"); !strings.Contains(got, "head") {
		t.Errorf("the banner reads %q, want the head destroyed", got)
	}
	if above := eval[bool](t, ctx, `document.getElementById("sheet-dead").getBoundingClientRect().bottom <= document.getElementById("loc-HD").getBoundingClientRect().top`); !above {
		t.Error("the destroyed banner is not above the armor diagram")
	}
	gameShot(t, ctx, "game-destroyed-banner")
}
