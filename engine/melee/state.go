package melee

import (
	"fmt"

	"lancemate/engine/classic"
)

// Status is the condition of a 'Mech after a match (001 L886-888, L1066).
type Status string

// The 'Mech statuses; Damaged is any damage short of crippled.
const (
	Fine      Status = "fine"
	Damaged   Status = "damaged"
	Crippled  Status = "crippled"
	Destroyed Status = "destroyed"
)

// condition is the status in players' words, ejection included.
func (m *Mech) condition() string {
	switch {
	case m.Status == Fine && m.Ejected:
		return "ejected from"
	case m.Ejected:
		return string(m.Status) + ", its pilot ejected"
	}
	return string(m.Status)
}

// severity indexes the Full Repairs rows: damaged 0, crippled 1,
// destroyed 2 (001 L514-518).
func (s Status) severity() int {
	switch s {
	case Crippled:
		return 1
	case Destroyed:
		return 2
	}
	return 0
}

// Mech is the 'Mech a pilot owns.
type Mech struct {
	Design string `json:"design"`
	Tons   int    `json:"tons"`
	Clan   bool   `json:"clan,omitempty"`
	Custom bool   `json:"custom,omitempty"`
	// Book is the list price typed in or read from the design (SSW <cost>).
	Book int64 `json:"book"`
	// Base is the unmodified book cost: Book with the Clan and custom
	// multipliers, rounded in the ruleset's direction. Repairs, resale and
	// League kill awards use it (AMB-43).
	Base    int64  `json:"base"`
	Paid    int64  `json:"paid"`
	Status  Status `json:"status"`
	Ejected bool   `json:"ejected,omitempty"`
}

// Class is the 'Mech's weight class index, Light 1 to Assault 4, plus one
// for Clan 'Mechs (001 L1569, L1754-1766; a Clan Assault is 5, AMB-23).
func (m *Mech) Class() int { return classIndex(m.Tons, m.Clan) }

func classIndex(tons int, clan bool) int {
	c := int(classic.WeightClassOf(tons))
	if c == int(classic.Unclassed) {
		c = int(classic.Light) // under 20 t counts as Light (AMB-23)
		if tons > 100 {
			c = int(classic.Assault)
		}
	}
	if clan {
		c++
	}
	return c
}

// Pilot is a MechWarrior: the Tournament's one pilot character or one of
// the four MechWarriors of a League stable.
type Pilot struct {
	Name      string  `json:"name"`
	Player    string  `json:"player"`
	Fame      int     `json:"fame"`
	CP        int     `json:"cp"`
	Abilities []Owned `json:"abilities,omitempty"`
	// Dropped abilities may not be bought again (002 L31).
	Dropped  []string `json:"dropped,omitempty"`
	Removals int      `json:"removals,omitempty"` // League removal rights used
	Wounds   int      `json:"wounds,omitempty"`
	// Shrugged: Toughness kept the abilities on the first wound since the
	// last healing (AMB-57).
	Shrugged bool  `json:"shrugged,omitempty"`
	Mech     *Mech `json:"mech,omitempty"`
	Bought   bool  `json:"bought,omitempty"` // has bought a 'Mech before
	OnBoard  bool  `json:"on_board,omitempty"`
	// DFA: a successful DFA or charge earned -30% on the next repair
	// (001 L1543, AMB-25).
	DFA      bool  `json:"dfa,omitempty"`
	Dead     bool  `json:"dead,omitempty"`
	Chips    []Row `json:"chips,omitempty"` // poker chips held (001 L1191)
	Solo     int   `json:"solo,omitempty"`
	Assisted int   `json:"assisted,omitempty"`
	// Step is the MechWarrior's own Off Board Cycle step where the cycle
	// is per MechWarrior (Ruleset.PilotCycle, 002 L88); -1 on the board.
	// Otherwise the player's Step counts.
	Step int `json:"step"`
	// Resolved: the 'Mech's repair is settled for this Off Board Cycle, by
	// a repair (a spot repair may leave damage) or the judge letting it go
	// back in as it is (KeepDamage). Cleared when the pilot leaves the
	// arena (001 L481-483; 002 L92).
	Resolved bool `json:"resolved,omitempty"`
}

// NeedsRepair reports whether the pilot's 'Mech waits for its repair to be
// settled before the pilot may go on in the Off Board Cycle or enter the
// arena: damaged, crippled, destroyed or ejected from, and not yet
// repaired (or kept as it is) in this cycle (001 L432-434, L481-483;
// 002 L92).
func (p *Pilot) NeedsRepair() bool {
	return p.Mech != nil && (p.Mech.Status != Fine || p.Mech.Ejected) && !p.Resolved
}

// Kills is the pilot's total kill tally (001 L1126-1134).
func (p *Pilot) Kills() int { return p.Solo + p.Assisted }

// Loan is a player's underworld loan: the negative balance of the purse,
// down to -Max (001 L219-223; 002 L132; AMB-35). It exists only while the
// purse is below zero: it is erased when the purse is back at 0 or more.
type Loan struct {
	Pilot string `json:"pilot"` // whose Fame set the maximum (AMB-39)
	Max   int64  `json:"max"`
	OBCs  int    `json:"obcs"` // Off Board Cycles it has been out
	// Owed is what the player owes: minus the purse.
	Owed int64 `json:"owed"`
}

// Owed is what the player owes: minus the purse when it is below zero, on
// a loan or in debt from a repair before a sale (001 L465; AMB-37); 0
// otherwise.
func (pl *Player) Owed() int64 { return max(0, -pl.Cbills) }

// Membership is a stable or sponsor a player belongs to.
type Membership struct {
	Name    string `json:"name"`
	Paid    int64  `json:"paid,omitempty"`     // C-bills paid to join a stable
	ExtraCP int    `json:"extra_cp,omitempty"` // Devall's extra CP
}

// Player is an account: the C-bills, Edge cards, loan and memberships.
// A Tournament player has one pilot; a League player's four MechWarriors
// share the purse and the Edge cards (AMB-39).
type Player struct {
	Name        string       `json:"name"`
	Cbills      int64        `json:"cbills"`
	Edge        int          `json:"edge"`
	Loan        *Loan        `json:"loan,omitempty"`
	Defaulted   bool         `json:"defaulted,omitempty"` // "DEFAULT" in the Current Loan field (002 L134)
	Debt        *Debt        `json:"debt,omitempty"`      // owed to a stablemate (001 L588-598)
	Affiliation string       `json:"affiliation,omitempty"`
	Stable      *Membership  `json:"stable,omitempty"`
	Sponsors    []Membership `json:"sponsors,omitempty"`
	Banned      []string     `json:"banned,omitempty"`  // stables and sponsors withdrawn from
	Team        string       `json:"team,omitempty"`    // the team the player is in
	Members     []string     `json:"members,omitempty"` // set on a Team log (001 L1351-1355)
	// Lapsed: sponsors lost for earnings, true until the next Off Board
	// Cycle (001 L1329-1333).
	Lapsed map[string]bool `json:"lapsed,omitempty"`
	// Step is the current step of the Off Board Cycle (index into
	// Ruleset.Steps); -1 while a pilot is on the board.
	Step int `json:"step"`
	Ammo int `json:"ammo,omitempty"` // tons of special ammo bought this OBC
}

// Entry is one ledger line: who, what, why, the rule, the change and the
// running balances after it.
type Entry struct {
	Seq    int    `json:"seq"`
	Day    int    `json:"day"`
	Player string `json:"player"`
	Pilot  string `json:"pilot,omitempty"`
	What   string `json:"what"`
	Why    string `json:"why,omitempty"`
	Rule   string `json:"rule"`
	Gain
	Balance Gain `json:"balance"` // pilot's Fame and CP, player's C-bills
}

// Settings are the event-level options a judge sets when opening the
// event.
type Settings struct {
	// MechCap is the spending limit on a 'Mech's price, 0 for none
	// (001 L473-478).
	MechCap int64 `json:"mech_cap,omitempty"`
	// MinTurns overrides the ruleset's minimum turns on board (001 L994,
	// 002 L213).
	MinTurns int `json:"min_turns,omitempty"`
	// NoClan: the judges do not allow Clan 'Mechs (001 L1283-1284, L1467).
	NoClan bool `json:"no_clan,omitempty"`
	// EarlyExit overrides the penalty per turn short of the minimum; the
	// Tournament gives no numbers (AMB-52).
	EarlyExit *Gain `json:"early_exit,omitempty"`
	// Betting: awards are handed out as poker chips, cashed in later
	// (Tournament optional rule, 001 L1182-1255).
	Betting bool `json:"betting,omitempty"`
	// AdvancedSponsors: the Advanced Rules for Sponsors, a sponsor check
	// of the previous Arena Cycle's earnings in the Arena Exit phase
	// (Tournament, when the GM limits sponsor membership, 001 L1292-1333,
	// AMB-31).
	AdvancedSponsors bool `json:"advanced_sponsors,omitempty"`
}

// State is one event's ledger.
type State struct {
	Name     string    `json:"name"`
	Ruleset  string    `json:"ruleset"`
	Settings Settings  `json:"settings"`
	Day      int       `json:"day"`
	Players  []*Player `json:"players"`
	Pilots   []*Pilot  `json:"pilots"`
	Entries  []Entry   `json:"entries"`
	// Downed are the kills and cripplings awarded with their turn.
	Downed []Downed `json:"downed,omitempty"`
	// Claims are the record-sheet facts awards were made from.
	Claims []Claim `json:"claims,omitempty"`
}

// Rules returns the event's ruleset.
func (s *State) Rules() *Ruleset {
	r, err := RulesetByID(s.Ruleset)
	if err != nil {
		panic("melee: event opened without a ruleset")
	}
	return r
}

// Player returns the player of that name.
func (s *State) Player(name string) (*Player, error) {
	for _, p := range s.Players {
		if p.Name == name {
			return p, nil
		}
	}
	return nil, fmt.Errorf("no player %q in this event", name)
}

// Pilot returns the pilot of that name.
func (s *State) Pilot(name string) (*Pilot, error) {
	for _, p := range s.Pilots {
		if p.Name == name {
			return p, nil
		}
	}
	return nil, fmt.Errorf("no pilot %q in this event", name)
}

// pilotAndPlayer returns a pilot and the player it belongs to.
func (s *State) pilotAndPlayer(name string) (*Pilot, *Player, error) {
	p, err := s.Pilot(name)
	if err != nil {
		return nil, nil, err
	}
	pl, err := s.Player(p.Player)
	return p, pl, err
}

// PilotsOf lists a player's pilots.
func (s *State) PilotsOf(player string) []*Pilot {
	var out []*Pilot
	for _, p := range s.Pilots {
		if p.Player == player {
			out = append(out, p)
		}
	}
	return out
}

// post applies g to a pilot (Fame, CP) and its player (C-bills) and writes
// the ledger entry. pilot may be nil for a player-only change.
func (s *State) post(pl *Player, p *Pilot, what, why, rule string, g Gain) {
	pl.Cbills += g.Cbills
	e := Entry{Seq: len(s.Entries) + 1, Day: s.Day, Player: pl.Name, What: what, Why: why, Rule: rule, Gain: g}
	if p != nil {
		p.Fame += g.Fame
		p.CP += g.CP
		e.Pilot = p.Name
		e.Balance = Gain{Fame: p.Fame, CP: p.CP}
	}
	e.Balance.Cbills = pl.Cbills
	s.Entries = append(s.Entries, e)
	if pl.Loan != nil {
		pl.Loan.Owed = pl.Owed()
	}
	if pl.Loan != nil && g.Cbills != 0 && pl.Cbills >= 0 {
		// "when the player's cash is back in the positive range, the Loan
		// is erased" (001 L225-227, 002 L134).
		pl.Loan = nil
		s.Entries = append(s.Entries, Entry{Seq: len(s.Entries) + 1, Day: s.Day, Player: pl.Name, Pilot: e.Pilot,
			What: "Loan repaid and erased", Rule: s.Rules().Cite(s.Rules().Loan.Repaid), Balance: e.Balance})
	}
}

// onBoard returns a pilot on the board and its player.
func (s *State) onBoard(name string) (*Pilot, *Player, error) {
	p, pl, err := s.pilotAndPlayer(name)
	if err == nil && !p.OnBoard {
		err = fmt.Errorf("pilot %q is not on the board", p.Name)
	}
	return p, pl, err
}

// offBoard returns a pilot and its player, if the player may take action
// a now in its Off Board Cycle.
func (s *State) offBoard(name string, a Action) (*Pilot, *Player, error) {
	p, pl, err := s.pilotAndPlayer(name)
	if err == nil {
		err = s.enter(pl, p, a)
	}
	return p, pl, err
}
