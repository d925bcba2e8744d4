package game

import "lancemate/engine/classic"

// Sight is what the map showed between an attacker and its target in an
// attack of this turn: the range, the side of the target struck, the
// woods in the target's hex and the woods between. Units move only in the
// Movement Phase (003 L587-591), so what one attack of a turn measured
// holds for the turn's other attacks; a new turn asks again.
type Sight struct {
	Attacker string            `json:"attacker"`
	Target   string            `json:"target"`
	Range    int               `json:"range,omitempty"`
	Dir      classic.Direction `json:"dir,omitempty"`
	Woods    classic.Woods     `json:"woods,omitempty"`
	// LightWoods and HeavyWoods count the intervening woods hexes.
	LightWoods int `json:"lightWoods,omitempty"`
	HeavyWoods int `json:"heavyWoods,omitempty"`
}

// sighted keeps what an attack of this turn gave for its pair, replacing
// what an earlier attack of the pair gave. The slice is written anew: a
// forked state may share the old one.
func (s *State) sighted(g Sight) {
	out := make([]Sight, 0, len(s.Sights)+1)
	for _, x := range s.Sights {
		if x.Attacker != g.Attacker || x.Target != g.Target {
			out = append(out, x)
		}
	}
	s.Sights = append(out, g)
}

// Sighting is the situation an attack by attacker on target starts from
// this turn: what the pair's last attack gave; else, when the target
// attacked the attacker this turn, the same range and woods between (the
// same two hexes, 003 L587-591), struck from the front; and the woods in
// the target's hex as any attack on it this turn gave them. ok is false
// when no attack of this turn says anything about the pair.
func (s *State) Sighting(attacker, target string) (g Sight, ok bool) {
	g = Sight{Attacker: attacker, Target: target}
	for _, x := range s.Sights {
		switch {
		case x.Attacker == attacker && x.Target == target:
			return x, true
		case x.Attacker == target && x.Target == attacker:
			g.Range, g.LightWoods, g.HeavyWoods, ok = x.Range, x.LightWoods, x.HeavyWoods, true
		}
	}
	for _, x := range s.Sights {
		if x.Target == target {
			g.Woods, ok = x.Woods, true
		}
	}
	return g, ok
}
