package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// cachePrefix holds what the store keeps for its callers besides the
// records: derived data, such as the summary of every design the library
// lists (LoadSummaries). Like the rest of meta/ it is never a record, never
// in a backup and never imported; unlike it, it is not read at start
// (startSkips), because it grows with the records it summarises.
const cachePrefix = "meta/~cache/"

// startSkips are the key prefixes Open does not read: the lazy
// namespaces, read on first use, and the caches, read by whoever asks. In
// key order.
func startSkips() []string {
	return append(append([]string(nil), LazyNamespaces...), cachePrefix)
}

// Summary is what a caller of LoadSummaries made of one record.
type Summary[S any] struct {
	Key   string
	Value S
}

// Line is a summary LoadSummaries can keep: it writes itself as one line
// of text (AppendLine; no line break) and reads itself back from one
// (ParseLine, on the zero value), and it can be compared, to tell a
// summary that reads differently after an update. The caches that builds
// before 2026-11-30 wrote are JSON, read into S with encoding/json.
type Line[S any] interface {
	comparable
	AppendLine(b []byte) []byte
	ParseLine(line string) (S, error)
}

// summaryCache is a namespace's cache: the build that made it and, by
// record key, the record's fingerprint and its summary. A summary stands
// for its record only while the record's text has that fingerprint and
// the app is that build (a new build may read records differently). It is
// stored as lines (cacheHead): the head with the build, then a record a
// line, its key quoted, its fingerprint and its summary's own line, split
// by tabs. Decoding the corpus's 8,776 summaries as JSON took 1.5 s of a
// 4 s listing at 4× CPU (bench -profile library).
type summaryCache[S any] struct {
	Build   string                      `json:"build"`
	Records map[string]cachedSummary[S] `json:"records"`
}

type cachedSummary[S any] struct {
	Print string `json:"print"`
	Value S      `json:"value"`
}

// Fingerprint identifies a record's text: its length and its 64-bit
// FNV-1a hash. A summary is used in place of reading the record only for
// the text it was made of.
func Fingerprint(raw string) string {
	h := uint64(14695981039346656037)
	for i := 0; i < len(raw); i++ {
		h ^= uint64(raw[i])
		h *= 1099511628211
	}
	return strconv.Itoa(len(raw)) + "." + strconv.FormatUint(h, 36)
}

// hitsPerPace is how many records LoadSummaries takes from its cache
// between two looks at the clock: reading the time costs a call into the
// browser, more than a record's fingerprint.
const hitsPerPace = 32

// Summaries is what LoadSummaries found under a prefix.
type Summaries[S any] struct {
	Items   []Summary[S] // of every readable record, in key order
	Damaged int          // records under the prefix found damaged
	// Stale is set when some of the summaries were made by another build
	// of the app and taken as they were: those records are not taken as
	// checked, and RecheckSummaries reads them again.
	Stale bool
}

// LoadSummaries returns what summarize makes of every readable record under
// prefix, for a list of thousands of records that the player waits for
// (the library's designs). Each record it reads is read once, by
// summarize, which checks it too (LoadAll runs the validator, then
// encoding/json scans the record and decodes it: 17–22 s for the corpus's
// 8,776 designs against 10–12 s), and it yields to the page every 8 ms at
// the page's normal priority (the background priority of imports took 95 s
// at 4× CPU against 44 s). The summaries are kept in storage (the store's
// cache of prefix), so the next time only records added or changed since
// are read; the others are taken as checked, since summarize read them
// without fault before. A record summarize refuses (or panics on) is
// marked damaged and skipped. A cache that cannot be read is made again.
// After an update of the app (build names the app's build) the summaries
// the last build made are listed as they are, unchecked (Stale), rather
// than keep the player waiting while every record is read again:
// RecheckSummaries does that in the background. known, when not nil, is
// asked first for a record not in the cache: the caller may know its
// summary already (Sheets' import, which made the text it saved from a
// design it had checked), and a record it answers for is taken as checked.
// Call it off the UI goroutine, without locks held.
func LoadSummaries[S Line[S]](s *Store, prefix, build string, summarize func(raw []byte) (S, error), known func(key, raw string) (S, bool)) (Summaries[S], error) {
	out, _, err := summaries(s, prefix, build, summarize, known, false)
	return out, err
}

// RecheckSummaries reads again, with summarize, every record under prefix
// whose kept summary another build of the app made, as LoadSummaries left
// them when it said Stale, and keeps the summaries this build makes. It
// yields to the page at background priority. changed counts the records
// whose summary is not the one listed, or that no longer read (damaged
// counts those).
func RecheckSummaries[S Line[S]](s *Store, prefix, build string, summarize func(raw []byte) (S, error)) (changed, damaged int, err error) {
	out, changed, err := summaries(s, prefix, build, summarize, nil, true)
	return changed, out.Damaged, err
}

// summaries is LoadSummaries and, with recheck, RecheckSummaries.
func summaries[S Line[S]](s *Store, prefix, build string, summarize func(raw []byte) (S, error), known func(key, raw string) (S, bool), recheck bool) (out Summaries[S], changed int, err error) {
	keys, err := s.keysUnder(prefix)
	if err != nil {
		return out, 0, err
	}
	old := readCache[S](s, prefix)
	current := old.Build == build
	fresh := summaryCache[S]{Build: build, Records: make(map[string]cachedSummary[S], len(keys))}
	write := !current || len(old.Records) == 0 && len(keys) > 0
	pace := pacer{awaited: !recheck}
	hits := 0
	for _, k := range keys {
		s.mu.Lock()
		raw, ok := s.records[k]
		_, bad := s.damaged[k]
		s.mu.Unlock()
		if bad {
			out.Damaged++
			continue
		}
		if !ok {
			continue
		}
		print := Fingerprint(raw)
		c, hit := old.Records[k]
		hit = hit && c.Print == print
		if hit && (current || !recheck) {
			if hits++; hits%hitsPerPace == 0 {
				pace.pace()
			}
			if current {
				s.markChecked(k, raw, nil)
				fresh.Records[k] = c
			} else {
				out.Stale = true
			}
			out.Items = append(out.Items, Summary[S]{Key: k, Value: c.Value})
			continue
		}
		pace.pace()
		write = true
		if known != nil {
			if v, ok := known(k, raw); ok {
				s.markChecked(k, raw, nil)
				fresh.Records[k] = cachedSummary[S]{Print: print, Value: v}
				out.Items = append(out.Items, Summary[S]{Key: k, Value: v})
				continue
			}
		}
		v, err := loadRecord(summarize, raw)
		s.markChecked(k, raw, err)
		if hit && (err != nil || v != c.Value) {
			changed++
		}
		if err != nil {
			out.Damaged++
			continue
		}
		fresh.Records[k] = cachedSummary[S]{Print: print, Value: v}
		out.Items = append(out.Items, Summary[S]{Key: k, Value: v})
	}
	if write && !out.Stale || len(fresh.Records) != len(old.Records) && current {
		writeCache(s, prefix, fresh, keys, &pace)
	}
	return out, changed, nil
}

// LoadWith reads the record at key with load, as LoadSummaries' summarize
// read it: the whole of one record a summary stands for. A record load
// refuses is marked damaged. found is false when there is no such record.
// Call it off the UI goroutine, or once key's namespace has been read.
func LoadWith[T any](s *Store, key string, load func(raw []byte) (T, error)) (v T, found bool, err error) {
	s.mu.Lock()
	if err := s.ensure(key); err != nil {
		s.mu.Unlock()
		return v, false, fmt.Errorf("loading %s: %w", key, err)
	}
	raw, ok := s.records[key]
	d, bad := s.damaged[key]
	s.mu.Unlock()
	switch {
	case !ok:
		return v, false, nil
	case bad:
		return v, true, fmt.Errorf("%s: %w: %v", key, ErrDamaged, d.Err)
	}
	v, err = loadRecord(load, raw)
	s.markChecked(key, raw, err)
	if err != nil {
		return v, true, fmt.Errorf("%s: %w: %v", key, ErrDamaged, err)
	}
	return v, true, nil
}

// markChecked records the outcome of reading key's record raw, unless the
// record changed meanwhile: damaged when err is set, checked otherwise.
func (s *Store) markChecked(key, raw string, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if cur, ok := s.records[key]; !ok || cur != raw {
		return
	}
	if err != nil {
		s.damaged[key] = Damaged{Key: key, Raw: raw, Err: err}
	} else {
		s.checked[key] = true
	}
}

// cacheHead begins a cache's first line; the build, quoted, ends it.
const cacheHead = "lancemate summaries 1\t"

// readCache reads the cache of prefix; an empty cache when there is none
// or it cannot be read.
func readCache[S Line[S]](s *Store, prefix string) summaryCache[S] {
	key := cachePrefix + prefix
	recs, err := s.b.GetRange(key, key+"\x00")
	if err != nil {
		return summaryCache[S]{}
	}
	r, ok := recs[key]
	if !ok || r.NotText != "" || r.Size > 0 {
		return summaryCache[S]{}
	}
	c, err := parseCache[S](r.Text)
	if err != nil {
		return summaryCache[S]{}
	}
	return c
}

// parseCache reads a cache's text: lines, or the JSON of earlier builds.
func parseCache[S Line[S]](text string) (summaryCache[S], error) {
	var c summaryCache[S]
	if strings.HasPrefix(text, "{") {
		err := json.Unmarshal([]byte(text), &c)
		return c, err
	}
	head, rest, _ := strings.Cut(text, "\n")
	quoted, ok := strings.CutPrefix(head, cacheHead)
	if !ok {
		return c, errors.New("not a cache of summaries")
	}
	build, err := strconv.Unquote(quoted)
	if err != nil {
		return c, fmt.Errorf("the build: %w", err)
	}
	c.Build, c.Records = build, make(map[string]cachedSummary[S], strings.Count(rest, "\n"))
	var zero S
	for n := 2; rest != ""; n++ {
		var line string
		line, rest, _ = strings.Cut(rest, "\n")
		quotedKey, line, ok1 := strings.Cut(line, "\t")
		print, value, ok2 := strings.Cut(line, "\t")
		if !ok1 || !ok2 {
			return c, fmt.Errorf("line %d: not a key, a fingerprint and a summary", n)
		}
		key, err := strconv.Unquote(quotedKey)
		if err != nil {
			return c, fmt.Errorf("line %d: the key: %w", n, err)
		}
		v, err := zero.ParseLine(value)
		if err != nil {
			return c, fmt.Errorf("line %d: %w", n, err)
		}
		c.Records[key] = cachedSummary[S]{Print: print, Value: v}
	}
	return c, nil
}

// writeCache stores the cache of prefix, its records in the order of keys.
// It is written a record at a time, yielding to the page as it goes (the
// corpus's 8,776 summaries are over a megabyte of text). It is left
// unwritten on a read-only store or when a summary's line holds a line
// break, and a failure to store it is no one's concern: it is made again
// next time.
func writeCache[S Line[S]](s *Store, prefix string, c summaryCache[S], keys []string, pace *pacer) {
	b := strconv.AppendQuote([]byte(cacheHead), c.Build)
	n := 0
	for _, k := range keys {
		r, ok := c.Records[k]
		if !ok {
			continue
		}
		b = append(strconv.AppendQuote(append(b, '\n'), k), '\t')
		b = append(append(b, r.Print...), '\t')
		start := len(b)
		if b = r.Value.AppendLine(b); bytes.IndexByte(b[start:], '\n') >= 0 {
			return
		}
		if n++; n%hitsPerPace == 0 {
			pace.pace()
		}
	}
	b = append(b, '\n')
	if len(b) > MaxRecord {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.readOnly != nil {
		return
	}
	s.start([]Change{{Key: cachePrefix + prefix, Value: string(b)}}, func(error) {})
}
