package e2e

import (
	"encoding/json"
	"maps"
	"os"
	"testing"

	"lancemate/app/store"
)

func readRecords(t *testing.T, path string) map[string]string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var backup store.Backup
	if err := json.Unmarshal(b, &backup); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return backup.Records
}

func mapsEqual(a, b map[string]string) bool { return maps.Equal(a, b) }
