package store

import (
	"strings"
	"testing"
	"unicode/utf16"
)

// utf16Of is a text as JavaScript holds it: UTF-16 code units.
func utf16Of(s string) []uint16 { return utf16.Encode([]rune(s)) }

// The writer rebuilds a record from what it holds and the edit as
// web/boot.js does (the first units of the held text, then the tail, once
// the units before the cut are found to be check), and gets the new text,
// code unit for code unit, whatever characters lie around the cut.
func TestEditRebuildsTheText(t *testing.T) {
	log := `{"log":[` + strings.Repeat(`{"ev":"hit","unit":"Atlas","loc":"CT","n":5},`, 40)
	tests := []struct {
		name, prev, text string
		ok               bool
	}{
		{"an event added", log + `{"x":1}],"redo":[]}`, log + `{"x":1},{"y":2}],"redo":[]}`, true},
		{"undone: a shorter text", log + `{"x":1},{"y":2}],"redo":[]}`, log + `{"x":1}],"redo":[{"y":2}]}`, true},
		{"the text a prefix of the held one", log + `{"x":1}`, log, true},
		{"the same text", log, log, true},
		{"a pilot's name outside the Basic Multilingual Plane before the cut", "🐺Ωlga " + log + "a", "🐺Ωlga " + log + "b🐺", true},
		{"the cut inside a character (é and è share their first byte)", log + "é", log + "è", true},
		{"the cut inside a four-byte character", log + "🐺", log + "🐻x", true},
		{"short", `{"log":[]}`, `{"log":[1]}`, false},
		{"mostly new", log, `{"other":` + log + `}`, false},
		{"a tail that is not UTF-8", log, log + "\xff", false},
	}
	for _, tt := range tests {
		prev, ok := keep(tt.prev)
		if !ok {
			t.Fatalf("%s: keep refused the held text", tt.name)
		}
		if prev.units != len(utf16Of(tt.prev)) {
			t.Errorf("%s: keep counts %d units, JavaScript %d", tt.name, prev.units, len(utf16Of(tt.prev)))
		}
		units, tail, check, next, ok := edit(prev, tt.text)
		if ok != tt.ok {
			t.Errorf("%s: edit ok = %v, want %v", tt.name, ok, tt.ok)
			continue
		}
		if !ok {
			continue
		}
		held := utf16Of(tt.prev)
		c := utf16Of(check)
		if units > len(held) || units < len(c) || string(utf16.Decode(held[units-len(c):units])) != check {
			t.Errorf("%s: the check %q is not the held text's units before %d", tt.name, check, units)
			continue
		}
		got := append(append([]uint16{}, held[:units]...), utf16Of(tail)...)
		if want := utf16Of(tt.text); string(utf16.Decode(got)) != tt.text || len(got) != len(want) {
			t.Errorf("%s: rebuilt %q, want %q", tt.name, string(utf16.Decode(got)), tt.text)
		}
		if next.text != tt.text || next.units != len(utf16Of(tt.text)) {
			t.Errorf("%s: next holds %d units, JavaScript %d", tt.name, next.units, len(utf16Of(tt.text)))
		}
		if len(tail) > 100 {
			t.Errorf("%s: the edit hands %d bytes", tt.name, len(tail))
		}
	}
	if _, ok := keep("a\xffb"); ok {
		t.Error("keep took a text that is not UTF-8")
	}
}

func TestCommonPrefix(t *testing.T) {
	long := strings.Repeat("abcdefgh", 100)
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"abc", "abd", 2},
		{"abc", "abc", 3},
		{"abc", "ab", 2},
		{long, long + "x", len(long)},
		{long + "x", long + "y", len(long)},
		{long[:300] + "Z" + long[301:], long, 300},
		{long[:256] + "Z", long, 256},
	}
	for _, tt := range tests {
		if got := commonPrefix(tt.a, tt.b); got != tt.want {
			t.Errorf("commonPrefix(len %d, len %d) = %d, want %d", len(tt.a), len(tt.b), got, tt.want)
		}
	}
}
