package play

import (
	"lancemate/app/session/sessiontest"
	"strings"
	"testing"

	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/game"
)

// weaponItems are the items of u's weapons, in Items order, by id.
func weaponItems(u *game.Unit) map[string][]int {
	out := map[string][]int{}
	for i, it := range u.Items {
		if it.Kind == game.Weapon {
			out[it.ID] = append(out[it.ID], i)
		}
	}
	return out
}

// toWeaponPhase ends the Initiative and Movement phases.
func toWeaponPhase(t *testing.T) {
	t.Helper()
	for range 2 {
		if err := session.Play(&game.EndPhase{}); err != nil {
			t.Fatal(err)
		}
	}
}

// The firing sheet: weapons first with damage, heat, range brackets,
// target number and chance; a rear-mounted weapon marked (R); target
// chips as wide as their names; the situation below, remembered per
// attacker and target.
func TestFireSheet(t *testing.T) {
	useSession(t, store.NewMemory())
	sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	atlas := sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	sessiontest.AddBuiltIn(t, "jenner-jr7-d", "Cy")
	toWeaponPhase(t)
	p := newPage()
	tbl := table(t)
	p.tap(tbl, "unit", atlas, nil)
	p.tap(tbl, "open", sheetFire, nil)
	html := controlsHTML(t, p)
	for _, want := range []string{
		"Medium Laser (R)",                            // rear-mounted, as on the design page
		"20 dmg · 7 heat · 3/6/9",                     // the AC/20
		"20×1 dmg · 6 heat · min 6 · 7/14/21",         // the LRM 20: a cluster weapon with a minimum range
		`<span class="wtn">8+ <strong>41.7%</strong>`, // LRM 20 at 3 hexes: +4 gunnery, +4 minimum range (003 L1598)
		`class="chips fit" role="group" aria-label="Target"`,
		`id="wq-17" data-act="fire1"`, // one weapon fired on its own, while none is picked
		"Light woods between", `id="rng-inc"`, `id="fire-go" data-act="fire" disabled`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("firing sheet lacks %q", want)
		}
	}
	if i := strings.Index(html, `id="weapons"`); i < 0 || i > strings.Index(html, `id="rng-inc"`) {
		t.Error("the weapons do not come before the situation")
	}
	// The range set for the Atlas firing at the Hunchback stays with the
	// pair; another target starts from 3 hexes.
	for range 4 {
		p.tap(tbl, "step", "1", func(string) string { return "rng" })
	}
	p.tap(tbl, "tgt", "Jenner", nil)
	if p.atk.sit.rng != 3 {
		t.Errorf("range %d for a new target, want 3", p.atk.sit.rng)
	}
	p.tap(tbl, "tgt", "Hunchback", nil)
	if p.atk.sit.rng != 7 {
		t.Errorf("range %d back on the Hunchback, want the 7 set for it", p.atk.sit.rng)
	}
	p.tap(tbl, "wpn", "17", nil)
	if html := controlsHTML(t, p); strings.Contains(html, `data-act="fire1"`) || !strings.Contains(html, "Fire 1 weapon at Hunchback") {
		t.Errorf("with a weapon picked the sheet reads:\n%s", html)
	}
}

// An attack through the dice sheet: the attacker's name heads every roll
// of its attack (the cluster and hit location rolls too, which the engine
// names for the target); each roll's outcome shows as soon as it is made
// and each shot's damage as soon as its last die is in, before the attack
// is recorded; a mistyped die is taken back; cancelling says what it
// discards and records nothing; the attack ends on its summary card.
func TestAttackDice(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	atlas := sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	toWeaponPhase(t)
	tbl := table(t)
	before := len(tbl.History())
	p := newPage()
	p.tap(tbl, "unit", atlas, nil)
	p.tap(tbl, "open", sheetFire, nil)
	p.tap(tbl, "tgt", hbk, nil)
	w := weaponItems(mustUnit(t, tbl, atlas))
	for _, i := range []int{w["is-lrm-20"][0], w["is-ac-20"][0]} {
		p.tap(tbl, "step", "1", func(string) string { return "rng" }) // 3 → 5 hexes
		p.atk.toggle(i)
	}
	p.tap(tbl, "fire", "", nil)
	if p.in == nil || p.open != sheetDice {
		t.Fatalf("no dice asked for: notice %q", p.notice)
	}
	typed(t, p, 4, 5) // LRM 20: 9 against 5+, a hit
	if !strings.Contains(p.in.need.Purpose, "Cluster Hits") || p.in.need.Unit != hbk {
		t.Fatalf("need %+v, want the cluster roll the engine names for the Hunchback", p.in.need)
	}
	html := controlsHTML(t, p)
	for _, want := range []string{"Dice for Atlas", "LRM 20 attack roll at Hunchback: 9 (4+5) vs 6+ — hit", "Cluster Hits, LRM 20"} {
		if !strings.Contains(html, want) {
			t.Errorf("dice sheet lacks %q:\n%s", want, html)
		}
	}
	typed(t, p, 4, 4) // cluster 8: 12 missiles
	for range 2 {
		typed(t, p, 3, 4) // hit locations: centre torso
	}
	// A mistyped die: the third grouping's second die taken back and typed
	// again; Back keeps the first die.
	p.face(0, 3)
	p.face(1, 5)
	p.backOne()
	if p.in.faces[0] != 3 || p.in.faces[1] != 0 || len(p.in.rolls) != 4 {
		t.Fatalf("back one die: faces %v, %d rolls", p.in.faces, len(p.in.rolls))
	}
	p.face(1, 4)
	if !strings.Contains(p.in.need.Purpose, "Autocannon/20 attack roll") {
		t.Fatalf("need %+v, want the AC/20's attack roll", p.in.need)
	}
	html = controlsHTML(t, p)
	if !strings.Contains(html, "Hunchback: 12 damage, center torso armor 26→21, center torso armor 21→16, center torso armor 16→14") {
		t.Errorf("the LRM 20's damage is not shown once its last die is in:\n%s", html)
	}
	if n := len(table(t).History()); n != before {
		t.Fatalf("%d events recorded before the attack's last die", n-before)
	}
	if !strings.Contains(html, "Cancel: discard 10 dice") {
		t.Errorf("cancel does not say what it discards:\n%s", html)
	}
	// Back over a resolved shot and forward again: the same outcome.
	p.backOne()
	p.face(1, 4)
	if !strings.Contains(controlsHTML(t, p), "center torso armor 16→14") {
		t.Error("the outcome is lost after going back over the shot's last die")
	}
	typed(t, p, 6, 6) // AC/20: 12, a hit
	typed(t, p, 3, 5) // left torso: 20 armor, no critical chance
	if p.in != nil || p.card == nil {
		t.Fatalf("attack not recorded: %+v", p.in)
	}
	html = controlsHTML(t, p)
	for _, want := range []string{"Attack recorded", "Atlas fires 2 weapons at Hunchback", "Atlas: LRM 20 hit (9 vs 6)", "Atlas: +13 heat", `id="card-undo"`, `id="outcome-why"`} {
		if !strings.Contains(html, want) {
			t.Errorf("summary card lacks %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, "003 L1626") && !strings.Contains(html, "<details") {
		t.Error("seed lines in the main line of the card")
	}
	// Cancelling another attack records nothing and says so.
	p.finish()
	p.tap(table(t), "unit", hbk, nil)
	p.tap(table(t), "open", sheetFire, nil)
	p.tap(table(t), "fire1", "12", nil) // the AC/20 alone
	n := len(table(t).History())
	typed(t, p, 6, 6)
	p.cancel()
	if p.in != nil || len(table(t).History()) != n || !strings.Contains(p.notice, "2 dice discarded; nothing was recorded") {
		t.Errorf("cancel: entry %+v, notice %q", p.in, p.notice)
	}
}

// A 4-weapon attack whose second shot destroys the target (an AC/20 in
// the head): the dice sheet shows the kill as soon as that shot's last
// die is in. The engine then either asks for the next shot's roll (the
// rules resolve every declared attack, 003 L2467) or refuses the attack,
// which the sheet says with the dice kept for Back and Cancel.
func TestAttackKillsTarget(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	toWeaponPhase(t)
	p := newPage()
	tbl := table(t)
	w := weaponItems(mustUnit(t, tbl, hbk))
	p.tap(tbl, "open", sheetFire, nil)
	controlsHTML(t, p)
	for _, i := range []int{w["is-small-laser"][0], w["is-ac-20"][0], w["is-medium-laser"][0], w["is-medium-laser"][1]} {
		p.atk.toggle(i)
	}
	p.tap(tbl, "fire", "", nil)
	typed(t, p, 1, 1) // small laser: miss
	typed(t, p, 6, 6) // AC/20: hit
	typed(t, p, 6, 6) // hit location 12: the head
	html := controlsHTML(t, p)
	if !strings.Contains(html, "head armor 9→0") || !strings.Contains(html, "destroyed") {
		t.Errorf("the head shot's outcome is not shown:\n%s", html)
	}
	switch {
	case p.in != nil && p.in.refused != "":
		for _, want := range []string{`id="dice-refused"`, "Atlas is destroyed", `id="need-back"`, "Cancel: discard 6 dice"} {
			if !strings.Contains(html, want) {
				t.Errorf("the refusal lacks %q:\n%s", want, html)
			}
		}
	case p.in != nil && p.in.need != nil:
		if !strings.Contains(p.in.need.Purpose, "Medium Laser attack roll") {
			t.Errorf("after the kill the sheet asks for %q", p.in.need.Purpose)
		}
	default:
		t.Fatalf("entry %+v", p.in)
	}
}
