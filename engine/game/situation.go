package game

import (
	"fmt"
	"slices"
	"strings"
)

// situation is a row of the Piloting Skill Roll Table that the players
// raise themselves, because it depends on the map or on another 'Mech.
type situation struct {
	mod    int
	reason string
	// now: the PSR is immediate even in an attack phase (displacement,
	// 003 L3238).
	now bool
}

// situations are the PSR Table rows RequirePSR accepts, by code.
var situations = map[string]situation{
	"kicked":               {0, "was kicked (003 L3151)", false},
	"pushed":               {0, "was pushed (003 L3152)", true},
	"charged":              {2, "was charged (003 L3153)", false},
	"dfa_target":           {2, "was hit by death from above (003 L3153)", false},
	"missed_kick":          {0, "missed a kick (003 L3155)", false},
	"charge_attacker":      {2, "made a successful charge (003 L3156)", false},
	"dfa_attacker":         {4, "made a successful death from above (003 L3157)", false},
	"water_1":              {-1, "entered Depth 1 water (003 L3158)", false},
	"water_2":              {0, "entered Depth 2 water (003 L3159)", false},
	"water_3":              {1, "entered Depth 3+ water (003 L3160)", false},
	"sand":                 {1, "entered sand (003 L3162)", false},
	"light_jungle":         {1, "entered light jungle (003 L3163)", false},
	"heavy_jungle":         {2, "entered heavy jungle (003 L3164)", false},
	"rubble":               {0, "entered rubble (003 L3165)", false},
	"ice":                  {3, "on ice (003 L3171)", false},
	"mud":                  {1, "in mud (003 L3172)", false},
	"deep_snow":            {1, "in deep snow (003 L3173)", false},
	"swamp":                {1, "in swamp (003 L3174)", false},
	"unintentional_charge": {3, "unintentional charge (003 L3180)", false},
	"hit_by_fall":          {2, "hit by a 'Mech falling from above (003 L3355)", true},
	"domino":               {0, "displaced into by another 'Mech (003 L3281)", true},
}

// skidModifier is the Skid Modifiers column of the PSR Table by hexes moved
// (003 L3189-3197; the table has no +3 row, digest 16.2 #27).
func skidModifier(hexes int) int {
	switch {
	case hexes <= 2:
		return -1
	case hexes <= 4:
		return 0
	case hexes <= 7:
		return 1
	case hexes <= 10:
		return 2
	case hexes <= 17:
		return 4
	case hexes <= 24:
		return 5
	}
	return 6
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
		t = Trigger{Reason: fmt.Sprintf("skidding after %d hexes (003 L4150-4159)", e.Hexes), Mod: skidModifier(e.Hexes)}
	} else {
		sit, ok := situations[e.Situation]
		if !ok {
			return fmt.Errorf("unit %s: unknown PSR situation %q (want one of %s)", u.ID, e.Situation, strings.Join(Situations(), ", "))
		}
		if e.Hexes != 0 {
			return fmt.Errorf("unit %s: hexes only go with a skid", u.ID)
		}
		t = Trigger{Reason: sit.reason, Mod: sit.mod, Now: sit.now}
	}
	if u.Prone {
		return fmt.Errorf("unit %s is prone: it ignores PSRs to avoid falling (003 L3113)", u.ID)
	}
	s.trigger(u, t)
	s.report(u, "PSR called for: %s", t.Reason)
	return nil
}
