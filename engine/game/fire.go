package game

import (
	"fmt"
	"slices"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
)

// Shot is one weapon fired: the item and, for weapons that use it, the
// ammunition bin the shot comes from.
//
// Without a Target the shot only spends its heat and ammunition and the
// players resolve it with Hit events. With a Target the engine resolves
// the attack: the weapon must carry an equipment id (engine/equipment),
// which gives its range brackets, its own to-hit modifier, its damage and
// its cluster rules.
type Shot struct {
	Weapon int  `json:"weapon"`
	Ammo   *int `json:"ammo,omitempty"`
	// Target is the id of the unit attacked, Range the hexes to it
	// (003 L1584) and Dir the side of it the attack strikes (003 L1869-1871).
	Target string            `json:"target,omitempty"`
	Range  int               `json:"range,omitempty"`
	Dir    classic.Direction `json:"dir,omitempty"`
	// Rapid is the number of shots a rapid-fire weapon fires in the attack
	// (Ultra AC up to 2, rotary AC up to 6; 003 L5952); 0 is one shot.
	Rapid int `json:"rapid,omitempty"`
	// Secondary makes the target a secondary target in the forward arc (1)
	// or a side or rear arc (2) (003 L1566-1578).
	Secondary classic.TargetPriority `json:"secondary,omitempty"`
	// Aim makes the shot an aimed shot at that location of the target
	// (003 L1772-1784): against an immobile target, or with a targeting
	// computer (003 L7379).
	Aim *classic.Location `json:"aim,omitempty"`
	// HeatAttack: a flamer applies its heat to the target instead of its
	// damage, announced before the attack roll (003 L6073, L6089).
	HeatAttack bool `json:"heatAttack,omitempty"`
	// Flak makes a HAG attack a Flak attack: -1, no targeting computer
	// (003 L6155).
	Flak bool `json:"flak,omitempty"`
	// Indirect fire (LRM, Thunderbolt; 003 L1790-1809): Spotter is the
	// friendly 'Mech with line of sight to the target, whose movement
	// counts; SpotterAttacked says the spotter also attacks this turn (+1
	// more). The Terrain fields then describe the spotter's line of sight.
	Indirect        bool   `json:"indirect,omitempty"`
	Spotter         string `json:"spotter,omitempty"`
	SpotterAttacked bool   `json:"spotterAttacked,omitempty"`
	// Spotting: the attacker also spots for indirect fire this turn, +1
	// (003 L1679, L1803).
	Spotting bool `json:"spotting,omitempty"`
	// ECM: the attack goes into or through a hostile ECM field, which
	// cancels Artemis bonuses (003 L7316, L6403).
	ECM bool `json:"ecm,omitempty"`
	// AMS is the defender's choice: the target's anti-missile system (item
	// index) that engages this missile attack if it hits (003 L7729-7740);
	// AMSAmmo is the target's bin it draws from (none for a laser AMS).
	AMS     *int `json:"ams,omitempty"`
	AMSAmmo *int `json:"amsAmmo,omitempty"`
	// Arc is the attacker's firing arc the target is in, as the weapon's
	// mounting sees it (upper-body weapons after a torso twist, leg
	// weapons by the feet): front, left, right or rear (003 L1337-1369).
	// Given, the engine refuses a weapon that cannot fire into it (a
	// rear-mounted weapon into the forward arc); empty, it is not checked.
	Arc *classic.Direction `json:"arc,omitempty"`
	// Dropping: the target is a 'Mech making a combat drop: +3 target
	// movement and +2, Flak attacks -2 (003 L4696-4698, L5946).
	Dropping bool `json:"dropping,omitempty"`
	Terrain
	// Mods are any other modifiers the players apply (weather, quirks).
	Mods []Modifier `json:"mods,omitempty"`
}

// Fire declares the weapons a 'Mech fires this turn: their heat
// (003 L2933) and ammunition, marked off at declaration (003 L1855), and
// resolves the shots that name a target, in order, with the dice of Rolls:
// for each shot the 2D6 attack roll (none for an automatic hit or miss,
// except a rapid-fire attack, which rolls for its jam, 003 L5956), then on
// a hit the Cluster Hits roll of a cluster or rapid-fire attack and a 2D6
// hit location per grouping, with the critical hit dice as they come.
type Fire struct {
	Unit  string `json:"unit"`
	Shots []Shot `json:"shots"`
	// FlipArms: the 'Mech flips its arms this turn, its arm weapons
	// firing into the rear arc (003 L1392-1398).
	FlipArms bool `json:"flipArms,omitempty"`
	Rolls
}

// Type implements Event.
func (*Fire) Type() string { return "fire" }

func (e *Fire) apply(s *State, t *tape) error {
	if err := s.phaseOnly("fire", PhaseWeapon); err != nil {
		return err
	}
	u, err := s.fighting(e.Unit)
	if err != nil {
		return err
	}
	serial := s.Serial()
	if err := u.canFire(serial); err != nil {
		return err
	}
	if err := u.clearing("make weapon attacks"); err != nil {
		return err
	}
	if len(e.Shots) == 0 {
		return fmt.Errorf("unit %s: fire names no weapon", u.ID)
	}
	if u.Destroyed {
		s.report(u, "destroyed this phase, it still makes its declared attacks (003 L623, L2467)")
	}
	if e.FlipArms {
		if err := u.flipArms(); err != nil {
			return err
		}
		u.ArmsFlipped = true
		s.report(u, "flips its arms: arm weapons fire into the rear arc this turn (003 L1392)")
	}
	heat := 0
	for _, sh := range e.Shots {
		w, err := u.weapon(sh.Weapon, serial)
		if err != nil {
			return err
		}
		if slices.Contains(u.Fired, sh.Weapon) {
			return refuse("003 L1386", "%s's %s already fired this turn", u.ID, w.Label())
		}
		if err := u.mayFire(w, sh, serial); err != nil {
			return err
		}
		u.Fired = append(u.Fired, sh.Weapon)
		if sh.Target != "" && !sh.Indirect { // indirect fire's terrain is the spotter's
			s.sighted(Sight{Attacker: u.ID, Target: sh.Target, Range: sh.Range, Dir: sh.Dir, Woods: sh.Woods, LightWoods: sh.LightWoods, HeavyWoods: sh.HeavyWoods})
		}
		if sh.Target != "" {
			h, err := s.attack(u, sh, t)
			if err != nil {
				return err
			}
			heat += h
			continue
		}
		n := max(sh.Rapid, 1)
		if w.oneShot() {
			if sh.Ammo != nil || n > 1 {
				return fmt.Errorf("unit %s: %s is one-shot: one shot, no ammunition bin (003 L5949)", u.ID, w.Label())
			}
			w.Spent = true
		}
		if n > 1 {
			if it, ok := equipment.Lookup(w.ID); !ok || it.RapidFire < n {
				return fmt.Errorf("unit %s: %s cannot fire %d shots (003 L5952)", u.ID, w.Label(), n)
			}
		}
		per := w.Heat
		if it, err := u.weaponItem(w, sh.Ammo); err != nil {
			return err
		} else if it.Family == "MML" {
			if sh.Ammo == nil {
				return refuse("003 L6499", "%s's %s fires LRMs or SRMs: name the ammunition bin", u.ID, w.Label())
			}
			per = it.Heat // the ammunition row's heat (003 L7952-7963)
		}
		heat += per * n
		if sh.Ammo != nil {
			a, err := u.bin(*sh.Ammo, n, serial)
			if err != nil {
				return err
			}
			a.ShotsLeft -= n
			s.report(u, "fires %s from %s (%d shots left)", w.Label(), a.Label(), a.ShotsLeft)
		} else {
			s.report(u, "fires %s", w.Label())
		}
		s.brief(u, "fired %s", w.Label())
	}
	u.HeatGen += heat
	s.report(u, "+%d weapon heat", heat)
	s.brief(u, "+%d heat", heat)
	return nil
}

// canFire checks the 'Mech may make weapon attacks in the phase numbered
// serial: not shut down or with a pilot knocked out before the phase
// (003 L3063, L3420), not blinded by two sensor hits before it
// (003 L2826). Damage of the phase never stops its attacks (003 L1901).
func (u *Unit) canFire(serial int) error {
	switch {
	case u.Shutdown:
		return refuse("003 L3063", "%s is shut down and cannot fire", u.ID)
	case u.Pilot.Unconscious && u.Pilot.KnockedOutIn < serial:
		return refuse("003 L3420", "%s's pilot is unconscious: the 'Mech cannot fire", u.ID)
	case u.slotHitsBefore(Sensors, serial) >= 2 && !u.torsoCockpit():
		return refuse("003 L2826", "%s has two sensor hits and cannot fire its weapons", u.ID)
	}
	return nil
}

// weapon returns a weapon item that may fire in the phase numbered serial:
// one destroyed during the phase still makes its declared attack
// (003 L623, L2467). TAG, an equipment item, attacks as a weapon.
func (u *Unit) weapon(i int, serial int) (*Item, error) {
	if i < 0 || i >= len(u.Items) || !u.Items[i].attacks() {
		return nil, fmt.Errorf("unit %s: item %d is not a weapon", u.ID, i)
	}
	w := &u.Items[i]
	switch {
	case !u.usable(w, serial):
		return nil, refuse("003 L2868", "%s's %s is destroyed", u.ID, w.Label())
	case w.Jammed:
		return nil, refuse("003 L5956", "%s's %s is jammed for the rest of the game", u.ID, w.Label())
	case w.Spent:
		return nil, refuse("003 L5949", "%s's %s is one-shot and has fired this game", u.ID, w.Label())
	}
	return w, nil
}

// attacks reports an item that makes attacks: a weapon, or equipment
// whose catalogue item makes an attack roll (TAG, 003 L7357).
func (it *Item) attacks() bool {
	if it.Kind == Weapon {
		return true
	}
	e, ok := equipment.Lookup(it.ID)
	return it.Kind == Equipment && ok && e.WeaponAttack
}

// weaponItem is the catalogue item a weapon fires as. An MML takes its
// heat, damage, cluster and range brackets from the row of the
// ammunition it fires, LRM or SRM (003 L6499, L7952-7963), and may fire
// indirectly only with LRMs (003 L6503).
func (u *Unit) weaponItem(w *Item, bin *int) (equipment.Item, error) {
	it, ok := equipment.Lookup(w.ID)
	if !ok || (it.Family != "MML" && it.Family != "ATM") || bin == nil {
		return it, nil
	}
	if it.Family == "ATM" {
		return u.atmItem(it, *bin), nil
	}
	i := *bin
	if i < 0 || i >= len(u.Items) || u.Items[i].Kind != Ammo {
		return it, fmt.Errorf("unit %s: item %d is not an ammunition bin", u.ID, i)
	}
	a, ok := equipment.Lookup(u.Items[i].ID)
	if !ok || a.AmmoFor != it.ID {
		return it, refuse("003 L6499", "%s's %s cannot fire %s: an MML fires MML ammunition of its own size", u.ID, w.Label(), u.Items[i].Label())
	}
	kind := "SRM"
	if a.Indirect {
		kind = "LRM"
	}
	it.Name += " (" + kind + ")"
	it.Heat, it.Damage, it.Cluster = a.Heat, a.Damage, a.Cluster
	it.MinRange, it.Short, it.Medium, it.Long = a.MinRange, a.Short, a.Medium, a.Long
	it.Indirect, it.ShotsPerTon = a.Indirect, a.ShotsPerTon
	return it, nil
}

// atmItem is an ATM firing from bin i: ER and HE missiles have their own
// damage per missile and range brackets, their row's (003 L6407,
// L8078-8085); standard ammunition is the launcher's.
func (u *Unit) atmItem(it equipment.Item, i int) equipment.Item {
	if i < 0 || i >= len(u.Items) {
		return it
	}
	a, ok := equipment.Lookup(u.Items[i].ID)
	if !ok || a.AmmoFor != it.ID || a.Short == 0 {
		return it
	}
	it.Name = strings.TrimSuffix(a.Name, " Ammo")
	it.Damage, it.MinRange, it.Short, it.Medium, it.Long = a.Damage, a.MinRange, a.Short, a.Medium, a.Long
	return it
}

// oneShot reports a one-shot weapon: an OS launcher (Component.OneShot)
// or a weapon whose catalogue item is OS (003 L5949).
func (it *Item) oneShot() bool {
	if it.OneShot {
		return true
	}
	e, ok := equipment.Lookup(it.ID)
	return ok && e.OneShot
}

// Bins lists the ammunition bins (item indices) the weapon can fire from
// now, with shots left and holding its ammunition, in Items order; the
// first is the default choice. It is empty for a weapon that uses no bin.
func (u *Unit) Bins(weapon int) []int {
	if weapon < 0 || weapon >= len(u.Items) || u.Items[weapon].Kind != Weapon {
		return nil
	}
	w := &u.Items[weapon]
	if _, ok := equipment.Lookup(w.ID); !ok {
		return nil
	}
	var out []int
	for i := range u.Items {
		if u.Items[i].Kind != Ammo {
			continue
		}
		item, err := u.weaponItem(w, &i)
		if err != nil {
			continue
		}
		if _, err := u.ammoFor(w, item, Shot{Ammo: &i}, 1, 1<<30); err == nil {
			out = append(out, i)
		}
	}
	return out
}

// bin returns an ammunition bin with at least n shots left that may feed
// a weapon in the phase numbered serial (one destroyed during the phase
// still feeds the declared attacks, 003 L623).
func (u *Unit) bin(i, n, serial int) (*Item, error) {
	if i < 0 || i >= len(u.Items) || u.Items[i].Kind != Ammo {
		return nil, fmt.Errorf("unit %s: item %d is not an ammunition bin", u.ID, i)
	}
	a := &u.Items[i]
	if !u.usable(a, serial) || a.ShotsLeft < n {
		return nil, refuse("003 L1849-1853", "%s's %s has %d usable shots, %d needed", u.ID, a.Label(), a.ShotsLeft, n)
	}
	return a, nil
}

// ShotTarget returns the itemised target number of a shot the unit could
// fire now, its arms flipped or not (Fire.FlipArms), worked out exactly
// as Fire does (classic.ToHit), or why the shot is not allowed: a weapon
// that cannot fire into the arc given (a rear-mounted weapon into the
// front arc) is refused here, before it is fired. The state is not
// changed.
func (s *State) ShotTarget(unit string, sh Shot, flipArms bool) (classic.Result, error) {
	c := s.fork()
	u, err := c.fighting(unit)
	if err != nil {
		return classic.Result{}, err
	}
	if flipArms {
		if err := u.flipArms(); err != nil {
			return classic.Result{}, err
		}
		u.ArmsFlipped = true
	}
	if err := u.canFire(c.Serial()); err != nil {
		return classic.Result{}, err
	}
	w, err := u.weapon(sh.Weapon, c.Serial())
	if err != nil {
		return classic.Result{}, err
	}
	if slices.Contains(u.Fired, sh.Weapon) {
		return classic.Result{}, refuse("003 L1386", "%s's %s already fired this turn", u.ID, w.Label())
	}
	if err := u.mayFire(w, sh, c.Serial()); err != nil {
		return classic.Result{}, err
	}
	a, err := c.aim(u, sh)
	return a.r, err
}

// aimed is a shot checked and ready to roll: the weapon's catalogue item,
// the target, the shots fired, the plan and the target number.
type aimed struct {
	item equipment.Item
	d    *Unit
	n    int
	p    plan
	r    classic.Result
}

// aim checks a shot at a target and works out its target number.
func (s *State) aim(u *Unit, sh Shot) (aimed, error) {
	w := &u.Items[sh.Weapon]
	item, err := u.weaponItem(w, sh.Ammo)
	if err != nil {
		return aimed{}, err
	}
	if item.ID == "" || !item.WeaponAttack {
		return aimed{}, fmt.Errorf("unit %s: %s has no weapon id of engine/equipment (%q); fire it without a target and resolve it with hit events", u.ID, w.Label(), w.ID)
	}
	d, err := s.fighting(sh.Target)
	if err != nil {
		return aimed{}, err
	}
	n := max(sh.Rapid, 1)
	switch {
	case d == u:
		return aimed{}, fmt.Errorf("unit %s cannot attack itself", u.ID)
	case !sh.Dir.Valid():
		return aimed{}, fmt.Errorf("unit %s: invalid attack direction %d", u.ID, int(sh.Dir))
	case n > 1 && n > item.RapidFire:
		return aimed{}, fmt.Errorf("unit %s: %s fires at most %d shot(s) in an attack (003 L5952)", u.ID, item.Name, max(item.RapidFire, 1))
	case sh.Secondary < classic.Primary || sh.Secondary > classic.SecondarySideRear:
		return aimed{}, fmt.Errorf("unit %s: secondary is 0 (primary target), 1 (forward arc) or 2 (side or rear arc)", u.ID)
	}
	p, err := s.attackInput(u, d, item, sh, n)
	if err != nil {
		return aimed{}, err
	}
	r, err := classic.ToHit(p.in)
	if err != nil {
		return aimed{}, fmt.Errorf("unit %s: %w", u.ID, err)
	}
	if r.Prohibited != "" {
		return aimed{}, fmt.Errorf("unit %s: %s at %s: %s", u.ID, item.Name, d.ID, r.Prohibited)
	}
	return aimed{item: item, d: d, n: n, p: p, r: r}, nil
}

// attack resolves a shot at a target and returns the heat it generates.
func (s *State) attack(u *Unit, sh Shot, t *tape) (int, error) {
	w := &u.Items[sh.Weapon]
	if u.pod("ecm", true, s.Serial()) && !sh.ECM {
		// An ECM pod puts its 'Mech inside a hostile ECM field (003 L6961).
		sh.ECM = true
		s.report(u, "an iNarc ECM pod: its fire control works as inside hostile ECM (003 L6961)")
	}
	if u.stealthy(s.Serial()) && !sh.ECM {
		sh.ECM = true
		s.report(u, "engaged stealth armor: it fires as inside hostile ECM (003 L7451)")
	}
	if it, err := u.weaponItem(w, sh.Ammo); err == nil && it.Family == "Arrow IV" {
		return s.arrowIV(u, w, it, sh, t)
	}
	a, err := s.aim(u, sh)
	if err != nil {
		return 0, err
	}
	item, d, n, p, r := a.item, a.d, a.n, a.p, a.r
	ams, err := s.amsFor(d, item, sh)
	if err != nil {
		return 0, err
	}
	// A target destroyed earlier in the phase is still attacked: every
	// declared attack is made (003 L623), so the attack roll counts for a
	// jam, a Streak and the ammunition, but the wreck takes no more damage
	// (NoteDestroyedTarget).
	wreck := d.Destroyed
	roll := 0
	caseless := p.is("-caseless")
	if !r.AutoFailure && (!r.AutoSuccess || n > 1 || caseless) {
		if roll, err = t.d66(u.ID, fmt.Sprintf("%s attack roll at %s", item.Name, d.ID), r.Target); err != nil {
			return 0, err
		}
	}
	hit := r.AutoSuccess || (!r.AutoFailure && roll >= r.Target)
	if caseless && roll == 2 {
		hit = false
	}
	s.report(u, "fires %s at %s, range %d: target number %d (%s)", item.Name, d.ID, sh.Range, r.Target, formatMods(itemised(r)))
	switch {
	case roll > 0:
		s.report(u, "%s: rolled %d against %d: %s", item.Name, roll, r.Target, map[bool]string{true: "hit", false: "miss"}[hit])
		s.brief(u, "%s %s (%d vs %d)", item.Name, hitOrMiss(hit), roll, r.Target)
	default:
		s.report(u, "%s: automatic %s (003 L1446-1448)", item.Name, map[bool]string{true: "hit", false: "miss"}[hit])
		s.brief(u, "%s automatic %s", item.Name, hitOrMiss(hit))
	}
	if item.Streak && !hit {
		s.report(u, "%s does not fire: no heat, no ammunition (003 L6596)", item.Name)
		return 0, nil
	}
	if p.bin != nil {
		p.bin.ShotsLeft -= n
		s.report(u, "%d shot(s) from %s (%d left)", n, p.bin.Label(), p.bin.ShotsLeft)
	}
	if w.oneShot() {
		w.Spent = true
		s.report(u, "%s is one-shot: spent for the rest of the game (003 L5949)", item.Name)
	}
	if caseless && roll == 2 {
		if err := s.caseless(u, w, t); err != nil {
			return 0, err
		}
	}
	if jam := equipment.JamOn(n); roll > 0 && roll <= jam {
		w.Jammed = true
		s.brief(u, "%s jammed", item.Name)
		s.report(u, "%s jams on a roll of %d firing %d shots: useless for the rest of the game (003 L5956)", item.Name, roll, n)
	}
	heat := w.Heat * n
	if item.Family == "MML" {
		heat = item.Heat * n // the ammunition row's (003 L7952-7963)
	}
	switch {
	case hit && wreck:
		s.report(d, "already destroyed this phase: the hit deals no damage (003 L2876; %s)", NoteDestroyedTarget.Cite)
		s.brief(d, "already destroyed, no damage")
		return heat, nil
	case hit && item.HeatOption > 0 && sh.HeatAttack && !s.Options.EnhancedFlamers:
		s.report(u, "%s deals heat instead of damage (003 L6073)", item.Name)
	case hit && item.Family == "TAG":
		s.designate(d, item)
		return heat, nil
	case hit && (item.Family == "Narc" || item.Family == "iNarc"):
		return heat, s.attachPod(u, d, item, p.ammo, sh, ams, t)
	case hit:
		err = s.withSource(source{weapon: &item}, func() error { return s.weaponDamage(d, item, sh, n, p, ams, t) })
	case ams != nil:
		s.report(d, "the attack missed: the AMS does not engage (003 L7729)")
	}
	if hit && err == nil {
		err = s.heatHit(d, item, sh, t)
	}
	return heat, err
}

// plan is a shot ready to roll: the to-hit input, the ammunition it
// draws and the Cluster Hits roll modifiers of its fire control.
type plan struct {
	in classic.AttackInput
	ammo
	clusterMods []classic.Modifier
}

// attackInput gathers what classic.ToHit needs for a shot: the attacker's
// Gunnery, movement, heat and damage from earlier phases (damage of this
// phase never affects its attacks, 003 L2443), the target's movement and
// state, the map, the range brackets and the weapon's and ammunition's own
// modifiers, fire control, Flak and indirect fire. It also checks the
// bin and the munition it holds.
func (s *State) attackInput(u, d *Unit, item equipment.Item, sh Shot, n int) (plan, error) {
	serial := s.Serial()
	w := &u.Items[sh.Weapon]
	in := classic.AttackInput{
		Gunnery: u.Pilot.Gunnery, Situation: attackSituation(u, d, sh.Terrain, serial), Range: sh.Range,
		Brackets: classic.Brackets{MinRange: item.MinRange, Short: item.Short,
			Medium: max(item.Medium, item.Short), Long: max(item.Long, item.Medium, item.Short)},
		Heat: u.Heat, SensorHits: u.slotHitsBefore(Sensors, serial), TorsoCockpit: u.torsoCockpit(),
		Priority: sh.Secondary, TargetStealth: d.stealthy(serial),
	}
	// AES in the arm of a weapon mounted there, not split with the torso:
	// -1 (003 L7719-7721).
	if arm, ok := w.arm(u.Config); ok && w.Split == nil && u.aes(arm, serial) {
		in.Extra = append(in.Extra, classic.Modifier{Label: "Actuator enhancement system (" + arm.Name(u.Config) + ")", Value: -1, Cite: "003 L7719"})
	}
	if arm, ok := w.arm(u.Config); ok && u.Config == classic.Biped {
		in.WeaponInArm = true
		for i := range u.Items {
			it := &u.Items[i]
			if it.Loc != arm || u.critsBefore(it, serial) == 0 {
				continue
			}
			switch it.Kind {
			case Shoulder:
				in.ShoulderHit = true
			case UpperArm, LowerArm:
				in.ArmActuatorHits++
			}
		}
	}
	br, _, err := classic.WeaponRange(sh.Range, in.Brackets)
	if err != nil {
		return plan{}, fmt.Errorf("unit %s: %w", u.ID, err)
	}
	if br == classic.OutOfRange {
		// NoteBeyondLongRange
		return plan{}, fmt.Errorf("unit %s: %s at %s: range %d is beyond its long range %d", u.ID, item.Name, d.ID, sh.Range, in.Brackets.Long)
	}
	if m := item.ToHitMod[br]; m != 0 {
		cite := item.Cite
		if r, ok := item.Rule(equipment.RuleToHit); ok {
			cite = r.Cite
		}
		in.Extra = append(in.Extra, classic.Modifier{Label: item.Name, Value: m, Cite: cite})
	}
	a, err := u.ammoFor(w, item, sh, n, serial)
	if err != nil {
		return plan{}, err
	}
	cluster := a.cluster
	if cluster {
		in.Extra = append(in.Extra, classic.Modifier{Label: "Cluster ammunition", Value: -1, Cite: "003 L6846"})
	}
	// A cluster attack: a cluster weapon (the HAG's Cluster type aside,
	// 003 L7387), a rapid-fire attack of more than one shot (003 L5954) or
	// cluster munitions (003 L6846).
	clusterAttack := cluster || n > 1 || (slices.Contains(item.Types, "C") && item.Family != "HAG")
	pulse := slices.Contains(item.Types, "P")
	if sh.Aim != nil {
		switch {
		case !sh.Aim.Valid():
			return plan{}, fmt.Errorf("unit %s: invalid aimed location %d", u.ID, int(*sh.Aim))
		case clusterAttack || item.Family == "HAG" || slices.Contains(item.Types, "AE") || slices.Contains(item.Types, "F"):
			return plan{}, fmt.Errorf("unit %s: %s cannot make an aimed shot: Area-Effect, Cluster and Flak attacks and rapid fire of more than one shot cannot (003 L1774, L7387)", u.ID, item.Name)
		case (sh.PartialCover || sh.Depth1Water) && sh.Aim.IsLeg(d.Config):
			return plan{}, fmt.Errorf("unit %s: the %s is behind partial cover and cannot be aimed at (003 L1782)", u.ID, sh.Aim.Name(d.Config))
		}
		in.Aim = classic.AimLocation
		if *sh.Aim == classic.Head {
			in.Aim = classic.AimHead
		}
	}
	// A working targeting computer aids direct-fire ballistic, energy and
	// pulse weapons, not flamers, machine guns or cluster attacks
	// (003 L7375, L5943-5944), nor a pulse weapon's aimed shot (003 L5950,
	// L7381).
	direct := slices.Contains(item.Types, "DB") || slices.Contains(item.Types, "DE") || pulse
	in.TargetingComputer = u.targetingComputer(serial) && direct && item.Family != "MG" && item.Family != "Flamer" &&
		!clusterAttack && !(pulse && sh.Aim != nil) && !sh.Flak
	if err := s.specialInput(u, d, item, a, sh, &in); err != nil {
		return plan{}, err
	}
	s.munitionInput(u, d, item, a, sh, &in)
	p := plan{in: in, ammo: a}
	toHit, mods := s.fireControl(u, sh.Weapon, item, a, sh)
	p.in.Extra = append(p.in.Extra, toHit...)
	p.clusterMods = append(mods, s.narcCluster(d, a, sh)...)
	p.in.Extra = append(p.in.Extra, playerMods(sh.Mods)...)
	return p, nil
}

// arm returns the arm the item sits in, if any. An item split between an
// arm and its side torso is in the arm (NoteSplitArm).
func (it *Item) arm(cfg classic.Config) (classic.Location, bool) {
	parts, nparts := it.parts()
	for _, p := range parts[:nparts] {
		if p.Loc.IsArm(cfg) {
			return p.Loc, true
		}
	}
	return 0, false
}

// targetingComputer reports a targeting computer that worked at the start
// of the phase numbered serial (003 L7371-7389).
func (u *Unit) targetingComputer(serial int) bool {
	for i := range u.Items {
		it := &u.Items[i]
		if it.Kind == Equipment && strings.HasSuffix(it.ID, "-targeting-computer") && u.worked(it, serial) {
			return true
		}
	}
	return false
}

// worked reports an item that worked at the start of the phase numbered
// serial: no critical hit before that phase and no location of it
// destroyed before it (damage takes effect at the end of the phase,
// 003 L2443).
func (u *Unit) worked(it *Item, serial int) bool {
	if u.critsBefore(it, serial) > 0 {
		return false
	}
	parts, nparts := it.parts()
	for _, p := range parts[:nparts] {
		if ls := &u.Locations[p.Loc]; ls.Destroyed && ls.DestroyedIn != serial {
			return false
		}
	}
	return true
}

// ammo is what a shot loads: the bin it draws from and the special
// munition in it that the engine resolves.
type ammo struct {
	bin *Item
	// cluster: LB-X cluster munitions (003 L6846).
	cluster bool
	// artemis is the generation of Artemis-equipped missiles in the bin,
	// "iv" or "v" (003 L6880, L6890); empty otherwise.
	artemis string
	// munition is the bin's special munition (003 L6802-7013); zero for
	// standard ammunition.
	munition equipment.Item
}

// ammoFor checks the bin of a shot: a weapon that uses ammunition
// (one-shot weapons carry their own, 003 L5949) names a bin with enough
// shots for its exact ammunition (003 L1849-1851). A bin whose id is
// engine/equipment's must fit the weapon: its standard ammunition, with or
// without a special munition (Component.Munition), or a bin named by the
// munition itself. Cluster munitions for an LB-X (003 L6009, L6846) and
// Artemis IV and V missiles (003 L6878-6896) are resolved; other special
// munitions are left to the players.
func (u *Unit) ammoFor(w *Item, item equipment.Item, sh Shot, n, serial int) (ammo, error) {
	uses := (item.ShotsPerTon > 0 || item.Family == "MML") && !w.oneShot()
	switch {
	case !uses && sh.Ammo != nil:
		return ammo{}, fmt.Errorf("unit %s: %s uses no ammunition bin", u.ID, item.Name)
	case !uses:
		return ammo{}, nil
	case sh.Ammo == nil:
		return ammo{}, fmt.Errorf("unit %s: %s fires from an ammunition bin: name it", u.ID, item.Name)
	}
	bin, err := u.bin(*sh.Ammo, n, serial)
	if err != nil {
		return ammo{}, err
	}
	a, known := equipment.Lookup(bin.ID)
	munition := bin.Munition
	switch {
	case !known:
		return ammo{bin: bin}, nil
	case a.Group == "Munition Bins":
		munition = a.ID
	case a.Kind != equipment.Ammo || a.AmmoFor != item.ID:
		return ammo{}, fmt.Errorf("unit %s: %s cannot fire %s (003 L1849)", u.ID, item.Name, a.Name)
	}
	if munition == "" {
		return ammo{bin: bin}, nil
	}
	m, ok := equipment.Lookup(munition)
	switch {
	case !ok || m.Group != "Munition Bins" || !slices.Contains(m.UsableBy, item.Family):
		return ammo{}, fmt.Errorf("unit %s: %s cannot fire the munition %q (003 L1849)", u.ID, item.Name, munition)
	case strings.HasSuffix(m.ID, "-munition-ac-cluster"):
		if item.ClusterAmmo.Size == 0 || m.Tech != item.Tech {
			return ammo{}, fmt.Errorf("unit %s: %s cannot fire %s (003 L6844-6852)", u.ID, item.Name, m.Name)
		}
		return ammo{bin: bin, cluster: true, munition: m}, nil
	case strings.HasSuffix(m.ID, "-munition-missile-artemis-iv"):
		return ammo{bin: bin, artemis: "iv", munition: m}, nil
	case strings.HasSuffix(m.ID, "-munition-missile-artemis-v"):
		return ammo{bin: bin, artemis: "v", munition: m}, nil
	}
	return ammo{bin: bin, munition: m}, nil
}

// is reports a special munition whose catalogue id ends in suffix
// ("-munition-missile-inferno").
func (a ammo) is(suffix string) bool { return strings.HasSuffix(a.munition.ID, suffix) }

// slotHitsBefore counts the critical hits taken before the phase numbered
// serial by slots of kind k, every slot of a location destroyed before it
// counting as hit.
func (u *Unit) slotHitsBefore(k Kind, serial int) int {
	n := 0
	for i := range u.Items {
		it := &u.Items[i]
		if it.Kind != k {
			continue
		}
		parts, nparts := it.parts()
		for _, p := range parts[:nparts] {
			if ls := &u.Locations[p.Loc]; ls.Destroyed && ls.DestroyedIn < serial {
				n += len(p.Slots)
				continue
			}
			n += u.critsIn(p, serial)
		}
	}
	return n
}

// weaponDamage resolves the damage of a hit (003 L1881-1899, L5933-5956):
//   - a rapid-fire attack rolls on the Cluster Hits column of the shots
//     fired and each shot that hits is its own hit (003 L5954-5956, L1895);
//   - LB-X cluster munitions roll on the column of the weapon's class, 1
//     point per projectile in groupings of 1 (equipment README default,
//     NoteLBXCluster);
//   - a Streak launcher hits with all its missiles (003 L6596), or as a
//     Cluster roll of 7 when an AMS engages it (003 L7734);
//   - other cluster weapons roll on their column (by range for M-Pods),
//     with the HAG's roll modifier, the fire control's (Artemis, Apollo)
//     and an engaged AMS's -4; classic.ClusterRoll keeps the roll on the
//     table, and a laser AMS (or any AMS under Enhanced Missile Defense)
//     that brings it below 2 destroys the flight (003 L7744, L7754);
//   - a single missile an AMS engages is destroyed on 1-3 on 1D6
//     (003 L7735);
//
// then the damage is split into the weapon's groupings, one hit location
// roll each (003 L1889, L5937-5939). Anything else is one hit of the
// weapon's Damage Value at the range (V weapons; rifles -3 against
// 'Mechs, 003 L6796). Indirect fire strikes a leg behind partial cover,
// but not one behind water (003 L1811).
func (s *State) weaponDamage(d *Unit, item equipment.Item, sh Shot, n int, p plan, ams *amsUse, t *tape) error {
	br, _ := item.RangeTo(sh.Range)
	per := max(item.DamageAt(br)+item.VsMechDamageMod, 0)
	cover := sh.Depth1Water || (sh.PartialCover && !sh.Indirect)
	if ams != nil {
		s.engage(d, ams, item)
	}
	switch {
	case p.is("-fragmentation"):
		s.report(d, "%s: fragmentation missiles deal no damage to a 'Mech (003 L6902)", item.Name)
		return nil
	case p.is("-flechette"):
		s.report(d, "%s: flechette ammunition deals half damage to a 'Mech: %d (003 L6860)", item.Name, per/2)
		per /= 2
	case item.Family == "Thunderbolt" && sh.Range <= item.MinRange:
		s.report(d, "%s within its minimum range: half damage, %d (003 L6632)", item.Name, per/2)
		per /= 2
	case p.is("-armor-piercing"):
		s.src.ap = apMod(item)
	}
	inferno := p.is("-munition-missile-inferno")
	clusterHits := func(size int, mods []classic.Modifier) (int, error) {
		r, err := t.d66(d.ID, fmt.Sprintf("Cluster Hits, %s (column %d)", item.Name, size), 0)
		if err != nil {
			return 0, err
		}
		mod := 0
		for _, m := range mods {
			mod += m.Value
			s.report(d, "%s: Cluster Hits roll %+d, %s (%s)", item.Name, m.Value, m.Label, m.Cite)
		}
		if ams != nil && r+mod < 2 && (ams.item.ShotsPerTon == 0 || s.Options.EnhancedMissileDefense) {
			s.report(d, "%s: Cluster Hits roll %d%+d is below 2: the AMS destroys every missile (003 L7744, L7754)", item.Name, r, mod)
			return 0, nil
		}
		m, err := classic.ClusterRoll(r, mod)
		if err != nil {
			return 0, err
		}
		hits, err := classic.ClusterHits(size, m)
		if err != nil {
			return 0, err
		}
		s.report(d, "%s: Cluster Hits roll %d on column %d: %d hit", item.Name, m, size, hits)
		return hits, nil
	}
	var total, group int
	switch {
	case n > 1:
		hits, err := clusterHits(n, nil)
		if err != nil {
			return err
		}
		total, group = hits*per, per
	case p.cluster:
		hits, err := clusterHits(item.ClusterAmmo.Size, nil)
		if err != nil {
			return err
		}
		total, group = hits, item.ClusterAmmo.Group
	case item.Streak && ams != nil:
		hits, err := classic.ClusterHits(item.Cluster.Size, 7)
		if err != nil {
			return err
		}
		total, group = hits*item.Damage, item.Cluster.Group
		s.report(d, "%s: the AMS makes it a Cluster Hits roll of 7 on column %d: %d hit (003 L7734)", item.Name, item.Cluster.Size, hits)
	case item.Streak:
		total, group = item.Cluster.Size*item.Damage, item.Cluster.Group
		s.report(d, "%s: all %d missiles hit (003 L6596)", item.Name, item.Cluster.Size)
	case item.ClusterSizeAt(br) > 0:
		size := item.ClusterSizeAt(br)
		if item.Family == "ELRM" && sh.Range <= item.MinRange {
			size = (size + 1) / 2
			s.report(d, "%s within its minimum range: Cluster Hits column %d, half the rack (003 L6435)", item.Name, size)
		}
		mods := p.clusterMods
		if m := item.ClusterRollMod[br]; m != 0 {
			cite := item.Cite
			if r, ok := item.Rule(equipment.RuleClusterRollMod); ok {
				cite = r.Cite
			}
			mods = append([]classic.Modifier{{Label: fmt.Sprintf("%s at %s range", item.Name, classic.RangeBracket(br)), Value: m, Cite: cite}}, mods...)
		}
		if ams != nil {
			mods = append(mods, classic.Modifier{Label: ams.item.Name, Value: -4, Cite: "003 L7733"})
		}
		hits, err := clusterHits(size, mods)
		if err != nil {
			return err
		}
		each := item.Damage
		if item.ClusterBySize[br] > 0 {
			// An M-Pod's 15/10/5 is its Cluster Hits column, 1 point per
			// projectile (equipment README).
			each = item.Cluster.Group
		}
		total, group = hits*each, item.Cluster.Group
		if inferno {
			return s.infernoHeat(d, item, hits)
		}
	default:
		if ams != nil {
			r, err := t.d6(d.ID, fmt.Sprintf("%s against a single missile: 1-3 destroys it", ams.item.Name))
			if err != nil {
				return err
			}
			if r <= 3 {
				s.report(d, "%s: AMS roll %d: the missile is destroyed (003 L7735)", item.Name, r)
				return nil
			}
			s.report(d, "%s: AMS roll %d: the missile strikes (003 L7735)", item.Name, r)
		}
		if sh.Aim != nil {
			return s.aimedHit(d, item.Name, sh, per, t)
		}
		total, group = per, per
	}
	if total > 0 {
		s.brief(d, "%d damage", total)
	}
	for _, g := range classic.Groupings(total, group) {
		if d.Destroyed {
			return nil
		}
		if err := s.hitRoll(d, sh.Dir, g, item.Name, cover, t); err != nil {
			return err
		}
	}
	return nil
}

// aimedHit resolves an aimed shot that hit (003 L1776-1782): a 2D6 roll of
// 6, 7 or 8 strikes the designated location; otherwise the hit location is
// rolled normally, and against a target in partial cover a leg result is
// rolled again.
func (s *State) aimedHit(d *Unit, what string, sh Shot, dmg int, t *tape) error {
	aim := *sh.Aim
	s.brief(d, "%d damage", dmg)
	r, err := t.d66(d.ID, fmt.Sprintf("%s: aimed shot, 6-8 strikes the %s", what, aim.Name(d.Config)), 0)
	if err != nil {
		return err
	}
	if ok, _ := classic.AimedShotHits(r); ok {
		s.report(d, "%s: aimed shot roll %d strikes the %s (003 L1776)", what, r, aim.Name(d.Config))
		_, err = s.strike(d, classic.Hit{Location: aim, Rear: sh.Dir == classic.Rear && aim.HasRear()}, sh.Dir, dmg, false, t)
		return err
	}
	s.report(d, "%s: aimed shot roll %d: the hit location is rolled (003 L1776)", what, r)
	cover := sh.PartialCover || sh.Depth1Water // indirect fire is never aimed (003 L1805)
	for {
		r, err := t.d66(d.ID, what+" hit location", 0)
		if err != nil {
			return err
		}
		h, err := classic.HitLocation(d.Config, sh.Dir, r)
		if err != nil {
			return err
		}
		if cover && h.Location.IsLeg(d.Config) {
			s.report(d, "%s: %s behind partial cover, rolled again (003 L1782)", what, h.Location.Name(d.Config))
			continue
		}
		_, err = s.strike(d, h, sh.Dir, dmg, cover, t)
		return err
	}
}
