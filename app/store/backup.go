package store

import (
	"encoding/json"
	"fmt"
	"slices"
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

// Export writes every record, exactly as stored, into a backup.
func (s *Store) Export(now time.Time) ([]byte, error) {
	s.mu.Lock()
	if err := s.ensure(""); err != nil {
		s.mu.Unlock()
		return nil, fmt.Errorf("writing backup: %w", err)
	}
	recs := make(map[string]string, len(s.records))
	for k, v := range s.records {
		if k != metaSchemaKey {
			recs[k] = v
		}
	}
	s.mu.Unlock()
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
	// Replace makes storage hold exactly the file's records.
	Replace
)

// ImportPlan is the preview of an import: which keys it adds, changes,
// leaves as they are and removes. Nothing is written until Apply.
type ImportPlan struct {
	Mode                      ImportMode
	Add, Change, Same, Remove []string
	records                   map[string]string
}

// Summary is a one-line description of the plan for the preview.
func (p ImportPlan) Summary() string {
	return fmt.Sprintf("%d new, %d changed, %d unchanged, %d removed", len(p.Add), len(p.Change), len(p.Same), len(p.Remove))
}

// PlanImport reads a backup file and works out what importing it in mode
// would change. Records from an older schema are upgraded first; a file from
// a newer Lancemate, or one that is not a backup, is refused with the reason.
func (s *Store) PlanImport(data []byte, mode ImportMode) (ImportPlan, error) {
	var b Backup
	if err := json.Unmarshal(data, &b); err != nil {
		return ImportPlan{}, fmt.Errorf("backup file is not readable JSON: %w", err)
	}
	if b.Format != BackupFormat {
		return ImportPlan{}, fmt.Errorf("not a Lancemate backup (format %q, want %q)", b.Format, BackupFormat)
	}
	if b.Schema < 1 || b.Schema > s.schema {
		return ImportPlan{}, fmt.Errorf("backup schema %d cannot be read by this Lancemate (it reads 1 to %d)", b.Schema, s.schema)
	}
	recs := make(map[string]string, len(b.Records))
	for k, raw := range b.Records {
		if err := checkKey(k); err != nil {
			return ImportPlan{}, fmt.Errorf("backup record: %w", err)
		}
		if json.Valid([]byte(raw)) {
			up, err := upgrade(s.migrations, b.Schema, s.schema, k, raw)
			if err != nil {
				return ImportPlan{}, fmt.Errorf("backup record: %w", err)
			}
			raw = up
		}
		recs[k] = raw
	}
	p := ImportPlan{Mode: mode, records: recs}
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.ensure(""); err != nil {
		return ImportPlan{}, fmt.Errorf("reading current records: %w", err)
	}
	for _, k := range sortedKeys(recs) {
		old, ok := s.records[k]
		switch {
		case !ok:
			p.Add = append(p.Add, k)
		case old != recs[k]:
			p.Change = append(p.Change, k)
		default:
			p.Same = append(p.Same, k)
		}
	}
	if mode == Replace {
		for _, k := range sortedKeys(s.records) {
			if _, ok := recs[k]; !ok && k != metaSchemaKey {
				p.Remove = append(p.Remove, k)
			}
		}
	}
	return p, nil
}

// ApplyImport carries out a plan made by PlanImport. Records it writes that
// were damaged are replaced by the file's text, because the user chose so.
func (s *Store) ApplyImport(p ImportPlan) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.readOnly != nil {
		return fmt.Errorf("importing: %w", s.readOnly)
	}
	for _, k := range slices.Concat(p.Add, p.Change) {
		raw := p.records[k]
		s.records[k] = raw
		delete(s.damaged, k)
		if !json.Valid([]byte(raw)) {
			s.damaged[k] = Damaged{Key: k, Raw: raw, Err: fmt.Errorf("not valid JSON (imported as it was in the backup)")}
		}
		s.enqueue(Change{Key: k, Value: raw})
	}
	for _, k := range p.Remove {
		delete(s.records, k)
		delete(s.damaged, k)
		s.enqueue(Change{Key: k, Delete: true})
	}
	return nil
}
