package game

import (
	"lancemate/engine/classic"

	"lancemate/engine/internal/enum"
)

// MoveMode is the movement mode a 'Mech used this turn (003 L722-724).
type MoveMode int

// Movement modes.
const (
	NotMoved   MoveMode = iota // no movement recorded yet this turn
	StandStill                 // 003 L734-752
	Walked                     // 003 L754-763
	Ran                        // 003 L765-813
	Jumped                     // 003 L815-825
)

var moveNames = []string{"", "still", "walk", "run", "jump"}

// String returns the mode's JSON name.
func (m MoveMode) String() string { return enum.Name(m, moveNames, "MoveMode") }

// MarshalText writes the mode's name.
func (m MoveMode) MarshalText() ([]byte, error) { return enum.Text(m, moveNames, "movement mode") }

// UnmarshalText reads a mode's name.
func (m *MoveMode) UnmarshalText(b []byte) error {
	v, err := enum.Parse[MoveMode](b, moveNames, "movement mode")
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// classic is the mode as engine/classic names it; a 'Mech with no move
// recorded stood still (NoteNoMove).
func (m MoveMode) classic() classic.MoveMode {
	switch m {
	case Walked:
		return classic.Walked
	case Ran:
		return classic.Ran
	case Jumped:
		return classic.Jumped
	}
	return classic.StoodStill
}

// WalkMP is the current Walking MP after damage and heat.
//
// Leg actuators cost 1 MP each (003 L2707, L2812, L2856); a hip halves the
// MP (003 L2762) and a second hip leaves 0 (003 L2766), four for a quad
// (003 L2772); a biped with one leg has 1 MP and none without legs
// (003 L2493, L2523); a quad loses 1 MP for its first destroyed leg in place
// of that leg's actuator penalties, then follows the biped rules
// (003 L2527-2530); heat subtracts 1-5 (003 L3037-3043).
func (u *Unit) WalkMP() int {
	heat := -u.HeatEffects().Movement.Value
	quad := u.Config == classic.Quad
	lost := u.legsDestroyed()
	switch {
	case (quad && lost >= 3) || (!quad && lost >= 2):
		return 0
	case (quad && lost == 2) || (!quad && lost == 1):
		return max(0, 1-heat) // overrides all MP increases (003 L2493)
	}
	mp, hips := u.BaseWalk, 0
	if u.TSMActive {
		mp += 2 // active TSM, before damage and heat (003 L7633)
	}
	for _, leg := range u.legs() {
		if u.Locations[leg].Destroyed {
			continue
		}
		d := u.legDamage(leg, 1<<30)
		mp -= d.Actuators
		if d.Hip {
			hips++
		}
	}
	if lost == 1 {
		mp-- // the quad's lost leg (003 L2527)
	}
	switch {
	case hips == len(u.legs()):
		return 0
	case hips > 0:
		mp = (max(0, mp) + 1) / 2 // rounding not stated (digest 16.2 #9): NoteHipRounding
	}
	return max(0, mp-heat)
}

// RunMP is Walking MP x 1.5, rounded up (003 L769, L803), one less with
// hardened armor (003 L7433); a 'Mech that has lost a leg cannot run
// (003 L2493; a quad once it has lost two, L2528).
func (u *Unit) RunMP() int {
	if (u.Config == classic.Biped && u.legsDestroyed() > 0) || u.legsDestroyed() >= 2 {
		return 0
	}
	w := u.WalkMP()
	run := (3*w + 1) / 2
	if u.armorIs("-armor-hardened") {
		run = max(0, run-1)
	}
	return run
}

// JumpMP is the Jumping MP less one per destroyed jump jet (003 L2776);
// heat does not reduce it (003 L3043).
func (u *Unit) JumpMP() int {
	all, working := u.count(JumpJet)
	return max(0, u.BaseJump-(all-working))
}
