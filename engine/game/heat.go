package game

import (
	"fmt"
	"slices"

	"lancemate/engine/classic"
)

// HeatEffects returns the effects of the unit's current heat level
// (classic.HeatEffectsAt, the Heat Data table of 003 L3005-3033).
func (u *Unit) HeatEffects() classic.HeatEffects {
	e, _ := classic.HeatEffectsAt(u.Heat) // heat never drops below 0
	return e
}

// EngineHeat is the heat a damaged engine adds per turn: 5 after one hit,
// 10 after two, none while shut down (003 L2687, L2962-2963, L3063).
func (u *Unit) EngineHeat() int {
	if u.Shutdown {
		return 0
	}
	return min(u.EngineHits(), 2) * 5
}

// heatStep is the Heat Phase bookkeeping (003 L2993-3003): add the heat of
// the turn, the engine and outside sources (at most 15, 003 L2947), take
// away what the heat sinks dissipate, then raise the rolls the new level
// calls for: restart (003 L3065-3071), shutdown (003 L3059-3063) and
// ammunition explosion (003 L3077).
func (s *State) heatStep(u *Unit) error {
	if u.Destroyed {
		return nil
	}
	own := u.HeatGen + u.EngineHeat()
	if u.stealthy(s.Serial()) {
		own += 10
		s.report(u, "engaged stealth armor: +10 heat (003 L2937, L7459)")
	}
	if u.xxl() && u.Moved == NotMoved && !u.Shutdown {
		// No move recorded counts as standing still (NoteNoMove), 2 heat
		// with an XXL engine (003 L2929).
		own += 2
		s.report(u, "stood still with an XXL engine: +2 heat (003 L2929)")
	}
	diss := u.Dissipation()
	old := u.Heat
	heat, err := classic.HeatPhase(u.Heat, own, u.ExternalHeat, diss)
	if err != nil {
		return fmt.Errorf("unit %s: %w", u.ID, err)
	}
	u.Heat = heat
	s.report(u, "heat %d -> %d (+%d built up, -%d dissipated)", old, u.Heat, own+min(u.ExternalHeat, 15), diss)
	s.brief(u, "heat %d→%d", old, u.Heat)
	e := u.HeatEffects()
	avoid := func(kind RollKind, what string, target int) {
		s.push(Pending{Unit: u.ID, Kind: kind, Reason: fmt.Sprintf("%s at %d heat", what, u.Heat),
			Target: target, Mods: []Modifier{{target, fmt.Sprintf("Avoid number at %d heat (003 L3059, L3077)", u.Heat)}}})
	}
	switch {
	case u.Shutdown && u.Heat < 14:
		u.Shutdown = false
		s.report(u, "heat below 14: the reactor restarts automatically (003 L3067)")
		s.brief(u, "restarts")
	case u.Shutdown && !e.Shutdown.Automatic && !u.Pilot.Unconscious:
		avoid(Restart, "restart", e.Shutdown.Avoid)
	case u.Shutdown:
	case e.Shutdown.Automatic:
		s.shutdown(u, fmt.Sprintf("%d heat: automatic shutdown (003 L3061)", u.Heat))
	case e.Shutdown.Avoid > 0 && u.Pilot.Unconscious:
		s.shutdown(u, fmt.Sprintf("%d heat and no conscious pilot to override (003 L3061)", u.Heat))
	case e.Shutdown.Avoid > 0:
		avoid(ShutdownAvoid, "avoid shutdown", e.Shutdown.Avoid)
	}
	if e.AmmoExplosion.Avoid > 0 && len(u.heatBins()) > 0 {
		avoid(AmmoAvoid, "avoid ammunition explosion", e.AmmoExplosion.Avoid)
	}
	return nil
}

// shutdown shuts the reactor down: the 'Mech is immobile and makes a PSR at
// +3 at once; any other PSR while it is shut down fails, and a fall hurts
// the pilot (003 L3063, L3144, L3212; NoteShutdownPSR).
func (s *State) shutdown(u *Unit, why string) {
	u.Shutdown = true
	s.report(u, "shuts down: %s", why)
	s.brief(u, "shuts down")
	s.trigger(u, Trigger{Reason: "reactor shut down", Event: classic.ReactorShutdown})
}

// resolveHeatRoll settles a shutdown, restart or ammunition Avoid roll.
// choice picks the bin to explode when the rules leave it to the player;
// it is checked before the dice, so a choice made ahead of the roll is
// refused or kept whatever the roll turns out to be.
func (s *State) resolveHeatRoll(u *Unit, p Pending, choice *int, t *tape) error {
	if choice != nil {
		if _, err := u.heatBin(choice); err != nil {
			return err
		}
	}
	r, err := t.d66(u.ID, p.Reason, p.Target)
	if err != nil {
		return err
	}
	pass := r >= p.Target
	s.report(u, "%s: rolled %d against %d", p.Reason, r, p.Target)
	s.brief(u, "%s %d+: rolled %d, %s", p.Kind.Label(), p.Target, r, passed(pass))
	switch {
	case p.Kind == Restart && pass:
		u.Shutdown = false
		s.report(u, "reactor restarted; the 'Mech may move and fire next turn (003 L3065)")
		s.brief(u, "restarts")
	case p.Kind == ShutdownAvoid && !pass:
		s.shutdown(u, "failed to override the automatic shutdown")
	case p.Kind == AmmoAvoid && !pass:
		i, err := u.heatBin(choice)
		if err != nil {
			return err
		}
		return s.explode(u, i, u.Items[i].Loc, t)
	}
	return nil
}

// HeatExplosionBins lists the ammunition bins (item indices) that may
// explode if the unit fails an ammunition Avoid roll (003 L3077-3081): the
// explosive bins with shots left of the most damage per shot, within a
// type the one with the most shots left. More than one means the players
// choose (NoteHeatBinChoice): a roll event for the pending ammunition roll
// must then name one as its item. Empty when no bin can explode.
func (u *Unit) HeatExplosionBins() []int {
	bins := u.heatBins()
	top := 0
	for _, i := range bins {
		top = max(top, u.Items[i].ShotDamage)
	}
	var eligible []int
	for _, i := range bins {
		it := &u.Items[i]
		if it.ShotDamage != top {
			continue
		}
		most := true
		for _, j := range bins {
			if o := &u.Items[j]; o.ID == it.ID && o.ShotDamage == top && o.ShotsLeft > it.ShotsLeft {
				most = false
			}
		}
		if most {
			eligible = append(eligible, i)
		}
	}
	return eligible
}

// heatBins lists the bins heat can set off: explosive ammunition with shots
// left (003 L3075; exploding weapons' ammunition is not explosive,
// 003 L3085).
func (u *Unit) heatBins() []int {
	var out []int
	for i := range u.Items {
		it := &u.Items[i]
		if it.Kind == Ammo && it.explosive() && !u.Locations[it.Loc].Destroyed {
			out = append(out, i)
		}
	}
	return out
}

// heatBin picks the bin that explodes from heat (003 L3079-3081): the most
// damage per shot; between types of equal damage per shot the controller
// chooses; within a type the bin with the most shots left; between equal
// bins the rules roll at random, which Lancemate leaves to the players'
// choice (NoteHeatBinChoice). choice must name one of HeatExplosionBins
// when more than one is.
func (u *Unit) heatBin(choice *int) (int, error) {
	eligible := u.HeatExplosionBins()
	switch {
	case choice != nil && !slices.Contains(eligible, *choice):
		return 0, fmt.Errorf("unit %s: item %d cannot be the bin that explodes; eligible: %v (003 L3079-3081)", u.ID, *choice, eligible)
	case choice != nil:
		return *choice, nil
	case len(eligible) == 1:
		return eligible[0], nil
	}
	return 0, fmt.Errorf("unit %s: bins %v are tied for the heat explosion (003 L3079-3081): the event must choose one", u.ID, eligible)
}
