package figures

import "lancemate/engine/clicks"

// DefaultHeatEffects is an editable starting catalogue. The seed refers to
// a MechWarrior Special Equipment Card for heat effects but does not
// include it (000 L280; digest G-01, default: user-defined). These are
// Lancemate's guesses from the rolls the seed names: ammo explosion, heat
// sink overload and shutdown rolls (000 L863-865), the restart roll
// (000 L302); a group should edit them to match its card.
func DefaultHeatEffects() []clicks.HeatEffect {
	return []clicks.HeatEffect{
		{ID: "shutdown", Name: "Shutdown roll", Die: 6, Target: 3, Fail: clicks.Outcome{Shutdown: true},
			Text: "Roll 1d6: on 1-2 the 'Mech shuts down (Lancemate default)."},
		{ID: "ammo", Name: "Ammo explosion roll", Die: 6, Target: 3, Fail: clicks.Outcome{Damage: 2},
			Text: "Roll 1d6: on 1-2 the ammunition explodes for 2 clicks of damage (Lancemate default)."},
		{ID: "overload", Name: "Heat sink overload roll", Die: 6, Target: 3, Fail: clicks.Outcome{Heat: 1},
			Text: "Roll 1d6: on 1-2 take 1 more click of heat (Lancemate default)."},
		{ID: "restart", Name: "Restart roll", Die: 6, Target: 4, Pass: clicks.Outcome{Restart: true},
			Text: "A shut-down 'Mech rolls 1d6: on 4-6 it restarts (Lancemate default)."},
		{ID: "sluggish", Name: "Sluggish", Mods: clicks.Mods{Defense: -1},
			Text: "-1 defense while showing (Lancemate default)."},
		{ID: "targeting", Name: "Targeting hot", Mods: clicks.Mods{Attack: -1},
			Text: "-1 attack while showing (Lancemate default)."},
	}
}
