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
