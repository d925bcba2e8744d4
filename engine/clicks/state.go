package clicks

import (
	"fmt"
	"slices"
)

// Match is the state of one match: the 'Mechs, the round and the turn being
// played. It is built by events (NewJournal); read it, never change it.
type Match struct {
	Options Options      `json:"options"`
	Effects []HeatEffect `json:"effects,omitempty"`
	Mechs   []Mech       `json:"mechs"`
	Round   int          `json:"round"` // 0 before the first round
	// Order is the initiative order of the round, mech IDs.
	Order []string `json:"order,omitempty"`
	// Turn is the turn being played, nil between turns.
	Turn *Turn `json:"turn,omitempty"`
	// Eliminated counts eliminations, to order the eliminated 'Mechs.
	Eliminated int  `json:"eliminated,omitempty"`
	Over       bool `json:"over,omitempty"`
	// LastAttack is the breakdown of the match's latest attack roll.
	LastAttack *AttackLog `json:"last_attack,omitempty"`
	// FreeSpin names the opposing 'Mechs the last action brought into base
	// contact: each may now spin in place to face the mover, at no cost;
	// the table turns the figure (000 L346-348, L354). The next turn event
	// clears it.
	FreeSpin []string `json:"free_spin,omitempty"`
	// Report says what the last event did, line by line.
	Report []string `json:"report,omitempty"`
}

// Options are the table settings where the seed leaves a choice.
type Options struct {
	// SweepAP is the AP of a Sweep: 2 (body, default) or 3 (chart), G-12.
	SweepAP int `json:"sweep_ap,omitempty"`
}

// Mech is one 'Mech in the match with its pilot and dial positions.
type Mech struct {
	ID     string `json:"id"`
	Figure Figure `json:"figure"`
	Pilot  Pilot  `json:"pilot"`
	// Click is the combat dial position (0 = green start), Heat the heat
	// dial position (0 = heat start).
	Click int `json:"click"`
	Heat  int `json:"heat"`
	// Excess is the damage past the eliminating click (000 L384).
	Excess     int  `json:"excess,omitempty"`
	Fallen     bool `json:"fallen,omitempty"`
	Shutdown   bool `json:"shutdown,omitempty"`
	Salvaged   bool `json:"salvaged,omitempty"`
	Eliminated bool `json:"eliminated,omitempty"`
	Ejected    bool `json:"ejected,omitempty"`
	// Out is the order of elimination, 1 for the first 'Mech out.
	Out    int `json:"out,omitempty"`
	Fame   int `json:"fame,omitempty"`
	Stones int `json:"stones,omitempty"`
	Kills  int `json:"kills,omitempty"`
	// NoAttack counts consecutive turns without attacking (000 L261, L266).
	NoAttack int `json:"no_attack,omitempty"`
	// Turns counts the 'Mech's turns in the match.
	Turns int `json:"turns,omitempty"`
	// Pump is the kind of the kill awaiting a Crowd Pump and PumpTurn the
	// turn it must be made in (000 L607).
	Pump     Action `json:"pump,omitempty"`
	PumpTurn int    `json:"pump_turn,omitempty"`
	// LastHit is the action of the last successful attack of its last turn,
	// for a Victory Lap (000 L607).
	LastHit Action `json:"last_hit,omitempty"`
	// EnergyRound is the round it last took heat from an energy hit
	// (000 L461).
	EnergyRound int  `json:"energy_round,omitempty"`
	Ready       bool `json:"ready,omitempty"` // +1 initiative die next round
	Initiative  int  `json:"initiative,omitempty"`
	// TieRoll is the die rolled to break a placement tie (000 L702).
	TieRoll int `json:"tie_roll,omitempty"`
	// Acted is the last round the 'Mech took its turn in.
	Acted int `json:"acted,omitempty"`
	// Damager is the last 'Mech that damaged it (kill on ejection, L406).
	Damager    string   `json:"damager,omitempty"`
	DamageKind Action   `json:"damage_kind,omitempty"`
	Used       []string `json:"used,omitempty"` // once-per-match uses
}

// Pilot is the MechWarrior in the 'Mech.
type Pilot struct {
	Name   string `json:"name"`
	Stable string `json:"stable,omitempty"`
	// Skill is the piloting skill number, 7 when 0 (000 L242).
	Skill int `json:"skill,omitempty"`
	// Piloting is the boxes of "+1 Piloting roll" (000 L99).
	Piloting int `json:"piloting,omitempty"`
	// Defense is the boxes of "+1 Defense" (000 L85).
	Defense int `json:"defense,omitempty"`
	// Initiative is the boxes of "Extra Initiative die" (000 L83).
	Initiative int `json:"initiative,omitempty"`
	// Hit is the "+1 to hit" boxes per action (000 L95-117).
	Hit map[Action]int `json:"hit,omitempty"`
	// Rerolls are the once-per-match re-rolls the pilot holds: RerollAny,
	// RerollClose, RerollEnergy, RerollBallistic (000 L79, L109, L119, L121).
	Rerolls []string `json:"rerolls,omitempty"`
	// CloseDamage, EnergyDamage and BallisticDamage are "+1 to Close
	// Combat / Energy / Ballistic Damage", added at step 7b (000 L111,
	// L123, L125).
	CloseDamage     bool `json:"close_damage,omitempty"`
	EnergyDamage    bool `json:"energy_damage,omitempty"`
	BallisticDamage bool `json:"ballistic_damage,omitempty"`
	Repair          bool `json:"repair,omitempty"`        // 000 L81
	FreeStandUp     bool `json:"free_stand_up,omitempty"` // 000 L89
	SprintHeat      bool `json:"sprint_heat,omitempty"`   // 000 L87
	// Legendary is the legendary ability: "Tech Wizard", "Heroic",
	// "Deadeye", ... (000 L131-143).
	Legendary string `json:"legendary,omitempty"`
	// SkillsInClass is the number of skills in the class piloted, a
	// placement tie-breaker (000 L702).
	SkillsInClass int `json:"skills_in_class,omitempty"`
	// Injuries are injury table rows (2d6 results) the pilot carries.
	Injuries []int `json:"injuries,omitempty"`
}

// Turn is one 'Mech's turn: its action points and actions so far.
type Turn struct {
	Mech     string   `json:"mech"`
	AP       int      `json:"ap"`
	Spent    int      `json:"spent"`
	Actions  []Action `json:"actions,omitempty"`
	Aim      bool     `json:"aim,omitempty"`
	Flourish bool     `json:"flourish,omitempty"`
	Attacked bool     `json:"attacked,omitempty"`
	Hit      Action   `json:"hit,omitempty"`
}

func (p *Pilot) skill() int {
	if p.Skill == 0 {
		return 7
	}
	return p.Skill
}

func (p *Pilot) injured(row int) bool { return slices.Contains(p.Injuries, row) }

// Mech returns the 'Mech with the given ID.
func (s *Match) Mech(id string) (*Mech, error) {
	for i := range s.Mechs {
		if s.Mechs[i].ID == id {
			return &s.Mechs[i], nil
		}
	}
	return nil, fmt.Errorf("no mech %q in the match", id)
}

// effect returns the heat effect with the given ID.
func (s *Match) effect(id string) *HeatEffect {
	for i := range s.Effects {
		if s.Effects[i].ID == id {
			return &s.Effects[i]
		}
	}
	return nil
}

// HeatMods is what the heat dial adds to the combat values at the current
// heat position: its numbers and the modifiers of the no-roll effects
// showing (000 L282, L286).
func (s *Match) HeatMods(m *Mech) Mods {
	var out Mods
	cells := m.heatClick()
	out.Primary, out.Secondary, out.Speed = cells[0].Mod, cells[1].Mod, cells[2].Mod
	for _, c := range cells {
		if e := s.effect(c.Effect); e != nil {
			out.add(e.Mods)
		}
	}
	return out
}

// Stats is the stat slot of a 'Mech as it shows: the click's values with
// the heat dial's numbers and heat effect modifiers applied; treat them as
// printed on the dial (000 L286).
func (s *Match) Stats(m *Mech) Click {
	c := m.click()
	h := s.HeatMods(m)
	c.Primary += h.Primary
	c.Secondary += h.Secondary
	c.Speed += h.Speed
	c.Attack += h.Attack
	c.Defense += h.Defense
	return c
}

// Tokens is the number of status tokens on the 'Mech: 1 fallen, 2 shutdown,
// 3 both (000 L228-230).
func (m *Mech) Tokens() int {
	n := 0
	if m.Fallen {
		n++
	}
	if m.Shutdown {
		n += 2
	}
	return n
}

// Gone reports whether the 'Mech has left the arena.
func (m *Mech) Gone() bool { return m.Eliminated || m.Ejected }

func (m *Mech) click() Click         { return m.Figure.Combat[m.Click] }
func (m *Mech) heatClick() HeatClick { return m.Figure.Heat[m.Heat] }

// hasSE reports whether special equipment of that name shows in the stat
// slot and is not cancelled.
func (m *Mech) hasSE(name string, cancel []string) (SE, bool) {
	if slices.Contains(cancel, name) {
		return SE{}, false
	}
	for _, se := range m.click().SE {
		if se.Name == name {
			if info, ok := SEByName(name); ok && info.Optional && m.Shutdown {
				return SE{}, false // 000 L296
			}
			return se, true
		}
	}
	return SE{}, false
}
