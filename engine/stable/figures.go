package stable

// StableFame is the stable's fame: +1 per pilot who won the last match,
// +1 per pilot with 100-299 fame, +2 per pilot with 300 or more (G-31),
// +1 per 100 fame of all pilots rounded up, +3 per retired legend
// (000 L878-882; EX-21). Only the Advanced game keeps it (000 L807, L876):
// for a Basic or Standard stable it is 0 (Game.HasStableFame).
func StableFame(s State) int {
	if !s.Game.HasStableFame() {
		return 0
	}
	sf, total := 3*s.RetiredLegends, 0
	for _, p := range s.Pilots {
		total += p.Fame
		if p.WonLast {
			sf++
		}
		switch {
		case p.Fame >= 300:
			sf += 2
		case p.Fame >= 100:
			sf++
		}
	}
	return sf + ceilDiv(max(total, 0), 100)
}

// PilotLimit is how many pilots an Advanced stable may have: 6, or 10 per
// training facility; 0 means no limit (000 L910).
func PilotLimit(s State) int { return s.capacity("training", 6, 10) }

// MechLimit is how many Mechs an Advanced stable may have: 4, or 8 per
// repair facility; 0 means no limit (000 L910; EX-25).
func MechLimit(s State) int { return s.capacity("repair", 4, 8) }

// capacity is base without the facility kind, per for each one owned.
func (s *State) capacity(kind string, base, per int) int {
	if s.Game != Advanced {
		return 0
	}
	if n, _ := s.facility(kind); n > 0 {
		return per * n
	}
	return base
}

// NonFactionLimit is how many non-faction Mechs an allied stable may buy:
// the heritage's limit, +1 with an upgraded headquarters, +1/+2 with a
// sales team (000 L815-819, L918, L924). It is -1 for an independent
// stable, which has no limit (000 L819).
func NonFactionLimit(s State) int {
	h, ok := heritage(s.Heritage)
	if !ok || s.Faction == "" {
		return -1
	}
	return h.NonFaction + s.byLevel("headquarters", 0, 1) + s.byLevel("sales", 1, 2)
}

// ClickCost is what one click of repair (or maintenance) costs for m: the
// chart's rate for its class, less Ace Crew (Standard), faction and repair
// facility reductions, at least 1 (000 L789-795, L155, L825, L921; G-35).
func ClickCost(s State, m Mech) int {
	c := RepairRate(m.Class())
	if s.Game == Standard && s.Ability == "Ace Crew" {
		c--
	}
	if s.Game == Advanced {
		if s.allied(m) {
			c--
		}
		c -= s.byLevel("repair", 1, 3)
	}
	return max(c, 1)
}

// Payroll is what a pilot costs per match in the Advanced game: fame/100
// rounded up, at least 1 (000 L892-894; G-32: EX-23 charges 1 below 100
// fame). State.PilotPayroll applies the game.
func Payroll(p Pilot) int { return max(1, ceilDiv(max(p.Fame, 0), 100)) }

// PilotPayroll is what the stable pays the pilot after each match: Payroll
// in the Advanced game, 0 in the Basic and Standard games, which have no
// payroll (000 L890, Game.HasPayroll).
func (s State) PilotPayroll(p Pilot) int {
	if !s.Game.HasPayroll() {
		return 0
	}
	return Payroll(p)
}

// Maintenance is what m costs after a match it did not take part in: one
// click of repair, free with an upgraded repair facility (000 L896-900;
// EX-24). Mechs that fought and destroyed Mechs pay nothing (G-47).
func Maintenance(s State, m Mech) int {
	if m.Destroyed || s.level("repair") == 2 {
		return 0
	}
	for _, n := range s.LastMatch {
		if n == m.Name {
			return 0
		}
	}
	return ClickCost(s, m)
}

// FacilityUpkeep is what a facility kind costs per match: 2 stones per
// basic building, 3 for the upgraded one (000 L904; G-46).
func FacilityUpkeep(f Facility) int {
	if f.Upgraded {
		return 3 + 2*(f.Count-1)
	}
	return 2 * f.Count
}

// facilityWorth is what the stable paid for a facility kind.
func facilityWorth(f Facility) int {
	d, _ := facilityDef(f.Kind)
	w := d.Cost * f.Count
	if f.Upgraded {
		w += d.Upgrade
	}
	return w
}

// IndependenceCost is what leaving the alliance costs: 500 stones plus
// 10% of the Mechs' value and of every facility, each rounded up
// (000 L886-888; EX-22).
func IndependenceCost(s State) int {
	mechs := 0
	for _, m := range s.Mechs {
		mechs += m.Value()
	}
	cost := 500 + pct(mechs, 10)
	for _, f := range s.Facilities {
		cost += pct(facilityWorth(f), 10)
	}
	return cost
}
