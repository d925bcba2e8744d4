// Package roster is the searchable list of every design a player has: the
// built-in library and the designs they imported. It holds the search the
// library screen runs on each keystroke.
package roster

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"lancemate/engine/classic"
	"lancemate/sheets/design"
)

// Entry is one design of the roster: what the list shows and searches
// (its Summary), and the whole design, held or read when asked for.
type Entry struct {
	// ID is unique in the roster: "builtin:<library id>" for built-in
	// designs, "user:<key>" for imported ones.
	ID string
	Summary
	BuiltIn bool
	Class   classic.WeightClass
	text    string // lower-case words searched by name
	design  *lazyDesign
}

// Summary is what the roster lists of a design, enough to show, sort and
// search it without reading it whole: thousands of imported designs are
// listed from their summaries, kept in storage.
type Summary struct {
	Chassis string      `json:"chassis"`
	Model   string      `json:"model,omitempty"`
	Source  string      `json:"source,omitempty"`
	Tons    int         `json:"tons"`
	Tech    design.Tech `json:"tech"`
	Walk    int         `json:"walk"`
	Jump    int         `json:"jump,omitempty"`
	Cost    float64     `json:"cost,omitempty"` // C-bills as the source gives them (0: unknown)
}

// Summarize is the summary of d.
func Summarize(d design.Design) Summary {
	return Summary{Chassis: d.Chassis, Model: d.Model, Source: d.Source, Tons: d.Tons, Tech: d.Tech, Walk: d.Walk, Jump: d.Jump, Cost: d.Cost}
}

// AppendLine appends s as one line of tab-separated fields (the strings
// quoted, so a field holds no tab or line break) for the store's cache of
// summaries, which reads it back with ParseLine.
func (s Summary) AppendLine(b []byte) []byte {
	for _, f := range []string{s.Chassis, s.Model, s.Source, string(s.Tech)} {
		b = append(strconv.AppendQuote(b, f), '\t')
	}
	for _, n := range []int{s.Tons, s.Walk, s.Jump} {
		b = append(strconv.AppendInt(b, int64(n), 10), '\t')
	}
	return strconv.AppendFloat(b, s.Cost, 'g', -1, 64)
}

// ParseLine reads a summary that AppendLine wrote.
func (Summary) ParseLine(line string) (Summary, error) {
	var f [8]string
	rest := line
	for i := range f {
		var ok bool
		if f[i], rest, ok = strings.Cut(rest, "\t"); ok != (i < len(f)-1) {
			return Summary{}, fmt.Errorf("a summary of %d fields, not %d", strings.Count(line, "\t")+1, len(f))
		}
	}
	var s Summary
	var err error
	text := []*string{&s.Chassis, &s.Model, &s.Source, (*string)(&s.Tech)}
	for i, p := range text {
		if *p, err = strconv.Unquote(f[i]); err != nil {
			return Summary{}, fmt.Errorf("a summary's field %d: %w", i+1, err)
		}
	}
	for i, p := range []*int{&s.Tons, &s.Walk, &s.Jump} {
		if *p, err = strconv.Atoi(f[len(text)+i]); err != nil {
			return Summary{}, fmt.Errorf("a summary's field %d: %w", len(text)+i+1, err)
		}
	}
	if s.Cost, err = strconv.ParseFloat(f[7], 64); err != nil {
		return Summary{}, fmt.Errorf("a summary's cost: %w", err)
	}
	return s, nil
}

// Name is the design's name, as design.Design's.
func (s Summary) Name() string { return design.Design{Chassis: s.Chassis, Model: s.Model}.Name() }

// Run is the design's Running MP, as design.Design's.
func (s Summary) Run() int { return design.Design{Walk: s.Walk}.Run() }

// lazyDesign is an entry's whole design: held from the start, or read once
// on first ask.
type lazyDesign struct {
	once sync.Once
	load func() (design.Design, error)
	d    design.Design
	err  error
}

// BuiltInID and UserID make roster ids.
func BuiltInID(libraryID string) string { return "builtin:" + libraryID }

// UserID makes the roster id of an imported design stored under key.
func UserID(key string) string { return "user:" + key }

// StoredKey is the storage key of the imported design of roster id id;
// ok is false for a built-in design's id.
func StoredKey(id string) (key string, ok bool) { return strings.CutPrefix(id, "user:") }

// NewEntry describes a design held whole.
func NewEntry(id string, d design.Design, builtIn bool) Entry {
	e := newEntry(id, Summarize(d), builtIn)
	e.design = &lazyDesign{d: d}
	e.design.once.Do(func() {})
	return e
}

// LazyEntry describes an imported design known by its summary; load reads
// it whole when it is first asked for (Design).
func LazyEntry(id string, s Summary, load func() (design.Design, error)) Entry {
	e := newEntry(id, s, false)
	e.design = &lazyDesign{load: load}
	return e
}

func newEntry(id string, s Summary, builtIn bool) Entry {
	return Entry{
		ID: id, Summary: s, BuiltIn: builtIn,
		Class: classic.WeightClassOf(s.Tons),
		text:  strings.ToLower(s.Chassis + " " + s.Model + " " + s.Source),
	}
}

// Design is the entry's whole design, read on first ask for an entry made
// by LazyEntry (an error when it can no longer be read: deleted or
// damaged since it was listed).
func (e *Entry) Design() (design.Design, error) {
	l := e.design
	l.once.Do(func() { l.d, l.err = l.load() })
	return l.d, l.err
}

// Roster is an ordered list of entries: lightest first, then by name.
// Searches hand out pointers into it, so a keystroke over thousands of
// designs copies no designs.
type Roster struct {
	entries []*Entry
	// all is every entry's text, in order, each followed by a NUL; starts
	// holds where each begins. A search for short words scans all once
	// for its first word (Find) instead of testing every entry in turn.
	all    string
	starts []int
	// grams finds the entries that may hold a word of three letters or
	// more without a scan.
	grams trigrams
}

// New builds a roster.
func New(entries []Entry) *Roster {
	es := make([]*Entry, len(entries))
	for i := range entries {
		es[i] = &entries[i]
	}
	slices.SortStableFunc(es, func(a, b *Entry) int {
		if a.Tons != b.Tons {
			return a.Tons - b.Tons
		}
		if c := strings.Compare(a.Name(), b.Name()); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	var b strings.Builder
	starts := make([]int, len(es))
	for i, e := range es {
		starts[i] = b.Len()
		b.WriteString(e.text)
		b.WriteByte(0)
	}
	texts := make([]string, len(es))
	for i, e := range es {
		texts[i] = e.text
	}
	return &Roster{entries: es, all: b.String(), starts: starts, grams: newTrigrams(texts)}
}

// Len is the number of entries.
func (r *Roster) Len() int { return len(r.entries) }

// Get returns the entry with the given id.
func (r *Roster) Get(id string) (*Entry, bool) {
	for _, e := range r.entries {
		if e.ID == id {
			return e, true
		}
	}
	return nil, false
}

// Query is a search of the roster. Zero fields match everything.
type Query struct {
	Words            []string            // each must appear in chassis, model or source
	MinTons, MaxTons int                 // inclusive tonnage range; 0 = open
	Class            classic.WeightClass // Unclassed = any
	Tech             design.Tech         // "" = any
}

// ParseQuery reads what a player types in the search box. Besides words of
// the name it understands a tonnage ("65"), a range ("55-75"), a weight
// class ("heavy") and a tech base ("clan", "is", "mixed").
func ParseQuery(text string) Query {
	var q Query
	for _, tok := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return unicode.IsSpace(r) || r == ',' }) {
		if lo, hi, ok := tonRange(tok); ok {
			q.MinTons, q.MaxTons = lo, hi
			continue
		}
		switch tok {
		case "light":
			q.Class = classic.Light
		case "medium":
			q.Class = classic.Medium
		case "heavy":
			q.Class = classic.Heavy
		case "assault":
			q.Class = classic.Assault
		case "clan":
			q.Tech = design.Clan
		case "is", "inner-sphere":
			q.Tech = design.InnerSphere
		case "mixed":
			q.Tech = design.MixedIS
		default:
			q.Words = append(q.Words, tok)
		}
	}
	return q
}

// tonRange reads "65", "65t" or "55-75".
func tonRange(tok string) (lo, hi int, ok bool) {
	tok = strings.TrimSuffix(tok, "t")
	a, b, isRange := strings.Cut(tok, "-")
	lo, err := strconv.Atoi(a)
	if err != nil || lo < 10 || lo > 200 {
		return 0, 0, false
	}
	if !isRange {
		return lo, lo, true
	}
	hi, err = strconv.Atoi(b)
	if err != nil || hi < lo || hi > 200 {
		return 0, 0, false
	}
	return lo, hi, true
}

// Matches reports whether an entry satisfies the query.
func (q Query) Matches(e *Entry) bool {
	if q.MinTons > 0 && e.Tons < q.MinTons || q.MaxTons > 0 && e.Tons > q.MaxTons {
		return false
	}
	if q.Class != classic.Unclassed && e.Class != q.Class {
		return false
	}
	if q.Tech != "" && !techMatches(q.Tech, e.Tech) {
		return false
	}
	for _, w := range q.Words {
		if !strings.Contains(e.text, w) {
			return false
		}
	}
	return true
}

// techMatches lets "mixed" find both kinds of mixed-tech design.
func techMatches(want, got design.Tech) bool {
	if want == design.MixedIS {
		return got == design.MixedIS || got == design.MixedClan
	}
	return want == got
}

// Find returns the entries matching q, in roster order. The entries are
// shared with the roster: do not modify them.
func (r *Roster) Find(q Query) []*Entry {
	var out []*Entry
	if ks, ok := r.grams.candidates(q.Words); ok {
		for _, k := range ks {
			if e := r.entries[k]; q.Matches(e) {
				out = append(out, e)
			}
		}
		return out
	}
	if len(q.Words) == 0 || strings.IndexByte(q.Words[0], 0) >= 0 {
		for _, e := range r.entries {
			if q.Matches(e) {
				out = append(out, e)
			}
		}
		return out
	}
	// The entries whose text holds the first word, found in one scan of
	// all; each is then tested whole.
	w := q.Words[0]
	for pos := 0; pos < len(r.all); {
		j := strings.Index(r.all[pos:], w)
		if j < 0 {
			break
		}
		i := pos + j
		k, found := slices.BinarySearch(r.starts, i)
		if !found {
			k--
		}
		e := r.entries[k]
		if q.Matches(e) { // w holds no NUL: it lies inside e.text
			out = append(out, e)
		}
		pos = r.starts[k] + len(e.text) + 1 // on to the next entry
	}
	return out
}
