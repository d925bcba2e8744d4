package squad

import (
	"strings"

	"lancemate/app/kit"
)

// The player's words: a line says what happens; the rules lines it rests
// on (seed citations, the engine's notes) sit behind a "Why?".

// why is one reason behind a line: what the rule says and its seed lines.
type why struct{ text, cite string }

// whyHTML writes a "Why?" disclosure listing the reasons, each with its
// seed lines.
func whyHTML(w *kit.Writer, id string, reasons ...why) {
	w.F(`<details class="mk-why" id="%s"><summary>Why?</summary><ul class="notes">`, id)
	for _, r := range reasons {
		w.F(`<li>%s <span class="cite">%s</span></li>`, r.text, r.cite)
	}
	w.F(`</ul></details>`)
}

// splitCites takes the citations out of a message from the engine: each
// part of a bracket that cites the seed ("004 L17", "L56-58"), a note
// ("Note retreat") or the digest goes; a bracket left empty goes with its
// space. It returns the message without them, and what was cited.
func splitCites(msg string) (string, []string) {
	var b strings.Builder
	var cites []string
	for {
		open := strings.IndexByte(msg, '(')
		end := -1
		if open >= 0 {
			end = strings.IndexByte(msg[open+1:], ')')
		}
		if end < 0 {
			b.WriteString(msg)
			break
		}
		end += open + 1
		var keep, cited []string
		for _, part := range strings.FieldsFunc(msg[open+1:end], func(r rune) bool { return r == ',' || r == ';' }) {
			if part = strings.TrimSpace(part); isCite(part) {
				cited = append(cited, part)
			} else {
				keep = append(keep, part)
			}
		}
		before := msg[:open]
		if len(keep) == 0 {
			before = strings.TrimRight(before, " ")
		}
		b.WriteString(before)
		if len(keep) > 0 {
			b.WriteString("(" + strings.Join(keep, ", ") + ")")
		}
		if len(cited) > 0 {
			cites = append(cites, strings.Join(cited, ", "))
		}
		msg = msg[end+1:]
	}
	return b.String(), cites
}

// isCite reports whether a part of a bracket is a citation: "004 L5-9",
// "L56-58", "Note retreat", "Notes skills", "digest G-M10".
func isCite(s string) bool {
	for _, p := range []string{"Note ", "Notes ", "digest "} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	digits := func(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }
	if strings.HasPrefix(s, "L") {
		return digits(s[1:])
	}
	return len(s) > 5 && digits(s) && digits(s[1:]) && digits(s[2:]) && strings.HasPrefix(s[3:], " L") && digits(s[5:])
}

// msgHTML writes the last tap's refusal in the page, with the rules it
// cites behind a "Why?" (the feedback region shows its main line).
func msgHTML(w *kit.Writer, msg string) {
	text, cites := splitCites(msg)
	w.F(`<div class="mk-msg" id="meks-msg" role="alert"><p class="error">%s</p>`, text)
	if len(cites) > 0 {
		// The rule in words (the refusal's own), then its lines.
		w.F(`<details class="mk-why" id="meks-msg-why"><summary>Why?</summary><p class="small">%s.</p><p class="small muted">Rules: %s</p></details>`,
			strings.TrimRight(text, "."), strings.Join(cites, "; "))
	}
	w.F(`</div>`)
}
