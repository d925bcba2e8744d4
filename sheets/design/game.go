package design

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
	"lancemate/engine/game"
)

var fixedKinds = map[string]game.Kind{
	FixedEngine: game.Engine, FixedGyro: game.Gyro, FixedCockpit: game.Cockpit,
	FixedSensors: game.Sensors, FixedLifeSupport: game.LifeSupport,
	FixedShoulder: game.Shoulder, FixedUpperArm: game.UpperArm, FixedLowerArm: game.LowerArm, FixedHand: game.Hand,
	FixedHip: game.Hip, FixedUpperLeg: game.UpperLeg, FixedLowerLeg: game.LowerLeg, FixedFoot: game.Foot,
}

// Game converts the design into the input of engine/game (game.NewUnit):
// every mount becomes a component with its slots, kind and the rules data
// of its catalogue item (heat, shots, explosion damage, the special
// munition of a bin). Items outside the
// catalogue become equipment known by name. The two parts of an item split
// between adjacent locations become one component with a split part. Clan
// CASE (ClanCASE) takes no slot: it becomes the game
// design's CASE in every location holding explosive ammunition.
func (d Design) Game() (game.Design, error) {
	if err := d.Validate(); err != nil {
		return game.Design{}, fmt.Errorf("design %s: %w", d.Name(), err)
	}
	g := game.Design{
		Chassis: d.Chassis, Model: d.Model, Tons: d.Tons, Config: d.Config,
		Walk: d.Walk, Jump: d.Jump, HeatSinks: d.HeatSinks.Count, Double: d.HeatSinks.Double(),
		Armor: map[classic.Location]int{}, Rear: map[classic.Location]int{},
		Cost: int64(math.Round(d.Cost)), Clan: d.Tech == Clan || d.Tech == MixedClan,
		Build: d.Build(),
	}
	for _, loc := range classic.Locations {
		g.Armor[loc] = d.Armor[loc]
		if loc.HasRear() {
			g.Rear[loc] = d.Rear.At(loc)
		}
	}
	if _, err := classic.InternalStructure(d.Config, d.Tons); err != nil {
		// Ultralights: classic's table starts at 20 tons.
		is, _ := d.Structure()
		g.Structure = map[classic.Location]int{}
		for _, loc := range classic.Locations {
			g.Structure[loc] = is[loc]
		}
	}
	var halves []int // split items still waiting for their second part
	for _, p := range d.Placed() {
		c, err := component(p)
		if err != nil {
			return game.Design{}, fmt.Errorf("design %s: %s slot %d: %w", d.Name(), p.Loc, p.Slot, err)
		}
		if p.Split {
			if k := otherHalf(g.Components, halves, p); k >= 0 {
				g.Components[halves[k]].Split = &game.Part{Loc: c.Loc, Slots: c.Slots}
				halves = slices.Delete(halves, k, k+1)
				continue
			}
			halves = append(halves, len(g.Components))
		}
		g.Components = append(g.Components, c)
		if d.ClanCASE && c.Kind == game.Ammo && c.Explosive && !slices.Contains(g.CASE, c.Loc) {
			g.CASE = append(g.CASE, c.Loc)
		}
	}
	if len(halves) > 0 {
		c := g.Components[halves[0]]
		return game.Design{}, fmt.Errorf("design %s: %s slot %d: no other part of the split %s in an adjacent location", d.Name(), c.Loc, c.Slots[0], c.ID)
	}
	if err := g.Validate(); err != nil {
		return game.Design{}, fmt.Errorf("design %s: %w", d.Name(), err)
	}
	return g, nil
}

// Build is the design's construction options as engine/game plays them
// (game.Build, design version game.DesignVersion): its engine, gyro,
// cockpit, armor and structure types and its myomer. A type the catalogue
// does not hold ("?name") and the standard myomer play as standard.
func (d Design) Build() game.Build {
	known := func(id string) string {
		if strings.HasPrefix(id, "?") {
			return ""
		}
		return id
	}
	b := game.Build{Version: game.DesignVersion, Engine: known(d.Engine.Type), Gyro: known(d.Gyro), Cockpit: known(d.Cockpit),
		ArmorType: known(d.ArmorType), StructureType: known(d.StructureType)}
	if d.Myomer == TSM {
		b.Myomer = TSM
	}
	b.Mixed = d.Tech == MixedIS || d.Tech == MixedClan
	return b
}

func component(p Placed) (game.Component, error) {
	c := game.Component{Loc: p.Loc, Rear: p.Rear}
	for s := p.Slot; s < p.Slot+p.Slots(); s++ {
		c.Slots = append(c.Slots, s)
	}
	if k, ok := fixedKinds[p.ID]; ok {
		c.Kind, c.Armored = k, p.Armored
		return c, nil
	}
	if p.Unknown != "" {
		c.Kind, c.Name = game.Equipment, p.Unknown
		return c, nil
	}
	it, ok := equipment.Lookup(p.ID)
	if !ok {
		return c, fmt.Errorf("unknown id %q", p.ID)
	}
	c.ID, c.Name, c.Heat = it.ID, it.Name, it.Heat
	switch {
	case it.Kind == equipment.Ammo:
		c.Kind, c.Heat = game.Ammo, 0
		c.Shots, c.ShotDamage, c.Explosive = it.ShotsPerTon, it.DamagePerShot, it.Explosive
		if p.Munition != "" {
			mu, _ := equipment.Lookup(p.Munition)
			c.Munition = mu.ID
			c.Name += " (" + mu.Name + ")"
			if mu.AmmoMultiplier > 0 {
				c.Shots = int(math.Floor(float64(c.Shots) * mu.AmmoMultiplier))
			}
		}
		if p.Shots > 0 {
			c.Shots = p.Shots
		}
	case strings.Contains(it.ID, "heat-sink"):
		c.Kind = game.HeatSink
	case strings.Contains(it.ID, "jump-jet"):
		c.Kind = game.JumpJet
	case strings.HasSuffix(it.ID, "-case") || strings.HasSuffix(it.ID, "-case-ii"):
		c.Kind = game.CASE
	case it.NoCritEffect:
		c.Kind = game.Inert
	case it.Kind == equipment.Weapon:
		c.Kind = game.Weapon
		c.Explosive, c.Explosion = it.Explosive, it.ExplosionDamage
	default:
		c.Kind = game.Equipment
		c.Explosive, c.Explosion = it.Explosive, it.ExplosionDamage
	}
	// Ammunition bins cannot be armored (003 L7764); an armored slot that
	// takes no critical hit has nothing to protect.
	c.Armored = p.Armored && c.Kind != game.Ammo && c.Kind.Critable()
	return c, nil
}

// otherHalf returns the index into halves of the first part of the split
// item p completes: the same item in an adjacent location (a limb and its
// side torso, a side torso and the centre torso, 003 L2475-2481), the two
// parts taking the item's slots; -1 if none.
func otherHalf(cs []game.Component, halves []int, p Placed) int {
	it, _ := equipment.Lookup(p.ID)
	want, _ := FixedSpan(it)
	for k, i := range halves {
		c := cs[i]
		if c.ID == p.ID && len(c.Slots)+p.Slots() == want && joined(c.Loc, p.Loc) {
			return k
		}
	}
	return -1
}

// joined reports two locations next to each other on the Damage Transfer
// Diagram.
func joined(a, b classic.Location) bool {
	next, ok := classic.TransferTarget(a)
	if ok && next == b {
		return true
	}
	next, ok = classic.TransferTarget(b)
	return ok && next == a
}
