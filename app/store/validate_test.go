package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// journalRec stands in for a section's journal record, {"log":[events]},
// whose page crashes on an empty log (as /ledger did: "melee: event
// opened without a ruleset").
type journalRec struct {
	Log []struct {
		Type string `json:"type"`
	} `json:"log"`
}

const nsJournal = "journal/"

func checkJournal(raw []byte) error {
	if err := Decodes[journalRec]()(raw); err != nil {
		return err
	}
	var j journalRec
	_ = json.Unmarshal(raw, &j)
	if j.Log == nil {
		return errors.New("no log")
	}
	if len(j.Log) == 0 {
		panic("event opened without a ruleset")
	}
	return nil
}

func init() { RegisterValidator(nsJournal, checkJournal) }

// The damaged shapes of issue 17, each under a namespace read at start
// and under the lazy one, with the words its reason must hold.
var damagedShapes = []struct {
	name   string
	text   string // stored text, or
	odd    Record // a stored value that is not text
	reason string
}{
	{name: "wrong type", text: `{"log":"oops"}`, reason: "cannot unmarshal string"},
	{name: "empty object", text: `{}`, reason: "no log"},
	{name: "null", text: `null`, reason: "holds null"},
	{name: "null among spaces", text: " null\n", reason: "holds null"},
	{name: "empty text", text: ``, reason: "not valid JSON"},
	{name: "cut short", text: `{"log":[{"type":"a"}`, reason: "not valid JSON"},
	{name: "empty log that crashes the page", text: `{"log":[]}`, reason: "would crash the app: event opened without a ruleset"},
	{name: "BigInt", odd: Record{Text: "[not text: BigInt] 5n", NotText: "BigInt"}, reason: "a BigInt, not text"},
	{name: "number", odd: Record{Text: "[not text: number] 3", NotText: "number"}, reason: "a number, not text"},
	{name: "object", odd: Record{Text: `[not text: object] {"log":[]}`, NotText: "object"}, reason: "an object, not text"},
	{name: "ArrayBuffer", odd: Record{Text: "[not text: ArrayBuffer, 2 bytes, base64] e30=", NotText: "ArrayBuffer"}, reason: "an ArrayBuffer, not text"},
	{name: "null value", odd: Record{Text: "[not text: null]", NotText: "null"}, reason: "null, not text"},
	{name: "undefined", odd: Record{Text: "[not text: undefined]", NotText: "undefined"}, reason: "undefined, not text"},
}

func putShape(b *Memory, key string, i int) {
	sh := damagedShapes[i]
	if sh.odd.NotText != "" {
		b.PutNotText(key, sh.odd)
	} else {
		b.data[key] = sh.text
	}
}

func TestEveryDamagedShapeIsFound(t *testing.T) {
	b := NewMemory()
	b.data[metaSchemaKey] = fmt.Sprint(SchemaVersion)
	b.data[nsJournal+"good"] = `{"log":[{"type":"a"}]}`
	b.data[NSDesigns+"good"] = `{"text":"Locust"}`
	for i := range damagedShapes {
		putShape(b, fmt.Sprintf("%s%02d", nsJournal, i), i)
		putShape(b, fmt.Sprintf("%s%02d", NSDesigns, i), i)
	}
	s := mustOpen(t, b)
	// Open does the cheap checks only; validators run later, so a start
	// is not slowed by replaying every journal.
	for _, d := range s.Damaged() {
		if !strings.Contains(d.Err.Error(), "not text") && !strings.Contains(d.Err.Error(), "not valid JSON") {
			t.Errorf("%s checked at open: %v", d.Key, d.Err)
		}
	}
	s.ValidateLoaded()
	for _, d := range s.Damaged() {
		if strings.HasPrefix(d.Key, NSDesigns) {
			t.Errorf("ValidateLoaded read the lazy namespace: %s", d.Key)
		}
	}
	all, err := s.DamagedAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2*len(damagedShapes) {
		t.Errorf("%d damaged, want %d", len(all), 2*len(damagedShapes))
	}
	byKey := map[string]Damaged{}
	for _, d := range all {
		byKey[d.Key] = d
	}
	for i, sh := range damagedShapes {
		for _, ns := range []string{nsJournal, NSDesigns} {
			key := fmt.Sprintf("%s%02d", ns, i)
			d, ok := byKey[key]
			switch {
			case !ok:
				t.Errorf("%s (%s) not listed", key, sh.name)
				continue
			case d.Raw != sh.text+sh.odd.Text:
				t.Errorf("%s: raw %q", key, d.Raw)
			}
			if ns == nsJournal && !strings.Contains(d.Err.Error(), sh.reason) {
				t.Errorf("%s (%s): reason %q lacks %q", key, sh.name, d.Err, sh.reason)
			}
		}
	}
	// Nothing was written over, and the export holds every one.
	s.Flush()
	out, err := s.Export(time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	var bk Backup
	if err := json.Unmarshal(out, &bk); err != nil {
		t.Fatal(err)
	}
	for key, d := range byKey {
		if bk.Records[key] != d.Raw {
			t.Errorf("export of %s = %q, want %q", key, bk.Records[key], d.Raw)
		}
		if r, _ := b.GetRange(key, key+"\x00"); r[key].Text != d.Raw {
			t.Errorf("%s changed in storage: %+v", key, r[key])
		}
	}
}

// A page never gets a record its validator refuses, even before the
// start-up check has reached it.
func TestLoadChecksFirst(t *testing.T) {
	b := NewMemory()
	b.data[nsJournal+"crash"] = `{"log":[]}`
	b.data[nsJournal+"ok"] = `{"log":[{"type":"a"}]}`
	b.data[NSDesigns+"blank"] = `{"text":""}`
	s := mustOpen(t, b)
	var j journalRec
	if found, err := s.Load(nsJournal+"crash", &j); !found || !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "would crash") {
		t.Errorf("Load of a crashing record = %v, %v", found, err)
	}
	items, bad, err := LoadAll[journalRec](s, nsJournal)
	if err != nil || len(items) != 1 || bad != 1 {
		t.Errorf("LoadAll = %d items, %d damaged, %v", len(items), bad, err)
	}
	if keys := s.Keys(nsJournal); !slices.Equal(keys, []string{nsJournal + "crash", nsJournal + "ok"}) {
		t.Errorf("Keys = %v", keys)
	}
	var n note
	if _, err := s.Load(NSDesigns+"blank", &n); !errors.Is(err, ErrDamaged) {
		t.Errorf("lazy record: %v", err)
	}
	if d := s.Damaged(); len(d) != 2 {
		t.Errorf("Damaged = %+v", d)
	}
}

// The app's own writes are not checked again; a record the validator
// refuses cannot be written over until discarded.
func TestSavedRecordsNeedNoCheck(t *testing.T) {
	s := mustOpen(t, NewMemory())
	if err := s.SaveJSON(nsJournal+"a", `{"log":[]}`); err != nil {
		t.Fatal(err)
	}
	s.ValidateLoaded()
	if d := s.Damaged(); len(d) != 0 {
		t.Errorf("the app's own record was checked: %+v", d)
	}
}

// A stored schema version that is not a version keeps the store
// read-only, untouched, until the player discards it.
func TestSchemaVersionsThatAreNotVersions(t *testing.T) {
	for _, raw := range []string{"0", "-3", "1.0", " 1", "", "null"} {
		b := NewMemory()
		b.data[metaSchemaKey] = raw
		b.data["notes/a"] = `{"text":"a"}`
		s := mustOpen(t, b)
		if s.ReadOnly() == nil {
			t.Errorf("%q: writable", raw)
		}
		if err := s.Save("notes/b", note{"b"}); err == nil {
			t.Errorf("%q: a save went through", raw)
		}
		s.Flush()
		if b.data[metaSchemaKey] != raw {
			t.Errorf("%q: rewritten as %q", raw, b.data[metaSchemaKey])
		}
		// The player decides: discarding it keeps the data as it is.
		if err := s.Discard(metaSchemaKey); err != nil {
			t.Fatalf("%q: %v", raw, err)
		}
		if err := s.Save("notes/b", note{"b"}); err != nil {
			t.Errorf("%q: after discarding: %v", raw, err)
		}
		s.Flush()
		if b.data[metaSchemaKey] != fmt.Sprint(SchemaVersion) || b.data["notes/a"] != `{"text":"a"}` {
			t.Errorf("%q: after discarding, schema %q, notes/a %q", raw, b.data[metaSchemaKey], b.data["notes/a"])
		}
	}
}

// A validator runs without the store locked: it may take as long as a
// replay takes, and a tap's save must not wait for it (here it even uses
// the store itself).
func TestValidatorRunsUnlocked(t *testing.T) {
	b := NewMemory()
	b.data["reentrant/a"] = `{}`
	s := mustOpen(t, b)
	reentrant = s
	defer func() { reentrant = nil }()
	done := make(chan struct{})
	go func() { s.ValidateLoaded(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("validation waits for the store it holds")
	}
	if d := s.Damaged(); len(d) != 0 {
		t.Errorf("damaged %+v", d)
	}
}

var reentrant *Store

func init() {
	RegisterValidator("reentrant/", func([]byte) error {
		if reentrant != nil && !reentrant.Has("reentrant/a") {
			return errors.New("the store lost the record")
		}
		return nil
	})
}

func TestRegisterValidatorRefusesMistakes(t *testing.T) {
	for _, ns := range []string{"notes/", "noslash", "meta/x/"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("RegisterValidator(%q) accepted", ns)
				}
			}()
			RegisterValidator(ns, func([]byte) error { return nil })
		}()
	}
}

func TestDuplicateName(t *testing.T) {
	tests := []struct{ in, want string }{
		{`{"a":1,"b":2}`, ""},
		{`{"a":1,"a":2}`, ".a"},
		{`{"log":[{"type":"x"},{"type":"y","n":1,"type":"z"}]}`, ".log[1].type"},
		{`{"a":{"b":[1,{"c":[]}]},"d":"a"}`, ""},
		{`{"a\u0062":1,"ab":2}`, ".ab"},
		{`{"x.y":1,"x.y":2}`, `["x.y"]`},
		{`[{"":1,"":2}]`, `[0][""]`},
		{` { "a" : { "a" : 1 } , "b" : [ "a" , "a" ] } `, ""},
		{`"{\"a\":1,\"a\":1}"`, ""},
		{`{"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"k10":10,"k11":11,"k12":12,"k13":13,"k14":14,"k15":15,"k16":16,"k17":17,"k3":0}`, ".k3"},
	}
	for _, tt := range tests {
		got, found := duplicateName([]byte(tt.in))
		if got != tt.want || found != (tt.want != "") {
			t.Errorf("duplicateName(%s) = %q, %v; want %q", tt.in, got, found, tt.want)
		}
	}
}

// TestDecodesIsStrict: a record of another kind that happens to decode
// (a journal's {"log":…} read as a note) is damaged, not read as an empty
// note that the next save would overwrite.
func TestDecodesIsStrict(t *testing.T) {
	check := Decodes[note]()
	for _, c := range []struct{ raw, want string }{
		{`{"text":"hi"}`, ""},
		{`{"text":"hi","log":"oops"}`, `holds a field "log", which this kind of record does not have`},
		{`{"log":[],"redo":[]}`, `holds a field "log"`},
		{`{}`, "empty note"},
		{` null `, "holds null"},
		{`{"text":5}`, "cannot unmarshal number"},
	} {
		err := check([]byte(c.raw))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.raw, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want one holding %q", c.raw, err, c.want)
		}
	}
}
