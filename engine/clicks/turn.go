package clicks

import "fmt"

// StartTurn starts a 'Mech's turn in the round: 3 action points, +1 for
// Heroic, +1 when Command shows and its die rolls a 6 (000 L199, L141,
// L1168). A Crowd Pump not made in the turn after the kill is lost
// (000 L607).
type StartTurn struct {
	Mech string `json:"mech"`
	Dice
}

// Type implements journal.Event.
func (*StartTurn) Type() string { return "turn" }

// Apply implements journal.Event.
func (e *StartTurn) Apply(s *Match) error {
	s.Report, s.FreeSpin = nil, nil
	if s.Round == 0 || s.Turn != nil || s.Over {
		return fmt.Errorf("turn: no round started, or a turn is being played")
	}
	m, err := s.Mech(e.Mech)
	if err != nil {
		return fmt.Errorf("turn: %w", err)
	}
	if m.Gone() || m.Acted == s.Round {
		return fmt.Errorf("turn: %s is out or has had its turn this round", m.ID)
	}
	r := &res{s: s, t: &tape{faces: e.Dice.Dice}}
	ap := 3
	if m.Pilot.Legendary == "Heroic" {
		ap++
	}
	if _, ok := m.hasSE(SECommand, nil); ok {
		v, err := r.t.sum(m.ID, 1, 6, "Command", 6)
		if err != nil {
			return err
		}
		if v == 6 {
			ap++
		}
	}
	m.Turns++
	m.Acted = s.Round
	if m.Pump != "" && m.Turns > m.PumpTurn {
		m.Pump = ""
	}
	s.Turn = &Turn{Mech: m.ID, AP: ap}
	r.say("%s turn: %d AP", m.ID, ap)
	return nil
}

// EndTurn ends the turn being played; at least one action point must have
// been spent (000 L199-201). The turn ends by itself when its points run
// out.
type EndTurn struct{}

// Type implements journal.Event.
func (*EndTurn) Type() string { return "end_turn" }

// Apply implements journal.Event.
func (e *EndTurn) Apply(s *Match) error {
	s.Report, s.FreeSpin = nil, nil
	if s.Turn == nil {
		return fmt.Errorf("end turn: no turn is being played")
	}
	m, _ := s.Mech(s.Turn.Mech)
	if s.Turn.Spent == 0 && !m.Gone() {
		return fmt.Errorf("end turn: %s must spend at least 1 action point", m.ID)
	}
	(&res{s: s}).endTurn()
	return nil
}

// endTurn closes the turn: the fame lost for not attacking, doubling each
// consecutive turn; the first round and turns of a salvaged or shut-down
// 'Mech do not count (000 L261, L266, L1174).
func (r *res) endTurn() {
	t := r.s.Turn
	r.s.Turn = nil
	m, _ := r.s.Mech(t.Mech)
	m.LastHit = t.Hit
	if !m.Gone() {
		r.say("%s's turn ends", m.ID)
	}
	switch {
	case t.Attacked:
		m.NoAttack = 0
	case r.s.Round == 1 || m.Salvaged || m.Shutdown || m.Gone():
	default:
		m.NoAttack++
		if f := NoAttackFame(m.NoAttack); f != 0 {
			m.Fame += f
			r.say("%s loses %d fame for not attacking", m.ID, -f)
		}
	}
}
