package live

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"lancemate/engine/classic"
	"lancemate/engine/game"
)

// Two phones share a game: the guest's hit, checked by the host's game,
// reaches both, and both games end in the same state; a hit on a unit
// that is not in the game is refused at the host and applied nowhere.
func TestGame(t *testing.T) {
	hostGame, guestGame := &Game{Game: game.New()}, &Game{Game: game.New()}
	host, _ := New("host", "g", hostGame, nil)
	host.Host("secret", nil)
	guest, _ := New("amy", "g", guestGame, nil)
	nodes := map[PeerID]*Node{"host": host, "amy": guest}
	// send delivers out, sent by from, and whatever it leads to, in order.
	send := func(from PeerID, out []Send) {
		t.Helper()
		type msg struct {
			from PeerID
			Send
		}
		var queue []msg
		for _, s := range out {
			queue = append(queue, msg{from, s})
		}
		for len(queue) > 0 {
			m := queue[0]
			queue = queue[1:]
			more, err := nodes[m.To].Receive(m.from, m.Data)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range more {
				queue = append(queue, msg{m.To, s})
			}
		}
	}
	send("amy", guest.Join("host", "secret"))
	add, err := GameOp(&game.AddUnit{ID: "hbk", Design: hunchback(t), Pilot: game.Pilot{Name: "Ann", Gunnery: 4, Piloting: 5}})
	if err != nil {
		t.Fatal(err)
	}
	_, out, err := host.Do(add)
	if err != nil {
		t.Fatal(err)
	}
	send("host", out)
	loc := classic.CenterTorso
	hit, _ := GameOp(&game.Hit{Unit: "hbk", Loc: &loc, Damage: 5})
	_, out, _ = guest.Do(hit)
	send("amy", out)
	bad, _ := GameOp(&game.Hit{Unit: "nobody", Loc: &loc, Damage: 5})
	id, out, _ := guest.Do(bad)
	send("amy", out)
	if r := guest.Refusals(); len(r) != 1 || r[0].ID != id {
		t.Errorf("refusals %+v, want the hit on a unit not in the game", r)
	}
	if host.Len() != 2 || guest.Hash() != host.Hash() {
		t.Fatalf("the host holds %d entries; the guest's log is the same: %v", host.Len(), guest.Hash() == host.Hash())
	}
	replayed := &Game{Game: game.New()}
	for _, e := range host.Log() {
		if err := replayed.Apply(e.Op); err != nil {
			t.Fatal(err)
		}
	}
	got, want := guestGame.Game.View().Units, replayed.Game.View().Units
	if len(got) != 1 || !reflect.DeepEqual(got, want) {
		t.Errorf("the guest's units %+v differ from the host's log replayed alone %+v", got, want)
	}
	if !reflect.DeepEqual(hostGame.Game.View().Units, want) {
		t.Error("the host's game differs from its own log replayed")
	}
}

// hunchback is the engine's test design of a Hunchback HBK-4G.
func hunchback(t *testing.T) game.Design {
	t.Helper()
	b, err := os.ReadFile("../game/testdata/designs/hunchback.json")
	if err != nil {
		t.Fatal(err)
	}
	var d game.Design
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	return d
}
