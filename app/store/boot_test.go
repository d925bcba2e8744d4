package store

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// The page script that starts opening storage (web/boot.js) opens the
// database this package reads: same name, version and object store; run
// as the writer worker, it writes that object store, reads it for the
// page, and answers in the form the store reads.
func TestBootScriptMatchesStore(t *testing.T) {
	b, err := os.ReadFile("../../web/boot.js")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, want := range []string{
		`indexedDB.open("` + DBName + `", ` + strconv.Itoa(dbVersion) + `)`,
		`contains("` + objectStore + `")`, `createObjectStore("` + objectStore + `")`,
		// The writer worker (indexeddb.go handOff, answered).
		`self instanceof WorkerGlobalScope`,
		`db.transaction("` + objectStore + `", "readwrite", {durability: "relaxed"})`,
		`job.ops[i + 1] === null`, `seqs: jobs.map((j) => j.seq)`,
		// The early read (indexeddb.go earlyRange) covers what loadEager reads.
		earlyRanges(),
		// Reads (GetRange through lmRead, in the writer) hand over the
		// start of a text too long to be a record, as the Memory backend
		// and recordOf read it.
		`const maxRecord = ` + strconv.Itoa(MaxRecord>>20) + ` << 20, headChars = ` + strconv.Itoa(HeadChars) + `;`,
		`if (m.data.read) {`, `postMessage({read: id, result})`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("web/boot.js lacks %s", want)
		}
	}
}

// earlyRanges is web/boot.js's list of the ranges loadEager reads: from
// "" to the first lazy namespace, between them and the caches, and from
// after the last.
func earlyRanges() string {
	var parts []string
	lo := ""
	for _, p := range startSkips() {
		parts = append(parts, fmt.Sprintf("[%s, %s]", jsString(lo), jsString(p)))
		lo = prefixEnd(p)
	}
	parts = append(parts, fmt.Sprintf("[%s, %s]", jsString(lo), jsString("")))
	return "const ranges = [" + strings.Join(parts, ", ") + "];"
}

// jsString writes s as web/boot.js does: in double quotes, \uffff escaped.
func jsString(s string) string { return `"` + strings.ReplaceAll(s, "\uffff", `\uffff`) + `"` }
