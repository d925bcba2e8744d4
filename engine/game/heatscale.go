package game

// HeatEffects are the Heat Scale effects in force at a heat level (Heat
// Data table, 003 L3005-3033): each effect applies from its threshold up
// and they are not cumulative with lower thresholds (003 L3039, L3053).
type HeatEffects struct {
	// MP is subtracted from Walking MP (5/10/15/20/25 heat: 1-5,
	// 003 L3012-3025, L3037).
	MP int `json:"mp"`
	// Fire is added to weapon attack target numbers, never physical
	// attacks (8/13/17/24 heat: +1-+4, 003 L3013-3024, L3053-3055).
	Fire int `json:"fire"`
	// ShutdownAvoid is the 2D6 target to avoid shutting down (14: 4+,
	// 18: 6+, 22: 8+, 26: 10+; 003 L3011-3021, L3059); 0 below 14.
	// AutoShutdown is set at 30 and above, where shutdown cannot be
	// avoided (003 L3009, L3061).
	ShutdownAvoid int  `json:"shutdownAvoid,omitempty"`
	AutoShutdown  bool `json:"autoShutdown,omitempty"`
	// AmmoAvoid is the 2D6 target to avoid an ammunition explosion
	// (19: 4+, 23: 6+, 28: 8+; 003 L3010-3017, L3077); 0 below 19. Above
	// 30 the seed is silent (digest 16.2 #22): the 8+ of 28-30 is kept.
	AmmoAvoid int `json:"ammoAvoid,omitempty"`
}

// heatEffects looks up the Heat Data table.
func heatEffects(heat int) HeatEffects {
	var e HeatEffects
	for _, t := range []struct{ at, mp int }{{25, 5}, {20, 4}, {15, 3}, {10, 2}, {5, 1}} {
		if heat >= t.at {
			e.MP = t.mp
			break
		}
	}
	for _, t := range []struct{ at, fire int }{{24, 4}, {17, 3}, {13, 2}, {8, 1}} {
		if heat >= t.at {
			e.Fire = t.fire
			break
		}
	}
	for _, t := range []struct{ at, avoid int }{{26, 10}, {22, 8}, {18, 6}, {14, 4}} {
		if heat >= t.at {
			e.ShutdownAvoid = t.avoid
			break
		}
	}
	e.AutoShutdown = heat >= 30
	for _, t := range []struct{ at, avoid int }{{28, 8}, {23, 6}, {19, 4}} {
		if heat >= t.at {
			e.AmmoAvoid = t.avoid
			break
		}
	}
	return e
}

// HeatEffects returns the effects of the unit's current heat level.
func (u *Unit) HeatEffects() HeatEffects { return heatEffects(u.Heat) }
