package melee

import (
	"fmt"
	"slices"

	"lancemate/engine/dice"
)

// EnterArena puts pilots of a player on the board, ending their Off Board
// Cycle (the player's in the Tournament, each pilot's in the League); the
// remaining automatic steps (stable eligibility) run first (001 L456,
// L481-483, L1061; 002 L88-92). A 'Mech whose repair is not settled may
// not enter: repairs are approved before a player re-enters the arena.
type EnterArena struct {
	Player string   `json:"player"`
	Pilots []string `json:"pilots"`
}

// Type implements journal.Event.
func (*EnterArena) Type() string { return "enter_arena" }

// Apply implements journal.Event.
func (e *EnterArena) Apply(s *State) error {
	pl, err := s.Player(e.Player)
	if err != nil {
		return err
	}
	r := s.Rules()
	if len(e.Pilots) == 0 {
		return fmt.Errorf("%s: choose the pilots who enter the arena", pl.Name)
	}
	for _, name := range e.Pilots {
		p, err := s.Pilot(name)
		if err != nil {
			return err
		}
		switch {
		case p.Player != pl.Name:
			return fmt.Errorf("%s belongs to %s, not %s", p.Name, p.Player, pl.Name)
		case p.Dead:
			return fmt.Errorf("%s is dead", p.Name)
		case p.OnBoard:
			return fmt.Errorf("%s is already in the arena", p.Name)
		case p.Mech == nil:
			return fmt.Errorf("%s has no 'Mech: buy one first", p.Name)
		case p.Mech.Status == Destroyed && !p.Resolved:
			return fmt.Errorf("%s's %s is destroyed: repair it (full repair) or sell it and buy another before entering", p.Name, p.Mech.Design)
		case p.Mech.Ejected && !p.Resolved:
			return fmt.Errorf("%s ejected from the %s: repair it before coming back", p.Name, p.Mech.Design)
		case p.NeedsRepair():
			return fmt.Errorf("%s's %s is %s: repair it, or keep it as it is with the judge's approval, before entering (repairs are approved before a pilot re-enters the arena)", p.Name, p.Mech.Design, p.Mech.condition())
		}
		if step := s.cursor(pl, p); *step >= 0 {
			s.advance(pl, step, len(r.Steps))
		}
		p.OnBoard, p.Step = true, -1
		s.post(pl, p, "Entered the arena in the "+p.Mech.Design, "", r.Cite(r.PhaseLine), Gain{})
	}
	if r.PilotCycle {
		s.sync(pl)
	} else {
		pl.Step = -1
	}
	return nil
}

// LeaveArena takes a pilot off the board after Turns turns. A voluntary
// exit before the minimum costs the early-exit penalty per turn short,
// unless Inside Contact waives it (with its 1d6 Contact roll in the
// Tournament) (001 L351-356, L992-998; 002 L44, L213, L297; AMB-45,
// AMB-52). When the player's last pilot leaves, its Off Board Cycle begins.
type LeaveArena struct {
	Pilot     string     `json:"pilot"`
	Turns     int        `json:"turns"`
	Voluntary bool       `json:"voluntary,omitempty"`
	Contact   *dice.Roll `json:"contact,omitempty"`
	Exit      *Exit      `json:"exit,omitempty"`
	Why       string     `json:"why,omitempty"`
}

// Exit is a move through an Exit Portal: Hexes MP to reach the Exit hex
// with MP to spend that turn.
type Exit struct {
	Portal string `json:"portal"` // gate or elevator
	Hexes  int    `json:"hexes"`
	MP     int    `json:"mp"`
}

// Check returns the ledger line of the exit, or why the 'Mech cannot leave
// this turn: the MP to the Exit hex plus the portal's MP must fit (001
// L1002-1054, 002 L219-229).
func (e *Exit) Check(r *Ruleset) (string, int, error) {
	for _, p := range r.Portals {
		if p.Name != e.Portal {
			continue
		}
		need := e.Hexes + p.MP
		if need > e.MP {
			return "", p.Line, fmt.Errorf("%d MP to the Exit hex + %d MP for the %s = %d, more than the %d MP available: no exit this turn (%s)",
				e.Hexes, p.MP, p.Name, need, e.MP, r.Cite(p.Line))
		}
		return fmt.Sprintf("Left through the %s: %d + %d = %d of %d MP, pulled %s", p.Name, e.Hexes, p.MP, need, e.MP, p.Pulled), p.Line, nil
	}
	return "", 0, fmt.Errorf("unknown Exit Portal %q: gate or elevator", e.Portal)
}

// Type implements journal.Event.
func (*LeaveArena) Type() string { return "leave_arena" }

// Apply implements journal.Event.
func (e *LeaveArena) Apply(s *State) error {
	p, pl, err := s.onBoard(e.Pilot)
	if err != nil {
		return err
	}
	r := s.Rules()
	if e.Exit != nil {
		what, line, err := e.Exit.Check(r)
		if err != nil {
			return fmt.Errorf("pilot %q: %w", p.Name, err)
		}
		s.post(pl, p, what, e.Why, r.Cite(line), Gain{})
	}
	minTurns, per := r.MinTurns, r.EarlyExit
	if s.Settings.MinTurns > 0 {
		minTurns = s.Settings.MinTurns
	}
	if s.Settings.EarlyExit != nil {
		per = *s.Settings.EarlyExit
	}
	if short := minTurns - e.Turns; e.Voluntary && short > 0 && per != (Gain{}) {
		waived, err := s.contact(p, e.Contact)
		if err != nil {
			return err
		}
		what := fmt.Sprintf("Left the arena %d turns before the minimum of %d", short, minTurns)
		if waived {
			s.post(pl, p, what+": Inside Contact, no penalty", e.Why, r.Cite(r.ContactLine), Gain{})
		} else {
			s.post(pl, p, what, e.Why, r.Cite(r.EarlyExitLine), per.Times(short))
		}
	}
	p.OnBoard, p.Resolved = false, false
	if r.PilotCycle { // the MechWarrior's own cycle (002 L88)
		p.Step = 0
		if pl.Loan != nil && pl.Loan.Pilot == p.Name {
			pl.Loan.OBCs++
		}
		s.sync(pl)
		s.post(pl, p, "Off Board Cycle begins", "", r.Cite(r.PhaseLine), Gain{})
		return nil
	}
	for _, q := range s.PilotsOf(pl.Name) {
		if q.OnBoard {
			return nil
		}
	}
	pl.Step, pl.Ammo = 0, 0
	for name := range pl.Lapsed {
		pl.Lapsed[name] = false
	}
	if pl.Loan != nil {
		pl.Loan.OBCs++
	}
	s.post(pl, p, "Off Board Cycle begins", "", r.Cite(r.PhaseLine), Gain{})
	return nil
}

// contact reports whether the pilot's Inside Contact waives the early-exit
// penalty: always in the League, on a 1d6 roll of 3-6 in the Tournament.
func (s *State) contact(p *Pilot, roll *dice.Roll) (bool, error) {
	r := s.Rules()
	if i := p.owned("Inside Contact"); i < 0 || p.Abilities[i].Lost {
		return false, nil
	}
	if r.ContactRoll == 0 {
		return true, nil
	}
	if roll == nil || roll.Expr != dice.D6 {
		return false, fmt.Errorf("pilot %q: Inside Contact needs its 1d6 roll (%s)", p.Name, r.Cite(r.ContactLine))
	}
	if _, err := roll.Expr.Typed(roll.Faces...); err != nil {
		return false, fmt.Errorf("pilot %q: Inside Contact roll: %w", p.Name, err)
	}
	return roll.Faces[0] >= r.ContactRoll, nil
}

// MechStatus records the state of a pilot's 'Mech on the board: damaged,
// crippled or destroyed, and whether the pilot ejected. The two are
// independent and come in any order: an ejection stays recorded when the
// status changes later, and Status "" records an ejection alone. A League
// auto ejection destroys the 'Mech (002 L235); stable members lose Fame
// once for a manual ejection and once for a destroyed 'Mech
// (001 L580-584).
type MechStatus struct {
	Pilot     string `json:"pilot"`
	Status    Status `json:"status"`
	Ejected   bool   `json:"ejected,omitempty"`
	AutoEject bool   `json:"auto_eject,omitempty"`
	Why       string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*MechStatus) Type() string { return "mech_status" }

// Apply implements journal.Event.
func (e *MechStatus) Apply(s *State) error {
	p, pl, err := s.pilotAndPlayer(e.Pilot)
	if err != nil {
		return err
	}
	if !p.OnBoard || p.Mech == nil {
		return fmt.Errorf("%s is not in the arena", p.Name)
	}
	switch e.Status {
	case Fine, Damaged, Crippled, Destroyed:
	case "":
		if !e.Ejected && !e.AutoEject {
			return fmt.Errorf("%s: choose the 'Mech's condition (fine, damaged, crippled or destroyed) or record the ejection", p.Name)
		}
	default:
		return fmt.Errorf("%q is not a 'Mech condition: fine, damaged, crippled or destroyed", e.Status)
	}
	r := s.Rules()
	st := e.Status
	if st == "" {
		st = p.Mech.Status
	}
	if e.AutoEject && r.AutoEjectDestroys {
		st = Destroyed
	}
	s.setStatus(pl, p, st, e.Ejected && !e.AutoEject, e.AutoEject, e.Why)
	return nil
}

// setStatus records a 'Mech's condition and an ejection (manual, or auto),
// keeping an ejection already recorded, with the stable's Fame penalties
// the first time each applies (001 L580-584).
func (s *State) setStatus(pl *Player, p *Pilot, st Status, eject, auto bool, why string) {
	r := s.Rules()
	m := p.Mech
	wasDestroyed, wasEjected := m.Status == Destroyed, m.Ejected
	m.Status, m.Ejected = st, m.Ejected || eject || auto
	s.post(pl, p, fmt.Sprintf("%s is %s", m.Design, m.condition()), why, r.Cite(r.AwardLine), Gain{})
	if pl.Stable == nil {
		return
	}
	if eject && !wasEjected {
		s.post(pl, p, stableEject.Name, why, r.Cite(stableEject.Line), stableEject.Gain)
	}
	if st == Destroyed && !wasDestroyed {
		s.post(pl, p, stableDestroyed.Name, why, r.Cite(stableDestroyed.Line), stableDestroyed.Gain)
	}
}

// Wound records a pilot hit. The pilot loses one ability until healed:
// Lose names it where the player chooses (Tournament); where a wound takes
// one at random (League, Ruleset.WoundRandom) Roll is the 1D(n) rolled
// over the abilities Losable lists, in that order. Wound-proof (*)
// abilities are never lost and Toughness keeps them all on the first hit
// since healing (001 L171-173, L385, L726, L854-856; 002 L27, L198;
// AMB-57).
type Wound struct {
	Pilot string     `json:"pilot"`
	Lose  string     `json:"lose,omitempty"`
	Roll  *dice.Roll `json:"roll,omitempty"`
	Why   string     `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*Wound) Type() string { return "wound" }

// Losable lists the abilities the pilot's next wound may take, in the
// order a random pick numbers them: held, not lost, not wound-proof (*)
// and not an extra; none when Toughness keeps them all this time (001
// L385, AMB-57).
func (s *State) Losable(pilot string) ([]string, error) {
	p, err := s.Pilot(pilot)
	if err != nil {
		return nil, err
	}
	losable, tough := s.losable(p)
	if tough {
		return nil, nil
	}
	return losable, nil
}

// losable lists the abilities a wound may take and whether Toughness
// keeps them all on this wound.
func (s *State) losable(p *Pilot) (out []string, tough bool) {
	r := s.Rules()
	for _, o := range p.Abilities {
		a, _ := r.ability(o.Name)
		tough = tough || a.Tough && !o.Lost
		if !o.Lost && a.Mark != "*" && a.Extra == NotExtra {
			out = append(out, o.Name)
		}
	}
	return out, tough && !p.Shrugged
}

// Apply implements journal.Event.
func (e *Wound) Apply(s *State) error {
	p, pl, err := s.onBoard(e.Pilot)
	if err != nil {
		return err
	}
	r := s.Rules()
	losable, tough := s.losable(p)
	lose, how := e.Lose, ""
	switch {
	case tough || len(losable) == 0:
		lose = ""
	case r.WoundRandom && len(losable) == 1:
		lose = losable[0]
	case r.WoundRandom:
		die := dice.Expr{Count: 1, Sides: len(losable)}
		if e.Roll == nil || e.Roll.Expr != die {
			return fmt.Errorf("pilot %q: a wound takes an ability at random: roll %s over %v (%s)", p.Name, die, losable, r.Cite(r.WoundLine))
		}
		if _, err := die.Typed(e.Roll.Faces...); err != nil {
			return fmt.Errorf("pilot %q: wound roll: %w", p.Name, err)
		}
		lose, how = losable[e.Roll.Faces[0]-1], fmt.Sprintf(" (%s = %d)", die, e.Roll.Faces[0])
	case lose == "":
		return fmt.Errorf("pilot %q: choose the ability lost to the wound: %v (%s)", p.Name, losable, r.Cite(r.WoundLine))
	case !slices.Contains(losable, lose):
		return fmt.Errorf("pilot %q: %q cannot be lost to this wound; choose one of %v", p.Name, lose, losable)
	}
	p.Wounds++
	what := fmt.Sprintf("Wound %d", p.Wounds)
	switch {
	case tough:
		p.Shrugged = true
		what += ": Toughness, no ability lost"
	case lose != "":
		p.Abilities[p.owned(lose)].Lost = true
		what += ": lost " + lose + " until healed" + how
	}
	s.post(pl, p, what, e.Why, r.Cite(r.WoundLine), Gain{})
	if st := s.stableOf(pl); st.WoundFame != 0 {
		s.post(pl, p, st.Name+": MechWarrior wound", e.Why, r.Cite(st.Line), Gain{Fame: st.WoundFame})
	}
	return nil
}

// Killed records the death of a pilot: a final reward of Fame in the
// Tournament (001 L193-195).
type Killed struct {
	Pilot string `json:"pilot"`
	Why   string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*Killed) Type() string { return "killed" }

// Apply implements journal.Event.
func (e *Killed) Apply(s *State) error {
	p, pl, err := s.onBoard(e.Pilot)
	if err != nil {
		return err
	}
	p.Dead = true
	r := s.Rules()
	s.post(pl, p, "Pilot killed: final reward", e.Why, r.Cite(r.DeathLine), Gain{Fame: r.DeathFame})
	return nil
}

// KeepDamage settles a 'Mech's repair without (further) repairs: the
// judge lets it go back into the arena as it is (001 L481-483; 002 L92).
// A destroyed 'Mech or one its pilot ejected from must be repaired or sold
// instead (001 L1061).
type KeepDamage struct {
	Pilot string `json:"pilot"`
	Why   string `json:"why,omitempty"`
}

// Type implements journal.Event.
func (*KeepDamage) Type() string { return "keep_damage" }

// Apply implements journal.Event.
func (e *KeepDamage) Apply(s *State) error {
	p, pl, err := s.pilotAndPlayer(e.Pilot)
	if err != nil {
		return err
	}
	step := s.cursor(pl, p)
	switch {
	case *step < 0:
		return fmt.Errorf("%s is in the arena: the repair is settled in the Off Board Cycle", p.Name)
	case p.Mech == nil:
		return fmt.Errorf("%s has no 'Mech", p.Name)
	case !p.NeedsRepair():
		return fmt.Errorf("%s's %s has no repair waiting", p.Name, p.Mech.Design)
	case p.Mech.Status == Destroyed:
		return fmt.Errorf("%s's %s is destroyed: repair it or sell it", p.Name, p.Mech.Design)
	case p.Mech.Ejected:
		return fmt.Errorf("%s ejected from the %s: it must be repaired before coming back", p.Name, p.Mech.Design)
	}
	if err := s.enter(pl, p, ActRepair); err != nil {
		return err
	}
	p.Resolved = true
	r := s.Rules()
	s.post(pl, p, fmt.Sprintf("%s goes back in %s, without repairs (judge's approval)", p.Mech.Design, p.Mech.condition()), e.Why, r.Cite(r.Repair.Lines[0]), Gain{})
	return nil
}
