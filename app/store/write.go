package store

import (
	"fmt"
	"sort"
)

// The write path (see README, "Writing"). Save, SaveJSON and Delete change
// the in-memory copy and mark the key dirty. With a backend that hands
// writes to another thread (handoff: the browser's writer worker), the
// dirty keys are handed over at once, in the call (SaveJSONSoon's right
// after the next paint, or with the next write handed at once), and the
// writer starts their transaction a frame later by its own clock,
// whatever the page is busy with. Otherwise (a browser without
// the writer) they are written in one transaction right after the next
// paint, so a tap pays nothing for storage before the player sees its
// result; every other write (an import chunk, a discard, Flush) then first
// issues the dirty keys, so writes reach storage in the order they were
// made. A backend with neither (Memory) gets each change at once.

// maxBatch bounds how many changes go into one transaction when many are
// written at once (an upgrade, a burst of saves such as a bulk import of
// designs): the rest go in the next frame's transaction.
const maxBatch = 500

// painter is a Backend that can run work just after the page's next paint.
type painter interface {
	// AfterPaint runs f once, soon after the browser has painted its next
	// frame, or when the page is hidden, or within a few tens of
	// milliseconds when no frame comes. f runs on the page's event loop
	// and must not block.
	AfterPaint(f func())
}

// handoff is a Backend whose Start hands the batch to another thread (the
// browser's writer worker) for a tap's worth of copying: every change is
// then handed over at once, in the tap that makes it (SaveJSONSoon's just
// after that tap's frame), and nothing the page does afterwards can delay
// its transaction.
type handoff interface {
	HandsOff() bool
}

// primer is a Backend that hands its writes to another thread as edits
// of what that thread holds (the browser's writer worker).
type primer interface {
	// Prime has the writer hold text as key's record without writing it,
	// so the key's next write goes as an edit of it.
	Prime(key, text string)
}

// Prime gets the backend ready to write key's record as an edit of what
// is stored (IndexedDB's writer; edit.go): without it, the first two
// saves of a record read from storage hand the whole text over, a game's
// log of 25-30 KB (make bench, game: the first damage taps after opening a
// game). A key that is not in memory, damaged, or waiting to be written is
// left as it is.
func (s *Store) Prime(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.b.(primer)
	raw, in := s.records[key]
	_, dirty := s.dirty[key]
	_, bad := s.damaged[key]
	if ok && in && !dirty && !bad {
		p.Prime(key, raw)
	}
}

// markDirty records that key's record changed in memory; called with s.mu
// held.
func (s *Store) markDirty(key string, soon bool) {
	if _, ok := s.dirty[key]; !ok {
		s.dirty[key] = struct{}{}
		s.dirtyN.Add(1)
	}
	if s.holding == 0 {
		s.handDirty(soon)
	}
}

// handDirty hands the dirty keys to the backend: at once when it hands
// writes to another thread (or paints nothing), otherwise, or when soon
// is set (SaveJSONSoon), after the next paint. Called with s.mu held.
func (s *Store) handDirty(soon bool) {
	p, ok := s.b.(painter)
	if h, now := s.b.(handoff); !ok || !soon && now && h.HandsOff() {
		for len(s.dirty) > 0 {
			s.issueDirty(maxBatch)
		}
		return
	}
	if !s.flushDue {
		s.flushDue = true
		p.AfterPaint(s.afterPaint)
	}
}

// AfterPaint runs f soon after the page has painted its next frame (or
// when the page is hidden, or within a few tens of milliseconds when no
// frame comes), on the page's event loop; with a backend that paints
// nothing (tests, a store outside the browser) it runs f at once. For
// storing that a change's frame need not wait for: a live table's phone
// shows a change from another phone first and stores it after (the
// writer still has it long before a change on screen for 50 ms could be
// lost). Call it without holding a lock f takes.
func (s *Store) AfterPaint(f func()) {
	if p, ok := s.b.(painter); ok {
		s.painting.Add(1) // Pending counts it: it stores something
		p.AfterPaint(func() {
			defer s.painting.Add(-1)
			f()
		})
		return
	}
	f()
}

// Batch runs f and hands every change f made to the backend when it
// returns (handDirty), maxBatch to a transaction, rather than each as it
// is made: a bulk import of unit files saved each design in a message of
// its own to the writer and had its answer back, two of the page's tasks
// a design (issue 35). Changes made meanwhile on other goroutines wait
// with them, so f must not wait for anything: call it for a slice of work
// between two yields to the page.
func (s *Store) Batch(f func()) {
	s.mu.Lock()
	s.holding++
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.holding--; s.holding == 0 && len(s.dirty) > 0 {
			s.handDirty(false)
		}
	}()
	f()
}

// afterPaint writes what changed since the last write, maxBatch keys at a
// time (a frame each).
func (s *Store) afterPaint() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.flushDue = false
	s.issueDirty(maxBatch)
	if len(s.dirty) > 0 {
		s.flushDue = true
		s.b.(painter).AfterPaint(s.afterPaint)
	}
}

// issueDirty starts a transaction writing up to limit dirty keys (their
// records as they are in memory now, or their deletion); called with s.mu
// held.
func (s *Store) issueDirty(limit int) {
	if len(s.dirty) == 0 {
		return
	}
	keys := make([]string, 0, len(s.dirty))
	for k := range s.dirty {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	keys = keys[:min(limit, len(keys))]
	batch := make([]Change, 0, len(keys))
	for _, k := range keys {
		delete(s.dirty, k)
		if raw, ok := s.records[k]; ok {
			batch = append(batch, Change{Key: k, Value: raw})
		} else {
			batch = append(batch, Change{Key: k, Delete: true})
		}
	}
	s.dirtyN.Add(-int64(len(batch)))
	s.startBatch(batch, nil)
}

// start hands batch to the backend in one transaction after the dirty
// keys; called with s.mu held, so transactions are started in the order
// the changes were made in memory. after, when set, receives the outcome
// (and write failures then are the caller's to report); otherwise a
// failure goes to onError. Both run once the browser has answered and
// must not block.
func (s *Store) start(batch []Change, after func(error)) {
	for len(s.dirty) > 0 {
		s.issueDirty(maxBatch)
	}
	s.startBatch(batch, after)
}

func (s *Store) startBatch(batch []Change, after func(error)) {
	n := int64(len(batch))
	s.pending.Add(1)
	s.unwritten.Add(n)
	s.b.Start(batch, func(err error) {
		s.unwritten.Add(-n)
		if after != nil {
			after(err)
		}
		if err != nil && after == nil && s.onError != nil {
			// On a goroutine of its own: done may run inside Start, with
			// s.mu held, and onError may use the store.
			go func() {
				defer s.pending.Done()
				s.onError(fmt.Errorf("saving %s: %w", describe(batch), err))
			}()
			return
		}
		s.pending.Done()
	})
}

// startWait starts batch and waits for its outcome; called without s.mu,
// off the UI goroutine.
func (s *Store) startWait(batch []Change) error {
	ch := make(chan error, 1)
	s.mu.Lock()
	s.start(batch, func(err error) { ch <- err })
	s.mu.Unlock()
	return <-ch
}

func describe(batch []Change) string {
	if len(batch) == 1 {
		return batch[0].Key
	}
	return fmt.Sprintf("%d records (%s …)", len(batch), batch[0].Key)
}

// Flush writes what is waiting for the next paint at once and waits until
// every write started so far has been stored (or has failed and been
// reported). It waits for the browser, so call it off the UI goroutine
// (before an export, in tests).
func (s *Store) Flush() {
	s.mu.Lock()
	for len(s.dirty) > 0 {
		s.issueDirty(maxBatch)
	}
	s.mu.Unlock()
	s.pending.Wait()
}

// Pending is the number of changes not yet confirmed as stored: waiting
// for the next paint (AfterPaint's work too) or handed to the browser.
func (s *Store) Pending() int {
	return int(s.dirtyN.Load() + s.unwritten.Load() + s.painting.Load())
}
