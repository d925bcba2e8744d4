package kit

import (
	"fmt"
	"unicode/utf8"
)

// RawPreview is how many characters of a damaged record's text a page
// shows before the player asks for the rest: a few lines, enough to tell
// one record from another. A record may hold megabytes (issue 35: nine of
// 8 MB froze Settings for half a minute and took 4.9 GB), and a page that
// writes it all pays for it at every render.
const RawPreview = 300

// Bytes is a size as a player reads it: "812 bytes", "4.2 KB", "8.0 MB".
func Bytes(n int) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	return Count(n, "byte", "")
}

// Head is the first n characters of s (whole characters, never a
// split one) and whether s is longer.
func Head(s string, n int) (string, bool) {
	i := 0
	for range n {
		if i >= len(s) {
			return s, false
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i], i < len(s)
}

// DamagedRaw writes a damaged record's text as stored, in a <pre
// class="raw">: whole when whole is set or when it is short, else its
// first RawPreview characters followed by a line that says how much there
// is in all. raw may be the start of a longer text of size bytes (size 0:
// raw is all of it), which is then never shown whole here. Export keeps
// the whole text either way.
func DamagedRaw(w *Writer, raw string, size int, whole bool) {
	size = max(size, len(raw))
	head, more := Head(raw, RawPreview)
	if size == len(raw) && (whole || !more) {
		w.F(`<pre class="raw">%s</pre>`, raw)
		return
	}
	w.F(`<pre class="raw">%s…</pre><p class="muted small">The first %d characters of %s of text.</p>`, head, RawPreview, Bytes(size))
}
