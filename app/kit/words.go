package kit

import "lancemate/engine/words"

// Number is n with thousands separators, as a player reads it: 1,250,000;
// a negative number has a minus sign (−) (engine/words, the one helper for
// numbers and plurals).
func Number(n int64) string { return words.Number(n) }

// Count is n and the noun that fits it: "1 design", "4,191 designs",
// "0 'Mechs". many is the plural; "" adds an s to one (engine/words).
func Count(n int, one, many string) string { return words.Count(n, one, many) }

// Ordinal is n as a place in a row, "1st", "2nd": engine/words' Ordinal.
func Ordinal(n int) string { return words.Ordinal(n) }
