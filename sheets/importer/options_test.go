package importer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lancemate/engine/classic"
	"lancemate/engine/game"
	"lancemate/sheets/design"
	"lancemate/sheets/library"
)

// TestDaedalusPlaysOptions imports a real MegaMek file with a small
// cockpit and triple-strength myomer (Daedalus DAD-4A, TRO 3055) and plays
// it: its PSRs carry the cockpit's +1 with the seed lines, and after a
// turn ended at 9 heat it walks 2 MP more and kicks for double damage
// (003 L3183, L7631-7635).
func TestDaedalusPlaysOptions(t *testing.T) {
	p := filepath.Join(corpus, "mtf", "3055U", "Daedalus DAD-4A.mtf")
	data, err := os.ReadFile(p)
	if err != nil {
		t.Skipf("shared corpus not found (%v)", err)
	}
	ds, err := Import(p, data)
	if err != nil {
		t.Fatal(err)
	}
	d := ds[0]
	if d.Cockpit != "is-cockpit-small" || d.Myomer != design.TSM {
		t.Fatalf("imported cockpit %q, myomer %q", d.Cockpit, d.Myomer)
	}
	gd, err := d.Game()
	if err != nil {
		t.Fatal(err)
	}
	var labels []string
	for _, o := range gd.Options() {
		labels = append(labels, o.Label+" ("+o.Cite+")")
	}
	if len(labels) != 2 || !strings.HasPrefix(labels[0], "Small cockpit: +1 to every PSR (003 L3183") || !strings.HasPrefix(labels[1], "Triple-Strength Myomer") {
		t.Errorf("options on the sheet: %q", labels)
	}
	hb, _ := library.Get("hunchback-hbk-4g")
	target, err := hb.Game()
	if err != nil {
		t.Fatal(err)
	}
	g := game.New()
	apply := func(ev game.Event) {
		t.Helper()
		if err := g.Apply(ev); err != nil {
			t.Fatalf("%s: %v", ev.Type(), err)
		}
	}
	apply(&game.AddUnit{ID: "Daedalus", Design: gd, Pilot: game.Pilot{Name: "A", Gunnery: 4, Piloting: 5}})
	apply(&game.AddUnit{ID: "Hunchback", Design: target, Pilot: game.Pilot{Name: "B", Gunnery: 4, Piloting: 5}})
	apply(&game.EndPhase{})
	apply(&game.RequirePSR{Unit: "Daedalus", Situation: "water_1"})
	pend := g.View().Pending[0]
	found := false
	for _, m := range pend.Mods {
		found = found || (m.Value == 1 && strings.Contains(m.Reason, "cockpit (003 L3183)"))
	}
	if pend.Target != 5 || !found {
		t.Errorf("PSR: target %d, mods %+v; want 5 with the small cockpit's +1", pend.Target, pend.Mods)
	}
	apply(&game.Roll{Pending: pend.ID, Rolls: game.Rolls{Rolls: []int{9}}})
	for g.View().Phase != game.PhaseEnd {
		apply(&game.EndPhase{})
	}
	apply(&game.SetHeat{Unit: "Daedalus", Heat: 9})
	apply(&game.EndPhase{})
	st := g.View()
	u, _ := st.Unit("Daedalus")
	if !u.TSMActive || u.WalkMP() != 7 {
		t.Errorf("turn 2: TSM active %v, Walking MP %d; want true, 6 + 2 - 1 for heat = 7", u.TSMActive, u.WalkMP())
	}
	for g.View().Phase != game.PhasePhysical {
		apply(&game.EndPhase{})
	}
	leg := classic.RightLeg
	apply(&game.Physical{Attacker: "Daedalus", Target: "Hunchback", Attack: classic.Kick, Limb: &leg, Rolls: game.Rolls{Rolls: []int{12, 1}}})
	st = g.View()
	h, _ := st.Unit("Hunchback")
	if got := h.Locations[classic.RightLeg].Armor; got != 20-18 {
		t.Errorf("kick: right leg armor %d, want 20 - 18 (45 tons / 5 = 9, doubled)", got)
	}
}
