package record

import (
	"slices"
	"testing"

	"lancemate/engine/classic"
	"lancemate/engine/game"
	"lancemate/sheets/design"
	"lancemate/sheets/library"
)

func blank(t *testing.T, id string) (design.Design, Sheet) {
	t.Helper()
	d, ok := library.Get(id)
	if !ok {
		t.Fatalf("no built-in design %s", id)
	}
	s, err := Blank(d)
	if err != nil {
		t.Fatal(err)
	}
	return d, s
}

// TestBlankCircles: one armor circle per armor point, front and rear, and
// one structure circle per point, for every location of the two designs
// the issue names; every slot of every location in order.
func TestBlankCircles(t *testing.T) {
	for _, id := range []string{"hunchback-hbk-4g", "atlas-as7-d"} {
		d, s := blank(t, id)
		is, err := d.Structure()
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Locations) != 8 {
			t.Fatalf("%s: %d locations", id, len(s.Locations))
		}
		for i, loc := range classic.Locations {
			l := s.Locations[i]
			rear := 0
			if loc.HasRear() {
				rear = d.Rear.At(loc)
			}
			if l.Code != loc.Code() || l.Armor != d.Armor[loc] || l.Rear != rear || l.HasRear != loc.HasRear() || l.Structure != is[loc] {
				t.Errorf("%s %s: armor %d rear %d structure %d, want %d %d %d", id, loc, l.Armor, l.Rear, l.Structure, d.Armor[loc], rear, is[loc])
			}
			if l.ArmorLost+l.RearLost+l.StructureLost != 0 {
				t.Errorf("%s %s: a blank sheet has circles marked", id, loc)
			}
			if len(l.Slots) != loc.SlotsFor(d.Config) || l.Blocks() != (len(l.Slots) == 12) {
				t.Errorf("%s %s: %d slots", id, loc, len(l.Slots))
			}
			var want []string
			for _, m := range d.Slots[loc] {
				for range m.Slots() {
					want = append(want, m.ID)
				}
			}
			for k, sl := range l.Slots {
				if empty := k >= len(want) || want[k] == ""; empty != (sl.Label == "Roll Again") || empty != sl.RollAgain {
					t.Errorf("%s %s slot %d: %+v, design holds %q", id, loc, k+1, sl, want)
				}
			}
		}
		if !s.Warrior.Blank || s.Turn != 0 || s.Tech != "Inner Sphere" || s.Walk != d.Walk || s.Run != d.Run() {
			t.Errorf("%s: %+v", id, s)
		}
	}
}

// TestInventory: the weapons with the catalogue's numbers, rear mounts
// marked R, identical items in one location on one line, every bin on its
// own line with its shots.
func TestInventory(t *testing.T) {
	tests := []struct {
		id   string
		rows []Row
		bins []Bin
	}{
		{"hunchback-hbk-4g", []Row{
			{1, "Small Laser", "HD", "1", "3", "—", "1", "2", "3", false},
			{1, "Autocannon/20", "RT", "7", "20", "—", "3", "6", "9", false},
			{1, "Medium Laser", "LA", "3", "5", "—", "3", "6", "9", false},
			{1, "Medium Laser", "RA", "3", "5", "—", "3", "6", "9", false},
		}, []Bin{{"Autocannon/20", "LT", 5, 5}, {"Autocannon/20", "LT", 5, 5}}},
		{"archer-arc-2r", []Row{
			{2, "Medium Laser", "CT (R)", "3", "5", "—", "3", "6", "9", false},
			{1, "LRM 20", "LT", "6", "1/Msl, C5/20", "6", "7", "14", "21", false},
			{1, "LRM 20", "RT", "6", "1/Msl, C5/20", "6", "7", "14", "21", false},
			{1, "Medium Laser", "LA", "3", "5", "—", "3", "6", "9", false},
			{1, "Medium Laser", "RA", "3", "5", "—", "3", "6", "9", false},
		}, []Bin{{"LRM 20", "LT", 6, 6}, {"LRM 20", "LT", 6, 6}, {"LRM 20", "RT", 6, 6}, {"LRM 20", "RT", 6, 6}}},
	}
	for _, tt := range tests {
		_, s := blank(t, tt.id)
		if !slices.Equal(s.Weapons, tt.rows) {
			t.Errorf("%s weapons:\n got %+v\nwant %+v", tt.id, s.Weapons, tt.rows)
		}
		if !slices.Equal(s.Ammo, tt.bins) {
			t.Errorf("%s ammo:\n got %+v\nwant %+v", tt.id, s.Ammo, tt.bins)
		}
	}
}

// TestScale: the heat scale holds 31 levels, 30 down to 0, and prints each
// effect of the Heat Data table (003 L3009-3025) at its threshold.
func TestScale(t *testing.T) {
	want := map[int][]string{
		30: {"Shutdown"}, 28: {"Ammo Exp. avoid on 8+"}, 26: {"Shutdown, avoid on 10+"}, 25: {"-5 Movement Points"},
		24: {"+4 Modifier to Fire"}, 23: {"Ammo Exp. avoid on 6+"}, 22: {"Shutdown, avoid on 8+"}, 20: {"-4 Movement Points"},
		19: {"Ammo Exp. avoid on 4+"}, 18: {"Shutdown, avoid on 6+"}, 17: {"+3 Modifier to Fire"}, 15: {"-3 Movement Points"},
		14: {"Shutdown, avoid on 4+"}, 13: {"+2 Modifier to Fire"}, 10: {"-2 Movement Points"}, 8: {"+1 Modifier to Fire"},
		5: {"-1 Movement Points"},
	}
	sc := Scale()
	if len(sc) != 31 {
		t.Fatalf("%d levels", len(sc))
	}
	for i, lv := range sc {
		if lv.Heat != 30-i || !slices.Equal(lv.Effects, want[lv.Heat]) {
			t.Errorf("level %d: %q, want %q", lv.Heat, lv.Effects, want[lv.Heat])
		}
	}
	if c := Consciousness(); c != [6]string{"3", "5", "7", "10", "11", "Dead"} {
		t.Errorf("consciousness %q", c)
	}
}

// TestInPlay: a 'Mech in play shows its damage: circles lost, slots hit,
// items destroyed, shots used, heat, pilot hits and the turn.
func TestInPlay(t *testing.T) {
	d, _ := blank(t, "hunchback-hbk-4g")
	g, err := d.Game()
	if err != nil {
		t.Fatal(err)
	}
	u, err := game.NewUnit("u1", g, game.Pilot{Name: "Kai", Gunnery: 3, Piloting: 4})
	if err != nil {
		t.Fatal(err)
	}
	u.Locations[classic.RightTorso].Armor = 0
	u.Locations[classic.RightTorso].Rear = 1
	u.Locations[classic.RightTorso].Structure = 5
	u.Locations[classic.RightTorso].Crit[0] = 3
	ac := u.ItemAt(classic.RightTorso, 1)
	u.Items[ac].Destroyed, u.Items[ac].Hits = true, 1
	bin := u.ItemAt(classic.LeftTorso, 1)
	u.Items[bin].ShotsLeft = 2
	u.Heat, u.Pilot.Hits = 9, 2
	s := InPlay(&u, 4)
	rt := s.Locations[3]
	if rt.Code != "RT" || rt.ArmorLost != 20 || rt.RearLost != 3 || rt.StructureLost != 7 {
		t.Errorf("RT: %+v", rt)
	}
	if !rt.Slots[0].Hit || !rt.Slots[0].Lost || rt.Slots[1].Hit || !rt.Slots[1].Lost || rt.Slots[11].Lost {
		t.Errorf("RT slots: %+v", rt.Slots)
	}
	if s.Ammo[0].Left != 2 || s.Ammo[1].Left != 5 {
		t.Errorf("ammo %+v", s.Ammo)
	}
	if !s.Weapons[1].Lost || s.Weapons[1].Item != "Autocannon/20" || s.Weapons[0].Lost {
		t.Errorf("weapons %+v", s.Weapons)
	}
	if s.Heat != 9 || s.Turn != 4 || s.Warrior.Hits != 2 || s.Warrior.Name != "Kai" || s.Warrior.Gunnery != 3 || s.Warrior.Blank {
		t.Errorf("sheet %+v", s)
	}
}

// TestEveryBuiltIn: every built-in design, quads included, makes a sheet
// whose circles add up to the design's armor and whose locations hold
// every slot of the body plan, named for it (a quad's front legs).
func TestEveryBuiltIn(t *testing.T) {
	all, err := library.All()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range all {
		s, err := Blank(e.Design)
		if err != nil {
			t.Errorf("%s: %v", e.ID, err)
			continue
		}
		armor, circles, slots := 0, 0, 0
		for _, loc := range classic.Locations {
			armor += e.Design.Armor[loc]
			if loc.HasRear() {
				armor += e.Design.Rear.At(loc)
			}
			slots += loc.SlotsFor(e.Design.Config)
		}
		for _, l := range s.Locations {
			circles += l.Armor + l.Rear
			slots -= len(l.Slots)
		}
		if circles != armor || slots != 0 || len(s.Scale) != 31 || s.Locations[4].Name != classic.LeftArm.Name(e.Design.Config) {
			t.Errorf("%s: %d armor circles for %d points, %d slots missing", e.ID, circles, armor, slots)
		}
		if len(s.Weapons) == 0 {
			t.Errorf("%s: no weapons listed", e.ID)
		}
	}
}

// TestTechBase: a unit in play prints its design's technology base in
// full, mixed ones with their chassis's base, as its blank sheet does.
func TestTechBase(t *testing.T) {
	d, ok := library.Get("hunchback-hbk-4g")
	if !ok {
		t.Fatal("no Hunchback in the library")
	}
	for _, tech := range []design.Tech{design.InnerSphere, design.Clan, design.MixedIS, design.MixedClan} {
		d.Tech = tech
		g, err := d.Game()
		if err != nil {
			t.Fatal(err)
		}
		u, err := game.NewUnit("u1", g, game.Pilot{Name: "Ana", Gunnery: 4, Piloting: 5})
		if err != nil {
			t.Fatal(err)
		}
		blank, err := Blank(d)
		if err != nil {
			t.Fatal(err)
		}
		if got := InPlay(&u, 2).Tech; got != tech.Name() || blank.Tech != tech.Name() {
			t.Errorf("%s: in play %q, blank %q, want %q", tech, got, blank.Tech, tech.Name())
		}
	}
}
