package ledger

import (
	"errors"

	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/journal"
	"lancemate/engine/melee"
)

// A stored event is checked by replaying its log (store validators); the
// pages need the ruleset its first event opened it with.
func init() {
	store.RegisterValidator(store.NSLedger, session.JournalValidator(melee.New, func(j *journal.Journal[melee.State]) error {
		if j.Len() == 0 {
			return errors.New("the event has no entries: it was never opened with a ruleset")
		}
		j.Peek().Rules() // panics (a damaged record, never a crash) when no ruleset opened it
		return nil
	}))
}
