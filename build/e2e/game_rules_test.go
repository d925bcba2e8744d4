package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// answerAll taps a 3 on every die the dice sheet asks for until the
// outcome card is up, each prompt on the screen.
func answerAll(t *testing.T, tp *taps) {
	t.Helper()
	for n := 0; !eval[bool](t, tp.ctx, `!!document.getElementById("card-done")`); n++ {
		if n > 30 {
			t.Fatal("the attack asks for more than 30 rolls")
		}
		waitFor(t, tp.ctx, "#need-what, #card-done")
		if eval[bool](t, tp.ctx, `!!document.getElementById("card-done")`) {
			break
		}
		dice := eval[int](t, tp.ctx, `document.querySelectorAll("#sh-dice .facerow").length`)
		for d := 1; d <= dice; d++ {
			tp.tap(fmt.Sprintf("#need-%d-3", d))
		}
	}
}

// reveal scrolls the element matching sel to the middle of its
// scrolling box, as a player's thumb does before tapping it.
func reveal(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	waitFor(t, ctx, sel)
	eval[bool](t, ctx, `(document.querySelector(`+quote(sel)+`).scrollIntoView({block: "center"}), true)`)
}

// phaseTo taps Next phase until the turn line reads phase (an initiative
// roll skipped when asked).
func phaseTo(t *testing.T, ctx context.Context, tp *taps, phase string) {
	t.Helper()
	for n := 0; !strings.Contains(text(t, ctx, "#turn"), phase); n++ {
		if n > 8 {
			t.Fatalf("no %s phase: %s", phase, text(t, ctx, "#turn"))
		}
		tp.tap("#end-phase")
		if eval[bool](t, ctx, `!!document.getElementById("next-skip")`) {
			tp.tap("#next-skip")
		}
	}
}

// TestGameRulesOptions plays, at 360×640, 'Mechs imported from real unit
// files: a Daedalus DAD-4A (small cockpit, triple-strength myomer, a
// supercharger) shows its options on its sheet, its PSR itemises the
// cockpit's +1, its run asks for the supercharger's roll, and after a turn
// ended at 9 heat its sheet says TSM is active and its kick deals double
// damage (45 tons: 9, doubled 18). A Buccaneer BCN-6W fires two MML 5s,
// one with LRMs and one with SRMs: each row's heat and range brackets come
// from its ammunition. The fire sheet of a Timber Wolf (Mad Cat C) offers
// its Ultra AC/5's second shot and its LRMs' indirect fire.
func TestGameRulesOptions(t *testing.T) {
	files := []string{corpusFile(t, "mtf/3055U/Daedalus DAD-4A.mtf"), corpusFile(t, "mtf/3060u/Buccaneer BCN-6W.mtf"), corpusFile(t, "mtf/3050U/Mad Cat (Timber Wolf) C.mtf")}
	ctx, _ := phoneScreen(t, "/sheets")
	waitText(t, ctx, "#lib-count", "designs")
	click(t, ctx, "import-toggle")
	upload(t, ctx, "import-units", files)
	waitText(t, ctx, "#import-report", "3 imported")
	addToGame(t, ctx, "daedalus dad-4a", "design-user:designs/daedalus-dad-4a", "Ana", 1)
	addToGame(t, ctx, "buccaneer", "design-user:designs/buccaneer-bcn-6w", "Bo", 2)
	addToGame(t, ctx, "mad cat c", "design-user:designs/mad-cat-c", "Cy", 2)
	click(t, ctx, "nav-game")
	tp := &taps{t: t, ctx: ctx}
	check := func(name string) { t.Helper(); checkScreen(t, ctx, name, ""); gameShot(t, ctx, name) }

	// The options on the sheet, in words; their effects and seed lines
	// behind Why?; the whole sheet still on the first view.
	waitText(t, ctx, "#sheet-name", "Daedalus DAD-4A")
	waitText(t, ctx, "#sheet-opts", "BuildSmall cockpitTriple-Strength Myomer")
	wholeSheetInView(t, ctx, "Daedalus")
	onScreen(t, ctx, "#sheet-opts")
	check("game-rules-sheet")
	tp.tap("#sheet-opts")
	waitText(t, ctx, "#build", "Small cockpit: +1 to every PSR.")
	tp.tap("#opt-why-0 summary")
	waitText(t, ctx, "#opt-why-0", "003 L3183")
	check("game-rules-build")
	tp.tap("#sh-build-x")

	// Movement: a PSR for water, its target itemising the cockpit's +1.
	phaseTo(t, ctx, tp, "Movement")
	tp.tap("#act-move")
	tp.tap("#move-psr summary")
	reveal(t, ctx, "#psr-water_1")
	tp.tap("#psr-water_1")
	tp.tap("#pending-badge")
	waitFor(t, ctx, "#sh-rolls")
	tp.tap("#sh-rolls details.why summary")
	waitText(t, ctx, "#sh-rolls details.why", "+1 Small or torso-mounted cockpit 003 L3183")
	tp.tap("#sh-rolls [id^=resolve-]")
	tp.dice("", 6, 6)
	waitText(t, ctx, "#sh-dice", "Roll made")
	tp.tap("#card-done")
	waitGone(t, ctx, "#sh-dice")
	if eval[bool](t, ctx, `!!document.getElementById("sh-rolls")`) {
		tp.tap("#sh-rolls-x")
	}
	// A run boosted by the supercharger: its activation roll is asked for.
	tp.tap("#act-move")
	tp.tap("#mode-run")
	tp.tap("#boost-super")
	waitText(t, ctx, "#hex-lbl", "up to 12")
	waitText(t, ctx, "#move-go", "run, 1 hex, supercharger")
	tp.tap("#move-go")
	tp.dice("supercharger activation", 6, 6)
	waitText(t, ctx, "#outcome", "supercharger")
	tp.tap("#card-done")

	// The Buccaneer's MMLs: the LRM row by default, the SRM row from the
	// other bin, each with its own heat and range brackets.
	phaseTo(t, ctx, tp, "Weapon Attack")
	tp.tap("#unit-1")
	waitText(t, ctx, "#sheet-name", "Buccaneer")
	tp.tap("#act-fire")
	tp.tap("#tgt-2")
	waitText(t, ctx, "#wpn-13", "5×1 dmg · 3 heat · min 6 · 7/14/21")
	waitText(t, ctx, "#weapons", "LRM · Head · 24 shots")
	tp.tap("#bin-18-14")
	waitText(t, ctx, "#wpn-18", "5×2 dmg · 3 heat · 3/6/9")
	waitFor(t, ctx, "#ind-13-1")  // LRMs fire indirectly
	waitFor(t, ctx, "#ams-13-13") // the Timber Wolf's AMS may engage
	if eval[bool](t, ctx, `!!document.getElementById("ind-18-1") || !!document.getElementById("rap-13-2")`) {
		t.Error("the SRM row offers indirect fire, or an MML rapid fire")
	}
	why := text(t, ctx, "#fire-why")
	for _, want := range []string{"+4 Minimum range", "+0 Short range"} {
		if !strings.Contains(why, want) {
			t.Errorf("the fire sheet's Why? reads %q, want %q in it", why, want)
		}
	}
	check("game-fire-mml")
	tp.tap("#ind-13-1") // indirect fire: the spotter is asked for
	reveal(t, ctx, "#spotter-0-Daedalus")
	waitText(t, ctx, "#sh-fire", "Spotter attacks too")
	check("game-fire-attack")
	reveal(t, ctx, "#ind-13-1")
	tp.tap("#ind-13-1")
	tp.tap("#wpn-13")
	tp.tap("#wpn-18")
	tp.tap("#fire-go")
	tp.dice("MML 5 (LRM) attack roll", 6, 6)
	answerAll(t, tp)
	waitText(t, ctx, "#outcome", "+6 heat")
	tp.tap("#card-done")

	// The Timber Wolf's fire sheet: the Ultra AC/5 fires one or two shots,
	// the LRM 15s directly or indirectly.
	tp.tap("#unit-2")
	tp.tap("#act-fire")
	waitFor(t, ctx, "#rap-33-2")
	waitFor(t, ctx, "#ind-12-1")
	reveal(t, ctx, "#rap-33-2")
	tp.tap("#rap-33-2")
	waitText(t, ctx, "#wpn-33", "%")
	if eval[string](t, ctx, `document.getElementById("rap-33-2").getAttribute("aria-pressed")`) != "true" {
		t.Error("the Ultra AC/5's second shot is not set")
	}
	check("game-fire-uac")
	tp.tap("#sh-fire-x")

	// 9 heat at the end of the turn: TSM active in turn 2.
	tp.tap("#unit-0")
	phaseTo(t, ctx, tp, "End")
	tp.tap("#act-heat")
	for range 9 {
		click(t, ctx, "ht-inc")
	}
	waitText(t, ctx, "#mark-heat", "Heat level 9")
	tp.tap("#sh-heat-x")
	phaseTo(t, ctx, tp, "Initiative")
	waitText(t, ctx, "#sheet-opts", "TSM active")
	waitText(t, ctx, "#sheet-mp", "Walk 7") // 6 + 2, -1 for 9 heat
	wholeSheetInView(t, ctx, "Daedalus, TSM active")
	onScreen(t, ctx, "#sheet-opts")
	check("game-rules-sheet-tsm")

	// The kick: double damage, said before and itemised after.
	phaseTo(t, ctx, tp, "Physical Attack")
	tp.tap("#act-phys")
	tp.tap("#tgt-1")
	tp.tap("#phys-kick")
	waitText(t, ctx, "#phys-tsm", "Damage doubled: triple-strength myomer is active.")
	tp.tap("#phys-go")
	tp.dice("", 6, 6)
	answerAll(t, tp)
	waitText(t, ctx, "#outcome", "18 damage")
	waitText(t, ctx, "#outcome-why", "kick damage 18, doubled by active triple-strength myomer")
}
