package session

import (
	"encoding/json"
	"strings"
	"testing"

	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/engine/game"
	"lancemate/sheets/design"
	"lancemate/sheets/library"
)

// testSession is a session on a fresh in-memory store.
func testSession(t *testing.T) *session {
	t.Helper()
	st, err := store.Open(store.NewMemory(), func(err error) { t.Error(err) })
	if err != nil {
		t.Fatal(err)
	}
	s := &session{subs: map[int]func(){}, st: st, src: dice.Seeded(1)}
	s.once.Do(func() {})
	return s
}

// Importing a design file saves it, a second import replaces it, a broken
// file is refused with its name, and the roster lists built-in and
// imported designs together.
func TestImportFileAndRoster(t *testing.T) {
	s := testSession(t)
	atlas, ok := library.Get("atlas-as7-d")
	if !ok {
		t.Fatal("built-in Atlas missing")
	}
	atlas.Model, atlas.Source = "AS7-X", "atlas-x.json"
	data, err := design.Marshal(atlas)
	if err != nil {
		t.Fatal(err)
	}
	res := s.importFile("atlas-x.json", data)
	if res.Err != "" || len(res.Designs) != 1 || res.Designs[0] != "Atlas AS7-X" || res.Updated != 0 {
		t.Fatalf("first import = %+v", res)
	}
	if res := s.importFile("atlas-x.json", data); res.Updated != 1 {
		t.Errorf("second import = %+v, want it to replace the first", res)
	}
	if res := s.importFile("junk.mtf", []byte("\x00\x01 not a unit")); res.Err == "" || !strings.Contains(res.Err, "junk.mtf") {
		t.Errorf("broken file: %+v, want an error naming the file", res)
	}
	r, err := s.loadRoster()
	if err != nil {
		t.Fatal(err)
	}
	built, _ := library.All()
	if r.Len() != len(built)+1 {
		t.Errorf("roster has %d designs, want %d built-in + 1 imported", r.Len(), len(built))
	}
	if e, ok := r.Get("user:designs/atlas-as7-x"); !ok || e.BuiltIn || e.Design.Source != "atlas-x.json" {
		t.Errorf("imported Atlas in roster: %+v %v", e, ok)
	}
}

// A game saved before redo was kept, as a bare array of events, still
// reads.
func TestBareArrayGameReads(t *testing.T) {
	s := testSession(t)
	useTest(t, s)
	d, _ := library.Get("hunchback-hbk-4g")
	id, err := s.addUnit(d, game.Pilot{Name: "Ana", Gunnery: 4, Piloting: 5})
	if err != nil {
		t.Fatal(err)
	}
	la := classic.LeftArm
	if err := s.play(&game.Hit{Unit: id, Loc: &la, Damage: 5}); err != nil {
		t.Fatal(err)
	}
	tbl, _ := s.game()
	if _, err := tbl.Log(); err != nil { // writes each event's JSON
		t.Fatal(err)
	}
	var old savedGame
	raw := `[` + string(tbl.history[0].raw) + `,` + string(tbl.history[1].raw) + `]`
	if err := json.Unmarshal([]byte(raw), &old); err != nil || len(old.t.History()) != 2 {
		t.Errorf("a bare array of events: %v", err)
	}
	if u, _ := old.t.State().Unit(id); u == nil || u.Locations[la].Armor != u.Locations[la].MaxArmor-5 {
		t.Errorf("replayed unit %+v", u)
	}
}

// useTest makes s the app's session until the test ends.
func useTest(t *testing.T, s *session) {
	old := sess
	sess = s
	t.Cleanup(func() { sess = old })
}
