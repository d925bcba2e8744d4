package classic

import "fmt"

// FloatingCritical applies the optional Floating Criticals rule (003
// L2568-2574) after a hit location roll of 2: the attacker rolls 2D6 again
// (reroll) on the same column, and the shot and its through-armor critical
// chance land where that roll says. A second 2 means the torso location of
// the original column, without a further critical chance. Against a target
// in partial cover a leg result must be rolled again (003 L2574): again is
// then true and h is empty.
func FloatingCritical(o Options, c Config, d Direction, reroll int, partialCover bool) (h Hit, again bool, err error) {
	if !o.FloatingCriticals {
		return Hit{}, false, fmt.Errorf("floating criticals is an optional rule (003 L2568) that is switched off")
	}
	h, err = HitLocation(c, d, reroll)
	if err != nil {
		return Hit{}, false, err
	}
	if partialCover && h.Location.IsLeg(c) {
		return Hit{}, true, nil
	}
	h.CritChance = true
	return h, false, nil
}
