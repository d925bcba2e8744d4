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
