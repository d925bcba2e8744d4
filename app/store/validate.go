package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
)

// Validators: each section registers, at init, how to check a record of
// its namespace the way its page reads it, so a record that would be
// refused, or would crash the page, is found before a page gets it — at
// start-up (ValidateLoaded), on first use (Load, LoadAll), before Settings
// lists damaged records (DamagedAll) and before a backup lands
// (PlanImport).

var validators struct {
	mu sync.RWMutex
	m  map[string]func(raw []byte) error
}

// RegisterValidator makes check the test of every record under the
// namespace ns (e.g. NSLedger, "ledger/"). check gets the record's text,
// which is valid JSON, and returns why the record cannot be used; a panic
// in check counts as "would crash the app", never as a crash. A key is
// checked by the validator of the longest namespace it starts with.
// Registering a namespace twice, or one that does not end in "/", panics:
// it is a programming error, made at init.
func RegisterValidator(ns string, check func(raw []byte) error) {
	if !strings.HasSuffix(ns, "/") || strings.HasPrefix(ns, "meta/") || check == nil {
		panic(fmt.Sprintf("store: cannot register a validator for %q", ns))
	}
	validators.mu.Lock()
	defer validators.mu.Unlock()
	if validators.m == nil {
		validators.m = map[string]func([]byte) error{}
	}
	if _, dup := validators.m[ns]; dup {
		panic("store: validator registered twice for " + ns)
	}
	validators.m[ns] = check
}

// deviceOwn holds the namespaces whose records are this device's own
// (RegisterDeviceOwn), each with the reason an import gives.
var deviceOwn struct {
	mu sync.RWMutex
	m  map[string]string
}

// RegisterDeviceOwn makes the records under the namespace ns this
// device's own (e.g. its seat at a live table): a backup carries them, as
// it carries everything, but an import neither brings them onto a device
// (it refuses them with why) nor removes this device's. Registering a
// namespace twice panics: it is a programming error, made at init.
func RegisterDeviceOwn(ns, why string) {
	if !strings.HasSuffix(ns, "/") || strings.HasPrefix(ns, "meta/") || why == "" {
		panic(fmt.Sprintf("store: cannot make %q a device's own namespace", ns))
	}
	deviceOwn.mu.Lock()
	defer deviceOwn.mu.Unlock()
	if deviceOwn.m == nil {
		deviceOwn.m = map[string]string{}
	}
	if _, dup := deviceOwn.m[ns]; dup {
		panic("store: device's own namespace registered twice: " + ns)
	}
	deviceOwn.m[ns] = why
}

// ownToDevice returns why an import leaves key alone, if it is under a
// namespace registered with RegisterDeviceOwn.
func ownToDevice(key string) (why string, own bool) {
	deviceOwn.mu.RLock()
	defer deviceOwn.mu.RUnlock()
	for ns, why := range deviceOwn.m {
		if strings.HasPrefix(key, ns) {
			return why, true
		}
	}
	return "", false
}

// validatorFor returns the validator of the longest registered namespace
// key starts with, or nil.
func validatorFor(key string) func([]byte) error {
	validators.mu.RLock()
	defer validators.mu.RUnlock()
	best, check := "", (func([]byte) error)(nil)
	for ns, c := range validators.m {
		if strings.HasPrefix(key, ns) && len(ns) > len(best) {
			best, check = ns, c
		}
	}
	return check
}

// builtinNamespaces are the namespaces Lancemate writes.
var builtinNamespaces = []string{NSSettings, NSDiceLog, NSDesigns, NSGames, NSDials, NSStable, NSLedger, NSMeks}

// Namespaces lists every namespace a record may be imported into: the
// built-in ones and any with a registered validator, sorted.
func Namespaces() []string {
	set := map[string]bool{}
	for _, ns := range builtinNamespaces {
		set[ns] = true
	}
	validators.mu.RLock()
	for ns := range validators.m {
		set[ns] = true
	}
	validators.mu.RUnlock()
	out := make([]string, 0, len(set))
	for ns := range set {
		out = append(out, ns)
	}
	sort.Strings(out)
	return out
}

func knownNamespace(key string) bool {
	for _, ns := range Namespaces() {
		if strings.HasPrefix(key, ns) {
			return true
		}
	}
	return false
}

// CrashError is a validator's panic: the record would crash the page that
// reads it.
type CrashError struct{ Value any }

func (e *CrashError) Error() string { return fmt.Sprintf("would crash the app: %v", e.Value) }

// checkRecord runs the validator of key's namespace on raw (valid JSON).
func checkRecord(key, raw string) (err error) {
	check := validatorFor(key)
	if check == nil {
		return nil
	}
	defer func() {
		if p := recover(); p != nil {
			err = &CrashError{Value: p}
		}
	}()
	return check([]byte(raw))
}

// Decodes returns a validator for records holding a T: the record must
// not be JSON null, must decode into a T (its UnmarshalJSON, if any, runs)
// without a field T does not have, and, when T implements Validator, must
// validate. A field T does not have means a record of another kind (or
// from a newer Lancemate): read leniently, the field would be dropped by
// the next save, so such a record is damaged and kept as it is.
func Decodes[T any]() func(raw []byte) error {
	return func(raw []byte) error {
		if string(bytes.TrimSpace(raw)) == "null" {
			return errors.New("holds null, not a record")
		}
		var v T
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&v); err != nil {
			if f, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
				return fmt.Errorf("holds a field %s, which this kind of record does not have", f)
			}
			return err
		}
		if val, ok := any(&v).(Validator); ok {
			return val.Validate()
		}
		return nil
	}
}

// ValidateLoaded checks every record read so far (all but the lazy
// namespaces not yet used) against its namespace's validator. Call it
// once storage is open, off the UI goroutine: it yields to the page every
// few milliseconds and never holds the store for longer than one record.
func (s *Store) ValidateLoaded() { s.validate(s.unchecked("")) }

// Validate checks every record under prefix ("" for all), reading lazy
// namespaces under it first. Like ValidateLoaded, it yields to the page.
func (s *Store) Validate(prefix string) error {
	s.mu.Lock()
	err := s.ensure(prefix)
	s.mu.Unlock()
	if err != nil {
		return fmt.Errorf("checking %s: %w", prefix, err)
	}
	s.validate(s.unchecked(prefix))
	return nil
}

// DamagedAll reads every namespace, checks every record not checked yet
// and lists the damaged ones: what Settings shows. Call it off the UI
// goroutine.
func (s *Store) DamagedAll() ([]Damaged, error) {
	if err := s.Validate(""); err != nil {
		return s.Damaged(), err
	}
	return s.Damaged(), nil
}

// unchecked lists the loaded records under prefix that have a validator
// and have not been checked.
func (s *Store) unchecked(prefix string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for k := range s.records {
		if strings.HasPrefix(k, prefix) && s.needsCheck(k) {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// needsCheck reports whether key's record has yet to pass its validator;
// called with s.mu held.
func (s *Store) needsCheck(key string) bool {
	if _, bad := s.damaged[key]; bad || s.checked[key] {
		return false
	}
	return validatorFor(key) != nil
}

// validate checks keys one by one, outside the lock, pacing itself.
func (s *Store) validate(keys []string) {
	var p pacer
	for _, k := range keys {
		s.verify(k)
		p.pace()
	}
}

// verify runs the validator on key's record, if it still needs it,
// without holding s.mu while it runs, and records the outcome unless the
// record changed meanwhile. It returns why the record is damaged, or nil.
func (s *Store) verify(key string) (damaged error) {
	s.mu.Lock()
	raw, ok := s.records[key]
	s.scanLater(key) // a validator gets valid JSON
	if d, bad := s.damaged[key]; bad {
		s.mu.Unlock()
		return d.Err
	}
	if !ok || !s.needsCheck(key) {
		s.mu.Unlock()
		return nil
	}
	s.mu.Unlock()
	err := checkRecord(key, raw)
	s.mu.Lock()
	defer s.mu.Unlock()
	if cur, ok := s.records[key]; ok && cur == raw {
		if err != nil {
			s.damaged[key] = Damaged{Key: key, Raw: raw, Err: err}
		} else {
			s.checked[key] = true
		}
	}
	return err
}

// Pacer yields to the page every 8 ms of work: a long job off the UI
// goroutine (an import of thousands of unit files) calls Pace between its
// pieces, so the page answers taps while it runs. Its zero value is ready.
type Pacer struct{ p pacer }

// Pace yields to the page when the job has run 8 ms since it last did.
func (p *Pacer) Pace() { p.p.pace() }

// Due reports whether the job has run 8 ms since it last yielded, so the
// next Pace yields.
func (p *Pacer) Due() bool {
	if p.p.since.IsZero() {
		p.p.since = time.Now()
	}
	return time.Since(p.p.since) >= paceSlice
}

// pacer yields to the page every paceSlice of work, so a long job off the
// UI goroutine (checking thousands of records, an import) never freezes
// the screen: Go in the browser runs one goroutine at a time, and a busy
// one gives way only when it waits. awaited is for a job the player waits
// for (the library's list), which goes on at the page's normal priority
// rather than after everything else (yield).
type pacer struct {
	since   time.Time
	awaited bool
}

const paceSlice = 8 * time.Millisecond

func (p *pacer) pace() {
	if p.since.IsZero() {
		p.since = time.Now()
		return
	}
	if time.Since(p.since) >= paceSlice {
		if p.awaited {
			yieldAwaited()
		} else {
			yield()
		}
		p.since = time.Now()
	}
}

// yield lets the page run: in the browser it returns to the page's event
// loop for one task (yieldJS: input, painting, IndexedDB callbacks) and
// comes back; natively other goroutines run. yieldAwaited is yield for a
// job the player waits for.
var yield, yieldAwaited = runtime.Gosched, runtime.Gosched

// jsonKind names what a JSON value is, from its first byte.
func jsonKind(raw []byte) string {
	for _, c := range raw {
		switch c {
		case ' ', '\t', '\r', '\n':
			continue
		case '{':
			return "an object"
		case '[':
			return "an array"
		case '"':
			return "a string"
		case 't', 'f':
			return "a boolean"
		case 'n':
			return "null"
		}
		return "a number"
	}
	return "nothing"
}
