package settings

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"lancemate/app/kit"
	"lancemate/app/store"
)

// A damaged record is named by what it holds, not by its storage key.
func TestRecordKind(t *testing.T) {
	for key, want := range map[string]string{
		store.NSDiceLog + "20261122T200000.000-0001-ab": "A roll in the roll log",
		store.NSDesigns + "atlas-as7-d":                 "An imported design",
		store.NSGames + "20261122T200000.000":           "A game",
		store.NSDials + "match/20261122T200000.000":     "Solaris 7 figures or a match",
		store.NSLedger + "x":                            "A Solaris Melee Challenge event",
		"meta/schema":                                   "A record",
	} {
		if got := recordKind(key); got != want {
			t.Errorf("recordKind(%q) = %q, want %q", key, got, want)
		}
	}
}

// A damaged record shows its text as stored, escaped, with Export text
// and Discard, which asks again; the section is made again when the
// confirmation changes, not at every render.
func TestDamagedList(t *testing.T) {
	key := store.NSDiceLog + "x"
	s := &SettingsPage{damaged: []store.Damaged{{Key: key, Raw: `{"faces":[<b>`, Err: errors.New("unexpected end")}}, dmgVer: 1}
	h := string(s.damagedHTML())
	for _, want := range []string{"Damaged records (1)", "A roll in the roll log", "unexpected end", `{&#34;faces&#34;:[&lt;b&gt;`,
		`data-act="dexport" data-k="` + key + `"`, `data-act="discard" data-k="` + key + `"`} {
		if !strings.Contains(h, want) {
			t.Errorf("damaged list lacks %q: %s", want, h)
		}
	}
	s.confirm = key
	if again := string(s.damagedHTML()); again != h {
		t.Errorf("made again without a change: %s", again)
	}
	s.dmgVer++
	if h := string(s.damagedHTML()); !strings.Contains(h, `data-act="really"`) || strings.Contains(h, `data-act="discard"`) {
		t.Errorf("after Discard: %s", h)
	}
	s.damaged, s.dmgVer = nil, s.dmgVer+1
	if h := s.damagedHTML(); h != "" {
		t.Errorf("no damaged record: %s", h)
	}
}

// Nine damaged records of 8 MB each are listed by key, size and their
// first few hundred characters: the section is small, whatever the
// records hold (issue 35: the whole text froze Settings). Show all text
// shows one record whole, on demand; the others stay short.
func TestHugeDamagedRecordsListedShort(t *testing.T) {
	s := &SettingsPage{dmgVer: 1}
	for i := range 9 {
		s.damaged = append(s.damaged, store.Damaged{Key: fmt.Sprintf("games/huge-%d", i), Raw: strings.Repeat(string(rune('a'+i)), 8<<20), Err: store.ErrTooLarge})
	}
	// As the store holds one: its start only.
	s.damaged[8].Raw, s.damaged[8].Size = s.damaged[8].Raw[:store.HeadChars], 8<<20
	h := string(s.damagedHTML())
	if len(h) > 20_000 {
		t.Errorf("the damaged section is %d bytes for nine records", len(h))
	}
	for _, want := range []string{"Damaged records (9)", "games/huge-0, 8.0 MB", "The first 300 characters of 8.0 MB of text.",
		strings.Repeat("i", kit.RawPreview) + "…", `data-act="dwhole" data-k="games/huge-3"`, `data-act="dwhole" data-k="games/huge-8"`, "games/huge-8, 8.0 MB", "more text than a Lancemate record holds"} {
		if !strings.Contains(h, want) {
			t.Errorf("the damaged list lacks %q", want)
		}
	}
	s.whole, s.wholeText, s.dmgVer = "games/huge-3", s.damaged[3].Raw, s.dmgVer+1
	h = string(s.damagedHTML())
	if !strings.Contains(h, strings.Repeat("d", 8<<20)) || strings.Contains(h, strings.Repeat("e", kit.RawPreview+1)) || strings.Contains(h, `data-k="games/huge-3">Show all`) {
		t.Errorf("Show all text: %d bytes; the record asked for whole, and only it, should be whole", len(h))
	}
}

// An import running shows its progress and its cancel; a plan shows what
// it changes, the mode chosen and the records refused.
func TestImportPlan(t *testing.T) {
	s := &SettingsPage{plan: &store.ImportPlan{Add: []string{"a", "b"}, Refused: []store.Refusal{{Key: "games/x", Reason: "not a game"}}},
		planFile: "backup.json", mode: store.Replace}
	var w kit.Writer
	s.planHTML(&w)
	h := string(w.HTML())
	for _, want := range []string{`id="import-summary"`, "2 new", `id="import-replace" data-act="mode" data-v="replace" aria-pressed="true"`,
		`aria-pressed="false">Merge`, "1 record of the file will not be imported", "not a game", `id="import-apply"`} {
		if !strings.Contains(h, want) {
			t.Errorf("plan lacks %q: %s", want, h)
		}
	}
	s.cancel, s.done, s.total = make(chan struct{}), 3, 10
	w.Reset()
	s.planHTML(&w)
	h = string(w.HTML())
	for _, want := range []string{"Importing backup.json: 3 of 10 records…", `max="10" value="3"`, `id="import-stop"`} {
		if !strings.Contains(h, want) {
			t.Errorf("progress lacks %q: %s", want, h)
		}
	}
}
