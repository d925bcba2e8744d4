package meks

import (
	"encoding/json"
	"lancemate/engine/internal/suite"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"lancemate/engine/dice"
)

// The scenario suite: every testdata/*.json file is one campaign played
// with fixed dice (format in README.md).

type scenario struct {
	Name  string `json:"name"`
	Cite  string `json:"cite"`
	Defs  string `json:"defs"`
	MC    int    `json:"mc"`
	Steps []step `json:"steps"`
}

type step struct {
	Note   string          `json:"note,omitempty"`
	Event  json.RawMessage `json:"event,omitempty"`
	Dice   []int           `json:"dice,omitempty"`
	Undo   int             `json:"undo,omitempty"`
	Error  string          `json:"error,omitempty"`
	Expect *expect         `json:"expect,omitempty"`
}

type expect struct {
	Phase   *Phase                `json:"phase,omitempty"`
	MC      *int                  `json:"mc,omitempty"`
	Round   int                   `json:"round,omitempty"`
	Step    Range                 `json:"step,omitempty"`
	Outcome Outcome               `json:"outcome,omitempty"`
	Pay     *int                  `json:"pay,omitempty"`
	Meks    map[string]mekExpect  `json:"meks,omitempty"`
	Foes    []int                 `json:"foes,omitempty"`
	Pilots  map[string]Pilot      `json:"pilots,omitempty"`
	Hand    *int                  `json:"hand,omitempty"`
	Log     *int                  `json:"log,omitempty"`
	Same    string                `json:"sameAs,omitempty"`
	Checks  map[string]checkShape `json:"checks,omitempty"`
	Market  *[]string             `json:"market,omitempty"`
	Build   *Deck                 `json:"buildDeck,omitempty"`
	// NeedsInput is StepNeedsInput, CanRetreat CanRetreat, PendingCards
	// Pending().Cards, Repairs each RepairOffer as "Mek: Label".
	NeedsInput   *bool     `json:"needsInput,omitempty"`
	CanRetreat   *bool     `json:"canRetreat,omitempty"`
	PendingCards *[]string `json:"pendingCards,omitempty"`
	Repairs      *[]string `json:"repairs,omitempty"`
}

type mekExpect struct {
	Damage    int  `json:"damage"`
	Destroyed bool `json:"destroyed"`
	Hits      int  `json:"hits,omitempty"`
}

type checkShape struct {
	Bonus  int  `json:"bonus"`
	Damage int  `json:"damage"`
	Dice   int  `json:"dice"`
	Random bool `json:"random,omitempty"` // no Mek rolled yet: no odds
}

func TestScenarios(t *testing.T) {
	suite.Run(t, "testdata/*.json", 1, runScenario)
}

func runScenario(t *testing.T, file string) {
	var sc scenario
	readJSON(t, file, &sc)
	start := &Start{MC: sc.MC}
	readJSON(t, filepath.Join("testdata", sc.Defs), &start.Defs)
	j := NewJournal()
	if err := j.Apply(start); err != nil {
		t.Fatal(err)
	}
	marks := map[string]State{"start": j.State()}
	reg := Registry()
	for i, st := range sc.Steps {
		where := func() string { return file + " step " + itoa(i+1) + " " + st.Note }
		for range st.Undo {
			if err := j.Undo(); err != nil {
				t.Fatalf("%s: undo: %v", where(), err)
			}
		}
		if st.Event != nil {
			ev, err := reg.Unmarshal(st.Event)
			if err != nil {
				t.Fatalf("%s: %v", where(), err)
			}
			if st.Dice != nil {
				if err := Fill(j.Peek(), ev, dice.Script(st.Dice...)); err != nil && st.Error == "" {
					t.Fatalf("%s: fill: %v", where(), err)
				}
			}
			err = j.Apply(ev)
			switch {
			case st.Error == "" && err != nil:
				t.Fatalf("%s: %v", where(), err)
			case st.Error != "" && err == nil:
				t.Fatalf("%s: no error, want %q", where(), st.Error)
			case st.Error != "" && !strings.Contains(err.Error(), st.Error):
				t.Fatalf("%s: error %q, want %q", where(), err, st.Error)
			}
		}
		if st.Expect != nil {
			checkExpect(t, where(), j.State(), j.Len(), st.Expect, marks)
		}
		if st.Note != "" {
			marks[st.Note] = j.State()
		}
	}
	suite.Reloads(t, j, NewJournal())
}

func checkExpect(t *testing.T, where string, s State, n int, x *expect, marks map[string]State) {
	t.Helper()
	fail := func(what string, got, want any) {
		t.Errorf("%s: %s = %v, want %v", where, what, got, want)
	}
	if x.Phase != nil && s.Phase != *x.Phase {
		fail("phase", s.Phase, *x.Phase)
	}
	if x.MC != nil && s.MC != *x.MC {
		fail("MC", s.MC, *x.MC)
	}
	if x.Hand != nil && len(s.Hand) != *x.Hand {
		fail("hand", len(s.Hand), *x.Hand)
	}
	if x.Market != nil && !reflect.DeepEqual(s.Market, *x.Market) && (len(s.Market) > 0 || len(*x.Market) > 0) {
		fail("face-up Build cards", s.Market, *x.Market)
	}
	if x.Build != nil && (!slices.Equal(s.BuildDeck.Draw, x.Build.Draw) || !slices.Equal(s.BuildDeck.Discard, x.Build.Discard)) {
		fail("Build deck", s.BuildDeck, *x.Build)
	}
	if x.Log != nil && n != *x.Log {
		fail("log length", n, *x.Log)
	}
	if x.NeedsInput != nil && s.StepNeedsInput() != *x.NeedsInput {
		fail("needs input", s.StepNeedsInput(), *x.NeedsInput)
	}
	if x.CanRetreat != nil && s.CanRetreat() != *x.CanRetreat {
		fail("can retreat", s.CanRetreat(), *x.CanRetreat)
	}
	if x.PendingCards != nil && !slices.Equal(s.Pending().Cards, *x.PendingCards) && (len(s.Pending().Cards) > 0 || len(*x.PendingCards) > 0) {
		fail("pending cards", s.Pending().Cards, *x.PendingCards)
	}
	if x.Repairs != nil {
		var got []string
		for _, o := range s.RepairOffers() {
			got = append(got, o.Mek+": "+o.Label)
		}
		if !slices.Equal(got, *x.Repairs) && (len(got) > 0 || len(*x.Repairs) > 0) {
			fail("repair offers", got, *x.Repairs)
		}
	}
	if x.Round != 0 || x.Step != "" || x.Outcome != "" || x.Pay != nil || x.Foes != nil {
		checkMission(t, where, s.Mission, x)
	}
	for name, want := range x.Meks {
		m, err := s.Mek(name)
		if err != nil {
			t.Errorf("%s: %v", where, err)
			continue
		}
		got := mekExpect{m.Damage, m.Destroyed, 0}
		if want.Hits != 0 {
			got.Hits = s.Hits(m)
		}
		if got != want {
			fail("Mek "+name, got, want)
		}
	}
	for name, want := range x.Pilots {
		p, err := s.Pilot(name)
		if err != nil || !reflect.DeepEqual(*p, want) {
			fail("pilot "+name, p, want)
		}
	}
	if x.Same != "" && !reflect.DeepEqual(s, marks[x.Same]) {
		t.Errorf("%s: state differs from %q", where, x.Same)
	}
	for key, want := range x.Checks {
		got := shapeOf(t, &s, key)
		if got != want {
			fail("check "+key, got, want)
		}
	}
}

func checkMission(t *testing.T, where string, m *Mission, x *expect) {
	t.Helper()
	if m == nil {
		t.Errorf("%s: no mission", where)
		return
	}
	var foes []int
	for _, f := range m.Foes {
		foes = append(foes, f.Damage)
	}
	got := expect{Round: m.Round, Step: m.Step, Outcome: m.Outcome, Pay: &m.Pay, Foes: foes}
	if (x.Round != 0 && got.Round != x.Round) || (x.Step != "" && got.Step != x.Step) ||
		(x.Outcome != "" && got.Outcome != x.Outcome) || (x.Pay != nil && *got.Pay != *x.Pay) ||
		(x.Foes != nil && !reflect.DeepEqual(got.Foes, x.Foes)) {
		t.Errorf("%s: mission round %d step %s outcome %q pay %d foes %v, want %+v", where,
			got.Round, got.Step, got.Outcome, m.Pay, foes, *x)
	}
}

// shapeOf evaluates a check named "mek NAME WEAPON FOE", "foe I MEK" or
// "foe I" (its Mek not rolled yet). A Random check must have no odds.
func shapeOf(t *testing.T, s *State, key string) checkShape {
	f := strings.Fields(key)
	var c Check
	var err error
	switch {
	case f[0] == "mek":
		c, err = s.FireCheck(f[1], atoi(f[2]), atoi(f[3]))
	case f[0] == "foe" && len(f) == 2:
		c, err = s.FoeCheck(atoi(f[1]), false, "")
	case f[0] == "foe":
		c, err = s.FoeCheck(atoi(f[1]), false, f[2])
	}
	if err != nil {
		t.Errorf("check %s: %v", key, err)
	}
	if _, ok := c.Odds(); ok == c.Random {
		t.Errorf("check %s: random %v but odds given %v", key, c.Random, ok)
	}
	v, d := sum(c.Damage)
	return checkShape{c.Bonus(), v, d, c.Random}
}

func readJSON(t *testing.T, file string, v any) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
}
