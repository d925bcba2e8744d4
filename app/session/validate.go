package session

import (
	"bytes"
	"encoding/json"
	"errors"

	"lancemate/engine/journal"

	"lancemate/app/store"
	"lancemate/engine/dice"
	"lancemate/sheets/design"
)

// The records the session reads are checked with the loaders it reads
// them with, at start-up, on import and before Settings lists damaged
// records (store.RegisterValidator). The sections register theirs.
func init() {
	store.RegisterValidator(store.NSSettings, store.Decodes[Prefs]())
	store.RegisterValidator(store.NSDiceLog, store.Decodes[dice.Entry]())
	store.RegisterValidator(store.NSDesigns, func(raw []byte) error {
		_, err := design.Load(raw)
		return err
	})
	store.RegisterValidator(store.NSGames, func(raw []byte) error {
		var g savedGame
		return json.Unmarshal(raw, &g)
	})
}

// JournalValidator is the check of a stored journal record: it must
// not be null, must replay in a journal made by fresh, and must then pass
// check (nil for none), where a section tests what its pages rely on
// (an event with a ruleset, say).
func JournalValidator[S any](fresh func() *journal.Journal[S], check func(j *journal.Journal[S]) error) func(raw []byte) error {
	return func(raw []byte) error {
		if string(bytes.TrimSpace(raw)) == "null" {
			return errors.New("holds null, not a saved journal")
		}
		j := fresh()
		if err := j.Load(raw); err != nil {
			return err
		}
		if check != nil {
			return check(j)
		}
		return nil
	}
}
