package session

import (
	"bytes"
	"encoding/json"
	"errors"

	"lancemate/engine/journal"

	"lancemate/app/store"
	"lancemate/engine/dice"
)

// The records the session reads are checked with the loaders it reads
// them with, at start-up, on import and before Settings lists damaged
// records (store.RegisterValidator). The sections register theirs.
func init() {
	store.RegisterValidator(store.NSSettings, store.Decodes[Prefs]())
	store.RegisterValidator(store.NSDiceLog, store.Decodes[dice.Entry]())
	store.RegisterValidator(store.NSDesigns, checkDesign)
	store.RegisterValidator(store.NSGames, checkGame)
	store.RegisterValidator(tableNS, store.Decodes[tableRecord]())
	store.RegisterDeviceOwn(tableNS, seatNotRestored)
}

// checkGame is the check of a stored game: its log (or, as saved before
// redo was kept, a bare array of events) must be there and replay. A
// game that is null or has no log would read as an empty game in play and
// hide the player's real one, so it is damaged (and kept).
func checkGame(raw []byte) error {
	if trimmed := bytes.TrimSpace(raw); len(trimmed) == 0 || trimmed[0] != '[' {
		if err := needLog(raw, "game"); err != nil {
			return err
		}
	}
	var g savedGame
	return json.Unmarshal(raw, &g)
}

// needLog refuses a saved journal or game that is null or holds no log:
// the app always writes one (empty for a game just started).
func needLog(raw []byte, what string) error {
	if string(bytes.TrimSpace(raw)) == "null" {
		return errors.New("holds null, not a saved " + what)
	}
	var head struct {
		Log *json.RawMessage `json:"log"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return err
	}
	if head.Log == nil {
		return errors.New("holds no log of events, so it is not a saved " + what)
	}
	return nil
}

// JournalValidator is the check of a stored journal record: it must
// not be null, must hold a log, must replay in a journal made by fresh,
// and must then pass check (nil for none), where a section tests what its
// pages rely on (an event with a ruleset, say).
func JournalValidator[S any](fresh func() *journal.Journal[S], check func(j *journal.Journal[S]) error) func(raw []byte) error {
	return func(raw []byte) error {
		if err := needLog(raw, "record"); err != nil {
			return err
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
