package meks

import (
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"lancemate/engine/meks"
)

func TestDeckCounts(t *testing.T) {
	d := Default()
	for _, c := range []struct {
		what      string
		got, want int
		cite      string
	}{
		{"missions", len(d.Missions), 12, "004 L89-100"},
		{"events", len(d.Events), 20, "004 L103-122"},
		{"foes", len(d.Foes), 17, "004 L125-141"},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d cards, want %d (%s)", c.what, c.got, c.want, c.cite)
		}
	}
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestCardValues(t *testing.T) {
	d := Default()
	hq, _ := d.Mission("defend-hq")
	heavy, _ := d.Foe("heavy-mek")
	gyro, _ := d.Foe("gyrocoptor")
	salvage, _ := d.Event("salvage")
	surprise, _ := d.Event("surprise")
	for _, c := range []struct {
		cite      string
		got, want any
	}{
		{"004 L90", *hq, meks.MissionCard{ID: "defend-hq", Name: "Defend HQ", Threat: 8, Type: meks.Defense, Line: 90}},
		{"004 L129", *heavy, meks.FoeCard{ID: "heavy-mek", Name: "Heavy Mek", Hits: 30, Range: meks.LR, Dam: 2, Evade: 1, Second: meks.MR, Mek: true, Line: 129}},
		{"004 L131", *gyro, meks.FoeCard{ID: "gyrocoptor", Name: "Gyrocoptor", Hits: 6, Range: meks.MR, Dam: -1, Evade: -2, Line: 131}},
		{"004 L108", salvage.Amount, 30},
		{"004 L117", surprise.Mission, meks.Assault},
	} {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("%s: got %+v, want %+v", c.cite, c.got, c.want)
		}
	}
}

// TestAgainstSeed checks every card row by row against the seed text.
func TestAgainstSeed(t *testing.T) {
	b, err := os.ReadFile("../../../shared/seeds/004_5866262595b9a1dc.txt")
	if err != nil {
		t.Skip("../shared is absent (a clone without the reference material): ", err)
	}
	lines := strings.Split(string(b), "\n")
	row := func(n int) string { return strings.TrimSpace(lines[n-1]) }
	d := Default()
	for _, m := range d.Missions {
		if want := fmt.Sprintf("%s %d", m.Name, m.Threat); row(m.Line) != want {
			t.Errorf("004 L%d: %q, card says %q", m.Line, row(m.Line), want)
		}
	}
	for _, e := range d.Events {
		if want := e.Name + " " + e.Text; row(e.Line) != want {
			t.Errorf("004 L%d: %q, card says %q", e.Line, row(e.Line), want)
		}
	}
	sign := func(v int) string {
		if v == 0 {
			return "-"
		}
		return fmt.Sprintf("%+d", v)
	}
	for _, f := range d.Foes {
		want := fmt.Sprintf("%s %d %s %s %s", f.Name, f.Hits, f.Range, sign(f.Dam), sign(f.Evade))
		if f.Second != "" {
			want += " 2nd Attack at " + string(f.Second)
		}
		if f.Missile {
			want += " Missiles"
		}
		if row(f.Line) != want {
			t.Errorf("004 L%d: %q, card says %q", f.Line, row(f.Line), want)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	b, err := Encode(Default())
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, Default()) {
		t.Error("definitions changed on the way through JSON")
	}
}

// TestBuildDeck checks the default Build deck, which the seed lacks
// (004 L103-104, digest G-M1): every card valid, Meks priced 3 MC per hit
// (004 L82-84), one card per default attachment at 10 MC per slot
// (004 L8-9).
func TestBuildDeck(t *testing.T) {
	d := Default()
	gives := map[string]int{}
	for _, b := range d.Builds {
		gives[b.Gives]++
		switch b.Gives {
		case meks.GivesMek:
			if b.Cost != 3*b.Size.Row().Hits {
				t.Errorf("%s costs %d MC, want 3 × %d hits", b.Name, b.Cost, b.Size.Row().Hits)
			}
		case meks.GivesAttachment:
			a, _ := d.Attachment(b.Attachment)
			if b.Cost != 10*a.Size.Row().Slots || b.Name != a.Name {
				t.Errorf("%s costs %d MC for %d slots", b.Name, b.Cost, a.Size.Row().Slots)
			}
		}
	}
	want := map[string]int{meks.GivesMek: 6, meks.GivesPilot: 7, meks.GivesAttachment: len(d.Attachments)}
	if !reflect.DeepEqual(gives, want) {
		t.Errorf("build cards by kind %v, want %v", gives, want)
	}
	if d.BuildFlip != BuildFlip || BuildFlip < 1 {
		t.Errorf("build flip %d", d.BuildFlip)
	}
	cc, _ := d.Event("corporate-convention")
	bm, _ := d.Event("black-market")
	if cc.Effect != meks.EffectBuild || cc.Amount != 4 || bm.Effect != meks.EffectBlackMarket || bm.Amount != 1 {
		t.Errorf("004 L103-104: %+v, %+v", *cc, *bm)
	}
}

// TestDecodeVersion1 reads a file of version 1, from before the Build
// deck: it gets the default deck, less the cards of attachments it lacks.
func TestDecodeVersion1(t *testing.T) {
	d, err := Decode([]byte(`{"version": 1, "attachments": [{"id": "armor", "name": "Armor", "size": "small", "kind": "armor"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	var atts []string
	for _, b := range d.Builds {
		if b.Gives == meks.GivesAttachment {
			atts = append(atts, b.Attachment)
		}
	}
	if d.BuildFlip != BuildFlip || len(d.Builds) != 6+7+1 || !reflect.DeepEqual(atts, []string{"armor"}) {
		t.Errorf("version 1 file: flip %d, %d build cards, attachments %v", d.BuildFlip, len(d.Builds), atts)
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"version": 3}`, "file version 3, Lancemate reads versions 1 and 2"},
		{`{"version": 2, "builds": [{"id": "b", "name": "Titan", "gives": "mek", "size": "huge", "cost": 10}]}`, `build card "Titan": the Mek's size "huge" is not small, medium or large`},
		{`{"version": 2, "builds": [{"id": "b", "name": "Ace", "gives": "pilot", "grade": "ace", "cost": 10}]}`, `build card "Ace": the pilot's grade "ace"`},
		{`{"version": 2, "builds": [{"id": "b", "name": "Ray", "gives": "attachment", "attachment": "ray", "cost": 10}]}`, `build card "Ray": attachment "ray" is not defined`},
		{`{"version": 2, "builds": [{"id": "b", "name": "Cheap", "gives": "pilot", "grade": "green", "cost": -5}]}`, `build card "Cheap": cost -5 MC is below 0`},
		{`{"version": 2, "builds": [{"id": "b", "name": "Odd", "gives": "mek", "size": "small", "grade": "green", "cost": 5}]}`, `build card "Odd": a mek card has no grade or attachment`},
		{`{"version": 2, "builds": [{"id": "b", "name": "Gift", "gives": "money", "cost": 5}]}`, `build card "Gift": gives "money": not mek, pilot or attachment`},
		{`{"version": 2, "buildFlip": 21}`, "build cards flipped per Build phase: 21 is not 0 to 20"},
		{`{"version": 1, "foes": [{"id": "x", "name": "Ghost", "hits": 5, "range": "XR"}]}`, `foe "Ghost": range "XR" is not LR, MR, SR or PB`},
		{`{"version": 1, "foes": [{"id": "x", "name": "Ghost", "hits": 5, "range": "LR", "evade": 3}]}`, `foe "Ghost": evade +3 is outside +2 to -2 (004 L44)`},
		{`{"version": 1, "missions": [{"id": "m", "name": "Raid", "threat": 0, "type": "assault"}]}`, `mission "Raid": threat 0 is below 1`},
		{`{"version": 1, "events": [{"id": "e", "name": "Luck", "effect": "win"}]}`, `event "Luck": unknown effect "win"`},
		{`{"version": 1, "attachments": [{"id": "a", "name": "Plate", "size": "huge", "kind": "armor"}]}`, `attachment "Plate": size "huge"`},
		{`{"version": 1, "attachments": [{"id": "a", "name": "A", "size": "small", "kind": "armor"}, {"id": "a", "name": "B", "size": "small", "kind": "armor"}]}`, `attachment "B": id "a" is also used by attachment "A"`},
		{`{"version": 1, "missions": [{"name": "Raid", "threat": 1, "type": "raid"}]}`, `mission "Raid": no id`},
	} {
		_, err := Decode([]byte(c.in))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Decode(%s) = %v, want %q", c.in, err, c.want)
		}
	}
}

// Every default Build card's second line says what it gives (size, and
// range for a weapon): "Machine Gun" reads "small ballistic weapon, Point
// Blank (PB), 1 slot", not "Machine Gun Machine Gun" (004 L3-9, L29-32).
func TestBuildSummaries(t *testing.T) {
	d := Default()
	for i := range d.Builds {
		b := &d.Builds[i]
		sum := d.BuildSummary(b)
		// More than the name: what the card gives ("Machine Gun" was
		// described as "Machine Gun").
		if len(sum) <= len(b.Name)+5 || strings.EqualFold(sum, b.Name) {
			t.Errorf("%s: summary %q says no more than the name", b.Name, sum)
		}
		switch b.Gives {
		case meks.GivesMek:
			if !strings.HasPrefix(sum, string(b.Size)+" Mek: ") || !strings.Contains(sum, fmt.Sprintf("%d hits", b.Size.Row().Hits)) {
				t.Errorf("%s: %q lacks the size and hits", b.Name, sum)
			}
		case meks.GivesAttachment:
			a, _ := d.Attachment(b.Attachment)
			if !strings.HasPrefix(sum, string(a.Size)+" ") {
				t.Errorf("%s: %q does not start with the size", b.Name, sum)
			}
			if a.Kind == meks.Weapon && !strings.Contains(sum, a.Range.Row().Name+" ("+string(a.Range)+")") {
				t.Errorf("%s: %q lacks the range", b.Name, sum)
			}
		}
	}
	mg, _ := d.Attachment("machine-gun")
	if got, want := mg.Summary(), "small ballistic weapon, Point Blank (PB), 1 slot"; got != want {
		t.Errorf("Machine Gun: %q, want %q", got, want)
	}
	armor, _ := d.Attachment("armor")
	if got, want := armor.Summary(), "small armor: +5 hits, 1 slot"; got != want {
		t.Errorf("Armor: %q, want %q", got, want)
	}
	field, _ := d.Attachment("inertia-field")
	if got, want := field.Summary(), "medium equipment: ballistic weapons -1 damage to this Mek, 2 slots"; got != want {
		t.Errorf("Inertia Field: %q, want %q", got, want)
	}
}
