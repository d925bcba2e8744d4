package clicks

// Injury is one row of the Pilot Injury Table (000 L386-398, L1043-1055).
type Injury struct {
	Roll   int    // 2d6 result
	Name   string //
	Effect string
	Heal   int // stones to heal; -1 for Dead, which cannot be healed
}

// Injuries is the Pilot Injury Table, rows 2-12 (000 L386-398).
var Injuries = []Injury{
	{2, "Dead", "Sorry your Mechwarrior has just checked out on life.", -1},
	{3, "Hatred", "Must keep attacking the hated Mechwarrior who took him out, in future matches, until they eject.", 30},
	{4, "Fear of Death", "Pilot auto ejects when Mech reaches salvage.", 25},
	{5, "Eyes Hurt", "-2 to all ranged combat maximum ranges.", 20},
	{6, "Cautious", "May no longer move on its first turn of a match.", 15},
	{7, "Flesh wound", "No lasting negative effect.", 0},
	{8, "Fear of being burned", "-1 to all heat effect rolls.", 15},
	{9, "Broken Bones", "-1 to all close combat attack rolls.", 20},
	{10, "Fear", "Misses its first combat roll vs. the pilot that wounded him, in future matches.", 25},
	{11, "Brain Damage", "-1 to all to hit rolls.", 30},
	{12, "Multiple Injuries", "Roll 2 more times on this chart.", 0},
}

// InjuryOf returns the table row of a 2d6 result.
func InjuryOf(roll int) (Injury, bool) {
	if roll < 2 || roll > 12 {
		return Injury{}, false
	}
	return Injuries[roll-2], true
}

// eliminate removes a 'Mech whose dial shows the three bullet holes, credits
// the kill and makes the pilot's injury roll: skill plus the clicks past
// the eliminating one (000 L384, example L400).
func (r *res) eliminate(m *Mech, by *Mech, kind Action) error {
	r.out(m)
	r.say("%s is eliminated (%d click%s past it)", m.ID, m.Excess, plural(m.Excess))
	r.credit(by, m, kind)
	ok, err := r.pilotRoll(m, m.Pilot.skill()+m.Excess, "injury roll")
	if err != nil || ok {
		return err
	}
	return r.injure(m, 1)
}

// out takes a 'Mech out of the arena in elimination order.
func (r *res) out(m *Mech) {
	m.Eliminated, m.Fallen, m.Shutdown = true, false, false
	r.s.Eliminated++
	m.Out = r.s.Eliminated
}

// injure rolls n times on the injury table; a 12 adds two more rolls
// (000 L398; digest G-49), a 2 kills the pilot.
func (r *res) injure(m *Mech, n int) error {
	for ; n > 0; n-- {
		v, err := r.t.sum(m.ID, 2, 6, "injury table", 0)
		if err != nil {
			return err
		}
		in, _ := InjuryOf(v)
		r.say("%s injury %d: %s", m.ID, v, in.Name)
		if v == 12 {
			n += 2
			continue
		}
		m.Pilot.Injuries = append(m.Pilot.Injuries, v)
		if v == 2 {
			return nil
		}
	}
	return nil
}

// eject removes a 'Mech by ejection: no injury roll; -5 fame unless
// salvaged; the kill goes to the last 'Mech to damage it (000 L262,
// L404-406, L1031).
func (r *res) eject(m *Mech) {
	if !m.Salvaged {
		m.Fame -= 5
	}
	r.out(m)
	m.Ejected = true
	r.say("%s ejects", m.ID)
	if by, err := r.s.Mech(m.Damager); err == nil {
		r.credit(by, m, m.DamageKind)
	}
}
