package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"lancemate/engine/internal/suite"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"lancemate/engine/classic"
)

// The conformance suite: every file in testdata/scenarios is one scenario
// (format in README.md).

type scenario struct {
	Name    string         `json:"name"`
	Cite    string         `json:"cite"`
	Options *Options       `json:"options,omitempty"`
	Units   []scenarioUnit `json:"units"`
	Steps   []step         `json:"steps"`
}

type scenarioUnit struct {
	ID     string `json:"id"`
	Design string `json:"design"`
	Pilot  Pilot  `json:"pilot"`
}

type step struct {
	Note  string          `json:"note,omitempty"`
	Event json.RawMessage `json:"event,omitempty"`
	Undo  bool            `json:"undo,omitempty"`
	Redo  bool            `json:"redo,omitempty"`
	Error string          `json:"error,omitempty"`
	// Cite expects the rejection to be a *Refusal whose Cite contains it.
	Cite   string  `json:"cite,omitempty"`
	Need   string  `json:"need,omitempty"`
	Expect *expect `json:"expect,omitempty"`
}

type expect struct {
	Turn    *int          `json:"turn,omitempty"`
	Phase   *Phase        `json:"phase,omitempty"`
	Pending *[]pendingExp `json:"pending,omitempty"`
	Report  []string      `json:"report,omitempty"`
	Summary *string       `json:"summary,omitempty"`
	// Initiative is the turn's Initiative as players read it, "" for none.
	Initiative *string `json:"initiative,omitempty"`
	// Facts are the facts the last event produced (Fact.String), exactly.
	Facts *[]string             `json:"facts,omitempty"`
	Units map[string]unitExpect `json:"units,omitempty"`
}

type pendingExp struct {
	Unit   string   `json:"unit"`
	Kind   RollKind `json:"kind"`
	Target int      `json:"target"`
}

type unitExpect struct {
	Armor       map[classic.Location]int   `json:"armor,omitempty"`
	Rear        map[classic.Location]int   `json:"rear,omitempty"`
	Structure   map[classic.Location]int   `json:"structure,omitempty"`
	Lost        *[]classic.Location        `json:"lost,omitempty"`
	Crits       map[classic.Location][]int `json:"crits,omitempty"`
	Disabled    []string                   `json:"disabled,omitempty"`
	Working     []string                   `json:"working,omitempty"`
	Shots       map[string]int             `json:"shots,omitempty"`
	HeatBins    *[]string                  `json:"heatBins,omitempty"`
	Heat        *int                       `json:"heat,omitempty"`
	HeatGen     *int                       `json:"heatGen,omitempty"`
	External    *int                       `json:"externalHeat,omitempty"`
	Walk        *int                       `json:"walk,omitempty"`
	Run         *int                       `json:"run,omitempty"`
	Jump        *int                       `json:"jump,omitempty"`
	Dissipation *int                       `json:"dissipation,omitempty"`
	PilotHits   *int                       `json:"pilotHits,omitempty"`
	PhaseDamage *int                       `json:"phaseDamage,omitempty"`
	EngineHits  *int                       `json:"engineHits,omitempty"`
	PSRMods     *int                       `json:"psrMods,omitempty"`
	Prone       *bool                      `json:"prone,omitempty"`
	Shutdown    *bool                      `json:"shutdown,omitempty"`
	Unconscious *bool                      `json:"unconscious,omitempty"`
	Destroyed   *bool                      `json:"destroyed,omitempty"`
	Dead        *bool                      `json:"dead,omitempty"`
	Immobile    *bool                      `json:"immobile,omitempty"`
}

func loadDesign(t *testing.T, name string) Design {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "designs", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var d Design
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&d); err != nil {
		t.Fatalf("design %s: %v", name, err)
	}
	return d
}

func TestScenarios(t *testing.T) {
	suite.Run(t, "testdata/scenarios/*.json", 1, runScenario)
}

func runScenario(t *testing.T, file string) {
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var sc scenario
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sc); err != nil {
		t.Fatalf("scenario file: %v", err)
	}
	if sc.Name == "" || sc.Cite == "" {
		t.Fatal("scenario needs a name and a cite")
	}
	g := New()
	states := []State{g.State()}
	apply := func(ev Event) {
		t.Helper()
		if err := g.Apply(ev); err != nil {
			t.Fatalf("setup: %v", err)
		}
		states = append(states, g.State())
	}
	if sc.Options != nil {
		apply(&SetOptions{*sc.Options})
	}
	for _, u := range sc.Units {
		apply(&AddUnit{ID: u.ID, Design: loadDesign(t, u.Design), Pilot: u.Pilot})
	}
	for i, st := range sc.Steps {
		where := fmt.Sprintf("step %d", i+1)
		if st.Note != "" {
			where += " (" + st.Note + ")"
		}
		switch {
		case st.Undo:
			if err := g.Undo(); err != nil {
				t.Fatalf("%s: undo: %v", where, err)
			}
			states = states[:len(states)-1]
			if got := g.State(); !reflect.DeepEqual(got, states[len(states)-1]) {
				t.Fatalf("%s: undo did not restore the previous state", where)
			}
		case st.Redo:
			if err := g.Redo(); err != nil {
				t.Fatalf("%s: redo: %v", where, err)
			}
			states = append(states, g.State())
		default:
			ev, err := UnmarshalEvent(st.Event)
			if err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			before := g.State()
			// The state the game had is never changed by the next event:
			// an event copies a unit before changing it (fork, mut), so a
			// view the app still holds stays as it was.
			view := g.View()
			viewJSON, _ := json.Marshal(view)
			err = g.Apply(ev)
			if after, _ := json.Marshal(view); !bytes.Equal(after, viewJSON) {
				t.Fatalf("%s: the event changed the state it was applied to (a unit changed without State.mut)", where)
			}
			var need *NeedRoll
			switch {
			case st.Need != "":
				if !errors.As(err, &need) || !strings.Contains(need.Purpose, st.Need) {
					t.Fatalf("%s: want a missing roll for %q, got %v", where, st.Need, err)
				}
			case st.Error != "":
				if err == nil || !strings.Contains(err.Error(), st.Error) {
					t.Fatalf("%s: want error containing %q, got %v", where, st.Error, err)
				}
				var ref *Refusal
				if st.Cite != "" && (!errors.As(err, &ref) || !strings.Contains(ref.Cite, st.Cite)) {
					t.Fatalf("%s: want a refusal citing %q, got %#v", where, st.Cite, err)
				}
			case err != nil:
				t.Fatalf("%s: %v", where, err)
			}
			if err != nil {
				if !reflect.DeepEqual(before, g.State()) {
					t.Fatalf("%s: a rejected event changed the state", where)
				}
			} else {
				states = append(states, g.State())
			}
		}
		if st.Expect != nil {
			check(t, where, g.State(), st.Expect)
		}
	}
	// Every scenario also checks undo and redo: walking back restores each
	// earlier state exactly, walking forward again the final one, and a
	// replay of the saved log gives the same game.
	final := g.State()
	b, err = json.Marshal(g.Log())
	if err != nil {
		t.Fatal(err)
	}
	var log Log
	if err := json.Unmarshal(b, &log); err != nil {
		t.Fatal(err)
	}
	if b2, _ := json.Marshal(log); !bytes.Equal(b, b2) {
		t.Fatalf("log does not round-trip:\n%s\n%s", b, b2)
	}
	replayed, err := Replay(log)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(replayed.State(), final) {
		t.Fatal("replay of the saved log differs from the game")
	}
	n := len(g.Log())
	for k := n; k > 0; k-- {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(g.State(), states[k-1]) {
			t.Fatalf("undo of event %d did not restore the state before it", k)
		}
	}
	for range n {
		if err := g.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	if !reflect.DeepEqual(g.State(), final) {
		t.Fatal("redo of every event did not give the final state")
	}
}

func check(t *testing.T, where string, s State, e *expect) {
	t.Helper()
	if e.Turn != nil && s.Turn != *e.Turn {
		t.Errorf("%s: turn %d, want %d", where, s.Turn, *e.Turn)
	}
	if e.Phase != nil && s.Phase != *e.Phase {
		t.Errorf("%s: phase %s, want %s", where, s.Phase, *e.Phase)
	}
	if e.Pending != nil {
		var got []pendingExp
		for _, p := range s.Pending {
			got = append(got, pendingExp{p.Unit, p.Kind, p.Target})
		}
		if !slices.Equal(got, *e.Pending) {
			t.Errorf("%s: pending %+v, want %+v\n%s", where, got, *e.Pending, pendingText(s))
		}
	}
	for _, want := range e.Report {
		if !slices.ContainsFunc(s.Report, func(l string) bool { return strings.Contains(l, want) }) {
			t.Errorf("%s: report has no line with %q:\n  %s", where, want, strings.Join(s.Report, "\n  "))
		}
	}
	if e.Initiative != nil {
		got := ""
		if s.Initiative != nil && s.Initiative.Turn == s.Turn {
			got = s.Initiative.String()
		}
		if got != *e.Initiative {
			t.Errorf("%s: initiative %q, want %q", where, got, *e.Initiative)
		}
	}
	if e.Facts != nil {
		got := []string{}
		for _, f := range s.FactsOf(s.Events) {
			got = append(got, f.String())
		}
		if !slices.Equal(got, *e.Facts) {
			t.Errorf("%s: facts %q, want %q", where, got, *e.Facts)
		}
	}
	if e.Summary != nil && s.Summary != *e.Summary {
		t.Errorf("%s: summary\n  %s\nwant\n  %s", where, s.Summary, *e.Summary)
	}
	for id, ue := range e.Units {
		u, ok := s.Unit(id)
		if !ok {
			t.Errorf("%s: no unit %s", where, id)
			continue
		}
		checkUnit(t, where+" "+id, u, ue)
	}
}

func pendingText(s State) string {
	var b strings.Builder
	for _, p := range s.Pending {
		fmt.Fprintf(&b, "  #%d %s %s %d (%s): %s\n", p.ID, p.Unit, p.Kind, p.Target, p.Reason, formatMods(p.Mods))
	}
	return b.String()
}

// itemRef finds an item by "LOC:slot".
func itemRef(t *testing.T, u *Unit, ref string) *Item {
	t.Helper()
	code, slot, ok := strings.Cut(ref, ":")
	n, err := strconv.Atoi(slot)
	loc, lerr := classic.ParseLocation(code)
	if !ok || err != nil || lerr != nil {
		t.Fatalf("bad item reference %q (want LOC:slot)", ref)
	}
	i := u.itemAt(loc, n-1)
	if i < 0 {
		t.Fatalf("no item at %s", ref)
	}
	return &u.Items[i]
}

func checkUnit(t *testing.T, where string, u *Unit, e unitExpect) {
	t.Helper()
	eq := func(what string, got int, want *int) {
		if want != nil && got != *want {
			t.Errorf("%s: %s %d, want %d", where, what, got, *want)
		}
	}
	is := func(what string, got bool, want *bool) {
		if want != nil && got != *want {
			t.Errorf("%s: %s %v, want %v", where, what, got, *want)
		}
	}
	for loc, v := range e.Armor {
		eq(loc.Code()+" armor", u.Locations[loc].Armor, &v)
	}
	for loc, v := range e.Rear {
		eq(loc.Code()+" rear armor", u.Locations[loc].Rear, &v)
	}
	for loc, v := range e.Structure {
		eq(loc.Code()+" structure", u.Locations[loc].Structure, &v)
	}
	if e.Lost != nil {
		var got []classic.Location
		for _, loc := range classic.Locations {
			if u.Locations[loc].Destroyed {
				got = append(got, loc)
			}
		}
		want := slices.Clone(*e.Lost)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: destroyed locations %v, want %v", where, got, want)
		}
	}
	for loc, want := range e.Crits {
		var got []int
		for i, c := range u.Locations[loc].Crit {
			if c != 0 {
				got = append(got, i+1)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: %s slots hit %v, want %v", where, loc, got, want)
		}
	}
	for _, ref := range e.Disabled {
		if !itemRef(t, u, ref).Destroyed {
			t.Errorf("%s: %s (%s) should be disabled", where, ref, itemRef(t, u, ref).Label())
		}
	}
	for _, ref := range e.Working {
		if itemRef(t, u, ref).Destroyed {
			t.Errorf("%s: %s (%s) should work", where, ref, itemRef(t, u, ref).Label())
		}
	}
	for ref, v := range e.Shots {
		eq(ref+" shots", itemRef(t, u, ref).ShotsLeft, &v)
	}
	if e.HeatBins != nil {
		var got []string
		for _, i := range u.HeatExplosionBins() {
			it := &u.Items[i]
			got = append(got, fmt.Sprintf("%s:%d", it.Loc.Code(), it.Slots[0]))
		}
		if !slices.Equal(got, *e.HeatBins) {
			t.Errorf("%s: heat explosion bins %v, want %v", where, got, *e.HeatBins)
		}
	}
	eq("heat", u.Heat, e.Heat)
	eq("heatGen", u.HeatGen, e.HeatGen)
	eq("externalHeat", u.ExternalHeat, e.External)
	eq("walk", u.WalkMP(), e.Walk)
	eq("run", u.RunMP(), e.Run)
	eq("jump", u.JumpMP(), e.Jump)
	eq("dissipation", u.Dissipation(), e.Dissipation)
	eq("pilot hits", u.Pilot.Hits, e.PilotHits)
	eq("phase damage", u.PhaseDamage, e.PhaseDamage)
	eq("engine hits", u.EngineHits(), e.EngineHits)
	eq("PSR damage modifiers", total(u.DamageModifiers()), e.PSRMods)
	is("prone", u.Prone, e.Prone)
	is("shutdown", u.Shutdown, e.Shutdown)
	is("unconscious", u.Pilot.Unconscious, e.Unconscious)
	is("destroyed", u.Destroyed, e.Destroyed)
	is("dead", u.Pilot.Dead, e.Dead)
	is("immobile", u.Immobile(), e.Immobile)
}
