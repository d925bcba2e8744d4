package kit

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

// Count is n and the noun that fits it: "1 design", "4,191 designs",
// "0 'Mechs". many is the plural; "" adds an s to one.
func Count(n int, one, many string) string {
	if many == "" {
		many = one + "s"
	}
	if n == 1 {
		return "1 " + one
	}
	return Number(int64(n)) + " " + many
}
