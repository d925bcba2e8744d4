package session

import (
	"errors"
	"maps"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/engine/game"
	"lancemate/sheets/library"
)

// While storage is read-only, every change the session makes is refused
// before it is made, with a *ReadOnlyError in the player's words, and
// nothing in memory or storage changes: the game, the roll log, the
// settings, a journal and an imported unit file.
func TestReadOnlyRefusesChangesBeforeMakingThem(t *testing.T) {
	designs, err := library.All()
	if err != nil || len(designs) == 0 {
		t.Fatalf("library: %v", err)
	}
	for _, c := range []struct {
		name, schema string
		want         error
		says         string
	}{
		{"newer data", strconv.Itoa(store.SchemaVersion + 1), store.ErrNewerData, "newer Lancemate"},
		{"damaged version", "one", store.ErrSchemaDamaged, "Damaged records"},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := store.NewMemory()
			st, err := store.Open(b, func(err error) { t.Error(err) })
			if err != nil {
				t.Fatal(err)
			}
			s := &session{subs: map[int]func(){}, st: st, src: dice.Script(3, 4)}
			s.once.Do(func() {})
			old := sess
			sess = s
			t.Cleanup(func() { sess = old })
			if _, err := s.addUnit(designs[0].Design, game.Pilot{Gunnery: 4, Piloting: 5}, ""); err != nil {
				t.Fatal(err)
			}
			st.Flush()
			if err := b.Write([]store.Change{{Key: "meta/schema", Value: c.schema}}); err != nil {
				t.Fatal(err)
			}
			before := snapshot(t, b)

			// A fresh start on that storage.
			st, err = store.Open(b, func(err error) { t.Error(err) })
			if err != nil {
				t.Fatal(err)
			}
			s = &session{subs: map[int]func(){}, st: st, src: dice.Script(3, 4)}
			s.once.Do(func() {})
			s.mu.Lock()
			s.load()
			s.mu.Unlock()
			sess = s
			tbl, _ := s.game()
			if tbl == nil {
				t.Fatal("the game is not shown read-only")
			}
			version, events := tbl.Version(), len(tbl.History())
			unit := tbl.State().Units[0].ID
			la := classic.LeftArm
			prefs := s.getPrefs()
			refusals := map[string]error{
				"damage":   s.play(&game.Hit{Unit: unit, Loc: &la, Damage: 5}),
				"new game": s.newGame(),
				"add unit": func() error { _, err := s.addUnit(designs[0].Design, game.Pilot{}, ""); return err }(),
				"roll":     func() error { _, err := s.recordRoll("test", 7, dice.TwoD6.Roll(s.src)); return err }(),
				"prefs":    s.savePrefs(Prefs{Theme: "light"}),
				"unit file": func() error {
					if r := s.newImportBatch().File("a.mtf", []byte("chassis:X")); r.Err != "" {
						return errors.New(r.Err)
					}
					return nil
				}(),
			}
			for what, err := range refusals {
				var ro *ReadOnlyError
				switch {
				case what == "unit file":
					if err == nil || err.Error() != Writable().Error() {
						t.Errorf("%s: %v, want %v", what, err, Writable())
					}
				case !errors.As(err, &ro) || !errors.Is(err, c.want):
					t.Errorf("%s: %v, want a ReadOnlyError wrapping %v", what, err, c.want)
				case !strings.Contains(ro.Error(), c.says) || !strings.Contains(ro.Error(), "Not changed: "):
					t.Errorf("%s: %q does not say why in the player's words", what, ro.Error())
				}
			}
			if tbl2, _ := s.game(); tbl2 != tbl || tbl.Version() != version || len(tbl.History()) != events {
				t.Errorf("the game changed: version %d → %d, %d → %d events", version, tbl.Version(), events, len(tbl.History()))
			}
			if _, n := s.recentRolls(10); n != 0 {
				t.Errorf("%d rolls in the log", n)
			}
			if !reflect.DeepEqual(s.getPrefs(), prefs) {
				t.Errorf("prefs changed: %+v", s.getPrefs())
			}
			st.Flush()
			if after := snapshot(t, b); !maps.Equal(before, after) {
				t.Errorf("storage changed:\nbefore %v\nafter  %v", before, after)
			}
		})
	}
}

func snapshot(t *testing.T, b *store.Memory) map[string]string {
	t.Helper()
	recs, err := b.GetRange("", "")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for k, r := range recs {
		out[k] = r.Text
	}
	return out
}
