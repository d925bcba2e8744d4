package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/store"
	"lancemate/engine/dice"
)

// render loads a component in go-app's test engine (the prerender path:
// OnInit runs, OnMount does not) and returns its HTML.
func render(t *testing.T, c app.Composer) string {
	t.Helper()
	e := app.NewTestEngine()
	if err := e.Load(c); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(c)
}

func TestDicePageRenders(t *testing.T) {
	html := render(t, &DicePage{})
	for _, want := range []string{
		`id="roll"`, "Roll 2D6", `id="expr-1d10"`, `id="tn-inc"`, `id="mode-manual"`,
		"2D6: 2 to 12, average 7.0", "Roll log (0)",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("dice page lacks %q", want)
		}
	}
	if tag := openingTag(html, `id="nav-dice"`); !strings.Contains(tag, `class="navitem on"`) {
		t.Errorf("dice not marked active in the nav: %s", tag)
	}
	if tag := openingTag(html, `id="nav-settings"`); !strings.Contains(tag, `class="navitem"`) {
		t.Errorf("settings marked active on the dice page: %s", tag)
	}
}

func TestEveryRouteHasAPageInTheNav(t *testing.T) {
	paths := Paths()
	if paths[0] != "/" || len(paths) != len(Sections)+3 || !slices.Equal(paths[len(paths)-2:], []string{GamePath, StablePath}) {
		t.Fatalf("Paths() = %v", paths)
	}
	home := render(t, &Home{})
	for _, s := range Sections {
		if !strings.Contains(home, `href="`+s.Path+`"`) {
			t.Errorf("home page has no link to %s", s.Path)
		}
	}
}

func TestChanceText(t *testing.T) {
	tests := []struct {
		e      dice.Expr
		target int
		want   string
	}{
		{dice.TwoD6, 7, "Chance of 7+ on 2D6:"},
		{dice.TwoD6, 7, "<strong>58.3%</strong>"},
		{dice.TwoD6, 7, "(7/12)"},
		{dice.TwoD6, 13, "<strong>0%</strong>"},
		{dice.Expr{Count: 3, Sides: 6, Mod: 2}, 2, "<strong>100%</strong>"},
		{dice.D10, 0, "1D10: 1 to 10, average 5.5"},
	}
	for _, tt := range tests {
		if got := app.HTMLString(app.Div().Body(chanceText(tt.e, tt.target))); !strings.Contains(got, tt.want) {
			t.Errorf("chanceText(%v, %d) = %s, want %q", tt.e, tt.target, got, tt.want)
		}
	}
}

func TestSessionRecordsRolls(t *testing.T) {
	st, err := store.Open(store.NewMemory(), func(err error) { t.Error(err) })
	if err != nil {
		t.Fatal(err)
	}
	s := &session{subs: map[int]func(){}, st: st, src: dice.Script(1, 2, 6, 6, 3)}
	s.once.Do(func() {}) // storage already open
	for _, e := range []dice.Expr{dice.TwoD6, dice.TwoD6, dice.D6} {
		if _, err := s.recordRoll("test", 7, e.Roll(s.src)); err != nil {
			t.Fatal(err)
		}
	}
	recent, total := s.recentRolls(2)
	if total != 3 || len(recent) != 2 || recent[0].Total != 3 || recent[1].Total != 12 {
		t.Errorf("recent = %+v (total %d), want newest first: 3, 12", recent, total)
	}
	st.Flush()
	loaded, damaged, _ := store.LoadAll[dice.Entry](st, store.NSDiceLog)
	if len(loaded) != 3 || damaged != 0 || loaded[0].Total != 3 || loaded[0].Target != 7 {
		t.Errorf("stored log = %+v, %d damaged", loaded, damaged)
	}
}

func TestPrefsValidate(t *testing.T) {
	for _, p := range []Prefs{{}, {Theme: "dark"}, {Theme: "light", WakeLock: true}} {
		if err := p.Validate(); err != nil {
			t.Errorf("%+v: %v", p, err)
		}
	}
	if err := (Prefs{Theme: "neon"}).Validate(); err == nil {
		t.Error("unknown theme accepted")
	}
}

// openingTag returns the opening tag that contains attr (attribute order
// in go-app's HTML is not fixed).
func openingTag(html, attr string) string {
	i := strings.Index(html, attr)
	if i < 0 {
		return ""
	}
	start := strings.LastIndex(html[:i], "<")
	end := strings.Index(html[i:], ">")
	return html[start : i+end+1]
}
