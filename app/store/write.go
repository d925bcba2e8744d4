package store

import "fmt"

// The write path. A change is kept in memory and handed to the backend in
// the same call that made it (Save, SaveJSON, Delete, Discard): the
// browser backend opens an IndexedDB transaction, issues the put and asks
// for the commit at once, without waiting for it. IndexedDB runs
// read-write transactions over the same object store in the order they
// were created, so writes stay in order with no queue of ours, and a write
// issued is stored even if the page's Go code never runs again (see
// README, "Writing").

// maxBatch bounds how many changes go into one transaction when many are
// written at once (an upgrade, an import).
const maxBatch = 500

// start hands batch to the backend in one transaction; called with s.mu
// held, so transactions are started in the order the changes were made in
// memory. after, when set, receives the outcome (and write failures then
// are the caller's to report); otherwise a failure goes to onError. Both
// run once the browser has answered, and must not block.
func (s *Store) start(batch []Change, after func(error)) {
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

// Flush waits until every write started so far has been stored (or has
// failed and been reported). It waits for the browser, so call it off the
// UI goroutine (before an export, in tests).
func (s *Store) Flush() { s.pending.Wait() }

// Pending is the number of changes handed to the browser that it has not
// confirmed as stored yet.
func (s *Store) Pending() int { return int(s.unwritten.Load()) }
