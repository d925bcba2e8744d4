package session

import (
	"errors"

	"lancemate/app/store"
)

// ReadOnlyError refuses a change while storage is read-only (data from a
// newer Lancemate, or a damaged schema version): the change is refused at
// the tap, before anything is shown, since it could not be kept.
type ReadOnlyError struct {
	// Why is the reason in the player's words, lower case, to follow "Not
	// changed: " or a page's own "Not recorded: ".
	Why string
	Err error // the store's reason
}

func (e *ReadOnlyError) Error() string { return "Not changed: " + e.Why }

func (e *ReadOnlyError) Unwrap() error { return e.Err }

// Writable is nil when a change can be kept, or a *ReadOnlyError saying
// why not. Every change the session makes asks it first; a section that
// changes something of its own before saving it asks it too.
func Writable() error { return sess.writable() }

func (s *session) writable() error {
	st := s.store()
	if st == nil {
		return nil
	}
	err := st.ReadOnly()
	switch {
	case err == nil:
		return nil
	case errors.Is(err, store.ErrSchemaDamaged):
		return &ReadOnlyError{Err: err, Why: "the saved data's version is damaged, so nothing is written until you decide under Settings → Damaged records."}
	case errors.Is(err, store.ErrNewerData):
		return &ReadOnlyError{Err: err, Why: "the saved data comes from a newer Lancemate, so this one shows it without changing it. Update the app to make changes."}
	}
	return &ReadOnlyError{Err: err, Why: "storage is read-only: " + err.Error()}
}
