package dials

import (
	"lancemate/app/kit"
	"lancemate/app/session/sessiontest"
	"lancemate/app/store"
	"slices"
	"strings"
	"testing"

	"lancemate/engine/clicks"
	"lancemate/engine/dice"
)

// dialsFigure is a 'Mech of four combat clicks (the last the bullet holes)
// and two heat clicks; se shows on its first click.
func dialsFigure(name string, attack, defense int, se ...clicks.SE) clicks.Figure {
	c := clicks.Click{Primary: 4, Secondary: 3, Speed: 6, Attack: attack, Defense: defense}
	f := clicks.Figure{Name: name, Points: 150, Vent: 1,
		Primary:   clicks.Weapon{Energy: true, Targets: 1, Max: 10},
		Secondary: clicks.Weapon{Targets: 2, Max: 8},
		Combat:    []clicks.Click{c, c, c, {Eliminated: true}},
		Heat:      []clicks.HeatClick{{{Start: true}, {Start: true}, {Start: true}}, {}}}
	f.Combat[0].SE = se
	return f
}

// dialsMatch is the Dials page on a fresh in-memory store with a match of
// Gunner (Ann holds a re-roll; single-use Jump Jets) against two Brutes,
// in round 2 (round 1 allows no attacks, 000 L238) at the start of the
// Gunner's turn.
func dialsMatch(t *testing.T) (*DialsPage, *match) {
	t.Helper()
	sessiontest.Use(t, store.NewMemory(), dice.Seeded(6))
	saved := dials
	dials = dialsData{}
	t.Cleanup(func() { dials = saved })
	p := &DialsPage{}
	p.OnInit()
	dialsTap(t, p, tap{act: "new"})
	m := dials.current()
	for _, ev := range []*clicks.AddMech{
		{ID: "Gunner", Figure: dialsFigure("Gunner", 9, 16, clicks.SE{Area: clicks.AreaSpeed, Name: "Jump Jets", SingleUse: true}),
			Pilot: clicks.Pilot{Name: "Ann", Rerolls: []string{clicks.RerollAny}}},
		{ID: "Brute", Figure: dialsFigure("Brute", 9, 16), Pilot: clicks.Pilot{Name: "Bo"}},
		{ID: "Brute 2", Figure: dialsFigure("Brute", 9, 16), Pilot: clicks.Pilot{Name: "Cy"}},
	} {
		if err := m.apply(ev); err != nil {
			t.Fatal(err)
		}
	}
	for range 2 {
		dialsTap(t, p, tap{act: "round"})
		for p.need != nil {
			dialsTap(t, p, tap{act: "roll"})
		}
		if m.Peek().Round == 1 {
			for i := range 3 {
				dialsTap(t, p, tap{act: "turn", i: i}, tap{act: "pick-act", v: "half_move"}, tap{act: "go"}, tap{act: "end-turn"})
			}
		}
	}
	dialsTap(t, p, tap{act: "turn", i: 0})
	return p, m
}

// dialsTap runs taps in order and fails on a refusal.
func dialsTap(t *testing.T, p *DialsPage, taps ...tap) {
	t.Helper()
	for _, tp := range taps {
		p.msg = ""
		if !p.matchTap(tp) {
			t.Fatalf("tap %+v not handled", tp)
		}
		if p.msg != "" {
			t.Fatalf("tap %+v: %s", tp, p.msg)
		}
	}
}

// dialsPlan is the action form as rendered.
func dialsPlan(p *DialsPage) string {
	var w kit.Writer
	p.matchHTML(&w)
	html := w.HTML()
	if i := strings.Index(string(html), `id="act-plan"`); i >= 0 {
		return string(html[i:])
	}
	return ""
}

// TestDialsActionForm: the action form offers the pilot's re-roll, the
// single-use equipment in the stat slot and, with the two-symbol secondary
// weapon, a second target with the damage divided; the action sent spends
// the re-roll (once per match), clicks the Jump Jets' damage after the
// action and divides the 3 clicks 2 / 1 (000 L79, L272-274, L473-477).
func TestDialsActionForm(t *testing.T) {
	p, m := dialsMatch(t)
	dialsTap(t, p, tap{act: "pick-act", v: "fire"})
	plan := dialsPlan(p)
	for _, want := range []string{`id="rr-re-roll"`, "Spend re-roll", `id="use-0"`, "Used Jump Jets (+1 click)", "Targets: up to 1", `disabled>Fire</button>`} {
		if !strings.Contains(plan, want) {
			t.Errorf("fire form lacks %q:\n%s", want, plan)
		}
	}
	// The primary weapon takes one target: a second replaces the first.
	dialsTap(t, p, tap{act: "target", i: 1}, tap{act: "target", i: 2})
	if len(p.targets) != 1 || p.targets[0].i != 2 {
		t.Fatalf("primary weapon targets %+v, want Brute 2 alone", p.targets)
	}
	dialsTap(t, p, tap{act: "seg", n: 1}, tap{act: "target", i: 1})
	plan = dialsPlan(p)
	for _, want := range []string{"Targets: up to 2", "Damage value 3, divided", `id="share-val" aria-labelledby="share-lbl">1<`, "Brute takes the rest: 2", `id="rear-1"`, `id="defm-1-inc"`, "Fire → Brute 2, Brute"} {
		if !strings.Contains(plan, want) {
			t.Errorf("two-target form lacks %q:\n%s", want, plan)
		}
	}
	// Two clicks to Brute 2, the rest (1) to Brute; the re-roll spent, the
	// Jump Jets used.
	dialsTap(t, p, tap{act: "step", k: "share", n: 1}, tap{act: "rr", v: clicks.RerollAny}, tap{act: "use", v: "Jump Jets"})
	if plan = dialsPlan(p); !strings.Contains(plan, "Brute takes the rest: 1") || !strings.Contains(plan, `id="rr-note"`) ||
		!strings.Contains(plan, `id="rr-re-roll" data-act="rr" data-v="re-roll" aria-pressed="true"`) {
		t.Errorf("after the share, re-roll and equipment taps:\n%s", plan)
	}
	dialsTap(t, p, tap{act: "go"})
	if p.need == nil || p.need.Purpose != "attack roll" {
		t.Fatalf("asked for %+v, want the attack roll", p.need)
	}
	// 4+2+1 = 7 meets both needs of 16-9; each Brute's check passes on 18.
	for _, f := range [][3]int{{4, 2, 1}, {6, 6, 6}, {6, 6, 6}} {
		for die, face := range f {
			dialsTap(t, p, tap{act: "face", die: die, n: face})
		}
	}
	if p.need != nil {
		t.Fatalf("still asks for %+v", p.need)
	}
	s := m.Peek()
	if got := []int{s.Mechs[0].Click, s.Mechs[1].Click, s.Mechs[2].Click}; !slices.Equal(got, []int{1, 1, 2}) {
		t.Errorf("clicks Gunner, Brute, Brute 2 = %v, want [1 1 2] (Jump Jets 1; shares 1 and 2)", got)
	}
	if !slices.Contains(s.Mechs[0].Used, clicks.RerollAny) {
		t.Errorf("the re-roll is not spent: used %v", s.Mechs[0].Used)
	}
	if p.targets != nil || p.rerolls != nil || p.used != nil || p.act != "" {
		t.Errorf("the form is not cleared: %+v %v %v %q", p.targets, p.rerolls, p.used, p.act)
	}
	// Spent, the re-roll is offered no more; a pilot without one never
	// sees it, nor a 'Mech without single-use equipment the chip.
	dialsTap(t, p, tap{act: "pick-act", v: "quick_shot"})
	if plan = dialsPlan(p); strings.Contains(plan, `id="rr-`) {
		t.Errorf("a spent re-roll is offered again:\n%s", plan)
	}
	dialsTap(t, p, tap{act: "end-turn"}, tap{act: "turn", i: 1}, tap{act: "pick-act", v: "fire"})
	if plan = dialsPlan(p); strings.Contains(plan, `id="rr-`) || strings.Contains(plan, `id="use-`) || !strings.Contains(plan, "Targets: up to 1") {
		t.Errorf("Bo's Brute form:\n%s", plan)
	}
}

// TestDialsTargetControls: each picked target keeps its own rear arc and
// defense modifiers, and a Fire sent with them carries them target by
// target; a weapon change drops the targets it cannot take.
func TestDialsTargetControls(t *testing.T) {
	p, m := dialsMatch(t)
	dialsTap(t, p, tap{act: "pick-act", v: "fire"}, tap{act: "seg", n: 1}, tap{act: "target", i: 2}, tap{act: "target", i: 1},
		tap{act: "rear", i: 1}, tap{act: "step", k: "defm", n: 1}, tap{act: "step", k: "defm", n: 1}, tap{act: "step", k: "defm-1", n: -1})
	me, _ := m.Peek().Mech("Gunner")
	ev := p.formAct(m.Peek(), me)
	want := []clicks.Target{{Mech: "Brute 2", Defense: 2, Share: 1}, {Mech: "Brute", Rear: true, Defense: -1, Share: 2}}
	if !slices.EqualFunc(ev.Targets, want, func(a, b clicks.Target) bool {
		return a.Mech == b.Mech && a.Rear == b.Rear && a.Defense == b.Defense && a.Share == b.Share
	}) {
		t.Errorf("targets %+v, want %+v", ev.Targets, want)
	}
	dialsTap(t, p, tap{act: "seg", n: 0})
	if ev = p.formAct(m.Peek(), me); len(ev.Targets) != 1 || ev.Targets[0].Mech != "Brute 2" || ev.Targets[0].Share != 0 {
		t.Errorf("primary weapon: targets %+v, want Brute 2 alone, undivided", ev.Targets)
	}
}

// TestAttackThrown: the attack panel says how far a Throw moved its target
// (000 L521, EX-08 000 L523: 5") and says nothing of it for other attacks.
func TestAttackThrown(t *testing.T) {
	dmg := &clicks.DamageSteps{A: 5, F: 4, Dealt: 4}
	for _, tt := range []struct {
		thrown int
		want   bool
	}{{5, true}, {0, false}} {
		var w kit.Writer
		attackHTML(&w, &clicks.AttackLog{Mech: "bill", Action: clicks.Throw,
			Targets: []clicks.TargetLog{{Mech: "spider", Hit: true, Damage: dmg, Taken: 4, Thrown: tt.thrown}}})
		if got := strings.Contains(string(w.HTML()), "Thrown base to base"); got != tt.want || got && !strings.Contains(string(w.HTML()), `<td>5"</td>`) {
			t.Errorf("thrown %d: row shown %v, want %v", tt.thrown, got, tt.want)
		}
	}
}

// TestEndMatchAsks: End match asks first, saying how many 'Mechs are
// still standing; Keep playing changes nothing; End the match ends it.
func TestEndMatchAsks(t *testing.T) {
	p, m := dialsMatch(t)
	dialsTap(t, p, tap{act: "end"})
	if !p.askEnd || m.Peek().Over {
		t.Fatalf("End match: asking %t, over %t", p.askEnd, m.Peek().Over)
	}
	if got := endWords(m.Peek()); !strings.HasPrefix(got, "3 'Mechs are still standing") {
		t.Errorf("the question says %q", got)
	}
	dialsTap(t, p, tap{act: "end-no"})
	if p.askEnd || m.Peek().Over {
		t.Fatalf("Keep playing: asking %t, over %t", p.askEnd, m.Peek().Over)
	}
	dialsTap(t, p, tap{act: "end"}, tap{act: "end", v: "yes"})
	for p.need != nil {
		dialsTap(t, p, tap{act: "roll"})
	}
	if p.askEnd || !m.Peek().Over {
		t.Errorf("End the match: asking %t, over %t", p.askEnd, m.Peek().Over)
	}
}
