package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

type note struct {
	Text string `json:"text"`
}

func (n note) Validate() error {
	if n.Text == "" {
		return errors.New("empty note")
	}
	return nil
}

// The test namespaces: notes/ and designs/ hold notes (designs/ is lazy).
func init() {
	RegisterValidator("notes/", Decodes[note]())
	RegisterValidator(NSDesigns, Decodes[note]())
	RegisterDeviceOwn("notes/own/", "this device's own")
}

func mustOpen(t *testing.T, b Backend) *Store {
	t.Helper()
	s, err := Open(b, func(err error) { t.Errorf("write failed: %v", err) })
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSaveLoadPersists(t *testing.T) {
	b := NewMemory()
	s := mustOpen(t, b)
	if err := s.Save("notes/a", note{"hello"}); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	if got := b.data["notes/a"]; got != `{"text":"hello"}` {
		t.Errorf("backend holds %q", got)
	}
	if got := b.data[metaSchemaKey]; got != fmt.Sprint(SchemaVersion) {
		t.Errorf("schema key = %q", got)
	}
	// A second session over the same backend sees the record.
	s2 := mustOpen(t, b)
	var n note
	found, err := s2.Load("notes/a", &n)
	if !found || err != nil || n.Text != "hello" {
		t.Errorf("Load = %v, %v, %+v", found, err, n)
	}
	if found, err := s2.Load("notes/missing", &n); found || err != nil {
		t.Errorf("missing key: found=%v err=%v", found, err)
	}
}

func TestInvalidKeys(t *testing.T) {
	s := mustOpen(t, NewMemory())
	for _, k := range []string{"", "nokey", metaSchemaKey} {
		if err := s.Save(k, note{"x"}); err == nil {
			t.Errorf("Save(%q) accepted", k)
		}
	}
}

func TestCorruptRecordIsKeptAndReported(t *testing.T) {
	b := NewMemory()
	b.data["notes/bad"] = `{"text": "unterminated`
	b.data["notes/empty"] = `{"text":""}`
	b.data["notes/good"] = `{"text":"ok"}`
	s := mustOpen(t, b)

	var n note
	if _, err := s.Load("notes/bad", &n); !errors.Is(err, ErrDamaged) {
		t.Errorf("Load(bad) error = %v, want ErrDamaged", err)
	}
	items, damaged, err := LoadAll[note](s, "notes/")
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 1 || items[0].Text != "ok" || damaged != 2 {
		t.Errorf("LoadAll = %+v, %d damaged; want the good note and 2 damaged", items, damaged)
	}
	d := s.Damaged()
	if len(d) != 2 || d[0].Key != "notes/bad" || d[0].Raw != `{"text": "unterminated` || d[1].Key != "notes/empty" {
		t.Fatalf("Damaged = %+v", d)
	}
	// Never silently replaced or deleted.
	if err := s.Save("notes/bad", note{"new"}); !errors.Is(err, ErrDamaged) {
		t.Errorf("overwriting a damaged record: err = %v", err)
	}
	if err := s.Delete("notes/bad"); !errors.Is(err, ErrDamaged) {
		t.Errorf("deleting a damaged record: err = %v", err)
	}
	s.Flush()
	if b.data["notes/bad"] != `{"text": "unterminated` {
		t.Errorf("raw text changed: %q", b.data["notes/bad"])
	}
	// The raw text is in the export.
	out, err := s.Export(time.Unix(0, 0))
	if err != nil || !strings.Contains(string(out), `unterminated`) {
		t.Errorf("export lacks the damaged text: %v\n%s", err, out)
	}
	// Only an explicit discard removes it.
	if err := s.Discard("notes/good"); err == nil {
		t.Error("discarding a healthy record was allowed")
	}
	if err := s.Discard("notes/bad"); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	if _, ok := b.data["notes/bad"]; ok {
		t.Error("discarded record still stored")
	}
	if err := s.Save("notes/bad", note{"new"}); err != nil {
		t.Errorf("saving after discard: %v", err)
	}
}

func TestWriteErrorsAreReported(t *testing.T) {
	b := NewMemory()
	var mu sync.Mutex
	var got []error
	s, err := Open(b, func(err error) { mu.Lock(); got = append(got, err); mu.Unlock() })
	if err != nil {
		t.Fatal(err)
	}
	s.Flush()
	b.FailPut = fmt.Errorf("put: %w", ErrQuota)
	if err := s.Save("notes/a", note{"x"}); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 1 || !errors.Is(got[0], ErrQuota) || !strings.Contains(got[0].Error(), "notes/a") {
		t.Errorf("reported errors = %v", got)
	}
}

func TestNewerSchemaIsReadOnly(t *testing.T) {
	b := NewMemory()
	b.data[metaSchemaKey] = fmt.Sprint(SchemaVersion + 1)
	b.data["notes/a"] = `{"text":"from the future"}`
	s := mustOpen(t, b)
	if err := s.ReadOnly(); !errors.Is(err, ErrNewerData) {
		t.Fatalf("store from a newer schema: ReadOnly() = %v, want ErrNewerData", err)
	}
	var n note
	if _, err := s.Load("notes/a", &n); err != nil || n.Text != "from the future" {
		t.Errorf("reading newer data: %v %+v", err, n)
	}
	if err := s.Save("notes/b", note{"x"}); err == nil {
		t.Error("write accepted in read-only store")
	}
	s.Flush()
	if b.data[metaSchemaKey] != fmt.Sprint(SchemaVersion+1) {
		t.Error("schema version was downgraded")
	}
}

// The migration machinery, exercised with a made-up schema 3 and two steps.
func TestMigrations(t *testing.T) {
	migs := []Migration{
		{From: 1, Apply: func(k, raw string) (string, error) { return strings.Replace(raw, `"t"`, `"text"`, 1), nil }},
		{From: 2, Apply: func(k, raw string) (string, error) {
			if strings.Contains(raw, "poison") {
				return "", errors.New("cannot upgrade")
			}
			return strings.ToUpper(raw[:0]) + raw, nil
		}},
	}
	b := NewMemory()
	b.data[metaSchemaKey] = "1"
	b.data["notes/a"] = `{"t":"a"}`
	b.data["notes/p"] = `{"t":"poison"}`
	s, err := open(b, 3, migs, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.Flush()
	if b.data["notes/a"] != `{"text":"a"}` {
		t.Errorf("migrated record = %q", b.data["notes/a"])
	}
	if b.data["notes/p"] != `{"t":"poison"}` {
		t.Errorf("failed migration changed the stored text: %q", b.data["notes/p"])
	}
	if d := s.Damaged(); len(d) != 1 || d[0].Key != "notes/p" {
		t.Errorf("damaged = %+v", d)
	}
	if b.data[metaSchemaKey] != "3" {
		t.Errorf("schema = %q", b.data[metaSchemaKey])
	}
	// A missing step is an error, not a silent skip.
	if _, err := upgrade(migs[:1], 1, 3, "k", "{}"); err == nil {
		t.Error("upgrade with a missing step succeeded")
	}
}

// Every stored layout this app has ever written loads: one fixture per
// older schema version in testdata/schema-N.json (a backup of that schema).
func TestLoadEveryOlderSchema(t *testing.T) {
	files, _ := filepath.Glob("testdata/schema-*.json")
	if len(files) < SchemaVersion {
		t.Fatalf("found %d schema fixtures, want one per schema 1..%d", len(files), SchemaVersion)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			s := mustOpen(t, NewMemory())
			p, err := s.PlanImport(data, Merge)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.ApplyImport(p); err != nil {
				t.Fatal(err)
			}
			if d := s.Damaged(); len(d) != 0 {
				t.Errorf("fixture has damaged records after upgrade: %+v", d)
			}
			if s.Count("") == 0 {
				t.Error("fixture loaded no records")
			}
		})
	}
}

func TestExportImportRoundTrip(t *testing.T) {
	a := mustOpen(t, NewMemory())
	for i := range 50 {
		if err := a.Save(fmt.Sprintf("notes/%03d", i), note{fmt.Sprint("n", i)}); err != nil {
			t.Fatal(err)
		}
	}
	out, err := a.Export(time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	fresh := NewMemory()
	b := mustOpen(t, fresh)
	p, err := b.PlanImport(out, Replace)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Add) != 50 || len(p.Change)+len(p.Same)+len(p.Remove) != 0 {
		t.Errorf("plan = %s", p.Summary())
	}
	if err := b.ApplyImport(p); err != nil {
		t.Fatal(err)
	}
	b.Flush()
	a.Flush()
	if !reflect.DeepEqual(a.records, b.records) {
		t.Error("imported records differ from the exported ones")
	}
	out2, _ := b.Export(time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC))
	if string(out) != string(out2) {
		t.Error("re-export differs from the original export")
	}
}

func TestImportPlanModes(t *testing.T) {
	src := mustOpen(t, NewMemory())
	src.Save("notes/a", note{"a2"})
	src.Save("notes/b", note{"b"})
	src.Save("notes/c", note{"c"})
	file, _ := src.Export(time.Now())

	dst := mustOpen(t, NewMemory())
	dst.Save("notes/a", note{"a1"})
	dst.Save("notes/b", note{"b"})
	dst.Save("notes/z", note{"z"})

	merge, err := dst.PlanImport(file, Merge)
	if err != nil {
		t.Fatal(err)
	}
	want := ImportPlan{Mode: Merge, Add: []string{"notes/c"}, Change: []string{"notes/a"}, Same: []string{"notes/b"}}
	if !reflect.DeepEqual(merge.Add, want.Add) || !reflect.DeepEqual(merge.Change, want.Change) || !reflect.DeepEqual(merge.Same, want.Same) || merge.Remove != nil {
		t.Errorf("merge plan = %+v", merge)
	}
	repl, _ := dst.PlanImport(file, Replace)
	if !reflect.DeepEqual(repl.Remove, []string{"notes/z"}) {
		t.Errorf("replace removes %v, want [notes/z]", repl.Remove)
	}
	if err := dst.ApplyImport(merge); err != nil {
		t.Fatal(err)
	}
	var n note
	dst.Load("notes/a", &n)
	if n.Text != "a2" || dst.Count("notes/") != 4 {
		t.Errorf("after merge: a=%q count=%d", n.Text, dst.Count("notes/"))
	}
	if err := dst.ApplyImport(repl); err != nil {
		t.Fatal(err)
	}
	if dst.Count("notes/") != 3 {
		t.Errorf("after replace: count=%d, want 3", dst.Count("notes/"))
	}
}

func TestPlanImportRejectsBadFiles(t *testing.T) {
	s := mustOpen(t, NewMemory())
	tests := []struct{ name, data, want string }{
		{"not json", `{oops`, "not readable JSON"},
		{"wrong format", `{"format":"other","schema":1}`, "not a Lancemate backup"},
		{"future schema", fmt.Sprintf(`{"format":%q,"schema":%d,"records":{}}`, BackupFormat, SchemaVersion+1), "cannot be read"},
		{"no records", fmt.Sprintf(`{"format":%q,"schema":1}`, BackupFormat), "holds no records"},
		{"records not an object", fmt.Sprintf(`{"format":%q,"schema":1,"records":["{}"]}`, BackupFormat), "not readable"},
		{"schema not a number", fmt.Sprintf(`{"format":%q,"schema":"1","records":{}}`, BackupFormat), "not readable"},
		{"records twice", fmt.Sprintf(`{"format":%q,"schema":1,"records":{},"records":{"notes/a":"{}"}}`, BackupFormat), `holds "records" twice`},
		{"schema twice", fmt.Sprintf(`{"format":%q,"schema":1,"schema":1,"records":{}}`, BackupFormat), `holds "schema" twice`},
		{"data after it", fmt.Sprintf(`{"format":%q,"schema":1,"records":{}} {}`, BackupFormat), "data after"},
		{"truncated", fmt.Sprintf(`{"format":%q,"schema":1,"records":{"notes/a":"{}"`, BackupFormat), "not readable"},
		{"an array", `[]`, "not a JSON object"},
	}
	for _, tt := range tests {
		if _, err := s.PlanImport([]byte(tt.data), Merge); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want %q", tt.name, err, tt.want)
		}
	}
}

// Designs are read only when first asked for, and a damaged one is found
// then; saving and exporting read them first so nothing is overwritten.
func TestLazyNamespace(t *testing.T) {
	b := NewMemory()
	b.data[metaSchemaKey] = fmt.Sprint(SchemaVersion)
	b.data["notes/a"] = `{"text":"a"}`
	b.data[NSDesigns+"locust"] = `{"text":"Locust"}`
	b.data[NSDesigns+"broken"] = `{"text":`
	s := mustOpen(t, b)
	if _, loaded := s.records[NSDesigns+"locust"]; loaded {
		t.Fatal("designs were read at open")
	}
	if len(s.Damaged()) != 0 {
		t.Errorf("damaged before the designs were read: %+v", s.Damaged())
	}
	reads := b.Reads
	items, damaged, err := LoadAll[note](s, NSDesigns)
	if err != nil || len(items) != 1 || items[0].Text != "Locust" || damaged != 1 {
		t.Errorf("LoadAll(designs) = %+v, %d damaged, %v", items, damaged, err)
	}
	if b.Reads != reads+1 {
		t.Errorf("designs read %d times, want once", b.Reads-reads)
	}
	LoadAll[note](s, NSDesigns)
	if b.Reads != reads+1 {
		t.Error("designs read again on the second use")
	}

	// A fresh session: saving a design reads the namespace first, so the
	// damaged record is known and an export holds everything.
	s2 := mustOpen(t, b)
	if err := s2.Save(NSDesigns+"broken", note{"x"}); !errors.Is(err, ErrDamaged) {
		t.Errorf("saving over an unread damaged design: err = %v", err)
	}
	out, err := mustOpen(t, b).Export(time.Now())
	if err != nil || !strings.Contains(string(out), "Locust") || !strings.Contains(string(out), `{\"text\":`) {
		t.Errorf("export without reading designs first: %v\n%s", err, out)
	}
}

// Keys lists healthy and damaged records of a namespace in order, a lazy
// namespace once read.
func TestKeys(t *testing.T) {
	b := NewMemory()
	b.data[metaSchemaKey] = fmt.Sprint(SchemaVersion)
	b.data[NSGames+"2"] = `[`
	b.data[NSGames+"1"] = `[]`
	b.data[NSDesigns+"locust"] = `{"text":"Locust"}`
	b.data["notes/a"] = `{"text":"a"}`
	s := mustOpen(t, b)
	if got := s.Keys(NSGames); !slices.Equal(got, []string{NSGames + "1", NSGames + "2"}) {
		t.Errorf("Keys(games) = %v", got)
	}
	if got := s.Keys(NSDesigns); !slices.Equal(got, []string{NSDesigns + "locust"}) {
		t.Errorf("Keys(designs) = %v", got)
	}
	if got := s.Keys(""); len(got) != 4 {
		t.Errorf("Keys(\"\") = %v, want the 4 records without meta/schema", got)
	}
}

// held is a backend whose writes are issued (applied to its Memory, as
// IndexedDB holds a write once issued) but confirmed only when the test
// releases them.
type held struct {
	*Memory
	mu      sync.Mutex
	waiting []func(error)
	batches [][]Change // every batch started, in order
}

func (h *held) Start(batch []Change, done func(error)) {
	err := h.Memory.apply(batch)
	h.mu.Lock()
	h.batches = append(h.batches, batch)
	h.waiting = append(h.waiting, func(error) { done(err) })
	h.mu.Unlock()
}

func (h *held) release() {
	h.mu.Lock()
	w := h.waiting
	h.waiting = nil
	h.mu.Unlock()
	for _, f := range w {
		f(nil)
	}
}

func TestPendingCountsWritesNotYetStored(t *testing.T) {
	b := &held{Memory: NewMemory()}
	s := mustOpen(t, b)
	b.release()
	s.Flush()
	if err := s.Save("notes/a", note{"x"}); err != nil {
		t.Fatal(err)
	}
	if got := s.Pending(); got != 1 {
		t.Errorf("Pending() = %d while the write waits, want 1", got)
	}
	b.release()
	s.Flush()
	if got := s.Pending(); got != 0 {
		t.Errorf("Pending() = %d after Flush, want 0", got)
	}
}

// painted is a held backend with frames: AfterPaint work waits until the
// test paints.
type painted struct {
	held
	due []func()
}

func (p *painted) AfterPaint(f func()) { p.due = append(p.due, f) }

func (p *painted) paint() {
	due := p.due
	p.due = nil
	for _, f := range due {
		f()
	}
}

// A tap's save costs the tap no storage work: it is written in one
// transaction with every other change made before the next paint, right
// after that paint, with the records as they are then.
func TestSavesGoOutAfterThePaint(t *testing.T) {
	b := &painted{held: held{Memory: NewMemory()}}
	s := mustOpen(t, b)
	b.release() // the schema version, written at the first start
	before := len(b.batches)
	s.SaveJSON("games/g", `{"log":[1]}`)
	s.SaveJSON("games/g", `{"log":[1,2]}`)
	s.Save("notes/a", note{"a"})
	s.Save("notes/b", note{"b"})
	s.Delete("notes/b")
	if len(b.batches) != before || s.Pending() != 3 {
		t.Fatalf("before the paint: %d writes, Pending %d", len(b.batches)-before, s.Pending())
	}
	if len(b.due) != 1 {
		t.Errorf("%d paint callbacks asked for, want 1", len(b.due))
	}
	b.paint()
	if got := b.batches[before:]; len(got) != 1 || !slices.Equal(got[0], []Change{
		{Key: "games/g", Value: `{"log":[1,2]}`}, {Key: "notes/a", Value: `{"text":"a"}`}, {Key: "notes/b", Delete: true}}) {
		t.Fatalf("after the paint: %+v", got)
	}
	if s.Pending() != 3 {
		t.Errorf("Pending %d while the browser has not confirmed", s.Pending())
	}
	b.release()
	if s.Pending() != 0 {
		t.Errorf("Pending %d once stored", s.Pending())
	}
}

// handing is a painted backend that hands its writes to another thread
// (the browser's writer worker) while hands is set.
type handing struct {
	painted
	hands bool
}

func (h *handing) HandsOff() bool { return h.hands }

// With a writer to hand them to, every save is started in the tap that
// makes it, whatever the page does next; without one (the writer failed),
// saves wait for the paint again.
func TestSavesGoOutAtOnceToAWriter(t *testing.T) {
	b := &handing{painted: painted{held: held{Memory: NewMemory()}}, hands: true}
	s := mustOpen(t, b)
	b.release()
	before := len(b.batches)
	s.SaveJSON("games/g", `{"log":[1]}`)
	s.SaveJSON("games/g", `{"log":[1,2]}`)
	s.Delete("games/g")
	got := b.batches[before:]
	if len(got) != 3 || got[0][0].Value != `{"log":[1]}` || got[1][0].Value != `{"log":[1,2]}` || !got[2][0].Delete || len(b.due) != 0 {
		t.Fatalf("batches %+v, %d paint callbacks", got, len(b.due))
	}
	if s.Pending() != 3 {
		t.Errorf("Pending %d while the browser has not confirmed", s.Pending())
	}
	b.release()
	b.hands = false
	before = len(b.batches)
	s.Save("notes/a", note{"a"})
	if len(b.batches) != before || len(b.due) != 1 {
		t.Fatalf("without the writer: %d writes before the paint, %d paint callbacks", len(b.batches)-before, len(b.due))
	}
	b.paint()
	if len(b.batches) != before+1 {
		t.Errorf("after the paint: %d writes", len(b.batches)-before)
	}
}

// SaveJSONSoon keeps the record at once but hands it to the writer after
// the paint, in one batch with what the tap saved before it; a save
// handed at once meanwhile takes it along, first, so the writer gets the
// changes in the order they were made.
func TestSaveJSONSoonWaitsForThePaint(t *testing.T) {
	b := &handing{painted: painted{held: held{Memory: NewMemory()}}, hands: true}
	s := mustOpen(t, b)
	b.release()
	before := len(b.batches)
	s.SaveJSONSoon("games/g", `{"log":[1]}`)
	s.SaveJSONSoon("games/g", `{"log":[1,2]}`)
	var got map[string][]int
	if _, err := s.Load("games/g", &got); err != nil || len(got["log"]) != 2 {
		t.Fatalf("read back before the paint: %v, %v", got, err)
	}
	if len(b.batches) != before || len(b.due) != 1 || s.Pending() != 1 {
		t.Fatalf("before the paint: %d writes, %d paint callbacks, Pending %d", len(b.batches)-before, len(b.due), s.Pending())
	}
	b.paint()
	if got := b.batches[before:]; len(got) != 1 || !slices.Equal(got[0], []Change{{Key: "games/g", Value: `{"log":[1,2]}`}}) {
		t.Fatalf("after the paint: %+v", got)
	}
	b.release()
	before = len(b.batches)
	s.SaveJSONSoon("games/g", `{"log":[1,2,3]}`)
	s.Delete("games/g") // handed at once, after the save before it
	if got := b.batches[before:]; len(got) != 1 || !slices.Equal(got[0], []Change{{Key: "games/g", Delete: true}}) {
		t.Fatalf("a delete after a save not yet handed: %+v", got)
	}
	b.paint()
	if len(b.batches) != before+1 || s.Pending() != 1 {
		t.Errorf("after the paint: %d writes, Pending %d", len(b.batches)-before, s.Pending())
	}
}

// SaveJSONs hands its records to the writer in one batch, at once; a
// record it cannot save is reported and the others are saved.
func TestSaveJSONsHandsOneBatch(t *testing.T) {
	b := &handing{painted: painted{held: held{Memory: NewMemory()}}, hands: true}
	s := mustOpen(t, b)
	b.release()
	before := len(b.batches)
	if err := s.SaveJSONs([2]string{"settings/table/a", `{"log":[1]}`}, [2]string{"games/g", `{"log":[1]}`}); err != nil {
		t.Fatal(err)
	}
	got := b.batches[before:]
	if len(got) != 1 || !slices.Equal(got[0], []Change{{Key: "games/g", Value: `{"log":[1]}`}, {Key: "settings/table/a", Value: `{"log":[1]}`}}) || len(b.due) != 0 {
		t.Fatalf("batches %+v, %d paint callbacks; want both records in one batch, at once", got, len(b.due))
	}
	before = len(b.batches)
	err := s.SaveJSONs([2]string{"nonamespace", `{}`}, [2]string{"games/g", `{"log":[1,2]}`})
	if err == nil || !strings.Contains(err.Error(), "nonamespace") {
		t.Errorf("a record with a bad key: %v", err)
	}
	if got := b.batches[before:]; len(got) != 1 || len(got[0]) != 1 || got[0][0].Value != `{"log":[1,2]}` {
		t.Errorf("the other record: batches %+v", got)
	}
}

// Batch hands the changes made in it over together when it ends, maxBatch
// to a transaction (a bulk import: one message to the writer a slice of
// files, not one a design), in the order they were made in memory; without
// a writer they wait for the paint, as other saves do. A nested Batch
// hands nothing over before the outer one ends.
func TestBatchHandsChangesOverTogether(t *testing.T) {
	for _, c := range []struct {
		name    string
		hands   bool
		saves   int
		batches int // transactions once Batch has returned (and, without a writer, the paint)
	}{
		{"writer, a few", true, 3, 1},
		{"writer, over maxBatch", true, maxBatch + 20, 2},
		{"no writer", false, 3, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := &handing{painted: painted{held: held{Memory: NewMemory()}}, hands: c.hands}
			s := mustOpen(t, b)
			b.release()
			b.paint()
			before := len(b.batches)
			s.Batch(func() {
				s.Batch(func() {
					for i := range c.saves {
						if err := s.Save(fmt.Sprintf("notes/%04d", i), note{strconv.Itoa(i)}); err != nil {
							t.Fatal(err)
						}
					}
				})
				if len(b.batches) != before || len(b.due) != 0 {
					t.Fatalf("inside the outer Batch: %d transactions, %d paint callbacks", len(b.batches)-before, len(b.due))
				}
				s.Delete("notes/0000")
			})
			if !c.hands {
				if len(b.batches) != before || len(b.due) != 1 {
					t.Fatalf("without a writer, before the paint: %d transactions, %d paint callbacks", len(b.batches)-before, len(b.due))
				}
				b.paint()
			}
			got := b.batches[before:]
			if len(got) != c.batches {
				t.Fatalf("%d transactions, want %d", len(got), c.batches)
			}
			n := 0
			for _, tx := range got {
				n += len(tx)
			}
			if n != c.saves || !got[0][0].Delete || got[0][0].Key != "notes/0000" {
				t.Errorf("%d changes handed over, want %d; the first %+v", n, c.saves, got[0][0])
			}
			if s.Pending() != c.saves {
				t.Errorf("Pending %d while the browser has not confirmed, want %d", s.Pending(), c.saves)
			}
			b.release()
			s.Flush()
			if s.Pending() != 0 || s.Has("notes/0000") || !s.Has(fmt.Sprintf("notes/%04d", c.saves-1)) {
				t.Errorf("once stored: Pending %d", s.Pending())
			}
		})
	}
}

// priming is a painted backend that records what it is asked to prime.
type priming struct {
	painted
	primed map[string]string
}

func (p *priming) Prime(key, text string) { p.primed[key] = text }

// Prime hands the backend a record as it is stored: never one that is not
// in memory, damaged, or changed in memory and not yet handed to the
// backend.
func TestPrimeHandsTheStoredRecord(t *testing.T) {
	b := &priming{painted: painted{held: held{Memory: NewMemory()}}, primed: map[string]string{}}
	b.data["games/g"] = `{"log":[1]}`
	b.data["games/bad"] = `{`
	s := mustOpen(t, b)
	b.paint()
	b.release()
	for _, key := range []string{"games/none", "games/bad"} {
		s.Prime(key)
		if got, ok := b.primed[key]; ok {
			t.Errorf("Prime(%q) handed %q", key, got)
		}
	}
	s.Prime("games/g")
	if got := b.primed["games/g"]; got != `{"log":[1]}` {
		t.Errorf("primed %q, want the stored record", got)
	}
	s.SaveJSON("games/g", `{"log":[1,2]}`)
	delete(b.primed, "games/g")
	s.Prime("games/g")
	if got, ok := b.primed["games/g"]; ok {
		t.Errorf("primed %q while the change waits for the paint", got)
	}
	b.paint()
	s.Prime("games/g")
	if got := b.primed["games/g"]; got != `{"log":[1,2]}` {
		t.Errorf("after the paint, primed %q, want the record as written", got)
	}
}

// Writes reach storage in the order they were made: a write that does not
// wait for the paint (an import, a discard, Flush) first sends the saves
// waiting for it.
func TestWritesStayInOrder(t *testing.T) {
	b := &painted{held: held{Memory: NewMemory()}}
	b.data["notes/bad"] = `{`
	s := mustOpen(t, b)
	b.paint()
	b.release()
	before := len(b.batches)
	s.Save("notes/a", note{"first"})
	if err := s.Discard("notes/bad"); err != nil {
		t.Fatal(err)
	}
	got := b.batches[before:]
	if len(got) != 2 || got[0][0].Key != "notes/a" || got[1][0].Key != "notes/bad" {
		t.Errorf("batches %+v", got)
	}
	s.Save("notes/a", note{"second"})
	flushed := make(chan struct{})
	go func() { s.Flush(); close(flushed) }()
	for waiting := true; waiting; {
		b.release()
		select {
		case <-flushed:
			waiting = false
		case <-time.After(time.Millisecond):
		}
	}
	if b.data["notes/a"] != `{"text":"second"}` {
		t.Errorf("Flush left %q", b.data["notes/a"])
	}
	b.paint() // the paint finds nothing left to write
	if n := len(b.batches) - before; n != 3 {
		t.Errorf("%d transactions, want 3", n)
	}
}

// A burst of saves (a bulk import of designs) is written maxBatch records
// a frame.
func TestBurstOfSavesIsSpreadOverFrames(t *testing.T) {
	b := &painted{held: held{Memory: NewMemory()}}
	s := mustOpen(t, b)
	b.paint()
	before := len(b.batches)
	for i := range maxBatch + 10 {
		s.Save(fmt.Sprintf("notes/%04d", i), note{"n"})
	}
	b.paint()
	b.paint()
	if got := b.batches[before:]; len(got) != 2 || len(got[0]) != maxBatch || len(got[1]) != 10 {
		t.Errorf("%d batches", len(got))
	}
}

// Saves from many goroutines reach the backend in the order the store
// took them: what storage ends with is what the store shows.
func TestConcurrentSavesStayInOrder(t *testing.T) {
	b := NewMemory()
	s := mustOpen(t, b)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				if err := s.Save("notes/shared", note{fmt.Sprint(g, "-", i)}); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	s.Flush()
	var n note
	if _, err := s.Load("notes/shared", &n); err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf(`{"text":%q}`, n.Text); b.data["notes/shared"] != want {
		t.Errorf("storage holds %s, the store shows %s", b.data["notes/shared"], want)
	}
}

func TestSaveJSON(t *testing.T) {
	s := mustOpen(t, NewMemory())
	if err := s.SaveJSON("notes/a", `{"text":"x"}`); err != nil {
		t.Fatal(err)
	}
	var n note
	if found, err := s.Load("notes/a", &n); !found || err != nil || n.Text != "x" {
		t.Errorf("Load after SaveJSON = %v, %v, %+v", found, err, n)
	}
	if err := s.SaveJSON("bad", `{}`); err == nil {
		t.Error("SaveJSON took a key without a namespace")
	}
}

// Values that are not text (written into IndexedDB by something other
// than Lancemate) open as damaged records with their rendering, in every
// namespace, lazy ones included, and go into the export.
func TestNotTextValuesAreDamagedNotFatal(t *testing.T) {
	b := NewMemory()
	b.data[metaSchemaKey] = fmt.Sprint(SchemaVersion)
	odd := map[string]Record{
		NSDiceLog + "1":      {Text: "[not text: BigInt] 5n", NotText: "BigInt"},
		NSSettings + "prefs": {Text: "[not text: null]", NotText: "null"},
		NSGames + "g":        {Text: "[not text: ArrayBuffer, 3 bytes, base64] AAEC", NotText: "ArrayBuffer"},
		NSDesigns + "d":      {Text: `[not text: object] {"log":"oops"}`, NotText: "object"},
	}
	for k, r := range odd {
		b.PutNotText(k, r)
	}
	b.data[NSDiceLog+"2"] = `{"text":"fine"}`
	s := mustOpen(t, b)
	if err := s.LoadEverything(); err != nil {
		t.Fatal(err)
	}
	d := s.Damaged()
	if len(d) != len(odd) {
		t.Fatalf("damaged = %+v, want the %d values that are not text", d, len(odd))
	}
	for _, x := range d {
		if x.Raw != odd[x.Key].Text || !strings.Contains(x.Err.Error(), "not text") {
			t.Errorf("%s: raw %q, err %v", x.Key, x.Raw, x.Err)
		}
	}
	if got := d[0].Err.Error(); !strings.Contains(got, "an object") {
		t.Errorf("%s: %q does not say what the value is", d[0].Key, got)
	}
	var n note
	if found, err := s.Load(NSDiceLog+"1", &n); !found || !errors.Is(err, ErrDamaged) {
		t.Errorf("Load of a BigInt record = %v, %v; want found and ErrDamaged", found, err)
	}
	if err := s.Save(NSSettings+"prefs", note{"x"}); !errors.Is(err, ErrDamaged) {
		t.Errorf("overwriting a value that is not text: %v", err)
	}
	out, err := s.Export(time.Unix(0, 0))
	if err != nil || !strings.Contains(string(out), "AAEC") || !strings.Contains(string(out), "5n") {
		t.Errorf("export lacks the values that are not text: %v\n%s", err, out)
	}
}

// A schema version that is not a number, text or not, keeps the store
// read-only and is listed, never rewritten.
func TestSchemaNotANumber(t *testing.T) {
	for _, r := range []Record{{Text: "one"}, {Text: "[not text: number] 1", NotText: "number"}} {
		b := NewMemory()
		if r.NotText != "" {
			b.PutNotText(metaSchemaKey, r)
		} else {
			b.data[metaSchemaKey] = r.Text
		}
		b.data["notes/a"] = `{"text":"a"}`
		s := mustOpen(t, b)
		if s.ReadOnly() == nil {
			t.Errorf("%q: store is writable", r.Text)
		}
		if d := s.Damaged(); len(d) != 1 || d[0].Key != metaSchemaKey || d[0].Raw != r.Text {
			t.Errorf("%q: damaged = %+v", r.Text, d)
		}
		s.Flush()
		if got, _ := b.GetRange(metaSchemaKey, metaSchemaKey+"\x00"); got[metaSchemaKey] != r {
			t.Errorf("%q: schema record became %+v", r.Text, got[metaSchemaKey])
		}
	}
}

// A record over MaxRecord is damaged at once, whatever its text (valid
// JSON or not), with its text kept, in an eager namespace and a lazy one;
// the app never writes one and an import refuses one. A record at the
// limit is read as usual.
func TestRecordsOverTheLimit(t *testing.T) {
	pad := func(n int) string { return `{"text":"` + strings.Repeat("a", n-len(`{"text":""}`)) + `"}` }
	big := pad(MaxRecord + 1)
	b := NewMemory()
	b.data["notes/big-json"] = big
	b.data["notes/big-text"] = "not JSON " + strings.Repeat("b", MaxRecord)
	b.data["designs/big"] = big
	b.data["notes/at-limit"] = pad(MaxRecord)
	s := mustOpen(t, b)
	d, err := s.DamagedAll()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]Damaged{}
	for _, x := range d {
		got[x.Key] = x
	}
	for _, k := range []string{"notes/big-json", "notes/big-text", "designs/big"} {
		x, ok := got[k]
		if !ok || !errors.Is(x.Err, ErrTooLarge) || !x.Cut() || x.Size != len(b.data[k]) || len(x.Raw) != HeadChars || !strings.HasPrefix(b.data[k], x.Raw) {
			t.Errorf("%s: damaged %v, err %v, cut %v, size %d of %d, %d characters held", k, ok, x.Err, x.Cut(), x.Size, len(b.data[k]), len(x.Raw))
		}
		// The whole text only on demand, and in the export.
		if whole, err := s.Whole(k); err != nil || whole != b.data[k] {
			t.Errorf("%s: Whole gives %d bytes, %v; want %d", k, len(whole), err, len(b.data[k]))
		}
	}
	out, err := s.Export(time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	var exported Backup
	if err := json.Unmarshal(out, &exported); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"notes/big-json", "notes/big-text", "designs/big", "notes/at-limit"} {
		if exported.Records[k] != b.data[k] {
			t.Errorf("the export holds %d bytes of %s, want %d", len(exported.Records[k]), k, len(b.data[k]))
		}
	}
	if len(got) != 3 {
		t.Errorf("damaged: %d records, want 3", len(got))
	}
	var n note
	if _, err := s.Load("notes/at-limit", &n); err != nil || len(n.Text) != MaxRecord-len(`{"text":""}`) {
		t.Errorf("the record at the limit: %v", err)
	}
	if err := s.Save("notes/new", note{Text: strings.Repeat("c", MaxRecord)}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("saving a record over the limit: %v, want ErrTooLarge", err)
	}
	if err := s.SaveJSON("notes/new", big); !errors.Is(err, ErrTooLarge) {
		t.Errorf("saving JSON over the limit: %v, want ErrTooLarge", err)
	}
	backup, err := json.Marshal(Backup{Format: BackupFormat, Schema: SchemaVersion, Records: map[string]string{"notes/big": big, "notes/ok": `{"text":"ok"}`}})
	if err != nil {
		t.Fatal(err)
	}
	p, err := s.PlanImport(backup, Merge)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Refused) != 1 || p.Refused[0].Key != "notes/big" || !strings.Contains(p.Refused[0].Reason, "more text than") || len(p.Add) != 1 {
		t.Errorf("plan: refused %+v, add %v", p.Refused, p.Add)
	}
}

// Work asked to wait for the paint waits for it, every piece of it, in
// the order asked, with the store's own writes among it; with a backend
// that paints nothing it runs at once. Until it has run, the store has
// something pending.
func TestAfterPaint(t *testing.T) {
	b := &painted{held: held{Memory: NewMemory()}}
	s := mustOpen(t, b)
	b.release()
	var ran []string
	s.AfterPaint(func() { ran = append(ran, "first") })
	s.SaveJSON("games/g", `{"log":[1]}`)
	s.AfterPaint(func() { ran = append(ran, "second") })
	if len(ran) != 0 {
		t.Fatalf("ran %v before the paint", ran)
	}
	if got := s.Pending(); got != 3 { // the save and the two pieces of work (window.lancemateSaved)
		t.Errorf("Pending before the paint: %d, want 3", got)
	}
	before := len(b.batches)
	b.paint()
	if !slices.Equal(ran, []string{"first", "second"}) || len(b.batches) != before+1 {
		t.Errorf("after the paint: ran %v, %d writes started; want first and second, and the save", ran, len(b.batches)-before)
	}
	m := mustOpen(t, NewMemory())
	now := false
	m.AfterPaint(func() { now = true })
	if !now {
		t.Error("a store whose backend paints nothing did not run the work at once")
	}
}

// LoadSummaries reads each record once, with its summarizer: a record it
// reads is checked (no validator runs for it after), one it refuses or
// panics on is damaged and skipped, and a record already known damaged is
// not read again.
func TestLoadSummariesReadsEachRecordOnce(t *testing.T) {
	b := NewMemory()
	b.data["notes/a"] = `{"text":"one"}`
	b.data["notes/b"] = `{"text":"two"}`
	b.data["notes/bad"] = `{"text":""}`
	b.data["notes/boom"] = `{"text":"boom"}`
	b.data["notes/known"] = `not json`
	s := mustOpen(t, b)
	var n note
	if _, err := s.Load("notes/known", &n); !errors.Is(err, ErrDamaged) {
		t.Fatalf("Load(known): %v, want ErrDamaged", err)
	}
	var read []string
	got, err := LoadSummaries(s, "notes/", "b1", noteText(&read), nil)
	if err != nil {
		t.Fatal(err)
	}
	items, damaged := got.Items, got.Damaged
	if len(items) != 2 || items[0] != (Summary[line]{"notes/a", "one"}) || items[1] != (Summary[line]{"notes/b", "two"}) || damaged != 3 {
		t.Errorf("LoadSummaries = %+v, %d damaged; want one and two, 3 damaged", items, damaged)
	}
	if !slices.Equal(read, []string{"one", "two", "", "boom"}) {
		t.Errorf("the summarizer read %q; want each record once, the one known damaged not again", read)
	}
	s.mu.Lock()
	checked, bad := s.checked["notes/a"] && s.checked["notes/b"], len(s.damaged)
	s.mu.Unlock()
	if !checked || bad != 3 {
		t.Errorf("after loading: a and b checked %v, %d damaged; want true and 3", checked, bad)
	}
	if d := s.Damaged(); len(d) != 3 || d[1].Key != "notes/boom" || !strings.Contains(d[1].Err.Error(), "boom") {
		t.Errorf("Damaged = %+v", d)
	}
}

// noteText is a summarizer of notes that logs what it read into read.
func noteText(read *[]string) func(raw []byte) (line, error) {
	return func(raw []byte) (line, error) {
		var n note
		if err := json.Unmarshal(raw, &n); err != nil {
			return "", err
		}
		*read = append(*read, n.Text)
		if n.Text == "boom" {
			panic("boom")
		}
		return line(n.Text), n.Validate()
	}
}

// line is the summaries' type in these tests: a text, kept in the cache
// quoted.
type line string

func (l line) AppendLine(b []byte) []byte { return strconv.AppendQuote(b, string(l)) }

func (line) ParseLine(s string) (line, error) {
	v, err := strconv.Unquote(s)
	return line(v), err
}

// rangeLog is a Memory backend that logs the ranges read.
type rangeLog struct {
	*Memory
	ranges [][2]string
}

func (r *rangeLog) GetRange(lo, hi string) (map[string]Record, error) {
	r.ranges = append(r.ranges, [2]string{lo, hi})
	return r.Memory.GetRange(lo, hi)
}

// The summaries are kept: a store opened again on the same storage reads
// only the records added or changed since, takes the others as checked,
// lists no record deleted since, and makes a cache it cannot read again.
// After an update it lists what the last build kept, unchecked (Stale),
// and RecheckSummaries reads those records again and says which read
// differently. The cache is not read when the store opens and is in no
// backup.
func TestLoadSummariesKeepsTheSummaries(t *testing.T) {
	mem := NewMemory()
	for _, k := range []string{"a", "b", "c"} {
		mem.data[NSDesigns+k] = `{"text":"` + k + `"}`
	}
	type outcome struct {
		list             []Summary[line]
		read             []string
		stale            bool
		changed, damaged int // of the recheck made when the list is stale
		reread           []string
	}
	run := func(build string, summarize func(*[]string) func([]byte) (line, error)) (o outcome) {
		t.Helper()
		b := &rangeLog{Memory: mem}
		s := mustOpen(t, b)
		for _, r := range b.ranges {
			if cacheKey := cachePrefix + NSDesigns; cacheKey >= r[0] && (r[1] == "" || cacheKey < r[1]) {
				t.Errorf("the store read the range %q when it opened, which holds the cache", r)
			}
		}
		got, err := LoadSummaries(s, NSDesigns, build, summarize(&o.read), nil)
		if err != nil || got.Damaged != 0 {
			t.Fatalf("LoadSummaries: %d damaged, %v", got.Damaged, err)
		}
		o.list, o.stale = got.Items, got.Stale
		for _, it := range got.Items {
			s.mu.Lock()
			checked := s.checked[it.Key]
			s.mu.Unlock()
			if checked == got.Stale {
				t.Errorf("%s was listed from a stale cache %v and taken as checked %v", it.Key, got.Stale, checked)
			}
		}
		if got.Stale {
			if o.changed, o.damaged, err = RecheckSummaries(s, NSDesigns, build, summarize(&o.reread)); err != nil {
				t.Fatal(err)
			}
		}
		if backup, err := s.Export(time.Time{}); err != nil || strings.Contains(string(backup), "~cache") {
			t.Errorf("a backup holds the cache (%v): %.300s", err, backup)
		}
		s.Flush()
		return o
	}
	list := func(values ...string) []Summary[line] {
		var out []Summary[line]
		for _, v := range values {
			out = append(out, Summary[line]{NSDesigns + strings.ToLower(v[:1]), line(v)})
		}
		return out
	}
	shouting := func(read *[]string) func([]byte) (line, error) {
		return func(raw []byte) (line, error) {
			v, err := noteText(read)(raw)
			if v == "d" {
				return "", errors.New("d no longer reads")
			}
			return line(strings.ToUpper(string(v))), err
		}
	}
	steps := []struct {
		name      string
		change    func()
		build     string
		summarize func(*[]string) func([]byte) (line, error)
		want      outcome
	}{
		{"first time", func() {}, "b1", noteText, outcome{list: list("a", "b", "c"), read: []string{"a", "b", "c"}}},
		{"again", func() {}, "b1", noteText, outcome{list: list("a", "b", "c")}},
		{"one changed, one added, one deleted", func() {
			mem.data[NSDesigns+"b"] = `{"text": "b"}`
			mem.data[NSDesigns+"d"] = `{"text":"d"}`
			delete(mem.data, NSDesigns+"c")
		}, "b1", noteText, outcome{list: list("a", "b", "d"), read: []string{"b", "d"}}},
		{"after that", func() {}, "b1", noteText, outcome{list: list("a", "b", "d")}},
		{"another build", func() {}, "b2", noteText, outcome{list: list("a", "b", "d"), stale: true, reread: []string{"a", "b", "d"}}},
		{"that build again", func() {}, "b2", noteText, outcome{list: list("a", "b", "d")}},
		{"a build that reads them otherwise", func() {}, "b3", shouting,
			outcome{list: list("a", "b", "d"), stale: true, reread: []string{"a", "b", "d"}, changed: 3, damaged: 1}},
		{"that build again", func() { delete(mem.data, NSDesigns+"d") }, "b3", shouting, outcome{list: list("A", "B")}},
		{"cache damaged", func() { mem.data[cachePrefix+NSDesigns] = `{"build":"b3","records":` }, "b3", noteText,
			outcome{list: list("a", "b"), read: []string{"a", "b"}}},
		{"mended", func() {}, "b3", noteText, outcome{list: list("a", "b")}},
		{"a line cut short", func() {
			c := mem.data[cachePrefix+NSDesigns]
			mem.data[cachePrefix+NSDesigns] = c[:strings.LastIndexByte(c, '\t')]
		}, "b3", noteText, outcome{list: list("a", "b"), read: []string{"a", "b"}}},
		{"the JSON an earlier build kept", func() {
			a := Fingerprint(mem.data[NSDesigns+"a"])
			mem.data[cachePrefix+NSDesigns] = `{"build":"b3","records":{"` + NSDesigns + `a":{"print":"` + a + `","value":"a"}}}`
		}, "b3", noteText, outcome{list: list("a", "b"), read: []string{"b"}}},
		{"kept as lines again", func() {}, "b3", noteText, outcome{list: list("a", "b")}},
	}
	for _, st := range steps {
		st.change()
		got := run(st.build, st.summarize)
		if !slices.Equal(got.list, st.want.list) || !slices.Equal(got.read, st.want.read) || got.stale != st.want.stale ||
			got.changed != st.want.changed || got.damaged != st.want.damaged || !slices.Equal(got.reread, st.want.reread) {
			t.Errorf("%s: got %+v; want %+v", st.name, got, st.want)
		}
	}
}

// A record of the lazy namespace is not scanned for JSON when it is read
// (it is read whole before anything uses it), but one that is not JSON is
// still never written over or deleted, and never handed to its validator:
// a save, a delete or a check scans it first and finds it damaged.
func TestUnscannedRecordIsKept(t *testing.T) {
	b := NewMemory()
	b.data[NSDesigns+"cut"] = `{"text":"cu`
	b.data[NSDesigns+"cut2"] = `{"text":`
	b.data[NSDesigns+"cut3"] = `{"te`
	s := mustOpen(t, b)
	if !s.Has(NSDesigns + "cut") {
		t.Fatal("the record is not there")
	}
	if len(s.Damaged()) != 0 {
		t.Errorf("reading the namespace scanned it: %+v", s.Damaged())
	}
	if err := s.Save(NSDesigns+"cut", note{Text: "new"}); !errors.Is(err, ErrDamaged) {
		t.Errorf("saving over text that is not JSON: %v, want ErrDamaged", err)
	}
	if err := s.Delete(NSDesigns + "cut2"); !errors.Is(err, ErrDamaged) {
		t.Errorf("deleting text that is not JSON: %v, want ErrDamaged", err)
	}
	// Checked for Settings, it is found not JSON before its validator
	// runs, which gets valid JSON only.
	all, err := s.DamagedAll()
	if err != nil || len(all) != 3 || all[2].Key != NSDesigns+"cut3" || all[2].Err.Error() != "not valid JSON" {
		t.Errorf("DamagedAll = %+v, %v; want the three, cut3 not valid JSON", all, err)
	}
	s.Flush()
	if b.data[NSDesigns+"cut"] != `{"text":"cu` || b.data[NSDesigns+"cut2"] != `{"text":` {
		t.Errorf("storage holds %q and %q", b.data[NSDesigns+"cut"], b.data[NSDesigns+"cut2"])
	}
}

// A record the caller knows the summary of is not read: known answers for
// it, and it counts as checked; one known does not answer for is read.
func TestLoadSummariesTakesKnownSummaries(t *testing.T) {
	b := NewMemory()
	b.data[NSDesigns+"a"] = `{"text":"a"}`
	b.data[NSDesigns+"b"] = `{"text":"b"}`
	s := mustOpen(t, b)
	var read []string
	known := func(key, raw string) (line, bool) {
		return "known a", key == NSDesigns+"a" && raw == `{"text":"a"}`
	}
	res, err := LoadSummaries(s, NSDesigns, "b1", noteText(&read), known)
	got := res.Items
	want := []Summary[line]{{NSDesigns + "a", "known a"}, {NSDesigns + "b", "b"}}
	if err != nil || !slices.Equal(got, want) || !slices.Equal(read, []string{"b"}) {
		t.Errorf("listed %v (%v), read %q; want %v, only b read", got, err, read, want)
	}
	s.mu.Lock()
	checked := s.checked[NSDesigns+"a"]
	s.mu.Unlock()
	if !checked {
		t.Error("the record known answered for is not taken as checked")
	}
}

// The cache is written a record at a time and reads back as it was, keys
// and build that JSON must escape included.
func TestCacheWrittenReadsBack(t *testing.T) {
	s := mustOpen(t, NewMemory())
	keys := []string{NSDesigns + `a"b`, NSDesigns + "é<&>", NSDesigns + "\u2028", NSDesigns + "gone"}
	c := summaryCache[line]{Build: `v"1\`, Records: map[string]cachedSummary[line]{
		keys[0]: {"1.a", "quote"}, keys[1]: {"2.b", "é"}, keys[2]: {"3.c", "line\nbreak"},
	}}
	var p pacer
	writeCache(s, NSDesigns, c, keys, &p)
	s.Flush()
	got := readCache[line](s, NSDesigns)
	if got.Build != c.Build || !maps.Equal(got.Records, c.Records) {
		t.Errorf("read back %+v; want %+v", got, c)
	}
	recs, _ := s.b.GetRange(cachePrefix+NSDesigns, cachePrefix+NSDesigns+"\x00")
	if text := recs[cachePrefix+NSDesigns].Text; !strings.HasPrefix(text, cacheHead) || strings.Count(text, "\n") != 4 {
		t.Errorf("the cache is stored as %q; want its head and a line a record", text)
	}
}

// rawLine writes itself as it is, line breaks included.
type rawLine string

func (l rawLine) AppendLine(b []byte) []byte { return append(b, l...) }

func (rawLine) ParseLine(s string) (rawLine, error) { return rawLine(s), nil }

// A summary whose line would hold a line break leaves the cache unwritten:
// read back, the break would end its record and begin another.
func TestCacheOfABrokenLineIsNotWritten(t *testing.T) {
	s := mustOpen(t, NewMemory())
	c := summaryCache[rawLine]{Build: "b1", Records: map[string]cachedSummary[rawLine]{
		NSDesigns + "a": {"1.a", rawLine("a\n\"" + NSDesigns + "b\"\t2.b\tinjected")},
	}}
	var p pacer
	writeCache(s, NSDesigns, c, []string{NSDesigns + "a"}, &p)
	s.Flush()
	if got := readCache[rawLine](s, NSDesigns); len(got.Records) != 0 {
		t.Errorf("the cache reads back as %+v", got)
	}
}
