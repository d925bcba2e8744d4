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

// typed answers the roll the page asks for with physical dice.
func typed(t *testing.T, p *GamePage, faces ...int) {
	t.Helper()
	if p.need == nil {
		t.Fatalf("no roll asked for (message %q)", p.msg)
	}
	r, err := p.need.Dice.Typed(faces...)
	if err != nil {
		t.Fatal(err)
	}
	p.answer(r)
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
	p := &GamePage{}
	p.OnInit()
	p.loc, p.amount = "LA", 10
	p.hit()
	if p.need != nil || p.msg != "" {
		t.Fatalf("first hit asked for %+v, msg %q", p.need, p.msg)
	}
	p.hit()
	if p.need == nil || !strings.Contains(p.need.Purpose, "Determining Critical Hits") {
		t.Fatalf("second hit: need %+v, want the critical roll", p.need)
	}
	p.face(0, 4) // 8, typed die by die: one critical hit
	if p.need == nil || p.faces[0] != 4 {
		t.Fatalf("after the first die: need %+v, faces %v", p.need, p.faces)
	}
	p.face(1, 4)
	if p.need == nil || !strings.Contains(p.need.Purpose, "critical slot") {
		t.Fatalf("need %+v, want the slot roll", p.need)
	}
	typed(t, p, 3) // slot 3: lower arm actuator
	if p.need != nil || p.msg != "" {
		t.Fatalf("hit not applied: need %+v, msg %q", p.need, p.msg)
	}
	p.hit() // 4 more destroy the arm, 6 go into the left torso
	tbl, _ := session.Game()
	u, _ := tbl.State().Unit(hbk)
	if !u.Locations[classic.LeftArm].Destroyed || u.Locations[classic.LeftTorso].Armor != 14 {
		t.Fatalf("left arm %+v, left torso %+v", u.Locations[classic.LeftArm], u.Locations[classic.LeftTorso])
	}
	if got := strings.Join(tbl.History()[len(tbl.History())-1].Lines, "\n"); !strings.Contains(got, "Left Arm destroyed") || !strings.Contains(got, "6 damage to the Left Torso") {
		t.Errorf("report of the last hit:\n%s", got)
	}
	if len(tbl.State().Pending) != 1 || tbl.State().Pending[0].Kind != game.PSR {
		t.Fatalf("pending = %+v, want the PSR for 20 damage", tbl.State().Pending)
	}
	// The unit bar, the controls and the sheet are written in the browser
	// (GameView).
	html := kittest.Render(t, &GamePage{}) + string(unitsHTML(tbl.State(), hbk)+kit.Join(p.controls(tbl, u))+sheetHTML(u))
	for _, want := range []string{`id="unit-1"`, "1 roll", "Lower Arm Actuator ✗", "Chance <b>72.2%</b> <span class=\"muted\">(13/18)", "+5 Piloting skill", `id="resolve-1"`, "Left Arm</b><span>destroyed", "●●●●○", "Pilot hits"} {
		if !strings.Contains(html, want) {
			t.Errorf("game page lacks %q", want)
		}
	}
	p.start(&game.Roll{Pending: tbl.State().Pending[0].ID})
	typed(t, p, 1, 2)   // 3: fails, the 'Mech falls
	for p.need != nil { // the fall: facing, pilot roll, hit locations...
		if p.need.Dice.Count == 1 {
			typed(t, p, 1)
		} else {
			typed(t, p, 3, 4)
		}
	}
	if p.msg != "" {
		t.Fatal(p.msg)
	}
	tbl, _ = session.Game()
	sheet := sheetHTML(mustUnit(t, tbl, hbk))
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
	if got := sheetHTML(mustUnit(t, again, hbk)); got != sheet {
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
	if got := sheetHTML(mustUnit(t, again, hbk)); got != sheet {
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
	tbl, _ := session.Game()
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
	if _, err := session.AddUnit(d, game.Pilot{Name: "<b>", Gunnery: 4, Piloting: 5}); err != nil {
		t.Fatal(err)
	}
	tbl, _ := session.Game()
	for _, h := range []string{string(sheetHTML(&tbl.State().Units[0])), string(unitsHTML(tbl.State(), "")), string(kit.Join(historyParts(tbl.History())))} {
		if strings.Contains(h, "<i>") || !strings.Contains(h, "&lt;b&gt;") || !strings.Contains(h, "&lt;i&gt;Locust") {
			t.Errorf("not escaped: %s", h)
		}
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
	tbl, _ := session.Game()
	undone, log := sheetHTML(mustUnit(t, tbl, hbk)), mustLog(t, tbl)
	session.Store().Flush()
	useSession(t, mem)
	again, _ := session.Game()
	if again == nil || !again.CanRedo() || sheetHTML(mustUnit(t, again, hbk)) != undone || mustLog(t, again) != log {
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

// The physical attack screen: a kick's itemised target number from the
// engine, then the attack made with typed dice; the kicked 'Mech's PSR
// waits for the end of the phase.
func TestPhysicalScreen(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	atlas := sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	p := &GamePage{}
	p.OnInit()
	for range 3 {
		p.start(&game.EndPhase{})
	}
	tbl, _ := session.Game()
	if tbl.State().Phase != game.PhasePhysical {
		t.Fatalf("phase %s, want physical", tbl.State().Phase)
	}
	p.atk.attack = classic.Kick
	var w kit.Writer
	physHTML(&w, tbl.State(), mustUnit(t, tbl, hbk), &p.atk)
	for _, want := range []string{`id="phys-go"`, "Kick Atlas", "+5</b> Piloting skill", "-2</b> Kick", "TN 3+"} {
		if !strings.Contains(string(w.HTML()), want) {
			t.Errorf("physical screen lacks %q:\n%s", want, w.HTML())
		}
	}
	p.start(p.atk.physical(mustUnit(t, tbl, hbk)))
	typed(t, p, 3, 4) // hits
	typed(t, p, 1)    // kick table: right leg
	tbl, _ = session.Game()
	if p.need != nil || p.msg != "" {
		t.Fatalf("kick not applied: need %+v, msg %q", p.need, p.msg)
	}
	if u := mustUnit(t, tbl, atlas); u.Locations[classic.RightLeg].Armor != u.Locations[classic.RightLeg].MaxArmor-10 {
		t.Errorf("the kick did not deal 10 to the Atlas's right leg: %+v", u.Locations[classic.RightLeg])
	}
}

// A Hunchback at 22 heat with both AC/20 bins full owes an ammunition roll
// whose explosion the rules leave to the players (003 L3079-3081): the
// queue offers both bins instead of a bare Roll, the bin picked goes with
// the roll, and once it is made the phase can end.
func TestTiedHeatBins(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	tbl, _ := session.Game()
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
	tbl, _ = session.Game()
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
	p := &GamePage{}
	p.OnInit()
	for _, q := range tbl.State().Pending { // the shutdown roll comes first
		if q.Kind == game.ShutdownAvoid {
			p.resolve(q.ID, "<undefined>")
			typed(t, p, 6, 6)
		}
	}
	tbl, _ = session.Game()
	var w kit.Writer
	pendingHTML(&w, tbl.State())
	html := w.HTML()
	for _, i := range bins {
		it := &u.Items[i]
		want := fmt.Sprintf(`id="resolve-%d-%d" data-act="resolve" data-v="%[1]d" data-i="%[2]d">%s %s:%d<`, ammo.ID, i, it.Label(), it.Loc.Code(), it.Slots[0])
		if !strings.Contains(string(html), want) {
			t.Errorf("queue lacks %s:\n%s", want, html)
		}
	}
	if strings.Contains(string(html), fmt.Sprintf(`id="resolve-%d"`, ammo.ID)) {
		t.Errorf("queue offers a bare Roll for the tied ammunition roll:\n%s", html)
	}
	p.resolve(ammo.ID, fmt.Sprint(bins[1]))
	typed(t, p, 1, 2) // 3 fails: the second bin explodes
	for p.need != nil {
		typed(t, p, 1, 1) // critical rolls of the destroyed torso: none
	}
	tbl, _ = session.Game()
	u = mustUnit(t, tbl, hbk)
	if p.msg != "" || u.Items[bins[1]].ShotsLeft != 0 || u.Items[bins[0]].ShotsLeft == 0 {
		t.Fatalf("msg %q; bins %d and %d shots left, want the second emptied", p.msg, u.Items[bins[0]].ShotsLeft, u.Items[bins[1]].ShotsLeft)
	}
	if last := tbl.History()[len(tbl.History())-1].Summary; !strings.Contains(last, "Avoid ammo explosion 4+: rolled 3, failed, "+u.Items[bins[1]].Label()+" explodes") {
		t.Errorf("history entry %q", last)
	}
	if err := session.Play(end); err != nil {
		t.Errorf("the phase cannot end after the roll: %v", err)
	}
}

// A PSR the map calls for is marked by hand from the Move tool: its chips
// come from the engine's situations, a skid takes the hexes moved, and the
// PSR is queued with the skid modifier (003 L4150-4159).
func TestMovePSR(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	p := &GamePage{}
	p.OnInit()
	p.start(&game.EndPhase{})
	p.mode, p.hexes = game.Ran, 6
	tbl, _ := session.Game()
	p.start(&game.Move{Unit: hbk, Mode: p.mode, Hexes: p.hexes})
	tbl, _ = session.Game()
	u := mustUnit(t, tbl, hbk)
	var w kit.Writer
	moveHTML(&w, tbl.State(), u, p.mode, 1)
	html := w.HTML()
	for _, want := range []string{`id="move-psr"`, `id="psr-water_1" data-act="psr" data-v="water_1">Entered Depth 1 water<`,
		`data-v="skid">Skidding after 6 hexes<`, `data-v="ice">Entered ice<`} {
		if !strings.Contains(string(html), want) {
			t.Errorf("move tool lacks %s:\n%s", want, html)
		}
	}
	if n := strings.Count(string(html), `data-act="psr"`); n != len(game.Situations()) {
		t.Errorf("%d PSR chips, want one per situation (%d)", n, len(game.Situations()))
	}
	p.start(requirePSR(u, "skid", 1)) // the unit moved 6: the skid is after 6 hexes, +1
	tbl, _ = session.Game()
	if p.msg != "" || len(tbl.State().Pending) != 1 || tbl.State().Pending[0].Target != 5+1 {
		t.Fatalf("msg %q, pending %+v: want a PSR of 5 + 1 for a skid after 6 hexes", p.msg, tbl.State().Pending)
	}
	if s := tbl.History()[len(tbl.History())-1].Summary; s != "T1 movement phase: Hunchback: skidding after 6 hexes, PSR 6+ queued" {
		t.Errorf("history entry %q", s)
	}
}

// Initiative is an event of the game: each side's 2D6 asked for in turn,
// the result in the turn bar, kept over a reload and taken back by undo.
func TestInitiative(t *testing.T) {
	mem := store.NewMemory()
	useSession(t, mem)
	sessiontest.AddBuiltIn(t, "locust-lct-1v", "Ana")
	p := &GamePage{}
	p.OnInit()
	p.start(&game.Initiative{Sides: sides})
	if p.need == nil || p.need.Unit != "Side 1" {
		t.Fatalf("need %+v, want Side 1's roll", p.need)
	}
	typed(t, p, 3, 4)
	typed(t, p, 2, 3) // 7 against 5
	tbl, _ := session.Game()
	bar := func(tbl *session.Table) string { return string(kit.Join(p.controls(tbl, &tbl.State().Units[0]))) }
	const want = `id="init-result">Initiative: Side 1 7, Side 2 5: Side 1 wins<`
	if html := bar(tbl); p.msg != "" || !strings.Contains(html, want) || strings.Contains(html, `id="init-roll"`) {
		t.Fatalf("msg %q; controls:\n%s", p.msg, html)
	}
	session.Store().Flush()
	useSession(t, mem)
	again, _ := session.Game()
	if !strings.Contains(bar(again), want) {
		t.Error("initiative lost in the reload")
	}
	if err := session.Change((*session.Table).Undo); err != nil {
		t.Fatal(err)
	}
	if html := bar(again); strings.Contains(html, "init-result") || !strings.Contains(html, `id="init-roll"`) {
		t.Errorf("after undo the controls read:\n%s", html)
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
