// Package store keeps everything Lancemate saves: a key-value Backend over
// browser storage (IndexedDB in the browser, memory in native tests) and a
// Store on top of it with namespaced keys, a schema version, migrations,
// corruption handling that never throws data away, and backup export/import.
package store

import (
	"errors"
	"fmt"
	"sort"
	"sync"
	"unicode/utf8"
)

// Backend is raw, durable key-value storage of text records. Keys are
// namespaced paths such as "dice/log/20261122T200000.000-0001".
type Backend interface {
	// GetRange returns every record with lo <= key < hi; an empty hi
	// means no upper bound. It never fails on what a record holds: a
	// stored value that is not text comes back as a Record with NotText
	// set.
	GetRange(lo, hi string) (map[string]Record, error)
	// Start begins writing batch in one transaction and returns without
	// waiting: once it returns, the write is in the browser's hands and is
	// stored (all of it or, on error, none) even if the caller never runs
	// again. Batches are stored in the order they were started. done is
	// called once with the outcome; it may be called before Start returns,
	// and it must not block.
	Start(batch []Change, done func(error))
}

// Record is a stored value as a Backend reads it back.
type Record struct {
	// Text is the record's text or, when NotText is set, a faithful text
	// rendering of the stored value: NotTextPrefix, what it is, then the
	// value (the bytes of an ArrayBuffer or typed array in base64).
	Text string
	// NotText names what the stored value is when it is not text ("BigInt",
	// "number", "null", "object", "ArrayBuffer", ...). Lancemate writes only
	// text, so such a record is always damaged.
	NotText string
	// Size, when not 0, is the length of a text too long to be a record
	// (over MaxRecord): Text then holds only its first HeadChars
	// characters, and the whole text is read only when asked for
	// (Wholer), so megabytes of damaged text never sit in the app's memory.
	Size int
}

// HeadChars is how much of a text too long to be a record a Backend reads
// (Record.Size): enough to show and tell it apart.
const HeadChars = 1024

// Wholer is a Backend that reads the whole text of one record, for a
// record read cut short (Record.Size): to show it on demand and to export
// it. Call it off the UI goroutine.
type Wholer interface {
	Whole(key string) (string, error)
}

// cutRecord is text cut to its first HeadChars characters, as a Backend
// reads text too long to be a record.
func cutRecord(text string) Record {
	i, n := 0, 0
	for i < len(text) && n < HeadChars {
		_, size := utf8.DecodeRuneInString(text[i:])
		i += size
		n++
	}
	return Record{Text: text[:i], Size: len(text)}
}

// NotTextPrefix starts the rendering of a stored value that is not text:
// "[not text: BigInt] 5n", "[not text: ArrayBuffer, 3 bytes, base64] AAEC".
const NotTextPrefix = "[not text: "

// Change is one write of a batch: a record's new text, or its deletion
// (deleting a missing key is not an error).
type Change struct {
	Key, Value string
	Delete     bool
}

// ErrQuota is returned (wrapped) by a Backend when the browser refuses a
// write because the origin's storage quota is used up.
var ErrQuota = errors.New("browser storage is full")

// Memory is an in-memory Backend for tests and for the prerenderer.
type Memory struct {
	mu   sync.Mutex
	data map[string]string
	// odd holds values that are not text (PutNotText).
	odd map[string]Record
	// FailPut, when set, fails every write (to test error paths).
	FailPut error
	// Batches counts the batches written.
	Batches int
	// Reads counts GetRange calls (to test lazy loading).
	Reads int
}

// NewMemory returns an empty Memory backend.
func NewMemory() *Memory { return &Memory{data: map[string]string{}, odd: map[string]Record{}} }

// PutNotText stores, as another program could in the browser, a value that
// is not text: r.NotText says what it is and r.Text renders it (see
// Record). It stands in for a BigInt, a number, an object, bytes, null or
// undefined written into IndexedDB.
func (m *Memory) PutNotText(key string, r Record) {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.data, key)
	m.odd[key] = r
}

// GetRange implements Backend.
func (m *Memory) GetRange(lo, hi string) (map[string]Record, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.Reads++
	out := map[string]Record{}
	in := func(k string) bool { return k >= lo && (hi == "" || k < hi) }
	for k, v := range m.data {
		switch {
		case !in(k):
		case len(v) > MaxRecord:
			out[k] = cutRecord(v)
		default:
			out[k] = Record{Text: v}
		}
	}
	for k, r := range m.odd {
		if in(k) {
			out[k] = r
		}
	}
	return out, nil
}

// Whole implements Wholer.
func (m *Memory) Whole(key string) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if r, ok := m.odd[key]; ok {
		return r.Text, nil
	}
	v, ok := m.data[key]
	if !ok {
		return "", fmt.Errorf("reading %s: no such record", key)
	}
	return v, nil
}

// prefixEnd is the smallest key greater than every key starting with
// prefix, so [prefix, prefixEnd(prefix)) is the prefix's range.
func prefixEnd(prefix string) string { return prefix + "\uffff" }

// Start implements Backend: the batch is applied at once and done called
// before Start returns.
func (m *Memory) Start(batch []Change, done func(error)) {
	done(m.apply(batch))
}

// Write applies a batch at once, as Start does, and returns the outcome:
// a test's way of writing to storage behind a Store's back.
func (m *Memory) Write(batch []Change) error { return m.apply(batch) }

func (m *Memory) apply(batch []Change) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.FailPut != nil {
		return m.FailPut
	}
	m.Batches++
	for _, c := range batch {
		delete(m.odd, c.Key)
		if c.Delete {
			delete(m.data, c.Key)
		} else {
			m.data[c.Key] = c.Value
		}
	}
	return nil
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
