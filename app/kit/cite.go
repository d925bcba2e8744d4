package kit

import "strings"

// SplitCite takes the seed citations out of an engine's message, so the
// main line is in the player's words and the citations can go behind a
// "Why?": "no attack in the first round (000 L238)" is "no attack in the
// first round" and "000 L238". A citation is a parenthesised group, with
// no parentheses inside, naming seed lines ("000 L238", "001 L217-231")
// or a digest reading ("AMB-35", "G-12").
func SplitCite(msg string) (text, cite string) {
	var b strings.Builder
	var cites []string
	for {
		open := strings.IndexByte(msg, '(')
		if open < 0 {
			break
		}
		end := strings.IndexAny(msg[open+1:], "()")
		if end < 0 {
			break
		}
		end += open + 1
		if msg[end] == '(' || !isCite(msg[open+1:end]) {
			b.WriteString(msg[:end])
			msg = msg[end:]
			continue
		}
		kept := strings.TrimRight(b.String()+msg[:open], " \t")
		b.Reset()
		b.WriteString(kept)
		cites = append(cites, msg[open+1:end])
		msg = msg[end+1:]
	}
	b.WriteString(msg)
	return strings.TrimSpace(b.String()), strings.Join(cites, "; ")
}

// isCite reports whether s names seed lines ("003 L1440") or a digest
// reading ("AMB-35", "G-12", "G-M1").
func isCite(s string) bool {
	for i := 0; i < len(s); i++ {
		switch {
		case i+5 < len(s) && digits(s[i:i+3]) && s[i+3] == ' ' && s[i+4] == 'L' && digits(s[i+5:i+6]) && (i == 0 || !digits(s[i-1:i])):
			return true
		case strings.HasPrefix(s[i:], "AMB-") && i+4 < len(s) && digits(s[i+4:i+5]):
			return true
		case strings.HasPrefix(s[i:], "G-") && i+2 < len(s) && (digits(s[i+2:i+3]) || s[i+2] == 'M') && (i == 0 || s[i-1] == ' ' || s[i-1] == ';'):
			return true
		}
	}
	return false
}

// digits reports whether s is all ASCII digits.
func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
