// Package textfile checks and decodes the text files the importers read:
// not too large, not binary, UTF-8 or (for older files) Latin-1. It also
// matches the words and tags of the names in them as the regular
// expressions the importers once used did, without linking the regexp
// package into the app.
package textfile

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"lancemate/sheets/design"
)

// Decode returns data as a string with "\n" line ends. It refuses data over
// design.MaxFileSize and binary data (NUL bytes or many control
// characters); bytes that are not UTF-8 are read as Latin-1, as older
// files were written.
func Decode(data []byte) (string, error) {
	if len(data) > design.MaxFileSize {
		return "", fmt.Errorf("file is %d bytes, more than the %d a unit file may have", len(data), design.MaxFileSize)
	}
	controls := 0
	for i, b := range data {
		if b == 0 {
			return "", fmt.Errorf("binary data (NUL byte at offset %d), not a text file", i)
		}
		if b < 0x20 && b != '\n' && b != '\r' && b != '\t' && b != 0x1a {
			controls++
		}
	}
	if controls > 16 && controls*100 > len(data) {
		return "", fmt.Errorf("binary data (%d control bytes), not a text file", controls)
	}
	s := string(data)
	if !utf8.ValidString(s) {
		r := make([]rune, len(data))
		for i, b := range data {
			r[i] = rune(b)
		}
		s = string(r)
	}
	s = strings.TrimPrefix(s, "\uFEFF")
	return strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(s), nil
}

// Spaces are the characters a regular expression's \s stands for.
const Spaces = "\t\n\f\r "

// FoldPrefix reports whether s starts with prefix, ignoring case as a (?i)
// regular expression does (Unicode simple case folding: "ſ" is an "s",
// the Kelvin sign a "k"), and how many bytes of s that start takes.
func FoldPrefix(s, prefix string) (int, bool) {
	n := 0
	for _, p := range prefix {
		r, size := utf8.DecodeRuneInString(s[n:])
		if size == 0 || !strings.EqualFold(string(r), string(p)) {
			return 0, false
		}
		n += size
	}
	return n, true
}

// Tag reports whether s holds at i one of words in parentheses, trying the
// words in order and comparing them as FoldPrefix does, and returns the end
// of the tag and the word as s spells it.
func Tag(s string, i int, words ...string) (int, string, bool) {
	if !strings.HasPrefix(s[i:], "(") {
		return 0, "", false
	}
	for _, w := range words {
		if n, ok := FoldPrefix(s[i+1:], w); ok && strings.HasPrefix(s[i+1+n:], ")") {
			return i + n + 2, s[i+1 : i+1+n], true
		}
	}
	return 0, "", false
}
