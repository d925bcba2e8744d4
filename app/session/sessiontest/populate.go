package sessiontest

import (
	"fmt"
	"strings"
	"testing"

	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/clicks"
	"lancemate/engine/dice"
	"lancemate/engine/game"
	"lancemate/engine/journal"
	"lancemate/engine/meks"
	"lancemate/engine/melee"
	"lancemate/engine/stable"
	"lancemate/sheets/figures"
	sheetsmeks "lancemate/sheets/meks"
	"lancemate/sheets/roster"
)

// Hostile is text that would become markup if a page wrote it unescaped:
// an element with an event handler, a quote that closes an attribute
// followed by a script, and a javascript: URL.
const Hostile = `<img src=x onerror=alert(1)>"><script>alert(2)</script>javascript:alert(3)`

// Populated says where Populate put what a page needs to find it.
type Populated struct {
	// Design is the roster id of the imported design.
	Design string
	// Unit is the id of the imported design's unit in the game in play.
	Unit string
	// Fields are the texts written, by field name.
	Fields map[string]string
}

// Populate fills the session's storage (Use first) with something of
// every kind a section shows, each text a player types or a file holds
// made by text from the field's name: an imported unit file (its name,
// chassis, model and an item outside the rules catalogue), that design in
// the game with its pilot, a roll in the log, a damaged record, a Solaris
// 7 figure set (a heat effect of its own) and a match of two 'Mechs with
// pilots and a stable, a
// stable ledger with its pilot, its 'Mech and a note, a Solaris Melee
// Challenge event with its player, pilots, 'Mechs and an award, and a
// Meks campaign with cards of its own (an attachment, a Build card, a
// mission, a foe and an event), a Mek, a pilot and a note. Each text is
// different, so a test can tell which field it sees.
func Populate(t testing.TB, text func(field string) string) Populated {
	t.Helper()
	st := session.Store()
	if st == nil {
		t.Fatal("Populate: no session (call Use first)")
	}
	fields := map[string]string{}
	f := func(field string) string {
		if _, ok := fields[field]; !ok {
			fields[field] = text(field)
		}
		return fields[field]
	}
	must := func(what string, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("Populate: %s: %v", what, err)
		}
	}
	out := Populated{Fields: fields}

	// The Sheets library: an imported unit file.
	res := session.ImportFile(f("file name")+".mtf", []byte(UnitFile(f("chassis"), f("model"), f("equipment"))))
	if res.Err != "" {
		t.Fatalf("Populate: importing the unit file: %s", res.Err)
	}
	r, err := session.Roster()
	must("reading the roster", err)
	for _, e := range r.Find(roster.Query{}) {
		if !e.BuiltIn && e.Chassis == f("chassis") {
			out.Design = e.ID
			d, err := e.Design()
			must("reading the imported design", err)
			uid, err := session.AddUnit(d, game.Pilot{Name: f("game pilot"), Gunnery: 4, Piloting: 5}, "")
			must("adding the imported design to the game", err)
			out.Unit = uid
		}
	}
	if out.Design == "" {
		t.Fatalf("Populate: the imported design is not in the roster")
	}
	AddBuiltIn(t, "locust-lct-1v", f("second game pilot"))

	// Dice: a roll with its purpose, and a log entry that cannot be read.
	_, err = session.RecordRoll(f("roll purpose"), 7, dice.TwoD6.Roll(dice.Seeded(3)))
	must("recording a roll", err)
	must("writing a damaged record", st.SaveJSON(store.NSDiceLog+"99999999T000000.000-bad", `{"raw": "`+f("damaged record")))

	// Dials: a figure set and a match.
	fig := func(name string) figures.Figure {
		c := figures.Click{Primary: 4, Secondary: 3, Speed: 6, Attack: 9, Defense: 16}
		return figures.Figure{Name: name, Set: f("collector's set"), Number: "001", Points: 150, Faction: f("faction"), Vent: 1,
			Primary:   figures.Weapon{Type: "energy", Targets: 1, Max: 10},
			Secondary: figures.Weapon{Type: "ballistic", Targets: 2, Max: 8},
			Combat: []figures.Click{{Primary: 4, Secondary: 3, Speed: 6, Attack: 9, Defense: 16,
				SE: []clicks.SE{{Area: clicks.AreaSpeed, Name: f("special equipment"), SingleUse: true}}}, c, c, {KO: true}},
			Heat: [][3]string{{"S", "S", "S"}, {"", "", ""}}}
	}
	effects := figures.DefaultHeatEffects()
	effects[0].Name, effects[0].Text = f("heat effect"), f("heat effect text")
	set := figures.Set{Format: figures.SetFormat, Version: figures.Version, Name: f("figure set"), Effects: effects,
		Figures: []figures.Figure{fig(f("figure")), fig(f("second figure"))}}
	must("saving the figure set", st.Save(store.NSDials+"set", set))
	match := clicks.NewJournal()
	must("setting up the match", match.Apply(&clicks.Setup{Effects: set.HeatEffects()}))
	for _, m := range []struct{ fig, pilot, stable string }{
		{f("figure"), f("dials pilot"), f("dials stable")}, {f("second figure"), f("second dials pilot"), ""},
	} {
		for _, sf := range set.Figures {
			if sf.Name == m.fig {
				must("adding a 'Mech to the match", match.Apply(&clicks.AddMech{ID: m.fig, Figure: sf.Engine(),
					Pilot: clicks.Pilot{Name: m.pilot, Stable: m.stable}}))
			}
		}
	}
	_, err = session.NewRecord(store.NSDials+"match/", match)
	must("saving the match", err)

	// A Solaris 7 stable.
	l := stable.New()
	for _, ev := range []journal.Event[stable.State]{
		&stable.Start{Game: stable.Basic, Name: f("stable")},
		&stable.HirePilot{Name: f("stable pilot")},
		&stable.BuyMech{Name: f("stable 'Mech"), Model: f("stable 'Mech model"), Points: 120, Pilot: f("stable pilot")},
		&stable.Adjust{Stones: 5, Why: f("stable note")},
	} {
		must("stable "+ev.Type(), l.Apply(ev))
	}
	_, err = session.NewRecord(store.NSStable, l.Journal)
	must("saving the stable", err)

	// A Solaris Melee Challenge event.
	ev := melee.New()
	pilots := []string{f("ledger pilot"), f("second ledger pilot"), f("third ledger pilot"), f("fourth ledger pilot")}
	for _, e := range []journal.Event[melee.State]{
		&melee.Open{Name: f("event"), Ruleset: "L"},
		&melee.AddPlayer{Player: f("player"), Pilots: pilots},
		&melee.BuyMech{Pilot: pilots[0], Design: f("ledger 'Mech"), Tons: 60, Book: 5_000_000, Why: f("ledger note")},
		&melee.BuyMech{Pilot: pilots[1], Design: f("second ledger 'Mech"), Tons: 60, Book: 5_000_000},
		&melee.StartDay{},
		&melee.EnterArena{Player: f("player"), Pilots: pilots[:2]},
		&melee.Award{Pilot: pilots[0], Kind: "kill", Opponent: &melee.Opponent{Name: f("opponent"), Tons: 55}, Why: f("award note")},
	} {
		must("ledger "+e.Type(), ev.Apply(e))
	}
	_, err = session.NewRecord(store.NSLedger, ev)
	must("saving the ledger event", err)

	// A Meks campaign with cards of its own.
	defs := sheetsmeks.Default()
	defs.Missions[0].Name, defs.Foes[0].Name, defs.Events[0].Name = f("mission card"), f("foe card"), f("event card")
	att := meks.AttachmentDef{ID: "own-gun", Name: f("attachment"), Size: meks.Small, Kind: "weapon", Range: meks.MR, Ballistic: true, Text: f("attachment text")}
	defs.Attachments = append(defs.Attachments, att)
	defs.Builds = append(defs.Builds, meks.BuildCard{ID: "own-build", Name: f("build card"), Gives: "attachment", Attachment: att.ID, Cost: 5, Text: f("build card text")})
	camp := meks.NewJournal()
	for _, e := range []journal.Event[meks.State]{
		&meks.Start{MC: 100, Defs: defs},
		&meks.AddMek{Name: f("mek"), Size: meks.Medium},
		&meks.AddPilot{Name: f("mek pilot"), Grade: meks.Regular},
		&meks.Mount{Mek: f("mek"), Attachment: att.ID},
		&meks.Assign{Mek: f("mek"), Pilot: f("mek pilot")},
		&meks.Ledger{Amount: -5, Reason: f("mek note")},
	} {
		must("meks "+e.Type(), camp.Apply(e))
	}
	_, err = session.NewRecord(store.NSMeks, camp)
	must("saving the Meks campaign", err)

	st.Flush()
	session.Reload()
	return out
}

// UnitFile is a MegaMek unit file of a Locust LCT-1V with the chassis and
// model given and an item outside the rules catalogue in its left torso.
func UnitFile(chassis, model, item string) string {
	r := strings.NewReplacer("\n", " ", "\r", " ")
	return fmt.Sprintf(unitFile, r.Replace(chassis), r.Replace(model), r.Replace(item))
}

// unitFile is a Locust LCT-1V typed in from its record sheet (TRO 3039).
const unitFile = `chassis:%s
model:%s
Config:Biped
techbase:Inner Sphere
era:2499
rules level:1
mass:20
engine:160 Fusion Engine(IS)
structure:IS Standard
myomer:Standard
heat sinks:10 Single
walk mp:8
jump mp:0
armor:Standard(Inner Sphere)
LA armor:4
RA armor:4
LT armor:8
RT armor:8
CT armor:10
HD armor:6
LL armor:8
RL armor:8
RTL armor:2
RTR armor:2
RTC armor:2

Weapons:3
Medium Laser, Center Torso
Machine Gun, Left Arm
Machine Gun, Right Arm

Left Arm:
Shoulder
Upper Arm Actuator
Machine Gun
-Empty-

Right Arm:
Shoulder
Upper Arm Actuator
Machine Gun
-Empty-

Left Torso:
%s
-Empty-

Right Torso:
-Empty-

Center Torso:
Fusion Engine
Fusion Engine
Fusion Engine
Gyro
Gyro
Gyro
Gyro
Fusion Engine
Fusion Engine
Fusion Engine
Medium Laser
IS Ammo MG - Half

Head:
Life Support
Sensors
Cockpit
-Empty-
Sensors
Life Support

Left Leg:
Hip
Upper Leg Actuator
Lower Leg Actuator
Foot Actuator

Right Leg:
Hip
Upper Leg Actuator
Lower Leg Actuator
Foot Actuator
`
