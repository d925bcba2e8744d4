package game

import (
	"strings"

	"lancemate/engine/equipment"
)

// Stealth engages or disengages a 'Mech's stealth armor (003 L7449-7461):
// in the End Phase of any turn, or before the first Movement Phase (a
// 'Mech may start the game with it engaged). It needs a working ECM
// suite. While engaged, attacks against the 'Mech are at +1 at medium and
// +2 at long range and it cannot be a secondary target (003 L1657,
// L1578), it generates 10 heat a turn (003 L2937), and its own ECM does
// not work: it fires as inside hostile ECM (Artemis bonuses lost).
type Stealth struct {
	Unit string `json:"unit"`
	On   bool   `json:"on"`
}

// Type implements Event.
func (*Stealth) Type() string { return "stealth" }

func (e *Stealth) apply(s *State, _ *tape) error {
	if s.Phase != PhaseEnd && !(s.Turn == 1 && s.Phase == PhaseInitiative) {
		return refuse("003 L7455", "Stealth armor is switched on or off in the End Phase (or before the game starts)")
	}
	u, err := s.active(e.Unit)
	if err != nil {
		return err
	}
	switch {
	case !u.armorIs("-armor-stealth"):
		return refuse("003 L7449", "%s has no stealth armor", u.ID)
	case e.On == u.StealthOn:
		return refuse("003 L7455", "%s's stealth armor is already %s", u.ID, map[bool]string{true: "engaged", false: "off"}[e.On])
	case e.On && !u.ecmWorks(s.Serial()):
		return refuse("003 L7451", "%s's ECM suite is destroyed: its stealth armor cannot work", u.ID)
	}
	u.StealthOn = e.On
	if e.On {
		s.report(u, "stealth armor engaged: +1 at medium and +2 at long range against it, 10 heat a turn, its ECM off (003 L7449-7461)")
		s.brief(u, "stealth on")
	} else {
		s.report(u, "stealth armor off")
		s.brief(u, "stealth off")
	}
	return nil
}

// ecmWorks reports an ECM suite (or Watchdog CEWS) that worked at the
// start of the phase numbered serial.
func (u *Unit) ecmWorks(serial int) bool {
	for i := range u.Items {
		it := &u.Items[i]
		if e, ok := equipment.Lookup(it.ID); ok && e.Family == "ECM" && !strings.Contains(e.ID, "munition") && u.worked(it, serial) {
			return true
		}
	}
	return false
}

// stealthy reports engaged stealth armor that works in the phase numbered
// serial: its ECM suite worked at the start of the phase (003 L7451).
func (u *Unit) stealthy(serial int) bool {
	return u.StealthOn && u.armorIs("-armor-stealth") && u.ecmWorks(serial)
}
