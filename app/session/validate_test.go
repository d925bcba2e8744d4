package session

import (
	"strings"
	"testing"

	"lancemate/app/store"
)

// TestValidatorsFindEveryDamagedShape writes each damaged shape of issue
// 17 under each namespace the session checks (and under a journal
// namespace checked by JournalValidator) and opens the store: each is
// listed as damaged with the reason, or, where the shape is a state the
// app itself writes, read as it is.
func TestValidatorsFindEveryDamagedShape(t *testing.T) {
	const nsTally = "tally/"
	store.RegisterValidator(nsTally, JournalValidator(tallies, nil))
	shapes := []struct{ name, raw string }{
		{"wrongtype", `{"log":"oops"}`},
		{"empty", `{}`},
		{"null", `null`},
		{"emptylog", `{"log":[],"redo":[]}`},
	}
	// want[ns][shape] is the reason's words, "" for a record read as it
	// is.
	want := map[string]map[string]string{
		store.NSSettings: {
			"wrongtype": `holds a field "log"`,
			"empty":     "", // the default settings: nothing a save could lose
			"null":      "holds null",
			"emptylog":  `holds a field "log"`,
		},
		store.NSDiceLog: {
			"wrongtype": `holds a field "log"`,
			"empty":     "has no id",
			"null":      "holds null",
			"emptylog":  `holds a field "log"`,
		},
		store.NSDesigns: {
			"wrongtype": "format",
			"empty":     "format",
			"null":      "format",
			"emptylog":  "format",
		},
		store.NSGames: {
			"wrongtype": "cannot unmarshal string",
			"empty":     "holds no log",
			"null":      "holds null",
			"emptylog":  "", // a game just started, as NewGame saves it
		},
		nsTally: {
			"wrongtype": "cannot unmarshal string",
			"empty":     "holds no log",
			"null":      "holds null",
			"emptylog":  "", // an empty journal; a section's check may refuse it
		},
	}
	b := store.NewMemory()
	var batch []store.Change
	for ns := range want {
		for _, sh := range shapes {
			batch = append(batch, store.Change{Key: ns + sh.name, Value: sh.raw})
		}
	}
	if err := b.Write(batch); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(b, func(err error) { t.Error(err) })
	if err != nil {
		t.Fatal(err)
	}
	damaged, err := st.DamagedAll()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]store.Damaged{}
	for _, d := range damaged {
		got[d.Key] = d
	}
	for ns, byShape := range want {
		for _, sh := range shapes {
			key, words := ns+sh.name, byShape[sh.name]
			d, bad := got[key]
			switch {
			case words == "" && bad:
				t.Errorf("%s (%s) is listed as damaged: %v", key, sh.raw, d.Err)
			case words != "" && !bad:
				t.Errorf("%s (%s) is not listed as damaged", key, sh.raw)
			case bad && !strings.Contains(d.Err.Error(), words):
				t.Errorf("%s: reason %q, want it to hold %q", key, d.Err, words)
			case bad && d.Raw != sh.raw:
				t.Errorf("%s: raw text %q, want %q", key, d.Raw, sh.raw)
			}
		}
	}
}
