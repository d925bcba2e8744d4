package stable

import (
	"encoding/json"
	"fmt"
	"lancemate/engine/internal/suite"
	"os"
	"strings"
	"testing"

	"lancemate/engine/dice"
)

// The conformance suite: every testdata/*.json file is one scenario
// (format in README.md).

type scenario struct {
	Name  string `json:"name"`
	Cite  string `json:"cite"`
	Steps []step `json:"steps"`
}

type step struct {
	Name   string          `json:"name,omitempty"`
	Event  json.RawMessage `json:"event,omitempty"`
	Dice   []int           `json:"dice,omitempty"` // faces for rolls the event leaves out
	Undo   bool            `json:"undo,omitempty"`
	Redo   bool            `json:"redo,omitempty"`
	Error  string          `json:"error,omitempty"` // the step must fail with this text
	Expect *expect         `json:"expect,omitempty"`
}

type expect struct {
	Stones     *int           `json:"stones,omitempty"`
	StableFame *int           `json:"stableFame,omitempty"`
	Pilots     map[string]exP `json:"pilots,omitempty"`
	Mechs      map[string]exM `json:"mechs,omitempty"`
	MechCount  *int           `json:"mechCount,omitempty"`
	Entries    *int           `json:"entries,omitempty"`
}

type exP struct {
	Fame   *int     `json:"fame,omitempty"`
	XP     *int     `json:"xp,omitempty"`
	SitOut *int     `json:"sitOut,omitempty"`
	Skills []string `json:"skills,omitempty"`
	// Payroll is State.PilotPayroll; Leagues maps a Mech's label to
	// Pilot.Leagues with it ([] for none).
	Payroll *int                `json:"payroll,omitempty"`
	Leagues map[string][]string `json:"leagues,omitempty"`
}

type exM struct {
	Value     *int  `json:"value,omitempty"`
	Class     *int  `json:"class,omitempty"`
	Damage    *int  `json:"damage,omitempty"`
	Destroyed *bool `json:"destroyed,omitempty"`
	SitOut    *int  `json:"sitOut,omitempty"`
}

func TestScenarios(t *testing.T) {
	suite.Run(t, "testdata/*.json", 8, runScenario)
}

func runScenario(t *testing.T, file string) {
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var sc scenario
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sc); err != nil {
		t.Fatalf("reading scenario: %v", err)
	}
	l, reg := New(), Registry()
	for i, st := range sc.Steps {
		label := st.Name
		if label == "" {
			label = fmt.Sprintf("step %d", i+1)
		}
		var err error
		switch {
		case st.Undo:
			err = l.Undo()
		case st.Redo:
			err = l.Redo()
		case st.Event != nil:
			ev, rerr := reg.Unmarshal(st.Event)
			if rerr != nil {
				t.Fatalf("%s (#%d): %v", label, i+1, rerr)
			}
			if st.Dice != nil {
				err = l.Roll(ev, dice.Script(st.Dice...))
			} else {
				err = l.Apply(ev)
			}
		}
		if st.Error != "" {
			if err == nil || !strings.Contains(err.Error(), st.Error) {
				t.Fatalf("%s (#%d): error %v, want one containing %q", label, i+1, err, st.Error)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s (#%d): %v", label, i+1, err)
		}
		if st.Expect != nil {
			st.Expect.check(t, label, *l.Peek())
		}
	}
	suite.Reloads(t, l.Journal, New().Journal)
}

func eq(t *testing.T, label, what string, want *int, got int) {
	t.Helper()
	if want != nil && *want != got {
		t.Errorf("%s: %s = %d, want %d", label, what, got, *want)
	}
}

func (ex expect) check(t *testing.T, label string, s State) {
	t.Helper()
	eq(t, label, "stones", ex.Stones, s.Stones)
	eq(t, label, "stable fame", ex.StableFame, StableFame(s))
	eq(t, label, "Mechs", ex.MechCount, len(s.Mechs))
	eq(t, label, "history entries", ex.Entries, len(s.History))
	for name, w := range ex.Pilots {
		p, err := s.pilot(name)
		if err != nil {
			t.Errorf("%s: %v", label, err)
			continue
		}
		eq(t, label, name+" fame", w.Fame, p.Fame)
		eq(t, label, name+" XP", w.XP, p.XP)
		eq(t, label, name+" sit-out", w.SitOut, p.SitOut)
		eq(t, label, name+" payroll", w.Payroll, s.PilotPayroll(*p))
		for mech, want := range w.Leagues {
			m, err := s.mech(mech)
			if err != nil {
				t.Errorf("%s: %v", label, err)
				continue
			}
			if got := p.Leagues(*m); strings.Join(got, "|") != strings.Join(want, "|") {
				t.Errorf("%s: %s with %s may enter %q, want %q", label, name, mech, got, want)
			}
		}
		if w.Skills != nil {
			var got []string
			for _, sk := range p.Skills {
				got = append(got, sk.Name)
			}
			if strings.Join(got, "|") != strings.Join(w.Skills, "|") {
				t.Errorf("%s: %s skills %q, want %q", label, name, got, w.Skills)
			}
		}
	}
	for name, w := range ex.Mechs {
		m, err := s.mech(name)
		if err != nil {
			t.Errorf("%s: %v", label, err)
			continue
		}
		eq(t, label, name+" value", w.Value, m.Value())
		eq(t, label, name+" class", w.Class, m.Class())
		eq(t, label, name+" damage", w.Damage, m.Damage)
		eq(t, label, name+" sit-out", w.SitOut, m.SitOut)
		if w.Destroyed != nil && *w.Destroyed != m.Destroyed {
			t.Errorf("%s: %s destroyed = %v", label, name, m.Destroyed)
		}
	}
}
