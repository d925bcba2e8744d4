// Package record works out what a printed 'Mech record sheet shows (the
// sheet the BattleMech Manual's rules refer to, 003 L504-508; its parts as
// the digest lists them, rules/battlemech-manual.md §1.6): the 'Mech data,
// the weapons and equipment inventory, the warrior data with its hits
// track, one circle per armor and structure point by location, every
// critical slot in order and the heat scale with its effects. A blank sheet
// comes from a design (Blank), the sheet of a 'Mech in play from its unit
// (InPlay), with the damage taken marked. The app draws a Sheet; nothing
// here knows about HTML.
package record

import (
	"fmt"
	"strconv"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
	"lancemate/engine/game"
	"lancemate/sheets/design"
)

// Sheet is one 'Mech's record sheet.
type Sheet struct {
	// Name is "Chassis Model"; Tons the tonnage; Tech the technology base
	// in full ("Inner Sphere", "Clan", "Mixed (Clan)").
	Name string
	Tons int
	Tech string
	// Walk, Run and Jump are the undamaged MP (003 L756-817).
	Walk, Run, Jump int
	// Options are the construction options in the order the sheet prints
	// them: cockpit, gyro, engine, structure, armor, myomer, heat sinks.
	Options []Fact
	// Weapons lists the weapons and equipment, one row per item kind and
	// location; Ammo one row per bin (003 L1853: bins are never pooled).
	Weapons []Row
	Ammo    []Bin
	Warrior Warrior
	// Locations are the eight locations in classic.Locations order.
	Locations []Loc
	// HeatSinks counts the heat sinks, Double says they are double,
	// Dissipation is the heat they sink a turn (003 L2973-2975).
	HeatSinks   int
	Double      bool
	Dissipation int
	// Heat is the level on the heat scale; Scale the levels 30 down to 0
	// with the effects that start at each (Heat Data table, 003 L3005-3025).
	Heat  int
	Scale []Level
	// Turn is the turn the sheet of a 'Mech in play was printed in; 0 for
	// a blank sheet. Status says what the 'Mech's state is beyond the
	// circles ("Destroyed: …", "Shutdown", "Prone"), empty if nothing.
	Turn   int
	Status []string
}

// Fact is one line of the 'Mech data: "Engine", "Standard Fusion 200".
type Fact struct{ Term, Value string }

// Row is one line of the weapons and equipment inventory. Numbers are
// text as the sheet prints them: "—" where a column does not apply.
type Row struct {
	Qty                      int
	Item                     string
	Loc                      string // "RA", "CT (R)" for rear-mounted (003 L1361)
	Heat, Damage             string
	Min, Short, Medium, Long string
	// Lost says the item no longer works (destroyed, jammed or spent).
	Lost bool
}

// Bin is one ammunition bin: what it holds ammunition for ("LRM 20"), where, how many shots it
// started with and how many are left.
type Bin struct {
	Item        string
	Loc         string
	Shots, Left int
}

// Warrior is the Warrior Data block (003 L3407-3416). Blank says the
// sheet leaves name and skills to be written in.
type Warrior struct {
	Name              string
	Gunnery, Piloting int
	Blank             bool
	// Hits is the damage taken (the sixth kills, 003 L3389);
	// Consciousness is the Consciousness number under each of the six
	// boxes of the hits track: "3" … "11", "Dead".
	Hits          int
	Consciousness [6]string
	Unconscious   bool
	Dead          bool
}

// Loc is one location: its armor (front and, for a torso, rear) and
// internal structure as circles, each count with how many are marked off,
// and its critical slots.
type Loc struct {
	Code, Name               string
	Armor, ArmorLost         int
	HasRear                  bool
	Rear, RearLost           int
	Structure, StructureLost int
	Destroyed                bool
	Slots                    []Slot
	twelve                   bool
}

// Blocks reports whether the location's slots print as two blocks of six,
// "1-3" and "4-6" (twelve slots, 003 L2594).
func (l Loc) Blocks() bool { return l.twelve }

// Slot is one critical slot. RollAgain is an empty slot or one that cannot
// take a critical hit (printed "Roll Again" or faint, 003 L2606-2612);
// Hit says the slot took a critical hit, Lost that its item is destroyed.
type Slot struct {
	Label     string
	RollAgain bool
	Hit       bool
	Lost      bool
}

// Level is one step of the heat scale and the effects that begin there.
type Level struct {
	Heat    int
	Effects []string
}

// Blank is the record sheet of a design before play: no warrior, no
// damage.
func Blank(d design.Design) (Sheet, error) {
	g, err := d.Game()
	if err != nil {
		return Sheet{}, fmt.Errorf("record sheet: %w", err)
	}
	u, err := game.NewUnit("sheet", g, game.Pilot{})
	if err != nil {
		return Sheet{}, fmt.Errorf("record sheet of %s: %w", d.Name(), err)
	}
	s := InPlay(&u, 0)
	s.Warrior.Blank = true
	return s, nil
}

// InPlay is the record sheet of a 'Mech in play on turn: its damage,
// critical hits, ammunition used, heat and pilot hits marked.
func InPlay(u *game.Unit, turn int) Sheet {
	s := Sheet{
		Name: u.Name(), Tons: u.Tons, Tech: "Inner Sphere",
		Walk: u.BaseWalk, Run: classic.RunningMP(u.BaseWalk), Jump: u.BaseJump,
		HeatSinks: u.HeatSinks, Double: u.Double, Dissipation: u.HeatSinks,
		Heat: u.Heat, Scale: Scale(), Turn: turn,
	}
	switch {
	case u.Mixed && u.Clan:
		s.Tech = "Mixed (Clan)"
	case u.Mixed:
		s.Tech = "Mixed (Inner Sphere)"
	case u.Clan:
		s.Tech = "Clan"
	}
	sinks := "Single"
	if u.Double {
		s.Dissipation, sinks = 2*u.HeatSinks, "Double"
	}
	myomer := "Standard"
	if u.Myomer != "" {
		myomer = typeName(u.Myomer, "Standard")
	}
	s.Options = []Fact{
		{"Cockpit", typeName(u.Cockpit, "Standard")},
		{"Gyro", typeName(u.Gyro, "Standard")},
		{"Engine", fmt.Sprintf("%s %d", typeName(u.Engine, "Fusion"), u.BaseWalk*u.Tons)},
		{"Structure", typeName(u.StructureType, "Standard")},
		{"Armor", typeName(u.ArmorType, "Standard")},
		{"Myomer", myomer},
		{"Heat sinks", fmt.Sprintf("%d %s", u.HeatSinks, sinks)},
	}
	s.Warrior = Warrior{Name: u.Pilot.Name, Gunnery: u.Pilot.Gunnery, Piloting: u.Pilot.Piloting,
		Hits: u.Pilot.Hits, Consciousness: Consciousness(), Unconscious: u.Pilot.Unconscious, Dead: u.Pilot.Dead}
	for _, loc := range classic.Locations {
		s.Locations = append(s.Locations, location(u, loc))
	}
	s.Weapons, s.Ammo = inventory(u)
	if u.Destroyed {
		s.Status = append(s.Status, "Destroyed: "+u.DestroyedBy)
	}
	if u.Shutdown {
		s.Status = append(s.Status, "Shutdown")
	}
	if u.Prone {
		s.Status = append(s.Status, "Prone")
	}
	return s
}

// location is one location's circles and slots.
func location(u *game.Unit, loc classic.Location) Loc {
	st := &u.Locations[loc]
	l := Loc{Code: loc.Code(), Name: loc.Name(u.Config), Armor: st.MaxArmor, ArmorLost: st.MaxArmor - st.Armor,
		HasRear: loc.HasRear(), Rear: st.MaxRear, RearLost: st.MaxRear - st.Rear,
		Structure: st.MaxStructure, StructureLost: st.MaxStructure - st.Structure, Destroyed: st.Destroyed,
		twelve: loc.SlotsFor(u.Config) == 12}
	for slot := 1; slot <= loc.SlotsFor(u.Config); slot++ {
		sl := Slot{Label: "Roll Again", RollAgain: true, Hit: st.Crit[slot-1] != 0}
		if i := u.ItemAt(loc, slot); i >= 0 {
			it := &u.Items[i]
			sl.Label, sl.RollAgain, sl.Lost = slotLabel(it), !it.Kind.Critable(), it.Destroyed
		}
		l.Slots = append(l.Slots, sl)
	}
	return l
}

// slotLabel is what a critical slot holds as the sheet prints it: the
// item, "(R)" for rear-mounted (003 L1361), an ammunition bin with its
// shots ("Ammo (AC/20) 5").
func slotLabel(it *game.Item) string {
	label := it.Label()
	if it.Kind == game.Ammo {
		label = fmt.Sprintf("%s %d", ammoName(label), it.Shots)
	}
	if it.Rear {
		label += " (R)"
	}
	return label
}

// ammoName is a bin's item as the sheet prints it: "AC/20 Ammo" becomes
// "Ammo (AC/20)", as on the Manual's Critical Hit Table (003 L8452-8471).
func ammoName(name string) string { return "Ammo (" + ammoOf(name) + ")" }

// ammoOf is what a bin's ammunition is for: "AC/20" of "AC/20 Ammo".
func ammoOf(name string) string {
	if base, ok := strings.CutSuffix(name, " Ammo"); ok {
		return base
	}
	if base, ok := strings.CutPrefix(name, "Ammo "); ok {
		return strings.Trim(base, "()")
	}
	return name
}

// inventory lists the weapons and equipment, the same item in the same
// location and state on one row, and the ammunition bins.
func inventory(u *game.Unit) (rows []Row, bins []Bin) {
	for i := range u.Items {
		it := &u.Items[i]
		switch it.Kind {
		case game.Ammo:
			bins = append(bins, Bin{Item: ammoOf(it.Label()), Loc: it.Loc.Code(), Shots: it.Shots, Left: it.ShotsLeft})
			continue
		case game.Weapon, game.Equipment:
		default:
			continue
		}
		r := row(it)
		if n := len(rows); n > 0 && rows[n-1].Item == r.Item && rows[n-1].Loc == r.Loc && rows[n-1].Lost == r.Lost {
			rows[n-1].Qty++
			continue
		}
		rows = append(rows, r)
	}
	return rows, bins
}

// row is one item's inventory line, its numbers from the catalogue
// (engine/equipment: heat per shot, damage per shot or missile, range
// brackets in hexes).
func row(it *game.Item) Row {
	r := Row{Qty: 1, Item: it.Label(), Loc: it.Loc.Code(), Heat: "—", Damage: "—", Min: "—", Short: "—", Medium: "—", Long: "—",
		Lost: it.Destroyed || it.Jammed || it.Spent}
	if it.Rear {
		r.Loc += " (R)"
	}
	e, ok := equipment.Lookup(it.ID)
	if !ok {
		return r
	}
	if e.Heat > 0 {
		r.Heat = strconv.Itoa(e.Heat)
		if e.RapidFire > 0 {
			r.Heat += "/Sht"
		}
	}
	r.Damage = damage(e)
	dash := func(n int) string {
		if n == 0 {
			return "—"
		}
		return strconv.Itoa(n)
	}
	r.Min, r.Short, r.Medium, r.Long = dash(e.MinRange), dash(e.Short), dash(e.Medium), dash(e.Long)
	if e.Radius > 0 && e.Long == 0 {
		r.Long = dash(e.Radius)
	}
	return r
}

// damage is a weapon's Damage Value as the weapons tables print it:
// "5", "1/Msl, C5/20" for a cluster of missiles, "5/Sht, R2" for a
// rapid-fire weapon, "10/8/5" for one whose damage changes with range
// (003 L5933-5958).
func damage(e equipment.Item) string {
	switch {
	case e.RangeDamage != [3]int{}:
		return fmt.Sprintf("%d/%d/%d", e.RangeDamage[0], e.RangeDamage[1], e.RangeDamage[2])
	case e.Cluster.Size > 0 && e.Family != "" && e.Kind == equipment.Weapon && e.Cluster.Group > 1:
		return fmt.Sprintf("%d/Msl, C%d/%d", e.Damage, e.Cluster.Group, e.Cluster.Size)
	case e.Cluster.Size > 0:
		return fmt.Sprintf("%d, C%d/%d", e.Damage, e.Cluster.Group, e.Cluster.Size)
	case e.RapidFire > 0:
		return fmt.Sprintf("%d/Sht, R%d", e.Damage, e.RapidFire)
	case e.Damage > 0:
		return strconv.Itoa(e.Damage)
	}
	return "—"
}

// Consciousness is the hits track's Consciousness numbers, 1 to 6 hits
// (003 L3407-3416, classic.ConsciousnessNumber): the sixth hit kills.
func Consciousness() [6]string {
	var c [6]string
	for hits := 1; hits <= 5; hits++ {
		n, _, _ := classic.ConsciousnessNumber(hits)
		c[hits-1] = strconv.Itoa(n)
	}
	c[5] = "Dead"
	return c
}

// Scale is the heat scale from 30 down to 0, each level with the effects
// that begin at it, read from the engine's Heat Data table
// (classic.HeatEffectsAt, 003 L3005-3025): an effect is printed at the
// level where it first takes its value.
func Scale() []Level {
	var out []Level
	prev := func(h int) classic.HeatEffects {
		e, _ := classic.HeatEffectsAt(max(h, 0))
		return e
	}
	for h := 30; h >= 0; h-- {
		now, before := prev(h), prev(h-1)
		lv := Level{Heat: h}
		if h == 0 {
			out = append(out, lv)
			continue
		}
		switch {
		case now.Shutdown.Automatic && !before.Shutdown.Automatic:
			lv.Effects = append(lv.Effects, "Shutdown")
		case now.Shutdown.Avoid != before.Shutdown.Avoid && now.Shutdown.Avoid > 0:
			lv.Effects = append(lv.Effects, fmt.Sprintf("Shutdown, avoid on %d+", now.Shutdown.Avoid))
		}
		if now.AmmoExplosion.Avoid != before.AmmoExplosion.Avoid {
			lv.Effects = append(lv.Effects, fmt.Sprintf("Ammo Exp. avoid on %d+", now.AmmoExplosion.Avoid))
		}
		if now.Movement.Value != before.Movement.Value {
			lv.Effects = append(lv.Effects, fmt.Sprintf("%d Movement Points", now.Movement.Value))
		}
		if now.ToHit.Value != before.ToHit.Value {
			lv.Effects = append(lv.Effects, fmt.Sprintf("+%d Modifier to Fire", now.ToHit.Value))
		}
		out = append(out, lv)
	}
	return out
}

// typeName is a construction option's catalogue item in words, without
// the "Engine"/"Gyro"/… of its group: "is-engine-xl" is "XL", an empty or
// unknown id is std.
func typeName(id, std string) string {
	if id == "" {
		return std
	}
	if name, ok := strings.CutPrefix(id, "?"); ok {
		return name
	}
	e, ok := equipment.Lookup(id)
	if !ok {
		return id
	}
	return e.Name
}
