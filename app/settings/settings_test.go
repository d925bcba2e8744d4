package settings

import (
	"errors"
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
