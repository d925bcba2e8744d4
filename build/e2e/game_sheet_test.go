package e2e

import (
	"context"
	"strings"
	"testing"
)

// within2Screens checks the element matching sel ends within the page's
// first two screens (its bottom at most twice the screen's height below
// the page's top), and returns its text.
func within2Screens(t *testing.T, ctx context.Context, name, sel string) string {
	t.Helper()
	bottom := eval[float64](t, ctx, `(()=>{const e=document.querySelector(`+quote(sel)+`);return e?e.getBoundingClientRect().bottom+scrollY:-1})()`)
	if bottom < 0 {
		t.Fatalf("%s: no %s", name, sel)
	}
	if vh := eval[float64](t, ctx, `innerHeight`); bottom > 2*vh {
		t.Errorf("%s: %s ends %.0f px down the page, past the first two screens (%.0f px)", name, sel, bottom, 2*vh)
	}
	return text(t, ctx, sel)
}

// TestGameRecordSheet plays the record sheet at 360×640 as issue 31 asks:
// a design opened from a scrolled library opens at its top; the sides are
// chosen as the 'Mechs are added and shown on the strip; the sheet's
// first two screens hold the weapons with their ammunition and the heat
// sinks of a Hunchback and an Atlas, and follow a critical hit that
// destroys a weapon; every Fire and Physical sheet defaults to an enemy;
// and the Atlas's rear laser is unavailable in the front arc before Fire.
func TestGameRecordSheet(t *testing.T) {
	ctx, _ := phoneScreen(t, "/sheets")
	waitText(t, ctx, "#lib-count", "designs")
	// A design picked far down the list opens at its top.
	eval[bool](t, ctx, `(()=>{const b=document.querySelectorAll("button.design");b[b.length-1].scrollIntoView();return true})()`)
	if y := eval[float64](t, ctx, `scrollY`); y < 300 {
		t.Fatalf("the library scrolled only to %v", y)
	}
	eval[bool](t, ctx, `(()=>{const b=document.querySelectorAll("button.design");b[b.length-1].click();return true})()`)
	waitFor(t, ctx, "#add-panel")
	waitFor(t, ctx, "#detail-back")
	if y := eval[float64](t, ctx, `scrollY`); y != 0 {
		t.Errorf("the design opened at scrollY %v, not at its top", y)
	}
	onScreen(t, ctx, "#detail-back")
	click(t, ctx, "detail-back")

	addToGame(t, ctx, "hunchback", "design-builtin:hunchback-hbk-4g", "Ana", 1)
	addToGame(t, ctx, "atlas", "design-builtin:atlas-as7-d", "Bo", 2)
	click(t, ctx, "nav-game")
	waitFor(t, ctx, "#sheet-name")
	tp := &taps{t: t, ctx: ctx}
	for sel, want := range map[string]string{"#unit-0": "Side 1", "#unit-1": "Side 2"} {
		if got := text(t, ctx, sel); !strings.Contains(got, want) {
			t.Errorf("the strip's %s reads %q, want its side %q", sel, got, want)
		}
	}
	if c := eval[string](t, ctx, `document.querySelector("#unit-1").className`); !strings.Contains(c, "side2") {
		t.Errorf("the Atlas's tab has no side colour: class %q", c)
	}

	for _, m := range []struct {
		unit, name string
		want       map[string][]string
	}{
		{"#unit-0", "Hunchback", map[string][]string{"#sheet-wpn": {"Autocannon/20", "LT 5+5", "Medium Laser", "Small Laser", "3/6/9"}, "#sheet-sinks": {"13/13 single", "dissipate 13"}, "#sheet-crits": {"none"}}},
		{"#unit-1", "Atlas", map[string][]string{"#sheet-wpn": {"LRM 20", "SRM 6", "Autocannon/20", "Medium Laser (R)", "(6) 7/14/21"}, "#sheet-sinks": {"20/20 single", "dissipate 20"}}},
	} {
		tp.tap(m.unit)
		waitText(t, ctx, "#sheet-name", m.name)
		wholeSheetInView(t, ctx, m.name)
		for sel, wants := range m.want {
			got := within2Screens(t, ctx, m.name, sel)
			for _, w := range wants {
				if !strings.Contains(got, w) {
					t.Errorf("%s's %s reads %q, want %q", m.name, sel, got, w)
				}
			}
		}
		gameShot(t, ctx, "game-sheet-"+strings.ToLower(m.name))
		eval[bool](t, ctx, `(()=>{document.querySelector("#sheet-wpn").scrollIntoView();scrollBy(0,-64);return true})()`)
		gameShot(t, ctx, "game-sheet-"+strings.ToLower(m.name)+"-weapons")
		eval[bool](t, ctx, `(()=>{scrollTo(0,0);return true})()`)
	}

	// A critical hit on the Hunchback's left arm laser: the table says so.
	tp.tap("#unit-0")
	waitText(t, ctx, "#sheet-name", "Hunchback")
	tp.tap("#loc-LA")
	waitFor(t, ctx, "#crit-LA-5")
	click(t, ctx, "crit-LA-5")
	waitText(t, ctx, "#sheet-wpn", "destroyed")
	if got := text(t, ctx, "#sheet-wpn"); !strings.Contains(got, "Medium Laser destroyedLA") {
		t.Errorf("after the crit the weapons read %q, want the LA laser destroyed", got)
	}
	closeSheets(t, ctx)

	// Every Fire and Physical sheet aims at the other side by default.
	for _, c := range []struct{ unit, open, target string }{
		{"#unit-0", "#act-fire", "#tgt-1"}, {"#unit-0", "#act-phys", "#tgt-1"}, {"#unit-1", "#act-fire", "#tgt-0"}, {"#unit-1", "#act-phys", "#tgt-0"},
	} {
		tp.tap(c.unit)
		eval[bool](t, ctx, `(()=>{const b=document.querySelector(`+quote(c.open)+`);if(b)b.click();return true})()`)
		waitFor(t, ctx, c.target+"[aria-pressed=true]")
		closeSheets(t, ctx)
	}

	// The Atlas's rear laser with the target in the front arc: unavailable,
	// with the reason, before Fire.
	tp.tap("#unit-1")
	waitText(t, ctx, "#sheet-name", "Atlas")
	eval[bool](t, ctx, `(()=>{document.querySelector("#act-fire").click();return true})()`)
	waitFor(t, ctx, "#arc-0-0")
	click(t, ctx, "arc-0-0")
	waitFor(t, ctx, "#arc-0-0[aria-pressed=true]")
	rear := eval[string](t, ctx, `(()=>{const b=[...document.querySelectorAll(".wbtn")].find(b=>b.textContent.includes("(R)"));return b?(b.disabled?"disabled ":"")+b.textContent:""})()`)
	if !strings.HasPrefix(rear, "disabled ") || !strings.Contains(rear, "rear") {
		t.Errorf("the rear laser in the front arc: %q, want it disabled with the reason", rear)
	}
	gameShot(t, ctx, "game-fire-rear-arc")
}

// TestGameSheetSixMechs opens the record sheet of the sixth of six 'Mechs
// at 360×640: the strip scrolls sideways, the armor diagram, heat, pilot
// and movement are on the first screen and the weapons, ammunition and
// heat sinks on the first two (with LANCEMATE_SCREENSHOTS, both screens).
func TestGameSheetSixMechs(t *testing.T) {
	ctx, _ := gameOnPhone(t, [2]string{"hunchback-hbk-4g", "Ana"}, [2]string{"locust-lct-1v", "Bo"}, [2]string{"griffin-grf-1n", "Cy"},
		[2]string{"atlas-as7-d", "Di"}, [2]string{"wasp-wsp-1a", "Ed"}, [2]string{"marauder-mad-3r", "Flo"})
	// inStrip says the tab is wholly inside the force strip's visible part.
	inStrip := func(tab string) bool {
		return eval[bool](t, ctx, `(()=>{const c=document.getElementById("units").getBoundingClientRect(),e=document.querySelector(`+quote(tab)+`).getBoundingClientRect();return e.left>=c.left-0.5&&e.right<=c.right+0.5})()`)
	}
	if inStrip("#unit-5") {
		t.Fatal("the sixth tab is in view before it is selected: the test shows nothing")
	}
	for _, u := range []struct{ tab, name string }{{"#unit-0", "Hunchback"}, {"#unit-5", "Marauder"}} {
		eval[bool](t, ctx, `(()=>{document.querySelector(`+quote(u.tab)+`).click();return true})()`)
		waitText(t, ctx, "#sheet-name", u.name)
		if !inStrip(u.tab) {
			t.Errorf("%s is selected and its tab is not scrolled into view", u.name)
		}
		wholeSheetInView(t, ctx, u.name)
		for _, sel := range []string{"#sheet-wpn", "#sheet-sinks"} {
			within2Screens(t, ctx, u.name, sel)
		}
		checkScreen(t, ctx, "game-six-"+strings.ToLower(u.name), "")
		eval[bool](t, ctx, `(()=>{scrollTo(0, innerHeight - 180);return true})()`)
		gameShot(t, ctx, "game-six-"+strings.ToLower(u.name)+"-second")
		eval[bool](t, ctx, `(()=>{scrollTo(0,0);return true})()`)
	}
}

// TestGamePhysicalDefaults: in the Physical Attack Phase a Hunchback
// whose right shoulder was hit punches with its left arm by default, the
// right shown unavailable with the reason, and its charge starts at the 5
// hexes it ran.
func TestGamePhysicalDefaults(t *testing.T) {
	ctx, _ := gameOnPhone(t, [2]string{"hunchback-hbk-4g", "Ana"}, [2]string{"atlas-as7-d", "Bo"})
	waitText(t, ctx, "#sheet-name", "Hunchback")
	click(t, ctx, "loc-RA")
	click(t, ctx, "crit-RA-1")
	waitText(t, ctx, "#sheet-crits", "Shoulder (RA)")
	closeSheets(t, ctx)
	click(t, ctx, "end-phase")
	click(t, ctx, "next-skip")
	waitText(t, ctx, "#turn", "Movement")
	click(t, ctx, "act-move")
	click(t, ctx, "mode-run")
	for range 4 {
		click(t, ctx, "hex-inc")
	}
	waitText(t, ctx, "#move-go", "run, 5 hexes")
	click(t, ctx, "move-go")
	waitGone(t, ctx, "#sh-move")
	click(t, ctx, "end-phase")
	waitText(t, ctx, "#next-unmoved", "Atlas")
	click(t, ctx, "next-skip")
	waitText(t, ctx, "#turn", "Weapon Attack")
	click(t, ctx, "end-phase")
	waitText(t, ctx, "#turn", "Physical Attack")
	click(t, ctx, "act-phys")
	waitFor(t, ctx, "#tgt-1[aria-pressed=true]")
	waitFor(t, ctx, "#limb-LA[aria-pressed=true]")
	if !eval[bool](t, ctx, `document.getElementById("limb-RA").disabled`) {
		t.Error("the right arm, its shoulder hit, is offered for the punch")
	}
	waitText(t, ctx, "#limb-why-RA", "Right Arm")
	waitFor(t, ctx, "#phys-go")
	gameShot(t, ctx, "game-punch-default")
	click(t, ctx, "phys-charge")
	waitText(t, ctx, "#chx-val", "5")
}

// TestGameSidesAndSituation plays issue 31's sides and situation at
// 360×640: the table names a side and opens a third in the initiative
// sheet, and the strip shows each side's name in its colour; in the
// Weapon Attack Phase the fire sheet's situation line says the range is
// not set this turn, one tap shows the choices under it, and the range
// set and fired at holds for the target firing back.
func TestGameSidesAndSituation(t *testing.T) {
	ctx, _ := gameOnPhone(t, [2]string{"hunchback-hbk-4g", "Ana"}, [2]string{"locust-lct-1v", "Bo"}, [2]string{"atlas-as7-d", "Cy"})
	tp := &taps{t: t, ctx: ctx}
	tp.tap("#menu")
	tp.tap("#menu-init")
	waitFor(t, ctx, "#side-name-1")
	typeInto(t, ctx, "side-name-1", "Kurita")
	tp.tap("#side-rename-1")
	waitText(t, ctx, "#unit-1", "Kurita")
	tp.tap("#side-2-3") // the Atlas to a third side
	waitText(t, ctx, "#unit-2", "Side 3")
	waitText(t, ctx, "#init-app", "Roll for all 3 sides")
	gameShot(t, ctx, "game-sides-three")
	for sel, want := range map[string]string{"#unit-0": "side1", "#unit-1": "side2", "#unit-2": "side3"} {
		if c := eval[string](t, ctx, `document.querySelector(`+quote(sel)+`).className`); !strings.Contains(c, want) {
			t.Errorf("%s: class %q, want its side's colour %s", sel, c, want)
		}
	}
	closeSheets(t, ctx)
	click(t, ctx, "end-phase")
	click(t, ctx, "next-skip")
	waitText(t, ctx, "#turn", "Movement")
	click(t, ctx, "end-phase")
	click(t, ctx, "next-skip")
	waitText(t, ctx, "#turn", "Weapon Attack")

	tp.n = 0
	tp.tap("#act-fire")
	waitText(t, ctx, "#sit-line", "at Locust · 3 hexes, not set this turn")
	tp.tap("#sit-line")
	waitFor(t, ctx, "#sit-line[aria-expanded=true]")
	onScreen(t, ctx, "#rng-inc")
	tp.tap("#rng-inc")
	tp.tap("#rng-inc")
	waitText(t, ctx, "#sit-line", "at Locust · 5 hexes · front")
	gameShot(t, ctx, "game-fire-situation-open")
	if tp.n != 4 {
		t.Errorf("the range set in %d taps from the record sheet, want 4", tp.n)
	}
	tp.tap("#sit-line") // the choices hidden again: the weapons back under the line
	waitFor(t, ctx, "#sit-line[aria-expanded=false]")
	tp.tap("#wq-17")
	tp.dice("Medium Laser attack roll at Locust", 1, 1)
	waitFor(t, ctx, "#card-done")
	click(t, ctx, "card-done")
	tp.tap("#unit-1")
	waitText(t, ctx, "#sheet-name", "Locust")
	tp.tap("#act-fire")
	waitText(t, ctx, "#sit-line", "at Hunchback · 5 hexes · front")
	gameShot(t, ctx, "game-fire-situation-back")
}
