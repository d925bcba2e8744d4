package play

import (
	"errors"
	"testing"

	"lancemate/engine/game"
)

// Engine messages reach the screen in the player's words.
func TestPlayerWords(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`unit Albatross: Anti-Missile System, Laser has no weapon id of engine/equipment ("is-ams-laser"); fire it without a target and resolve it with hit events`,
			"Lancemate does not resolve the Anti-Missile System, Laser: fire it without a target, then mark what it does with Damage."},
		{"unit Hunchback has no RA to punch with", "Hunchback has no right arm to punch with."},
		{"Atlas is prone: a punch reaches it only from one level below; resolve that punch with a hit event", "Atlas is prone: a punch reaches it only from one level below; mark that punch with Damage"},
		{"unit Atlas: skid after 3 hexes", "Atlas: skid after 3 hexes"},
		{"add its 5 heat with external_heat", "add its 5 heat with Heat"},
		{"Hunchback is prone and cannot jump", "Hunchback is prone and cannot jump"},
	} {
		if got := playerWords(c.in); got != c.want {
			t.Errorf("playerWords(%q)\n = %q\nwant %q", c.in, got, c.want)
		}
	}
	if text, cite := says(errors.New("unit Hunchback has no LA to punch with (003 L2019)")); text != "Hunchback has no left arm to punch with." || cite != "003 L2019" {
		t.Errorf("says = %q, %q", text, cite)
	}
}

// The force strip's names fit: a long one is its model code, with the
// number that tells two of a design apart; a name the player chose stays.
func TestShortName(t *testing.T) {
	for _, c := range []struct{ id, chassis, model, want string }{
		{"Hunchback", "Hunchback", "HBK-4G", "HBK-4G"},
		{"Hunchback 2", "Hunchback", "HBK-4G", "HBK-4G 2"},
		{"Atlas", "Atlas", "AS7-D", "Atlas"},
		{"Locust", "Locust", "LCT-1V", "Locust"},
		{"Commando", "Commando", "", "Commando"},
		{"Bo's Hunchback", "Hunchback", "HBK-4G", "Bo's Hunchback"},
		{"Hunchback Red", "Hunchback", "HBK-4G", "Hunchback Red"},
	} {
		u := &game.Unit{ID: c.id, Chassis: c.chassis, Model: c.model}
		if got := shortName(u); got != c.want {
			t.Errorf("shortName(%q) = %q, want %q", c.id, got, c.want)
		}
	}
}
