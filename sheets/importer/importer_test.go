package importer

import (
	"strings"
	"testing"

	"lancemate/sheets/design"
	"lancemate/sheets/library"
)

// TestImportKinds: a built-in design exported as JSON comes back by file
// name and as pasted text; other data is refused with the file's name.
func TestImportKinds(t *testing.T) {
	d, ok := library.Get("atlas-as7-d")
	if !ok {
		t.Fatal("no built-in Atlas AS7-D")
	}
	b, err := design.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"atlas.json", "pasted text"} {
		ds, err := Import(name, b)
		if err != nil || len(ds) != 1 || ds[0].Name() != "Atlas AS7-D" {
			t.Errorf("Import(%q) = %v, %v", name, ds, err)
		}
	}
	tests := []struct{ name, data, want string }{
		{"notes.txt", "just some notes", "notes.txt: not a .mtf, .ssw or Lancemate design file"},
		{"pasted text", "chassis:X\nConfig:LAM\n", "pasted text: line 2: not supported yet: land-air"},
		{"x.ssw", "<mech", "x.ssw: "},
		{"x.json", "{}", `x.json: format: "" is not "lancemate-mech"`},
	}
	for _, tc := range tests {
		if _, err := Import(tc.name, []byte(tc.data)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Import(%q) error %v, want %q", tc.name, err, tc.want)
		}
	}
}
