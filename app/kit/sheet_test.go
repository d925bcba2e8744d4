package kit

import (
	"strings"
	"testing"
)

// A bottom sheet: its title escaped and named by the dialog, a close
// button and a scrim that close it, none for a modal sheet; the body and
// the footer in their own elements.
func TestSheet(t *testing.T) {
	for _, c := range []struct {
		s          Sheet
		want, lack []string
	}{
		{Sheet{ID: "sh-x", Title: "<Atlas>", Sub: "sub", Body: "<p>b</p>", Foot: "<p>f</p>"},
			[]string{`<div class="bsheet-wrap" id="sh-x"><div class="bscrim" data-act="close"`, `role="dialog" aria-modal="true" aria-labelledby="sh-x-h"`,
				`<h2 id="sh-x-h" tabindex="-1">&lt;Atlas&gt;</h2>`, `<p class="bsheet-sub">sub</p>`, `id="sh-x-x" data-act="close" aria-label="Close"`,
				`<div class="bsheet-body" id="sh-x-body"><p>b</p></div>`, `<div class="bsheet-foot" id="sh-x-foot"><p>f</p></div>`}, nil},
		{Sheet{ID: "sh-d", Title: "Dice", Body: "b", Modal: true},
			[]string{`<div class="bscrim" aria-hidden="true">`, `<h2 id="sh-d-h" tabindex="-1">Dice</h2>`},
			[]string{`data-act="close"`, "bsheet-foot", "bsheet-sub"}},
	} {
		var w Writer
		w.Sheet(c.s)
		h := string(w.HTML())
		for _, want := range c.want {
			if !strings.Contains(h, want) {
				t.Errorf("sheet %s lacks %s:\n%s", c.s.ID, want, h)
			}
		}
		for _, no := range c.lack {
			if strings.Contains(h, no) {
				t.Errorf("sheet %s has %s:\n%s", c.s.ID, no, h)
			}
		}
	}
}

// A part whose subparts alone changed is written as those subparts; one
// whose other markup changed, or whose subparts are not the same ones, is
// written whole: edited where only texts changed, else replaced.
func TestPartsViewSubs(t *testing.T) {
	sheet := func(pips, foot HTML) Part {
		return Part{ID: "sh", HTML: `<div id="sh"><h2>T</h2>` + pips + foot + `</div>`, Subs: []Part{{ID: "pips", HTML: pips}, {ID: "foot", HTML: foot}}}
	}
	v := PartsView{id: "controls", last: []Part{{ID: "bar", HTML: `<nav id="bar"></nav>`}, sheet(`<p id="pips">5</p>`, `<p id="foot">a</p>`)}}
	for _, c := range []struct {
		name string
		next Part
		want string // the ops
	}{
		{"a subpart changed", sheet(`<p id="pips">4</p>`, `<p id="foot">a</p>`), textEdit("pips", "0", "5", "4")},
		{"both changed", sheet(`<p id="pips">3</p>`, `<p id="foot">b</p>`), textEdit("pips", "0", "4", "3") + textEdit("foot", "0", "a", "b")},
		{"the frame changed", Part{ID: "sh", HTML: `<div id="sh"><h2>U</h2><p id="pips">3</p><p id="foot">b</p></div>`,
			Subs: []Part{{ID: "pips", HTML: `<p id="pips">3</p>`}, {ID: "foot", HTML: `<p id="foot">b</p>`}}}, textEdit("sh", "0.0", "T", "U")},
		{"other subparts", Part{ID: "sh", HTML: `<div id="sh"><h2>U</h2><p id="x">3</p></div>`, Subs: []Part{{ID: "x", HTML: `<p id="x">3</p>`}}}, "rsh" + opSep},
		{"nothing changed", Part{ID: "sh", HTML: `<div id="sh"><h2>U</h2><p id="x">3</p></div>`, Subs: []Part{{ID: "x", HTML: `<p id="x">3</p>`}}}, ""},
	} {
		var p Patch
		v.Write(&p, []Part{{ID: "bar", HTML: `<nav id="bar"></nav>`}, c.next})
		if got := p.ops.String(); got != c.want {
			t.Errorf("%s: ops %q, want %q", c.name, got, c.want)
		}
	}
}

// textEdit is the op that changes one text node of the element with the
// given id (Patch.Change).
func textEdit(id, path, old, new string) string {
	return "d" + id + strings.Join([]string{"", path, "#", old, new}, fieldSep) + opSep
}
