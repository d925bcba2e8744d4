package session

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"lancemate/app/store"
	"lancemate/engine/game"
	"lancemate/engine/live"
	"lancemate/sheets/design"
)

// Table is the game in play: the engine's game, the key it is saved under,
// and what each event of its log did, for the history.
type Table struct {
	g       *game.Game
	key     string
	state   game.State // g.View(), refreshed on every change
	history []Played   // one per event of the log
	undone  []Played   // what the undone events did, last undone last
	version int        // changes with every event, undo and redo
}

// Played is one event and what it did: the turn and phase it came in, the
// lines of its State.Report and its one-line State.Summary.
type Played struct {
	Turn    int
	Phase   game.Phase
	Lines   []string
	Summary string
	ev      game.Event      // the game's own copy: read, never changed
	raw     json.RawMessage // ev as saved, once written (Table.Log)
}

func newTable(key string) *Table {
	g := game.New()
	return &Table{g: g, key: key, state: g.View()}
}

// apply applies a complete event (its tape holding every roll it needs)
// and records what it did. An error wrapping *game.NeedRoll names the next
// roll the event needs.
func (t *Table) apply(ev game.Event) error {
	turn, phase := t.state.Turn, t.state.Phase
	if err := t.g.Apply(ev); err != nil {
		return err
	}
	t.undone = nil
	return t.done(Played{Turn: turn, Phase: phase})
}

// done records the event just applied (or redone). Its JSON is written
// when the game is saved, after the page has repainted (Table.Log).
func (t *Table) done(p Played) error {
	t.state = t.g.View()
	p.Lines, p.Summary, p.ev = t.state.Report, t.state.Summary, t.g.Last()
	t.history = append(t.history, p)
	t.version++
	return nil
}

// Undo takes back the last event.
func (t *Table) Undo() error {
	if err := t.g.Undo(); err != nil {
		return err
	}
	n := len(t.history) - 1
	t.undone, t.history = append(t.undone, t.history[n]), t.history[:n]
	t.state = t.g.View()
	t.version++
	return nil
}

// Redo applies the last undone event again.
func (t *Table) Redo() error {
	if err := t.g.Redo(); err != nil {
		return err
	}
	n := len(t.undone) - 1
	p := t.undone[n]
	t.undone = t.undone[:n]
	return t.done(p)
}

// Log is the saved form of the game: {"log": [events], "redo": [undone
// events, last undone last]}, so redo survives a reload. Each event's JSON
// is written once and kept.
func (t *Table) Log() (string, error) {
	n := len(`{"log":[],"redo":[]}`) + len(t.history) + len(t.undone)
	for _, evs := range [][]Played{t.history, t.undone} {
		for i := range evs {
			p := &evs[i]
			if p.raw == nil {
				b, err := game.MarshalEvent(p.ev)
				if err != nil {
					return "", fmt.Errorf("event %d: %w", i+1, err)
				}
				p.raw = b
			}
			n += len(p.raw)
		}
	}
	var b strings.Builder
	b.Grow(n) // made once: the log is written after every tap
	list := func(evs []Played) {
		b.WriteByte('[')
		for i, p := range evs {
			if i > 0 {
				b.WriteByte(',')
			}
			b.Write(p.raw)
		}
		b.WriteByte(']')
	}
	b.WriteString(`{"log":`)
	list(t.history)
	b.WriteString(`,"redo":`)
	list(t.undone)
	b.WriteByte('}')
	return b.String(), nil
}

// savedGame decodes a stored game by replaying its log, so a log that no
// longer replays is reported as damaged (and its text kept). The redo list
// is rebuilt by replaying the undone events and undoing them again. A game
// saved as a bare array of events (before redo was kept) reads too.
type savedGame struct{ t *Table }

// UnmarshalJSON replays the log. Each event keeps the JSON it was read
// from, so the first save after a start writes it as it was instead of
// encoding every event again (the 'Mechs' designs in them: 30 ms of a
// first damage tap at 4× CPU with eight 'Mechs, make bench).
func (s *savedGame) UnmarshalJSON(b []byte) error {
	var saved struct {
		Log  []json.RawMessage `json:"log"`
		Redo []json.RawMessage `json:"redo"`
	}
	if trimmed := strings.TrimSpace(string(b)); strings.HasPrefix(trimmed, "[") {
		if err := json.Unmarshal(b, &saved.Log); err != nil {
			return err
		}
	} else if err := json.Unmarshal(b, &saved); err != nil {
		return err
	}
	raws := append(saved.Log, saved.Redo...)
	slices.Reverse(raws[len(saved.Log):])
	all := make(game.Log, len(raws))
	for i, raw := range raws {
		ev, err := game.UnmarshalEvent(raw)
		if err != nil {
			return fmt.Errorf("event %d: %w", i+1, err)
		}
		all[i] = ev
	}
	t := newTable("")
	for i, ev := range all {
		if err := t.apply(ev); err != nil {
			return fmt.Errorf("event %d (%s): %w", i+1, ev.Type(), err)
		}
		t.history[i].raw = raws[i]
	}
	for range saved.Redo {
		if err := t.Undo(); err != nil {
			return err
		}
	}
	s.t = t
	return nil
}

// game returns the game in play (nil when there is none, or before
// storage is open) and the saved games that could not be read. The newest
// readable game is the one in play; it is loaded on first use.
func (s *session) game() (*Table, []store.Damaged) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.st == nil {
		return nil, nil
	}
	if !s.tableLoaded {
		s.tableLoaded = true
		for _, k := range s.st.Keys(store.NSGames) {
			var sg savedGame
			if _, err := s.st.Load(k, &sg); err == nil {
				sg.t.key = k
				s.tbl = sg.t
			}
		}
	}
	var bad []store.Damaged
	for _, d := range s.st.Damaged() {
		if strings.HasPrefix(d.Key, store.NSGames) {
			bad = append(bad, d)
		}
	}
	return s.tbl, bad
}

// newGame ends the game in play (its record is deleted) and starts an
// empty one.
func (s *session) newGame() error {
	if err := s.writable(); err != nil {
		return err
	}
	if s.liveTable() != nil {
		return fmt.Errorf("this game is shared with the table: leave the table (Table, in the game menu) before starting a new game")
	}
	old, _ := s.game()
	st := s.store()
	if st == nil {
		return fmt.Errorf("storage is not open yet")
	}
	if old != nil {
		if err := st.Delete(old.key); err != nil {
			return err
		}
	}
	t := newTable(FreshKey(st, store.NSGames))
	s.mu.Lock()
	s.tbl = t
	s.mu.Unlock()
	log, err := t.Log()
	if err != nil {
		return err
	}
	return st.SaveJSON(t.key, log)
}

// change runs f on the game in play and saves the game when f succeeds.
func (s *session) change(f func(*Table) error) error {
	if err := s.writable(); err != nil {
		return err
	}
	t, _ := s.game()
	if t == nil {
		return fmt.Errorf("no game in play")
	}
	if err := f(t); err != nil {
		return err
	}
	s.save(t)
	return nil
}

// save saves the game in the same tap as its change: the store keeps the
// text at once and hands it to the browser's writer right after the frame
// that shows the change (Store.SaveJSONSoon); the writer writes it a frame
// later whatever the page is busy with, so a change on screen for 50 ms
// survives a killed browser (app/store README, Writing; make soak). Each
// event's JSON is written once and kept (Table.Log), so the save costs a
// tap one string.
func (s *session) save(t *Table) {
	log, err := t.Log()
	if err == nil {
		err = s.store().SaveJSONSoon(t.key, log)
	}
	if err != nil {
		s.problem("The game could not be saved: " + err.Error())
	}
}

// primeGame has the store prime the writer with the game in play as
// stored (PrimeGame).
func (s *session) primeGame() {
	if t, _ := s.game(); t != nil {
		s.store().Prime(t.key)
	}
}

// undo takes back the last event of the game in play, through the table
// when one is live.
func (s *session) undo() error {
	if lt := s.liveTable(); lt != nil {
		return s.liveDo(lt, live.Op{Kind: live.KindUndo})
	}
	return s.change((*Table).Undo)
}

// redo applies the last undone event again, through the table when one
// is live.
func (s *session) redo() error {
	if lt := s.liveTable(); lt != nil {
		return s.liveDo(lt, live.Op{Kind: live.KindRedo})
	}
	return s.change((*Table).Redo)
}

// play applies an event to the game in play and saves it.
func (s *session) play(ev game.Event) error {
	if lt := s.liveTable(); lt != nil {
		return s.livePlay(lt, ev)
	}
	return s.change(func(t *Table) error { return t.apply(ev) })
}

// addUnit puts a design on the table with its pilot, on side ("" for
// none), starting a game when none is in play. It returns the unit's id.
func (s *session) addUnit(d design.Design, p game.Pilot, side string) (string, error) {
	if err := s.writable(); err != nil {
		return "", err
	}
	gd, err := d.Game()
	if err != nil {
		return "", err
	}
	if t, _ := s.game(); t == nil {
		if err := s.newGame(); err != nil {
			return "", err
		}
	}
	t, _ := s.game()
	id := unitID(t.state, d.Chassis)
	return id, s.play(&game.AddUnit{ID: id, Design: gd, Pilot: p, Side: side})
}

// unitID names a new unit after its chassis, numbered from the second of
// a kind on: "Locust", "Locust 2".
func unitID(s game.State, chassis string) string {
	id := chassis
	for n := 2; ; n++ {
		if _, taken := s.Unit(id); !taken {
			return id
		}
		id = chassis + " " + strconv.Itoa(n)
	}
}

// State is the game's state after the last event.
func (t *Table) State() *game.State { return &t.state }

// History is what each event of the log did, oldest first.
func (t *Table) History() []Played { return t.history }

// Version changes with every event, undo and redo.
func (t *Table) Version() int { return t.version }

// CanUndo reports whether there is an event to take back.
func (t *Table) CanUndo() bool { return t.g.CanUndo() }

// CanRedo reports whether there is an undone event to apply again.
func (t *Table) CanRedo() bool { return t.g.CanRedo() }

// Key is the storage key the game is saved under.
func (t *Table) Key() string { return t.key }
