// Package store keeps everything Lancemate saves: a key-value Backend over
// browser storage (IndexedDB in the browser, memory in native tests) and a
// Store on top of it with namespaced keys, a schema version, migrations,
// corruption handling that never throws data away, and backup export/import.
package store

import (
	"errors"
	"sort"
	"sync"
)

// Backend is raw, durable key-value storage of text records. Keys are
// namespaced paths such as "dice/log/20261122T200000.000-0001".
type Backend interface {
	// GetRange returns every record with lo <= key < hi; an empty hi
	// means no upper bound.
	GetRange(lo, hi string) (map[string]string, error)
	// Write applies a batch of changes in one transaction, durably, before
	// returning: all of them or, on error, none.
	Write(batch []Change) error
}

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
	// FailPut, when set, is returned by every Write (to test error paths).
	FailPut error
	// Batches counts Write calls.
	Batches int
	// Reads counts GetRange calls (to test lazy loading).
	Reads int
}

// NewMemory returns an empty Memory backend.
func NewMemory() *Memory { return &Memory{data: map[string]string{}} }

// GetRange implements Backend.
func (m *Memory) GetRange(lo, hi string) (map[string]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.Reads++
	out := map[string]string{}
	for k, v := range m.data {
		if k >= lo && (hi == "" || k < hi) {
			out[k] = v
		}
	}
	return out, nil
}

// prefixEnd is the smallest key greater than every key starting with
// prefix, so [prefix, prefixEnd(prefix)) is the prefix's range.
func prefixEnd(prefix string) string { return prefix + "\uffff" }

// Write implements Backend.
func (m *Memory) Write(batch []Change) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.FailPut != nil {
		return m.FailPut
	}
	m.Batches++
	for _, c := range batch {
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
