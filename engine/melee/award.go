package melee

import (
	"fmt"
	"strings"
)

// Opponent is the other side of an award when it is not a pilot of this
// event: its 'Mech's tonnage and Clan flag, its pilot's Fame and the
// 'Mech's unmodified book cost (League kill awards, 002 L271-272).
type Opponent struct {
	Name string `json:"name,omitempty"`
	Tons int    `json:"tons"`
	Clan bool   `json:"clan,omitempty"`
	Fame int    `json:"fame,omitempty"`
	Book int64  `json:"book,omitempty"`
}

// Award records one On-board Event for a pilot on the board (001
// L1484-1569, 002 L267-297); the rule rows come from the ruleset.
//
// Kinds: kill, cripple (Claimants 1 = solo), turret, crit_major,
// crit_minor, crit_other, blown_off, head_hit, melee, melee_weapon,
// dfa_charge, dfa_fail, location_50, damage (Damage points to one opponent
// in one phase; adds DVG), knockout, secondary, crowd, took_50, rock
// (League), target_practice (League, Chit 1-6).
type Award struct {
	Pilot     string    `json:"pilot"`
	Kind      string    `json:"kind"`
	Target    string    `json:"target,omitempty"`   // a pilot of this event
	Opponent  *Opponent `json:"opponent,omitempty"` // or someone else
	Claimants int       `json:"claimants,omitempty"`
	Damage    int       `json:"damage,omitempty"`
	Chit      int       `json:"chit,omitempty"`
	Count     int       `json:"count,omitempty"` // the row claimed N times (chips "x2", 001 L1251)
	// Turn is the arena turn whose End Phase gives the award, 0 if not
	// told. A unit crippled and destroyed in the same turn counts as
	// destroyed: its crippling is not awarded (001 L1098-1104, AMB-66).
	Turn int    `json:"turn,omitempty"`
	Why  string `json:"why,omitempty"`
	// Fact is the record-sheet fact the award was made from (Fact.ID): a
	// fact is claimed once (State.Claims).
	Fact string `json:"fact,omitempty"`
}

// Downed is a unit whose kill or crippling was awarded in an arena turn
// (001 L1098-1104).
type Downed struct {
	Unit string `json:"unit"`
	Turn int    `json:"turn"`
	Kind string `json:"kind"` // kill or cripple
	By   string `json:"by"`   // the claimant
}

// sameTurn refuses a crippling award for a unit destroyed in the same
// turn, and a kill while a crippling of that turn stands: "If a unit is
// considered crippled by the end of a phase and is destroyed by the end of
// another phase in the same turn, it is considered destroyed when
// awarding events during the Turn's End Phase. Players cannot claim
// awards for crippling and / or destroying the same unit in the same
// turn" (001 L1098-1104). A later turn's kill stands (AMB-66).
func (s *State) sameTurn(a *Award) (unit string, err error) {
	if a.Kind != "kill" && a.Kind != "cripple" || a.Turn <= 0 {
		return "", nil
	}
	unit = a.Target
	if unit == "" && a.Opponent != nil {
		unit = a.Opponent.Name
	}
	for _, d := range s.Downed {
		switch {
		case d.Unit != unit || d.Turn != a.Turn || unit == "":
		case a.Kind == "cripple" && d.Kind == "kill":
			return "", fmt.Errorf("%s was destroyed in turn %d: a unit crippled and destroyed in the same turn counts as destroyed, no crippling award (001 L1098-1104)", unit, a.Turn)
		case a.Kind == "kill" && d.Kind == "cripple":
			return "", fmt.Errorf("%s's crippling of %s in turn %d stands: a unit crippled and destroyed in the same turn counts as destroyed, so undo that crippling award first (001 L1098-1104)", d.By, unit, a.Turn)
		}
	}
	return unit, nil
}

// Type implements journal.Event.
func (*Award) Type() string { return "award" }

// line is one ledger line an event will post.
type line struct {
	What string
	Line int
	Gain Gain
}

func rowLine(r Row) line { return line{r.Name, r.Line, r.Gain} }

// Apply implements journal.Event.
func (a *Award) Apply(s *State) error {
	p, pl, err := s.pilotAndPlayer(a.Pilot)
	if err != nil {
		return err
	}
	r := s.Rules()
	if !p.OnBoard {
		return fmt.Errorf("pilot %q is not on the board: awards are given in the End Phase of a turn in the arena (%s)",
			p.Name, r.Cite(r.AwardLine))
	}
	lines, err := s.awardLines(p, pl, a)
	if err != nil {
		return fmt.Errorf("pilot %q: %s: %w", p.Name, a.Kind, err)
	}
	unit, err := s.sameTurn(a)
	if err == nil {
		err = s.claim(a, p.Name)
	}
	if err != nil {
		return fmt.Errorf("pilot %q: %s: %w", p.Name, a.Kind, err)
	}
	if unit != "" {
		s.Downed = append(s.Downed, Downed{unit, a.Turn, a.Kind, p.Name})
	}
	n := max(1, a.Count)
	for _, l := range lines {
		what := l.What
		if n > 1 {
			what = fmt.Sprintf("%s x%d", what, n)
		}
		if s.Settings.Betting {
			for range n {
				p.Chips = append(p.Chips, Row{a.Kind, l.What, l.Gain, l.Line})
			}
			what = "Poker chip: " + what
			s.post(pl, p, what, a.Why, r.Cite(r.ChipLine), Gain{})
			continue
		}
		s.post(pl, p, what, a.Why, r.Cite(l.Line), l.Gain.Times(n))
	}
	if a.Kind == "kill" && a.Target != "" {
		s.destroyVictim(a.Target, p.Name, a.Why)
	}
	switch {
	case a.Kind == "kill" && max(1, a.Claimants) == 1:
		p.Solo += n
	case a.Kind == "kill":
		p.Assisted += n
	case a.Kind == "dfa_charge":
		p.DFA = true // -30% on the next repair (001 L1543, 002 L284)
	}
	return nil
}

// opponent resolves the award's target.
func (s *State) opponent(a *Award) (Opponent, error) {
	if a.Target != "" {
		t, err := s.Pilot(a.Target)
		if err != nil {
			return Opponent{}, err
		}
		if t.Mech == nil {
			return Opponent{}, fmt.Errorf("target %q has no 'Mech", t.Name)
		}
		return Opponent{t.Name, t.Mech.Tons, t.Mech.Clan, t.Fame, t.Mech.Base}, nil
	}
	if a.Opponent == nil {
		return Opponent{}, fmt.Errorf("name the target pilot or describe the opponent")
	}
	return *a.Opponent, nil
}

// awardLines computes the rows an award earns.
func (s *State) awardLines(p *Pilot, pl *Player, a *Award) ([]line, error) {
	r := s.Rules()
	st := s.stableOf(pl)
	switch a.Kind {
	case "kill", "cripple", "damage":
		if p.Mech == nil {
			return nil, fmt.Errorf("the pilot has no 'Mech")
		}
		o, err := s.opponent(a)
		if err != nil {
			return nil, err
		}
		diff := classIndex(o.Tons, o.Clan) - p.Mech.Class()
		if a.Kind == "damage" {
			return damageLines(r, p.Mech.Class(), diff, a.Damage)
		}
		return s.killLines(p, st, a, o, diff+st.ClassShift), nil
	case "target_practice":
		if r.TargetPractice == 0 || a.Chit < 1 || a.Chit > 6 {
			return nil, fmt.Errorf("no Target Practice award for chit %d in this ruleset", a.Chit)
		}
		return []line{{fmt.Sprintf("Target Practice: chit %d hit", a.Chit), r.TargetPractice, Gain{Fame: (a.Chit + 1) / 2}}}, nil
	}
	row, ok := r.row(a.Kind)
	if !ok {
		kinds := []string{"kill", "cripple", "damage"}
		for _, x := range r.Rows {
			kinds = append(kinds, x.Kind)
		}
		return nil, fmt.Errorf("unknown award; this ruleset has: %s", strings.Join(kinds, ", "))
	}
	out := []line{rowLine(row)}
	for _, sp := range s.sponsorsOf(pl) {
		if sp.MeleeFame != 0 && (a.Kind == "melee" || a.Kind == "melee_weapon" || a.Kind == "dfa_charge") {
			out = append(out, line{sp.Name + ": successful melee attack", sp.Line, Gain{Fame: sp.MeleeFame}})
		}
	}
	if st.MeleeWeaponFame != 0 && a.Kind == "melee_weapon" {
		out = append(out, line{st.Name + ": successful melee weapon attack", st.Line, Gain{Fame: st.MeleeWeaponFame}})
	}
	return out, nil
}

// killLines is a kill or crippling award with its add-ons.
func (s *State) killLines(p *Pilot, st *Stable, a *Award, o Opponent, diff int) []line {
	r := s.Rules()
	n := max(1, a.Claimants)
	var out []line
	if r.Destroy != nil {
		sh := r.Crippling
		if a.Kind == "kill" {
			sh = r.Destroy
		}
		who := "solo"
		if n > 1 {
			who = fmt.Sprintf("shared by %d", n)
		}
		out = append(out, line{fmt.Sprintf("%s (%s)", sh.Name, who), sh.Line, sh.gain(o, n, r.AwardRound)})
	} else {
		i := min(max(diff, -3), 3) + 3
		rows := &r.Cripple
		if a.Kind == "kill" && n == 1 {
			rows = &r.KillSolo
		} else if a.Kind == "kill" {
			rows = &r.KillAssist
		}
		out = append(out, rowLine(rows[i]))
	}
	if a.Kind != "kill" {
		return out
	}
	if gap := o.Fame - p.Fame; gap >= r.Famous.Step {
		times := 1
		if r.Famous.Repeat {
			times = gap / r.Famous.Step // AMB-20
		}
		l := rowLine(r.Famous.Row)
		l.What = fmt.Sprintf("%s (%d Fame more)", l.What, gap)
		l.Gain = l.Gain.Times(times)
		out = append(out, l)
	}
	if st.SoloKillFame != 0 && n == 1 {
		out = append(out, line{st.Name + ": solo kill", st.Line, Gain{Fame: st.SoloKillFame}})
	}
	return out
}

// gain divides a League share between n claimants: Fame and CP half up,
// at least 1; C-bills to 10,000 (002 L271-273, AMB-42).
func (sh *Share) gain(o Opponent, n int, round Round) Gain {
	return Gain{
		Fame:   max(1, halfUp(sh.FamePct*o.Fame, 100*n)),
		CP:     max(1, halfUp(sh.CP, n)),
		Cbills: round.of(int64(sh.BookPct)*o.Book, int64(100*n)),
	}
}

// damageLines is the Flashy Moves damage award for d points dealt to one
// opponent in one phase, with DVG when the opponent is two or more classes
// heavier (001 L1550-1556, 002 L288-291, AMB-21, AMB-22).
func damageLines(r *Ruleset, class, diff, d int) ([]line, error) {
	var out []line
	switch light, _ := r.row("damage_light"); {
	case d >= 20:
		top, _ := r.row("damage_20")
		out = append(out, rowLine(top))
		if r.DamageStep.Line != 0 && d >= 40 {
			l := rowLine(r.DamageStep)
			l.Gain = l.Gain.Times((d - 20) / 20)
			l.What = fmt.Sprintf("%s x%d", l.What, (d-20)/20)
			out = append(out, l)
		}
	case d >= r.LightDamage && class == 1:
		out = append(out, rowLine(light))
	}
	if dvg, _ := r.row("dvg"); d >= 5 && diff >= 2 {
		out = append(out, rowLine(dvg))
	}
	if out == nil {
		light, _ := r.row("damage_light")
		return nil, fmt.Errorf("%d points earn no award for a class-%d 'Mech (%s)", d, class, r.Cite(light.Line))
	}
	return out, nil
}

// destroyVictim records that a kill destroyed the victim's 'Mech: its
// condition becomes destroyed (the destroyed row of the Repair and Refit
// Table, 001 L518, 002 L101), once, however many claimants share the kill.
// A kill is the destruction of the opponent's unit (001 L886-888,
// L1064-1066; "Destroying an Opponent's 'Mech", 002 L271).
func (s *State) destroyVictim(victim, by, why string) {
	v, vpl, err := s.pilotAndPlayer(victim)
	if err != nil || v.Mech == nil || v.Mech.Status == Destroyed {
		return
	}
	if why == "" {
		why = "killed by " + by
	}
	s.setStatus(vpl, v, Destroyed, false, false, why)
}
