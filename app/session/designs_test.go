package session

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/engine/game"
	"lancemate/sheets/design"
	"lancemate/sheets/library"
	"lancemate/sheets/roster"
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
	res := s.newImportBatch().File("atlas-x.json", data)
	if res.Err != "" || len(res.Designs) != 1 || res.Designs[0] != "Atlas AS7-X" || res.Updated != 0 {
		t.Fatalf("first import = %+v", res)
	}
	if res := s.newImportBatch().File("atlas-x.json", data); res.Updated != 1 {
		t.Errorf("second import = %+v, want it to replace the first", res)
	}
	if res := s.newImportBatch().File("junk.mtf", []byte("\x00\x01 not a unit")); res.Err == "" || !strings.Contains(res.Err, "junk.mtf") {
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
	if e, ok := r.Get("user:designs/atlas-as7-x"); !ok || e.BuiltIn || e.Source != "atlas-x.json" {
		t.Errorf("imported Atlas in roster: %+v %v", e, ok)
	}
}

// A game saved before redo was kept, as a bare array of events, still
// reads.
func TestBareArrayGameReads(t *testing.T) {
	s, id := hunchbackGame(t)
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

// A game read from storage is written back as it was read, each event's
// JSON as stored (spacing kept: it is not encoded again), the redo list
// included; an event played after it is added.
func TestLoadedGameKeepsEventJSON(t *testing.T) {
	s, id := hunchbackGame(t)
	la, ra := classic.LeftArm, classic.RightArm
	for _, loc := range []*classic.Location{&la, &ra} {
		if err := s.play(&game.Hit{Unit: id, Loc: loc, Damage: 2}); err != nil {
			t.Fatal(err)
		}
	}
	tbl, _ := s.game()
	if err := tbl.Undo(); err != nil {
		t.Fatal(err)
	}
	saved, err := tbl.Log()
	if err != nil {
		t.Fatal(err)
	}
	// The stored text, as another build might have spaced it.
	spaced := strings.ReplaceAll(saved, `":`, `": `)
	spaced = strings.Replace(spaced, `{"log": [`, `{"log":[`, 1)
	spaced = strings.Replace(spaced, `],"redo": [`, `],"redo":[`, 1)
	var sg savedGame
	if err := json.Unmarshal([]byte(spaced), &sg); err != nil {
		t.Fatal(err)
	}
	if got, err := sg.t.Log(); err != nil || got != spaced {
		t.Errorf("the loaded game writes\n%s\nwant what was read\n%s (%v)", got, spaced, err)
	}
	if err := sg.t.apply(&game.Hit{Unit: id, Loc: &la, Damage: 1}); err != nil {
		t.Fatal(err)
	}
	got, err := sg.t.Log()
	if want := spaced[:strings.Index(spaced, `],"redo"`)] + `,{"type":"hit"`; err != nil || !strings.HasPrefix(got, want) || !strings.HasSuffix(got, `],"redo":[]}`) {
		t.Errorf("after a hit the game writes\n%s\nwant it to begin\n%s (%v)", got, want, err)
	}
}

// hunchbackGame is a session, the app's until the test ends, whose game
// holds a Hunchback HBK-4G; id is the unit's.
func hunchbackGame(t *testing.T) (s *session, id string) {
	t.Helper()
	s = testSession(t)
	useTest(t, s)
	d, _ := library.Get("hunchback-hbk-4g")
	id, err := s.addUnit(d, game.Pilot{Name: "Ana", Gunnery: 4, Piloting: 5}, "")
	if err != nil {
		t.Fatal(err)
	}
	return s, id
}

// useTest makes s the app's session until the test ends.
func useTest(t *testing.T, s *session) {
	old := sess
	sess = s
	t.Cleanup(func() { sess = old })
}

// TestImportBatchKeepsSameNames: two files of one import that make designs
// of the same name are both kept, the second under a marked name and its
// own key; a third file of the same name gets the next mark. Importing
// the same files again replaces each with its own new copy and says so;
// a damaged record under a design's key is never written over.
func TestImportBatchKeepsSameNames(t *testing.T) {
	s := testSession(t)
	atlas, _ := library.Get("atlas-as7-d")
	file := func(source string) []byte {
		d := atlas
		d.Source = source
		b, err := design.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	files := []struct{ name, want, key string }{
		{"a.json", "Atlas AS7-D", "designs/atlas-as7-d"},
		{"b.json", "Atlas AS7-D (2)", "designs/atlas-as7-d-2"},
		{"c.json", "Atlas AS7-D (3)", "designs/atlas-as7-d-3"},
	}
	for round := range 2 {
		batch := s.newImportBatch()
		for i, f := range files {
			res := batch.File(f.name, file(f.name))
			if res.Err != "" || len(res.Designs) != 1 || res.Designs[0] != f.want {
				t.Fatalf("round %d, %s: %+v, want %q", round, f.name, res, f.want)
			}
			if renamed := len(res.Renamed) == 1 && res.Renamed[0] == f.want; renamed != (i > 0) {
				t.Errorf("round %d, %s: renamed %v", round, f.name, res.Renamed)
			}
			if replaced := len(res.Replaced) == 1 && res.Replaced[0] == f.want && res.Updated == 1; replaced != (round == 1) {
				t.Errorf("round %d, %s: replaced %v (%d)", round, f.name, res.Replaced, res.Updated)
			}
			var raw json.RawMessage
			found, err := s.st.Load(f.key, &raw)
			d, derr := design.Load(raw)
			if !found || err != nil || derr != nil || d.Source != f.name || d.Name() != f.want {
				t.Errorf("round %d: %s holds %q from %q (%v, %v, %v)", round, f.key, d.Name(), d.Source, found, err, derr)
			}
		}
	}
	if n := s.st.Count(store.NSDesigns); n != 3 {
		t.Errorf("%d designs stored, want 3", n)
	}

	// A damaged record where the next name would go is kept; the design
	// takes the name after.
	b := store.NewMemory()
	if err := b.Write([]store.Change{{Key: "designs/atlas-as7-d-2", Value: `{"broken":`}}); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(b, func(err error) { t.Error(err) })
	if err != nil {
		t.Fatal(err)
	}
	s2 := &session{subs: map[int]func(){}, st: st}
	batch := s2.newImportBatch()
	batch.File("a.json", file("a.json"))
	res := batch.File("b.json", file("b.json"))
	if res.Err != "" || res.Designs[0] != "Atlas AS7-D (3)" {
		t.Errorf("beside a damaged record: %+v", res)
	}
	st.Flush()
	recs, _ := b.GetRange("designs/", "designs/\uffff")
	if got := recs["designs/atlas-as7-d-2"].Text; got != `{"broken":` {
		t.Errorf("the damaged record now holds %q", got)
	}
}

// A cancelled import is undone: the designs it added are deleted and the
// earlier import's design it replaced is written back, so storage holds
// exactly what it held before the batch.
func TestImportBatchUndo(t *testing.T) {
	b := store.NewMemory()
	st, err := store.Open(b, func(err error) { t.Error(err) })
	if err != nil {
		t.Fatal(err)
	}
	s := &session{subs: map[int]func(){}, st: st}
	s.once.Do(func() {})
	atlas, _ := library.Get("atlas-as7-d")
	file := func(model, source string) []byte {
		d := atlas
		d.Model, d.Source = model, source
		data, err := design.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	if res := s.newImportBatch().File("old.json", file("AS7-X", "old.json")); res.Err != "" {
		t.Fatal(res.Err)
	}
	st.Flush()
	before, _ := b.GetRange("", "")
	batch := s.newImportBatch()
	for _, f := range []struct{ name, model string }{{"new.json", "AS7-X"}, {"other.json", "AS7-Y"}, {"again.json", "AS7-Y"}} {
		if res := batch.File(f.name, file(f.model, f.name)); res.Err != "" {
			t.Fatal(res.Err)
		}
	}
	st.Flush()
	if during, _ := b.GetRange("", ""); len(during) != len(before)+2 {
		t.Fatalf("the batch stored %d records, want %d", len(during), len(before)+2)
	}
	if err := batch.Undo(); err != nil {
		t.Fatal(err)
	}
	after, _ := b.GetRange("", "")
	if !reflect.DeepEqual(before, after) {
		t.Errorf("after Undo storage holds %d records, %d before; the replaced design: %.80q, was %.80q",
			len(after), len(before), after["designs/atlas-as7-x"].Text, before["designs/atlas-as7-x"].Text)
	}
}

// The roster lists imported designs from the summaries kept in storage
// (a design just imported from the summary its import noted):
// a session started again on the same storage lists the design from its
// summary, reads it whole when asked, and says so in the player's
// words when it has been deleted since it was listed.
func TestRosterFromKeptSummaries(t *testing.T) {
	mem := store.NewMemory()
	open := func(build string) *session {
		t.Helper()
		st, err := store.Open(mem, func(err error) { t.Error(err) })
		if err != nil {
			t.Fatal(err)
		}
		s := &session{subs: map[int]func(){}, st: st, src: dice.Seeded(1), build: build}
		s.once.Do(func() {})
		return s
	}
	atlas, _ := library.Get("atlas-as7-d")
	atlas.Model, atlas.Source = "AS7-X", "atlas-x.json"
	data, err := design.Marshal(atlas)
	if err != nil {
		t.Fatal(err)
	}
	s := open("b1")
	if res := s.newImportBatch().File("atlas-x.json", data); res.Err != "" {
		t.Fatal(res.Err)
	}
	// The import notes the summary of what it saved, which the roster
	// takes instead of reading the design again.
	if n, ok := s.imported["designs/atlas-as7-x"]; !ok || n.sum != roster.Summarize(atlas) {
		t.Errorf("the import noted %+v (%v)", n.sum, ok)
	}
	if _, err := s.loadRoster(); err != nil {
		t.Fatal(err)
	}
	if len(s.imported) != 0 {
		t.Errorf("the roster left %d notes of imported designs", len(s.imported))
	}
	s.st.Flush()

	s = open("b1")
	r, err := s.loadRoster()
	if err != nil {
		t.Fatal(err)
	}
	e, ok := r.Get("user:designs/atlas-as7-x")
	if !ok || e.Name() != "Atlas AS7-X" || e.Tons != 100 || e.Run() != 5 {
		t.Fatalf("the kept summary lists %+v (%v)", e, ok)
	}
	d, err := e.Design()
	if err != nil || d.Name() != "Atlas AS7-X" || d.Armor != atlas.Armor || len(d.Slots) != len(atlas.Slots) {
		t.Errorf("the design read whole = %s %v, %v; want the imported Atlas", d.Name(), d.Armor, err)
	}

	// After an update the roster lists what the last build kept at once
	// and reads the designs again in the background.
	s = open("b2")
	if r, err = s.loadRoster(); err != nil {
		t.Fatal(err)
	}
	if _, ok := r.Get("user:designs/atlas-as7-x"); !ok {
		t.Error("after an update the roster does not list the kept summary")
	}
	for end := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		recs, _ := mem.GetRange("meta/~cache/designs/", "meta/~cache/designs/\x00")
		if strings.HasPrefix(recs["meta/~cache/designs/"].Text, "lancemate summaries 1\t\"b2\"\n") {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("the designs were not read again for the new build: %.80q", recs["meta/~cache/designs/"].Text)
		}
	}

	s = open("b2")
	if r, err = s.loadRoster(); err != nil {
		t.Fatal(err)
	}
	e, _ = r.Get("user:designs/atlas-as7-x")
	if err := s.st.Delete("designs/atlas-as7-x"); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Design(); err == nil || err.Error() != "this design is no longer in the library" {
		t.Errorf("a design deleted since it was listed reads: %v", err)
	}
}

// A backup's import checks every design it brings: the roster's next
// reading lists them from what the check noted, without reading them
// again, and empties the notes.
func TestRosterFromCheckedBackup(t *testing.T) {
	open := func(mem *store.Memory) *session {
		t.Helper()
		st, err := store.Open(mem, func(err error) { t.Error(err) })
		if err != nil {
			t.Fatal(err)
		}
		s := &session{subs: map[int]func(){}, st: st, src: dice.Seeded(1), build: "b1"}
		s.once.Do(func() {})
		return s
	}
	from := open(store.NewMemory())
	atlas, _ := library.Get("atlas-as7-d")
	atlas.Model, atlas.Source = "AS7-X", "atlas-x.json"
	data, err := design.Marshal(atlas)
	if err != nil {
		t.Fatal(err)
	}
	if res := from.newImportBatch().File("atlas-x.json", data); res.Err != "" {
		t.Fatal(res.Err)
	}
	from.st.Flush()
	backup, err := from.st.Export(time.Now())
	if err != nil {
		t.Fatal(err)
	}

	s := open(store.NewMemory())
	designsChecked.clear()
	plan, err := s.st.PlanImport(backup, store.Merge)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.st.ApplyImport(plan); err != nil {
		t.Fatal(err)
	}
	if recs := s.st.Keys(store.NSDesigns); len(recs) != 1 {
		t.Fatalf("the backup brought %v", recs)
	}
	designsChecked.mu.Lock()
	n := len(designsChecked.m)
	for p, sum := range designsChecked.m { // marked, to tell the note from a reading of the design
		if sum != roster.Summarize(atlas) {
			t.Errorf("the check noted %+v", sum)
		}
		sum.Tons = 1
		designsChecked.m[p] = sum
	}
	designsChecked.mu.Unlock()
	if n != 1 {
		t.Fatalf("the backup's check noted %d summaries, want the Atlas's", n)
	}
	r, err := s.loadRoster()
	if err != nil {
		t.Fatal(err)
	}
	if e, ok := r.Get("user:designs/atlas-as7-x"); !ok || e.Tons != 1 || e.Name() != "Atlas AS7-X" {
		t.Errorf("the roster lists %+v (%v), not the noted summary", e, ok)
	}
	designsChecked.mu.Lock()
	left := len(designsChecked.m)
	designsChecked.mu.Unlock()
	if left != 0 {
		t.Errorf("the roster's reading left %d notes", left)
	}
}
