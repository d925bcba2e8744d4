package site

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"lancemate/app/share"
)

func TestPatchManifest(t *testing.T) {
	p := filepath.Join(t.TempDir(), "manifest.webmanifest")
	orig := `{"name":"Lancemate","start_url":"/","icons":[{"src":"/web/icon-192.png"}]}`
	os.WriteFile(p, []byte(orig), 0o644)
	if err := patchManifest(p); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	var m struct {
		Name        string `json:"name"`
		StartURL    string `json:"start_url"`
		Icons       []any  `json:"icons"`
		ShareTarget struct {
			Action, Method, Enctype string
			Params                  struct {
				Files []struct {
					Name   string
					Accept []string
				}
			}
		} `json:"share_target"`
		FileHandlers []struct {
			Action string
			Accept map[string][]string
		} `json:"file_handlers"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if m.Name != "Lancemate" || m.StartURL != "/" || len(m.Icons) != 1 {
		t.Errorf("go-app's fields changed: %s", b)
	}
	st := m.ShareTarget
	if st.Action != share.ImportPath || st.Method != "POST" || st.Enctype != "multipart/form-data" || len(st.Params.Files) != 1 {
		t.Fatalf("share_target = %+v", st)
	}
	for _, ext := range []string{share.Extension, share.MIME, ".mtf", ".ssw"} {
		if !slices.Contains(st.Params.Files[0].Accept, ext) {
			t.Errorf("share_target does not accept %s", ext)
		}
	}
	if len(m.FileHandlers) != 1 || m.FileHandlers[0].Action != share.ImportPath {
		t.Fatalf("file_handlers = %+v", m.FileHandlers)
	}
	var exts []string
	for _, e := range m.FileHandlers[0].Accept {
		exts = append(exts, e...)
	}
	slices.Sort(exts)
	if !slices.Equal(exts, []string{share.Extension, ".mtf", ".ssw"}) {
		t.Errorf("file handlers take %v", exts)
	}
	if !slices.Contains(m.FileHandlers[0].Accept[share.MIME], share.Extension) {
		t.Errorf("%s is not handled as %s", share.Extension, share.MIME)
	}
	// A second patch would mean go-app writes the fields itself now.
	if err := patchManifest(p); err == nil {
		t.Error("patching twice was accepted")
	}
}
