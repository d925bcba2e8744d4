package store

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// The page script that starts opening storage (web/boot.js) opens the
// database this package reads: same name, version and object store.
func TestBootScriptMatchesStore(t *testing.T) {
	b, err := os.ReadFile("../../web/boot.js")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, want := range []string{
		`indexedDB.open("` + DBName + `", ` + strconv.Itoa(dbVersion) + `)`,
		`contains("` + objectStore + `")`, `createObjectStore("` + objectStore + `")`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("web/boot.js lacks %s", want)
		}
	}
}
