package melee

// The League 2.67 ruleset (seed 002).
var league = Ruleset{
	ID: "L", Name: "Fun Factory Solaris Melee Challenge: League 2.67", Short: "League 2.67", Seed: "002",
	PilotsPerPlayer: 4, StartCbills: 25000000, StartCP: 10, Gunnery: 3, Piloting: 4, // 002 L15; CP and Fame AMB-38
	StartFameCP: "001 L155 (002 L15 gives the purse and skills, not Fame or CP; digest AMB-38)", PilotCycle: true, // 002 L88
	EdgeMax: 3, EdgeLine: 19, DeathLine: 198, TokenLine: 25, WoundLine: 198, WoundRandom: true, AutoEjectDestroys: true, StartLine: 15, // 002 L19
	ClanPct: 150, CustomPct: 150, PriceRound: Up, PriceLine: 15, AwardRound: Nearest, // 002 L15, L271 (AMB-42)
	SalePct: 75, SaleLine: 119,
	Destroy:   &Share{Name: "Destroying an Opponent's 'Mech", FamePct: 10, CP: 5, BookPct: 65, Line: 271},
	Crippling: &Share{Name: "Crippling an Opponent's 'Mech", FamePct: 5, CP: 3, BookPct: 30, Line: 272},
	Famous: Famous{Step: 20, // 002 L275, not divided (AMB-44)
		Row: Row{"famous", "Killing a 'Mech of a Famous Pilot", Gain{5, 5, 3000000}, 275}},
	Rows: append(renamed(withLines(sharedRows([14]int{274, 277, 278, 280, 279, 281, 282, 283, 284, 285, 286, 288, 289, 291}),
		292, 293, 294, 295), map[string]string{"damage_light": "Dealing 6-19 points of damage (Light 'Mechs only)"}), // 002 L288
		Row{"rock", "Rock of Gibraltar", Gain{2, 3, 250000}, 290}),
	AwardLine:      267, // claim rules inherited from 001 L1073-1104 (AMB-42)
	LightDamage:    6,   // 002 L288; no increments beyond 20+ (L289)
	TargetPractice: 191, ContactLine: 44,
	Repair: RepairTable{
		FullPct: [3]int{20, 30, 40}, LocationPct: 10, WeaponCrit: 20000, ActuatorPct: 3, EngineGyroPct: 5,
		OtherCrit: 5000, EjectPct: 5, Heal: 50000, DFAPct: -30,
		Lines: [5]int{99, 102, 107, 108, 284},
	},
	Abilities:  leagueAbilities,
	Slots:      []Slot{{}, {}, {}, {Fame: 30}, {Fame: 50}, {Fame: 70}}, // 002 L60-67
	SlotLine:   60,
	RemoveFame: []int{35, 55, 75},
	Loan:       LoanRules{BlocksAll: true, Default: true, Take: 132, Table: 138, Repaid: 134, Block: 134, DefaultLine: 134},
	AmmoCbills: 250000, AmmoLine: 126,
	MinTurns: 4, EarlyExit: Gain{-2, 0, -100000}, EarlyExitLine: 297, // 002 L213, L297
	Portals: [2]Portal{{"gate", 2, "at the end of the movement phase", 219}, {"elevator", 2, "in the End Phase", 221}},
	// 002 gives no order; the digest's default (section 3.2).
	Steps: []Step{
		{"Maintenance", []Action{ActRepair, ActHeal}},
		{"Maintenance", []Action{ActSell}},
		{"Arena Entrance", []Action{ActBuyAbility, ActDropAbility}},
		{"Arena Entrance", []Action{ActBuyMech}},
		{"Arena Entrance", []Action{ActAmmo}},
	},
	PhaseLine: 88, // the OBC is "between matches"
	// Digest section 8 row 71: the League has no rankings.
	RankingNote: "The League has no ranking rules of its own; the same order is used.",
	AnyTime:     []Action{ActLoan, ActEdge}, // 002 L132, L19
}
