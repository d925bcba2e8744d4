package ui

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/store"
	"lancemate/engine/classic"
	"lancemate/engine/dice"
	"lancemate/sheets/design"
	"lancemate/sheets/library"
	"lancemate/sheets/roster"
)

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

// The Atlas AS7-D's left torso as its record sheet lists it: LRM 20 in five
// slots, SRM 6 in two, then its ammunition (the corpus file agrees; the
// library test cross-checks it).
func TestSlotLabels(t *testing.T) {
	atlas, _ := library.Get("atlas-as7-d")
	got := slotLabels(atlas, classic.LeftTorso)
	if len(got) != 12 {
		t.Fatalf("%d labels, want 12: %v", len(got), got)
	}
	for i := 1; i <= 5; i++ {
		if !strings.Contains(got[i], "LRM 20") {
			t.Errorf("slot %d = %q, want the LRM 20", i+1, got[i])
		}
	}
	if got[11] != "Roll Again" {
		t.Errorf("last slot = %q, want Roll Again", got[11])
	}
	head := slotLabels(atlas, classic.Head)
	if len(head) != 6 || head[2] != "Cockpit" {
		t.Errorf("head = %v", head)
	}
}

func TestImportReport(t *testing.T) {
	html := app.HTMLString(renderImportReport([]importResult{
		{File: "a.mtf", Designs: []string{"Locust LCT-1V"}},
		{File: "b.ssw", Designs: []string{"Mad Dog Prime", "Mad Dog A"}, Unknown: []string{`Mad Dog A: "Searchlight" (Head, slot 4)`}},
		{File: "c.mtf", Err: "c.mtf: line 3: unknown tech base"},
	}))
	for _, want := range []string{"2 imported, 1 refused", "✓ a.mtf", "✗ c.mtf", "line 3: unknown tech base", "Searchlight", "Mad Dog Prime, Mad Dog A"} {
		if !strings.Contains(html, want) {
			t.Errorf("report lacks %q", want)
		}
	}
}

func TestDesignListEscapes(t *testing.T) {
	atlas, _ := library.Get("atlas-as7-d")
	atlas.Chassis = `<b>"Atlas"</b>`
	got := designList([]*roster.Entry{ptr(roster.NewEntry("user:designs/x", atlas, false))})
	if strings.Contains(got, "<b>") || !strings.Contains(got, "&lt;b&gt;&#34;Atlas&#34;&lt;/b&gt;") {
		t.Errorf("name not escaped: %s", got)
	}
	if !strings.Contains(got, `data-id="user:designs/x"`) || !strings.Contains(got, "imported") || !strings.Contains(got, "100t Assault") {
		t.Errorf("row lacks its id, badge or class: %s", got)
	}
}

func ptr[T any](v T) *T { return &v }
