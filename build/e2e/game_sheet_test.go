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
	for _, u := range []struct{ tab, name string }{{"#unit-0", "Hunchback"}, {"#unit-5", "Marauder"}} {
		eval[bool](t, ctx, `(()=>{document.querySelector(`+quote(u.tab)+`).click();return true})()`)
		waitText(t, ctx, "#sheet-name", u.name)
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
