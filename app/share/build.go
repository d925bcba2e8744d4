package share

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/game"
	"lancemate/sheets/design"
	"lancemate/sheets/roster"
)

// What a section shares: each function makes the file for one kind. A
// section passes the result straight to the kit (kit.Share(share.Game(t))).

// Design is the share file of one or more 'Mech designs, each under the
// key the library keeps it at.
func Design(ds ...design.Design) (File, error) {
	if len(ds) == 0 {
		return File{}, errors.New("no design to share")
	}
	f := File{Kind: KindDesign, Schema: store.SchemaVersion}
	var names []string
	for _, d := range ds {
		b, err := json.Marshal(d)
		if err != nil {
			return File{}, fmt.Errorf("sharing %s: %w", d.Name(), err)
		}
		f.Records = append(f.Records, Record{Key: roster.Key(d), Text: string(b)})
		names = append(names, d.Name())
	}
	f.Title = listText(names)
	return f, nil
}

// forceKey is the key a force's record carries in its file; the
// receiving phone adds the units to its game in play instead.
const forceKey = store.NSGames + "force"

// Force is the share file of a game's units, each with the design and the
// pilot it entered play with: a log of the game's add_unit events.
func Force(t *session.Table) (File, error) {
	if t == nil || len(t.State().Units) == 0 {
		return File{}, errors.New("there are no 'Mechs in play to share")
	}
	evs, _, err := gameLog(t)
	if err != nil {
		return File{}, err
	}
	var adds []json.RawMessage
	for _, raw := range evs {
		ev, err := game.UnmarshalEvent(raw)
		if err != nil {
			return File{}, fmt.Errorf("sharing the force: %w", err)
		}
		if _, ok := ev.(*game.AddUnit); ok {
			adds = append(adds, raw)
		}
	}
	text, err := json.Marshal(savedLog{Log: adds, Redo: []json.RawMessage{}})
	if err != nil {
		return File{}, fmt.Errorf("sharing the force: %w", err)
	}
	var names []string
	for _, u := range t.State().Units {
		names = append(names, u.Name())
	}
	return File{Kind: KindForce, Title: listText(names), Schema: store.SchemaVersion,
		Records: []Record{{Key: forceKey, Text: string(text)}}}, nil
}

// Game is the share file of the game in play: its log and its undo
// history (the undone events redo can bring back), as saved.
func Game(t *session.Table) (File, error) {
	if t == nil || len(t.History()) == 0 {
		return File{}, errors.New("there is no game in play to share")
	}
	text, err := t.Log()
	if err != nil {
		return File{}, fmt.Errorf("sharing the game: %w", err)
	}
	s := t.State()
	var names []string
	for _, u := range s.Units {
		names = append(names, u.Name())
	}
	title := fmt.Sprintf("Game, turn %d: %s", max(s.Turn, 1), listText(names))
	return File{Kind: KindGame, Title: title, Schema: store.SchemaVersion,
		Records: []Record{{Key: t.Key(), Text: text}}}, nil
}

// Stored is the share file of one record the app keeps (a figure set, a
// stable, a ledger event, a Meks campaign), read as stored: title says
// what it is in the player's words ("Stable: Fun Factory").
func Stored(kind Kind, key, title string) (File, error) {
	d, ok := kinds[kind]
	switch {
	case !ok || kind == KindDesign || kind == KindForce || kind == KindGame:
		return File{}, fmt.Errorf("sharing: %q is not a stored record's kind", kind)
	case !strings.HasPrefix(key, d.ns):
		return File{}, fmt.Errorf("sharing: %s is not %s", key, d.words)
	}
	st := session.Store()
	if st == nil {
		return File{}, errors.New("storage is not open yet")
	}
	var raw json.RawMessage
	found, err := st.Load(key, &raw)
	switch {
	case err != nil:
		return File{}, fmt.Errorf("this cannot be shared: %w", err)
	case !found:
		return File{}, errors.New("there is nothing saved to share yet")
	}
	return File{Kind: kind, Title: title, Schema: store.SchemaVersion, Records: []Record{{Key: key, Text: string(raw)}}}, nil
}

// Pilot is the share file of one pilot's ledger: the event's ledger it is
// kept in (the ledger's entries come from the whole event), opened at the
// pilot on the other phone.
func Pilot(key, title, pilot string) (File, error) {
	f, err := Stored(KindEvent, key, title)
	if err != nil {
		return File{}, err
	}
	f.Kind, f.Pilot = KindPilot, pilot
	return f, nil
}

// savedLog is a game as saved: its log and the undone events.
type savedLog struct {
	Log  []json.RawMessage `json:"log"`
	Redo []json.RawMessage `json:"redo"`
}

// gameLog is the table's saved log and redo list, each event as JSON.
func gameLog(t *session.Table) (log, redo []json.RawMessage, err error) {
	text, err := t.Log()
	if err != nil {
		return nil, nil, fmt.Errorf("reading the game: %w", err)
	}
	var s savedLog
	if err := json.Unmarshal([]byte(text), &s); err != nil {
		return nil, nil, fmt.Errorf("reading the game: %w", err)
	}
	return s.Log, s.Redo, nil
}

// listText joins names for a title: "Atlas AS7-D, Locust LCT-1V and 2
// more".
func listText(names []string) string {
	const shown = 3
	if len(names) <= shown {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:shown], ", "), len(names)-shown)
}
