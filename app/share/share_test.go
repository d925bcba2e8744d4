package share

import (
	"bytes"
	"encoding/base32"
	"encoding/json"
	"strings"
	"testing"

	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/engine/game"
	"lancemate/sheets/design"
	"lancemate/sheets/library"
	"lancemate/sheets/roster"
)

// mustDesign is a built-in design.
func mustDesign(id string) design.Design {
	d, ok := library.Get(id)
	if !ok {
		panic("no built-in " + id)
	}
	return d
}

func builtIn(t *testing.T, id string) design.Design {
	t.Helper()
	d, ok := library.Get(id)
	if !ok {
		t.Fatalf("no built-in %s", id)
	}
	return d
}

func packed(t *testing.T, f File) []byte {
	t.Helper()
	b, err := f.Pack()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// raw is a share file's JSON with its fields as given, packed.
func raw(t *testing.T, fields string) []byte {
	t.Helper()
	b, err := Pack([]byte(fields))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestFileRoundTrip(t *testing.T) {
	sessiontest.Use(t, store.NewMemory(), dice.Script())
	atlas, locust := builtIn(t, "atlas-as7-d"), builtIn(t, "locust-lct-1v")
	f, err := Design(atlas, locust)
	if err != nil {
		t.Fatal(err)
	}
	data := packed(t, f)
	if data[0] != 0x1f || data[1] != 0x8b {
		t.Fatalf("a share file is gzip; starts % x", data[:2])
	}
	got, err := Read(data)
	if err != nil {
		t.Fatal(err)
	}
	if got.Kind != KindDesign || got.Title != "Atlas AS7-D, Locust LCT-1V" || len(got.Records) != 2 || got.Schema != store.SchemaVersion {
		t.Fatalf("read back %+v", got)
	}
	for i, d := range []design.Design{atlas, locust} {
		want, _ := json.Marshal(d)
		if got.Records[i].Key != roster.Key(d) || got.Records[i].Text != string(want) {
			t.Errorf("record %d = %s %.60s, want %s %.60s", i, got.Records[i].Key, got.Records[i].Text, roster.Key(d), want)
		}
	}
	// The same file travels in a link's fragment.
	back, err := FromFragment("#" + Fragment(data))
	if err != nil || !bytes.Equal(back, data) {
		t.Fatalf("fragment round trip: %v", err)
	}
	if f.FileName() != "Atlas-AS7-D-Locust-LCT-1V.lancemate" {
		t.Errorf("file name %q", f.FileName())
	}
}

// Files that are not share files this build can use are refused whole,
// in the player's words.
func TestReadRefuses(t *testing.T) {
	design := `{"designs/x":{"format":"lancemate-mech"}}`
	ok := func(extra string) string {
		return `{"format":"lancemate-share","version":1,"kind":"design","title":"X","schema":1` + extra + `}`
	}
	big := make([]byte, MaxFile+1)
	big[0], big[1] = 0x1f, 0x8b
	good := raw(t, ok(`,"records":`+design))
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"newer format version", raw(t, strings.Replace(ok(`,"records":`+design), `"version":1`, `"version":2`, 1)), "newer Lancemate (share format 2); update Lancemate"},
		{"newer record layout", raw(t, strings.Replace(ok(`,"records":`+design), `"schema":1`, `"schema":99`, 1)), "newer Lancemate (records of layout 99)"},
		{"unknown kind", raw(t, strings.Replace(ok(`,"records":`+design), `"kind":"design"`, `"kind":"dropship"`, 1)), `holds "dropship", which this Lancemate cannot open`},
		{"wrong kind for its records", raw(t, ok(`,"records":{"designs/x":{},"settings/prefs":{"theme":"light"}}`)), "also holds your settings: nothing was imported"},
		{"two records for a game", raw(t, strings.Replace(ok(`,"records":{"games/a":{},"games/b":{}}`), `"kind":"design"`, `"kind":"game"`, 1)), "should hold a game in play alone but holds 2 records"},
		{"a pilot's ledger with no pilot", raw(t, strings.Replace(ok(`,"records":{"ledger/a":{}}`), `"kind":"design"`, `"kind":"pilot"`, 1)), "names no pilot"},
		{"no records", raw(t, ok(``)), "holds nothing to import"},
		{"a field twice", raw(t, ok(`,"kind":"game","records":`+design)), `holds "kind" twice`},
		{"a record twice", raw(t, ok(`,"records":{"designs/x":{},"designs/x":{}}`)), "damaged (records)"},
		{"oversized file", big, "this file is 4 MB; a shared file is at most 4 MB"},
		{"unpacks too big", raw(t, ok(`,"records":{"designs/x":"`+strings.Repeat("A", MaxJSON)+`"}`)), "unpacks to more than 16 MB"},
		{"truncated", good[:len(good)/2], "damaged or incomplete"},
		{"one byte changed", append(append([]byte{}, good[:20]...), append([]byte{good[20] ^ 0xff}, good[21:]...)...), "damaged or incomplete"},
		{"a backup", []byte(`{"format":"lancemate-backup","schema":1,"records":{}}`), "backup, not a shared file"},
		{"not Lancemate's", []byte(`<html><script>alert(1)</script>`), "not a Lancemate share file"},
		{"empty", nil, "not a Lancemate share file"},
	} {
		_, err := Read(c.data)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if _, err := Read(good); err != nil {
		t.Errorf("the good file: %v", err)
	}
	if _, err := FromFragment("#NOT*BASE32"); err != ErrLink {
		t.Errorf("bad fragment: %v", err)
	}
}

// snapshot is every record of the store, for checking it did not change.
func snapshot(t *testing.T, st *store.Store) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, k := range st.Keys("") {
		var raw json.RawMessage
		if _, err := st.Load(k, &raw); err == nil {
			out[k] = string(raw)
		}
	}
	return out
}

func prepare(t *testing.T, data []byte, c Choice) Preview {
	t.Helper()
	f, err := Read(data)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Prepare(f, c)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func apply(t *testing.T, p Preview) {
	t.Helper()
	if err := p.Apply(nil, nil); err != nil {
		t.Fatal(err)
	}
}

func TestDesignsKeepBothOrReplace(t *testing.T) {
	st := sessiontest.Use(t, store.NewMemory(), dice.Script())
	atlas := builtIn(t, "atlas-as7-d")
	data := packed(t, must(Design(atlas)))

	p := prepare(t, data, KeepBoth)
	if len(p.Plan.Add) != 1 || p.Plan.Add[0] != "designs/atlas-as7-d" || len(p.Conflicts) != 0 || p.Lines[0] != "Adds 1 design to your library: Atlas AS7-D." {
		t.Fatalf("first import: %+v", p)
	}
	apply(t, p)
	if p = prepare(t, data, KeepBoth); !p.Nothing() || !strings.Contains(strings.Join(p.Lines, " "), "Already in your library, the same: Atlas AS7-D") {
		t.Fatalf("the same again: %+v", p)
	}

	// A different design under the same name: keep both or replace.
	changed := atlas
	changed.Source = "changed on the other phone"
	other := packed(t, must(Design(changed)))
	before := snapshot(t, st)
	keep := prepare(t, other, KeepBoth)
	if len(keep.Conflicts) != 1 || keep.Conflicts[0] != "Atlas AS7-D" || len(keep.Plan.Add) != 1 || keep.Plan.Add[0] != "designs/atlas-as7-d-2" || len(keep.Plan.Change) != 0 {
		t.Fatalf("keep both: %+v", keep)
	}
	repl := prepare(t, other, Replace)
	if len(repl.Plan.Change) != 1 || repl.Plan.Change[0] != "designs/atlas-as7-d" || len(repl.Plan.Add) != 0 {
		t.Fatalf("replace: %+v", repl)
	}
	if after := snapshot(t, st); !mapsEqual(before, after) {
		t.Fatal("previews changed storage")
	}
	apply(t, keep)
	var kept, mine design.Design
	st.Load("designs/atlas-as7-d-2", &kept)
	st.Load("designs/atlas-as7-d", &mine)
	if kept.Name() != "Atlas AS7-D (2)" || kept.Source != changed.Source || mine.Source == changed.Source {
		t.Errorf("kept both: shared %q %q, mine %q", kept.Name(), kept.Source, mine.Source)
	}
}

func must(f File, err error) File {
	if err != nil {
		panic(err)
	}
	return f
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// A damaged or hostile record is refused with the store's reason, and
// nothing on the phone changes.
func TestDamagedRecordsAreRefused(t *testing.T) {
	st := sessiontest.Use(t, store.NewMemory(), dice.Script())
	sessiontest.AddBuiltIn(t, "locust-lct-1v", "Mine")
	before := snapshot(t, st)
	for _, c := range []struct{ name, file, want string }{
		{"a design that does not load",
			`{"format":"lancemate-share","version":1,"kind":"design","title":"X","schema":1,"records":{"designs/x":{"format":"lancemate-mech","version":2,"chassis":"X","tons":-5}}}`,
			"'Mech design cannot be used on this phone"},
		{"a game that does not replay",
			`{"format":"lancemate-share","version":1,"kind":"game","title":"G","schema":1,"records":{"games/x":{"log":[{"type":"hit","unit":"Ghost","location":"CT","damage":5}],"redo":[]}}}`,
			"game in play cannot be used on this phone"},
		{"a force holding more than 'Mechs",
			`{"format":"lancemate-share","version":1,"kind":"force","title":"F","schema":1,"records":{"games/force":{"log":[{"type":"end_phase"}],"redo":[]}}}`,
			"more than 'Mechs and their pilots"},
		{"a figure set under another key",
			`{"format":"lancemate-share","version":1,"kind":"figures","title":"F","schema":1,"records":{"dials/match/x":{"log":[]}}}`,
			"should hold a figure set but holds Dials data"},
	} {
		f, err := Read(raw(t, c.file))
		if err == nil {
			_, err = Prepare(f, Replace)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if after := snapshot(t, st); !mapsEqual(before, after) {
		t.Errorf("refused files changed storage:\nbefore %v\nafter %v", before, after)
	}
}

// A force joins the game in play: each 'Mech with its design and pilot,
// one whose name the game has under the next free one.
func TestForceJoinsTheGameInPlay(t *testing.T) {
	sessiontest.Use(t, store.NewMemory(), dice.Script())
	for _, u := range [][2]string{{"atlas-as7-d", "Kell"}, {"locust-lct-1v", "Vic"}, {"griffin-grf-1n", "Ada"}, {"wasp-wsp-1a", "Bo"}} {
		sessiontest.AddBuiltIn(t, u[0], u[1])
	}
	a, _ := session.Game()
	data := packed(t, must(Force(a)))
	wantAdds := addUnits(t, a)

	// Another phone with a game of its own that has an Atlas.
	sessiontest.Use(t, store.NewMemory(), dice.Script())
	sessiontest.AddBuiltIn(t, "atlas-as7-d", "Mine")
	p := prepare(t, data, KeepBoth)
	all := strings.Join(p.Lines, "\n")
	for _, want := range []string{"Adds 4 'Mechs to your game in play: Atlas 2 (Kell, 4/5), Locust (Vic, 4/5), Griffin (Ada, 4/5), Wasp (Bo, 4/5).", `Atlas joins as "Atlas 2"`} {
		if !strings.Contains(all, want) {
			t.Errorf("preview %q lacks %q", all, want)
		}
	}
	apply(t, p)
	b, _ := session.Game()
	got := addUnits(t, b)
	if len(got) != 5 || got[0].ID != "Atlas" || got[0].Pilot.Name != "Mine" {
		t.Fatalf("game now %d units: %+v", len(got), got)
	}
	for i, w := range wantAdds {
		g := got[i+1]
		wantID := w.ID
		if wantID == "Atlas" {
			wantID = "Atlas 2"
		}
		gd, _ := json.Marshal(g.Design)
		wd, _ := json.Marshal(w.Design)
		if g.ID != wantID || g.Pilot != w.Pilot || !bytes.Equal(gd, wd) {
			t.Errorf("unit %d: %s %+v, want %s %+v (designs equal: %t)", i, g.ID, g.Pilot, wantID, w.Pilot, bytes.Equal(gd, wd))
		}
	}
}

// addUnits are the add_unit events of the game's log.
func addUnits(t *testing.T, tb *session.Table) []*game.AddUnit {
	t.Helper()
	log, _, err := gameLog(tb)
	if err != nil {
		t.Fatal(err)
	}
	var out []*game.AddUnit
	for _, raw := range log {
		ev, err := game.UnmarshalEvent(raw)
		if err != nil {
			t.Fatal(err)
		}
		if a, ok := ev.(*game.AddUnit); ok {
			out = append(out, a)
		}
	}
	return out
}

// A shared game becomes the game in play with its log and undo history;
// the game in play here is kept saved or deleted, as chosen.
func TestGameBecomesTheGameInPlay(t *testing.T) {
	sessiontest.Use(t, store.NewMemory(), dice.Script())
	sessiontest.AddBuiltIn(t, "atlas-as7-d", "Kell")
	sessiontest.AddBuiltIn(t, "locust-lct-1v", "Vic")
	ct := classic.CenterTorso
	if err := session.Play(&game.Hit{Unit: "Atlas", Loc: &ct, Damage: 5}); err != nil {
		t.Fatal(err)
	}
	if err := session.Change(func(tb *session.Table) error { return tb.Undo() }); err != nil {
		t.Fatal(err)
	}
	a, _ := session.Game()
	wantLog, _ := a.Log()
	data := packed(t, must(Game(a)))

	for _, c := range []Choice{KeepBoth, Replace} {
		st := sessiontest.Use(t, store.NewMemory(), dice.Script())
		sessiontest.AddBuiltIn(t, "wasp-wsp-1a", "Mine")
		mine, _ := session.Game()
		mineKey := mine.Key()
		p := prepare(t, data, c)
		if len(p.Conflicts) != 1 || !strings.Contains(p.Conflicts[0], "Your game in play: turn 1, 1 'Mech (Wasp)") {
			t.Errorf("choice %d: conflicts %q", c, p.Conflicts)
		}
		if !strings.Contains(p.Lines[0], "turn 1, 2 'Mechs (Atlas, Locust), 2 events and 1 undone") {
			t.Errorf("choice %d: %q", c, p.Lines[0])
		}
		apply(t, p)
		b, _ := session.Game()
		gotLog, _ := b.Log()
		if gotLog != wantLog || !b.CanRedo() || len(b.State().Units) != 2 {
			t.Errorf("choice %d: game in play %s, want %s", c, gotLog, wantLog)
		}
		if has := st.Has(mineKey); has != (c == KeepBoth) {
			t.Errorf("choice %d: the game that was in play is kept: %t", c, has)
		}
	}
}

func TestStoredRecordsKeepBothOrReplace(t *testing.T) {
	st := sessiontest.Use(t, store.NewMemory(), dice.Script())
	key := store.NSStable + "20261120T100000.000"
	st.SaveJSON(key, `{"log":[],"redo":[]}`)
	f := must(Stored(KindStable, key, "Stable: Fun Factory"))
	data := packed(t, f)
	if p := prepare(t, data, KeepBoth); !p.Nothing() {
		t.Errorf("same record: %+v", p)
	}
	st.SaveJSON(key, `{"log":[],"redo":[],"x":1}`)
	keep := prepare(t, data, KeepBoth)
	if len(keep.Conflicts) != 1 || len(keep.Plan.Add) != 1 || keep.Plan.Add[0] == key {
		t.Errorf("keep both: %+v", keep)
	}
	repl := prepare(t, data, Replace)
	if len(repl.Plan.Change) != 1 || repl.Plan.Change[0] != key {
		t.Errorf("replace: %+v", repl)
	}
	if _, err := Stored(KindStable, store.NSLedger+"x", "t"); err == nil {
		t.Error("a ledger key shared as a stable")
	}
}

// The fragment is RFC 4648 base32 without padding, byte for byte.
func TestFragmentIsBase32(t *testing.T) {
	enc := base32.StdEncoding.WithPadding(base32.NoPadding)
	for n := 0; n < 40; n++ {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(i*37 + n*11)
		}
		if got, want := Fragment(b), enc.EncodeToString(b); got != want {
			t.Fatalf("%d bytes: %q, want %q", n, got, want)
		}
		back, ok := unbase32(Fragment(b))
		if !ok || !bytes.Equal(back, b) {
			t.Fatalf("%d bytes back: %v %t", n, back, ok)
		}
	}
	for _, bad := range []string{"A", "ABC", "ABCDEF", "AB1", "MZ"} {
		if _, ok := unbase32(bad); ok {
			t.Errorf("%q read as base32", bad)
		}
	}
}
