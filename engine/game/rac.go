package game

import (
	"fmt"
	"slices"

	"lancemate/engine/equipment"
)

// Unjam declares, in the End Phase, an attempt next turn to clear a jammed
// rotary autocannon (003 L668, L6041-6045): that turn the 'Mech may only
// stand still or walk and makes no weapon attacks, spotting included; at
// the end of its Weapon Attack Phase a Gunnery Skill Roll at +3 (a pending
// "unjam" roll) clears the jam. One attempt per weapon per turn.
type Unjam struct {
	Unit   string `json:"unit"`
	Weapon int    `json:"weapon"`
}

// Type implements Event.
func (*Unjam) Type() string { return "unjam" }

func (e *Unjam) apply(s *State, _ *tape) error {
	if err := s.phaseOnly("unjam", PhaseEnd); err != nil {
		return refuse("003 L668, L6041", "Clearing a jammed rotary autocannon is declared in the End Phase")
	}
	u, err := s.active(e.Unit)
	if err != nil {
		return err
	}
	if e.Weapon < 0 || e.Weapon >= len(u.Items) {
		return fmt.Errorf("unit %s: item %d is not a weapon", u.ID, e.Weapon)
	}
	w := &u.Items[e.Weapon]
	it, _ := equipment.Lookup(w.ID)
	switch {
	case it.Family != "RAC":
		return refuse("003 L6039", "Only a rotary autocannon can be cleared of a jam; %s's %s stays jammed for the game", u.ID, w.Label())
	case w.Destroyed:
		return refuse("003 L2868", "%s's %s is destroyed", u.ID, w.Label())
	case !w.Jammed:
		return refuse("003 L6041", "%s's %s is not jammed", u.ID, w.Label())
	case slices.Contains(u.UnjamNext, e.Weapon):
		return refuse("003 L6045", "%s already tries to clear the %s next turn: one attempt per weapon a turn", u.ID, w.Label())
	}
	u.UnjamNext = append(u.UnjamNext, e.Weapon)
	s.report(u, "will try to clear the jammed %s next turn: stand still or walk, no weapon attacks, Gunnery roll +3 at the end of the Weapon Attack Phase (003 L6041)", w.Label())
	s.brief(u, "will clear the %s", w.Label())
	return nil
}

// unjamRolls raises, at the end of the Weapon Attack Phase, the Gunnery
// Skill Roll at +3 of each rotary autocannon the unit is clearing
// (003 L6041-6045).
func (s *State) unjamRolls(u *Unit) {
	if u.Destroyed {
		return
	}
	for _, i := range u.Unjamming {
		w := &u.Items[i]
		if w.Destroyed || !w.Jammed {
			continue
		}
		idx := i
		s.push(Pending{Unit: u.ID, Kind: UnjamRoll, Reason: "clear the jammed " + w.Label(), Target: u.Pilot.Gunnery + 3,
			Mods: []Modifier{{u.Pilot.Gunnery, "Gunnery skill (003 L6041)"}, {3, "Clearing a jammed rotary autocannon (003 L6041)"}},
			Item: &idx})
		s.report(u, "Gunnery roll %d+ to clear the jammed %s", u.Pilot.Gunnery+3, w.Label())
	}
}

// resolveUnjam settles the roll: success clears the jam, the weapon fires
// again from the next turn; failure leaves it jammed (003 L6043-6045).
func (s *State) resolveUnjam(u *Unit, p Pending, t *tape) error {
	w := &u.Items[*p.Item]
	r, err := t.d66(u.ID, p.Reason, p.Target)
	if err != nil {
		return err
	}
	s.brief(u, "%s %d+: rolled %d, %s", p.Kind.Label(), p.Target, r, passed(r >= p.Target))
	if r >= p.Target {
		w.Jammed = false
		s.report(u, "the %s is cleared: rolled %d against %d, it fires again from next turn (003 L6043)", w.Label(), r, p.Target)
		return nil
	}
	s.report(u, "the %s stays jammed: rolled %d against %d (003 L6045)", w.Label(), r, p.Target)
	return nil
}

// clearing refuses what a 'Mech clearing a rotary autocannon may not do
// this turn: run, jump or make weapon attacks (003 L6041).
func (u *Unit) clearing(what string) error {
	if len(u.Unjamming) == 0 {
		return nil
	}
	return refuse("003 L6041", "%s is clearing a jammed rotary autocannon this turn: it may only stand still or walk, and cannot %s", u.ID, what)
}
