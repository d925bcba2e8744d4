package game

import (
	"fmt"

	"lancemate/engine/classic"
)

// The record sheet marked by hand, as on paper, at any time and in any
// phase: pilot hits, the heat level and the shots left in a bin. Like every
// event they are undone, saved and replayed with the log.

// PilotHit adds (Hits > 0) or removes (Hits < 0) pilot hits by hand.
//
// Added hits are pilot damage like any other (State.pilotDamage): each
// point calls for its Consciousness Roll (003 L3405, L3418;
// NoteConsciousnessPerPoint) and the sixth point kills the MechWarrior,
// which destroys the 'Mech (003 L3389, L2874). Removed hits correct the
// track: the Consciousness Rolls still pending for the hits taken away
// are dropped (the number rises with every hit, 003 L3414, so they are the
// ones above the number for the hits left) and a pending recovery roll
// takes the number of the hits left (003 L3430). A pilot knocked
// unconscious stays so until a recovery roll succeeds, unless no hits are
// left (NoteMarkedNoHits).
type PilotHit struct {
	Unit string `json:"unit"`
	// Hits is the change, -6..6 and not 0; the track stays within 0-6.
	Hits int `json:"hits"`
}

// Type implements Event.
func (*PilotHit) Type() string { return "pilot_hit" }

func (e *PilotHit) apply(s *State, _ *tape) error {
	u, err := s.active(e.Unit)
	if err != nil {
		return err
	}
	after := u.Pilot.Hits + e.Hits
	switch {
	case e.Hits == 0:
		return fmt.Errorf("unit %s: a pilot hit mark must add or remove at least one hit", u.ID)
	case after < 0 || after > 6:
		return fmt.Errorf("unit %s: the pilot has %d hits; %+d would leave %d, outside 0-6 (003 L3389)", u.ID, u.Pilot.Hits, e.Hits, after)
	case e.Hits > 0:
		s.pilotDamage(u, e.Hits, "marked by hand")
		return nil
	}
	before := u.Pilot.Hits
	u.Pilot.Hits = after
	s.report(u, "pilot hits %d -> %d, marked by hand", before, after)
	s.brief(u, "pilot hits %d→%d by hand", before, after)
	if after == 0 && u.Pilot.Unconscious {
		u.Pilot.Unconscious, u.Pilot.KnockedOut, u.Pilot.KnockedOutIn = false, 0, 0
		s.report(u, "no pilot hits left: the pilot is conscious (%s)", NoteMarkedNoHits.Cite)
		s.drop(u.ID, Consciousness, Wake)
		return nil
	}
	keep := 0 // the consciousness number of the hits left; none for 0 hits
	if after > 0 {
		keep, _, _ = classic.ConsciousnessNumber(after)
	}
	var kept []Pending
	for _, p := range s.Pending {
		switch {
		case p.Unit != u.ID:
		case p.Kind == Consciousness && p.Target > keep:
			s.report(u, "Consciousness Roll for %s no longer due", p.Reason)
			continue
		case p.Kind == Wake:
			w := consciousness(u, Wake, p.Reason)
			p.Target, p.Mods = w.Target, w.Mods
		}
		kept = append(kept, p)
	}
	s.Pending = kept
	return nil
}

// SetHeat sets the unit's heat level by hand, 0-30 (the Heat Scale, 003
// L2993-2997; overflow above 30 comes only from the Heat Phase). The
// effects follow from the level as always (Unit.HeatEffects: movement,
// to-hit); the shutdown and ammunition rolls the level calls for are
// raised in the Heat Phase (003 L3059, L3077), not when the level is
// marked.
type SetHeat struct {
	Unit string `json:"unit"`
	Heat int    `json:"heat"`
}

// Type implements Event.
func (*SetHeat) Type() string { return "set_heat" }

func (e *SetHeat) apply(s *State, _ *tape) error {
	u, err := s.active(e.Unit)
	if err != nil {
		return err
	}
	switch {
	case e.Heat < 0 || e.Heat > 30:
		return fmt.Errorf("unit %s: heat %d is off the Heat Scale, 0-30 (003 L2995-2997)", u.ID, e.Heat)
	case e.Heat == u.Heat:
		return fmt.Errorf("unit %s: heat is already %d", u.ID, e.Heat)
	}
	before := u.Heat
	u.Heat = e.Heat
	s.report(u, "heat %d -> %d, marked by hand", before, u.Heat)
	s.brief(u, "heat %d→%d by hand", before, u.Heat)
	return nil
}

// SetAmmo sets the shots left in an ammunition bin by hand, 0 to the bin's
// capacity; each bin is tracked on its own (003 L1853). Item is the bin's
// item index (Unit.Items order, as a Shot's ammo). A destroyed bin (its
// location destroyed, or exploded) holds nothing to mark.
type SetAmmo struct {
	Unit  string `json:"unit"`
	Item  int    `json:"item"`
	Shots int    `json:"shots"`
}

// Type implements Event.
func (*SetAmmo) Type() string { return "set_ammo" }

func (e *SetAmmo) apply(s *State, _ *tape) error {
	u, err := s.active(e.Unit)
	if err != nil {
		return err
	}
	if e.Item < 0 || e.Item >= len(u.Items) || u.Items[e.Item].Kind != Ammo {
		return fmt.Errorf("unit %s: item %d is not an ammunition bin", u.ID, e.Item)
	}
	it := &u.Items[e.Item]
	where := fmt.Sprintf("%s %s:%d", it.Label(), it.Loc.Code(), it.Slots[0])
	switch {
	case it.Destroyed:
		return fmt.Errorf("unit %s: the bin %s is destroyed", u.ID, where)
	case e.Shots < 0 || e.Shots > it.Shots:
		return fmt.Errorf("unit %s: the bin %s holds 0-%d shots, not %d", u.ID, where, it.Shots, e.Shots)
	case e.Shots == it.ShotsLeft:
		return fmt.Errorf("unit %s: the bin %s already has %d shots", u.ID, where, e.Shots)
	}
	before := it.ShotsLeft
	it.ShotsLeft = e.Shots
	s.report(u, "%s: %d -> %d shots, marked by hand", where, before, e.Shots)
	s.brief(u, "%s shots %d→%d by hand", where, before, e.Shots)
	return nil
}
