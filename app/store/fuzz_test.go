package store

import (
	"fmt"
	"maps"
	"strings"
	"testing"
)

// FuzzPlanImport: any file is read into a plan or refused with an error,
// never a panic; a plan applies; what it lets in is never damaged once
// stored (checked again by a fresh start, as the pages would), and what
// it refuses, or finds damaged here, is left exactly as it was.
//
//	go test -run='^$' -fuzz=FuzzPlanImport -fuzztime=5s -fuzzminimizetime=1s ./app/store
func FuzzPlanImport(f *testing.F) {
	backup := func(records string) []byte {
		return fmt.Appendf(nil, `{"format":%q,"schema":%d,"exported":"2026-11-22T20:00:00Z","records":{%s}}`, BackupFormat, SchemaVersion, records)
	}
	f.Add(backup(`"notes/a":"{\"text\":\"a\"}","journal/j":"{\"log\":[{\"type\":\"x\"}]}"`), false)
	for _, sh := range damagedShapes {
		text := sh.text + sh.odd.Text
		q := strings.ReplaceAll(strings.ReplaceAll(text, `\`, `\\`), `"`, `\"`)
		f.Add(backup(`"journal/x":"`+q+`","notes/x":"`+q+`"`), true)
	}
	f.Add(backup(`"notes/a":"{\"text\":\"1\"}","notes/a":"{\"text\":\"2\"}"`), false)
	f.Add(backup(`"notes/a":"{\"text\":\"1\",\"text\":\"2\"}"`), false)
	f.Add(backup(`"zzz/a":"{}","nokey":"{}","meta/schema":"1","meta/import":"{}"`), true)
	f.Add(backup(`"notes/n":5,"notes/o":{"text":"x"},"notes/l":null,"notes/b":true`), false)
	f.Add(backup(`"notes/bad":"{\"text\":\"fixed\"}"`), true)
	f.Add(backup(`"notes/deep":"`+strings.Repeat("[", 200)+strings.Repeat("]", 200)+`"`), false)
	f.Add([]byte(`{"format":"lancemate-backup","schema":1,"records":{},"records":{}}`), false)
	f.Add([]byte(`{"format":"lancemate-backup","schema":"1","records":[]}`), false)
	f.Add([]byte(`{"format":"lancemate-backup","schema":1e999,"records":{}}`), false)
	f.Add([]byte(`{"format":"lancemate-backup","schema":1,"records":{"notes/a":"{}"}} trailing`), false)
	f.Add([]byte(`null`), false)
	f.Add([]byte{}, false)
	f.Fuzz(func(t *testing.T, data []byte, replace bool) {
		b := NewMemory()
		b.data[metaSchemaKey] = fmt.Sprint(SchemaVersion)
		b.data["notes/a"] = `{"text":"here"}`
		b.data["notes/bad"] = `{"text":`
		b.data["journal/crash"] = `{"log":[]}`
		b.PutNotText("notes/odd", Record{Text: "[not text: BigInt] 5n", NotText: "BigInt"})
		before := snapshot(b)
		s := mustOpen(t, b)
		mode := Merge
		if replace {
			mode = Replace
		}
		p, err := s.PlanImport(data, mode)
		if err != nil {
			if got := snapshot(b); !maps.Equal(got, before) {
				t.Fatalf("a refused file changed storage")
			}
			return
		}
		if err := s.ApplyImport(p); err != nil {
			t.Fatalf("applying %s: %v", p.Summary(), err)
		}
		s.Flush()
		after := snapshot(b)
		for _, r := range p.Refused {
			if after[r.Key] != before[r.Key] {
				t.Errorf("refused %s (%s) changed: %q", r.Key, r.Reason, after[r.Key].Text)
			}
		}
		for _, k := range []string{"notes/bad", "notes/odd", "journal/crash"} {
			if after[k] != before[k] {
				t.Errorf("damaged %s changed: %q", k, after[k].Text)
			}
		}
		for k := range after {
			if strings.HasPrefix(k, "meta/import") {
				t.Errorf("left behind: %s", k)
			}
		}
		fresh := mustOpen(t, b)
		damaged, err := fresh.DamagedAll()
		if err != nil {
			t.Fatal(err)
		}
		landed := map[string]bool{}
		for _, k := range p.Add {
			landed[k] = true
		}
		for _, k := range p.Change {
			landed[k] = true
		}
		for _, d := range damaged {
			if landed[d.Key] {
				t.Errorf("imported %s is damaged: %v", d.Key, d.Err)
			}
		}
	})
}
