package meks

import (
	"errors"
	"fmt"
)

// Attachment kinds (004 L2).
const (
	Weapon    = "weapon"
	Armor     = "armor"
	Equipment = "equipment"
)

// AttachmentDef is what an attachment is and does. The seed names the
// traits but defines no attachment (digest G-M3), so every attachment is a
// user definition.
type AttachmentDef struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Size Size   `json:"size"`
	// Kind is weapon, armor or equipment.
	Kind string `json:"kind"`
	// Range is the step a weapon attacks in (004 L29-32).
	Range Range `json:"range,omitempty"`
	// Weapon traits (004 L45-47, L53-55, L59-61).
	Missile   bool `json:"missile,omitempty"`
	Area      bool `json:"area,omitempty"`
	Indirect  bool `json:"indirect,omitempty"`
	Ballistic bool `json:"ballistic,omitempty"`
	Energy    bool `json:"energy,omitempty"`
	// Defensive equipment of the target (004 L48, L59-60).
	Jammer       bool   `json:"jammer,omitempty"`
	InertiaField bool   `json:"inertiaField,omitempty"`
	AbsorbField  bool   `json:"absorptionField,omitempty"`
	Text         string `json:"text,omitempty"`
}

// Mission types (004 L19).
const (
	Assault = "assault"
	Defense = "defense"
	Patrol  = "patrol"
)

// MissionCard is a card of the Mission deck (004 L87-100).
type MissionCard struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Threat int    `json:"threat"`
	Type   string `json:"type"`
	Line   int    `json:"line,omitempty"`
}

// FoeCard is a card of the Foe deck (004 L123-141).
type FoeCard struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Hits  int    `json:"hits"`
	Range Range  `json:"range"`
	Dam   int    `json:"dam"`
	Evade int    `json:"evade"`
	// Second is the step of a second attack ("2nd Attack at MR"), or "".
	Second Range `json:"second,omitempty"`
	// Missile foes attack with missiles (004 L140-141).
	Missile bool `json:"missile,omitempty"`
	// Infantry foes take the area bonus (004 L55, digest G-M8).
	Infantry bool `json:"infantry,omitempty"`
	// Mek foes can be destroyed by Head Hit (digest G-M12).
	Mek bool `json:"mek,omitempty"`
	// Defensive equipment (user-defined foes only; the seed's foes have none).
	Jammer       bool `json:"jammer,omitempty"`
	InertiaField bool `json:"inertiaField,omitempty"`
	AbsorbField  bool `json:"absorptionField,omitempty"`
	Line         int  `json:"line,omitempty"`
}

// Event card effects: what the engine does when a card is played.
const (
	EffectBuild       = "build"             // flip Amount more Build cards in the Build phase
	EffectBlackMarket = "black_market"      // lay any Amount Build cards face up in the Build phase
	EffectScarred     = "battle_scarred"    // target foe starts with 1D6 damage
	EffectDiscardFoe  = "discard_foe"       // discard 1 random foe
	EffectHeadHit     = "head_hit"          // a hit destroys the Mek foe
	EffectMoney       = "money"             // Amount MC now
	EffectSalvage     = "salvage"           // Amount MC more if the mission pays
	EffectSupport     = "support"           // 1 LR attack, +1D6 damage
	EffectOutOfAmmo   = "out_of_ammo"       // target foe cannot attack
	EffectImmobilized = "immobilized"       // target damaged foe +2 to be hit
	EffectGyros       = "gyros_damaged"     // target damaged foe Mek -2 to hit
	EffectFirstRound  = "first_round"       // Mission type: +2 to hit in round 1
	EffectAllies      = "allies"            // Mission type: draw Amount foes as allies
	EffectDrawEvents  = "draw_events"       // draw Amount event cards
	EffectMissionFlip = "mission_flip"      // flip Amount more missions
	EffectMaintenance = "field_maintenance" // repair 1D6 damage free after the engagement
)

var effects = [...]string{EffectBuild, EffectBlackMarket, EffectScarred, EffectDiscardFoe, EffectHeadHit, EffectMoney,
	EffectSalvage, EffectSupport, EffectOutOfAmmo, EffectImmobilized, EffectGyros, EffectFirstRound,
	EffectAllies, EffectDrawEvents, EffectMissionFlip, EffectMaintenance}

// EventCard is a card of the Event deck (004 L101-122).
type EventCard struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Text   string `json:"text"`
	Effect string `json:"effect"`
	// Amount is the MC, cards or bonus of the effect.
	Amount int `json:"amount,omitempty"`
	// Mission limits the card to one mission type ("" = any).
	Mission string `json:"mission,omitempty"`
	Line    int    `json:"line,omitempty"`
}

// Skill is an entry of the Pilot Skill table, which the seed names but
// does not print (004 L78, digest G-M2).
type Skill struct {
	Name string `json:"name"`
	Text string `json:"text,omitempty"`
}

// Defs is every card and definition a campaign plays with.
type Defs struct {
	Missions    []MissionCard   `json:"missions"`
	Events      []EventCard     `json:"events"`
	Foes        []FoeCard       `json:"foes"`
	Attachments []AttachmentDef `json:"attachments"`
	Skills      []Skill         `json:"skills,omitempty"`
	// Builds is the Build deck and BuildFlip how many of its cards each
	// Build phase flips; neither is in the seed (004 L103-104, digest
	// G-M1).
	Builds    []BuildCard `json:"builds,omitempty"`
	BuildFlip int         `json:"buildFlip,omitempty"`
}

// Validate checks every definition and names each one that is wrong.
func (d *Defs) Validate() error {
	var errs []error
	ids := map[string]string{}
	id := func(list, id, name string) {
		switch {
		case id == "":
			errs = append(errs, fmt.Errorf("%s %q: no id", list, name))
		case ids[id] != "":
			errs = append(errs, fmt.Errorf("%s %q: id %q is also used by %s", list, name, id, ids[id]))
		default:
			ids[id] = list + " " + fmt.Sprintf("%q", name)
		}
	}
	bad := func(list, name string, err error) {
		if err != nil {
			errs = append(errs, fmt.Errorf("%s %q: %w", list, name, err))
		}
	}
	for _, m := range d.Missions {
		id("mission", m.ID, m.Name)
		bad("mission", m.Name, m.check())
	}
	for _, e := range d.Events {
		id("event", e.ID, e.Name)
		bad("event", e.Name, e.check())
	}
	for _, f := range d.Foes {
		id("foe", f.ID, f.Name)
		bad("foe", f.Name, f.check())
	}
	for _, a := range d.Attachments {
		id("attachment", a.ID, a.Name)
		bad("attachment", a.Name, a.check())
	}
	for _, b := range d.Builds {
		id("build card", b.ID, b.Name)
		bad("build card", b.Name, b.check(d))
	}
	if d.BuildFlip < 0 || d.BuildFlip > MaxBuildFlip {
		errs = append(errs, fmt.Errorf("build cards flipped per Build phase: %d is not 0 to %d", d.BuildFlip, MaxBuildFlip))
	}
	return errors.Join(errs...)
}

func (m MissionCard) check() error {
	if m.Threat < 1 {
		return fmt.Errorf("threat %d is below 1", m.Threat)
	}
	return checkType(m.Type, false)
}

func checkType(t string, blank bool) error {
	if (blank && t == "") || t == Assault || t == Defense || t == Patrol {
		return nil
	}
	return fmt.Errorf("mission type %q is not assault, defense or patrol", t)
}

func (e EventCard) check() error {
	for _, x := range effects {
		if x == e.Effect {
			return checkType(e.Mission, true)
		}
	}
	return fmt.Errorf("unknown effect %q", e.Effect)
}

func (f FoeCard) check() error {
	if f.Hits < 1 {
		return fmt.Errorf("hits %d is below 1", f.Hits)
	}
	if f.Evade < -2 || f.Evade > 2 {
		return fmt.Errorf("evade %+d is outside +2 to -2 (004 L44)", f.Evade)
	}
	if f.Second != "" {
		if err := f.Second.Check(); err != nil {
			return fmt.Errorf("second attack: %w", err)
		}
	}
	return f.Range.Check()
}

func (a AttachmentDef) check() error {
	if err := a.Size.Check(); err != nil {
		return err
	}
	switch a.Kind {
	case Weapon:
		return a.Range.Check()
	case Armor, Equipment:
		if a.Range != "" {
			return fmt.Errorf("only weapons have a range")
		}
		return nil
	}
	return fmt.Errorf("kind %q is not weapon, armor or equipment", a.Kind)
}

// lookup returns the element of list with the given id.
func lookup[T any, K comparable](list []T, id K, key func(*T) K) (*T, bool) {
	for i := range list {
		if key(&list[i]) == id {
			return &list[i], true
		}
	}
	return nil, false
}

// rowOf returns the row of a table with the given key, or the zero row.
func rowOf[T any, K comparable](table []T, k K, key func(*T) K) T {
	if r, ok := lookup(table, k, key); ok {
		return *r
	}
	var zero T
	return zero
}

// Mission returns the mission card with the given id.
func (d *Defs) Mission(id string) (*MissionCard, bool) {
	return lookup(d.Missions, id, func(m *MissionCard) string { return m.ID })
}

// Event returns the event card with the given id.
func (d *Defs) Event(id string) (*EventCard, bool) {
	return lookup(d.Events, id, func(e *EventCard) string { return e.ID })
}

// Foe returns the foe card with the given id.
func (d *Defs) Foe(id string) (*FoeCard, bool) {
	return lookup(d.Foes, id, func(f *FoeCard) string { return f.ID })
}

// Attachment returns the attachment definition with the given id.
func (d *Defs) Attachment(id string) (*AttachmentDef, bool) {
	return lookup(d.Attachments, id, func(a *AttachmentDef) string { return a.ID })
}
