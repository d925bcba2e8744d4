package clicks

import (
	"encoding/json"
	"fmt"
	"lancemate/engine/internal/suite"
	"os"
	"strings"
	"testing"
	"unicode"

	"lancemate/engine/journal"
)

// The conformance suite: every testdata/*.json file is one scenario
// (format in README.md).

type scenario struct {
	Name    string            `json:"name"`
	Cite    string            `json:"cite"`
	Figures map[string]Figure `json:"figures"`
	Steps   []step            `json:"steps"`
}

type step struct {
	Note  string          `json:"note,omitempty"`
	Event json.RawMessage `json:"event,omitempty"`
	Undo  int             `json:"undo,omitempty"`
	Error string          `json:"error,omitempty"`
	Need  string          `json:"need,omitempty"`
	// Chance is the asked roll's NeedDice.Chance as a fraction ("35/36").
	Chance string  `json:"chance,omitempty"`
	Expect *expect `json:"expect,omitempty"`
}

type expect struct {
	Round  *int                  `json:"round,omitempty"`
	Turn   *string               `json:"turn,omitempty"`
	Order  []string              `json:"order,omitempty"`
	Report []string              `json:"report,omitempty"`
	Mechs  map[string]mechExpect `json:"mechs,omitempty"`
	Result []ResultEntry         `json:"result,omitempty"`
	Log    *int                  `json:"log,omitempty"`
	// FreeSpin: [] expects none.
	FreeSpin []string `json:"free_spin,omitempty"`
}

type mechExpect struct {
	Click      *int   `json:"click,omitempty"`
	Heat       *int   `json:"heat,omitempty"`
	Stats      *Click `json:"stats,omitempty"`
	Tokens     *int   `json:"tokens,omitempty"`
	Fallen     *bool  `json:"fallen,omitempty"`
	Shutdown   *bool  `json:"shutdown,omitempty"`
	Salvaged   *bool  `json:"salvaged,omitempty"`
	Eliminated *bool  `json:"eliminated,omitempty"`
	Ejected    *bool  `json:"ejected,omitempty"`
	Fame       *int   `json:"fame,omitempty"`
	Stones     *int   `json:"stones,omitempty"`
	Kills      *int   `json:"kills,omitempty"`
	Excess     *int   `json:"excess,omitempty"`
	AP         *int   `json:"ap_left,omitempty"`
	Injuries   []int  `json:"injuries,omitempty"`
}

func TestScenarios(t *testing.T) {
	suite.Run(t, "testdata/*.json", 10, runScenario)
}

func runScenario(t *testing.T, path string) {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	common, err := readCommon()
	if err != nil {
		t.Fatal(err)
	}
	var sc scenario
	if err := json.Unmarshal(common, &sc.Figures); err != nil {
		t.Fatalf("reading common figures: %v", err)
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sc); err != nil {
		t.Fatalf("reading scenario: %v", err)
	}
	j := NewJournal()
	for i, st := range sc.Steps {
		where := fmt.Sprintf("step %d (%s)", i+1, st.Note)
		if err := doStep(j, &sc, st); err != nil {
			t.Fatalf("%s: %v", where, err)
		}
		if st.Expect != nil {
			checkExpect(t, where, j, st.Expect)
		}
	}
	suite.Reloads(t, j, NewJournal())
}

func readCommon() ([]byte, error) { return os.ReadFile("testdata/figures/common.json") }

func doStep(j *journal.Journal[Match], sc *scenario, st step) error {
	for range st.Undo {
		if err := j.Undo(); err != nil {
			return err
		}
	}
	if st.Event == nil {
		return nil
	}
	ev, err := Registry().Unmarshal(st.Event)
	if err != nil {
		return err
	}
	if add, ok := ev.(*AddMech); ok {
		var ref struct {
			Use string `json:"use"`
		}
		_ = json.Unmarshal(st.Event, &ref)
		if ref.Use != "" {
			f, ok := sc.Figures[ref.Use]
			if !ok {
				return fmt.Errorf("no figure %q in the scenario", ref.Use)
			}
			add.Figure = f
		}
	}
	if st.Need != "" {
		need, err := Need(j, ev)
		if err != nil || need == nil || !strings.Contains(need.Error(), st.Need) {
			return fmt.Errorf("need = %v, %v; want one containing %q", need, err, st.Need)
		}
		if st.Chance != "" && need.Chance().String() != st.Chance {
			return fmt.Errorf("chance of %v = %s, want %s", need, need.Chance(), st.Chance)
		}
		return nil
	}
	err = j.Apply(ev)
	if st.Error != "" {
		if err == nil || !strings.Contains(err.Error(), st.Error) {
			return fmt.Errorf("error = %v, want one containing %q", err, st.Error)
		}
		return nil
	}
	if err != nil {
		return err
	}
	if err := logProblem(j.Peek().Report); err != nil {
		return fmt.Errorf("%s: %w", ev.Type(), err)
	}
	return nil
}

// logProblem checks what an applied event adds to the match log: at least
// one line (a blank entry tells the player nothing), no empty line, no
// engine identifier (an underscore) and no word twice in a row.
func logProblem(report []string) error {
	if len(report) == 0 {
		return fmt.Errorf("the event left no line in the log")
	}
	for _, l := range report {
		w := strings.Fields(l)
		if len(w) == 0 {
			return fmt.Errorf("blank log line in %q", report)
		}
		if strings.Contains(l, "_") {
			return fmt.Errorf("log line %q shows an engine identifier", l)
		}
		for i := 1; i < len(w); i++ {
			a, b := strings.Trim(w[i-1], ":,."), strings.Trim(w[i], ":,.")
			if strings.EqualFold(a, b) && strings.ContainsFunc(a, unicode.IsLetter) {
				return fmt.Errorf("log line %q repeats %q", l, w[i])
			}
		}
	}
	return nil
}

func checkExpect(t *testing.T, where string, j *journal.Journal[Match], e *expect) {
	t.Helper()
	s := j.State()
	eq := func(what string, got, want any) {
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		if string(g) != string(w) {
			t.Errorf("%s: %s = %s, want %s\nreport: %q", where, what, g, w, s.Report)
		}
	}
	if e.Round != nil {
		eq("round", s.Round, *e.Round)
	}
	if e.Turn != nil {
		got := ""
		if s.Turn != nil {
			got = s.Turn.Mech
		}
		eq("turn", got, *e.Turn)
	}
	if e.Order != nil {
		eq("order", s.Order, e.Order)
	}
	if e.Log != nil {
		eq("log length", j.Len(), *e.Log)
	}
	for _, line := range e.Report {
		if !strings.Contains(strings.Join(s.Report, "\n"), line) {
			t.Errorf("%s: report %q lacks %q", where, s.Report, line)
		}
	}
	if e.FreeSpin != nil {
		eq("free spin", strings.Join(s.FreeSpin, ","), strings.Join(e.FreeSpin, ","))
	}
	if e.Result != nil {
		eq("result", s.Result().Entries, e.Result)
	}
	for id, me := range e.Mechs {
		m, err := s.Mech(id)
		if err != nil {
			t.Errorf("%s: %v", where, err)
			continue
		}
		checkMech(eq, &s, m, me)
	}
}

func checkMech(eq func(string, any, any), s *Match, m *Mech, me mechExpect) {
	opt := func(what string, got any, want any, set bool) {
		if set {
			eq(m.ID+" "+what, got, want)
		}
	}
	opt("click", m.Click, me.Click, me.Click != nil)
	opt("heat", m.Heat, me.Heat, me.Heat != nil)
	opt("stats", s.Stats(m), me.Stats, me.Stats != nil)
	opt("tokens", m.Tokens(), me.Tokens, me.Tokens != nil)
	opt("fallen", m.Fallen, me.Fallen, me.Fallen != nil)
	opt("shutdown", m.Shutdown, me.Shutdown, me.Shutdown != nil)
	opt("salvaged", m.Salvaged, me.Salvaged, me.Salvaged != nil)
	opt("eliminated", m.Eliminated, me.Eliminated, me.Eliminated != nil)
	opt("ejected", m.Ejected, me.Ejected, me.Ejected != nil)
	opt("fame", m.Fame, me.Fame, me.Fame != nil)
	opt("stones", m.Stones, me.Stones, me.Stones != nil)
	opt("kills", m.Kills, me.Kills, me.Kills != nil)
	opt("excess", m.Excess, me.Excess, me.Excess != nil)
	opt("injuries", m.Pilot.Injuries, me.Injuries, me.Injuries != nil)
	if me.AP != nil {
		left := 0
		if s.Turn != nil && s.Turn.Mech == m.ID {
			left = s.Turn.AP - s.Turn.Spent
		}
		eq(m.ID+" AP left", left, *me.AP)
	}
}
