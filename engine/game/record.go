package game

import (
	"cmp"
	"slices"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
)

// Armament is a weapon of a unit in play as the record sheet's weapons
// inventory lists it: where it is mounted, its Damage Value, heat and
// range brackets (the Weapons and Equipment Tables, 003 L7822-7841), what
// stops it and the ammunition left for it.
type Armament struct {
	// Item is the weapon's index into Unit.Items.
	Item int
	// Name is the name the sheet prints; Rear marks a rear-mounted weapon
	// (003 L1359-1363).
	Name string
	Loc  classic.Location
	Rear bool
	// Damage is the Damage Value per shot (the short range one of a
	// variable-damage weapon); Cluster the missiles or projectiles a shot
	// fires (0: one); Heat the heat of a shot (003 L2933).
	Damage, Cluster, Heat int
	// MinRange, Short, Medium and Long are the range brackets in hexes;
	// all zero for equipment that makes no attack at range.
	MinRange, Short, Medium, Long int
	// Destroyed: a critical hit or its location's destruction (003 L2866);
	// Jammed: a rapid-fire weapon that jammed (003 L5956); Spent: a
	// one-shot weapon that fired (003 L5949).
	Destroyed, Jammed, Spent bool
	// Ammo are the bins that feed it, in Items order.
	Ammo []AmmoBin
}

// AmmoBin is one ammunition bin: where it is, the shots it has left and
// started with (003 L1853), and whether it is gone.
type AmmoBin struct {
	Item       int
	Name       string
	Loc        classic.Location
	Left, Full int
	Destroyed  bool
}

// Armament lists the unit's weapons in Items order (the design's order), each
// with the bins that feed it.
func (u *Unit) Armament() []Armament {
	var out []Armament
	for i := range u.Items {
		it := &u.Items[i]
		if it.Kind != Weapon {
			continue
		}
		a := Armament{Item: i, Name: it.Label(), Loc: it.Loc, Rear: it.Rear, Heat: it.Heat,
			Destroyed: it.Destroyed, Jammed: it.Jammed, Spent: it.Spent}
		if e, ok := equipment.Lookup(it.ID); ok {
			a.Damage, a.Cluster, a.Heat = e.DamageAt(equipment.Short), e.ClusterSizeAt(equipment.Short), cmp.Or(it.Heat, e.Heat)
			a.MinRange, a.Short, a.Medium, a.Long = e.MinRange, e.Short, e.Medium, e.Long
		}
		a.Ammo = u.feeds(i)
		out = append(out, a)
	}
	return out
}

// feeds lists every bin that holds ammunition weapon i fires, with shots
// left or not (Bins lists only those it can fire from now).
func (u *Unit) feeds(weapon int) []AmmoBin {
	w := &u.Items[weapon]
	if _, ok := equipment.Lookup(w.ID); !ok {
		return nil
	}
	// On a copy whose bins are all whole, a bin is refused only for what
	// it holds.
	c := *u
	c.Items = slices.Clone(u.Items)
	for i := range c.Items {
		c.Items[i].ShotsLeft, c.Items[i].Destroyed = max(c.Items[i].ShotsLeft, 1), false
	}
	var out []AmmoBin
	for i := range u.Items {
		b := &u.Items[i]
		if b.Kind != Ammo {
			continue
		}
		item, err := c.weaponItem(w, &i)
		if err != nil {
			continue
		}
		if _, err := c.ammoFor(w, item, Shot{Ammo: &i}, 1, 1<<30); err == nil {
			out = append(out, AmmoBin{Item: i, Name: b.Label(), Loc: b.Loc, Left: b.ShotsLeft, Full: b.Shots, Destroyed: b.Destroyed})
		}
	}
	return out
}

// SinkCount is the unit's heat sinks as its record sheet counts them: working
// of all (engine-integral sinks included), single or double, and the heat
// they dissipate per turn (Dissipation, 003 L2973-2975).
type SinkCount struct {
	Working, Total, Dissipation int
	Double                      bool
}

// Sinks counts the unit's heat sinks.
func (u *Unit) Sinks() SinkCount {
	all, working := u.count(HeatSink)
	return SinkCount{Working: u.HeatSinks - (all - working), Total: u.HeatSinks, Dissipation: u.Dissipation(), Double: u.Double}
}

// Loss is what critical hits have taken out of a unit: the engine, gyro
// and sensors with their hits (each counts, 003 L2602), the life support
// and cockpit, and each other component a critical hit destroyed in a
// location still standing (a destroyed location's contents go with it,
// 003 L2874). Weapons and ammunition are the Armament's.
type Loss struct {
	Kind Kind
	Name string
	// Loc is where it is; Hits the critical hits it took (for the engine,
	// gyro and sensors: those that count, a destroyed torso's included).
	Loc  classic.Location
	Hits int
}

// Losses lists the unit's losses to critical hits: engine, gyro, sensors,
// life support and cockpit first, then the actuators, heat sinks, jump
// jets and other equipment in Items order.
func (u *Unit) Losses() []Loss {
	var out []Loss
	for _, k := range []Kind{Engine, Gyro, Sensors, LifeSupport, Cockpit} {
		if n := u.slotHits(k); n > 0 {
			l := Loss{Kind: k, Name: k.Label(), Hits: n}
			for i := range u.Items {
				if u.Items[i].Kind == k {
					l.Loc, l.Name = u.Items[i].Loc, u.Items[i].Label()
					break
				}
			}
			out = append(out, l)
		}
	}
	for i := range u.Items {
		it := &u.Items[i]
		if it.Kind.multiHit() || it.Kind == LifeSupport || it.Kind == Cockpit || it.Kind == Weapon || it.Kind == Ammo || !it.Kind.Critable() {
			continue
		}
		if it.Destroyed && !u.Locations[it.Loc].Destroyed {
			out = append(out, Loss{Kind: it.Kind, Name: it.Label(), Loc: it.Loc, Hits: max(it.Hits, 1)})
		}
	}
	return out
}
