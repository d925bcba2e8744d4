package play

import (
	"testing"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/game"
)

// The location sheet's pieces kept between taps (the critical slots, the
// attacker chips, the hit's foot) are what writing them afresh gives,
// after every kind of change: a hit on the armor, a slot marked hit, a
// location destroyed, another unit destroyed, the attacker or the damage
// chosen.
func TestLocSheetPiecesKeptMatchFresh(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	lct := sessiontest.AddBuiltIn(t, "locust-lct-1v", "Bo")
	sessiontest.AddBuiltIn(t, "atlas-as7-d", "Cy")
	la, ct := classic.LeftArm, classic.CenterTorso
	p := newPage()
	fresh := func(name string) {
		t.Helper()
		tbl := table(t)
		u := mustUnit(t, tbl, hbk)
		locs := []classic.Location{la, ct}
		var kept [][]kit.Part
		for _, loc := range locs {
			p.loc = loc.Code()
			kept = append(kept, p.locSheet(tbl, u).Parts)
		}
		clear(critCache)
		clear(sheetPieces)
		for i, loc := range locs {
			p.loc = loc.Code()
			again := p.locSheet(tbl, u).Parts
			if len(kept[i]) != len(again) {
				t.Fatalf("%s, %s: %d pieces kept, %d written afresh", name, loc.Code(), len(kept[i]), len(again))
			}
			for j, k := range kept[i] {
				if k.ID != again[j].ID || k.HTML != again[j].HTML {
					t.Errorf("%s, %s: piece %s kept as\n%s\nwritten afresh as\n%s", name, loc.Code(), k.ID, k.HTML, again[j].HTML)
				}
			}
		}
	}
	steps := []struct {
		name string
		ev   game.Event
		page func()
	}{
		{name: "in play"},
		{name: "armor hit", ev: &game.Hit{Unit: hbk, Loc: &la, Damage: 5}},
		{name: "another armor hit", ev: &game.Hit{Unit: hbk, Loc: &ct, Damage: 3}},
		{name: "a slot hit", ev: &game.MarkCrit{Unit: hbk, Loc: la, Slot: 5}},
		{name: "the gyro hit", ev: &game.MarkCrit{Unit: hbk, Loc: ct, Slot: 4}},
		{name: "the gyro's next slot hit", ev: &game.MarkCrit{Unit: hbk, Loc: ct, Slot: 5}},
		{name: "the attacker chosen", page: func() { p.from = lct }},
		{name: "the damage chosen", page: func() { p.amount = 7 }},
		{name: "the side chosen", page: func() { p.dir = classic.Rear }},
		{name: "the attacker destroyed", ev: &game.MarkCrit{Unit: lct, Loc: classic.Head, Slot: 3}, page: func() {
			if !mustUnit(t, table(t), lct).Destroyed {
				t.Fatal("the cockpit hit left the Locust in play")
			}
		}},
		{name: "the arm destroyed", ev: &game.Hit{Unit: hbk, Loc: &la, Damage: 40, Rolls: game.Rolls{Rolls: []int{2}}}},
	}
	for _, s := range steps {
		if s.ev != nil {
			if err := session.Play(s.ev); err != nil {
				t.Fatalf("%s: %v", s.name, err)
			}
		}
		if s.page != nil {
			s.page()
		}
		fresh(s.name)
	}
}

// The record sheet's parts kept between taps (the location cells, the
// pilot line, the inventory) are what writing them afresh gives, after a
// hit on the armor and pilot hits marked and taken back.
func TestSheetPartsKeptMatchFresh(t *testing.T) {
	useSession(t, store.NewMemory())
	hbk := sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	sessiontest.AddBuiltIn(t, "locust-lct-1v", "Bo")
	la := classic.LeftArm
	for _, s := range []struct {
		name string
		ev   game.Event
	}{
		{name: "in play"},
		{"armor hit", &game.Hit{Unit: hbk, Loc: &la, Damage: 5}},
		{"two pilot hits", &game.PilotHit{Unit: hbk, Hits: 2}},
		{"one taken back", &game.PilotHit{Unit: hbk, Hits: -1}},
		{"another armor hit", &game.Hit{Unit: hbk, Loc: &la, Damage: 2}},
	} {
		if s.ev != nil {
			if err := session.Play(s.ev); err != nil {
				t.Fatalf("%s: %v", s.name, err)
			}
		}
		tbl := table(t)
		units := tbl.State().Units
		var kept [][]kit.Part
		for i := range units {
			kept = append(kept, sheetParts(tbl.State(), &units[i]))
		}
		clear(locCache)
		clear(pilotCache)
		clear(invCache)
		for i := range units {
			u := &units[i]
			again := sheetParts(tbl.State(), u)
			if len(kept[i]) != len(again) {
				t.Fatalf("%s, %s: %d parts kept, %d written afresh", s.name, u.ID, len(kept[i]), len(again))
			}
			for j, k := range kept[i] {
				if k.ID != again[j].ID || k.HTML != again[j].HTML {
					t.Errorf("%s, %s: part %s kept as\n%s\nwritten afresh as\n%s", s.name, u.ID, k.ID, k.HTML, again[j].HTML)
				}
			}
		}
	}
}
