package session

import (
	"errors"
	"fmt"
	"strconv"
	"sync"

	"lancemate/app/store"
	"lancemate/sheets/design"
	"lancemate/sheets/importer"
	"lancemate/sheets/library"
	"lancemate/sheets/roster"
)

// loadRoster builds the roster of built-in and imported designs on first
// use (imported designs live in a lazily read namespace). Call it off the
// UI goroutine: it may read storage.
func (s *session) loadRoster() (*roster.Roster, error) {
	s.mu.Lock()
	r, st, gen := s.roster, s.st, s.rosterGen
	s.mu.Unlock()
	if r != nil {
		return r, nil
	}
	if st == nil {
		return nil, fmt.Errorf("storage is not open yet")
	}
	built, err := library.All()
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	build := s.build
	s.mu.Unlock()
	user, err := store.LoadSummaries(st, store.NSDesigns, build, summarize, s.importedSummary)
	designsChecked.clear()
	if err != nil {
		return nil, err
	}
	s.damagedDesigns(user.Damaged)
	entries := make([]roster.Entry, 0, len(built)+len(user.Items))
	for _, b := range built {
		entries = append(entries, roster.NewEntry(roster.BuiltInID(b.ID), b.Design, true))
	}
	for _, u := range user.Items {
		entries = append(entries, roster.LazyEntry(roster.UserID(u.Key), u.Value, importedDesign(st, u.Key)))
	}
	r = roster.New(entries)
	s.mu.Lock()
	if s.rosterGen == gen { // not forgotten meanwhile (an import ended)
		s.roster = r
	}
	if user.Stale && !s.rechecking {
		s.rechecking = true
		go s.recheckDesigns(st, build)
	}
	s.mu.Unlock()
	return r, nil
}

// damagedDesigns says, in the banner, that n imported designs could not
// be read.
func (s *session) damagedDesigns(n int) {
	switch {
	case n == 1:
		s.problem("An imported design could not be read; it is kept under Settings → Damaged records.")
	case n > 1:
		s.problem(fmt.Sprintf("%d imported designs could not be read; they are kept under Settings → Damaged records.", n))
	}
}

// recheckDesigns reads again, in the background, the imported designs the
// roster listed by the summaries another build of the app made (after an
// update), and keeps what this build makes of them. When a design now
// reads otherwise, the roster is forgotten and the pages told, so they
// ask for it again; a design that no longer reads is reported.
// One runs at a time (rechecking).
func (s *session) recheckDesigns(st *store.Store, build string) {
	changed, damaged, err := store.RecheckSummaries(st, store.NSDesigns, build, summarize)
	s.mu.Lock()
	s.rechecking = false
	s.mu.Unlock()
	if err != nil || changed == 0 {
		return
	}
	s.forgetRoster()
	if damaged > 0 {
		s.damagedDesigns(damaged)
		return
	}
	s.notify()
}

// summarize reads an imported design for the roster's list: design.Load,
// which checks it whole, then what the list shows of it.
func summarize(raw []byte) (roster.Summary, error) {
	d, err := design.Load(raw)
	return roster.Summarize(d), err
}

// importedSummary is the summary of the design an import saved at key as
// raw, which it made from a design it had checked, or of a design the
// designs' validator read as raw (designsChecked): the roster need not
// read it again (store.LoadSummaries' known). A note is used once.
func (s *session) importedSummary(key, raw string) (roster.Summary, bool) {
	s.mu.Lock()
	n, ok := s.imported[key]
	delete(s.imported, key)
	s.mu.Unlock()
	if ok && n.text == raw {
		return n.sum, true
	}
	return designsChecked.take(raw)
}

// checkDesign is the imported designs' validator: the design must load.
// The summary of one that does is noted (designsChecked).
func checkDesign(raw []byte) error {
	d, err := design.Load(raw)
	if err == nil {
		designsChecked.note(string(raw), roster.Summarize(d))
	}
	return err
}

// designsChecked holds the summaries of the designs the validator read
// whole since the roster's last reading, by their text's fingerprint
// (store.Fingerprint: length and hash): a backup's or a share's import
// checks every design it brings before it saves it, and the roster's next
// reading then lists them without reading them again. The roster empties
// it at each reading; it holds at most maxChecked summaries.
var designsChecked checkedSummaries

// maxChecked bounds designsChecked: a summary is a hundred bytes or so,
// and the corpus is 8,776 designs.
const maxChecked = 20000

type checkedSummaries struct {
	mu sync.Mutex
	m  map[string]roster.Summary
}

func (c *checkedSummaries) note(text string, sum roster.Summary) {
	p := store.Fingerprint(text)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[string]roster.Summary{}
	}
	if len(c.m) < maxChecked {
		c.m[p] = sum
	}
}

// take returns and forgets the summary noted for text. With none noted,
// it hashes nothing: the roster asks for every design it reads.
func (c *checkedSummaries) take(text string) (roster.Summary, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) == 0 {
		return roster.Summary{}, false
	}
	p := store.Fingerprint(text)
	sum, ok := c.m[p]
	delete(c.m, p)
	return sum, ok
}

func (c *checkedSummaries) clear() {
	c.mu.Lock()
	c.m = nil
	c.mu.Unlock()
}

// noteImported keeps the summary of a design an import saved at key as
// text, for the roster's next reading (importedSummary).
func (s *session) noteImported(key, text string, sum roster.Summary) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.imported == nil {
		s.imported = map[string]importedNote{}
	}
	s.imported[key] = importedNote{text: text, sum: sum}
}

// importedNote is what noteImported keeps of a design an import saved.
type importedNote struct {
	text string
	sum  roster.Summary
}

// importedDesign reads the design stored at key when the roster is asked
// for it whole (roster.Entry.Design). Its errors are the player's words:
// why a record is damaged is shown in Settings.
func importedDesign(st *store.Store, key string) func() (design.Design, error) {
	return func() (design.Design, error) {
		d, found, err := store.LoadWith(st, key, design.Load)
		switch {
		case err != nil:
			return d, errors.New("this design could not be read; it is kept under Settings → Damaged records")
		case !found:
			return d, errors.New("this design is no longer in the library")
		}
		return d, nil
	}
}

// ImportResult is what happened to one file of an import.
type ImportResult struct {
	File    string
	Designs []string // names imported, as saved (a renamed design's new name)
	// Renamed lists the designs of this file saved under a new name,
	// "Atlas AS7-D (2)", because an earlier file of the same import made
	// a design of the same name: both are kept.
	Renamed []string
	// Replaced lists the designs of this file that replaced a design of
	// the same name saved by an earlier import; Updated is their number.
	Replaced []string
	Updated  int
	Unknown  []string // items outside the rules catalogue, with where they sit
	Err      string
}

// ImportBatch is one import of unit files: the files a player picked or
// the folder they chose, imported together. A design named like one an
// earlier file of the batch made is kept beside it, its name marked
// ("Atlas AS7-D (2)", saved under its own key), never written over it; a
// design named like one an earlier import saved replaces it, and the
// result says so. Importing the same folder again therefore replaces
// each design with its own new copy. Its methods may be called from any
// goroutine but not from a JavaScript callback: they may read the saved
// designs from the browser.
type ImportBatch struct {
	s       *session
	mu      sync.Mutex
	written map[string]bool // keys saved by this batch
	// before holds, for each key the batch saved, the text it held
	// before (nil: none), so Undo can put storage back as it was.
	before map[string]*string
}

// NewImportBatch starts an import of one or more files.
func NewImportBatch() *ImportBatch { return sess.newImportBatch() }

func (s *session) newImportBatch() *ImportBatch {
	return &ImportBatch{s: s, written: map[string]bool{}, before: map[string]*string{}}
}

// Undo puts every record the batch saved back as it was before the batch:
// an earlier import's design it replaced is written again, a design it
// added is deleted. A cancelled import calls it; it waits until storage
// holds the result, so call it off the UI goroutine.
func (b *ImportBatch) Undo() error {
	st := b.s.store()
	if st == nil {
		return fmt.Errorf("storage is not open")
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	var err error
	st.Batch(func() { // handed to storage together, as the import's own saves
		for key, old := range b.before {
			if old != nil {
				err = st.SaveJSON(key, *old)
			} else {
				err = st.Delete(key)
			}
			if err != nil {
				err = fmt.Errorf("undoing the import: %w", err)
				return
			}
			delete(b.before, key)
			delete(b.written, key)
		}
	})
	if err != nil {
		return err
	}
	st.Flush()
	return nil
}

// Slice runs f, a slice of the batch's File calls between two yields to
// the page, and hands the designs they save to storage together when it
// returns (store.Batch). The designs stored already are read first, so f
// waits for nothing.
func (b *ImportBatch) Slice(f func()) {
	st := b.s.store()
	if st == nil {
		f()
		return
	}
	st.Has(store.NSDesigns)
	st.Batch(f)
}

// File imports one unit file of the batch and saves its designs.
func (b *ImportBatch) File(name string, data []byte) ImportResult {
	res := ImportResult{File: name}
	if err := b.s.writable(); err != nil {
		res.Err = err.Error()
		return res
	}
	ds, err := importer.Import(name, data)
	if err != nil {
		res.Err = err.Error()
		return res
	}
	st := b.s.store()
	if st == nil {
		res.Err = "storage is not open"
		return res
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, d := range ds {
		saved, replaced, err := b.save(st, d)
		if err != nil {
			res.Err = err.Error()
			return res
		}
		res.Designs = append(res.Designs, saved.Name())
		if saved.Name() != d.Name() {
			res.Renamed = append(res.Renamed, saved.Name())
		}
		if replaced {
			res.Replaced = append(res.Replaced, saved.Name())
		}
		for _, u := range saved.Unknowns() {
			res.Unknown = append(res.Unknown, saved.Name()+": "+u.String())
		}
	}
	res.Updated = len(res.Replaced)
	return res
}

// save stores d under its name's key or, when this batch has saved that
// key already (or it holds a damaged record), under the first free
// "name (n)". replaced reports that it wrote over an earlier import's
// design. Called with b.mu held.
func (b *ImportBatch) save(st *store.Store, d design.Design) (saved design.Design, replaced bool, err error) {
	saved = d
	for n := 2; ; n++ {
		key := roster.Key(saved)
		if !b.written[key] {
			var old *string
			if text, err := st.Whole(key); err == nil {
				old = &text
			}
			raw, err := design.Marshal(saved)
			if err != nil {
				return saved, false, err
			}
			text := string(raw)
			if err = st.SaveJSON(key, text); err == nil {
				b.written[key] = true
				b.before[key] = old
				// The file's reader checked d (Validate); a name made
				// longer is checked again.
				if saved.Name() == d.Name() || saved.Validate() == nil {
					b.s.noteImported(key, text, roster.Summarize(saved))
				}
				return saved, old != nil, nil
			}
			if !errors.Is(err, store.ErrDamaged) {
				return saved, false, err
			}
		}
		saved = d
		if saved.Model != "" {
			saved.Model += " (" + strconv.Itoa(n) + ")"
		} else {
			saved.Chassis += " (" + strconv.Itoa(n) + ")"
		}
	}
}

// forgetRoster makes the next loadRoster rebuild it (after an import or a
// delete).
func (s *session) forgetRoster() {
	s.mu.Lock()
	s.roster = nil
	s.rosterGen++
	s.mu.Unlock()
}
