package melee

import (
	"encoding/json"
	"lancemate/engine/internal/suite"
	"os"
	"strings"
	"testing"
)

// scenario is a day of play read from testdata/*.json (format in
// README.md).
type scenario struct {
	Name  string `json:"name"`
	Steps []struct {
		Do     json.RawMessage `json:"do,omitempty"`
		Refuse string          `json:"refuse,omitempty"`
		Undo   bool            `json:"undo,omitempty"`
		Expect *expect         `json:"expect,omitempty"`
		// Preview is an enter_arena or leave_arena event previewed with
		// ArenaPreview (not applied); Says are substrings of its lines.
		Preview json.RawMessage `json:"preview,omitempty"`
		Says    []string        `json:"says,omitempty"`
	} `json:"steps"`
}

type expect struct {
	Pilots  map[string]Gain   `json:"pilots,omitempty"`  // Fame and CP (C-bills ignored)
	Players map[string]int64  `json:"players,omitempty"` // C-bills
	Phase   map[string]string `json:"phase,omitempty"`
	Edge    map[string]int    `json:"edge,omitempty"`
	// Owed is Player.Owed; Loan whether a loan is out.
	Owed map[string]int64 `json:"owed,omitempty"`
	Loan map[string]bool  `json:"loan,omitempty"`
	// PilotPhase is State.PilotPhase.
	PilotPhase map[string]string `json:"pilot_phase,omitempty"`
	// Mechs is each pilot's 'Mech: its status and ejection.
	Mechs map[string]struct {
		Status  Status `json:"status"`
		Ejected bool   `json:"ejected"`
	} `json:"mechs,omitempty"`
}

func TestScenarios(t *testing.T) {
	suite.Run(t, "testdata/*.json", 8, runScenario)
}

func runScenario(t *testing.T, f string) {
	reg := Registry()
	b, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	var sc scenario
	if err := json.Unmarshal(b, &sc); err != nil {
		t.Fatal(err)
	}
	j := New()
	for i, st := range sc.Steps {
		switch {
		case st.Undo:
			if err := j.Undo(); err != nil {
				t.Fatalf("step %d: undo: %v", i+1, err)
			}
		case st.Do != nil:
			ev, err := reg.Unmarshal(st.Do)
			if err != nil {
				t.Fatalf("step %d: %v", i+1, err)
			}
			err = j.Apply(ev)
			if st.Refuse == "" && err != nil {
				t.Fatalf("step %d (%s): %v", i+1, ev.Type(), err)
			}
			if st.Refuse != "" && (err == nil || !strings.Contains(err.Error(), st.Refuse)) {
				t.Fatalf("step %d (%s): error %v, want %q", i+1, ev.Type(), err, st.Refuse)
			}
		case st.Preview != nil:
			ev, err := reg.Unmarshal(st.Preview)
			if err != nil {
				t.Fatalf("step %d: %v", i+1, err)
			}
			lines, err := ArenaPreview(j, ev)
			if st.Refuse != "" {
				if err == nil || !strings.Contains(err.Error(), st.Refuse) {
					t.Fatalf("step %d: preview error %v, want %q", i+1, err, st.Refuse)
				}
				continue
			}
			if err != nil {
				t.Fatalf("step %d: preview: %v", i+1, err)
			}
			for _, want := range st.Says {
				if !strings.Contains(strings.Join(lines, "\n"), want) {
					t.Errorf("step %d: preview %q lacks %q", i+1, lines, want)
				}
			}
		}
		if st.Expect != nil {
			check(t, i+1, j.Peek(), st.Expect)
		}
	}
	suite.Reloads(t, j, New())
}

func check(t *testing.T, step int, s *State, x *expect) {
	t.Helper()
	for name, want := range x.Pilots {
		p, err := s.Pilot(name)
		if err != nil || p.Fame != want.Fame || p.CP != want.CP {
			t.Errorf("step %d: pilot %s: %+v %v, want Fame %d CP %d", step, name, p, err, want.Fame, want.CP)
		}
	}
	for name, want := range x.Players {
		pl, err := s.Player(name)
		if err != nil || pl.Cbills != want {
			t.Errorf("step %d: player %s: C-bills %d %v, want %d", step, name, pl.Cbills, err, want)
		}
	}
	for name, want := range x.Phase {
		if got, err := s.Phase(name); got != want {
			t.Errorf("step %d: player %s: phase %q %v, want %q", step, name, got, err, want)
		}
	}
	for name, want := range x.Owed {
		if pl, _ := s.Player(name); pl == nil || pl.Owed() != want || pl.Loan != nil && pl.Loan.Owed != want {
			t.Errorf("step %d: player %s owes %+v, want %d", step, name, pl, want)
		}
	}
	for name, want := range x.Loan {
		if pl, _ := s.Player(name); pl == nil || (pl.Loan != nil) != want {
			t.Errorf("step %d: player %s loan %+v, want out: %v", step, name, pl, want)
		}
	}
	for name, want := range x.PilotPhase {
		if got, err := s.PilotPhase(name); got != want {
			t.Errorf("step %d: pilot %s: phase %q %v, want %q", step, name, got, err, want)
		}
	}
	for name, want := range x.Mechs {
		p, _ := s.Pilot(name)
		if p == nil || p.Mech == nil || p.Mech.Status != want.Status || p.Mech.Ejected != want.Ejected {
			t.Errorf("step %d: pilot %s 'Mech %+v, want %+v", step, name, p, want)
		}
	}
	for name, want := range x.Edge {
		if pl, _ := s.Player(name); pl == nil || pl.Edge != want {
			t.Errorf("step %d: player %s: Edge %+v, want %d", step, name, pl, want)
		}
	}
}
