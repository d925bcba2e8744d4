package store

import "unicode/utf8"

// A record written again and again — a game's log, grown by an event at
// every tap — is handed to the writer worker as what changed since the
// text it was last handed (IndexedDB.handOff): the worker keeps that text
// and rebuilds the new one. A tap then copies a few hundred bytes across
// to the worker, not the whole log, however long the game.

// kept is a record's text as last handed to the writer, which holds the
// same text.
type kept struct {
	text  string
	units int // the text's length in UTF-16 code units, as JavaScript counts
}

// keep is how the writer is to hold text: ok is false when the text is not
// valid UTF-8 (its JavaScript string would not be its bytes one for one),
// and it is then handed whole every time.
func keep(text string) (kept, bool) {
	if !utf8.ValidString(text) {
		return kept{}, false
	}
	return kept{text, utf16Len(text)}, true
}

// minEdit is the length under which a record is handed whole: an edit
// saves nothing worth its bookkeeping.
const minEdit = 1024

// edit is text as a change of prev, which the writer holds: keep prev's
// first units UTF-16 code units, then add tail. check is the text just
// before the cut, which the writer compares with what it holds before it
// edits (a mismatch stops it, and the page writes instead). ok is false
// when text is better handed whole: short, mostly new, or not valid UTF-8.
func edit(prev kept, text string) (units int, tail, check string, next kept, ok bool) {
	if len(text) < minEdit {
		return 0, "", "", kept{}, false
	}
	p := commonPrefix(prev.text, text)
	for p > 0 && p < len(text) && !utf8.RuneStart(text[p]) {
		p-- // cut between two characters
	}
	if p < len(text)/2 {
		return 0, "", "", kept{}, false
	}
	tail = text[p:]
	if !utf8.ValidString(tail) {
		return 0, "", "", kept{}, false
	}
	units = prev.units - utf16Len(prev.text[p:])
	c := max(0, p-16)
	for c < p && !utf8.RuneStart(text[c]) {
		c++
	}
	return units, tail, text[c:p], kept{text, units + utf16Len(tail)}, true
}

// commonPrefix is the length of the longest common prefix of a and b, in
// bytes: compared a block at a time, then byte by byte.
func commonPrefix(a, b string) int {
	n := min(len(a), len(b))
	const block = 256
	i := 0
	for i+block <= n && a[i:i+block] == b[i:i+block] {
		i += block
	}
	for i < n && a[i] == b[i] {
		i++
	}
	return i
}

// utf16Len is the length of valid UTF-8 text in UTF-16 code units: one per
// character, two for a character outside the Basic Multilingual Plane.
func utf16Len(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 0xF0:
			n += 2
		case c < 0x80 || c >= 0xC0:
			n++
		}
	}
	return n
}
