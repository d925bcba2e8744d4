package live

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"lancemate/engine/journal"
	"lancemate/engine/melee"
)

// ledger is a Solaris Melee Challenge ledger as a live table shares it
// (an Engine), as the app's shared records are (app/session): an op is
// one of its events as a saved ledger holds it, an undo or a redo.
type ledger struct{ j *journal.Journal[melee.State] }

func (l ledger) Apply(op Op) error {
	switch op.Kind {
	case KindUndo:
		return l.j.Undo()
	case KindRedo:
		return l.j.Redo()
	case KindEvent:
		ev, err := melee.Registry().Unmarshal(op.Event)
		if err != nil {
			return err
		}
		return l.j.Apply(ev)
	}
	return fmt.Errorf("an op of unknown kind %q", op.Kind)
}

// A judge's Solaris Melee Challenge ledger followed by a player's phone:
// the judge's events, undo and redo reach the player's ledger in order;
// the player's own change is refused by the host-only rule and applied
// nowhere; a player that rejoins receives what it missed; both ledgers
// end equal to the judge's log replayed alone.
func TestHostOnlyLedger(t *testing.T) {
	judgeJ, playerJ := melee.New(), melee.New()
	judge, _ := New("judge", "l", ledger{judgeJ}, nil)
	judge.Host("secret", HostOnly("judge"))
	player, _ := New("amy", "l", ledger{playerJ}, nil)
	// Each phone names the other as its transport does: the player's
	// host is "host", the judge's guest "amy".
	nodes := map[PeerID]*Node{"host": judge, "amy": player}
	from := map[PeerID]PeerID{"host": "amy", "amy": "host"}
	deliver := func(out []Send) {
		t.Helper()
		for len(out) > 0 {
			m := out[0]
			out = out[1:]
			more, err := nodes[m.To].Receive(from[m.To], m.Data)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, more...)
		}
	}
	do := func(ops ...Op) {
		t.Helper()
		for _, op := range ops {
			_, out, err := judge.Do(op)
			if err != nil {
				t.Fatal(err)
			}
			deliver(out)
		}
	}
	op := func(ev journal.Event[melee.State]) Op {
		t.Helper()
		b, err := melee.Registry().Marshal(ev)
		if err != nil {
			t.Fatal(err)
		}
		return Op{Kind: KindEvent, Event: b}
	}
	deliver(player.Join("host", "secret"))
	do(op(&melee.Open{Name: "Solaris Open", Ruleset: "T"}),
		op(&melee.AddPlayer{Player: "Amy", Pilots: []string{"Kell"}}),
		op(&melee.AddPlayer{Player: "Ben", Pilots: []string{"Rho"}}),
		Op{Kind: KindUndo})
	if got := playerJ.Peek().Name; got != "Solaris Open" || playerJ.Len() != 2 || !playerJ.CanRedo() {
		t.Fatalf("the player's ledger: %q, %d events, redo %v; want the judge's 2 and Ben's undone", got, playerJ.Len(), playerJ.CanRedo())
	}

	// The player's own change: refused at the host, applied nowhere.
	id, out, _ := player.Do(op(&melee.AddPlayer{Player: "Cid", Pilots: []string{"Vex"}}))
	deliver(out)
	if r := player.Refusals(); len(r) != 1 || r[0].ID != id || r[0].Reason != ErrHostOnly.Error() {
		t.Errorf("refusals %+v, want the host-only rule's", r)
	}
	if judgeJ.Len() != 2 || playerJ.Len() != 2 {
		t.Errorf("after the refused change: judge %d events, player %d; want 2 and 2", judgeJ.Len(), playerJ.Len())
	}

	// The player's phone sleeps; it receives what it missed on rejoining.
	player.Leave("host")
	judge.Leave("amy")
	judge.NewSecret("again")
	do(Op{Kind: KindRedo})
	deliver(player.Join("host", "again"))
	if player.Hash() != judge.Hash() || playerJ.Len() != 3 {
		t.Fatalf("after rejoining: the same log %v, %d events; want 3", player.Hash() == judge.Hash(), playerJ.Len())
	}
	replayed := melee.New()
	for _, e := range judge.Log() {
		if err := (ledger{replayed}).Apply(e.Op); err != nil {
			t.Fatal(err)
		}
	}
	if !reflect.DeepEqual(playerJ.State(), replayed.State()) || !reflect.DeepEqual(judgeJ.State(), replayed.State()) {
		t.Error("a ledger differs from the judge's log replayed alone")
	}
	if err := HostOnly("judge")("judge", Op{}); err != nil || !errors.Is(HostOnly("judge")("amy", Op{}), ErrHostOnly) {
		t.Error("HostOnly lets the judge and only the judge record")
	}
}
