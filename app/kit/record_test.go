package kit

import (
	"strings"
	"testing"

	"lancemate/engine/game"
	"lancemate/sheets/library"
	"lancemate/sheets/record"
)

// A printed sheet draws one circle per point, fills the lost ones, writes
// every slot and escapes what a player typed; the roster has a row per
// unit and then every sheet.
func TestRecordSheet(t *testing.T) {
	d, _ := library.Get("hunchback-hbk-4g")
	g, err := d.Game()
	if err != nil {
		t.Fatal(err)
	}
	u, err := game.NewUnit("u1", g, game.Pilot{Name: "<b>Ana</b>", Gunnery: 4, Piloting: 5})
	if err != nil {
		t.Fatal(err)
	}
	u.Locations[4].Armor = 6 // LA: 10 damage
	u.Pilot.Hits = 2
	s := record.InPlay(&u, 3)
	var w Writer
	ForceRoster(&w, "Game", 3, []record.Sheet{s, s})
	h := string(w.HTML())
	for _, c := range []struct {
		what string
		n    int
	}{
		{`<article class="rec-page`, 3},
		{`<tr class="rec-unit">`, 2},
		{`data-kind="armor" data-loc="LA" data-n="16" data-lost="10"`, 2},
		{`<i class="x"></i>`, 2 * 10},
		{`<i></i>`, 2 * (9 + 26 + 5 + 20 + 4 + 20 + 4 + 6 + 16 + 20 + 20 + 3 + 16 + 12 + 12 + 8 + 8 + 12 + 12)},
		{`<li class="rec-slot `, 2 * 78},
		{`&lt;b&gt;Ana&lt;/b&gt;`, 4},
		{`<td class="x">`, 2 * 2},
		{`Printed on turn 3`, 2},
	} {
		if got := strings.Count(h, c.what); got != c.n {
			t.Errorf("%s: %d times, want %d", c.what, got, c.n)
		}
	}
	if strings.Contains(h, "<b>Ana") {
		t.Error("the pilot's name is markup")
	}
}

// A design's roster row leaves the pilot and skills blank to be written
// in, where a unit in play's row has them.
func TestRosterOfDesigns(t *testing.T) {
	d, _ := library.Get("hunchback-hbk-4g")
	s, err := record.Blank(d)
	if err != nil {
		t.Fatal(err)
	}
	var w Writer
	ForceRoster(&w, "Print list", 0, []record.Sheet{s})
	h := string(w.HTML())
	if want := `<td>Hunchback HBK-4G</td><td>50</td><td></td><td></td><td></td><td>4 / 6 / 0</td>`; !strings.Contains(h, want) {
		t.Errorf("the roster row is not %s:\n%.600s", want, h[strings.Index(h, "<tbody>"):])
	}
	if strings.Contains(h, "printed on turn") {
		t.Error("a design's roster says it was printed on a turn")
	}
}
