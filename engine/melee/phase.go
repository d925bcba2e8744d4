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
// current Off Board Cycle step ("Maintenance", "Arena Entrance"). Where
// each MechWarrior has its own cycle (League) it is the earliest step of
// the player's pilots off the board, "On Board" when none is off it; see
// PilotPhase for one pilot.
func (s *State) Phase(player string) (string, error) {
	pl, err := s.Player(player)
	if err != nil {
		return "", err
	}
	return s.phaseAt(pl.Step), nil
}

// PilotPhase names the phase of a pilot's Off Board Cycle: its own in the
// League (002 L88), its player's in the Tournament.
func (s *State) PilotPhase(pilot string) (string, error) {
	p, pl, err := s.pilotAndPlayer(pilot)
	if err != nil {
		return "", err
	}
	return s.phaseAt(*s.cursor(pl, p)), nil
}

func (s *State) phaseAt(step int) string {
	if step < 0 {
		return OnBoard
	}
	return s.Rules().Steps[step].Phase
}

// Allowed lists the actions the player may take now, in the ruleset's
// order: nothing of the Off Board Cycle while on the board. In the League
// it is what any of its pilots off the board may do (PilotAllowed for
// one).
func (s *State) Allowed(player string) ([]Action, error) {
	pl, err := s.Player(player)
	if err != nil {
		return nil, err
	}
	return s.allowedFrom(pl.Step), nil
}

// PilotAllowed lists what a pilot may do now in its Off Board Cycle, in
// the ruleset's order; nothing while it is on the board.
func (s *State) PilotAllowed(pilot string) ([]Action, error) {
	p, pl, err := s.pilotAndPlayer(pilot)
	if err != nil {
		return nil, err
	}
	return s.allowedFrom(*s.cursor(pl, p)), nil
}

func (s *State) allowedFrom(step int) []Action {
	if step < 0 {
		return nil
	}
	r := s.Rules()
	var out []Action
	for _, st := range r.Steps[step:] {
		for _, a := range st.Actions {
			if a != ActStableCheck {
				out = append(out, a)
			}
		}
	}
	return append(out, r.AnyTime...)
}

// cursor is where the Off Board Cycle of pilot p (nil: the player as a
// whole) stands: the pilot's own step where each MechWarrior has its own
// cycle (002 L88), the player's otherwise. A pilot on the board is at -1.
func (s *State) cursor(pl *Player, p *Pilot) *int {
	if p != nil && s.Rules().PilotCycle {
		if p.OnBoard {
			onBoard := -1 // a copy: reading the cycle never changes the state
			return &onBoard
		}
		return &p.Step
	}
	return &pl.Step
}

// sync keeps the player's Step, in the League, at the earliest step of its
// pilots off the board (-1 when all are on it or dead), so Phase and
// Allowed answer for the stable as a whole.
func (s *State) sync(pl *Player) {
	if !s.Rules().PilotCycle {
		return
	}
	step := -1
	for _, p := range s.PilotsOf(pl.Name) {
		if c := *s.cursor(pl, p); c >= 0 && !p.Dead && (step < 0 || c < step) {
			step = c
		}
	}
	pl.Step = step
}

// enter checks that the player (for pilot p, nil for the player's own
// actions) may take action a now and moves the Off Board Cycle forward to
// a's step, running the automatic steps passed. It never moves past the
// repair step while a 'Mech waits for its repair: the cycle keeps its
// order (001 L432-434, L481-483; 002 L92); a sale settles the repair its
// own way.
func (s *State) enter(pl *Player, p *Pilot, a Action) error {
	r := s.Rules()
	step := s.cursor(pl, p)
	who := pl.Name
	if p != nil && r.PilotCycle {
		who = p.Name
	}
	if *step < 0 {
		if p != nil && r.PilotCycle {
			return fmt.Errorf("%s is in the arena: %s waits until %s leaves the board", p.Name, actionName(a), p.Name)
		}
		return fmt.Errorf("%s has a pilot in the arena: %s waits for the Off Board Cycle", pl.Name, actionName(a))
	}
	for _, any := range r.AnyTime {
		if a == any {
			return nil
		}
	}
	for i := *step; i < len(r.Steps); i++ {
		if r.Steps[i].has(a) {
			if err := s.repairFirst(pl, p, *step, i, a); err != nil {
				return err
			}
			s.advance(pl, step, i)
			return nil
		}
	}
	for _, st := range r.Steps[:*step] {
		if st.has(a) {
			return fmt.Errorf("%s: the %s step for %s is over; now allowed: %s", who, st.Phase, actionName(a), joinActions(s.allowedFrom(*step)))
		}
	}
	return fmt.Errorf("the %s has no %s", r.Short, actionName(a))
}

// repairFirst refuses to move the cycle from step from to step to, past
// the repair step, while a 'Mech concerned still waits for its repair.
func (s *State) repairFirst(pl *Player, p *Pilot, from, to int, a Action) error {
	r := s.Rules()
	if a == ActSell {
		return nil
	}
	past := false
	for i := from; i < to; i++ {
		past = past || r.Steps[i].has(ActRepair)
	}
	if !past {
		return nil
	}
	pilots := s.PilotsOf(pl.Name)
	if p != nil && r.PilotCycle {
		pilots = []*Pilot{p}
	}
	for _, q := range pilots {
		if q.NeedsRepair() && !q.Dead {
			return fmt.Errorf("%s's %s is %s: repair it first (or sell it, or keep it as it is with the judge's approval); repairs come before %s in the Off Board Cycle",
				q.Name, q.Mech.Design, q.Mech.condition(), actionName(a))
		}
	}
	return nil
}

// advance moves a cycle to step i, running the automatic steps in
// between (stable eligibility, 001 L456).
func (s *State) advance(pl *Player, step *int, i int) {
	r := s.Rules()
	for ; *step < i; *step++ {
		if r.Steps[*step].has(ActStableCheck) {
			s.checkStable(pl)
		}
	}
	s.sync(pl)
}

// actionNames are the Off Board Cycle actions in players' words.
var actionNames = map[Action]string{
	ActCashChips: "cashing chips", ActSponsorCheck: "the sponsor check", ActWithdraw: "leaving a stable or sponsor",
	ActRepair: "repairs", ActHeal: "healing", ActSell: "selling the 'Mech", ActJoin: "joining a stable or sponsor",
	ActBuyAbility: "buying abilities", ActDropAbility: "dropping an ability", ActStableCheck: "the stable check",
	ActBuyMech: "buying a 'Mech", ActLoan: "a loan", ActEdge: "buying Edge", ActAmmo: "buying special munitions",
}

// actionName is an Off Board Cycle action in players' words.
func actionName(a Action) string {
	if n, ok := actionNames[a]; ok {
		return n
	}
	return string(a)
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
		ss[i] = actionName(a)
	}
	return strings.Join(ss, ", ")
}
