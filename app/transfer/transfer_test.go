package transfer

import (
	"os"
	"strings"
	"testing"

	"lancemate/app/share"
	"lancemate/app/store"
)

// After an import the page opens the section that shows it; a pilot's
// ledger opens its event at the pilot, names escaped for the address.
func TestDoneOpensTheSection(t *testing.T) {
	for _, c := range []struct {
		kind        share.Kind
		key, pilot  string
		what, where string
	}{
		{share.KindDesign, "designs/x", "", "A 'Mech design: T, in your library.", "/sheets"},
		{share.KindGame, "games/x", "", "A game in play: T, in the game in play.", "/game"},
		{share.KindStable, "stable/x", "", "A stable: T, in Stable.", "/stable"},
		{share.KindEvent, "ledger/2026 & co", "", "A ledger event: T, in Ledger.", "/ledger?event=ledger%2F2026+%26+co"},
		{share.KindPilot, "ledger/a", "Kell & <Ana>", "A pilot's ledger: T, in Ledger.", "/ledger?event=ledger%2Fa&pilot=Kell+%26+%3CAna%3E"},
	} {
		what, where := done(share.Preview{File: share.File{Kind: c.kind, Title: "T", Pilot: c.pilot}, Key: c.key})
		if what != c.what || where != c.where {
			t.Errorf("%s: %q %q, want %q %q", c.kind, what, where, c.what, c.where)
		}
	}
}

// A unit file goes through the library's importer and arrives as a
// shared design file; anything else is read as a share file.
func TestReadUnitFiles(t *testing.T) {
	name := "../../../shared/corpus/mtf/3039u/Atlas AS7-D.mtf"
	data, err := os.ReadFile(name)
	if err != nil {
		t.Skipf("shared corpus absent: %v", err)
	}
	f, _, err := read(incoming{name: "Atlas AS7-D.mtf", data: data})
	if err != nil {
		t.Fatal(err)
	}
	if f.Kind != share.KindDesign || len(f.Records) != 1 || f.Records[0].Key != store.NSDesigns+"atlas-as7-d" || f.Title != "Atlas AS7-D.mtf" {
		t.Errorf("read %+v", f)
	}
	if _, _, err := read(incoming{name: "broken.mtf", data: []byte("chassis:X\n")}); err == nil {
		t.Error("a broken unit file was read")
	}
	if _, _, err := read(incoming{name: "x.lancemate", data: data}); err == nil || !strings.Contains(err.Error(), "not a Lancemate share file") {
		t.Errorf("a unit file named .lancemate: %v", err)
	}
}
