package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// SchemaVersion is the version of the record layout this build writes.
// Raise it together with a Migration from the previous version.
const SchemaVersion = 1

// metaSchemaKey holds the schema version the stored records were written in.
const metaSchemaKey = "meta/schema"

// Namespaces of keys. A key is a namespace followed by an id.
const (
	NSSettings = "settings/"
	NSDiceLog  = "dice/log/"
	NSDesigns  = "designs/"
	// NSGames holds games in play, one record per game: its event log
	// (engine/game Log JSON). It is read at start (not lazily): there is
	// normally one game of a few kilobytes per 'Mech.
	NSGames = "games/"
	// The journals (engine/journal logs with their redo lists), one record
	// each, read at start like games: Solaris 7 figure sets and matches
	// (NSDials), Solaris 7 stable ledgers (NSStable), Solaris Melee
	// Challenge events (NSLedger) and Meks card-game campaigns (NSMeks).
	NSDials  = "dials/"
	NSStable = "stable/"
	NSLedger = "ledger/"
	NSMeks   = "meks/"
)

// LazyNamespaces are read from the backend only when first used, so that
// thousands of imported designs do not slow every start of the app. An
// upgrade to a new schema reads (and migrates) them all at once.
var LazyNamespaces = []string{NSDesigns}

// Migration upgrades one record written under schema From to From+1. It
// returns the record's new text; an error marks the record damaged (it is
// then kept as it was, never dropped).
type Migration struct {
	From  int
	Apply func(key, raw string) (string, error)
}

// migrations lists the upgrades from every older schema, in order. Schema 1
// is the first, so there are none yet.
var migrations []Migration

// Damaged is a stored record that could not be read. Its raw text is kept
// untouched in storage until the user exports or discards it.
type Damaged struct {
	Key string
	Raw string
	Err error
}

// ErrDamaged is returned (wrapped) when code tries to overwrite a damaged
// record: the user must export or discard it first.
var ErrDamaged = errors.New("record is damaged")

// Validator is implemented by saved values that can check themselves; Load
// treats a value that fails validation as damaged.
type Validator interface {
	Validate() error
}

// Store is the typed, namespaced view of a Backend. Reads come from an
// in-memory copy loaded at Open; writes update that copy at once and go to
// the backend in order on a background writer, so a tap never waits for
// storage and a killed tab loses at most the write in flight.
type Store struct {
	b          Backend
	schema     int
	migrations []Migration

	mu       sync.Mutex
	records  map[string]string
	damaged  map[string]Damaged
	lazy     map[string]bool // lazy namespace → loaded yet
	readOnly error

	queue     chan Change
	pending   sync.WaitGroup
	unwritten atomic.Int64 // the writes pending counts, readable without waiting
	onError   func(error)
}

// Open loads every record from b, upgrades records written by an older
// schema, and starts the writer. onError receives write failures (nil to
// ignore); it runs on the writer goroutine.
func Open(b Backend, onError func(error)) (*Store, error) {
	return open(b, SchemaVersion, migrations, onError)
}

func open(b Backend, schema int, migs []Migration, onError func(error)) (*Store, error) {
	meta, err := b.GetRange("meta/", prefixEnd("meta/"))
	if err != nil {
		return nil, fmt.Errorf("reading browser storage: %w", err)
	}
	s := &Store{
		b: b, schema: schema, migrations: migs,
		records: map[string]string{}, damaged: map[string]Damaged{},
		lazy: map[string]bool{}, queue: make(chan Change, 1024), onError: onError,
	}
	go s.writer()
	stored := schema
	rec, hasSchema := meta[metaSchemaKey]
	if hasSchema {
		raw := rec.Text
		if stored, err = strconv.Atoi(raw); err != nil || rec.NotText != "" {
			s.readOnly = fmt.Errorf("stored schema version %q is not a number; nothing will be written until it is repaired", raw)
			s.records[metaSchemaKey] = raw
			s.damaged[metaSchemaKey] = Damaged{Key: metaSchemaKey, Raw: raw, Err: s.readOnly}
			return s, s.loadRange("", "")
		}
	}
	if stored > schema {
		s.readOnly = fmt.Errorf("the saved data was written by a newer Lancemate (schema %d, this one reads %d): it is shown read-only so nothing is lost; update the app", stored, schema)
	}
	if stored < schema {
		// An upgrade reads and migrates everything at once.
		if err := s.loadRange("", ""); err != nil {
			return nil, err
		}
		if s.readOnly == nil {
			s.migrate(stored)
		}
	} else if err := s.loadEager(); err != nil {
		return nil, err
	}
	if !hasSchema || stored < schema {
		s.enqueue(Change{Key: metaSchemaKey, Value: strconv.Itoa(schema)})
	}
	return s, nil
}

// loadEager reads every record outside the lazy namespaces, which are
// marked as not loaded yet.
func (s *Store) loadEager() error {
	lo := ""
	for _, p := range LazyNamespaces {
		if err := s.loadRange(lo, p); err != nil {
			return err
		}
		s.lazy[p] = false
		lo = prefixEnd(p)
	}
	return s.loadRange(lo, "")
}

// loadRange reads records from the backend into memory; text that is not
// JSON is marked damaged (and kept).
func (s *Store) loadRange(lo, hi string) error {
	recs, err := s.b.GetRange(lo, hi)
	if err != nil {
		return fmt.Errorf("reading browser storage: %w", err)
	}
	for k, r := range recs {
		s.records[k] = r.Text
		switch {
		case k == metaSchemaKey:
		case r.NotText != "":
			s.damaged[k] = Damaged{Key: k, Raw: r.Text, Err: fmt.Errorf("the stored value is %s, not text (Lancemate did not write it)", article(r.NotText))}
		case !json.Valid([]byte(r.Text)):
			s.damaged[k] = Damaged{Key: k, Raw: r.Text, Err: errors.New("not valid JSON")}
		}
	}
	return nil
}

// ensure loads the lazy namespaces that hold keys under prefix ("" for
// all); called with s.mu held. A read failure is reported through onError
// and the namespace stays unloaded, so nothing is overwritten blindly.
func (s *Store) ensure(prefix string) error {
	for _, p := range LazyNamespaces {
		if loaded, lazy := s.lazy[p]; !lazy || loaded {
			continue
		}
		if strings.HasPrefix(prefix, p) || strings.HasPrefix(p, prefix) {
			if err := s.loadRange(p, prefixEnd(p)); err != nil {
				return err
			}
			s.lazy[p] = true
		}
	}
	return nil
}

// migrate upgrades every readable record from schema from to s.schema.
func (s *Store) migrate(from int) {
	for _, k := range sortedKeys(s.records) {
		if k == metaSchemaKey {
			continue
		}
		if _, bad := s.damaged[k]; bad {
			continue
		}
		raw, err := upgrade(s.migrations, from, s.schema, k, s.records[k])
		if err != nil {
			s.damaged[k] = Damaged{Key: k, Raw: s.records[k], Err: err}
			continue
		}
		if raw != s.records[k] {
			s.records[k] = raw
			s.enqueue(Change{Key: k, Value: raw})
		}
	}
}

func upgrade(migs []Migration, from, to int, key, raw string) (string, error) {
	for v := from; v < to; v++ {
		found := false
		for _, m := range migs {
			if m.From == v {
				out, err := m.Apply(key, raw)
				if err != nil {
					return "", fmt.Errorf("upgrading %s from schema %d: %w", key, v, err)
				}
				raw, found = out, true
			}
		}
		if !found {
			return "", fmt.Errorf("no upgrade of %s from schema %d", key, v)
		}
	}
	return raw, nil
}

func (s *Store) enqueue(w Change) {
	s.pending.Add(1)
	s.unwritten.Add(1)
	s.queue <- w
}

// maxBatch bounds how many queued changes go into one transaction.
const maxBatch = 500

// writer sends queued changes to the backend in order, as many as are
// waiting (up to maxBatch) in one transaction, so a burst such as an import
// of hundreds of designs reaches storage in a few commits.
func (s *Store) writer() {
	for w := range s.queue {
		batch := []Change{w}
	more:
		for len(batch) < maxBatch {
			select {
			case w, ok := <-s.queue:
				if !ok {
					break more
				}
				batch = append(batch, w)
			default:
				break more
			}
		}
		if err := s.b.Write(batch); err != nil && s.onError != nil {
			s.onError(fmt.Errorf("saving %s: %w", describe(batch), err))
		}
		s.unwritten.Add(-int64(len(batch)))
		s.pending.Add(-len(batch))
	}
}

func describe(batch []Change) string {
	if len(batch) == 1 {
		return batch[0].Key
	}
	return fmt.Sprintf("%d records (%s …)", len(batch), batch[0].Key)
}

// Flush waits until every write issued so far has reached the backend.
func (s *Store) Flush() { s.pending.Wait() }

// Pending is the number of writes issued that have not reached the
// backend yet.
func (s *Store) Pending() int { return int(s.unwritten.Load()) }

// ReadOnly reports why the store refuses writes, or nil.
func (s *Store) ReadOnly() error { return s.readOnly }

// Save marshals v as JSON and stores it under key.
func (s *Store) Save(key string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("saving %s: %w", key, err)
	}
	return s.put(key, string(b))
}

// SaveJSON stores text that is already JSON (joined from json.Marshal's
// output) as it is, without the copies and the check json.Marshal would
// make of it again: a game's log is saved after every tap and grows with
// the game. Text that is not JSON is not refused here; like any record
// that does not parse, it is reported and kept raw when it is read.
func (s *Store) SaveJSON(key, raw string) error {
	return s.put(key, raw)
}

func (s *Store) put(key, raw string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.readOnly != nil {
		return fmt.Errorf("saving %s: %w", key, s.readOnly)
	}
	if err := s.ensure(key); err != nil {
		return fmt.Errorf("saving %s: %w", key, err)
	}
	if _, bad := s.damaged[key]; bad {
		return fmt.Errorf("saving %s: %w; export or discard it in Settings first", key, ErrDamaged)
	}
	s.records[key] = raw
	s.enqueue(Change{Key: key, Value: raw})
	return nil
}

func checkKey(key string) error {
	if key == "" || key == metaSchemaKey || !strings.Contains(key, "/") {
		return fmt.Errorf("invalid storage key %q", key)
	}
	return nil
}

// Load decodes the record at key into v. found is false when there is no
// such record. A record that cannot be decoded or fails its own Validate is
// recorded as damaged and reported as an error; its text is kept.
func (s *Store) Load(key string, v any) (found bool, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.ensure(key); err != nil {
		return false, fmt.Errorf("loading %s: %w", key, err)
	}
	raw, ok := s.records[key]
	if !ok {
		return false, nil
	}
	if d, bad := s.damaged[key]; bad {
		return true, fmt.Errorf("%s: %w: %v", key, ErrDamaged, d.Err)
	}
	if err := decode(raw, v); err != nil {
		s.damaged[key] = Damaged{Key: key, Raw: raw, Err: err}
		return true, fmt.Errorf("%s: %w: %v", key, ErrDamaged, err)
	}
	return true, nil
}

func decode(raw string, v any) error {
	if err := json.Unmarshal([]byte(raw), v); err != nil {
		return err
	}
	if val, ok := v.(Validator); ok {
		return val.Validate()
	}
	return nil
}

// LoadAll decodes every readable record under prefix with decodeOne, in key
// order. Records that fail are marked damaged and skipped; the number of
// damaged records under prefix is returned so the caller can say so. err
// reports a failure to read storage at all.
func LoadAll[T any](s *Store, prefix string) (items []T, damaged int, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.ensure(prefix); err != nil {
		return nil, 0, fmt.Errorf("loading %s: %w", prefix, err)
	}
	for _, k := range sortedKeys(s.records) {
		if !strings.HasPrefix(k, prefix) {
			continue
		}
		if _, bad := s.damaged[k]; bad {
			damaged++
			continue
		}
		var v T
		if err := decode(s.records[k], &v); err != nil {
			s.damaged[k] = Damaged{Key: k, Raw: s.records[k], Err: err}
			damaged++
			continue
		}
		items = append(items, v)
	}
	return items, damaged, nil
}

// Delete removes the record at key. Damaged records are removed only
// through Discard.
func (s *Store) Delete(key string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.readOnly != nil {
		return fmt.Errorf("deleting %s: %w", key, s.readOnly)
	}
	if err := s.ensure(key); err != nil {
		return fmt.Errorf("deleting %s: %w", key, err)
	}
	if _, bad := s.damaged[key]; bad {
		return fmt.Errorf("deleting %s: %w; discard it explicitly", key, ErrDamaged)
	}
	if _, ok := s.records[key]; ok {
		delete(s.records, key)
		s.enqueue(Change{Key: key, Delete: true})
	}
	return nil
}

// LoadEverything reads the lazy namespaces too, so that Damaged covers
// every record.
func (s *Store) LoadEverything() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ensure("")
}

// Damaged lists the records that could not be read, in key order (of the
// namespaces loaded so far; see LoadEverything).
func (s *Store) Damaged() []Damaged {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Damaged, 0, len(s.damaged))
	for _, k := range sortedKeys(s.records) {
		if d, ok := s.damaged[k]; ok {
			out = append(out, d)
		}
	}
	return out
}

// Discard deletes a damaged record after the user has chosen to; its text
// should have been exported first (the UI offers that).
func (s *Store) Discard(key string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, bad := s.damaged[key]; !bad {
		return fmt.Errorf("discarding %s: it is not damaged", key)
	}
	if s.readOnly != nil && key != metaSchemaKey {
		return fmt.Errorf("discarding %s: %w", key, s.readOnly)
	}
	delete(s.damaged, key)
	delete(s.records, key)
	s.enqueue(Change{Key: key, Delete: true})
	return nil
}

// Has reports whether a record (healthy or damaged) is stored at key.
func (s *Store) Has(key string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ensure(key) != nil {
		return false
	}
	_, ok := s.records[key]
	return ok
}

// Count is the number of records (damaged included) under prefix.
func (s *Store) Count(prefix string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ensure(prefix) != nil {
		return 0
	}
	n := 0
	for k := range s.records {
		if strings.HasPrefix(k, prefix) && k != metaSchemaKey {
			n++
		}
	}
	return n
}

// Keys lists the keys (of healthy and damaged records) under prefix, in
// key order.
func (s *Store) Keys(prefix string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ensure(prefix) != nil {
		return nil
	}
	var out []string
	for _, k := range sortedKeys(s.records) {
		if strings.HasPrefix(k, prefix) && k != metaSchemaKey {
			out = append(out, k)
		}
	}
	return out
}

// article puts "a" or "an" before a kind of value: "a BigInt", "an
// ArrayBuffer"; "null" and "undefined" stand alone.
func article(kind string) string {
	switch {
	case kind == "":
		return "a value"
	case kind == "null" || kind == "undefined":
		return kind
	case strings.ContainsRune("AEIOUaeiou", rune(kind[0])):
		return "an " + kind
	}
	return "a " + kind
}
