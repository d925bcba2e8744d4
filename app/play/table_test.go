package play

import (
	"strings"
	"testing"

	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"lancemate/app/store"
)

// The Table sheet: the side this phone marks before a table is live, then
// the host's status in words with the right plural, and the host's
// "everyone marks everything" as a pressed button once chosen; a guest's
// tap is refused with the host's reason in view (TestLiveTableSession
// and e2e TestLiveTable play the table itself).
func TestTableSheet(t *testing.T) {
	useSession(t, store.NewMemory())
	sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	t.Cleanup(session.LeaveTable)
	p := newPage()
	p.open = sheetTable
	for _, c := range []struct {
		name  string
		do    func()
		want  []string
		wantN []string
	}{
		{"before", func() {}, []string{`id="host-side-1"`, `id="host-side-2"`, `id="host-side-0"`, "This phone marks"}, []string{"table-leave"}},
		{"hosting", func() {
			if err := session.HostTable(2); err != nil {
				t.Fatal(err)
			}
		}, []string{"You host this table and mark Side 2. 0 phones joined.", `id="table-all" data-act="allowall" aria-pressed="false"`, "table-leave", "this phone ends each phase and rolls initiative"}, []string{"host-side-1"}},
		{"everyone marks", func() { p.tableTap("allowall", 0) }, []string{`id="table-all" data-act="allowall" aria-pressed="true"`, "Every phone marks every unit, takes back any change"}, nil},
	} {
		c.do()
		html := controlsHTML(t, p)
		for _, w := range c.want {
			if !strings.Contains(html, w) {
				t.Errorf("%s: the sheet lacks %q:\n%.1500s", c.name, w, html)
			}
		}
		for _, w := range c.wantN {
			if strings.Contains(html, w) {
				t.Errorf("%s: the sheet shows %q", c.name, w)
			}
		}
	}
}

// The host's link carries the game's sides by name, so the guest's join
// page offers the host's sides, not its own game's; names with the
// link's separators come back whole, and a list too long for a QR code
// at a glance is left out (the join page numbers the sides then).
func TestInviteLinkSides(t *testing.T) {
	const code = "AbC-9_x.0123abcd.feedbeef"
	long := strings.Repeat("x", 40)
	for _, c := range []struct {
		name  string
		sides []string
		want  []string
	}{
		{"two players", []string{"Ana", "Bo", "Side 3"}, []string{"Ana", "Bo", "Side 3"}},
		{"separators in names", []string{"Wolf, Clan", "3.5 Davion", "Ana #1", "50% Kurita/Ana"}, []string{"Wolf, Clan", "3.5 Davion", "Ana #1", "50% Kurita/Ana"}},
		{"too long for the code", []string{long, long, long, long}, []string{"Side 1", "Side 2"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			link := inviteLink("http://127.0.0.1:8000/join#"+code, c.sides)
			_, frag, _ := strings.Cut(link, "#")
			got, sides := joinLink(frag)
			if got != code || strings.Join(sides, "|") != strings.Join(c.want, "|") {
				t.Errorf("%s: code %q, sides %q; want %q, %q", link, got, sides, code, c.want)
			}
		})
	}
	if got, sides := joinLink(code); got != code || len(sides) != 2 {
		t.Errorf("a link without names: %q, %q", got, sides)
	}
}
