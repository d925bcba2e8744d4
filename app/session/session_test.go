package session

import (
	"testing"

	"lancemate/app/store"
	"lancemate/engine/dice"
)

func TestSessionRecordsRolls(t *testing.T) {
	st, err := store.Open(store.NewMemory(), func(err error) { t.Error(err) })
	if err != nil {
		t.Fatal(err)
	}
	s := &session{subs: map[int]func(){}, st: st, src: dice.Script(1, 2, 6, 6, 3)}
	s.once.Do(func() {}) // storage already open
	for _, e := range []dice.Expr{dice.TwoD6, dice.TwoD6, dice.D6} {
		if _, err := s.recordRoll("test", 7, e.Roll(s.src)); err != nil {
			t.Fatal(err)
		}
	}
	recent, total := s.recentRolls(2)
	if total != 3 || len(recent) != 2 || recent[0].Total != 3 || recent[1].Total != 12 {
		t.Errorf("recent = %+v (total %d), want newest first: 3, 12", recent, total)
	}
	st.Flush()
	loaded, damaged, _ := store.LoadAll[dice.Entry](st, store.NSDiceLog)
	if len(loaded) != 3 || damaged != 0 || loaded[0].Total != 3 || loaded[0].Target != 7 {
		t.Errorf("stored log = %+v, %d damaged", loaded, damaged)
	}
}

func TestPrefsValidate(t *testing.T) {
	for _, p := range []Prefs{{}, {Theme: "dark"}, {Theme: "light", WakeLock: true}, {PrintList: []string{"builtin:atlas-as7-d", "builtin:atlas-as7-d"}}} {
		if err := p.Validate(); err != nil {
			t.Errorf("%+v: %v", p, err)
		}
	}
	for _, p := range []Prefs{{Theme: "neon"}, {PrintList: []string{""}}, {PrintList: make([]string, MaxPrintList+1)}} {
		if err := p.Validate(); err == nil {
			t.Errorf("%.80v accepted", p)
		}
	}
}
