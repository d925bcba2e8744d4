package melee

import (
	"fmt"
	"slices"
	"strings"

	"lancemate/engine/journal"
)

// ArenaPreview says, in players' words, what entering the arena
// (EnterArena) or leaving it (LeaveArena) will do before the player
// confirms: each ledger line it writes with its Fame, CP and C-bill
// change, the Off Board Cycle it closes or opens (001 L428-458, L481-483;
// 002 L88-92), the repair and healing then waiting, and the loan's count
// of cycles. A refusal comes back as the error, in the same words as
// applying the event. Other events have no preview here (Preview gives
// their ledger lines).
func ArenaPreview(j *journal.Journal[State], ev journal.Event[State]) ([]string, error) {
	before := j.Peek()
	next, err := j.Try(ev)
	if err != nil {
		return nil, err
	}
	var out []string
	switch e := ev.(type) {
	case *EnterArena:
		out = enterEffects(before, &next, e)
	case *LeaveArena:
		out = leaveEffects(before, &next, e)
	default:
		return nil, fmt.Errorf("no arena preview for a %s event", ev.Type())
	}
	for _, en := range next.Entries[len(before.Entries):] {
		if strings.HasPrefix(en.What, "Entered the arena") || en.What == "Off Board Cycle begins" {
			continue
		}
		out = append(out, lineText(en))
	}
	return out, nil
}

// enterEffects: who goes in with which 'Mech, and the cycle closed.
func enterEffects(before, next *State, e *EnterArena) []string {
	var out []string
	r := before.Rules()
	pl, _ := before.Player(e.Player)
	for _, name := range e.Pilots {
		p, _ := next.Pilot(name)
		out = append(out, fmt.Sprintf("%s enters the arena in the %s (%s).", p.Name, p.Mech.Design, p.Mech.condition()))
		if r.PilotCycle {
			q, _ := before.Pilot(name)
			if left := before.stepsLeft(*before.cursor(pl, q)); left != "" {
				out = append(out, fmt.Sprintf("%s's Off Board Cycle ends: %s wait until %s leaves the arena again.", p.Name, left, p.Name))
			}
		}
	}
	if !r.PilotCycle {
		if left := before.stepsLeft(pl.Step); left != "" {
			out = append(out, fmt.Sprintf("%s's Off Board Cycle ends: %s wait until the next one.", pl.Name, left))
		}
	}
	return out
}

// leaveEffects: the exit, the cycle opened and what waits in it.
func leaveEffects(before, next *State, e *LeaveArena) []string {
	p, _ := next.Pilot(e.Pilot)
	pl, _ := next.Player(p.Player)
	out := []string{fmt.Sprintf("%s leaves the arena after %d turns.", p.Name, e.Turns)}
	started := slices.ContainsFunc(next.Entries[len(before.Entries):], func(en Entry) bool { return en.What == "Off Board Cycle begins" })
	if !started {
		return append(out, fmt.Sprintf("%s's Off Board Cycle begins when its last pilot leaves the arena.", pl.Name))
	}
	var waiting []string
	if p.NeedsRepair() {
		if b, err := next.RepairBill(p.Name, nil, false); err == nil {
			waiting = append(waiting, fmt.Sprintf("the repair of the %s (%s; a full repair costs %s C-bills)", p.Mech.Design, p.Mech.condition(), money(b.Total)))
		}
	}
	if p.Wounds > 0 {
		waiting = append(waiting, fmt.Sprintf("healing %d wound%s", p.Wounds, plural(p.Wounds)))
	}
	who := p.Name
	if !next.Rules().PilotCycle {
		who = pl.Name
	}
	if len(waiting) == 0 {
		out = append(out, fmt.Sprintf("%s's Off Board Cycle begins: nothing to repair or heal.", who))
	} else {
		out = append(out, fmt.Sprintf("%s's Off Board Cycle begins: first %s.", who, strings.Join(waiting, " and ")))
	}
	if pl.Loan != nil && (!next.Rules().PilotCycle || pl.Loan.Pilot == p.Name) {
		out = append(out, fmt.Sprintf("%s owes %s C-bills on a loan, out for %d Off Board Cycles.", pl.Name, money(pl.Owed()), pl.Loan.OBCs))
	}
	return out
}

// stepsLeft lists in players' words what the cycle at step still allows
// before the arena (the any-time actions aside).
func (s *State) stepsLeft(step int) string {
	if step < 0 {
		return ""
	}
	var names []string
	for _, st := range s.Rules().Steps[step:] {
		for _, a := range st.Actions {
			if a != ActStableCheck {
				names = append(names, actionName(a))
			}
		}
	}
	return strings.Join(names, ", ")
}

// lineText is a ledger line in words with its changes.
func lineText(e Entry) string {
	var parts []string
	if e.Fame != 0 {
		parts = append(parts, fmt.Sprintf("%+d Fame", e.Fame))
	}
	if e.CP != 0 {
		parts = append(parts, fmt.Sprintf("%+d CP", e.CP))
	}
	if e.Cbills != 0 {
		sign := "+"
		if e.Cbills < 0 {
			sign = ""
		}
		parts = append(parts, sign+money(e.Cbills)+" C-bills")
	}
	who := e.Pilot
	if who == "" {
		who = e.Player
	}
	t := who + ": " + e.What
	if len(parts) > 0 {
		t += " (" + strings.Join(parts, ", ") + ")"
	}
	return t + "."
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
