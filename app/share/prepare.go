package share

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/game"
	"lancemate/engine/melee"
	"lancemate/sheets/design"
	"lancemate/sheets/figures"
	"lancemate/sheets/roster"
)

// Receiving: Prepare places a share file's records on this phone — under
// which keys, merged with what — and asks the store for the same plan a
// backup import makes (store.PlanImport: every record checked with the
// loader its section reads it with). Nothing is written until Apply.

// Choice is what happens to something on this phone that has the same
// name as something shared and differs from it.
type Choice int

// Choices.
const (
	// KeepBoth keeps this phone's copy and adds the shared one beside it
	// (a design under a new name, a ledger under a new key, figures added
	// to the set, a game kept saved while the shared one is played).
	KeepBoth Choice = iota
	// Replace puts the shared one in its place.
	Replace
)

// Preview is what importing a share file would do, in the player's
// words, with the store's plan that carries it out.
type Preview struct {
	File   File
	Choice Choice
	// Lines say what the import adds or changes, one thing a line.
	Lines []string
	// Conflicts name what on this phone has the same name as something
	// shared and differs from it: the player keeps both or replaces
	// (Choice).
	Conflicts []string
	// Refused lists what cannot be imported and why.
	Refused []string
	// Key is the storage key of what is imported (the first, for
	// designs), for the page that opens it.
	Key  string
	Plan store.ImportPlan
}

// Nothing reports whether importing would change nothing: everything
// shared is here already, the same (or was refused).
func (p Preview) Nothing() bool {
	return len(p.Plan.Add)+len(p.Plan.Change)+len(p.Plan.Remove) == 0
}

// placement is where a file's records go on this phone.
type placement struct {
	records   []Record
	names     map[string]string // key → the player's name for it
	remove    []string          // keys the import deletes (a replaced game)
	lines     []string
	conflicts []string
	key       string
}

// Prepare works out what importing f would do with choice c for same
// names. A file this phone cannot use at all is refused with a message in
// the player's words. Call it off the UI goroutine: it reads storage and
// replays what it checks.
func Prepare(f File, c Choice) (Preview, error) {
	st := session.Store()
	if st == nil {
		return Preview{}, errors.New("storage is not open yet")
	}
	if err := st.ReadOnly(); err != nil {
		return Preview{}, err
	}
	var pl placement
	var err error
	switch f.Kind {
	case KindDesign:
		pl, err = placeDesigns(st, f, c)
	case KindForce:
		pl, err = placeForce(st, f)
	case KindGame:
		pl, err = placeGame(st, f, c)
	case KindFigures:
		pl, err = placeFigures(st, f, c)
	default:
		pl, err = placeRecord(st, f, c)
	}
	if err != nil {
		return Preview{}, err
	}
	backup, err := backupOf(f.Schema, pl.records)
	if err != nil {
		return Preview{}, err
	}
	plan, err := st.PlanImport(backup, store.Merge)
	if err != nil {
		return Preview{}, fmt.Errorf("this file cannot be read: %w", err)
	}
	p := Preview{File: f, Choice: c, Lines: pl.lines, Conflicts: pl.conflicts, Key: pl.key, Plan: plan}
	for _, r := range plan.Refused {
		p.Refused = append(p.Refused, pl.name(r.Key)+": "+r.Reason)
	}
	if len(plan.Refused) == len(pl.records) {
		return Preview{}, fmt.Errorf("%s cannot be used on this phone: %s", f.Kind.Words(), strings.Join(p.Refused, "; "))
	}
	if f.Kind == KindPilot {
		if err := hasPilot(pl.records[0].Text, f.Pilot); err != nil {
			return Preview{}, err
		}
	}
	plan.Remove = append(plan.Remove, pl.remove...)
	p.Plan = plan
	return p, nil
}

// Apply carries the preview out: all or nothing, in chunks, off the UI
// goroutine, with progress and a cancel (store.ApplyImportChunks); then
// every page reads storage again.
func (p Preview) Apply(progress func(done, total int), cancel <-chan struct{}) error {
	st := session.Store()
	if st == nil {
		return errors.New("storage is not open yet")
	}
	if err := st.ApplyImportChunks(p.Plan, 0, progress, cancel); err != nil {
		return err
	}
	session.Reload()
	return nil
}

func (pl *placement) name(key string) string {
	if n := pl.names[key]; n != "" {
		return n
	}
	return key
}

func (pl *placement) add(key, text, name string) {
	pl.records = append(pl.records, Record{Key: key, Text: text})
	if pl.names == nil {
		pl.names = map[string]string{}
	}
	pl.names[key] = name
	if pl.key == "" {
		pl.key = key
	}
}

// backupOf is a backup file holding the records, for store.PlanImport.
func backupOf(schema int, recs []Record) ([]byte, error) {
	m := make(map[string]string, len(recs))
	for _, r := range recs {
		if _, dup := m[r.Key]; dup {
			return nil, fmt.Errorf("this file holds %s twice: nothing was imported", r.Key)
		}
		m[r.Key] = r.Text
	}
	return json.Marshal(store.Backup{Format: store.BackupFormat, Schema: schema, Records: m})
}

// stored is the text of the record at key on this phone ("" for none).
func stored(st *store.Store, key string) string {
	var raw json.RawMessage
	if found, err := st.Load(key, &raw); !found || err != nil {
		if found {
			return "\x00damaged" // differs from anything shared: PlanImport refuses it
		}
		return ""
	}
	return string(raw)
}

// placeDesigns puts each design under the key the library keeps it at
// (its name's). A design this phone holds under the same name, different,
// is replaced or kept beside the shared one, which then takes the next
// free name: "Atlas AS7-D (2)".
func placeDesigns(st *store.Store, f File, c Choice) (placement, error) {
	var pl placement
	taken := map[string]bool{}
	var added, same []string
	for _, r := range f.Records {
		d, err := design.Load([]byte(r.Text))
		if err != nil {
			pl.add(r.Key, r.Text, "a shared design") // refused by the store's check, with the reason
			continue
		}
		key, text := roster.Key(d), r.Text
		old := stored(st, key)
		switch {
		case old == "":
			added = append(added, d.Name())
		case old == text:
			same = append(same, d.Name())
		case c == Replace:
			pl.conflicts = append(pl.conflicts, d.Name())
			pl.lines = append(pl.lines, "Replaces your "+d.Name()+".")
		default:
			pl.conflicts = append(pl.conflicts, d.Name())
			base := d.Model
			for n := 2; ; n++ {
				d.Model = strings.TrimSpace(base + " (" + strconv.Itoa(n) + ")")
				if k := roster.Key(d); !st.Has(k) && !taken[k] {
					break
				}
			}
			b, err := json.Marshal(d)
			if err != nil {
				return pl, fmt.Errorf("renaming %s: %w", d.Name(), err)
			}
			key, text = roster.Key(d), string(b)
			pl.lines = append(pl.lines, "Adds the shared design as "+d.Name()+": yours stays as it is.")
		}
		taken[key] = true
		pl.add(key, text, d.Name())
	}
	if len(added) > 0 {
		pl.lines = append([]string{"Adds " + countText(len(added), "design", "designs") + " to your library: " + strings.Join(added, ", ") + "."}, pl.lines...)
	}
	if len(same) > 0 {
		pl.lines = append(pl.lines, "Already in your library, the same: "+strings.Join(same, ", ")+".")
	}
	return pl, nil
}

// placeForce adds the force's units to the game in play (a new game when
// there is none): the game's log with the force's add_unit events after
// it, checked by the store as the whole game. A unit whose name the game
// already has joins under the next free one ("Atlas 2").
func placeForce(st *store.Store, f File) (placement, error) {
	var pl placement
	var force savedLog
	if err := json.Unmarshal([]byte(f.Records[0].Text), &force); err != nil {
		return pl, errors.New("this shared force is damaged: nothing was imported")
	}
	if len(force.Log) == 0 {
		return pl, errors.New("this shared force holds no 'Mechs")
	}
	t, _ := session.Game()
	var log []json.RawMessage
	key := ""
	ids := map[string]bool{}
	if t != nil {
		var redo []json.RawMessage
		var err error
		if log, redo, err = gameLog(t); err != nil {
			return pl, err
		}
		key = t.Key()
		for _, u := range t.State().Units {
			ids[u.ID] = true
		}
		if len(redo) > 0 {
			pl.lines = append(pl.lines, "Your game's undone events can no longer be redone.")
		}
	} else {
		key = newestKey(st, store.NSGames)
	}
	var units []string
	for i, raw := range force.Log {
		ev, err := game.UnmarshalEvent(raw)
		if err != nil {
			return pl, fmt.Errorf("this shared force is damaged ('Mech %d: %v): nothing was imported", i+1, err)
		}
		add, ok := ev.(*game.AddUnit)
		if !ok {
			return pl, errors.New("this shared force holds more than 'Mechs and their pilots: nothing was imported")
		}
		if id := freeID(add.ID, ids); id != add.ID {
			pl.lines = append(pl.lines, fmt.Sprintf("%s joins as %q: your game already has a unit of that name.", add.ID, id))
			add.ID = id
			if raw, err = game.MarshalEvent(add); err != nil {
				return pl, fmt.Errorf("renaming %s: %w", id, err)
			}
		}
		ids[add.ID] = true
		log = append(log, raw)
		units = append(units, fmt.Sprintf("%s (%s, %d/%d)", add.ID, add.Pilot.Name, add.Pilot.Gunnery, add.Pilot.Piloting))
	}
	text, err := json.Marshal(savedLog{Log: log, Redo: []json.RawMessage{}})
	if err != nil {
		return pl, err
	}
	where := "to your game in play"
	if t == nil || len(t.State().Units) == 0 {
		where = "to a new game"
	}
	pl.lines = append([]string{"Adds " + countText(len(units), "'Mech", "'Mechs") + " " + where + ": " + strings.Join(units, ", ") + "."}, pl.lines...)
	pl.add(key, string(text), "the shared force")
	return pl, nil
}

// freeID is id, or the next free name like it: "Atlas" → "Atlas 2".
func freeID(id string, taken map[string]bool) string {
	if !taken[id] {
		return id
	}
	base := withoutNumber(id)
	for n := 2; ; n++ {
		if c := base + " " + strconv.Itoa(n); !taken[c] {
			return c
		}
	}
}

// withoutNumber is id without a trailing " <number>": "Atlas 2" → "Atlas".
func withoutNumber(id string) string {
	i := strings.LastIndexByte(id, ' ')
	if i < 0 || i == len(id)-1 {
		return id
	}
	for _, c := range id[i+1:] {
		if c < '0' || c > '9' {
			return id
		}
	}
	return id[:i]
}

// newestKey is a key under ns that sorts after every key there: the game
// in play is the newest game.
func newestKey(st *store.Store, ns string) string {
	key := session.FreshKey(st, ns)
	if keys := st.Keys(ns); len(keys) > 0 && key <= keys[len(keys)-1] {
		key = keys[len(keys)-1] + "-next"
	}
	return key
}

// placeGame makes the shared game the game in play: a new key after every
// game here. The game in play here is kept saved (KeepBoth) or deleted
// (Replace).
func placeGame(st *store.Store, f File, c Choice) (placement, error) {
	var pl placement
	text := f.Records[0].Text
	t, _ := session.Game()
	if t != nil {
		if cur, err := t.Log(); err == nil && cur == text {
			pl.add(t.Key(), text, "the shared game")
			pl.lines = append(pl.lines, "This game is already your game in play, the same.")
			return pl, nil
		}
	}
	pl.lines = append(pl.lines, "Opens the shared game as your game in play: "+describeGame(text)+".")
	if t != nil && len(t.History()) > 0 {
		mine := "Your game in play: " + describeTable(t)
		pl.conflicts = append(pl.conflicts, mine)
		if c == Replace {
			pl.remove = append(pl.remove, t.Key())
			pl.lines = append(pl.lines, mine+", is deleted.")
		} else {
			pl.lines = append(pl.lines, mine+", stays saved on this phone and in backups.")
		}
	}
	pl.add(newestKey(st, store.NSGames), text, "the shared game")
	return pl, nil
}

// describeGame says what a saved game holds, from a replay: "turn 3, 4
// 'Mechs, 37 events (2 undone)".
func describeGame(text string) string {
	var s struct {
		Log  game.Log `json:"log"`
		Redo game.Log `json:"redo"`
	}
	if json.Unmarshal([]byte(text), &s) != nil {
		return "a game"
	}
	g := game.New()
	for _, ev := range s.Log {
		if g.Apply(ev) != nil {
			return "a game"
		}
	}
	v := g.View()
	out := fmt.Sprintf("turn %d, %s (%s), %s", max(v.Turn, 1), countText(len(v.Units), "'Mech", "'Mechs"), unitNames(v.Units), countText(len(s.Log), "event", "events"))
	if len(s.Redo) > 0 {
		out += fmt.Sprintf(" and %d undone", len(s.Redo))
	}
	return out
}

// describeTable says what the game in play holds: "turn 3, 2 'Mechs
// (Atlas AS7-D, Locust LCT-1V)".
func describeTable(t *session.Table) string {
	s := t.State()
	return fmt.Sprintf("turn %d, %s (%s)", max(s.Turn, 1), countText(len(s.Units), "'Mech", "'Mechs"), unitNames(s.Units))
}

func unitNames(us []game.Unit) string {
	var names []string
	for i := range us {
		names = append(names, us[i].ID)
	}
	return listText(names)
}

// placeFigures puts the shared figure set in the Dials section's place.
// When this phone has a different set, the shared figures are added to
// it (KeepBoth; a figure whose name the set has takes "(2)") or the set
// is replaced.
func placeFigures(st *store.Store, f File, c Choice) (placement, error) {
	var pl placement
	r := f.Records[0]
	if r.Key != session.FigureLibraryKey {
		return pl, fmt.Errorf("this file should hold a figure set but holds %s: nothing was imported", dataWords(r.Key))
	}
	var shared figures.Set
	if err := json.Unmarshal([]byte(r.Text), &shared); err != nil {
		pl.add(r.Key, r.Text, "the shared figure set") // refused by the store's check, with the reason
		return pl, nil
	}
	old := stored(st, session.FigureLibraryKey)
	what := countText(len(shared.Figures), "figure", "figures")
	var mine figures.Set
	switch {
	case old == "":
		pl.lines = append(pl.lines, "Adds the figure set ("+what+") to Dials.")
	case old == r.Text:
		pl.lines = append(pl.lines, "Your figure set is already the same.")
	case json.Unmarshal([]byte(old), &mine) != nil:
		pl.add(r.Key, r.Text, "your figure set") // refused: the set here is damaged
		return pl, nil
	case c == Replace:
		pl.conflicts = append(pl.conflicts, "Your figure set ("+countText(len(mine.Figures), "figure", "figures")+")")
		pl.lines = append(pl.lines, "Replaces your figure set ("+countText(len(mine.Figures), "figure", "figures")+") with the shared one ("+what+").")
	default:
		pl.conflicts = append(pl.conflicts, "Your figure set ("+countText(len(mine.Figures), "figure", "figures")+")")
		names := map[string]bool{}
		for _, fig := range mine.Figures {
			names[fig.Name] = true
		}
		for _, fig := range shared.Figures {
			base := fig.Name
			for n := 2; names[fig.Name]; n++ {
				fig.Name = base + " (" + strconv.Itoa(n) + ")"
			}
			names[fig.Name] = true
			mine.Figures = append(mine.Figures, fig)
		}
		b, err := json.Marshal(mine)
		if err != nil {
			return pl, err
		}
		pl.lines = append(pl.lines, "Adds the shared "+what+" to your figure set; your figures and heat effects stay.")
		pl.add(session.FigureLibraryKey, string(b), "the shared figure set")
		return pl, nil
	}
	pl.add(r.Key, r.Text, "the shared figure set")
	return pl, nil
}

// placeRecord puts a stable, a ledger event or a Meks campaign under its
// key. A different copy of it here (shared earlier and changed since) is
// replaced or kept, the shared one then under a new key.
func placeRecord(st *store.Store, f File, c Choice) (placement, error) {
	var pl placement
	r := f.Records[0]
	name := strings.TrimSpace(f.Title)
	if name == "" {
		name = "the shared " + strings.TrimPrefix(strings.TrimPrefix(f.Kind.Words(), "a "), "an ")
	}
	old := stored(st, r.Key)
	key := r.Key
	switch {
	case old == "":
		pl.lines = append(pl.lines, "Adds "+name+".")
	case old == r.Text:
		pl.lines = append(pl.lines, name+" is already on this phone, the same.")
	case c == Replace:
		pl.conflicts = append(pl.conflicts, name)
		pl.lines = append(pl.lines, "Replaces your copy of "+name+".")
	default:
		pl.conflicts = append(pl.conflicts, name)
		ns := kinds[f.Kind].ns
		key = newestKey(st, ns)
		pl.lines = append(pl.lines, "Adds "+name+" beside your copy, which stays as it is.")
	}
	if f.Kind == KindPilot {
		pl.lines = append(pl.lines, "Opens "+f.Pilot+"'s ledger.")
	}
	pl.add(key, r.Text, name)
	return pl, nil
}

// hasPilot checks a pilot's ledger names a pilot of its event.
func hasPilot(text, pilot string) error {
	j := melee.New()
	if err := j.Load([]byte(text)); err != nil {
		return fmt.Errorf("this pilot's ledger cannot be read: %w", err)
	}
	s := j.Peek()
	if _, err := s.Pilot(pilot); err != nil {
		var names []string
		for _, p := range s.Pilots {
			names = append(names, p.Name)
		}
		slices.Sort(names)
		return fmt.Errorf("this ledger has no pilot named %q (it has %s): nothing was imported", pilot, listText(names))
	}
	return nil
}

// countText is n with the singular or plural noun: "1 design", "3
// designs".
func countText(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
