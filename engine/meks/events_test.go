package meks_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"lancemate/engine/dice"
	"lancemate/engine/meks"
	sheets "lancemate/sheets/meks"
)

// The Event cards of seed 004 (L101-122), played with the card data of
// sheets/meks: one table row per effect or refusal, each citing its line.

// engaged is a campaign in round 1, Long Range step, before any attack, of
// mission: Meks Hound (medium: Large Laser, Medium Laser) and Runt (small:
// Small Laser) against a Light Mek, an Artillery and a Heavy Mek. Every
// Event card is in the hand but Salvage, Investors and Ambush, which are
// the Event deck.
func engaged(mission string) meks.State {
	d := sheets.Default()
	deck := []string{"salvage", "investors", "ambush"}
	var hand []string
	for _, e := range d.Events {
		if !slices.Contains(deck, e.ID) {
			hand = append(hand, e.ID)
		}
	}
	return meks.State{
		Defs: d, Phase: meks.Engage, MC: 100, Hand: hand,
		Meks: []meks.Mek{
			{Name: "Hound", Size: meks.Medium, Attachments: []string{"large-laser", "medium-laser"}},
			{Name: "Runt", Size: meks.Small, Attachments: []string{"small-laser"}},
			{Name: "Spare", Size: meks.Small},
		},
		Events:   meks.Deck{Draw: deck},
		FoeDeck:  meks.Deck{Draw: []string{"infantry", "medium-mek", "assault-mek"}},
		Missions: meks.Deck{Draw: []string{"patrol-jungle", "assault-fort", "defend-hq"}},
		Mission: &meks.Mission{Card: mission, Meks: []string{"Hound", "Runt"}, Round: 1, Step: meks.LR,
			Foes: []meks.Foe{{Card: "light-mek"}, {Card: "artillery"}, {Card: "heavy-mek"}}},
	}
}

func clone(t *testing.T, s meks.State) meks.State {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var c meks.State
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

func foe(i int) *int { return &i }

func play(card string, f *int, r meks.Rolls) *meks.PlayEvent {
	return &meks.PlayEvent{Card: card, Foe: f, Rolls: r}
}

// Setups of the table.
func phase(p meks.Phase) func(*meks.State) { return func(s *meks.State) { s.Phase = p } }
func at(step meks.Range, round int) func(*meks.State) {
	return func(s *meks.State) { s.Mission.Step, s.Mission.Round = step, round }
}
func foeDamage(i, d int) func(*meks.State) {
	return func(s *meks.State) { s.Mission.Foes[i].Damage = d }
}
func mekDamage(name string, d int) func(*meks.State) {
	return func(s *meks.State) { m, _ := s.Mek(name); m.Damage = d }
}
func attacked(s *meks.State)  { s.Mission.Used = []string{"mek Hound 0"} }
func debriefed(s *meks.State) { s.Phase, s.Mission.Outcome = meks.Debrief, meks.Won }
func allies(cards ...string) func(*meks.State) {
	return func(s *meks.State) {
		for _, c := range cards {
			s.Mission.Allies = append(s.Mission.Allies, meks.Foe{Card: c})
		}
	}
}

// Checks of the table.
func foes(want ...int) func(*testing.T, *meks.State) {
	return func(t *testing.T, s *meks.State) {
		var got []int
		for _, f := range s.Mission.Foes {
			got = append(got, f.Damage)
		}
		if !slices.Equal(got, want) {
			t.Errorf("foe damage %v, want %v", got, want)
		}
	}
}
func mekDamaged(name string, want int) func(*testing.T, *meks.State) {
	return func(t *testing.T, s *meks.State) {
		if m, _ := s.Mek(name); m.Damage != want {
			t.Errorf("Mek %s damage %d, want %d", name, m.Damage, want)
		}
	}
}
func ids(what string, got func(*meks.State) []string, want ...string) func(*testing.T, *meks.State) {
	return func(t *testing.T, s *meks.State) {
		if g := got(s); !slices.Equal(g, want) {
			t.Errorf("%s %v, want %v", what, g, want)
		}
	}
}

// bonus checks the to-hit bonus of an attack ("mek NAME W F", "foe F MEK",
// "ally A F", "card ID F"), its damage modifier and extra dice.
func bonus(key string, toHit, damage, extra int) func(*testing.T, *meks.State) {
	return func(t *testing.T, s *meks.State) {
		f := strings.Fields(key)
		n := func(i int) int { v := 0; json.Unmarshal([]byte(f[i]), &v); return v }
		var c meks.Check
		var err error
		switch f[0] {
		case "mek":
			c, err = s.FireCheck(f[1], n(2), n(3))
		case "foe":
			c, err = s.FoeCheck(n(1), false, f[2])
		case "ally":
			c, err = s.AllyCheck(n(1), n(2))
		case "card":
			c, err = s.SupportCheck(f[1], n(2))
		}
		if err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		v := 0
		for _, m := range c.Damage {
			v += m.Value
		}
		if c.Bonus() != toHit || v != damage || c.ExtraDice() != extra {
			t.Errorf("%s: to-hit %+d damage %+d +%dD6, want %+d %+d +%dD6", key, c.Bonus(), v, c.ExtraDice(), toHit, damage, extra)
		}
	}
}

// refused checks that an attack cannot be made, with a message holding want.
func refused(key, want string) func(*testing.T, *meks.State) {
	return func(t *testing.T, s *meks.State) {
		f := strings.Fields(key)
		var err error
		switch f[0] {
		case "foe":
			_, err = s.FoeCheck(int(f[1][0]-'0'), false, f[2])
		case "ally":
			_, err = s.AllyCheck(int(f[1][0]-'0'), int(f[2][0]-'0'))
		case "card":
			_, err = s.SupportCheck(f[1], int(f[2][0]-'0'))
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want a refusal %q", key, err, want)
		}
	}
}

type cardCase struct {
	cite    string
	mission string // default assault-outpost
	set     []func(*meks.State)
	ev      meks.Event
	dice    []int // Fill with these faces when set
	err     string
	want    []func(*testing.T, *meks.State)
}

func support(card string) []cardCase {
	cite := map[string]string{"artillery-support": "004 L109", "orbital-bombardment": "004 L110",
		"cruise-missiles": "004 L111", "air-support": "004 L112"}[card]
	other := map[bool]string{true: "air-support", false: "artillery-support"}[card != "air-support"]
	return []cardCase{
		// Light Mek: LR -1, evade -1 (004 L39, L127); 1D6 -1 (LR, L58) +1D6.
		{cite: cite, ev: play(card, foe(0), meks.Rolls{Roll: 7, Damage: 3, Extra: []int{4}}),
			want: []func(*testing.T, *meks.State){foes(6, 0, 0)}},
		{cite: cite, ev: play(card, foe(1), meks.Rolls{}), dice: []int{9, 2, 6},
			want: []func(*testing.T, *meks.State){foes(0, 7, 0), bonus("card "+other+" 0", -2, -1, 1), refused("card "+card+" 2", "not in your hand")}},
		{cite: cite, ev: play(card, foe(0), meks.Rolls{Roll: 6}),
			want: []func(*testing.T, *meks.State){foes(0, 0, 0)}},
		{cite: cite, set: []func(*meks.State){foeDamage(0, 2), func(s *meks.State) { s.Mission.Foes[0].Immobilized = true }},
			ev: play(card, foe(0), meks.Rolls{Roll: 5, Damage: 1, Extra: []int{1}}), want: []func(*testing.T, *meks.State){foes(3, 0, 0)}},
		{cite: cite, ev: play(card, foe(0), meks.Rolls{Roll: 7, Damage: 3}), err: "extra D6"},
		{cite: cite, ev: play(card, foe(0), meks.Rolls{Roll: 6, Damage: 3}), err: "no damage roll"},
		{cite: cite, ev: play(card, nil, meks.Rolls{Roll: 7, Damage: 3, Extra: []int{4}}), err: "which foe?"},
		{cite: cite, set: []func(*meks.State){at(meks.MR, 1)}, ev: play(card, foe(0), meks.Rolls{}), err: "attacks in the LR step"},
		{cite: cite, set: []func(*meks.State){foeDamage(1, 4)}, ev: play(card, foe(1), meks.Rolls{}), err: "already destroyed"},
		{cite: cite, set: []func(*meks.State){debriefed}, ev: play(card, foe(0), meks.Rolls{}), err: "not in the debriefing phase"},
	}
}

// buildCards are Corporate Convention, "Flip +4 cards in Build Phase"
// (004 L103), and Black Market, "Draw any 1 card from Build Deck in Build
// Phase" (004 L104), played between missions with a Build deck of four
// Meks and two pilots.
func buildCards() []cardCase {
	base := func(s *meks.State) {
		s.Phase, s.Mission = meks.Base, nil
		s.BuildDeck = meks.Deck{Draw: []string{"build-small-mek-1", "build-small-mek-2", "build-medium-mek-1",
			"build-large-mek", "build-green-pilot-1", "build-veteran-pilot"}}
	}
	market := func(want ...string) func(*testing.T, *meks.State) {
		return ids("face-up Build cards", func(s *meks.State) []string { return s.Market }, want...)
	}
	draw := func(want ...string) func(*testing.T, *meks.State) {
		return ids("Build deck", func(s *meks.State) []string { return s.BuildDeck.Draw }, want...)
	}
	cc, bm := "004 L103 (Note black-market)", "004 L104 (Note black-market)"
	type sets = []func(*meks.State)
	type checks = []func(*testing.T, *meks.State)
	return []cardCase{
		{cite: cc, set: sets{base}, ev: play("corporate-convention", nil, meks.Rolls{}), dice: []int{1, 1, 1, 1},
			want: checks{market("build-small-mek-1", "build-small-mek-2", "build-medium-mek-1", "build-large-mek"),
				draw("build-green-pilot-1", "build-veteran-pilot")}},
		{cite: cc, set: sets{base, func(s *meks.State) { s.BuildDeck.Draw = s.BuildDeck.Draw[:2] }},
			ev: play("corporate-convention", nil, meks.Rolls{}), dice: []int{2, 1}, want: checks{market("build-small-mek-2", "build-small-mek-1"), draw()}},
		{cite: cc, set: sets{base}, ev: &meks.PlayEvent{Card: "corporate-convention", Cards: []string{"build-large-mek"}}, err: "1 cards drawn, the rules ask for 4"},
		{cite: cc, set: sets{phase(meks.Offer)}, ev: play("corporate-convention", nil, meks.Rolls{}), err: "a Build phase card: not in the offer phase"},
		{cite: cc, ev: play("corporate-convention", nil, meks.Rolls{}), err: "a Build phase card: not in the engagement phase"},
		{cite: bm, set: sets{base}, ev: &meks.PlayEvent{Card: "black-market", Cards: []string{"build-veteran-pilot"}},
			want: checks{market("build-veteran-pilot"), draw("build-small-mek-1", "build-small-mek-2", "build-medium-mek-1", "build-large-mek", "build-green-pilot-1")}},
		{cite: bm, set: sets{base, func(s *meks.State) { s.BuildDeck = meks.Deck{Discard: []string{"build-large-mek"}} }},
			ev: &meks.PlayEvent{Card: "black-market", Cards: []string{"build-large-mek"}}, want: checks{market("build-large-mek"), draw()}},
		{cite: bm, set: sets{base}, ev: play("black-market", nil, meks.Rolls{}), err: "choose 1 card(s) of the Build deck (004 L104)"},
		{cite: bm, set: sets{base}, ev: &meks.PlayEvent{Card: "black-market", Cards: []string{"build-small-mek-1", "build-large-mek"}}, err: "choose 1 card(s)"},
		{cite: bm, set: sets{base}, ev: &meks.PlayEvent{Card: "black-market", Cards: []string{"build-elite-pilot"}}, err: `card "build-elite-pilot" is not in the Build deck`},
		{cite: bm, set: sets{phase(meks.Offer)}, ev: &meks.PlayEvent{Card: "black-market", Cards: []string{"build-large-mek"}}, err: "not in the offer phase"},
	}
}

func cardCases() []cardCase {
	fire := func(w, f int, card string, r meks.Rolls) *meks.Fire {
		return &meks.Fire{Mek: "Hound", Weapon: w, Foe: f, Card: card, Rolls: r}
	}
	type checks = []func(*testing.T, *meks.State)
	type sets = []func(*meks.State)
	cs := []cardCase{
		// Battle Scarred: "Target Foe/Mek starts battle with 1D6 Damage".
		{cite: "004 L105", ev: &meks.PlayEvent{Card: "battle-scarred", Foe: foe(2), Die: 4}, want: checks{foes(0, 0, 4)}},
		{cite: "004 L105", ev: &meks.PlayEvent{Card: "battle-scarred", Foe: foe(0)}, dice: []int{6}, want: checks{foes(6, 0, 0)}},
		{cite: "004 L105", ev: &meks.PlayEvent{Card: "battle-scarred", Foe: foe(0), Die: 7}, err: "not a face of a D6"},
		{cite: "004 L105", ev: &meks.PlayEvent{Card: "battle-scarred", Die: 3}, err: "which foe?"},
		{cite: "004 L105", ev: &meks.PlayEvent{Card: "battle-scarred", Foe: foe(3), Die: 3}, err: "there is no foe 4"},
		{cite: "004 L105", set: sets{attacked}, ev: &meks.PlayEvent{Card: "battle-scarred", Foe: foe(0), Die: 3}, err: "before the first attack"},
		{cite: "004 L105", set: sets{at(meks.LR, 2)}, ev: &meks.PlayEvent{Card: "battle-scarred", Foe: foe(0), Die: 3}, err: "before the first attack"},
		{cite: "004 L105", set: sets{phase(meks.Foes)}, ev: &meks.PlayEvent{Card: "battle-scarred", Foe: foe(0), Die: 3}, err: "not in the foes phase"},
		{cite: "004 L105", set: sets{phase(meks.Offer)}, ev: &meks.PlayEvent{Card: "battle-scarred", Foe: foe(0), Die: 3}, err: "not in the offer phase"},

		// On Shore Leave: "Discard 1 random Foe".
		{cite: "004 L106", ev: play("on-shore-leave", nil, meks.Rolls{}), dice: []int{2}, want: checks{
			ids("foes", func(s *meks.State) []string { return []string{s.Mission.Foes[0].Card, s.Mission.Foes[1].Card} }, "light-mek", "heavy-mek"),
			ids("foe discards", func(s *meks.State) []string { return s.FoeDeck.Discard }, "artillery")}},
		{cite: "004 L106", set: sets{attacked}, ev: play("on-shore-leave", foe(0), meks.Rolls{}), err: "before the first attack"},
		{cite: "004 L106", set: sets{foeDamage(1, 4)}, ev: play("on-shore-leave", foe(1), meks.Rolls{}), err: "already destroyed"},

		// Head Hit: "Target Hit on Mek destroys it". Large Laser on the Heavy
		// Mek: LR -1, evade +1; 1D6 +1 (large) -1 (LR).
		{cite: "004 L107", ev: fire(0, 2, "head-hit", meks.Rolls{Roll: 5, Damage: 2}), want: checks{foes(0, 0, 30),
			ids("hand", func(s *meks.State) []string { return s.Events.Discard }, "head-hit")}},
		{cite: "004 L107", ev: fire(0, 2, "head-hit", meks.Rolls{Roll: 4}), err: "the attack missed"},
		{cite: "004 L107", ev: fire(0, 1, "head-hit", meks.Rolls{Roll: 10, Damage: 1}), err: "Artillery is not a Mek"},
		{cite: "004 L107", ev: fire(0, 2, "salvage", meks.Rolls{Roll: 5, Damage: 2}), err: "is not a Head Hit card"},
		{cite: "004 L107", set: sets{func(s *meks.State) { s.Hand = nil }}, ev: fire(0, 2, "head-hit", meks.Rolls{Roll: 5, Damage: 2}), err: "not in your hand"},
		{cite: "004 L107", ev: play("head-hit", foe(2), meks.Rolls{}), err: "play it with the hit"},

		// Out of Ammo: "Target Foe/Weapon cannot attack".
		{cite: "004 L113", ev: play("out-of-ammo", foe(2), meks.Rolls{}), want: checks{refused("foe 2 Hound", "out of ammo"), bonus("foe 1 Hound", -1, 2, 0)}},
		{cite: "004 L113", ev: play("out-of-ammo", nil, meks.Rolls{}), err: "which foe?"},
		{cite: "004 L113", set: sets{debriefed}, ev: play("out-of-ammo", foe(0), meks.Rolls{}), err: "not in the debriefing phase"},

		// Immobilized: "Target Damaged Foe/Mek +2 To be Hit". Large Laser on
		// the Light Mek: LR -1, evade -1, +2.
		{cite: "004 L114", set: sets{foeDamage(0, 1)}, ev: play("immobilized", foe(0), meks.Rolls{}), want: checks{bonus("mek Hound 0 0", 0, 0, 0), bonus("mek Hound 0 1", 1, 0, 0)}},
		{cite: "004 L114", set: sets{foeDamage(0, 1), allies("medium-mek")}, ev: play("immobilized", foe(0), meks.Rolls{}), want: checks{bonus("ally 0 0", 0, 0, 0), bonus("card air-support 0", 0, -1, 1)}},
		{cite: "004 L114", ev: play("immobilized", foe(0), meks.Rolls{}), err: "Light Mek is not damaged"},
		{cite: "004 L114", ev: play("immobilized", nil, meks.Rolls{}), err: "which foe?"},

		// Gyros Damaged: "Target Damaged Mek has –2 To Hit". Heavy Mek on
		// Hound: LR -1, medium Mek 0, -2.
		{cite: "004 L115", set: sets{foeDamage(2, 3)}, ev: play("gyros-damaged", foe(2), meks.Rolls{}), want: checks{bonus("foe 2 Hound", -3, 2, 0), bonus("foe 2 Runt", -4, 2, 0)}},
		{cite: "004 L115", ev: play("gyros-damaged", foe(2), meks.Rolls{}), err: "Heavy Mek is not damaged"},
		{cite: "004 L115", set: sets{foeDamage(1, 1)}, ev: play("gyros-damaged", foe(1), meks.Rolls{}), err: "Artillery is not a Mek"},

		// Surprise: "Assault Mission: All your units +2 To Hit first Round".
		// Large Laser on the Light Mek: LR -1, evade -1, +2; the foes' attacks
		// are unchanged (Heavy Mek on Hound: LR -1), and round 2 has no bonus.
		{cite: "004 L117", ev: play("surprise", nil, meks.Rolls{}), want: checks{bonus("mek Hound 0 0", 0, 0, 0),
			bonus("foe 2 Hound", -1, 2, 0), func(t *testing.T, s *meks.State) {
				s.Mission.Round = 2
				bonus("mek Hound 0 0", -2, 0, 0)(t, s)
			}}},
		{cite: "004 L117", set: sets{phase(meks.Foes)}, ev: play("surprise", nil, meks.Rolls{}), want: checks{
			func(t *testing.T, s *meks.State) {
				if s.Mission.FirstRound != 2 {
					t.Errorf("first-round bonus %+d, want +2", s.Mission.FirstRound)
				}
			}}},
		{cite: "004 L117", set: sets{func(s *meks.State) { s.Mission.Used = []string{"foe 1"} }}, ev: play("surprise", nil, meks.Rolls{}), want: checks{bonus("mek Hound 0 0", 0, 0, 0)}},
		{cite: "004 L117, L19-20", mission: "patrol-arctic", ev: play("surprise", nil, meks.Rolls{}), err: "only on a assault mission; Patrol Arctic is patrol (004 L117)"},
		{cite: "004 L117, L19-20", mission: "defend-transport", ev: play("surprise", nil, meks.Rolls{}), err: "Defend Transport is defense (004 L117)"},
		{cite: "004 L117", set: sets{at(meks.LR, 2)}, ev: play("surprise", nil, meks.Rolls{}), err: "too late: the first round is over"},
		{cite: "004 L117", set: sets{debriefed}, ev: play("surprise", nil, meks.Rolls{}), err: "not in the debriefing phase"},
		{cite: "004 L117", set: sets{phase(meks.Offer)}, ev: play("surprise", nil, meks.Rolls{}), err: "not in the offer phase"},

		// Allied Units: "Defense Mission: Draw 2 Foe cards: Use as Allies".
		{cite: "004 L118", mission: "defend-transport", ev: play("allied-units", nil, meks.Rolls{}), dice: []int{1, 2}, want: checks{
			ids("allies", func(s *meks.State) []string { return []string{s.Mission.Allies[0].Card, s.Mission.Allies[1].Card} }, "infantry", "assault-mek"),
			ids("foe deck", func(s *meks.State) []string { return s.FoeDeck.Draw }, "medium-mek")}},
		{cite: "004 L118", mission: "defend-transport", set: sets{phase(meks.Foes)}, ev: &meks.PlayEvent{Card: "allied-units", Cards: []string{"infantry", "medium-mek"}}},
		{cite: "004 L118", mission: "patrol-arctic", ev: play("allied-units", nil, meks.Rolls{}), dice: []int{1, 1}, err: "only on a defense mission; Patrol Arctic is patrol"},
		{cite: "004 L118", mission: "defend-transport", ev: &meks.PlayEvent{Card: "allied-units", Cards: []string{"infantry"}}, err: "1 cards drawn, the rules ask for 2"},
		{cite: "004 L118", mission: "defend-transport", ev: &meks.PlayEvent{Card: "allied-units", Cards: []string{"infantry", "scout-mek"}}, err: `"scout-mek" is not in the foe deck`},
		{cite: "004 L118", mission: "defend-transport", set: sets{phase(meks.Offer)}, ev: play("allied-units", nil, meks.Rolls{}), dice: []int{1, 1}, err: "not in the offer phase"},
		// Ally attacks: a Medium Mek ally (LR, Dam -) on the Light Mek: LR -1, evade -1.
		{cite: "004 L118", set: sets{allies("medium-mek")}, ev: &meks.AllyAttack{Ally: 0, Foe: 0, Rolls: meks.Rolls{Roll: 7, Damage: 4}},
			want: checks{foes(4, 0, 0), refused("ally 0 1", "already attacked")}},
		{cite: "004 L118", set: sets{allies("medium-mek")}, ev: &meks.AllyAttack{Ally: 0, Foe: 0}, dice: []int{5}, want: checks{foes(0, 0, 0)}},
		{cite: "004 L118", set: sets{allies("infantry")}, ev: &meks.AllyAttack{Ally: 0, Foe: 0, Rolls: meks.Rolls{Roll: 9, Damage: 4}}, err: "attacks in the SR step"},
		{cite: "004 L118", ev: &meks.AllyAttack{Ally: 0, Foe: 0, Rolls: meks.Rolls{Roll: 9, Damage: 4}}, err: "there is no ally 1"},
		{cite: "004 L118", set: sets{allies("mmls"), at(meks.LR, 2)}, ev: &meks.AllyAttack{Ally: 0, Foe: 0, Rolls: meks.Rolls{Roll: 9, Damage: 4}}, err: "missiles are one-shot"},
		{cite: "004 L118", set: sets{allies("medium-mek"), debriefed}, ev: &meks.AllyAttack{Ally: 0, Foe: 0, Rolls: meks.Rolls{Roll: 9, Damage: 4}}, err: "not in the debriefing phase"},
		{cite: "004 L118 (Note allies)", set: sets{allies("medium-mek"), phase(meks.Repair), func(s *meks.State) { s.Hand = nil }}, ev: &meks.EndMission{}, want: checks{
			ids("foe discards", func(s *meks.State) []string { return s.FoeDeck.Discard }, "light-mek", "artillery", "heavy-mek", "medium-mek")}},

		// Detailed Plans: "Draw 2 Event Cards".
		{cite: "004 L120", ev: play("detailed-plans", nil, meks.Rolls{}), dice: []int{3, 1}, want: checks{
			ids("event deck", func(s *meks.State) []string { return s.Events.Draw }, "investors"),
			func(t *testing.T, s *meks.State) {
				if h := s.Hand[len(s.Hand)-2:]; !slices.Equal(h, []string{"ambush", "salvage"}) {
					t.Errorf("drawn %v", h)
				}
			}}},
		{cite: "004 L120", set: sets{phase(meks.Base)}, ev: &meks.PlayEvent{Card: "detailed-plans", Cards: []string{"salvage", "investors"}}},
		{cite: "004 L120", ev: &meks.PlayEvent{Card: "detailed-plans", Cards: []string{"salvage"}}, err: "1 cards drawn, the rules ask for 2"},
		{cite: "004 L120", ev: &meks.PlayEvent{Card: "detailed-plans", Cards: []string{"salvage", "head-hit"}}, err: `"head-hit" is not in the event deck`},

		// Active Front: "Flip +2 cards in Mission Phase".
		{cite: "004 L121", set: sets{phase(meks.Offer), func(s *meks.State) { s.Offer = []string{"assault-outpost"} }},
			ev: play("active-front", nil, meks.Rolls{}), dice: []int{3, 1},
			want: checks{ids("offer", func(s *meks.State) []string { return s.Offer }, "assault-outpost", "defend-hq", "patrol-jungle")}},
		{cite: "004 L121", set: sets{phase(meks.Offer)}, ev: &meks.PlayEvent{Card: "active-front", Cards: []string{"defend-hq"}}, err: "1 cards drawn, the rules ask for 2"},
		{cite: "004 L121", set: sets{phase(meks.Base)}, ev: play("active-front", nil, meks.Rolls{}), dice: []int{1, 1}, err: "flip more missions: not in the base phase"},
		{cite: "004 L121", ev: play("active-front", nil, meks.Rolls{}), dice: []int{1, 1}, err: "not in the engagement phase"},

		// Field Maintenance: "Repair 1D6 Damage for Free at end of Engagement".
		{cite: "004 L122", set: sets{debriefed, mekDamage("Hound", 6)}, ev: &meks.PlayEvent{Card: "field-maintenance", Mek: "Hound", Die: 4},
			want: checks{mekDamaged("Hound", 2), func(t *testing.T, s *meks.State) {
				if s.MC != 100 {
					t.Errorf("MC %d: the repair is free", s.MC)
				}
			}}},
		{cite: "004 L122", set: sets{debriefed, mekDamage("Runt", 2)}, ev: &meks.PlayEvent{Card: "field-maintenance", Mek: "Runt"}, dice: []int{5}, want: checks{mekDamaged("Runt", 0)}},
		{cite: "004 L122", set: sets{debriefed, func(s *meks.State) { s.Mission.Outcome = meks.Retreated }, mekDamage("Hound", 6)},
			ev: &meks.PlayEvent{Card: "field-maintenance", Mek: "Hound", Die: 1}, want: checks{mekDamaged("Hound", 5)}},
		{cite: "004 L122", set: sets{mekDamage("Hound", 6)}, ev: &meks.PlayEvent{Card: "field-maintenance", Mek: "Hound", Die: 4}, err: "after the engagement: not in the engagement phase"},
		{cite: "004 L122", set: sets{phase(meks.Repair), mekDamage("Hound", 6)}, ev: &meks.PlayEvent{Card: "field-maintenance", Mek: "Hound", Die: 4}, err: "not in the repair phase"},
		{cite: "004 L122, L62", set: sets{debriefed, mekDamage("Runt", 10), func(s *meks.State) { s.Meks[1].Destroyed = true }},
			ev: &meks.PlayEvent{Card: "field-maintenance", Mek: "Runt", Die: 4}, err: "destroyed and cannot be repaired"},
		{cite: "004 L122", set: sets{debriefed, mekDamage("Spare", 3)}, ev: &meks.PlayEvent{Card: "field-maintenance", Mek: "Spare", Die: 4}, err: `Mek "Spare" is not on the mission`},
		{cite: "004 L122", set: sets{debriefed}, ev: &meks.PlayEvent{Card: "field-maintenance", Mek: "Hound", Die: 7}, err: "not a face of a D6"},
	}
	cs = append(cs, buildCards()...)
	for _, c := range []string{"artillery-support", "orbital-bombardment", "cruise-missiles", "air-support"} {
		cs = append(cs, support(c)...)
	}
	return cs
}

func TestEventCards(t *testing.T) {
	for i, c := range cardCases() {
		t.Run(c.cite+"/"+itoa(i), func(t *testing.T) {
			if c.mission == "" {
				c.mission = "assault-outpost"
			}
			s := engaged(c.mission)
			for _, set := range c.set {
				set(&s)
			}
			before := clone(t, s)
			if c.dice != nil {
				if err := meks.Fill(&s, c.ev, dice.Script(c.dice...)); err != nil && c.err == "" {
					t.Fatalf("fill: %v", err)
				}
			}
			err := c.ev.Apply(&s)
			switch {
			case c.err == "" && err != nil:
				t.Fatal(err)
			case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
				t.Fatalf("error %v, want %q", err, c.err)
			case c.err != "":
				return
			}
			if p, ok := c.ev.(*meks.PlayEvent); ok && (slices.Contains(s.Hand, p.Card) || !slices.Contains(s.Events.Discard, p.Card)) {
				t.Errorf("%s stays in the hand", p.Card)
			}
			if line := meks.Describe(&before, &s, c.ev); line == "" {
				t.Error("no log line")
			}
			for _, w := range c.want {
				w(t, &s)
			}
		})
	}
}

func itoa(i int) string { b, _ := json.Marshal(i); return string(b) }
