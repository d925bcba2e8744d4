package game

import (
	"fmt"
	"slices"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/words"
)

// situation is a row of the Piloting Skill Roll Table that the players
// raise themselves, because it depends on the map or on another 'Mech.
type situation struct {
	event classic.PSREvent
	// hex is the ice, mud, deep snow or swamp of the hex entered.
	hex classic.HexTerrain
	// now: the PSR is immediate even in an attack phase (displacement,
	// 003 L3238).
	now bool
}

// situations are the PSR Table rows RequirePSR accepts, by code; the
// modifiers are classic.PSR's.
var situations = map[string]situation{
	"kicked":               {event: classic.Kicked},
	"pushed":               {event: classic.Pushed, now: true},
	"charged":              {event: classic.ChargedOrDFAd},
	"dfa_target":           {event: classic.ChargedOrDFAd},
	"missed_kick":          {event: classic.MissedKick},
	"charge_attacker":      {event: classic.MadeCharge},
	"dfa_attacker":         {event: classic.MadeDFA},
	"water_1":              {event: classic.EnteredDepth1},
	"water_2":              {event: classic.EnteredDepth2},
	"water_3":              {event: classic.EnteredDepth3},
	"sand":                 {event: classic.EnteredSand},
	"light_jungle":         {event: classic.EnteredLightJungle},
	"heavy_jungle":         {event: classic.EnteredHeavyJungle},
	"rubble":               {event: classic.EnteredRubble},
	"ice":                  {event: classic.EnteredModifiedHex, hex: classic.Ice},
	"mud":                  {event: classic.EnteredModifiedHex, hex: classic.Mud},
	"deep_snow":            {event: classic.EnteredModifiedHex, hex: classic.DeepSnow},
	"swamp":                {event: classic.EnteredModifiedHex, hex: classic.Swamp},
	"unintentional_charge": {event: classic.UnintentionalCharge},
	"hit_by_fall":          {event: classic.HitByFallingMech, now: true},
	"domino":               {event: classic.Domino, now: true},
}

// RequirePSR raises a PSR for a situation of the Piloting Skill Roll Table
// that the engine cannot see (terrain, water, being kicked by a 'Mech the
// players resolved by hand): a code of the table ("water_1", "rubble",
// "kicked", ...) or "skid" with the hexes moved. The PSR is immediate
// outside the attack phases (003 L3133) and at the end of an attack phase
// otherwise (003 L3234).
type RequirePSR struct {
	Unit      string `json:"unit"`
	Situation string `json:"situation"`
	Hexes     int    `json:"hexes,omitempty"`
}

// Type implements Event.
func (*RequirePSR) Type() string { return "psr" }

// Situations lists the codes RequirePSR accepts.
func Situations() []string {
	out := []string{"skid"}
	for k := range situations {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// SituationLabel names a code of Situations for players: its row of the
// Piloting Skill Roll Table ("Entered Depth 1 water", 003 L3139-3180), the
// terrain for ice, mud, deep snow and swamp ("Entered ice",
// 003 L3171-3174), "Skidding" for a skid; the charge and death from above
// of one row (003 L3153) apart. An unknown code is returned as it is.
func SituationLabel(code string) string {
	sit, ok := situations[code]
	switch {
	case code == "charged":
		return "Was charged"
	case code == "dfa_target":
		return "Was hit by death from above"
	case code == "skid":
		return classic.Skidded.Label()
	case !ok:
		return code
	case sit.hex != classic.NoHexTerrain:
		return "Entered " + strings.ReplaceAll(code, "_", " ")
	}
	return sit.event.Label()
}

func (e *RequirePSR) apply(s *State, _ *tape) error {
	u, err := s.active(e.Unit)
	if err != nil {
		return err
	}
	var t Trigger
	if e.Situation == "skid" {
		if e.Hexes < 0 || e.Hexes > 99 {
			return fmt.Errorf("unit %s: skid after %d hexes", u.ID, e.Hexes)
		}
		t = Trigger{Reason: "skidding after " + words.Count(e.Hexes, "hex", "hexes"), Event: classic.Skidded, SkidHexes: e.Hexes}
	} else {
		sit, ok := situations[e.Situation]
		if !ok {
			return fmt.Errorf("unit %s: unknown PSR situation %q (want one of %s)", u.ID, e.Situation, strings.Join(Situations(), ", "))
		}
		if e.Hexes != 0 {
			return fmt.Errorf("unit %s: hexes only go with a skid", u.ID)
		}
		t = Trigger{Reason: sit.event.Label(), Event: sit.event, Hex: sit.hex, Now: sit.now}
	}
	if u.Prone {
		return fmt.Errorf("unit %s is prone: it ignores PSRs to avoid falling (003 L3113)", u.ID)
	}
	s.brief(u, "%s", t.Reason)
	s.trigger(u, t)
	s.report(u, "PSR called for: %s", t.Reason)
	return nil
}
