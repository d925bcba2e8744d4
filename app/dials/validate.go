package dials

import (
	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/clicks"
)

// The section's records are checked as it reads them (store validators):
// the figure set as a draft (its problems are shown in the editor, not a
// reason to refuse it), each match by replaying its journal.
func init() {
	store.RegisterValidator(store.NSDials, store.Decodes[session.FigureDraft]())
	store.RegisterValidator(matchNS, session.JournalValidator(clicks.NewJournal, nil))
}
