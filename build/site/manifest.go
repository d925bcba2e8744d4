package site

import (
	"encoding/json"
	"fmt"
	"os"
)

// go-app writes manifest.webmanifest without the fields that make the
// installed app receive files; patchManifest adds them after generation:
//
//   - share_target: a file shared from the phone's share sheet (nearby
//     share, another app) is POSTed to /import as multipart form data; the
//     service worker (app/worker.js) answers it offline and hands the
//     files to the import page.
//   - file_handlers: .lancemate, .mtf and .ssw files opened from the
//     phone's files app open the import page (its launch queue).
//
// Both name the import page (app/share ImportPath), which the site
// precaches like every page.
const importAction = "/import"

// shareAccept are the files the share target takes: Lancemate's own
// (some phones hand them over as a generic type) and unit files.
var shareAccept = []string{".lancemate", "application/vnd.lancemate+gzip", "application/gzip", "application/octet-stream", ".mtf", ".ssw", "text/plain", "application/xml"}

// manifestAdditions are the fields patchManifest adds.
func manifestAdditions() map[string]any {
	return map[string]any{
		"share_target": map[string]any{
			"action":  importAction,
			"method":  "POST",
			"enctype": "multipart/form-data",
			"params": map[string]any{
				"title": "title",
				"text":  "text",
				"url":   "url",
				"files": []any{map[string]any{"name": "file", "accept": shareAccept}},
			},
		},
		"file_handlers": []any{map[string]any{
			"action": importAction,
			"accept": map[string][]string{
				"application/vnd.lancemate+gzip": {".lancemate"},
				"text/plain":                     {".mtf"},
				"application/xml":                {".ssw"},
			},
		}},
	}
}

// patchManifest adds the share target and the file handlers to the
// manifest go-app wrote, keeping every field it has; a field already
// there is an error (go-app learnt to write it: check the two agree).
func patchManifest(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	for k, v := range manifestAdditions() {
		if _, ok := m[k]; ok {
			return fmt.Errorf("%s: go-app already writes %q; check it against build/site's", path, k)
		}
		raw, err := json.Marshal(v)
		if err != nil {
			return err
		}
		m[k] = raw
	}
	out, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return os.WriteFile(path, out, 0o644)
}
