package play

import (
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/kit/kittest"
	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/engine/game"
	"lancemate/sheets/library"
)

// useSession starts the app afresh on backend b for the test.
func useSession(t *testing.T, b store.Backend) {
	t.Helper()
	sessiontest.Use(t, b, dice.Seeded(1))
}

// newPage is a game page as it opens.
func newPage() *GamePage {
	clear(remembered)
	p := &GamePage{}
	p.OnInit()
	return p
}

// typed answers the roll the page asks for with physical dice, tapped
// die by die.
func typed(t *testing.T, p *GamePage, faces ...int) {
	t.Helper()
	if p.in == nil || p.in.need == nil {
		t.Fatalf("no roll asked for (notice %q, said %q)", p.notice, kit.Said())
	}
	if len(faces) != p.in.need.Dice.Count {
		t.Fatalf("%d faces for %s (%s)", len(faces), p.in.need.Dice, p.in.need.Purpose)
	}
	for i, f := range faces {
		p.face(i, f)
	}
}

// table is the game in play.
func table(t *testing.T) *session.Table {
	t.Helper()
	tbl, _ := session.Game()
	if tbl == nil {
		t.Fatal("no game in play")
	}
	return tbl
}

// controlsHTML is what the page shows over the record sheet: the action
// bar and the open sheet.
func controlsHTML(t *testing.T, p *GamePage) string {
	t.Helper()
	tbl := table(t)
	return string(kit.Join(p.controls(tbl, p.selected(tbl.State()))))
}

// A game played through the page: two 'Mechs, an arm shot off with its
// damage transferring into the side torso, a critical hit resolved with
// typed dice, then the PSR; every step saved, so a fresh start replays to
// the same state, and undo and redo step through it.
func TestGamePlayAndReload(t *testing.T) {
	mem := store.NewMemory()
	useSession(t, mem)
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	if other := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Bo"); other != "Hunchback 2" || hbk != "Hunchback" {
		t.Errorf("unit ids %q, %q, want Hunchback and Hunchback 2", hbk, other)
	}
	p := newPage()
	p.tap(table(t), "sheet", "LA", nil) // the left arm of the diagram
	if p.open != sheetLoc || !strings.Contains(controlsHTML(t, p), `id="hit-apply" data-act="hit" data-v="LA">5 damage → Left Arm<`) {
		t.Fatalf("the left arm's sheet is not open:\n%s", controlsHTML(t, p))
	}
	p.amount = 10
	u := mustUnit(t, table(t), hbk)
	p.hit(u, "LA")
	if p.in != nil || p.card == nil || p.open != sheetLoc {
		t.Fatalf("first hit: entry %+v, card %+v, sheet %q", p.in, p.card, p.open)
	}
	if html := controlsHTML(t, p); !strings.Contains(html, "10 damage, left arm armor 16→6") || !strings.Contains(html, `id="out-undo"`) {
		t.Errorf("the location sheet does not show what the hit did:\n%s", html)
	}
	p.hit(u, "LA")
	if p.in == nil || !strings.Contains(p.in.need.Purpose, "Critical hit roll") || p.open != sheetDice {
		t.Fatalf("second hit: entry %+v, want the critical roll in the dice sheet", p.in)
	}
	p.face(0, 4) // 8, typed die by die: one critical hit
	if p.in.need == nil || p.in.faces[0] != 4 {
		t.Fatalf("after the first die: %+v", p.in)
	}
	p.face(1, 4)
	if p.in == nil || !strings.Contains(p.in.need.Purpose, "critical slot") {
		t.Fatalf("entry %+v, want the slot roll", p.in)
	}
	if html := controlsHTML(t, p); !strings.Contains(html, `id="dice-last"`) || !strings.Contains(html, "Critical hit roll, Left Arm (internal structure damage): 8 (4+4)") {
		t.Errorf("the dice sheet does not show the last roll:\n%s", html)
	}
	typed(t, p, 3) // slot 3: lower arm actuator
	if p.in != nil || p.card == nil || p.open != sheetDice {
		t.Fatalf("hit not applied: entry %+v card %+v", p.in, p.card)
	}
	if html := controlsHTML(t, p); !strings.Contains(html, "critical hit: Lower Arm Actuator") || !strings.Contains(html, `id="card-done"`) {
		t.Errorf("the outcome card lacks the critical hit:\n%s", html)
	}
	p.finish()
	if p.open != sheetLoc {
		t.Errorf("Done went to %q, want back to the location sheet", p.open)
	}
	p.hit(u, "LA") // 10 more destroy the arm, 6 go into the left torso
	tbl := table(t)
	u = mustUnit(t, tbl, hbk)
	if !u.Locations[classic.LeftArm].Destroyed || u.Locations[classic.LeftTorso].Armor != 14 {
		t.Fatalf("left arm %+v, left torso %+v", u.Locations[classic.LeftArm], u.Locations[classic.LeftTorso])
	}
	if len(tbl.State().Pending) != 1 || tbl.State().Pending[0].Kind != game.PSR {
		t.Fatalf("pending = %+v, want the PSR for 20 damage", tbl.State().Pending)
	}
	// The force strip, the record sheet and the rolls owed.
	p.closeSheet()
	html := kittest.Render(t, &GamePage{}) + string(unitsHTML(tbl.State(), hbk)+sheetHTML(tbl.State(), u))
	for _, want := range []string{`id="unit-1"`, `aria-label="1 roll to make"`, `id="pending-badge" data-act="open" data-v="rolls">1 roll<`,
		`class="cell b-LA dead"`, ">destroyed<", "Walk <b>4</b>", `<span class="cv a" aria-hidden="true"><i>A</i><b>14</b>`, "Pilot"} {
		if !strings.Contains(html, want) {
			t.Errorf("game page lacks %q", want)
		}
	}
	p.tap(tbl, "open", sheetRolls, nil)
	if html := controlsHTML(t, p); !strings.Contains(html, "Chance <b>72.2%</b> <span class=\"muted\">(13/18)") || !strings.Contains(html, "+5 Piloting skill") || !strings.Contains(html, `id="roll-1"`) {
		t.Errorf("rolls sheet:\n%s", html)
	}
	p.resolve(tbl.State().Pending[0].ID, "", false)
	typed(t, p, 1, 2) // 3: fails, the 'Mech falls
	for p.in != nil { // the fall: facing, pilot roll, hit locations...
		if p.in.need.Dice.Count == 1 {
			typed(t, p, 1)
		} else {
			typed(t, p, 3, 4)
		}
	}
	tbl = table(t)
	sheet := sheetHTML(tbl.State(), mustUnit(t, tbl, hbk))
	events := len(tbl.History())
	if rolls, _ := session.RollLogVersion(); rolls < 5 {
		t.Errorf("%d rolls in the dice log, want every roll made", rolls)
	}

	// A fresh start reads the same game.
	session.Store().Flush()
	useSession(t, mem)
	again, bad := session.Game()
	if again == nil || len(bad) > 0 || len(again.History()) != events {
		t.Fatalf("reloaded game %v, damaged %v", again, bad)
	}
	if got := sheetHTML(again.State(), mustUnit(t, again, hbk)); got != sheet {
		t.Errorf("sheet after reload differs:\n%s\nwant\n%s", got, sheet)
	}
	// Undo back to before the critical hit, and redo.
	for range events - 3 {
		if err := session.Change((*session.Table).Undo); err != nil {
			t.Fatal(err)
		}
	}
	if u := mustUnit(t, again, hbk); u.Locations[classic.LeftArm].Armor != 6 || u.Locations[classic.LeftArm].Crit[2] != 0 {
		t.Errorf("after undo the left arm is %+v", u.Locations[classic.LeftArm])
	}
	for again.CanRedo() {
		if err := session.Change((*session.Table).Redo); err != nil {
			t.Fatal(err)
		}
	}
	if got := sheetHTML(again.State(), mustUnit(t, again, hbk)); got != sheet {
		t.Error("sheet after undo and redo differs")
	}
}

func mustUnit(t *testing.T, tbl *session.Table, id string) *game.Unit {
	t.Helper()
	u, ok := tbl.State().Unit(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return u
}

// A saved game that no longer replays is shown as an error with its text,
// kept in storage, and a new game can still be started.
func TestCorruptGame(t *testing.T) {
	mem := store.NewMemory()
	useSession(t, mem)
	sessiontest.AddBuiltIn(t, "locust-lct-1v", "Ana")
	tbl := table(t)
	key := tbl.Key()
	raw := strings.Replace(mustLog(t, tbl), `"tons":20`, `"tons":-20`, 1)
	session.Store().Flush()
	if err := mem.Write([]store.Change{{Key: key, Value: raw}}); err != nil {
		t.Fatal(err)
	}
	useSession(t, mem)
	if tbl, bad := session.Game(); tbl != nil || len(bad) != 1 || bad[0].Raw != raw {
		t.Fatalf("game %v, damaged %+v", tbl, bad)
	}
	html := kittest.Render(t, &GamePage{})
	if !strings.Contains(html, "A saved game could not be read") || !strings.Contains(html, "event 1 (add_unit)") || !strings.Contains(html, "-20") {
		t.Errorf("page does not show the damaged game:\n%s", html)
	}
	sessiontest.AddBuiltIn(t, "locust-lct-1v", "Bo")
	if tbl, bad := session.Game(); tbl == nil || tbl.Key() == key || len(bad) != 1 {
		t.Errorf("new game %v next to the damaged one %+v", tbl, bad)
	}
}

func TestGamePageEmpty(t *testing.T) {
	useSession(t, store.NewMemory())
	if html := kittest.Render(t, &GamePage{}); !strings.Contains(html, `id="game-library"`) || !strings.Contains(html, "No &#39;Mechs in play") {
		t.Errorf("empty game page:\n%s", html)
	}
}

func TestSheetEscapes(t *testing.T) {
	useSession(t, store.NewMemory())
	d, _ := library.Get("locust-lct-1v")
	d.Chassis = `<i>Locust</i>`
	if _, err := session.AddUnit(d, game.Pilot{Name: "<b>", Gunnery: 4, Piloting: 5}, ""); err != nil {
		t.Fatal(err)
	}
	tbl := table(t)
	p := newPage()
	p.open = sheetMenu
	for _, h := range []string{string(sheetHTML(tbl.State(), &tbl.State().Units[0])), string(unitsHTML(tbl.State(), "")), controlsHTML(t, p)} {
		if strings.Contains(h, "<i>Locust") || !strings.Contains(h, "&lt;i&gt;Locust") {
			t.Errorf("not escaped: %s", h)
		}
	}
	if h := string(sheetHTML(tbl.State(), &tbl.State().Units[0])); !strings.Contains(h, "&lt;b&gt;") {
		t.Errorf("pilot not escaped: %s", h)
	}
}

// The redo list is saved with the game: after a reload the undone events
// can be redone.
func TestRedoSurvivesReload(t *testing.T) {
	mem := store.NewMemory()
	useSession(t, mem)
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	la := classic.LeftArm
	for range 2 {
		if err := session.Play(&game.Hit{Unit: hbk, Loc: &la, Damage: 5}); err != nil {
			t.Fatal(err)
		}
	}
	for range 2 {
		if err := session.Change((*session.Table).Undo); err != nil {
			t.Fatal(err)
		}
	}
	tbl := table(t)
	undone, log := sheetHTML(tbl.State(), mustUnit(t, tbl, hbk)), mustLog(t, tbl)
	session.Store().Flush()
	useSession(t, mem)
	again, _ := session.Game()
	if again == nil || !again.CanRedo() || sheetHTML(again.State(), mustUnit(t, again, hbk)) != undone || mustLog(t, again) != log {
		t.Fatalf("after the reload: %+v", again)
	}
	for range 2 {
		if err := session.Change((*session.Table).Redo); err != nil {
			t.Fatal(err)
		}
	}
	if u := mustUnit(t, again, hbk); u.Locations[la].Armor != u.Locations[la].MaxArmor-10 || again.CanRedo() {
		t.Errorf("after redo the left arm has %d armor", u.Locations[la].Armor)
	}
}

// The physical attack sheet: a kick's target number from the engine with
// its modifiers behind "Why?", no woods between (the target is adjacent),
// then the attack made with typed dice; the kicked 'Mech's PSR waits for
// the end of the phase.
func TestPhysicalSheet(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	atlas := sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	for range 3 {
		if err := session.Play(&game.EndPhase{}); err != nil {
			t.Fatal(err)
		}
	}
	p := newPage()
	tbl := table(t)
	p.tap(tbl, "open", sheetPhys, nil)
	p.tap(tbl, "phys", fmt.Sprint(int(classic.Kick)), nil)
	html := controlsHTML(t, p)
	for _, want := range []string{`id="phys-go" data-act="strike">Kick Atlas<`, "<b>+5</b> Piloting skill", "<b>-2</b> Kick", `<span class="wtn">3+ <strong>`, "Right Leg", `class="chips fit"`} {
		if !strings.Contains(html, want) {
			t.Errorf("physical sheet lacks %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, "woods between") {
		t.Errorf("the physical sheet offers woods between adjacent units:\n%s", html)
	}
	p.tap(tbl, "strike", "", nil)
	if p.in == nil || p.in.who != hbk || !strings.Contains(p.diceSheet().Title, "Dice for Hunchback") {
		t.Fatalf("the kick's dice are not the Hunchback's: %+v", p.in)
	}
	typed(t, p, 3, 4) // hits
	if !strings.Contains(controlsHTML(t, p), "vs 3+ — hit") {
		t.Errorf("the dice sheet does not say the kick hit:\n%s", controlsHTML(t, p))
	}
	typed(t, p, 1) // kick table: right leg
	tbl = table(t)
	if p.in != nil || p.card == nil || p.card.title != "Attack recorded" {
		t.Fatalf("kick not applied: entry %+v, card %+v", p.in, p.card)
	}
	if u := mustUnit(t, tbl, atlas); u.Locations[classic.RightLeg].Armor != u.Locations[classic.RightLeg].MaxArmor-10 {
		t.Errorf("the kick did not deal 10 to the Atlas's right leg: %+v", u.Locations[classic.RightLeg])
	}
}

// A Hunchback at 22 heat with both AC/20 bins full owes an ammunition roll
// whose explosion the rules leave to the players (003 L3079-3081): the
// rolls sheet offers both bins instead of a bare Roll, the bin picked goes
// with the roll, and once it is made the phase can end.
func TestTiedHeatBins(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	tbl := table(t)
	var shots []game.Shot // every weapon but the AC/20, so both bins stay full
	for i, it := range mustUnit(t, tbl, hbk).Items {
		if it.Kind == game.Weapon && it.ID != "is-ac-20" {
			shots = append(shots, game.Shot{Weapon: i})
		}
	}
	end := &game.EndPhase{}
	for turn := range 2 {
		evs := []game.Event{end, &game.Move{Unit: hbk, Mode: game.Ran}, end,
			&game.ExternalHeat{Unit: hbk, Heat: 15}, &game.Fire{Unit: hbk, Shots: shots}, end, end}
		if turn == 0 {
			evs = append(evs, end, end)
		}
		for _, ev := range evs {
			if err := session.Play(ev); err != nil {
				t.Fatalf("turn %d, %s: %v", turn+1, ev.Type(), err)
			}
		}
	}
	tbl = table(t)
	u := mustUnit(t, tbl, hbk)
	bins := u.HeatExplosionBins()
	var ammo *game.Pending
	for i := range tbl.State().Pending {
		if q := &tbl.State().Pending[i]; q.Kind == game.AmmoAvoid {
			ammo = q
		}
	}
	if ammo == nil || len(bins) != 2 || u.Heat < 19 {
		t.Fatalf("heat %d, bins %v, pending %+v: want an ammunition roll with two tied bins", u.Heat, bins, tbl.State().Pending)
	}
	p := newPage()
	for _, q := range tbl.State().Pending { // the shutdown roll comes first
		if q.Kind == game.ShutdownAvoid {
			p.resolve(q.ID, "<undefined>", false)
			typed(t, p, 6, 6)
			p.finish()
		}
	}
	p.open = sheetRolls
	html := controlsHTML(t, p)
	for _, i := range bins {
		it := &u.Items[i]
		want := fmt.Sprintf(`id="resolve-%d-%d" data-act="resolve" data-v="%[1]d" data-i="%[2]d">%s · Left torso slot %d<`, ammo.ID, i, it.Label(), it.Slots[0])
		if !strings.Contains(html, want) {
			t.Errorf("rolls sheet lacks %s:\n%s", want, html)
		}
	}
	if strings.Contains(html, fmt.Sprintf(`id="roll-%d"`, ammo.ID)) {
		t.Errorf("the rolls sheet offers a bare Roll for the tied ammunition roll:\n%s", html)
	}
	p.resolve(ammo.ID, fmt.Sprint(bins[1]), false)
	typed(t, p, 1, 2) // 3 fails: the second bin explodes
	for p.in != nil {
		typed(t, p, 1, 1) // critical rolls of the destroyed torso: none
	}
	tbl = table(t)
	u = mustUnit(t, tbl, hbk)
	if u.Items[bins[1]].ShotsLeft != 0 || u.Items[bins[0]].ShotsLeft == 0 {
		t.Fatalf("bins %d and %d shots left, want the second emptied", u.Items[bins[0]].ShotsLeft, u.Items[bins[1]].ShotsLeft)
	}
	if last := tbl.History()[len(tbl.History())-1].Summary; !strings.Contains(last, "Avoid ammo explosion 4+: rolled 3, failed, "+u.Items[bins[1]].Label()+" explodes") {
		t.Errorf("history entry %q", last)
	}
	if err := session.Play(end); err != nil {
		t.Errorf("the phase cannot end after the roll: %v", err)
	}
}

// A queued PSR made with the app's roll takes one tap in the rolls sheet:
// the app rolls it and every roll that follows, and the outcome card
// shows each.
func TestPendingRollByApp(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	la := classic.LeftArm
	if err := session.Play(&game.Hit{Unit: hbk, Loc: &la, Damage: 16, Rolls: game.Rolls{Rolls: []int{}}}); err != nil {
		t.Fatal(err)
	}
	ct := classic.CenterTorso
	if err := session.Play(&game.Hit{Unit: hbk, Loc: &ct, Damage: 5}); err != nil {
		t.Fatal(err)
	}
	tbl := table(t)
	if len(tbl.State().Pending) != 1 {
		t.Fatalf("pending %+v, want the PSR for 20 damage", tbl.State().Pending)
	}
	p := newPage()
	p.tap(tbl, "open", sheetRolls, nil)
	p.tap(tbl, "resolve", fmt.Sprint(tbl.State().Pending[0].ID), func(k string) string {
		if k == "by" {
			return "app"
		}
		return ""
	})
	if p.in != nil || p.card == nil || p.open != sheetDice || len(table(t).State().Pending) > 0 && table(t).State().Pending[0].Kind == game.PSR {
		t.Fatalf("one tap did not make the PSR: entry %+v, card %+v, pending %+v", p.in, p.card, table(t).State().Pending)
	}
	if html := controlsHTML(t, p); !strings.Contains(html, "Roll made") || !strings.Contains(html, "PSR") {
		t.Errorf("outcome card:\n%s", html)
	}
}

// Initiative: each side named with its units, its 2D6 asked for in turn,
// the result in the initiative sheet and the game menu, kept over a
// reload and taken back by undo. Next phase in the Initiative Phase asks
// before skipping the roll.
func TestInitiative(t *testing.T) {
	mem := store.NewMemory()
	useSession(t, mem)
	sessiontest.AddBuiltIn(t, "locust-lct-1v", "Ana")
	sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Cy")
	p := newPage()
	tbl := table(t)
	p.tap(tbl, "end-phase", "", nil)
	if p.open != sheetNext || tbl.State().Phase != game.PhaseInitiative {
		t.Fatalf("Next phase without initiative: sheet %q, phase %s; want it to ask", p.open, tbl.State().Phase)
	}
	if html := controlsHTML(t, p); !strings.Contains(html, `id="next-skip"`) || !strings.Contains(html, `id="next-init"`) {
		t.Errorf("the question:\n%s", html)
	}
	p.tap(tbl, "open", sheetInit, nil)
	p.tap(tbl, "side", "1", func(string) string { return "Hunchback" }) // the Hunchback joins the Locust
	p.tap(tbl, "side", "2", func(string) string { return "Atlas" })
	if got := p.sideNames(tbl.State()); got[0] != "Side 1 (Locust, Hunchback)" || got[1] != "Side 2 (Atlas)" {
		t.Errorf("sides %q", got)
	}
	p.tap(tbl, "init", "", nil)
	if p.in == nil || p.in.need.Unit != "Side 1 (Locust, Hunchback)" || !strings.Contains(p.diceSheet().Title, "Side 1 (Locust, Hunchback)") {
		t.Fatalf("entry %+v, want Side 1's roll", p.in)
	}
	typed(t, p, 3, 4)
	typed(t, p, 2, 3) // 7 against 5
	const want = "Side 1 (Locust, Hunchback) rolled 7, Side 2 (Atlas) rolled 5: won by Side 1 (Locust, Hunchback)"
	p.open = sheetMenu
	if html := controlsHTML(t, p); !strings.Contains(html, want) {
		t.Fatalf("menu:\n%s", html)
	}
	session.Store().Flush()
	useSession(t, mem)
	again := newPage()
	again.open = sheetInit
	if html := controlsHTML(t, again); !strings.Contains(html, want) || !strings.Contains(html, `id="side-2-1" data-act="side" data-k="Hunchback" data-v="1" aria-pressed="true"`) {
		t.Errorf("initiative or its sides lost in the reload:\n%s", html)
	}
	if err := session.Change((*session.Table).Undo); err != nil {
		t.Fatal(err)
	}
	if html := controlsHTML(t, again); strings.Contains(html, "init-result") || !strings.Contains(html, `id="init-roll"`) {
		t.Errorf("after undo the initiative sheet reads:\n%s", html)
	}
	again.tap(table(t), "end-phase", "", nil)
	again.tap(table(t), "skip", "", nil)
	if table(t).State().Phase != game.PhaseMovement {
		t.Errorf("skipping the roll left the game in the %s phase", table(t).State().Phase)
	}
}

// mustLog is the saved form of a game.
func mustLog(t *testing.T, tbl *session.Table) string {
	t.Helper()
	s, err := tbl.Log()
	if err != nil {
		t.Fatal(err)
	}
	return s
}
