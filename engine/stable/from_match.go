package stable

import "lancemate/engine/clicks"

// MatchFrom maps a finished Solaris 7 match (engine/clicks) to what the
// stable s takes in. Its pilots in the match are those whose stable is
// named s.Name, or who name no stable and share a name with one of its
// pilots. Each flies the stable's Mech whose label or model is the
// figure's name (not destroyed); a figure the stable does not own comes
// back as a BuyMech to apply before the RecordMatch. The place is the
// league reward place (RewardPlace); an eliminated Mech is destroyed
// unless its pilot ejected (000 L404-406).
func MatchFrom(r clicks.Result, s *State) (MatchResult, []BuyMech) {
	var out MatchResult
	var buy []BuyMech
	n := len(r.Entries)
	for _, e := range r.Entries {
		if e.Stable != s.Name && (e.Stable != "" || !s.hasPilot(e.Pilot)) {
			continue
		}
		mech := s.flying(e.Figure)
		if mech == "" {
			mech = e.Figure
			buy = append(buy, BuyMech{Name: e.Figure, Points: e.Points, Pilot: e.Pilot})
		}
		out.Pilots = append(out.Pilots, PilotResult{
			Pilot: e.Pilot, Mech: mech, Place: RewardPlace(n+1-e.Place, n),
			Fame: e.Fame, Stones: e.Stones, Eliminations: e.Kills, Damage: e.Clicks,
			Salvaged: e.Salvaged, Destroyed: e.Eliminated && !e.Ejected, Ejected: e.Ejected,
			Injuries: e.Injuries,
		})
	}
	return out, buy
}

func (s *State) hasPilot(name string) bool {
	_, err := s.pilot(name)
	return err == nil
}

// flying is the label of the stable's Mech for a figure, "" for none.
func (s *State) flying(figure string) string {
	for _, m := range s.Mechs {
		if !m.Destroyed && (m.Name == figure || m.Model == figure) {
			return m.Name
		}
	}
	return ""
}
