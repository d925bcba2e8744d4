package kit

import (
	"strings"
	"testing"
)

// edit is one change edits found, its four fields.
type edit struct{ path, what, old, new string }

// editsOf runs edits and splits what it wrote into changes.
func editsOf(t *testing.T, old, new string) ([]edit, bool) {
	t.Helper()
	var b strings.Builder
	ok := edits(&b, old, new)
	if !ok {
		return nil, false
	}
	f := strings.Split(b.String(), fieldSep)
	if f[0] != "" || (len(f)-1)%4 != 0 {
		t.Fatalf("edits wrote %q: not groups of four fields", b.String())
	}
	var out []edit
	for i := 1; i < len(f); i += 4 {
		out = append(out, edit{f[i], f[i+1], f[i+2], f[i+3]})
	}
	return out, true
}

func TestEdits(t *testing.T) {
	cell := `<button class="cell" id="loc-LT" data-act="sheet"><span class="vh">Left Torso: armor %s of 32</span><span class="cv a"><i>A</i><b>%s</b><span class="fb"><span class="%s"></span></span></span></button>`
	sprintf := func(f string, a ...string) string {
		for _, s := range a {
			f = strings.Replace(f, "%s", s, 1)
		}
		return f
	}
	for _, c := range []struct {
		name     string
		old, new string
		want     []edit // nil with ok false: the part is replaced
		ok       bool
	}{
		{name: "a location's numbers and fill bar",
			old: sprintf(cell, "32", "32", "f100"), new: sprintf(cell, "31", "31", "f95"), ok: true,
			want: []edit{{"0.0", "#", "Left Torso: armor 32 of 32", "Left Torso: armor 31 of 32"}, {"1.1.0", "#", "32", "31"}, {"1.2.0", "=class", "f100", "f95"}}},
		{name: "the root's attributes", ok: true,
			old: `<p id="x" class="a" hidden>t</p>`, new: `<p id="x" class="b" role="status">t</p>`,
			want: []edit{{"", "=class", "a", "b"}, {"", "-hidden", "", ""}, {"", "+role", "", "status"}}},
		{name: "escapes are compared and written unescaped", ok: true,
			old: `<p id="x" title="a &amp; b">Bo&#39;s &lt;3&gt;</p>`, new: `<p id="x" title="a &#34;b&#34;">Al&#39;s &amp; more</p>`,
			want: []edit{{"", "=title", "a & b", `a "b"`}, {"0", "#", "Bo's <3>", "Al's & more"}}},
		{name: "the same text escaped two ways is no change", ok: true,
			old: `<p id="x">&#39;</p>`, new: `<p id="x">&apos;</p>`},
		{name: "void elements take no child index of their own", ok: true,
			old: `<div id="x"><img src="a"><br/><b>1</b></div>`, new: `<div id="x"><img src="a"><br/><b>2</b></div>`,
			want: []edit{{"2.0", "#", "1", "2"}}},
		{name: "nothing changed", ok: true, old: `<p id="x">a</p>`, new: `<p id="x">a</p>`},
		{name: "an element more", old: `<p id="x"><b>1</b></p>`, new: `<p id="x"><b>1</b><b>2</b></p>`},
		{name: "a text node more", old: `<p id="x"><b></b></p>`, new: `<p id="x"><b>2</b></p>`},
		{name: "another element", old: `<p id="x"><b>1</b></p>`, new: `<p id="x"><i>1</i></p>`},
		{name: "two roots", old: `<p id="x">1</p><p>2</p>`, new: `<p id="x">3</p><p>2</p>`},
		{name: "text beside the root", old: `<p id="x">1</p> `, new: `<p id="x">2</p> `},
		{name: "a block in a paragraph", old: `<p id="x"><div>1</div></p>`, new: `<p id="x"><div>2</div></p>`},
		{name: "a button in a button", old: `<div id="x"><button><button>1</button></button></div>`, new: `<div id="x"><button><button>2</button></button></div>`},
		{name: "a table's cells", old: `<table id="x"><tr><td>1</td></tr></table>`, new: `<table id="x"><tr><td>2</td></tr></table>`},
		{name: "a field's value", old: `<div id="x"><input value="1"></div>`, new: `<div id="x"><input value="2"></div>`},
		{name: "a disclosure opened", old: `<details id="x"><summary>a</summary></details>`, new: `<details id="x" open><summary>a</summary></details>`},
		{name: "an unknown escape", old: `<p id="x">&copy;</p>`, new: `<p id="x">&reg;</p>`},
		{name: "a separator in a text", old: `<p id="x">a</p>`, new: "<p id=\"x\">a\x1fb</p>"},
		{name: "an unclosed element", old: `<p id="x"><b>1</p>`, new: `<p id="x"><b>2</p>`},
		{name: "a comment", old: `<p id="x"><!-- a -->1</p>`, new: `<p id="x"><!-- a -->2</p>`},
		{name: "an unquoted value", old: `<p id=x class=a>1</p>`, new: `<p id=x class=b>1</p>`},
		{name: "a name twice", old: `<p id="x" class="a" class="b">1</p>`, new: `<p id="x" class="a" class="c">1</p>`},
		{name: "a capital letter", old: `<P id="x">1</P>`, new: `<P id="x">2</P>`},
	} {
		got, ok := editsOf(t, c.old, c.new)
		if ok != c.ok {
			t.Errorf("%s: edits reports %v, want %v", c.name, ok, c.ok)
			continue
		}
		if len(got) != len(c.want) {
			t.Errorf("%s: %d changes %q, want %q", c.name, len(got), got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%s: change %d is %q, want %q", c.name, i, got[i], c.want[i])
			}
		}
	}
}

// The game's record sheet and location sheet are edited, not replaced,
// when a hit changes their numbers: the markup they are written in is
// markup edits reads.
func TestEditsReadTheKitsMarkup(t *testing.T) {
	var w Writer
	w.F(`<section class="panel" id="%s" aria-label="%s"><h2>%s</h2><ul class="list"><li><a class="btn" href="/x">%d</a></li></ul><p class="muted">%s · <span id="n">%d</span></p></section>`, "sec", `Bo's "best"`, "A & B", 3, "<b>", 4)
	old := w.HTML()
	w.Reset()
	w.F(`<section class="panel" id="%s" aria-label="%s"><h2>%s</h2><ul class="list"><li><a class="btn" href="/x">%d</a></li></ul><p class="muted">%s · <span id="n">%d</span></p></section>`, "sec", `Bo's "best"`, "A & B", 2, "<i>", 4)
	got, ok := editsOf(t, string(old), string(w.HTML()))
	want := []edit{{"1.0.0.0", "#", "3", "2"}, {"2.0", "#", "<b> · ", "<i> · "}}
	if !ok || len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("edits of the writer's markup: %q (%v), want %q", got, ok, want)
	}
}
