package melee

import "fmt"

// Row is one line of a seed table: an award or a price, with the seed
// line it was copied from.
type Row struct {
	Kind string `json:"kind"` // the award kind recorded by the UI ("head_hit")
	Name string `json:"name"` // as printed in the seed
	Gain Gain   `json:"gain"`
	Line int    `json:"line"` // line in the ruleset's seed
}

// Share is a League kill or crippling award: percentages of the
// opponent's Fame and 'Mech cost, divided between the claimants (002
// L271-273).
type Share struct {
	Name    string
	FamePct int // of the opponent MechWarrior's Fame, minimum 1
	CP      int // minimum 1
	BookPct int // of the opponent's unmodified book cost
	Line    int
}

// Famous is the famous-pilot add-on to a kill: Step Fame of difference
// earns Row once, or once per Step when Repeat (001 L1516, 002 L275).
type Famous struct {
	Step   int
	Repeat bool
	Row    Row
}

// RepairTable holds the Repair and Refit Table (001 L507-546, 002
// L96-108).
type RepairTable struct {
	FullPct       [3]int // damaged, crippled, destroyed
	LocationPct   int    // spot: internal structure per location
	WeaponCrit    int64  // spot: per weapon critical
	ActuatorPct   int    // spot: per actuator critical
	EngineGyroPct int    // spot: per engine or gyro critical
	OtherCrit     int64  // spot: any other critical
	EjectPct      int    // pilot ejected, 'Mech not crippled or destroyed
	Heal          int64  // per wound
	DFAPct        int    // after a successful DFA or charge (001 L1543)
	Lines         [5]int // full, spot, eject, heal, DFA
}

// Slot is the price and gate of a pilot's n-th ability (Edge and the other
// extras excluded): a CP surcharge in the Tournament (001 L404-423), a
// Fame milestone in the League (002 L60-67).
type Slot struct {
	Surcharge int
	Fame      int
}

// LoanRules are the loan rules of a ruleset (001 L216-239, 002 L130-147).
type LoanRules struct {
	FirstMech bool // the first 'Mech may be bought on a loan (001 L229)
	BlocksAll bool // blocks every ability, Edge included (002 L134)
	Default   bool // a loan may be defaulted after 3 OBCs (002 L134)
	// Seed lines: taking (5 CP), the table, erasure, the purchase block,
	// default.
	Take, Table, Repaid, Block, DefaultLine int
}

// Portal is an Exit Portal: the MP spent after entering the Exit hex and
// when the 'Mech is pulled off the board (001 L1002-1036, 002 L219-221).
type Portal struct {
	Name   string
	MP     int
	Pulled string
	Line   int
}

// Step is one step of the Off Board Cycle: the actions it allows, in the
// phase it belongs to.
type Step struct {
	Phase   string
	Actions []Action
}

// Ruleset is everything that differs between the Tournament and the League
// (digest section 8): tables, prices, rates, rounding and phase order.
type Ruleset struct {
	ID              string // "T" or "L"
	Name            string
	Short           string // the name on a button: "League 2.67"
	Seed            string // "001" or "002"
	PilotsPerPlayer int
	StartCbills     int64 // per player (the League's purse is shared)
	StartFame       int
	StartCP         int
	Gunnery         int
	Piloting        int
	EdgeMax         int
	EdgeLine        int // Edge card rules
	WoundLine       int // ability loss to wounds
	// WoundRandom: a wound takes an ability at random, 1D(n) over the
	// abilities it may take (002 L27, L198); the Tournament player
	// chooses (001 L854-856).
	WoundRandom       bool
	AutoEjectDestroys bool // an auto ejection destroys the 'Mech (002 L235)
	StartLine         int  // starting resources
	// StartFameCP cites the starting Fame and CP: the League's seed is
	// silent and inherits the Tournament's (AMB-38).
	StartFameCP string
	// PilotCycle: each MechWarrior has its own Off Board Cycle, the time it
	// is between matches (002 L88), so one pilot's repairs do not wait for
	// the stable's others to leave the board; otherwise the player's
	// cycle begins when its last pilot leaves (001 L428).
	PilotCycle bool
	DeathFame  int
	DeathLine  int
	TokenLine  int // once-per-day abilities

	ClanPct      int64 // price multiplier of Clan 'Mechs, percent
	CustomPct    int64 // price multiplier of custom 'Mechs, percent
	PriceRound   Round
	PriceLine    int   // seed line of the rounding rule
	AwardRound   Round // divided C-bill awards
	ClanStable   bool  // Clan 'Mechs only through a *C* stable
	CustomGuild  bool  // custom 'Mechs only through a stable or Larzellier
	SaleNeedsFix bool  // a 'Mech must be repaired before it is sold
	SalePct      int
	SaleLine     int

	KillSolo, KillAssist, Cripple [7]Row // by class difference -3..+3
	Destroy, Crippling            *Share // League shares (nil in T)
	Famous                        Famous
	Rows                          []Row // every other award, by Kind
	AwardLine                     int   // awards are given in the End Phase
	LightDamage                   int   // least damage for the Light row
	// DamageStep is earned for each further 20 points beyond 20 (001
	// L1554); a zero Row means none.
	DamageStep Row
	// TargetPractice is the seed line of the Target Practice award, 0 if
	// the ruleset has none (002 L191).
	TargetPractice int
	// ContactRoll is the least 1d6 roll for Inside Contact to waive the
	// early-exit penalty, 0 when it always does (001 L351-356, 002 L44).
	ContactRoll, ContactLine int

	Repair        RepairTable
	Abilities     []Ability
	Slots         []Slot
	SlotLine      int
	TierCaps      [5]int // career caps by tier, 0 = none (001 L163-165)
	RemoveFame    []int  // Fame milestones allowing one removal each
	Loan          LoanRules
	AmmoCP        int   // CP per ton of special ammo (needs a source)
	AmmoCbills    int64 // C-bills per ton of special ammo
	AmmoLine      int
	MinTurns      int
	EarlyExit     Gain // per turn short
	EarlyExitLine int
	Portals       [2]Portal   // gate, elevator
	Chips         []ChipColor // optional Betting rules; none in the League
	ChipLine      int
	BetLine       int
	TeamLine      int // Teams, 0 if the ruleset has none
	Stables       []Stable
	Sponsors      []Sponsor
	Steps         []Step
	PhaseLine     int // seed line of the Off Board Cycle's order
	// RankingNote qualifies the standings' ranking rules for this ruleset
	// ("" when its own, 001 L1126-1181, apply).
	RankingNote string
	AnyTime     []Action // allowed in any step of the Off Board Cycle
}

// Cite formats a seed line reference, "001 L1500".
func (r *Ruleset) Cite(line int) string { return fmt.Sprintf("%s L%d", r.Seed, line) }

// SharedPurse reports whether a player's pilots share one purse: a League
// stable's four MechWarriors do (002 L15, AMB-39). A pilot's ledger then
// shows its C-bill changes but not the purse, which is the stable's
// (State.StableLedger).
func (r *Ruleset) SharedPurse() bool { return r.PilotsPerPlayer > 1 }

// ElectronicsDiscount reports whether a sponsor of the ruleset discounts
// 'Mechs with a targeting computer, ECM or C3 (Larzellier, 001 L971-974),
// so a purchase must say whether the 'Mech mounts one.
func (r *Ruleset) ElectronicsDiscount() bool {
	for _, sp := range r.Sponsors {
		if sp.Electronics {
			return true
		}
	}
	return false
}

// row returns the award row of a kind.
func (r *Ruleset) row(kind string) (Row, bool) {
	for _, x := range r.Rows {
		if x.Kind == kind {
			return x, true
		}
	}
	return Row{}, false
}

// Rulesets lists the rulesets an event may use.
func Rulesets() []*Ruleset { return []*Ruleset{&tournament, &league} }

// RulesetByID returns the ruleset "T" (Tournament 2.47) or "L" (League
// 2.67).
func RulesetByID(id string) (*Ruleset, error) {
	for _, r := range Rulesets() {
		if r.ID == id {
			return r, nil
		}
	}
	return nil, fmt.Errorf("unknown ruleset %q: use T (Tournament 2.47) or L (League 2.67)", id)
}
