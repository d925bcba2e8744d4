package library

import (
	"errors"
	"strings"
	"testing"

	"lancemate/app/session"
	"lancemate/engine/classic"
	"lancemate/sheets/design"
	"lancemate/sheets/library"
	"lancemate/sheets/roster"
)

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
	html := string(importReport([]session.ImportResult{
		{File: "a.mtf", Designs: []string{"Locust LCT-1V"}},
		{File: "b.ssw", Designs: []string{"Mad Dog Prime", "Mad Dog A"}, Unknown: []string{`Mad Dog A: "Searchlight" (Head, slot 4)`}},
		{File: "c.mtf", Err: "c.mtf: line 3: unknown tech base"},
		{File: "d.mtf", Designs: []string{"Locust LCT-1V (2)"}, Renamed: []string{"Locust LCT-1V (2)"}},
	}))
	for _, want := range []string{"3 imported, 1 refused", "kept as: Locust LCT-1V (2)", "✓ a.mtf", "✗ c.mtf", "line 3: unknown tech base", "Searchlight", "Mad Dog Prime, Mad Dog A"} {
		if !strings.Contains(html, want) {
			t.Errorf("report lacks %q", want)
		}
	}
}

func TestDesignListEscapes(t *testing.T) {
	atlas, _ := library.Get("atlas-as7-d")
	atlas.Chassis = `<b>"Atlas"</b>`
	got := designList([]*roster.Entry{ptr(roster.NewEntry("user:designs/x", atlas, false))})
	if strings.Contains(string(got), "<b>") || !strings.Contains(string(got), "&lt;b&gt;&#34;Atlas&#34;&lt;/b&gt;") {
		t.Errorf("name not escaped: %s", got)
	}
	if !strings.Contains(string(got), `data-id="user:designs/x"`) || !strings.Contains(string(got), "imported") || !strings.Contains(string(got), "100t Assault") {
		t.Errorf("row lacks its id, badge or class: %s", got)
	}
}

func ptr[T any](v T) *T { return &v }

// A design's detail: its facts, Add to game with the pilot's skills, the
// armor table and the critical slots; Delete only for an import, asking
// again.
func TestDetail(t *testing.T) {
	atlas, _ := library.Get("atlas-as7-d")
	l := &LibraryPage{}
	l.OnInit()
	e := ptr(roster.NewEntry("builtin:atlas-as7-d", atlas, true))
	h := string(l.detailHTML(e))
	for _, want := range []string{`id="detail-back"`, "Walk 3 · Run 5 · Jump 0", `id="pilot-name"`, `id="gunnery-val" aria-labelledby="gunnery-lbl">4<`,
		`id="piloting-val" aria-labelledby="piloting-lbl">5<`, "<th>Left Torso</th>", "Autocannon/20", `id="detail-export"`} {
		if !strings.Contains(h, want) {
			t.Errorf("detail lacks %q", want)
		}
	}
	if strings.Contains(h, "detail-delete") || strings.Contains(h, "%!") {
		t.Errorf("built-in design's detail: %s", h)
	}
	imported := ptr(roster.NewEntry("user:designs/x", atlas, false))
	if h := string(l.detailHTML(imported)); !strings.Contains(h, `id="detail-delete"`) {
		t.Errorf("an import has no Delete: %s", h)
	}
	l.confirm, l.added = true, "Atlas AS7-D is in the game."
	h = string(l.detailHTML(imported))
	if !strings.Contains(h, `id="detail-delete-confirm"`) || !strings.Contains(h, `id="open-game"`) {
		t.Errorf("after Delete and Add to game: %s", h)
	}
}

// A design that can no longer be read when it is opened (damaged or
// deleted since it was listed) says so in the player's words and offers
// Settings, where damaged records are, and nothing that needs the design.
func TestDetailOfAnUnreadableDesign(t *testing.T) {
	atlas, _ := library.Get("atlas-as7-d")
	l := &LibraryPage{}
	l.OnInit()
	e := ptr(roster.LazyEntry("user:designs/atlas-as7-d", roster.Summarize(atlas), func() (design.Design, error) {
		return design.Design{}, errors.New("this design could not be read; it is kept under Settings → Damaged records")
	}))
	h := string(l.detailHTML(e))
	for _, want := range []string{`id="detail-back"`, "Atlas AS7-D: this design could not be read; it is kept under Settings → Damaged records.", `href="/settings"`} {
		if !strings.Contains(h, want) {
			t.Errorf("detail lacks %q: %s", want, h)
		}
	}
	for _, not := range []string{"add-to-game", "detail-export", "detail-delete", "detail-print"} {
		if strings.Contains(h, not) {
			t.Errorf("detail of an unreadable design offers %s: %s", not, h)
		}
	}
}
