package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestLedgerFromGame plays a kill in a classic game on a phone and claims
// it in a League ledger once: the Hunchback of Ana, a pilot of the event,
// destroys an Atlas from outside the event with a hit entered by hand
// naming her as the attacker; the game page offers the fact, one tap opens
// the ledger with the award previewed from the Atlas's book cost
// (9,519,000 × 65%, to the nearest 10,000: 6,190,000, 002 L271, AMB-42),
// and the second claim is refused.
func TestLedgerFromGame(t *testing.T) {
	ctx, srv, _ := launch(t, "/ledger")
	leagueStable(t, ctx, "Ana", "Kell", "Cy", "Dee")
	click(t, ctx, "tab-obc")
	click(t, ctx, "pick-0")
	buyMech(t, ctx, "Hunchback HBK-4G", "50", "3457875", false, "3,460,000")
	click(t, ctx, "tab-board")
	commit(t, ctx, "enter-0", "Ana enters the arena in the Hunchback HBK-4G (fine).")

	do(t, ctx, chromedp.Navigate(srv.URL+"/sheets"))
	ready(t, ctx)
	hunchbackAndAtlas(t, ctx, "Ana")
	click(t, ctx, "end-phase")
	click(t, ctx, "next-skip")
	click(t, ctx, "end-phase")
	click(t, ctx, "next-skip") // the units not moved: the phase ends anyway
	waitText(t, ctx, "#turn", "Weapon Attack")
	click(t, ctx, "unit-1")
	waitText(t, ctx, "#sheet-name", "Atlas")
	click(t, ctx, "loc-CT")
	waitFor(t, ctx, "#sh-loc")
	click(t, ctx, "from-1")
	typeInto(t, ctx, "dmg", "90")
	waitText(t, ctx, "#hit-apply", "90")
	click(t, ctx, "hit-apply")
	waitText(t, ctx, "#game-facts", "Hunchback HBK-4G → Atlas AS7-D: kill")
	shot(t, ctx, "game-facts", "#game-facts", false)
	link := eval[string](t, ctx, `document.getElementById("to-ledger").href`)

	click(t, ctx, "to-ledger")
	waitText(t, ctx, "#led-preview", "Destroying an Opponent's 'Mech")
	waitText(t, ctx, "#led-preview", "+1 Fame · +5 CP · +6,190,000 C-bills")
	confirm(t, ctx)
	waitText(t, ctx, "#from-game", "claimed by Ana")
	shot(t, ctx, "ledger-from-game", "#from-game", false)

	// The same offer followed again: the second claim is refused.
	do(t, ctx, chromedp.Navigate(link))
	ready(t, ctx)
	waitText(t, ctx, "#feedback", "already claimed by Ana")
}
