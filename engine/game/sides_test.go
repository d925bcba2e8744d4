package game

import (
	"slices"

	"lancemate/engine/classic"
	"strings"
	"testing"
)

// Sides are chosen when a unit enters play and changed by an event; a
// target list puts the other sides' units first, its own side's after
// them and the destroyed last.
func TestSidesAndTargets(t *testing.T) {
	g := New()
	for _, u := range []struct{ id, side string }{{"a", "Red"}, {"b", "Red"}, {"c", "Blue"}, {"d", ""}, {"e", "Blue"}} {
		if err := g.Apply(&AddUnit{ID: u.id, Design: loadDesign(t, "hunchback"), Pilot: Pilot{Name: u.id, Gunnery: 4, Piloting: 5}, Side: u.side}); err != nil {
			t.Fatal(err)
		}
		sum, want := g.View().Summary, "enters play on "+u.side+", piloted by"
		if u.side == "" {
			want = "enters play, piloted by"
		}
		if !strings.Contains(sum, want) {
			t.Errorf("%s enters play: %q, want %q", u.id, sum, want)
		}
	}
	head := classic.Head
	ids := func(attacker string) (out []string) {
		s := g.View()
		for _, x := range s.Targets(attacker) {
			id := x.Unit.ID
			if x.Friendly {
				id += "+"
			}
			out = append(out, id)
		}
		return out
	}
	for _, tc := range []struct {
		name     string
		ev       Event
		attacker string
		want     []string
		err      string
	}{
		{"as added", nil, "a", []string{"c", "d", "e", "b+"}, ""},
		{"no side: every unit a target", nil, "d", []string{"a", "b", "c", "e"}, ""},
		{"b changes sides", &SetSide{Unit: "b", Side: "Blue"}, "a", []string{"b", "c", "d", "e"}, ""},
		{"seen from Blue", nil, "c", []string{"a", "d", "b+", "e+"}, ""},
		{"the same side again", &SetSide{Unit: "b", Side: "Blue"}, "a", []string{"b", "c", "d", "e"}, "already on Blue"},
		{"no name", &SetSide{Unit: "b", Side: ""}, "a", []string{"b", "c", "d", "e"}, "needs a name"},
		{"no such unit", &SetSide{Unit: "z", Side: "Red"}, "a", []string{"b", "c", "d", "e"}, `no unit "z"`},
		{"a name too long", &SetSide{Unit: "b", Side: strings.Repeat("x", 41)}, "a", []string{"b", "c", "d", "e"}, "at most 40"},
		{"e destroyed", &Hit{Unit: "e", Loc: &head, Damage: 60}, "c", []string{"a", "d", "b+", "e+"}, ""},
	} {
		if tc.ev != nil {
			err := g.Apply(tc.ev)
			if (err == nil) != (tc.err == "") || err != nil && !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
			}
		}
		if got := ids(tc.attacker); !slices.Equal(got, tc.want) {
			t.Errorf("%s: targets of %s %v, want %v", tc.name, tc.attacker, got, tc.want)
		}
	}
	r, err := Replay(g.Log())
	if err != nil {
		t.Fatal(err)
	}
	if s := r.View(); s.Units[1].Side != "Blue" || s.Units[3].Side != "" {
		t.Errorf("replayed sides %q, %q", s.Units[1].Side, s.Units[3].Side)
	}
}

// MPLeft takes 2 MP per attempt to stand from a unit of design version 2;
// an older unit plays as it was played.
func TestMPLeft(t *testing.T) {
	for _, tc := range []struct {
		version, attempts, mp, want int
	}{{DesignVersion, 0, 3, 3}, {DesignVersion, 1, 3, 1}, {DesignVersion, 2, 3, 0}, {DesignVersion, 1, 6, 4}, {0, 1, 3, 3}} {
		u := Unit{Build: Build{Version: tc.version}, StandAttempts: tc.attempts}
		if got := u.MPLeft(tc.mp); got != tc.want {
			t.Errorf("version %d, %d attempts: MPLeft(%d) = %d, want %d", tc.version, tc.attempts, tc.mp, got, tc.want)
		}
	}
}

// A side keeps its place in State.Sides (its colour) when its units leave
// it and when it is renamed; a rename moves every unit on it and is
// refused for a side not in play, a name taken or no name.
func TestNameSide(t *testing.T) {
	g := New()
	for _, u := range []struct{ id, side string }{{"a", "Side 1"}, {"b", "Side 2"}, {"c", ""}, {"d", "Side 1"}} {
		if err := g.Apply(&AddUnit{ID: u.id, Design: loadDesign(t, "hunchback"), Pilot: Pilot{Name: u.id, Gunnery: 4, Piloting: 5}, Side: u.side}); err != nil {
			t.Fatal(err)
		}
	}
	sides := func() (list, units []string) {
		s := g.View()
		for _, u := range s.Units {
			units = append(units, u.Side)
		}
		return s.Sides, units
	}
	for _, tc := range []struct {
		name         string
		ev           Event
		err          string
		sides, units []string
	}{
		{"as added", nil, "", []string{"Side 1", "Side 2"}, []string{"Side 1", "Side 2", "", "Side 1"}},
		{"c on a third side", &SetSide{Unit: "c", Side: "Side 3"}, "", []string{"Side 1", "Side 2", "Side 3"}, []string{"Side 1", "Side 2", "Side 3", "Side 1"}},
		{"Side 1 named", &NameSide{Side: "Side 1", Name: "Davion"}, "", []string{"Davion", "Side 2", "Side 3"}, []string{"Davion", "Side 2", "Side 3", "Davion"}},
		{"b leaves Side 2: it keeps its place", &SetSide{Unit: "b", Side: "Side 3"}, "", []string{"Davion", "Side 2", "Side 3"}, []string{"Davion", "Side 3", "Side 3", "Davion"}},
		{"a name taken", &NameSide{Side: "Side 3", Name: "Davion"}, "already a side Davion", []string{"Davion", "Side 2", "Side 3"}, []string{"Davion", "Side 3", "Side 3", "Davion"}},
		{"no such side", &NameSide{Side: "Side 1", Name: "Kurita"}, `no side "Side 1"`, []string{"Davion", "Side 2", "Side 3"}, []string{"Davion", "Side 3", "Side 3", "Davion"}},
		{"no name", &NameSide{Side: "Side 3", Name: ""}, "needs a name", []string{"Davion", "Side 2", "Side 3"}, []string{"Davion", "Side 3", "Side 3", "Davion"}},
	} {
		if tc.ev != nil {
			err := g.Apply(tc.ev)
			if (err == nil) != (tc.err == "") || err != nil && !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
			}
		}
		if tc.name == "Side 1 named" && !strings.HasSuffix(g.View().Summary, "Side 1 is now called Davion") {
			t.Errorf("%s: summary %q", tc.name, g.View().Summary)
		}
		if list, units := sides(); !slices.Equal(list, tc.sides) || !slices.Equal(units, tc.units) {
			t.Errorf("%s: sides %q, units on %q; want %q, %q", tc.name, list, units, tc.sides, tc.units)
		}
	}
	if err := g.Undo(); err != nil { // b back on Side 2
		t.Fatal(err)
	}
	r, err := Replay(g.Log())
	if err != nil {
		t.Fatal(err)
	}
	if s := r.View(); !slices.Equal(s.Sides, []string{"Davion", "Side 2", "Side 3"}) || s.Units[1].Side != "Side 2" {
		t.Errorf("replayed: sides %q, b on %q", s.Sides, s.Units[1].Side)
	}
}
