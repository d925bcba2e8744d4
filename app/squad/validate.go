package squad

import (
	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/meks"
)

// A stored campaign is checked by replaying its log (store validators).
func init() {
	store.RegisterValidator(store.NSMeks, session.JournalValidator(meks.NewJournal, nil))
}
