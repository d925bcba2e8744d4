package store

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// backupOf writes a backup file holding recs (text as given).
func backupOf(t *testing.T, recs map[string]string) []byte {
	t.Helper()
	src := NewMemory()
	for k, v := range recs {
		src.data[k] = v
	}
	out, err := mustOpen(t, src).Export(time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestPlanImportRefusesPerRecord(t *testing.T) {
	file := fmt.Sprintf(`{"format":%q,"schema":1,"records":{
		"notes/a": "{\"text\":\"a\"}",
		"notes/typed": "{\"text\":5}",
		"notes/null": "null",
		"notes/cut": "{\"text\":",
		"notes/twice-inside": "{\"text\":\"a\",\"text\":\"b\"}",
		"notes/twice": "{\"text\":\"1\"}",
		"notes/twice": "{\"text\":\"2\"}",
		"journal/crash": "{\"log\":[]}",
		"journal/ok": "{\"log\":[{\"type\":\"x\"}]}",
		"zzz/x": "{}",
		"nokey": "{}",
		"meta/schema": "1",
		"meta/import": "{}",
		"notes/number": 5,
		"notes/object": {"text":"x"},
		"notes/bigint": "[not text: BigInt] 5n",
		"notes/bad-here": "{\"text\":\"fine in the file\"}",
		"settings/prefs": "{}"
	}}`, BackupFormat)
	b := NewMemory()
	b.data["notes/bad-here"] = `{"text":`
	s := mustOpen(t, b)
	p, err := s.PlanImport([]byte(file), Merge)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"journal/ok", "notes/a", "settings/prefs"}; !slices.Equal(p.Add, want) {
		t.Errorf("Add = %v, want %v", p.Add, want)
	}
	want := map[string]string{
		"notes/typed":        "cannot unmarshal number",
		"notes/null":         "holds null",
		"notes/cut":          "not valid JSON",
		"notes/twice-inside": "text appears twice",
		"notes/twice":        "holds this key 2 times",
		"journal/crash":      "would crash the app",
		"zzz/x":              `unknown kind of record ("zzz/")`,
		"nokey":              "not a key Lancemate uses",
		"meta/schema":        "bookkeeping",
		"meta/import":        "bookkeeping",
		"notes/number":       "holds a number here",
		"notes/object":       "holds an object here",
		"notes/bigint":       "was not text",
		"notes/bad-here":     "on this device is damaged",
	}
	got := map[string]string{}
	for _, r := range p.Refused {
		got[r.Key] = r.Reason
	}
	for k, w := range want {
		if !strings.Contains(got[k], w) {
			t.Errorf("%s: refused with %q, want %q", k, got[k], w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("refused %v", slices.Sorted(maps.Keys(got)))
	}
	if !strings.Contains(p.Summary(), "14 refused") {
		t.Errorf("summary %q", p.Summary())
	}
	if err := s.ApplyImport(p); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	if keys := slices.Sorted(maps.Keys(b.data)); !slices.Equal(keys, []string{"journal/ok", metaSchemaKey, "notes/a", "notes/bad-here", "settings/prefs"}) {
		t.Errorf("storage after the import: %v", keys)
	}
	if b.data["notes/bad-here"] != `{"text":` {
		t.Errorf("the damaged record was written over: %q", b.data["notes/bad-here"])
	}
}

// Replace keeps damaged records (only Discard removes them) and records
// whose copy in the file is refused.
func TestReplaceKeepsWhatItMustNotRemove(t *testing.T) {
	b := NewMemory()
	b.data["notes/damaged"] = `{"text":`
	b.data["notes/refused-in-file"] = `{"text":"mine"}`
	b.data["notes/gone"] = `{"text":"bye"}`
	b.PutNotText("notes/odd", Record{Text: "[not text: BigInt] 1n", NotText: "BigInt"})
	s := mustOpen(t, b)
	file := backupOf(t, map[string]string{"notes/new": `{"text":"n"}`, "notes/refused-in-file": `{"text":""}`})
	p, err := s.PlanImport(file, Replace)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(p.Remove, []string{"notes/gone"}) || !slices.Equal(p.Kept, []string{"notes/damaged", "notes/odd"}) || !slices.Equal(p.Add, []string{"notes/new"}) {
		t.Errorf("plan: add %v remove %v kept %v refused %v", p.Add, p.Remove, p.Kept, p.Refused)
	}
	if err := s.ApplyImport(p); err != nil {
		t.Fatal(err)
	}
	if got := s.Keys("notes/"); !slices.Equal(got, []string{"notes/damaged", "notes/new", "notes/odd", "notes/refused-in-file"}) {
		t.Errorf("after replace: %v", got)
	}
}

// Records under a device's own namespace (RegisterDeviceOwn) go into a
// backup but an import, merging or replacing, neither brings the file's
// nor removes the device's: the file's are refused with the reason.
func TestImportLeavesDeviceOwnRecords(t *testing.T) {
	src := NewMemory()
	src.data["notes/own/there"] = `{"text":"other phone's"}`
	src.data["notes/a"] = `{"text":"a"}`
	file, err := mustOpen(t, src).Export(time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(file), `"notes/own/there"`) {
		t.Fatalf("the backup lacks the device's own record:\n%s", file)
	}
	for _, mode := range []ImportMode{Merge, Replace} {
		b := NewMemory()
		b.data["notes/own/here"] = `{"text":"mine"}`
		s := mustOpen(t, b)
		p, err := s.PlanImport(file, mode)
		if err != nil {
			t.Fatal(err)
		}
		if want := []Refusal{{Key: "notes/own/there", Reason: "this device's own"}}; !slices.Equal(p.Refused, want) {
			t.Errorf("mode %d: refused %v, want %v", mode, p.Refused, want)
		}
		if !slices.Equal(p.Add, []string{"notes/a"}) || len(p.Remove) != 0 {
			t.Errorf("mode %d: add %v, remove %v; want notes/a added, nothing removed", mode, p.Add, p.Remove)
		}
		if err := s.ApplyImport(p); err != nil {
			t.Fatal(err)
		}
		if got := s.Keys("notes/own/"); !slices.Equal(got, []string{"notes/own/here"}) {
			t.Errorf("mode %d: after the import the device's own records are %v, want only its own", mode, got)
		}
	}
}

// snapshot is everything a Memory holds, values that are not text too.
func snapshot(b *Memory) map[string]Record {
	r, _ := b.GetRange("", "")
	return r
}

// importFixture is a device with records to change, remove and keep (a
// damaged one and a value that is not text among them) and a backup that
// adds, changes and drops records.
func importFixture(t *testing.T) (*Memory, []byte) {
	b := NewMemory()
	b.data[metaSchemaKey] = fmt.Sprint(SchemaVersion)
	for i := range 6 {
		b.data[fmt.Sprintf("notes/%02d", i)] = fmt.Sprintf(`{"text":"old %d"}`, i)
	}
	b.data[NSDesigns+"lazy"] = `{"text":"design"}`
	b.data["notes/damaged"] = `{"text":`
	b.PutNotText("notes/odd", Record{Text: "[not text: number] 1", NotText: "number"})
	file := map[string]string{}
	for i := 3; i < 12; i++ {
		file[fmt.Sprintf("notes/%02d", i)] = fmt.Sprintf(`{"text":"new %d"}`, i)
	}
	return b, backupOf(t, file)
}

func copyMemory(b *Memory) *Memory {
	c := NewMemory()
	maps.Copy(c.data, b.data)
	maps.Copy(c.odd, b.odd)
	return c
}

// Cancel after any number of chunks, or before the first or after the
// last: storage ends exactly as it was, and so does what the store shows.
func TestImportCancelAtAnyPoint(t *testing.T) {
	orig, file := importFixture(t)
	want := snapshot(orig)
	for _, mode := range []ImportMode{Merge, Replace} {
		for cancelAt := 0; ; cancelAt++ {
			b := copyMemory(orig)
			s := mustOpen(t, b)
			p, err := s.PlanImport(file, mode)
			if err != nil {
				t.Fatal(err)
			}
			total := len(p.Add) + len(p.Change) + len(p.Remove)
			chunks := (total + 1) / 2
			cancel := make(chan struct{})
			calls := 0
			progress := func(done, n int) {
				calls++
				if n != total || done != min(2*calls, total) {
					t.Errorf("progress(%d, %d) on call %d, total %d", done, n, calls, total)
				}
				if calls == cancelAt {
					close(cancel)
				}
			}
			if cancelAt == 0 {
				close(cancel)
			}
			err = s.ApplyImportChunks(p, 2, progress, cancel)
			s.Flush()
			if cancelAt > chunks {
				if err != nil {
					t.Fatalf("mode %d: import not canceled failed: %v", mode, err)
				}
				var n note
				if _, err := s.Load("notes/11", &n); err != nil || n.Text != "new 11" {
					t.Errorf("mode %d: imported record: %v %+v", mode, err, n)
				}
				if _, ok := b.data[importKey]; ok {
					t.Errorf("mode %d: import marker left behind", mode)
				}
				break
			}
			if !errors.Is(err, ErrCanceled) {
				t.Fatalf("mode %d, cancel at %d: err = %v", mode, cancelAt, err)
			}
			if got := snapshot(b); !maps.Equal(got, want) {
				t.Errorf("mode %d, cancel after %d chunks: storage\n%v\nwant\n%v", mode, cancelAt, got, want)
			}
			if got := mustOpen(t, b).Keys(""); !slices.Equal(got, s.Keys("")) {
				t.Errorf("mode %d, cancel at %d: the store shows %v, storage holds %v", mode, cancelAt, s.Keys(""), got)
			}
			var n note
			if _, err := s.Load("notes/03", &n); err != nil || n.Text != "old 3" {
				t.Errorf("mode %d, cancel at %d: notes/03 = %+v, %v", mode, cancelAt, n, err)
			}
		}
	}
}

// dying is a backend killed after a number of writes: later writes are
// lost, as in a tab closed mid-import.
type dying struct {
	*Memory
	left int
}

var errKilled = errors.New("tab closed")

func (d *dying) Start(batch []Change, done func(error)) {
	if d.left <= 0 {
		done(errKilled)
		return
	}
	d.left--
	d.Memory.Start(batch, done)
}

// A tab closed at any point of an import: the next start finds storage as
// it was before the import, or, once the import was committed, as the
// import made it.
func TestImportInterruptedAtAnyPoint(t *testing.T) {
	orig, file := importFixture(t)
	want := snapshot(orig)
	var imported map[string]Record
	for writes := 0; imported == nil; writes++ {
		b := copyMemory(orig)
		s := mustOpen(t, b)
		p, err := s.PlanImport(file, Replace)
		if err != nil {
			t.Fatal(err)
		}
		s.b = &dying{Memory: b, left: writes}
		err = s.ApplyImportChunks(p, 2, nil, nil)
		after := mustOpen(t, b)
		after.Flush()
		got := snapshot(b)
		if err == nil {
			imported = got
			if len(after.Keys("notes/")) != 11 {
				t.Errorf("after the import: %v", after.Keys("notes/"))
			}
			break
		}
		if !errors.Is(err, errKilled) {
			t.Fatalf("after %d writes: %v", writes, err)
		}
		if !maps.Equal(got, want) {
			t.Errorf("closed after %d writes: next start has\n%v\nwant\n%v", writes, got, want)
		}
	}
	for k := range imported {
		if strings.HasPrefix(k, "meta/import") {
			t.Errorf("left behind: %s", k)
		}
	}
}

// A change the app makes to a record while it is being imported is kept
// when the import is canceled, or undone at the next start.
func TestImportUndoKeepsChangesMadeMeanwhile(t *testing.T) {
	orig, file := importFixture(t)
	for _, interrupted := range []bool{false, true} {
		b := copyMemory(orig)
		s := mustOpen(t, b)
		p, err := s.PlanImport(file, Merge)
		if err != nil {
			t.Fatal(err)
		}
		cancel := make(chan struct{})
		var once sync.Once
		progress := func(done, total int) {
			once.Do(func() {
				// notes/03 and notes/04 were in the first chunk.
				if err := s.Save("notes/03", note{"tapped"}); err != nil {
					t.Error(err)
				}
				if interrupted {
					s.b = &dying{Memory: b}
				}
				close(cancel)
			})
		}
		err = s.ApplyImportChunks(p, 2, progress, cancel)
		if interrupted {
			if !errors.Is(err, errKilled) {
				t.Fatalf("err = %v", err)
			}
			s = mustOpen(t, b)
		} else if !errors.Is(err, ErrCanceled) {
			t.Fatalf("err = %v", err)
		}
		s.Flush()
		var n note
		if _, err := s.Load("notes/03", &n); err != nil || n.Text != "tapped" {
			t.Errorf("interrupted %v: the tap was lost: %+v %v", interrupted, n, err)
		}
		if _, err := s.Load("notes/04", &n); err != nil || n.Text != "old 4" {
			t.Errorf("interrupted %v: notes/04 = %+v %v", interrupted, n, err)
		}
		if s.Has("notes/10") {
			t.Errorf("interrupted %v: an added record stayed", interrupted)
		}
	}
}

// Each chunk is one transaction, bounded in records and in bytes, and an
// import is refused while another runs.
func TestImportChunks(t *testing.T) {
	recs := map[string]string{}
	big := `{"text":"` + strings.Repeat("x", importChunkBytes/2-100) + `"}`
	for i := range 7 {
		recs[fmt.Sprintf("notes/%d", i)] = big
	}
	for i := range 25 {
		recs[fmt.Sprintf("notes/small%02d", i)] = `{"text":"s"}`
	}
	b := NewMemory()
	s := mustOpen(t, b)
	s.Flush()
	p, err := s.PlanImport(backupOf(t, recs), Merge)
	if err != nil {
		t.Fatal(err)
	}
	before := b.Batches
	started := make(chan struct{})
	release := make(chan struct{})
	var once sync.Once
	errc := make(chan error, 1)
	go func() {
		errc <- s.ApplyImportChunks(p, 10, func(done, total int) {
			once.Do(func() { close(started); <-release })
		}, nil)
	}()
	<-started
	if err := s.ApplyImport(p); err == nil || !strings.Contains(err.Error(), "another import") {
		t.Errorf("second import at once: %v", err)
	}
	close(release)
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	// 7 big records at two per chunk (4 chunks, the last with 1 big and 9
	// small), 16 small at ten per chunk (2), and the commit.
	if got := b.Batches - before; got != 4+2+1 {
		t.Errorf("%d transactions", got)
	}
}
