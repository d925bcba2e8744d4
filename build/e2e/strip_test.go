package e2e

import (
	"strconv"
	"strings"
	"testing"
)

// TestForceStripNames: at 360×640 every name on the game's force strip
// shows whole, a long one as its short form (the model code, HBK-4G,
// with the number that tells two of a design apart), and the full name
// is one tap away on the sheet; a message covers none of it.
func TestForceStripNames(t *testing.T) {
	ctx, _ := gameOnPhone(t, [2]string{"hunchback-hbk-4g", "Ana"}, [2]string{"commando-com-2d", "Bo"},
		[2]string{"atlas-as7-d", "Cy"}, [2]string{"locust-lct-1v", "Di"}, [2]string{"hunchback-hbk-4g", "Ed"})
	gameShot(t, ctx, "strip-360")
	type name struct {
		Shown, Full string
		Cut, Read   bool
	}
	names := eval[[]name](t, ctx, `[...document.querySelectorAll("#units .unit")].map(u => {
		const b = u.querySelector("b");
		return {Shown: b.textContent, Full: u.dataset.v, Read: u.textContent.includes(u.dataset.v), Cut: b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().right > u.getBoundingClientRect().right};
	})`)
	want := map[string]string{"Hunchback": "HBK-4G", "Commando": "COM-2D", "Atlas": "Atlas", "Locust": "Locust", "Hunchback 2": "HBK-4G 2"}
	if len(names) != len(want) {
		t.Fatalf("the strip shows %d units, want %d: %+v", len(names), len(want), names)
	}
	for i, n := range names {
		if n.Cut {
			t.Errorf("%q shows cut as %q at 360 px", n.Full, n.Shown)
		}
		if !n.Read {
			t.Errorf("%q is not in its tab's text for a screen reader", n.Full)
		}
		if w, ok := want[n.Full]; !ok || n.Shown != w {
			t.Errorf("%q shows as %q, want %q", n.Full, n.Shown, w)
		}
		// The full name one tap away: the sheet of the unit tapped names
		// its design.
		clickSel(t, ctx, "#unit-"+strconv.Itoa(i))
		waitText(t, ctx, "#sheet-name", strings.TrimRight(n.Full, " 0123456789"))
	}
	// A message (what Undo undid, two lines at 360 px) takes the title
	// bar's place: it covers none of the strip or the sheet.
	click(t, ctx, "undo")
	waitText(t, ctx, "#feedback", "Undone")
	gameShot(t, ctx, "strip-360-said")
	if over := eval[string](t, ctx, `(() => {
		const f = document.getElementById("feedback").getBoundingClientRect();
		const bar = document.querySelector(".topbar").getBoundingClientRect().bottom; // what scrolled under it is not in view
		return [...document.querySelectorAll("main *")].filter(e => {
			const r = e.getBoundingClientRect();
			return r.width > 0 && r.height > 0 && Math.max(r.top, bar) < f.bottom && r.bottom > bar && r.left < f.right && r.right > f.left;
		}).map(e => e.id || e.className).join(", ");
	})()`); over != "" {
		t.Errorf("the feedback region covers part of the page: %s", over)
	}
}
