package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
)

// BackupFormat names Lancemate's backup files.
const BackupFormat = "lancemate-backup"

// Backup is the one-file export of everything stored: every record's raw
// text (damaged ones included), keyed by storage key.
type Backup struct {
	Format   string            `json:"format"`
	Schema   int               `json:"schema"`
	Exported time.Time         `json:"exported"`
	Records  map[string]string `json:"records"`
}

// Export writes every record, exactly as stored, into a backup: damaged
// ones too, a value that is not text as its rendering (bytes in base64).
// It reads the lazy namespaces first, so call it off the UI goroutine.
func (s *Store) Export(now time.Time) ([]byte, error) {
	s.mu.Lock()
	if err := s.ensure(""); err != nil {
		s.mu.Unlock()
		return nil, fmt.Errorf("writing backup: %w", err)
	}
	recs := make(map[string]string, len(s.records))
	var cut []string
	for k, v := range s.records {
		if !strings.HasPrefix(k, "meta/") {
			recs[k] = v
		}
		if d, bad := s.damaged[k]; bad && d.Cut() {
			cut = append(cut, k)
		}
	}
	s.mu.Unlock()
	for _, k := range cut { // read whole only now, one at a time
		text, err := s.Whole(k)
		if err != nil {
			return nil, fmt.Errorf("writing backup: %w", err)
		}
		recs[k] = text
	}
	b, err := json.MarshalIndent(Backup{Format: BackupFormat, Schema: s.schema, Exported: now.UTC(), Records: recs}, "", " ")
	if err != nil {
		return nil, fmt.Errorf("writing backup: %w", err)
	}
	return b, nil
}

// ImportMode says what an import does with records the file does not hold.
type ImportMode int

// Import modes.
const (
	// Merge adds and updates the file's records and keeps all others.
	Merge ImportMode = iota
	// Replace makes storage hold exactly the file's records (but damaged
	// records, which only Discard removes, and records whose copy in the
	// file is refused).
	Replace
)

// ImportPlan is the preview of an import: which keys it adds, changes,
// leaves as they are and removes, and which records of the file it
// refuses and why. Nothing is written until it is applied.
type ImportPlan struct {
	Mode                      ImportMode
	Add, Change, Same, Remove []string
	// Refused lists the file's records that will not be imported, with the
	// reason, in key order.
	Refused []Refusal
	// Kept lists, in Replace mode, damaged records on this device that the
	// file does not hold: they stay (only Discard removes them).
	Kept    []string
	records map[string]string
}

// Refusal is a record of a backup file that an import leaves out.
type Refusal struct {
	Key    string
	Reason string
}

// Summary is a one-line description of the plan for the preview.
func (p ImportPlan) Summary() string {
	s := fmt.Sprintf("%d new, %d changed, %d unchanged, %d removed", len(p.Add), len(p.Change), len(p.Same), len(p.Remove))
	if len(p.Refused) > 0 {
		s += fmt.Sprintf(", %d refused", len(p.Refused))
	}
	if len(p.Kept) > 0 {
		s += fmt.Sprintf(", %d damaged kept", len(p.Kept))
	}
	return s
}

// fileRecord is one entry of a backup's records, as read.
type fileRecord struct {
	key string
	raw json.RawMessage // the JSON value: a string for a record's text
}

// readBackup reads a backup file, keeping its records in file order and
// refusing a file whose top-level fields appear twice.
func readBackup(data []byte) (format string, schema int, recs []fileRecord, err error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return "", 0, nil, errors.New("backup file is not readable JSON: it is not a JSON object")
	}
	seen := map[string]bool{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return "", 0, nil, fmt.Errorf("backup file is not readable JSON: %w", err)
		}
		name, _ := t.(string)
		if seen[name] {
			return "", 0, nil, fmt.Errorf("backup file holds %q twice, so it is not clear which to use", name)
		}
		seen[name] = true
		switch name {
		case "format":
			err = dec.Decode(&format)
		case "schema":
			err = dec.Decode(&schema)
		case "records":
			recs, err = readRecords(dec)
		default:
			var skip json.RawMessage
			err = dec.Decode(&skip)
		}
		if err != nil {
			return "", 0, nil, fmt.Errorf("backup file is not readable JSON (%s): %w", name, err)
		}
	}
	if _, err := dec.Token(); err != nil {
		return "", 0, nil, fmt.Errorf("backup file is not readable JSON: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return "", 0, nil, errors.New("backup file is not readable JSON: data after the backup")
	}
	if format == BackupFormat && !seen["records"] {
		return "", 0, nil, errors.New("backup file holds no records")
	}
	return format, schema, recs, nil
}

func readRecords(dec *json.Decoder) ([]fileRecord, error) {
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		if err == nil {
			err = errors.New("not an object")
		}
		return nil, err
	}
	var recs []fileRecord
	var pace pacer // a 60 MB backup is tens of thousands of records
	for dec.More() {
		pace.pace()
		t, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		key, _ := t.(string)
		recs = append(recs, fileRecord{key: key, raw: raw})
	}
	_, err := dec.Token() // '}'
	return recs, err
}

// PlanImport reads a backup file and works out what importing it in mode
// would change. Each record is checked as it would be at start-up —
// readable JSON, no name twice in one object, an upgrade from the file's
// schema, the namespace's validator — and refused, with the reason, if it
// would be damaged or would crash a page; so are records under unknown
// namespaces, keys the file holds twice, and records whose copy on this
// device is damaged. A file from a newer Lancemate, or one that is not a
// backup, is refused as a whole. PlanImport yields to the page as it goes;
// call it off the UI goroutine.
func (s *Store) PlanImport(data []byte, mode ImportMode) (ImportPlan, error) {
	format, schema, file, err := readBackup(data)
	if err != nil {
		return ImportPlan{}, err
	}
	if format != BackupFormat {
		return ImportPlan{}, fmt.Errorf("not a Lancemate backup (format %q, want %q)", format, BackupFormat)
	}
	if schema < 1 || schema > s.schema {
		return ImportPlan{}, fmt.Errorf("backup schema %d cannot be read by this Lancemate (it reads 1 to %d)", schema, s.schema)
	}
	p := ImportPlan{Mode: mode, records: make(map[string]string, len(file))}
	count := make(map[string]int, len(file))
	for _, r := range file {
		count[r.key]++
	}
	refused := map[string]string{}
	var pace pacer
	for _, r := range file {
		if count[r.key] > 1 {
			refused[r.key] = fmt.Sprintf("the file holds this key %d times, so it is not clear which to use", count[r.key])
			continue
		}
		raw, why := s.checkFileRecord(r, schema)
		if why != "" {
			refused[r.key] = why
		} else {
			p.records[r.key] = raw
		}
		pace.pace()
	}
	if err := s.compare(&p, refused); err != nil {
		return ImportPlan{}, err
	}
	keys := make([]string, 0, len(refused))
	for k := range refused {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		p.Refused = append(p.Refused, Refusal{Key: k, Reason: refused[k]})
	}
	return p, nil
}

// checkFileRecord returns the text a backup record would be stored with,
// upgraded to this schema, or why it is refused.
func (s *Store) checkFileRecord(r fileRecord, schema int) (raw, refused string) {
	switch err := checkKey(r.key); {
	case strings.HasPrefix(r.key, "meta/"):
		return "", "Lancemate's own bookkeeping, never imported"
	case err != nil:
		return "", "not a key Lancemate uses"
	case !knownNamespace(r.key):
		ns, _, _ := strings.Cut(r.key, "/")
		return "", fmt.Sprintf("unknown kind of record (%q); this Lancemate would not use it", ns+"/")
	}
	if why, own := ownToDevice(r.key); own {
		return "", why
	}
	if err := json.Unmarshal(r.raw, &raw); err != nil {
		return "", fmt.Sprintf("the file holds %s here, not a record's text", jsonKind(r.raw))
	}
	switch {
	case strings.HasPrefix(raw, NotTextPrefix):
		return "", "a value that was not text when it was exported; it is kept in the file"
	case len(raw) > MaxRecord:
		return "", "damaged: " + ErrTooLarge.Error()
	case !json.Valid([]byte(raw)):
		return "", "damaged: not valid JSON"
	}
	if path, dup := duplicateName([]byte(raw)); dup {
		return "", fmt.Sprintf("damaged: %s appears twice, so it is not clear which to use", strings.TrimPrefix(path, "."))
	}
	up, err := upgrade(s.migrations, schema, s.schema, r.key, raw)
	if err != nil {
		return "", "damaged: " + err.Error()
	}
	if err := checkRecord(r.key, up); err != nil {
		var crash *CrashError
		if errors.As(err, &crash) {
			return "", err.Error()
		}
		return "", "damaged: " + err.Error()
	}
	return up, ""
}

// compare fills in what the accepted records would add, change, leave or
// remove. The records on this device the plan would change or remove are
// checked first: a damaged one is never touched.
func (s *Store) compare(p *ImportPlan, refused map[string]string) error {
	s.mu.Lock()
	err := s.ensure("")
	s.mu.Unlock()
	if err != nil {
		return fmt.Errorf("reading current records: %w", err)
	}
	var touched []string
	s.mu.Lock()
	for k := range s.records {
		if _, inFile := p.records[k]; inFile || (p.Mode == Replace && refused[k] == "") {
			touched = append(touched, k)
		}
	}
	s.mu.Unlock()
	sort.Strings(touched)
	s.validate(touched)
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, k := range sortedKeys(p.records) {
		old, ok := s.records[k]
		_, bad := s.damaged[k]
		switch {
		case bad:
			refused[k] = "the record on this device is damaged; export or discard it in Settings first"
			delete(p.records, k)
		case !ok:
			p.Add = append(p.Add, k)
		case old != p.records[k]:
			p.Change = append(p.Change, k)
		default:
			p.Same = append(p.Same, k)
		}
	}
	if p.Mode == Replace {
		for _, k := range sortedKeys(s.records) {
			_, inFile := p.records[k]
			_, bad := s.damaged[k]
			_, own := ownToDevice(k)
			switch {
			case inFile || refused[k] != "" || strings.HasPrefix(k, "meta/") || own:
			case bad:
				p.Kept = append(p.Kept, k)
			default:
				p.Remove = append(p.Remove, k)
			}
		}
	}
	return nil
}
