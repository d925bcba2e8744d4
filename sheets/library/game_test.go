package library

import (
	"testing"

	"lancemate/engine/classic"
	"lancemate/engine/game"
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
	d, ok := Get("hunchback-hbk-4g")
	if !ok {
		t.Fatal("no Hunchback HBK-4G")
	}
	g, err := d.Game()
	if err != nil {
		t.Fatal(err)
	}
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
	d, ok := Get("hunchback-hbk-4g")
	if !ok {
		t.Fatal("no Hunchback HBK-4G")
	}
	g, err := d.Game()
	if err != nil {
		t.Fatal(err)
	}
	if len(g.CASE) != 0 {
		t.Errorf("without clanCase: CASE in %v, want none", g.CASE)
	}
	d.ClanCASE = true
	if g, err = d.Game(); err != nil {
		t.Fatal(err)
	}
	if len(g.CASE) != 1 || g.CASE[0] != classic.LeftTorso {
		t.Errorf("with clanCase: CASE in %v, want [LT]", g.CASE)
	}
}
