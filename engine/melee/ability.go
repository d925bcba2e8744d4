package melee

// Extra marks the abilities that do not count as one of the pilot's
// abilities ("Does not count for multiple abilities", 001 L396-402, 002
// L58) and may be bought again.
type Extra int

// The extras: Edge card, Loan, Affiliation: Declare, Affiliation: Change.
const (
	NotExtra Extra = iota
	ExtraEdge
	ExtraLoan
	ExtraDeclare
	ExtraChange
)

// Ability is one row of a Pilot Abilities table.
type Ability struct {
	Name   string
	Tier   int   // Tournament tier 1-4; 0 in the League
	Fame   int   // least Fame to buy it
	CP     int   // base CP cost
	Cbills int64 // C-bill cost (Tournament only)
	Line   int
	// Mark is "*" (never lost to wounds, 001 L171-173) or "**" (once per
	// event or day, 001 L175-181, 002 L25).
	Mark     string
	Extra    Extra
	Prereq   string
	Gunnery  int // the skill the ability sets, 0 = none
	Piloting int
	// RepairPct changes the pilot's repair bills (Repairs Wizard, 001 L315).
	RepairPct int
	// Tough keeps the abilities on the first wound (Toughness*, 001 L385).
	Tough bool
}

// Owned is an ability a pilot holds.
type Owned struct {
	Name string `json:"name"`
	// Lost: temporarily lost to a wound until healed (001 L854-856).
	Lost bool `json:"lost,omitempty"`
	// Used: the once-per-day token is spent (001 L175-181).
	Used   bool   `json:"used,omitempty"`
	Detail string `json:"detail,omitempty"` // the weapon of a Weapon Specialist
}

// Skills returns the pilot's Gunnery and Piloting: the ruleset's start,
// or the best an owned ability sets, unless it is lost to a wound (001
// L155, L283-331, L854-856; 002 L15, L40, L82).
func (p *Pilot) Skills(r *Ruleset) (gunnery, piloting int) {
	gunnery, piloting = r.Gunnery, r.Piloting
	for _, o := range p.Abilities {
		if a, ok := r.ability(o.Name); ok && !o.Lost {
			if a.Gunnery > 0 {
				gunnery = min(gunnery, a.Gunnery)
			}
			if a.Piloting > 0 {
				piloting = min(piloting, a.Piloting)
			}
		}
	}
	return gunnery, piloting
}

// ability returns the ruleset's ability of that name.
func (r *Ruleset) ability(name string) (*Ability, bool) {
	for i := range r.Abilities {
		if r.Abilities[i].Name == name {
			return &r.Abilities[i], true
		}
	}
	return nil, false
}

// Tournament Pilot Abilities Table, 001 L274-426 (appendix copy
// L2034-2187 is identical). Tier 1 needs 20 Fame (L282), Tier 2 10 (L314).
var tournamentAbilities = []Ability{
	{Name: "Improved Gunnery 2", Tier: 1, Fame: 20, CP: 35, Cbills: 8000000, Line: 283, Prereq: "Improved Gunnery 1", Gunnery: 1},
	{Name: "Improved Piloting 2", Tier: 1, Fame: 20, CP: 25, Cbills: 5000000, Line: 285, Prereq: "Improved Piloting 1", Piloting: 2},
	{Name: "Weapon Specialist: Inner Sphere", Tier: 1, Fame: 20, CP: 15, Cbills: 500000, Line: 287},
	{Name: "Weapon Specialist: Clan", Tier: 1, Fame: 20, CP: 25, Cbills: 750000, Line: 291},
	{Name: "Range Expert: Inner Sphere", Tier: 1, Fame: 20, CP: 15, Cbills: 500000, Line: 295},
	{Name: "Range Expert: Clan", Tier: 1, Fame: 20, CP: 20, Cbills: 750000, Line: 299},
	{Name: "The Mighty Cleave", Tier: 1, Fame: 20, CP: 15, Cbills: 3000000, Line: 303},
	{Name: "Lightning Reflexes", Tier: 1, Fame: 20, CP: 20, Cbills: 1000000, Line: 307},
	{Name: "Repairs Wizard", Tier: 2, Fame: 10, CP: 7, Cbills: 100000, Line: 315, RepairPct: -20},
	{Name: "Spin Out", Tier: 2, Fame: 10, CP: 7, Line: 317}, // blank C-bill cell: 0 (AMB-08)
	{Name: "Low Blow", Tier: 2, Fame: 10, CP: 12, Cbills: 3000000, Line: 319},
	{Name: "Can't hit what you can't see", Tier: 2, Fame: 10, CP: 5, Cbills: 300000, Line: 323},
	{Name: "Improved Gunnery 1", Tier: 2, Fame: 10, CP: 25, Cbills: 4000000, Line: 327, Gunnery: 2},
	{Name: "Maneuvering Ace", Tier: 2, Fame: 10, CP: 6, Line: 329},
	{Name: "Improved Piloting 1", Tier: 2, Fame: 10, CP: 15, Cbills: 2500000, Line: 331, Piloting: 3},
	{Name: "Elite Mech Crew", Tier: 2, Fame: 10, CP: 10, Cbills: 750000, Line: 333, Mark: "*"},
	{Name: "Sniper", Tier: 2, Fame: 10, CP: 15, Cbills: 3000000, Line: 335},
	{Name: "Melee Master", Tier: 2, Fame: 10, CP: 10, Cbills: 750000, Line: 337},
	{Name: "Can't keep me down", Tier: 2, Fame: 10, CP: 12, Cbills: 1500000, Line: 339},
	{Name: "Deadeye", Tier: 2, Fame: 10, CP: 20, Cbills: 3000000, Line: 344},
	{Name: "Inside Contact", Tier: 3, CP: 8, Cbills: 1500000, Line: 351},
	{Name: "Jump Master", Tier: 3, CP: 8, Cbills: 100000, Line: 358},
	{Name: "Cool Hand", Tier: 3, CP: 6, Line: 364},
	{Name: "Dodge", Tier: 3, CP: 4, Line: 366},
	{Name: "Marksman", Tier: 3, CP: 8, Cbills: 300000, Line: 371},
	{Name: "Melee Specialist", Tier: 3, CP: 8, Line: 373},
	{Name: "Terrain Ace", Tier: 3, CP: 8, Cbills: 200000, Line: 375},
	{Name: "Speed Demon", Tier: 3, CP: 5, Line: 377},
	{Name: "Tactical Genius", Tier: 3, CP: 8, Line: 381},
	{Name: "Toughness", Tier: 3, CP: 6, Line: 383, Mark: "*", Tough: true},
	{Name: "Contortionist", Tier: 3, CP: 8, Cbills: 1000000, Line: 388},
	{Name: "Uncanny Luck", Tier: 3, CP: 12, Line: 393, Mark: "**"},
	{Name: "Edge", Tier: 4, CP: 5, Line: 396, Mark: "*", Extra: ExtraEdge},
	{Name: "Loan", Tier: 4, CP: 5, Line: 398, Mark: "*", Extra: ExtraLoan},
	{Name: "Affiliation: Declare", Tier: 4, CP: 1, Line: 400, Mark: "*", Extra: ExtraDeclare},
	{Name: "Affiliation: Change", Tier: 4, CP: 4, Cbills: 250000, Line: 402, Mark: "*", Extra: ExtraChange},
}

// League Pilot Abilities Tables: starting abilities 002 L33-58, advanced
// abilities (15+ Fame) 002 L69-82. CP only (002 L11). Improved Piloting and
// Gunnery lower the skill by one step only (AMB-50). The Loan is bought
// for 5 CP (002 L132).
var leagueAbilities = []Ability{
	{Name: "Spin Out", CP: 7, Line: 36},
	{Name: "Low Blow", CP: 12, Line: 37},
	{Name: "Can't hit what you can't see", CP: 5, Line: 38},
	{Name: "Maneuvering Ace", CP: 6, Line: 39},
	{Name: "Improved Piloting", CP: 15, Line: 40, Piloting: 3},
	{Name: "Sniper", CP: 15, Line: 41},
	{Name: "Melee Master", CP: 10, Line: 42},
	{Name: "Can't keep me down", CP: 12, Line: 43},
	{Name: "Inside Contact", CP: 8, Line: 44},
	{Name: "Jump Master", CP: 8, Line: 45},
	{Name: "SABATOGE!!!", CP: 15, Line: 46},
	{Name: "Cool Hand", CP: 6, Line: 47},
	{Name: "Dodge", CP: 4, Line: 48},
	{Name: "Marksman", CP: 8, Line: 49},
	{Name: "Melee Specialist", CP: 8, Line: 50},
	{Name: "Terrain Ace", CP: 8, Line: 51},
	{Name: "Nemesis", CP: 8, Line: 52},
	{Name: "Slugger", CP: 7, Line: 53},
	{Name: "Skull crusher", CP: 7, Line: 54},
	{Name: "Toughness", CP: 8, Line: 55},
	{Name: "Contortionist", CP: 8, Line: 56},
	{Name: "Uncanny Luck", CP: 12, Line: 57, Mark: "**"},
	{Name: "Edge", CP: 5, Line: 58, Extra: ExtraEdge},
	{Name: "Loan", CP: 5, Line: 132, Extra: ExtraLoan},
	{Name: "Weapon Specialist: Inner Sphere", Fame: 15, CP: 15, Line: 72},
	{Name: "Weapon Specialist: Clan", Fame: 15, CP: 25, Line: 73},
	{Name: "Range Expert: Inner Sphere", Fame: 15, CP: 15, Line: 74},
	{Name: "The Mighty Cleave", Fame: 15, CP: 15, Line: 75},
	{Name: "Lightning Reflexes", Fame: 15, CP: 20, Line: 76},
	{Name: "Duelist", Fame: 15, CP: 12, Line: 77},
	{Name: "Coming through", Fame: 15, CP: 10, Line: 78},
	{Name: "Fire Blossom", Fame: 15, CP: 10, Line: 79},
	{Name: "Lightning Kick", Fame: 15, CP: 20, Line: 80},
	{Name: "Deadeye", Fame: 15, CP: 20, Line: 81},
	{Name: "Improved Gunnery", Fame: 15, CP: 25, Line: 82, Gunnery: 2},
}
