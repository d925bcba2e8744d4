package clicks

// Action names an action of the Action/Ability Chart (000 L993-1031).
type Action string

// The actions (000 L203-210).
const (
	HalfMove  Action = "half_move"
	StandUp   Action = "stand_up"
	QuickShot Action = "quick_shot"
	Breakaway Action = "breakaway"
	Aim       Action = "aim"
	Punch     Action = "punch"
	Ready     Action = "ready"
	Cool      Action = "cool"
	Flourish  Action = "flourish"
	Move      Action = "move"
	Run       Action = "run"
	Fire      Action = "fire"
	Vent      Action = "vent"
	JuryRig   Action = "jury_rig"
	Strike    Action = "strike"
	Trip      Action = "trip"
	Push      Action = "push"
	Throw     Action = "throw"
	DFA       Action = "dfa"
	Charge    Action = "charge"
	Sprint    Action = "sprint"
	Sweep     Action = "sweep"
	BullRush  Action = "bull_rush"
	CrowdPump Action = "crowd_pump"
)

// Group is an action group (000 L203-210).
type Group int

// The action groups.
const (
	Movement Group = iota
	Ranged
	Close
	Special
	HeatMgmt
	Misc
)

// ActionInfo is one row of the action chart, reconciled with the body text
// (digest A5.2).
type ActionInfo struct {
	Action Action
	Group  Group
	AP     int
	Heat   int  // clicks of heat; negative is cooling
	Extra  bool // the ** rule: one heat for each after the first per turn
	Attack bool // makes an attack roll against opposing 'Mechs
	ToHit  int
	Damage int
	Min1   bool // "to a minimum of one damage"
	// Speed is the multiple of speed moved, in halves (1 = ½ Move).
	Speed int
	Cite  string
}

// Chart is the action chart (000 L993-1031) with the body's rules
// (000 L318-614). Deviations from the chart are the digest's defaults:
// Punch -1 to hit (body L509 over chart L1003), Sweep 2 AP (G-12, Options),
// Push fixed 1 click (L599), Death from Above -2 to hit standing for the
// body's +2 target defense (G-17), Charge 3 heat in all (G-16).
var Chart = []ActionInfo{
	{HalfMove, Movement, 1, 0, true, false, 0, 0, false, 1, "000 L324-328, L998"},
	{StandUp, Movement, 1, 0, false, false, 0, 0, false, 0, "000 L342-344, L999"},
	{QuickShot, Ranged, 1, 0, true, true, -1, -3, true, 0, "000 L481-489, L1000"},
	{Breakaway, Movement, 1, 0, false, false, 0, 0, false, 0, "000 L318-322, L1001"},
	{Aim, Misc, 1, 0, false, false, 2, 1, false, 0, "000 L593-595, L1002"},
	{Punch, Close, 1, 0, true, true, -1, -3, true, 0, "000 L507-509, L1003"},
	{Ready, Misc, 1, 0, false, false, 0, 0, false, 0, "000 L589-591, L1004"},
	{Cool, HeatMgmt, 1, -1, false, false, 0, 0, false, 0, "000 L579, L1005"},
	{Flourish, Misc, 1, 0, false, false, -4, 0, false, 0, "000 L601-603, L1006"},
	{Move, Movement, 2, 1, false, false, 0, 0, false, 2, "000 L330-332, L1008"},
	{Run, Movement, 2, 2, false, false, 0, 0, false, 4, "000 L334-336, L1009"},
	{Fire, Ranged, 2, 1, false, true, 0, 0, false, 0, "000 L491-493, L1010"},
	{Vent, HeatMgmt, 2, 0, false, false, 0, 0, false, 0, "000 L581, L1011"},
	{JuryRig, Misc, 2, 0, false, false, 0, 0, false, 0, "000 L585-587, L1012"},
	{Strike, Close, 2, 1, false, true, 0, 0, false, 0, "000 L511-513, L1013"},
	{Trip, Close, 2, 1, false, true, 2, -1, false, 0, "000 L515-517, L1014"},
	{Push, Misc, 2, 1, false, true, 2, 0, false, 0, "000 L597-599, L1015"},
	{Throw, Close, 2, 1, false, true, 2, -1, true, 0, "000 L519-523, L1016"},
	{DFA, Special, 3, 1, false, true, -2, 2, false, 0, "000 L563-569, L1018"},
	{Charge, Special, 3, 3, false, true, 0, 1, false, 4, "000 L553-561, L1019"},
	{Sprint, Movement, 3, 2, false, false, 0, 0, false, 6, "000 L338-340, L1020"},
	{Sweep, Close, 2, 2, false, true, 0, -1, false, 0, "000 L525-531, L1021"},
	{BullRush, Special, 3, 2, false, true, -1, 0, false, 2, "000 L537-551, L1022"},
	{CrowdPump, Misc, 3, 0, false, false, 0, 0, false, 0, "000 L605-614, L1023"},
}

// actionNames are the actions as the chart prints them (000 L998-1023),
// "1/2 Move" written "½ Move" and "Stand up" in title case.
var actionNames = map[Action]string{
	HalfMove: "½ Move", StandUp: "Stand Up", QuickShot: "Quick Shot", Breakaway: "Breakaway", Aim: "Aim",
	Punch: "Punch", Ready: "Ready", Cool: "Cool", Flourish: "Flourish", Move: "Move", Run: "Run", Fire: "Fire",
	Vent: "Vent", JuryRig: "Jury Rig", Strike: "Strike", Trip: "Trip", Push: "Push", Throw: "Throw",
	DFA: "Death from Above", Charge: "Charge", Sprint: "Sprint", Sweep: "Sweep", BullRush: "Bull Rush",
	CrowdPump: "Crowd Pump",
}

// Name is the action as the Action/Ability Chart names it, for players'
// eyes (the Action itself is the saved identifier); an unknown action is
// returned as it is.
func (a Action) Name() string {
	if n, ok := actionNames[a]; ok {
		return n
	}
	return string(a)
}

// Info returns the chart row of an action.
func Info(a Action) (ActionInfo, bool) {
	for _, r := range Chart {
		if r.Action == a {
			return r, true
		}
	}
	return ActionInfo{}, false
}

// ExtraHeat is the heat from the ½ Move / Punch / Quick Shot rule for a
// turn's actions: one click for each such action after the first; the three
// count together and other actions do not reset the count (000 L326-328,
// L483, L509, L1027).
func ExtraHeat(actions []Action) int {
	n := 0
	for _, a := range actions {
		if r, _ := Info(a); r.Extra {
			n++
		}
	}
	return max(0, n-1)
}
