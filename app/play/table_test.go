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
