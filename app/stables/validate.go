package stables

import (
	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/journal"
	"lancemate/engine/stable"
)

// A stored stable is checked by replaying its ledger (store validators).
func init() {
	store.RegisterValidator(store.NSStable, session.JournalValidator(func() *journal.Journal[stable.State] { return stable.New().Journal }, nil))
}
