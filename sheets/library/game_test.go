package library

import (
	"slices"
	"strings"
	"testing"

	"lancemate/engine/classic"
	"lancemate/engine/game"
	"lancemate/sheets/design"
)

// TestGame puts every built-in design on the table.
func TestGame(t *testing.T) {
	es, err := All()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range es {
		g, err := e.Design.Game()
		if err != nil {
			t.Errorf("%s: %v", e.ID, err)
			continue
		}
		if _, err := game.NewUnit(e.ID, g, game.Pilot{Name: "Test", Gunnery: 4, Piloting: 5}); err != nil {
			t.Errorf("%s: %v", e.ID, err)
		}
	}
}

// TestGameHunchback checks the conversion of the Hunchback HBK-4G against
// its record sheet (TRO 3039): the AC/20 fills ten slots of the right
// torso, two bins of 5 shots of 20 damage sit in the left torso.
func TestGameHunchback(t *testing.T) {
	_, g := hunchback(t)
	var ac, bins int
	for _, c := range g.Components {
		switch {
		case c.ID == "is-ac-20" && c.Loc == classic.RightTorso && len(c.Slots) == 10 && c.Heat == 7 && c.Kind == game.Weapon:
			ac++
		case c.ID == "is-ammo-ac-20" && c.Loc == classic.LeftTorso && c.Shots == 5 && c.ShotDamage == 20 && c.Explosive && c.Kind == game.Ammo:
			bins++
		}
	}
	if ac != 1 || bins != 2 || g.HeatSinks != 13 || g.Double || g.Walk != 4 || g.Armor[classic.CenterTorso] != 26 || g.Rear[classic.CenterTorso] != 5 {
		t.Errorf("AC/20 %d, bins %d, heat sinks %d double %v, walk %d, CT %d/%d", ac, bins, g.HeatSinks, g.Double, g.Walk, g.Armor[classic.CenterTorso], g.Rear[classic.CenterTorso])
	}
}

// TestGameClanCASE checks that Clan CASE, which takes no slot (003 L8269),
// reaches the game as CASE in every location holding explosive ammunition:
// the Hunchback HBK-4G keeps its AC/20 ammunition in the left torso only.
func TestGameClanCASE(t *testing.T) {
	d, g := hunchback(t)
	if len(g.CASE) != 0 {
		t.Errorf("without clanCase: CASE in %v, want none", g.CASE)
	}
	d.ClanCASE = true
	var err error
	if g, err = d.Game(); err != nil {
		t.Fatal(err)
	}
	if len(g.CASE) != 1 || g.CASE[0] != classic.LeftTorso {
		t.Errorf("with clanCase: CASE in %v, want [LT]", g.CASE)
	}
}

// TestGameKingCrab checks the split AC/20s of the King Crab KGC-0000
// (corpus mtf/3039u/King Crab KGC-0000.mtf: "Autocannon/20" in slots 1-2
// of each side torso and 5-12 of each arm): each becomes one component
// with 2 slots in the torso and a split part of 8 slots in the arm.
func TestGameKingCrab(t *testing.T) {
	d, ok := Get("king-crab-kgc-0000")
	if !ok {
		t.Fatal("no King Crab KGC-0000")
	}
	g, err := d.Game()
	if err != nil {
		t.Fatal(err)
	}
	want := map[classic.Location]classic.Location{classic.LeftTorso: classic.LeftArm, classic.RightTorso: classic.RightArm}
	for _, c := range g.Components {
		if c.ID != "is-ac-20" {
			continue
		}
		arm, ok := want[c.Loc]
		if !ok || !slices.Equal(c.Slots, []int{1, 2}) || c.Split == nil || c.Split.Loc != arm ||
			!slices.Equal(c.Split.Slots, []int{5, 6, 7, 8, 9, 10, 11, 12}) {
			t.Errorf("AC/20 in %s slots %v, split %+v", c.Loc, c.Slots, c.Split)
		}
		delete(want, c.Loc)
	}
	if len(want) > 0 {
		t.Errorf("no AC/20 in %v", want)
	}
}

// TestGameSplitNotAdjacent refuses split parts that do not meet in
// adjacent locations: the two side torsos are not joined (003 L2475-2481).
func TestGameSplitNotAdjacent(t *testing.T) {
	d, ok := Get("king-crab-kgc-0000")
	if !ok {
		t.Fatal("no King Crab KGC-0000")
	}
	mounts := func(ss ...string) []design.Mount {
		var out []design.Mount
		for _, s := range ss {
			m, err := design.ParseMount(s)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, m)
		}
		return out
	}
	d.Slots[classic.RightTorso] = mounts("is-ac-20*8 (S)", "is-ammo-ac-20")
	d.Slots[classic.LeftArm] = mounts("shoulder", "upper-arm", "lower-arm", "hand")
	d.Slots[classic.RightArm] = mounts("shoulder", "upper-arm", "lower-arm", "hand")
	if err := d.Validate(); err != nil {
		t.Fatalf("the changed design should be valid: %v", err)
	}
	if _, err := d.Game(); err == nil || !strings.Contains(err.Error(), "no other part of the split is-ac-20") {
		t.Errorf("Game: %v, want an error about the split AC/20", err)
	}
}

// hunchback returns the built-in Hunchback HBK-4G and its game design.
func hunchback(t *testing.T) (design.Design, game.Design) {
	t.Helper()
	d, ok := Get("hunchback-hbk-4g")
	if !ok {
		t.Fatal("no Hunchback HBK-4G")
	}
	g, err := d.Game()
	if err != nil {
		t.Fatal(err)
	}
	return d, g
}
