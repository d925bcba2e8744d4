package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
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
	// Size, when more than len(Raw), is the length of the whole text,
	// of which Raw is only the start: a text too long to be a record
	// (MaxRecord), which is read whole only on demand (Store.Whole) and
	// in Export.
	Size int
}

// Cut reports whether Raw is only the start of the record's text.
func (d Damaged) Cut() bool { return d.Size > len(d.Raw) }

// MaxRecord is the most text a record may hold, in bytes. Lancemate's
// largest records, a game's or a journal's log, are tens of kilobytes (a
// long game adds ~100 bytes an event): 4 MB is tens of thousands of
// events. A larger record is not read as a record at all — it is listed as
// damaged with its text kept — because checking it would hold the page for
// seconds (issue 35: nine of 8 MB froze Settings for half a minute); the
// app never writes one (put refuses it), and an import refuses one.
const MaxRecord = 4 << 20

// ErrTooLarge is why a record over MaxRecord is damaged or refused.
// Made without fmt, which the app's start need not load for it.
var ErrTooLarge = errors.New("more text than a Lancemate record holds (at most " + strconv.Itoa(MaxRecord>>20) + " MB)")

// The reasons the store opens read-only (ReadOnly wraps one): data
// written by a newer Lancemate, or a schema version that is not one.
var (
	ErrNewerData     = errors.New("the saved data was written by a newer Lancemate")
	ErrSchemaDamaged = errors.New("the saved data's version is damaged")
)

// ErrDamaged is returned (wrapped) when code tries to overwrite a damaged
// record: the user must export or discard it first.
var ErrDamaged = errors.New("record is damaged")

// Validator is implemented by saved values that can check themselves; Load
// treats a value that fails validation as damaged.
type Validator interface {
	Validate() error
}

// Store is the typed, namespaced view of a Backend. Reads come from an
// in-memory copy loaded at Open (lazy namespaces on first use); a write
// updates that copy at once and is handed to the backend in the same call
// (or, in a browser without the writer worker, right after the next
// paint: write.go).
//
// s.mu is never held while waiting for the browser or while a validator
// runs: a tap's Save, made inside a JavaScript callback, must never wait
// for a goroutine that waits for the browser.
type Store struct {
	b          Backend
	schema     int
	migrations []Migration

	mu        sync.Mutex
	records   map[string]string
	damaged   map[string]Damaged
	checked   map[string]bool // passed the namespace's validator, or written by the app
	lazy      map[string]*lazyNS
	readOnly  error
	badMeta   bool // readOnly because meta/schema is damaged
	importing bool
	dirty     map[string]struct{} // changed in memory, to be written after the next paint
	flushDue  bool                // afterPaint is scheduled
	holding   int                 // Batch calls running: changes wait for the last to end

	pending   sync.WaitGroup
	dirtyN    atomic.Int64 // len(dirty), readable without the lock
	unwritten atomic.Int64 // changes started but not yet stored
	painting  atomic.Int64 // AfterPaint work not yet run
	onError   func(error)
}

// lazyNS is the loading state of a lazy namespace.
type lazyNS struct {
	loaded  bool
	loading chan struct{} // closed when a read in progress ends
}

// Open loads every record from b (but the lazy namespaces), upgrades
// records written by an older schema and undoes an import that a closed
// tab left half done. onError receives write failures (nil to ignore); it
// runs on a goroutine of its own. Records are checked against their
// validators on first use; call ValidateLoaded in the background to check
// them all.
func Open(b Backend, onError func(error)) (*Store, error) {
	return open(b, SchemaVersion, migrations, onError)
}

func open(b Backend, schema int, migs []Migration, onError func(error)) (*Store, error) {
	meta, err := b.GetRange("meta/", cachePrefix)
	if err != nil {
		return nil, fmt.Errorf("reading browser storage: %w", err)
	}
	s := &Store{
		b: b, schema: schema, migrations: migs,
		records: map[string]string{}, damaged: map[string]Damaged{}, checked: map[string]bool{},
		lazy: map[string]*lazyNS{}, dirty: map[string]struct{}{}, onError: onError,
	}
	stored := schema
	rec, hasSchema := meta[metaSchemaKey]
	if hasSchema {
		stored, err = strconv.Atoi(rec.Text)
		if err != nil || rec.NotText != "" || stored < 1 {
			s.readOnly = fmt.Errorf("%w: the stored schema version %q is not a version number, so nothing is written until you decide: discard it under Settings → Damaged records to keep using the data as it is", ErrSchemaDamaged, rec.Text)
			s.badMeta = true
			s.records[metaSchemaKey] = rec.Text
			s.damaged[metaSchemaKey] = Damaged{Key: metaSchemaKey, Raw: rec.Text, Err: errors.New("the schema version is not a number")}
			return s, s.loadRange("", "")
		}
	}
	full := false // everything read already
	if stored > schema {
		s.readOnly = fmt.Errorf("%w (schema %d, this one reads %d): it is shown read-only so nothing is lost; update the app", ErrNewerData, stored, schema)
	} else if _, ok := meta[importKey]; ok {
		if err := s.loadRange("", ""); err != nil {
			return nil, err
		}
		full = true
		s.recoverImport(meta)
	}
	if stored < schema {
		// An upgrade reads and migrates everything at once.
		if !full {
			if err := s.loadRange("", ""); err != nil {
				return nil, err
			}
		}
		if s.readOnly == nil {
			s.migrate(stored)
		}
	} else if !full {
		if err := s.loadEager(); err != nil {
			return nil, err
		}
	}
	if !hasSchema || stored < schema {
		s.mu.Lock()
		s.start([]Change{{Key: metaSchemaKey, Value: strconv.Itoa(schema)}}, nil)
		s.mu.Unlock()
	}
	return s, nil
}

// loadEager reads every record outside the lazy namespaces, which are
// marked as not loaded yet, and the caches.
func (s *Store) loadEager() error {
	lo := ""
	for _, p := range startSkips() {
		if err := s.loadRange(lo, p); err != nil {
			return err
		}
		lo = prefixEnd(p)
	}
	for _, p := range LazyNamespaces {
		s.lazy[p] = &lazyNS{}
	}
	return s.loadRange(lo, "")
}

// loadRange reads records from the backend into memory (see merge).
func (s *Store) loadRange(lo, hi string) error {
	recs, err := s.b.GetRange(lo, hi)
	if err != nil {
		return fmt.Errorf("reading browser storage: %w", err)
	}
	s.merge(recs)
	return nil
}

// merge adds records read from the backend; a record already in memory is
// kept as it is. Values that are not text and text that is not JSON (but
// what readLater leaves for later) are marked damaged (and kept). The
// store's own records under meta/ are not the app's and are left out.
// Called with s.mu held (or before the store is shared).
func (s *Store) merge(recs map[string]Record) {
	for k, r := range recs {
		if _, have := s.records[k]; have || strings.HasPrefix(k, "meta/") {
			continue
		}
		s.records[k] = r.Text
		switch {
		case r.NotText != "":
			s.damaged[k] = Damaged{Key: k, Raw: r.Text, Err: fmt.Errorf("the stored value is %s, not text (Lancemate did not write it)", article(r.NotText))}
		case r.Size > 0:
			s.damaged[k] = Damaged{Key: k, Raw: r.Text, Err: ErrTooLarge, Size: r.Size}
		case len(r.Text) > MaxRecord:
			s.damaged[k] = Damaged{Key: k, Raw: r.Text, Err: ErrTooLarge}
		case !readLater(k) && !json.Valid([]byte(r.Text)):
			s.damaged[k] = Damaged{Key: k, Raw: r.Text, Err: errors.New("not valid JSON")}
		}
	}
}

// scanLater marks key's record damaged when it is not JSON, for a record
// merge left unscanned (readLater) that nothing has read yet: called with
// s.mu held before the record is validated, written over or deleted, so
// such a record is kept, and reported, as merge would have.
func (s *Store) scanLater(key string) {
	raw, ok := s.records[key]
	if !ok || s.checked[key] || !readLater(key) {
		return
	}
	if _, bad := s.damaged[key]; !bad && !json.Valid([]byte(raw)) {
		s.damaged[key] = Damaged{Key: key, Raw: raw, Err: errors.New("not valid JSON")}
	}
}

// readLater reports whether key's record is in a lazy namespace with a
// validator: it is read whole (by the validator, or LoadSummaries'
// summarizer) before anything uses it, which finds text that is not JSON,
// so merge does not scan it first (1.4 s of the 6.5 s the library took
// at 4× CPU to list 8,776 designs from their kept summaries).
func readLater(key string) bool {
	for _, p := range LazyNamespaces {
		if strings.HasPrefix(key, p) {
			return validatorFor(key) != nil
		}
	}
	return false
}

// ensure loads the lazy namespaces that hold keys under prefix ("" for
// all). Called with s.mu held, it releases it while the browser reads, so
// it must not be called from a JavaScript callback (a tap) for a namespace
// not loaded yet; state read before the call may have changed after it.
func (s *Store) ensure(prefix string) error {
	for _, p := range LazyNamespaces {
		if !strings.HasPrefix(prefix, p) && !strings.HasPrefix(p, prefix) {
			continue
		}
		for {
			l := s.lazy[p]
			if l == nil || l.loaded {
				break
			}
			if l.loading != nil { // another goroutine is reading it
				ch := l.loading
				s.mu.Unlock()
				<-ch
				s.mu.Lock()
				continue
			}
			ch := make(chan struct{})
			l.loading = ch
			s.mu.Unlock()
			recs, err := s.b.GetRange(p, prefixEnd(p))
			s.mu.Lock()
			l.loading = nil
			close(ch)
			if err != nil {
				return fmt.Errorf("reading browser storage: %w", err)
			}
			s.merge(recs)
			l.loaded = true
		}
	}
	return nil
}

// migrate upgrades every readable record from schema from to s.schema.
func (s *Store) migrate(from int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var batch []Change
	for _, k := range sortedKeys(s.records) {
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
			batch = append(batch, Change{Key: k, Value: raw})
		}
	}
	for len(batch) > 0 {
		n := min(len(batch), maxBatch)
		s.start(batch[:n], nil)
		batch = batch[n:]
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

// ReadOnly reports why the store refuses writes, or nil.
func (s *Store) ReadOnly() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.readOnly
}

// Save marshals v as JSON and stores it under key: the in-memory copy is
// updated at once and the write handed to the browser's writer in the same
// call (see write.go). Call it in the same tap as the change it saves: it
// costs the tap one copy of the record, and the writer, on its own
// thread, starts the transaction a frame later whatever the page does.
func (s *Store) Save(key string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("saving %s: %w", key, err)
	}
	return s.put(key, string(b), false)
}

// SaveJSON stores text that is already JSON (joined from json.Marshal's
// output) as it is, without the copies and the check json.Marshal would
// make of it again: a game's log is saved after every tap and grows with
// the game. Text that is not JSON is not refused here; like any record
// that does not parse, it is reported and kept raw when it is read. It is
// written like Save's.
func (s *Store) SaveJSON(key, raw string) error {
	return s.put(key, raw, false)
}

// SaveJSONSoon stores JSON text as SaveJSON does, at once in memory (a
// Load, a Delete or any later write sees it and keeps its order), but
// hands it to the browser's writer after the page's next frame rather
// than in the call: the frame that shows a tap's change does not wait for
// the hand-off (1.6 ms of a game's damage tap at 4× CPU). The writer
// still has it about a frame after the change is on screen.
func (s *Store) SaveJSONSoon(key, raw string) error {
	return s.put(key, raw, true)
}

// SaveJSONs stores several records of JSON text, each as SaveJSON does,
// in one hand-off to the writer (one message, one transaction): a change
// kept in two records, a live table's game and its log, costs the page
// one message to the writer instead of two. recs holds key and text
// pairs. A record that cannot be saved is left out and its error
// returned, joined with the others'; the rest are saved.
func (s *Store) SaveJSONs(recs ...[2]string) error {
	var errs []error
	s.Batch(func() {
		for _, r := range recs {
			if err := s.put(r[0], r[1], false); err != nil {
				errs = append(errs, err)
			}
		}
	})
	return errors.Join(errs...)
}

func (s *Store) put(key, raw string, soon bool) error {
	if err := checkKey(key); err != nil {
		return err
	}
	if len(raw) > MaxRecord {
		return fmt.Errorf("saving %s: %w", key, ErrTooLarge)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.readOnly != nil {
		return fmt.Errorf("saving %s: %w", key, s.readOnly)
	}
	if err := s.ensure(key); err != nil {
		return fmt.Errorf("saving %s: %w", key, err)
	}
	s.scanLater(key)
	if _, bad := s.damaged[key]; bad {
		return fmt.Errorf("saving %s: %w; export or discard it in Settings first", key, ErrDamaged)
	}
	s.records[key] = raw
	s.checked[key] = true
	s.markDirty(key, soon)
	return nil
}

// checkKey refuses keys that are not namespaced and the store's own keys
// under meta/.
func checkKey(key string) error {
	if key == "" || strings.HasPrefix(key, "meta/") || !strings.Contains(key, "/") {
		return fmt.Errorf("invalid storage key %q", key)
	}
	return nil
}

// Load decodes the record at key into v. found is false when there is no
// such record. A record that fails its namespace's validator, cannot be
// decoded or fails its own Validate is recorded as damaged and reported as
// an error; its text is kept.
func (s *Store) Load(key string, v any) (found bool, err error) {
	s.mu.Lock()
	if err := s.ensure(key); err != nil {
		s.mu.Unlock()
		return false, fmt.Errorf("loading %s: %w", key, err)
	}
	_, ok := s.records[key]
	s.mu.Unlock()
	if !ok {
		return false, nil
	}
	if err := s.verify(key); err != nil {
		return true, fmt.Errorf("%s: %w: %v", key, ErrDamaged, err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
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

// LoadAll decodes every readable record under prefix into a T, in key
// order. Records that fail (their namespace's validator, decoding or
// Validate) are marked damaged and skipped; the number of damaged records
// under prefix is returned so the caller can say so. err reports a failure
// to read storage at all.
func LoadAll[T any](s *Store, prefix string) (items []T, damaged int, err error) {
	keys, err := s.keysUnder(prefix)
	if err != nil {
		return nil, 0, err
	}
	for _, k := range keys {
		var v T
		found, err := s.Load(k, &v)
		switch {
		case err != nil:
			damaged++
		case found:
			items = append(items, v)
		}
	}
	return items, damaged, nil
}

// keysUnder reads the namespace of prefix and returns its records' keys
// under prefix, in order.
func (s *Store) keysUnder(prefix string) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.ensure(prefix); err != nil {
		return nil, fmt.Errorf("loading %s: %w", prefix, err)
	}
	var keys []string
	for _, k := range sortedKeys(s.records) {
		if strings.HasPrefix(k, prefix) && !strings.HasPrefix(k, "meta/") {
			keys = append(keys, k)
		}
	}
	return keys, nil
}

// loadRecord is load(raw), a panic in it an error (CrashError), as
// checkRecord's.
func loadRecord[T any](load func([]byte) (T, error), raw string) (v T, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = &CrashError{Value: p}
		}
	}()
	return load([]byte(raw))
}

// Delete removes the record at key. Damaged records are removed only
// through Discard.
func (s *Store) Delete(key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.readOnly != nil {
		return fmt.Errorf("deleting %s: %w", key, s.readOnly)
	}
	if err := s.ensure(key); err != nil {
		return fmt.Errorf("deleting %s: %w", key, err)
	}
	s.scanLater(key)
	if _, bad := s.damaged[key]; bad {
		return fmt.Errorf("deleting %s: %w; discard it explicitly", key, ErrDamaged)
	}
	if _, ok := s.records[key]; ok {
		delete(s.records, key)
		delete(s.checked, key)
		s.markDirty(key, false)
	}
	return nil
}

// LoadEverything reads the lazy namespaces too and checks every record,
// so that Damaged covers every record (DamagedAll does both and lists
// them). Call it off the UI goroutine.
func (s *Store) LoadEverything() error { return s.Validate("") }

// Damaged lists the records found damaged so far, in key order: of the
// namespaces loaded and the records checked so far (see DamagedAll).
func (s *Store) Damaged() []Damaged {
	s.mu.Lock()
	defer s.mu.Unlock()
	keys := make([]string, 0, len(s.damaged))
	for k := range s.damaged {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]Damaged, 0, len(keys))
	for _, k := range keys {
		out = append(out, s.damaged[k])
	}
	return out
}

// Discard deletes a damaged record after the user has chosen to; its text
// should have been exported first (the UI offers that). Discarding a
// damaged schema version (meta/schema) is the player's decision to keep
// the data as it is: the current version is written and the store becomes
// writable.
func (s *Store) Discard(key string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, bad := s.damaged[key]; !bad {
		return fmt.Errorf("discarding %s: it is not damaged", key)
	}
	if s.readOnly != nil && !(s.badMeta && key == metaSchemaKey) {
		return fmt.Errorf("discarding %s: %w", key, s.readOnly)
	}
	delete(s.damaged, key)
	delete(s.records, key)
	if key == metaSchemaKey {
		s.readOnly, s.badMeta = nil, false
		s.start([]Change{{Key: metaSchemaKey, Value: strconv.Itoa(s.schema)}}, nil)
		return nil
	}
	s.start([]Change{{Key: key, Delete: true}}, nil)
	return nil
}

// Whole is the whole text of the record at key as stored: for a damaged
// record read cut short (Damaged.Cut), read from the backend now; else the
// text in memory (its lazy namespace read first). Call it off the UI
// goroutine.
func (s *Store) Whole(key string) (string, error) {
	s.mu.Lock()
	if err := s.ensure(key); err != nil {
		s.mu.Unlock()
		return "", fmt.Errorf("reading %s: %w", key, err)
	}
	d, bad := s.damaged[key]
	raw, ok := s.records[key]
	s.mu.Unlock()
	switch {
	case bad && d.Cut():
		w, can := s.b.(Wholer)
		if !can {
			return "", fmt.Errorf("reading %s: this storage cannot read it whole", key)
		}
		text, err := w.Whole(key)
		if err != nil {
			return "", fmt.Errorf("reading %s: %w", key, err)
		}
		return text, nil
	case !ok:
		return "", fmt.Errorf("reading %s: no such record", key)
	}
	return raw, nil
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
	return len(s.Keys(prefix))
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
		if strings.HasPrefix(k, prefix) && !strings.HasPrefix(k, "meta/") {
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
