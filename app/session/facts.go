package session

import (
	"fmt"
	"lancemate/app/store"
	"strings"

	"lancemate/engine/game"
	"lancemate/engine/melee"
)

// GameFacts are the facts of the game in play (engine/game State.Facts)
// as the ledger reads them: pilots by the names typed on the record
// sheets, the target's 'Mech with its book cost and Clan flag when its
// design gave them, ids prefixed with the game's key so a fact of another
// game is never taken as claimed.
func GameFacts() []melee.Fact {
	t, _ := sess.game()
	if t == nil {
		return nil
	}
	st := (&t.state)
	out := make([]melee.Fact, 0, len(st.Facts))
	for _, f := range st.Facts {
		a, _ := st.Unit(f.Attacker)
		d, _ := st.Unit(f.Target)
		if a == nil || d == nil {
			continue
		}
		name := d.Pilot.Name
		if name == "" {
			name = d.Name()
		}
		out = append(out, melee.Fact{ID: t.key + "~" + f.ID, Kind: string(f.Kind), Attacker: a.Pilot.Name, Target: d.Pilot.Name,
			Slot: f.Item, Location: f.Loc, BlownOff: f.BlownOff, Damage: f.Damage, Turn: f.Turn,
			Note:     fmt.Sprintf("T%d %s: %s", f.Turn, f.Phase, FactText(a, d, f)),
			Opponent: &melee.Opponent{Name: name, Tons: d.Tons, Clan: d.Clan, Book: d.Cost}})
	}
	return out
}

// FactText says what a fact is: "Hunchback → Atlas: critical hit, LL
// Upper Leg Actuator".
func FactText(a, d *game.Unit, f game.Fact) string {
	what := strings.ReplaceAll(string(f.Kind), "_", " ")
	switch {
	case f.BlownOff:
		what = "critical: " + f.Loc + " blown off"
	case f.Kind == game.FactCritical:
		what = "critical hit, " + f.Loc + " " + f.Label
	case f.Kind == game.FactDamage:
		what = fmt.Sprintf("%d damage in the phase", f.Damage)
	}
	return a.Name() + " → " + d.Name() + ": " + what
}

// InLedger reports whether a stored Solaris ledger event has a pilot of
// that name: only such a pilot's facts are offered to the ledger.
func InLedger(pilot string) bool {
	recs, _, err := LoadRecords(store.NSLedger, melee.New)
	if err != nil {
		return false
	}
	for _, r := range recs {
		if r.Journal.Peek().HasPilot(pilot) {
			return true
		}
	}
	return false
}
