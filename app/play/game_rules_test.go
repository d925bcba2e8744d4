package play

import (
	"fmt"
	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/game"
	"lancemate/sheets/design"
	"lancemate/sheets/library"
)

// addRebuilt puts a built-in Hunchback HBK-4G on the table rebuilt by
// edit: slots maps a location code to the mounts that replace its slots
// from the first one given ("is-mml-5*3").
func addRebuilt(t *testing.T, pilot string, edit func(d *design.Design), slots map[string][]string) string {
	t.Helper()
	d, _ := library.Get("hunchback-hbk-4g")
	d.Slots = design.Slots{}
	hb, _ := library.Get("hunchback-hbk-4g")
	for i := range hb.Slots {
		d.Slots[i] = append([]design.Mount(nil), hb.Slots[i]...)
	}
	if edit != nil {
		edit(&d)
	}
	for code, ms := range slots {
		l, _ := classic.ParseLocation(code)
		d.Slots[l] = d.Slots[l][:0]
		for _, s := range ms {
			m, err := design.ParseMount(s)
			if err != nil {
				t.Fatal(err)
			}
			d.Slots[l] = append(d.Slots[l], m)
		}
	}
	id, err := session.AddUnit(d, game.Pilot{Name: pilot, Gunnery: 4, Piloting: 5}, "")
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// testbed is a Hunchback rebuilt with a small cockpit, TSM and MASC, an
// MML 5 with LRM and SRM bins, an Ultra AC/5, a flamer and an AMS in the
// right torso, a rotary AC/5 in the right arm.
func testbed(t *testing.T, pilot string, edit func(d *design.Design)) string {
	t.Helper()
	return addRebuilt(t, pilot, func(d *design.Design) {
		d.Cockpit, d.Myomer = "is-cockpit-small", design.TSM
		if edit != nil {
			edit(d)
		}
	}, map[string][]string{
		"RT": {"is-mml-5*3", "is-ultra-ac-5*5", "is-flamer", "is-ams"},
		"LT": {"is-ammo-mml-5-lrm", "is-ammo-mml-5-srm", "is-ammo-ultra-ac-5", "is-ammo-ams", "is-ammo-rotary-ac-5", "is-masc"},
		"RA": {"shoulder", "upper-arm", "lower-arm", "hand", "is-rotary-ac-5*6"},
		"LL": {"hip", "upper-leg", "lower-leg", "foot", "is-triple-strength-myomer", "is-heat-sink"},
	})
}

// itemOf is the first item of u with the catalogue id.
func itemOf(t *testing.T, u *game.Unit, id string) int {
	t.Helper()
	for i, it := range u.Items {
		if it.ID == id {
			return i
		}
	}
	t.Fatalf("%s has no %s", u.ID, id)
	return -1
}

// play applies events to the game in play.
func play(t *testing.T, evs ...game.Event) {
	t.Helper()
	for _, ev := range evs {
		if err := session.Play(ev); err != nil {
			t.Fatalf("%s: %v", ev.Type(), err)
		}
	}
}

// opt taps a fire sheet control (data-act "opt").
func opt(p *GamePage, key string, wpn int, v string) {
	tbl, _ := session.Game()
	p.tap(tbl, "opt", v, func(k string) string { return map[string]string{"k": key, "w": fmt.Sprint(wpn)}[k] })
}

// The record sheet names the construction options that change play, in
// the player's words (their effects and seed lines behind a Why?), and
// what is on the 'Mech now: TSM active after a turn ended at 9+ heat. A
// standard 'Mech has no such line. The options' modifiers are itemised
// where they count: the small cockpit's +1 on a PSR, TSM doubling a kick.
func TestOptionsOnSheet(t *testing.T) {
	useSession(t, store.NewMemory())
	tb := testbed(t, "Ana", nil)
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Bo")
	tbl := table(t)
	if h := string(sheetHTML(tbl.State(), mustUnit(t, tbl, hbk))); strings.Contains(h, "sheet-opts") {
		t.Errorf("a standard 'Mech's sheet shows options:\n%s", h)
	}
	h := string(sheetHTML(tbl.State(), mustUnit(t, tbl, tb)))
	if want := `<button class="cell b-opts" id="sheet-opts" data-act="open" data-v="build" aria-label="Built with: Small cockpit, Triple-Strength Myomer"><span class="cn">Build</span><span>Small cockpit</span><span>Triple-Strength Myomer</span></button>`; !strings.Contains(h, want) {
		t.Errorf("the sheet lacks %q:\n%s", want, h)
	}
	if strings.Contains(h, "TSM active") {
		t.Error("TSM active before any heat")
	}
	p := newPage()
	p.tap(tbl, "unit", tb, nil)
	p.tap(tbl, "open", sheetBuild, nil)
	html := controlsHTML(t, p)
	for _, want := range []string{"<li>Small cockpit: +1 to every PSR.<details", `id="opt-why-1"`, "003 L7627-7640"} {
		if !strings.Contains(html, want) {
			t.Errorf("the options sheet lacks %q:\n%s", want, html)
		}
	}
	if strings.Contains(html[:strings.Index(html, "<details")], "003 L") {
		t.Error("seed lines in the options' main line")
	}

	// A PSR the map calls for: the rolls sheet itemises the cockpit's +1.
	play(t, &game.EndPhase{}, &game.RequirePSR{Unit: tb, Situation: "water_1"})
	p.tap(tbl, "open", sheetRolls, nil)
	if html := controlsHTML(t, p); !strings.Contains(html, `<li>+1 Small or torso-mounted cockpit <span class="cite">003 L3183</span></li>`) {
		t.Errorf("the PSR does not itemise the small cockpit:\n%s", html)
	}
	p.tap(tbl, "resolve", fmt.Sprint(tbl.State().Pending[0].ID), nil)
	typed(t, p, 6, 6)
	p.finish()

	// 9 heat at the end of turn 1: TSM is active in turn 2, and doubles a
	// kick (50 tons: 10, doubled 20).
	for table(t).State().Phase != game.PhaseEnd {
		play(t, &game.EndPhase{})
	}
	play(t, &game.SetHeat{Unit: tb, Heat: 9}, &game.EndPhase{})
	if h := string(sheetHTML(tbl.State(), mustUnit(t, tbl, tb))); !strings.Contains(h, `aria-label="Built with: TSM active, Small cockpit, Triple-Strength Myomer"><b>TSM active</b><span>Small cockpit</span>`) {
		t.Errorf("TSM active is not on the sheet:\n%s", h)
	}
	for table(t).State().Phase != game.PhasePhysical {
		play(t, &game.EndPhase{})
	}
	p.tap(tbl, "unit", tb, nil)
	p.tap(tbl, "open", sheetPhys, nil)
	p.tap(tbl, "tgt", hbk, nil)
	p.tap(tbl, "phys", fmt.Sprint(int(classic.Kick)), nil)
	if html := controlsHTML(t, p); !strings.Contains(html, "Damage doubled: triple-strength myomer is active.") || !strings.Contains(html, "003 L7627-7640") {
		t.Errorf("the kick does not say TSM doubles it:\n%s", html)
	}
	p.tap(tbl, "strike", "", nil)
	typed(t, p, 6, 6)
	typed(t, p, 1) // right leg
	if l := mustUnit(t, table(t), hbk).Locations[classic.RightLeg]; l.Armor != l.MaxArmor-20 {
		t.Errorf("the kick dealt %d, want 20 (10 doubled)", l.MaxArmor-l.Armor)
	}
	if why := strings.Join(p.card.why, "\n"); !strings.Contains(why, "doubled by active triple-strength myomer") {
		t.Errorf("the attack's report does not itemise TSM:\n%s", why)
	}
}

// Each input of the fire sheet is offered only for the weapons and units
// it applies to, and reaches the engine's Shot: an MML's munition (its
// heat and range brackets from the ammunition's row), rapid-fire shots,
// a flamer's heat, indirect fire with its spotter, the target's AMS, ECM,
// a dropping target, spotting, the arc and flipped arms.
func TestFireInputs(t *testing.T) {
	useSession(t, store.NewMemory())
	a := testbed(t, "Ana", nil)
	d := testbed(t, "Bo", nil)
	spot := sessiontest.AddBuiltIn(t, "jenner-jr7-d", "Cy")
	toWeaponPhase(t)
	tbl := table(t)
	u := mustUnit(t, tbl, a)
	mml, uac, rac, flamer := itemOf(t, u, "is-mml-5"), itemOf(t, u, "is-ultra-ac-5"), itemOf(t, u, "is-rotary-ac-5"), itemOf(t, u, "is-flamer")
	lrm, srm, ams, amsBin := itemOf(t, u, "is-ammo-mml-5-lrm"), itemOf(t, u, "is-ammo-mml-5-srm"), itemOf(t, u, "is-ams"), itemOf(t, u, "is-ammo-ams")
	ml := itemOf(t, u, "is-medium-laser")
	p := newPage()
	p.tap(tbl, "unit", a, nil)
	p.tap(tbl, "open", sheetFire, nil)
	p.tap(tbl, "tgt", d, nil)
	shot := func(i int) game.Shot { return p.atk.shot(table(t).State(), mustUnit(t, table(t), a), i) }
	has := func(want string, yes bool) {
		t.Helper()
		if html := controlsHTML(t, p); strings.Contains(html, want) != yes {
			t.Errorf("fire sheet has %q: %v, want %v", want, !yes, yes)
		}
	}
	id := func(key string, w int, v any) string { return fmt.Sprintf(`id="%s-%d-%v"`, key, w, v) }
	cases := []struct {
		name  string
		tap   func()
		check func(t *testing.T)
	}{
		{"the MML's LRM row by default, its bins named by munition", nil, func(t *testing.T) {
			has("LRM · Left torso slot 1 · 24 shots", true) // both in the left torso: their slots tell them apart
			has("SRM · Left torso slot 2 · 20 shots", true)
			has("5×1 dmg · 3 heat · min 6 · 7/14/21", true)
			if s := shot(mml); s.Ammo == nil || *s.Ammo != lrm {
				t.Errorf("MML ammo %v, want the LRM bin %d", s.Ammo, lrm)
			}
			has(id("bin", uac, 0), false) // one bin: no choice
		}},
		{"the SRM bin: its row's damage, heat and ranges", func() { opt(p, "bin", mml, fmt.Sprint(srm)) }, func(t *testing.T) {
			has("5×2 dmg · 3 heat · 3/6/9", true)
			if s := shot(mml); *s.Ammo != srm {
				t.Errorf("MML ammo %d, want the SRM bin %d", *s.Ammo, srm)
			}
			has(id("ind", mml, 1), false) // SRMs fire directly only
		}},
		{"rapid fire: 2 shots for the Ultra, 6 for the rotary, none for a laser", func() { opt(p, "rap", uac, "2"); opt(p, "rap", rac, "5") }, func(t *testing.T) {
			has(id("rap", uac, 2), true)
			has(id("rap", uac, 3), false)
			has(id("rap", rac, 6), true)
			has(id("rap", ml, 1), false)
			if shot(uac).Rapid != 2 || shot(rac).Rapid != 5 || shot(ml).Rapid != 0 {
				t.Errorf("rapid: UAC %d, RAC %d, laser %d", shot(uac).Rapid, shot(rac).Rapid, shot(ml).Rapid)
			}
		}},
		{"a flamer's heat instead of damage", func() { opt(p, "heat", flamer, "1") }, func(t *testing.T) {
			has(id("heat", ml, 1), false)
			if !shot(flamer).HeatAttack {
				t.Error("the flamer's heat mode did not reach the shot")
			}
		}},
		{"indirect fire with LRMs and a spotter who attacks too", func() {
			opt(p, "bin", mml, fmt.Sprint(lrm))
			opt(p, "ind", mml, "1")
			opt(p, "spotter", 0, spot)
			opt(p, "spa", 0, "1")
		}, func(t *testing.T) {
			has(id("spotter", 0, spot), true)
			has(id("spotter", 0, a), false) // not the attacker
			if s := shot(mml); !s.Indirect || s.Spotter != spot || !s.SpotterAttacked {
				t.Errorf("indirect shot %+v", s)
			}
			if s := shot(uac); s.Indirect || s.Spotter != "" {
				t.Errorf("the Ultra AC fires indirectly: %+v", s)
			}
		}},
		{"indirect fire refused without a spotter: its chips stay, to take it back", func() { opt(p, "spotter", 0, "") }, func(t *testing.T) {
			has(id("ind", mml, 1)+` data-act="opt" data-k="ind" data-w="`+fmt.Sprint(mml)+`" data-v="" aria-pressed="true"`, true)
			if _, err := table(t).State().ShotTarget(a, shot(mml), false); err == nil {
				t.Error("indirect fire without a spotter is not refused")
			}
			opt(p, "spotter", 0, spot)
		}},
		{"the target's AMS against the missiles only", func() { opt(p, "ams", mml, fmt.Sprint(ams)) }, func(t *testing.T) {
			has(id("ams", mml, ams), true)
			has(id("ams", uac, ams), false)
			if s := shot(mml); s.AMS == nil || *s.AMS != ams || s.AMSAmmo == nil || *s.AMSAmmo != amsBin {
				t.Errorf("AMS %v, bin %v; want %d, %d", s.AMS, s.AMSAmmo, ams, amsBin)
			}
		}},
		{"ECM between, a dropping target, spotting", func() { opt(p, "ecm", 0, "1"); opt(p, "drop", 0, "1"); opt(p, "spot", 0, "1") }, func(t *testing.T) {
			if s := shot(ml); !s.ECM || !s.Dropping || !s.Spotting {
				t.Errorf("shot %+v", s)
			}
		}},
		{"the arc, and flipped arms only into the rear arc", func() { opt(p, "arc", 0, "0") }, func(t *testing.T) {
			if s := shot(ml); s.Arc == nil || *s.Arc != classic.Front {
				t.Errorf("arc %v, want front", s.Arc)
			}
			has(`id="flip-0-1"`, false)
			opt(p, "arc", 0, "1")
			has(`id="flip-0-1"`, true)
			opt(p, "flip", 0, "1")
			p.atk.picked = []int{ml}
			if f := p.atk.fire(table(t).State(), mustUnit(t, table(t), a)).(*game.Fire); !f.FlipArms || *f.Shots[0].Arc != classic.Rear {
				t.Errorf("fire %+v", f)
			}
			p.atk.picked = nil
		}},
	}
	for _, c := range cases {
		if c.tap != nil {
			c.tap()
		}
		t.Run(c.name, c.check)
	}
}

// An MML fires with each kind of ammunition: the LRM and the SRM rows'
// heat (3 each) and range brackets (5 hexes: medium for SRMs, within the
// LRMs' minimum range) come from the bins fired.
func TestMMLFiresEachAmmo(t *testing.T) {
	useSession(t, store.NewMemory())
	a := addRebuilt(t, "Ana", nil, map[string][]string{"RT": {"is-mml-5*3", "is-mml-5*3"}, "LT": {"is-ammo-mml-5-lrm", "is-ammo-mml-5-srm"}})
	d := sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	toWeaponPhase(t)
	tbl := table(t)
	u := mustUnit(t, tbl, a)
	var mmls []int
	for i, it := range u.Items {
		if it.ID == "is-mml-5" {
			mmls = append(mmls, i)
		}
	}
	lrm, srm := itemOf(t, u, "is-ammo-mml-5-lrm"), itemOf(t, u, "is-ammo-mml-5-srm")
	p := newPage()
	p.tap(tbl, "open", sheetFire, nil)
	p.tap(tbl, "tgt", d, nil)
	p.tap(tbl, "step", "1", func(string) string { return "rng" })
	p.tap(tbl, "step", "1", func(string) string { return "rng" }) // 5 hexes
	opt(p, "bin", mmls[1], fmt.Sprint(srm))
	html := controlsHTML(t, p)
	for _, want := range []string{"5×1 dmg · 3 heat · min 6 · 7/14/21", "5×2 dmg · 3 heat · 3/6/9", "<b>+2</b> Minimum range", "<b>+2</b> Medium range"} {
		if !strings.Contains(html, want) {
			t.Errorf("fire sheet lacks %q:\n%s", want, html)
		}
	}
	p.tap(tbl, "wpn", fmt.Sprint(mmls[0]), nil)
	p.tap(tbl, "wpn", fmt.Sprint(mmls[1]), nil)
	p.tap(tbl, "fire", "", nil)
	for p.in != nil { // every die a 1: both miss
		ones := make([]int, p.in.need.Dice.Count)
		for i := range ones {
			ones[i] = 1
		}
		typed(t, p, ones...)
	}
	u = mustUnit(t, table(t), a)
	if u.HeatGen != 6 || u.Items[lrm].ShotsLeft != 23 || u.Items[srm].ShotsLeft != 19 {
		t.Errorf("heat %d, LRM shots %d, SRM shots %d; want 6, 23, 19", u.HeatGen, u.Items[lrm].ShotsLeft, u.Items[srm].ShotsLeft)
	}
}

// A refusal says why in the player's words where the player is looking,
// its seed lines behind a Why?: the Atlas's rear-mounted laser fired
// with the target in the forward arc.
func TestRefusalCite(t *testing.T) {
	useSession(t, store.NewMemory())
	atlas := sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	toWeaponPhase(t)
	tbl := table(t)
	rear := -1
	for i, it := range mustUnit(t, tbl, atlas).Items {
		if it.Rear {
			rear = i
		}
	}
	p := newPage()
	p.tap(tbl, "unit", atlas, nil)
	p.tap(tbl, "open", sheetFire, nil)
	controlsHTML(t, p)
	opt(p, "arc", 0, "0") // front
	p.tap(tbl, "fire1", fmt.Sprint(rear), nil)
	html := controlsHTML(t, p)
	for _, want := range []string{`id="sheet-notice" role="status">Not recorded: Atlas&#39;s Medium Laser is rear-mounted: it fires only into the rear arc</p>`, `id="notice-why"`, "003 L1361"} {
		if !strings.Contains(html, want) {
			t.Errorf("the refusal lacks %q:\n%s", want, html)
		}
	}
	if i, j := strings.Index(html, `id="sheet-notice"`), strings.Index(html, `id="fire-go"`); i < strings.Index(html, `id="sh-fire-foot"`) || j < i {
		t.Error("the refusal is not above the fire button, in the sheet's foot")
	}
}

// A run boosted by MASC: offered only with the run, the hexes up to twice
// the Walking MP, its activation roll asked for in the dice sheet.
func TestMoveBoost(t *testing.T) {
	useSession(t, store.NewMemory())
	tb := testbed(t, "Ana", nil)
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Bo")
	play(t, &game.EndPhase{})
	tbl := table(t)
	p := newPage()
	p.tap(tbl, "unit", hbk, nil)
	p.tap(tbl, "open", sheetMove, nil)
	p.tap(tbl, "mode", fmt.Sprint(int(game.Ran)), nil)
	if strings.Contains(controlsHTML(t, p), "boost-masc") {
		t.Error("a 'Mech without MASC is offered it")
	}
	p.tap(tbl, "unit", tb, nil)
	p.tap(tbl, "mode", fmt.Sprint(int(game.Walked)), nil)
	if strings.Contains(controlsHTML(t, p), "boost-masc") {
		t.Error("MASC offered for a walk")
	}
	p.tap(tbl, "mode", fmt.Sprint(int(game.Ran)), nil)
	p.tap(tbl, "boost", "masc", nil)
	for range 7 {
		p.tap(tbl, "step", "1", func(string) string { return "hex" })
	}
	html := controlsHTML(t, p)
	for _, want := range []string{"Hexes entered (up to 8)", "Record: run, 8 hexes, MASC", `id="boost-masc" data-act="boost" data-v="masc" aria-pressed="true"`} {
		if !strings.Contains(html, want) {
			t.Errorf("move sheet lacks %q:\n%s", want, html)
		}
	}
	p.tap(tbl, "move", "", nil)
	if p.in == nil || p.in.need == nil || !strings.Contains(p.in.need.Purpose, "MASC activation") {
		t.Fatalf("no MASC roll asked for: %+v (notice %q)", p.in, p.notice)
	}
	typed(t, p, 5, 6)
	if u := mustUnit(t, table(t), tb); u.Moved != game.Ran || u.Hexes != 8 || !u.UsedMASC {
		t.Errorf("moved %v %d hexes, MASC %v", u.Moved, u.Hexes, u.UsedMASC)
	}
}

// What the End Phase lets a 'Mech declare, in its heat sheet and only
// where it has it: stealth armor on (refused, with why, in another phase)
// and clearing a jammed rotary autocannon, whose roll comes in the rolls.
func TestEndPhaseDeclarations(t *testing.T) {
	useSession(t, store.NewMemory())
	tb := testbed(t, "Ana", func(d *design.Design) {
		d.ArmorType = "is-armor-stealth"
		d.Slots[classic.LeftArm] = append(d.Slots[classic.LeftArm], design.Mount{ID: "is-ecm-suite-guardian", Span: 2})
	})
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Bo")
	play(t, &game.EndPhase{})
	tbl := table(t)
	p := newPage()
	p.tap(tbl, "unit", hbk, nil)
	p.tap(tbl, "open", sheetHeat, nil)
	if strings.Contains(controlsHTML(t, p), "End Phase") {
		t.Error("a standard 'Mech has End Phase declarations")
	}
	p.tap(tbl, "unit", tb, nil)
	p.tap(tbl, "stealth", "", nil)
	if !strings.Contains(p.notice, "Not recorded: Stealth armor is switched on or off in the End Phase") || !strings.Contains(controlsHTML(t, p), "003 L7455") {
		t.Errorf("stealth in the Movement Phase: notice %q", p.notice)
	}
	// Weapon Attack Phase: the rotary AC fires 6 shots and jams on a 2.
	play(t, &game.EndPhase{})
	rac := itemOf(t, mustUnit(t, tbl, tb), "is-rotary-ac-5")
	p.tap(tbl, "open", sheetFire, nil)
	controlsHTML(t, p)
	opt(p, "rap", rac, "6")
	p.tap(tbl, "fire1", fmt.Sprint(rac), nil)
	typed(t, p, 1, 1)
	if !mustUnit(t, table(t), tb).Items[rac].Jammed {
		t.Fatal("the rotary AC did not jam")
	}
	for table(t).State().Phase != game.PhaseEnd {
		play(t, &game.EndPhase{})
	}
	p.tap(tbl, "open", sheetHeat, nil)
	html := controlsHTML(t, p)
	for _, want := range []string{"<h3>End Phase</h3>", `id="stealth" data-act="stealth">Engage stealth armor`, fmt.Sprintf(`id="unjam-%d" data-act="unjam" data-v="%[1]d">Clear the jammed Rotary AC/5 next turn`, rac)} {
		if !strings.Contains(html, want) {
			t.Errorf("heat sheet lacks %q:\n%s", want, html)
		}
	}
	p.tap(tbl, "stealth", "", nil)
	p.tap(tbl, "unjam", fmt.Sprint(rac), nil)
	u := mustUnit(t, table(t), tb)
	if !u.StealthOn || len(u.UnjamNext) != 1 {
		t.Fatalf("stealth %v, unjam next %v (notice %q)", u.StealthOn, u.UnjamNext, p.notice)
	}
	if h := string(sheetHTML(table(t).State(), u)); !strings.Contains(h, "<b>Stealth on</b>") {
		t.Errorf("the sheet does not say stealth is on:\n%s", h)
	}
	// Next turn, at the end of the Weapon Attack Phase: the Gunnery roll
	// at +3, made from the rolls sheet.
	for len(table(t).State().Pending) == 0 {
		play(t, &game.EndPhase{})
	}
	p.tap(tbl, "open", sheetRolls, nil)
	if html := controlsHTML(t, p); !strings.Contains(html, "clear the jammed Rotary AC/5") {
		t.Fatalf("no unjam roll:\n%s", html)
	}
	p.tap(tbl, "resolve", fmt.Sprint(table(t).State().Pending[0].ID), nil)
	typed(t, p, 6, 6)
	if mustUnit(t, table(t), tb).Items[rac].Jammed {
		t.Error("a 12 did not clear the jam")
	}
}

// Damage entered by hand on a 'Mech with laser-reflective armor says what
// dealt it (the other units' weapons, a fall, a physical attack): a
// medium laser's 10 takes 5 points of its armor (003 L7439). A standard
// 'Mech is not asked.
func TestHitFrom(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Bo")
	lr := addRebuilt(t, "Ana", func(d *design.Design) { d.ArmorType = "is-armor-laser-reflective" }, nil)
	tbl := table(t)
	p := newPage()
	p.tap(tbl, "unit", hbk, nil)
	p.tap(tbl, "open", sheetDamage, nil)
	if strings.Contains(controlsHTML(t, p), "What hit") {
		t.Error("standard armor asks what hit")
	}
	p.tap(tbl, "unit", lr, nil)
	html := controlsHTML(t, p)
	for _, want := range []string{`aria-label="What hit"`, `id="src-0-is-medium-laser"`, ">Autocannon/20<", `id="src-0-fall"`, `id="src-0-physical"`, `id="src-0-" data-act="opt" data-k="src" data-w="0" data-v="" aria-pressed="true">Other<`} {
		if !strings.Contains(html, want) {
			t.Errorf("damage sheet lacks %q:\n%s", want, html)
		}
	}
	opt(p, "src", 0, "is-medium-laser")
	p.tap(tbl, "loc", "CT", nil)
	for range 5 {
		p.tap(tbl, "dmg", "1", nil)
	}
	p.tap(tbl, "hit", "CT", nil)
	if l := mustUnit(t, table(t), lr).Locations[classic.CenterTorso]; l.MaxArmor-l.Armor != 5 {
		t.Errorf("a medium laser's 10 took %d armor, want 5 (halved)", l.MaxArmor-l.Armor)
	}
}
