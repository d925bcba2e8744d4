package stables

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"lancemate/app/store"
	"lancemate/engine/dice"
	"lancemate/engine/stable"
	"lancemate/sheets/figures"
)

// stablePage is the Stable page on a fresh store showing a stable of the
// game given, with the pilot Ana and the Mech Spider (40 points).
func stablePage(t *testing.T, game stable.Game) (*StablePage, *stable.Ledger) {
	t.Helper()
	sessiontest.Use(t, store.NewMemory(), dice.Seeded(3))
	l := stable.New()
	start := &stable.Start{Game: game, Name: "Kell's"}
	if game == stable.Advanced {
		start.Heritage = "mercenary"
	}
	for _, ev := range []stable.Event{start, &stable.HirePilot{Name: "Ana"}, &stable.BuyMech{Name: "Spider", Points: 40}} {
		if err := l.Apply(ev); err != nil {
			t.Fatal(err)
		}
	}
	r, err := session.NewRecord(store.NSStable, l.Journal)
	if err != nil {
		t.Fatal(err)
	}
	saved := stableBook
	t.Cleanup(func() { stableBook = saved })
	stableBook.list = []*session.Record[stable.State]{r}
	p := &StablePage{key: r.Key, f: map[string]string{}, loaded: true}
	return p, &stable.Ledger{Journal: r.Journal}
}

// html writes one part of the page.
func html(write func(*kit.Writer)) string {
	var w kit.Writer
	write(&w)
	return string(w.HTML())
}

// TestAdvancedOnlyFigures: a Basic or Standard stable shows no stable fame
// and no payroll, as if they applied (000 L807, L876-894); an Advanced one
// shows both.
func TestAdvancedOnlyFigures(t *testing.T) {
	for _, tt := range []struct {
		game stable.Game
		show bool
	}{{stable.Basic, false}, {stable.Standard, false}, {stable.Advanced, true}} {
		p, l := stablePage(t, tt.game)
		summary := html(func(w *kit.Writer) { p.summaryHTML(w, l) })
		pilots := html(func(w *kit.Writer) { p.pilotsHTML(w, l) })
		history := string(historyHTML(stableRec(p.key)))
		if got := strings.Contains(summary, "Stable fame"); got != tt.show {
			t.Errorf("%s: stable fame shown %v:\n%s", tt.game, got, summary)
		}
		if got := strings.Contains(pilots, "payroll 1"); got != tt.show {
			t.Errorf("%s: payroll shown %v:\n%s", tt.game, got, pilots)
		}
		if got := strings.Contains(history, "Stable fame"); got != tt.show {
			t.Errorf("%s: history shows stable fame %v", tt.game, got)
		}
		if got := strings.Contains(summary, "No stable fame and no payroll"); got == tt.show {
			t.Errorf("%s: the Advanced-only note shown %v", tt.game, got)
		}
	}
}

// TestChampionInvitation: a Standard pilot is offered the invitation; once
// recorded, the Champion Prize league is listed for them (000 L748, L771);
// withdrawn, it is not. A Basic pilot has no leagues to be invited to.
func TestChampionInvitation(t *testing.T) {
	p, l := stablePage(t, stable.Standard)
	p.pilot = "Ana"
	if h := html(func(w *kit.Writer) { p.pilotsHTML(w, l) }); !strings.Contains(h, `data-v="invite|Ana"`) {
		t.Fatalf("no invitation offered:\n%s", h)
	}
	leagues := func() string {
		h := html(func(w *kit.Writer) { leaguesHTML(w, l.Peek()) })
		return h[:strings.Index(h, "</ul>")]
	}
	if strings.Contains(leagues(), "Champion Prize") {
		t.Error("Champion Prize listed before the invitation")
	}
	p.armed = "invite|Ana"
	p.commit(rowEvent(p.armed), "")
	if p.msg != "" || !strings.Contains(leagues(), "Champion Prize") || !l.Peek().Pilots[0].Invited {
		t.Errorf("after the invitation: msg %q, leagues %s", p.msg, leagues())
	}
	if h := html(func(w *kit.Writer) { p.pilotsHTML(w, l) }); !strings.Contains(h, `data-v="uninvite|Ana"`) || !strings.Contains(h, "invited to the Champions Invitational") {
		t.Errorf("invited pilot's row:\n%s", h)
	}
	p.commit(rowEvent("uninvite|Ana"), "")
	if strings.Contains(leagues(), "Champion Prize") {
		t.Error("Champion Prize still listed after the invitation is withdrawn")
	}
	b, bl := stablePage(t, stable.Basic)
	b.pilot = "Ana"
	if h := html(func(w *kit.Writer) { b.pilotsHTML(w, bl) }); strings.Contains(h, "invite|") {
		t.Errorf("a Basic pilot is offered an invitation:\n%s", h)
	}
}

// TestSkillDieShown: the skill form says how a table's skill is drawn,
// with the reason behind a "Why?" (000 L69, L783; G-08).
func TestSkillDieShown(t *testing.T) {
	p, l := stablePage(t, stable.Standard)
	for _, tt := range []struct{ table, die, why string }{
		{"basic", "9 skills is picked at random", "the Basic table has 9 skills"}, {"gunnery", "8 skills is picked at random", "the Gunnery table has 8 skills"}, {"legendary", "One six-sided die picks the skill", "6 skills: one six-sided die"},
	} {
		p.f["sk-table"] = tt.table
		h := html(func(w *kit.Writer) { p.formHTML(w, l.Peek(), "skill") })
		main, why, _ := strings.Cut(h, `<details class="why" id="sk-die-why">`)
		if !strings.Contains(main, tt.die) || strings.Contains(main, "000 L") || !strings.Contains(why, tt.why) || !strings.Contains(why, "000 L69") {
			t.Errorf("%s:\n%s", tt.table, h)
		}
	}
}

// TestBuyFromFigures: the Buy Mech form offers the figure library; a tap
// fills label, points, faction and star rank, numbering the label when the
// stable holds a Mech of that name.
func TestBuyFromFigures(t *testing.T) {
	p, l := stablePage(t, stable.Standard)
	lib := session.FigureDraft{Format: figures.SetFormat, Version: figures.Version, Figures: []figures.Figure{{Name: "Atlas", Points: 90, Unique: true}, {Name: "Spider", Points: 40, Faction: "Draconis"}}}
	if err := session.Store().Save(session.FigureLibraryKey, lib); err != nil {
		t.Fatal(err)
	}
	if h := html(func(w *kit.Writer) { p.formHTML(w, l.Peek(), "mech") }); !strings.Contains(h, `id="mech-fig-0"`) || !strings.Contains(h, "Atlas · 90") {
		t.Fatalf("Buy Mech form:\n%s", h)
	}
	p.fillFigure("0")
	if got := p.f["mech-name"] + "|" + p.f["mech-model"] + "|" + p.f["mech-points"] + "|" + p.f["mech-unique"]; got != "Atlas||90|on" {
		t.Errorf("Atlas fills %q", got)
	}
	p.fillFigure("1")
	if got := p.f["mech-name"] + "|" + p.f["mech-model"] + "|" + p.f["mech-points"] + "|" + p.f["mech-faction"]; got != "Spider 2|Spider|40|Draconis" {
		t.Errorf("a second Spider fills %q", got)
	}
	if _, err := l.Try(p.event("mech")); err != nil {
		t.Errorf("buying the second Spider: %v", err)
	}
}

// TestRefusalWords: a refused change says why in words, the rules' lines
// behind a "Why?", not in the main line.
func TestRefusalWords(t *testing.T) {
	_, l := stablePage(t, stable.Basic)
	h, err := effectHTML(l, &stable.RollAbility{Roll: 2}, "")
	if err == nil {
		t.Fatal("a Basic stable rolled a stable ability")
	}
	main, why, _ := strings.Cut(string(h), `<details class="why">`)
	if !strings.Contains(main, "✗ stable abilities are only used in the Standard game") || strings.Contains(main, "000 L") || !strings.Contains(why, "000 L75, L847") {
		t.Errorf("refusal:\n%s", h)
	}
}

// TestRepairDestroyedSays: "Repair all" on a destroyed Mech says why it
// cannot (000 L797) in the feedback region, not only in a preview with
// Confirm off; on a damaged one it arms the preview and says nothing.
func TestRepairDestroyedSays(t *testing.T) {
	for _, tt := range []struct {
		name      string
		destroyed bool
		msg       string // "" for armed
	}{{"destroyed", true, "destroyed Mechs cannot be repaired, only sold"}, {"damaged", false, ""}} {
		p, _ := stablePage(t, stable.Standard)
		r := stableRec(p.key)
		mr := stable.MatchResult{Pilots: []stable.PilotResult{{Pilot: "Ana", Mech: "Spider", Place: 8, Damage: 3, Destroyed: tt.destroyed}}}
		if err := r.Apply(&stable.RecordMatch{MatchResult: mr}); err != nil {
			t.Fatal(err)
		}
		p.tap(app.Context{}, "arm", "repair|Spider")
		switch {
		case tt.msg != "" && !strings.Contains(p.msg, tt.msg):
			t.Errorf("%s: armed %q, says %q, want %q", tt.name, p.armed, p.msg, tt.msg)
		case tt.msg == "" && (p.armed != "repair|Spider" || p.msg != ""):
			t.Errorf("%s: armed %q, says %q", tt.name, p.armed, p.msg)
		}
	}
}

// TestFormNeedsAPick: on a stable with no pilot, the skill form says to
// hire one first (not the engine's `no pilot named ""`), and with no Mech
// the equipment and modification forms say to buy one; their buttons stay
// off. With a pilot and a Mech the forms preview what they would do.
func TestFormNeedsAPick(t *testing.T) {
	sessiontest.Use(t, store.NewMemory(), dice.Seeded(3))
	empty := stable.New()
	if err := empty.Apply(&stable.Start{Game: stable.Standard, Name: "New"}); err != nil {
		t.Fatal(err)
	}
	full, fl := stablePage(t, stable.Standard)
	for _, tt := range []struct{ form, want string }{
		{"skill", "Hire a pilot first"},
		{"equip", "Buy a Mech first"},
		{"mod", "Buy a Mech first"},
	} {
		p := &StablePage{f: map[string]string{}}
		h, err := p.preview(empty, tt.form)
		if err == nil || !strings.Contains(string(h), tt.want) || strings.Contains(string(h), "no pilot named") {
			t.Errorf("%s on an empty stable: %v\n%s", tt.form, err, h)
		}
		html(func(w *kit.Writer) { full.formHTML(w, fl.Peek(), tt.form) }) // picks the first pilot or Mech
		if h, _ := full.preview(fl, tt.form); strings.Contains(string(h), tt.want) {
			t.Errorf("%s with a pilot and a Mech still says %q", tt.form, tt.want)
		}
	}
}
