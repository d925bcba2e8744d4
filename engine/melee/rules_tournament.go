package melee

// classRows builds a class table from rows listed for differences -3..+3.
func classRows(kind string, rows ...Row) (out [7]Row) {
	for i, r := range rows {
		r.Kind = kind
		out[i] = r
	}
	return out
}

// The rows shared word for word by both On-board Event tables (001
// L1528-1564, 002 L274-295); line numbers are filled per ruleset.
func sharedRows(lines [14]int) []Row {
	rows := []Row{
		{"turret", "Destroying a Turret (Solo or Assisted)", Gain{0, 1, 150000}, 0},
		{"crit_major", "Critical Hit (engine, gyro, head, hip)", Gain{1, 3, 500000}, 0},
		{"crit_minor", "Critical Hit (actuator, weapon, ammo)", Gain{1, 2, 300000}, 0},
		{"crit_other", "Critical Hit (all other)", Gain{0, 1, 200000}, 0},
		{"blown_off", "Critical: Blown off arm/leg/head", Gain{3, 4, 1000000}, 0},
		{"head_hit", "Head Hit", Gain{1, 1, 200000}, 0},
		{"melee", "Melee (non-weapon)", Gain{0, 2, 100000}, 0},
		{"melee_weapon", "Melee (weapon)", Gain{1, 2, 250000}, 0},
		{"dfa_charge", "Melee: DFA or Charge (Successful)", Gain{3, 5, 1000000}, 0},
		{"dfa_fail", "Melee: DFA (Unsuccessful)", Gain{1, 2, 100000}, 0},
		{"location_50", "50+ Damage in one location", Gain{10, 5, 1000000}, 0},
		{"damage_light", "Dealing light damage (Light 'Mechs only)", Gain{0, 1, 100000}, 0},
		{"damage_20", "Dealing 20+ points of damage", Gain{1, 1, 250000}, 0},
		{"dvg", "DVG (\"David versus Goliath\")", Gain{0, 1, 200000}, 0},
	}
	for i := range rows {
		rows[i].Line = lines[i]
	}
	return append(rows,
		Row{"knockout", "Knocking Opposing Pilot Out", Gain{2, 1, 400000}, 0},
		Row{"secondary", "Secondary Targets", Gain{1, 1, 250000}, 0},
		Row{"crowd", "\"The Crowd Goes Wild\"", Gain{1, 1, 300000}, 0},
		Row{"took_50", "Took 50+ damage and still standing", Gain{5, 2, 500000}, 0},
	)
}

// renamed gives rows of kind the ruleset's own wording.
func renamed(rows []Row, names map[string]string) []Row {
	for i, r := range rows {
		if n, ok := names[r.Kind]; ok {
			rows[i].Name = n
		}
	}
	return rows
}

// withLines sets the lines of the last rows, in order.
func withLines(rows []Row, lines ...int) []Row {
	for i, l := range lines {
		rows[len(rows)-len(lines)+i].Line = l
	}
	return rows
}

// The Tournament 2.47 ruleset (seed 001).
var tournament = Ruleset{
	ID: "T", Name: "Solaris Melee Challenge: Tournament 2.47", Short: "Tournament 2.47", Seed: "001",
	PilotsPerPlayer: 1, StartCbills: 3000000, StartCP: 10, Gunnery: 3, Piloting: 4, // 001 L155
	StartFameCP: "001 L155",
	EdgeMax:     3, EdgeLine: 202, WoundLine: 854, StartLine: 155, DeathFame: 8, DeathLine: 193, TokenLine: 175, // 001 L210, L193
	ClanPct: 150, CustomPct: 100, PriceRound: Down, PriceLine: 185, AwardRound: Nearest, // 001 L1282, L643-647, L185-187
	ClanStable: true, CustomGuild: true, SaleNeedsFix: true, // 001 L1283, L600, L465
	SalePct: 75, SaleLine: 467,
	KillSolo: classRows("kill",
		Row{Name: "Kill, Solo, 3+ classes less", Gain: Gain{0, 0, 250000}, Line: 1489},
		Row{Name: "Kill, Solo, 2 classes less", Gain: Gain{1, 2, 500000}, Line: 1492},
		Row{Name: "Kill, Solo, 1 class less", Gain: Gain{2, 4, 1000000}, Line: 1496},
		Row{Name: "Kill, Solo, equal class", Gain: Gain{3, 5, 2500000}, Line: 1500},
		Row{Name: "Kill, Solo, 1 class greater", Gain: Gain{4, 6, 3000000}, Line: 1504},
		Row{Name: "Kill, Solo, 2 classes greater", Gain: Gain{5, 6, 3500000}, Line: 1508},
		Row{Name: "Kill, Solo, 3+ classes greater", Gain: Gain{6, 7, 4000000}, Line: 1512}),
	KillAssist: classRows("kill",
		Row{Name: "Kill, Assisted, 3+ classes less", Gain: Gain{-2, 0, 0}, Line: 1490},
		Row{Name: "Kill, Assisted, 2 classes less", Gain: Gain{-1, 0, 0}, Line: 1494},
		Row{Name: "Kill, Assisted, 1 class less", Gain: Gain{0, 1, 500000}, Line: 1498},
		Row{Name: "Kill, Assisted, equal class", Gain: Gain{1, 2, 800000}, Line: 1502},
		Row{Name: "Kill, Assisted, 1 class greater", Gain: Gain{1, 3, 1500000}, Line: 1506},
		Row{Name: "Kill, Assisted, 2 classes greater", Gain: Gain{2, 4, 2000000}, Line: 1510},
		Row{Name: "Kill, Assisted, 3+ classes greater", Gain: Gain{2, 5, 2500000}, Line: 1514}),
	Cripple: classRows("cripple",
		Row{Name: "Crippling a unit, 3+ classes less", Gain: Gain{0, 0, 175000}, Line: 1520},
		Row{Name: "Crippling a unit, 2 classes less", Gain: Gain{0, 1, 250000}, Line: 1521},
		Row{Name: "Crippling a unit, 1 class less", Gain: Gain{1, 2, 500000}, Line: 1522},
		Row{Name: "Crippling a unit, Equal Class", Gain: Gain{1, 2, 1250000}, Line: 1523},
		Row{Name: "Crippling a unit, 1 class greater", Gain: Gain{2, 3, 1500000}, Line: 1524},
		Row{Name: "Crippling a unit, 2 classes greater", Gain: Gain{2, 4, 1750000}, Line: 1525},
		Row{Name: "Crippling a unit, 3+ classes greater", Gain: Gain{3, 4, 2000000}, Line: 1526}),
	Famous: Famous{Step: 15, Repeat: true, // 001 L1516, AMB-20
		Row: Row{"famous", "Killing a Mech of a Famous Pilot", Gain{5, 5, 3000000}, 1516}},
	Rows: renamed(withLines(sharedRows([14]int{1515, 1529, 1531, 1533, 1535, 1537, 1539, 1541, 1543, 1545, 1547, 1550, 1552, 1556}),
		1558, 1560, 1562, 1564), map[string]string{ // 001 L1550-1552
		"damage_light": "Dealing 10-19 points of damage (Light 'Mechs only)", "damage_20": "Dealing 20-39 points of damage"}),
	AwardLine:   1073,
	LightDamage: 10, // 001 L1550-1554
	DamageStep:  Row{"damage_step", "+Each additional 20 points damage", Gain{1, 1, 250000}, 1554},
	ContactRoll: 3, ContactLine: 351, // 001 L351-356
	Repair: RepairTable{
		FullPct: [3]int{20, 30, 40}, LocationPct: 10, WeaponCrit: 20000, ActuatorPct: 3, EngineGyroPct: 5,
		OtherCrit: 5000, // body copy; the appendix says 10,000 (AMB-01)
		EjectPct:  5, Heal: 50000, DFAPct: -30,
		Lines: [5]int{514, 520, 540, 542, 1543},
	},
	Abilities: tournamentAbilities,
	Slots:     []Slot{{}, {}, {}, {Surcharge: 10}, {Surcharge: 20}, {Surcharge: 30}}, // 001 L404-423, AMB-09
	SlotLine:  404,
	TierCaps:  [5]int{0, 1, 2, 0, 0}, // 001 L163-165
	Loan:      LoanRules{FirstMech: true, Take: 217, Table: 243, Repaid: 225, Block: 229},
	AmmoCP:    5, AmmoLine: 903, // 001 L903, L943, AMB-04
	MinTurns: 6, EarlyExitLine: 996, // 001 L992-998: no numbers (AMB-52)
	Portals: [2]Portal{{"gate", 2, "at the end of the movement phase", 1008}, {"elevator", 2, "in the End Phase", 1024}},
	Chips: []ChipColor{{"Black", "Kills", []string{"kill", "turret", "famous"}}, {"Red", "Crippling", []string{"cripple"}},
		{"Blue", "Flashy Moves", []string{"damage", "damage_light", "damage_20", "damage_step", "dvg", "knockout", "secondary", "crowd", "took_50"}},
		{"White", "Special Attack", nil}}, // 001 L1187-1189, table sections L1484-1564
	ChipLine: 1182, BetLine: 1201, TeamLine: 1348,
	Stables:  tournamentStables,
	Sponsors: tournamentSponsors,
	// 001 L430-458.
	Steps: []Step{
		{"Arena Exit", []Action{ActCashChips, ActSponsorCheck}},
		{"Maintenance", []Action{ActWithdraw}},
		{"Maintenance", []Action{ActRepair, ActHeal}},
		{"Maintenance", []Action{ActSell}},
		{"Maintenance", []Action{ActJoin}},
		{"Arena Entrance", []Action{ActBuyAbility}},
		{"Arena Entrance", []Action{ActStableCheck}},
		{"Arena Entrance", []Action{ActBuyMech}},
	},
	PhaseLine: 430,
	AnyTime:   []Action{ActLoan, ActEdge, ActAmmo}, // 001 L217, L210-212, L903
}
