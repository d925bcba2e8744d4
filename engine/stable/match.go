package stable

import (
	"errors"
	"fmt"
	"slices"
)

// MatchResult is what the stable takes from a match: the UI maps the
// match engine's result to it.
type MatchResult struct {
	// Match identifies the match (the app uses the match record's key): a
	// stable records a match once. "" leaves it unchecked.
	Match  string        `json:"match,omitempty"`
	League string        `json:"league,omitempty"` // a league of the chart, "" for a friendly match
	Pilots []PilotResult `json:"pilots"`
}

// PilotResult is one of the stable's pilots in a match.
type PilotResult struct {
	Pilot        string `json:"pilot"`
	Mech         string `json:"mech"`
	Place        int    `json:"place,omitempty"`        // league reward place 1-8 (RewardPlace), 0 for none
	Fame         int    `json:"fame,omitempty"`         // fame earned during the match (fame chart, Crowd Pump)
	Stones       int    `json:"stones,omitempty"`       // stones for eliminations during the match (000 L692)
	Eliminations int    `json:"eliminations,omitempty"` // Mechs eliminated
	Damage       int    `json:"damage,omitempty"`       // clicks of damage on the Mech at the end
	Salvaged     bool   `json:"salvaged,omitempty"`
	Destroyed    bool   `json:"destroyed,omitempty"`
	Ejected      bool   `json:"ejected,omitempty"`
	Injuries     []int  `json:"injuries,omitempty"` // injury table rolls (2d6 totals)
}

// RewardPlace is the league place whose reward the order-th Mech out of a
// match of n Mechs earns (the last one standing is order n): the first out
// gets 8th place and the winner the place above the runner-up (000 L777-779;
// EX-16). With more than 8 Mechs the first n-7 out all get 8th (G-26).
func RewardPlace(order, n int) int {
	if n <= 8 {
		return 9 - order
	}
	return min(8, n+1-order)
}

// RecordMatch applies a match to the stable (type "record_match"): league
// payout with the stable's percentage bonuses, fame and stones earned in
// the match, damage, salvage and destruction, injuries, match fitness
// (000 L676-712, L775-783, L823-830, L870-874).
type RecordMatch struct {
	MatchResult
}

// ErrBasicGame refuses a match for a stable of the Basic game, which is a
// one-off event and keeps no campaign (000 L716): unlike the other
// refusals, no later change to the stable lifts it.
var ErrBasicGame = errors.New("the Basic game is a one-off event: it keeps no campaign (000 L716)")

// Type implements journal.Event.
func (*RecordMatch) Type() string { return "record_match" }

// Apply implements journal.Event.
func (e *RecordMatch) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	switch {
	case s.Game == Basic:
		return ErrBasicGame
	case s.Recorded(e.Match):
		return fmt.Errorf("match %q is already recorded in %s: a match pays out once", e.Match, s.Name)
	case s.UpkeepDue:
		return fmt.Errorf("pay the last match's payroll and maintenance first (000 L890-904)")
	case len(e.Pilots) == 0:
		return fmt.Errorf("a match needs at least one of the stable's pilots")
	case e.League != "" && !leagueKnown(e.League):
		return fmt.Errorf("no league %q on the arena league chart", e.League)
	}
	if err := e.check(s); err != nil {
		return err
	}
	e.tickSitOuts(s)
	sf := StableFame(*s)
	s.LastMatch = s.LastMatch[:0]
	for _, r := range e.Pilots {
		p, _ := s.pilot(r.Pilot)
		m, _ := s.mech(r.Mech)
		s.LastMatch = append(s.LastMatch, m.Name)
		if err := e.apply(s, r, p, m, sf); err != nil {
			return err
		}
	}
	s.Matches++
	if e.Match != "" {
		s.MatchIDs = append(s.MatchIDs, e.Match)
	}
	s.UpkeepDue = s.Game == Advanced
	return nil
}

// Recorded reports whether the match with that id is recorded in the
// stable; "" is never recorded.
func (s *State) Recorded(match string) bool {
	return match != "" && slices.Contains(s.MatchIDs, match)
}

// check validates the pilots and Mechs: present, alive and whole, each
// once, fit to fight (000 L872) and admitted to the league (000 L748-771).
func (e *RecordMatch) check(s *State) error {
	seen := map[string]bool{}
	for _, r := range e.Pilots {
		p, err := s.pilot(r.Pilot)
		if err != nil {
			return err
		}
		m, err := s.mech(r.Mech)
		if err != nil {
			return err
		}
		switch {
		case seen["p"+p.Name] || seen["m"+m.Name]:
			return fmt.Errorf("pilot %q or Mech %q appears twice in the match", p.Name, m.Name)
		case p.Dead:
			return fmt.Errorf("pilot %q is dead", p.Name)
		case m.Destroyed:
			return fmt.Errorf("Mech %q is destroyed", m.Name)
		case s.Game == Advanced && p.SitOut > 0:
			return fmt.Errorf("pilot %q must sit out %d more match(es) (000 L872)", p.Name, p.SitOut)
		case s.Game == Advanced && m.SitOut > 0:
			return fmt.Errorf("Mech %q must sit out %d more match(es) (000 L872)", m.Name, m.SitOut)
		case e.League != "" && isInvitational(e.League) && !p.Invited:
			return fmt.Errorf("%s has no invitation to the %s league: it is by invitation only", p.Name, e.League)
		case e.League != "" && !admitted(e.League, *p, *m):
			return fmt.Errorf("pilot %q (%d fame) with Mech %q (class %d) may not enter the %s league (000 L748-771)", p.Name, p.Fame, m.Name, m.Class(), e.League)
		}
		seen["p"+p.Name], seen["m"+m.Name] = true, true
	}
	return nil
}

// admitted reports whether some row of the league admits the pilot's fame
// and the Mech.
func admitted(league string, p Pilot, m Mech) bool {
	for _, l := range Leagues {
		if l.Name == league && l.admits(p.Fame, m.Class(), m.isMOD(), p.Invited) {
			return true
		}
	}
	return false
}

// isInvitational reports whether the league admits by invitation only.
func isInvitational(league string) bool {
	for _, l := range Leagues {
		if l.Name == league && l.Invite {
			return true
		}
	}
	return false
}

// tickSitOuts counts this match for the pilots and Mechs sitting it out
// (000 L872).
func (e *RecordMatch) tickSitOuts(s *State) {
	playing := map[string]bool{}
	for _, r := range e.Pilots {
		playing["p"+r.Pilot], playing["m"+r.Mech] = true, true
	}
	for i := range s.Pilots {
		if p := &s.Pilots[i]; !playing["p"+p.Name] && p.SitOut > 0 {
			p.SitOut--
		}
		s.Pilots[i].Injured = false
	}
	for i := range s.Mechs {
		if m := &s.Mechs[i]; !playing["m"+m.Name] && m.SitOut > 0 {
			m.SitOut--
		}
	}
}

// bonuses are the percentages a pilot's match payout earns in stones, fame
// and experience, added up (000 L149-157, L817-819, L823, L878, L919-920;
// G-27, G-44). sf is the stable fame before the match.
func (s *State) bonuses(m Mech, sf int) (stones, fame, xp int) {
	if s.Game == Standard {
		switch s.Ability {
		case "Promoter":
			stones = 10
		case "Legendary":
			fame = 10
		case "Cunning":
			xp = 10
		}
		return stones, fame, xp
	}
	h, _ := heritage(s.Heritage)
	stones, fame, xp = h.StonesPct+sf, h.FamePct, h.XPPct
	if s.allied(m) {
		owned := 0
		for _, o := range s.Mechs {
			if s.allied(o) && !o.Destroyed {
				owned++
			}
		}
		stones += min(20, 10+2*owned)
	}
	stones += s.byLevel("promoter", 10, 10)
	fame += s.byLevel("promoter", 0, 10)
	xp += s.byLevel("training", 0, 10)
	return stones, fame, xp
}

// apply posts one pilot's result.
func (e *RecordMatch) apply(s *State, r PilotResult, p *Pilot, m *Mech, sf int) error {
	p.LastClass = area(m.Class())
	if s.Game == Standard && p.XP > 9 {
		s.post(change{pilot: p, what: "experience carried over capped at 9", rule: "000 L783", xp: 9 - p.XP})
	}
	if r.Place < 0 || r.Place > 8 {
		return fmt.Errorf("pilot %q: place %d: league places are 1-8", p.Name, r.Place)
	}
	if r.Place > 0 {
		rw := s.Settings.reward(e.League, r.Place)
		sp, fp, xp := s.bonuses(*m, sf)
		s.post(change{pilot: p, what: fmt.Sprintf("%s payout, place %d", leagueName(e.League), r.Place),
			why: fmt.Sprintf("+%d%% stones, +%d%% fame, +%d%% experience", sp, fp, xp), rule: "000 L775-779, L830; G-06, G-27",
			stones: plusPct(rw.Stones, sp), fame: plusPct(rw.Fame, fp), xp: plusPct(rw.XP, xp)})
	}
	if r.Fame != 0 || r.Stones != 0 {
		s.post(change{pilot: p, what: "fame and elimination stones earned in the match",
			why: fmt.Sprintf("%d eliminations", r.Eliminations), rule: "000 L252-262, L692", stones: r.Stones, fame: r.Fame})
	}
	if s.Game == Advanced && s.allied(*m) {
		s.post(change{pilot: p, what: "piloted a faction Mech", rule: "000 L826", fame: 1})
	}
	p.WonLast = r.Place == 1
	if p.WonLast && isPrize(e.League) {
		p.PrizeWins++
	}
	e.damage(s, r, m)
	if r.Ejected && s.Game == Advanced {
		p.SitOut = max(p.SitOut, 1)
	}
	return injure(s, p, r.Injuries)
}

func leagueName(l string) string {
	if l == "" {
		return "match"
	}
	return l
}

func isPrize(league string) bool {
	for _, l := range Leagues {
		if l.Name == league {
			return l.Prize
		}
	}
	return false
}

// damage records the Mech's state after the match; a destroyed Mech loses
// its equipment and modifications (000 L855, L941).
func (e *RecordMatch) damage(s *State, r PilotResult, m *Mech) {
	m.Damage += max(r.Damage, 0)
	if r.Salvaged {
		m.Salvaged = true
		m.ExtrasDown = len(m.Equipment)+len(m.Mods) > 0
	}
	if r.Destroyed {
		m.Destroyed, m.Salvaged, m.ExtrasDown, m.Damage = true, false, false, 0
		m.Equipment, m.Mods = nil, nil
		s.post(change{mech: m, what: "destroyed", why: "upgrades lost", rule: "000 L797, L855"})
	}
}

// injure records injury table results (000 L384-398). An injured pilot
// sits out 3 matches, 1 fewer with a medical team (000 L872, L923).
func injure(s *State, p *Pilot, rolls []int) error {
	hurt := false
	for _, roll := range rolls {
		inj, ok := InjuryFor(roll)
		if !ok {
			return fmt.Errorf("pilot %q: the injury table is rolled with 2d6, not %d", p.Name, roll)
		}
		p.Injuries = append(p.Injuries, inj)
		p.Dead = p.Dead || roll == 2
		hurt = hurt || (roll != 7 && roll != 12)
		s.post(change{pilot: p, what: "injury: " + inj.Name, why: fmt.Sprintf("rolled %d", roll), rule: "000 L386-398"})
	}
	if hurt && s.Game == Advanced {
		p.Injured = true
		p.SitOut = max(p.SitOut, 3-s.byLevel("medical", 1, 1))
	}
	return nil
}
