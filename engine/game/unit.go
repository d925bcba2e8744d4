package game

import (
	"fmt"
	"slices"

	"lancemate/engine/classic"
)

// Unit is a 'Mech in play: its design numbers, the damage it has taken, its
// heat and its pilot.
type Unit struct {
	ID      string         `json:"id"`
	Chassis string         `json:"chassis"`
	Model   string         `json:"model,omitempty"`
	Tons    int            `json:"tons"`
	Config  classic.Config `json:"config"`
	// BaseWalk and BaseJump are the undamaged MP; see WalkMP, RunMP, JumpMP.
	BaseWalk  int  `json:"baseWalk"`
	BaseJump  int  `json:"baseJump,omitempty"`
	HeatSinks int  `json:"heatSinks"`
	Double    bool `json:"double,omitempty"`

	Pilot Pilot `json:"pilot"`
	// Side is the side (or player) the unit fights for, "" when not
	// chosen (AddUnit, SetSide).
	Side      string           `json:"side,omitempty"`
	Locations [8]LocationState `json:"locations"`
	Items     []Item           `json:"items"`
	// CASE are the locations protected by CASE without a slot
	// (Design.CASE).
	CASE []classic.Location `json:"case,omitempty"`
	// Cost and Clan are the design's book cost (0: unknown) and Clan flag.
	Cost int64 `json:"cost,omitempty"`
	Clan bool  `json:"clan,omitempty"`
	// Build is the design's version and construction options.
	Build

	// Heat is the level on the Heat Scale (003 L2993-2997).
	Heat     int  `json:"heat"`
	Prone    bool `json:"prone,omitempty"`
	Shutdown bool `json:"shutdown,omitempty"`
	// Destroyed is set with the reason, e.g. "center torso destroyed".
	Destroyed   bool   `json:"destroyed,omitempty"`
	DestroyedBy string `json:"destroyedBy,omitempty"`
	// DestroyedIn is the phase (see State.Serial) the 'Mech was destroyed
	// in: it still makes and takes that phase's declared attacks
	// (003 L623) and leaves the map at its end (003 L2876).
	DestroyedIn int `json:"destroyedIn,omitempty"`

	// Pods are the Narc and iNarc pods attached to the 'Mech
	// (003 L6678, L6947-7013).
	Pods []Pod `json:"pods,omitempty"`
	// Tagged is the turn a TAG last designated the 'Mech: it counts for
	// that turn's Weapon Attack Phase (003 L7363).
	Tagged int `json:"tagged,omitempty"`

	// UnjamNext are the rotary autocannons (item indices) the 'Mech will
	// try to clear next turn, Unjamming those it clears this turn
	// (003 L6041).
	UnjamNext []int `json:"unjamNext,omitempty"`
	Unjamming []int `json:"unjamming,omitempty"`

	// MASCLevel and SuperLevel are the turns of consecutive use of MASC
	// and a supercharger the next activation counts (0: the first, MASC
	// Table 003 L7576-7583); UsedMASC and UsedSuper say they were used
	// this turn.
	MASCLevel  int  `json:"mascLevel,omitempty"`
	SuperLevel int  `json:"superLevel,omitempty"`
	UsedMASC   bool `json:"usedMasc,omitempty"`
	UsedSuper  bool `json:"usedSuper,omitempty"`
	// StealthOn: its stealth armor is engaged (003 L7455).
	StealthOn bool `json:"stealthOn,omitempty"`

	// TSMActive: the 'Mech has triple-strength myomer and ended the last
	// turn at 9 or more heat, so this turn it walks 2 MP more and its
	// punches, kicks and clubs deal double damage (003 L7631-7635).
	TSMActive bool `json:"tsmActive,omitempty"`

	// Turn bookkeeping, cleared at the start of every turn.
	Moved MoveMode `json:"moved,omitempty"`
	// Jumped is the number of hexes jumped this turn; Hexes the hexes
	// entered in any mode, for the target movement modifier (003 L1472).
	Jumped int `json:"jumped,omitempty"`
	Hexes  int `json:"hexes,omitempty"`
	// HeatGen is the heat built up this turn by movement, weapons and
	// attempts to stand; ExternalHeat the heat from outside sources
	// (capped at 15 per turn in the Heat Phase, 003 L2947).
	HeatGen      int `json:"heatGen,omitempty"`
	ExternalHeat int `json:"externalHeat,omitempty"`
	// Fired lists the items (indices into Items) fired this turn; Physical
	// says the 'Mech made its one physical attack (003 L1960).
	Fired    []int `json:"fired,omitempty"`
	Physical bool  `json:"physical,omitempty"`
	// ClawAttacks lists the claws (item indices) that attacked this turn:
	// a 'Mech with two claws may attack with both (003 L7029).
	ClawAttacks []int `json:"clawAttacks,omitempty"`
	// StandAttempts counts the attempts to stand this turn, 2 MP each
	// (003 L1089); Spotted is the target the 'Mech spots for indirect
	// fire this turn (one a turn, 003 L1794); ArmsFlipped says it flipped
	// its arms (003 L1392); MadeCharge and MadeDFA the physical attack it
	// made, Rammed that it was the target of a charge, death from above
	// or push this turn (one a turn, 003 L2051).
	StandAttempts int    `json:"standAttempts,omitempty"`
	Spotted       string `json:"spotted,omitempty"`
	ArmsFlipped   bool   `json:"armsFlipped,omitempty"`
	MadeCharge    bool   `json:"madeCharge,omitempty"`
	MadeDFA       bool   `json:"madeDfa,omitempty"`
	Rammed        bool   `json:"rammed,omitempty"`
	// AMSUsed lists the anti-missile systems (item indices) that engaged a
	// missile attack this turn: one each per turn (003 L7738).
	AMSUsed []int `json:"amsUsed,omitempty"`

	// Phase bookkeeping, cleared at every phase change: the damage taken
	// this phase (20 or more forces a PSR, 003 L3109) and the events of this
	// phase that call for a PSR at its end (003 L3234).
	PhaseDamage int       `json:"phaseDamage,omitempty"`
	Triggers    []Trigger `json:"triggers,omitempty"`
	// PhaseEvents are all the PSR events of this phase so far, raised or
	// not: their modifiers apply to every PSR of the phase (003 L3117-3123).
	PhaseEvents []Trigger `json:"phaseEvents,omitempty"`
	// Damage20 says the PSR for 20+ damage has been called for this phase;
	// there is only one per phase (003 L3109).
	Damage20 bool `json:"damage20,omitempty"`
}

// LocationState is the armor, structure and critical slots of one location.
type LocationState struct {
	Armor        int  `json:"armor"`
	Rear         int  `json:"rear,omitempty"`
	Structure    int  `json:"structure"`
	MaxArmor     int  `json:"maxArmor"`
	MaxRear      int  `json:"maxRear,omitempty"`
	MaxStructure int  `json:"maxStructure"`
	Destroyed    bool `json:"destroyed,omitempty"`
	// DestroyedIn is the phase (see State.Serial) the location was
	// destroyed in.
	DestroyedIn int `json:"destroyedIn,omitempty"`
	// Crit records, per slot, the phase (see State.Serial) in which the
	// slot took a critical hit; 0 for a slot never hit.
	Crit [12]int `json:"crit"`
	// Stripped marks the slots of an armored component whose armor took
	// their first critical hit (003 L7764).
	Stripped [12]bool `json:"stripped,omitzero"`
}

// Item is a component in play.
type Item struct {
	Component
	// Hits counts critical hits on the item's slots; Destroyed says the
	// item no longer works (first hit, or its location destroyed).
	Hits      int  `json:"hits,omitempty"`
	Destroyed bool `json:"destroyed,omitempty"`
	// Jammed is a rapid-fire weapon that jammed: useless for the rest of
	// the game (003 L5956).
	Jammed bool `json:"jammed,omitempty"`
	// ShotsLeft is the ammunition left in a bin, recorded per bin
	// (003 L1853).
	ShotsLeft int `json:"shotsLeft,omitempty"`
	// Spent is a one-shot weapon that has fired: it cannot fire again this
	// game (003 L5949).
	Spent bool `json:"spent,omitempty"`
}

// Pilot is the MechWarrior (Warrior Data, 003 L3407-3416).
type Pilot struct {
	Name     string `json:"name"`
	Gunnery  int    `json:"gunnery"`
	Piloting int    `json:"piloting"`
	// Hits is the damage taken; the sixth kills (003 L3389).
	Hits        int  `json:"hits,omitempty"`
	Unconscious bool `json:"unconscious,omitempty"`
	// KnockedOut is the turn the pilot lost consciousness; recovery rolls
	// start in the End Phase of the next turn (003 L3430).
	KnockedOut int `json:"knockedOut,omitempty"`
	// KnockedOutIn is the phase (see State.Serial) the pilot lost
	// consciousness in: damage of an attack phase never affects the
	// attacks of that phase (003 L1901, L2443).
	KnockedOutIn int  `json:"knockedOutIn,omitempty"`
	Dead         bool `json:"dead,omitempty"`
}

// NewUnit puts a design on the table with a pilot. Internal structure comes
// from the tonnage (classic.InternalStructure) unless the design overrides it.
func NewUnit(id string, d Design, p Pilot) (Unit, error) {
	if id == "" {
		return Unit{}, fmt.Errorf("unit has no id")
	}
	if err := d.Validate(); err != nil {
		return Unit{}, err
	}
	if p.Gunnery < 0 || p.Piloting < 0 || p.Gunnery > 8 || p.Piloting > 8 {
		return Unit{}, fmt.Errorf("%s: pilot skills gunnery %d, piloting %d out of range 0-8", id, p.Gunnery, p.Piloting)
	}
	if p.Hits != 0 || p.Unconscious || p.Dead || p.KnockedOut != 0 || p.KnockedOutIn != 0 {
		return Unit{}, fmt.Errorf("%s: a pilot enters play unhurt", id)
	}
	is, _ := d.structure() // validated above
	u := Unit{
		ID: id, Chassis: d.Chassis, Model: d.Model, Tons: d.Tons, Config: d.Config,
		BaseWalk: d.Walk, BaseJump: d.Jump, HeatSinks: d.HeatSinks, Double: d.Double,
		Pilot: p, CASE: slices.Clone(d.CASE), Cost: d.Cost, Clan: d.Clan, Build: d.Build,
	}
	for _, loc := range classic.Locations {
		l := &u.Locations[loc]
		l.Armor, l.MaxArmor = d.Armor[loc], d.Armor[loc]
		l.Rear, l.MaxRear = d.Rear[loc], d.Rear[loc]
		l.Structure, l.MaxStructure = is[loc], is[loc]
	}
	for _, c := range sortedComponents(d.Components) {
		u.Items = append(u.Items, Item{Component: c, ShotsLeft: c.Shots})
	}
	return u, nil
}

// clone returns a deep copy. Component slot lists and the CASE locations
// are never written after NewUnit, so the copies share them.
func (u Unit) clone() Unit {
	u.Items = append([]Item(nil), u.Items...)
	u.Triggers = append([]Trigger(nil), u.Triggers...)
	u.PhaseEvents = append([]Trigger(nil), u.PhaseEvents...)
	u.Fired = append([]int(nil), u.Fired...)
	u.ClawAttacks = append([]int(nil), u.ClawAttacks...)
	u.AMSUsed = append([]int(nil), u.AMSUsed...)
	u.Pods = append([]Pod(nil), u.Pods...)
	u.UnjamNext = append([]int(nil), u.UnjamNext...)
	u.Unjamming = append([]int(nil), u.Unjamming...)
	return u
}

// Name is "Chassis Model".
func (u *Unit) Name() string {
	if u.Model == "" {
		return u.Chassis
	}
	return u.Chassis + " " + u.Model
}

// itemAt returns the index of the item in slot (0-based) of loc, or -1.
func (u *Unit) itemAt(loc classic.Location, slot int) int {
	for i := range u.Items {
		parts, nparts := u.Items[i].parts()
		for _, p := range parts[:nparts] {
			if p.Loc == loc && slices.Contains(p.Slots, slot+1) {
				return i
			}
		}
	}
	return -1
}

// count returns how many items of kind k there are, and how many of them
// are working (not destroyed).
func (u *Unit) count(k Kind) (all, working int) {
	for i := range u.Items {
		if u.Items[i].Kind == k {
			all++
			if !u.Items[i].Destroyed {
				working++
			}
		}
	}
	return all, working
}

// slotHits counts the critical hits taken by slots of kind k, counting
// every slot of a destroyed location as hit: engine slots in a destroyed
// side torso count as engine hits (003 L2874).
func (u *Unit) slotHits(k Kind) int {
	n := 0
	for i := range u.Items {
		it := &u.Items[i]
		if it.Kind != k {
			continue
		}
		n += it.Hits
		parts, nparts := it.parts()
		for _, p := range parts[:nparts] {
			if u.Locations[p.Loc].Destroyed {
				n += len(p.Slots) - u.hitsIn(p)
			}
		}
	}
	return n
}

// hitsIn counts the slots of a part that took critical hits.
func (u *Unit) hitsIn(p Part) int {
	n := 0
	for _, s := range p.Slots {
		if u.Locations[p.Loc].Crit[s-1] != 0 {
			n++
		}
	}
	return n
}

// hasCASE reports whether loc is protected by CASE (003 L2661): a CASE
// component, or CASE without a slot (Design.CASE).
func (u *Unit) hasCASE(loc classic.Location) bool {
	if slices.Contains(u.CASE, loc) {
		return true
	}
	for i := range u.Items {
		if u.Items[i].Kind == CASE && u.Items[i].Loc == loc {
			return true
		}
	}
	return false
}

// torsoCockpit reports a torso-mounted cockpit: the cockpit slot sits in the
// centre torso (003 L2683).
func (u *Unit) torsoCockpit() bool {
	if u.hasType(u.Cockpit, "-cockpit-torso-mounted") {
		return true
	}
	for i := range u.Items {
		if u.Items[i].Kind == Cockpit {
			return u.Items[i].Loc == classic.CenterTorso
		}
	}
	return false
}

// legs lists the locations that are legs for the unit's body plan.
func (u *Unit) legs() []classic.Location {
	if u.Config == classic.Quad {
		return []classic.Location{classic.LeftArm, classic.RightArm, classic.LeftLeg, classic.RightLeg}
	}
	return []classic.Location{classic.LeftLeg, classic.RightLeg}
}

// legsDestroyed counts destroyed legs.
func (u *Unit) legsDestroyed() int {
	n := 0
	for _, l := range u.legs() {
		if u.Locations[l].Destroyed {
			n++
		}
	}
	return n
}

// Immobile reports the 'Mech immobile: shut down, pilot unconscious, or
// missing all four limbs (003 L1008); a quad with four legs destroyed
// (003 L2530). Prone 'Mechs, 'Mechs without legs and 'Mechs at 0 MP are
// not immobile (003 L1009).
func (u *Unit) Immobile() bool {
	if u.Shutdown || u.Pilot.Unconscious || u.Pilot.Dead {
		return true
	}
	for _, l := range []classic.Location{classic.LeftArm, classic.RightArm, classic.LeftLeg, classic.RightLeg} {
		if !u.Locations[l].Destroyed {
			return false
		}
	}
	return true
}

// immobileBefore reports the 'Mech immobile at the start of the phase
// numbered serial, as the attacks of that phase see it: damage of the phase
// never affects its attacks (003 L1901, L2443). Shutdowns come in the Heat
// Phase only; a pilot knocked out or killed, or the last limb destroyed,
// in the phase count from the next one.
func (u *Unit) immobileBefore(serial int) bool {
	switch {
	case u.Shutdown:
		return true
	case u.Pilot.Unconscious && u.Pilot.KnockedOutIn < serial:
		return true
	case u.Pilot.Dead && u.DestroyedIn < serial:
		return true
	}
	for _, l := range []classic.Location{classic.LeftArm, classic.RightArm, classic.LeftLeg, classic.RightLeg} {
		if ls := &u.Locations[l]; !ls.Destroyed || ls.DestroyedIn >= serial {
			return false
		}
	}
	return true
}

// legsDestroyedBefore counts the legs destroyed before the phase numbered
// serial.
func (u *Unit) legsDestroyedBefore(serial int) int {
	n := 0
	for _, l := range u.legs() {
		if ls := &u.Locations[l]; ls.Destroyed && ls.DestroyedIn < serial {
			n++
		}
	}
	return n
}

// usable reports an item that can still be used in the phase numbered
// serial: not destroyed, or destroyed during that phase, whose declared
// attacks are still made (003 L623, L2467).
func (u *Unit) usable(it *Item, serial int) bool {
	return !it.Destroyed || u.worked(it, serial)
}

// EngineHits counts engine critical hits, side-torso engine slots of a
// destroyed torso included (003 L2689, L2874).
func (u *Unit) EngineHits() int { return u.slotHits(Engine) }

// GyroHits counts gyro critical hits (003 L2732).
func (u *Unit) GyroHits() int { return u.slotHits(Gyro) }

// SensorHits counts sensor critical hits (003 L2824).
func (u *Unit) SensorHits() int { return u.slotHits(Sensors) }

// LifeSupportHit reports a life support critical hit (003 L2788).
func (u *Unit) LifeSupportHit() bool { return u.slotHits(LifeSupport) > 0 }

// Dissipation is the heat the working heat sinks remove per turn: one per
// single, two per double heat sink (003 L2973-2975, L2958-2959); destroyed
// sinks dissipate nothing (003 L2758). Engine-integral sinks, which have no
// slot, can only be lost with the 'Mech.
func (u *Unit) Dissipation() int {
	all, working := u.count(HeatSink)
	n := u.HeatSinks - (all - working)
	if u.Double {
		return 2 * n
	}
	return n
}

// destroy marks the 'Mech destroyed, keeping the first reason.
func (u *Unit) destroy(reason string) {
	if !u.Destroyed {
		u.Destroyed, u.DestroyedBy = true, reason
	}
}

// ItemAt returns the index into Items of the component in slot (1-12) of
// loc, or -1 for an empty slot (a "Roll Again" slot, 003 L2606).
func (u *Unit) ItemAt(loc classic.Location, slot int) int {
	if !loc.Valid() || slot < 1 || slot > loc.SlotsFor(u.Config) {
		return -1
	}
	return u.itemAt(loc, slot-1)
}

// Crippled reports a 'Mech still in the fight whose walking MP, heat
// aside, is down to 1 or less: the League's crippled 'Mech (002 L207), a
// fact the Solaris ledger turns into a crippling award.
func (u *Unit) Crippled() bool {
	cool := *u
	cool.Heat = 0
	return !u.Destroyed && u.BaseWalk > 1 && cool.WalkMP() <= 1
}

// ArmorLeft adds up the armor points left on every location and facing,
// and the armor the 'Mech entered play with.
func (u *Unit) ArmorLeft() (left, full int) {
	for _, l := range u.Locations {
		left += l.Armor + l.Rear
		full += l.MaxArmor + l.MaxRear
	}
	return left, full
}
