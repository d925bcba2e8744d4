package e2e

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/journal"
	"lancemate/engine/meks"
	sheetsmeks "lancemate/sheets/meks"
)

// meksCheapest is the Buy button of the cheapest face-up Mek or pilot
// card the balance pays for ("" when none).
const meksCheapest = `(() => {
	const mc = parseInt(document.getElementById("meks-mc").textContent);
	let best = null, cost = 1e9;
	for (const li of document.querySelectorAll("#meks-build li")) {
		if (li.querySelector("[data-gives=attachment]")) continue;
		const b = li.querySelector("button[data-act=buy]");
		if (!b) continue;
		const c = parseInt(b.textContent.match(/\d+/)[0]);
		if (c <= mc && c < cost) { best = b; cost = c; }
	}
	return best ? best.id : "";
})()`

// TestMeksBuildDeck is issue 32's Build deck: buying face-up cards does
// not make the deck's count go up (it read 22, 23, 24 as bought cards
// went to the discards), and each purchase says what was bought in the
// feedback region, in view.
func TestMeksBuildDeck(t *testing.T) {
	ctx, _, _ := launch(t, "/meks")
	waitText(t, ctx, "#meks-start", "New campaign")
	// A campaign of 200 MC with known Build cards face up, so that two
	// purchases are always there to make (a shuffled flip may leave one).
	seedWith(t, ctx, func() {
		camp := meks.NewJournal()
		for _, e := range []journal.Event[meks.State]{
			&meks.Start{MC: 200, Defs: sheetsmeks.Default()},
			&meks.FlipBuild{Cards: []string{"build-medium-mek-1", "build-large-laser", "build-large-mek", "build-green-pilot-1", "build-armor"}},
		} {
			if err := camp.Apply(e); err != nil {
				t.Fatalf("%s: %v", e.Type(), err)
			}
		}
		if _, err := session.NewRecord(store.NSMeks, camp); err != nil {
			t.Fatal(err)
		}
	})
	waitText(t, ctx, "#meks-phase", "Between missions")
	deck := func() int {
		t.Helper()
		s := eval[string](t, ctx, `document.querySelector("#meks-build p").textContent`)
		m := regexp.MustCompile(`^(\d+) cards?`).FindStringSubmatch(s)
		if m == nil {
			t.Fatalf("no deck count in %q", s)
		}
		n, _ := strconv.Atoi(m[1])
		return n
	}
	waitText(t, ctx, "#meks-build", "Buy")
	flipped := deck()
	for k := range 2 {
		id := eval[string](t, ctx, meksCheapest)
		if id == "" {
			t.Fatalf("purchase %d: no face-up Mek or pilot the balance pays for", k+1)
		}
		tapMeks(t, ctx, id)
		if n := deck(); n != flipped {
			t.Errorf("after purchase %d the Build deck counts %d, it counted %d once flipped", k+1, n, flipped)
		}
		if fb := text(t, ctx, "#feedback"); !strings.Contains(fb, "Bought ") || !strings.Contains(fb, "in the squad") {
			t.Errorf("purchase %d says %q, not what was bought and where it went", k+1, fb)
			continue
		}
		onScreen(t, ctx, "#feedback")
	}
}
