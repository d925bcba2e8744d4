// Package textfile checks and decodes the text files the importers read:
// not too large, not binary, UTF-8 or (for older files) Latin-1.
package textfile

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
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

// Pattern returns a function giving expr compiled, compiled on first use:
// the importers' patterns cost nothing when the app starts, only when a
// file is imported.
func Pattern(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}
