package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"lancemate/sheets/library"
	"lancemate/sheets/record"
)

// stubPrint replaces the browser's print dialog with a counter, so a test
// can look at what the app put on paper (window.lmPrinted).
const stubPrint = `(() => { window.lmPrinted = 0; window.print = () => { window.lmPrinted++; }; return true; })()`

// resources counts the page's network requests so far.
const resources = `performance.getEntriesByType("resource").length`

// printMedia switches the page to the print medium, or back to the screen.
func printMedia(t *testing.T, ctx context.Context, on bool) {
	t.Helper()
	m := ""
	if on {
		m = "print"
	}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: m}); err != nil {
		t.Fatal(err)
	}
}

// paper is a sheet of paper in inches, and the box a page may fill at
// Chrome's default 1 cm margins, in CSS pixels.
type paper struct {
	name          string
	width, height float64
}

var papers = []paper{{"A4", 8.27, 11.69}, {"Letter", 8.5, 11}}

func (p paper) box() (w, h float64) {
	const margin = 2 * 0.3937 // inches
	return (p.width - margin) * 96, (p.height - margin) * 96
}

// pdfPages prints the page to a PDF on the paper and counts its pages;
// with LANCEMATE_PRINT_DIR set, the PDF is kept there as name-paper.pdf
// (pdftoppm turns it into PNGs to look at).
func pdfPages(t *testing.T, ctx context.Context, p paper, name string) int {
	t.Helper()
	res, err := chromedp.Call(ctx, page.PrintToPDF, page.PrintToPDFParams{PaperWidth: p.width, PaperHeight: p.height})
	if err != nil {
		t.Fatalf("printing %s to PDF on %s: %v", name, p.name, err)
	}
	if dir := os.Getenv("LANCEMATE_PRINT_DIR"); dir != "" {
		os.WriteFile(filepath.Join(dir, name+"-"+p.name+".pdf"), res.Data, 0o644)
	}
	if !bytes.HasPrefix(res.Data, []byte("%PDF")) {
		t.Fatalf("%s on %s: not a PDF", name, p.name)
	}
	return len(regexp.MustCompile(`/Type\s*/Page[^s]`).FindAll(res.Data, -1))
}

// sheetFacts reads what the print area drew: per record sheet, the
// circles per location and kind, the filled ones, the slots' texts per
// location, and the sheet's box.
type sheetFacts struct {
	Name   string
	Pips   map[string]int // "armor LA", "rear CT", "structure HD"
	Filled map[string]int
	Slots  map[string][]string
	W, H   float64
}

const readSheets = `[...document.querySelectorAll("#lm-print article.rec-page:not(.rec-roster)")].map(a => {
	const f = {Name: a.dataset.name, Pips: {}, Filled: {}, Slots: {}, W: a.getBoundingClientRect().width, H: a.getBoundingClientRect().height};
	a.querySelectorAll(".rec-loc").forEach(l => {
		const k = l.dataset.kind + " " + l.dataset.loc;
		f.Pips[k] = l.querySelectorAll(".rec-pips i").length;
		f.Filled[k] = l.querySelectorAll(".rec-pips i.x").length;
	});
	a.querySelectorAll(".rec-cl").forEach(c => { f.Slots[c.dataset.loc] = [...c.querySelectorAll("li")].map(li => li.textContent); });
	return f;
})`

func sheetsDrawn(t *testing.T, ctx context.Context) []sheetFacts {
	t.Helper()
	raw := eval[string](t, ctx, `JSON.stringify(`+readSheets+`)`)
	var out []sheetFacts
	if err := json.Unmarshal([]byte(raw), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// checkSheet compares a drawn sheet with the record sheet the design
// makes: one circle per armor point (front and rear) and per structure
// point in every location, every critical slot in order, and a box that
// fits the printable area of A4 and of Letter.
func checkSheet(t *testing.T, got sheetFacts, want record.Sheet) {
	t.Helper()
	if got.Name != want.Name {
		t.Errorf("sheet of %q, want %q", got.Name, want.Name)
	}
	for _, l := range want.Locations {
		for kind, n := range map[string]int{"armor": l.Armor, "structure": l.Structure} {
			if got.Pips[kind+" "+l.Code] != n {
				t.Errorf("%s %s: %d %s circles drawn, want %d", want.Name, l.Code, got.Pips[kind+" "+l.Code], kind, n)
			}
		}
		if r, drawn := got.Pips["rear "+l.Code]; l.HasRear && r != l.Rear || !l.HasRear && drawn {
			t.Errorf("%s %s: %d rear circles drawn, want %d", want.Name, l.Code, r, l.Rear)
		}
		var slots []string
		for _, s := range l.Slots {
			label := s.Label
			if s.Hit {
				label += " ✗"
			}
			slots = append(slots, label)
		}
		if fmt.Sprint(got.Slots[l.Code]) != fmt.Sprint(slots) {
			t.Errorf("%s %s critical slots:\n got %q\nwant %q", want.Name, l.Code, got.Slots[l.Code], slots)
		}
	}
	for _, p := range papers {
		if w, h := p.box(); got.W > w || got.H > h {
			t.Errorf("%s: the sheet is %.0f×%.0f px, more than %s's printable %.0f×%.0f", want.Name, got.W, got.H, p.name, w, h)
		}
	}
}

// TestPrintRecordSheets prints, with the print medium emulated, the blank
// record sheets of the Hunchback HBK-4G and the Atlas AS7-D from their
// pages in Sheets (two taps from the list: the design, Print), then the
// sheet of a damaged Hunchback in play and a four-'Mech force from the
// game menu (two taps: the menu, Print the force).
func TestPrintRecordSheets(t *testing.T) {
	ctx, _, _ := launch(t, "/sheets")
	eval[bool](t, ctx, stubPrint)
	waitText(t, ctx, "#lib-count", "designs")
	printed := 0
	// tap taps the buttons that print (the last of them prints) and waits
	// for the print: Chrome empties the print area after each print.
	tap := func(ids ...string) {
		t.Helper()
		for _, id := range ids {
			click(t, ctx, id)
		}
		printed++
		waitPrinted(t, ctx, printed)
	}
	for _, id := range []string{"hunchback-hbk-4g", "atlas-as7-d"} {
		d, _ := library.Get(id)
		want, err := record.Blank(d)
		if err != nil {
			t.Fatal(err)
		}
		typeInto(t, ctx, "lib-search", d.Chassis)
		click(t, ctx, "design-builtin:"+id)
		requests := eval[int](t, ctx, resources)
		shot(t, ctx, "print-"+id, "#detail-print", false)
		tap("detail-print")
		if vis := eval[string](t, ctx, `getComputedStyle(document.getElementById("lm-print")).display`); vis != "none" {
			t.Errorf("on screen the print area shows (display %s)", vis)
		}
		printMedia(t, ctx, true)
		got := sheetsDrawn(t, ctx)
		if len(got) != 1 {
			t.Fatalf("%s: %d sheets in the print area", id, len(got))
		}
		checkSheet(t, got[0], want)
		if hidden := eval[bool](t, ctx, `getComputedStyle(document.querySelector(".topbar")).display === "none"`); !hidden {
			t.Error("printed, the top bar shows")
		}
		for i, p := range papers {
			if i > 0 {
				tap("detail-print")
			}
			if n := pdfPages(t, ctx, p, id); n != 1 {
				t.Errorf("%s on %s: %d pages, want 1", id, p.name, n)
			}
		}
		if now := eval[int](t, ctx, resources); now != requests {
			t.Errorf("printing %s made %d network requests", id, now-requests)
		}
		printMedia(t, ctx, false)
		click(t, ctx, "detail-back")
	}

	// A force of four: the Hunchback takes 10 damage in the left arm.
	hunchbackAndAtlas(t, ctx, "Ana")
	click(t, ctx, "nav-sheets")
	waitText(t, ctx, "#lib-count", "designs")
	addToGame(t, ctx, "locust", "design-builtin:locust-lct-1v", "Cy", 0)
	addToGame(t, ctx, "wolverine", "design-builtin:wolverine-wvr-6r", "Di", 0)
	click(t, ctx, "lib-game")
	waitText(t, ctx, "#units", "Wolverine")
	click(t, ctx, "unit-0")
	waitText(t, ctx, "#sheet-name", "Hunchback HBK-4G")
	click(t, ctx, "loc-LA")
	typeInto(t, ctx, "dmg", "10")
	waitText(t, ctx, "#hit-apply", "10 damage → Left Arm")
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#outcome", "left arm armor 16→6")
	click(t, ctx, "sh-loc-x")
	waitGone(t, ctx, "#sh-loc")

	click(t, ctx, "menu")
	waitText(t, ctx, "#print-force", "Print the force")
	shot(t, ctx, "print-menu", "#print-force", false)
	tap("print-unit")
	printMedia(t, ctx, true)
	got := sheetsDrawn(t, ctx)
	if len(got) != 1 || got[0].Name != "Hunchback HBK-4G" {
		t.Fatalf("Print this 'Mech drew %d sheets: %+v", len(got), got)
	}
	filled := 0
	for _, n := range got[0].Filled {
		filled += n
	}
	if got[0].Filled["armor LA"] != 10 || filled != 10 {
		t.Errorf("10 damage to the left arm: %d circles filled there, %d in all; want 10 and 10", got[0].Filled["armor LA"], filled)
	}
	if turn := eval[string](t, ctx, `document.querySelector("#lm-print .rec-head p").textContent`); !regexp.MustCompile(`Printed on turn \d`).MatchString(turn) {
		t.Errorf("the sheet's head says %q, want the turn it was printed", turn)
	}
	pdfPages(t, ctx, papers[0], "damaged")
	printMedia(t, ctx, false)

	for i, p := range papers {
		tap("menu", "print-force")
		printMedia(t, ctx, true)
		if i == 0 {
			checkForce(t, ctx)
		}
		if n := pdfPages(t, ctx, p, "force"); n != 5 {
			t.Errorf("the force on %s: %d pages, want 5 (the roster and four sheets)", p.name, n)
		}
		printMedia(t, ctx, false)
	}
}

// checkForce checks the printed force: a roster of the four units that
// fits a page, then their four sheets, the Atlas's as its design makes it.
func checkForce(t *testing.T, ctx context.Context) {
	t.Helper()
	if rows := eval[int](t, ctx, `document.querySelectorAll("#lm-print .rec-roster tr.rec-unit").length`); rows != 4 {
		t.Errorf("the roster lists %d units, want 4", rows)
	}
	force := sheetsDrawn(t, ctx)
	if len(force) != 4 {
		t.Fatalf("the force prints %d sheets, want 4", len(force))
	}
	atlas, _ := library.Get("atlas-as7-d")
	wantAtlas, err := record.Blank(atlas)
	if err != nil {
		t.Fatal(err)
	}
	checkSheet(t, force[1], wantAtlas)
	h := eval[float64](t, ctx, `document.querySelector("#lm-print .rec-roster").getBoundingClientRect().height`)
	for _, p := range papers {
		pw, ph := p.box()
		if h > ph {
			t.Errorf("the roster is %.0f px high, more than %s's printable %.0f", h, p.name, ph)
		}
		for _, f := range force {
			if f.W > pw || f.H > ph {
				t.Errorf("%s: %.0f×%.0f px, more than %s's printable area", f.Name, f.W, f.H, p.name)
			}
		}
	}
}

// waitPrinted waits until the app has called print n times in all.
func waitPrinted(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`window.lmPrinted >= %d`, n))); err != nil {
		t.Fatalf("waiting for print %d: %v", n, err)
	}
}

// TestPrintListOfDesigns: a force printed before any game, to check in
// with on paper. Designs are added to the print list from their pages in
// Sheets (one tap each, twice for two of one design); the list shows on
// the Sheets page, where one is removed; an offline reload keeps it; the
// rest is printed: a roster with the pilots left to be written in, then
// one blank sheet per design.
func TestPrintListOfDesigns(t *testing.T) {
	ctx, srv, dir := launch(t, "/sheets")
	eval[bool](t, ctx, stubPrint)
	waitText(t, ctx, "#lib-count", "designs")
	for _, d := range []struct{ search, id string }{
		{"locust", "locust-lct-1v"}, {"hunchback", "hunchback-hbk-4g"}, {"atlas", "atlas-as7-d"}, {"atlas", "atlas-as7-d"},
	} {
		typeInto(t, ctx, "lib-search", d.search)
		click(t, ctx, "design-builtin:"+d.id)
		click(t, ctx, "detail-plist")
		waitText(t, ctx, "#feedback", "is on the print list")
		onScreen(t, ctx, "#feedback")
		click(t, ctx, "detail-back")
	}
	waitText(t, ctx, "#plist h2", "Print list: 4 'Mechs")
	click(t, ctx, "plist-drop-0") // the Locust
	waitText(t, ctx, "#plist h2", "Print list: 3 'Mechs")
	shot(t, ctx, "print-list", "#plist", false)
	// The list is kept: an offline reload finds it as it was.
	reloadOffline(t, ctx, srv, dir)
	waitText(t, ctx, "#plist h2", "Print list: 3 'Mechs")
	eval[bool](t, ctx, stubPrint)
	requests := eval[int](t, ctx, resources)
	click(t, ctx, "plist-print")
	waitPrinted(t, ctx, 1)
	printMedia(t, ctx, true)
	got := sheetsDrawn(t, ctx)
	var names []string
	for _, s := range got {
		names = append(names, s.Name)
	}
	if fmt.Sprint(names) != "[Hunchback HBK-4G Atlas AS7-D Atlas AS7-D]" {
		t.Fatalf("the print list printed the sheets of %v", names)
	}
	atlas, _ := library.Get("atlas-as7-d")
	want, err := record.Blank(atlas)
	if err != nil {
		t.Fatal(err)
	}
	checkSheet(t, got[2], want)
	rows := eval[[]string](t, ctx, `[...document.querySelectorAll("#lm-print .rec-roster tr.rec-unit")].map(r => [...r.cells].map(c => c.textContent).join("|"))`)
	if len(rows) != 3 {
		t.Fatalf("the roster lists %d designs, want 3: %q", len(rows), rows)
	}
	if rows[0] != "|Hunchback HBK-4G|50||||4 / 6 / 0|" {
		t.Errorf("the Hunchback's roster row reads %q: want its tons and MP, the pilot and skills left blank", rows[0])
	}
	if n := pdfPages(t, ctx, papers[0], "print-list"); n != 4 {
		t.Errorf("the print list on %s: %d pages, want 4 (the roster and three sheets)", papers[0].name, n)
	}
	if now := eval[int](t, ctx, resources); now != requests {
		t.Errorf("printing the list made %d network requests", now-requests)
	}
	printMedia(t, ctx, false)
	click(t, ctx, "plist-clear")
	waitGone(t, ctx, "#plist")
}
