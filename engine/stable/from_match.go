package stable

import (
	"fmt"

	"lancemate/engine/clicks"
)

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

// Send is what sending a finished match to one stable does: the Mechs it
// buys first (MatchFrom), then the record. PlanSend checks the whole of it
// on a copy of the stable, so a refusal is known, and shown, before
// anything is recorded.
type Send struct {
	Buy    []BuyMech
	Record RecordMatch
	// Refused says why the stable cannot take the match as it stands
	// (nil when it can): a Mech it cannot afford at 1 stone per point
	// (000 L731), a Basic game stable, which keeps no campaign (000 L716),
	// or whatever else RecordMatch refuses.
	Refused error
}

// PlanSend is the send of a finished match (its result r, stored under
// key) to stable s, checked on a copy of s; s is not changed. A stable
// none of whose pilots fought gets a Send with no pilots and no refusal.
func PlanSend(r clicks.Result, s *State, key string) Send {
	mr, buy := MatchFrom(r, s)
	mr.Match = key
	out := Send{Buy: buy, Record: RecordMatch{MatchResult: mr}}
	if len(mr.Pilots) == 0 {
		return out
	}
	try := s.clone()
	for _, b := range buy {
		if price := Price(try, Mech{Name: b.Name, Points: b.Points}); price > try.Stones {
			out.Refused = fmt.Errorf("buying the %s first costs %d stones and it has %d (000 L731)", b.Name, price, try.Stones)
			return out
		}
		if err := b.Apply(&try); err != nil {
			out.Refused = fmt.Errorf("buying the %s (%d points) first: %w", b.Name, b.Points, err)
			return out
		}
	}
	rec := out.Record
	if err := rec.Apply(&try); err != nil {
		out.Refused = err
	}
	return out
}

// Events are the send's events in the order they apply: the purchases,
// then the record.
func (p Send) Events() []Event {
	out := make([]Event, 0, len(p.Buy)+1)
	for i := range p.Buy {
		out = append(out, &p.Buy[i])
	}
	rec := p.Record
	return append(out, &rec)
}
