package game

import (
	"fmt"
	"strings"

	"lancemate/engine/classic"
)

// mascAvoid is the MASC Table (003 L7576-7583): the avoid number by
// consecutive turn of use, 0 for an automatic failure (the fifth turn).
var mascAvoid = []int{3, 5, 7, 11, 0}

// booster returns the working MASC or supercharger of the unit (item
// index) and the level of its avoid number, or -1.
func (u *Unit) booster(suffix string, serial int) int {
	for i := range u.Items {
		if it := &u.Items[i]; strings.HasSuffix(it.ID, suffix) && u.worked(it, serial) && !it.Destroyed {
			return i
		}
	}
	return -1
}

// boost resolves the activation rolls of MASC and a supercharger declared
// with a run (003 L7560-7625): 2D6 against the avoid number of the turn of
// consecutive use (MASC Table); a failed MASC roll puts one critical hit on
// each leg (the slot rolled, no Determining Critical Hits roll) before the
// 'Mech moves, a failed supercharger roll a Determining Critical Hits roll
// on the uppermost undamaged centre torso slots and destroys it. It
// returns the Running MP: twice the Walking MP (after any MASC damage),
// 2.5 times with both working, the plain Running MP when the
// supercharger failed alone.
func (s *State) boost(u *Unit, e *Move, t *tape) (int, error) {
	serial := s.Serial()
	if !u.played() {
		return 0, refuse("003 L7564", "%s's design predates construction options: MASC and superchargers are marked by hand", u.ID)
	}
	if e.Mode != Ran {
		return 0, refuse("003 L7564", "MASC and a supercharger boost a run: declare running to use them")
	}
	masc, super := false, false
	if e.MASC {
		i := u.booster("-masc", serial)
		if i < 0 {
			return 0, refuse("003 L7564", "%s has no working MASC", u.ID)
		}
		ok, err := s.activation(u, "MASC", u.MASCLevel, t)
		if err != nil {
			return 0, err
		}
		u.UsedMASC = true
		if !ok {
			for _, leg := range u.legs() {
				if u.Locations[leg].Destroyed {
					continue
				}
				slot, found, err := s.pickSlot(u, leg, t)
				if err != nil {
					return 0, err
				}
				if found {
					if err := s.applyCrit(u, leg, slot, false, t); err != nil {
						return 0, err
					}
				}
			}
		}
		masc = u.booster("-masc", 1<<30) >= 0
	}
	if e.Supercharger {
		i := u.booster("-supercharger", serial)
		if i < 0 {
			return 0, refuse("003 L7614", "%s has no working supercharger", u.ID)
		}
		ok, err := s.activation(u, "supercharger", u.SuperLevel, t)
		if err != nil {
			return 0, err
		}
		u.UsedSuper = true
		if ok {
			super = true
		} else if err := s.superchargerFails(u, i, t); err != nil {
			return 0, err
		}
	}
	if !masc && !super {
		return u.RunMP(), nil
	}
	mp := classic.BoostedRunningMP(u.WalkMP(), masc, super)
	s.report(u, "boosted Running MP %d (003 L7566, L7624)", mp)
	return mp, nil
}

// activation makes one MASC or supercharger roll; level is the turn of
// consecutive use (0 for the first).
func (s *State) activation(u *Unit, what string, level int, t *tape) (bool, error) {
	avoid := mascAvoid[min(level, len(mascAvoid)-1)]
	if avoid == 0 {
		s.report(u, "%s used a fifth turn in a row: it fails automatically (003 L7583)", what)
		return false, nil
	}
	r, err := t.d66(u.ID, fmt.Sprintf("%s activation, %d+ avoids damage", what, avoid), avoid)
	if err != nil {
		return false, err
	}
	s.report(u, "%s activation roll %d against %d: %s (003 L7576-7583)", what, r, avoid, passed(r >= avoid))
	s.brief(u, "%s %d+: rolled %d, %s", what, avoid, r, passed(r >= avoid))
	return r >= avoid, nil
}

// superchargerFails resolves a failed supercharger roll (003 L7616-7618):
// a Determining Critical Hits roll whose hits strike the uppermost
// undamaged centre torso slots, and the supercharger destroyed.
func (s *State) superchargerFails(u *Unit, i int, t *tape) error {
	r, err := t.d66(u.ID, "Critical hit roll for the failed supercharger", 0)
	if err != nil {
		return err
	}
	c, err := classic.CriticalHits(classic.CenterTorso, r, 0)
	if err != nil {
		return err
	}
	s.report(u, "supercharger fails: critical roll %d, %d hit(s) on the uppermost centre torso slots (003 L7616)", r, c.Count)
	for slot := 0; slot < 12 && c.Count > 0; slot++ {
		if u.applicable(classic.CenterTorso, slot) {
			if err := s.applyCrit(u, classic.CenterTorso, slot, false, t); err != nil {
				return err
			}
			c.Count--
		}
	}
	sc := &u.Items[i]
	if !sc.Destroyed {
		sc.Destroyed = true
		parts, nparts := sc.parts()
		for _, p := range parts[:nparts] {
			for _, sl := range p.Slots {
				if u.Locations[p.Loc].Crit[sl-1] == 0 {
					u.Locations[p.Loc].Crit[sl-1] = s.Serial()
				}
			}
		}
		s.report(u, "the supercharger is destroyed (003 L7618)")
	}
	return nil
}

// boosterLevels steps the MASC and supercharger avoid numbers at the end of
// a turn: one interval up after a turn of use, one down (never below the
// first) after a turn without (003 L7572-7573).
func (u *Unit) boosterLevels() {
	step := func(level int, used bool) int {
		if used {
			return level + 1
		}
		return max(0, level-1)
	}
	u.MASCLevel, u.SuperLevel = step(u.MASCLevel, u.UsedMASC), step(u.SuperLevel, u.UsedSuper)
	u.UsedMASC, u.UsedSuper = false, false
}
