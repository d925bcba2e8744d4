package session

import (
	"fmt"

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
	r, st := s.roster, s.st
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
	user, damaged, err := store.LoadAll[keyedDesign](st, store.NSDesigns)
	if err != nil {
		return nil, err
	}
	if damaged > 0 {
		msg := fmt.Sprintf("%d imported designs could not be read; they are kept under Settings → Damaged records.", damaged)
		if damaged == 1 {
			msg = "An imported design could not be read; it is kept under Settings → Damaged records."
		}
		s.problem(msg)
	}
	entries := make([]roster.Entry, 0, len(built)+len(user))
	for _, b := range built {
		entries = append(entries, roster.NewEntry(roster.BuiltInID(b.ID), b.Design, true))
	}
	for _, u := range user {
		entries = append(entries, roster.NewEntry(roster.UserID(roster.Key(u.Design)), u.Design, false))
	}
	r = roster.New(entries)
	s.mu.Lock()
	s.roster = r
	s.mu.Unlock()
	return r, nil
}

// keyedDesign decodes a stored design and validates it, so a stored
// design that no longer loads is reported as damaged.
type keyedDesign struct{ design.Design }

func (k *keyedDesign) UnmarshalJSON(b []byte) error {
	d, err := design.Load(b)
	k.Design = d
	return err
}

// ImportResult is what happened to one file of an import.
type ImportResult struct {
	File    string
	Designs []string // names imported
	Updated int      // of which replaced an earlier import
	Unknown []string // items outside the rules catalogue, with where they sit
	Err     string
}

// importFile imports one unit file and saves its designs.
func (s *session) importFile(name string, data []byte) ImportResult {
	res := ImportResult{File: name}
	ds, err := importer.Import(name, data)
	if err != nil {
		res.Err = err.Error()
		return res
	}
	st := s.store()
	if st == nil {
		res.Err = "storage is not open"
		return res
	}
	for _, d := range ds {
		key := roster.Key(d)
		if st.Has(key) {
			res.Updated++
		}
		if err := st.Save(key, d); err != nil {
			res.Err = err.Error()
			return res
		}
		res.Designs = append(res.Designs, d.Name())
		for _, u := range d.Unknowns() {
			res.Unknown = append(res.Unknown, d.Name()+": "+u.String())
		}
	}
	return res
}

// forgetRoster makes the next loadRoster rebuild it (after an import or a
// delete).
func (s *session) forgetRoster() {
	s.mu.Lock()
	s.roster = nil
	s.mu.Unlock()
}
