package store

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// The page script that starts opening storage (web/boot.js) opens the
// database this package reads: same name, version and object store; run
// as the writer worker, it writes that object store and answers in the
// form the store reads.
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
	} {
		if !strings.Contains(s, want) {
			t.Errorf("web/boot.js lacks %s", want)
		}
	}
}
