package clicks

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"lancemate/engine/journal"
)

// Registry returns a registry of every match event type, for reading and
// writing logs (a function, as the other engines' are: building it at
// the app's start cost 8 ms at 4× CPU, bench -profile start).
func Registry() *journal.Registry[Match] {
	r := &journal.Registry[Match]{}
	for _, mk := range []func() journal.Event[Match]{
		func() journal.Event[Match] { return &Setup{} },
		func() journal.Event[Match] { return &AddMech{} },
		func() journal.Event[Match] { return &StartRound{} },
		func() journal.Event[Match] { return &StartTurn{} },
		func() journal.Event[Match] { return &Act{} },
		func() journal.Event[Match] { return &EndTurn{} },
		func() journal.Event[Match] { return &DealDamage{} },
		func() journal.Event[Match] { return &RepairClicks{} },
		func() journal.Event[Match] { return &AddHeat{} },
		func() journal.Event[Match] { return &Eject{} },
		func() journal.Event[Match] { return &SetFallen{} },
		func() journal.Event[Match] { return &EndMatch{} },
	} {
		r.Register(mk)
	}
	return r
}

// NewJournal starts an empty match. Save it with json.Marshal (the log and
// redo list) and read it back with Load.
func NewJournal() *journal.Journal[Match] {
	return journal.New(Registry(), func() Match { return Match{} }, nil)
}

// Setup sets the table options and the heat-effect catalogue, before the
// first round.
type Setup struct {
	Options Options      `json:"options"`
	Effects []HeatEffect `json:"effects,omitempty"`
}

// Type implements journal.Event.
func (*Setup) Type() string { return "setup" }

// Apply implements journal.Event.
func (e *Setup) Apply(s *Match) error {
	if s.Round > 0 {
		return fmt.Errorf("setup: the match has started")
	}
	if e.Options.SweepAP != 0 && e.Options.SweepAP != 2 && e.Options.SweepAP != 3 {
		return fmt.Errorf("setup: sweep AP must be 2 or 3, not %d", e.Options.SweepAP)
	}
	s.Options, s.Effects = e.Options, e.Effects
	sweep := e.Options.SweepAP
	if sweep == 0 {
		sweep = 2
	}
	s.Report = []string{fmt.Sprintf("New match: Sweep costs %d AP, %d heat effect%s on the card", sweep, len(e.Effects), plural(len(e.Effects)))}
	return nil
}

// AddMech brings a 'Mech and its pilot into the match, before the first
// round.
type AddMech struct {
	ID     string `json:"id"`
	Figure Figure `json:"figure"`
	Pilot  Pilot  `json:"pilot"`
}

// Type implements journal.Event.
func (*AddMech) Type() string { return "add_mech" }

// Apply implements journal.Event.
func (e *AddMech) Apply(s *Match) error {
	if s.Round > 0 {
		return fmt.Errorf("add mech %q: the match has started", e.ID)
	}
	if e.ID == "" {
		return fmt.Errorf("add mech: no id")
	}
	if _, err := s.Mech(e.ID); err == nil {
		return fmt.Errorf("add mech %q: id already used", e.ID)
	}
	if err := e.Figure.Validate(); err != nil {
		return fmt.Errorf("add mech %q: %w", e.ID, err)
	}
	s.Mechs = append(s.Mechs, Mech{ID: e.ID, Figure: e.Figure, Pilot: e.Pilot})
	s.Report = []string{e.ID + " enters the arena"}
	return nil
}

// StartRound starts a round: every 'Mech still in the arena rolls its
// initiative dice; tied 'Mechs roll again between themselves (000 L193-195;
// digest G-10).
type StartRound struct {
	Dice
}

// Type implements journal.Event.
func (*StartRound) Type() string { return "round" }

// Apply implements journal.Event.
func (e *StartRound) Apply(s *Match) error {
	if s.Turn != nil || s.Over {
		return fmt.Errorf("round: a turn is being played or the match is over")
	}
	r := &res{s: s, t: &tape{faces: e.Dice.Dice}}
	s.Round++
	s.Report, s.Order = nil, nil
	var in []*Mech
	for i := range s.Mechs {
		if m := &s.Mechs[i]; !m.Gone() {
			in = append(in, m)
			s.Order = append(s.Order, m.ID)
		}
	}
	if len(in) < 2 {
		return fmt.Errorf("round: fewer than two mechs in the arena")
	}
	for _, m := range in {
		n, err := r.t.sum(m.ID, s.InitDice(m), 6, "initiative", 0)
		if err != nil {
			return err
		}
		m.Initiative, m.Ready = n, false
	}
	return r.breakTies(in)
}

// InitDice is the number of initiative dice a 'Mech rolls: by class, plus
// the "Extra Initiative die" boxes, a Ready action and Infiltrate
// (000 L83, L171-177, L591, L1160).
func (s *Match) InitDice(m *Mech) int {
	n := Classes[m.Figure.ClassOf()].InitDice + m.Pilot.Initiative
	if m.Ready {
		n++
	}
	if _, ok := m.hasSE(SEInfiltrate, nil); ok {
		n++
	}
	return n
}

// breakTies orders the round, highest first, rerolling ties among the tied
// 'Mechs only (digest G-10).
func (r *res) breakTies(in []*Mech) error {
	keys := make(map[string][]int, len(in))
	for _, m := range in {
		keys[m.ID] = []int{m.Initiative}
	}
	order := func(a, b *Mech) int { return slices.Compare(keys[b.ID], keys[a.ID]) }
	for try := 0; ; try++ {
		slices.SortStableFunc(in, order)
		var tied []*Mech
		for i, m := range in {
			if (i > 0 && order(in[i-1], m) == 0) || (i+1 < len(in) && order(m, in[i+1]) == 0) {
				tied = append(tied, m)
			}
		}
		if len(tied) == 0 {
			break
		}
		if try == 3 {
			return fmt.Errorf("round: initiative still tied after three rerolls")
		}
		for _, m := range tied {
			n, err := r.t.sum(m.ID, r.s.InitDice(m), 6, "initiative tie", 0)
			if err != nil {
				return err
			}
			keys[m.ID] = append(keys[m.ID], n)
		}
	}
	r.s.Order = r.s.Order[:0]
	for _, m := range in {
		r.s.Order = append(r.s.Order, m.ID)
		k := keys[m.ID]
		if len(k) == 1 {
			r.say("%s initiative: %d", m.ID, k[0])
		} else {
			r.say("%s initiative: %d, then %s to break the tie", m.ID, k[0], ints(k[1:]))
		}
	}
	return nil
}

// plural is "s" unless n is 1.
// ints writes numbers as a list: "9, 4".
func ints(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}

// sum writes dice faces as a player adds them: "5 + 5 + 4 = 14".
func sum(faces []int) string {
	var b strings.Builder
	t := 0
	for i, f := range faces {
		if i > 0 {
			b.WriteString(" + ")
		}
		fmt.Fprint(&b, f)
		t += f
	}
	if len(faces) > 1 {
		fmt.Fprintf(&b, " = %d", t)
	}
	return b.String()
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
