package kit

import (
	"errors"
	"fmt"
	"html"
	"math/rand/v2"
	"strings"
	"testing"

	"lancemate/engine/classic"
	"lancemate/engine/game"
)

// named types the pages format: with and without String methods.
type (
	plainInt  int
	plainStr  string
	plainBool bool
	nilPtr    struct{}
)

func (*nilPtr) String() string { return "never" }

// TestWriterMatchesFmt: Writer.F writes what fmt.Sprintf does with every
// string, error and Stringer argument escaped first, for the formats the
// pages use and for random formats over every kind of argument, including
// the ones it leaves to fmt.
func TestWriterMatchesFmt(t *testing.T) {
	var np *nilPtr
	args := []any{"a<b", "", HTML("<i>x</i>"), `q"'&`, 7, -3, 0, int64(-12), uint8(9), true, false, plainInt(4), plainStr("x"), plainBool(true),
		classic.LeftTorso, classic.Direction(1), game.Walked, errors.New("bad"), 2.5, nil, np, []int{1}, struct{ A int }{1}}
	for _, c := range []struct {
		format string
		a      []any
	}{
		{`<b class="unit%s" id="unit-%d" aria-pressed="%t">%s</b>`, []any{" on", 3, true, "Atlas &amp; co"}},
		{`<button id="%s-dec" data-k="%[1]s">%s</button><i>%[2]s %[1]s</i>`, []any{"ph", "pilot hit"}},
		{`%+d to hit, %+d, %d%%`, []any{2, -1, 50}},
		{`%q %v %v %v`, []any{`say "hi"`, classic.RightLeg, 4, false}},
		{`%s %d`, []any{classic.CenterTorso, classic.CenterTorso}},
		{`%d`, []any{1, 2}},
		{`%d %d`, []any{1}},
		{`%[3]d %d`, []any{1, 2}},
		{`%`, nil},
		{`%+`, []any{1}},
		{`%[1`, []any{1}},
		{`%.1f · %5d · %x`, []any{2.25, 3, 255}},
		{`%s`, []any{nil}},
		{`%s`, []any{np}},
		{`%v`, []any{errors.New("e")}},
		{`100%% done`, nil},
	} {
		var w Writer
		w.F(HTML(c.format), c.a...)
		if want := fmt.Sprintf(c.format, escapeArgs(c.a)...); string(w.HTML()) != want {
			t.Errorf("F(%q, %v) = %q, fmt writes %q", c.format, c.a, w.HTML(), want)
		}
	}
	for _, c := range []struct {
		format string
		a      []any
	}{{`%s %d %t`, []any{"a", 1, true}}, {`%[2]s %[1]d`, []any{1, "a"}}, {`%+d%%`, []any{1}}, {`%v`, []any{classic.LeftArm}}} {
		if !simpleFormat(c.format, c.a) {
			t.Errorf("%q goes to fmt", c.format)
		}
	}
	verbs := []string{"%s", "%v", "%d", "%+d", "%t", "%q", "%%", "%[1]s", "%[2]d", "%[3]v", "%+v", "%x", "%5d", " text ", "<a>"}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		var b strings.Builder
		for range 1 + rng.IntN(5) {
			b.WriteString(verbs[rng.IntN(len(verbs))])
		}
		a := make([]any, rng.IntN(4))
		for i := range a {
			a[i] = args[rng.IntN(len(args))]
		}
		var w Writer
		w.F(HTML(b.String()), a...)
		if want := fmt.Sprintf(b.String(), escapeArgs(a)...); string(w.HTML()) != want {
			t.Fatalf("F(%q, %#v) = %q, fmt writes %q", b.String(), a, w.HTML(), want)
		}
	}
}

// TestWriterEscapes: text from anywhere but the format is never markup.
func TestWriterEscapes(t *testing.T) {
	for _, c := range []struct {
		format HTML
		a      []any
		want   string
	}{
		{`<b>%s</b>`, []any{`<img src=x onerror=alert(1)>`}, `<b>&lt;img src=x onerror=alert(1)&gt;</b>`},
		{`<a title="%s">%s</a>`, []any{`"><script>`, "O'Neil & co"}, `<a title="&#34;&gt;&lt;script&gt;">O&#39;Neil &amp; co</a>`},
		{`%v|%s`, []any{errors.New("<x>"), plainStr("<y>")}, `&lt;x&gt;|&lt;y&gt;`},
		{`%5s|%.2s`, []any{"<", "<<<"}, `    &lt;|&lt;&lt;`},
		{`%q`, []any{`<"`}, `&#34;&lt;\&#34;&#34;`},
		{`%s%s`, []any{HTML("<i>ok</i>"), "<i>"}, `<i>ok</i>&lt;i&gt;`},
	} {
		if got := string(Fmt(c.format, c.a...)); got != c.want {
			t.Errorf("Fmt(%q, %q) = %s, want %s", c.format, c.a, got, c.want)
		}
	}
	var w Writer
	w.Text(`<script>"&'`)
	if got := string(w.HTML()); got != `&lt;script&gt;&#34;&amp;&#39;` {
		t.Errorf("Text wrote %s", got)
	}
}

// TestSplitCite: the seed citations leave the message, in order.
func TestSplitCite(t *testing.T) {
	for _, tt := range []struct{ in, text, cite string }{
		{"Atlas, Fire: no mech may be attacked during the first round (000 L238)", "Atlas, Fire: no mech may be attacked during the first round", "000 L238"},
		{"pilot \"Kell\" must sit out 2 more match(es) (000 L872)", "pilot \"Kell\" must sit out 2 more match(es)", "000 L872"},
		{"a (000 L1) and b (001 L2-3; G-12).", "a and b.", "000 L1; 001 L2-3; G-12"},
		{"nothing to cite", "nothing to cite", ""},
		{"no loan (002 L132-134; AMB-35) while money (optional) is left", "no loan while money (optional) is left", "002 L132-134; AMB-35"},
		{"kept (digest AMB-37), then (1999 L2) and (x (000 L3))", "kept, then (1999 L2) and (x)", "digest AMB-37; 000 L3"},
		{"unclosed (000 L1", "unclosed (000 L1", ""},
	} {
		if text, cite := SplitCite(tt.in); text != tt.text || cite != tt.cite {
			t.Errorf("SplitCite(%q) = %q, %q; want %q, %q", tt.in, text, cite, tt.text, tt.cite)
		}
	}
}

// TestEscaperMatchesHTML: the kit escapes as the html package does.
func TestEscaperMatchesHTML(t *testing.T) {
	for _, s := range []string{"", "plain", `<a href="x">O'Neil & co</a>`, "&amp;&#39;", "\x00<<>>\"'", "Ünïcödé ✓ <b>"} {
		if got, want := escaper.Replace(s), html.EscapeString(s); got != want {
			t.Errorf("escaper(%q) = %q, html.EscapeString gives %q", s, got, want)
		}
	}
}
