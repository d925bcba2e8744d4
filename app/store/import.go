package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Applying an import, all or nothing. The plan's changes are written in
// chunks, one transaction each, so the page stays responsive and the store
// is never held for long. Each chunk's transaction also writes an undo
// record (what the chunk replaced) under meta/import-undo/, and the first
// one writes the marker meta/import. Once every chunk is stored, one
// transaction deletes the marker and the undo records: that is the
// commit. A cancel, a failed write or a tab closed before it is undone
// chunk by chunk from the undo records (at the next start, for a closed
// tab), so storage is exactly as it was — but for records the app changed
// after the import wrote them, which keep the app's change.

const (
	importKey  = "meta/import"       // present while an import is being applied
	undoPrefix = "meta/import-undo/" // one record per chunk applied
)

// DefaultImportChunk is the number of records ApplyImport writes per
// transaction.
const DefaultImportChunk = 200

// importChunkBytes also bounds a chunk: a few records of a megabyte each
// make a chunk of their own.
const importChunkBytes = 1 << 20

// ErrCanceled is returned by ApplyImportChunks when the import was
// canceled; storage is then as it was before.
var ErrCanceled = errors.New("import canceled; nothing was changed")

// undoRecord is what one chunk replaced, stored as JSON under undoPrefix.
type undoRecord struct {
	Entries []undoEntry `json:"entries"`
}

// undoEntry is one key a chunk wrote: its text before (nil when there was
// no record) and a checksum of what the import wrote ("" for a deletion),
// to tell whether the app has changed it since.
type undoEntry struct {
	Key string  `json:"key"`
	Old *string `json:"old"`
	New string  `json:"new"`
}

// checksum identifies a record's text in an undo record.
func checksum(s string) string {
	h := fnv.New64a()
	h.Write([]byte(s))
	return strconv.Itoa(len(s)) + ":" + strconv.FormatUint(h.Sum64(), 16)
}

func undoKey(n int) string { return fmt.Sprintf("%s%06d", undoPrefix, n) }

// appliedChunk is a chunk written by this run, for undoing it.
type appliedChunk struct {
	undo    undoRecord
	checked map[string]bool // the keys' checked state before
}

// ApplyImport carries out a plan made by PlanImport (ApplyImportChunks
// with the default chunk, no progress and no cancel). It returns once the
// import is stored; call it off the UI goroutine.
func (s *Store) ApplyImport(p ImportPlan) error {
	return s.ApplyImportChunks(p, DefaultImportChunk, nil, nil)
}

// ApplyImportChunks carries out a plan made by PlanImport, chunk records
// per transaction (DefaultImportChunk if chunk < 1), and returns once the
// import is stored. After each chunk it calls progress (if set) with the
// records done and the total, and yields to the page. When cancel is
// closed before the end, the chunks written are undone and ErrCanceled
// returned: storage is as it was. A write that fails undoes the import
// the same way. Damaged records are never written over (PlanImport refused
// them; one found damaged since is skipped). Call it off the UI goroutine:
// it waits for the browser. Pages may read and save while it runs; they
// see the records imported so far.
func (s *Store) ApplyImportChunks(p ImportPlan, chunk int, progress func(done, total int), cancel <-chan struct{}) error {
	if chunk < 1 {
		chunk = DefaultImportChunk
	}
	s.mu.Lock()
	if s.readOnly != nil {
		s.mu.Unlock()
		return fmt.Errorf("importing: %w", s.readOnly)
	}
	if s.importing {
		s.mu.Unlock()
		return errors.New("importing: another import is under way")
	}
	s.importing = true
	err := s.ensure("")
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.importing = false
		s.mu.Unlock()
	}()
	if err != nil {
		return fmt.Errorf("importing: %w", err)
	}
	ops := make([]Change, 0, len(p.Add)+len(p.Change)+len(p.Remove))
	var pace pacer // 50,000 records: 0.3 s in one task unpaced
	for _, k := range slices.Concat(p.Add, p.Change) {
		ops = append(ops, Change{Key: k, Value: p.records[k]})
		pace.pace()
	}
	for _, k := range p.Remove {
		ops = append(ops, Change{Key: k, Delete: true})
	}
	var applied []appliedChunk
	for done := 0; done < len(ops); {
		if canceled(cancel) {
			return s.undoImport(applied, ErrCanceled)
		}
		n, size := 0, 0
		for done+n < len(ops) && n < chunk && (n == 0 || size+len(ops[done+n].Value) <= importChunkBytes) {
			size += len(ops[done+n].Value)
			n++
		}
		c, err := s.applyChunk(ops[done:done+n], len(applied)+1)
		applied = append(applied, c)
		if err != nil {
			return s.undoImport(applied, fmt.Errorf("importing: %w", err))
		}
		done += n
		if progress != nil {
			progress(done, len(ops))
		}
		yield()
	}
	if canceled(cancel) {
		return s.undoImport(applied, ErrCanceled)
	}
	if len(applied) == 0 {
		return nil
	}
	commit := []Change{{Key: importKey, Delete: true}}
	for i := range applied {
		commit = append(commit, Change{Key: undoKey(i + 1), Delete: true})
	}
	if err := s.startWait(commit); err != nil {
		return s.undoImport(applied, fmt.Errorf("importing: %w", err))
	}
	return nil
}

func canceled(c <-chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

// applyChunk writes ops in one transaction with their undo record (and,
// for the first chunk, the import marker), updating memory first.
func (s *Store) applyChunk(ops []Change, n int) (appliedChunk, error) {
	c := appliedChunk{checked: map[string]bool{}}
	s.mu.Lock()
	batch := make([]Change, 0, len(ops)+2)
	for _, op := range ops {
		if _, bad := s.damaged[op.Key]; bad {
			continue
		}
		e := undoEntry{Key: op.Key}
		if old, ok := s.records[op.Key]; ok {
			e.Old = &old
		}
		c.checked[op.Key] = s.checked[op.Key]
		if op.Delete {
			delete(s.records, op.Key)
			delete(s.checked, op.Key)
		} else {
			e.New = checksum(op.Value)
			s.records[op.Key] = op.Value
			s.checked[op.Key] = true
		}
		c.undo.Entries = append(c.undo.Entries, e)
		batch = append(batch, op)
	}
	u, err := json.Marshal(c.undo)
	if err != nil {
		s.mu.Unlock()
		return c, err
	}
	if n == 1 {
		batch = append(batch, Change{Key: importKey, Value: `{"undo":"` + undoPrefix + `"}`})
	}
	batch = append(batch, Change{Key: undoKey(n), Value: string(u)})
	ch := make(chan error, 1)
	s.start(batch, func(err error) { ch <- err })
	s.mu.Unlock()
	return c, <-ch
}

// undoImport undoes the chunks written, last first, each with the
// deletion of its undo record in one transaction (the marker goes with
// the first chunk's), and returns cause. A record the app has changed
// since the import wrote it keeps the app's change.
func (s *Store) undoImport(applied []appliedChunk, cause error) error {
	for i := len(applied) - 1; i >= 0; i-- {
		s.mu.Lock()
		batch := s.undoBatch(applied[i].undo, applied[i].checked)
		batch = append(batch, Change{Key: undoKey(i + 1), Delete: true})
		if i == 0 {
			batch = append(batch, Change{Key: importKey, Delete: true})
		}
		ch := make(chan error, 1)
		s.start(batch, func(err error) { ch <- err })
		s.mu.Unlock()
		if err := <-ch; err != nil {
			// The marker stays: the next start finishes the undo.
			return errors.Join(cause, fmt.Errorf("undoing the import (it is undone when Lancemate next starts): %w", err))
		}
	}
	return cause
}

// undoBatch restores in memory the keys of u that still hold what the
// import wrote and returns the changes that restore them in storage;
// called with s.mu held. checked, when set, restores their checked state.
func (s *Store) undoBatch(u undoRecord, checked map[string]bool) []Change {
	var batch []Change
	for _, e := range u.Entries {
		cur, has := s.records[e.Key]
		if has != (e.New != "") || (has && checksum(cur) != e.New) {
			continue // changed by the app since: keep the change
		}
		delete(s.damaged, e.Key)
		if e.Old == nil {
			delete(s.records, e.Key)
			delete(s.checked, e.Key)
			batch = append(batch, Change{Key: e.Key, Delete: true})
			continue
		}
		s.records[e.Key] = *e.Old
		s.checked[e.Key] = checked[e.Key]
		if json.Valid([]byte(*e.Old)) {
			delete(s.damaged, e.Key)
		} else {
			s.damaged[e.Key] = Damaged{Key: e.Key, Raw: *e.Old, Err: errors.New("not valid JSON")}
		}
		batch = append(batch, Change{Key: e.Key, Value: *e.Old})
	}
	return batch
}

// recoverImport undoes an import a closed tab left half done, from the
// undo records in meta; called by open with every record loaded. An undo
// record that cannot be read leaves its chunk as imported (reported).
func (s *Store) recoverImport(meta map[string]Record) {
	var keys []string
	for k := range meta {
		if strings.HasPrefix(k, undoPrefix) {
			keys = append(keys, k)
		}
	}
	sort.Sort(sort.Reverse(sort.StringSlice(keys)))
	s.mu.Lock()
	defer s.mu.Unlock()
	var batch []Change
	var problems []error
	for _, k := range keys {
		var u undoRecord
		if r := meta[k]; r.NotText != "" || json.Unmarshal([]byte(r.Text), &u) != nil {
			problems = append(problems, fmt.Errorf("%s cannot be read, so part of an interrupted import stays", k))
		} else {
			batch = append(batch, s.undoBatch(u, nil)...)
		}
		batch = append(batch, Change{Key: k, Delete: true})
	}
	batch = append(batch, Change{Key: importKey, Delete: true})
	s.start(batch, nil)
	if len(problems) > 0 && s.onError != nil {
		go s.onError(fmt.Errorf("undoing an interrupted import: %w", errors.Join(problems...)))
	}
}
