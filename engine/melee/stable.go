package melee

// Stable is a row of the Tournament Stables Table (001 L656-836) with the
// effects the ledger applies. Joining costs CP and C-bills once (AMB-14).
type Stable struct {
	Name      string
	House     string // CC, DC, FS, FWL, LA, or U (unaffiliated)
	Fame      int    // minimum
	CP        int
	Cbills    int64
	Line      int
	Clan      bool // *C*: members may buy Clan 'Mechs (001 L561-563)
	Ammo      bool // @: special ammo without a sponsor (001 L832)
	RepairPct int
	// ClassShift: kill and cripple rewards one class higher (Bromley, 001 L699).
	ClassShift      int
	SoloKillFame    int // Zellbriggen, 001 L822
	MeleeWeaponFame int // Toranaga, 001 L797
	WoundFame       int // Fitzhugh, 001 L726
	EdgeMax         int // Starlight, 001 L788
	SlotCP          int // Renegades: CP off the 4th-6th ability, 001 L766
	// Purchase discounts: Blake's Castaways (Medium/Heavy, 001 L693),
	// Zellbriggen (Clan, 001 L824).
	MediumHeavyPct, ClanPct int
}

// Sponsor is a row of the Tournament Sponsors Table (001 L890-983).
// Joining costs CP and pays the C-bill Gain once (AMB-15).
type Sponsor struct {
	Name      string
	House     string
	Fame      int
	CP        int
	Gain      int64
	Line      int
	RepairPct int
	// ExtraRepairPct per extra CP spent at joining, up to ExtraCPMax
	// (Devall's Scrapyard, 001 L906-908, AMB-64).
	ExtraRepairPct, ExtraCPMax int
	SpotPct                    int  // Shatner: final spot repair costs, 001 L958
	Ammo                       bool // 1 ton of special ammo per OBC for 5 CP, 001 L903, L943
	LoanBands                  int  // Glass Tower: one loan band higher, 001 L910
	LightPct                   int  // Matani's: Light 'Mech purchases, 001 L914
	MediumPct                  int  // Matani's: Medium 'Mech purchases, 001 L916
	MechPct                    int  // Tekshop, V.E.S.T.: all 'Mech purchases, 001 L935, L941
	SalePct                    int  // Mech Sales: resale 90%, 001 L921
	Scrap                      bool // Shatner: sell crippled at 50%, destroyed at 30%, 001 L960
	FreeHeal                   bool // OGS, Solaris Prison, 001 L930, L980
	MeleeFame                  int  // OGS: +1 Fame for successful melee attacks, 001 L928
	AbilityPct                 int  // Warner: CP of Tier 1-3 abilities, rounded up, 001 L966
	// Electronics: -20% book cost of 'Mechs with a targeting computer, ECM
	// or C3, not combined with other effects; customizes (Larzellier, 001
	// L971-974, AMB-63).
	Electronics bool
}

// Stable member Fame losses (001 L580-584) and withdrawal penalties (001
// L828, L983, AMB-13).
var (
	stableEject       = Row{Kind: "stable_eject", Name: "Stable member ejected", Gain: Gain{Fame: -5}, Line: 582}
	stableDestroyed   = Row{Kind: "stable_destroyed", Name: "Stable member's 'Mech destroyed", Gain: Gain{Fame: -3}, Line: 584}
	stableWithdrawal  = Row{Kind: "withdraw_stable", Name: "Withdrawing from a Stable", Gain: Gain{-4, -8, -2000000}, Line: 828}
	sponsorWithdrawal = Row{Kind: "withdraw_sponsor", Name: "Withdrawing from a Sponsor", Gain: Gain{-2, -4, -500000}, Line: 983}
)

var tournamentStables = []Stable{
	{Name: "Banshee", House: "LA", Fame: 10, CP: 15, Cbills: 4000000, Line: 672, Clan: true},
	{Name: "Black Lions Co-Op", House: "FWL", Fame: 6, CP: 7, Cbills: 3000000, Line: 678},
	{Name: "Blackstar", House: "FS", Fame: 10, CP: 12, Cbills: 4000000, Line: 685},
	{Name: "Blake's Castaways", House: "U", Fame: 10, CP: 15, Cbills: 5000000, Line: 690, MediumHeavyPct: -15},
	{Name: "Bromley", House: "FWL", Fame: 12, CP: 8, Cbills: 5000000, Line: 695, ClassShift: 1},
	{Name: "Cenotaph", House: "CC", Fame: 14, CP: 20, Cbills: 4500000, Line: 703, Clan: true},
	{Name: "DeLon", House: "DC", Fame: 10, CP: 12, Cbills: 3500000, Line: 710}, // *C* only in the appendix: not Clan (AMB-02)
	{Name: "Dispossessed Co-Op", House: "U", Fame: 8, CP: 15, Cbills: 5000000, Line: 715},
	{Name: "Fitzhugh", House: "FWL", Fame: 5, CP: 8, Cbills: 2500000, Line: 720, RepairPct: -10, WoundFame: -1},
	{Name: "Galahad", House: "FWL", Fame: 10, CP: 10, Cbills: 4000000, Line: 728},
	{Name: "Gemini", House: "FS", Fame: 8, CP: 18, Cbills: 4500000, Line: 733},
	{Name: "Hombres", House: "FWL", Fame: 3, CP: 10, Cbills: 3000000, Line: 738, RepairPct: 10},
	{Name: "Huntsman", House: "U", Fame: 7, CP: 8, Cbills: 4000000, Line: 743, Ammo: true},
	{Name: "Lion City", House: "LA", Fame: 8, CP: 10, Cbills: 800000, Line: 748, Ammo: true},
	{Name: "Lynch", House: "LA", Fame: 10, CP: 12, Cbills: 5500000, Line: 755},
	{Name: "Overlord", House: "LA", Fame: 8, CP: 12, Cbills: 6000000, Line: 760, Clan: true, RepairPct: 10},
	{Name: "Renegades Co-Op", House: "U", Fame: 7, CP: 18, Cbills: 1500000, Line: 765, SlotCP: 10},
	{Name: "Silver Dragons", House: "DC", Fame: 5, CP: 7, Cbills: 1000000, Line: 770, Ammo: true},
	{Name: "Skye Tigers", House: "LA", Fame: 4, CP: 13, Cbills: 3000000, Line: 777},
	{Name: "Starlight", House: "FS", Fame: 6, CP: 9, Cbills: 600000, Line: 785, EdgeMax: 4},
	{Name: "Tandrek", House: "CC", Fame: 7, CP: 10, Cbills: 3000000, Line: 790},
	{Name: "Toranaga", House: "DC", Fame: 8, CP: 12, Cbills: 2000000, Line: 795, MeleeWeaponFame: 1},
	{Name: "White Hand", House: "FS", Fame: 11, CP: 8, Cbills: 1500000, Line: 803},
	{Name: "Wraiths", House: "CC", Fame: 4, CP: 4, Cbills: 1000000, Line: 808},
	{Name: "Zelazni", House: "CC", Fame: 8, CP: 10, Cbills: 3500000, Line: 815},
	{Name: "Zellbriggen Co-Op", House: "U", Fame: 15, CP: 15, Cbills: 3500000, Line: 820, Clan: true, SoloKillFame: 2, ClanPct: -10},
}

var tournamentSponsors = []Sponsor{
	{Name: "Barrymore Munitions", House: "FWL", Fame: 3, CP: 4, Gain: 500000, Line: 903, Ammo: true},
	{Name: "Devall's Scrapyard", House: "U", Fame: 3, CP: 5, Gain: 500000, Line: 905, RepairPct: -10, ExtraRepairPct: -2, ExtraCPMax: 5},
	{Name: "Glass Tower", House: "CC", Fame: 1, CP: 3, Gain: 500000, Line: 910, LoanBands: 1},
	{Name: "Matani's Mechs", House: "U", Fame: 4, CP: 5, Gain: 500000, Line: 912, LightPct: -25, MediumPct: -10, RepairPct: -5},
	{Name: "Mech Sales", House: "U", Fame: 2, CP: 6, Gain: 750000, Line: 920, SalePct: 90, RepairPct: 15},
	{Name: "Murdock Brokers", House: "LA", Fame: 6, CP: 4, Gain: 750000, Line: 925},
	{Name: "OGS Productions", House: "U", Fame: 2, CP: 5, Gain: 500000, Line: 927, MeleeFame: 1, FreeHeal: true},
	{Name: "Tekshop", House: "U", Fame: 4, CP: 6, Gain: 750000, Line: 932, RepairPct: -5, MechPct: 10},
	{Name: "V.E.S.T.", House: "U", Fame: 8, CP: 7, Gain: 500000, Line: 937, RepairPct: -10, MechPct: 10, Ammo: true},
	{Name: "O'Neals Battlemech", House: "DC", Fame: 7, CP: 6, Gain: 500000, Line: 945},
	{Name: "Shatner Scrapyard", House: "U", Fame: 10, CP: 10, Gain: 300000, Line: 956, SpotPct: -10, Scrap: true},
	{Name: "Warner Mechwarrior Academy", House: "U", Fame: 5, CP: 10, Gain: 250000, Line: 965, AbilityPct: -20},
	{Name: "Larzellier Communication", House: "U", Fame: 3, CP: 5, Gain: 250000, Line: 971, Electronics: true},
	{Name: "Solaris Prison", House: "U", Fame: 5, CP: 15, Gain: 0, Line: 976, FreeHeal: true},
}
