package kit

import (
	"regexp"
	"strings"
)

// seedCite matches a seed citation in parentheses at the end of a clause,
// as the engines write them in their messages: " (000 L238)", " (000
// L872; G-12)".
var seedCite = regexp.MustCompile(`\s*\((\d{3} L[^()]*)\)`)

// SplitCite takes the seed citations out of an engine's message, so the
// main line is in the player's words and the citations can go behind a
// "Why?": "no attack in the first round (000 L238)" is "no attack in the
// first round" and "000 L238".
func SplitCite(msg string) (text, cite string) {
	var cites []string
	for _, m := range seedCite.FindAllStringSubmatch(msg, -1) {
		cites = append(cites, m[1])
	}
	return strings.TrimSpace(seedCite.ReplaceAllString(msg, "")), strings.Join(cites, "; ")
}
