// Package words writes numbers and counts as players read them: "4,191",
// "1 hex", "2 hexes", "1 MP is left". It is the one place counts and
// plurals are made, for the engine's messages and the app's screens
// alike (app/kit's Number and Count are these).
package words

import (
	"strconv"
	"strings"
)

// Number is n with thousands separators, as a player reads it: 1,250,000;
// a negative number has a minus sign (−).
func Number(n int64) string {
	s := strconv.FormatInt(max(n, -n), 10)
	var b strings.Builder
	if n < 0 {
		b.WriteString("−")
	}
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Count is n and the noun that fits it: "1 hex", "2 hexes", "0 'Mechs",
// "1 MP". many is the plural; "" adds an s to one.
func Count(n int, one, many string) string {
	if many == "" {
		many = one + "s"
	}
	if n == 1 {
		return "1 " + one
	}
	return Number(int64(n)) + " " + many
}

// Is is the verb that agrees with a count of n: "is" for 1, else "are"
// ("1 MP is left", "3 MP are left").
func Is(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// Ordinal is n as a place in a row: "1st", "2nd", "3rd", "4th", "11th",
// "21st".
func Ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return Number(int64(n)) + suffix
}
