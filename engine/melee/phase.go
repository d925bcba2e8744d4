package melee

import (
	"fmt"
	"strings"
)

// Action is something a player does in the Off Board Cycle.
type Action string

// The Off Board Cycle actions.
const (
	ActCashChips    Action = "cash_chips"    // cash in poker chips
	ActSponsorCheck Action = "sponsor_check" // report sponsor earnings
	ActWithdraw     Action = "withdraw"      // drop a stable or sponsor
	ActRepair       Action = "repair"        // repair the 'Mech
	ActHeal         Action = "heal"          // heal the MechWarrior
	ActSell         Action = "sell"          // sell the 'Mech
	ActJoin         Action = "join"          // join a stable or sponsor
	ActBuyAbility   Action = "buy_ability"   // buy a pilot ability
	ActDropAbility  Action = "drop_ability"  // drop an ability at a milestone
	ActStableCheck  Action = "stable_check"  // stable eligibility, automatic
	ActBuyMech      Action = "buy_mech"      // buy a 'Mech
	ActLoan         Action = "loan"          // take or default a loan
	ActEdge         Action = "edge"          // buy an Edge card
	ActAmmo         Action = "ammo"          // buy special munitions
)

// OnBoard is the phase of a player with a pilot in the arena.
const OnBoard = "On Board"

// Phase names the player's current phase: "On Board", or the phase of the
// current Off Board Cycle step ("Maintenance", "Arena Entrance").
func (s *State) Phase(player string) (string, error) {
	pl, err := s.Player(player)
	if err != nil {
		return "", err
	}
	if pl.Step < 0 {
		return OnBoard, nil
	}
	return s.Rules().Steps[pl.Step].Phase, nil
}

// Allowed lists the actions the player may take now, in the ruleset's
// order: nothing of the Off Board Cycle while on the board.
func (s *State) Allowed(player string) ([]Action, error) {
	pl, err := s.Player(player)
	if err != nil {
		return nil, err
	}
	if pl.Step < 0 {
		return nil, nil
	}
	r := s.Rules()
	var out []Action
	for _, st := range r.Steps[pl.Step:] {
		for _, a := range st.Actions {
			if a != ActStableCheck {
				out = append(out, a)
			}
		}
	}
	return append(out, r.AnyTime...), nil
}

// enter checks that the player may take action a now and moves the Off
// Board Cycle forward to a's step, running the automatic steps passed.
func (s *State) enter(pl *Player, a Action) error {
	r := s.Rules()
	if pl.Step < 0 {
		return fmt.Errorf("player %q has a pilot on the board: %s waits for the Off Board Cycle (%s)",
			pl.Name, a, r.Cite(r.PhaseLine))
	}
	for _, any := range r.AnyTime {
		if a == any {
			return nil
		}
	}
	for i := pl.Step; i < len(r.Steps); i++ {
		if r.Steps[i].has(a) {
			s.advance(pl, i)
			return nil
		}
	}
	for _, st := range r.Steps[:pl.Step] {
		if st.has(a) {
			allowed, _ := s.Allowed(pl.Name)
			return fmt.Errorf("player %q: the %s step for %s is over; now allowed: %s (%s)",
				pl.Name, st.Phase, a, joinActions(allowed), r.Cite(r.PhaseLine))
		}
	}
	return fmt.Errorf("the %s ruleset has no %s action", r.ID, a)
}

// advance moves the player's cycle to step i, running the automatic
// steps in between (stable eligibility, 001 L456).
func (s *State) advance(pl *Player, i int) {
	r := s.Rules()
	for ; pl.Step < i; pl.Step++ {
		if r.Steps[pl.Step].has(ActStableCheck) {
			s.checkStable(pl)
		}
	}
}

func (st Step) has(a Action) bool {
	for _, x := range st.Actions {
		if x == a {
			return true
		}
	}
	return false
}

func joinActions(as []Action) string {
	ss := make([]string, len(as))
	for i, a := range as {
		ss[i] = string(a)
	}
	return strings.Join(ss, ", ")
}
