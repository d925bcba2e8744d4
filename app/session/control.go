package session

import (
	"encoding/json"
	"errors"
	"fmt"

	"lancemate/engine/live"
)

// control is the host's rule for who does what at the table, as players
// expect it at a physical table (the Table sheet says it in words):
//   - a phone marks only its own side's units (a phone of every unit marks
//     all of them) and renames only its own side; any phone makes a roll
//     (the attacker rolls for the target);
//   - a guest's Undo takes back the table's last change only when that
//     phone made it, and its Redo makes again only its own undone change:
//     taking back another player's mark is that player's call, or the
//     host's;
//   - the host's phone ends the phases, rolls initiative and sets the
//     game's options: it keeps the turn's pace, so no phase ends while
//     another player is still marking.
//
// The host's own phone may do all of it, and "Everyone may do everything"
// (LiveInfo.AllowAll) lifts every rule. It runs on the host, with the
// table's lock held.
func (s *session) control(lt *liveTable) live.Control {
	return func(seat string, op live.Op) error {
		if lt.info.AllowAll || seat == lt.node.Seat() {
			return nil
		}
		t, _ := s.game()
		if t == nil {
			return nil // the engine says why
		}
		sides := SidesOf(t.State())
		switch op.Kind {
		case live.KindUndo, live.KindRedo:
			undo, redo := live.Authors(lt.node.Log())
			by, what := undo, "Undo takes back"
			if op.Kind == live.KindRedo {
				by, what = redo, "Redo makes again"
			}
			if by == "" || by == seat {
				return nil // nothing to take back says the engine
			}
			ask := "ask that player, or the host"
			if by == lt.node.Seat() {
				ask = "ask the host"
			}
			return fmt.Errorf("%s only your own changes, and the last one was made on %s: %s.", what, phoneOf(by, lt.node.Seat(), sides), ask)
		case live.KindEvent:
		default:
			return nil
		}
		var ev struct {
			Type string `json:"type"`
			Unit string `json:"unit"`
			Side string `json:"side"`
		}
		if json.Unmarshal(op.Event, &ev) != nil {
			return nil // the engine says why
		}
		side := seatSide(seat)
		mine := ""
		if side > 0 && side <= len(sides) {
			mine = sides[side-1]
		}
		switch ev.Type {
		case "end_phase":
			return errors.New("The host's phone moves the table to the next phase, once every player is done: tell the host you are done.")
		case "initiative":
			return errors.New("The host's phone rolls initiative for the whole table: tell the host you are ready.")
		case "options":
			return errors.New("Only the host's phone changes the game's options.")
		case "name_side":
			if side != 0 && ev.Side != mine {
				return fmt.Errorf("You can rename only your own side (%s): %s is another player's.", sideOr(mine), ev.Side)
			}
			return nil
		}
		if side == 0 || ev.Unit == "" {
			return nil
		}
		u, ok := t.State().Unit(ev.Unit)
		if !ok {
			return nil // the engine says why
		}
		if side < 0 || u.Side != mine {
			return fmt.Errorf("%s is not on your side (%s): at this table each phone marks its own units; the host can let everyone do everything.", u.ID, sideOr(mine))
		}
		return nil
	}
}

// sideOr is a side's name, or "no side".
func sideOr(side string) string {
	if side == "" {
		return "no side"
	}
	return side
}

// phoneOf names the phone of seat for a player: "the host's phone", or
// the phone of the side it marks.
func phoneOf(seat, host string, sides []string) string {
	switch n := seatSide(seat); {
	case seat == host:
		return "the host's phone"
	case n > 0 && n <= len(sides):
		return sides[n-1] + "'s phone"
	default:
		return "another phone"
	}
}

// TableRule says in the player's words who does what at this phone's live
// table (the host's Control, control): "" when no table is live. A
// guest's line also says whose the table's last change is, as its Undo
// takes back only its own.
func TableRule() string { return sess.tableRule() }

func (s *session) tableRule() string {
	lt := s.liveTable()
	if lt == nil {
		return ""
	}
	t, _ := s.game()
	var sides []string
	if t != nil {
		sides = SidesOf(t.State())
	}
	lt.mu.Lock()
	defer lt.mu.Unlock()
	if lt.node.Hosting() {
		if lt.info.AllowAll {
			return "Every phone marks every unit, takes back any change, ends the phase and rolls initiative."
		}
		return "Each phone marks its own side's units and takes back only its own changes; this phone ends each phase and rolls initiative."
	}
	rule := "You mark " + possessive(sideName(lt.info.Side, sides)) + " units and take back only your own changes; the host's phone ends each phase and rolls initiative, unless the host lets everyone do everything."
	undo, _ := live.Authors(lt.node.Log())
	switch {
	case undo == lt.node.Seat():
		rule += " The last change is yours."
	case undo != "":
		rule += " The last change was made on " + phoneOf(undo, hostSeat(lt.node.Log()), sides) + "."
	}
	return rule
}

// sideName is the name of side n (0: every unit) among sides.
func sideName(n int, sides []string) string {
	if n <= 0 || n > len(sides) {
		return "every"
	}
	return sides[n-1]
}

// possessive is "Ben's", or "every" as it is.
func possessive(name string) string {
	if name == "every" {
		return name
	}
	return name + "'s"
}

// hostSeat is the seat of the host's own latest entry (a host's own
// entries carry no proposal number), "" for none.
func hostSeat(log []live.Entry) string {
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].ID == 0 {
			return log[i].By
		}
	}
	return ""
}
