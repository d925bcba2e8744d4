package kit

import (
	"strings"
	"testing"
)

func TestBytes(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 bytes"}, {1, "1 byte"}, {812, "812 bytes"}, {4300, "4.2 KB"}, {8 << 20, "8.0 MB"}, {3 << 30, "3.0 GB"}} {
		if got := Bytes(c.n); got != c.want {
			t.Errorf("Bytes(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}

func TestHead(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want string
		more bool
	}{
		{"", 3, "", false}, {"abc", 3, "abc", false}, {"abcd", 3, "abc", true},
		{"ééé", 2, "éé", true}, {"日本語", 3, "日本語", false}, {"a\xffb", 2, "a\xff", true},
	} {
		got, more := Head(c.s, c.n)
		if got != c.want || more != c.more {
			t.Errorf("Head(%q, %d) = %q, %v; want %q, %v", c.s, c.n, got, more, c.want, c.more)
		}
	}
}

// A short record is shown whole; a long one by its first RawPreview
// characters and its size, unless asked for whole; the text is escaped.
func TestDamagedRaw(t *testing.T) {
	long := "<b>" + strings.Repeat("x", 5<<20)
	for _, c := range []struct {
		name, raw string
		size      int
		whole     bool
		has       []string
		maxLen    int
	}{
		{"short", `{"log":"<oops>"}`, 0, false, []string{`<pre class="raw">{&#34;log&#34;:&#34;&lt;oops&gt;&#34;}</pre>`}, 200},
		{"long", long, 0, false, []string{`<pre class="raw">&lt;b&gt;xxx`, `…</pre>`, "The first 300 characters of 5.0 MB of text."}, 2000},
		{"long, whole", long, 0, true, []string{`&lt;b&gt;` + strings.Repeat("x", 5<<20) + `</pre>`}, 6 << 20},
		// The start of a longer text: never shown as if it were whole.
		{"cut, whole", "<b>" + strings.Repeat("y", 1000), 8 << 20, true, []string{`&lt;b&gt;yyy`, "…</pre>", "The first 300 characters of 8.0 MB of text."}, 2000},
	} {
		var w Writer
		DamagedRaw(&w, c.raw, c.size, c.whole)
		got := string(w.HTML())
		for _, h := range c.has {
			if !strings.Contains(got, h) {
				t.Errorf("%s: %.200q lacks %.200q", c.name, got, h)
			}
		}
		if len(got) > c.maxLen {
			t.Errorf("%s: %d bytes of HTML, want at most %d", c.name, len(got), c.maxLen)
		}
	}
}
